/**
 * refkit inside a fresh Docusaurus site (test/frameworks/docusaurus), installed from its packed
 * tarball and built with `docusaurus build`: the reference's pages in the site's layout with their
 * own sidebar and table of contents, the sticky language across pages (loaded, and swapped by the
 * site's client-side navigation), the site's dark mode, the lazy modules, and axe on a reference
 * page. The build itself checks every table-of-contents anchor (onBrokenAnchors: "throw").
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Server } from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHostSite, serveStatic, type BuiltSite } from "../support/frameworks.ts";
import { chooseLanguage, devServerCheck, expectLanguage, hostChecks, hostPageOpener, versionChecks } from "./host-checks.ts";
import { launchBrowser, repoRoot, skipBrowser } from "./support.ts";

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
  const open = hostPageOpener(() => browser, () => served.url, "theme");

  it("builds the reference's pages with their articles in their HTML, and none in a script", () => {
    for (const file of ["api/index.html", "api/orders/index.html", "api/orders/create/index.html", "api/_refkit/refkit.js", "api/_refkit/refkit.css", "api/_refkit/rows.js", "api/_refkit/pages/1.html", "api/_refkit/pages/5.html"]) expect(existsSync(join(site.dir, "build", file)), file).toBe(true);
    // The pages in order: products (the first group, /api/) 0, its operations 1-2, orders 3, its operations 4-7 (create is 5), other 8-9, then v1's and the changelog.
    // A group's page has its list of operations in its HTML, an operation's page its section.
    const group = readFileSync(join(site.dir, "build", "api", "orders", "index.html"), "utf8");
    expect(group).toContain('<div class="rk-host-article" data-rk-page="3"><div class="rk-embed not-content" data-rk-copied="Copied" data-rk-copy-manually="Press Ctrl+C to copy">');
    expect(group).toContain('<ul class="rk-operation-list"><li><a href="/api/orders/list-orders">');
    const operation = readFileSync(join(site.dir, "build", "api", "orders", "create", "index.html"), "utf8");
    expect(operation).toContain('<div class="rk-host-article" data-rk-page="5"><div class="rk-embed not-content" data-rk-copied="Copied" data-rk-copy-manually="Press Ctrl+C to copy">');
    expect(operation).toContain('<section class="rk-section" id="orders-create"');
    const scripts = readdirSync(join(site.dir, "build", "assets", "js")).map((name) => readFileSync(join(site.dir, "build", "assets", "js", name), "utf8"));
    expect(scripts.filter((script) => script.includes("rk-section")).length).toBe(0);
  });

  it("loads an article once: a page as built does not fetch it, a page reached by the site's own navigation does", async () => {
    // Operation pages: a group's page has no section to wait for. GET /health's page is the 10th (9.html).
    const { page, problems } = await open("/api/orders/create");
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/_refkit/pages/")) fetched.push(new URL(request.url()).pathname);
    });
    await expect.poll(() => page.locator('.rk-embed .rk-section[id="orders-create"]').count()).toBe(1);
    // The sidebar lists the open group's operations: to another group's page, then to one of its operations.
    await page.locator(".rk-host-sidebar a", { hasText: /^Other$/ }).click();
    await page.waitForURL(/\/api\/other$/);
    await page.locator(".rk-host-sidebar a", { hasText: "GET /health" }).click();
    await page.waitForURL(/\/api\/other\/get-health$/);
    await expect.poll(() => page.locator('.rk-embed .rk-section[id="get-health"]').count()).toBe(1);
    expect(await page.locator(".rk-host-article").count()).toBe(1);
    expect(await page.locator(".rk-embed .rk-section").count()).toBe(1);
    // Each page reached by the site's navigation fetches its article once: the Other group's (8.html), then GET /health's.
    expect(fetched).toEqual(["/api/_refkit/pages/8.html", "/api/_refkit/pages/9.html"]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows a reference page in the site's layout: its navbar, one title, refkit's article, the sections as the table of contents; the guides keep the site's styles", async () => {
    // An operation's page holds its section (a group's page lists its operations, checked below).
    const { page, problems } = await open("/api/orders/create");
    expect(await page.locator("nav.navbar").count()).toBe(1);
    expect(await page.locator("h1").allTextContents()).toEqual(["Create an order"]);
    expect(await page.locator('.rk-embed .rk-section[id="orders-create"]').count()).toBe(1);
    expect(await page.locator('.table-of-contents a[href="#orders-create"]', { hasText: "Create an order" }).count()).toBe(1);
    const group = await open("/api/orders");
    expect(await group.page.locator("nav.navbar").count()).toBe(1);
    expect(await group.page.locator("h1").allTextContents()).toEqual(["orders"]);
    expect(await group.page.locator(".rk-embed .rk-section").count()).toBe(0);
    expect(await group.page.locator(".rk-embed ul.rk-operation-list a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(["/api/orders/list-orders", "/api/orders/create", "/api/orders/get-order", "/api/orders/patch-orders-order-id"]);
    expect(group.problems).toEqual([]);
    await group.page.context().close();
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
    // It stays beside a long page, under the navbar, as the docs' own sidebar does.
    expect(await sidebar.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
    await page.context().close();
  });

  it("follows the site's i18n: the French locale's reference under /fr/api/, its overlay applied, its interface in French; the locale dropdown keeps the page", async () => {
    const built = (path: string) => readFileSync(join(site.dir, "build", path), "utf8");
    const french = built("fr/api/orders/create/index.html");
    expect(french).toContain('data-rk-copied="Copié"');
    expect(french).toContain("Créer une commande");
    expect(built("api/orders/create/index.html")).not.toContain("Créer une commande");
    // Each locale has its own assets: the reader's modules speak French too.
    expect(built("fr/api/_refkit/text.js")).toContain("Copié");
    const { page, problems } = await open("/api/orders/create");
    const href = await page.locator(".navbar a.dropdown__link", { hasText: "Français" }).getAttribute("href");
    expect(href).toBe("/fr/api/orders/create");
    await page.goto(`${served.url}${href}`);
    await expect.poll(() => page.locator('.rk-embed .rk-section[id="orders-create"]').count()).toBe(1);
    expect(await page.locator("h1").first().textContent()).toBe("Créer une commande");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("keeps the chosen language from one reference page to the next, loaded or reached by the site's own navigation", async () => {
    const { page, problems } = await open("/api/orders/create");
    await chooseLanguage(page, "python");
    // The site swaps the page without loading it: the reader's script sets the new page's tabs up.
    await page.locator(".rk-host-sidebar a", { hasText: /^products$/ }).click();
    // The first page, products', is at the reference's base.
    await page.waitForURL(/\/api\/$/);
    await page.locator(".rk-host-sidebar a", { hasText: "Retrieve a product" }).click();
    await page.waitForURL(/\/api\/products\/get-product$/);
    await expectLanguage(page, "python");
    await page.goto(`${served.url}/api/other/get-health`);
    await expectLanguage(page, "python");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("stops the build on a description refkit cannot read, naming the file and the JSON pointer", async () => {
    const broken = join(repoRoot, "test", "frameworks", "broken.yaml");
    const failed = await buildHostSite("docusaurus", ["npx", "docusaurus", "build", "--out-dir", "build-broken"], { REFKIT_OPENAPI: broken }).then(
      () => "built",
      (error: Error) => error.message,
    );
    expect(failed).toContain(broken);
    expect(failed).toContain("#/openapi: expected an OpenAPI version 3.0.x, 3.1.x or 3.2.x");
  }, 300_000);

  // The article of List orders' page (the 5th page: products 0-2, orders 3, List orders 4).
  devServerCheck("docusaurus", () => site.dir, ["npx", "docusaurus", "start", "--port", "{port}", "--host", "127.0.0.1", "--no-open"], "/api/_refkit/pages/4.html");

  // Create an order's page: its tables expand, and it has code and prose.
  hostChecks(open, "/api/orders/create", "/api/orders", "/api/models/address");
  versionChecks(open, { current: "/api/orders", earlier: "/api/v/v1/orders", products: "/api/products/put-products-sku-categories", changelog: "/api/changelog", sidebar: ".rk-host-sidebar" });
});
