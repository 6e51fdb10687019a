/**
 * The site's search index, split so that a search downloads little however large the site: a
 * small manifest, term files (every term sharing its first characters in one file, so a query
 * term needs one file), and document files (what a result shows, a run of sections per file,
 * fetched only for the results shown).
 *
 *   assets/search/index.json   { version, pages: [[slug, title, group?]…], terms: { key: file… }, docs: [first document of each file…] }
 *   assets/search/t<n>.json    { term: [(document gap × 8 + weight)…] …}, documents in rising order
 *   assets/search/d<n>.json    [[page, anchor, title, method, path, deprecated]…]
 *
 * The browser side reads it in assets/search-query.js; both read terms through src/search/words.js (shipped as assets/search-words.js).
 */
import { termKey } from "../search/words.js";
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
  /** Where a result of the page is in the site, shown beside it: an operation page's group (its parent page's title), else its sidebar group. */
  readonly group?: string | undefined;
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

/** A page's part of the index, kept compact until the pages are put together. */
interface PagePart {
  readonly slug: string;
  readonly title: string;
  readonly group?: string | undefined;
  /** Each section's row, as a document file holds it. */
  readonly rows: readonly string[];
  /**
   * Pairs of (term number, section × 8 + weight), sections numbered within the page and rising
   * for each term. A typed array: a large site holds millions of these, out of the collector's way.
   */
  readonly postings: Int32Array;
}

/**
 * The index, gathered a page at a time as pages are rendered (in any order), so that the terms of
 * a large site are held once, compactly, rather than as one object per section until the end.
 * @example const index = new SearchIndexBuilder(); index.add(0, page); const files = index.files()
 */
export class SearchIndexBuilder {
  readonly #parts: PagePart[] = [];
  /** Every term once, numbered, so that pages share their terms' strings. */
  readonly #termNumbers = new Map<string, number>();
  readonly #terms: string[] = [];

  /** Adds the page at `index` (its place in the site). */
  add(index: number, page: SearchPage): void {
    const pairs: number[] = [];
    page.sections.forEach((section, local) => {
      for (const term in section.terms) {
        let number = this.#termNumbers.get(term);
        if (number === undefined) {
          number = this.#terms.push(term) - 1;
          this.#termNumbers.set(term, number);
        }
        pairs.push(number, local * 8 + section.terms[term]!);
      }
    });
    const rows = page.sections.map((section) => JSON.stringify([index, section.id, section.title, section.method ?? "", section.path ?? "", section.deprecated ? 1 : 0]));
    this.#parts[index] = { slug: page.slug, title: page.title, group: page.group, rows, postings: Int32Array.from(pairs) };
  }

  /** The index's files: names under `assets/search/` and their JSON text. */
  files(options: SearchIndexOptions = {}): Map<string, string> {
    const termFile = options.termFile ?? 24 * 1024;
    const docFile = options.docFile ?? 12 * 1024;
    const parts = Array.from(this.#parts, (part) => part ?? { slug: "", title: "", rows: [], postings: new Int32Array(0) });
    const files = new Map<string, string>();

    // Documents, numbered in the site's order, cut into files of about `docFile` bytes.
    const docStarts: number[] = [];
    let docs: string[] = [];
    let docBytes = 0;
    let offset = 0;
    for (const part of parts) {
      part.rows.forEach((row, local) => {
        if (docs.length === 0) docStarts.push(offset + local);
        docs.push(row);
        docBytes += row.length + 1;
        if (docBytes >= docFile) {
          files.set(`d${docStarts.length - 1}.json`, `[${docs.join(",")}]`);
          docs = [];
          docBytes = 0;
        }
      });
      offset += part.rows.length;
    }
    if (docs.length > 0) files.set(`d${docStarts.length - 1}.json`, `[${docs.join(",")}]`);
    const postings = this.#sitePostings(parts);

    // Terms, grouped by key, keys in order, cut into files of about `termFile` bytes.
    const keyFiles: Record<string, number> = {};
    let entries: string[] = [];
    let bytes = 0;
    let fileCount = 0;
    let key: string | undefined;
    const used = this.#terms.map((_, number) => number).filter((number) => postings.start[number]! < postings.start[number + 1]!);
    for (const number of used.sort((a, b) => compare(this.#terms[a]!, this.#terms[b]!))) {
      const term = this.#terms[number]!;
      const termKeyOf = termKey(term);
      if (termKeyOf !== key) {
        if (bytes >= termFile) {
          files.set(`t${fileCount++}.json`, `{${entries.join(",")}}`);
          entries = [];
          bytes = 0;
        }
        key = termKeyOf;
        keyFiles[key] = fileCount;
      }
      const entry = `${JSON.stringify(term)}:[${encodePostings(postings, number)}]`;
      entries.push(entry);
      bytes += entry.length + 1;
    }
    if (entries.length > 0 || fileCount === 0) files.set(`t${fileCount}.json`, `{${entries.join(",")}}`);

    files.set("index.json", JSON.stringify({ version: searchIndexVersion, pages: parts.map((part) => (part.group === undefined ? [part.slug, part.title] : [part.slug, part.title, part.group])), terms: keyFiles, docs: docStarts }));
    return files;
  }

  /** Every term's postings across the site, documents numbered in page order: one array, sliced by term. */
  #sitePostings(parts: readonly PagePart[]): SitePostings {
    const start = new Int32Array(this.#terms.length + 1);
    for (const part of parts) for (let i = 0; i < part.postings.length; i += 2) start[part.postings[i]! + 1]!++;
    for (let term = 0; term < this.#terms.length; term++) start[term + 1]! += start[term]!;
    const entries = new Int32Array(start[this.#terms.length]!);
    const filled = start.slice(0, this.#terms.length);
    let offset = 0;
    for (const part of parts) {
      for (let i = 0; i < part.postings.length; i += 2) {
        const packed = part.postings[i + 1]!;
        entries[filled[part.postings[i]!]!++] = (offset + (packed >> 3)) * 8 + (packed & 7);
      }
      offset += part.rows.length;
    }
    return { start, entries };
  }
}

/** Postings of every term: term n's are `entries[start[n]…start[n + 1]]`, each document × 8 + weight, documents rising. */
interface SitePostings {
  readonly start: Int32Array;
  readonly entries: Int32Array;
}

/** Code-unit order, the same on every machine (unlike localeCompare). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The index's files for `pages`, in the site's order (see `SearchIndexBuilder`). */
export function searchIndexFiles(pages: readonly SearchPage[], options: SearchIndexOptions = {}): Map<string, string> {
  const builder = new SearchIndexBuilder();
  pages.forEach((page, index) => builder.add(index, page));
  return builder.files(options);
}

/** A term's postings as gaps: `(doc − previous doc) × 8 + weight`, documents rising. */
function encodePostings(postings: SitePostings, term: number): string {
  const out: number[] = [];
  let previous = 0;
  for (let i = postings.start[term]!; i < postings.start[term + 1]!; i++) {
    const doc = postings.entries[i]! >> 3;
    out.push((doc - previous) * 8 + (postings.entries[i]! & 7));
    previous = doc;
  }
  return out.join(",");
}
