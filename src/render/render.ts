/**
 * Output: `render` for an HTML fragment, `renderDocument` for a whole page. Both resolve the
 * configuration once and share one highlighter, created lazily.
 */
import { getConfig, type Config } from "../config/config.ts";
import { textDirection, type InterfaceStrings } from "../locale/index.ts";
import { pageSettings, settingsOf, type Settings } from "../config/settings.ts";
import { pagePolicy } from "../csp.ts";
import { RefkitError, describeValue } from "../errors.ts";
import { html, type Html } from "../html.ts";
import { isNode, type Node } from "../components/node.ts";
import { Page, pageSections } from "../components/page.ts";
import { decideNodes, resolveNodes, type ResolvedPage } from "../resolve/page.ts";
import { withContext } from "../resolve/context.ts";
import { articleHtml, articleMarkdown } from "./article.ts";
import { metaTags, type PageMeta } from "./meta.ts";
import type { LanguageParts } from "./languages.ts";

/** Options of `render`. */
export interface RenderOptions {
  /** The configuration to use instead of the one in scope, or settings settled already (an import's `settings`). */
  readonly config?: Config | Settings;
}

/** Options of `renderDocument`. */
export interface DocumentOptions extends RenderOptions {
  /** Where the stylesheet and script are, relative to the page. Default `"assets/"`. */
  readonly assetsBase?: string;
  /** Stylesheets linked after refkit's own, in order, relative to `assetsBase` (the theme's, the team's). */
  readonly stylesheets?: readonly string[] | undefined;
  /** The site's name, appended to the page title in `<title>`. */
  readonly siteTitle?: string;
  /** Navigation rendered before the page (the site builder passes its sidebar). */
  readonly nav?: Html;
  /** Where the page's images may come from (its policy's `img-src`), instead of the configuration's `imageOrigins`. */
  readonly imageOrigins?: readonly string[] | undefined;
  /**
   * What the head says of the page to search engines and link previews (see meta.ts): its
   * description and Open Graph tags, and, on a site with an address, its absolute canonical
   * address, which stands instead of `version.canonical`.
   */
  readonly meta?: PageMeta | undefined;
  /** What follows the page's article in `<main>`: a reference page's links to the previous and next pages (see pager.ts). */
  readonly pager?: Html | undefined;
  /** Also link `refkit-dev.js`, the live-reload script of `refkit dev`. */
  readonly liveReload?: boolean;
  /** The interface's language and strings, instead of the configuration's (a site passes its reference's). */
  readonly locale?: { readonly tag: string; readonly text: InterfaceStrings } | undefined;
  /** A site of several languages: the page's "Language" control (at the top of `<main>`) and its `hreflang` alternates (see languages.ts). */
  readonly languages?: LanguageParts | undefined;
  /** Where the page's Markdown twin is, relative to the page (`customers.md`): linked as `rel="alternate"`, and offered under the title ("Copy as Markdown", "View as Markdown"). */
  readonly markdownTwin?: string;
  /**
   * A versioned site's parts of the page: the "API version" control (under the title), the banner
   * of an earlier version (before the page) and the current version's page, named canonical.
   */
  readonly version?: {
    readonly control: Html;
    readonly banner?: Html | undefined;
    readonly canonical?: string | undefined;
    /** The links from a section (by its anchor) to the same operation in the other versions. */
    readonly sections?: ((anchor: string) => Html | undefined) | undefined;
  };
}

/** The page's language and strings: the options', else the configuration's. */
function localeOf(options: DocumentOptions): { readonly tag: string; readonly text: InterfaceStrings } {
  if (options.locale !== undefined) return options.locale;
  const settings = settingsOf(options.config ?? getConfig());
  return { tag: settings.locale, text: settings.text };
}

/** The components to render as a fragment, checked. */
function fragmentNodes(target: unknown): readonly Node[] {
  if (Array.isArray(target)) {
    target.forEach((node, i) => {
      if (!isNode(node)) throw new RefkitError({ component: "render", key: `[${i}]` }, `expected a component, got ${describeValue(node)}`);
    });
    return target;
  }
  if (isNode(target)) return [target];
  throw new RefkitError({ component: "render" }, `expected a component, an array of components or a Page, got ${describeValue(target)}`);
}

/**
 * A resolved page's `<article>` alone, for a host site's own layout (Starlight, Docusaurus): its
 * description and sections, without the title (the host shows it) and without refkit's sidebar; a
 * versioned reference's page also has its "API version" control, its sections' links to the other
 * versions and, in an earlier version, the banner before it.
 * @example const html = renderArticle(await resolveNodes(page, pageSections(page), settings))
 */
export function renderArticle(resolved: ResolvedPage, options: Pick<DocumentOptions, "version"> = {}): string {
  const { version } = options;
  const body = articleHtml(resolved, { heading: false, version: version?.control, sectionVersions: version?.sections });
  return `${version?.banner ?? ""}${body}`;
}

/**
 * Renders a component, a list of components or a page as an HTML fragment, to embed anywhere.
 * @example await render(Endpoint("get", "/v1/customers"))
 */
export async function render(target: Node | readonly Node[] | Page, options: RenderOptions = {}): Promise<string> {
  const config = pageSettings(target, options.config ?? getConfig());
  if (target instanceof Page) return articleHtml(await resolveNodes(target, pageSections(target), config));
  const nodes = fragmentNodes(target);
  // Its request examples are decided first, as a page's are: each template runs once.
  const { decided, languages } = decideNodes(nodes, config);
  return (await withContext(config, (context) => html`${nodes.map((node) => node.render(context))}`, decided, languages)).value;
}

/**
 * A resolved page as Markdown, its twin (`X.md` beside `X.html`): the title, the description, then
 * each node's `markdown` (a component without one is left out). Snippets and responses are fenced
 * blocks whose text is exactly the page's; tables are Markdown tables.
 * @example await writeFile("customers.md", renderMarkdown(await resolveNodes(page, pageSections(page), settings)))
 */
export function renderMarkdown(resolved: ResolvedPage): string {
  return articleMarkdown(resolved);
}

/**
 * Renders a page as a whole HTML document that links one stylesheet and one script (no inline
 * script or style, so it runs under `Content-Security-Policy: default-src 'self'`), and declares
 * its policy in a `<meta>` first thing: `default-src 'self'`, images also from
 * `config.imageOrigins`, connections also to the API origins its request consoles send to.
 * @example await writeFile("customers.html", await renderDocument(new Customers()))
 */
export async function renderDocument(page: Page, options: DocumentOptions = {}): Promise<string> {
  if (!(page instanceof Page)) throw new RefkitError({ component: "renderDocument" }, `expected a Page instance, got ${describeValue(page)}`);
  const config = pageSettings(page, options.config ?? getConfig());
  return renderResolved(await resolveNodes(page, pageSections(page), config), { ...options, config });
}

/** `renderDocument` for a page already resolved (the site build resolves each page once, for its sidebar too). */
export function renderResolved(resolved: ResolvedPage, options: DocumentOptions = {}): string {
  return renderPageDocument(resolved, resolved.connect, renderPageBody(resolved, options), options);
}

/** What `renderResolved` puts in a page's `<main>`: its `<article>`, with its Markdown twin's and versions' parts. */
export function renderPageBody(resolved: ResolvedPage, options: DocumentOptions = {}): string {
  return articleHtml(resolved, { twin: options.markdownTwin, text: localeOf(options).text, version: options.version?.control, sectionVersions: options.version?.sections });
}

/**
 * The whole document around a page's body (`renderPageBody`): its policy, title, links, sidebar and
 * layout. `connect` is the page's `ResolvedPage.connect`.
 */
export function renderPageDocument(page: { readonly title: string }, connect: readonly string[], body: string, options: DocumentOptions = {}): string {
  const [before, after] = pageDocumentParts(page, connect, options);
  return before + body + after;
}

/**
 * `renderPageDocument`'s document in the two parts around the body: a build that kept a page's
 * body (as bytes) writes it between them.
 */
export function pageDocumentParts(page: { readonly title: string }, connect: readonly string[], options: DocumentOptions = {}): readonly [before: string, after: string] {
  const assets = options.assetsBase ?? "assets/";
  const title = options.siteTitle ? `${page.title} · ${options.siteTitle}` : page.title;
  const images = options.imageOrigins ?? settingsOf(options.config ?? getConfig()).imageOrigins;
  // The words the page script says when it copies are the root's (refkit.js stays small).
  const { tag, text } = localeOf(options);
  // One canonical address: the absolute one of a site with an address, else a versioned page's.
  const canonical = options.meta?.canonical ?? options.version?.canonical;
  // The policy comes first, before anything the page loads; refkit serve reads it from there.
  const before = html`<!doctype html>
<html lang="${tag}"${textDirection(tag) === "rtl" ? html` dir="rtl"` : ""} data-rk-copied="${text.copied}" data-rk-copy-manually="${text.copyManually}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${pagePolicy({ images, connect })}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${title}</title>${options.meta === undefined ? "" : metaTags(options.meta)}
<link rel="icon" href="${assets}favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${assets}refkit.css">${(options.stylesheets ?? []).map((name) => html`\n<link rel="stylesheet" href="${`${assets}${name}`}">`)}${options.markdownTwin === undefined ? "" : html`\n<link rel="alternate" type="text/markdown" href="${options.markdownTwin}">`}${canonical === undefined ? "" : html`\n<link rel="canonical" href="${canonical}">`}${(options.languages?.alternates ?? []).map((alternate) => html`\n<link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}">`)}
<script src="${assets}refkit.js"></script>${connect.length > 0 ? html`\n<script type="module" src="${assets}personal.js"></script>` : ""}${options.liveReload ? html`\n<script src="${assets}refkit-dev.js"></script>` : ""}
</head>
<body>
<div class="rk-layout">${options.nav ?? ""}<main class="rk-main" id="main">${options.languages?.control ?? ""}${options.version?.banner ?? ""}`;
  const after = html`${options.pager ?? ""}</main></div>
</body>
</html>
`;
  return [before.value, after.value];
}
