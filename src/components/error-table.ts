/** The errors table: Scenario / Status / Type, plus Param only when some error names one. */
import { html } from "../html.ts";
import { en, type InterfaceStrings } from "../locale/index.ts";
import { inlineCode, markdownTable, markdownText } from "../text/markdown-text.ts";
import { rowId, type Node, type RenderContext, type SearchText } from "./node.ts";
import { checkRows, isText } from "./rows.ts";
import { noValue, renderTable } from "./table.ts";
import type { ErrorRow } from "../tables.ts";

export type { ErrorRow } from "../tables.ts";


const rules = Object.freeze({
  scenario: { required: true, expected: "a non-empty string", test: isText },
  status: { required: true, expected: 'a 3-digit HTTP status code as a string, such as "404"', test: (v: unknown) => typeof v === "string" && /^[1-5](\d\d|XX)$/.test(v) },
  type: { required: true, expected: "a non-empty string", test: isText },
  param: { required: false, expected: "a non-empty string", test: isText },
});

/**
 * A table of the errors an endpoint returns.
 * @example
 * ErrorTable([
 *   { scenario: "Missing or invalid API key", status: "401", type: "authentication_error" },
 *   { scenario: "Email already registered", status: "422", type: "validation_error", param: "email" },
 * ])
 */
export function ErrorTable(errors: readonly ErrorRow[]): Node {
  const rows = checkRows<ErrorRow>("ErrorTable", errors, rules, "scenario");
  const withParam = rows.some((row) => row.param !== undefined);
  const columns = (text: InterfaceStrings) => [text.columnScenario, text.columnStatus, text.columnType, ...(withParam ? [text.columnParam] : [])];
  const search = (): SearchText => ({ prose: rows.flatMap((row) => [row.scenario, row.type]) });
  const render = (context: RenderContext) => {
    // Each row has an anchor; its type links to it (the script copies the link).
    const ids = rows.map((row) => rowId(context, `${row.status}-${row.type}`));
    const cells = rows.map((row, i) => {
      const base = [html`${row.scenario}`, html`${row.status}`, html`<a class="rk-row-link" href="#${ids[i]!}"><code>${row.type}</code></a>`];
      if (withParam) base.push(row.param === undefined ? noValue(context.config.text.none) : html`<code>${row.param}</code>`);
      return base;
    });
    return renderTable(columns(context.config.text), cells, undefined, ids);
  };
  const markdown = (context?: RenderContext) => markdownTable(columns(context?.config.text ?? en), rows.map((row) => [markdownText(row.scenario), markdownText(row.status), inlineCode(row.type), ...(withParam ? [row.param === undefined ? "" : inlineCode(row.param)] : [])]));
  return Object.freeze({ kind: "error-table", render, markdown, search });
}
