/**
 * refkit inside a fresh Starlight site (test/frameworks/starlight), installed from its packed
 * tarball and built with `astro build`: the reference's pages in Starlight's layout, its group in
 * Starlight's sidebar, the sticky language across pages, Starlight's dark mode, the lazy modules,
 * Pagefind finding an operation, axe on a reference page, and the guides left as Starlight makes
 * them.
 */
import { join } from "node:path";
import type { Server } from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHostSite, serveStatic, type BuiltSite } from "../support/frameworks.ts";
import { chooseLanguage, devServerCheck, expectLanguage, hostChecks, hostPageOpener, versionChecks } from "./host-checks.ts";
import { launchBrowser, repoRoot, skipBrowser } from "./support.ts";

describe.skipIf(skipBrowser)("refkit/starlight in a Starlight site", () => {
  let site: BuiltSite;
  let written: BuiltSite;
  let served: { url: string; server: Server };
  let servedWritten: { url: string; server: Server };
  let browser: Browser;

  beforeAll(async () => {
    site = await buildHostSite("starlight", ["npx", "astro", "build"]);
    written = await buildHostSite("starlight", ["npx", "astro", "build"], { REFKIT_TEST_SIDEBAR: "1" });
    served = await serveStatic(join(site.dir, "dist"));
    servedWritten = await serveStatic(join(written.dir, "dist-sidebar"));
    browser = await launchBrowser();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    served?.server.close();
    servedWritten?.server.close();
  });

  /** A page of the built site, with what went wrong on it (the host's own missing favicon aside). */
  const open = hostPageOpener(() => browser, () => served.url, "starlight-theme", (url) => url.endsWith("/favicon.svg"));

  it("builds, and logs the reference it added", () => {
    expect(site.output).toMatch(/reference: \d+ pages under \/api\//);
  });

  it("shows a reference page inside Starlight's layout: its header, one title, refkit's article; the guides keep Starlight's own styles", async () => {
    // An operation's page holds its section and code examples (a group's page lists its operations, checked below).
    const { page, problems } = await open("/api/orders/create/");
    expect(await page.locator("header.header").count()).toBe(1);
    expect(await page.locator("h1").allTextContents()).toEqual(["Create an order"]);
    expect(await page.locator('.sl-markdown-content .rk-embed .rk-section[id="orders-create"]').count()).toBe(1);
    expect(await page.locator('.rk-embed [role="tab"][data-rk-lang="curl"]').count()).toBeGreaterThan(0);
    // The table of contents is Starlight's, made from the reference's sections.
    expect(await page.locator('starlight-toc a[href="#orders-create"]', { hasText: "Create an order" }).count()).toBe(1);
    const group = await open("/api/orders/");
    expect(await group.page.locator("header.header").count()).toBe(1);
    expect(await group.page.locator("h1").allTextContents()).toEqual(["orders"]);
    expect(await group.page.locator(".sl-markdown-content .rk-embed .rk-section").count()).toBe(0);
    expect(await group.page.locator(".sl-markdown-content .rk-embed ul.rk-operation-list a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(["/api/orders/list-orders/", "/api/orders/create/", "/api/orders/get-order/", "/api/orders/patch-orders-order-id/"]);
    expect(group.problems).toEqual([]);
    await group.page.context().close();
    const guide = await open("/guides/start/");
    expect(await guide.page.locator('link[href*="_refkit/"]').count()).toBe(0);
    expect(await guide.page.locator(".sl-markdown-content table").count()).toBe(1);
    expect([...problems, ...guide.problems]).toEqual([]);
    await page.context().close();
    await guide.page.context().close();
  });

  it("adds the reference's pages to Starlight's sidebar (one the site did not write), marking the current one", async () => {
    const { page } = await open("/guides/start/");
    const sidebar = page.locator("nav.sidebar");
    await expect.poll(() => sidebar.getByRole("link", { name: "Getting started" }).count()).toBe(1);
    expect(await sidebar.locator('a[href="/api/orders/"]').count()).toBe(1);
    await page.goto(`${served.url}/api/orders/`);
    expect(await page.locator('nav.sidebar a[href="/api/orders/"]').getAttribute("aria-current")).toBe("page");
    await page.context().close();
  });

  it("adds them to a sidebar the site wrote too, after the site's own entries", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${servedWritten.url}/guides/start/`);
    const labels = await page.locator("nav.sidebar a").allTextContents();
    expect(labels.map((label) => label.trim())).toEqual(expect.arrayContaining(["Start here", "orders"]));
    expect(labels.findIndex((label) => label.trim() === "Start here")).toBeLessThan(labels.findIndex((label) => label.trim() === "orders"));
    expect(await page.locator('nav.sidebar a[href="/api/orders/"]').count()).toBe(1);
    await context.close();
  });

  it("follows Starlight's locales: a French reference under /fr/api/, its overlay applied, its interface and sidebar in French, reached by Starlight's language picker", async () => {
    const { readFileSync, existsSync } = await import("node:fs");
    const built = (path: string) => join(written.dir, "dist-sidebar", path);
    expect(existsSync(built("api/orders/create/index.html"))).toBe(true);
    const french = readFileSync(built("fr/api/orders/create/index.html"), "utf8");
    expect(french).toContain('data-rk-copied="Copié"');
    expect(french).toContain("Créer une commande");
    expect(readFileSync(built("api/orders/create/index.html"), "utf8")).not.toContain("Créer une commande");
    // The reader's modules speak French too: each locale has its own assets.
    expect(readFileSync(built("fr/api/_refkit/text.js"), "utf8")).toContain("Copié");
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${servedWritten.url}/api/orders/create/`);
    await Promise.all([page.waitForURL(/\/fr\/api\/orders\/create\/$/), page.locator("starlight-lang-select select").first().selectOption({ label: "Français" })]);
    expect(await page.locator("h1").first().textContent()).toBe("Créer une commande");
    const sidebar = page.locator("nav.sidebar");
    expect(await sidebar.locator('a[href="/fr/api/orders/create/"]').getAttribute("aria-current")).toBe("page");
    expect(await sidebar.getByRole("link", { name: "Vue d’ensemble" }).count()).toBe(1);
    await context.close();
  });

  it("keeps the chosen language from one reference page to the next", async () => {
    const { page, problems } = await open("/api/orders/create/");
    await chooseLanguage(page, "python");
    await page.goto(`${served.url}/api/products/get-product/`);
    await expectLanguage(page, "python");
    expect(problems).toEqual([]);
    await page.context().close();
  });


  it("is found by Pagefind, Starlight's search: an operation's title leads to its page", async () => {
    const { page } = await open("/guides/start/");
    // As text: the page imports Pagefind's own module, as Starlight's search box does.
    const urls = (await page.evaluate(`(async () => {
      const pagefind = await import("/pagefind/pagefind.js");
      const search = await pagefind.search("Create an order");
      return Promise.all(search.results.slice(0, 5).map(async (result) => (await result.data()).url));
    })()`)) as string[];
    // The operation's own page, not its group's page, which lists it.
    expect(urls[0]).toMatch(/^\/api\/orders\/create\/?$/);
    // The earlier version's pages are not in the index: a search leads to the current version.
    expect(urls.filter((url) => url.startsWith("/api/v/"))).toEqual([]);
    await page.context().close();
  });

  it("stops the build on a description refkit cannot read, naming the file and the JSON pointer", async () => {
    const broken = join(repoRoot, "test", "frameworks", "broken.yaml");
    const failed = await buildHostSite("starlight", ["npx", "astro", "build"], { REFKIT_OPENAPI: broken, REFKIT_OUT: "dist-broken" }).then(
      () => "built",
      (error: Error) => error.message,
    );
    expect(failed).toContain(broken);
    expect(failed).toContain("#/openapi: expected an OpenAPI version 3.0.x, 3.1.x or 3.2.x");
  }, 300_000);

  devServerCheck("starlight", () => site.dir, ["npx", "astro", "dev", "--port", "{port}", "--host", "127.0.0.1"], "/api/orders/list-orders/");

  // Create an order's page: its tables expand, and it has code and prose.
  hostChecks(open, "/api/orders/create/", "/api/orders/", "/api/models/address/");
  versionChecks(open, { current: "/api/orders/", earlier: "/api/v/v1/orders/", products: "/api/products/put-products-sku-categories/", changelog: "/api/changelog/", sidebar: "nav.sidebar" });
});
