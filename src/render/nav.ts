/**
 * The sidebar: every page (a large reference's in chapters, nav-chapters.ts), and under the
 * current one its sections with their verb badges.
 */
import { badge } from "../components/endpoint.ts";
import { en, type InterfaceStrings } from "../locale/index.ts";
import { flat, html, raw, type Html } from "../html.ts";
import type { ResolvedSection } from "../resolve/page.ts";
import { navChapters, operationRunSize, operationRunThreshold, runs, type NavChapter, type NavPage } from "./nav-chapters.ts";

export type { NavPage } from "./nav-chapters.ts";

/** What every sidebar of the site links to, beside its pages. */
export interface NavSite {
  /** The file name (without `.html`) of the "All endpoints" page, linked at the top. */
  readonly allEndpoints: string;
  /** The site-relative file of the OpenAPI document the site was built from, offered at the end. */
  readonly download?: string | undefined;
  /** The logo's site-relative file, or its absolute URL, shown before the site's name. */
  readonly logo?: string | undefined;
  /** The configured link back to the product. */
  readonly product?: { readonly href: string; readonly label: string } | undefined;
  /** A versioned site's changelog page, relative to this reference's root (`changelog.html`, `../../changelog.html`). */
  readonly changelog?: string | undefined;
}

/** The page the sidebar is rendered for, with its resolved sections. */
export interface NavCurrent {
  readonly slug: string;
  readonly sections: readonly ResolvedSection[];
}

/**
 * The items, consecutive pages of one group nested under the group's heading. A group folds
 * (`<details>`, so it works without JavaScript): open when it holds the current page, closed
 * otherwise, so that a large reference's sidebar starts short.
 */
function grouped(pages: readonly NavPage[], items: readonly Html[], current: string): Html[] {
  const out: Html[] = [];
  for (let i = 0; i < pages.length; ) {
    const group = pages[i]!.group;
    let end = i + 1;
    while (group !== undefined && end < pages.length && pages[end]!.group === group) end++;
    const open = pages.slice(i, end).some((page) => page.slug === current);
    out.push(
      group === undefined ? items[i]! : html`<li class="rk-nav-group"><details${open ? html` open` : ""}><summary class="rk-nav-group-title">${group}</summary><ul>${items.slice(i, end)}</ul></details></li>`,
    );
    i = end;
  }
  return out;
}

/**
 * A large reference's chapters: the current page's open with its pages, each other one a link to
 * its first page (a chapter of one page is that page's link).
 */
function chaptered(chapters: readonly NavChapter[], item: (page: NavPage) => Html, current: string, prefix: string): Html[] {
  return chapters.map((chapter) => {
    if (chapter.pages.length === 1) return item(chapter.pages[0]!);
    if (!chapter.pages.some((page) => page.slug === current)) return html`<li class="rk-nav-page rk-nav-chapter"><a href="${prefix}${chapter.pages[0]!.slug}.html">${chapter.title}</a></li>`;
    return html`<li class="rk-nav-group"><details open><summary class="rk-nav-group-title">${chapter.title}</summary><ul>${chapter.pages.map(item)}</ul></details></li>`;
  });
}

/** A list of pages as the sidebar reads it. */
interface Nesting {
  /** The pages listed at the sidebar's top. */
  readonly top: readonly NavPage[];
  /** Each group page's operation pages, by its slug. */
  readonly children: ReadonlyMap<string, readonly NavPage[]>;
  /** Every page, by its slug. */
  readonly bySlug: ReadonlyMap<string, NavPage>;
}

const nesting = new WeakMap<readonly NavPage[], Nesting>();

/** How the sidebar reads a list of pages (made once per list: every page's sidebar reads it). */
function nested(pages: readonly NavPage[]): Nesting {
  let known = nesting.get(pages);
  if (known === undefined) {
    const children = new Map<string, NavPage[]>();
    for (const page of pages) if (page.parent !== undefined) (children.get(page.parent) ?? children.set(page.parent, []).get(page.parent)!).push(page);
    known = { top: pages.filter((page) => page.parent === undefined), children, bySlug: new Map(pages.map((page) => [page.slug, page])) };
    nesting.set(pages, known);
  }
  return known;
}

const runsOf = new WeakMap<readonly NavPage[], readonly NavChapter[]>();

/** A group's operation pages in runs (made once per group: each of its pages lists them). */
function operationRuns(pages: readonly NavPage[]): readonly NavChapter[] {
  let known = runsOf.get(pages);
  if (known === undefined) runsOf.set(pages, (known = runs(pages, operationRunSize)));
  return known;
}

const childLines = new WeakMap<NavPage, Map<string, Html>>();

/** The line of an operation's page under its group, linked by `href` (without `.html`), once for each `href`. */
function childLine(page: NavPage, href: string, text: InterfaceStrings): Html {
  let lines = childLines.get(page);
  if (lines === undefined) childLines.set(page, (lines = new Map()));
  let line = lines.get(href);
  if (line === undefined) {
    line = raw(
      flat(String(
        html`<li><a href="${`${href}.html`}"${page.deprecated ? html` class="rk-nav-deprecated"` : ""}>${page.method ? badge(page.method) : ""}<span>${page.title}</span>${
          page.deprecated ? html`<span class="rk-visually-hidden"> (${text.deprecated})</span>` : ""
        }</a></li>`),
      ),
    );
    lines.set(href, line);
  }
  return line;
}

/**
 * The search box, shown only with JavaScript (the script loads search on its first focus);
 * without it, the "All endpoints" link below stands in for it.
 */
const searchBox = (text: InterfaceStrings) => html`<div class="rk-search" role="search"><input type="search" class="rk-search-input" role="combobox" aria-label="${text.search}" aria-expanded="false" aria-controls="rk-search-results" aria-autocomplete="list" autocomplete="off" spellcheck="false" placeholder="${text.searchPlaceholder}"><ul class="rk-search-results" id="rk-search-results" role="listbox" aria-label="${text.searchResults}" hidden></ul><p class="rk-search-status rk-visually-hidden" role="status"></p></div>`;

/** Where the lines of the current page's run go in a sidebar kept for the pages of that run (see `shells`). */
const currentMark = "\u0000rk-current\u0000";

/** How many sidebars of operation pages are kept at a time, for each list of pages. */
const keptShells = 32;

/**
 * The sidebars of operation pages, each without the lines of its run (where `currentMark` is):
 * every page of a group, or of one run of a large group, has the same sidebar around them, so it
 * is written once for them all. Kept per list of pages, the last `keptShells` of them.
 */
const shells = new WeakMap<readonly NavPage[], Map<string, readonly [string, string]>>();

/**
 * Renders the sidebar for the page `current`; links are relative to that page (`prefix` leads
 * back to the site's root).
 */
export function renderNav(siteTitle: string, pages: readonly NavPage[], current: NavCurrent, prefix: string, site: NavSite, text: InterfaceStrings = en): Html {
  const page = nested(pages).bySlug.get(current.slug);
  if (page?.parent === undefined) return navHtml(siteTitle, pages, current, prefix, site, text);
  // An operation's page: its group's sidebar, kept, with the lines of its run put in.
  const own = nested(pages).children.get(page.parent) ?? [];
  const run = own.length <= operationRunThreshold ? own : operationRuns(own).find((chapter) => chapter.pages.includes(page))!.pages;
  const key = JSON.stringify([siteTitle, prefix, page.parent, run[0]!.slug, site, text]);
  let kept = shells.get(pages);
  if (kept === undefined) shells.set(pages, (kept = new Map()));
  let shell = kept.get(key);
  if (shell === undefined) {
    const written = navHtml(siteTitle, pages, current, prefix, site, text, raw(currentMark)).value;
    const at = written.indexOf(currentMark);
    shell = [written.slice(0, at), written.slice(at + currentMark.length)];
    if (kept.size >= keptShells) kept.delete(kept.keys().next().value!);
    kept.set(key, shell);
  }
  // The pages of a run share the operation page's folder.
  let lines = "";
  for (const other of run) lines += other === page ? currentLine(page, current, text) : childLine(other, other.slug.slice(other.parent!.length + 1), text).value;
  return raw(shell[0] + lines + shell[1]);
}

/** The current page's line of its group's list: the page marked as current, with its sections when it has several. */
function currentLine(page: NavPage, current: NavCurrent, text: InterfaceStrings): string {
  return html`<li><a href="${`${page.slug.slice(page.slug.lastIndexOf("/") + 1)}.html`}" aria-current="page"${page.deprecated ? html` class="rk-nav-deprecated"` : ""}>${page.method ? badge(page.method) : ""}<span>${page.title}</span>${
    page.deprecated ? html`<span class="rk-visually-hidden"> (${text.deprecated})</span>` : ""
  }</a>${current.sections.length > 1 ? sectionList(current.sections, text) : ""}</li>`.value;
}

/** The current page's sections, each linked by its anchor. */
function sectionList(sections: readonly ResolvedSection[], text: InterfaceStrings): Html {
  return html`<ul>${sections.map(
    (section) => html`<li><a href="#${section.id}"${section.deprecated ? html` class="rk-nav-deprecated"` : ""}>${section.method ? badge(section.method) : ""}<span>${section.title}</span>${
      section.deprecated ? html`<span class="rk-visually-hidden"> (${text.deprecated})</span>` : ""
    }</a></li>`,
  )}</ul>`;
}

/** `renderNav`'s sidebar, written whole; `runLines`, when given, stands for the lines of the current page's run of its group (the whole group when it has no runs). */
function navHtml(siteTitle: string, pages: readonly NavPage[], current: NavCurrent, prefix: string, site: NavSite, text: InterfaceStrings, runLines?: Html): Html {
  const { allEndpoints, download, logo, product: productLink, changelog } = site;
  const { top, children } = nested(pages);
  // The group open in the sidebar: the current page's, or the current page when it is a group's.
  const open = nested(pages).bySlug.get(current.slug)?.parent ?? current.slug;
  // An operation's page is listed under its group by a short line; the lines of a group are the
  // same on each of its pages but the current one's, so they are written once per group and place.
  const inFolder = (page: NavPage) => page.parent !== undefined && current.slug.startsWith(`${page.parent}/`);
  const child = (page: NavPage) => {
    if (page.slug !== current.slug) return childLine(page, inFolder(page) ? page.slug.slice(page.parent!.length + 1) : `${prefix}${page.slug}`, text);
    return raw(currentLine(page, current, text));
  };
  // A large group lists its operations in runs of at most `operationRunSize`: the current page's run
  // whole, the runs before and after it one link each to their first page, so that a page's
  // sidebar stays bounded (Microsoft Graph has groups of 600 operations, each with its page).
  const operationLines = (own: readonly NavPage[]) => {
    if (own.length <= operationRunThreshold) return runLines ?? own.map(child);
    const chapters = operationRuns(own);
    const at = Math.max(0, chapters.findIndex((chapter) => chapter.pages.some((page) => page.slug === current.slug)));
    // Only the runs next to it are links: the group's page lists every operation, one link up,
    // and a line for each run would grow with the group (Microsoft Graph's have 600 operations).
    return chapters.slice(Math.max(0, at - 1), at + 2).map((chapter) => {
      if (chapter === chapters[at]) return runLines ?? chapter.pages.map(child);
      const first = chapter.pages[0]!;
      return html`<li class="rk-nav-chapter"><a href="${inFolder(first) ? first.slug.slice(first.parent!.length + 1) : `${prefix}${first.slug}`}.html">${chapter.title}</a></li>`;
    });
  };
  const item = (page: NavPage) => {
    const href = `${prefix}${page.slug}.html`;
    const own = children.get(page.slug);
    if (page.slug !== open) return html`<li class="rk-nav-page"><a href="${href}">${page.title}</a></li>`;
    const here = page.slug === current.slug;
    // Only the open group lists its pages, and only the current page its sections: on a large
    // reference, every page repeating every endpoint of the site would be most of each file.
    const under = own === undefined ? (here ? sectionList(current.sections, text) : "") : html`<ul class="rk-nav-operations">${operationLines(own)}</ul>`;
    return html`<li class="rk-nav-page"><a href="${href}"${here ? html` aria-current="page"` : ""}>${page.title}</a>${under}</li>`;
  };
  const chapters = navChapters(top);
  const list = chapters === undefined ? grouped(top, top.map(item), open) : chaptered(chapters, item, open, prefix);
  // On a phone the page's content comes first: a bar at the top holds the menu button (with
  // JavaScript, it opens the sidebar over the page) or, without it, a link down to the sidebar.
  // The logo goes with the site's name, which says it: it needs no text of its own.
  const title = html`${logo === undefined ? "" : html`<img class="rk-logo" src="${/^https?:/.test(logo) ? logo : `${prefix}${logo}`}" alt="">`}<span>${siteTitle}</span>`;
  const product = productLink === undefined ? "" : html`<p class="rk-product"><a href="${productLink.href}" rel="noopener"><span aria-hidden="true">← </span>${productLink.label}</a></p>`;
  const topbar = html`<header class="rk-topbar"><a class="rk-topbar-title" href="${prefix}index.html">${title}</a><a class="rk-menu-link" href="#rk-nav">${text.menu}</a><button type="button" class="rk-menu" aria-expanded="false" aria-controls="rk-nav">${text.menu}</button></header>`;
  return html`${topbar}<nav class="rk-sidebar" id="rk-nav" aria-label="${text.reference}"><div class="rk-sidebar-head"><a class="rk-site-title" href="${prefix}index.html">${title}</a><button type="button" class="rk-theme-toggle" aria-pressed="false">${text.darkTheme}</button></div>${product}${searchBox(text)}<p class="rk-nav-all"><a href="${prefix}${allEndpoints}.html"${
    current.slug === allEndpoints ? html` aria-current="page"` : ""
  }>${text.allEndpoints}</a></p>${changelog === undefined ? "" : html`<p class="rk-nav-all"><a href="${prefix}${changelog}"${changelog === `${current.slug}.html` ? html` aria-current="page"` : ""}>${text.changelog}</a></p>`}<ul>${list}</ul>${
    download === undefined ? "" : html`<p class="rk-download"><a href="${prefix}${download}" download>${text.downloadDescription}</a></p>`
  }</nav>`;
}
