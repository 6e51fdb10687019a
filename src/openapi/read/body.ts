/**
 * The request body: its fields (the properties of a JSON or form body) and the body a request
 * example sends (the media type's example, else a sample of its schema).
 */
import type { Field } from "../../tables.ts";
import type { Variants } from "../../tables.ts";
import type { FileBodyOptions, MultipartOptions } from "../../body.ts";
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { childPointer as child } from "./error.ts";
import { firstExample, isFormMediaType, isJsonMediaType } from "./examples.ts";
import { RowBudget, fieldDescription, type Direction, type Schemas } from "./schema.ts";
import { jsonSafe } from "./text.ts";
import { fileBody, isUploadType, multipartBody } from "./upload.ts";
import { streamBody, streamContentType } from "./streams.ts";
import { contentEntries, type ContentEntry } from "./content.ts";

/** What the import makes of a request body. */
export interface RequestBody {
  readonly fields: readonly Field[];
  /** The shapes a `oneOf`/`anyOf` body can take. */
  readonly variants?: Variants<Field> | undefined;
  /** The body to send: a JSON value, a string (with its `Content-Type`), or nothing. */
  readonly body: unknown;
  /** A form body's fields, a multipart body, or an upload sent from a file, instead of `body`. */
  readonly form?: JsonObject | undefined;
  readonly multipart?: MultipartOptions | undefined;
  readonly bodyFile?: FileBodyOptions | undefined;
  /** The `Content-Type` header the example declares, when the body's default is not it. */
  readonly contentType: string | undefined;
  /**
   * The media type of a body the example leaves out: an upload (`multipart/form-data`, a binary
   * type) or any other non-JSON type without an example, which refkit will not make up.
   */
  readonly omitted?: string | undefined;
}

/** The media type to document: the first JSON one, else the first one. */
function chooseMedia(entries: readonly ContentEntry[]): ContentEntry | undefined {
  return entries.find((entry) => isJsonMediaType(entry.type)) ?? entries[0];
}

/**
 * Reads an operation's `requestBody` (`direction` "response" for the payload of a webhook or
 * callback, which the API writes). A JSON body is sent as JSON; a form body
 * (`application/x-www-form-urlencoded`) as form fields; a multipart body as its parts, binary
 * properties as files; an upload (an image, a PDF, an octet stream…) from a file; another type
 * only when its example is a string; anything else is documented but not sent.
 */
export function requestBody(doc: OpenApiDocument, schemas: Schemas, value: unknown, pointer: string, direction: Direction = "request"): RequestBody {
  const none: RequestBody = { fields: [], body: undefined, contentType: undefined };
  if (value === undefined) return none;
  const found = doc.deref(value, pointer);
  const requestBody = found.value as JsonObject;
  if (!isObject(requestBody.content)) return none;
  const chosen = chooseMedia(contentEntries(doc, requestBody.content, child(found.pointer, "content")));
  if (!chosen) return none;
  const mediaPointer = chosen.pointer;
  // A stream (OpenAPI 3.2): its items' fields, and a few items sent as the media type frames them.
  const stream = doc.version === "3.2" ? streamBody(doc, schemas, chosen.media, mediaPointer, chosen.type, direction) : undefined;
  if (stream !== undefined) {
    const fields = stream.item === undefined ? [] : schemas.fields(stream.item, direction);
    if (stream.example === undefined) return { fields, body: undefined, contentType: undefined, omitted: chosen.type };
    return { fields, body: stream.example, contentType: streamContentType(chosen.type, stream.framing) };
  }
  const view = chosen.media.schema === undefined ? undefined : schemas.view(chosen.media.schema, child(mediaPointer, "schema"));
  let fields: readonly Field[] = [];
  let variants: Variants<Field> | undefined;
  if (view) {
    // The body's fields and variants are one table, with one budget of rows.
    const budget = new RowBudget();
    fields = schemas.fields(view, direction, budget);
    variants = schemas.fieldVariants(view, direction, budget);
    // Each shape of a JSON body has an example of its own, which its block shows when opened.
    if (variants && isJsonMediaType(chosen.type)) variants = { ...variants, options: variants.options.map((option, i) => ({ ...option, example: jsonSafe(schemas.variantSample(view, i, direction)) })) };
    // A body that is not an object (an array, a string) is one field.
    if (fields.length === 0 && !variants && !schemas.objectShape(view)) {
      fields = [schemas.field("body", view, requestBody.required === true, fieldDescription(view.schema, undefined, requestBody.description ?? view.schema.description, schemas.text), direction, budget)];
    }
  }
  const example = firstExample(doc, chosen.media, mediaPointer, chosen.type);
  const essence = chosen.type.split(";")[0]!.trim().toLowerCase();
  const form = isFormMediaType(chosen.type);
  if (essence === "multipart/form-data" && direction === "request") {
    const sample = example ? example.value : view ? schemas.sample(view, direction) : undefined;
    const multipart = view && multipartBody(schemas, view, chosen.media, jsonSafe(sample));
    return multipart ? { fields, variants, body: undefined, multipart, contentType: undefined } : { fields, variants, body: undefined, contentType: undefined, omitted: chosen.type };
  }
  if (isUploadType(essence) && direction === "request") return { fields, variants, body: undefined, bodyFile: fileBody(chosen.type), contentType: undefined };
  // A made-up value is only honest where its shape is known: JSON and form fields. An upload or
  // any other type is shown with its fields, and left out of the example, unless the document
  // gives an example of it.
  if (!example && !isJsonMediaType(chosen.type) && !form) return { fields, variants, body: undefined, contentType: undefined, omitted: chosen.type };
  const raw = example ? example.value : view ? schemas.sample(view, direction) : undefined;
  if (raw === undefined) return { fields, variants, body: undefined, contentType: undefined };
  const body = jsonSafe(raw);
  if (isJsonMediaType(chosen.type)) return { fields, variants, body, contentType: undefined };
  if (typeof body === "string") return { fields, variants, body, contentType: chosen.type };
  // A form's Content-Type is the request's default unless it has parameters (a charset).
  if (form && isObject(body)) return { fields, variants, body: undefined, form: body, contentType: chosen.type.trim().toLowerCase() === essence ? undefined : chosen.type };
  return { fields, variants, body: undefined, contentType: undefined, omitted: chosen.type };
}
