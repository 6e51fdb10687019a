/** The request-fields table: Name / Type / Required / Description. */
import { html } from "../html.ts";
import { cellExpected, isCell, renderCell, type Cell } from "./cell.ts";
import type { Node, RenderContext } from "./node.ts";
import { checkRows, isText } from "./rows.ts";
import { noValue, renderTable } from "./table.ts";

/** One request field. */
export interface Field {
  /** The field's name, shown code-styled. */
  readonly name: string;
  /** The type label, such as `string`. */
  readonly type: string;
  /** Whether the field is required (a check mark) or not (the em-dash). Default false. */
  readonly required?: boolean;
  /** Plain text, `code("…")` or `md("…")`. */
  readonly description: Cell;
}

const rules = Object.freeze({
  name: { required: true, expected: "a non-empty string", test: isText },
  type: { required: true, expected: "a type label string such as \"string\"", test: isText },
  required: { required: false, expected: "true or false", test: (v: unknown) => typeof v === "boolean" },
  description: { required: true, expected: cellExpected, test: isCell },
});

const columns = Object.freeze(["Name", "Type", "Required", "Description"]);

/**
 * A table of request fields.
 * @example
 * FieldTable([
 *   { name: "email", type: "string", required: true, description: "The customer's email address." },
 *   { name: "metadata", type: "object", description: md("Up to 50 **key/value** pairs.") },
 * ])
 */
export function FieldTable(fields: readonly Field[]): Node {
  const rows = checkRows<Field>("FieldTable", fields, rules, "name");
  return Object.freeze({
    kind: "field-table",
    render: (context: RenderContext) =>
      renderTable(
        columns,
        rows.map((field) => [
          html`<code class="rk-field-name">${field.name}</code>`,
          html`${field.type}`,
          field.required ? html`<span class="rk-required" role="img" aria-label="required">✓</span>` : noValue("optional"),
          renderCell(field.description, context),
        ]),
      ),
  });
}
