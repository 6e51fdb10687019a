/**
 * `llms.txt` at a built site's root (llmstxt.org): the site's title, a summary, one list per
 * sidebar group linking every page's Markdown twin; every link resolves to a file of the site, and
 * no title or description can break the list (parsed back with markdown-it).
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import MarkdownIt from "markdown-it";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/index.ts";
import { llmsTxt } from "../src/site/llms-txt.ts";

const parser = new MarkdownIt("commonmark");
const fixture = new URL("./fixtures/site/", import.meta.url).pathname;

describe("llms.txt", () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-llms-"));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("lists every page's Markdown twin, and every link leads to a file of the site", async () => {
    const { out, pages } = await buildSite({ root: fixture, out: join(work, "site") });
    const text = await readFile(join(out, "llms.txt"), "utf8");
    expect(text.split("\n")[0]).toMatch(/^# \S/);
    const links = [...parser.render(text).matchAll(/<a href="([^"]+)">/g)].map((match) => decodeURI(match[1]!));
    // The landing page's twin, "All endpoints", every page's twin, then (under "Optional") the whole text in one file.
    expect(links).toHaveLength(pages + 3);
    expect(links.slice(0, 2)).toEqual(["index.md", "all-endpoints.md"]);
    expect(text).toMatch(/\n## All endpoints\n\n- \[Overview\]\(index\.md\): the API's introduction, servers and authentication, the guides, and every group with its operations\n- \[All endpoints\]\(all-endpoints\.md\): every endpoint of the reference \(\d+ endpoints\), page by page, with its method and path\n/);
    expect(links.at(-1)).toBe("llms-full.txt");
    expect(text).toMatch(/\n## Optional\n\n- \[The whole reference\]\(llms-full\.txt\): about [\d,]+ tokens\n$/);
    for (const link of links) {
      expect(link).toMatch(/\.(md|txt)$/);
      expect(existsSync(join(out, link)), link).toBe(true);
    }
  });

  it("keeps its structure whatever the titles and descriptions hold", () => {
    const hostile = ["a](javascript:alert(1)) [b", "# not a heading\n- nor an item", "<script>x</script>", "`tick`", "*"];
    const text = llmsTxt(hostile[1]!, hostile[0], hostile.map((title, i) => ({ slug: `p${i}`, title, group: i % 2 === 0 ? hostile[2] : undefined, description: hostile[(i + 1) % hostile.length], sections: [] })));
    const tokens = parser.parse(text, {});
    expect(tokens.filter((token) => token.type === "heading_open").map((token) => token.tag)).toEqual(["h1", "h2", "h2"]);
    const rendered = parser.render(text);
    expect([...rendered.matchAll(/<a href="([^"]+)">/g)].map((match) => match[1])).toEqual(["p0.md", "p2.md", "p4.md", "p1.md", "p3.md"]);
    expect(rendered).not.toContain("<script>");
    expect(rendered).not.toMatch(/href="javascript/);
  });
});
