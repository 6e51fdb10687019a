/** A page: a class made of sections. */
import { RefkitError, describeValue } from "../errors.ts";
import { html, type Html } from "../html.ts";
import { isCell, renderProse, type Cell } from "./cell.ts";
import { isNode, type Node, type RenderContext } from "./node.ts";

/**
 * One reference page. Subclass it, give it a title and return its sections.
 * @example
 * export default class Customers extends Page {
 *   title = "Customers";
 *   sections() {
 *     return [Section("Create a customer", { description: Endpoint("post", "/v1/customers") })];
 *   }
 * }
 */
export abstract class Page {
  /** The page title, shown as its heading and in the navigation. */
  abstract readonly title: string;
  /** Text under the title: a string or `md("…")` (block Markdown). */
  readonly description?: Cell;
  /** A heading the sidebar lists the page under; consecutive pages with the same group share it. */
  readonly group?: string;
  /** The page's sections, in order. */
  abstract sections(): readonly Node[];
}

const sectionsOf = new WeakMap<Page, readonly Node[]>();

/** Calls `page.sections()` once per page and checks what it returns. */
export function pageSections(page: Page): readonly Node[] {
  const known = sectionsOf.get(page);
  if (known) return known;
  const frozen = declaredSections(page);
  sectionsOf.set(page, frozen);
  return frozen;
}

/**
 * Calls `page.sections()` and checks the page and what it returns, keeping nothing: the site
 * build asks a large page once, renders it and lets it go.
 */
export function declaredSections(page: Page): readonly Node[] {
  const name = page?.constructor?.name ?? "Page";
  if (typeof page?.title !== "string" || page.title.trim() === "") {
    throw new RefkitError({ component: name, key: "title" }, `expected a non-empty string, got ${describeValue(page?.title)}`);
  }
  if (page.description !== undefined && !isCell(page.description)) {
    throw new RefkitError({ component: name, key: "description" }, `expected a string or md("…"), got ${describeValue(page.description)}`);
  }
  if (page.group !== undefined && (typeof page.group !== "string" || page.group.trim() === "")) {
    throw new RefkitError({ component: name, key: "group" }, `expected a non-empty string, got ${describeValue(page.group)}`);
  }
  const sections = page.sections();
  if (!Array.isArray(sections)) throw new RefkitError({ component: name, key: "sections" }, `expected sections() to return an array, got ${describeValue(sections)}`);
  sections.forEach((node, i) => {
    if (!isNode(node)) throw new RefkitError({ component: name, key: `sections()[${i}]` }, `expected a component such as Section(…), got ${describeValue(node)}`);
  });
  return Object.freeze([...sections]);
}

/**
 * The page's Markdown twin offered to the reader: a link that opens it (with or without
 * JavaScript) and a button that copies it (shown only where the page's script can load modules).
 */
function twinActions(twin: string): Html {
  return html`<button type="button" class="rk-copy-page" aria-live="polite">Copy as Markdown</button><a class="rk-page-md" href="${twin}" type="text/markdown">View as Markdown</a>`;
}

/** What a site adds under a page's title. */
export interface PageHeader {
  /** Where the page's Markdown twin is: adds the controls that offer it. */
  readonly twin?: string | undefined;
  /** A versioned site's "API version" control. */
  readonly version?: Html | undefined;
  /** Show the title as the page's `<h1>` (default). A host site's layout shows it itself. */
  readonly heading?: boolean;
}

/** The page's heading, description and sections, with what the site adds under the title. */
export function renderPage(page: Page, sections: readonly Node[], context: RenderContext, header: PageHeader = {}): Html {
  const intro = page.description === undefined ? "" : renderProse(page.description, context, "rk-page-description");
  const actions = header.twin === undefined && header.version === undefined ? "" : html`<div class="rk-page-actions">${header.version ?? ""}${header.twin === undefined ? "" : twinActions(header.twin)}</div>`;
  const title = header.heading === false ? "" : html`<h1>${page.title}</h1>`;
  const head = title === "" && actions === "" && intro === "" ? "" : html`<header class="rk-page-header">${title}${actions}${intro}</header>`;
  return html`<article class="rk-page">${head}${sections.map((node) => node.render(context))}</article>`;
}
