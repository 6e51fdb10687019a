/**
 * Header names and values as HTTP allows them. Checked at declaration so that no snippet can
 * carry an injected header or a value that one of the clients would refuse to send.
 */
import { RefkitError, describeValue, type ErrorLocation } from "./errors.ts";

const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Headers that the HTTP clients write themselves (framing, connection, host, trailers) or that
 * fetch overwrites or refuses: a declared value would not be sent as declared by every client
 * (Go's net/http drops a declared Trailer).
 */
const clientOwned = new Set(["connection", "content-length", "expect", "host", "keep-alive", "sec-fetch-mode", "trailer", "transfer-encoding", "upgrade"]);

/**
 * True when `name` is an RFC 9110 token: what header names and methods must be.
 * @example isToken("X-Request-Id") // true
 */
export function isToken(name: string): boolean {
  return token.test(name);
}

/** Checks a header name; returns it unchanged. */
export function checkHeaderName(name: unknown, where: ErrorLocation): string {
  if (typeof name !== "string" || !isToken(name)) {
    throw new RefkitError(
      where,
      `expected a header name made of letters, digits and !#$%&'*+-.^_\`|~ (no spaces, colons or line breaks), got ${describeValue(name)}`,
    );
  }
  if (name.endsWith("-")) {
    throw new RefkitError(where, `expected a header name that does not end with "-", got "${name}" (Ruby's net/http drops trailing dashes)`);
  }
  if (clientOwned.has(name.toLowerCase())) {
    throw new RefkitError(where, `expected a header the clients let you set, got "${name}" (each HTTP client writes it itself, or refuses it)`);
  }
  return name;
}

/**
 * Checks a header value and returns it without surrounding spaces, as HTTP sends it. Values are
 * printable ASCII: line breaks would inject headers, and non-ASCII bytes are sent differently by
 * each client.
 */
export function checkHeaderValue(value: unknown, where: ErrorLocation): string {
  if (typeof value !== "string") throw new RefkitError(where, `expected a string header value, got ${describeValue(value)}`);
  if (!plainValue.test(value)) refuseValue(value, where);
  const trimmed = value.trim();
  if (trimmed === "") throw new RefkitError(where, "expected a non-empty header value");
  return trimmed;
}

/** Printable ASCII and tab: a value that none of `refuseValue`'s checks can object to. */
const plainValue = /^[\t\x20-\x7e]*$/;

/** Throws the most specific complaint about a header value that is not plain. */
function refuseValue(value: string, where: ErrorLocation): never {
  if (/[\r\n]/.test(value)) throw new RefkitError(where, "expected a header value without CR or LF (line breaks would inject headers)");
  if (value.includes("\0")) throw new RefkitError(where, "expected a header value without NUL characters");
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x08\x0a-\x1f\x7f]/.test(value)) throw new RefkitError(where, "expected a header value without control characters");
  // What else falls outside plainValue is non-ASCII.
  throw new RefkitError(where, "expected an ASCII header value (encode other characters, for example with encodeURIComponent)");
}

/** An auth header split into its name and value. */
export interface AuthHeader {
  readonly name: string;
  readonly value: string;
}

/**
 * One header line, `<Header-Name>: <value>`, split on its first colon and checked; `null` for
 * none. Throws a `RefkitError` at `where` otherwise.
 * @example parseAuthHeader("Authorization: Bearer <TOKEN>") // { name: "Authorization", value: "Bearer <TOKEN>" }
 */
export function parseAuthHeader(line: unknown, where: ErrorLocation = { component: "Config", key: "apiAuthHeader" }): AuthHeader | null {
  if (line === null || line === undefined) return null;
  if (typeof line !== "string") throw new RefkitError(where, `expected a header line or null, got ${describeValue(line)}`);
  const colon = line.indexOf(":");
  if (colon < 0) {
    throw new RefkitError(where, `expected one header line "<Header-Name>: <value>", got ${describeValue(line)} (no colon)`);
  }
  return Object.freeze({
    name: checkHeaderName(line.slice(0, colon).trim(), where),
    value: checkHeaderValue(line.slice(colon + 1), where),
  });
}
