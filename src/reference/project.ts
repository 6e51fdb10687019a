/**
 * A refkit project: a folder with an optional `refkit.config.ts` and page modules
 * `pages/**\/*.ts` whose default export is a `Page` subclass. A folder without pages uses the
 * bundled demonstration reference.
 */
import { existsSync } from "node:fs";
import { isMainThread } from "node:worker_threads";
import { register } from "node:module";
import { open, readdir, readFile } from "node:fs/promises";
import { basename, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { shippedClients } from "../clients/index.ts";
import { Config, withProjectConfig, type ChosenSettings } from "../config/config.ts";
import { settle, type Settings } from "../config/settings.ts";
import { describeValue, FileError } from "../errors.ts";
import { Page, declaredSections, pageSections } from "../components/page.ts";
import { OpeningPage } from "./landing.ts";
import { configPolicyWarnings } from "../components/try-it.ts";
import { uniqueId, type Node } from "../components/node.ts";
import type { OpenApiPage } from "../present/pages.ts";
import { keptWeights } from "./kept-weights.ts";
import { PageNames } from "../page-names.ts";
import { defaultBaseUrl } from "../base-url.ts";
import type { LoadOptions } from "../openapi/read/load.ts";
import { checkLocale } from "../locale/index.ts";

/** One page of a project and where it came from. */
export interface ProjectPage {
  /** The module file, for error messages. */
  readonly file: string;
  /** The output path without extension, such as `customers` or `billing/invoices`: unique in the site (see page-names.ts). */
  readonly slug: string;
  readonly page: Page;
  /** How many sections the page has (without making them), to share pages among threads. */
  readonly weight: number;
  /**
   * True when each call of the page's `sections()` makes them anew (an OpenAPI page): the build
   * then asks once per render and keeps nothing, so memory holds one page at a time.
   */
  readonly lazy: boolean;
  /** A hash of what an imported page is made from (see `OpenApiPage.contentPrint`): a build may reuse the page made with the same. */
  readonly print?: () => string | undefined;
  /** True for a page made from the API description, not from `pages/`. */
  readonly described?: boolean;
  /** An operation's page: the slug of its group's page, under which the sidebar lists it. */
  readonly parent?: string;
}

/**
 * Where a project comes from: a folder (its `pages/` and `refkit.config.ts`), optionally with an
 * OpenAPI document that gives the pages instead. Plain data, so a render worker can load it too.
 */
export interface ProjectSource {
  readonly root: string;
  /** An OpenAPI document (.json, .yaml) whose operations become the pages (or an AsyncAPI one, told by its version field). */
  readonly openapi?: string | undefined;
  /**
   * An AsyncAPI document beside the OpenAPI one (`--openapi rest.yaml --asyncapi events.yaml`):
   * its pages join the reference under `events/`, and the landing page says what it is.
   */
  readonly asyncapi?: string | undefined;
  /** Follow the document's `$ref`s to http(s) URLs (see `LoadOptions.remoteRefs`). */
  readonly remoteRefs?: boolean | undefined;
  /** The folder the document's references may read from (see `LoadOptions.refRoot`); default the document's folder. */
  readonly refRoot?: string | undefined;
  /** Overlay documents applied in order to the OpenAPI description before it is read (`--overlay`, see `LoadOptions.overlays`). */
  readonly overlays?: readonly string[] | undefined;
  /** Shipped client tokens whose tabs the site adds after the four defaults (`--clients go,java`), set after `refkit.config.ts`. */
  readonly clients?: readonly string[] | undefined;
  /** Turn the request console on (`--try-it`), set after `refkit.config.ts`. */
  readonly tryIt?: boolean | undefined;
  /** The interface's language (`--locale`), set after `refkit.config.ts`. */
  readonly locale?: string | undefined;
  /** The page cache's folder (see page-cache.ts): the import's weights are remembered there too. */
  readonly cache?: string | undefined;
}

/** A loaded project. */
export interface Project {
  readonly source: ProjectSource;
  readonly root: string;
  /** What the project's `refkit.config.ts` set: its own configuration, which nothing else writes into. */
  readonly config: Config;
  /** The settings the pages render with: the command line's, the configuration's, then the document's defaults. */
  readonly settings: Settings;
  readonly pages: readonly ProjectPage[];
  /** True when the folder had no pages and the bundled demonstration is used. */
  readonly demo: boolean;
  /** What loading had to say (OpenAPI parts left out), for the build's output. */
  readonly warnings: readonly string[];
  /** A title the source gives the site (the OpenAPI document's `info.title`). */
  readonly title: string | undefined;
  /** The files an OpenAPI document was read from (it and every file it references); none for pages. */
  readonly documentFiles: readonly string[];
  /**
   * The project's own landing page, before the site adds its list of operations: `pages/index.md`
   * (a guide: its title and text first), then an imported description's (see present/landing.ts).
   */
  readonly landing?: Page | undefined;
  /** The OpenAPI document as loaded (bundled into one, Swagger 2.0 converted), offered for download. */
  readonly document?: unknown;
  /** The document's file as read, when it is the whole document in JSON (see `LoadedOpenApi.json`): offered as it is. */
  readonly documentJson?: Uint8Array | undefined;
}

/** How a project is loaded. */
export interface ProjectOptions {
  /** The configuration instead of the project's `refkit.config.ts`, which is then not loaded. */
  readonly config?: Config | undefined;
  /** The description already read (a render worker's, posted by the main thread): nothing is read again. */
  readonly read?: ReadDescription | undefined;
  /**
   * Told the description as soon as it is read, before it is indexed and presented, with the
   * project's source: a build starts its render workers then, each loading the same project from
   * the description read while this thread indexes and presents it.
   */
  readonly onRead?: ((read: DescriptionRead) => void) | undefined;
}

/** What `ProjectOptions.onRead` is told. */
export interface DescriptionRead {
  readonly source: ProjectSource;
  /** What a worker is posted to load the same project. */
  readonly description: ReadDescription;
  /** The document parsed (the same as `description`'s), to look into. */
  readonly document: unknown;
}

/**
 * A description already read: its files, and either the document or, when the description is one
 * JSON file, that file's bytes (a worker parses them itself: posting the bytes costs the main
 * thread nothing, posting a large parsed document a third of a second).
 */
export type ReadDescription = { readonly files: readonly string[] } & ({ readonly document: unknown } | { readonly json: Uint8Array });

/** Thrown when a project file cannot be loaded; names the file. */
export class ProjectError extends FileError {
  override readonly name = "ProjectError";
}

/** The bundled demonstration reference (examples/customers). */
export const demoRoot = fileURLToPath(new URL("../../examples/customers", import.meta.url));

const pageExtensions = /\.(ts|mts|js|mjs|md)$/;

async function pageFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && pageExtensions.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

let generation = 0;
let aliased = false;

/** True when refkit runs from its TypeScript source (a checkout, the tests), not from its compiled files. */
const fromSource = import.meta.url.endsWith(".ts");

/** Makes "refkit" in project modules resolve to this refkit (see resolve-refkit.mjs). */
function aliasRefkit(): void {
  if (aliased) return;
  aliased = true;
  const target = new URL(fromSource ? "../index.ts" : "../index.js", import.meta.url);
  register(new URL("./resolve-refkit.mjs", import.meta.url), { data: { target: target.href } });
}

let typeScript: Promise<void> | undefined;

/**
 * Lets the process import TypeScript (a project's pages and configuration). refkit run from its
 * compiled files registers tsx's loader the first time it needs to; run from source, it already
 * runs under a loader that reads TypeScript.
 */
function typeScriptLoader(): Promise<void> {
  typeScript ??= fromSource ? Promise.resolve() : import("tsx/esm/api").then(({ register }) => void register());
  return typeScript;
}

async function importModule(file: string): Promise<Record<string, unknown>> {
  // The loaders are registered only once a project module is imported: a registered loader makes
  // every later import of the process go through its thread (0.3 s of GitHub's build), and a
  // description alone imports none.
  await typeScriptLoader();
  aliasRefkit();
  // A fresh URL per load, so a second build in the same process sees the edited file.
  const url = `${pathToFileURL(file).href}?load=${generation}`;
  try {
    return await import(url);
  } catch (error) {
    throw new ProjectError(file, loadProblem(error), { cause: error });
  }
}

/**
 * Why a module failed to load, on one line. A TypeScript syntax error (from the loader's
 * transform: esbuild's "<file>:2:34: ERROR: …", or a code frame "[PARSE_ERROR] … ╭─[ <file>:2:35 ]")
 * gives its line and 1-based column.
 */
function loadProblem(error: unknown): string {
  // eslint-disable-next-line no-control-regex
  const message = (error instanceof Error ? error.message : String(error)).replace(/\x1b\[[0-9;]*m/g, "");
  if (message.startsWith("Transform failed")) {
    const esbuild = /^.*:(\d+):(\d+): ERROR: (.*)$/m.exec(message);
    if (esbuild) return `syntax error at line ${esbuild[1]}, column ${Number(esbuild[2]) + 1}: ${esbuild[3]}`;
    const problem = /\[[A-Z_]+\]\s*(.+)/.exec(message);
    const at = /:(\d+):(\d+) \]/.exec(message);
    if (problem && at) return `syntax error at line ${at[1]}, column ${at[2]}: ${problem[1]!.trim()}`;
  }
  return message.split("\n").map((line) => line.trim()).filter(Boolean).join(" ");
}

/** What a default export that is not a Page subclass is, for the error message. */
function describeExport(value: unknown): string {
  if (value === undefined) return "no default export";
  if (typeof value === "function") return `${/^class\b/.test(Function.prototype.toString.call(value)) ? "a class" : "a function"} that does not extend Page`;
  return describeValue(value);
}

const otherPageHint =
  'expected a default export that extends this refkit\'s Page, got a class extending another copy of Page: load pages as ES modules ("type": "module" in the project\'s package.json, or .mts files)';

/** True for a class whose ancestry has a `Page` that is not this refkit's: a CommonJS or second copy. */
function extendsOtherPage(value: unknown): boolean {
  for (let proto = typeof value === "function" ? Object.getPrototypeOf(value) : null; proto; proto = Object.getPrototypeOf(proto)) {
    if (proto.name === "Page") return true;
  }
  return false;
}

/** True when `root` has a `pages/` folder. */
export function hasPages(root: string): boolean {
  return existsSync(join(root, "pages"));
}

/**
 * The pages of an OpenAPI document, named by their slugs, and what the import had to say. The
 * stages once each: the document loaded and indexed, the settings settled (the configuration and
 * the command line, then the document's defaults), the pages presented with them.
 */
async function openApiProject(
  file: string,
  load: LoadOptions,
  config: Config,
  commandLine: ChosenSettings,
  cache: string | undefined,
  read: ReadDescription | undefined,
  onRead: ((description: ReadDescription, document: unknown) => void) | undefined,
): Promise<{ pages: ProjectPage[]; warnings: string[]; title: string | undefined; files: readonly string[]; document: unknown; json: Uint8Array | undefined; settings: Settings; landing: Page }> {
  const [{ readOpenApi, OpenApiError }, { parseDocument }, { indexApi }, { settleApi }, { presentApi }] = await Promise.all([
    import("../openapi/index.ts"),
    import("../openapi/read/parse.ts"),
    import("../openapi/read/api-index.ts"),
    import("../present/settle.ts"),
    import("../present/import.ts"),
  ]);
  try {
    const loaded =
      read === undefined
        ? await readOpenApi(file, load)
        : { document: "json" in read ? parseDocument(Buffer.from(read.json.buffer, read.json.byteOffset, read.json.byteLength).toString("utf8"), file) : read.document, files: read.files, warnings: [], json: undefined };
    if (read === undefined) onRead?.({ files: loaded.files, ...(loaded.json === undefined ? { document: loaded.document } : { json: loaded.json }) }, loaded.document);
    const index = indexApi(loaded.document);
    const settled = settleApi(index, config, commandLine);
    // The configuration's own base URLs, which the presentation does not report: the document's it reports with their pointers.
    const user = config.chosen();
    const configWarnings = configPolicyWarnings({ ...settled.settings, apiBaseUrl: user.apiBaseUrl ?? defaultBaseUrl, apiServers: user.apiServers ?? [] });
    // Weights kept in the cache: every thread reads them, the main thread keeps what its import used.
    const weights = cache === undefined ? undefined : await keptWeights(cache, file);
    const presented = presentApi(index, settled, { lazy: true, weights });
    if (isMainThread) await weights?.save();
    // The index's own list, which the pages add to as they are made: what the configuration and
    // loading (a Swagger 2.0 conversion's patches) had to say go first.
    const warnings = index.warnings as string[];
    warnings.unshift(...configWarnings, ...loaded.warnings.filter((warning) => !warnings.includes(warning)));
    return { pages: presented.pages.map((page) => ({ file, slug: page.slug, page, weight: page.weight, lazy: true, described: true, ...(page.parent === undefined ? {} : { parent: page.parent }), print: () => page.contentPrint() })), warnings, title: index.info.title, files: loaded.files, document: loaded.document, json: loaded.json, settings: settled.settings, landing: presented.landing };
  } catch (error) {
    if (error instanceof OpenApiError && !error.message.startsWith(file)) throw new ProjectError(file, error.message, { cause: error });
    throw error;
  }
}

/**
 * True when the description file is an AsyncAPI document (it has an `asyncapi` version), not an
 * OpenAPI one. Its opening bytes tell, where the version field nearly always is: a large OpenAPI
 * document is not read whole twice. When they do not, or name AsyncAPI, the whole file is parsed.
 */
async function isAsyncApiFile(file: string): Promise<boolean> {
  try {
    const handle = await open(file, "r");
    let head: string;
    try {
      const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(4096), position: 0 });
      head = buffer.subarray(0, bytesRead).toString("utf8");
    } finally {
      await handle.close();
    }
    const { namedFormat, isAsyncApiText } = await import("../asyncapi/read/sniff.ts");
    const named = namedFormat(head);
    if (named === "openapi" || named === "swagger") return false;
    return isAsyncApiText(await readFile(file, "utf8"), file);
  } catch {
    // Unreadable or unparsable: the OpenAPI import says why, as it always has.
    return false;
  }
}

/**
 * The pages of an AsyncAPI document: loaded, read into its model and presented, once. The pages
 * are made in full here (an event API is small beside a large OpenAPI one); the settings are the
 * configuration's alone, since an event API offers no base URL or auth line to HTTP clients.
 */
async function asyncApiProject(file: string, remoteRefs: boolean, refRoot: string | undefined, config: Config, commandLine: ChosenSettings, prefix?: string): Promise<{ pages: ProjectPage[]; warnings: string[]; title: string | undefined; files: readonly string[]; document: undefined; json: undefined; settings: Settings; landing: Page; overview: Page }> {
  const [{ readAsyncApi }, { readEvents }, { presentEvents }, { OpenApiError }] = await Promise.all([
    import("../asyncapi/read/load.ts"),
    import("../asyncapi/read/model.ts"),
    import("../present/event-pages.ts"),
    import("../openapi/read/error.ts"),
  ]);
  try {
    const loaded = await readAsyncApi(file, { remoteRefs, ...(refRoot === undefined ? {} : { refRoot }) });
    const model = readEvents(loaded.document, loaded.declaredVersion);
    const settings = settle(config, { commandLine });
    const presented = presentEvents(model, loaded.document, { ...(prefix === undefined ? {} : { prefix }), text: settings.text });
    const pages = presented.pages.map((page) => {
      const project: ProjectPage = { file, slug: page.slug, page, weight: 0, lazy: false, described: true, ...(page.parent === undefined ? {} : { parent: page.parent }) };
      return { ...project, weight: projectSections(project).length };
    });
    return { pages, warnings: [...configPolicyWarnings(settings), ...loaded.warnings], title: model.title, files: loaded.files, document: undefined, json: undefined, settings, landing: presented.landing, overview: presented.overview };
  } catch (error) {
    if (error instanceof OpenApiError && !error.message.startsWith(file)) throw new ProjectError(file, error.message, { cause: error });
    throw error;
  }
}

/**
 * An OpenAPI description's project with an AsyncAPI document's pages beside its own, under
 * `events/`: its settings and document are the OpenAPI description's, its files both, and its
 * landing page the OpenAPI one's with what the event API is and its servers after it.
 */
async function joinEvents<T extends { pages: ProjectPage[]; warnings: string[]; files: readonly string[]; landing: Page | undefined }>(imported: T, file: string, remoteRefs: boolean, refRoot: string | undefined, config: Config, commandLine: ChosenSettings): Promise<T> {
  if (!(await isAsyncApiFile(file))) throw new ProjectError(file, "is not an AsyncAPI document (an `asyncapi` version field): --asyncapi (config.asyncapi) takes one beside --openapi");
  const events = await asyncApiProject(file, remoteRefs, refRoot, config, commandLine, "events");
  const landing = imported.landing;
  return {
    ...imported,
    pages: [...imported.pages, ...events.pages],
    warnings: [...imported.warnings, ...events.warnings.filter((warning) => !imported.warnings.includes(warning))],
    files: [...imported.files, ...events.files],
    landing: landing === undefined ? events.landing : new OpeningPage(landing, events.overview),
  };
}

/**
 * What a project folder's `refkit.config.ts` sets, loaded into a configuration of its own;
 * `undefined` when the folder has none.
 */
export async function folderConfig(folder: string): Promise<Config | undefined> {
  const file = join(resolve(folder), "refkit.config.ts");
  if (!existsSync(file)) return undefined;
  // Loaded afresh: the file may have changed since a build before (`refkit dev`).
  generation++;
  const config = new Config();
  await withProjectConfig(config, () => importModule(file));
  return config;
}

/**
 * Loads a project's configuration and pages into a value. The project's `refkit.config.ts`
 * configures a `Config` of its own (loaded with it in scope, see `withProjectConfig`), so that
 * projects loaded at the same time in one process never share one; the global configuration is
 * left alone. `options.config` stands instead of `refkit.config.ts`, which is then not loaded.
 */
export async function loadProject(source: ProjectSource | string, options: ProjectOptions = {}): Promise<Project> {
  const { root: folder, openapi, asyncapi, remoteRefs = false, refRoot, overlays, clients, tryIt, locale, cache } = typeof source === "string" ? { root: source, openapi: undefined, asyncapi: undefined, refRoot: undefined, overlays: undefined, clients: undefined, tryIt: undefined, locale: undefined, cache: undefined } : source;
  generation++;
  // The folder's configuration first: it may name the project's description (config.openapi).
  let config = options.config ?? new Config();
  const ownConfig = join(resolve(folder), "refkit.config.ts");
  if (options.config === undefined && existsSync(ownConfig)) await withProjectConfig(config, () => importModule(ownConfig));
  const configured = (path: string | null) => (path === null ? undefined : resolve(folder, path));
  // Given together, the OpenAPI description is the site's and the AsyncAPI one joins it; alone, either is.
  const events = asyncapi ?? configured(config.asyncapi);
  const alone = openapi ?? configured(config.openapi);
  const described = alone ?? events;
  let beside = alone === undefined ? undefined : events;
  const demo = !described && !hasPages(resolve(folder));
  const root = demo ? demoRoot : resolve(folder);
  if (demo && options.config === undefined) {
    // The bundled demonstration, with its own configuration.
    config = new Config();
    await withProjectConfig(config, () => importModule(join(root, "refkit.config.ts")));
  }
  const commandLine: ChosenSettings = { ...(clients === undefined ? {} : { apiClients: shippedClients(clients, "--clients") }), ...(tryIt ? { tryIt } : {}), ...(locale === undefined ? {} : { locale: checkLocale(locale, { component: "--locale" }) }) };
  const eventsOnly = described !== undefined && options.read === undefined && (await isAsyncApiFile(resolve(described)));
  // An AsyncAPI document on the command line is the reference: the configuration's yields to it.
  if (beside !== undefined && eventsOnly && asyncapi === undefined && openapi !== undefined) beside = undefined;
  if (beside !== undefined && eventsOnly) throw new ProjectError(resolve(described!), "is an AsyncAPI document: give the OpenAPI description as --openapi (config.openapi) and the AsyncAPI one as --asyncapi (config.asyncapi)");
  const plain: ProjectSource = { root: resolve(folder), openapi: described && resolve(described), ...(beside === undefined ? {} : { asyncapi: resolve(beside) }), remoteRefs, ...(refRoot === undefined ? {} : { refRoot: resolve(refRoot) }), ...(overlays === undefined || overlays.length === 0 ? {} : { overlays: overlays.map((file) => resolve(file)) }), ...(clients === undefined ? {} : { clients }), ...(tryIt ? { tryIt } : {}), ...(locale === undefined ? {} : { locale }), ...(cache === undefined ? {} : { cache: resolve(cache) }) };
  const importedAlone = eventsOnly
    ? await asyncApiProject(resolve(described!), remoteRefs, plain.refRoot, config, commandLine)
    : described
    ? await openApiProject(resolve(described), { remoteRefs, ...(plain.refRoot === undefined ? {} : { refRoot: plain.refRoot }), ...(plain.overlays === undefined ? {} : { overlays: plain.overlays }) }, config, commandLine, plain.cache, options.read, options.onRead === undefined ? undefined : (description, document) => options.onRead!({ source: plain, description, document }))
    : undefined;
  const imported = beside === undefined || importedAlone === undefined ? importedAlone : await joinEvents(importedAlone, resolve(beside), remoteRefs, plain.refRoot, config, commandLine);
  const settings = imported?.settings ?? settle(config, { commandLine });
  const warnings = imported?.warnings ?? configPolicyWarnings(settings);
  // A description's pages are named first: a page of pages/ gives way to them.
  const { pages: own, index } = hasPages(root) ? await projectPages(root, config, imported?.pages ?? [], warnings) : { pages: [], index: undefined };
  const pages = [...own.filter((page) => orderOf(page.page) <= 0), ...(imported?.pages ?? []), ...own.filter((page) => orderOf(page.page) > 0)];
  const landing = index === undefined ? imported?.landing : new OpeningPage(index, imported?.landing);
  if (imported === undefined) return { source: plain, root, config, settings, pages, demo, warnings, title: undefined, documentFiles: [], ...(landing === undefined ? {} : { landing }) };
  return { source: plain, root, config, settings, pages, demo, warnings, title: imported.title, documentFiles: imported.files, document: imported.document, documentJson: imported.json, landing };
}

/**
 * The pages of a project's `pages/` folder: its page modules and guides, by order then file name,
 * named after their files, around the names `taken` (a description's pages) and refkit's own;
 * and `pages/index.md`, which opens the landing page instead of being a page of its own.
 */
async function projectPages(root: string, config: Config, taken: readonly ProjectPage[], warnings: string[]): Promise<{ readonly pages: ProjectPage[]; readonly index: Page | undefined }> {
  const all = await pageFiles(join(root, "pages"));
  const indexFile = join(root, "pages", "index.md");
  const files = all.filter((file) => file !== indexFile);
  const wantedName = (file: string) => relative(join(root, "pages"), file).replace(pageExtensions, "").split(sep).join("/");
  const names = new PageNames({ expected: files.map(wantedName) });
  for (const page of taken) names.take(page.slug);
  const targets = operationTargets(taken);
  const models = modelTargets(taken);
  const index = files.length === all.length ? undefined : await guide(indexFile, targets, "", models);
  const made: { file: string; page: Page }[] = [];
  for (const file of files) made.push({ file, page: file.endsWith(".md") ? await guide(file, targets, "../".repeat(wantedName(file).split("/").length - 1), models) : await modulePage(config, file) });
  // Guides by their order (a page module's is 0), then by file name.
  made.sort((a, b) => orderOf(a.page) - orderOf(b.page));
  const pages: ProjectPage[] = [];
  for (const { file, page } of made) {
    const wanted = wantedName(file);
    const problem = names.why(wanted);
    const slug = names.take(wanted);
    if (problem !== undefined) warnings.push(`${file}: written as ${slug}.html (${problem})`);
    const project: ProjectPage = { file, slug, page, weight: 0, lazy: false };
    pages.push({ ...project, weight: projectSections(project).length });
  }
  return { pages, index };
}

/** A page module's page: its default export, a `Page` subclass, made. */
async function modulePage(config: Config, file: string): Promise<Page> {
  const exported = (await withProjectConfig(config, () => importModule(file))).default;
  if (typeof exported !== "function" || !(exported.prototype instanceof Page)) {
    throw new ProjectError(file, extendsOtherPage(exported) ? otherPageHint : `expected a default export that is a Page subclass (export default class … extends Page), got ${describeExport(exported)}`);
  }
  try {
    return new (exported as new () => Page)();
  } catch (error) {
    throw new ProjectError(file, error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** Where each operationId's section is, from the site's root: its page and its id there (each anchor made unique in order, as the plan makes them). */
function operationTargets(pages: readonly ProjectPage[]): Map<string, string> {
  const targets = new Map<string, string>();
  for (const { slug, page, lazy } of pages) {
    if (!lazy) continue;
    const seen = new Map<string, number>();
    for (const operation of (page as OpenApiPage).operations) {
      const id = uniqueId(seen, operation.anchor);
      if (operation.operationId !== undefined && !targets.has(operation.operationId)) targets.set(operation.operationId, `${slug}.html#${id}`);
    }
  }
  return targets;
}

/** Where each model of a description has its section: its page from the site's root (without `.html`) and its id there. */
export function modelPlaces(pages: readonly ProjectPage[]): Map<string, { readonly page: string; readonly id: string }> {
  const places = new Map<string, { readonly page: string; readonly id: string }>();
  for (const { slug, page, lazy } of pages) {
    if (!lazy) continue;
    for (const model of (page as OpenApiPage).models) if (!places.has(model.name)) places.set(model.name, { page: slug, id: model.anchor });
  }
  return places;
}

/** Where a guide's `model:` links lead, from the site's root (`models/user.html#user`). */
function modelTargets(pages: readonly ProjectPage[]): Map<string, string> {
  return new Map([...modelPlaces(pages)].map(([name, { page, id }]) => [name, `${page}.html#${id}`]));
}

/** A Markdown guide's page (see present/guide.ts); what it cannot hold names the file and line. */
async function guide(file: string, targets: ReadonlyMap<string, string>, prefix: string, models: ReadonlyMap<string, string>): Promise<Page> {
  const { GuidePage, GuideError } = await import("../present/guide.ts");
  try {
    return new GuidePage(await readFile(file, "utf8"), basename(file, ".md"), targets, prefix, models);
  } catch (error) {
    if (error instanceof GuideError) throw new ProjectError(file, error.message, { cause: error });
    throw new ProjectError(file, `cannot read the guide (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
}

/** Where a page goes among a project's pages: a guide's `order`, else 0. */
function orderOf(page: Page): number {
  return "order" in page && typeof page.order === "number" ? page.order : 0;
}

/** A page's sections; an error thrown while declaring them names the page file. */
export function projectSections({ file, page, lazy }: ProjectPage): readonly Node[] {
  try {
    return lazy ? declaredSections(page) : pageSections(page);
  } catch (error) {
    throw new ProjectError(file, error instanceof Error ? error.message : String(error), { cause: error });
  }
}
