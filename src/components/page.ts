/** A page: a class made of sections. */
import { RefkitError, describeValue } from "../errors.ts";
import { isCell, type Cell } from "./cell.ts";
import { isNode, type Node } from "./node.ts";

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
