/**
 * The request body: its fields (the properties of a JSON or form body) and the body a request
 * example sends (the media type's example, else a sample of its schema).
 */
import type { Field } from "../components/field-table.ts";
import type { Variants } from "../components/variants.ts";
import { encodeQuery } from "../url.ts";
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { childPointer as child } from "./error.ts";
import { firstExample, isJsonMediaType } from "./examples.ts";
import { RowBudget, fieldDescription, type Direction, type Schemas } from "./schema.ts";
import { jsonSafe } from "./text.ts";
import type { JsonValue } from "../values.ts";

/** What the import makes of a request body. */
export interface RequestBody {
  readonly fields: readonly Field[];
  /** The shapes a `oneOf`/`anyOf` body can take. */
  readonly variants?: Variants<Field> | undefined;
  /** The body to send: a JSON value, a string (with its `Content-Type`), or nothing. */
  readonly body: unknown;
  readonly contentType: string | undefined;
  /**
   * The media type of a body the example leaves out: an upload (`multipart/form-data`, a binary
   * type) or any other non-JSON type without an example, which refkit will not make up.
   */
  readonly omitted?: string | undefined;
}

/** The media type to document: the first JSON one, else the first one. */
function chooseMedia(content: JsonObject): { type: string; media: JsonObject } | undefined {
  const types = Object.keys(content).filter((type) => isObject(content[type]));
  const type = types.find(isJsonMediaType) ?? types[0];
  return type === undefined ? undefined : { type, media: content[type] as JsonObject };
}

/**
 * Reads an operation's `requestBody` (`direction` "response" for the payload of a webhook or
 * callback, which the API writes). A JSON body is sent as JSON; a form body
 * (`application/x-www-form-urlencoded`) as its encoded string; another type only when its
 * example is a string; anything else is documented but not sent.
 */
export function requestBody(doc: OpenApiDocument, schemas: Schemas, value: unknown, pointer: string, direction: Direction = "request"): RequestBody {
  const none: RequestBody = { fields: [], body: undefined, contentType: undefined };
  if (value === undefined) return none;
  const found = doc.deref(value, pointer);
  const requestBody = found.value as JsonObject;
  if (!isObject(requestBody.content)) return none;
  const chosen = chooseMedia(requestBody.content);
  if (!chosen) return none;
  const mediaPointer = child(child(found.pointer, "content"), chosen.type);
  const view = chosen.media.schema === undefined ? undefined : schemas.view(chosen.media.schema, child(mediaPointer, "schema"));
  let fields: readonly Field[] = [];
  let variants: Variants<Field> | undefined;
  if (view) {
    // The body's fields and variants are one table, with one budget of rows.
    const budget = new RowBudget();
    fields = schemas.fields(view, direction, budget);
    variants = schemas.fieldVariants(view, direction, budget);
    // A body that is not an object (an array, a string) is one field.
    if (fields.length === 0 && !variants && !schemas.objectShape(view)) {
      fields = [schemas.field("body", view, requestBody.required === true, fieldDescription(view.schema, undefined, requestBody.description ?? view.schema.description), direction, budget)];
    }
  }
  const example = firstExample(doc, chosen.media, mediaPointer);
  const essence = chosen.type.split(";")[0]!.trim().toLowerCase();
  const form = essence === "application/x-www-form-urlencoded";
  // A made-up value is only honest where its shape is known: JSON and form fields. An upload or
  // any other type is shown with its fields, and left out of the example, unless the document
  // gives an example of it.
  if (!example && !isJsonMediaType(chosen.type) && !form) return { fields, variants, body: undefined, contentType: undefined, omitted: chosen.type };
  const raw = example ? example.value : view ? schemas.sample(view, direction) : undefined;
  if (raw === undefined) return { fields, variants, body: undefined, contentType: undefined };
  const body = jsonSafe(raw);
  if (isJsonMediaType(chosen.type)) return { fields, variants, body, contentType: undefined };
  if (typeof body === "string") return { fields, variants, body, contentType: chosen.type };
  if (form && isObject(body)) return { fields, variants, body: encodeQuery(body as { [key: string]: JsonValue }), contentType: chosen.type };
  return { fields, variants, body: undefined, contentType: undefined, omitted: chosen.type };
}
