// Search over the site's split index (written by the build, see src/site/search-index.ts): the
// query's terms fetch only their own term files, and the results shown only their document files.
import { nameKey, queryTerms, termKey } from "./search-words.js";

export const indexVersion = 1;

/**
 * Opens the index whose manifest is at `url` (`…/assets/search/index.json`); `load(url)` fetches
 * and parses a JSON file (the browser's `fetch`, or a file read in tests).
 * @param {URL} url
 * @param {(url: URL) => Promise<any>} load
 */
export async function openIndex(url, load) {
  const manifest = await load(url);
  if (manifest?.version !== indexVersion) throw new Error("the search index was written by another version of refkit: build the site again");
  const files = new Map();
  const file = (name) => {
    if (!files.has(name)) files.set(name, load(new URL(name, url)).catch((error) => { files.delete(name); throw error; }));
    return files.get(name);
  };
  return { manifest, file };
}

/**
 * The documents and weights of the terms that begin with `term` (exactly `term` when it has one
 * character), each document with its best weight, an exact term counting more than a longer one.
 */
async function matches(index, term, exact = [...term].length < 2) {
  const number = index.manifest.terms[termKey(term)];
  const found = new Map();
  if (number === undefined) return found;
  const postings = await index.file(`t${number}.json`);
  for (const candidate in postings) {
    if (exact ? candidate !== term : !candidate.startsWith(term)) continue;
    const bonus = candidate === term ? 0.5 : 0;
    let doc = 0;
    for (const value of postings[candidate]) {
      doc += Math.floor(value / 8);
      const score = (value % 8) + bonus;
      if (!(found.get(doc) >= score)) found.set(doc, score);
    }
  }
  return found;
}

/** The document file that holds document `doc`, and the document's place in it. */
function docPlace(starts, doc) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= doc) low = mid;
    else high = mid - 1;
  }
  return { file: `d${low}.json`, at: doc - starts[low] };
}

/**
 * The sections that have every term of `query` (or a term it begins), best first (a section the
 * whole query names exactly, then by the weights of where the terms are), at most
 * `limit` of them, and how many there are in all. Each result: the page's slug, title and group
 * (where it is in the site, when the page has one), the section's anchor, title, method and path ("" when it has none) and whether it is deprecated.
 * @param {{ manifest: any, file: (name: string) => Promise<any> }} index
 * @param {string} query
 * @param {number} [limit]
 */
export async function search(index, query, limit = 20) {
  const wanted = queryTerms(query);
  if (wanted.length === 0) return { total: 0, results: [] };
  const key = nameKey(query);
  const [named, ...found] = await Promise.all([key.length > 2 ? matches(index, key, true) : new Map(), ...wanted.map((term) => matches(index, term))]);
  found.sort((a, b) => a.size - b.size);
  const scores = new Map(found[0]);
  for (const other of found.slice(1)) {
    for (const [doc, score] of scores) {
      const more = other.get(doc);
      if (more === undefined) scores.delete(doc);
      else scores.set(doc, score + more);
    }
  }
  // A query that is a section's exact name (its title, operationId or a path segment, however
  // spelt) puts that section before every section that only has its words.
  for (const doc of named.keys()) if (scores.has(doc)) scores.set(doc, scores.get(doc) + 100);
  const best = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit);
  const results = await Promise.all(
    best.map(async ([doc]) => {
      const { file, at } = docPlace(index.manifest.docs, doc);
      const [page, id, title, method, path, deprecated] = (await index.file(file))[at];
      const [slug, pageTitle, group] = index.manifest.pages[page];
      return { slug, page: pageTitle, group, id, title, method, path, deprecated: deprecated === 1 };
    }),
  );
  return { total: scores.size, results };
}
