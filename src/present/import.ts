/**
 * The presentation: a description's index and its settings in, refkit pages out — the same pages
 * an author would write by hand, one section per operation (`presentApi`). `importOpenApi` runs
 * the stages in one call: a parsed OpenAPI 3.0 or 3.1 document indexed, its settings settled
 * once, its pages presented.
 */
import { once } from "../values.ts";
import { getConfig, type ChosenSettings, type Config } from "../config/config.ts";
import type { Settings } from "../config/settings.ts";
import type { InterfaceStrings } from "../locale/index.ts";
import { RefkitError, describeValue } from "../errors.ts";
import type { Field } from "../tables.ts";
import { slug, type SectionNode } from "../components/section.ts";
import { policyWarning } from "../components/try-it.ts";
import { eventSection } from "./events.ts";
import { operationSection, type Operation, type OperationContext } from "./operation.ts";
import { modelGroup } from "./models.ts";
import { makePages, orderGroups, PagePlaces, type OpenApiPage, type PageGroup, type SectionIdentity, type SectionSource, type WeighedSection } from "./pages.ts";
import { LandingPage } from "./landing.ts";
import { operationWeight } from "./weight.ts";
import { documentPrint, hashOf, inputsPrint, printText } from "./page-print.ts";
import { sectionTitle } from "../openapi/read/operation.ts";
import { indexApi, type ApiEntry, type ApiIndex } from "../openapi/read/api-index.ts";
import { tolerated } from "../openapi/read/collect.ts";
import { settleApi, type ApiSettings } from "./settle.ts";

/** Options of `openApiPages` and `importOpenApi`. */
export interface OpenApiOptions {
  /**
   * What the user chose. The import never writes into it: the document's base URL (from
   * `servers`), auth line (from `security`) and sample clients (from `x-codeSamples`) apply
   * where it chose nothing, in the `settings` the import gives. Default: the configuration in
   * scope (`getConfig()`).
   * @example openApiPages(doc, { config: new Config() })
   */
  readonly config?: Config;
  /**
   * What the command line chose (`--clients`, `--try-it`), which wins over `config`.
   * @example importOpenApi(doc, { commandLine: { tryIt: true } })
   */
  readonly commandLine?: ChosenSettings;
  /**
   * Kept for the pages of earlier versions, which split a large tag into parts: a positive whole
   * number is still checked, and changes nothing, since each operation has a page of its own.
   * @deprecated Each operation has a page of its own (see makePages).
   */
  readonly maxOperationsPerPage?: number;
  /**
   * Build each page's sections when the page is asked for them (every time it is asked), instead
   * of all at import: memory then holds the document and the page being rendered, not every page
   * of a large reference. The site build uses this. Warnings about a section are added to the
   * import's `warnings` when its page's sections are built. Default false.
   * @example importOpenApi(doc, { lazy: true })
   */
  readonly lazy?: boolean;
  /**
   * A page for each of the document's named schemas (`components.schemas`), in a "Models" group
   * after the operations: its fields, an example, and the operations and models that use it (see
   * models.ts). Default true.
   * @example importOpenApi(doc, { models: false })
   */
  readonly models?: boolean;
  /** Where the weights of sections weighed before are remembered (see `WeightMemo`); default none. */
  readonly weights?: WeightMemo | undefined;
}

/**
 * What an import made: the pages, and warnings about what it left out.
 * @example
 * const { pages, warnings, operations } = importOpenApi(document);
 * console.log(`${operations} operations on ${pages.length} pages`);
 */
export interface OpenApiImport {
  /** The pages, in order: each tag's page and its operations' pages, the untagged operations last. */
  readonly pages: OpenApiPage[];
  /**
   * What the import left out or could not map, each naming its JSON pointer where it has one.
   * With `lazy`, the warnings about a page's sections join the list when they are built.
   */
  readonly warnings: string[];
  /** How many operations the document has (each has one section). */
  readonly operations: number;
  /** The document's `info.title`, or `undefined`. */
  readonly title: string | undefined;
  /**
   * The settings the pages render with: the user's configuration, with the document's servers,
   * auth line and sample clients where it chose nothing. `render(page, { config })` of an imported
   * page comes to the same; a page of one's own made of imported sections renders with these:
   * `render(page, { config: settings })`.
   */
  readonly settings: Settings;
}

/**
 * Remembers the weights of a set of sections (one page's: an operation or webhook and the
 * callbacks it registers), by a hash of everything weighing them reads: a later import of the
 * same sections of the same document skips weighing them. The site build keeps one in its page cache.
 */
export interface WeightMemo {
  get(key: string): readonly number[] | undefined;
  set(key: string, weights: readonly number[]): void;
}

/** The key of a set of sections' weights: the document besides its operations, and each section's identity and path items. */
function weightsKey(document: string | undefined, sections: readonly { readonly identity?: unknown; inputsPrint(): string | undefined }[]): string | undefined {
  const inputs = sections.map((section) => section.inputsPrint());
  const identities = printText(sections.map((section) => section.identity));
  if (document === undefined || identities === undefined || inputs.some((print) => print === undefined)) return undefined;
  return hashOf(document, identities, ...(inputs as string[]));
}

/** The webhooks, one group of their own, "Webhooks": each a page in its folder. */
function webhookGroups(webhooks: readonly (WeighedSection & { readonly event: string })[], text: InterfaceStrings): PageGroup[] {
  return webhooks.length === 0 ? [] : [{ tag: undefined, title: text.webhooks, name: "Webhooks", sections: [...webhooks] }];
}

function checkMax(value: unknown): number {
  if (value === undefined) return 50;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw new RefkitError({ component: "openApiPages", key: "maxOperationsPerPage" }, `expected a positive whole number, got ${describeValue(value)}`);
  }
  return value;
}

/** What `presentApi` makes: the pages, and how many operations they show. */
export interface Presented {
  /** The pages, in order: each tag's page and its operations' pages, the untagged operations last, the webhooks after. */
  readonly pages: OpenApiPage[];
  /** How many operations, webhooks and callbacks the pages show (each has one section). */
  readonly operations: number;
  /** The reference's landing page: the API's title, version, introduction, servers, authentication and links (see landing.ts). */
  readonly landing: LandingPage;
}

/**
 * Presents an indexed description with its settings as pages of component nodes: a section per
 * operation, webhook and callback, grouped by tag: a page per group listing its operations, then a
 * page per operation (see `makePages`). Warnings about what
 * it leaves out go to the index's list (those about a section when it is made).
 * @example
 * const index = indexApi(document);
 * const { pages } = presentApi(index, settleApi(index, config), { lazy: true });
 */
export function presentApi(index: ApiIndex, settled: ApiSettings, options: Omit<OpenApiOptions, "config" | "commandLine"> = {}): Presented {
  const maxOperations = checkMax(options.maxOperationsPerPage);
  // With a page per model, a field whose value is a model links there instead of listing its fields.
  index.context.schemas.models = options.models !== false;
  index.context.schemas.text = settled.settings.text;
  index.context.security.text = settled.settings.text;
  const { settings, samples, auth } = settled;
  const { warn } = index.context;
  for (const { url, pointer } of settled.servers) {
    const warning = policyWarning(settings, `${pointer}/url`, url);
    if (warning !== undefined) warn(warning);
  }
  const context: OperationContext = { ...index.context, settings, auth, samples, baseTokens: Object.keys(settings.clients).filter((token) => !samples.owns(token)) };
  // A section is made by its page, when asked (lazy), or here, in the document's order.
  const source = (make: () => SectionNode | undefined): SectionSource => {
    if (options.lazy) return make;
    const made = make();
    return () => made;
  };

  const groups = new Map<string | undefined, PageGroup>();
  // What every page reads, and the document alone: hashed once, when first asked for (see page-print.ts).
  const documentOnly = once(() => documentPrint(index.doc.root));
  const print = once(() => {
    const own = documentOnly();
    const chosen = printText({ settings, user: settled.chosen.user, commandLine: settled.chosen.commandLine, maxOperations });
    return own === undefined || chosen === undefined ? undefined : hashOf(own, chosen);
  });
  // The sections to weigh, in the document's order, each with the set of tables it is weighed
  // against: its page's, the operation (or webhook) and the callbacks it registers, since a table
  // met earlier on the same page is the one row that links to it (see response-fields.ts).
  type Tables = Operation;
  const toWeigh: { op: Operation; page: Tables; section: { weight: number; inputsPrint(): string | undefined } }[] = [];
  const weighLater = <T extends { weight: number; inputsPrint(): string | undefined }>(op: Operation, page: Tables, section: T): T => {
    toWeigh.push({ op, page, section });
    return section;
  };
  // The anchor the section will have (the model's, else its title's slug), known now, for links between versions.
  // One identity per entry: where its page lands is found by it (see PagePlaces).
  const identities = new Map<ApiEntry, SectionIdentity>();
  const identity = (entry: ApiEntry): SectionIdentity => {
    const known = identities.get(entry);
    if (known !== undefined) return known;
    const { op, anchor, title } = entry;
    const { operationId } = op.operation;
    // Its section's title as the model gives it: the title made distinct, else the operation's own.
    const shown = title ?? tolerated(undefined, () => undefined, () => sectionTitle(op)) ?? `${op.method.toUpperCase()} ${op.path}`;
    const made: SectionIdentity = { kind: op.kind, method: op.method, path: op.path, operationId: typeof operationId === "string" ? operationId : undefined, anchor: anchor ?? slug(title ?? `${op.method} ${op.path}`), title: shown, deprecated: op.operation.deprecated === true };
    identities.set(entry, made);
    return made;
  };
  /** A section of `entry`, made from `inputs` besides the document's shared parts; weighed once every section is known. */
  const sectionOf = (entry: ApiEntry, make: () => SectionNode | undefined, inputs: readonly unknown[]) => ({ make: source(() => tolerated(entry.op, warn, make)), weight: 0, title: entry.title, identity: identity(entry), inputsPrint: once(() => inputsPrint(inputs)) });
  const webhooks: (WeighedSection & { readonly event: string })[] = [];
  const entries = index.entries();
  for (const entry of entries) {
    const { op, parent, tag } = entry;
    if (op.kind === "webhook") {
      webhooks.push(weighLater(op, op, { ...sectionOf(entry, () => eventSection(op, context), [op.pathItem.value]), event: entry.event! }));
      continue;
    }
    let group = groups.get(tag);
    if (!group) groups.set(tag, (group = { tag, sections: [] }));
    // A callback is read where it is registered: right after its operation.
    if (parent !== undefined) group.sections.push(weighLater(op, parent, sectionOf(entry, () => eventSection(op, context, parent), [parent.pathItem.value, op.pathItem.value])));
    else group.sections.push(weighLater(op, op, sectionOf(entry, () => operationSection(op, context), [op.pathItem.value])));
  }
  // Weighed in the document's order (a table met earlier in the set weighs one row), except the
  // sets whose weights are remembered from an import of the same sections of the same document.
  const sets = new Map<Tables, { members: (typeof toWeigh)[number]["section"][]; known: readonly number[] | undefined; key: string | undefined; weights: number[]; seen: Set<readonly Field[]> }>();
  for (const { page, section } of toWeigh) {
    let set = sets.get(page);
    if (!set) sets.set(page, (set = { members: [], known: undefined, key: undefined, weights: [], seen: new Set() }));
    set.members.push(section);
  }
  if (options.weights !== undefined) {
    for (const set of sets.values()) {
      set.key = weightsKey(documentOnly(), set.members);
      const known = set.key === undefined ? undefined : options.weights.get(set.key);
      set.known = known !== undefined && known.length === set.members.length ? known : undefined;
    }
  }
  for (const { op, page, section } of toWeigh) {
    const set = sets.get(page)!;
    section.weight = set.known !== undefined ? set.known[set.weights.length]! : operationWeight(op, context, set.seen);
    set.weights.push(section.weight);
  }
  for (const set of sets.values()) if (set.key !== undefined && set.known === undefined) options.weights!.set(set.key, set.weights);

  if (entries.length === 0) warn("#/paths: the document declares no operations and no webhooks: its site is one page, of the document's title and description");
  const ordered = orderGroups(index, groups);
  ordered.push(...webhookGroups(webhooks, settings.text));
  // The models last, each on its page, its "Used by" lines leading to where the operations land.
  const places = new PagePlaces();
  const models = options.models === false ? undefined : modelGroup(index, identity, places, settings.text);
  if (models !== undefined) ordered.push(models);
  const pages = makePages(index, ordered, print, settled.document, places, settings.text);
  return { pages, operations: entries.length, landing: new LandingPage(index.about(), settings.text.apiReference, settings.text) };
}

/**
 * Imports a parsed OpenAPI 3.0 or 3.1 document: its pages, and the warnings about what it left
 * out. The whole document is checked first; an invalid one throws an `OpenApiError` naming the
 * JSON pointer of the problem, before any page is made. The stages in one call: the document
 * indexed (`indexApi`), the settings settled once (`settleApi`), the pages presented (`presentApi`).
 * @example
 * const { pages, warnings } = importOpenApi(await loadOpenApi("openapi.yaml"), { config });
 * for (const warning of warnings) console.warn(warning);
 */
export function importOpenApi(document: unknown, options: OpenApiOptions = {}): OpenApiImport {
  const index = indexApi(document);
  checkMax(options.maxOperationsPerPage);
  const settled = settleApi(index, options.config ?? getConfig(), options.commandLine);
  const { pages, operations } = presentApi(index, settled, options);
  // The index's own list, which the pages' sections add to as they are made.
  return { pages, warnings: index.warnings as string[], operations, title: index.info.title, settings: settled.settings };
}

/**
 * Turns a parsed OpenAPI 3.0 or 3.1 document into refkit pages: one per tag, one section per
 * operation (fields, errors, request example, response). Throws an `OpenApiError` naming the
 * JSON pointer of the first problem of an invalid document. `importOpenApi` also gives the
 * warnings.
 * @example
 * const pages = openApiPages(await loadOpenApi("openapi.yaml"));
 * const html = await render(pages[0]);
 */
export function openApiPages(document: unknown, options: OpenApiOptions = {}): OpenApiPage[] {
  return importOpenApi(document, options).pages;
}
