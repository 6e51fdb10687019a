/**
 * refkit inside a fresh Docusaurus site (test/frameworks/docusaurus), installed from its packed
 * tarball and built with `docusaurus build`: the reference's pages in the site's layout with their
 * own sidebar and table of contents, the sticky language across pages (loaded, and swapped by the
 * site's client-side navigation), the site's dark mode, the lazy modules, and axe on a reference
 * page. The build itself checks every table-of-contents anchor (onBrokenAnchors: "throw").
 */
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Server } from "node:http";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHostSite, serveStatic, type BuiltSite } from "../support/frameworks.ts";
import { launchBrowser, skipBrowser } from "./support.ts";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

describe.skipIf(skipBrowser)("refkit/docusaurus in a Docusaurus site", () => {
  let site: BuiltSite;
  let served: { url: string; server: Server };
  let browser: Browser;

  beforeAll(async () => {
    site = await buildHostSite("docusaurus", ["npx", "docusaurus", "build"]);
    served = await serveStatic(join(site.dir, "build"));
    browser = await launchBrowser();
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    served?.server.close();
  });

  /** A page of the built site, with what went wrong on it. */
  async function open(path: string, options: { dark?: boolean } = {}): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (options.dark) await context.addInitScript(() => localStorage.setItem("theme", "dark"));
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`error: ${error.message}`));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${served.url}${path}`);
    return { page, problems };
  }

  it("builds the reference's pages and copies their assets", () => {
    for (const file of ["api/index.html", "api/orders/index.html", "api/_refkit/refkit.js", "api/_refkit/refkit.css", "api/_refkit/rows.js"]) expect(existsSync(join(site.dir, "build", file)), file).toBe(true);
  });

  it("shows a reference page in the site's layout: its navbar, one title, refkit's article, the sections as the table of contents; the guides keep the site's styles", async () => {
    const { page, problems } = await open("/api/orders");
    expect(await page.locator("nav.navbar").count()).toBe(1);
    expect(await page.locator("h1").allTextContents()).toEqual(["orders"]);
    expect(await page.locator(".rk-embed .rk-section").count()).toBeGreaterThan(2);
    expect(await page.locator(".table-of-contents a", { hasText: "Create an order" }).count()).toBe(1);
    // refkit's stylesheet is in every page's head, and styles nothing outside the reference: a guide's table keeps Infima's stripes.
    const guide = await open("/docs/intro");
    expect(await guide.page.locator(".rk-embed").count()).toBe(0);
    const stripe = await guide.page.locator("article table tbody tr").nth(0).evaluate((row) => getComputedStyle(row).borderTopStyle);
    expect(stripe).toBe("solid");
    expect([...problems, ...guide.problems]).toEqual([]);
    await page.context().close();
    await guide.page.context().close();
  });

  it("lists the reference's pages in a sidebar, marking the current one", async () => {
    const { page } = await open("/api/orders");
    const sidebar = page.locator(".rk-host-sidebar");
    expect(await sidebar.locator("a").count()).toBeGreaterThan(2);
    expect(await sidebar.locator('a[aria-current="page"]').textContent()).toBe("orders");
    await page.context().close();
  });

  it("keeps the chosen language from one reference page to the next, loaded or reached by the site's own navigation", async () => {
    const { page, problems } = await open("/api/orders");
    const python = page.locator('.rk-example [role="tab"][data-rk-lang="python"]').first();
    await python.evaluate((tab) => tab.scrollIntoView({ block: "center" }));
    await python.click();
    // The site swaps the page without loading it: the reader's script sets the new page's tabs up.
    await page.locator(".rk-host-sidebar a", { hasText: "products" }).click();
    await page.waitForURL(/\/api\/?$/);
    const selected = page.locator('.rk-example [role="tab"][aria-selected="true"]');
    await expect.poll(() => selected.first().getAttribute("data-rk-lang")).toBe("python");
    expect(new Set(await selected.evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute("data-rk-lang"))))).toEqual(new Set(["python"]));
    await page.goto(`${served.url}/api/other`);
    await expect.poll(() => selected.first().getAttribute("data-rk-lang")).toBe("python");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("follows the site's colour mode: the reference's colours change with it", async () => {
    const colours = async (dark: boolean) => {
      const { page } = await open("/api/orders", { dark });
      const theme = await page.evaluate(() => document.documentElement.dataset.theme);
      const text = await page.locator(".rk-embed .rk-section-main").first().evaluate((element) => getComputedStyle(element).color);
      const code = await page.locator(".rk-embed .rk-code").first().evaluate((element) => getComputedStyle(element).backgroundColor);
      await page.context().close();
      return { theme, text, code };
    };
    const light = await colours(false);
    const dark = await colours(true);
    expect([light.theme, dark.theme]).toEqual(["light", "dark"]);
    expect(dark.text).not.toBe(light.text);
    expect(dark.code).not.toBe(light.code);
  });

  it("loads refkit's lazy modules from the reference's assets (a table's rows expanded)", async () => {
    const { page, problems } = await open("/api/orders");
    const expand = page.locator(".rk-embed .rk-expand").first();
    await expand.evaluate((button) => button.scrollIntoView({ block: "center" }));
    const loaded = page.waitForResponse((response) => response.url().endsWith("/api/_refkit/rows.js"));
    await expand.click();
    expect((await loaded).status()).toBe(200);
    await expect.poll(() => expand.getAttribute("aria-expanded")).toBe("true");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("passes axe on a reference page's content, in both colour modes", async () => {
    for (const dark of [false, true]) {
      const { page } = await open("/api/orders", { dark });
      await page.addScriptTag({ path: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const { violations } = await axe.run({ include: [[".rk-embed"]] }, { resultTypes: ["violations"] });
        return violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} (${(n as { failureSummary?: string }).failureSummary ?? ""})`).join(", ")}`);
      });
      expect(violations, dark ? "dark" : "light").toEqual([]);
      await page.context().close();
    }
  });
});
