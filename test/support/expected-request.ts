/**
 * The test oracle: what a declared request must look like on the wire, worked out from the
 * documented rules alone. It shares no code with refkit's encoders, so a bug there cannot hide
 * itself by being on both sides of a comparison.
 */
import { expect } from "vitest";
import type { ReceivedRequest } from "./server.ts";

/** A request as an author declares it, plus the configuration it runs under. */
export interface Declaration {
  /** refkit request options: `{ method, path, body?, query?, headers?, auth?, baseUrl? }`. */
  readonly options: {
    readonly method: string;
    readonly path: string;
    readonly body?: unknown;
    readonly query?: Readonly<Record<string, unknown>>;
    readonly headers?: Readonly<Record<string, string>>;
    readonly auth?: boolean;
    /** In fixtures, a path prefix on the test server (see `snippetFor`). */
    readonly baseUrl?: string;
  };
  /** The configured auth header line, `"Name: value"`, or `null`. */
  readonly auth: string | null;
  /** A path prefix of the configured base URL, such as `/api/v2`; `""` for none. */
  readonly basePath: string;
}

/** The body a request must carry. */
export type ExpectedBody = { readonly kind: "none" } | { readonly kind: "json"; readonly value: unknown } | { readonly kind: "bytes"; readonly bytes: Buffer };

/** A declared request in wire terms. */
export interface ExpectedRequest {
  readonly method: string;
  /** The decoded path segments, base URL prefix included. */
  readonly pathSegments: readonly string[];
  readonly queryPairs: readonly (readonly [string, string])[];
  /** Effective headers: lower-cased name to exact value. */
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

function effectiveHeaders(declaration: Declaration): Map<string, string> {
  // Later entries win on a case-insensitive name clash, as documented.
  const headers = new Map<string, string>([["content-type", "application/json"]]);
  if (declaration.auth !== null && declaration.options.auth !== false) {
    const colon = declaration.auth.indexOf(":");
    headers.set(declaration.auth.slice(0, colon).trim().toLowerCase(), declaration.auth.slice(colon + 1).trim());
  }
  for (const [name, value] of Object.entries(declaration.options.headers ?? {})) headers.set(name.toLowerCase(), value.trim());
  return headers;
}

function expectedBody(method: string, body: unknown): ExpectedBody {
  if (method === "GET" || method === "HEAD" || body === undefined || body === null) return { kind: "none" };
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
    body: expectedBody(method, declaration.options.body),
  };
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
  if (expected.body.kind === "none") {
    expect(request.body.length, `${label}: body length (no body declared)`).toBe(0);
  } else if (expected.body.kind === "bytes") {
    expect(request.body.equals(expected.body.bytes), `${label}: body bytes\n  sent:     ${request.body.toString("hex")}\n  declared: ${expected.body.bytes.toString("hex")}`).toBe(true);
  } else {
    expect(receivedJson(request.body, label), `${label}: JSON body`).toEqual(expected.body.value);
  }
}
