/**
 * What a static site has besides its pages, in Chromium, served by `refkit serve`: the 404 page
 * (an address the site does not have, however deep, is answered 404 with `404.html`, which shows
 * its message in the site's frame, with the stylesheet applied, no problem under the page's
 * policy, and a search that finds and leads to a page); the sitemap of a site with an address,
 * read by the browser's XML parser; the links to the previous and next pages.
 */
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fixtureRoot, Harness, serveProject, skipBrowser, watchProblems, type ServedSite } from "./support.ts";

describe.skipIf(skipBrowser)("a static site's own files and links in Chromium", () => {
  const harness = new Harness();
  let site: ServedSite;

  beforeAll(async () => {
    await harness.start();
    site = await serveProject(fixtureRoot, ["--site-url", "https://docs.orders.test/"]);
  }, 120_000);
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    await site?.close();
  });

  /** What a browser says of a page that was answered 404 (its own answer, as it should be): nothing else may go wrong. */
  const besides404 = (problems: readonly string[], url: string) =>
    problems.filter((problem) => problem !== `HTTP 404: ${url}` && problem !== `console error on ${url}: Failed to load resource: the server responded with a status of 404 (Not Found)`);

  /** What the reader sees of the page: its heading, message, whether the stylesheet laid it out, and the sidebar's links. */
  const seen = (page: Page) =>
    page.evaluate(() => ({
      heading: document.querySelector("h1")?.textContent,
      message: document.querySelector(".rk-page-description")?.textContent,
      // The stylesheet's grid: two columns beside each other, the sidebar sticky.
      layout: getComputedStyle(document.querySelector(".rk-layout")!).display,
      sidebar: getComputedStyle(document.querySelector(".rk-sidebar")!).position,
      sheets: [...document.styleSheets].map((sheet) => new URL(sheet.href!).pathname),
      links: [...document.querySelectorAll<HTMLAnchorElement>(".rk-sidebar .rk-nav-page a")].map((a) => new URL(a.href).pathname),
    }));

  it.each(["nope.html", "a/b/c.html", "v/v9/deep/er/"])("answers /%s with 404 and the site's 404 page, laid out by its stylesheet, with no problem", async (path) => {
    const context = await harness.context();
    const problems = await watchProblems(context);
    const page = await context.newPage();
    const response = await page.goto(`${site.url}${path}`);
    expect(response!.status()).toBe(404);
    await page.waitForLoadState("networkidle");
    expect(await seen(page)).toEqual({
      heading: "Page not found",
      message: "There is no page at this address: the link may be out of date or mistyped.",
      layout: "grid",
      sidebar: "sticky",
      sheets: ["/assets/refkit.css"],
      links: ["/orders.html", "/webhooks.html"],
    });
    expect(await page.title()).toMatch(/^Page not found · /);
    await problems.collect(page);
    // The page itself is the one answer that is 404.
    expect(besides404(problems.list, `${site.url}${path}`)).toEqual([]);
  });

  it("searches from a missing page's address, however deep, and leads to the section on its page", async () => {
    const context = await harness.context();
    const problems = await watchProblems(context);
    const page = await context.newPage();
    await page.goto(`${site.url}a/b/c.html`);
    await page.keyboard.press("/");
    await page.keyboard.type("idempotency");
    await expect.poll(() => page.$$eval("[role=option] .rk-search-title", (nodes) => nodes.map((node) => node.textContent)), { timeout: 30_000 }).toEqual(["Create an order"]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/orders\.html#/);
    expect(new URL(page.url()).pathname).toBe("/orders.html");
    expect(await page.locator("h1").textContent()).toBe("Orders");
    await problems.collect(page);
    expect(besides404(problems.list, `${site.url}a/b/c.html`)).toEqual([]);
  });

  it("serves a sitemap that the browser's XML parser reads, each address a page of the site", async () => {
    const page = await harness.page(`${site.url}orders.html`);
    const read = await page.evaluate(async () => {
      const text = await (await fetch("/sitemap.xml")).text();
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
      return { errors: doc.getElementsByTagName("parsererror").length, root: doc.documentElement.namespaceURI, locs: [...doc.getElementsByTagNameNS(ns, "loc")].map((loc) => loc.textContent!) };
    });
    expect([read.errors, read.root]).toEqual([0, "http://www.sitemaps.org/schemas/sitemap/0.9"]);
    expect(read.locs).toEqual(["https://docs.orders.test/", "https://docs.orders.test/orders.html", "https://docs.orders.test/webhooks.html", "https://docs.orders.test/all-endpoints.html"]);
    for (const loc of read.locs) {
      const answer = await page.request.get(new URL(new URL(loc).pathname, site.url).href);
      expect(answer.status(), loc).toBe(200);
    }
  });

  it("leads page by page through the reference with links named for their pages, below the article, on a phone too", async () => {
    const pager = (page: Page) => page.getByRole("navigation", { name: "Previous and next pages" });
    const names = (page: Page) => pager(page).getByRole("link").evaluateAll((links) => links.map((link) => [link.getAttribute("rel"), link.getAttribute("aria-label")]));
    const page = await harness.page(`${site.url}orders.html`, { viewport: { width: 375, height: 700 } });
    // The first page of the reference: after the landing page.
    expect(await names(page)).toEqual([["prev", "Previous: API reference"], ["next", "Next: Webhooks"]]);
    const next = pager(page).getByRole("link", { name: "Next: Webhooks" });
    // Below the article, within the phone's width.
    const [article, link] = await Promise.all([page.locator("article.rk-page").boundingBox(), next.boundingBox()]);
    expect(link!.y).toBeGreaterThanOrEqual(article!.y + article!.height);
    expect(link!.x + link!.width).toBeLessThanOrEqual(375);
    await next.click();
    await page.waitForURL(/\/webhooks\.html$/);
    expect(await names(page)).toEqual([["prev", "Previous: Orders"]]);
    await pager(page).getByRole("link", { name: "Previous: Orders" }).click();
    await page.waitForURL(/\/orders\.html$/);
  });
});
