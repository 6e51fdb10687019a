/**
 * A section of a page: a title, a description (often the Endpoint), and the components that
 * document it. Request examples and responses go to the code column, the rest to the text column.
 */
import { cellMarkdown, markdownText } from "../text/markdown-text.ts";
import { RefkitError, describeValue } from "../errors.ts";
import { flat, html, raw, type Html } from "../html.ts";
import { cellExpected, cellText, isCell, renderProse, type Cell } from "./cell.ts";
import { isNode, type Node, type RenderContext, type SearchText } from "./node.ts";
import type { EndpointNode } from "./endpoint.ts";
import { withProse } from "./prose.ts";

/** A section's options. */
export interface SectionOptions {
  /** Text under the title: a string, `code()`/`md()` (block Markdown), or a node such as `Endpoint`. */
  readonly description?: Cell | Node;
  /** The anchor id; by default a slug of the title. */
  readonly id?: string;
  /**
   * What the section documents when it is not a request the reader sends: a `webhook` the API
   * sends to the reader, or a `callback` it sends back during an operation (`data-rk-kind`).
   */
  readonly kind?: SectionKind;
  /** Marks the section (and its sidebar entry) as deprecated. Default false. */
  readonly deprecated?: boolean;
}

/** The kinds of section that document a request the API sends. */
export type SectionKind = "webhook" | "callback";

/** A Section node also tells its title and endpoint, for navigation. */
export interface SectionNode extends Node {
  readonly kind: "section";
  readonly title: string;
  /** The anchor id before de-duplication: the explicit id or the title's slug. */
  readonly anchor: string;
  readonly endpoint: EndpointNode | undefined;
  readonly children: readonly Node[];
  readonly sectionKind: SectionKind | undefined;
  readonly deprecated: boolean;
}

/**
 * A URL fragment for a title: lower-case letters and digits joined by hyphens.
 * @example slug("Create a customer") // "create-a-customer"
 */
export function slug(title: string): string {
  return title.normalize("NFKD").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "") || "section";
}

function renderDescription(description: Cell | Node | undefined, context: RenderContext): Html {
  if (description === undefined) return html``;
  if (isNode(description)) return html`<p class="rk-section-description">${description.render(context)}</p>`;
  return renderProse(description, context, "rk-section-description");
}

/**
 * A section written: its ids, and its HTML in two halves, around the one place a site adds to it
 * (under its description: a versioned site's links to the same operation in the other versions).
 */
export interface SectionParts {
  /** The section's id on its page (its anchor, made unique). */
  readonly id: string;
  /** From `<section>` to the end of its description. */
  readonly before: string;
  /** From its first child to `</section>`. */
  readonly after: string;
}

const partsOf = new WeakMap<object, (context: RenderContext) => SectionParts>();

/**
 * A section made by `Section`, written with `context` (the resolve stage writes each section
 * this way, so that the page's renderer can add a site's part to it); `undefined` for any other node.
 */
export function sectionParts(node: Node, context: RenderContext): SectionParts | undefined {
  return partsOf.get(node)?.(context);
}

/** A section's HTML from its parts; `versions` is what a versioned site adds under its description. */
export function sectionHtml(parts: SectionParts, versions = ""): Html {
  return raw(parts.before + versions + parts.after);
}

/**
 * A titled section. Pass the Endpoint as the description; the children follow.
 * @example
 * Section("Create a customer", { description: Endpoint("post", "/v1/customers") },
 *   FieldTable([...]), ErrorTable([...]), RequestExample({...}), JsonResponse({...}))
 */
export function Section(title: string, options: SectionOptions = {}, ...children: Node[]): SectionNode {
  const component = `Section ${JSON.stringify(title)}`;
  if (typeof title !== "string" || title.trim() === "") throw new RefkitError({ component: "Section", key: "title" }, `expected a non-empty string, got ${describeValue(title)}`);
  if (typeof options !== "object" || options === null || isNode(options)) {
    throw new RefkitError({ component, key: "options" }, `expected { description } as the second argument, got ${isNode(options) ? "a component" : describeValue(options)}`);
  }
  const { description, id, kind, deprecated = false } = options;
  if (typeof deprecated !== "boolean") throw new RefkitError({ component, key: "deprecated" }, `expected true or false, got ${describeValue(deprecated)}`);
  if (kind !== undefined && kind !== "webhook" && kind !== "callback") {
    throw new RefkitError({ component, key: "kind" }, `expected "webhook" or "callback", got ${describeValue(kind)}`);
  }
  if (description !== undefined && !isNode(description) && !isCell(description)) {
    throw new RefkitError({ component, key: "description" }, `expected ${cellExpected}, or a component such as Endpoint, got ${describeValue(description)}`);
  }
  if (id !== undefined && (typeof id !== "string" || !/^[A-Za-z][\w-]*$/.test(id))) {
    throw new RefkitError({ component, key: "id" }, `expected letters, digits, "-" or "_", starting with a letter, got ${describeValue(id)}`);
  }
  children.forEach((child, i) => {
    if (!isNode(child)) throw new RefkitError({ component, key: `child ${i + 1}` }, `expected a component, got ${describeValue(child)}`);
  });
  const endpoint = isNode(description) && description.kind === "endpoint" ? (description as EndpointNode) : undefined;
  const main = children.filter((child) => child.placement !== "aside");
  const aside = children.filter((child) => child.placement === "aside");
  const anchor = id ?? slug(title);
  const parts = (context: RenderContext): SectionParts => {
    const unique = context.sectionId(anchor);
    // Claimed like any other id, so that a row (a field named "title") cannot take it too.
    const heading = context.uniqueId(`${unique}-title`);
    // Rows of the section's tables take their ids from it.
    context = { ...context, section: unique };
    const before = html`<section class="rk-section" id="${unique}" aria-labelledby="${heading}"${kind === undefined ? "" : html` data-rk-kind="${kind}"`}><div class="rk-section-main"><h2 class="rk-section-title" id="${heading}"><a class="rk-anchor" href="#${unique}">${title}</a>${deprecated ? html` <span class="rk-deprecated">deprecated</span>` : ""}</h2>${renderDescription(description, context)}`;
    const after = html`${main.map((child) => child.render(context))}</div>${aside.length > 0 ? html`<div class="rk-section-aside">${aside.map((child) => child.render(context))}</div>` : ""}</section>`;
    return { id: unique, before: flat(before.value), after: flat(after.value) };
  };
  const node: SectionNode = Object.freeze({
    kind: "section" as const,
    title,
    anchor,
    endpoint,
    sectionKind: kind,
    deprecated,
    children: Object.freeze([...children]),
    // The section's own text; search reads its title, endpoint and children itself.
    search: (): SearchText => ({ prose: description === undefined || isNode(description) ? [] : [cellText(description)] }),
    markdown(context: RenderContext): string {
      const head = `## ${markdownText(title)}${deprecated ? " (deprecated)" : ""}`;
      const intro = description === undefined ? "" : isNode(description) ? (description.markdown?.(context) ?? "") : cellMarkdown(description);
      return [head, intro, ...main.map((child) => child.markdown?.(context) ?? ""), ...aside.map((child) => child.markdown?.(context) ?? "")].filter((part) => part.trim() !== "").join("\n\n");
    },
    render: (context: RenderContext): Html => sectionHtml(parts(context), context.sectionVersions?.(anchor)?.value ?? ""),
  });
  partsOf.set(node, parts);
  return description === undefined || isNode(description) ? node : withProse(node, description);
}
