/**
 * What search finds a section by: each term of its title, endpoint, anchor, page and components,
 * with the weight of the most telling place the term is in. Plain data, made where the page is
 * rendered (a worker, for a large site) and gathered into the site's index by the build.
 */
import type { SectionNode } from "../components/section.ts";
import { terms } from "../site/assets/search-words.js";

/**
 * How much a term counts by where it is, from 7 (the title) down to 1 (prose). The index keeps
 * these as three bits beside each document number, so they stay within 1 to 7.
 */
export const weights = Object.freeze({ title: 7, path: 6, anchor: 6, method: 5, names: 4, page: 3, kind: 3, returned: 2, prose: 1 });

/** A section's terms and their weights, the highest where a term is in several places. */
export type SectionTerms = Record<string, number>;

/**
 * The terms of `section`, on the page titled `page` (and listed under `group`, if any).
 * @example sectionTerms(Section("Create a customer", { description: Endpoint("post", "/v1/customers") }), "Customers")
 */
export function sectionTerms(section: SectionNode, page: string, group?: string): SectionTerms {
  const out: SectionTerms = Object.create(null);
  const add = (text: string | undefined, weight: number, prose = false) => {
    if (text === undefined) return;
    for (const term of terms(text, prose)) if (!(out[term]! >= weight)) out[term] = weight;
  };
  add(section.title, weights.title);
  add(section.endpoint?.path, weights.path);
  add(section.anchor, weights.anchor);
  add(section.endpoint?.method, weights.method);
  add(page, weights.page);
  add(group, weights.page);
  add(section.sectionKind, weights.kind);
  for (const node of [section, ...section.children]) {
    const text = node.search?.();
    if (!text) continue;
    for (const name of text.names ?? []) add(name, weights.names);
    for (const name of text.returned ?? []) add(name, weights.returned);
    for (const prose of text.prose ?? []) add(prose, weights.prose, true);
  }
  return out;
}
