/**
 * The changelog of a versioned site: what changed from each version to the next (`diffSides`,
 * the example requests included), as a page of the reference (`changelog.html` and its Markdown
 * twin), as `changelog.json` and as an Atom feed (`changelog.xml`); newest step first, breaking
 * changes first. Each operation that appeared or changed in a version is marked "Added in LABEL"
 * or "Changed in LABEL", linked to that version's entry.
 */
import { stat } from "node:fs/promises";
import type { Node, RenderContext } from "../components/node.ts";
import { Page } from "../components/page.ts";
import { countText, en, format, listText, type InterfaceStrings } from "../locale/index.ts";
import { Section } from "../components/section.ts";
import { noValue, renderTable } from "../components/table.ts";
import { renderCell } from "../components/cell.ts";
import { html } from "../html.ts";
import { cellMarkdown, inlineCode, markdownTable, markdownText } from "../text/markdown-text.ts";
import { diffSides, readSide, type DiffResult } from "../diff/diff.ts";
import { md } from "../tables.ts";
import type { Project } from "./project.ts";
import { changelogEntries, type ChangelogEntry } from "./changelog-entries.ts";
import { isRemote } from "../paths.ts";

/** A version as the changelog needs it. */
type Labelled = { readonly label: string };

/** One step of the history: from `previous` to `label`. */
export interface ChangelogStep {
  readonly label: string;
  readonly previous: string;
  readonly result: DiffResult;
  /** When the newer description was last written (its file's time), for the feed. */
  readonly updated: string;
}

/** The anchor of a version's entry on the changelog page. */
export const stepAnchor = (label: string) => `version-${label.replace(/[^A-Za-z0-9_-]+/g, "-")}`;

/**
 * The steps of the versions' history, newest first: each version against the one after it in
 * the list (the first is the current version; the others are taken to be older, newest first).
 */
export async function changelogSteps(versions: readonly Labelled[], projects: readonly Project[]): Promise<ChangelogStep[]> {
  const sides = projects.map((project) => (project.document === undefined ? undefined : readSide(project.document)));
  const steps: ChangelogStep[] = [];
  for (let i = 0; i + 1 < versions.length; i++) {
    const newer = sides[i];
    const older = sides[i + 1];
    if (newer === undefined || older === undefined) continue;
    const labels = { old: versions[i + 1]!.label, new: versions[i]!.label };
    const file = projects[i]!.documentFiles[0];
    const updated = file === undefined || isRemote(file) ? new Date(0) : (await stat(file)).mtime;
    steps.push({ label: labels.new, previous: labels.old, result: diffSides(older, newer, { labels }), updated: updated.toISOString().replace(/\.\d{3}Z$/, "Z") });
  }
  return steps;
}

/** A version string's numbers (`v2.10.1` → [2, 10, 1]); `undefined` when it has none. */
function versionNumbers(text: unknown): number[] | undefined {
  if (typeof text !== "string") return undefined;
  const match = /(\d+(?:\.\d+)*)/.exec(text);
  return match ? match[1]!.split(".").map(Number) : undefined;
}

/**
 * Where the versions are not listed newest first, as far as their descriptions' `info.version`
 * tells: one warning per pair listed the wrong way round (the changelog compares each version
 * with the one listed after it).
 */
export function orderWarnings(versions: readonly Labelled[], projects: readonly Project[]): string[] {
  const numbers = projects.map((project) => {
    const info = project.document !== null && typeof project.document === "object" ? (project.document as { info?: { version?: unknown } }).info : undefined;
    return { text: info?.version, numbers: versionNumbers(info?.version) };
  });
  const warnings: string[] = [];
  for (let i = 0; i + 1 < numbers.length; i++) {
    const newer = numbers[i]!.numbers;
    const older = numbers[i + 1]!.numbers;
    if (newer === undefined || older === undefined) continue;
    let order = 0;
    for (let k = 0; k < Math.max(newer.length, older.length) && order === 0; k++) order = (newer[k] ?? 0) - (older[k] ?? 0);
    if (order < 0) warnings.push(`the versions are listed newest first, and the changelog compares each with the next: ${versions[i]!.label} (info.version ${JSON.stringify(numbers[i]!.text)}) is listed before ${versions[i + 1]!.label} (info.version ${JSON.stringify(numbers[i + 1]!.text)}), which looks newer`);
  }
  return warnings;
}

/** How many of a step's entries (see changelog-entries.ts) there are of each level, as the page and the feed say it: "1 breaking, 2 warnings, 3 info". */
export function summaryText(entries: readonly ChangelogEntry[], text: InterfaceStrings = en): string {
  const count = (level: ChangelogEntry["level"]) => entries.filter((entry) => entry.level === level).length;
  return listText(text, [countText(text, "breaking", count("breaking")), countText(text, "warnings", count("warning")), countText(text, "info", count("info"))]);
}

/** The most operations an entry names; the rest are counted. */
export const maxEntryOperations = 10;

/** The operations an entry names (at most `maxEntryOperations`), and how many more it reaches: what the page, its twin and the feed list. */
export function shownOperations(entry: ChangelogEntry): { readonly shown: readonly string[]; readonly more: number } {
  return { shown: entry.operations.slice(0, maxEntryOperations), more: Math.max(0, entry.operations.length - maxEntryOperations) };
}

/** An entry's operations as Markdown: each as code, the rest counted. */
export function entryOperations(entry: ChangelogEntry, text: InterfaceStrings = en): string {
  const { shown, more } = shownOperations(entry);
  const list = shown.map(inlineCode).join(", ");
  return more > 0 ? `${list} ${format(text.moreCount, { count: String(more) })}` : list;
}

/**
 * A step's entries as a table: its level, the change, and the operations it reaches, one a line
 * (each whole: a path never breaks inside), at most `maxEntryOperations` of them.
 */
function ChangesTable(entries: readonly ChangelogEntry[], text: InterfaceStrings): Node {
  const columns = [text.columnLevel, text.columnChange, text.operations];
  const level = (entry: ChangelogEntry) => (entry.level === "breaking" ? md(`**${markdownText(text.levelBreaking)}**`) : entry.level === "warning" ? text.levelWarning : text.levelInfo);
  return Object.freeze({
    kind: "changes-table",
    render: (context: RenderContext) =>
      html`<div class="rk-changes">${renderTable(
        columns,
        entries.map((entry) => {
          const { shown, more } = shownOperations(entry);
          const operations = shown.length === 0 ? noValue(text.none) : html`<ul class="rk-change-operations">${shown.map((operation) => html`<li><code>${operation}</code></li>`)}${more > 0 ? html`<li>${format(text.moreCount, { count: String(more) })}</li>` : ""}</ul>`;
          return [renderCell(level(entry), context), renderCell(md(entryChange(entry)), context), operations];
        }),
      )}</div>`,
    markdown: () => markdownTable(columns, entries.map((entry) => [cellMarkdown(level(entry)), cellMarkdown(md(entryChange(entry))), entryOperations(entry, text)])),
  });
}

/** An entry's change as Markdown: the shared schema it is in, then what changed. */
export function entryChange(entry: ChangelogEntry): string {
  return entry.schema === undefined ? entry.message : `${inlineCode(entry.schema)}: ${entry.message}`;
}

/**
 * The changelog as a page of the reference: a section per step, each a table of its changes,
 * breaking first, each change once with the operations it reaches.
 */
export class ChangelogPage extends Page {
  readonly title: string;
  readonly description: string;
  readonly #steps: readonly ChangelogStep[];
  readonly #text: InterfaceStrings;

  /** `text`: the site's interface strings, which name the page and its parts. */
  constructor(steps: readonly ChangelogStep[], text: InterfaceStrings = en) {
    super();
    this.#steps = steps;
    this.#text = text;
    this.title = text.changelog;
    this.description = text.changelogText;
  }

  sections(): readonly Node[] {
    const text = this.#text;
    if (this.#steps.length === 0) return [Section(text.noChanges, { description: text.oneVersion })];
    return this.#steps.map((step) => {
      const entries = changelogEntries(step.result.changes);
      return Section(
        `${step.label}`,
        { id: stepAnchor(step.label), description: format(text.changesFrom, { previous: step.previous, label: step.label, summary: summaryText(entries, text) }) },
        ...(entries.length === 0
          ? []
          : [
              ChangesTable(entries, text),
            ]),
      );
    });
  }
}


/** Rules that are about the text only: an operation whose changes are all of these is not marked "Changed". */
const wordsOnly = /(^|-)(description|summary)-changed$|^api-tag-(added|removed)$|^request-parameter-renamed$/;

/** The key two versions of an operation share, from its name in a change (`POST /v1/customers/{id}`). */
function nameKey(name: string): string {
  return name.replace(/\{[^}]*\}/g, "{}").toLowerCase();
}

/**
 * For one version (its index, the current one 0): each operation's mark, by the key of its name
 * (see `markKey`): the newest step at or before that version in which it was added or changed.
 */
export function changeMarks(steps: readonly ChangelogStep[], versions: readonly Labelled[], index: number, text: InterfaceStrings = en): Map<string, { readonly text: string; readonly label: string }> {
  const marks = new Map<string, { text: string; label: string }>();
  for (const step of steps) {
    const at = versions.findIndex((version) => version.label === step.label);
    if (at < index) continue;
    for (const change of step.result.changes) {
      if (change.operation === null || wordsOnly.test(change.id)) continue;
      const key = nameKey(change.operation);
      if (marks.has(key)) continue;
      if (change.id === "api-removed-without-deprecation" || change.id === "api-removed-with-deprecation") continue;
      marks.set(key, { text: format(change.id === "endpoint-added" ? text.addedIn : text.changedIn, { version: step.label }), label: step.label });
    }
  }
  return marks;
}

/** The key of an operation's mark, from its section identity: as its name would be written in a change. */
export function markKey(op: { readonly kind: string; readonly method: string; readonly path: string }): string {
  const method = op.method.toUpperCase();
  return nameKey(op.kind === "path" ? `${method} ${op.path}` : op.kind === "webhook" ? `${method} webhook ${op.path}` : `${method} callback ${op.path}`);
}
