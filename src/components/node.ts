/**
 * The node interface every component implements. A node is a declaration: checked when it is
 * made, rendered later with the configuration in force at render time.
 */
import type { Settings } from "../config/settings.ts";
import type { Html } from "../html.ts";
import type { ApiRequest } from "../request.ts";
import type { Snippet } from "../snippets.ts";

/** How Markdown treats HTML in the text. */
export interface MarkdownOptions {
  /** Sanitize HTML through the allowlist instead of escaping it. Default false. */
  readonly html?: boolean;
}

/** What a node gets when it renders. */
export interface RenderContext {
  /** The configuration in force for this render. */
  readonly config: Settings;
  /** Highlights `code` as `lang`: token spans whose text is exactly `code`. */
  highlight(code: string, lang: string): Html;
  /**
   * Inline Markdown, safe: no raw HTML, no unsafe links. With `html: true`, CommonMark whose HTML
   * passes through an allowlist sanitizer (text from an OpenAPI document).
   */
  inlineMarkdown(text: string, options?: MarkdownOptions): Html;
  /** Block Markdown (paragraphs, lists), with the same safety rules and options. */
  blockMarkdown(text: string, options?: MarkdownOptions): Html;
  /** An id unique within this render, such as `rk-ex-3`. */
  uniqueId(base: string): string;
  /**
   * The id of a section whose anchor is `base`: the one the page's resolution gave it (and the
   * sidebar links to), or a new unique id when the section was not resolved with the page.
   */
  sectionId(base: string): string;
  /**
   * For content that may repeat on a page (the same response fields under several operations):
   * the first call for `key` gives a new id (`base`, `base-2`…) for the content rendered in full,
   * later calls the same id with `first: false`, and the first call's `label`, to link to it
   * instead of rendering it again.
   */
  shared<T>(key: object, base: string, label: T): { readonly id: string; readonly first: boolean; readonly label: T };
  /**
   * A request example as the page's resolution made it (its request and snippets), or
   * `undefined` when the example was not resolved with a page (a fragment rendered on its own).
   */
  example?(node: object): { readonly request: ApiRequest; readonly snippets: readonly Snippet[] } | undefined;
  /**
   * Where a model's page is (see `Field.model`): the page relative to the page being written,
   * without its extension, and the model's section's id; none where the reference has no page for it.
   */
  model?(name: string): { readonly page: string; readonly id: string } | undefined;
  /** The id of the section being rendered, when there is one: rows take theirs from it (`create-a-customer-email`). */
  readonly section?: string;
  /** In a versioned site: the links from a section (by its anchor) to the same operation in the other versions. */
  sectionVersions?(anchor: string): Html | undefined;
}

const plainName = /^[A-Za-z0-9._]([A-Za-z0-9._-]*[A-Za-z0-9._])?$/;

/**
 * The id of a row of a table (a field, an error) in the section being rendered: readable in a
 * link (`#create-a-customer-shipping.address`), unique on the page.
 */
export function rowId(context: RenderContext, name: string): string {
  // Most names are already fit for an id: one test instead of two replaces (a large reference has millions of rows).
  const slug = plainName.test(name) ? name : name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "row";
  return context.uniqueId(`${context.section ?? "row"}-${slug}`);
}

/**
 * What search finds a section by, from one of its components (beside the section's title and
 * endpoint, which search reads itself).
 */
export interface SearchText {
  /** Names a reader types: the request's parameters and fields. */
  readonly names?: readonly string[];
  /** Names of what comes back: response fields. They count for less than `names`. */
  readonly returned?: readonly string[];
  /** Prose: descriptions. */
  readonly prose?: readonly string[];
}

/**
 * A renderable component. Custom components implement the same interface.
 * @example
 * const Note = (text: string): Node => ({ kind: "note", render: () => html`<p class="note">${text}</p>` });
 */
export interface Node {
  /** What the node is, such as `endpoint` or `request-example`. */
  readonly kind: string;
  /** `aside` puts the node in a section's code column (request examples, responses). */
  readonly placement?: "main" | "aside";
  render(context: RenderContext): Html;
  /**
   * The component as Markdown, for its page's Markdown twin (`X.md` beside `X.html`): what it
   * shows, written with `text/markdown-text.ts` so that no text can break the structure.
   * Components without it are left out of the twin.
   */
  markdown?(context: RenderContext): string;
  /** What search should find the component's section by; components without it add nothing. */
  search?(): SearchText;
}

/** True when `value` implements the node interface. */
export function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).render === "function";
}

/**
 * The id `base` gets at its next use: bare the first time, then `base-2`, `base-3`…, skipping an
 * id that another base already produced. `seen` records the uses. Rendering and the sidebar both
 * name sections this way, so their links agree.
 * @example const seen = new Map(); uniqueId(seen, "a"); uniqueId(seen, "a") // "a", then "a-2"
 */
export function uniqueId(seen: Map<string, number>, base: string): string {
  let count = seen.get(base) ?? 0;
  let id: string;
  do {
    count++;
    id = count === 1 ? base : `${base}-${count}`;
  } while (count > 1 && seen.has(id));
  seen.set(base, count);
  if (!seen.has(id)) seen.set(id, 1);
  return id;
}
