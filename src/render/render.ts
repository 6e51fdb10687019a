/**
 * Output: `render` for an HTML fragment, `renderDocument` for a whole page. Both resolve the
 * configuration once and share one highlighter, created lazily.
 */
import { getConfig, type Config } from "../config/config.ts";
import { pageSettings, settingsOf, type Settings } from "../config/settings.ts";
import { pagePolicy } from "../csp.ts";
import { RefkitError, describeValue } from "../errors.ts";
import { html, raw, type Html } from "../html.ts";
import { isNode, uniqueId, type Node, type RenderContext } from "../components/node.ts";
import { Page, pageSections, renderPage, type PageHeader } from "../components/page.ts";
import { resolvePage, type ResolvedPage } from "../resolve/page.ts";
import type { RequestExampleNode } from "../components/request-example.ts";
import { writerOf } from "../clients/written.ts";
import { isKnownLanguage, loadHighlighter, plainHighlighter, type Highlighter } from "./highlight.ts";
import { commonmarkBlock, commonmarkInline } from "./commonmark.ts";
import { blockMarkdown, inlineMarkdown } from "./markdown.ts";
import { cellMarkdown, markdownText } from "../text/markdown-text.ts";

/** Options of `render`. */
export interface RenderOptions {
  /** The configuration to use instead of the one in scope, or settings settled already (an import's `settings`). */
  readonly config?: Config | Settings;
}

/** Options of `renderDocument`. */
export interface DocumentOptions extends RenderOptions {
  /** Where the stylesheet and script are, relative to the page. Default `"assets/"`. */
  readonly assetsBase?: string;
  /** The site's name, appended to the page title in `<title>`. */
  readonly siteTitle?: string;
  /** Navigation rendered before the page (the site builder passes its sidebar). */
  readonly nav?: Html;
  /** Also link `refkit-dev.js`, the live-reload script of `refkit dev`. */
  readonly liveReload?: boolean;
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

/** A render's ids: the resolved sections' anchors first, in order, then any other id around them. */
function idsOf(resolved: ResolvedPage | undefined): Pick<RenderContext, "uniqueId" | "sectionId" | "shared"> {
  const ids = new Map(resolved?.ids);
  // The ids of the sections declaring each anchor, in page order: each render of one takes the next.
  const anchors = new Map<string, string[]>();
  for (const section of resolved?.sections ?? []) {
    const ids = anchors.get(section.anchor);
    if (ids) ids.push(section.id);
    else anchors.set(section.anchor, [section.id]);
  }
  const shared = new Map<object, { id: string; label: unknown }>();
  return {
    uniqueId: (base) => uniqueId(ids, base),
    sectionId: (base) => anchors.get(base)?.shift() ?? uniqueId(ids, base),
    shared<T>(key: object, base: string, label: T) {
      const known = shared.get(key);
      if (known !== undefined) return { id: known.id, first: false, label: known.label as T };
      const id = uniqueId(ids, base);
      shared.set(key, { id, label });
      return { id, first: true, label };
    },
  };
}

function makeContext(config: Settings, highlighter: Highlighter, missing: Set<string>, resolved: ResolvedPage | undefined, extras: ContextExtras = {}): RenderContext {
  return {
    ...extras,
    config,
    highlight(code, lang) {
      if (!highlighter.isLoaded(lang) && isKnownLanguage(lang)) missing.add(lang);
      return highlighter.highlight(code, lang);
    },
    inlineMarkdown: (text, options) => (options?.html ? commonmarkInline(text) : inlineMarkdown(text)),
    blockMarkdown: (text, options) => (options?.html ? commonmarkBlock(text) : blockMarkdown(text)),
    example: (node) => resolved?.examples.get(node as RequestExampleNode),
    ...idsOf(resolved),
  };
}

/**
 * Renders with a fresh context. The languages the highlighter needs are loaded up front: a
 * resolved page's (the lexers of its snippets that refkit does not highlight as it writes them),
 * else those of every client refkit does not write itself. A language only a custom component
 * asks for is loaded when it asks, and the render run once more. A page of refkit's own code never
 * starts the highlighter.
 */
/** What a site adds to a page's render context. */
type ContextExtras = Pick<RenderContext, "sectionVersions">;

async function withContext(config: Settings, draw: (context: RenderContext) => Html, resolved?: ResolvedPage, extras?: ContextExtras): Promise<string> {
  const languages = new Set(resolved ? resolved.languages : Object.values(config.clients).flatMap((client) => (writerOf(client) ? [] : [client.lexer])));
  let highlighter = languages.size === 0 ? plainHighlighter : await loadHighlighter(languages);
  for (;;) {
    const missing = new Set<string>();
    const out = draw(makeContext(config, highlighter, missing, resolved, extras));
    if (missing.size === 0) return out.value;
    highlighter = await loadHighlighter(missing);
  }
}

function toDraw(target: unknown): (context: RenderContext) => Html {
  if (Array.isArray(target)) {
    target.forEach((node, i) => {
      if (!isNode(node)) throw new RefkitError({ component: "render", key: `[${i}]` }, `expected a component, got ${describeValue(node)}`);
    });
    return (context) => html`${target.map((node: Node) => node.render(context))}`;
  }
  if (isNode(target)) return (context) => target.render(context);
  throw new RefkitError({ component: "render" }, `expected a component, an array of components or a Page, got ${describeValue(target)}`);
}

/** A resolved page's `<article>`. */
function renderBody(resolved: ResolvedPage, config: Settings, header: PageHeader = {}, extras?: ContextExtras): Promise<string> {
  return withContext(config, (context) => renderPage(resolved.page, resolved.nodes, context, header), resolved, extras);
}

/**
 * A resolved page's `<article>` alone, for a host site's own layout (Starlight, Docusaurus): its
 * description and sections, without the title (the host shows it) and without refkit's sidebar; a
 * versioned reference's page also has its "API version" control, its sections' links to the other
 * versions and, in an earlier version, the banner before it.
 * @example const html = await renderArticle(resolvePage(page, pageSections(page), settings), { config: settings })
 */
export async function renderArticle(resolved: ResolvedPage, options: RenderOptions & Pick<DocumentOptions, "version"> = {}): Promise<string> {
  const { version } = options;
  const sections = version?.sections;
  const body = await renderBody(resolved, settingsOf(options.config ?? getConfig()), { heading: false, version: version?.control }, sections ? { sectionVersions: sections } : undefined);
  return `${version?.banner ?? ""}${body}`;
}

/**
 * Renders a component, a list of components or a page as an HTML fragment, to embed anywhere.
 * @example await render(Endpoint("get", "/v1/customers"))
 */
export async function render(target: Node | readonly Node[] | Page, options: RenderOptions = {}): Promise<string> {
  const config = pageSettings(target, options.config ?? getConfig());
  if (target instanceof Page) return renderBody(resolvePage(target, pageSections(target), config), config);
  return withContext(config, toDraw(target));
}

/**
 * Renders a page as a whole HTML document that links one stylesheet and one script (no inline
 * script or style, so it runs under `Content-Security-Policy: default-src 'self'`), and declares
 * its policy in a `<meta>` first thing: `default-src 'self'`, images also from
 * `config.imageOrigins`, connections also to the API origins its request consoles send to.
 * @example await writeFile("customers.html", await renderDocument(new Customers()))
 */
/**
 * A resolved page as Markdown, its twin (`X.md` beside `X.html`): the title, the description, then
 * each node's `markdown` (a component without one is left out). Snippets and responses are fenced
 * blocks whose text is exactly the page's; tables are Markdown tables.
 * @example await writeFile("customers.md", renderMarkdown(resolvePage(page, pageSections(page), settings), { config: settings }))
 */
export function renderMarkdown(resolved: ResolvedPage, options: RenderOptions = {}): string {
  const { page } = resolved;
  const parts = [`# ${markdownText(page.title)}`, page.description === undefined ? "" : cellMarkdown(page.description), ...markdownNodes(resolved, options)];
  return `${parts.filter((part) => part.trim() !== "").join("\n\n")}\n`;
}

/**
 * Each of a resolved page's nodes as Markdown, in order, as its twin writes them ("" for a node
 * without `markdown`): a section's alone is what an agent asks for one operation.
 */
export function markdownNodes(resolved: ResolvedPage, options: RenderOptions = {}): string[] {
  const config = settingsOf(options.config ?? getConfig());
  const context = makeContext(config, plainHighlighter, new Set(), resolved);
  return resolved.nodes.map((node) => node.markdown?.(context) ?? "");
}

export async function renderDocument(page: Page, options: DocumentOptions = {}): Promise<string> {
  if (!(page instanceof Page)) throw new RefkitError({ component: "renderDocument" }, `expected a Page instance, got ${describeValue(page)}`);
  const config = pageSettings(page, options.config ?? getConfig());
  return renderResolved(resolvePage(page, pageSections(page), config), { ...options, config });
}

/** `renderDocument` for a page already resolved (the site build resolves each page once, for its sidebar too). */
export async function renderResolved(resolved: ResolvedPage, options: DocumentOptions = {}): Promise<string> {
  return renderPageDocument(resolved.page, resolved.connect, await renderPageBody(resolved, options), options);
}

/** What `renderResolved` puts in a page's `<main>`: its `<article>`, with its Markdown twin's and versions' parts. */
export function renderPageBody(resolved: ResolvedPage, options: DocumentOptions = {}): Promise<string> {
  const config = settingsOf(options.config ?? getConfig());
  const sections = options.version?.sections;
  return renderBody(resolved, config, { twin: options.markdownTwin, version: options.version?.control }, sections ? { sectionVersions: sections } : undefined);
}

/**
 * The whole document around a page's body (`renderPageBody`): its policy, title, links, sidebar and
 * layout. `connect` is the page's `ResolvedPage.connect`. A build that kept a page's body reuses it here.
 */
export function renderPageDocument(page: Pick<Page, "title">, connect: readonly string[], body: string, options: DocumentOptions = {}): string {
  const assets = options.assetsBase ?? "assets/";
  const title = options.siteTitle ? `${page.title} · ${options.siteTitle}` : page.title;
  const config = settingsOf(options.config ?? getConfig());
  // The policy comes first, before anything the page loads; refkit serve reads it from there.
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${pagePolicy({ images: config.imageOrigins, connect })}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${title}</title>
<link rel="icon" href="${assets}favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${assets}refkit.css">${options.markdownTwin === undefined ? "" : html`\n<link rel="alternate" type="text/markdown" href="${options.markdownTwin}">`}${options.version?.canonical === undefined ? "" : html`\n<link rel="canonical" href="${options.version.canonical}">`}
<script src="${assets}refkit.js"></script>${options.liveReload ? html`\n<script src="${assets}refkit-dev.js"></script>` : ""}
</head>
<body>
<div class="rk-layout">${options.nav ?? ""}<main class="rk-main" id="main">${options.version?.banner ?? ""}${raw(body)}</main></div>
</body>
</html>
`.value;
}
