/** The site's own public address (`siteUrl`, `--site-url`): checked and normalized, wherever it is set. */
import { RefkitError, describeValue, type ErrorLocation } from "./errors.ts";
import { encodePath } from "./url.ts";

/**
 * The address of a site's root: an absolute http(s) URL without query, fragment or credentials,
 * normalized (lowercase scheme and host, no default port, path characters percent-encoded) and
 * ending in exactly one `/`, so that a page's file resolves against it. Throws a `RefkitError` at
 * `where` otherwise.
 * @example checkSiteUrl("https://Docs.Acme.test/api") // "https://docs.acme.test/api/"
 */
export function checkSiteUrl(value: unknown, where: ErrorLocation = { component: "Config", key: "siteUrl" }): string {
  let url: URL | undefined;
  if (typeof value === "string") {
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new RefkitError(where, `expected the absolute http or https address of the site's root, such as "https://docs.example.com/", got ${describeValue(value)}`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new RefkitError(where, `expected the address of the site's root without query, fragment or credentials, got ${describeValue(value)}`);
  }
  return `${url.origin}${encodePath(url.pathname).replace(/\/+$/, "")}/`;
}
