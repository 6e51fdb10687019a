/**
 * `llms.txt` at the site's root (the llmstxt.org format): the site's title, a one-paragraph
 * summary, then one list per sidebar group linking each page's Markdown twin with a short
 * description, so that an agent finds the page it needs and reads it as Markdown.
 */
import { cellText, type Cell } from "../components/cell.ts";
import { linkTarget, markdownText } from "../text/markdown-text.ts";
import { markdownWords as plainText } from "../text/plain-text.ts";
import { countText, en, format, listText, numberText, type InterfaceStrings } from "../locale/index.ts";

/** A page as `llms.txt` lists it. */
export interface LlmsPage {
  readonly slug: string;
  readonly title: string;
  /** The sidebar group it is listed under. */
  readonly group: string | undefined;
  readonly description: Cell | undefined;
  /** Its sections' titles, in order. */
  readonly sections: readonly string[];
}

/** A file of the whole text, as `llms.txt` lists it. */
export interface LlmsFile {
  readonly name: string;
  readonly title: string;
  /** Its estimated size in tokens. */
  readonly tokens: number;
}

/** The "All endpoints" page as `llms.txt` lists it: its twin's name (without `.md`) and how many endpoints it lists; and the landing page's twin's name. */
export interface LlmsIndex {
  readonly slug: string;
  readonly operations: number;
  /** The landing page's twin's name (without `.md`): the introduction, servers and authentication. */
  readonly landing?: string;
}

/** How long a page's note or the summary may be, in characters. */
const maxNote = 200;
/** How many section titles a page's note names when it has no description. */
const namedSections = 5;

/** The first sentence of a text, on one line, within `max` characters. */
function firstSentence(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  const end = line.search(/[.!?](\s|$)/);
  const sentence = end < 0 ? line : line.slice(0, end + 1);
  return sentence.length <= max ? sentence : `${sentence.slice(0, max - 1).trimEnd()}…`;
}

/** The first paragraph of Markdown text, as plain text on one line, within four notes' length. */
function firstParagraph(markdown: string): string {
  const paragraph = plainText(markdown.trim().split(/\n\s*\n/)[0] ?? "").replace(/\s+/g, " ").trim();
  return paragraph.length <= 4 * maxNote ? paragraph : `${paragraph.slice(0, 4 * maxNote - 1).trimEnd()}…`;
}

/** A page's note: its description's first sentence, else the titles of its first sections. */
function note(page: LlmsPage, text: InterfaceStrings): string {
  const described = page.description === undefined ? "" : firstSentence(plainText(cellText(page.description)), maxNote);
  if (described !== "") return described;
  if (page.sections.length === 0) return "";
  const named = listText(text, page.sections.slice(0, namedSections));
  return firstSentence(`${page.sections.length > namedSections ? format(text.andMore, { list: named, count: String(page.sections.length - namedSections) }) : named}${text.fullStop}`, maxNote);
}

/**
 * The text of `llms.txt`: `# title`, `> summary`, then (given `index`) an `## All endpoints` list
 * linking the landing page's twin and that page's, then `## group` lists of `- [Page](slug.md): note` (pages outside any
 * group under "Reference"), then an `## Optional` list of the full-text files with their sizes;
 * every author text escaped.
 * @example llmsTxt("Acme API", "Payments and customers.", [{ slug: "customers", title: "Customers", group: undefined, description: undefined, sections: ["Create a customer"] }])
 */
export function llmsTxt(title: string, summary: string | undefined, pages: readonly LlmsPage[], full: readonly LlmsFile[] = [], index?: LlmsIndex, text: InterfaceStrings = en): string {
  const groups = new Map<string, LlmsPage[]>();
  for (const page of pages) {
    const name = page.group ?? text.reference;
    const list = groups.get(name);
    if (list) list.push(page);
    else groups.set(name, [page]);
  }
  const link = (page: LlmsPage) => {
    const said = note(page, text);
    return `- [${markdownText(page.title)}](${encodeURI(`${page.slug}.md`)})${said === "" ? "" : `: ${markdownText(said)}`}`;
  };
  const lines = [`# ${markdownText(title)}`, ""];
  const about = summary === undefined ? "" : firstParagraph(summary);
  if (about !== "") lines.push(`> ${markdownText(about)}`, "");
  lines.push(markdownText(text.llmsIntro), "");
  if (index !== undefined) {
    const endpoints = countText(text, "endpoints", index.operations);
    const landing = index.landing === undefined ? [] : [`- [${markdownText(text.overview)}](${linkTarget(`${index.landing}.md`)}): ${markdownText(text.llmsOverviewNote)}`];
    const all = markdownText(text.allEndpoints);
    lines.push(`## ${all}`, "", ...landing, `- [${all}](${linkTarget(`${index.slug}.md`)}): ${markdownText(format(text.llmsEndpointsNote, { endpoints }))}`, "");
  }
  for (const [name, list] of groups) lines.push(`## ${markdownText(name)}`, "", ...list.map(link), "");
  // "Optional" is llmstxt.org's name for what an agent may skip when its context is short.
  if (full.length > 0) {
    const files = full.map((file) => `- [${markdownText(file.title)}](${encodeURI(file.name)}): ${format(text.aboutTokens, { count: numberText(text, file.tokens) })}`);
    lines.push("## Optional", "", ...files, "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
