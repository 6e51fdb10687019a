/**
 * A versioned site in Chromium: the "API version" control switches to the same section in the
 * other version (with JavaScript, from the control; without it, from the section's own links),
 * an earlier version shows its banner, and nothing breaks the page's policy.
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Harness, scriptReady, serveProject, skipBrowser, watchProblems, type ServedSite } from "./support.ts";

const fixtures = fileURLToPath(new URL("../fixtures/versions/", import.meta.url));

describe.skipIf(skipBrowser)("a versioned site in Chromium", () => {
  const harness = new Harness();
  let site: ServedSite;
  beforeAll(async () => {
    [site] = await Promise.all([serveProject("demo", ["--openapi", `v2=${fixtures}v2.yaml`, "--openapi", `v1=${fixtures}v1.yaml`]), harness.start()]);
  });
  afterAll(async () => {
    await Promise.all([site?.close(), harness.stop()]);
  });

  it("with JavaScript, the control leads to the section the reader is in, in the chosen version", async () => {
    const context = await harness.context();
    const problems = await watchProblems(context);
    const page = await context.newPage();
    await page.goto(`${site.url}customers/retrieve-customer.html#retrieveCustomer`);
    await scriptReady(page);
    const control = page.getByRole("group", { name: "API version", exact: true });
    expect(await control.count()).toBe(1);
    await control.locator("summary").click();
    await control.getByRole("link", { name: "v1" }).click();
    await page.waitForURL(/\/v\/v1\/customers\/get-customer\.html#getCustomer$/);
    expect(await page.locator("#getCustomer h2").isVisible()).toBe(true);
    expect(await page.locator("#getCustomer").evaluate((section) => section.getBoundingClientRect().top < innerHeight)).toBe(true);
    expect(await page.getByRole("note").textContent()).toBe("You are reading version v1, an earlier version of this API. Go to the current version, v2.");
    // And back: the current version's link, from the section in view.
    await page.locator("summary", { hasText: "API version" }).click();
    await page.locator("details.rk-version").getByRole("link", { name: /^v2/ }).click();
    await page.waitForURL(/\/customers\/retrieve-customer\.html#retrieveCustomer$/);
    expect(page.url()).not.toContain("/v/");
    await problems.collect(page);
    expect(problems.list).toEqual([]);
  });

  it("without JavaScript, the section's own link keeps the section, and the control still opens and leads to the page", async () => {
    const page = await harness.page(`${site.url}orders/list-orders.html#listOrders`, { javaScriptEnabled: false });
    await page.locator("#listOrders .rk-section-versions").getByRole("link", { name: "v1" }).click();
    await page.waitForURL(/\/v\/v1\/orders\/list-orders\.html#listOrders$/);
    await page.locator("summary", { hasText: "API version" }).click();
    const current = page.locator("details.rk-version").getByRole("link", { name: /^v2/ });
    expect(await current.isVisible()).toBe(true);
    await current.click();
    await page.waitForURL(/\/orders\/list-orders\.html$/);
    expect(page.url()).not.toContain("/v/");
  });

  it("serves the changelog's Atom feed well-formed: a parser reads its entries without an error", async () => {
    const page = await harness.page(`${site.url}changelog.html`);
    const feed = await page.evaluate(async () => {
      const text = await (await fetch("changelog.xml")).text();
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const ns = "http://www.w3.org/2005/Atom";
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        root: doc.documentElement.namespaceURI,
        entries: [...doc.getElementsByTagNameNS(ns, "entry")].map((entry) => entry.getElementsByTagNameNS(ns, "title")[0]!.textContent),
        content: doc.getElementsByTagNameNS(ns, "content")[0]!.textContent,
      };
    });
    expect(feed.errors).toBe(0);
    expect(feed.root).toBe("http://www.w3.org/2005/Atom");
    expect(feed.entries).toEqual(["v2: 3 breaking, 1 warning, 2 info"]);
    // Each change once, with the operations it reaches.
    expect(feed.content).toContain("<strong>breaking</strong> <code>owner</code> in the request body is new and required. (<code>POST /v1/customers</code>)");
  });

  it("an operation only one version has is marked and offers no link to the other; a page the other lacks leads to its index", async () => {
    const page = await harness.page(`${site.url}orders/create-order.html#createOrder`);
    expect(await page.locator("#createOrder .rk-section-versions a").allTextContents()).toEqual(["Added in v2"]);
    await page.locator("#createOrder .rk-change-mark").click();
    await page.waitForURL(/\/changelog\.html#version-v2$/);
    await page.goto(`${site.url}v/v1/legacy/export-all.html`);
    await scriptReady(page);
    await page.locator("summary", { hasText: "API version" }).click();
    await page.locator("details.rk-version").getByRole("link", { name: /^v2/ }).click();
    await page.waitForURL(/\/index\.html$/);
  });
});
