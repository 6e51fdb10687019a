/**
 * `renderPage`: a resolved page of a `Reference` as the files a site holds for it — the whole
 * HTML document (policy, sidebar, the version's parts, the article) and its Markdown twin.
 * Synchronous and pure: it reads the resolved page and the reference, nothing else.
 */
import type { Html } from "../html.ts";
import { en, type InterfaceStrings } from "../locale/index.ts";
import { RefkitError } from "../errors.ts";
import { referencePage, type Reference, type ReferencePage, type ReferenceVersion } from "../reference/reference.ts";
import { versionFolder, type VersionJob } from "../reference/versions.ts";
import type { ResolvedPage, ResolvedSection } from "../resolve/page.ts";
import { renderNav, type NavPage } from "./nav.ts";
import { pageMeta, type PageMeta } from "./meta.ts";
import { renderPager } from "./pager.ts";
import { renderMarkdown, renderPageBody, renderPageDocument, type DocumentOptions } from "./render.ts";
import { languageParts, relativeTo } from "./languages.ts";
import { changelogControl, sectionVersionLinks, versionBanner, versionControl } from "./versions.ts";

/** A page's files: its HTML document and its Markdown twin. */
export interface RenderedPage {
  readonly html: string;
  readonly markdown: string;
}

/** A versioned site's parts of a page (see `DocumentOptions.version`). */
export function versionParts(version: VersionJob | undefined, slug: string, text: InterfaceStrings = en): DocumentOptions["version"] {
  const links = version !== undefined && Object.hasOwn(version.links, slug) ? version.links[slug] : undefined;
  if (version === undefined || links === undefined) return undefined;
  const sections = Object.hasOwn(version.sections, slug) ? version.sections[slug]! : {};
  const marks = Object.hasOwn(version.marks, slug) ? version.marks[slug]! : {};
  return {
    control: versionControl(version, links, text),
    banner: versionBanner(version, links, text),
    canonical: version.current === undefined ? undefined : links[0]!.href,
    sections: (anchor) => sectionVersionLinks(Object.hasOwn(sections, anchor) ? sections[anchor]! : [], Object.hasOwn(marks, anchor) ? marks[anchor] : undefined, text),
  };
}

/** The "All endpoints" page's links to the other versions' own (each version has one at its root). */
function endpointsVersion(version: VersionJob, slug: string): VersionJob {
  const first = Object.values(version.links)[0] ?? [];
  // Every version's root is the same number of folders from each other: the links of a root page lead to the other roots.
  const links = first.map((link) => ({ ...link, href: link.href.replace(/[^/]*$/, `${slug}.html`) }));
  return { ...version, links: { [slug]: links }, sections: {}, marks: {} };
}

/** A memo of one list per reference and version, made on first ask. */
function perVersion(make: (reference: Reference, version: number) => readonly NavPage[]): (reference: Reference, version: number) => readonly NavPage[] {
  const made = new WeakMap<Reference, Map<number, readonly NavPage[]>>();
  return (reference, version) => {
    let versions = made.get(reference);
    if (versions === undefined) made.set(reference, (versions = new Map()));
    let pages = versions.get(version);
    if (pages === undefined) versions.set(version, (pages = make(reference, version)));
    return pages;
  };
}

/** A version's pages as its sidebar lists them (made once per reference and version: every page's sidebar lists them). */
export const navPages = perVersion((reference, version) => {
  const { folder } = reference.versions[version]!;
  return reference.pages
    .filter((page) => page.kind === "reference" && page.version === version)
    .map((page) => {
      const operation = page.parent === undefined ? undefined : page.sections[0];
      return { slug: page.slug, title: page.title, group: page.group, ...(page.parent === undefined ? {} : { parent: page.parent.slice(folder.length), method: operation?.method, deprecated: operation?.deprecated }) };
    });
});

/** A version's pages in the order its pager steps through them: the landing page, then the sidebar's. */
const pagerPages = perVersion((reference, version) => {
  const landing = reference.pages.find((page) => page.kind === "landing" && page.version === version);
  return [...(landing === undefined ? [] : [{ slug: landing.slug, title: landing.title }]), ...navPages(reference, version)];
});

/** The page of the reference a resolved page is, or an error naming what is missing. */
function pageOf(resolved: Pick<ResolvedPage, "id">, reference: Reference): ReferencePage {
  const page = resolved.id === undefined ? undefined : referencePage(reference, resolved.id);
  if (page === undefined) throw new RefkitError({ component: "renderPage", key: "resolvedPage" }, `expected a page resolved from this reference (resolvePage), got ${resolved.id === undefined ? "a page without an id" : `the id ${JSON.stringify(resolved.id)}, which it has no page of`}`);
  return page;
}

/**
 * How a page's document is written around its body: its options (assets, twin, version parts)
 * and its sidebar, for a file at `base` from its version's root (`""`, or `../` for
 * `billing/invoices.html`).
 */
export interface PageFrame {
  readonly options: DocumentOptions;
  /** The sidebar, for the page's resolved sections. */
  nav(sections: readonly ResolvedSection[]): Html;
  /** The head's description, Open Graph tags and canonical address, for the page's resolved summary. */
  meta(summary: string | undefined): PageMeta;
}

/** See `PageFrame`. */
export function pageFrame(page: ReferencePage, reference: Reference): PageFrame {
  const version: ReferenceVersion = reference.versions[page.version]!;
  const { title: siteTitle, liveReload, text } = reference.site;
  const locale = { tag: reference.site.locale, text };
  const imageOrigins = version.imageOrigins;
  const languages = languageParts(reference, page.id, relativeTo(reference, page.url));
  if (page.kind === "landing") {
    const parts = version.job === undefined ? undefined : versionParts(endpointsVersion(version.job, page.slug), page.slug, text);
    return {
      options: { siteTitle, liveReload, locale, languages, assetsBase: "assets/", stylesheets: version.links.stylesheets, imageOrigins, markdownTwin: `${page.slug}.md`, version: parts, pager: renderPager(pagerPages(reference, page.version), page.slug, "", text) },
      nav: () => renderNav(siteTitle, navPages(reference, page.version), { slug: page.slug, sections: [] }, "", version.links, text),
      meta: (summary) => pageMeta(page, reference, summary, parts?.canonical),
    };
  }
  if (page.kind === "endpoints") {
    const job = version.job;
    const parts = job === undefined ? undefined : versionParts(endpointsVersion(job, page.slug), page.slug, text);
    return {
      options: { siteTitle, liveReload, locale, languages, assetsBase: "assets/", stylesheets: version.links.stylesheets, imageOrigins, markdownTwin: `${page.slug}.md`, version: parts },
      nav: () => renderNav(siteTitle, navPages(reference, page.version), { slug: page.slug, sections: [] }, "", version.links, text),
      meta: (summary) => pageMeta(page, reference, summary, parts?.canonical),
    };
  }
  if (page.kind === "changelog") {
    const labels = reference.versions.map((other) => ({ label: other.label, openapi: "" }));
    // The changelog's sidebar is the current version's, with no logo.
    const { logo: _logo, ...links } = version.links;
    return {
      options: { siteTitle, liveReload, locale, languages, assetsBase: "assets/", stylesheets: version.links.stylesheets, imageOrigins, markdownTwin: `${page.slug}.md`, version: { control: changelogControl(labels, (i) => `${versionFolder(labels, i)}index.html`, text) } },
      nav: (sections) => renderNav(siteTitle, navPages(reference, page.version), { slug: page.slug, sections }, "", { ...links, changelog: `${page.slug}.html` }, text),
      meta: (summary) => pageMeta(page, reference, summary),
    };
  }
  const base = "../".repeat(page.slug.split("/").length - 1);
  const parts = versionParts(version.job, page.slug, text);
  return {
    options: {
      siteTitle,
      liveReload,
      locale,
      languages,
      imageOrigins,
      assetsBase: `${base}assets/`,
      stylesheets: version.links.stylesheets,
      markdownTwin: `${page.slug.slice(page.slug.lastIndexOf("/") + 1)}.md`,
      version: parts,
      pager: renderPager(pagerPages(reference, page.version), page.slug, base, text),
    },
    nav: (sections) => renderNav(siteTitle, navPages(reference, page.version), { slug: page.slug, sections }, base, version.links, text),
    meta: (summary) => pageMeta(page, reference, summary, parts?.canonical),
  };
}

/** The HTML document of a resolved page, as the frame writes it. */
function pageDocument(resolved: ResolvedPage, frame: PageFrame): string {
  return renderPageDocument(resolved, resolved.connect, renderPageBody(resolved, frame.options), { ...frame.options, nav: frame.nav(resolved.sections), meta: frame.meta(resolved.summary) });
}

/**
 * A resolved page's files, byte for byte as `refkit build` writes them (`page.url` and its `.md`
 * twin, relative to the site's root).
 * @example const { html, markdown } = renderPage(await resolvePage(reference, "customers"), reference)
 */
export function renderPage(resolved: ResolvedPage, reference: Reference): RenderedPage {
  return { html: pageDocument(resolved, pageFrame(pageOf(resolved, reference), reference)), markdown: renderMarkdown(resolved) };
}
