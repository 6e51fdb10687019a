/**
 * A page's summary: what its head's description (`<meta name="description">`, `og:description`)
 * says of it, as plain text, decided with the rest of the page. Its own description, else the
 * prose before its first section (an introduction), else its first section's; cut at a word
 * boundary to what a search result or a link's preview shows.
 */
import type { Cell } from "../tables.ts";
import type { Node } from "../components/node.ts";
import { proseCell } from "../components/prose.ts";
import type { SectionNode } from "../components/section.ts";
import { markdownPlainText, shortText } from "../text/plain-text.ts";

/** How long a summary may be, in characters: about what search engines show. */
export const summaryLength = 160;

/**
 * The start of Markdown text up to the first paragraph's end after `length` characters (an
 * operation's description may run to pages, all of which would be parsed to keep 160 characters);
 * link definitions further down still name the links of the start.
 */
function textStart(text: string, length: number): string {
  const end = text.indexOf("\n\n", length);
  if (end === -1) return text;
  const definitions = text.slice(end).match(/^ {0,3}\[[^\]\n]+\]:.*$/gm) ?? [];
  return [text.slice(0, end), ...definitions].join("\n\n");
}

/**
 * A cell's words, without markup, on one line: at least a summary's worth when it has them. Most
 * descriptions say that much in their first paragraphs, read first; only when these are shorter
 * (markup and links take room) is up to four summaries' length read.
 */
function cellWords(cell: Cell): string {
  if (typeof cell === "string" || cell[0] === "code") return (typeof cell === "string" ? cell : cell[1]).replace(/\s+/g, " ").trim();
  const options = { html: cell[0] === "commonmark" };
  const start = textStart(cell[1], summaryLength);
  const words = markdownPlainText(start, options);
  // The words of a text's start begin as those of the whole text: past a summary's length, the rest changes nothing.
  if (words.length > summaryLength || start === cell[1]) return words;
  return markdownPlainText(textStart(cell[1], summaryLength * 4), options);
}

/** True for a titled section (as page.ts's `isSection`, which imports this file). */
function isSection(node: Node): node is SectionNode {
  return node.kind === "section" && typeof (node as SectionNode).title === "string";
}

/** The prose of a section: its own description, else that of its first component (an operation's description). */
function sectionProse(node: SectionNode): Cell | undefined {
  const first = node.children[0];
  return proseCell(node) ?? (first === undefined ? undefined : proseCell(first));
}

/** The words of a cell, or `undefined` for none. */
function words(cell: Cell | undefined): string | undefined {
  const text = cell === undefined ? "" : cellWords(cell);
  return text === "" ? undefined : text;
}

/**
 * The summary of a page whose description is `description` and whose nodes are `nodes`, or
 * `undefined` when neither it, its introduction nor its first section says anything.
 * @example pageSummary(undefined, [Section("Pagination", { description: "Lists return at most 100 objects." })]) // "Lists return at most 100 objects."
 */
export function pageSummary(description: Cell | undefined, nodes: readonly Node[]): string | undefined {
  const at = nodes.findIndex(isSection);
  const first = at === -1 ? undefined : (nodes[at] as SectionNode);
  const text =
    words(description) ??
    (at === -1 ? nodes : nodes.slice(0, at)).reduce<string | undefined>((found, node) => found ?? words(proseCell(node)), undefined) ??
    words(first === undefined ? undefined : sectionProse(first));
  return text === undefined ? undefined : shortText(text, summaryLength);
}
