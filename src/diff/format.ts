/**
 * `refkit diff`'s output: plain text for a terminal, Markdown for a pull request's comment, JSON
 * for programs, and GitHub Actions workflow commands (annotations on the new description).
 */
import { inlineCode, markdownTable } from "../text/markdown-text.ts";
import { levels, type Change, type DiffResult, type Level } from "./change.ts";

export const formats = ["text", "markdown", "json", "github"] as const;
export type Format = (typeof formats)[number];

const heading: Record<Level, string> = { breaking: "Breaking", warning: "Warnings", info: "Information" };

function counts({ summary }: DiffResult): string {
  return `${summary.breaking} breaking, ${summary.warning} warning${summary.warning === 1 ? "" : "s"}, ${summary.info} info`;
}

/**
 * Control characters, and the invisible ones that reorder or hide what a terminal shows
 * (bidirectional overrides and marks, line and paragraph separators). A path key from a
 * description can hold any of them.
 */
const unsafe = /[\x00-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
const named: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Text with every control or invisible character written as an escape (`\n`, `\x1b`, `\u202e`):
 * nothing a description holds can start a line of its own (a workflow command such as
 * `::error::`), move the cursor, colour the terminal or reorder what it shows.
 * @example visible("/pets\n::error::x") // "/pets\\n::error::x"
 */
export function visible(text: string): string {
  return text.replace(unsafe, (char) => {
    const code = char.charCodeAt(0);
    return named[char] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`);
  });
}

/** A change with each of its texts made `visible`. */
function shown(change: Change): Change {
  return { ...change, id: visible(change.id), operation: change.operation === null ? null : visible(change.operation), message: visible(change.message), pointer: visible(change.pointer) };
}

/** Plain text: a summary line, then each change under its operation, most serious first. */
function text(diff: DiffResult, from: string, to: string): string {
  if (diff.changes.length === 0) return `No changes from ${from} to ${to}.\n`;
  const lines = [`${counts(diff)}: ${from} → ${to}`];
  for (const change of diff.changes) {
    lines.push("", `${change.level.padEnd(8)}  ${change.operation ?? "(the whole API)"}  ${change.id}`, `  ${change.message}`, `  at ${change.pointer}`);
  }
  return `${lines.join("\n")}\n`;
}

/** Markdown: a heading with the counts, then a table per level. */
function markdown(diff: DiffResult, from: string, to: string): string {
  const lines = [`## API changes: ${counts(diff)}`, "", `From ${inlineCode(from)} to ${inlineCode(to)}.`];
  if (diff.changes.length === 0) lines.push("", "No changes.");
  for (const level of levels) {
    const changes = diff.changes.filter((change) => change.level === level);
    if (changes.length === 0) continue;
    const rows = changes.map((change) => [change.operation === null ? "—" : inlineCode(change.operation), change.message, inlineCode(change.id)]);
    lines.push("", `### ${heading[level]} (${changes.length})`, "", markdownTable(["Operation", "Change", "Rule"], rows));
  }
  return `${lines.join("\n")}\n`;
}

/** A workflow command's text: `%`, carriage returns and line breaks escaped (and, in a property, `:` and `,`). */
function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

const command: Record<Level, string> = { breaking: "error", warning: "warning", info: "notice" };

/** GitHub Actions: one annotation per change on the new description's file. */
function github(diff: DiffResult, to: string): string {
  return diff.changes.map((change) => `::${command[change.level]} file=${escapeProperty(to)},title=${escapeProperty(`${change.id}${change.operation ? ` (${change.operation})` : ""}`)}::${escapeData(`${change.message} (${change.pointer})`)}\n`).join("");
}

/**
 * The result in a format; `from` and `to` name the two descriptions as the user gave them.
 * @example formatDiff(diffApis(a, b), "json", "v1.yaml", "v2.yaml")
 */
export function formatDiff(diff: DiffResult, format: Format, from: string, to: string): string {
  if (format === "json") return `${JSON.stringify({ changes: diff.changes, summary: diff.summary }, null, 2)}\n`;
  // JSON escapes what it must; every other format is read by a terminal, a pull request or a
  // workflow runner, one line at a time.
  ({ diff, from, to } = { diff: { ...diff, changes: diff.changes.map(shown) }, from: visible(from), to: visible(to) });
  switch (format) {
    case "markdown":
      return markdown(diff, from, to);
    case "github":
      return github(diff, to);
    default:
      return text(diff, from, to);
  }
}
