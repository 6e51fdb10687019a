/**
 * Writing Markdown that keeps its structure whatever the text in it: plain text escaped so it
 * reads as written, table cells that no `|` or line break can leave, fenced blocks that no
 * backtick run in the code can close. The Markdown twins of the pages are written with these.
 */
import type { Cell } from "../tables.ts";

/** Characters that start Markdown syntax somewhere in a line, escaped with a backslash. */
const special = /[\\`*_[\]<>#|~!&]/g;

/** What `markdownText` may change: a syntax character, a line break, or a start that could read as a list item or a heading's underline. */
const needsEscape = /[\\`*_[\]<>#|~!&\r\n]|^[-+=\d]/;

/**
 * Plain text as Markdown that shows it as written: its syntax characters escaped, its lines
 * joined by spaces (a line break in a title would end it).
 * @example markdownText("a *b* <c>") // "a \\*b\\* \\<c\\>"
 */
export function markdownText(text: string): string {
  // Most names and titles need nothing: one test instead of four replacements.
  if (!needsEscape.test(text)) return text;
  return text.replace(/\s*[\r\n]+\s*/g, " ").replace(special, "\\$&").replace(/^([-+=])(\s|$)/, "\\$1$2").replace(/^(\d+)([.)])(\s|$)/, "$1\\$2$3");
}

/**
 * A path as a Markdown link's target: what `encodeURI` encodes, and the parentheses and angle
 * brackets that would end the target early.
 * @example linkTarget("billing (old)/invoices.md") // "billing%20%28old%29/invoices.md"
 */
export function linkTarget(path: string): string {
  return encodeURI(path).replace(/[()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Text that inline code holds as it is between single backticks: no backtick, no line break, not empty, not starting or ending with a space. */
const plainCode = /^[^`\r\n ][^`\r\n]*(?<! )$/;

/**
 * Inline code whose text is exactly `text`: fenced with a run of backticks longer than any run
 * inside it, padded with a space when it starts or ends with one. Line breaks become spaces.
 * @example inlineCode("a`b") // "``a`b``"
 */
export function inlineCode(text: string): string {
  if (plainCode.test(text)) return `\`${text}\``;
  const flat = text.replace(/[\r\n]+/g, " ");
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = "`".repeat(longest + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") || (flat.startsWith(" ") && flat.endsWith(" ") && flat.trim() !== "") ? " " : "";
  return flat === "" ? "` `" : `${ticks}${pad}${flat}${pad}${ticks}`;
}

/**
 * A fenced code block whose text is exactly `code`: the fence is longer than any backtick run at
 * the start of a line of it, and the info string is a language name (letters, digits, `+-_.#`).
 * (A Markdown parser reads a carriage return in it as a line break, as CommonMark says.)
 * @example fencedBlock('{"a": 1}', "json") // "```json\n{\"a\": 1}\n```"
 */
export function fencedBlock(code: string, language = ""): string {
  const longest = code.includes("`") ? Math.max(0, ...(code.match(/^[ \t]*`+/gm) ?? []).map((run) => run.trim().length)) : 0;
  const fence = "`".repeat(Math.max(3, longest + 1));
  const info = language.replace(/[^A-Za-z0-9+_.#-]/g, "");
  // The code's bytes as they are, a carriage return included (a reader of the raw text gets exactly them).
  return `${fence}${info}\n${code}${code === "" || code.endsWith("\n") ? "" : "\n"}${fence}`;
}

/**
 * A cell's text as Markdown: plain text escaped, `code(…)` as inline code, Markdown as written
 * (CommonMark with HTML included: a twin is read as text, never run).
 */
export function cellMarkdown(cell: Cell): string {
  if (typeof cell === "string") return markdownText(cell);
  if (cell[0] === "code") return inlineCode(cell[1]);
  return cell[1].trim();
}

/** What `tableCell` changes besides the trimming: a `|` or a line break. */
const cellBreakers = /[|\r\n]/;

/**
 * Text for one table cell: a `|` escaped and each line break written `<br>`, so that nothing the
 * text holds ends the cell or the row.
 * @example tableCell("a | b\nc") // "a \\| b<br>c"
 */
export function tableCell(markdown: string): string {
  if (!cellBreakers.test(markdown)) return markdown.trim();
  return markdown
    .trim()
    .replace(/\r\n?/g, "\n")
    .replace(/\\?\|/g, "\\|")
    .replace(/\n+/g, "<br>");
}

/**
 * A Markdown table: a header row, the delimiter row, and one row per entry, every cell passed
 * through `tableCell`.
 * @example markdownTable(["Name", "Type"], [["`id`", "string"]])
 */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => tableCell(cell) || " ").join(" | ")} |`;
  return [line(headers), `| ${headers.map(() => "---").join(" | ")} |`, ...rows.map(line)].join("\n");
}
