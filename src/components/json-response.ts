/** The JSON response: the value pretty-printed and highlighted. */
import { html } from "../html.ts";
import { jsonCode } from "../text/json-writer.ts";
import { fencedBlock, markdownText } from "../text/markdown-text.ts";
import { toJsonValue } from "../values.ts";
import { codeHead, codePre } from "./code-block.ts";
import { en, type InterfaceStrings } from "../locale/index.ts";
import type { Node, RenderContext } from "./node.ts";

/** Options for a response block. */
export interface JsonResponseOptions {
  /** The block's title. Default "Response". */
  readonly title?: string;
}

/**
 * A JSON response, shown as `JSON.stringify(value, null, 2)`.
 * @example JsonResponse({ id: "cus_123", object: "customer", created: 1700000000 })
 */
export function JsonResponse(value: unknown, options: JsonResponseOptions = {}): Node {
  const json = jsonCode(toJsonValue(value, { component: "JsonResponse" }, "value"));
  // Untitled, it is "Response" in the interface's language.
  const blockOf = (text: InterfaceStrings) => {
    const title = options.title ?? text.response;
    return { code: json.text, html: json.html, lexer: "json", title, label: `${title} JSON` };
  };
  return Object.freeze({
    kind: "json-response",
    placement: "aside" as const,
    render: (context: RenderContext) => {
      const block = blockOf(context.config.text);
      return html`<div class="rk-response">${codeHead(block, context.config.text)}${codePre(block, context)}</div>`;
    },
    markdown: (context?: RenderContext) => `${markdownText(blockOf(context?.config.text ?? en).title)}:\n\n${fencedBlock(json.text, "json")}`,
  });
}
