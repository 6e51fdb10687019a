/**
 * URL building: RFC 3986 percent-encoding for paths and query strings, so that every client
 * receives the same plain-ASCII URL and sends it unchanged.
 */
import type { JsonValue } from "./values.ts";

/**
 * Percent-encodes everything but RFC 3986 unreserved characters (space becomes `%20`).
 * @example encodeComponent("a b&c") // "a%20b%26c"
 */
export function encodeComponent(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const pathChar = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;

/**
 * Percent-encodes the characters a path may not hold as they are; valid `%XX` escapes are kept.
 * @example encodePath("/v1/caf\u00e9 menu") // "/v1/caf%C3%A9%20menu"
 */
export function encodePath(path: string): string {
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
  const visit = (name: string, value: JsonValue): void => {
    if (Array.isArray(value)) {
      value.forEach((item: JsonValue, i: number) => {
        if (item !== null && typeof item === "object") visit(`${name}[${i}]`, item);
        else pairs.push([name, scalar(item)]);
      });
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(`${name}[${key}]`, item);
    } else {
      pairs.push([name, scalar(value)]);
    }
  };
  for (const [key, value] of Object.entries(query)) visit(key, value);
  return pairs;
}

/**
 * Encodes a query object as an RFC 3986 query string (without the leading `?`).
 * @example encodeQuery({ q: "a b", tag: ["x", "y"] }) // "q=a%20b&tag=x&tag=y"
 */
export function encodeQuery(query: { readonly [key: string]: JsonValue }): string {
  return flattenQuery(query)
    .map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`)
    .join("&");
}
