/**
 * What the framework suites check the same way in each host site (starlight.test.ts,
 * docusaurus.test.ts): the reference's tabs, colours, lazy modules and axe, on a page of the
 * host's.
 */
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { expect, it } from "vitest";

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
 * The checks every host gets, on the reference page at `path`: colours that follow the host's
 * theme, the lazy modules loaded from the reference's assets, and axe in both themes.
 */
export function hostChecks(open: OpenHostPage, path: string): void {
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

  it("loads refkit's lazy modules from the reference's assets (a table's rows expanded)", async () => {
    const { page, problems } = await open(path);
    await expandRows(page, "/api/_refkit/");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("passes axe on a reference page's content, in both themes", async () => {
    for (const dark of [false, true]) {
      const { page } = await open(path, { dark });
      expect(await referenceViolations(page), dark ? "dark" : "light").toEqual([]);
      await page.context().close();
    }
  });
}
