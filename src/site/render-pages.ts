/** Renders a share of a project's pages to HTML files: the work the main thread and workers split. */
import { writeFile } from "node:fs/promises";
import { policyWarning } from "../components/try-it.ts";
import { printText } from "../present/page-print.ts";
import { renderMarkdown, renderPageBody, renderPageDocument, type DocumentOptions } from "../render/render.ts";
import { resolvePage, type ResolvedPage } from "../resolve/page.ts";
import { writeSiteFile, type BuildFs } from "./build-errors.ts";
import { renderNav, type NavPage, type NavSite } from "./nav.ts";
import { ProjectError, projectSections, type Project, type ProjectSource } from "./project.ts";
import type { SearchDocument } from "./search-index.ts";
import { readEntry, writeEntry, type CachedPage } from "./cache-entry.ts";
import { entryKey, type CacheJob, type PageMemory } from "./page-cache.ts";
import { writingAlong, type WriteQueue } from "./write-queue.ts";
import { sectionVersionLinks, versionBanner, versionControl, type VersionJob } from "./versions.ts";
import { siteNames } from "../page-names.ts";

/** One thread's share of a build. Plain data, so that it can be posted to a worker. */
export interface RenderJob {
  readonly source: ProjectSource;
  /** The folder being written (the temporary folder). */
  readonly dir: string;
  /** The site folder `dir` will become, to name files in error messages. */
  readonly out: string;
  readonly siteTitle: string;
  readonly liveReload: boolean;
  /** What every sidebar links to: the "All endpoints" page, the source document, the logo, the product. */
  readonly site: NavSite;
  /** Indexes into the project's pages. */
  readonly pages: readonly number[];
  /** In a versioned site: this version's label and its pages' links to the other versions. */
  readonly version?: VersionJob | undefined;
  /** The page cache to reuse imported pages from and keep them in; none: every page is made. */
  readonly cache?: CacheJob | undefined;
}

/** How a render is carried out: where files go, and when to stop. */
export interface RenderControl {
  readonly fs?: BuildFs;
  /** Checked before each page: once aborted, rendering stops with the abort reason. */
  readonly signal?: AbortSignal;
  /** With `job.cache`: entries kept in memory too (`refkit dev`'s, between its rebuilds). */
  readonly memory?: PageMemory | undefined;
}

/** What rendering one page found, for the build's summary and output. Plain data, posted by workers. */
export interface PageReport {
  /** The page's index in the project. */
  readonly index: number;
  readonly slug: string;
  readonly endpoints: number;
  readonly snippets: number;
  /** The length of its Markdown twin, in characters. */
  readonly markdown: number;
  /** What making the page's sections had to say (an OpenAPI page's parts left out). */
  readonly warnings: readonly string[];
  /** The page's sections, in order, for search and (those with an endpoint) the "All endpoints" page. */
  readonly sections: readonly SearchDocument[];
  /** The page's key in the build's cache, if it has one (see page-cache.ts). */
  readonly key?: string | undefined;
  /** True when the page came from the cache, not made again. */
  readonly reused: boolean;
}

const nodeFs: BuildFs = { writeFile };

/** The project's pages as the sidebar lists them. */
export function navPages(project: Project): NavPage[] {
  return project.pages.map((p) => ({ slug: p.slug, title: p.page.title, group: p.page.group }));
}

/** A versioned site's parts of a page (see `DocumentOptions.version`). */
export function versionParts(version: VersionJob | undefined, slug: string): DocumentOptions["version"] {
  const links = version !== undefined && Object.hasOwn(version.links, slug) ? version.links[slug] : undefined;
  if (version === undefined || links === undefined) return undefined;
  const sections = Object.hasOwn(version.sections, slug) ? version.sections[slug]! : {};
  const marks = Object.hasOwn(version.marks, slug) ? version.marks[slug]! : {};
  return {
    control: versionControl(version, links),
    banner: versionBanner(version, links),
    canonical: version.current === undefined ? undefined : links[0]!.href,
    sections: (anchor) => sectionVersionLinks(Object.hasOwn(sections, anchor) ? sections[anchor]! : [], Object.hasOwn(marks, anchor) ? marks[anchor] : undefined),
  };
}

/** A page's Markdown twin; a component that fails names the page's file, as its HTML would. */
function renderMarkdownTwin(resolved: ResolvedPage, project: Project, file: string): string {
  try {
    return renderMarkdown(resolved, { config: project.settings });
  } catch (error) {
    throw new ProjectError(file, error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/**
 * What the console's policy says of a page's own base URLs (a hand-written RequestExample's
 * `baseUrl`). An OpenAPI page's are its operations' servers, reported with their pointers as the
 * page was made: none here.
 */
export function refusedWarnings(project: Project, index: number, resolved: ResolvedPage): string[] {
  const { file, lazy } = project.pages[index]!;
  if (lazy) return [];
  return resolved.refused.flatMap(({ url, section }) => policyWarning(project.settings, `${file}${section === undefined ? "" : `, section ${JSON.stringify(section)}`}, RequestExample baseUrl`, url) ?? []);
}

/** A page made: what the cache keeps of it, and its resolution (none when it came from the cache). */
interface MadePage {
  readonly entry: CachedPage;
  readonly resolved: ResolvedPage | undefined;
}

/** Resolves a page and renders its body and twin; a component that fails names the page's file. */
async function makePage(project: Project, index: number, options: DocumentOptions): Promise<MadePage> {
  const { file, page } = project.pages[index]!;
  const known = project.warnings.length;
  const nodes = projectSections(project.pages[index]!);
  let resolved: ResolvedPage;
  try {
    resolved = resolvePage(page, nodes, project.settings, { search: true });
  } catch (error) {
    // A template that throws or refuses its request does so here, where the snippets are made.
    throw new ProjectError(file, error instanceof Error ? error.message : String(error), { cause: error });
  }
  const body = await renderPageBody(resolved, options).catch((error: unknown) => {
    throw new ProjectError(file, error instanceof Error ? error.message : String(error), { cause: error });
  });
  // Its Markdown twin, from the same resolution: for agents and "Copy as Markdown".
  const twin = renderMarkdownTwin(resolved, project, file);
  const warnings = [...project.warnings.slice(known), ...refusedWarnings(project, index, resolved)];
  const { sections, connect, endpoints, snippets } = resolved;
  // Turned into bytes once, for its cache entry and its files alike.
  return { resolved, entry: { body: Buffer.from(body), twin: Buffer.from(twin), twinLength: twin.length, sections, connect, endpoints, snippets, warnings } };
}

/** Stands for a page's body in its document, which is then written around the body's bytes. */
const bodyMark = "\u0000refkit-body\u0000";

/** A page's file: its document with the body in its place. */
function pageBytes(document: string, body: Uint8Array): Uint8Array {
  // Nothing an author writes comes after the body: the last mark is the one.
  const at = document.lastIndexOf(bodyMark);
  return Buffer.concat([Buffer.from(document.slice(0, at)), body, Buffer.from(document.slice(at + bodyMark.length))]);
}

/** A versioned page's links to the other versions, as text for its cache key. */
function versionText(version: VersionJob | undefined, slug: string): string {
  if (version === undefined) return "";
  const own = <T>(map: Readonly<Record<string, T>>) => (Object.hasOwn(map, slug) ? map[slug] : undefined);
  return printText({ ...version, links: own(version.links), sections: own(version.sections), marks: own(version.marks) }) ?? "";
}

/**
 * Renders the job's pages (and `index.html`, with the first page) into `job.dir`, one after
 * another: each page is resolved, rendered, written and let go before the next. With
 * `job.cache`, an imported page whose entry is there is not made again (see page-cache.ts).
 */
export async function renderPages(project: Project, job: RenderJob, report: (page: PageReport) => void, control: RenderControl = {}): Promise<void> {
  const fs = control.fs ?? nodeFs;
  const nav = navPages(project);
  await writingAlong((writes) => renderEach(project, job, report, control, fs, nav, writes));
}

/** `renderPages`' loop: each page's files go to `writes`, which write them while the next page is made. */
async function renderEach(project: Project, job: RenderJob, report: (page: PageReport) => void, control: RenderControl, fs: BuildFs, nav: readonly NavPage[], writes: WriteQueue): Promise<void> {
  for (const index of job.pages) {
    control.signal?.throwIfAborted();
    const { slug, page, print } = project.pages[index]!;
    const prefix = "../".repeat(slug.split("/").length - 1);
    const options = (base: string): DocumentOptions => ({
      config: project.settings,
      siteTitle: job.siteTitle,
      liveReload: job.liveReload,
      assetsBase: `${base}assets/`,
      markdownTwin: base === prefix ? `${slug.slice(slug.lastIndexOf("/") + 1)}.md` : `${slug}.md`,
      version: versionParts(job.version, slug),
    });
    // Only a page at the site's root is kept: its body is the same in index.html.
    const content = job.cache === undefined || prefix !== "" ? undefined : print?.();
    const key = content === undefined ? undefined : entryKey(job.cache!, content, `${slug}.md`, versionText(job.version, slug));
    const cached = key === undefined ? undefined : (control.memory?.get(key) ?? (await readEntry(job.cache!, key)));
    const { entry, resolved } = cached === undefined ? await makePage(project, index, options(prefix)) : { entry: cached, resolved: undefined };
    if (key !== undefined && cached === undefined) await writes.add(() => writeEntry(job.cache!, key, entry));
    if (key !== undefined) control.memory?.set(key, entry);
    const document = (base: string, body: Uint8Array) => pageBytes(renderPageDocument(page, entry.connect, bodyMark, { ...options(base), nav: renderNav(job.siteTitle, nav, { slug, sections: entry.sections }, base, job.site) }), body);
    const text = document(prefix, entry.body);
    control.signal?.throwIfAborted();
    await writes.add(() => writeSiteFile(fs, job.dir, job.out, `${slug}.html`, text));
    await writes.add(() => writeSiteFile(fs, job.dir, job.out, `${slug}.md`, entry.twin));
    if (index === 0) {
      const home = prefix === "" ? text : document("", Buffer.from(await renderPageBody(resolved!, options(""))));
      await writes.add(() => writeSiteFile(fs, job.dir, job.out, `${siteNames.index}.html`, home));
    }
    const sections = entry.sections.map(({ id, title, method, path, deprecated, terms }) => ({ id, title, method, path, deprecated, terms: terms! }));
    report({ index, slug, endpoints: entry.endpoints, snippets: entry.snippets, markdown: entry.twinLength, warnings: entry.warnings, sections, key, reused: cached !== undefined });
  }
}
