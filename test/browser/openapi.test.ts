/**
 * Sites built from OpenAPI documents, in Chromium, with JavaScript on and off: variants
 * (`oneOf`/`anyOf`) read as `<details>` that open without script, and webhooks and callbacks are
 * sections of their own kind, reached from the sidebar, under the strict CSP without a problem.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { Harness, repoRoot, serveProject, skipBrowser, watchProblems, type ServedSite } from "./support.ts";

const fixture = (name: string) => join(repoRoot, "test", "fixtures", "openapi", name);

/** The page of the site that holds the element with this id. */
async function pageWith(site: ServedSite, id: string): Promise<string> {
  for (const name of site.pages) {
    if (name === "index.html") continue;
    if ((await readFile(join(site.out, name), "utf8")).includes(`id="${id}"`)) return name;
  }
  throw new Error(`no page of ${site.url} has #${id}`);
}

/** Whether each element of the selector is visible, as Playwright judges it (a closed <details> hides its content). */
async function visible(page: Page, selector: string): Promise<boolean[]> {
  const all = page.locator(selector);
  return Promise.all(Array.from({ length: await all.count() }, (_, i) => all.nth(i).isVisible()));
}

describe.skipIf(skipBrowser)("OpenAPI sites in Chromium", () => {
  const harness = new Harness();
  const sites = {} as Record<"payments" | "events", ServedSite>;

  beforeAll(async () => {
    await harness.start();
    sites.payments = await serveProject(join(repoRoot, "test", "fixtures", "openapi-site"), ["--openapi", fixture("payments.yaml")]);
    sites.events = await serveProject(join(repoRoot, "test", "fixtures", "openapi-site"), ["--openapi", fixture("events.yaml")]);
  });
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    await Promise.all(Object.values(sites).map((site) => site?.close()));
  });

  describe.each([
    ["on", true],
    ["off", false],
  ] as const)("with JavaScript %s", (_, javaScriptEnabled) => {
    it("shows the first variant's fields and opens every other one from its summary", async () => {
      const context = await harness.context({ javaScriptEnabled });
      const problems = await watchProblems(context);
      const tab = await context.newPage();
      await tab.goto(`${sites.payments.url}${await pageWith(sites.payments, "createPayment")}`);
      const variants = tab.locator("#createPayment .rk-section-main > table .rk-variants").first();
      const summaries = variants.locator(".rk-variant > summary");
      expect(await summaries.allTextContents()).toEqual(['Card type: "card"', 'BankAccount type: "bank_account"']);
      expect(await visible(tab, "#createPayment .rk-section-main > table .rk-variants .rk-variant > table")).toEqual([true, false]);

      await summaries.nth(1).click();
      expect(await visible(tab, "#createPayment .rk-section-main > table .rk-variants .rk-variant > table")).toEqual([true, true]);
      const iban = variants.locator(".rk-variant").nth(1).locator("tr", { hasText: "iban" });
      expect(await iban.isVisible()).toBe(true);
      // The keyboard closes it again (Enter on the focused summary), as a native <details> does.
      await summaries.nth(1).focus();
      await tab.keyboard.press("Enter");
      expect(await visible(tab, "#createPayment .rk-section-main > table .rk-variants .rk-variant > table")).toEqual([true, false]);

      await problems.collect(tab);
      expect(problems.list).toEqual([]);
    });

    it("reaches the webhooks from the sidebar, each a page with its badge, name, payload and answer, and no client tabs", async () => {
      const context = await harness.context({ javaScriptEnabled });
      const problems = await watchProblems(context);
      const tab = await context.newPage();
      await tab.goto(sites.events.url);
      await tab.locator(".rk-sidebar a", { hasText: "Webhooks" }).first().click();
      await tab.waitForURL(/webhooks\.html$/);
      // The group's page lists its webhooks, each leading to its own page.
      const listed = tab.locator(".rk-operation-list a");
      expect(await listed.count()).toBe(2);
      const seen: [string, string][] = [];
      for (const [i, href] of (await listed.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))).entries()) {
        await tab.goto(href);
        const sections = tab.locator("section.rk-section[data-rk-kind=webhook]");
        expect(await sections.count()).toBe(1);
        const section = sections.first();
        expect(await section.locator(".rk-badge").isVisible()).toBe(true);
        expect(await section.locator(".rk-example, [role=tab]").count()).toBe(0);
        seen.push([(await section.locator(".rk-badge").first().textContent())!, (await section.locator(".rk-path").first().textContent())!]);
        if (i === 0) {
          const payload = section.locator(".rk-response pre");
          expect(await payload.isVisible()).toBe(true);
          expect(JSON.parse((await payload.textContent())!)).toEqual({ id: 7, name: "Rex" });
          expect(await section.locator("table", { hasText: "Return a 200 status" }).isVisible()).toBe(true);
        }
        await problems.collect(tab);
      }
      expect(seen).toEqual([["POST", "newPet"], ["DELETE", "petDeleted"]]);
      expect(problems.list).toEqual([]);
    });

    it("shows a callback right after the operation that registers it", async () => {
      const context = await harness.context({ javaScriptEnabled });
      const tab = await context.newPage();
      await tab.goto(`${sites.events.url}${await pageWith(sites.events, "subscribe")}`);
      const order = await tab.locator("section.rk-section").evaluateAll((els) => els.map((el) => el.getAttribute("data-rk-kind") ?? el.id));
      expect(order).toEqual(["subscribe", "callback"]);
      const callback = tab.locator("section[data-rk-kind=callback]");
      expect(await callback.locator(".rk-path").textContent()).toBe("{$request.body#/callbackUrl}");
      expect(await callback.locator(".rk-path").isVisible()).toBe(true);
    });
  });
});
