/**
 * Schemas as the import reads them: references followed, `allOf` merged, and three readings of
 * one schema — a type label (`array of string`, `string | null`), the field rows of an object,
 * and a sample value. Every reading stops at a schema that contains itself and at a fixed depth.
 * Each reading has its own file; `Schemas` is the one object the import passes around.
 */
import type { Field } from "../../tables.ts";
import type { Variants } from "../../tables.ts";
import { typeLabel } from "./schema-label.ts";
import { SchemaReader, type Direction, type SchemaView } from "./schema-reader.ts";
import { FieldRows, RowBudget } from "./schema-rows.ts";
import { Samples } from "./schema-sample.ts";
import type { InterfaceStrings } from "../../locale/index.ts";

export type { Direction, SchemaView } from "./schema-reader.ts";
export { maxFieldDepth, maxTableRows, RowBudget } from "./schema-rows.ts";
export { maxSampleDepth, sampleBudget } from "./schema-sample.ts";
export { constraintText, fieldDescription } from "./schema-text.ts";

/**
 * The schema readings for one document, each cached: `allOf` merges, variant lists, tables and
 * samples.
 * @example
 * const schemas = new Schemas(doc);
 * const view = schemas.view({ $ref: "#/components/schemas/User" }, "#/paths/~1users/get/…/schema");
 * schemas.fields(view, "response"); // the User table's rows
 */
export class Schemas extends SchemaReader {
  readonly #rows = new FieldRows(this);
  readonly #samples = new Samples(this);

  /**
   * A type label: `string`, `string (date-time)`, `array of integer`, `string | null`,
   * `object (see User)` for a schema met again inside itself.
   * @example schemas.label(schemas.view({ type: ["string", "null"] }, "#")) // "string | null"
   */
  label(view: SchemaView, stack: ReadonlySet<unknown> = new Set()): string {
    return typeLabel(this, view, stack);
  }

  /** Whether a field whose value is a named schema names it as its model instead of listing its fields (see `FieldRows.models`). */
  set models(on: boolean) {
    this.#rows.models = on;
  }

  get models(): boolean {
    return this.#rows.models;
  }

  /** The interface's strings the tables' own sentences are written with (see `FieldRows.text`). */
  set text(text: InterfaceStrings) {
    this.#rows.text = text;
  }

  get text(): InterfaceStrings {
    return this.#rows.text;
  }

  /** The field rows of an object schema's properties, within the table's `budget` (see `FieldRows.fields`). */
  fields(view: SchemaView, direction: Direction, budget = new RowBudget()): readonly Field[] {
    return this.#rows.fields(view, direction, budget);
  }

  /** One field row for a schema (`description` is Markdown), with its child rows within `budget`. */
  field(name: string, view: SchemaView, required: boolean, description: string, direction: Direction, budget = new RowBudget()): Field {
    return this.#rows.field(name, view, required, description, direction, budget);
  }

  /** The variants of a `oneOf`/`anyOf` whose members are objects (see `FieldRows.fieldVariants`). */
  fieldVariants(view: SchemaView, direction: Direction, budget = new RowBudget()): Variants<Field> | undefined {
    return this.#rows.fieldVariants(view, direction, budget);
  }

  /** A value that fits the schema (see `Samples.sample`); a plain string reads as `text`. */
  sample(view: SchemaView, direction: Direction, text = "string"): unknown {
    return this.#samples.sample(view, direction, text);
  }

  /** A value of the `index`th of the schema's variants, its discriminator naming it (see `Samples.variantSample`). */
  variantSample(view: SchemaView, index: number, direction: Direction): unknown {
    return this.#samples.variantSample(view, index, direction);
  }
}
