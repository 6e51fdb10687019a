/**
 * Tags as pages: one page per tag in the order of the document's `tags` array, then in order of
 * first use; untagged operations on one page of their own; a tag with more operations than the
 * limit, or heavier than `maxPageWeight`, split into pages "Repos (1 of 4)", "Repos (2 of 4)", …
 * (or, for the actions of one event, "Pull request: assigned – closed", …).
 */
import type { Cell } from "../tables.ts";
import { commonmark } from "../tables.ts";
import type { Node } from "../components/node.ts";
import { Page } from "../components/page.ts";
import { slug, type SectionNode } from "../components/section.ts";
import type { ChosenSettings } from "../config/config.ts";
import type { ApiIndex } from "../openapi/read/api-index.ts";
import { maxPageWeight } from "./weight.ts";
import { pagePrint } from "./page-print.ts";
import { PageNames } from "../page-names.ts";

/** Makes one section of a page, or nothing when the import leaves its operation out (with a warning). */
export type SectionSource = () => SectionNode | undefined;

/**
 * A page made by the import: a regular refkit `Page`, with the tag it shows and a file-name
 * slug that is unique within the import.
 * @example for (const page of openApiPages(doc)) await writeFile(`${page.slug}.html`, await renderDocument(page));
 */
export class OpenApiPage extends Page {
  readonly title: string;
  override readonly description: Cell | undefined = undefined;
  /** A URL-safe name for the page's file, such as `repos-2`, unique within the import even on a case-insensitive file system (see page-names.ts). */
  readonly slug: string;
  /** The tag whose operations the page shows; `undefined` for the untagged operations. */
  readonly tag: string | undefined;
  override readonly group: string | undefined = undefined;
  /** How many operations, webhooks and callbacks the page documents: a section each. */
  readonly size: number;
  /** What the page's sections weigh, in table rows (see `operationWeight`): how heavy it is to render and to read. */
  readonly weight: number;
  /** The operations its sections show, in order, known without making them (to link one version of a reference to another). */
  readonly operations: readonly SectionIdentity[];
  /**
   * What its document offers the settings (its base URL and other servers, auth line and sample
   * clients), as a layer of `settle`: `render`, `renderDocument` and the build render the page
   * with it where the configuration they are given chose nothing.
   */
  readonly documentSettings: ChosenSettings;
  readonly #sections: readonly SectionSource[];
  readonly #print: (() => string | undefined) | undefined;

  constructor(init: { title: string; description?: Cell | undefined; slug: string; tag: string | undefined; group?: string | undefined; sections: readonly SectionSource[]; weight?: number; operations?: readonly SectionIdentity[]; print?: () => string | undefined; document?: ChosenSettings }) {
    super();
    this.title = init.title;
    if (init.description !== undefined) this.description = init.description;
    if (init.group !== undefined) this.group = init.group;
    this.slug = init.slug;
    this.tag = init.tag;
    this.#sections = Object.freeze([...init.sections]);
    this.size = this.#sections.length;
    this.weight = init.weight ?? this.size;
    this.operations = Object.freeze([...(init.operations ?? [])]);
    this.#print = init.print;
    this.documentSettings = init.document ?? Object.freeze({});
  }

  /**
   * A hash of everything the page's sections are made from (see page-print.ts), or `undefined`
   * when it is not known: a build reuses what it made of a page with the same print.
   */
  contentPrint(): string | undefined {
    return this.#print?.();
  }

  sections(): readonly Node[] {
    return this.#sections.flatMap((make) => make() ?? []);
  }
}

/** What identifies an operation's section across versions of a description: where it is and what it is called. */
export interface SectionIdentity {
  readonly kind: "path" | "webhook" | "callback";
  readonly method: string;
  readonly path: string;
  readonly operationId: string | undefined;
  /** Its section's anchor before de-duplication: the operation's own, else its title's slug. */
  readonly anchor: string;
  /** Its section's title. */
  readonly title: string;
  readonly deprecated: boolean;
}

/** One section of a group, and what it will weigh (see `operationWeight`). */
export interface WeighedSection {
  readonly make: SectionSource;
  readonly weight: number;
  /** The operation it shows, known without making the section. */
  readonly identity?: SectionIdentity;
  /** The section's title, which names the part of a split group it starts or ends. */
  readonly title?: string;
  /** What the section is made from besides the document's shared parts (its path items), hashed once, for the page's print and its tag's weights (see page-print.ts). */
  readonly inputsPrint?: () => string | undefined;
}

/** A group of operations' sections that becomes one or more pages. */
export interface PageGroup {
  /** The tag, or `undefined` for untagged operations. */
  readonly tag: string | undefined;
  /** A page title of its own, such as "Webhooks", instead of the tag's. */
  readonly title?: string;
  /** The sidebar group its pages are listed under, instead of the tag's `x-tagGroups` group. */
  readonly group?: string;
  readonly sections: WeighedSection[];
}

/**
 * The order of the groups: with `x-tagGroups`, the groups' order and their tags' order first; then
 * the `tags` array's order, then first use; untagged last.
 */
export function orderGroups(index: Pick<ApiIndex, "tagRank">, groups: ReadonlyMap<string | undefined, PageGroup>): PageGroup[] {
  const rank = (tag: string | undefined) => (tag === undefined ? Infinity : index.tagRank(tag));
  // Array.prototype.sort is stable: tags not in the array keep their order of first use.
  return [...groups.values()].sort((a, b) => rank(a.tag) - rank(b.tag));
}

/** Splits `items` into the fewest even chunks of at most `max` items. */
export function evenChunks<T>(items: readonly T[], max: number): T[][] {
  const count = Math.max(1, Math.ceil(items.length / max));
  const chunks: T[][] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const size = Math.ceil((items.length - start) / (count - i));
    chunks.push(items.slice(start, start + size));
    start += size;
  }
  return chunks;
}

/**
 * Splits weighed sections, in order, into the fewest chunks of at most `maxItems` sections that
 * each weigh at most `maxWeight` (a single section heavier than that is a chunk of its own). The
 * chunks are even by count when that fits, else even by weight: each chunk ends where the running
 * weight passes its share.
 */
export function weighedChunks<T extends { readonly weight: number }>(items: readonly T[], maxItems: number, maxWeight: number): T[][] {
  const weightOf = (chunk: readonly T[]) => chunk.reduce((sum, item) => sum + item.weight, 0);
  const fits = (chunks: readonly (readonly T[])[]) => chunks.every((chunk) => chunk.length <= maxItems && (chunk.length === 1 || weightOf(chunk) <= maxWeight));
  const even = evenChunks(items, maxItems);
  if (fits(even)) return even;
  // A section heavier than a page gets a page of its own; splitting counts it as one full page.
  const share = (item: T) => Math.min(item.weight, maxWeight);
  const total = items.reduce((sum, item) => sum + share(item), 0);
  for (let count = Math.max(Math.ceil(items.length / maxItems), Math.ceil(total / maxWeight)); count < items.length; count++) {
    const chunks: T[][] = [[]];
    let before = 0;
    for (const item of items) {
      const current = chunks[chunks.length - 1]!;
      // A chunk ends once the weight before this item's middle has passed the chunk's share.
      if (current.length > 0 && chunks.length < count && before + share(item) / 2 > (total * chunks.length) / count) chunks.push([]);
      chunks[chunks.length - 1]!.push(item);
      before += share(item);
    }
    if (fits(chunks)) return chunks;
  }
  return items.map((item) => [item]);
}

/**
 * The title of one part of a split group whose every section's title starts with the group's
 * (the actions of one webhook event: "Pull request assigned" … "Pull request closed"): the group's
 * title and the part's first and last actions, "Pull request: assigned – closed". Otherwise
 * `undefined`, and the part is numbered.
 */
function partTitle(title: string, part: readonly WeighedSection[], all: readonly WeighedSection[]): string | undefined {
  const prefix = `${title.toLowerCase()} `;
  const rest = (section: WeighedSection | undefined) => (section?.title?.toLowerCase().startsWith(prefix) ? section.title.slice(prefix.length).trim() : "");
  if (all.some((section) => rest(section) === "")) return undefined;
  const first = rest(part[0]);
  const last = rest(part.at(-1));
  return `${title}: ${first === last ? first : `${first} – ${last}`}`;
}

/** The pages of the ordered groups, split at `maxOperations` per page and at `maxPageWeight`. */
export function makePages(index: Pick<ApiIndex, "info" | "tagInfo" | "tagGroups">, groups: readonly PageGroup[], maxOperations: number, shared: () => string | undefined = () => undefined, document: ChosenSettings = {}): OpenApiPage[] {
  const info = index.tagInfo;
  const grouping = index.tagGroups;
  const tagged = groups.some((group) => group.tag !== undefined);
  const docTitle = index.info.title ?? "Operations";
  const docDescription = index.info.description;
  // A document without operations still makes a site: one page of its title and description.
  const split = (groups.length > 0 ? groups : [{ tag: undefined, sections: [] }]).map((group) => {
    const known = group.tag === undefined ? undefined : info.get(group.tag);
    const title = group.title ?? (group.tag === undefined ? (tagged ? "Other" : docTitle) : (known?.title ?? group.tag));
    const description = group.title !== undefined ? undefined : group.tag === undefined ? (tagged ? undefined : docDescription) : known?.description;
    const chunks = weighedChunks(group.sections, maxOperations, maxPageWeight);
    return { group, title, description, chunks, wanted: chunks.map((_, i) => slug(chunks.length > 1 ? `${title} ${i + 1}` : title)) };
  });
  // Every page's file name from one allocator: free of each other's and of refkit's own, whatever a
  // description's tags are called, and a name collides with nothing keeps it.
  const names = new PageNames({ expected: split.flatMap((entry) => entry.wanted) });
  const pages: OpenApiPage[] = [];
  for (const { group, title, description, chunks, wanted } of split) {
    chunks.forEach((sections, i) => {
      const numbered = chunks.length > 1 ? partTitle(title, sections, group.sections) ?? `${title} (${i + 1} of ${chunks.length})` : title;
      const named = { title: numbered, description, slug: names.take(wanted[i]!), tag: group.tag, group: group.group ?? (group.tag === undefined ? undefined : grouping.get(group.tag)) };
      pages.push(
        new OpenApiPage({
          ...named,
          description: description === undefined ? undefined : commonmark(description),
          sections: sections.map((section) => section.make),
          weight: sections.reduce((sum, section) => sum + section.weight, 0),
          operations: sections.flatMap((section) => (section.identity ? [section.identity] : [])),
          print: () => pagePrint(shared(), named, sections),
          document,
        }),
      );
    });
  }
  return pages;
}
