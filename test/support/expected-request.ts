/**
 * The test oracle: what a declared request must look like on the wire, worked out from the
 * documented rules alone. It shares no code with refkit's encoders, so a bug there cannot hide
 * itself by being on both sides of a comparison.
 */
import { expect } from "vitest";
import type { ReceivedRequest } from "./server.ts";

/** One multipart value as declared: text, a number, a boolean, or a file. */
export type PartValue = string | number | boolean | { readonly file: string; readonly filename?: string; readonly contentType?: string };

/** A request as an author declares it, plus the configuration it runs under. */
export interface Declaration {
  /** refkit request options: `{ method, path, body?, query?, headers?, auth?, baseUrl?, stream? }`. */
  readonly options: {
    readonly method: string;
    readonly path: string;
    readonly body?: unknown;
    /** A form-encoded body: flattened as the query is. */
    readonly form?: Readonly<Record<string, unknown>>;
    /** A multipart body: field names to text, numbers, booleans, `{ file, filename?, contentType? }`, or arrays of these. */
    readonly multipart?: Readonly<Record<string, PartValue | readonly PartValue[]>>;
    /** A body read from a file: its path, or `{ path, contentType? }`. */
    readonly bodyFile?: string | { readonly path: string; readonly contentType?: string };
    readonly query?: Readonly<Record<string, unknown>>;
    readonly headers?: Readonly<Record<string, string>>;
    readonly auth?: boolean;
    /** In fixtures, a path prefix on the test server (see `snippetFor`). */
    readonly baseUrl?: string;
    /** The response is a stream, which the snippet prints as it arrives. */
    readonly stream?: boolean;
  };
  /** The configured auth header line, `"Name: value"`, or `null`. */
  readonly auth: string | null;
  /** A path prefix of the configured base URL, such as `/api/v2`; `""` for none. */
  readonly basePath: string;
  /** The files the request reads (multipart files, a file body), by path, with their bytes: written next to the snippet before it runs. */
  readonly files?: Readonly<Record<string, Buffer>>;
}

/** One multipart part on the wire: its disposition's name and file name, its type, its bytes. */
export interface ExpectedPart {
  readonly name: string;
  readonly filename?: string;
  readonly contentType?: string;
  readonly bytes: Buffer;
}

/** The body a request must carry. */
export type ExpectedBody =
  | { readonly kind: "none" }
  | { readonly kind: "json"; readonly value: unknown }
  | { readonly kind: "bytes"; readonly bytes: Buffer }
  | { readonly kind: "form"; readonly pairs: readonly (readonly [string, string])[] }
  | { readonly kind: "multipart"; readonly parts: readonly ExpectedPart[] };

/** A declared request in wire terms. */
export interface ExpectedRequest {
  readonly method: string;
  /** The decoded path segments, base URL prefix included. */
  readonly pathSegments: readonly string[];
  readonly queryPairs: readonly (readonly [string, string])[];
  /** Effective headers: lower-cased name to exact value. A multipart body's Content-Type is checked apart (its boundary is the client's). */
  readonly headers: ReadonlyMap<string, string>;
  readonly body: ExpectedBody;
}

function queryScalar(value: unknown): string {
  return value === null ? "" : String(value);
}

function isContainer(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

/**
 * Query flattening as documented: an array repeats its key, a nested object uses `key[sub]`,
 * an object or array inside an array is indexed `key[0][sub]`, `null` is an empty value, and
 * empty arrays and objects send nothing.
 * @example flattenQueryPairs({ a: [1, { b: null }] }) // [["a","1"],["a[1][b]",""]]
 */
export function flattenQueryPairs(query: Readonly<Record<string, unknown>>): [string, string][] {
  const pairs: [string, string][] = [];
  const add = (name: string, value: unknown): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        if (isContainer(item)) add(`${name}[${index}]`, item);
        else pairs.push([name, queryScalar(item)]);
      }
    } else if (isContainer(value)) {
      for (const [key, item] of Object.entries(value)) add(`${name}[${key}]`, item);
    } else {
      pairs.push([name, queryScalar(value)]);
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return pairs;
}

/**
 * Parses a raw query string into decoded name/value pairs, in order; a part without `=` has an
 * empty value. `+` is taken literally: an encoder that follows RFC 3986 never leaves one.
 * @example parseQueryPairs("a=1&b=x%20y") // [["a","1"],["b","x y"]]
 */
export function parseQueryPairs(raw: string | null): [string, string][] {
  if (raw === null || raw === "") return [];
  return raw.split("&").map((part) => {
    const equals = part.indexOf("=");
    const [name, value] = equals < 0 ? [part, ""] : [part.slice(0, equals), part.slice(equals + 1)];
    return [decodeURIComponent(name), decodeURIComponent(value)];
  });
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Decodes one path segment: `%XX` escapes become bytes, other characters their UTF-8 bytes, and
 * the bytes are read as UTF-8 (shown as hex when they are not valid UTF-8). A `%` that starts
 * no escape is a literal `%`.
 * @example decodeSegment("caf%C3%A9") // "café"
 */
export function decodeSegment(segment: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < segment.length; i++) {
    const escape = /^%[0-9A-Fa-f]{2}/.exec(segment.slice(i, i + 3));
    if (escape) {
      bytes.push(Number.parseInt(segment.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      const char = String.fromCodePoint(segment.codePointAt(i)!);
      bytes.push(...Buffer.from(char, "utf8"));
      i += char.length - 1;
    }
  }
  try {
    return utf8.decode(Uint8Array.from(bytes));
  } catch {
    return `0x${Buffer.from(bytes).toString("hex")}`;
  }
}

/** The documented default Content-Type of a request's body kind; `undefined` for multipart. */
function defaultContentType(declaration: Declaration): string | undefined {
  const { options } = declaration;
  const method = options.method.toUpperCase();
  if (method === "GET" || method === "HEAD") return "application/json";
  if (options.form != null) return "application/x-www-form-urlencoded";
  if (options.multipart != null) return undefined;
  if (options.bodyFile != null) return (typeof options.bodyFile === "string" ? undefined : options.bodyFile.contentType) ?? "application/octet-stream";
  return "application/json";
}

function effectiveHeaders(declaration: Declaration): Map<string, string> {
  // Later entries win on a case-insensitive name clash, as documented.
  const contentType = defaultContentType(declaration);
  const headers = new Map<string, string>(contentType === undefined ? [] : [["content-type", contentType]]);
  if (declaration.auth !== null && declaration.options.auth !== false) {
    const colon = declaration.auth.indexOf(":");
    headers.set(declaration.auth.slice(0, colon).trim().toLowerCase(), declaration.auth.slice(colon + 1).trim());
  }
  for (const [name, value] of Object.entries(declaration.options.headers ?? {})) headers.set(name.toLowerCase(), value.trim());
  return headers;
}

/** The bytes of a file the declaration reads. */
function fileBytes(declaration: Declaration, path: string): Buffer {
  const bytes = declaration.files?.[path];
  if (!bytes) throw new Error(`the declaration reads "${path}", which its files do not hold`);
  return bytes;
}

function expectedBody(declaration: Declaration): ExpectedBody {
  const { options } = declaration;
  const method = options.method.toUpperCase();
  if (method === "GET" || method === "HEAD") return { kind: "none" };
  if (options.form != null) return { kind: "form", pairs: flattenQueryPairs(options.form) };
  if (options.bodyFile != null) return { kind: "bytes", bytes: fileBytes(declaration, typeof options.bodyFile === "string" ? options.bodyFile : options.bodyFile.path) };
  if (options.multipart != null) return { kind: "multipart", parts: expectedParts(declaration, options.multipart) };
  const body = options.body;
  if (body === undefined || body === null) return { kind: "none" };
  if (typeof body === "string") return { kind: "bytes", bytes: Buffer.from(body, "utf8") };
  // The JSON data model: what any correct serializer of `body` yields once parsed.
  return { kind: "json", value: JSON.parse(JSON.stringify(body)) };
}

/** Works out the wire form of a declared request from the documented rules. */
export function expectedRequest(declaration: Declaration): ExpectedRequest {
  const method = declaration.options.method.toUpperCase();
  return {
    method,
    pathSegments: ((declaration.options.baseUrl ?? declaration.basePath) + declaration.options.path).split("/").map(decodeSegment),
    queryPairs: flattenQueryPairs(declaration.options.query ?? {}),
    headers: effectiveHeaders(declaration),
    body: expectedBody(declaration),
  };
}

/** The parts a multipart declaration sends, in order: text as UTF-8, files as their bytes, named by their path's last segment unless named. */
function expectedParts(declaration: Declaration, multipart: Readonly<Record<string, PartValue | readonly PartValue[]>>): ExpectedPart[] {
  const parts: ExpectedPart[] = [];
  for (const [name, value] of Object.entries(multipart)) {
    for (const item of (Array.isArray(value) ? value : [value]) as readonly PartValue[]) {
      if (typeof item === "object") {
        const file = item;
        parts.push({ name, filename: file.filename ?? file.file.slice(file.file.lastIndexOf("/") + 1), contentType: (file.contentType ?? "application/octet-stream").toLowerCase(), bytes: fileBytes(declaration, file.file) });
      } else {
        // Text is sent with its line breaks as CRLF, as HTML's multipart encoding does (documented).
        parts.push({ name, bytes: Buffer.from(String(item).replace(/\r\n|\r|\n/g, "\r\n"), "utf8") });
      }
    }
  }
  return parts;
}

/**
 * Parses an `application/x-www-form-urlencoded` body into decoded pairs, in order: `+` is a
 * space here (HTML's form encoding), unlike in a URL's query.
 * @example parseFormPairs(Buffer.from("a=x+y&b=%2B")) // [["a","x y"],["b","+"]]
 */
export function parseFormPairs(body: Buffer): [string, string][] {
  const text = body.toString("latin1");
  if (text === "") return [];
  return text.split("&").map((part) => {
    const equals = part.indexOf("=");
    const [name, value] = equals < 0 ? [part, ""] : [part.slice(0, equals), part.slice(equals + 1)];
    const decode = (raw: string) => decodeURIComponent(raw.replaceAll("+", " "));
    return [decode(name), decode(value)];
  });
}

/** One part as received: its header lines (lower-cased names) and its bytes. */
export interface ReceivedPart {
  readonly headers: ReadonlyMap<string, string>;
  readonly bytes: Buffer;
}

/**
 * Splits a `multipart/form-data` body on its boundary (RFC 2046): each part's header lines and
 * its exact bytes. Throws when the body does not follow the format.
 */
export function parseMultipart(body: Buffer, contentType: string | undefined): ReceivedPart[] {
  const match = /^multipart\/form-data\s*;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? "");
  if (!match) throw new Error(`expected a multipart/form-data Content-Type with a boundary, got ${JSON.stringify(contentType)}`);
  const delimiter = Buffer.from(`--${match[1] ?? match[2]}`, "latin1");
  const parts: ReceivedPart[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) throw new Error("the multipart body holds no boundary");
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString("latin1") === "--") return parts; // the close delimiter
    if (body.subarray(at, at + 2).toString("latin1") !== "\r\n") throw new Error("a multipart boundary is not followed by CRLF");
    const headerEnd = body.indexOf("\r\n\r\n", at + 2, "latin1");
    if (headerEnd < 0) throw new Error("a multipart part has no end of headers");
    const headers = new Map<string, string>();
    for (const line of body.subarray(at + 2, headerEnd).toString("utf8").split("\r\n")) {
      if (line === "") continue;
      const colon = line.indexOf(":");
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const next = body.indexOf(Buffer.concat([Buffer.from("\r\n"), delimiter]), headerEnd + 4);
    if (next < 0) throw new Error("a multipart part is not closed by a boundary");
    parts.push({ headers, bytes: body.subarray(headerEnd + 4, next) });
    at = next + 2;
  }
}

/** A part's Content-Disposition read into its type, name and file name (quoted strings unquoted). */
export function disposition(value: string | undefined): { type: string; name?: string; filename?: string } {
  // Split on the semicolons outside quoted strings: a file name may hold one.
  const [type = "", ...params] = ((value ?? "").match(/(?:"(?:[^"\\]|\\.)*"|[^;"])+/g) ?? []).map((part) => part.trim());
  const out: { type: string; name?: string; filename?: string } = { type: type.toLowerCase() };
  for (const param of params) {
    const equals = param.indexOf("=");
    const key = param.slice(0, equals).trim().toLowerCase();
    const raw = param.slice(equals + 1).trim();
    const text = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
    if (key === "name") out.name = text;
    else if (key === "filename") out.filename = text;
  }
  return out;
}

/**
 * Asserts that the received multipart parts are the expected ones, in order: `form-data`
 * dispositions with the declared name and file name, the declared Content-Type on files and
 * none (or text/plain, which is what none means) on text fields, no other part header, and the bytes.
 */
function expectParts(received: readonly ReceivedPart[], expected: readonly ExpectedPart[], label: string): void {
  const summary = (parts: readonly { name?: string; filename?: string }[]) => parts.map((part) => `${part.name}${part.filename === undefined ? "" : ` (${part.filename})`}`).join(", ");
  const dispositions = received.map((part) => disposition(part.headers.get("content-disposition")));
  expect(summary(dispositions), `${label}: multipart parts`).toBe(summary(expected));
  expected.forEach((part, index) => {
    const got = received[index]!;
    const where = `${label}: multipart part ${index} (${part.name})`;
    expect(dispositions[index]!.type, `${where}: disposition`).toBe("form-data");
    expect([...got.headers.keys()].filter((name) => name !== "content-disposition" && name !== "content-type"), `${where}: other part headers`).toEqual([]);
    if (part.contentType === undefined) expect(got.headers.get("content-type") ?? "text/plain", `${where}: a text field's type`).toMatch(/^text\/plain(?:\s*;\s*charset="?utf-8"?)?$/i);
    else expect(got.headers.get("content-type"), `${where}: Content-Type`).toBe(part.contentType);
    expect(got.bytes.equals(part.bytes), `${where}: bytes\n  sent:     ${got.bytes.toString("hex").slice(0, 400)}\n  declared: ${part.bytes.toString("hex").slice(0, 400)}`).toBe(true);
  });
}

function receivedJson(body: Buffer, label: string): unknown {
  const text = utf8.decode(body);
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${label}: the body is not JSON: ${JSON.stringify(text)}`);
  }
}

/**
 * Asserts that exactly one request arrived and that it is the expected one: method, decoded
 * path, decoded query pairs in order, every effective header's exact value (sent once), and
 * the body (JSON-equal, byte-equal for a string body, empty when there is none).
 */
export function expectSent(received: readonly ReceivedRequest[], expected: ExpectedRequest, label: string): void {
  expect(received.length, `${label}: number of requests received`).toBe(1);
  const request = received[0]!;
  expect(request.method, `${label}: method`).toBe(expected.method);
  expect(request.path.split("/").map(decodeSegment), `${label}: decoded path segments`).toEqual(expected.pathSegments);
  expect(request.query ?? "", `${label}: a "+" in the raw query string`).not.toContain("+");
  expect(parseQueryPairs(request.query), `${label}: decoded query pairs`).toEqual(expected.queryPairs);
  for (const [name, value] of expected.headers) {
    expect(request.headers[name], `${label}: header ${name}`).toEqual([value]);
  }
  if (expected.body.kind === "multipart") {
    expect(request.headers["content-type"]?.length, `${label}: one Content-Type`).toBe(1);
    expectParts(parseMultipart(request.body, request.headers["content-type"]?.[0]), expected.body.parts, label);
  } else if (expected.body.kind === "form") {
    expect(parseFormPairs(request.body), `${label}: form fields`).toEqual(expected.body.pairs);
  } else if (expected.body.kind === "none") {
    expect(request.body.length, `${label}: body length (no body declared)`).toBe(0);
  } else if (expected.body.kind === "bytes") {
    expect(request.body.equals(expected.body.bytes), `${label}: body bytes\n  sent:     ${request.body.toString("hex")}\n  declared: ${expected.body.bytes.toString("hex")}`).toBe(true);
  } else {
    expect(receivedJson(request.body, label), `${label}: JSON body`).toEqual(expected.body.value);
  }
}
