/** The base URL every request example is sent to: checked and normalized, wherever it is set. */
import { RefkitError, describeValue, type ErrorLocation } from "./errors.ts";
import { encodePath } from "./url.ts";

/** refkit's base URL when nothing sets one. */
export const defaultBaseUrl = "https://api.example.com";

/**
 * An absolute http(s) URL without query, fragment or credentials, normalized (lowercase scheme
 * and host, no default port, path characters percent-encoded: what the URL parser leaves raw in
 * paths, `[`, `]`, `|`, `^`, curl and Ruby refuse), without a trailing `/`. Throws a `RefkitError`
 * at `where` otherwise, saying what was `expected` (the address, then the address without query,
 * fragment or credentials). The base URL and the site's address are both checked with it.
 * @example checkHttpAddress("https://API.acme.test/v2/", where, messages) // "https://api.acme.test/v2"
 */
export function checkHttpAddress(value: unknown, where: ErrorLocation, expected: { readonly address: string; readonly clean: string }): string {
  let url: URL | undefined;
  if (typeof value === "string") {
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) throw new RefkitError(where, `expected ${expected.address}, got ${describeValue(value)}`);
  if (url.search || url.hash || url.username || url.password) throw new RefkitError(where, `expected ${expected.clean} without query, fragment or credentials, got ${describeValue(value)}`);
  return (url.origin + encodePath(url.pathname)).replace(/\/+$/, "");
}

/**
 * An absolute http(s) URL without query, fragment or credentials, normalized: path characters
 * percent-encoded, no trailing `/`. Throws a `RefkitError` at `where` otherwise.
 * @example checkBaseUrl("https://api.acme.test/v2/") // "https://api.acme.test/v2"
 */
export function checkBaseUrl(value: unknown, where: ErrorLocation = { component: "Config", key: "apiBaseUrl" }): string {
  return checkHttpAddress(value, where, { address: 'an absolute http or https URL such as "https://api.example.com"', clean: "a URL" });
}
