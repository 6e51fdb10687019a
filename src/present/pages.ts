/**
 * Tags as groups of pages, in the order of the document's `tags` array, then in order of first
 * use; untagged operations a group of their own, the webhooks another: each group a page that
 * introduces it and lists its operations, and each operation a page of its own in the group's
 * folder, at an address that depends on its group and its own identity alone (`operationName`).
 */
import type { Cell } from "../tables.ts";
import { commonmark } from "../tables.ts";
import type { Node } from "../components/node.ts";
import { Page } from "../components/page.ts";
import { slug, type SectionNode } from "../components/section.ts";
import type { ChosenSettings } from "../config/config.ts";
import { countText, en, type InterfaceStrings } from "../locale/index.ts";
import type { ApiIndex } from "../openapi/read/api-index.ts";
import { pagePrint } from "./page-print.ts";
import { PageNames } from "../page-names.ts";
import { html } from "../html.ts";
import { badge, pathCode } from "../components/endpoint.ts";
import { inlineCode, markdownText } from "../text/markdown-text.ts";

/** Makes one section of a page, or nothing when the import leaves its operation out (with a warning). */
export type SectionSource = () => SectionNode | undefined;

/** A model's section, known without making it: the schema's name, its section's anchor and title. */
export interface ModelIdentity {
  readonly name: string;
  readonly anchor: string;
  readonly title: string;
}

/** Where a section landed: its page from the site's root (without `.html`; none when it has none) and its id there. */
export interface Place {
  readonly page: string | undefined;
  readonly id: string;
}

/** Where each operation's and each model's section landed, known once the pages are named (see `makePages`). */
export interface Places {
  operation(identity: SectionIdentity): Place;
  model(name: string): Place;
}

/** `Places` filled by `makePages` as it names the pages. */
export class PagePlaces implements Places {
  readonly #operations = new Map<SectionIdentity, string>();
  readonly #models = new Map<string, { readonly page: string; readonly id: string }>();

  /** Records that `identity`'s section (or `model`'s) is on page `page`. */
  place(page: string, identity: SectionIdentity | undefined, model: ModelIdentity | undefined): void {
    if (identity !== undefined) this.#operations.set(identity, page);
    if (model !== undefined && !this.#models.has(model.name)) this.#models.set(model.name, { page, id: model.anchor });
  }

  operation(identity: SectionIdentity): Place {
    return { page: this.#operations.get(identity), id: identity.anchor };
  }

  model(name: string): Place {
    return this.#models.get(name) ?? { page: undefined, id: slug(name) };
  }
}

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
  /** An operation's page: the slug of its group's page, which lists it; none for a group's page. */
  readonly parent: string | undefined;
  /** How many operations, webhooks and callbacks the page documents: a section each. */
  readonly size: number;
  /** What the page's sections weigh, in table rows (see `operationWeight`): how heavy it is to render and to read. */
  readonly weight: number;
  /** The operations its sections show, in order, known without making them (to link one version of a reference to another). */
  readonly operations: readonly SectionIdentity[];
  /** The models its sections show (a model's page), known without making them. */
  readonly models: readonly ModelIdentity[];
  /**
   * What its document offers the settings (its base URL and other servers, auth line and sample
   * clients), as a layer of `settle`: `render`, `renderDocument` and the build render the page
   * with it where the configuration they are given chose nothing.
   */
  readonly documentSettings: ChosenSettings;
  readonly #sections: readonly SectionSource[];
  readonly #nodes: readonly Node[];
  readonly #print: (() => string | undefined) | undefined;

  constructor(init: {
    title: string;
    description?: Cell | undefined;
    slug: string;
    tag: string | undefined;
    group?: string | undefined;
    parent?: string | undefined;
    sections: readonly SectionSource[];
    nodes?: readonly Node[];
    weight?: number;
    operations?: readonly SectionIdentity[];
    models?: readonly ModelIdentity[];
    print?: () => string | undefined;
    document?: ChosenSettings;
  }) {
    super();
    this.parent = init.parent;
    this.#nodes = Object.freeze([...(init.nodes ?? [])]);
    this.title = init.title;
    if (init.description !== undefined) this.description = init.description;
    if (init.group !== undefined) this.group = init.group;
    this.slug = init.slug;
    this.tag = init.tag;
    this.#sections = Object.freeze([...init.sections]);
    this.size = this.#sections.length;
    this.weight = init.weight ?? this.size;
    this.operations = Object.freeze([...(init.operations ?? [])]);
    this.models = Object.freeze([...(init.models ?? [])]);
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
    return [...this.#nodes, ...this.#sections.flatMap((make) => make() ?? [])];
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
  /** The model it shows, known without making the section. */
  readonly model?: ModelIdentity;
  /** The section's title, which names the part of a split group it starts or ends. */
  readonly title?: string;
  /** What the section is made from besides the document's shared parts (its path items), hashed once, for the page's print and its page's weights (see page-print.ts). */
  readonly inputsPrint?: () => string | undefined;
}

/** A group of operations' sections that becomes one or more pages. */
export interface PageGroup {
  /** The tag, or `undefined` for untagged operations. */
  readonly tag: string | undefined;
  /** A page title of its own, such as "Webhooks", instead of the tag's. */
  readonly title?: string;
  /** The name its page's file is made from, when its title is in the site's language ("webhooks" for "Webhooks" or "Webhook"): the same file in every language. */
  readonly name?: string;
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

/** One operation's page: the operation (a path operation or a webhook) and the callbacks it registers. */
interface OperationPage {
  readonly sections: readonly WeighedSection[];
  readonly wanted: string;
}

/**
 * The file name an operation's page wants in its group's folder: its operationId's slug (without
 * the group's name when the id starts with it: `repos/get-content` in `repos` is `get-content`),
 * else its method's and path's. It depends on the operation alone, so that no other operation's
 * coming, going or moving changes it.
 */
export function operationName(identity: SectionIdentity | undefined, group: string): string {
  if (identity === undefined) return "operation";
  // camelCase read as words: `getProduct` is `get-product`.
  const own = identity.operationId === undefined ? "" : slug(identity.operationId.replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, "$1 $2"));
  if (own === "" || own === "section") return slug(`${identity.method} ${identity.path}`);
  return own.startsWith(`${group}-`) && own.length > group.length + 1 ? own.slice(group.length + 1) : own;
}

/** The Models page's list: each model a line linking to its page. */
function modelList(entries: readonly { readonly slug: string; readonly model: ModelIdentity }[]): Node {
  return {
    kind: "model-list",
    render: () => html`<ul class="rk-model-list">${entries.map(({ slug: file, model }) => html`<li><a href="${file}.html"><code class="rk-model-name">${model.title}</code></a></li>`)}</ul>`,
    markdown: () => entries.map(({ slug: file, model }) => `- [${inlineCode(model.title)}](${file}.md)`).join("\n"),
  };
}

/** A group page's list of its operations: each a line (badge, title, path) linking to its page. Shared with an event API's group pages. */
export function operationList(entries: readonly { readonly slug: string; readonly identity: Pick<SectionIdentity, "method" | "path" | "title" | "deprecated"> | undefined }[]): Node {
  const listed = entries.filter((entry) => entry.identity !== undefined);
  return {
    kind: "operation-list",
    render: () =>
      html`<ul class="rk-operation-list">${listed.map(({ slug: file, identity }) => {
        const { method, path, title, deprecated } = identity!;
        return html`<li><a href="${file}.html">${badge(method.toUpperCase())}<span class="rk-operation-title">${title}</span>${deprecated ? html`<span class="rk-visually-hidden"> (deprecated)</span>` : ""} ${pathCode(path)}</a></li>`;
      })}</ul>`,
    markdown: () => listed.map(({ slug: file, identity }) => `- ${inlineCode(`${identity!.method.toUpperCase()} ${identity!.path}`)} [${markdownText(identity!.title)}](${file}.md)${identity!.deprecated ? " (deprecated)" : ""}`).join("\n"),
  };
}

/**
 * The pages of the ordered groups: for each group, a page that introduces it and lists its
 * operations (`repos.html`), then one page per operation in the group's folder
 * (`repos/get-content.html`), its callbacks with it. A page's name depends only on its group and
 * its own operation (see `operationName`).
 */
export function makePages(index: Pick<ApiIndex, "info" | "tagInfo" | "tagGroups">, groups: readonly PageGroup[], shared: () => string | undefined = () => undefined, document: ChosenSettings = {}, places = new PagePlaces(), text: InterfaceStrings = en): OpenApiPage[] {
  const info = index.tagInfo;
  const grouping = index.tagGroups;
  const tagged = groups.some((group) => group.tag !== undefined);
  const docTitle = index.info.title ?? text.operations;
  const planned = groups.map((group) => {
    const known = group.tag === undefined ? undefined : info.get(group.tag);
    const title = group.title ?? (group.tag === undefined ? (tagged ? text.otherOperations : docTitle) : (known?.title ?? group.tag));
    const description = group.title !== undefined || group.tag === undefined ? undefined : known?.description;
    const wanted = slug(group.name ?? (group.tag === undefined && group.title === undefined ? (tagged ? "Other" : (index.info.title ?? "Operations")) : title));
    const operations: { sections: WeighedSection[]; wanted: string }[] = [];
    for (const section of group.sections) {
      // A callback is on the page of the operation that registers it, right after it.
      if (section.identity?.kind === "callback" && operations.length > 0) operations.at(-1)!.sections.push(section);
      else operations.push({ sections: [section], wanted: section.model === undefined ? operationName(section.identity, wanted) : slug(section.model.name) });
    }
    return { group, title, description, wanted, operations: operations as OperationPage[] };
  });
  // Every page's file name from one allocator: free of each other's and of refkit's own, whatever a
  // description's tags and operations are called; a name that collides with nothing keeps it.
  const names = new PageNames({ expected: planned.flatMap((entry) => [entry.wanted, ...entry.operations.map((operation) => `${entry.wanted}/${operation.wanted}`)]) });
  const pages: OpenApiPage[] = [];
  for (const { group, title, description, wanted, operations } of planned) {
    const folder = names.take(wanted);
    const sidebarGroup = group.group ?? (group.tag === undefined ? undefined : grouping.get(group.tag));
    const children = operations.map((operation) => ({ slug: names.take(`${folder}/${operation.wanted}`), operation }));
    const named = { title, description, slug: folder, tag: group.tag, group: sidebarGroup };
    const list = children.map((child) => ({ slug: child.slug.slice(folder.length + 1), identity: child.operation.sections[0]!.identity }));
    const models = children.flatMap((child) => (child.operation.sections[0]!.model === undefined ? [] : [{ slug: child.slug, model: child.operation.sections[0]!.model }]));
    const listed = countText(text, models.length > 0 ? "models" : "operations", list.length);
    pages.push(
      new OpenApiPage({
        ...named,
        description: description === undefined ? listed : commonmark(description),
        sections: [],
        nodes: list.length === 0 ? [] : [models.length > 0 ? modelList(models) : operationList(children.map((child) => ({ slug: child.slug, identity: child.operation.sections[0]!.identity })))],
        print: () => pagePrint(shared(), { ...named, list, models }, []),
        document,
      }),
    );
    for (const { slug: file, operation } of children) {
      const first = operation.sections[0]!;
      for (const section of operation.sections) places.place(file, section.identity, section.model);
      const own = { title: first.identity?.title ?? first.title ?? title, description: undefined, slug: file, tag: group.tag, group: sidebarGroup, parent: folder };
      pages.push(
        new OpenApiPage({
          ...own,
          sections: operation.sections.map((section) => section.make),
          weight: operation.sections.reduce((sum, section) => sum + section.weight, 0),
          operations: operation.sections.flatMap((section) => (section.identity ? [section.identity] : [])),
          models: operation.sections.flatMap((section) => (section.model ? [section.model] : [])),
          print: () => pagePrint(shared(), own, operation.sections),
          document,
        }),
      );
    }
  }
  return pages;
}
