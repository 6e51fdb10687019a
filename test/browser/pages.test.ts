/**
 * Whole pages of both sites (the fixture project and the bundled demo) in real Chromium, served
 * by `refkit serve` under its strict CSP: reading without JavaScript, no console error or CSP
 * violation anywhere, the theme toggle.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { scriptReady, skipBrowser, watchProblems, useBothSites } from "./support.ts";

describe.skipIf(skipBrowser)("refkit's pages in Chromium", () => {
  const { harness, sites } = useBothSites();


  describe("reading without JavaScript", () => {
    for (const [name, path] of [["fixture", "orders.html"], ["fixture", "webhooks.html"], ["demo", "customers.html"]] as const) {
      it(`every snippet of ${name} ${path} is visible and every tab links to its panel; copy and theme buttons are hidden`, async () => {
        const page = await harness.page(`${sites[name].url}${path}`, { javaScriptEnabled: false });
        expect(await page.evaluate(() => document.documentElement.classList.contains("rk-js"))).toBe(false);
        const pres = page.locator("pre.rk-code");
        const expected = await page.locator(".rk-example [role=tabpanel], .rk-example-single, .rk-response").count();
        expect(await pres.count()).toBe(expected);
        expect(expected).toBeGreaterThan(4);
        for (const [i, pre] of (await pres.all()).entries()) {
          expect(await pre.boundingBox(), `code block ${i + 1}`).not.toBeNull();
          expect(await pre.evaluate((el) => getComputedStyle(el).display), `code block ${i + 1}`).not.toBe("none");
        }
        const tabs = await page.$$eval("[role=tab]", (nodes) =>
          nodes.map((tab) => {
            const id = tab.getAttribute("aria-controls")!;
            const panel = document.getElementById(id);
            return {
              link: tab.tagName === "A" && tab.getAttribute("href") === `#${id}`,
              panel: panel?.getAttribute("role") === "tabpanel" && panel.closest(".rk-example") === tab.closest(".rk-example"),
            };
          }),
        );
        expect(tabs.length).toBeGreaterThan(0);
        expect(tabs.filter((tab) => !tab.link || !tab.panel)).toEqual([]);
        // Following a tab link brings its panel into view.
        const last = page.locator("[role=tab]").last();
        const id = await last.getAttribute("aria-controls");
        await last.click();
        expect(new URL(page.url()).hash).toBe(`#${id}`);
        await expect.poll(() => page.locator(`[id="${id}"] pre`).evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(page.viewportSize()!.height);
        for (const button of await page.locator(".rk-copy, .rk-theme-toggle").all()) {
          expect(await button.isVisible()).toBe(false);
        }
        expect(await page.locator(".rk-theme-toggle").count()).toBe(1);
      });
    }
  });

  describe("no console errors and no CSP violations", () => {
    /** Loads the page, uses every tab of its first example, the theme toggle and a copy button (a page with code has one). */
    async function exercise(page: Page, url: string): Promise<void> {
      const response = await page.goto(url);
      expect(response?.headers()["content-security-policy"]).toBe("default-src 'self'");
      await scriptReady(page);
      for (const tab of await page.locator(".rk-example[data-rk-langs]").first().locator("[role=tab]").all()) await tab.click();
      await page.locator(".rk-theme-toggle").click();
      const copy = page.locator(".rk-copy:visible");
      if ((await page.locator(".rk-main pre").count()) > 0) await copy.first().click();
      await page.waitForLoadState("networkidle");
    }

    for (const name of ["fixture", "demo"] as const) {
      it(`on every page of the ${name} site`, async () => {
        const context = await harness.context();
        const problems = await watchProblems(context);
        const page = await context.newPage();
        expect(sites[name].pages.length).toBeGreaterThanOrEqual(name === "fixture" ? 3 : 2);
        for (const path of sites[name].pages) {
          await exercise(page, `${sites[name].url}${path}`);
          await problems.collect(page);
        }
        expect(problems.list).toEqual([]);
      });
    }

    it("(the watch does see a CSP violation when one happens)", async () => {
      const context = await harness.context();
      const problems = await watchProblems(context);
      const page = await context.newPage();
      await page.goto(`${sites.fixture.url}orders.html`);
      await page.evaluate(() => {
        const img = document.createElement("img");
        img.src = "http://127.0.0.2:9/blocked.png";
        img.alt = "";
        document.body.append(img);
      });
      await expect.poll(async () => (await problems.collect(page)).length).toBeGreaterThan(0);
      expect(problems.list.join("\n")).toContain("CSP violation: img-src blocked http://127.0.0.2:9/blocked.png");
    });
  });

  describe("theme toggle", () => {
    const look = (page: Page) =>
      page.evaluate(() => ({
        theme: document.documentElement.dataset.theme ?? null,
        background: getComputedStyle(document.body).backgroundColor,
        pressed: document.querySelector(".rk-theme-toggle")!.getAttribute("aria-pressed"),
      }));

    it("switches a light page to the dark theme, and back", async () => {
      const page = await harness.page(`${sites.fixture.url}orders.html`, { colorScheme: "light" });
      await scriptReady(page);
      const light = await look(page);
      expect(light).toEqual({ theme: null, background: "rgb(255, 255, 255)", pressed: "false" });
      await page.locator(".rk-theme-toggle").click();
      const dark = await look(page);
      expect(dark).toEqual({ theme: "dark", background: "rgb(13, 17, 23)", pressed: "true" });
      await page.locator(".rk-theme-toggle").click();
      expect(await look(page)).toEqual({ ...light, theme: "light" });
    });

    it("switches a dark page (system preference) to the light theme", async () => {
      const page = await harness.page(`${sites.demo.url}customers.html`, { colorScheme: "dark" });
      await scriptReady(page);
      expect(await look(page)).toEqual({ theme: null, background: "rgb(13, 17, 23)", pressed: "true" });
      await page.locator(".rk-theme-toggle").click();
      expect(await look(page)).toEqual({ theme: "light", background: "rgb(255, 255, 255)", pressed: "false" });
    });

    it("the choice persists across a reload and on the other pages", async () => {
      const page = await harness.page(`${sites.fixture.url}orders.html`, { colorScheme: "light" });
      await scriptReady(page);
      await page.locator(".rk-theme-toggle").click();
      await page.reload();
      await scriptReady(page);
      const dark = { theme: "dark", background: "rgb(13, 17, 23)", pressed: "true" };
      expect(await look(page)).toEqual(dark);
      expect(await page.evaluate(() => localStorage.getItem("refkit:theme"))).toBe("dark");
      await page.locator('.rk-nav-page > a[href="webhooks.html"]').click();
      await page.waitForURL(/webhooks\.html$/);
      expect(await look(page)).toEqual(dark);
    });
  });
});
