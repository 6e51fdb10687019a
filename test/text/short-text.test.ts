/** The plain text a page's head says of it: Markdown's words without markup, cut at a word. */
import { describe, expect, it } from "vitest";
import { markdownPlainText, shortText } from "../../src/text/plain-text.ts";
import { pageSummary } from "../../src/resolve/summary.ts";
import { withProse } from "../../src/components/prose.ts";
import { Endpoint, Markdown, Operation, Section, code, commonmark, md } from "../../src/index.ts";

describe("markdownPlainText: block Markdown's words on one line", () => {
  it.each([
    ["Lists **every** customer.\n\n- newest first\n- then *the rest*", {}, "Lists every customer. newest first then the rest"],
    ["A [link](https://example.com) and `code`.", {}, "A link and code."],
    // An author's md(): HTML is text, as the page shows it.
    ["<b>bold</b> & <script>x()</script>", {}, "<b>bold</b> & <script>x()</script>"],
    // A description's CommonMark: HTML gives its text, what runs or styles none; entities their character.
    ["<b>bold</b> &amp; <script>x()</script><style>p{}</style>", { html: true }, "bold &"],
    ["Use the <limit> parameter.", { html: true }, "Use the <limit> parameter."],
    ["| a | b |\n| - | - |\n| 1 | 2 |", { html: true }, "a b 1 2"],
  ])("%j (%j) → %j", (text, options, words) => {
    expect(markdownPlainText(text, options)).toBe(words);
  });
});

describe("shortText: at most max characters, cut at a word, an ellipsis where cut", () => {
  it.each([
    ["Short enough.", 20, "Short enough."],
    ["  spaces \n and\tlines  ", 40, "spaces and lines"],
    ["Lists every customer of the account, newest first.", 30, "Lists every customer of the…"],
    ["Orders, refunds, and, more, words", 18, "Orders, refunds…"],
    ["x".repeat(50), 10, "xxxxxxxxx…"],
    // Never half a character outside the Basic Multilingual Plane.
    [`${"😀".repeat(10)}`, 8, "😀😀😀…"],
  ])("%j, %i → %j", (text, max, cut) => {
    expect(shortText(text, max)).toBe(cut);
    expect(shortText(text, max).length).toBeLessThanOrEqual(max);
  });
});

describe("pageSummary: the page's description, else its first section's", () => {
  const op = (description?: string) => Operation({ method: "get", path: "/x", title: "Get x", ...(description === undefined ? {} : { description }) });
  it.each([
    ["a page's string", "Customers you bill.", [op("No.")], "Customers you bill."],
    ["a page's md()", md("**Customers** you bill."), [op("No.")], "Customers you bill."],
    ["a page's code()", code("GET /x"), [], "GET /x"],
    ["a page's CommonMark", commonmark("<p>Customers</p> you &amp; bill."), [], "Customers you & bill."],
    ["an empty description: the section's", "  ", [Section("S", { description: md("The *section's*.") })], "The section's."],
    ["an Operation's description", undefined, [op("What it does.")], "What it does."],
    ["an imported operation's description, without its deprecation mark", undefined, [Section("S", { description: Endpoint("get", "/x") }, withProse(Markdown("**Deprecated.** Use *y*.", { html: true }), ["commonmark", "Use *y*."]))], "Use y."],
    ["not any Markdown a section starts with (an operation's authentication)", undefined, [Section("S", { description: Endpoint("get", "/x") }, Markdown("**Authentication:** none."))], undefined],
    ["only the first section's", undefined, [Section("S", { description: Endpoint("get", "/x") }), Section("T", { description: "Not this." })], undefined],
    ["nothing", undefined, [], undefined],
  ] as const)("%s", (_, description, nodes, summary) => {
    expect(pageSummary(description, nodes)).toBe(summary);
  });

  it("cuts a long one to 160 characters", () => {
    const summary = pageSummary(`${"word ".repeat(100)}end`, [])!;
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/^(word )+word…$/);
  });
});
