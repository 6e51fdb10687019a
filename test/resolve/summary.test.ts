/**
 * A page's summary (its `<meta name="description">`) reads only the start of a description: it
 * must say what reading the whole text would, on hand-made texts and on every description of a
 * real document.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { Section, md } from "../../src/index.ts";
import { pageSummary, summaryLength } from "../../src/resolve/summary.ts";
import { markdownPlainText, shortText } from "../../src/text/plain-text.ts";

const github = new URL("../.cache/api.github.com.json", import.meta.url).pathname;

/** The summary of a description read whole: what the page's head must say. */
function whole(text: string): string {
  return shortText(markdownPlainText(text, { html: true }), summaryLength);
}

/** The summary refkit gives a page whose only section is described by `text` (CommonMark, as an OpenAPI document's). */
function summary(text: string): string | undefined {
  return pageSummary(undefined, [Section("Operation", { description: ["commonmark", text] })]);
}

describe("pageSummary", () => {
  it("says of a description read in part what its whole text says", () => {
    const long = "Orders are kept for seven years, then archived in the cold store of the region they were placed in.";
    const texts = [
      "Short.",
      `${long}\n\n${long}`,
      // Markup and links take room: the first paragraph's words are fewer than its characters.
      `See [the guide](https://example.com/${"x".repeat(200)}) and \`code\`.\n\n${long}\n\n${long}`,
      // Link definitions at the end name the links of the start.
      `Read [the guide][g] first.\n\n${"word ".repeat(40)}\n\n${long}\n\n[g]: https://example.com/guide`,
      // A fenced block that a paragraph break splits.
      `${"a".repeat(150)}\n\n\`\`\`\nline one\n\nline two\n\`\`\`\n\n${long}`,
      `<p>HTML ${"<b>bold</b> ".repeat(30)}</p>\n\n${long}`,
    ];
    for (const text of texts) expect(summary(text), text).toBe(whole(text));
  });

  it("says of each of GitHub's operation descriptions what reading it whole says", async () => {
    const document = JSON.parse(await readFile(github, "utf8")) as { paths: Record<string, Record<string, { description?: unknown }>> };
    const descriptions = Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((op) => (typeof op?.description === "string" ? [op.description] : [])));
    expect(descriptions.length).toBeGreaterThan(1000);
    const differ = descriptions.filter((text) => (summary(text) ?? "") !== whole(text));
    expect(differ).toEqual([]);
  });

  it("reads an author's md() as the page shows it: HTML is text", () => {
    expect(pageSummary(undefined, [Section("A", { description: md("Lists <b>every</b> order.") })])).toBe("Lists <b>every</b> order.");
  });
});
