/**
 * What the framework suites check the same way in each host site (starlight.test.ts,
 * docusaurus.test.ts): the reference's tabs, colours, lazy modules and axe, on a page of the
 * host's.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { expect, it } from "vitest";
import { startHostDev } from "../support/frameworks.ts";
import { en } from "../../src/locale/index.ts";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Clicks the first tab of `lang`, scrolled clear of the host's fixed header first. */
export async function chooseLanguage(page: Page, lang: string): Promise<void> {
  const tab = page.locator(`.rk-example [role="tab"][data-rk-lang="${lang}"]`).first();
  await tab.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await tab.click();
}

/** Waits until every example of the page shows `lang`. */
export async function expectLanguage(page: Page, lang: string): Promise<void> {
  const selected = page.locator('.rk-example [role="tab"][aria-selected="true"]');
  await expect.poll(() => selected.first().getAttribute("data-rk-lang")).toBe(lang);
  expect(new Set(await selected.evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute("data-rk-lang"))))).toEqual(new Set([lang]));
}

/** The page's theme and two of the reference's colours (its text, a code block's background). */
export async function referenceColours(page: Page): Promise<{ theme: string | undefined; text: string; code: string }> {
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  const text = await page.locator(".rk-embed .rk-section-main").first().evaluate((element) => getComputedStyle(element).color);
  const code = await page.locator(".rk-embed .rk-code").first().evaluate((element) => getComputedStyle(element).backgroundColor);
  return { theme, text, code };
}

/** Expands a table's rows, which loads the rows module from `assets` (the reference's `_refkit/`). */
export async function expandRows(page: Page, assets: string): Promise<void> {
  const expand = page.locator(".rk-embed .rk-expand").first();
  await expand.evaluate((button) => button.scrollIntoView({ block: "center" }));
  const loaded = page.waitForResponse((response) => response.url().endsWith(`${assets}rows.js`));
  await expand.click();
  expect((await loaded).status()).toBe(200);
  await expect.poll(() => expand.getAttribute("aria-expanded")).toBe("true");
}

/** axe's violations inside the reference (the host's own page is the host's), one line each. */
export async function referenceViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    const { violations } = await axe.run({ include: [[".rk-embed"]] }, { resultTypes: ["violations"] });
    return violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} (${n.failureSummary ?? ""})`).join(", ")}`);
  });
}

/** Opens a page of the host site (`dark`: in its dark mode), with what went wrong on it. */
export type OpenHostPage = (path: string, options?: { dark?: boolean }) => Promise<{ page: Page; problems: string[] }>;

/**
 * Opens pages of a served host site in fresh contexts, each with its errors and failed responses
 * (`ignored`: the host's own missing files, such as a favicon it was not given); `themeKey` is the
 * storage key of the host's theme switch.
 */
export function hostPageOpener(browser: () => Browser, url: () => string, themeKey: string, ignored: (url: string) => boolean = () => false): OpenHostPage {
  return async (path, options = {}) => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    if (options.dark) await context.addInitScript((key) => localStorage.setItem(key, "dark"), themeKey);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`error: ${error.message}`));
    page.on("response", (response) => {
      if (response.status() >= 400 && !ignored(response.url())) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${url()}${path}`);
    return { page, problems };
  };
}

/**
 * The checks every host gets, on the reference page at `path` (an operation's page, with its
 * section and code examples): colours that follow the host's theme, the lazy modules loaded from
 * the reference's assets (on `model`, a model's page whose table has rows that expand), and axe in
 * both themes, on `path`, on its group's page at `group` (its list of operations) and on `model`.
 */
export function hostChecks(open: OpenHostPage, path: string, group: string, model: string): void {
  it("follows the host's theme: the reference's colours change with it", async () => {
    const colours = async (dark: boolean) => {
      const { page } = await open(path, { dark });
      const found = await referenceColours(page);
      await page.context().close();
      return found;
    };
    const light = await colours(false);
    const dark = await colours(true);
    expect([light.theme, dark.theme]).toEqual(["light", "dark"]);
    expect(dark.text).not.toBe(light.text);
    expect(dark.code).not.toBe(light.code);
  });

  it("writes code in the host's monospace font and prose in its text font", async () => {
    const { page } = await open(path);
    const fonts = await page.evaluate(() => ({
      code: getComputedStyle(document.querySelector(".rk-embed .rk-path")!).fontFamily,
      badge: getComputedStyle(document.querySelector(".rk-embed .rk-badge")!).fontFamily,
      name: getComputedStyle(document.querySelector(".rk-embed .rk-field-name")!).fontFamily,
      prose: getComputedStyle(document.querySelector(".rk-embed .rk-section-main p")!).fontFamily,
    }));
    expect(fonts.code).toMatch(/mono|Menlo|Consolas/i);
    expect(fonts.name).toMatch(/mono|Menlo|Consolas/i);
    expect(fonts.badge).toMatch(/mono|Menlo|Consolas/i);
    expect(fonts.prose).not.toMatch(/mono|Menlo|Consolas/i);
    await page.context().close();
  });

  it("says a copy button's result in the words refkit's part of the page carries (the page's root is the host's)", async () => {
    const { page } = await open(path);
    const embed = page.locator(".rk-embed").first();
    expect([await embed.getAttribute("data-rk-copied"), await embed.getAttribute("data-rk-copy-manually")]).toEqual([en.copied, en.copyManually]);
    const button = embed.locator(".rk-copy").first();
    await button.click();
    // Copied, or (where the browser keeps the clipboard from the page) the block selected for Ctrl+C.
    await expect.poll(() => button.textContent()).toMatch(new RegExp(`^(${en.copied}|${en.copyManually.replace("+", "\\+")})$`));
    await page.context().close();
  });

  it("loads refkit's lazy modules from the reference's assets (a table's rows expanded)", async () => {
    const { page, problems } = await open(model);
    await expandRows(page, "/api/_refkit/");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("passes axe on a reference page's content, an operation's, a group's and a model's, in both themes", async () => {
    for (const where of [path, group, model]) {
      for (const dark of [false, true]) {
        const { page } = await open(where, { dark });
        expect(await page.locator(".rk-embed").count(), where).toBe(1);
        expect(await referenceViolations(page), `${where} ${dark ? "dark" : "light"}`).toEqual([]);
        await page.context().close();
      }
    }
  });
}

/** Where a versioned reference's pages are in a host (its own style of address), and its sidebar. */
export interface VersionPaths {
  /** The orders page, current (v2) and earlier (v1). */
  readonly current: string;
  readonly earlier: string;
  /** The page of v2's new operation (setting a product's category), marked "Added in v2". */
  readonly products: string;
  readonly changelog: string;
  /** The reference's sidebar. */
  readonly sidebar: string;
}

/**
 * The checks of a versioned reference in a host (v2 under /api/, v1 under /api/v/v1/): the "API
 * version" control leads to the same page in the other version, whose banner and sidebar say
 * which it is, and a change's mark leads to its entry in the changelog page.
 */
export function versionChecks(open: OpenHostPage, paths: VersionPaths): void {
  it("switches versions: the control leads to the same page of v1, whose sidebar lists v1's pages and whose banner leads back", async () => {
    // v2's sidebar lists its new operation's page under its group, open on it (v1's, below, does not).
    const added = await open(paths.products);
    expect(await added.page.locator(paths.sidebar).locator(`a[href="${paths.products}"]`).count()).toBe(1);
    await added.page.context().close();
    const { page, problems } = await open(paths.current);
    const control = page.locator(".rk-embed details.rk-version");
    await control.locator("summary").click();
    await control.getByRole("link", { name: "v1" }).click();
    await page.waitForURL((url) => url.pathname.startsWith(paths.earlier));
    await expect.poll(() => page.locator(".rk-embed .rk-version-banner").count()).toBe(1);
    // v1 had no way to set a product's category: its sidebar lists its own pages only.
    const sidebar = page.locator(paths.sidebar);
    expect(await sidebar.locator(`a[href^="/api/v/v1/"]`).count()).toBeGreaterThan(1);
    expect(await sidebar.locator(`a[href="${paths.current}"]`).count()).toBe(0);
    expect(await sidebar.locator(`a[href="${paths.products}"]`).count()).toBe(0);
    await page.locator(".rk-embed .rk-version-banner a").click();
    // The banner leads to the same page in the current version.
    await page.waitForURL((url) => url.pathname === paths.current);
    expect(await page.locator(".rk-embed .rk-version-banner").count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("marks an operation added in v2 and leads from the mark to its entry in the changelog page", async () => {
    const { page, problems } = await open(paths.products);
    const mark = page.locator(".rk-embed a.rk-change-mark", { hasText: "Added in v2" }).first();
    await mark.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await mark.click();
    await page.waitForURL((url) => url.pathname.startsWith(paths.changelog) && url.hash === "#version-v2");
    await expect.poll(() => page.locator(".rk-embed #version-v2").count()).toBe(1);
    expect(await page.locator(".rk-embed").textContent()).toContain("PUT /products/{sku}/categories is new.");
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

/**
 * The host's dev server (`command`, run in the site at `siteDir()`) renders the reference again
 * when its description changes: `path` (a page, or the file its article is fetched from) shows
 * an operation's new summary.
 */
export function devServerCheck(host: string, siteDir: () => string, command: readonly [string, ...string[]], path: string): void {
  it(`renders the reference again in \`${command.slice(1, 3).join(" ")}\` when its description changes`, async () => {
    const description = join(siteDir(), "dev-api.yaml");
    const original = readFileSync(join(siteDir(), "api.yaml"), "utf8");
    writeFileSync(description, original);
    const dev = await startHostDev(host, command, path, { REFKIT_OPENAPI: "./dev-api.yaml" });
    try {
      const page = () => fetch(`${dev.url}${path}`).then((response) => response.text(), () => "");
      expect(await page()).toContain("List orders");
      const changed = original.replace("summary: List orders", "summary: List every order");
      writeFileSync(description, changed);
      // The server may answer before its file watcher is ready, and miss the first save: the
      // edit is saved again every 20 s until the page shows it (each save is a change to watch).
      let saved = Date.now();
      const shown = async () => {
        const text = await page();
        if (!text.includes("List every order") && Date.now() - saved > 20_000) {
          writeFileSync(description, changed);
          saved = Date.now();
        }
        return text;
      };
      await expect.poll(shown, { timeout: 180_000, interval: 1_000 }).toContain("List every order");
    } finally {
      await dev.stop();
    }
  }, 600_000);
}
