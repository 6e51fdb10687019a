/**
 * `sitemap.xml` at the site's root (sitemaps.org): the absolute address of every HTML page of the
 * site, for search engines. Only a site with an address (`siteUrl`) has one: a sitemap lists
 * absolute URLs, which refkit cannot know otherwise.
 */
import { escapeHtml } from "../html.ts";
import type { Reference } from "../reference/reference.ts";
import { siteAddress } from "../render/meta.ts";
import { languageAddress } from "../render/languages.ts";

/** Text as XML's character data and attribute values take it. */
const xml = (text: string) => escapeHtml(text).replace(/&#39;/g, "&apos;");

/**
 * The addresses a sitemap lists, in the site's order: each version's root (its landing page,
 * `index.html`), then its pages and "All endpoints"; the changelog last. None without `siteUrl`.
 * @example siteAddresses(reference) // ["https://docs.acme.test/", "https://docs.acme.test/customers.html", …]
 */
export function siteAddresses(reference: Reference): string[] {
  const { siteUrl } = reference.site;
  if (siteUrl === null) return [];
  const addresses: string[] = [];
  reference.versions.forEach((version, i) => {
    addresses.push(siteAddress(siteUrl, version.folder));
    for (const page of reference.pages) if (page.version === i && page.kind !== "changelog" && page.kind !== "landing") addresses.push(siteAddress(siteUrl, page.url));
  });
  for (const page of reference.pages) if (page.kind === "changelog") addresses.push(siteAddress(siteUrl, page.url));
  return addresses;
}

/**
 * The text of `sitemap.xml`, or `undefined` for a site without an address.
 * @example sitemapXml(reference) // '<?xml version="1.0" encoding="UTF-8"?>\n<urlset …>\n  <url><loc>https://docs.acme.test/</loc></url>…'
 */
export function sitemapXml(reference: Reference): string | undefined {
  if (reference.site.siteUrl === null) return undefined;
  const urls = siteAddresses(reference).map((address) => `  <url><loc>${xml(address)}</loc></url>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("")}</urlset>\n`;
}

/**
 * The root's `sitemap.xml` of a site of several languages with an address: an index of each
 * language's own; `undefined` without an address.
 */
export function languageSitemaps(reference: Reference): string | undefined {
  const { languages } = reference.site;
  if (languages === null || languageAddress(reference, "") === undefined) return undefined;
  const maps = languages.list.map((language) => `  <sitemap><loc>${xml(languageAddress(reference, `${language.folder}sitemap.xml`)!)}</loc></sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join("")}</sitemapindex>\n`;
}
