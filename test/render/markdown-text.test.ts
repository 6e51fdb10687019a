/**
 * Markdown that keeps its structure whatever the text: each helper's output is parsed back with a
 * CommonMark parser (markdown-it, GFM tables on) and compared with what was put in.
 */
import fc from "fast-check";
import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { cellMarkdown, fencedBlock, inlineCode, markdownTable, markdownText, tableCell } from "../../src/text/markdown-text.ts";

const parser = new MarkdownIt("commonmark").enable("table");
/** The text content of rendered HTML, entities decoded. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

const hostile = ["a | b", "`code`", "```", "x\n\ny", "<script>alert(1)</script>", "*bold* _it_ [l](javascript:x)", "# heading", "- item", "1. item", "\\|", "|", "a\\", "~~~", "&amp;", "![i](x)"];

describe("plain text", () => {
  it.each(hostile)("%j reads as written, on one line", (input) => {
    const html = parser.renderInline(markdownText(input));
    expect(text(html)).toBe(input.replace(/\s*\n+\s*/g, " "));
    expect(html).not.toMatch(/<(?!\/?p>)[a-z]/);
  });

  it("reads as written for any string (property)", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const flat = input.replace(/\s*[\r\n]+\s*/g, " ");
        expect(text(parser.renderInline(markdownText(input)))).toBe(flat.replace(/\0/g, "\uFFFD"));
      }),
      { numRuns: 300 },
    );
  });
});

describe("inline code and fenced blocks", () => {
  it.each(["a`b", "``", "` x `", "plain", "ends with `"])("inline code %j keeps its text", (input) => {
    const tokens = parser.parseInline(inlineCode(input), {})[0]!.children!;
    expect(tokens.map((token) => token.type)).toEqual(["code_inline"]);
    expect(tokens[0]!.content).toBe(input);
  });

  it.each(["```\nnot the end\n```", "````", 'echo "`date`"', "", "line\n"])("a fenced block of %j has exactly that text", (code) => {
    const tokens = parser.parse(fencedBlock(code, "sh"), {});
    expect(tokens.map((token) => token.type)).toEqual(["fence"]);
    expect(tokens[0]!.content).toBe(code === "" || code.endsWith("\n") ? code : `${code}\n`);
    expect(tokens[0]!.info).toBe("sh");
  });

  it("keeps an info string to a language name", () => {
    expect(fencedBlock("x", "js` onload")).toBe("```jsonload\nx\n```");
  });
});

describe("tables", () => {
  it("keep one row per entry and each cell's text, whatever the cells hold", () => {
    const cells = hostile.map((input) => [inlineCode("name"), tableCell(cellMarkdown(input))]);
    const html = parser.render(markdownTable(["Name", "Description"], cells));
    const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<t[hd]>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1]!));
    expect(rows).toHaveLength(hostile.length + 1);
    rows.slice(1).forEach((row, i) => {
      expect(row).toHaveLength(2);
      expect(text(row[1]!.replace(/<br>/g, "\n")).replace(/\s*\n+\s*/g, " ")).toBe(hostile[i]!.replace(/\s*\n+\s*/g, " "));
    });
  });

  it("shows code and Markdown cells as such", () => {
    const html = parser.render(markdownTable(["A", "B"], [[cellMarkdown(["code", "a|b"]), cellMarkdown(["md", "**x** | y"])]]));
    expect(html).toContain("<code>a|b</code>");
    expect(html).toContain("<strong>x</strong> | y");
  });
});
