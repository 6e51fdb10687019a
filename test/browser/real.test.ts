/**
 * Real references in Chromium: two public descriptions in no corpus of ours, fetched from npm by
 * scripts/fetch-real-descriptions.sh — Directus's (a headless CMS: long code in field
 * descriptions, no servers) and GitHub's webhooks (260 webhooks whose summaries are paragraphs of
 * Markdown). What a reader meets on the first page: the text column never runs under the
 * examples beside it at any width, titles are short plain text, webhooks are grouped and named by
 * event, search puts the exact name first on one line per result, and the console has a Server
 * field when the document names no server.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Harness, isCI, repoRoot, serveProject, skipBrowser, type ServedSite } from "./support.ts";
import { operationRunSize } from "../../src/render/nav-chapters.ts";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const directusFile = join(repoRoot, "test", ".cache", "real", "directus.json");
const webhooksFile = join(repoRoot, "test", ".cache", "real", "github-webhooks.json");
const absent = [directusFile, webhooksFile].filter((file) => !existsSync(file));
const fetchHint = `${absent.join(" and ")} missing: run \`bash scripts/fetch-real-descriptions.sh\``;
if (absent.length > 0 && !isCI) console.warn(`refkit browser suite: NOT running the real references: ${fetchHint} (under CI=true this fails)`);

/** What runs past its column on the page: each as "where: what". */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth})`);
    for (const section of document.querySelectorAll(".rk-section")) {
      const main = section.querySelector(".rk-section-main")!.getBoundingClientRect();
      const aside = section.querySelector(".rk-section-aside")?.getBoundingClientRect();
      // Beside the text (two columns), the examples start where the text must end; stacked, the screen's edge.
      const limit = aside && aside.left >= main.right - 1 ? aside.left : root.clientWidth;
      for (const element of section.querySelectorAll(".rk-section-main table, .rk-section-main p, .rk-section-main pre, .rk-section-main .rk-endpoint, .rk-section-main h2")) {
        // Inside a box that scrolls sideways (a table on a phone), an element is within that box.
        let scroller = element.parentElement;
        while (scroller && !scroller.classList.contains("rk-section-main") && !["auto", "scroll", "hidden"].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
        if (scroller && !scroller.classList.contains("rk-section-main")) continue;
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > limit + 1) found.push(`${section.id}: a ${element.tagName.toLowerCase()} ends at ${Math.round(box.right)} px, past ${Math.round(limit)} px`);
      }
    }
    return found;
  });
}

describe.skipIf(skipBrowser || (absent.length > 0 && !isCI))("real references in Chromium", () => {
  const harness = new Harness();
  let work: string;
  let directus: ServedSite;
  let webhooks: ServedSite;

  beforeAll(async () => {
    if (absent.length > 0) throw new Error(fetchHint);
    work = await mkdtemp(join(tmpdir(), "refkit-real-"));
    await harness.start();
    [directus, webhooks] = await Promise.all([serveProject(work, ["--openapi", directusFile, "--try-it"]), serveProject(work, ["--openapi", webhooksFile])]);
  }, 180_000);
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    await Promise.all([directus?.close(), webhooks?.close()]);
    if (work) await rm(work, { recursive: true, force: true });
  });

  it.each([320, 390, 1024, 1280, 1440, 1920, 2560])("keeps the text column out of the examples' on the first pages at %i px", async (width) => {
    for (const path of ["index.html", "items.html", "items/get-items.html", "items/create-item.html", "users.html"]) {
      const page = await harness.page(`${directus.url}${path}`, { viewport: { width, height: 900 } });
      expect(await overflows(page), `${path} at ${width} px`).toEqual([]);
      await page.close();
    }
    const page = await harness.page(`${webhooks.url}index.html`, { viewport: { width, height: 900 } });
    expect(await overflows(page), `webhooks at ${width} px`).toEqual([]);
  }, 120_000);

  it("titles each webhook with short plain text, each a page listed under Webhooks", async () => {
    const page = await harness.page(`${webhooks.url}webhooks/pull-request-opened.html`);
    const groups = await page.locator(".rk-nav-page > a").allTextContents();
    // The webhooks are many: the sidebar lists the open one's run of them whole, the runs next to it one link each.
    const entries = await page.locator(".rk-nav-operations > li:not(.rk-nav-chapter) > a").allTextContents();
    const runs = await page.locator(".rk-nav-operations > li.rk-nav-chapter > a").allTextContents();
    const titles = await page.locator(".rk-section-title").allTextContents();
    for (const text of [...groups, ...entries, ...titles]) {
      expect(text, "Markdown shown as text").not.toMatch(/\]\(|`|\*\*/);
      expect(text.trim().length, text).toBeLessThanOrEqual(120);
    }
    // One group, every webhook a page of its own under it (then the schemas' Models): no page cut across events, no part numbers.
    expect(groups.map((entry) => entry.trim())).toEqual(["Webhooks", "Models"]);
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.length).toBeLessThanOrEqual(operationRunSize);
    // The runs next to the open one, one link each (one or two).
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.length).toBeLessThanOrEqual(2);
    for (const run of runs) expect(run, "a run named by its first and last webhooks").toMatch(/^.+ – .+$/);
    expect(entries.filter((entry) => / \(\d+ of \d+\)$/.test(entry.trim()))).toEqual([]);
    expect(await page.locator(".rk-nav-operations > li > a[aria-current=page]").getAttribute("href")).toBe("pull-request-opened.html");
  }, 60_000);

  it("finds a webhook by its name first, however it is typed, two lines per result at most (its title and where it is, its path under them)", async () => {
    const page = await harness.page(`${webhooks.url}index.html`);
    const box = page.getByRole("combobox", { name: "Search" });
    const first = () => page.locator("[role=option] .rk-path").first().textContent();
    for (const [query, path] of [["workflow_run completed", "workflow-run-completed"], ["pull-request-opened", "pull-request-opened"], ["workflowDispatch", "workflow-dispatch"]] as const) {
      await box.fill(query);
      await expect.poll(first, { timeout: 30_000, message: query }).toBe(path);
    }
    const lines = await page.locator("[role=option]").evaluateAll((items) =>
      items.map((item) => {
        const title = item.querySelector(".rk-search-title")!;
        return item.getBoundingClientRect().height / (parseFloat(getComputedStyle(title).lineHeight) || 20);
      }),
    );
    expect(Math.max(...lines)).toBeLessThan(3);
  }, 60_000);

  it("shows GitHub's alerts (> [!NOTE]) as boxes titled by their kind, passing axe in both themes", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      // axe goes in as a script tag: this context bypasses the page's CSP (the CSP suite checks the pages under it).
      const page = await harness.page(`${webhooks.url}webhooks/check-run-completed.html`, { colorScheme, bypassCSP: true });
      const alert = page.locator(".rk-alert").first();
      expect(await alert.locator(".rk-alert-title").textContent()).toMatch(/^(Note|Tip|Important|Warning|Caution)$/);
      expect(await page.locator(".rk-section-main").first().textContent()).not.toContain("[!NOTE]");
      expect(await alert.evaluate((element) => getComputedStyle(element).borderLeftStyle)).toBe("solid");
      await page.addScriptTag({ path: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
        const { violations } = await axe.run({ include: [[".rk-alert"]] }, { resultTypes: ["violations"] });
        return violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
      });
      expect(violations, colorScheme).toEqual([]);
    }
  }, 60_000);

  it("gives the console an editable Server field holding the base URL when the document names no server", async () => {
    const page = await harness.page(`${directus.url}items/get-items.html`);
    const section = page.locator("section.rk-section").first();
    await section.getByRole("button", { name: "Try it" }).click();
    const field = section.getByRole("textbox", { name: "Server" });
    await expect.poll(() => field.count(), { timeout: 30_000 }).toBe(1);
    expect(await field.inputValue()).toBe("https://api.example.com");
    await field.fill("https://cms.internal.example");
    expect(await field.inputValue()).toBe("https://cms.internal.example");
  }, 60_000);
});
