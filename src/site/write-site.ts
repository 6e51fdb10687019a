/**
 * One reference's files, written into a folder: the assets, every page and its Markdown twin
 * (on this thread and, for large sites on 3 cores and more, on workers), the "All endpoints"
 * page, the search index, `llms.txt` and the full text. The build calls it for the site, and for
 * each version of a versioned site.
 */
import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { isPlainObject } from "../values.ts";
import { writeSiteFile, type BuildFs } from "./build-errors.ts";
import { fullFiles } from "./llms-full.ts";
import { llmsTxt, type LlmsFile, type LlmsPage } from "./llms-txt.ts";
import { renderPage } from "../render/page.ts";
import { siteNames } from "../page-names.ts";
import { referencePage, type Reference } from "../reference/reference.ts";
import { resolvePage } from "../reference/resolve.ts";
import type { Project } from "../reference/project.ts";
import { renderPages, type PageReport } from "./render-pages.ts";
import { RenderWorker } from "./render-worker-client.ts";
import { SearchIndexBuilder } from "./search-index.ts";
import { writeAssets, writeLogo, writeStyles } from "./write-assets.ts";
import { siteLogo } from "../reference/logo.ts";
import { writingAlong } from "./write-queue.ts";
import { pruneCache, type CacheJob, type PageMemory } from "./page-cache.ts";

/** Where build messages go. */
export interface Logger {
  /** A line for the record: summaries, warnings. */
  info(line: string): void;
  /** Transient progress, shown only on a terminal (may be a no-op). */
  progress?(line: string): void;
}

/** What writing one reference needs. */
export interface SiteWrite {
  /** The site planned, and the version of it to write (an index into `reference.versions`). */
  readonly reference: Reference;
  readonly version: number;
  /** That version's project. */
  readonly project: Project;
  /** The folder the files go into (inside the build's temporary folder). */
  readonly dir: string;
  /** The folder `dir` will become, to name files in error messages. */
  readonly out: string;
  readonly fs: BuildFs;
  /** Aborted at the first failure (here) or at the caller's abort: every renderer stops. */
  readonly stop: AbortController;
  /** How many threads render pages: `1` forces this thread (a configuration or file system given in code); default by size and cores. */
  readonly threads: number | undefined;
  readonly logger?: Logger | undefined;
  /** The page cache (see page-cache.ts): imported pages are reused from it and kept in it, and what the build did not use is removed. */
  readonly cache?: CacheJob | undefined;
  /** The cache's entries kept in memory too, for this thread's pages (see `PageMemory`). */
  readonly memory?: PageMemory | undefined;
  /** Render workers started already, with this project's description (see `RenderWorker`): used first; any not needed are stopped. */
  readonly workers?: readonly RenderWorker[] | undefined;
}

/** What writing one reference found. */
export interface SiteWritten {
  readonly reports: readonly Omit<PageReport, "sections">[];
  /** The full-text files, with their estimated tokens. */
  readonly full: readonly LlmsFile[];
}

/** Below this many sections a site renders on the main thread: a worker's start costs more than it saves. */
const parallelThreshold = 300;

/**
 * How many threads render a site of `sections` sections when the build is not told: one below
 * `parallelThreshold`, and one on two cores or fewer; else one per core but one. Measured on 2
 * cores (bench/threads.ts): one thread already keeps 1.4 cores busy (the collector, the writes),
 * and a worker does again what the main thread did before the pages (its modules, parsing,
 * indexing and weighing the description: 1.3 s of CPU for GitHub's) and renders its first pages
 * cold, so two threads take 1.3 times the CPU time of one and 1.08–1.15 times as long.
 */
export function defaultThreads(sections: number, cores = availableParallelism()): number {
  return sections < parallelThreshold || cores <= 2 ? 1 : cores - 1;
}

/** Writes one reference into `dir`; see the module's description. */
export async function writeSite(write: SiteWrite): Promise<SiteWritten> {
  const { reference, project, dir, out, fs, stop } = write;
  const { title: siteTitle, liveReload } = reference.site;
  const { links, folder } = reference.versions[write.version]!;
  const reports: Omit<PageReport, "sections">[] = [];
  const full: LlmsFile[] = [];
  let done = 0;
  await writeAssets(dir, out, project.settings, liveReload, fs);
  // A site built from a document offers that document, as one file, to its readers.
  const { download } = links;
  if (download) await writeSiteFile(fs, dir, out, download, project.documentJson ?? `${JSON.stringify(project.document, null, 2)}\n`);
  const weights = project.pages.map((page) => page.weight);
  const sections = reference.pages.reduce((n, page) => n + (page.version === write.version ? page.sections.length : 0), 0);
  const threads = Math.min(project.pages.length, write.threads ?? defaultThreads(sections));
  // With more than one thread, each takes the next page not yet taken, the heaviest first: a
  // worker that starts later (it makes its pages from the posted description first) takes fewer.
  const order = weights.map((weight, index) => ({ weight, index }));
  if (threads > 1) order.sort((a, b) => b.weight - a.weight || a.index - b.index);
  const pages = order.map((page) => page.index);
  // Each thread starts with a page of its own (the first `threads` pages), then takes the next untaken.
  const claim = threads > 1 ? new SharedArrayBuffer(4) : undefined;
  if (claim !== undefined) new Int32Array(claim)[0] = threads;
  // Each page's sections go into the search index as the page
  // is reported; the report keeps the rest (a large site's terms are held once, in the index).
  const searchIndex = new SearchIndexBuilder();
  // Where a result is in the site: an operation's page names its group's page, another page its sidebar group.
  const searchGroup = (slug: string): string | undefined => {
    const planned = referencePage(reference, `${folder}${slug}`);
    if (planned?.parent !== undefined) return referencePage(reference, planned.parent)?.title;
    return planned?.group;
  };
  const llms: LlmsPage[] = [];
  const progress = ({ sections, ...report }: PageReport) => {
    const title = project.pages[report.index]!.page.title;
    searchIndex.add(report.index, { slug: report.slug, title, group: searchGroup(report.slug), sections });
    const { page } = project.pages[report.index]!;
    llms[report.index] = { slug: report.slug, title, group: page.group, description: page.description, sections: sections.map((section) => section.title) };
    reports[report.index] = report;
    write.logger?.progress?.(`rendering ${++done}/${project.pages.length}: ${report.slug}`);
  };
  await writeLogo(siteLogo(project).logo, dir, out, fs);
  await writeStyles(project.root, project.settings, dir, out, fs);
  const job = { dir, out, reference, version: write.version, cache: write.cache };
  // The workers: those started with the description, then new ones, each given the weights the import gave.
  const started = [...(write.workers ?? [])];
  for (const spare of started.splice(Math.max(0, threads - 1))) void spare.stop();
  const description = project.documentJson !== undefined ? { files: project.documentFiles, json: project.documentJson } : project.document !== undefined ? { files: project.documentFiles, document: project.document } : undefined;
  while (started.length < threads - 1) started.push(new RenderWorker({ source: project.source, description }));
  let failed = false;
  let failure: unknown;
  // The main thread renders pages while the workers do.
  await Promise.all(
    Array.from({ length: Math.max(1, threads) }, (_, i) =>
      (i === 0 ? renderPages(project, { ...job, pages, claim, first: claim === undefined ? undefined : 0 }, progress, { fs, signal: stop.signal, memory: write.memory }) : started[i - 1]!.run({ ...job, pages, claim, first: i }, progress, stop.signal)).catch((error: unknown) => {
        if (failed) return;
        failed = true;
        failure = error;
        stop.abort(error);
      }),
    ),
  );
  if (failed) throw failure;
  if (stop.signal.aborted) throw stop.signal.reason;
  if (write.cache !== undefined) {
    await pruneCache(write.cache, new Set(reports.flatMap((report) => (report.key === undefined ? [] : [report.key]))));
    const reused = reports.filter((report) => report.reused).length;
    if (reused > 0) write.logger?.info(`Reused ${reused} of ${reports.length} pages from the cache (${write.cache.folder})`);
  }
  const endpoints = `${folder}${links.allEndpoints}`;
  const listed = renderPage(await resolvePage(reference, endpoints), reference);
  await writeSiteFile(fs, dir, out, `${links.allEndpoints}.html`, listed.html);
  await writeSiteFile(fs, dir, out, `${links.allEndpoints}.md`, listed.markdown);
  // The landing page, from every page's planned sections.
  const landing = renderPage(await resolvePage(reference, `${folder}${siteNames.index}`), reference);
  await writeSiteFile(fs, dir, out, `${siteNames.index}.html`, landing.html);
  await writeSiteFile(fs, dir, out, `${siteNames.index}.md`, landing.markdown);
  await writingAlong(async (writes) => {
    for (const [name, text] of searchIndex.files()) await writes.add(() => writeSiteFile(fs, dir, out, `assets/search/${name}`, text));
    // For agents: every page's Markdown twin, listed by group (llmstxt.org).
    const info: unknown = isPlainObject(project.document) ? project.document.info : undefined;
    const summary = isPlainObject(info) && typeof info.description === "string" ? info.description : undefined;
    // The whole text too, in files an agent's context holds, read back from the twins just written.
    const twinChars = reports.reduce((n, report) => n + report.markdown, 0);
    const read = (slug: string) => readFile(join(dir, `${slug}.md`), "utf8");
    for await (const file of fullFiles(llms, twinChars, read, undefined, project.settings.text)) {
      stop.signal.throwIfAborted();
      await writes.add(() => writeSiteFile(fs, dir, out, file.name, file.text));
      full.push({ name: file.name, title: file.title, tokens: file.tokens });
    }
    await writes.add(() => writeSiteFile(fs, dir, out, "llms.txt", llmsTxt(siteTitle, summary, llms, full, { slug: links.allEndpoints, operations: reports.reduce((n, report) => n + report.endpoints, 0), landing: siteNames.index }, project.settings.text)));
  });
  return { reports, full };
}
