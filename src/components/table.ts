/**
 * The base table. Cells follow the description-cell convention; an empty cell shows the
 * no-value glyph, one em-dash.
 */
import { cellMarkdown, markdownTable, markdownText } from "../text/markdown-text.ts";
import { RefkitError, describeValue } from "../errors.ts";
import { html, isHtml, type Html } from "../html.ts";
import { breakLongWords } from "../text/long-words.ts";
import { cellExpected, isCell, renderCell, type Cell } from "./cell.ts";
import type { Node, RenderContext } from "./node.ts";

/** A cell of the base table: the convention, a rendered fragment, or nothing (em-dash). */
export type TableCell = Cell | Html | null | undefined;

/** The base table's declaration. */
export interface TableOptions {
  /** Header texts, in column order. */
  readonly columns: readonly string[];
  /** Rows of cells, one per column. */
  readonly rows: readonly (readonly TableCell[])[];
}

/**
 * The canonical no-value glyph, with text for assistive technology. Written as a character
 * reference: a page whose own text is all Latin-1 then stays a one-byte string while it is built
 * and written, half the memory and much less time on a large reference.
 */
export function noValue(meaning = "none"): Html {
  return html`<span class="rk-none" role="img" aria-label="${meaning}">&#8212;</span>`;
}

/**
 * Renders a table from header texts and already rendered cells, with optional row classes. A row
 * given as one fragment instead of cells spans every column.
 */
export function renderTable(columns: readonly string[], rows: readonly (readonly Html[] | Html)[], rowClasses?: readonly string[], rowIds?: readonly (string | undefined)[]): Html {
  return html`<table class="rk-table"><thead><tr>${columns.map((column) => html`<th scope="col">${breakLongWords(html`${column}`)}</th>`)}</tr></thead><tbody>${rows.map(
    (row, i) =>
      html`<tr${rowIds?.[i] === undefined ? "" : html` id="${rowIds[i]}"`}${rowClasses?.[i] ? html` class="${rowClasses[i]}"` : ""}>${
        isHtml(row) ? html`<td colspan="${String(columns.length)}">${row}</td>` : row.map((cell) => html`<td>${breakLongWords(cell)}</td>`)
      }</tr>`,
  )}</tbody></table>`;
}

function renderTableCell(cell: TableCell, context: RenderContext): Html {
  if (cell === null || cell === undefined || cell === "") return noValue(context.config.text.none);
  return isHtml(cell) ? cell : renderCell(cell, context);
}

/**
 * A table with any columns, for content the field and error tables do not cover.
 * @example Table({ columns: ["Event", "Sent when"], rows: [[code("customer.created"), "A customer is created"]] })
 */
export function Table(options: TableOptions): Node {
  const component = "Table";
  const { columns, rows } = options ?? ({} as TableOptions);
  if (!Array.isArray(columns) || columns.length === 0 || columns.some((c) => typeof c !== "string")) {
    throw new RefkitError({ component, key: "columns" }, `expected a non-empty array of header texts, got ${describeValue(columns)}`);
  }
  if (!Array.isArray(rows)) throw new RefkitError({ component, key: "rows" }, `expected an array of rows, got ${describeValue(rows)}`);
  rows.forEach((row, index) => {
    const at = { component, row: index + 1 };
    if (!Array.isArray(row) || row.length !== columns.length) {
      throw new RefkitError(at, `expected an array of ${columns.length} cells (one per column), got ${Array.isArray(row) ? `${row.length} cells` : describeValue(row)}`);
    }
    row.forEach((cell, column) => {
      if (cell !== null && cell !== undefined && !isHtml(cell) && !isCell(cell)) {
        throw new RefkitError({ ...at, key: columns[column] }, `expected ${cellExpected}, got ${describeValue(cell)}`);
      }
    });
  });
  const frozen = Object.freeze(rows.map((row) => Object.freeze([...row])));
  return Object.freeze({
    kind: "table",
    render: (context: RenderContext) => renderTable(columns, frozen.map((row) => row.map((cell) => renderTableCell(cell, context)))),
    // A cell of raw HTML (\`html\`…\`\`) is the author's own markup: Markdown keeps inline HTML as it is.
    markdown: () => markdownTable(columns.map(markdownText), frozen.map((row) => row.map((cell) => (cell === null || cell === undefined ? "" : isHtml(cell) ? String(cell) : cellMarkdown(cell))))),
  });
}
