/**
 * The layout in real Chromium: no horizontal page scroll on a phone, code that scrolls inside
 * itself, the code column beside the text and sticky on a desktop; and full-page screenshots of
 * both sites in both themes, written to test-artifacts/ for a person to look at.
 */
import { mkdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { artifactsDir, scriptReady, skipBrowser, useBothSites } from "./support.ts";

describe.skipIf(skipBrowser)("layout in Chromium", () => {
  const { harness, sites } = useBothSites();
  const pages = [
    ["demo", "customers.html"],
    ["fixture", "orders.html"],
    ["fixture", "webhooks.html"],
  ] as const;


  describe("on a phone (390 px)", () => {
    it("shows the content first, and the sidebar behind a menu button (a link down to it without JavaScript)", async () => {
      const page = await (await harness.context({ viewport: { width: 390, height: 844 } })).newPage();
      await page.goto(`${sites.fixture.url}orders.html`);
      await scriptReady(page);
      const heading = page.getByRole("heading", { level: 1 });
      expect((await heading.boundingBox())!.y, "the page's title is in the first screen").toBeLessThan(200);
      const nav = page.getByRole("navigation", { name: "Reference" });
      expect(await nav.isVisible()).toBe(false);
      const menu = page.getByRole("button", { name: "Menu" });
      await menu.click();
      expect(await menu.getAttribute("aria-expanded")).toBe("true");
      expect(await nav.isVisible()).toBe(true);
      expect(await page.evaluate(() => document.elementFromPoint(195, 400)?.closest("nav")?.id), "the sidebar is over the page").toBe("rk-nav");
      await page.keyboard.press("Escape");
      expect(await nav.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.className)).toBe("rk-menu");
      // Esc in the search box first closes its results and clears it; once it is empty, Esc closes the menu.
      await menu.click();
      const box = page.getByRole("combobox", { name: "Search" });
      await box.fill("order");
      await expect.poll(() => page.getByRole("option").count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await page.keyboard.press("Escape");
      expect(await nav.isVisible(), "the first Esc closes the results only").toBe(true);
      await page.keyboard.press("Escape");
      expect(await box.inputValue()).toBe("");
      expect(await nav.isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      expect(await nav.isVisible()).toBe(false);
      await menu.click();
      await page.keyboard.press("Escape");
      // Following a link of the sidebar closes it.
      await menu.click();
      await nav.getByRole("link", { name: /Cancel an order/ }).click();
      expect(await nav.isVisible()).toBe(false);
      expect(page.url()).toMatch(/#cancel-an-order$/);
      // So does going to a search result, on this page too.
      await menu.click();
      await box.fill("cancel order");
      await expect.poll(() => page.locator("#rk-search-results [role=option]").count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect.poll(() => nav.isVisible()).toBe(false);
      expect(await menu.getAttribute("aria-expanded")).toBe("false");
      expect(page.url()).toMatch(/orders\.html#cancel-an-order$/);

      const plain = await (await harness.context({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })).newPage();
      await plain.goto(`${sites.fixture.url}orders.html`);
      expect((await plain.getByRole("heading", { level: 1 }).boundingBox())!.y).toBeLessThan(200);
      expect(await plain.getByRole("button", { name: "Menu" }).count()).toBe(0);
      await plain.getByRole("link", { name: "Menu" }).click();
      const sidebar = plain.getByRole("navigation", { name: "Reference" });
      expect(await sidebar.isVisible()).toBe(true);
      const top = (await sidebar.boundingBox())!.y;
      expect(top, "the link scrolled to the sidebar, after the content").toBeLessThan(844);
      expect(top).toBeGreaterThanOrEqual(0);
    });

    it("shows what a link points to below the bar, not under it: a section, a field row", async () => {
      for (const javaScriptEnabled of [true, false]) {
        const page = await (await harness.context({ viewport: { width: 390, height: 844 }, javaScriptEnabled })).newPage();
        await page.goto(`${sites.fixture.url}orders.html`);
        const row = await page.locator("tr[id]").nth(1).getAttribute("id");
        for (const [target, shown] of [["cancel-an-order", "#cancel-an-order > h2, #cancel-an-order h2"], [row, `[id="${row}"]`]] as const) {
          await page.goto(`${sites.fixture.url}orders.html#${target}`);
          const bar = (await page.locator(".rk-topbar").boundingBox())!;
          const top = (await page.locator(shown).first().boundingBox())!.y;
          expect(top, `#${target} with JavaScript ${javaScriptEnabled ? "on" : "off"}`).toBeGreaterThanOrEqual(bar.y + bar.height);
          expect(top).toBeLessThan(bar.y + bar.height + 40);
        }
      }
    });

    it("no page scrolls sideways", async () => {
      const page = await (await harness.context({ viewport: { width: 390, height: 844 } })).newPage();
      for (const [name, path] of pages) {
        await page.goto(`${sites[name].url}${path}`);
        await scriptReady(page);
        for (const lang of ["curl", "javascript", "ruby", "python"]) {
          await page.locator(`.rk-example[data-rk-langs] [role=tab][data-rk-lang="${lang}"]`).first().click();
          const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
          expect(width, `${name} ${path} with ${lang}`).toBeLessThanOrEqual(390);
        }
      }
    });

    it("code blocks scroll inside themselves", async () => {
      const page = await (await harness.context({ viewport: { width: 390, height: 844 } })).newPage();
      await page.goto(`${sites.fixture.url}orders.html`);
      await scriptReady(page);
      const list = page.locator("#list-orders .rk-example [role=tabpanel][data-rk-lang=curl] pre");
      const box = await list.evaluate((pre) => ({
        scrollWidth: pre.scrollWidth,
        clientWidth: pre.clientWidth,
        overflowX: getComputedStyle(pre).overflowX,
        right: pre.getBoundingClientRect().right,
        longest: Math.max(...(pre.textContent ?? "").split("\n").map((line) => line.length)),
      }));
      expect(box.longest).toBeGreaterThan(100);
      expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
      expect(box.overflowX).toBe("auto");
      expect(box.right).toBeLessThanOrEqual(390);
      // Every visible code block keeps inside the screen, whatever its lines.
      const outside = await page.$$eval("pre.rk-code", (pres) =>
        pres.filter((pre) => pre.getClientRects().length > 0 && (pre.getBoundingClientRect().right > innerWidth || getComputedStyle(pre).overflowX !== "auto")).length,
      );
      expect(outside).toBe(0);
    });

    it("tables fit the screen: long names wrap, the description column stays readable, nothing scrolls", async () => {
      // A field row stacks: name, type and required above its description, which is as wide as the table.
      const context = await harness.context({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      for (const [name, path] of pages) {
        await page.goto(`${sites[name].url}${path}`);
        await scriptReady(page);
        const tables = await page.$$eval(".rk-table", (nodes) =>
          nodes.map((t) => ({
            scrolls: t.scrollWidth > t.clientWidth,
            right: t.getBoundingClientRect().right,
            tabbable: t.getAttribute("tabindex") === "0",
            description: t.querySelector("thead th:last-child")?.textContent === "Description",
            // The cells a reader sees (a field table's headers are only for screen readers on a phone).
            lastColumn: Math.min(...[...t.querySelectorAll("tbody > tr > :last-child")].map((cell) => cell.getBoundingClientRect().width)),
          })),
        );
        expect(tables.length).toBeGreaterThan(0);
        for (const table of tables) {
          expect(table, `${name} ${path}`).toMatchObject({ scrolls: false, tabbable: false });
          expect(table.right).toBeLessThanOrEqual(390);
          if (table.description) expect(table.lastColumn).toBeGreaterThanOrEqual(120);
        }
        const rows = await page.$$eval(".rk-table .rk-field", (nodes) =>
          nodes
            .filter((row) => row.getClientRects().length > 0)
            .map((row) => {
              const [name, type, required, description] = [...row.children].map((cell) => cell.getBoundingClientRect());
              return { stacked: description!.top >= Math.max(name!.bottom, type!.bottom, required!.bottom) - 1, wide: description!.width >= 0.9 * row.getBoundingClientRect().width };
            }),
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(row, `${name} ${path}`).toEqual({ stacked: true, wide: true });
      }
    });
  });

  describe("on a desktop (1280 px)", () => {
    it("marks the section in view in the sidebar as the page scrolls", async () => {
      const page = await (await harness.context({ viewport: { width: 1280, height: 800 } })).newPage();
      await page.goto(`${sites.fixture.url}orders.html`);
      await scriptReady(page);
      expect(await page.getByRole("button", { name: "Menu" }).isVisible(), "no menu button on a desktop").toBe(false);
      const marked = () => page.$$eval('.rk-sidebar a[aria-current="location"]', (links) => links.map((a) => a.getAttribute("href")));
      for (const id of ["retrieve-an-order", "delete-a-draft-order", "list-orders"]) {
        await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
        await expect.poll(marked).toEqual([`#${id}`]);
      }
      expect(await page.$$eval('.rk-sidebar a[aria-current="page"]', (links) => links.map((a) => a.textContent)), "the page stays marked as the current page").toEqual(["Orders"]);
    });

    it("the code column is beside the text column, and sticky", async () => {
      const page = await (await harness.context({ viewport: { width: 1280, height: 800 } })).newPage();
      for (const [name, path] of pages) {
        await page.goto(`${sites[name].url}${path}`);
        const sections = await page.$$eval(".rk-section", (nodes) =>
          nodes.map((section) => {
            const main = section.querySelector(".rk-section-main")!.getBoundingClientRect();
            const aside = section.querySelector(".rk-section-aside")!;
            const box = aside.getBoundingClientRect();
            return { id: section.id, beside: box.left >= main.right, sameTop: Math.abs(box.top - main.top) <= 1, position: getComputedStyle(aside).position };
          }),
        );
        expect(sections.length).toBeGreaterThan(0);
        for (const section of sections) expect(section, `${name} ${path}`).toEqual({ id: section.id, beside: true, sameTop: true, position: "sticky" });
      }
    });

    it("the code column stays in view while its section's long text scrolls by", async () => {
      const page = await (await harness.context({ viewport: { width: 1280, height: 600 } })).newPage();
      await page.goto(`${sites.fixture.url}orders.html`);
      const geometry = () =>
        page.evaluate(() => {
          const section = document.getElementById("create-an-order")!;
          return { section: section.getBoundingClientRect(), aside: section.querySelector(".rk-section-aside")!.getBoundingClientRect() };
        });
      const start = await geometry();
      expect(start.section.height, "the section's text must be taller than the screen").toBeGreaterThan(800);
      await page.evaluate(() => scrollTo(0, document.getElementById("create-an-order")!.getBoundingClientRect().top + scrollY + 300));
      const after = await geometry();
      expect(after.section.top).toBeLessThan(-250);
      expect(after.aside.top).toBeCloseTo(16, 0); // top: 1rem
    });
  });

  describe("screenshots (test-artifacts/)", () => {
    for (const [name, path] of [["demo", "customers.html"], ["fixture", "orders.html"]] as const) {
      for (const width of [1280, 390]) {
        for (const colorScheme of ["light", "dark"] as const) {
          it(`${name} ${path} at ${width} px, ${colorScheme}`, async () => {
            await mkdir(artifactsDir, { recursive: true });
            const page = await (await harness.context({ viewport: { width, height: 900 }, colorScheme })).newPage();
            await page.goto(`${sites[name].url}${path}`);
            await scriptReady(page);
            const file = join(artifactsDir, `${name}-${path.replace(/\.html$/, "")}-${width}-${colorScheme}.png`);
            await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
            expect((await stat(file)).size).toBeGreaterThan(10_000);
          });
        }
      }
    }
  });
});
