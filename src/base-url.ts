/** The base URL every request example is sent to: checked and normalized, wherever it is set. */
import { RefkitError, describeValue, type ErrorLocation } from "./errors.ts";
import { encodePath } from "./url.ts";

/** refkit's base URL when nothing sets one. */
export const defaultBaseUrl = "https://api.example.com";

/**
 * An absolute http(s) URL without query, fragment or credentials, normalized: path characters
 * percent-encoded, no trailing `/`. Throws a `RefkitError` at `where` otherwise.
 * @example checkBaseUrl("https://api.acme.test/v2/") // "https://api.acme.test/v2"
 */
export function checkBaseUrl(value: unknown, where: ErrorLocation = { component: "Config", key: "apiBaseUrl" }): string {
  let url: URL | undefined;
  if (typeof value === "string") {
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new RefkitError(where, `expected an absolute http or https URL such as "https://api.example.com", got ${describeValue(value)}`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new RefkitError(where, `expected a URL without query, fragment or credentials, got ${describeValue(value)}`);
  }
  // Percent-encode what the URL parser leaves raw in paths ([, ], |, ^), which curl and Ruby refuse.
  return (url.origin + encodePath(url.pathname)).replace(/\/+$/, "");
}
