/**
 * The static site build: one HTML file per page, an index, and `assets/`. The site is written
 * to a temporary folder and swapped in only when complete, so a failed or interrupted build
 * leaves the previous site untouched and no temporary folder behind.
 */
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { BuildError, BuildInterrupted, nodeFs, writeSiteFile, type BuildFs } from "./build-errors.ts";
import type { PageReport } from "./render-pages.ts";
import type { DescriptionRead, Project } from "../reference/project.ts";
import { letGo, loadProjects, planReference, type ReferenceOptions } from "../reference/load.ts";
import { configuredLanguages, languageFolder, languageOptions, planLanguages, type SiteLanguage } from "../reference/languages.ts";
import { writeLanguageRoot } from "./write-languages.ts";
import type { Config } from "../config/config.ts";
import type { LlmsFile } from "./llms-txt.ts";
import { charsPerToken } from "./llms-full.ts";
import { defaultThreads, writeSite, type Logger } from "./write-site.ts";
import { versionProblem, versionWarning, type SiteVersion } from "../reference/versions.ts";
import { writeChangelog } from "./write-changelog.ts";
import { writeRoot } from "./write-root.ts";
import { defaultCacheFolder } from "../reference/cache-folder.ts";
import { openCache, type PageMemory } from "./page-cache.ts";
import { lockFolder, removeLeftovers, removeLocked } from "./leftovers.ts";
import { checkOutput, siteMarker, siteMarkerText, swapIn, type ProtectedFolder } from "./output.ts";
import { isRemote } from "../paths.ts";
import { checkSiteUrl } from "../site-url.ts";
import { isPlainObject } from "../values.ts";
import { itemOperations } from "../openapi/read/methods.ts";
import { RenderWorker } from "./render-worker-client.ts";

export { BuildError, BuildInterrupted, type BuildFs } from "./build-errors.ts";

export type { Logger } from "./write-site.ts";

/** What a build is told: what `loadReference` is told (what to build), and how to write it. */
export interface BuildOptions extends ReferenceOptions {
  /** The project folder. A folder without `pages/` builds the bundled demonstration. Default: the current folder. */
  readonly root?: string;
  /**
   * The configuration to build with, instead of the project's `refkit.config.ts` (which is then
   * not loaded). Never written into. With it every page renders on the calling thread, since a
   * configuration holds functions, which cannot be posted to a worker.
   */
  readonly config?: Config;
  /** The output folder. Default `<root>/site`. */
  readonly out?: string;
  readonly logger?: Logger;
  /** The site's name in titles and the sidebar. Default "API reference". */
  readonly siteTitle?: string;
  /** Add the live-reload script (for `refkit dev` only). */
  readonly liveReload?: boolean;
  /**
   * The public address of the site's root (`https://docs.acme.test/api/`), as `--site-url` sets
   * it; it wins over the configuration's `siteUrl`. With it, the build writes `sitemap.xml` and
   * every page names its absolute address.
   */
  readonly siteUrl?: string | undefined;
  /** An OpenAPI document (JSON or YAML) to build instead of `pages/`. */
  readonly openapi?: string;
  /**
   * Several versions of the OpenAPI document, instead of `openapi`: the first, the current one, at
   * the site's root, each other under `v/<label>/`, every page linking to the same place in each
   * (see versions.ts).
   */
  readonly versions?: readonly SiteVersion[] | undefined;
  /**
   * A site of several languages, instead of the configuration's `locales`: one site per language
   * in a folder named after its tag (`en/`, `fr/`), each built with its own overlays after
   * `overlays`; the site's root leads to the first (see languages.ts).
   */
  readonly locales?: readonly SiteLanguage[] | undefined;
  /** Follow the document's `$ref`s to http(s) URLs. Default false. */
  readonly remoteRefs?: boolean;
  /** The folder the document's `$ref`s may read files from (default: the document's folder), as `--ref-root` sets. */
  readonly refRoot?: string | undefined;
  /** Shipped client tokens whose tabs are added after the four defaults, as `--clients go,java` does. */
  readonly clients?: readonly string[] | undefined;
  /** Turn the request console on (`config.tryIt`), as `--try-it` does; `refkit.config.ts` may turn it on too. */
  readonly tryIt?: boolean | undefined;
  /**
   * Keep the pages made from an OpenAPI document in a cache (see page-cache.ts), and reuse those
   * a build made before when nothing they are made from has changed: `true` for the usual folder
   * (`node_modules/.cache/refkit` in the project, else `.refkit-cache` beside the output folder),
   * or a folder. Default false: every page is made. The command line turns it on (`--no-cache` off).
   */
  readonly cache?: boolean | string | undefined;
  /** With `cache`: its entries kept in memory too, between builds given the same one (`refkit dev` keeps one). */
  readonly memory?: PageMemory | undefined;
  /** How many threads render pages (default: one per core for large sites, else one). */
  readonly threads?: number;
  /**
   * Stops the build when aborted: workers are terminated, the temporary folder is removed, the
   * previous site stays as it was, and the build rejects with a `BuildInterrupted` (whose
   * `signal` is the abort reason when that is a string such as "SIGINT"). An abort that comes
   * after the new site has been swapped in changes nothing.
   */
  readonly signal?: AbortSignal;
  /**
   * Told when the project starts loading (`true`) and when it is loaded (`false`). The command
   * line lets SIGINT and SIGTERM end the process at once meanwhile: nothing is on disk yet, and
   * parsing a large description keeps the event loop busy for seconds, when no handler could run.
   */
  readonly onLoading?: (loading: boolean) => void;
  /**
   * For tests and embedding: the file writes of the build (pages, index, assets) go through this
   * instead of `node:fs/promises`. With it every page renders on the calling thread, since a
   * function cannot be posted to a worker.
   */
  readonly fs?: BuildFs;
}

/** What a build did. */
export interface BuildSummary {
  readonly out: string;
  /** The project folder whose files make the site (the demonstration's, when it was used). */
  readonly root: string;
  readonly pages: number;
  readonly endpoints: number;
  /** The operations (path operations, webhooks and callbacks) the pages show: `endpoints`, named as the library names them. */
  readonly operations: number;
  readonly snippets: number;
  /** Every warning the build printed, in order, each once. */
  readonly warnings: readonly string[];
  readonly milliseconds: number;
  readonly demo: boolean;
  /** The files the OpenAPI document was read from (with its overlays; every language's, in a site of several); none for pages. */
  readonly documentFiles: readonly string[];
  /** The project's files the build copied into `assets/` (the logo, the team's stylesheet): `refkit dev` builds again when one changes. */
  readonly assetFiles: readonly string[];
  /** The Markdown for agents: all the twins' estimated tokens, and the full-text files with theirs. */
  readonly markdown: { readonly tokens: number; readonly full: readonly LlmsFile[] };
  /** A site of several languages: each, the default one first, with its folder and counts (`pages` and the rest are the default language's). */
  readonly languages?: readonly { readonly locale: string; readonly folder: string; readonly pages: number; readonly operations: number }[];
  /** A versioned site's versions, the current one first, each with its folder and counts (`pages` and the rest are the current version's). */
  readonly versions?: readonly { readonly label: string; readonly folder: string; readonly pages: number; readonly operations: number }[];
}

/** A token count as the build prints it: "850", "12k", "1.4M". */
function tokensText(tokens: number): string {
  if (tokens < 1_000) return String(tokens);
  if (tokens < 1_000_000) return `${Math.round(tokens / 1_000)}k`;
  return `${(tokens / 1_000_000).toFixed(1)}M`;
}

/** The build's line on its Markdown for agents: how large it is, in the estimate an agent's context is measured in. */
function agentsLine({ tokens, full }: BuildSummary["markdown"]): string {
  const whole = full.length === 1 && !full[0]!.name.includes("/");
  const largest = Math.max(0, ...full.map((file) => file.tokens));
  const files = whole ? `${full[0]!.name} holds it all` : `llms-full/ holds it in ${full.length} files of at most ~${tokensText(largest)} tokens`;
  return `Markdown for agents: ~${tokensText(tokens)} tokens in the twins (4 characters a token); ${files}; llms.txt lists them.`;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The interruption an aborted signal stands for. */
function interruption(signal: AbortSignal): BuildInterrupted {
  return signal.reason instanceof BuildInterrupted ? signal.reason : new BuildInterrupted(typeof signal.reason === "string" ? signal.reason : undefined);
}

/**
 * `work`, or a `BuildInterrupted` as soon as `signal` aborts: loading may wait on a slow remote
 * reference, and nothing it does needs undoing.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(interruption(signal));
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener("abort", onAbort));
}

/** How many operations a description's paths declare: what decides, before it is indexed, how many threads its build starts. */
function operationCount(document: unknown): number {
  const paths = isPlainObject(document) && isPlainObject(document.paths) ? document.paths : {};
  const version = isPlainObject(document) && typeof document.openapi === "string" ? document.openapi.slice(0, 3) : "3.0";
  let count = 0;
  for (const item of Object.values(paths)) if (isPlainObject(item)) count += itemOperations(item, "#", version).length;
  return count;
}

/** A description this large (in bytes) is expected to make a site that several threads render, where the machine has the cores. */
const largeDescription = 1 << 20;

/**
 * How many threads are expected to render the site of the description `document` before it is
 * read, to start its workers early: the number asked for, else the default for a large description
 * by its file's size (the number of its operations, which decides, is known once it is read). A
 * project of pages starts its workers once it is loaded (see write-site.ts).
 */
async function expectedThreads(threads: number | undefined, document: string | undefined): Promise<number> {
  if (document === undefined) return 1;
  if (threads !== undefined || defaultThreads(Infinity) === 1) return threads ?? 1;
  const size = await stat(document).then((file) => file.size, () => 0);
  return size >= largeDescription ? defaultThreads(Infinity) : 1;
}

/** Removes the temporary folder, its lock last; a worker's last write may land during the first attempt. */
async function removeTemporary(dir: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await removeLocked(dir).catch(() => undefined);
    if (!existsSync(dir)) return;
  }
}

/**
 * Builds a project into static files.
 * @example await buildSite({ root: ".", out: "site" })
 */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const reports: Omit<PageReport, "sections">[] = [];
  const full: LlmsFile[] = [];
  // What making the pages found, every version's, in order; and each version's counts.
  const later: string[] = [];
  const counts: { label: string; folder: string; pages: number; operations: number }[] = [];
  const languageCounts: { locale: string; folder: string; pages: number; operations: number }[] = [];
  if (options.signal?.aborted) throw interruption(options.signal);
  // A bad address is refused before any work.
  if (options.siteUrl !== undefined) checkSiteUrl(options.siteUrl, { component: "buildSite", key: "siteUrl" });
  const rootFolder = resolve(options.root ?? ".");
  const out = resolve(options.out ?? join(rootFolder, "site"));
  // Refused before any work, and again before the swap, once the whole project is known.
  const versions = options.versions && options.versions.length > 0 ? options.versions : undefined;
  const problem = versions === undefined ? undefined : versionProblem(versions);
  if (problem !== undefined) throw new BuildError(out, problem);
  const documents = versions ? versions.map((version) => version.openapi) : [options.openapi, options.asyncapi];
  const folders: ProtectedFolder[] = [{ path: rootFolder, role: "the project folder" }];
  for (const document of documents) if (document) folders.push({ path: dirname(resolve(document)), role: "the OpenAPI description's folder" });
  await checkOutput(out, folders);
  const cacheFolder = options.cache === true ? defaultCacheFolder(rootFolder, out) : options.cache || undefined;
  // A site of several languages is one site per language, each in its folder (see languages.ts).
  options.onLoading?.(true);
  let languages: readonly SiteLanguage[] | undefined;
  try {
    languages = options.locales !== undefined && options.locales.length > 0 ? options.locales : await untilAborted(configuredLanguages(rootFolder, options.config), options.signal);
  } catch (error) {
    options.onLoading?.(false);
    throw error;
  }
  const parts = languages === undefined ? [{ folder: "", locale: undefined, options }] : languages.map((language) => ({ folder: languageFolder(language.locale), locale: language.locale, options: languageOptions(options, language) }));
  const loadedParts: Project[][] = [];
  // A large description's render workers start before it is read (each loads its modules
  // meanwhile), are told it as soon as it is read, and load the project from it while this thread
  // indexes, presents and plans it; none with a configuration or a file system given in code
  // (functions cannot be posted). With several languages, the first one's.
  const workers: RenderWorker[] = [];
  const parallel = !options.fs && !options.config;
  if (parallel) for (let i = 1; i < (await expectedThreads(options.threads, documents[0])); i++) workers.push(new RenderWorker());
  const onRead = !parallel ? undefined : ({ source, description, document }: DescriptionRead) => {
    const count = options.threads ?? defaultThreads(operationCount(document));
    for (const spare of workers.splice(Math.max(0, count - 1))) void spare.stop();
    while (workers.length < count - 1) workers.push(new RenderWorker());
    for (const worker of workers) worker.load({ source, description });
  };
  try {
    for (const [k, part] of parts.entries()) {
      if (languages !== undefined) options.logger?.progress?.(`loading ${part.locale} (${k + 1}/${parts.length})`);
      loadedParts.push(await untilAborted(loadProjects(part.options, cacheFolder, k === 0 ? onRead : undefined), options.signal));
    }
  } catch (error) {
    for (const worker of workers.splice(0)) void worker.stop();
    throw error;
  } finally {
    options.onLoading?.(false);
  }
  // Workers not handed to a version (a build that fails or stops first) are stopped.
  try {
    const project = loadedParts[0]![0]!;
    // What `refkit dev` watches: each language's description and overlays.
    const documentFiles = [...new Set(loadedParts.flatMap((loaded) => loaded[0]!.documentFiles))];
    for (const loaded of loadedParts.flat()) {
      folders.push({ path: loaded.root, role: "the project folder" });
      for (const file of loaded.documentFiles) if (!isRemote(file)) folders.push({ path: dirname(file), role: "a folder of the OpenAPI description's files" });
    }
    // The site planned: every page and its sections, the versions' links, and a versioned site's
    // history (each version against the one before it: the diff, the old examples checked). With
    // several languages, each language's, every page then told where its content is in the others.
    const references = await untilAborted(languages === undefined ? planReference(loadedParts[0]!, options).then((reference) => [reference]) : planLanguages(languages, loadedParts, options), options.signal);
    // What the import found; what making each page finds is reported after its page, in page order.
    // An earlier version's warnings say which version they are about; another language's, which
    // language, when the first one's do not say the same.
    const first = new Set(references[0]!.warnings);
    const inLanguage = (k: number, warning: string) => (k === 0 || first.has(warning) ? warning : `${parts[k]!.locale}: ${warning}`);
    const tagged = (k: number, i: number, warning: string) => inLanguage(k, versionWarning(versions, i, warning));
    const shown = new Set(references.flatMap((reference, k) => reference.warnings.map((warning) => inLanguage(k, warning))));
    for (const warning of shown) options.logger?.info(`warning: ${warning}`);
    if (options.signal?.aborted) throw interruption(options.signal);
    let fresh: string | undefined;
    try {
      await mkdir(dirname(out), { recursive: true });
      // What a killed build into this folder left (never what it merely looks like: see leftovers.ts).
      const removed = await removeLeftovers(out, folders.map((folder) => folder.path)).catch(() => []);
      for (const dir of removed) options.logger?.info(`Removed ${dir}, left by a build that was stopped before it finished`);
      fresh = await mkdtemp(`${out}.tmp-`);
      // Until the swap, the folder names this build's process: if it is killed, the next build removes the folder.
      await lockFolder(fresh);
      // mkdtemp makes the folder private (0700); a site is for a web server to read.
      await chmod(fresh, 0o755);
    } catch (error) {
      if (fresh !== undefined) await removeTemporary(fresh);
      throw new BuildError(out, `cannot create the output folder (${reason(error)})`, { cause: error });
    }
    const fs: BuildFs = options.fs ?? nodeFs;
    // Stops every renderer at the first failure or at the caller's abort, so that nothing writes
    // into the temporary folder once it is being removed.
    const stop = new AbortController();
    const onAbort = () => stop.abort(interruption(options.signal!));
    options.signal?.addEventListener("abort", onAbort, { once: true });
    try {
      await writeSiteFile(fs, fresh, out, siteMarker, siteMarkerText);
      for (const [k, part] of parts.entries()) {
        const reference = references[k]!;
        const dir = join(fresh, part.folder);
        const into = join(out, part.folder);
        // Each version (and language) is let go once written: a large description's model is hundreds of megabytes.
        const unwritten: (Project | undefined)[] = loadedParts[k]!.splice(0);
        for (const [i, loaded] of unwritten.entries()) {
          if (loaded === undefined) continue;
          unwritten[i] = undefined;
          const { folder } = reference.versions[i]!;
          const cache = cacheFolder !== undefined && loaded.pages.some((page) => page.print) ? await openCache(cacheFolder, join(into, folder), loaded.root, loaded.settings) : undefined;
          const written = await writeSite({ reference, version: i, project: loaded, dir: join(dir, folder), out: join(into, folder), fs, stop, threads: options.fs || options.config ? 1 : options.threads, logger: options.logger, cache, memory: options.memory, workers: i === 0 && k === 0 ? workers.splice(0) : [] });
          if (i > 0) letGo(reference, i);
          written.reports.forEach((report) => report.warnings.forEach((warning) => later.push(tagged(k, i, warning))));
          const operations = written.reports.reduce((n, report) => n + report.endpoints, 0);
          if (k === 0) counts.push({ label: versions?.[i]!.label ?? "", folder, pages: loaded.pages.length, operations });
          if (languages !== undefined && i === 0) languageCounts.push({ locale: part.locale!, folder: part.folder, pages: loaded.pages.length, operations });
          if (i > 0 || k > 0) continue;
          reports.push(...written.reports);
          full.push(...written.full);
        }
        if (versions !== undefined && versions.length > 1) await writeChangelog({ reference, dir, out: into, fs });
        await writeRoot({ reference, dir, out: into, fs });
        // Another language's current version is let go too once its changelog and root are written.
        if (k > 0) letGo(reference, 0);
      }
      if (languages !== undefined) await writeLanguageRoot({ references, dir: fresh, out, fs });
      await swapIn(fresh, out, folders);
    } catch (error) {
      await removeTemporary(fresh);
      throw error;
    } finally {
      options.signal?.removeEventListener("abort", onAbort);
    }
    for (const warning of later) {
      if (shown.has(warning)) continue;
      shown.add(warning);
      options.logger?.info(`warning: ${warning}`);
    }
    const endpoints = reports.reduce((n, report) => n + report.endpoints, 0);
    const summary: BuildSummary = {
      out,
      root: project.root,
      pages: project.pages.length,
      endpoints,
      operations: endpoints,
      snippets: reports.reduce((n, report) => n + report.snippets, 0),
      warnings: [...shown],
      milliseconds: Math.round(performance.now() - started),
      demo: project.demo,
      documentFiles,
      assetFiles: [project.settings.logo, project.settings.stylesheet].flatMap((file) => (file === null ? [] : [resolve(project.root, file)])),
      markdown: { tokens: Math.ceil(reports.reduce((n, report) => n + report.markdown, 0) / charsPerToken), full },
      ...(versions === undefined ? {} : { versions: counts }),
      ...(languages === undefined ? {} : { languages: languageCounts }),
    };
    options.logger?.info(
      `Built ${summary.pages} page${summary.pages === 1 ? "" : "s"}, ${summary.endpoints} endpoints, ${summary.snippets} snippets in ${summary.milliseconds} ms → ${out}${project.demo ? " (the bundled demonstration: no pages/ folder here)" : ""}`,
    );
    if (versions !== undefined && versions.length > 1) options.logger?.info(`Versions: ${counts.map((count, i) => `${count.label}${i === 0 ? " (current, at the root)" : ` (${count.folder})`}: ${count.pages} pages, ${count.operations} endpoints`).join("; ")}`);
    if (languages !== undefined) options.logger?.info(`Languages: ${languageCounts.map((count, k) => `${count.locale} (${count.folder}${k === 0 ? ", the default" : ""}): ${count.pages} pages, ${count.operations} endpoints`).join("; ")}`);
    options.logger?.info(agentsLine(summary.markdown));
    return summary;
  } finally {
    for (const worker of workers.splice(0)) void worker.stop();
  }
}
