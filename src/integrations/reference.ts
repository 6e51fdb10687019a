/**
 * A reference for a host site (Starlight, Docusaurus): each page's article rendered without
 * refkit's layout (the host gives the title, sidebar, header and theme), its headings for the
 * host's table of contents, and the assets its pages load: the reader's script built for hosts,
 * its lazy modules, and a stylesheet of refkit's own elements only, so that the host's guides keep
 * their look. The project is read as the command line reads it (`--openapi`, `--clients`,
 * `--try-it`, `refkit.config.ts`).
 */
import { readFile } from "node:fs/promises";
import { plainText } from "../render/commonmark.ts";
import { renderArticle } from "../render/render.ts";
import { resolvePage } from "../resolve/page.ts";
import { loadProject, projectSections } from "../site/project.ts";
import { refusedWarnings } from "../site/render-pages.ts";
import { readerScripts, referenceStylesheet } from "../site/write-assets.ts";
import { cellText } from "../components/cell.ts";
import { scopedStylesheet } from "./scope-css.ts";

/** What a host's plugin is told: the command line's options. */
export interface HostOptions {
  /** An OpenAPI description (JSON or YAML); without it, the hand-written pages of `root`. */
  readonly openapi?: string | undefined;
  /** The project folder (`pages/`, `refkit.config.ts`). Default: the host site's folder. */
  readonly root?: string | undefined;
  /** Shipped client tokens added after the four default tabs, as `--clients go,java`. */
  readonly clients?: readonly string[] | undefined;
  /** The request console, as `--try-it`. */
  readonly tryIt?: boolean | undefined;
  /** Follow `$ref`s to http(s) URLs, as `--remote-refs`. */
  readonly remoteRefs?: boolean | undefined;
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
  /** The page's path under the reference's base (`customers`, `repos-2`). */
  readonly slug: string;
  readonly title: string;
  /** The sidebar group it is listed under. */
  readonly group: string | undefined;
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
  starlight: `.rk-embed { --rk-bg: var(--sl-color-bg); --rk-fg: var(--sl-color-text); --rk-muted: var(--sl-color-gray-3); --rk-border: var(--sl-color-hairline-light); --rk-accent: var(--sl-color-text-accent); --rk-font: var(--sl-font); --rk-mono: var(--sl-font-mono); --rk-sticky-top: var(--sl-nav-height, 0px); }\n`,
  // Infima's link colour (#3578e5) is below 4.5:1 on white for small text: refkit's own accent stays.
  docusaurus: `.rk-embed { --rk-bg: var(--ifm-background-color); --rk-fg: var(--ifm-font-color-base); --rk-muted: var(--ifm-color-emphasis-700); --rk-border: var(--ifm-color-emphasis-300); --rk-font: var(--ifm-font-family-base); --rk-mono: var(--ifm-font-family-monospace); --rk-sticky-top: var(--ifm-navbar-height, 0px); }\n`,
};

/**
 * Reads the project and renders every page for `host`.
 * @example const reference = await hostReference({ openapi: "./api.yaml" }, "starlight", process.cwd())
 */
export async function hostReference(options: HostOptions, host: Host, siteRoot: string): Promise<HostReference> {
  const project = await loadProject({ root: options.root ?? siteRoot, openapi: options.openapi, remoteRefs: options.remoteRefs ?? false, clients: options.clients, tryIt: options.tryIt });
  const { settings } = project;
  const warnings = [...project.warnings];
  const pages: HostPage[] = [];
  for (const [index, projectPage] of project.pages.entries()) {
    const { page, slug } = projectPage;
    const known = project.warnings.length;
    const resolved = resolvePage(page, projectSections(projectPage), settings, { search: false });
    const article = await renderArticle(resolved, { config: settings });
    warnings.push(...project.warnings.slice(known), ...refusedWarnings(project, index, resolved));
    pages.push({
      slug,
      title: plainText(page.title),
      group: page.group,
      description: page.description === undefined ? undefined : plainText(cellText(page.description)).slice(0, 300) || undefined,
      html: `<div class="rk-embed not-content">${article}</div>`,
      headings: resolved.sections.map((section) => ({ depth: 2, slug: section.id, text: plainText(section.title) })),
    });
  }
  const stylesheet = `${scopedStylesheet(await referenceStylesheet(settings))}${await readFile(embedCss, "utf8")}${hostStyles[host]}`;
  const assets: HostAsset[] = [
    { name: "refkit.css", type: "text/css; charset=utf-8", text: stylesheet },
    ...(await readerScripts(settings, true)).map(({ name, text }) => ({ name, type: "text/javascript; charset=utf-8", text })),
  ];
  return { title: project.title ?? "API reference", pages, assets, files: project.documentFiles, warnings: [...new Set(warnings)] };
}
