/**
 * URL building: RFC 3986 percent-encoding for paths and query strings, so that every client
 * receives the same plain-ASCII URL and sends it unchanged.
 */
import type { JsonValue } from "./values.ts";

/** The characters that `encodeURIComponent` leaves as they are but RFC 3986 reserves. */
const subDelims = /[!'()*]/g;
/** `subDelims` without the global flag, for a stateless `test`. */
const hasSubDelims = /[!'()*]/;

function percentEncodeChar(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
}

/**
 * Percent-encodes everything but RFC 3986 unreserved characters (space becomes `%20`).
 * @example encodeComponent("a b&c") // "a%20b%26c"
 */
export function encodeComponent(text: string): string {
  const encoded = encodeURIComponent(text);
  // Most names and values hold none of !'()*: skip the replace and its callback.
  return hasSubDelims.test(encoded) ? encoded.replace(subDelims, percentEncodeChar) : encoded;
}

const pathChar = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;
/** A path that `encodePath` returns unchanged: path characters and valid `%XX` escapes only. */
const encodedPath = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;

/**
 * Percent-encodes the characters a path may not hold as they are; valid `%XX` escapes are kept.
 * @example encodePath("/v1/caf\u00e9 menu") // "/v1/caf%C3%A9%20menu"
 */
export function encodePath(path: string): string {
  // Most paths need nothing: one regex instead of one per character.
  if (encodedPath.test(path)) return path;
  let out = "";
  for (let i = 0; i < path.length; i++) {
    const c = path[i]!;
    if (pathChar.test(c) || (c === "%" && /^[0-9A-Fa-f]{2}$/.test(path.slice(i + 1, i + 3)))) {
      out += c;
    } else {
      const code = path.codePointAt(i)!;
      const char = String.fromCodePoint(code);
      out += encodeURIComponent(char);
      i += char.length - 1;
    }
  }
  return out;
}

/** The query as a query string carries it: ordered name/value pairs. */
export type QueryPairs = readonly (readonly [string, string])[];

function scalar(value: JsonValue): string {
  return value === null ? "" : String(value);
}

/**
 * Flattens a query object into name/value pairs: an array repeats its key, a nested object
 * uses `key[sub]`, an object or array inside an array is indexed (`key[0][sub]`), `null` is an
 * empty value, and empty arrays and objects send nothing.
 * @example flattenQuery({ tag: ["a", "b"], filter: { status: "open" } })
 * // [["tag","a"],["tag","b"],["filter[status]","open"]]
 */
export function flattenQuery(query: { readonly [key: string]: JsonValue }): QueryPairs {
  const pairs: [string, string][] = [];
  for (const key of Object.keys(query)) visitQuery(pairs, key, query[key]!);
  return pairs;
}

/** Appends the pairs for one named value (a module function, not a closure: it runs per request). */
function visitQuery(pairs: [string, string][], name: string, value: JsonValue): void {
  if (Array.isArray(value)) {
    const items: readonly JsonValue[] = value;
    for (let i = 0; i < items.length; i++) {
      if (!(i in items)) continue; // a hole sends nothing, as forEach skipped it
      const item = items[i]!;
      if (item !== null && typeof item === "object") visitQuery(pairs, `${name}[${i}]`, item);
      else pairs.push([name, scalar(item)]);
    }
  } else if (value !== null && typeof value === "object") {
    const object = value as { readonly [key: string]: JsonValue };
    for (const key of Object.keys(object)) visitQuery(pairs, `${name}[${key}]`, object[key]!);
  } else {
    pairs.push([name, scalar(value)]);
  }
}

/**
 * Encodes a query object as an RFC 3986 query string (without the leading `?`).
 * @example encodeQuery({ q: "a b", tag: ["x", "y"] }) // "q=a%20b&tag=x&tag=y"
 */
export function encodeQuery(query: { readonly [key: string]: JsonValue }): string {
  const pairs = flattenQuery(query);
  let out = "";
  for (let i = 0; i < pairs.length; i++) {
    const [name, value] = pairs[i]!;
    out += `${i > 0 ? "&" : ""}${encodeComponent(name)}=${encodeComponent(value)}`;
  }
  return out;
}
