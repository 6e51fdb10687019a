/**
 * Request bodies beyond JSON, as an author declares them and as templates receive them: a
 * form-encoded body, a `multipart/form-data` body of text fields and files, and a body read
 * from a file. Checked once at declaration, frozen.
 */
import { RefkitError, describeValue } from "./errors.ts";
import { checkHeaderValue } from "./headers.ts";
import { isPlainObject, type JsonObject, toJsonValue } from "./values.ts";

/** A file part of a multipart body: the path the snippet reads the bytes from, relative to where it runs. */
export interface MultipartFileOptions {
  /** The file to send, such as `"avatar.png"` or `"./images/avatar.png"`. */
  readonly file: string;
  /** The file name the part carries; the path's last segment by default. */
  readonly filename?: string;
  /** The part's media type, sent lower-case; `application/octet-stream` by default. */
  readonly contentType?: string;
}

/** One multipart value: a text field (numbers and booleans are written as text; line breaks are sent as CRLF), or a file. */
export type MultipartValue = string | number | boolean | MultipartFileOptions;

/** A multipart body: field names to a value, or to several (one part each, in order). */
export type MultipartOptions = Readonly<Record<string, MultipartValue | readonly MultipartValue[]>>;

/** A body read from a file and sent byte for byte, as `curl --data-binary @file`. */
export interface FileBodyOptions {
  /** The file to send, relative to where the snippet runs. */
  readonly path: string;
  /** The body's media type; `application/octet-stream` by default. */
  readonly contentType?: string;
}

/** One part of a checked multipart body. */
export type MultipartPart =
  | { readonly kind: "text"; readonly name: string; readonly value: string }
  | { readonly kind: "file"; readonly name: string; readonly path: string; readonly filename: string; readonly contentType: string };

/** A checked file body. */
export interface FileBody {
  readonly path: string;
  readonly contentType: string;
}

/** The media type of a file, part or body, when none is declared. */
export const defaultFileType = "application/octet-stream";

/**
 * Printable ASCII without `"` and `\`: what a multipart field name or file name may hold. Part
 * headers have no escape that every library and server agree on (some write `\"`, some `%22`,
 * some RFC 2231's `filename*=`), so refkit declares only names all of them write alike.
 */
const portableName = /^[\x20-\x21\x23-\x5b\x5d-\x7e]+$/;

/**
 * True when `name` can name a multipart field: portable (see above), and without "=", where
 * curl's -F ends a name. The OpenAPI import asks before making a part of a property.
 * @example isPortableFieldName("purpose") // true; isPortableFieldName("naïve") // false
 */
export function isPortableFieldName(name: string): boolean {
  return portableName.test(name) && !name.includes("=");
}

/** Checks a form body: an object flattened as the query is (arrays repeat their key, objects nest as `key[sub]`). */
export function checkForm(form: unknown, component: string): JsonObject {
  if (!isPlainObject(form)) throw new RefkitError({ component, key: "form" }, `expected an object of form fields, got ${describeValue(form)}`);
  if (Object.hasOwn(form, "")) throw new RefkitError({ component, key: "form" }, 'expected form field names that are not empty (a field "=value" has no name to send)');
  return toJsonValue(form, { component }, "form") as JsonObject;
}

/** Checks a multipart body and returns its parts in order. */
export function checkMultipart(multipart: unknown, component: string): readonly MultipartPart[] {
  if (!isPlainObject(multipart)) throw new RefkitError({ component, key: "multipart" }, `expected an object of field names to text or files, got ${describeValue(multipart)}`);
  const parts: MultipartPart[] = [];
  for (const [name, value] of Object.entries(multipart)) {
    const key = `multipart.${name}`;
    checkPortableName(name, "field name", { component, key });
    if (name.includes("=")) throw new RefkitError({ component, key }, `expected a field name without "=" (curl's -F ends the name at the first "="), got ${describeValue(name)}`);
    const values = Array.isArray(value) ? value : [value];
    values.forEach((item: unknown, index) => parts.push(checkPart(name, item, { component, key: Array.isArray(value) ? `${key}[${index}]` : key })));
  }
  if (parts.length === 0) throw new RefkitError({ component, key: "multipart" }, "expected at least one field (an empty multipart body is no upload)");
  return Object.freeze(parts.map((part) => Object.freeze(part)));
}

function checkPart(name: string, value: unknown, where: { component: string; key: string }): MultipartPart {
  if (typeof value === "string") return { kind: "text", name, value: crlf(checkText(value, where)) };
  if (typeof value === "number" && Number.isFinite(value)) return { kind: "text", name, value: String(value) };
  if (typeof value === "boolean") return { kind: "text", name, value: String(value) };
  if (!isPlainObject(value) || typeof value.file !== "string") {
    throw new RefkitError(where, `expected text, a number, a boolean or { file, filename?, contentType? }, got ${describeValue(value)}`);
  }
  const path = checkPath(value.file, { ...where, key: `${where.key}.file` });
  const filename = value.filename === undefined ? lastSegment(path) : value.filename;
  checkPortableName(filename, "file name", { ...where, key: `${where.key}.filename` });
  // Lower-case, as a Blob holds a type (media types compare without case): all clients send it alike.
  const contentType = checkContentType(value.contentType, { ...where, key: `${where.key}.contentType` }).toLowerCase();
  return { kind: "file", name, path, filename: filename as string, contentType };
}

/** Checks a file body: a path, or `{ path, contentType? }`. */
export function checkFileBody(bodyFile: unknown, component: string): FileBody {
  const where = { component, key: "bodyFile" };
  if (typeof bodyFile === "string") return Object.freeze({ path: checkPath(bodyFile, where), contentType: defaultFileType });
  if (!isPlainObject(bodyFile) || typeof bodyFile.path !== "string") throw new RefkitError(where, `expected a file path or { path, contentType? }, got ${describeValue(bodyFile)}`);
  return Object.freeze({ path: checkPath(bodyFile.path, { component, key: "bodyFile.path" }), contentType: checkContentType(bodyFile.contentType, { component, key: "bodyFile.contentType" }) });
}

function checkText(text: string, where: { component: string; key: string }): string {
  if (text.includes("\0")) throw new RefkitError(where, "expected text without NUL characters (a shell argument cannot carry them)");
  if (!text.isWellFormed()) throw new RefkitError(where, "expected valid Unicode text, got a string with a lone surrogate");
  return text;
}

/** A relative or absolute file path: any text but control characters, and not empty. */
function checkPath(path: string, where: { component: string; key: string }): string {
  // eslint-disable-next-line no-control-regex
  if (path === "" || /[\x00-\x1f\x7f]/.test(path) || !path.isWellFormed()) {
    throw new RefkitError(where, `expected a file path without control characters, got ${describeValue(path)}`);
  }
  if (path === "-") throw new RefkitError(where, 'expected a file path, got "-" (curl and others read it as standard input): write "./-"');
  if (path.endsWith("/")) throw new RefkitError(where, `expected the path of a file, got a folder: ${describeValue(path)}`);
  return path;
}

function checkPortableName(name: unknown, what: string, where: { component: string; key: string }): void {
  if (typeof name !== "string" || !portableName.test(name)) {
    throw new RefkitError(where, `expected a ${what} of printable ASCII without quotes or backslashes (multipart part headers have no escape all servers read alike), got ${describeValue(name)}`);
  }
}

function checkContentType(value: unknown, where: { component: string; key: string }): string {
  if (value === undefined) return defaultFileType;
  const type = checkHeaderValue(value, where);
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+(?:\s*;.*)?$/.test(type)) {
    throw new RefkitError(where, `expected a media type such as "image/png", got ${describeValue(value)}`);
  }
  return type;
}

/**
 * Text with every line break as CRLF, as HTML's multipart encoding sends a form's text (and
 * FormData does, in every browser and in Node): all clients then send the same bytes.
 * @example crlf("a\nb\r") // "a\r\nb\r\n"
 */
function crlf(text: string): string {
  return /[\r\n]/.test(text) ? text.replace(/\r\n|\r|\n/g, "\r\n") : text;
}

/** The last segment of a path: the file name a part carries by default. */
function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
