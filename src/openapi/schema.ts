/**
 * Schemas as the import reads them: references followed, `allOf` merged, and three readings of
 * one schema — a type label (`array of string`, `string | null`), the field rows of an object,
 * and a sample value. Every reading stops at a schema that contains itself and at a fixed depth.
 */
import type { Field } from "../components/field-table.ts";
import type { Variant, Variants } from "../components/variants.ts";
import { commonmark } from "../components/cell.ts";
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { childPointer as child } from "./error.ts";
import { codeSpan, jsonSafe, sentences, valueText } from "./text.ts";

/** A schema after references and `allOf`, with where it is and its component name. */
export interface SchemaView {
  readonly schema: JsonObject;
  readonly pointer: string;
  /** The component name (`#/components/schemas/<name>`) when the schema is a named one. */
  readonly name: string | undefined;
  /** What identifies the schema on the way down, to notice one that contains itself. */
  readonly key: unknown;
}

/** Requests leave out read-only properties, responses write-only ones. */
export type Direction = "request" | "response";

/** How deep field rows nest under a top-level field. */
export const maxFieldDepth = 3;
/** The most rows one table shows, nested rows and variants included; the rest end in "…". */
export const maxTableRows = 300;
/** How deep a generated sample nests. */
export const maxSampleDepth = 5;
/**
 * How many properties one generated sample holds at most, whatever the schema's size: enough
 * for every top-level field of a wide object and the first levels below (the field table lists
 * them all); a request example of hundreds of lines helps no reader.
 */
export const sampleBudget = 60;

const anySchema: JsonObject = Object.freeze({});

const formatSamples: Readonly<Record<string, string>> = Object.freeze({
  "date-time": "2024-01-01T00:00:00Z",
  date: "2024-01-01",
  time: "12:00:00Z",
  email: "user@example.com",
  "idn-email": "user@example.com",
  uri: "https://example.com",
  url: "https://example.com",
  "uri-reference": "https://example.com",
  iri: "https://example.com",
  hostname: "example.com",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  uuid: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
  byte: "c3RyaW5n",
  password: "********",
});

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

/** The "…" a row ends with when its children are not listed. */
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

function elided(count: number, name: string | undefined): string {
  return `… ${count} nested field${count === 1 ? " is" : "s are"} not listed here${name ? ` (schema ${codeSpan(name)} of the OpenAPI document)` : ""}.`;
}

/** The schema readings for one document, with the `allOf` merges cached. */
export class Schemas {
  readonly #merged = new WeakMap<object, JsonObject>();
  readonly #variantCache = new WeakMap<object, { readonly pointer: string; readonly shapes: SchemaView[]; readonly nullable: boolean }>();
  /** The tables `fields` has read with a whole budget, by schema, and the rows they used. */
  readonly #tables: Record<Direction, Map<unknown, { readonly rows: readonly Field[]; readonly used: number }>> = { request: new Map(), response: new Map() };

  /** The samples made, by direction and placeholder text, then by schema (as `#tableKey`). */
  readonly #samples = new Map<string, Map<unknown, unknown>>();
  /** The text of inline schemas, as table keys. */
  readonly #inlineKeys = new WeakMap<object, string>();

  constructor(readonly doc: OpenApiDocument) {}

  /** The schema at `value` (found at `pointer`), references followed and `allOf` merged. */
  view(value: unknown, pointer: string): SchemaView {
    if (typeof value === "boolean" || value === undefined) return { schema: anySchema, pointer, name: undefined, key: anySchema };
    const found = this.doc.deref(value, pointer);
    const schema = isObject(found.value) ? this.#merge(found.value, found.pointer, new Set()) : anySchema;
    const viaRef = found.pointer !== pointer;
    return { schema, pointer: found.pointer, name: found.name, key: viaRef ? found.pointer : found.value };
  }

  /** `allOf` members laid together: properties in order, `required` joined, the schema's own keys winning. */
  #merge(schema: JsonObject, pointer: string, stack: Set<object>): JsonObject {
    if (!Array.isArray(schema.allOf)) return schema;
    const cached = this.#merged.get(schema);
    if (cached) return cached;
    stack.add(schema);
    const out: JsonObject = {};
    const properties: JsonObject = {};
    const required = new Set<string>();
    const take = (part: JsonObject) => {
      for (const [key, value] of Object.entries(part)) {
        if (key === "properties" && isObject(value)) Object.assign(properties, value);
        else if (key === "required" && Array.isArray(value)) value.forEach((name) => typeof name === "string" && required.add(name));
        else if (key !== "allOf") out[key] = value;
      }
    };
    schema.allOf.forEach((member, i) => {
      const found = this.doc.deref(member, child(child(pointer, "allOf"), i));
      if (!isObject(found.value) || stack.has(found.value)) return;
      take(this.#merge(found.value, found.pointer, stack));
    });
    take(schema);
    if (Object.keys(properties).length > 0) out.properties = properties;
    if (required.size > 0) out.required = [...required];
    stack.delete(schema);
    this.#merged.set(schema, out);
    return out;
  }

  /** The schema's declared types, `nullable` (3.0) read as `"null"`; inferred when none is declared. */
  types(view: SchemaView): string[] {
    const { schema } = view;
    let types: string[] = typeof schema.type === "string" ? [schema.type] : Array.isArray(schema.type) ? schema.type.filter((t): t is string => typeof t === "string") : [];
    if (types.length === 0) {
      if (schema.const !== undefined) types = [jsonType(schema.const)];
      else if (Array.isArray(schema.enum) && schema.enum.length > 0) types = [...new Set(schema.enum.map(jsonType))];
      else if (isObject(schema.properties) || isObject(schema.additionalProperties)) types = ["object"];
      else if (schema.items !== undefined) types = ["array"];
    }
    if ((schema.nullable === true || ((Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) && this.#variantsOf(view).nullable)) && !types.includes("null")) types.push("null");
    return types;
  }

  /**
   * The variants of a `oneOf` or `anyOf`. A member that only says "null" (`{ nullable: true }`,
   * `{ type: "object", nullable: true }` or `{ type: "null" }`, without properties) beside others
   * is not a shape of its own: it makes the schema nullable (see `types`). That is how OpenAPI 3.0
   * writes "a `$ref`, or null".
   */
  variants(view: SchemaView): SchemaView[] {
    return this.#variantsOf(view).shapes;
  }

  #variantsOf(view: SchemaView): { readonly shapes: SchemaView[]; readonly nullable: boolean } {
    const known = this.#variantCache.get(view.schema);
    if (known && known.pointer === view.pointer) return known;
    let found = { pointer: view.pointer, shapes: [] as SchemaView[], nullable: false };
    for (const key of ["oneOf", "anyOf"]) {
      const list = view.schema[key];
      if (!Array.isArray(list) || list.length === 0) continue;
      const all = list.map((item, i) => this.view(item, child(child(view.pointer, key), i)));
      const shapes = all.filter((variant) => !onlyNull(variant.schema));
      found = shapes.length > 0 && shapes.length < all.length ? { pointer: view.pointer, shapes, nullable: true } : { pointer: view.pointer, shapes: all, nullable: false };
      break;
    }
    this.#variantCache.set(view.schema, found);
    return found;
  }

  items(view: SchemaView): SchemaView | undefined {
    return view.schema.items === undefined ? undefined : this.view(view.schema.items, child(view.pointer, "items"));
  }

  /**
   * A type label: `string`, `string (date-time)`, `array of integer`, `string | null`,
   * `object (see User)` for a schema met again inside itself.
   * @example schemas.label(schemas.view({ type: ["string", "null"] }, "#")) // "string | null"
   */
  label(view: SchemaView, stack: ReadonlySet<unknown> = new Set()): string {
    if (stack.has(view.key)) return `${this.shallowLabel(view)} ${view.name ? `(see ${view.name})` : "(recursive)"}`;
    const inner = new Set(stack).add(view.key);
    const types = this.types(view);
    if (types.every((t) => t === "null")) {
      const variants = this.variants(view);
      if (variants.length === 0) return types.length > 0 ? "null" : "any";
      const labels = variants.map((v) => this.label(v, inner));
      return unique(types.length > 0 ? [...labels, "null"] : labels).join(" | ");
    }
    const labels = types.filter((t) => t !== "null").map((type) => {
      if (type === "array") {
        const items = this.items(view);
        if (!items) return "array";
        const of = this.label(items, inner);
        return `array of ${of.includes(" | ") ? `(${of})` : of}`;
      }
      const format = view.schema.format;
      return typeof format === "string" && format !== "" && type !== "object" ? `${type} (${format})` : type;
    });
    if (types.includes("null")) labels.push("null");
    return unique(labels).join(" | ");
  }

  /** The label without looking inside: `object`, `array`, `string`. */
  shallowLabel(view: SchemaView): string {
    return this.types(view).filter((t) => t !== "null")[0] ?? "object";
  }

  /** The schema that lists an object's properties: itself, or its first object variant. */
  objectShape(view: SchemaView): SchemaView | undefined {
    if (isObject(view.schema.properties)) return view;
    return this.variants(view).find((variant) => isObject(variant.schema.properties));
  }

  /** The innermost items of nested arrays, when they are objects. */
  elementShape(view: SchemaView): SchemaView | undefined {
    let current: SchemaView | undefined = view;
    for (let i = 0; i < 8 && current && this.types(current).includes("array"); i++) current = this.items(current);
    return current && current !== view ? current : undefined;
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
    const key = fresh ? this.#tableKey(view) : undefined;
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

  /**
   * What a table is read from: a referenced schema by its pointer, an inline one by its text, so
   * that the same inline schema written under many operations (a collection wrapper around a
   * `$ref`) is one table. References inside it resolve the same wherever it is written.
   */
  #tableKey(view: SchemaView): unknown {
    if (typeof view.key !== "object" || view.key === null) return view.key;
    let text = this.#inlineKeys.get(view.key);
    if (text === undefined) {
      try {
        text = JSON.stringify(view.key);
      } catch {
        return view.key; // a YAML alias inside itself has no text: the schema is its own key
      }
      this.#inlineKeys.set(view.key, text);
    }
    return text;
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
    budget.left -= this.#variantRows(view, direction, stack);
    const variants = this.#variants(view, direction, 0, stack, queue);
    this.#expand(queue, direction, budget);
    if (variants) settleVariants(variants);
    return variants;
  }

  /**
   * True when the schema's `oneOf`/`anyOf` has two members or more and one is an object with
   * properties. A single member (once a "null" member is set aside) is the schema's shape itself.
   */
  hasObjectVariants(view: SchemaView): boolean {
    const variants = this.variants(view);
    return variants.length > 1 && variants.some((variant) => isObject(variant.schema.properties));
  }

  /** The schema whose properties are the rows: itself, its single object shape, or none when its shapes are variants. */
  #rowShape(view: SchemaView): SchemaView | undefined {
    // A schema whose shapes are variants lists them as variants, not as the first one's fields.
    const shape = isObject(view.schema.properties) ? view : this.hasObjectVariants(view) ? undefined : this.objectShape(view);
    return shape && isObject(shape.schema.properties) ? shape : undefined;
  }

  /** The properties that are rows in this direction. */
  #properties(view: SchemaView, direction: Direction): [string, SchemaView][] {
    const shape = this.#rowShape(view);
    if (!shape) return [];
    const properties = shape.schema.properties as JsonObject;
    return Object.keys(properties)
      .map((name): [string, SchemaView] => [name, this.view(properties[name], child(child(shape.pointer, "properties"), name))])
      .filter(([, property]) => !skipFor(property.schema, direction));
  }

  /** One row per property, without children: those wait in `queue`. */
  #rows(view: SchemaView, direction: Direction, depth: number, stack: ReadonlySet<unknown>, queue: Pending[]): Field[] {
    const shape = this.#rowShape(view);
    const required = new Set(shape && Array.isArray(shape.schema.required) ? shape.schema.required : []);
    return this.#properties(view, direction).map(([name, property]) => this.#row(name || '""', property, required.has(name), fieldDescription(property.schema), depth, stack, queue));
  }

  #row(name: string, view: SchemaView, required: boolean, description: string, depth: number, stack: ReadonlySet<unknown>, queue: Pending[]): MutableField {
    const row: MutableField = { name, type: this.label(view, stack), required, description: description === "" ? "" : commonmark(description) };
    if (view.schema.deprecated === true) row.deprecated = true;
    // An array's rows are its items' properties; a schema met again inside itself is not opened.
    const shape = this.elementShape(view) ?? view;
    if (!stack.has(view.key) && !stack.has(shape.key)) queue.push({ row, shape, description, depth, stack: new Set(stack).add(view.key).add(shape.key) });
    return row;
  }

  /** How many rows the variants of a schema have at their first level. */
  #variantRows(view: SchemaView, direction: Direction, stack: ReadonlySet<unknown>): number {
    if (!this.hasObjectVariants(view)) return 0;
    return this.variants(view).reduce((sum, variant) => sum + (stack.has(variant.key) ? 0 : this.#properties(variant, direction).length), 0);
  }

  #variants(view: SchemaView, direction: Direction, depth: number, stack: ReadonlySet<unknown>, queue: Pending[]): Variants<Field> | undefined {
    if (!this.hasObjectVariants(view)) return undefined;
    const list = this.variants(view);
    const discriminator = isObject(view.schema.discriminator) && typeof view.schema.discriminator.propertyName === "string" ? view.schema.discriminator.propertyName : undefined;
    const mapping = discriminator !== undefined && isObject((view.schema.discriminator as JsonObject).mapping) ? ((view.schema.discriminator as JsonObject).mapping as JsonObject) : {};
    const options = list.map((variant, i): Variant<Field> => {
      const value = discriminator === undefined ? undefined : discriminatorValue(variant, discriminator, mapping);
      const title = (typeof variant.schema.title === "string" && variant.schema.title.trim() !== "" ? variant.schema.title.trim() : undefined) ?? variant.name ?? value ?? `Variant ${i + 1}`;
      const fields = stack.has(variant.key) ? [] : this.#rows(variant, direction, depth, new Set(stack).add(variant.key), queue);
      return { title, fields, ...(value === undefined ? {} : { value }) };
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
        row.description = commonmark(sentences([description, elided(size, shape.name)]));
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

  /**
   * A value that fits the schema: its example, const, default or first enum value, else one
   * made up from the types (format-aware strings, 0, true, one-item arrays, the properties).
   * Properties are filled level by level (every property of an object before any of their own),
   * within `sampleBudget` properties: a wide schema gives its top-level fields, not the first
   * branch in depth.
   */
  sample(view: SchemaView, direction: Direction, text = "string"): unknown {
    // The same schema gives the same sample: weighing a page and making its section both ask.
    // Callers copy it (`jsonSafe`) before using it, so it is shared, never changed.
    const key = this.#tableKey(view);
    let known = this.#samples.get(`${direction}\0${text}`);
    if (!known) this.#samples.set(`${direction}\0${text}`, (known = new Map()));
    if (known.has(key)) return known.get(key);
    const value = this.#makeSample(view, direction, text);
    known.set(key, value);
    return value;
  }

  #makeSample(view: SchemaView, direction: Direction, text: string): unknown {
    const budget = { left: sampleBudget, text };
    let root: unknown;
    const queue: PendingSample[] = [{ view, depth: 0, stack: new Set(), set: (value) => (root = value) }];
    for (let i = 0; i < queue.length; i++) {
      const pending = queue[i]!;
      pending.set(this.#sample(pending.view, direction, pending.depth, pending.stack, budget, queue));
    }
    return root;
  }

  /** The value of one schema; the values inside an array or object wait in `queue`. */
  #sample(view: SchemaView, direction: Direction, depth: number, stack: ReadonlySet<unknown>, budget: { left: number; readonly text: string }, queue: PendingSample[]): unknown {
    const { schema } = view;
    const given = declaredValue(schema);
    if (given !== undefined) return jsonSafe(given.value);
    const types = this.types(view);
    const recursive = stack.has(view.key);
    if (types.every((t) => t === "null")) {
      const variants = this.variants(view);
      if (variants.length > 0 && !recursive) return this.#sample(variants[0]!, direction, depth, new Set(stack).add(view.key), budget, queue);
      return recursive && types.length === 0 ? {} : null;
    }
    const type = types.find((t) => t !== "null") ?? "null";
    const inner = new Set(stack).add(view.key);
    switch (type) {
      case "null":
        return null;
      case "boolean":
        return true;
      case "integer":
      case "number":
        return typeof schema.minimum === "number" && Number.isFinite(schema.minimum) ? schema.minimum : 0;
      case "string":
        return typeof schema.format === "string" && Object.hasOwn(formatSamples, schema.format) ? formatSamples[schema.format] : budget.text;
      case "array": {
        const items = this.items(view);
        if (!items || recursive || depth >= maxSampleDepth || stack.has(items.key)) return [];
        const out: unknown[] = [null];
        queue.push({ view: items, depth: depth + 1, stack: inner, set: (value) => (out[0] = value) });
        return out;
      }
      default: {
        if (recursive || depth >= maxSampleDepth) return {};
        const shape = this.objectShape(view);
        if (!shape || !isObject(shape.schema.properties)) return {};
        const out: Record<string, unknown> = {};
        const properties = shape.schema.properties;
        for (const name of Object.keys(properties)) {
          if (budget.left <= 0) break;
          const property = this.view(properties[name], child(child(shape.pointer, "properties"), name));
          if (skipFor(property.schema, direction)) continue;
          budget.left--;
          const set = (value: unknown) => Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
          set(null);
          queue.push({ view: property, depth: depth + 1, stack: inner, set });
        }
        return out;
      }
    }
  }
}

/** A value of a sample still to be made, and where it goes. */
interface PendingSample {
  readonly view: SchemaView;
  readonly depth: number;
  readonly stack: ReadonlySet<unknown>;
  set(value: unknown): void;
}

/** Keys that say nothing about a value's shape. */
const annotations: ReadonlySet<string> = new Set(["type", "nullable", "title", "description", "deprecated", "readOnly", "writeOnly", "example", "examples", "default"]);

/**
 * True for a schema that admits null and says nothing of a shape: `{ nullable: true }`,
 * `{ type: "object", nullable: true }`, `{ type: "null" }`.
 */
function onlyNull(schema: JsonObject): boolean {
  const types = typeof schema.type === "string" ? [schema.type] : Array.isArray(schema.type) ? schema.type : [];
  const nullable = schema.nullable === true || types.includes("null");
  return nullable && types.every((type) => type === "null" || type === "object") && Object.keys(schema).every((key) => annotations.has(key) || key.startsWith("x-"));
}

/**
 * The discriminator value that selects `variant`: the mapping entry that points at it, else the
 * `const` or single `enum` of its discriminator property, else (as OpenAPI defines) its schema name.
 */
function discriminatorValue(variant: SchemaView, property: string, mapping: JsonObject): string | undefined {
  for (const [value, target] of Object.entries(mapping)) {
    if (typeof target !== "string") continue;
    if (target === variant.pointer || (variant.name !== undefined && (target === variant.name || target.endsWith(`/${variant.name}`)))) return value;
  }
  const own = isObject(variant.schema.properties) ? variant.schema.properties[property] : undefined;
  if (isObject(own)) {
    if (typeof own.const === "string") return own.const;
    if (Array.isArray(own.enum) && own.enum.length === 1 && typeof own.enum[0] === "string") return own.enum[0];
  }
  return variant.name;
}

function unique(labels: string[]): string[] {
  return [...new Set(labels)];
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value === "object" ? "object" : typeof value;
}

function skipFor(schema: JsonObject, direction: Direction): boolean {
  return direction === "request" ? schema.readOnly === true : schema.writeOnly === true;
}

/** A value the schema itself gives: `example`, the first of 3.1 `examples`, `const`, `default`, the first `enum` value. */
export function declaredValue(schema: JsonObject): { value: unknown } | undefined {
  if (schema.example !== undefined) return { value: schema.example };
  if (Array.isArray(schema.examples) && schema.examples.length > 0 && schema.examples[0] !== undefined) return { value: schema.examples[0] };
  if (schema.const !== undefined) return { value: schema.const };
  if (schema.default !== undefined) return { value: schema.default };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { value: schema.enum[0] };
  return undefined;
}

/**
 * The sentences a field's description cell ends with: the allowed values and the default, as
 * code spans. Enum values of an array's items count as the field's.
 * @example constraintText({ enum: ["a", "b"], default: "a" }) // "One of: `a`, `b`. Default: `a`."
 */
export function constraintText(schema: JsonObject): string {
  const items = isObject(schema.items) ? schema.items : undefined;
  const values = Array.isArray(schema.enum) ? schema.enum : Array.isArray(items?.enum) ? items.enum : undefined;
  return sentences([
    schema.const !== undefined ? `Always ${codeSpan(valueText(schema.const))}.` : undefined,
    values && values.length > 0 ? `One of: ${values.map((value) => codeSpan(valueText(value))).join(", ")}.` : undefined,
    schema.default !== undefined ? `Default: ${codeSpan(valueText(schema.default))}.` : undefined,
  ]);
}

/** A schema's description with its constraints: Markdown for an `md` cell. */
export function fieldDescription(schema: JsonObject, prefix?: string, description = schema.description): string {
  return sentences([prefix, typeof description === "string" ? description : undefined, constraintText(schema)]);
}
