/**
 * Streams (OpenAPI 3.2): a body whose media type is a sequence of items (`text/event-stream`,
 * `application/jsonl`, `application/x-ndjson`, `application/json-seq`, `multipart/mixed`), each
 * item described by the media type's `itemSchema`. A stream's example is a few items written in
 * the media type's own framing: a server-sent event's `event:`/`data:` lines, one JSON value a
 * line, a record separator before each JSON text, a multipart part each.
 */
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { childPointer as child } from "./error.ts";
import { firstExample } from "./examples.ts";
import type { Direction, Schemas, SchemaView } from "./schema.ts";
import { jsonSafe } from "./text.ts";

/** How a sequential media type frames its items. */
export type StreamFraming = "event-stream" | "json-lines" | "json-seq" | "multipart";

/** The framing of a sequential media type, or `undefined` for any other type. */
export function streamFraming(type: string): StreamFraming | undefined {
  const essence = type.split(";")[0]!.trim().toLowerCase();
  if (essence === "text/event-stream") return "event-stream";
  if (essence === "application/jsonl" || essence === "application/x-ndjson" || essence === "application/x-jsonlines") return "json-lines";
  if (essence === "application/json-seq" || essence.endsWith("+json-seq")) return "json-seq";
  if (essence === "multipart/mixed") return "multipart";
  return undefined;
}

/** How many items a stream's example shows when it is made from the item's schema. */
const sampledItems = 2;

/** The record separator (U+001E) json-seq writes before each JSON text (RFC 7464). */
const recordSeparator = "\u001e";

/** The boundary of a multipart/mixed example. */
export const streamBoundary = "item";

/** An event's fields, in the order the specification lists them, and `data`'s text. */
function eventText(item: unknown): string {
  const fields = isObject(item) && Object.hasOwn(item, "data") ? item : { data: item };
  const lines: string[] = [];
  for (const name of ["event", "id", "retry"]) if (fields[name] !== undefined && fields[name] !== null) lines.push(`${name}: ${String(fields[name])}`);
  const data = typeof fields.data === "string" ? fields.data : JSON.stringify(fields.data ?? null);
  // A data value of several lines is one `data:` line each, as the format joins them.
  for (const line of data.split(/\r\n|\r|\n/)) lines.push(`data: ${line}`);
  return `${lines.join("\n")}\n\n`;
}

/**
 * The items written in `framing`: each as the media type writes one.
 * @example frameItems("json-lines", [{ a: 1 }, { a: 2 }]) // '{"a":1}\n{"a":2}\n'
 * @example frameItems("event-stream", [{ event: "tick", data: "1" }]) // "event: tick\ndata: 1\n\n"
 */
export function frameItems(framing: StreamFraming, items: readonly unknown[]): string {
  switch (framing) {
    case "event-stream":
      return items.map(eventText).join("");
    case "json-lines":
      return items.map((item) => `${JSON.stringify(item)}\n`).join("");
    case "json-seq":
      return items.map((item) => `${recordSeparator}${JSON.stringify(item)}\n`).join("");
    case "multipart":
      return `${items.map((item) => `--${streamBoundary}\r\nContent-Type: ${typeof item === "string" ? "text/plain" : "application/json"}\r\n\r\n${typeof item === "string" ? item : JSON.stringify(item)}\r\n`).join("")}--${streamBoundary}--\r\n`;
  }
}

/** The Content-Type a stream's example is sent with: a multipart one names its boundary. */
export function streamContentType(type: string, framing: StreamFraming): string {
  return framing === "multipart" && !/;\s*boundary=/i.test(type) ? `${type}; boundary=${streamBoundary}` : type;
}

/** A stream of a media type object: its framing, its item's schema and an example of a few items, framed. */
export interface StreamBody {
  readonly mediaType: string;
  readonly framing: StreamFraming;
  /** The item's schema (`itemSchema`, else the `items` of an array `schema`). */
  readonly item: SchemaView | undefined;
  /** The example, as the stream's bytes would read (a serialized example as written). */
  readonly example: string | undefined;
}

/**
 * The stream a media type object `media` (at `pointer`, of type `type`) describes, or `undefined`
 * when the type is not sequential. The example is the document's (a serialized example as
 * written, else its items framed), else two samples of the item's schema, framed.
 */
export function streamBody(doc: OpenApiDocument, schemas: Schemas, media: JsonObject, pointer: string, type: string, direction: Direction): StreamBody | undefined {
  const framing = streamFraming(type);
  if (framing === undefined) return undefined;
  const item =
    media.itemSchema !== undefined
      ? schemas.view(media.itemSchema, child(pointer, "itemSchema"))
      : media.schema !== undefined
        ? schemas.elementShape(schemas.view(media.schema, child(pointer, "schema")))
        : undefined;
  const given = firstExample(doc, media, pointer, type);
  let example: string | undefined;
  if (given !== undefined) example = typeof given.value === "string" ? given.value : Array.isArray(given.value) ? frameItems(framing, given.value.map((entry) => jsonSafe(entry))) : frameItems(framing, [jsonSafe(given.value)]);
  else if (item !== undefined) example = frameItems(framing, Array.from({ length: sampledItems }, () => jsonSafe(schemas.sample(item, direction))));
  return { mediaType: type, framing, item, example };
}
