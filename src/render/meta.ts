/**
 * What a page's head says of it to search engines and link previews: its description
 * (`<meta name="description">`), its Open Graph tags and, on a site with an address (`siteUrl`),
 * its absolute canonical address. Pure: read from the reference and the page's summary.
 */
import { html, type Html } from "../html.ts";
import type { Reference, ReferencePage } from "../reference/reference.ts";
import { shortText } from "../text/plain-text.ts";
import { summaryLength } from "../resolve/summary.ts";
import { countText, format, isEnglish, listText, type InterfaceStrings } from "../locale/index.ts";

/** A page's head tags, decided. */
export interface PageMeta {
  /** The page's own title (`og:title`; `<title>` adds the site's name). */
  readonly title: string;
  /** The site's name (`og:site_name`). */
  readonly siteName: string;
  /** Plain text, at most 160 characters. */
  readonly description: string;
  /** Its absolute canonical address (`<link rel="canonical">`, `og:url`), on a site with an address. */
  readonly canonical?: string | undefined;
  /** Asks search engines not to list it (`<meta name="robots" content="noindex">`): the 404 page. */
  readonly noindex?: boolean | undefined;
}

/**
 * The absolute address of a file or folder of the site (`customers.html`, `v/v1/`, `""` for the
 * root), each segment of its path percent-encoded.
 * @example siteAddress("https://docs.acme.test/api/", "billing/invoices.html") // "https://docs.acme.test/api/billing/invoices.html"
 */
export function siteAddress(siteUrl: string, path: string): string {
  return new URL(path.split("/").map(encodeURIComponent).join("/"), siteUrl).href;
}

/** The site's name after "of": "the Acme API", or "The Acme API" as it is. */
function ofThe(site: string, text: InterfaceStrings): string {
  return !isEnglish(text) || /^the\s/i.test(site) ? site : `the ${site}`;
}

/** A version's pages of the reference and how many operations they hold (asked only by the pages that list them all). */
function versionPages(reference: Reference, version: number): { pages: ReferencePage[]; operations: number } {
  const pages = reference.pages.filter((other) => other.kind === "reference" && other.version === version);
  return { pages, operations: pages.reduce((n, other) => n + other.sections.filter((section) => section.method !== undefined).length, 0) };
}

/**
 * What a page that describes itself nowhere is: its operations (how many, the first ones' titles)
 * or its sections, on the site; "All endpoints" and the changelog say what they list.
 */
function fallbackDescription(page: ReferencePage, reference: Reference): string {
  const { text } = reference.site;
  const site = ofThe(reference.site.title, text);
  if (page.kind === "endpoints") return format(text.metaEndpoints, { site, operations: countText(text, "operations", versionPages(reference, page.version).operations) });
  if (page.kind === "changelog") return format(text.metaChangelog, { site });
  if (page.kind === "landing") {
    const { pages, operations } = versionPages(reference, page.version);
    const titles = [...(operations > 0 ? [countText(text, "operations", operations)] : []), ...pages.map((other) => other.title).slice(0, 5), ...(pages.length > 5 ? ["…"] : [])];
    return `${format(text.metaLanding, { site, list: listText(text, titles) })}${pages.length > 5 ? "" : text.fullStop}`;
  }
  const own = page.sections.filter((section) => section.method !== undefined);
  const listed = own.length > 0 ? own : page.sections;
  const named = listed.slice(0, 3).map((section) => section.title);
  const what = own.length > 0 ? format(text.metaOperations, { operations: countText(text, "operations", own.length), site }) : format(text.metaPage, { site });
  const more = listed.length > named.length;
  return `${page.title}: ${what}${named.length > 0 ? `: ${listText(text, [...named, ...(more ? ["…"] : [])])}` : ""}${more ? "" : text.fullStop}`;
}

/**
 * The head tags of `page` of `reference`, whose resolved summary is `summary` (`ResolvedPage.summary`).
 * `relativeCanonical` is a versioned site's canonical page, relative to the page (an earlier
 * version's page names the current version's).
 * @example pageMeta(reference.pages[0], reference, resolved.summary)
 */
export function pageMeta(page: ReferencePage, reference: Reference, summary: string | undefined, relativeCanonical?: string): PageMeta {
  const { siteUrl, title: siteName } = reference.site;
  // "All endpoints" says what it lists better than its one line under the title.
  const description = page.kind !== "endpoints" && summary !== undefined ? summary : shortText(fallbackDescription(page, reference), summaryLength);
  if (siteUrl === null) return { title: page.title, siteName, description };
  const own = siteAddress(siteUrl, page.url);
  const canonical = relativeCanonical !== undefined ? new URL(relativeCanonical, own).href  : own;
  // An index.html is its folder's address, as the sitemap lists it.
  return { title: page.title, siteName, description, canonical: canonical.replace(/\/index\.html$/, "/") };
}

/**
 * The tags `meta` decides, for the head after `<title>` (the canonical link goes with the others).
 * Every value is escaped: titles and descriptions come from descriptions anyone may have written.
 */
export function metaTags(meta: PageMeta): Html {
  return html`${meta.noindex ? html`\n<meta name="robots" content="noindex">` : ""}
<meta name="description" content="${meta.description}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${meta.siteName}">
<meta property="og:title" content="${meta.title}">
<meta property="og:description" content="${meta.description}">${meta.canonical === undefined ? "" : html`\n<meta property="og:url" content="${meta.canonical}">`}`;
}
