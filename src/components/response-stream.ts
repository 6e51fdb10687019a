/**
 * A response that is a stream (OpenAPI 3.2): a few items as the media type frames them
 * (server-sent events, one JSON value a line…), under the media type's name. Beside the JSON
 * response, in the code column; its `<pre>`'s text is exactly the example.
 */
import { html } from "../html.ts";
import { fencedBlock, inlineCode, markdownText } from "../text/markdown-text.ts";
import { en, format, type InterfaceStrings } from "../locale/index.ts";
import { codeHead, codePre } from "./code-block.ts";
import type { Node, RenderContext } from "./node.ts";

/**
 * The stream's example `text`, of media type `mediaType`.
 * @example ResponseStream("event: tick\ndata: 1\n\n", "text/event-stream")
 */
export function ResponseStream(text: string, mediaType: string): Node {
  const blockOf = (strings: InterfaceStrings) => ({ code: text, lexer: "text", title: `${strings.responseStream} · ${mediaType}`, label: strings.responseStream });
  return Object.freeze({
    kind: "response-stream",
    placement: "aside" as const,
    render: (context: RenderContext) => {
      const block = blockOf(context.config.text);
      return html`<div class="rk-response rk-response-stream">${codeHead(block, context.config.text)}${codePre(block, context)}</div>`;
    },
    markdown: (context?: RenderContext) => {
      const strings = context?.config.text ?? en;
      return `${format(strings.labelled, { label: `${markdownText(strings.responseStream)} (${inlineCode(mediaType)})`, text: "" }).trimEnd()}\n\n${fencedBlock(text, "text")}`;
    },
  });
}
