/**
 * The reader script (src/site/assets/refkit.js) in real Chromium, on the fixture site served by
 * `refkit serve`: tabs, keyboard, the sticky language, no flash of the wrong tab, a steady
 * clicked tab, copy buttons.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { examples, fixtureRoot, Harness, repoRoot, scriptReady, serveProject, skipBrowser, watchProblems, type ServedSite } from "./support.ts";

const KEY = "refkit:lang";

describe.skipIf(skipBrowser)("the reader script in Chromium", () => {
  const harness = new Harness();
  let site: ServedSite;
  const at = (path: string) => `${site.url}${path}`;

  beforeAll(async () => {
    [site] = await Promise.all([serveProject(fixtureRoot), harness.start()]);
  });
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    await site?.close();
  });

  /** A fresh page at `path`, with the script's tabs set up. */
  async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
    const page = await harness.page(at(path), options);
    await scriptReady(page);
    return page;
  }
  const example = (page: Page, n: number) => page.locator(".rk-example[data-rk-langs]").nth(n);
  const tab = (scope: Locator, lang: string) => scope.locator(`:scope > .rk-tablist > [role=tab][data-rk-lang="${lang}"]`);
  const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);
  /** Remembers `lang` as a reader would have: stored, then the page loaded again. */
  async function remember(page: Page, lang: string): Promise<void> {
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [KEY, lang]);
    await page.reload();
    await scriptReady(page);
  }
  const shows = (lang: string) => ({ selected: lang, visible: [lang], tabbable: [lang] });

  describe("clicking a tab", () => {
    it("selects it, shows its panel, hides the others, and makes only it tabbable", async () => {
      const page = await open("orders.html");
      const first = example(page, 0);
      expect((await examples(page))[0]).toMatchObject({ langs: ["curl", "javascript", "ruby", "python"], ...shows("curl") });
      await tab(first, "javascript").click();
      const state = await first.evaluate((node) => {
        const tabs = Array.from(node.querySelectorAll<HTMLElement>("[role=tab]"));
        return tabs.map((t) => ({
          lang: t.dataset.rkLang,
          selected: t.getAttribute("aria-selected"),
          tabIndex: t.tabIndex,
          panelHidden: document.getElementById(t.getAttribute("aria-controls")!)!.hidden,
        }));
      });
      expect(state).toEqual([
        { lang: "curl", selected: "false", tabIndex: -1, panelHidden: true },
        { lang: "javascript", selected: "true", tabIndex: 0, panelHidden: false },
        { lang: "ruby", selected: "false", tabIndex: -1, panelHidden: true },
        { lang: "python", selected: "false", tabIndex: -1, panelHidden: true },
      ]);
      expect((await examples(page))[0]).toMatchObject(shows("javascript"));
      await expect.poll(() => first.locator('[role=tabpanel][data-rk-lang="javascript"] pre').isVisible()).toBe(true);
      expect(new URL(page.url()).hash).toBe(""); // the click is the script's, not a jump to the panel
    });
  });

  describe("keyboard", () => {
    const focused = (page: Page) =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return {
          lang: el.dataset.rkLang ?? null,
          selected: el.getAttribute("aria-selected"),
          focusVisible: el.matches(":focus-visible"),
          outline: `${style.outlineStyle} ${style.outlineWidth}`,
        };
      });

    it("ArrowRight and ArrowLeft move the selection and the focus, wrapping at both ends", async () => {
      const page = await open("orders.html");
      const first = example(page, 0);
      await tab(first, "curl").focus();
      const seen: (string | null)[] = [];
      for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowLeft", "ArrowLeft"]) {
        await page.keyboard.press(key);
        const now = await focused(page);
        expect(now.selected, `after ${key}`).toBe("true");
        expect((await examples(page))[0]).toMatchObject(shows(now.lang!));
        seen.push(now.lang);
      }
      expect(seen).toEqual(["javascript", "ruby", "python", "curl", "python", "ruby"]);
    });

    it("Home and End go to the first and the last tab", async () => {
      const page = await open("orders.html");
      await tab(example(page, 1), "ruby").click();
      await tab(example(page, 1), "ruby").focus();
      await page.keyboard.press("Home");
      expect(await focused(page)).toMatchObject({ lang: "curl", selected: "true" });
      expect((await examples(page))[1]).toMatchObject(shows("curl"));
      await page.keyboard.press("End");
      expect(await focused(page)).toMatchObject({ lang: "python", selected: "true" });
      expect((await examples(page))[1]).toMatchObject(shows("python"));
    });

    it("the focused tab has a visible focus indicator", async () => {
      const page = await open("orders.html");
      await tab(example(page, 0), "curl").focus();
      await page.keyboard.press("ArrowRight");
      const now = await focused(page);
      expect(now.lang).toBe("javascript");
      expect(now.focusVisible).toBe(true);
      expect(now.outline).not.toMatch(/^none /);
      expect(now.outline).not.toMatch(/ 0px$/);
    });

    it("Tab from the selected tab reaches its code, which shows a focus indicator too", async () => {
      const page = await open("orders.html");
      await tab(example(page, 0), "curl").focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Tab");
      const now = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return { copy: el.matches(".rk-copy"), panel: el.closest("[role=tabpanel]")?.getAttribute("data-rk-lang") };
      });
      expect(now).toEqual({ copy: true, panel: "javascript" });
      await page.keyboard.press("Tab");
      const code = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return { pre: el.matches("pre.rk-code"), panel: el.closest("[role=tabpanel]")?.getAttribute("data-rk-lang"), outline: getComputedStyle(el).outlineStyle };
      });
      expect(code).toEqual({ pre: true, panel: "javascript", outline: "solid" });
    });
  });

  describe("sticky language", () => {
    it("choosing Python in one example switches every example on the page that has Python", async () => {
      const page = await open("orders.html");
      const all = await examples(page);
      expect(all.length).toBeGreaterThanOrEqual(4);
      await tab(example(page, 2), "python").click();
      for (const [i, state] of (await examples(page)).entries()) expect(state, `example ${i + 1}`).toMatchObject(shows("python"));
      expect(await stored(page)).toBe("python");
    });

    it("survives a reload", async () => {
      const page = await open("orders.html");
      await tab(example(page, 0), "python").click();
      await page.reload();
      await scriptReady(page);
      for (const state of await examples(page)) expect(state).toMatchObject(shows("python"));
    });

    it("applies after following a sidebar link to the other page", async () => {
      const page = await open("orders.html");
      await tab(example(page, 0), "python").click();
      await page.locator('nav.rk-sidebar .rk-nav-page > a[href="webhooks.html"]').click();
      await page.waitForURL(/webhooks\.html$/);
      await scriptReady(page);
      const [all, curlAndJs] = await examples(page);
      expect(all).toMatchObject({ langs: ["curl", "javascript", "ruby", "python"], ...shows("python") });
      expect(curlAndJs).toMatchObject({ langs: ["curl", "javascript"], ...shows("curl") });
    });

    it("?lang=ruby in the URL selects Ruby and becomes the remembered choice", async () => {
      const page = await open("orders.html?lang=ruby");
      for (const state of await examples(page)) expect(state).toMatchObject(shows("ruby"));
      expect(await stored(page)).toBe("ruby");
      await page.goto(at("webhooks.html"));
      await scriptReady(page);
      expect((await examples(page))[0]).toMatchObject(shows("ruby"));
    });

    it("a ?lang= naming no language of the site changes nothing that is remembered", async () => {
      const page = await open("orders.html");
      await tab(example(page, 1), "python").click();
      await page.goto(at("orders.html?lang=bogus"));
      await scriptReady(page);
      expect(await stored(page)).toBe("python");
      for (const state of await examples(page)) expect(state).toMatchObject(shows("python"));
    });

    it("two open pages of the same browser follow each other's choice", async () => {
      const a = await open("orders.html");
      const b = await a.context().newPage();
      await b.goto(at("webhooks.html"));
      await scriptReady(b);
      await tab(example(a, 1), "python").click();
      await expect.poll(async () => (await examples(b))[0]?.selected).toBe("python");
      const [all, curlAndJs] = await examples(b);
      expect(all).toMatchObject(shows("python"));
      expect(curlAndJs).toMatchObject(shows("curl"));
      await tab(example(b, 0), "javascript").click();
      await expect.poll(async () => (await examples(a)).map((s) => s.selected)).toEqual((await examples(a)).map(() => "javascript"));
      for (const state of await examples(a)) expect(state).toMatchObject(shows("javascript"));
    });

    it("an example without the remembered language shows its own first tab, and the choice stays", async () => {
      const page = await open("webhooks.html");
      await remember(page, "python");
      const [all, curlAndJs] = await examples(page);
      expect(all).toMatchObject(shows("python"));
      expect(curlAndJs).toMatchObject({ langs: ["curl", "javascript"], ...shows("curl") });
      expect(await stored(page)).toBe("python");
      // The single-client example has no tabs; its code is shown.
      await expect.poll(() => page.locator(".rk-example-single pre").isVisible()).toBe(true);
    });
  });

  describe("no flash of the wrong tab", () => {
    /**
     * Serves refkit.js without the step that runs `init`: only its head part (rk-js, data-rk-pref)
     * runs. The step is cut from the commented source, which the build serves minified.
     */
    async function withoutInit(page: Page): Promise<void> {
      const original = await readFile(join(repoRoot, "src", "site", "assets", "refkit.js"), "utf8");
      await page.route("**/assets/refkit.js", async (route) => {
        const response = await route.fetch();
        const stripped = original.replace(/^[ \t]*if \(document\.readyState === "loading"\) document\.addEventListener\("DOMContentLoaded", init\);\n[ \t]*else init\(\);\n/m, "");
        if (stripped === original || /(?<!function )\binit\(\)|[(,]\s*init\s*\)/.test(stripped) || !stripped.includes('root.classList.add("rk-js")')) {
          throw new Error("refkit.js changed: update the test's way of removing the call that runs init");
        }
        await route.fulfill({ response, body: stripped });
      });
    }
    /** Which panels are rendered, per example, as the CSS alone decides. */
    async function cssOnly(page: Page) {
      const state = await examples(page);
      const ready = await page.locator(".rk-example[data-rk-ready]").count();
      const root = await page.evaluate(() => ({ js: document.documentElement.classList.contains("rk-js"), pref: document.documentElement.dataset.rkPref ?? null }));
      return { state, ready, root };
    }

    it("with Python remembered, the CSS alone shows the Python panel of every example that has it", async () => {
      const page = await open("orders.html");
      await remember(page, "python");
      await withoutInit(page);
      for (const path of ["orders.html", "webhooks.html"]) {
        await page.goto(at(path));
        const { state, ready, root } = await cssOnly(page);
        expect(ready, "init must not have run").toBe(0);
        expect(root).toEqual({ js: true, pref: "python" });
        for (const [i, example] of state.entries()) {
          expect(example.visible, `${path} example ${i + 1} (${example.langs.join(" ")})`).toEqual([example.langs.includes("python") ? "python" : example.langs[0]]);
        }
        expect(state.some((e) => !e.langs.includes("python"))).toBe(path === "webhooks.html");
      }
      // The remembered tab also looks selected: it is underlined, the first tab no longer is.
      const underline = await page.evaluate(() => {
        const line = (lang: string) => getComputedStyle(document.querySelector(`.rk-example [role=tab][data-rk-lang="${lang}"]`)!).borderBottomColor;
        return { python: line("python"), curl: line("curl") };
      });
      expect(underline.curl).toBe("rgba(0, 0, 0, 0)");
      expect(underline.python).not.toBe("rgba(0, 0, 0, 0)");
    });

    it("with nothing remembered, the CSS alone shows each example's first panel", async () => {
      const page = await harness.page("about:blank");
      await withoutInit(page);
      await page.goto(at("webhooks.html"));
      const { state, ready, root } = await cssOnly(page);
      expect(ready).toBe(0);
      expect(root).toEqual({ js: true, pref: null });
      for (const example of state) expect(example.visible).toEqual([example.langs[0]]);
    });
  });

  describe("switching keeps the clicked tab in place", () => {
    // Chromium's scroll anchoring alone may keep a tab in place; browsers without it (Safari)
    // rely on the script's own correction, so that is tested with anchoring off too.
    for (const [width, anchoring] of [[390, true], [390, false], [1280, true], [1280, false]] as const) {
      it(`at ${width} px, while the examples above change height (scroll anchoring ${anchoring ? "on" : "off"})`, async () => {
        const page = await open("orders.html", { viewport: { width, height: 800 } });
        if (!anchoring) await page.evaluate(() => document.documentElement.style.setProperty("overflow-anchor", "none"));
        const target = tab(example(page, 3), "python");
        await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
        const above = () => page.$$eval(".rk-example[data-rk-langs]", (nodes) => nodes.slice(0, 3).map((n) => n.getBoundingClientRect().height));
        const heightsBefore = await above();
        const before = await target.evaluate((el) => el.getBoundingClientRect().top);
        const scrolled = await page.evaluate(() => scrollY);
        expect(scrolled).toBeGreaterThan(0);
        await target.click();
        expect((await examples(page))[3]).toMatchObject(shows("python"));
        const after = await target.evaluate((el) => el.getBoundingClientRect().top);
        expect(await above(), "the examples above must change height, or this proves nothing").not.toEqual(heightsBefore);
        expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
      });
    }
  });

  describe("printed", () => {
    it("is reference paper: no sidebar or controls, every language's snippet under its label", async () => {
      const page = await open("orders.html");
      await page.emulateMedia({ media: "print" });
      expect(await page.getByRole("navigation", { name: "Reference" }).isVisible()).toBe(false);
      expect(await page.locator(".rk-tablist").first().isVisible()).toBe(false);
      expect(await page.locator(".rk-copy:visible").count()).toBe(0);
      const first = example(page, 0);
      const shown = await first.locator("[role=tabpanel]").evaluateAll((panels) =>
        panels.map((panel) => ({ visible: panel.getBoundingClientRect().height > 0, label: getComputedStyle(panel.querySelector(".rk-code-head")!, "::before").content })),
      );
      expect(shown).toEqual([
        { visible: true, label: '"curl"' },
        { visible: true, label: '"JavaScript"' },
        { visible: true, label: '"Ruby"' },
        { visible: true, label: '"Python"' },
      ]);
    });
  });

  describe("copy", () => {
    const clipboard = { permissions: ["clipboard-read", "clipboard-write"] };

    it("copies exactly the panel's code, confirms visibly, and has an accessible name", async () => {
      const page = await open("orders.html", clipboard);
      const panel = example(page, 1).locator('[role=tabpanel][data-rk-lang="ruby"]');
      await tab(example(page, 1), "ruby").click();
      const button = panel.locator(".rk-copy");
      expect(await button.getAttribute("aria-label")).toBe("Copy Ruby example");
      expect(await page.getByRole("button", { name: "Copy Ruby example" }).count()).toBe(5); // one per example on the page
      await button.click();
      await expect.poll(() => button.textContent()).toBe("Copied");
      expect(await button.isVisible()).toBe(true);
      const code = await panel.locator("pre").evaluate((pre) => pre.textContent);
      expect(code).toContain('require "net/http"');
      expect(code).toContain("Authorization");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    });

    it("tells assistive technology that it copied", async () => {
      const page = await open("orders.html", clipboard);
      const button = page.locator(".rk-panel:not([hidden]) .rk-copy").first();
      await button.click();
      await expect.poll(() => button.getAttribute("aria-label")).toBe("Copied");
    });

    it("gives a code block of prose a copy button that copies exactly its text", async () => {
      const page = await open("webhooks.html", clipboard);
      expect(await page.getByRole("button", { name: "Copy code" }).count()).toBe(1);
      // Its name changes as it confirms: follow the element, not the name.
      const button = page.locator(".rk-code-wrap > .rk-copy");
      await button.click();
      await expect.poll(() => button.textContent()).toBe("Copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Refkit-Signature: t=1700000000,v1=5257a869e7 <secret> & "quoted"\n');
    });

    it("copies the page as Markdown: its twin, byte for byte, loaded on the first click", async () => {
      const context = await harness.context(clipboard);
      const problems = await watchProblems(context);
      const page = await context.newPage();
      const modules: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("page.js")) modules.push(request.url());
      });
      await page.goto(at("orders.html"));
      await scriptReady(page);
      expect(await page.getByRole("button", { name: "Copy as Markdown" }).isVisible()).toBe(true);
      // Its name changes as it confirms: follow the element, not the name.
      const button = page.locator(".rk-copy-page");
      expect(modules, "nothing loaded before the click").toEqual([]);
      await button.click();
      await expect.poll(() => button.textContent()).toBe("Copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await readFile(join(site.out, "orders.md"), "utf8"));
      expect(modules).toHaveLength(1);
      // It says so to assistive technology, and reads as before after a moment.
      expect(await button.getAttribute("aria-live")).toBe("polite");
      await expect.poll(() => button.textContent(), { timeout: 10_000 }).toBe("Copy as Markdown");
      await problems.collect(page);
      expect(problems.list).toEqual([]);
    });

    it("without JavaScript and from a file offers the Markdown as a link only", async () => {
      for (const [options, url] of [[{ javaScriptEnabled: false }, at("orders.html")], [{}, pathToFileURL(join(site.out, "orders.html")).href]] as const) {
        const page = await harness.page(url, options);
        expect(await page.getByRole("button", { name: "Copy as Markdown" }).isVisible(), url).toBe(false);
        const link = page.getByRole("link", { name: "View as Markdown" });
        expect(await link.isVisible(), url).toBe(true);
        expect(await link.getAttribute("href")).toBe("orders.md");
        await link.click();
        await page.waitForURL(/orders\.md$/);
      }
    });

    it("copies a response and a single-client example exactly", async () => {
      const page = await open("webhooks.html", clipboard);
      for (const block of [page.locator(".rk-response").first(), page.locator(".rk-example-single")]) {
        const button = block.locator(".rk-copy");
        expect(await button.getAttribute("aria-label")).toMatch(/^Copy \S/);
        await button.click();
        await expect.poll(() => button.textContent()).toBe("Copied");
        const code = await block.locator("pre").evaluate((pre) => pre.textContent);
        expect(code!.length).toBeGreaterThan(20);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      }
    });
  });
});
