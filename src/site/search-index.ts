/**
 * The site's search index, split so that a search downloads little however large the site: a
 * small manifest, term files (every term sharing its first characters in one file, so a query
 * term needs one file), and document files (what a result shows, a run of sections per file,
 * fetched only for the results shown).
 *
 *   assets/search/index.json   { version, pages: [[slug, title]…], terms: { key: file… }, docs: [first document of each file…] }
 *   assets/search/t<n>.json    { term: [(document gap × 8 + weight)…] …}, documents in rising order
 *   assets/search/d<n>.json    [[page, anchor, title, method, path, deprecated]…]
 *
 * The browser side reads it in assets/search-query.js; both read terms through assets/search-words.js.
 */
import { termKey } from "./assets/search-words.js";
import type { SectionTerms } from "../resolve/search-terms.ts";

/** The index format's version, which the browser side checks. */
export const searchIndexVersion = 1;

/** One section as search lists it. */
export interface SearchDocument {
  readonly id: string;
  readonly title: string;
  readonly method: string | undefined;
  readonly path: string | undefined;
  readonly deprecated: boolean;
  readonly terms: SectionTerms;
}

/** A page of the site with its searchable sections, in the site's order. */
export interface SearchPage {
  readonly slug: string;
  readonly title: string;
  readonly sections: readonly SearchDocument[];
}

/**
 * Sizes that steer the split, in bytes of JSON: a term file takes keys until it holds about
 * `termFile`, a document file takes sections until about `docFile`. Small sites get one of each.
 */
export interface SearchIndexOptions {
  readonly termFile?: number;
  readonly docFile?: number;
}

/** The index's files: names under `assets/search/` and their JSON text. */
export function searchIndexFiles(pages: readonly SearchPage[], options: SearchIndexOptions = {}): Map<string, string> {
  const termFile = options.termFile ?? 24 * 1024;
  const docFile = options.docFile ?? 12 * 1024;
  const files = new Map<string, string>();

  // Documents, numbered in the site's order, cut into files of about `docFile` bytes.
  const postings = new Map<string, number[]>();
  const docStarts: number[] = [];
  let docs: string[] = [];
  let docBytes = 0;
  let number = 0;
  const flushDocs = () => {
    files.set(`d${docStarts.length - 1}.json`, `[${docs.join(",")}]`);
    docs = [];
    docBytes = 0;
  };
  pages.forEach((page, pageIndex) => {
    for (const section of page.sections) {
      if (docs.length === 0) docStarts.push(number);
      const row = JSON.stringify([pageIndex, section.id, section.title, section.method ?? "", section.path ?? "", section.deprecated ? 1 : 0]);
      docs.push(row);
      docBytes += row.length + 1;
      for (const [term, weight] of Object.entries(section.terms)) {
        let list = postings.get(term);
        if (!list) postings.set(term, (list = []));
        list.push(number, weight);
      }
      number++;
      if (docBytes >= docFile) flushDocs();
    }
  });
  if (docs.length > 0) flushDocs();

  // Terms, grouped by key, keys in order, cut into files of about `termFile` bytes.
  const byKey = new Map<string, string[]>();
  for (const term of [...postings.keys()].sort()) {
    const key = termKey(term);
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push(term);
  }
  const keyFiles: Record<string, number> = {};
  let entries: string[] = [];
  let bytes = 0;
  let fileCount = 0;
  const flushTerms = () => {
    files.set(`t${fileCount++}.json`, `{${entries.join(",")}}`);
    entries = [];
    bytes = 0;
  };
  for (const [key, list] of byKey) {
    if (bytes >= termFile) flushTerms();
    keyFiles[key] = fileCount;
    for (const term of list) {
      const entry = `${JSON.stringify(term)}:[${encodePostings(postings.get(term)!)}]`;
      entries.push(entry);
      bytes += entry.length + 1;
    }
  }
  if (entries.length > 0 || fileCount === 0) flushTerms();

  files.set(
    "index.json",
    JSON.stringify({ version: searchIndexVersion, pages: pages.map((page) => [page.slug, page.title]), terms: keyFiles, docs: docStarts }),
  );
  return files;
}

/** `[doc, weight, doc, weight…]` (documents rising) as gaps: `(doc − previous doc) × 8 + weight`. */
function encodePostings(list: readonly number[]): string {
  const out: number[] = [];
  let previous = 0;
  for (let i = 0; i < list.length; i += 2) {
    out.push((list[i]! - previous) * 8 + list[i + 1]!);
    previous = list[i]!;
  }
  return out.join(",");
}
