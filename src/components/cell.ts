/**
 * The description-cell convention shared by every table: a plain string is escaped text,
 * `["code", text]` is inline code, `["md", text]` is inline Markdown, `["commonmark", text]` is
 * CommonMark with its HTML sanitized (text from an OpenAPI document).
 */
import { html, type Html } from "../html.ts";
import type { RenderContext } from "./node.ts";
import type { Cell } from "../tables.ts";

export { code, commonmark, md, type Cell } from "../tables.ts";



/** True when `value` follows the cell convention. */
export function isCell(value: unknown): value is Cell {
  if (typeof value === "string") return true;
  return Array.isArray(value) && value.length === 2 && (value[0] === "code" || value[0] === "md" || value[0] === "commonmark") && typeof value[1] === "string";
}

/** What the cell convention expects, for error messages. */
export const cellExpected = 'a string, code("…") / ["code", "…"], md("…") / ["md", "…"], or commonmark("…")';

/**
 * A cell's words for search: its text, without the tags of CommonMark's HTML. Never rendered,
 * so nothing here needs to be safe.
 */
export function cellText(cell: Cell): string {
  if (typeof cell === "string") return cell;
  return cell[0] === "commonmark" ? cell[1].replace(/<[^>]*>/g, " ") : cell[1];
}

/** Renders a cell by the convention. */
export function renderCell(cell: Cell, context: RenderContext): Html {
  if (typeof cell === "string") return html`${cell}`;
  if (cell[0] === "code") return html`<code>${cell[1]}</code>`;
  return context.inlineMarkdown(cell[1], { html: cell[0] === "commonmark" });
}

/**
 * A cell as a block of prose (a page's or section's description): a plain string is one
 * escaped paragraph, `md()` is block Markdown.
 */
export function renderProse(cell: Cell, context: RenderContext, className: string): Html {
  if (typeof cell === "string") return html`<p class="${className}">${cell}</p>`;
  if (cell[0] === "code") return html`<p class="${className}"><code>${cell[1]}</code></p>`;
  return html`<div class="${className} rk-prose">${context.blockMarkdown(cell[1], { html: cell[0] === "commonmark" })}</div>`;
}
