/**
 * `404.html`: what a web server answers for an address the site does not have, in the site's
 * frame (its sidebar, stylesheet, script and search). A server sends it for any missing path,
 * `/a/b/c.html` as well as `/x.html`, so its links cannot be relative to where it is: they are
 * root-absolute, from the path of the site's address (`siteUrl`; without it, the host's root),
 * `/assets/refkit.css`, `/api/customers.html`. It names no canonical address, and asks search
 * engines not to list it. Pure: written from the reference alone.
 */
import { html } from "../html.ts";
import type { Reference } from "../reference/reference.ts";
import { siteNames } from "../page-names.ts";
import { renderNav } from "./nav.ts";
import { navPages, type RenderedPage } from "./page.ts";
import { renderPageDocument } from "./render.ts";
import { languageParts } from "./languages.ts";
import { markdownText } from "../text/markdown-text.ts";
import { format, formatHtml } from "../locale/index.ts";

/** The page's title, in its `<h1>` and `<title>`. */
export const notFoundTitle = "Page not found";

/**
 * The path every link of the 404 page starts with: the path of the site's address, else `/`.
 * @example notFoundBase({ site: { siteUrl: "https://docs.acme.test/api/" } }) // "/api/"
 */
export function notFoundBase(reference: Pick<Reference, "site">): string {
  // A language's site is in its folder (its siteUrl names that folder already).
  return reference.site.siteUrl === null ? `/${reference.site.languages?.folder ?? ""}` : new URL(reference.site.siteUrl).pathname;
}

/**
 * The site's `404.html` and its Markdown twin (`404.md`), for the current version's frame.
 * @example await writeFile("site/404.html", renderNotFound(reference).html)
 */
export function renderNotFound(reference: Reference): RenderedPage {
  const base = notFoundBase(reference);
  const version = reference.versions[0]!;
  const { title: site, liveReload } = reference.site;
  const home = `${base}${siteNames.index}.html`;
  const endpoints = `${base}${version.links.allEndpoints}.html`;
  const { text } = reference.site;
  // In a site of several languages, each language's 404 page leads to every language's first page.
  const siteRoot = base.slice(0, base.length - (reference.site.languages?.folder.length ?? 0));
  const description = text.notFoundText;
  const title = text.notFound;
  const help = formatHtml(text.notFoundHelp, { key: html`<kbd>/</kbd>`, home: html`<a href="${home}">${text.firstPage}</a>`, endpoints: html`<a href="${endpoints}">${text.allEndpoints}</a>` });
  const body = html`<article class="rk-page rk-not-found"><header class="rk-page-header"><h1>${title}</h1><p class="rk-page-description">${description}</p></header><p>${help}</p></article>`;
  const nav = renderNav(site, navPages(reference, 0), { slug: siteNames.notFound, sections: [] }, base, version.links, reference.site.text);
  const document = renderPageDocument({ title }, [], body.value, {
    siteTitle: site,
    liveReload,
    locale: { tag: reference.site.locale, text: reference.site.text },
    imageOrigins: version.imageOrigins,
    assetsBase: `${base}assets/`,
    stylesheets: version.links.stylesheets,
    markdownTwin: `${base}${siteNames.notFound}.md`,
    nav,
    languages: languageParts(reference, siteNames.notFound, (file) => `${siteRoot}${file.replace(/[^/]*$/, `${siteNames.index}.html`)}`, false),
    meta: { title, siteName: site, description, noindex: true },
  });
  // The base is percent-encoded already (siteUrl's path): only what would end a link's target early is left to encode.
  const target = (path: string) => path.replace(/[()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const listed = format(markdownText(text.notFoundListed), { llms: `[llms.txt](${target(`${base}llms.txt`)})`, endpoints: `[${markdownText(text.allEndpoints)}](${target(`${base}${version.links.allEndpoints}.md`)})` });
  const markdown = `# ${markdownText(title)}\n\n${markdownText(description)}\n\n${listed}\n`;
  return { html: document, markdown };
}
