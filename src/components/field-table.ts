/** The request-fields table: Name / Type / Required / Description. */
import { RefkitError } from "../errors.ts";
import { en, format, type InterfaceStrings } from "../locale/index.ts";
import { html, type Html } from "../html.ts";
import { isPlainObject } from "../values.ts";
import { checkVariants, renderVariants, variantsLine, variantsMarkdown } from "./variants.ts";
import { cellMarkdown, inlineCode, markdownTable, markdownText } from "../text/markdown-text.ts";
import type { Field, Variants } from "../tables.ts";

export type { Field } from "../tables.ts";
import { cellExpected, cellText, isCell, renderCell } from "./cell.ts";
import { rowId, type Node, type RenderContext, type SearchText } from "./node.ts";
import { checkRows, isText } from "./rows.ts";
import { noValue, renderTable } from "./table.ts";
import { modelLink, modelLinkMarkdown } from "./model-link.ts";


/** Options of a field table. */
export interface FieldTableOptions {
  /** The shapes the whole value can take, shown after the table (a `oneOf` body). */
  readonly variants?: Variants<Field>;
}

const isBoolean = (v: unknown) => typeof v === "boolean";

const rules = Object.freeze({
  name: { required: true, expected: "a non-empty string", test: isText },
  type: { required: true, expected: "a type label string such as \"string\"", test: isText },
  required: { required: false, expected: "true or false", test: isBoolean },
  description: { required: true, expected: cellExpected, test: isCell },
  deprecated: { required: false, expected: "true or false", test: isBoolean },
  children: { required: false, expected: "an array of fields", test: Array.isArray },
  variants: { required: false, expected: "{ options: [{ title, fields }, …], discriminator? }", test: isPlainObject },
  model: { required: false, expected: "a model's name", test: isText },
});

/** Indentation classes per nesting depth: literal strings, the deepest reused below. */
const depthClasses = Object.freeze(["rk-field", "rk-field rk-depth-1", "rk-field rk-depth-2", "rk-field rk-depth-3", "rk-field rk-depth-4"]);

interface FieldRow {
  readonly field: Field;
  readonly depth: number;
  readonly parents: string;
}

/** A row of the rendered table: a field, or the variants of the field above it. */
type TableRow = FieldRow | { readonly variants: Variants<Field>; readonly depth: number };

/** How deep `children` may nest: far beyond any real payload, and well within the stack. */
const maxFieldDepth = 100;

/**
 * Checks fields and their children depth-first, naming the parent rows in any error. `ancestors`
 * holds the fields (as declared) above these ones: a field among its own children is a cycle.
 */
function checkFields(fields: unknown, component: string, depth: number, parents: string, out: TableRow[], ancestors: object[]): void {
  checkRows<Field>(component, fields, rules, "name").forEach((field, index) => {
    out.push({ field, depth, parents });
    if (field.variants !== undefined) {
      const at = `${component} row ${index + 1} (${JSON.stringify(field.name)})`;
      checkVariants<Field>(field.variants, at, checkVariantFields);
      if (!field.children) out.push({ variants: field.variants, depth: depth + 1 });
    }
    if (!field.children) return;
    const where = { component, row: index + 1, rowLabel: field.name, key: "children" };
    const declared = (fields as object[])[index]!;
    ancestors.push(declared);
    if (field.children.some((child) => ancestors.includes(child))) {
      throw new RefkitError(where, "expected an array of fields, got a circular reference (a field among its own children)");
    }
    if (depth + 1 >= maxFieldDepth) throw new RefkitError(where, `expected at most ${maxFieldDepth} levels of nested children, got fields nested deeper`);
    checkFields(field.children, `${component} row ${index + 1} (${JSON.stringify(field.name)}) children`, depth + 1, `${parents}${field.name}.`, out, ancestors);
    ancestors.pop();
    if (field.variants !== undefined) out.push({ variants: field.variants, depth: depth + 1 });
  });
}

/**
 * Rows nested deeper than this show only when their parent row is expanded (with JavaScript;
 * without it every row shows). A row at depth 1 to 3 with children has the expand button.
 */
const shownDepth = 1;
const deepestToggle = 3;

/** A part of a name longer than this may also wrap after its `_` and `-`. */
const longPart = 16;

/**
 * A dotted name (`data.attributes.createdAt`) that may wrap after each dot, and a long part
 * (`use_squash_pr_title_as_default`) after its `_` and `-` too, and nowhere else: a narrow column
 * shows the parts on lines of their own, never "activ / ities".
 */
function dotted(name: string): Html {
  let written = dottedNames.get(name);
  if (written === undefined) {
    const parts = name.split(/(?<=\.)/).flatMap((part) => (part.length > longPart ? part.split(/(?<=[_-])(?=[^_.-])/) : [part]));
    written = parts.length > 1 ? html`${parts.map((part, i) => (i === 0 ? html`${part}` : html`<wbr>${part}`))}` : html`${name}`;
    // Bounded: a full map starts over.
    if (dottedNames.size >= 50_000) dottedNames.clear();
    dottedNames.set(name, written);
  }
  return written;
}

/** Names written by `dotted`: a large description's field names and their parents' paths repeat in every table that shows them. */
const dottedNames = new Map<string, Html>();

/** The field's name, linking to its row (the script copies the link), and the row's expand button when its children start folded. */
function nameCell({ field, parents, depth }: FieldRow, id: string, text: InterfaceStrings) {
  const folds = depth >= shownDepth && depth <= deepestToggle && field.children !== undefined && field.children.length > 0;
  return html`<a class="rk-row-link" href="#${id}"><code class="rk-field-name">${parents ? html`<span class="rk-field-parents">${dotted(parents)}</span><wbr>` : ""}${dotted(field.name)}</code></a>${
    folds ? html`<button type="button" class="rk-expand" aria-expanded="false" aria-label="${format(text.fieldsOf, { name: `${parents}${field.name}` })}"></button>` : ""
  }${field.deprecated ? html` <span class="rk-deprecated">${text.deprecated}</span>` : ""}`;
}

/** The "Expand all" button of a table with folded rows. */
function tableTools(rows: readonly TableRow[], text: InterfaceStrings): Html | "" {
  return rows.some((row) => !("variants" in row) && row.depth > shownDepth)
    ? html`<div class="rk-table-tools"><button type="button" class="rk-expand rk-expand-all" aria-expanded="false">${text.expandAll}</button></div>`
    : "";
}

const columns = (text: InterfaceStrings) => [text.columnName, text.columnType, text.columnRequired, text.columnDescription];

/**
 * A table of request fields.
 * @example
 * FieldTable([
 *   { name: "email", type: "string", required: true, description: "The customer's email address." },
 *   { name: "metadata", type: "object", description: md("Up to 50 **key/value** pairs."), children: [
 *     { name: "order_id", type: "string", description: "Your order reference." },
 *   ] },
 * ])
 */
export function FieldTable(fields: readonly Field[], options: FieldTableOptions = {}): Node {
  const rows = fieldRows(fields, "FieldTable");
  const variants = options?.variants === undefined ? undefined : checkVariants<Field>(options.variants, "FieldTable", checkVariantFields);
  return Object.freeze({
    kind: "field-table",
    render: (context: RenderContext) => {
      const table = rows.length > 0 ? html`${tableTools(rows, context.config.text)}${renderRows(rows, context)}` : html``;
      return variants === undefined ? table : html`${table}${renderVariants(variants, context, (list) => renderRows(variantRows.get(list)!, context))}`;
    },
    markdown: (context?: RenderContext) => {
      // Settled rows are written once however many pages show them (a schema under each of a
      // group's operations), unless a row names a model: its link leads from the page.
      // Written in the interface's language: kept for the table of strings it was written with.
      const strings = context?.config.text ?? en;
      const known = variants === undefined ? markdownTexts.get(rows) : undefined;
      if (known !== undefined && known.strings === strings) return known.text;
      const named = { model: false };
      const text = [rows.length > 0 ? markdownRows(rows, context, named) : "", variants === undefined ? "" : variantsMarkdown(variants, (list) => markdownRows(variantRows.get(list)!, context, named), strings)].filter((part) => part !== "").join("\n\n");
      if (variants === undefined && !named.model && Object.isFrozen(rows)) markdownTexts.set(rows, { strings, text });
      return text;
    },
    search: (): SearchText => {
      // Settled rows are shared by every table of the same fields: their text is read once.
      let text = variants === undefined ? searchTexts.get(rows) : undefined;
      if (text === undefined) {
        const names: string[] = [];
        const prose: string[] = [];
        collectText(rows, names, prose);
        if (variants !== undefined) collectVariantText(variants, names, prose);
        text = Object.freeze({ names: Object.freeze(names), prose: Object.freeze(prose) });
        if (variants === undefined) searchTexts.set(rows, text);
      }
      return text;
    },
  });
}

/**
 * Rows as a Markdown table: a nested field under its dotted name (`metadata.order_id`); a nested
 * field's shapes as a row naming them; a model's type linked to its twin (`named.model` says one was met).
 */
function markdownRows(rows: readonly TableRow[], context?: RenderContext, named?: { model: boolean }): string {
  const text = context?.config.text ?? en;
  const cells = rows.map((row) => {
    if ("variants" in row) return ["", "", "", variantsLine(row.variants, text)];
    const { field, parents } = row;
    if (field.model !== undefined && named !== undefined) named.model = true;
    const type = field.model === undefined ? markdownText(field.type) : modelLinkMarkdown(context, field.model, markdownText(field.type));
    return [`${inlineCode(`${parents}${field.name}`)}${field.deprecated ? ` (${text.deprecated})` : ""}`, type, field.required ? text.yes : text.no, cellMarkdown(field.description)];
  });
  return markdownTable(columns(text), cells);
}

/** The Markdown table of settled rows that name no model, kept as long as the rows are. */
const markdownTexts = new WeakMap<readonly TableRow[], { readonly strings: InterfaceStrings; readonly text: string }>();

/** The search text of rows, kept as long as the rows are. */
const searchTexts = new WeakMap<readonly TableRow[], SearchText>();

/** The names and descriptions of the rows and of their variants' rows, for search. */
function collectText(rows: readonly TableRow[], names: string[], prose: string[]): void {
  for (const row of rows) {
    if ("variants" in row) {
      collectVariantText(row.variants, names, prose);
      continue;
    }
    names.push(row.field.name);
    prose.push(cellText(row.field.description));
  }
}

function collectVariantText(variants: Variants<Field>, names: string[], prose: string[]): void {
  for (const option of variants.options) {
    prose.push(option.title);
    if (option.description !== undefined) prose.push(cellText(option.description));
    collectText(variantRows.get(option.fields) ?? [], names, prose);
  }
}

/**
 * The checked rows of field arrays that are frozen all the way down: they cannot change, so
 * however many tables show them (an imported schema under thousands of operations), they are
 * checked once.
 */
const settledRows = new WeakMap<readonly Field[], readonly TableRow[]>();

/** The checked table rows of `fields`, naming `component` in any error. */
function fieldRows(fields: unknown, component: string): readonly TableRow[] {
  const known = Array.isArray(fields) ? settledRows.get(fields) : undefined;
  if (known) return known;
  const rows: TableRow[] = [];
  checkFields(fields, component, 0, "", rows, []);
  // Checked first: the fields are acyclic, so the walk below ends.
  if (deeplyFrozen(fields as readonly Field[])) settledRows.set(fields as readonly Field[], Object.freeze(rows));
  return rows;
}

/** Arrays already found frozen all the way down. */
const frozenTrees = new WeakSet<readonly Field[]>();

function deeplyFrozen(fields: readonly Field[]): boolean {
  if (frozenTrees.has(fields)) return true;
  const frozen = Object.isFrozen(fields) && fields.every((field) =>
    Object.isFrozen(field) &&
    (typeof field.description === "string" || Object.isFrozen(field.description)) &&
    (field.children === undefined || deeplyFrozen(field.children)) &&
    (field.variants === undefined || variantsFrozen(field.variants)),
  );
  if (frozen) frozenTrees.add(fields);
  return frozen;
}

function variantsFrozen(variants: Variants<Field>): boolean {
  return Object.isFrozen(variants) && Object.isFrozen(variants.options) && variants.options.every((option) =>
    Object.isFrozen(option) &&
    (option.description === undefined || typeof option.description === "string" || Object.isFrozen(option.description)) &&
    (option.fields === undefined || deeplyFrozen(option.fields)),
  );
}

/** The checked rows of each variant's fields, kept from declaration to render. */
const variantRows = new WeakMap<readonly Field[], readonly TableRow[]>();

let variantDepth = 0;

function checkVariantFields(fields: unknown, component: string): void {
  // Variants inside variants: bounded like children, so a circular declaration is an error too.
  if (variantDepth >= maxFieldDepth) throw new RefkitError({ component, key: "variants" }, `expected at most ${maxFieldDepth} levels of nested variants, got variants nested deeper`);
  variantDepth++;
  try {
    variantRows.set(fields as readonly Field[], fieldRows(fields, component));
  } finally {
    variantDepth--;
  }
}

/** The table of checked rows; a field's variants span a row of their own under it. */
function renderRows(rows: readonly TableRow[], context: RenderContext): Html {
  const ids = rows.map((row) => ("variants" in row ? undefined : rowId(context, `${row.parents}${row.field.name}`)));
  const text = context.config.text;
  return renderTable(
    columns(text),
    rows.map((row, i) =>
      "variants" in row
        ? renderVariants(row.variants, context, (list) => renderRows(variantRows.get(list)!, context))
        : [
            nameCell(row, ids[i]!, text),
            // A model's type links to its page, when the reference has one.
            row.field.model === undefined ? html`${row.field.type}` : modelLink(context, row.field.model, row.field.type),
            // A reference, not the character: see noValue.
            row.field.required ? html`<span class="rk-required" role="img" aria-label="${text.required}">&#10003;</span>` : noValue(text.optional),
            renderCell(row.field.description, context),
          ],
    ),
    rows.map((row) => ("variants" in row ? "rk-variants-row" : depthClasses[Math.min(row.depth, depthClasses.length - 1)]!)),
    ids,
  );
}
