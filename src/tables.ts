/**
 * The plain values that reference tables show — cells, fields, variants, error rows, a
 * response's fields — as an author declares them and as the OpenAPI model reads them from a
 * description. Data only: the components in src/components/ check and render them.
 */

/** A table cell as an author writes it. */
export type Cell = string | readonly ["code", string] | readonly ["md", string] | readonly ["commonmark", string];

/**
 * A cell rendered as inline code.
 * @example FieldTable([{ name: "id", type: "string", description: code("cus_123") }])
 */
export function code(text: string): readonly ["code", string] {
  return Object.freeze(["code", text] as const);
}

/**
 * A cell rendered as inline Markdown (no raw HTML; only http, https, mailto and relative links).
 * @example md("See [pagination](/docs/pagination).")
 */
export function md(text: string): readonly ["md", string] {
  return Object.freeze(["md", text] as const);
}

/**
 * A cell rendered as CommonMark including its HTML, which passes through an allowlist sanitizer:
 * how OpenAPI documents write descriptions. Bare URLs become links; headings start below the
 * section title. For text written by hand, `md()` (no raw HTML at all) is the stricter choice.
 * @example commonmark("<p>The <code>Accept</code> operation</p>")
 */
export function commonmark(text: string): readonly ["commonmark", string] {
  return Object.freeze(["commonmark", text] as const);
}

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
  /** Marks the field as deprecated. Default false. */
  readonly deprecated?: boolean;
  /** The fields of an object-valued field, shown as nested rows under it. */
  readonly children?: readonly Field[];
  /** The shapes the field's value can take (`oneOf`/`anyOf`), each with its own fields. */
  readonly variants?: Variants<Field>;
  /**
   * The model (a named schema of an OpenAPI description) the field's value is: its type links to
   * the model's page where the reference has one, which lists its fields instead of rows here.
   */
  readonly model?: string;
}

/** One shape among variants. `F` is the field type of the table that holds it. */
export interface Variant<F> {
  /** How the variant is named: its title, schema name, or discriminator value. */
  readonly title: string;
  /** The discriminator's value for this variant, shown beside the title. */
  readonly value?: string;
  /** True for the variant a value takes when its discriminator is missing or has no variant of its own (OpenAPI 3.2's `defaultMapping`). */
  readonly fallback?: boolean;
  readonly description?: Cell;
  readonly fields: readonly F[];
  /** An example of a value of this shape (JSON), shown with the variant when it is opened. */
  readonly example?: unknown;
}

/** Several shapes, and the property that tells them apart. */
export interface Variants<F> {
  /** The property whose value names the variant (`type`, `object`…). */
  readonly discriminator?: string;
  /** `oneOf` (exactly one applies, the default) or `anyOf` (one or more). */
  readonly match?: "one" | "any";
  readonly options: readonly Variant<F>[];
}

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

/** A response body's fields. */
export interface ResponseFieldsOptions {
  /** The HTTP status as written (`"200"`, `"2XX"`, `"default"`); none for a hand-written page that needs none. */
  readonly status?: string;
  /** What the response is, such as "The created customer". */
  readonly description?: Cell;
  readonly fields: readonly Field[];
  /** The shapes the whole body can take (`oneOf`). */
  readonly variants?: Variants<Field>;
  /** Shown folded (`<details>`): the responses other than the main one. Default false. */
  readonly collapsed?: boolean;
  /** The model the body is (a named schema of a description), and its type (`Pet`, `array of Pet`): shown after the description, linked to the model's page. */
  readonly model?: { readonly name: string; readonly type: string };
  /** A body that is a stream of items (OpenAPI 3.2: `text/event-stream`, `application/jsonl`…): its media type; `fields` are each item's. */
  readonly stream?: string;
}
