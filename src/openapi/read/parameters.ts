/**
 * Parameters: the path item's and the operation's merged, their field rows, and the values a
 * request example sends for them (path segments filled in, query and headers serialized by
 * their `style`).
 */
import type { Cell, Field } from "../../tables.ts";
import { encodeComponent } from "../../url.ts";
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { childPointer as child } from "./error.ts";
import { firstExample, isFormMediaType, type Example } from "./examples.ts";
import { contentEntries } from "./content.ts";
import { fieldDescription, type Schemas, type SchemaView } from "./schema.ts";
import { fittingValue } from "./sample-values.ts";
import { jsonSafe } from "./text.ts";
import type { InterfaceStrings } from "../../locale/index.ts";

/** One parameter of an operation, read. */
export interface Parameter {
  readonly name: string;
  /** Where it goes; `querystring` (OpenAPI 3.2) is the whole query string as one value. */
  readonly in: "path" | "query" | "querystring" | "header" | "cookie";
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly description: string | undefined;
  readonly schema: SchemaView;
  readonly style: string;
  readonly explode: boolean;
  /** The parameter's own example, or its schema's example, default or first enum value. */
  readonly example: Example | undefined;
  readonly pointer: string;
  /** The media type of a parameter described by `content` (a `querystring` one's: `application/x-www-form-urlencoded`). */
  readonly mediaType?: string | undefined;
}

const locationText = (text: InterfaceStrings, where: Parameter["in"]): string =>
  where === "path" ? text.pathParameter : where === "header" ? text.headerParameter : where === "cookie" ? text.cookieParameter : text.queryParameter;
const defaultStyle = Object.freeze({ path: "simple", query: "form", querystring: "form", header: "simple", cookie: "form" });

function readParameter(doc: OpenApiDocument, schemas: Schemas, value: unknown, pointer: string): Parameter {
  const found = doc.deref(value, pointer);
  const p = found.value as JsonObject;
  const where = p.in as Parameter["in"];
  // A parameter described by `content` instead of `schema` takes its one media type's schema.
  const entry = contentEntries(doc, p.content, child(found.pointer, "content"))[0];
  const mediaType = entry?.type;
  const media = entry?.media;
  const schemaAt = p.schema !== undefined || entry === undefined ? child(found.pointer, "schema") : child(entry.pointer, "schema");
  const schema = schemas.view(p.schema ?? media?.schema, schemaAt);
  const style = typeof p.style === "string" ? p.style : defaultStyle[where];
  // The schema's own value only when it fits it, as in a body's example (see `fittingValue`).
  const declared = fittingValue(schema.schema, schemas.types(schema));
  return {
    name: p.name as string,
    in: where,
    required: where === "path" || p.required === true,
    deprecated: p.deprecated === true,
    description: typeof p.description === "string" ? p.description : undefined,
    schema,
    style,
    explode: typeof p.explode === "boolean" ? p.explode : style === "form" || style === "cookie",
    example: firstExample(doc, p, found.pointer) ?? (media ? firstExample(doc, media, found.pointer) : undefined) ?? declared,
    pointer: found.pointer,
    ...(mediaType === undefined ? {} : { mediaType }),
  };
}

/**
 * The operation's parameters: the path item's first, an operation parameter with the same name
 * and location replacing it in its slot (header names compare case-insensitively).
 */
export function operationParameters(doc: OpenApiDocument, schemas: Schemas, pathItem: { value: JsonObject; pointer: string }, operation: { value: JsonObject; pointer: string }): Parameter[] {
  const slots = new Map<string, Parameter>();
  for (const owner of [pathItem, operation]) {
    if (!Array.isArray(owner.value.parameters)) continue;
    owner.value.parameters.forEach((value, i) => {
      const at = child(child(owner.pointer, "parameters"), i);
      if (doc.skipped.has(at) || doc.skipped.has(doc.deref(value, at).pointer)) return;
      const parameter = readParameter(doc, schemas, value, at);
      const key = `${parameter.in}:${parameter.in === "header" ? parameter.name.toLowerCase() : parameter.name}`;
      slots.set(key, parameter);
    });
  }
  return [...slots.values()];
}

/** The field row of a parameter: its location said first in the description. */
export function parameterField(schemas: Schemas, parameter: Parameter): Field {
  const description = fieldDescription(parameter.schema.schema, locationText(schemas.text, parameter.in), parameter.description ?? parameter.schema.schema.description, schemas.text);
  const field = schemas.field(parameter.name, parameter.schema, parameter.required, description, "request");
  return parameter.deprecated ? { ...field, deprecated: true } : field;
}

/** A cell with `prefix` said first. */
function prefixed(cell: Cell, prefix: string): Cell {
  if (typeof cell === "string") return cell.trim() === "" ? prefix : `${prefix} ${cell}`;
  if (cell[0] === "code") return cell;
  return [cell[0], `${prefix} ${cell[1]}`] as const;
}

/**
 * The field rows of a parameter. A `querystring` one (OpenAPI 3.2) whose query string is a form
 * of names and values is shown as its names, a row each, since each is a query parameter on the
 * wire; its own name is sent nowhere. Any other parameter is one row.
 */
export function parameterFields(schemas: Schemas, parameter: Parameter): Field[] {
  if (parameter.in !== "querystring" || !isFormMediaType(parameter.mediaType) || !schemas.objectShape(parameter.schema)) return [parameterField(schemas, parameter)];
  return schemas.fields(parameter.schema, "request").map((field) => ({ ...field, description: prefixed(field.description, schemas.text.queryParameter), ...(parameter.deprecated ? { deprecated: true } : {}) }));
}

/**
 * The query entries of a `querystring` parameter's form value: each name with its value, an
 * array's items under its name repeated, an object's other values as JSON text.
 */
export function querystringEntries(value: unknown): [string, unknown][] {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([name, item]) => [name, isObject(item) ? JSON.stringify(item) : Array.isArray(item) ? item.map((entry) => (isObject(entry) || Array.isArray(entry) ? JSON.stringify(entry) : entry)) : item]);
}

/**
 * A readable placeholder for a parameter without a usable example: its name in capitals, as
 * references write them (`/repos/OWNER/REPO`). Only letters, digits and `_`, so every client
 * sends it as it is: no percent-encoding, no shell or curl globbing.
 * @example placeholder("petId") // "PET_ID"
 */
export function placeholder(name: string): string {
  return (
    name
      .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
      .replace(/[^A-Za-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "")
      .toUpperCase() || "VALUE"
  );
}

/**
 * The value a request example sends for a parameter: its example, else one made from its schema
 * (enum, default, format, type), where a plain string reads as the parameter's placeholder.
 */
export function parameterValue(schemas: Schemas, parameter: Parameter): unknown {
  return jsonSafe(parameter.example ? parameter.example.value : schemas.sample(parameter.schema, "request", placeholder(parameter.name)));
}

function scalarText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** A value in `simple` style: arrays and objects comma-separated (objects as `k,v` or `k=v`). */
function simpleText(value: unknown, explode: boolean): string {
  if (Array.isArray(value)) return value.map(scalarText).join(",");
  if (isObject(value)) return Object.entries(value).map(([k, v]) => (explode ? `${k}=${scalarText(v)}` : `${k},${scalarText(v)}`)).join(",");
  return scalarText(value);
}

/**
 * The query entries for one parameter, as refkit's query option takes them: `form` arrays
 * repeat their key when exploded and are joined otherwise, `deepObject` objects nest, exploded
 * `form` objects spread into separate parameters.
 * @example queryEntries({ name: "tag", style: "form", explode: false, … }, ["a", "b"]) // [["tag", "a,b"]]
 */
export function queryEntries(parameter: Parameter, value: unknown): [string, unknown][] {
  const { name, style, explode } = parameter;
  if (Array.isArray(value)) {
    const items = value.map((item) => (isObject(item) || Array.isArray(item) ? scalarText(item) : item));
    if (style === "spaceDelimited") return [[name, items.map(scalarText).join(" ")]];
    if (style === "pipeDelimited") return [[name, items.map(scalarText).join("|")]];
    return explode ? [[name, items]] : [[name, items.map(scalarText).join(",")]];
  }
  if (isObject(value)) {
    if (style === "deepObject") return [[name, value]];
    if (explode) return Object.entries(value).map(([k, v]) => [k, isObject(v) || Array.isArray(v) ? scalarText(v) : v]);
    return [[name, simpleText(value, false)]];
  }
  return [[name, value]];
}

/**
 * A cookie parameter's `name=value` text, for the `Cookie` header. `style: cookie` (OpenAPI 3.2)
 * writes values as they are and separates exploded pairs with "; "; `form` (the default)
 * percent-encodes them, as a query's, and separates exploded pairs with "&" (as the
 * specification's table of styles writes them). Unexploded lists and objects are joined by commas.
 * @example cookieText({ name: "id", style: "cookie", explode: true, … }, [3, 4]) // "id=3; id=4"
 */
export function cookieText(parameter: Parameter, value: unknown): string {
  const { name, explode } = parameter;
  const raw = parameter.style === "cookie";
  const atom = (item: unknown) => (raw ? scalarText(item) : encodeComponent(scalarText(item)));
  const joiner = raw ? "; " : "&";
  if (Array.isArray(value)) return explode ? value.map((item) => `${name}=${atom(item)}`).join(joiner) : `${name}=${value.map(atom).join(",")}`;
  if (isObject(value)) {
    const entries = Object.entries(value);
    return explode ? entries.map(([key, item]) => `${key}=${atom(item)}`).join(joiner) : `${name}=${entries.flatMap(([key, item]) => [atom(key), atom(item)]).join(",")}`;
  }
  return `${name}=${atom(value)}`;
}

/** A header parameter's value as one line of text. */
export function headerText(parameter: Parameter, value: unknown): string {
  return simpleText(value, parameter.explode);
}

// Characters a request path may not hold as they are (RequestExample refuses them).
// eslint-disable-next-line no-control-regex
const unsafePathChars = /[\s\x00-\x1f\x7f?#]/gu;

/** A path template's literal text made acceptable: whitespace, controls, `?` and `#` percent-encoded. */
export function safePathText(text: string): string {
  return text.toWellFormed().replace(unsafePathChars, (c) => encodeURIComponent(c));
}

/** True for a segment RequestExample refuses: ".", "..", also percent-encoded. */
export function isDotSegment(segment: string): boolean {
  return /^(?:\.|%2e){1,2}$/i.test(segment);
}

/**
 * The path with its `{name}` parameters filled in from their values, each percent-encoded as
 * one segment; a parameter without a usable value (none, empty, or a dot segment) reads as its
 * placeholder (`{user_id}` → `USER_ID`).
 * @example fillPath("/users/{id}", new Map([["id", "u 1"]])) // "/users/u%201"
 */
export function fillPath(template: string, values: ReadonlyMap<string, { parameter: Parameter; value: unknown }>): string {
  return template
    .split(/(\{[^{}]*\})/)
    .map((part, i) => {
      if (i % 2 === 0) return safePathText(part);
      const entry = values.get(part.slice(1, -1));
      if (!entry || entry.value === null || entry.value === undefined) return placeholder(part.slice(1, -1));
      const { parameter, value } = entry;
      const encoded = encodeComponent(simpleText(value, parameter.explode).toWellFormed());
      if (encoded === "" || isDotSegment(encoded)) return placeholder(parameter.name);
      if (parameter.style === "label") return `.${encoded}`;
      if (parameter.style === "matrix") return `;${encodeComponent(parameter.name)}=${encoded}`;
      return encoded;
    })
    .join("");
}
