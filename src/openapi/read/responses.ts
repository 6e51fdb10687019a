/**
 * Responses: 4xx and 5xx as error rows, the first 2xx JSON response as the response example,
 * and every response body's fields as tables.
 */
import { plainText } from "../../text/plain-text.ts";
import { commonmark } from "../../tables.ts";
import type { ErrorRow } from "../../tables.ts";
import type { ResponseFieldsOptions } from "../../tables.ts";
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { childPointer as child } from "./error.ts";
import { firstExample, isJsonMediaType, jsonContent } from "./examples.ts";
import { streamBody, streamFraming } from "./streams.ts";
import { contentEntries, type ContentEntry } from "./content.ts";
import { RowBudget, type Schemas } from "./schema.ts";
import { modelLabel } from "./schema-rows.ts";

/** The value at a dotted path of an example, when it is a non-empty string or a number. */
function textAt(value: unknown, path: readonly string[]): string | undefined {
  let current = value;
  for (const key of path) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  if (typeof current === "number" && Number.isFinite(current)) return String(current);
  return typeof current === "string" && current.trim() !== "" ? current.trim() : undefined;
}

const typePaths = [["error", "type"], ["type"], ["error", "code"], ["code"]] as const;
const paramPaths = [["error", "param"], ["param"], ["error", "field"], ["field"]] as const;

function firstText(value: unknown, paths: readonly (readonly string[])[]): string | undefined {
  for (const path of paths) {
    const text = textAt(value, path);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * The error rows of an operation's `4xx`/`5xx` responses, in document order. A range reads as
 * written (`4XX`); `default` is left out. Type and param come from the example
 * (`error.type`, `type`, `code`; `param`, `field`), else the schema's title or name, else `error`.
 */
export function errorRows(doc: OpenApiDocument, schemas: Schemas, responses: unknown, pointer: string): ErrorRow[] {
  if (!isObject(responses)) return [];
  const rows: ErrorRow[] = [];
  for (const status of Object.keys(responses)) {
    if (!/^[45](?:\d\d|XX)$/.test(status)) continue;
    const found = doc.deref(responses[status], child(pointer, status));
    const response = found.value as JsonObject;
    // OpenAPI 3.2's `summary` is the short name a row wants; else the description's first line.
    const summary = doc.version === "3.2" && typeof response.summary === "string" ? plainText(response.summary).trim() : "";
    const description = summary || (typeof response.description === "string" ? plainText(response.description).split(/\r?\n/)[0]!.trim() : "");
    const scenario = description || `HTTP ${status}`;
    const json = jsonContent(doc, response.content, child(found.pointer, "content"));
    const example = json ? firstExample(doc, json.media, found.pointer, json.type)?.value : undefined;
    const schema = json?.media.schema === undefined ? undefined : schemas.view(json.media.schema, child(json.pointer, "schema"));
    const fromSchema = schema && (typeof schema.schema.title === "string" && schema.schema.title.trim() !== "" ? schema.schema.title.trim() : schema.name);
    const fallbackExample = example === undefined && schema ? schema.schema.example : example;
    const param = firstText(fallbackExample, paramPaths);
    rows.push({
      scenario,
      status,
      type: firstText(fallbackExample, typePaths) ?? fromSchema ?? "error",
      ...(param === undefined ? {} : { param }),
    });
  }
  return rows;
}

/**
 * The response example: the first `2xx` response (by status) with JSON content, as its example,
 * else a sample of its schema. `undefined` when there is none.
 */
export function successExample(doc: OpenApiDocument, schemas: Schemas, responses: unknown, pointer: string): { value: unknown } | undefined {
  if (!isObject(responses)) return undefined;
  const statuses = Object.keys(responses)
    .filter((status) => /^2(?:\d\d|XX)$/.test(status))
    .sort();
  for (const status of statuses) {
    const found = doc.deref(responses[status], child(pointer, status));
    const response = found.value as JsonObject;
    const json = jsonContent(doc, response.content, child(found.pointer, "content"));
    if (!json) continue;
    const mediaPointer = json.pointer;
    const example = firstExample(doc, json.media, mediaPointer, json.type);
    if (example) return example;
    if (json.media.schema !== undefined) return { value: schemas.sample(schemas.view(json.media.schema, child(mediaPointer, "schema")), "response") };
  }
  return undefined;
}

/**
 * The response stream's example (OpenAPI 3.2): the first `2xx` response (by status) whose body
 * is a stream and none of whose media types is JSON, its media type and a few items framed.
 */
export function successStream(doc: OpenApiDocument, schemas: Schemas, responses: unknown, pointer: string): { readonly mediaType: string; readonly text: string } | undefined {
  if (doc.version !== "3.2" || !isObject(responses)) return undefined;
  for (const status of Object.keys(responses).filter((key) => /^2(?:\d\d|XX)$/.test(key)).sort()) {
    const found = doc.deref(responses[status], child(pointer, status));
    const entries = contentEntries(doc, (found.value as JsonObject).content, child(found.pointer, "content"));
    if (entries.some((entry) => isJsonMediaType(entry.type))) continue;
    for (const { type, media, pointer: at } of entries) {
      if (streamFraming(type) === undefined) continue;
      const stream = streamBody(doc, schemas, media, at, type, "response");
      if (stream?.example !== undefined) return { mediaType: type, text: stream.example };
    }
  }
  return undefined;
}

/** The documented responses as field tables: the main success response, and the others folded. */
export interface ResponseTables {
  readonly main: ResponseFieldsOptions | undefined;
  readonly others: readonly ResponseFieldsOptions[];
}

/**
 * Every response whose body has a schema with fields (or variants), as `ResponseFields` options:
 * the first `2xx` one (by status) is the main one, every other one (other `2xx`, `3xx`, errors,
 * `default`) is folded, in document order. An array body lists its items' fields.
 */
export function responseTables(doc: OpenApiDocument, schemas: Schemas, responses: unknown, pointer: string): ResponseTables {
  if (!isObject(responses)) return { main: undefined, others: [] };
  const tables: { status: string; options: ResponseFieldsOptions }[] = [];
  for (const status of Object.keys(responses)) {
    if (!/^([1-5](\d\d|XX)|default)$/i.test(status)) continue;
    const found = doc.deref(responses[status], child(pointer, status));
    const response = found.value as JsonObject;
    const media = schemaContent(contentEntries(doc, response.content, child(found.pointer, "content")), doc.version === "3.2");
    if (!media) continue;
    const mediaPointer = media.pointer;
    // A stream (OpenAPI 3.2) lists its items' fields: its `itemSchema`, else its schema's items.
    const stream = doc.version === "3.2" ? streamBody(doc, schemas, media.media, mediaPointer, media.type, "response") : undefined;
    const view = media.media.schema !== undefined ? schemas.view(media.media.schema, child(mediaPointer, "schema")) : stream?.item;
    if (view === undefined) continue;
    const shape = (stream?.item ?? schemas.elementShape(view)) ?? view;
    const budget = new RowBudget();
    const fields = schemas.fields(shape, "response", budget);
    const variants = schemas.fieldVariants(shape, "response", budget);
    if (fields.length === 0 && !variants) continue;
    // OpenAPI 3.2's `summary` leads; the description, CommonMark, follows it.
    const text = [doc.version === "3.2" && typeof response.summary === "string" ? response.summary.trim() : "", typeof response.description === "string" ? response.description.trim() : ""].filter((part) => part !== "");
    const description = text.length > 0 ? commonmark(text.join("\n\n")) : undefined;
    // A body that is a model (or an array of one) names it, linked to its page.
    const name = schemas.models ? (view.name ?? shape.name) : undefined;
    const model = name === undefined ? undefined : { name, type: modelLabel(schemas.label(view), name) };
    tables.push({ status, options: { status, fields, ...(variants ? { variants } : {}), ...(description ? { description } : {}), ...(model ? { model } : {}), ...(stream ? { stream: stream.mediaType } : {}) } });
  }
  const success = tables.filter((table) => /^2/.test(table.status)).sort((a, b) => a.status.localeCompare(b.status))[0];
  return {
    main: success?.options,
    others: tables.filter((table) => table !== success).map((table) => ({ ...table.options, collapsed: true })),
  };
}

/**
 * The media type whose schema the table shows: the first JSON one with a schema, else the first
 * with a schema (a document may give `application/json` only examples and `*\/*` the schema). In
 * OpenAPI 3.2 (`items`), an `itemSchema` counts as a schema.
 */
function schemaContent(entries: readonly ContentEntry[], items = false): ContentEntry | undefined {
  const described = entries.filter(({ media }) => media.schema !== undefined || (items && media.itemSchema !== undefined));
  return described.find((entry) => isJsonMediaType(entry.type)) ?? described[0];
}
