import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/site/build.ts";

let work: string;
let site: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-assets-"));
  site = (await buildSite({ root: work, out: join(work, "site") })).out;
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A file's size gzipped as a server sends it: zlib's default level (the best level makes it a few bytes smaller). */
const gzipped = async (file: string) => gzipSync(await readFile(join(site, "assets", file))).length;

describe("the reader downloads little: no framework, small assets", () => {
  it("ships a script of at most 2 KB gzipped", async () => {
    expect(await gzipped("refkit.js")).toBeLessThanOrEqual(2048);
  });

  it("ships the request console, with the console on, as a module of at most 12 KB gzipped that no page loads up front", async () => {
    const withConsole = (await buildSite({ root: work, out: join(work, "site-try-it"), tryIt: true })).out;
    const module = await readFile(join(withConsole, "assets", "console.js"));
    expect(gzipSync(module).length).toBeLessThanOrEqual(12 * 1024);
    expect(gzipSync(await readFile(join(withConsole, "assets", "refkit.js"))).length, "the page's script stays within its budget").toBeLessThanOrEqual(2048);
    for (const file of (await readdir(withConsole)).filter((name) => name.endsWith(".html"))) {
      expect(await readFile(join(withConsole, file), "utf8")).not.toMatch(/console\.js/);
    }
  });

  it("ships a stylesheet of at most 10 KB gzipped", async () => {
    expect(await gzipped("refkit.css")).toBeLessThanOrEqual(10240);
    // Minified as it is written: the source's comments and indentation stay in src/site/assets/.
    const css = await readFile(join(site, "assets", "refkit.css"), "utf8");
    expect(css).not.toContain("/*");
    expect(css).not.toMatch(/\n\s+\S/);
    expect(css).toContain(".rk-table");
  });

  it("ships one stylesheet, one script, the search and table-row modules, the strings they say, the search index and an icon, and no dev script", async () => {
    expect((await readdir(join(site, "assets"))).sort()).toEqual(["favicon.svg", "page.js", "refkit.css", "refkit.js", "rows.js", "search", "search-query.js", "search-words.js", "search.js", "text.js"]);
  });

  it("loads search and table rows only when asked: no page links or preloads their modules", async () => {
    for (const file of (await readdir(site)).filter((name) => name.endsWith(".html"))) {
      expect(await readFile(join(site, file), "utf8")).not.toMatch(/search(-query|-words)?\.js|search\/index\.json|rows\.js/);
    }
  });
});

describe("pages run under a strict CSP: nothing inline", () => {
  it("has no inline script, inline style, style attribute or event handler in any page", async () => {
    for (const file of (await readdir(site)).filter((name) => name.endsWith(".html"))) {
      const page = await readFile(join(site, file), "utf8");
      expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
      expect(page).not.toMatch(/<style\b/i);
      expect(page).not.toMatch(/\sstyle=|\son[a-z]+=/i);
    }
  });
});
