/**
 * The whole reference as Markdown in files an agent's context holds (`llms-full.txt`, else
 * `llms-full/*.md`): every file within the limit unless one operation alone is larger, the files
 * together are every twin in order, verbatim, and `llms.txt` lists each of them.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import MarkdownIt from "markdown-it";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/index.ts";
import { charsPerToken, fullFiles, operationPieces, type FullFile, type FullPage } from "../src/site/llms-full.ts";

const parser = new MarkdownIt("commonmark");

/** A twin of `operations` operations of about `size` characters each. */
function twin(title: string, operations: number, size: number): string {
  const body = "x".repeat(size);
  return `# ${title}\n\nAbout ${title}.\n\n${Array.from({ length: operations }, (_, i) => `## Operation ${i}\n\n\`GET /${i}\`\n\n${body}\n\n`).join("")}`;
}

async function collect(pages: readonly FullPage[], twins: ReadonlyMap<string, string>, limit: number): Promise<FullFile[]> {
  const total = [...twins.values()].reduce((n, text) => n + text.length, 0);
  const files: FullFile[] = [];
  for await (const file of fullFiles(pages, total, async (slug) => twins.get(slug)!, limit)) files.push(file);
  return files;
}

/** The files' text with what they add taken out (the lines saying which page a part continues, the blank line between pages). */
function unjoined(files: readonly FullFile[]): string {
  return files.map((file) => file.text.replace(/^# .* \(continued\)\n\n/, "")).join("");
}

describe("operationPieces", () => {
  it("cuts before each second-level heading, never inside a fenced block", () => {
    const text = "# Page\n\nIntro.\n\n## One\n\n```sh\n## not a heading\n```\n\n## Two\n\n~~~~\n## nor this\n~~~\n## still code\n~~~~\n\n### Three stays with Two\n";
    const pieces = operationPieces(text);
    expect(pieces.join("")).toBe(text);
    expect(pieces.map((piece) => piece.split("\n")[0])).toEqual(["# Page", "## One", "## Two"]);
  });

  it("takes a line of inline code for what it is, not for a fence", () => {
    const text = "# Page\n\n``` a ``` b\n\n## One\n";
    expect(operationPieces(text)).toEqual(["# Page\n\n``` a ``` b\n\n", "## One\n"]);
  });
});

describe("fullFiles", () => {
  const pages: FullPage[] = [
    { slug: "a", title: "Alpha", group: "Payments" },
    { slug: "b", title: "Beta", group: "Payments" },
    { slug: "c", title: "Gamma | *big*", group: "Payments" },
    { slug: "d", title: "Delta", group: "Accounts" },
    { slug: "e", title: "Epsilon", group: undefined },
  ];
  const twins = new Map([
    ["a", twin("Alpha", 2, 300)],
    ["b", twin("Beta", 2, 300)],
    ["c", twin("Gamma \\| \\*big\\*", 9, 300)],
    ["d", twin("Delta", 1, 100)],
    ["e", twin("Epsilon", 1, 100)],
  ]);

  it("writes one llms-full.txt when the whole reference fits", async () => {
    const files = await collect(pages, twins, 1_000_000);
    expect(files.map((file) => file.name)).toEqual(["llms-full.txt"]);
    expect(files[0]!.text).toBe(pages.map((page) => twins.get(page.slug)).join("\n"));
    expect(files[0]!.tokens).toBe(Math.ceil(files[0]!.text.length / charsPerToken));
  });

  it("else packs whole pages group by group, and cuts a page too large at its operations", async () => {
    const limit = 400; // 1,600 characters: two small pages, a fifth of the large one
    const files = await collect(pages, twins, limit);
    expect(files.map((file) => [file.name, file.title])).toEqual([
      ["llms-full/alpha.md", "Payments: Alpha and Beta"],
      ["llms-full/gamma-big-1.md", "Payments: Gamma | *big* (part 1 of 3)"],
      ["llms-full/gamma-big-2.md", "Payments: Gamma | *big* (part 2 of 3)"],
      ["llms-full/gamma-big-3.md", "Payments: Gamma | *big* (part 3 of 3)"],
      ["llms-full/accounts.md", "Accounts"],
      ["llms-full/epsilon.md", "Epsilon"],
    ]);
    for (const file of files) expect(file.text.length, file.name).toBeLessThanOrEqual(limit * charsPerToken);
    // Nothing lost, nothing reordered, nothing rewritten.
    const expected = ["a", "b"].map((slug) => twins.get(slug)).join("\n") + ["c", "d", "e"].map((slug) => twins.get(slug)).join("");
    expect(unjoined(files)).toBe(expected);
    // A part that starts inside a page names it, escaped as the twin escapes it.
    expect(files[2]!.text.startsWith("# Gamma \\| \\*big\\* (continued)\n\n## Operation ")).toBe(true);
    expect(parser.parse(files[2]!.text, {}).filter((token) => token.type === "heading_open").map((token) => token.tag)[0]).toBe("h1");
  });

  it("names files after titles of any length and content, each name short, plain and its own", async () => {
    const hostile = ["../../etc/passwd", "<script>alert(1)</script>".repeat(20), "CON", "Ünïcödé 名前", "*".repeat(300), "a/b\\c"];
    const many = hostile.flatMap((title, i) => [0, 1].map((n) => ({ slug: `p${i}-${n}`, title, group: undefined })));
    const files = await collect(many, new Map(many.map((page) => [page.slug, twin("T", 1, 1_000)])), 300);
    const names = files.map((file) => file.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^llms-full\/[\p{L}\p{N}-]{1,64}\.md$/u);
  });

  it("reads each twin once, in the files' order, at most five at a time, and says which read failed", async () => {
    // Delta (Accounts) listed among the Payments pages: one file takes the pages' order, files per group take the groups'.
    const mixed = [pages[0]!, pages[3]!, pages[1]!, pages[2]!, pages[4]!];
    for (const limit of [1_000_000, 400]) {
      const order: string[] = [];
      let reading = 0;
      let most = 0;
      const read = async (slug: string) => {
        order.push(slug);
        most = Math.max(most, ++reading);
        await new Promise((resolve) => setTimeout(resolve, 1));
        reading--;
        return twins.get(slug)!;
      };
      const total = [...twins.values()].reduce((n, text) => n + text.length, 0);
      for await (const file of fullFiles(mixed, total, read, limit)) expect(file.text.length).toBeGreaterThan(0);
      expect(order).toEqual(limit === 400 ? ["a", "b", "c", "d", "e"] : ["a", "d", "b", "c", "e"]);
      expect(most).toBeLessThanOrEqual(5);
    }
    const failing = fullFiles(pages, 10, async (slug) => (slug === "c" ? Promise.reject(new Error("cannot read c.md")) : twins.get(slug)!));
    await expect((async () => { for await (const _ of failing) void _; })()).rejects.toThrow("cannot read c.md");
  });

  it("goes past the limit only with one operation that alone is larger", async () => {
    const huge = new Map([["a", twin("Alpha", 3, 5_000)]]);
    const files = await collect([pages[0]!], huge, 400);
    expect(files).toHaveLength(3);
    for (const file of files) expect(operationPieces(file.text.replace(/^# .* \(continued\)\n\n/, "")).filter((piece) => piece.startsWith("## "))).toHaveLength(1);
    expect(unjoined(files)).toBe(huge.get("a"));
  });
});

describe("llms-full in a built site", () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-llms-full-"));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  const github = new URL("./.cache/api.github.com.json", import.meta.url).pathname;

  it("GitHub's description: every file within 100k tokens, all of them the twins in order, each listed in llms.txt", { timeout: 300_000 }, async () => {
    const messages: string[] = [];
    const summary = await buildSite({ openapi: github, out: join(work, "github"), logger: { info: (line) => messages.push(line) } });
    const { out } = summary;
    const names = (await readdir(join(out, "llms-full"))).map((name) => `llms-full/${name}`);
    expect(summary.markdown.full.map((file) => file.name).sort()).toEqual(names.sort());
    expect(summary.markdown.full.length).toBeGreaterThan(10);
    let joined = "";
    for (const file of summary.markdown.full) {
      const text = await readFile(join(out, file.name), "utf8");
      expect(file.tokens, file.name).toBeLessThanOrEqual(100_000);
      joined += text.replace(/^# .* \(continued\)\n\n/, "");
    }
    const llms = await readFile(join(out, "llms.txt"), "utf8");
    const links = [...llms.split("## Optional")[0]!.matchAll(/\]\(([^)]+\.md)\)/g)].map((match) => decodeURI(match[1]!));
    // The landing page's twin and "All endpoints" first, then every page's twin, which the whole text holds in their order.
    expect(links.slice(0, 2)).toEqual(["index.md", "all-endpoints.md"]);
    const twinLinks = links.slice(2);
    expect(twinLinks).toHaveLength(summary.pages);
    const twins = await Promise.all(twinLinks.map((link) => readFile(join(out, link), "utf8")));
    // Whole pages packed together are set apart by one blank line; parts of a page join as they were.
    expect(joined.replace(/\n/g, "")).toBe(twins.join("").replace(/\n/g, ""));
    const optional = [...llms.split("## Optional")[1]!.matchAll(/\]\(([^)]+)\): about ([\d,]+) tokens/g)];
    expect(optional.map((match) => match[1])).toEqual(summary.markdown.full.map((file) => file.name));
    for (const [, link] of optional) expect(existsSync(join(out, link!))).toBe(true);
    expect(messages.find((line) => line.startsWith("Markdown for agents:"))).toMatch(/^Markdown for agents: ~3\.\dM tokens in the twins \(4 characters a token\); llms-full\/ holds it in \d+ files of at most ~\d+k tokens; llms\.txt lists them\.$/);
  });
});
