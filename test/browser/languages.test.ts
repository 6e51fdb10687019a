/**
 * A site of several languages in Chromium: the root leads to the default language; the
 * "Language" control (plain links, with JavaScript or without) keeps the page, also when an
 * overlay renamed its group; the code language a reader chose stays chosen in every language; the
 * control sits at the far end of the line (on the left in a right-to-left language); and a page
 * with its control open passes axe.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { Harness, repoRoot, scriptReady, serveProject, skipBrowser, watchProblems, type ServedSite } from "./support.ts";

const overlays = join(repoRoot, "test", "fixtures", "overlay");
const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Opens the "Language" control and follows the link to `name`. */
async function choose(page: Page, label: string, name: string): Promise<void> {
  await page.locator(".rk-language > summary").click();
  await Promise.all([page.waitForNavigation(), page.getByRole("group", { name: label }).getByRole("link", { name, exact: true }).click()]);
}

describe.skipIf(skipBrowser)("a site of several languages", () => {
  const harness = new Harness();
  const empty = mkdtempSync(join(tmpdir(), "refkit-languages-"));
  let site: ServedSite;
  beforeAll(async () => {
    await harness.start();
    site = await serveProject(empty, ["--openapi", join(overlays, "pets.yaml"), "--locales", "en,fr,ar", "--overlay", `fr=${join(overlays, "fr-site.yaml")}`]);
  }, 120_000);
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    await site?.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it("leads the root to the default language, and the control keeps the page across languages, without JavaScript too", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await harness.context({ javaScriptEnabled });
      const problems = await watchProblems(context);
      const page = await context.newPage();
      await page.goto(site.url);
      await page.waitForURL(`${site.url}en/index.html`);
      await page.goto(`${site.url}en/pets/list-pets.html`);
      await choose(page, "Language", "Français");
      expect(page.url()).toBe(`${site.url}fr/animaux/list-pets.html`);
      expect(await page.evaluate(() => [document.documentElement.lang, document.querySelector("h1")?.textContent])).toEqual(["fr", "Lister les animaux"]);
      await choose(page, "Langue", "العربية");
      expect(page.url()).toBe(`${site.url}ar/pets/list-pets.html`);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["ar", "rtl"]);
      // The internal group the French overlay hides: its control leads to the French landing page.
      await page.goto(`${site.url}en/internal.html`);
      await choose(page, "Language", "Français");
      expect(page.url()).toBe(`${site.url}fr/index.html`);
      if (javaScriptEnabled) await problems.collect(page);
      expect(problems.list).toEqual([]);
    }
  });

  it("keeps the reader's code language in every language of the site", async () => {
    const context = await harness.context();
    const page = await context.newPage();
    await page.goto(`${site.url}en/pets/list-pets.html`);
    await scriptReady(page);
    await page.getByRole("tab", { name: "Python" }).first().click();
    await choose(page, "Language", "Français");
    await scriptReady(page);
    expect(await page.getByRole("tab", { name: "Python" }).first().getAttribute("aria-selected")).toBe("true");
  });

  it("puts the control at the far end of the line, on the left in a right-to-left language, and passes axe open", async () => {
    const context = await harness.context({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const place = async (path: string) => {
      await page.goto(`${site.url}${path}`);
      await page.locator(".rk-language > summary").click();
      return page.evaluate(() => {
        const main = document.querySelector(".rk-main")!.getBoundingClientRect();
        const control = document.querySelector(".rk-language")!.getBoundingClientRect();
        const list = document.querySelector(".rk-language-list")!.getBoundingClientRect();
        return { start: control.left - main.left, end: main.right - control.right, listInside: list.left >= main.left && list.right <= main.right };
      });
    };
    const en = await place("en/pets.html");
    expect(en.end).toBeLessThan(en.start);
    expect(en.listInside).toBe(true);
    const ar = await place("ar/pets.html");
    expect(ar.start).toBeLessThan(ar.end);
    expect(ar.listInside).toBe(true);
    await page.addScriptTag({ path: axeSource });
    const violations = await page.evaluate(async () => {
      const { violations } = await (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe.run(document, { resultTypes: ["violations"] });
      return violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
    });
    expect(violations).toEqual([]);
  });
});
