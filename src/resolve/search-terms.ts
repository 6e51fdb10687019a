/**
 * What search finds a section by: each term of its title, endpoint, anchor, page and components,
 * with the weight of the most telling place the term is in. Plain data, made where the page is
 * rendered (a worker, for a large site) and gathered into the site's index by the build.
 */
import type { SectionNode } from "../components/section.ts";
import { nameKey, terms } from "../search/words.js";

/**
 * How much a term counts by where it is, from 7 (the title) down to 1 (prose). The index keeps
 * these as three bits beside each document number, so they stay within 1 to 7.
 */
export const weights = Object.freeze({ name: 7, title: 7, path: 6, anchor: 6, method: 5, names: 4, page: 3, kind: 3, returned: 2, prose: 1 });

/**
 * The terms of texts already read: an imported document repeats the same descriptions and field
 * names under thousands of operations (Graph beta: 22,361), and reading them is most of the cost.
 * Cleared when it grows large, so that it never holds more than a bounded share of a build.
 */
const known = { names: new Map<string, readonly string[]>(), prose: new Map<string, readonly string[]>() };
const knownLimit = 100_000;

function termsOf(text: string, prose: boolean): readonly string[] {
  const map = prose ? known.prose : known.names;
  let found = map.get(text);
  if (found === undefined) {
    if (map.size >= knownLimit) map.clear();
    found = terms(text, prose);
    map.set(text, found);
  }
  return found;
}

/** The distinct terms of a list of texts; a list shared by many sections (frozen) is read once. */
const listTerms = new WeakMap<readonly string[], readonly string[]>();

function termsOfList(texts: readonly string[], prose: boolean): readonly string[] {
  const shared = Object.isFrozen(texts);
  let found = shared ? listTerms.get(texts) : undefined;
  if (found === undefined) {
    const all = new Set<string>();
    for (const text of texts) for (const term of termsOf(text, prose)) all.add(term);
    found = [...all];
    if (shared) listTerms.set(texts, found);
  }
  return found;
}

/** A section's terms and their weights, the highest where a term is in several places. */
export type SectionTerms = Record<string, number>;

/**
 * The terms of `section`, on the page titled `page` (and listed under `group`, if any).
 * @example sectionTerms(Section("Create a customer", { description: Endpoint("post", "/v1/customers") }), "Customers")
 */
export function sectionTerms(section: SectionNode, page: string, group?: string): SectionTerms {
  const out: SectionTerms = Object.create(null);
  const put = (list: readonly string[], weight: number) => {
    for (const term of list) if (!(out[term]! >= weight)) out[term] = weight;
  };
  const add = (text: string | undefined, weight: number, prose = false) => {
    if (text !== undefined) put(termsOf(text, prose), weight);
  };
  // Exact names: the whole title, the anchor (the operationId), each literal segment of the path
  // (a webhook's key): a query that is one of them, however it is spelt, ranks the section first.
  const name = (text: string | undefined) => {
    const key = text === undefined ? "" : nameKey(text);
    if (key !== "") out[key] = weights.name;
  };
  name(section.title);
  name(section.anchor);
  for (const segment of section.endpoint?.path.split("/") ?? []) if (!/[{}:]/.test(segment)) name(segment);
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
    if (text.names) put(termsOfList(text.names, false), weights.names);
    if (text.returned) put(termsOfList(text.returned, false), weights.returned);
    if (text.prose) put(termsOfList(text.prose, true), weights.prose);
  }
  return out;
}
