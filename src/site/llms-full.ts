/**
 * The whole reference as Markdown for an agent to take in at once, in files an agent's context
 * holds: `llms-full.txt` when all the twins together fit in one, else `llms-full/<group>.md` per
 * sidebar group, a group too large for one file split into parts at its pages' operations. Every
 * file is its pages' twins, verbatim, one after another.
 */
import { slug } from "../components/section.ts";
import { markdownText } from "../text/markdown-text.ts";
import { PageNames, siteNames } from "../page-names.ts";
import { countText, en, format, type InterfaceStrings } from "../locale/index.ts";

/** Characters per token in the estimate the build prints (the usual rule of thumb for English and code). */
export const charsPerToken = 4;
/** The most a file holds, in estimated tokens: half of a 200k context, room left for the work. */
export const maxFullTokens = 100_000;

/** A page as the full files take it. */
export interface FullPage {
  readonly slug: string;
  readonly title: string;
  readonly group: string | undefined;
}

/** One file of the full text. */
export interface FullFile {
  /** Its path in the site: `llms-full.txt` or `llms-full/<group>.md`. */
  readonly name: string;
  /** What `llms.txt` calls it: the group, with "part 2 of 3" when split. */
  readonly title: string;
  readonly text: string;
  readonly tokens: number;
}

/**
 * The token estimate of a text.
 * @example estimateTokens("abcdefgh") // 2
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / charsPerToken);
}

const fenceOpen = /^ {0,3}(`{3,}|~{3,})/;

/**
 * A twin cut before each `## ` heading that is not inside a fenced block: its introduction, then
 * one piece per operation (or other section). Joined again, the pieces are the twin.
 * @example operationPieces("# A\n\n## B\n\nb\n") // ["# A\n\n", "## B\n\nb\n"]
 */
export function operationPieces(markdown: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let fence: string | undefined;
  let at = 0;
  while (at < markdown.length) {
    const end = markdown.indexOf("\n", at);
    const next = end < 0 ? markdown.length : end + 1;
    const line = markdown.slice(at, end < 0 ? markdown.length : end);
    if (fence !== undefined) {
      // A fence closes with a run of its own character at least as long, and nothing else.
      const close = line.match(/^ {0,3}(`+|~+)\s*$/);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length) fence = undefined;
    } else {
      const open = line.match(fenceOpen);
      // A backtick fence's info string has no backtick in it; otherwise the line is inline code.
      if (open && !(open[1]![0] === "`" && line.slice(open[0].length).includes("`"))) fence = open[1];
      else if (line.startsWith("## ") && at > start) {
        pieces.push(markdown.slice(start, at));
        start = at;
      }
    }
    at = next;
  }
  if (start < markdown.length) pieces.push(markdown.slice(start));
  return pieces;
}

/** The most characters of a title a file's name keeps. */
const maxNameLength = 60;

/** Names of the folder's files, each kept apart from those taken before it (see page-names.ts), as a path in the site. */
class FileNames {
  readonly #names = new PageNames({ root: false });

  take(title: string): string {
    // Cut shorter than a page's name: a group's name is read in a list of files.
    return `${siteNames.llmsFull}/${this.#names.take(slug(title).slice(0, maxNameLength).replace(/-+$/, ""))}.md`;
  }
}

/** A page's twin cut into parts of at most `max` characters at its operations, each part after the first saying which page it continues. */
function pageParts(page: FullPage, text: string, max: number): string[] {
  const parts: string[] = [];
  let part = "";
  // The page's introduction stays with its first operation, however large that is.
  let operations = 0;
  for (const piece of operationPieces(text)) {
    if (operations > 0 && part.length + piece.length > max) {
      parts.push(part);
      part = `# ${markdownText(page.title)} (continued)\n\n`;
      operations = 0;
    }
    part += piece;
    if (piece.startsWith("## ")) operations++;
  }
  parts.push(part);
  return parts;
}

/** What `llms.txt` calls a file of whole pages. */
function packTitle(pages: readonly FullPage[], text: InterfaceStrings): string {
  const first = pages[0]!.title;
  if (pages.length === 1) return first;
  if (pages.length === 2) return `${first}${text.togetherAnd}${pages[1]!.title}`;
  return format(text.packRange, { first, last: pages.at(-1)!.title, pages: countText(text, "pages", pages.length) });
}

/** How many twins are read ahead of the one being packed. */
const readsAhead = 4;

/**
 * The pages' twins one after another, in their order: a few are read ahead, so that the files
 * are read while the ones before them are packed, and few are held at a time.
 */
function readInTurn(pages: readonly FullPage[], read: (slug: string) => Promise<string>): () => Promise<string> {
  const reading: Promise<string>[] = [];
  let started = 0;
  return () => {
    while (reading.length <= readsAhead && started < pages.length) {
      const text = read(pages[started++]!.slug);
      // A read's failure is the caller's when it takes that text; none goes unhandled meanwhile.
      text.catch(() => undefined);
      reading.push(text);
    }
    return reading.shift() ?? Promise.reject(new Error("every page's twin has been read"));
  };
}

/**
 * The full files for the pages, whose twins `read` gives (each read once, a few ahead of the one
 * packed, so that a reference of any size is held about a file at a time). All of them in one `llms-full.txt` when
 * the sum fits in `limit` tokens; else, group by group in the sidebar's order, whole pages packed
 * into files of at most `limit` tokens (a group that fits is one file named after it), and a page
 * larger than that alone in parts cut at its operations. A file goes past `limit` only when one
 * operation alone does.
 */
export async function* fullFiles(pages: readonly FullPage[], totalChars: number, read: (slug: string) => Promise<string>, limit = maxFullTokens, text: InterfaceStrings = en): AsyncGenerator<FullFile> {
  const separator = "\n";
  const max = limit * charsPerToken;
  if (totalChars + pages.length * separator.length <= max) {
    const next = readInTurn(pages, read);
    const texts: string[] = [];
    for (let i = 0; i < pages.length; i++) texts.push(await next());
    const whole = texts.join(separator);
    yield { name: "llms-full.txt", title: text.wholeReference, text: whole, tokens: estimateTokens(whole) };
    return;
  }
  const groups = new Map<string | undefined, FullPage[]>();
  for (const page of pages) {
    const list = groups.get(page.group);
    if (list) list.push(page);
    else groups.set(page.group, [page]);
  }
  const nextText = readInTurn([...groups.values()].flat(), read);
  const names = new FileNames();
  const file = (title: string, name: string, body: string): FullFile => ({ name, title, text: body, tokens: estimateTokens(body) });
  for (const [group, list] of groups) {
    const prefix = group === undefined ? "" : `${group}: `;
    let packed: FullPage[] = [];
    let texts: string[] = [];
    let length = 0;
    function* flush(): Generator<FullFile> {
      if (packed.length === 0) return;
      const whole = group !== undefined && packed.length === list!.length;
      const title = whole ? group : `${prefix}${packTitle(packed, text)}`;
      yield file(title, names.take(whole ? group : packed[0]!.title), texts.join(separator));
      packed = [];
      texts = [];
      length = 0;
    }
    for (const page of list) {
      const twin = await nextText();
      if (twin.length > max) {
        yield* flush();
        const parts = pageParts(page, twin, max);
        for (const [i, part] of parts.entries()) yield file(`${prefix}${format(text.partOf, { title: page.title, part: String(i + 1), parts: String(parts.length) })}`, names.take(`${page.title} ${i + 1}`), part);
        continue;
      }
      if (packed.length > 0 && length + separator.length + twin.length > max) yield* flush();
      length += (packed.length > 0 ? separator.length : 0) + twin.length;
      packed.push(page);
      texts.push(twin);
    }
    yield* flush();
  }
}
