/** The site's own public address (`siteUrl`, `--site-url`): checked and normalized, wherever it is set. */
import { checkHttpAddress } from "./base-url.ts";
import type { ErrorLocation } from "./errors.ts";

/**
 * The address of a site's root: an absolute http(s) URL without query, fragment or credentials,
 * normalized (lowercase scheme and host, no default port, path characters percent-encoded) and
 * ending in exactly one `/`, so that a page's file resolves against it. Throws a `RefkitError` at
 * `where` otherwise.
 * @example checkSiteUrl("https://Docs.Acme.test/api") // "https://docs.acme.test/api/"
 */
export function checkSiteUrl(value: unknown, where: ErrorLocation = { component: "Config", key: "siteUrl" }): string {
  return `${checkHttpAddress(value, where, { address: `the absolute http or https address of the site's root, such as "https://docs.example.com/"`, clean: "the address of the site's root" })}/`;
}
