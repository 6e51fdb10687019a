/**
 * Table rows in Chromium: every field and error row has an anchor, and its name's link copies the
 * row's address; field rows nested deeper than two levels fold under an expand button per branch
 * and an "Expand all" per table; without JavaScript, or opened from a file, every row shows and
 * the links are anchors.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Harness, scriptReady, serveProject, skipBrowser, watchProblems, type ServedSite } from "./support.ts";

const page = `import { Endpoint, ErrorTable, FieldTable, Page, Section } from "refkit";
const leaf = (name: string) => ({ name, type: "string", description: "x" });
export default class Rows extends Page {
  title = "Rows";
  sections() {
    return [
      Section("Create a payment", { description: Endpoint("post", "/v1/payments") },
        FieldTable([
          { name: "customer", type: "object", description: "x", children: [
            { name: "address", type: "object", description: "x", children: [
              leaf("city"),
              { name: "geo", type: "object", description: "x", children: [
                leaf("lat"),
                { name: "detail", type: "object", description: "x", children: [leaf("precision"), { name: "source", type: "object", description: "x", children: [leaf("name")] }] },
              ] },
            ] },
            leaf("email"),
          ] },
          leaf("amount"),
          { name: "method", type: "object", description: "x", variants: { options: [{ title: "Card", fields: [
            { name: "card", type: "object", description: "x", children: [{ name: "expiry", type: "object", description: "x", children: [leaf("month")] }] },
          ] }] } },
        ]),
        ErrorTable([
          { scenario: "Missing or invalid API key", status: "401", type: "authentication_error" },
          { scenario: "Card declined", status: "402", type: "card_error" },
        ]),
      ),
    ];
  }
}
`;

/** Every field row, in order: [its name with parents, shown]. */
const rows = (at: Page) =>
  at.$$eval(".rk-section-main > table > tbody > tr.rk-field", (list) => list.map((row) => [row.querySelector(".rk-field-name")!.textContent, (row as HTMLElement).offsetParent !== null] as [string, boolean]));

describe.skipIf(skipBrowser)("table rows in Chromium", () => {
  const harness = new Harness();
  let work: string;
  let site: ServedSite;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-rows-"));
    await mkdir(join(work, "pages"));
    await writeFile(join(work, "pages", "rows.ts"), page);
    await harness.start();
    site = await serveProject(work);
  }, 60_000);
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    await site?.close();
    await rm(work, { recursive: true, force: true });
  });

  it("folds the rows deeper than two levels, opens them a branch at a time or all at once", async () => {
    const context = await harness.context();
    const problems = await watchProblems(context);
    const at = await context.newPage();
    await at.goto(`${site.url}rows.html`);
    await scriptReady(at);
    expect(await rows(at)).toEqual([
      ["customer", true],
      ["customer.address", true],
      ["customer.address.city", false],
      ["customer.address.geo", false],
      ["customer.address.geo.lat", false],
      ["customer.address.geo.detail", false],
      ["customer.address.geo.detail.precision", false],
      ["customer.address.geo.detail.source", false],
      ["customer.address.geo.detail.source.name", false],
      ["customer.email", true],
      ["amount", true],
      ["method", true],
    ]);
    const address = at.getByRole("button", { name: "Fields of customer.address", exact: true });
    expect(await address.getAttribute("aria-expanded")).toBe("false");
    await address.click();
    await expect.poll(() => address.getAttribute("aria-expanded")).toBe("true");
    expect((await rows(at)).filter(([, shown]) => shown).map(([name]) => name)).toEqual(["customer", "customer.address", "customer.address.city", "customer.address.geo", "customer.email", "amount", "method"]);
    await at.getByRole("button", { name: "Fields of customer.address.geo", exact: true }).click();
    await at.getByRole("button", { name: "Fields of customer.address.geo.detail" }).click();
    // Below the third level, every deeper row opens with its parent.
    await expect.poll(async () => (await rows(at)).every(([, shown]) => shown)).toBe(true);
    // Closing a branch closes everything below it, and its buttons.
    await address.click();
    await expect.poll(async () => (await rows(at)).filter(([, shown]) => shown).length).toBe(5);
    expect(await at.getByRole("button", { name: "Fields of customer.address.geo", exact: true, includeHidden: true }).getAttribute("aria-expanded")).toBe("false");

    const all = at.getByRole("button", { name: "Expand all" });
    await all.click();
    await expect.poll(async () => (await rows(at)).every(([, shown]) => shown)).toBe(true);
    expect(await at.getByRole("button", { name: "Collapse all" }).getAttribute("aria-expanded")).toBe("true");
    // A variant's table inside keeps its own rows and buttons as they were.
    const expiry = at.getByRole("button", { name: "Fields of card.expiry", exact: true, includeHidden: true });
    expect(await expiry.getAttribute("aria-expanded")).toBe("false");
    await expiry.click();
    await expect.poll(() => at.locator("tr.rk-field", { hasText: "card.expiry.month" }).isVisible()).toBe(true);
    await at.getByRole("button", { name: "Collapse all" }).click();
    await expect.poll(async () => (await rows(at)).filter(([, shown]) => shown).length).toBe(5);
    await problems.collect(at);
    expect(problems.list).toEqual([]);
  });

  it("gives every field and error row an anchor whose link copies the row's address, without a jump", async () => {
    const context = await harness.context({ permissions: ["clipboard-read", "clipboard-write"], viewport: { width: 1280, height: 400 } });
    const at = await context.newPage();
    await at.goto(`${site.url}rows.html`);
    await scriptReady(at);
    const ids = await at.$$eval(".rk-table > tbody > tr:not(.rk-variants-row)", (list) => list.map((row) => row.id));
    expect(ids).toEqual([
      "create-a-payment-customer",
      "create-a-payment-customer.address",
      "create-a-payment-customer.address.city",
      "create-a-payment-customer.address.geo",
      "create-a-payment-customer.address.geo.lat",
      "create-a-payment-customer.address.geo.detail",
      "create-a-payment-customer.address.geo.detail.precision",
      "create-a-payment-customer.address.geo.detail.source",
      "create-a-payment-customer.address.geo.detail.source.name",
      "create-a-payment-customer.email",
      "create-a-payment-amount",
      "create-a-payment-method",
      "create-a-payment-card",
      "create-a-payment-card.expiry",
      "create-a-payment-card.expiry.month",
      "create-a-payment-401-authentication_error",
      "create-a-payment-402-card_error",
    ]);
    const link = at.locator('a.rk-row-link[href="#create-a-payment-402-card_error"]');
    await link.scrollIntoViewIfNeeded();
    const before = await at.evaluate(() => scrollY);
    await link.click();
    await expect.poll(() => at.locator("[role=status]").last().textContent()).toBe("Link copied");
    expect(await at.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}rows.html#create-a-payment-402-card_error`);
    expect(at.url()).toBe(`${site.url}rows.html#create-a-payment-402-card_error`);
    expect(await at.evaluate(() => scrollY), "no jump").toBe(before);
    expect(await link.getAttribute("data-rk-copied")).toBe("Link copied");
  });

  it("opens a link to a folded row on that row; without JavaScript every row shows and the links are anchors", async () => {
    const at = await harness.page(`${site.url}rows.html#create-a-payment-customer.address.geo.detail.precision`);
    await scriptReady(at);
    expect(await at.locator("#create-a-payment-customer\\.address\\.geo\\.detail\\.precision").isVisible()).toBe(true);

    const plain = await (await harness.context({ javaScriptEnabled: false })).newPage();
    await plain.goto(`${site.url}rows.html`);
    expect((await rows(plain)).every(([, shown]) => shown)).toBe(true);
    expect(await plain.getByRole("button", { name: /^Fields of|Expand all/ }).count()).toBe(0);
    await plain.locator('a.rk-row-link[href="#create-a-payment-amount"]').click();
    expect(plain.url()).toMatch(/#create-a-payment-amount$/);
  });

  it("opened from a file (where a browser loads no module), shows every row, no expand or search control, and its links are anchors", async () => {
    const context = await harness.context();
    const problems = await watchProblems(context);
    const at = await context.newPage();
    await at.goto(pathToFileURL(join(site.out, "rows.html")).href);
    await scriptReady(at);
    expect((await rows(at)).every(([, shown]) => shown)).toBe(true);
    expect(await at.getByRole("button", { name: /^Fields of|Expand all/ }).count()).toBe(0);
    expect(await at.getByRole("combobox", { name: "Search" }).count()).toBe(0);
    expect(await at.getByRole("link", { name: "All endpoints" }).isVisible()).toBe(true);
    await at.locator('a.rk-row-link[href="#create-a-payment-amount"]').click();
    expect(at.url()).toMatch(/rows\.html#create-a-payment-amount$/);
    await problems.collect(at);
    expect(problems.list).toEqual([]);
  });
});
