/**
 * A reference for a host site (Starlight, Docusaurus): each page's article rendered without
 * refkit's layout (the host gives the title, sidebar, header and theme), its headings for the
 * host's table of contents, and the assets its pages load: the reader's script built for hosts,
 * its lazy modules, and a stylesheet of refkit's own elements only, so that the host's guides keep
 * their look. The project is read as the command line reads it (`--openapi`, `--clients`,
 * `--try-it`, `refkit.config.ts`).
 */
import { posix, resolve } from "node:path";
import { readFile } from "node:fs/promises";
import { plainText } from "../text/plain-text.ts";
import { renderArticle, type DocumentOptions } from "../render/render.ts";
import type { ResolvedPage } from "../resolve/page.ts";
import { loadProjects, planReference } from "../reference/load.ts";
import { resolvePage } from "../reference/resolve.ts";
import { versionParts } from "../render/page.ts";
import { changelogControl } from "../render/versions.ts";
import { versionArgument, versionFolder, versionProblem, versionWarning, type SiteVersion } from "../reference/versions.ts";
import { minifiedStylesheet } from "../site/minify.ts";
import { readerScripts, referenceStylesheet } from "../site/write-assets.ts";
import { cellText, type Cell } from "../components/cell.ts";
import { siteNames } from "../page-names.ts";
import { escapeHtml, html } from "../html.ts";
import { checkLocale, type InterfaceStrings } from "../locale/index.ts";
import { checkLocales, type LocaleSites } from "../locale/sites.ts";
import { configuredLanguages, siteLanguages } from "../reference/languages.ts";
import { scopedStylesheet } from "./scope-css.ts";

/** What a host's plugin is told: the command line's options. */
export interface HostOptions {
  /** An OpenAPI description (JSON or YAML); without it, the hand-written pages of `root`. */
  readonly openapi?: string | undefined;
  /** An AsyncAPI document whose pages join the OpenAPI description's under `events/`, as `--asyncapi` beside `--openapi`. */
  readonly asyncapi?: string | undefined;
  /**
   * Several versions of the description instead of `openapi`, the current one first, each as
   * `--openapi LABEL=FILE` takes it (`"v2=./openapi.yaml"`) or as `{ label, openapi }`. The current
   * version is under the base, each other under `v/<label>/`, with the "API version" control on
   * every page and a changelog page.
   */
  readonly versions?: readonly (string | SiteVersion)[] | undefined;
  /** The project folder (`pages/`, `refkit.config.ts`). Default: the host site's folder. */
  readonly root?: string | undefined;
  /** Shipped client tokens added after the four default tabs, as `--clients go,java`. */
  readonly clients?: readonly string[] | undefined;
  /** The request console, as `--try-it`. */
  readonly tryIt?: boolean | undefined;
  /** Follow `$ref`s to http(s) URLs, as `--remote-refs`. */
  readonly remoteRefs?: boolean | undefined;
  /** Overlays applied to the description before it is read, in every language, as `--overlay` (paths relative to the host site). */
  readonly overlays?: readonly string[] | undefined;
  /**
   * The interface's language, as `--locale`. A host's own i18n sets it for each of its locales
   * (Docusaurus's current locale), with that locale's overlays from `locales`.
   */
  readonly locale?: string | undefined;
  /**
   * What each of the host site's locales is built with (`{ fr: { overlays: ["./overlays/fr.yaml"] } }`,
   * paths relative to the host site), as `refkit.config.ts`'s `locales`, which stands in when this is not given.
   */
  readonly locales?: LocaleSites | undefined;
}

/** The overlays of the host's locale `locale`: every language's, then that locale's (the options' `locales`, else the configuration's). */
async function localeOverlays(options: HostOptions, root: string, siteRoot: string): Promise<string[]> {
  const shared = (options.overlays ?? []).map((file) => resolve(siteRoot, file));
  if (options.locale === undefined) return shared;
  const locale = checkLocale(options.locale, { component: "refkit", key: "locale" });
  const languages = options.locales === undefined ? await configuredLanguages(root) : siteLanguages(checkLocales(options.locales, { component: "refkit", key: "locales" }), siteRoot);
  return [...shared, ...(languages?.find((language) => language.locale === locale)?.overlays ?? [])];
}

/** The hosts refkit fits into: each maps refkit's colours and fonts to its own. */
export type Host = "starlight" | "docusaurus";

/** A heading of a page, for the host's table of contents. */
export interface HostHeading {
  readonly depth: 2;
  /** The element id (the section's anchor). */
  readonly slug: string;
  readonly text: string;
}

/** One page of the reference, ready for a host's layout. */
export interface HostPage {
  /** The page's name in its version (`customers`, `repos-2`). */
  readonly slug: string;
  /**
   * Where it is under the reference's base, without slashes around: `""` for the first page,
   * `customers`, and in an earlier version `v/v1` and `v/v1/customers`.
   */
  readonly path: string;
  /** Its URL, as the host's `address` made it from `path`. */
  readonly href: string;
  /** The version it belongs to, in a versioned reference. An earlier version's pages are left out of the host's search. */
  readonly version?: { readonly label: string; readonly current: boolean } | undefined;
  readonly title: string;
  /** The sidebar group it is listed under. */
  readonly group: string | undefined;
  /** An operation's (or a model's) page: the `href` of its group's page, under which the sidebar lists it when one of them is open. */
  readonly parent?: string | undefined;
  /** Its description as plain text (for the page's meta description), if it has one. */
  readonly description: string | undefined;
  /** The article: sections and description, inside `<div class="rk-embed not-content">`. */
  readonly html: string;
  readonly headings: readonly HostHeading[];
}

/** A file the reference's pages load, served under `<base>/_refkit/`. */
export interface HostAsset {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

/** The whole reference for a host. */
export interface HostReference {
  /** The description's title (or the project's), for the sidebar's group. */
  readonly title: string;
  readonly pages: readonly HostPage[];
  readonly assets: readonly HostAsset[];
  /** The files the reference was read from: the host's dev server watches them. */
  readonly files: readonly string[];
  readonly warnings: readonly string[];
  /** What the host's sidebar calls a group's own page, above its operations, in the reference's language. */
  readonly overview: string;
}

/**
 * The path a host serves the reference under (`api`, `reference/v2`): its segments, no leading
 * or trailing slash; `option` names the setting in the error.
 */
export function referenceBase(base: string | undefined, option: string): string {
  const trimmed = (base ?? "api").replace(/^\/+|\/+$/g, "");
  if (trimmed === "" || trimmed.split("/").some((part) => part === "." || part === ".." || !/^[\w.~-]+$/.test(part))) {
    throw new Error(`refkit: ${option} must be a path such as "api" or "reference/v2", got ${JSON.stringify(base)}`);
  }
  return trimmed;
}

const embedCss = new URL("./embed.css", import.meta.url);

/** refkit's colours and fonts as the host's: its theme (light or dark) then applies to the reference too. */
const hostStyles: Record<Host, string> = {
  // Starlight's --sl-font and --sl-font-mono are a site's own choice, unset by default: its system fonts stand in.
  starlight: `.rk-embed { --rk-bg: var(--sl-color-bg); --rk-fg: var(--sl-color-text); --rk-muted: var(--sl-color-gray-3); --rk-border: var(--sl-color-hairline-light); --rk-accent: var(--sl-color-text-accent); --rk-font: var(--sl-font, var(--sl-font-system)); --rk-mono: var(--sl-font-mono, var(--sl-font-system-mono)); --rk-sticky-top: var(--sl-nav-height, 0px); }\n`,
  // Infima's link colour (#3578e5) is below 4.5:1 on white for small text: refkit's own accent stays.
  docusaurus: `.rk-embed { --rk-bg: var(--ifm-background-color); --rk-fg: var(--ifm-font-color-base); --rk-muted: var(--ifm-color-emphasis-700); --rk-border: var(--ifm-color-emphasis-300); --rk-font: var(--ifm-font-family-base); --rk-mono: var(--ifm-font-family-monospace); --rk-sticky-top: var(--ifm-navbar-height, 0px); }\n` +
    // The reference's sidebar (docusaurus/page.js) stays in view beside a long page, as the docs' own sidebar does.
    `.rk-host-sidebar { position: sticky; top: calc(var(--ifm-navbar-height, 0px) + 1rem); max-height: calc(100vh - var(--ifm-navbar-height, 0px) - 2rem); overflow-y: auto; }\n`,
};

/** The versions the options name, checked; `undefined` without `versions`. */
function optionVersions(options: HostOptions): SiteVersion[] | undefined {
  if (options.versions === undefined) return undefined;
  if (options.openapi !== undefined) throw new Error("refkit: give either openapi or versions, not both");
  const versions = options.versions.map((version) => {
    if (typeof version !== "string") return version;
    const read = versionArgument(version);
    if (read === undefined) throw new Error(`refkit: versions: expected LABEL=FILE such as "v2=./openapi.yaml", got ${JSON.stringify(version)}`);
    return read;
  });
  const problem = versionProblem(versions);
  if (problem !== undefined) throw new Error(`refkit: versions: ${problem}`);
  return versions;
}

/**
 * `html` with each link to a page of the site by its file, relative to the page `from`
 * (`../pets/list-pets.html#listPets`), leading to the address `address` gives that page's slug
 * instead; links to anything else stay as they are.
 */
function hostLinks(html: string, from: string, address: (slug: string) => string | undefined): string {
  const folder = posix.dirname(from);
  return html.replace(/href="([^"#:?]+)\.html(#[^"]*)?"/g, (whole, file: string, fragment: string | undefined) => {
    const slug = posix.normalize(posix.join(folder, file));
    const href = slug.startsWith("../") ? undefined : address(slug);
    return href === undefined ? whole : `href="${escapeHtml(href)}${fragment ?? ""}"`;
  });
}

/** Renders one page as the host shows it. */
function hostPage(resolved: ResolvedPage, description: Cell | undefined, where: Pick<HostPage, "slug" | "path" | "href" | "version">, version: DocumentOptions["version"], text: InterfaceStrings): HostPage {
  const article = renderArticle(resolved, { version });
  // The page's root is the host's: refkit's part says the copy buttons' words in the site's language (refkit.js reads them).
  const words = html`<div class="rk-embed not-content" data-rk-copied="${text.copied}" data-rk-copy-manually="${text.copyManually}">`;
  return {
    ...where,
    title: plainText(resolved.title),
    group: resolved.group,
    description: description === undefined ? undefined : plainText(cellText(description)).slice(0, 300) || undefined,
    html: `${words.value}${article}</div>`,
    headings: resolved.sections.map((section) => ({ depth: 2, slug: section.id, text: plainText(section.title) })),
  };
}

/**
 * Reads the project and renders every page for `host`: a writer over the project's `Reference`.
 * `address` turns a page's `path` (`""`, `customers`, `v/v1/customers`) into the URL the host
 * serves it at; the links between versions are made with it.
 * @example const reference = await hostReference({ openapi: "./api.yaml" }, "starlight", process.cwd(), (path) => `/api/${path}`)
 */
export async function hostReference(options: HostOptions, host: Host, siteRoot: string, address: (path: string) => string = (path) => path): Promise<HostReference> {
  const versions = optionVersions(options);
  const root = options.root ?? siteRoot;
  const wanted = { root, openapi: options.openapi, asyncapi: options.asyncapi, versions, remoteRefs: options.remoteRefs ?? false, clients: options.clients, tryIt: options.tryIt, locale: options.locale, overlays: await localeOverlays(options, root, siteRoot) };
  const projects = await loadProjects(wanted);
  // A file of the static site (`v/v1/customers.html`, `index.html`) is a path under the base here: a version's first page is its folder.
  const pathOf = (folder: string, slug: string | undefined, first: string | undefined) => `${folder}${slug === undefined || slug === first ? "" : slug}`.replace(/\/$/, "");
  const fileAddress = (file: string) => {
    const folder = new RegExp(`^${siteNames.versions}/[^/]+/`).exec(file)?.[0] ?? "";
    const name = file.slice(folder.length).replace(/\.html$/, "");
    const version = versions?.findIndex((_, i) => versionFolder(versions, i) === folder) ?? 0;
    return address(pathOf(folder, name === siteNames.index ? undefined : name, projects[version]?.pages[0]?.slug));
  };
  const reference = await planReference(projects, wanted, { address: fileAddress });
  const tagged = (i: number, warning: string) => versionWarning(versions, i, warning);
  // Each version's page names, for the links between its pages; each page by its id, for an operation's group.
  const slugsOf = new Map<object, Set<string>>();
  const byId = new Map(reference.pages.map((page) => [page.id, page]));
  const warnings = [...reference.warnings];
  const pages: HostPage[] = [];
  for (const page of reference.pages) {
    // A host site has its own home and lists of pages.
    if (page.kind === "endpoints" || page.kind === "landing") continue;
    const resolved = await resolvePage(reference, page.id);
    warnings.push(...(resolved.warnings ?? []).map((warning) => tagged(page.version, warning)));
    const version = versions === undefined ? undefined : { label: versions[page.version]!.label, current: page.version === 0 };
    if (page.kind === "changelog") {
      const control = changelogControl(versions!, (i) => address(pathOf(versionFolder(versions!, i), undefined, undefined)), reference.site.text);
      pages.push(hostPage(resolved, reference.site.text.changelogText, { slug: page.slug, path: page.slug, href: address(page.slug), version }, { control }, reference.site.text));
      continue;
    }
    const project = projects[page.version]!;
    const path = pathOf(reference.versions[page.version]!.folder, page.slug, project.pages[0]!.slug);
    const entry = project.pages.find((candidate) => candidate.slug === page.slug)!;
    const made = hostPage(resolved, entry.page.description, { slug: page.slug, path, href: address(path), version }, versionParts(reference.versions[page.version]!.job, page.slug), reference.site.text);
    // A page links the site's other pages by their files, relative to its own (a group's page its
    // operations' `pets/list-pets.html`, a model's page `../pets/list-pets.html#listPets`): here, by the host's addresses.
    const hostHref = (slug: string) => address(pathOf(reference.versions[page.version]!.folder, slug, project.pages[0]!.slug));
    const known = slugsOf.get(project) ?? slugsOf.set(project, new Set(project.pages.map((other) => other.slug))).get(project)!;
    const linked = hostLinks(made.html, page.slug, (slug) => (known.has(slug) ? hostHref(slug) : undefined));
    const parent = page.parent === undefined ? undefined : address(pathOf(reference.versions[page.version]!.folder, byId.get(page.parent)?.slug, project.pages[0]!.slug));
    pages.push({ ...made, html: linked, ...(parent === undefined ? {} : { parent }) });
  }
  const current = projects[0]!;
  const stylesheet = await minifiedStylesheet(`${scopedStylesheet(await referenceStylesheet(current.settings))}${await readFile(embedCss, "utf8")}${hostStyles[host]}`);
  const assets: HostAsset[] = [
    { name: "refkit.css", type: "text/css; charset=utf-8", text: stylesheet },
    ...(await readerScripts(current.settings, true)).map(({ name, text }) => ({ name, type: "text/javascript; charset=utf-8", text })),
  ];
  return { title: current.title ?? current.settings.text.apiReference, pages, assets, files: [...reference.files], warnings: [...new Set(warnings)], overview: current.settings.text.overview };
}
