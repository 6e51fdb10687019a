/** A versioned site's changelog as files beside its page: `changelog.json` and the Atom feed `changelog.xml`. */
import { escapeHtml } from "../html.ts";
import { shownOperations, stepAnchor, summaryText, type ChangelogStep } from "../reference/changelog.ts";
import { changelogEntries } from "../reference/changelog-entries.ts";

/** `changelog.json`: the steps, newest first, each with its changes in `refkit diff --format json`'s shape. */
export function changelogJson(steps: readonly ChangelogStep[]): string {
  return `${JSON.stringify({ versions: steps.map((step) => ({ label: step.label, previous: step.previous, summary: step.result.summary, changes: step.result.changes })) }, null, 2)}\n`;
}

const xml = (text: string) => escapeHtml(text).replace(/'/g, "&apos;");
/** A change's message as HTML: escaped, its code spans (one backtick each side) as `<code>`. */
const messageHtml = (message: string) => escapeHtml(message).replace(/`([^`]+)`/g, "<code>$1</code>");

/** `changelog.xml`: an Atom feed with an entry per step, newest first, each listing its changes once, with the operations they reach. */
export function changelogAtom(siteTitle: string, steps: readonly ChangelogStep[], name = "changelog"): string {
  const id = `urn:refkit:changelog:${encodeURIComponent(siteTitle)}`;
  const updated = steps.map((step) => step.updated).sort().at(-1) ?? new Date(0).toISOString().replace(/\.\d{3}Z$/, "Z");
  const entries = steps.map((step) => {
    const entries = changelogEntries(step.result.changes);
    const items = entries
      .map((entry) => {
        const level = entry.level === "breaking" ? "<strong>breaking</strong> " : `${entry.level} `;
        const schema = entry.schema === undefined ? "" : `<code>${escapeHtml(entry.schema)}</code>: `;
        const { shown, more } = shownOperations(entry);
        const operations = shown.length === 0 ? "" : ` (${shown.map((operation) => `<code>${escapeHtml(operation)}</code>`).join(", ")}${more > 0 ? ` and ${more} more` : ""})`;
        return `<li>${level}${schema}${messageHtml(entry.message)}${operations}</li>`;
      })
      .join("");
    return [
      "  <entry>",
      `    <title>${xml(`${step.label}: ${summaryText(entries)}`)}</title>`,
      `    <id>${xml(`${id}:${encodeURIComponent(step.label)}`)}</id>`,
      `    <updated>${step.updated}</updated>`,
      `    <link href="${xml(`${name}.html#${stepAnchor(step.label)}`)}"/>`,
      `    <content type="html">${xml(`<p>Changes from ${escapeHtml(step.previous)} to ${escapeHtml(step.label)}.</p><ul>${items}</ul>`)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${xml(`${siteTitle}: changelog`)}</title>`,
    `  <id>${xml(id)}</id>`,
    `  <updated>${updated}</updated>`,
    `  <link href="${xml(name)}.html"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
