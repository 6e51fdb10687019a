/**
 * An OpenAPI 3.2 description's site in Chromium (test/fixtures/openapi/v32.yaml): QUERY and a
 * custom method with their neutral badges, in the sidebar and on their pages, their tabs' code
 * naming the method; the tree of tags in the sidebar, an operation's labels; the landing page's
 * server name, device flow, server metadata and deprecated scheme; a query string read as one
 * value shown as its fields. axe passes on these pages (injected, so with the page's policy bypassed).
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { fixture } from "../openapi/support.ts";
import { scriptReady, skipBrowser, useServedProject } from "./support.ts";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** The ids of the rules axe finds violated on the page. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string }[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ["violations"] })).violations.map((violation) => violation.id);
  });
}

describe.skipIf(skipBrowser)("an OpenAPI 3.2 description's site, in Chromium", () => {
  const { harness, site } = useServedProject(async () => ["--openapi", fixture("v32.yaml")]);

  it("shows QUERY and PURGE with the neutral badge in the sidebar and on their pages, each tab's code sending the method", async () => {
    const page = await harness.page(`${site.url}products/search-products.html`, { viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await scriptReady(page);
    const sidebar = await page.$$eval(".rk-nav-operations > li > a", (links) => links.map((a) => [a.querySelector(".rk-badge")!.className, a.textContent]));
    expect(sidebar).toContainEqual(["rk-badge rk-badge-neutral", "QUERYSearch products"]);
    expect(sidebar).toContainEqual(["rk-badge rk-badge-neutral", "PURGEPurge the product list from the cache"]);
    const badge = page.locator("main .rk-section-description .rk-badge");
    expect([await badge.textContent(), await badge.getAttribute("class")]).toEqual(["QUERY", "rk-badge rk-badge-neutral"]);
    // The badge reads as text on its background, as every badge does.
    expect(await badge.isVisible()).toBe(true);
    for (const [lang, says] of [["curl", "-X QUERY"], ["javascript", 'method: "QUERY"'], ["ruby", "QUERY"], ["python", '"QUERY"']] as const) {
      await page.locator(`.rk-tab[data-rk-lang="${lang}"]`).click();
      const panel = page.locator(`.rk-panel[data-rk-lang="${lang}"]`);
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await panel.locator("pre").textContent(), lang).toContain(says);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it("groups the sidebar by the tree of tags and labels an operation with its other tags", async () => {
    const page = await harness.page(`${site.url}reviews/list-reviews.html`, { viewport: { width: 1280, height: 900 }, bypassCSP: true });
    expect(await page.locator(".rk-nav-group details[open] .rk-nav-group-title").allTextContents()).toEqual(["Products"]);
    expect(await page.locator(".rk-nav-group details[open] > ul > li.rk-nav-page > a").allTextContents()).toEqual(["Products", "Reviews"]);
    expect(await page.locator("main .rk-labels .rk-label").allTextContents()).toEqual(["Beta", "Partners"]);
    expect(await page.locator("main .rk-labels").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows on the landing page the server's name, the device flow, the server metadata and the deprecated scheme", async () => {
    const page = await harness.page(`${site.url}index.html`, { viewport: { width: 1280, height: 900 }, bypassCSP: true });
    expect(await page.locator("#servers thead th").allTextContents()).toEqual(["Name", "URL", "Description"]);
    expect(await page.locator("#servers tbody td").first().textContent()).toBe("production");
    const auth = (await page.locator("#authentication").textContent())!;
    expect(auth).toContain("server metadata: https://auth.catalog.test/.well-known/oauth-authorization-server");
    expect(await page.locator("#authentication .rk-deprecated").allTextContents()).toEqual(["deprecated"]);
    expect(await page.locator("section", { has: page.locator("h2", { hasText: "oauth: OAuth 2.0" }) }).locator("tbody td").allTextContents()).toContain("Device authorization URL");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows a query string read as one value as its fields, and the query its example sends", async () => {
    const page = await harness.page(`${site.url}products/find-products.html`, { viewport: { width: 1280, height: 900 }, bypassCSP: true });
    expect(await page.locator("main .rk-section-main .rk-field-name").allTextContents()).toEqual(["q", "tag", "in_stock"]);
    expect(await page.locator('.rk-panel[data-rk-lang="curl"] pre').textContent()).toContain("/products/find?q=red%20chair%20%26%20%27table%27&tag=oak&tag=50%25&in_stock=true");
  });
});
