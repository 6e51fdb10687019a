/**
 * The chapters of a large reference's sidebar. Up to `chapterThreshold` pages, the sidebar lists
 * every page, in its groups. Above that, listing every page on every page would make each page's
 * sidebar grow with the reference, and the site with its square (80 KB a page on Microsoft
 * Graph's 733 pages): the sidebar lists chapters instead, each a link to its first page, and opens
 * only the current page's chapter. Every other page is one step away: its chapter, the "All
 * endpoints" page, or search.
 *
 * A chapter is a group the description gives (`x-tagGroups`). In a reference without groups, it
 * is the pages whose names share a first segment (`users.user`, `users.message`: `users`), when
 * most names have one; otherwise a run of consecutive pages, named by its first and last. A chapter
 * of more than `chapterSize` pages is split into numbered parts.
 */
/** What the sidebar needs of a page. */
export interface NavPage {
  readonly slug: string;
  readonly title: string;
  /** The sidebar heading the page is listed under, if any. */
  readonly group?: string | undefined;
  /** An operation's page: its group's page's slug, under which it is listed (only when that page or one of its pages is open). */
  readonly parent?: string | undefined;
  /** Its operation's verb, shown as a badge where the page is listed under its group. */
  readonly method?: string | undefined;
  readonly deprecated?: boolean | undefined;
}

/** Above this many pages, the sidebar lists chapters. */
export const chapterThreshold = 100;

/** The most pages a chapter lists. */
export const chapterSize = 50;

/** One chapter of the sidebar. */
export interface NavChapter {
  readonly title: string;
  readonly pages: readonly NavPage[];
}

/** A name's first segment (`users` of `users.message`, `admin` of `admin/Functions`), if it has one. */
const stem = (title: string): string | undefined => /^([^./:]+)[./:]./.exec(title)?.[1];

/** `pages` in parts of at most `chapterSize`, each numbered when there are several. */
function parts(title: string, pages: readonly NavPage[]): NavChapter[] {
  if (pages.length <= chapterSize) return [{ title, pages }];
  const count = Math.ceil(pages.length / chapterSize);
  // Even parts: 51 pages give 26 and 25, not 50 and 1.
  const size = Math.ceil(pages.length / count);
  return Array.from({ length: count }, (_, i) => ({ title: `${title} (${i + 1} of ${count})`, pages: pages.slice(i * size, (i + 1) * size) }));
}

/**
 * Above this many operations, a group lists them in runs in the sidebar of its pages. Every
 * operation has its page, and each repeats the run it is in: the run is most of the sidebar's
 * bytes, and the sidebar a third of an operation's page on a large API.
 */
export const operationRunThreshold = 40;

/** The most operations a group's run lists. */
export const operationRunSize = 25;

/** Consecutive pages in runs of at most `size`, each named by its first and last page. */
export function runs(pages: readonly NavPage[], size = chapterSize): NavChapter[] {
  const count = Math.ceil(pages.length / size);
  const even = Math.ceil(pages.length / count);
  return Array.from({ length: count }, (_, i) => {
    const run = pages.slice(i * even, (i + 1) * even);
    return { title: run.length === 1 ? run[0]!.title : `${run[0]!.title} – ${run.at(-1)!.title}`, pages: run };
  });
}

/** The pages under their keys, in the order each key first comes. */
function byKey(pages: readonly NavPage[], key: (page: NavPage) => string): Map<string, NavPage[]> {
  const found = new Map<string, NavPage[]>();
  for (const page of pages) {
    const k = key(page);
    const list = found.get(k);
    if (list) list.push(page);
    else found.set(k, [page]);
  }
  return found;
}

/** Pages no group holds: by their names' first segment when most names have one, else in runs. */
function ungrouped(pages: readonly NavPage[]): NavChapter[] {
  if (pages.filter((page) => stem(page.title) !== undefined).length * 2 < pages.length) return runs(pages);
  return [...byKey(pages, (page) => stem(page.title) ?? page.title)].flatMap(([title, members]) => parts(title, members));
}

const known = new WeakMap<readonly NavPage[], readonly NavChapter[] | undefined>();

/**
 * The sidebar's chapters for `pages`, or `undefined` when the sidebar lists every page (a
 * reference of at most `chapterThreshold` pages). Each page is in exactly one chapter.
 * @example navChapters(pages)?.map((chapter) => chapter.title) // ["admin", "agreements", …]
 */
export function navChapters(pages: readonly NavPage[]): readonly NavChapter[] | undefined {
  if (pages.length <= chapterThreshold) return undefined;
  if (known.has(pages)) return known.get(pages);
  // The description's groups; the pages outside any group as in a reference without groups.
  const chapters: NavChapter[] = [];
  for (let i = 0; i < pages.length; ) {
    const group = pages[i]!.group;
    let end = i + 1;
    while (end < pages.length && pages[end]!.group === group) end++;
    chapters.push(...(group === undefined ? ungrouped(pages.slice(i, end)) : parts(group, pages.slice(i, end))));
    i = end;
  }
  known.set(pages, chapters);
  return chapters;
}
