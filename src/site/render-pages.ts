/** Renders a share of a project's pages to HTML files: the work the main thread and workers split. */
import { printText } from "../present/page-print.ts";
import { pageDocumentParts, renderMarkdown, renderPageBody } from "../render/render.ts";
import { pageFrame, type PageFrame } from "../render/page.ts";
import { referencePage, type Reference } from "../reference/reference.ts";
import { resolveProjectPage } from "../reference/resolve.ts";
import { nodeFs, writeSiteFile, type BuildFs } from "./build-errors.ts";
import type { Project } from "../reference/project.ts";
import type { SearchDocument } from "./search-index.ts";
import { readEntry, writeEntry, type CachedPage } from "./cache-entry.ts";
import { entryKey, type CacheJob, type PageMemory } from "./page-cache.ts";
import { writingAlong, type WriteQueue } from "./write-queue.ts";
import type { VersionJob } from "../reference/versions.ts";

/** One thread's share of a build. Plain data, so that it can be posted to a worker. */
export interface RenderJob {
  /** The folder being written (the temporary folder). */
  readonly dir: string;
  /** The site folder `dir` will become, to name files in error messages. */
  readonly out: string;
  /** The site planned: what every page's frame (sidebar, version parts, assets) is written from. */
  readonly reference: Reference;
  /** The version whose pages these are: an index into `reference.versions`. */
  readonly version: number;
  /** Indexes into the project's pages, in the order they are made. */
  readonly pages: readonly number[];
  /**
   * Shared by the threads of a build that has several: the position in `pages` of the next page
   * not yet taken. Each thread makes the page at its own position `first` (every thread one),
   * then takes one page at a time; without it, this thread makes them all.
   */
  readonly claim?: SharedArrayBuffer | undefined;
  readonly first?: number | undefined;
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

/** Resolves a page and renders its body and twin; a component that fails names the page's file. */
async function makePage(project: Project, index: number, id: string, frame: PageFrame): Promise<CachedPage> {
  const resolved = await resolveProjectPage(project, index, id);
  const body = renderPageBody(resolved, frame.options);
  // Its Markdown twin, from the same resolution: for agents and "Copy as Markdown".
  const twin = renderMarkdown(resolved);
  const { sections, connect, endpoints, snippets, warnings = [], summary } = resolved;
  // Turned into bytes once, for its cache entry and its files alike.
  return { body: Buffer.from(body), twin: Buffer.from(twin), twinLength: twin.length, sections, connect, endpoints, snippets, warnings, ...(summary === undefined ? {} : { summary }) };
}

/** A page's file: the document its frame writes around its made (or kept) body, the body's bytes in their place. */
function documentBytes(page: { readonly title: string }, entry: CachedPage, frame: PageFrame): Uint8Array {
  const [before, after] = pageDocumentParts(page, entry.connect, { ...frame.options, nav: frame.nav(entry.sections), meta: frame.meta(entry.summary) });
  return Buffer.concat([Buffer.from(before), entry.body, Buffer.from(after)]);
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
  await writingAlong((writes) => renderEach(project, job, report, control, fs, writes));
}

/** `renderPages`' loop: each page's files go to `writes`, which write them while the next page is made. */
async function renderEach(project: Project, job: RenderJob, report: (page: PageReport) => void, control: RenderControl, fs: BuildFs, writes: WriteQueue): Promise<void> {
  const { reference } = job;
  const { folder, job: version } = reference.versions[job.version]!;
  const claimed = job.claim === undefined ? undefined : new Int32Array(job.claim);
  for (let next = 0, own = job.first; ; own = undefined) {
    const at = own ?? (claimed === undefined ? next++ : Atomics.add(claimed, 0, 1));
    if (at >= job.pages.length) break;
    const index = job.pages[at]!;
    control.signal?.throwIfAborted();
    const { slug, page, print } = project.pages[index]!;
    const planned = referencePage(reference, `${folder}${slug}`);
    // A worker loads the project itself: what it loaded must be what the site was planned from.
    if (planned === undefined || planned.title !== page.title) throw new Error(`the project changed while it was built: a render thread found the page "${slug}" (${page.title}) that the site's plan does not have`);
    const frame = pageFrame(planned, reference);
    const content = job.cache === undefined ? undefined : print?.();
    const key = content === undefined ? undefined : entryKey(job.cache!, content, `${slug}.md`, versionText(version, slug));
    const cached = key === undefined ? undefined : (control.memory?.get(key) ?? (await readEntry(job.cache!, key)));
    const entry = cached ?? (await makePage(project, index, planned.id, frame));
    if (key !== undefined && cached === undefined) await writes.add(() => writeEntry(job.cache!, key, entry));
    if (key !== undefined) control.memory?.set(key, entry);
    const text = documentBytes(page, entry, frame);
    control.signal?.throwIfAborted();
    await writes.add(() => writeSiteFile(fs, job.dir, job.out, `${slug}.html`, text));
    await writes.add(() => writeSiteFile(fs, job.dir, job.out, `${slug}.md`, entry.twin));
    const sections = entry.sections.map(({ id, title, method, path, deprecated, terms }) => ({ id, title, method, path, deprecated, terms: terms! }));
    report({ index, slug, endpoints: entry.endpoints, snippets: entry.snippets, markdown: entry.twinLength, warnings: entry.warnings, sections, key, reused: cached !== undefined });
  }
}
