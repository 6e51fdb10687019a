/**
 * Field rows: the properties of an object schema as a table's rows, nested objects (and arrays
 * of objects) as child rows and `oneOf`/`anyOf` as variants, level by level within a budget of
 * rows, so that a table stays bounded however wide and deep its schema is.
 */
import type { Field } from "../../tables.ts";
import type { Variant, Variants } from "../../tables.ts";
import { commonmark } from "../../tables.ts";
import { isObject, type JsonObject } from "./document.ts";
import { childPointer as child } from "./error.ts";
import { discriminatorValue, isMappedBy } from "./schema-discriminator.ts";
import { typeLabel } from "./schema-label.ts";
import { skipFor, type Direction, type SchemaReader, type SchemaView } from "./schema-reader.ts";
import { fieldDescription } from "./schema-text.ts";
import { countStep } from "./steps.ts";
import { codeSpan, sentences } from "./text.ts";
import { countText, en, format, type InterfaceStrings } from "../../locale/index.ts";

/** How deep field rows nest under a top-level field. */
export const maxFieldDepth = 3;
/** The most rows one table shows, nested rows and variants included; the rest end in "…". */
export const maxTableRows = 300;
/**
 * The most rows the variants of a table's top level show, each variant's own fields: past it, a
 * variant says "…" instead. A table shows all its top-level fields and variants, but a `oneOf` of
 * a thousand `$ref`s to one schema of a thousand properties would be a million rows. The most in
 * the APIs.guru directory and GitHub's description is 338 (GitHub's timeline events).
 */
export const maxVariantRows = 1000;

/** The rows one table has left to show; nested rows that no longer fit end in "…". */
export class RowBudget {
  constructor(public left = maxTableRows) {}
}

type MutableField = { -readonly [K in keyof Field]: Field[K] };

/** A row whose children are still to be opened. */
interface Pending {
  readonly row: MutableField;
  /** The schema whose properties (or variants) are the children. */
  readonly shape: SchemaView;
  /** The row's description as Markdown, to say "…" after. */
  readonly description: string;
  readonly depth: number;
  readonly stack: ReadonlySet<unknown>;
}

/**
 * Freezes finished rows, their children and their variants all the way down. Rows are complete
 * once their queue is expanded; frozen, a table can check them once however often it shows them.
 */
function settle(rows: Field[] | readonly Field[]): readonly Field[] {
  for (const row of rows) {
    if (Object.isFrozen(row)) continue;
    if (row.children) settle(row.children);
    if (row.variants) settleVariants(row.variants);
    Object.freeze(row);
  }
  return Object.freeze(rows);
}

function settleVariants(variants: Variants<Field>): void {
  for (const option of variants.options) {
    settle(option.fields);
    Object.freeze(option);
  }
  Object.freeze(variants.options);
  Object.freeze(variants);
}

/**
 * A model's field's type, named by the model: its `object` is the model's name (`User`,
 * `array of User`, `User | null`); a model that is no object keeps its label, the name after it
 * (`string (Color)`).
 */
export function modelLabel(label: string, model: string): string {
  return /\bobject\b/.test(label) ? label.replace(/\bobject\b/, () => model) : `${label} (${model})`;
}

/** The "…" a row ends with when its children are not listed (or a variant, its own `fields`). */
function elided(text: InterfaceStrings, count: number, name: string | undefined, nested = true): string {
  const said = countText(text, nested ? "nestedNotListed" : "fieldsNotListed", count);
  return format(said, { schema: name ? format(text.schemaOfDocument, { name: codeSpan(name) }) : "" });
}

/**
 * The field tables of one document's schemas; a table that starts a whole budget is read once.
 * @example new FieldRows(reader).fields(reader.view({ $ref: "#/components/schemas/User" }, "#/…/schema"), "response")
 */
export class FieldRows {
  /** The tables `fields` has read with a whole budget, by schema, and the rows they used. */
  readonly #tables: Record<Direction, Map<unknown, { readonly rows: readonly Field[]; readonly used: number }>> = { request: new Map(), response: new Map() };
  /** The properties of each schema (by direction and pointer): `#expand` weighs every waiting row by them. */
  readonly #propertyLists = new WeakMap<object, Map<string, readonly [string, SchemaView][]>>();

  /**
   * Whether a field whose value is a named schema (or an array of one) names it as its model
   * instead of listing its fields: the reference has a page for each model (see present/models.ts).
   */
  #models = false;

  /** The interface's strings the rows' own sentences are written with (a field's allowed values, what is not listed). */
  text: InterfaceStrings = en;

  constructor(readonly reader: SchemaReader) {}

  get models(): boolean {
    return this.#models;
  }

  /** Turns model links on or off; rows read before are read again. */
  set models(on: boolean) {
    if (on === this.#models) return;
    this.#models = on;
    this.#tables.request.clear();
    this.#tables.response.clear();
  }

  /**
   * The field rows of an object schema's properties, nested objects (and arrays of objects)
   * as child rows down to `maxFieldDepth`, within the table's `budget` of rows. Read-only
   * properties are left out of requests, write-only ones out of responses.
   */
  fields(view: SchemaView, direction: Direction, budget = new RowBudget()): readonly Field[] {
    // A table that starts a budget is the same wherever its schema is used: read it once. (Large
    // descriptions return the same few schemas from thousands of operations.)
    const fresh = budget.left === maxTableRows;
    const key = fresh ? this.reader.tableKey(view) : undefined;
    const known = fresh ? this.#tables[direction].get(key) : undefined;
    if (known) {
      budget.left -= known.used;
      return known.rows;
    }
    const queue: Pending[] = [];
    const rows = this.#rows(view, direction, 0, new Set([view.key]), queue);
    budget.left -= rows.length;
    this.#expand(queue, direction, budget);
    settle(rows);
    if (fresh) this.#tables[direction].set(key, { rows, used: maxTableRows - budget.left });
    return rows;
  }

  /** One field row for a schema (`description` is Markdown), with its child rows within `budget`. */
  field(name: string, view: SchemaView, required: boolean, description: string, direction: Direction, budget = new RowBudget()): Field {
    const queue: Pending[] = [];
    const row = this.#row(name, view, required, description, 0, new Set(), queue);
    budget.left -= 1;
    this.#expand(queue, direction, budget);
    settle([row]);
    return row;
  }

  /**
   * The variants of a `oneOf`/`anyOf` whose members are objects, each with its own fields, named
   * by title, schema name or discriminator value. `undefined` when the schema has none, or when
   * no variant has properties (a `oneOf` of strings is a type label, not a set of shapes).
   */
  fieldVariants(view: SchemaView, direction: Direction, budget = new RowBudget()): Variants<Field> | undefined {
    const queue: Pending[] = [];
    const stack = new Set([view.key]);
    const shown = { left: maxVariantRows };
    const variants = this.#variants(view, direction, 0, stack, queue, shown);
    budget.left -= maxVariantRows - shown.left;
    this.#expand(queue, direction, budget);
    if (variants) settleVariants(variants);
    return variants;
  }

  /** The schema whose properties are the rows: itself, its single object shape, or none when its shapes are variants. */
  #rowShape(view: SchemaView): SchemaView | undefined {
    // A schema whose shapes are variants lists them as variants, not as the first one's fields.
    const shape = isObject(view.schema.properties) ? view : this.reader.hasObjectVariants(view) ? undefined : this.reader.objectShape(view);
    return shape && isObject(shape.schema.properties) ? shape : undefined;
  }

  /**
   * The properties that are rows in this direction, read once per schema: a table weighs each
   * waiting row by its schema's properties and its variants' (`#expand`), and 300 rows of one
   * schema with a thousand variants would read them 300 times.
   */
  #properties(view: SchemaView, direction: Direction): readonly [string, SchemaView][] {
    let lists = this.#propertyLists.get(view.schema);
    if (!lists) this.#propertyLists.set(view.schema, (lists = new Map()));
    const key = `${direction} ${view.pointer}`;
    let list = lists.get(key);
    if (!list) lists.set(key, (list = this.#readProperties(view, direction)));
    return list;
  }

  #readProperties(view: SchemaView, direction: Direction): [string, SchemaView][] {
    const shape = this.#rowShape(view);
    if (!shape) return [];
    const properties = shape.schema.properties as JsonObject;
    return Object.keys(properties)
      .map((name): [string, SchemaView] => [name, this.reader.view(properties[name], child(child(shape.pointer, "properties"), name))])
      .filter(([, property]) => !skipFor(property.schema, direction));
  }

  /** One row per property, without children: those wait in `queue`. */
  #rows(view: SchemaView, direction: Direction, depth: number, stack: ReadonlySet<unknown>, queue: Pending[]): Field[] {
    const shape = this.#rowShape(view);
    const required = new Set(shape && Array.isArray(shape.schema.required) ? shape.schema.required : []);
    return this.#properties(view, direction).map(([name, property]) => this.#row(name || '""', property, required.has(name), fieldDescription(property.schema, undefined, property.schema.description, this.text), depth, stack, queue));
  }

  #row(name: string, view: SchemaView, required: boolean, description: string, depth: number, stack: ReadonlySet<unknown>, queue: Pending[]): MutableField {
    countStep();
    const row: MutableField = { name, type: typeLabel(this.reader, view, stack), required, description: description === "" ? "" : commonmark(description) };
    if (view.schema.deprecated === true) row.deprecated = true;
    // An array's rows are its items' properties; a schema met again inside itself is not opened.
    const shape = this.reader.elementShape(view) ?? view;
    // A model has its page: the row names it, and lists none of its fields.
    const model = this.#models ? (view.name ?? shape.name) : undefined;
    if (model !== undefined) {
      row.model = model;
      row.type = modelLabel(row.type, model);
      return row;
    }
    if (!stack.has(view.key) && !stack.has(shape.key)) queue.push({ row, shape, description, depth, stack: new Set(stack).add(view.key).add(shape.key) });
    return row;
  }

  /** How many rows the variants of a schema have at their first level. */
  #variantRows(view: SchemaView, direction: Direction, stack: ReadonlySet<unknown>): number {
    if (!this.reader.hasObjectVariants(view)) return 0;
    return this.reader.variants(view).reduce((sum, variant) => sum + (stack.has(variant.key) ? 0 : this.#properties(variant, direction).length), 0);
  }

  /**
   * The variants of a schema, each with its first-level rows (their children wait in `queue`).
   * At a table's top level, `shown` counts the rows left for them: a variant whose fields do not
   * fit says so instead. (Below it, `#expand` opens a row's variants only when all of them fit.)
   */
  #variants(view: SchemaView, direction: Direction, depth: number, stack: ReadonlySet<unknown>, queue: Pending[], shown?: { left: number }): Variants<Field> | undefined {
    if (!this.reader.hasObjectVariants(view)) return undefined;
    const list = this.reader.variants(view);
    const discriminator = isObject(view.schema.discriminator) && typeof view.schema.discriminator.propertyName === "string" ? view.schema.discriminator.propertyName : undefined;
    const mapping = discriminator !== undefined && isObject((view.schema.discriminator as JsonObject).mapping) ? ((view.schema.discriminator as JsonObject).mapping as JsonObject) : {};
    // OpenAPI 3.2's defaultMapping: the variant of a value whose discriminator is missing or has no variant of its own.
    const fallbackTarget = discriminator !== undefined && this.reader.doc.version === "3.2" ? (view.schema.discriminator as JsonObject).defaultMapping : undefined;
    const fallback = typeof fallbackTarget === "string" ? list.find((variant) => isMappedBy(variant, fallbackTarget)) : undefined;
    const options = list.map((variant, i): Variant<Field> => {
      const value = discriminator === undefined ? undefined : discriminatorValue(variant, discriminator, mapping);
      const marks = { ...(value === undefined ? {} : { value }), ...(variant === fallback ? { fallback: true } : {}) };
      // A member that is not an object (`oneOf: [string, Roles]`) is named by its type, and says what it is.
      const scalar = !this.#rowShape(variant) && !this.reader.types(variant).includes("object") && !this.reader.hasObjectVariants(variant);
      const label = scalar ? typeLabel(this.reader, variant, stack) : undefined;
      const title = (typeof variant.schema.title === "string" && variant.schema.title.trim() !== "" ? variant.schema.title.trim() : undefined) ?? variant.name ?? value ?? label ?? format(this.text.variantNumber, { number: String(i + 1) });
      if (scalar) return { title, fields: [], description: commonmark(sentences([format(this.text.wholeValue, { type: codeSpan(label!) }), fieldDescription(variant.schema, undefined, variant.schema.description, this.text)])), ...marks };
      const size = stack.has(variant.key) ? 0 : this.#properties(variant, direction).length;
      if (shown && size > shown.left) return { title, fields: [], description: commonmark(elided(this.text, size, variant.name, false)), ...marks };
      if (shown) shown.left -= size;
      const fields = size === 0 ? [] : this.#rows(variant, direction, depth, new Set(stack).add(variant.key), queue);
      return { title, fields, ...marks };
    });
    return { options, ...(discriminator === undefined ? {} : { discriminator }), ...(Array.isArray(view.schema.anyOf) && !Array.isArray(view.schema.oneOf) ? { match: "any" as const } : {}) };
  }

  /**
   * Opens the waiting rows level by level (every field's children before any grandchildren), each
   * whole or not at all: a row whose children would go deeper than `maxFieldDepth` or past the
   * budget says so with "…" in its description instead. The table stays linear in the document,
   * however wide the objects nested in wide objects are.
   */
  #expand(queue: Pending[], direction: Direction, budget: RowBudget): void {
    for (let i = 0; i < queue.length; i++) {
      const { row, shape, description, depth, stack } = queue[i]!;
      const size = this.#properties(shape, direction).length + this.#variantRows(shape, direction, stack);
      if (size === 0) continue;
      if (depth >= maxFieldDepth || size > budget.left) {
        row.description = commonmark(sentences([description, elided(this.text, size, shape.name)]));
        continue;
      }
      budget.left -= size;
      const children = this.#rows(shape, direction, depth + 1, stack, queue);
      if (children.length > 0) row.children = children;
      const variants = this.#variants(shape, direction, depth + 1, stack, queue);
      if (variants) row.variants = variants;
    }
    queue.length = 0;
  }
}
