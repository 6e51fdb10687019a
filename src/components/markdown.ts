/** Block Markdown as a component: paragraphs, lists, code, tables; the same safety rules as `md`. */
import { RefkitError, describeValue } from "../errors.ts";
import { html } from "../html.ts";
import type { MarkdownOptions, Node, RenderContext, SearchText } from "./node.ts";
import { cellText } from "./cell.ts";

/**
 * Prose written in Markdown, such as an operation's long description. Raw HTML is escaped and
 * only http, https, mailto and relative links are kept; with `{ html: true }` the text is
 * CommonMark whose HTML passes through an allowlist sanitizer (as OpenAPI descriptions are).
 * @example Section("Pagination", {}, Markdown("Lists return **at most 100** objects.\n\n- `limit`\n- `starting_after`"))
 */
export function Markdown(text: string, options: MarkdownOptions = {}): Node {
  if (typeof text !== "string") throw new RefkitError({ component: "Markdown" }, `expected Markdown text, got ${describeValue(text)}`);
  const allowHtml = options?.html === true;
  return Object.freeze({
    kind: "markdown",
    render: (context: RenderContext) => html`<div class="rk-prose">${context.blockMarkdown(text, { html: allowHtml })}</div>`,
    markdown: () => text.trim(),
    search: (): SearchText => ({ prose: [allowHtml ? cellText(["commonmark", text]) : text] }),
  });
}
