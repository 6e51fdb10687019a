/** The errors table: Scenario / Status / Type, plus Param only when some error names one. */
import { html } from "../html.ts";
import type { Node, SearchText } from "./node.ts";
import { checkRows, isText } from "./rows.ts";
import { noValue, renderTable } from "./table.ts";

/** One error an endpoint can return. */
export interface ErrorRow {
  /** The situation, such as "Missing or invalid API key". */
  readonly scenario: string;
  /** The HTTP status code as a string, such as "401", or a range such as "4XX". */
  readonly status: string;
  /** The error type identifier, shown code-styled. */
  readonly type: string;
  /** The offending parameter, shown code-styled, when there is one. */
  readonly param?: string;
}

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
  const columns = withParam ? ["Scenario", "Status", "Type", "Param"] : ["Scenario", "Status", "Type"];
  const cells = rows.map((row) => {
    const base = [html`${row.scenario}`, html`${row.status}`, html`<code>${row.type}</code>`];
    if (withParam) base.push(row.param === undefined ? noValue() : html`<code>${row.param}</code>`);
    return base;
  });
  const search = (): SearchText => ({ prose: rows.flatMap((row) => [row.scenario, row.type]) });
  return Object.freeze({ kind: "error-table", render: () => renderTable(columns, cells), search });
}
