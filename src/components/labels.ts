/**
 * An operation's labels: the display names of its tags that mark it rather than group it
 * (OpenAPI 3.2 tags of kind `badge`, `audience` or any kind but `nav`), a line of small marks
 * under its endpoint.
 */
import { html } from "../html.ts";
import { markdownText } from "../text/markdown-text.ts";
import { en, format } from "../locale/index.ts";
import type { Node, RenderContext } from "./node.ts";

/**
 * The labels, each escaped text; no node for none.
 * @example Labels(["Beta", "Partners"])
 */
export function Labels(texts: readonly string[]): Node {
  return Object.freeze({
    kind: "labels",
    render: () => html`<p class="rk-labels">${texts.map((text) => html`<span class="rk-label">${text}</span>`)}</p>`,
    markdown: (context?: RenderContext) => {
      const text = context?.config.text ?? en;
      return `${format(text.labelled, { label: markdownText(text.labels), text: texts.map(markdownText).join(text.listSeparator) })}${text.fullStop}`;
    },
  });
}
