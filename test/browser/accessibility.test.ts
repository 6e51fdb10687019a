/**
 * axe-core on the demo and the fixture pages, in both themes: the light one, the dark one the
 * system asks for, and the dark one the theme toggle forces on a light system; at desktop and
 * phone widths, with the search results and a request console (with its answer) open too.
 * Zero violations.
 *
 * axe is injected as a script tag, so these contexts bypass the page's CSP (the other browser
 * tests check that the pages themselves run under it).
 */
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RecordingServer } from "../support/server.ts";
import { fixtureRoot, scriptReady, serveProject, skipBrowser, useBothSites, type ServedSite } from "./support.ts";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

async function axe(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: any[] }> } }).axe.run;
    const { violations } = await run(document, { resultTypes: ["violations"] });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n: any) => ({ target: n.target.join(" "), summary: n.failureSummary ?? "" })),
    }));
  });
}

function report(found: Record<string, Violation[]>): string {
  return Object.entries(found)
    .filter(([, violations]) => violations.length > 0)
    .map(([where, violations]) =>
      [
        `${where}:`,
        ...violations.flatMap((v) => [
          `  ${v.id} (${v.impact}): ${v.help}`,
          ...v.nodes.slice(0, 5).map((n) => `    ${n.target}\n      ${n.summary.replace(/\n/g, "\n      ")}`),
          ...(v.nodes.length > 5 ? [`    … and ${v.nodes.length - 5} more`] : []),
        ]),
      ].join("\n"),
    )
    .join("\n");
}

describe.skipIf(skipBrowser)("accessibility (axe-core)", () => {
  const { harness, sites } = useBothSites();
  const pages = { fixture: ["orders.html", "webhooks.html"], demo: ["customers.html"] } as const;


  const themes = [
    { theme: "light", colorScheme: "light", toggle: false },
    { theme: "dark (the system's preference)", colorScheme: "dark", toggle: false },
    { theme: "dark (forced by the theme toggle)", colorScheme: "light", toggle: true },
  ] as const;

  for (const width of [1280, 390]) {
    describe(`zero violations at ${width} px`, () => {
      // On a phone the colours are the desktop's: the toggle's dark theme is checked at 1280 px only.
      for (const { theme, colorScheme, toggle } of themes.filter((t) => width === 1280 || !t.toggle)) {
        it(`in the ${theme} theme, on the demo and the fixture pages`, async () => {
          const context = await harness.context({ bypassCSP: true, colorScheme, viewport: { width, height: 900 } });
          const page = await context.newPage();
          const found: Record<string, Violation[]> = {};
          for (const name of ["demo", "fixture"] as const) {
            for (const path of pages[name]) {
              await page.goto(`${sites[name].url}${path}`);
              await scriptReady(page);
              // The toggle's choice is stored: the first page clicks it, the next ones inherit it.
              if (toggle && (await page.evaluate(() => document.documentElement.dataset.theme)) !== "dark") await page.locator(".rk-theme-toggle").click();
              if (toggle) expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
              const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor === "rgb(13, 17, 23)");
              expect(dark, `${name} ${path} should be in the ${theme} theme`).toBe(theme !== "light");
              found[`${name} ${path}`] = await axe(page);
            }
          }
          const violations = Object.values(found).flat();
          if (violations.length > 0) expect.fail(`axe found ${violations.length} violated rule(s), counted per page (${theme}, ${width} px):\n${report(found)}`);
          expect(Object.keys(found)).toHaveLength(3);
        });
      }
    });
  }
});

/** Schemes whose console fields (a choice of alternatives, a flow, scopes, sign-in buttons) axe checks too. */
const schemes = {
  oauth: { type: "oauth2", flows: { authorizationCode: { authorizationUrl: "https://auth.acme.test/authorize", tokenUrl: "https://auth.acme.test/token", scopes: { "orders:read": "Read orders" } }, clientCredentials: { tokenUrl: "https://auth.acme.test/token", scopes: {} } } },
  key: { type: "apiKey", in: "header", name: "X-Api-Key" },
};

describe.skipIf(skipBrowser)("accessibility (axe-core) with search and the request console open", () => {
  const { harness } = useBothSites();
  let work: string;
  let api: RecordingServer;
  let site: ServedSite;

  beforeAll(async () => {
    const allowed: string[] = [];
    api = await startServer({ allowOrigins: allowed });
    work = await mkdtemp(join(tmpdir(), "refkit-axe-console-"));
    await cp(join(fixtureRoot, "pages"), join(work, "pages"), { recursive: true });
    await writeFile(join(work, "package.json"), JSON.stringify({ type: "module" }));
    await writeFile(join(work, "refkit.config.ts"), `import { configure } from "refkit";\nconfigure((config) => {\n  config.apiBaseUrl = ${JSON.stringify(api.baseUrlFor("axe"))};\n  config.apiAuthHeader = "Authorization: Bearer <API_KEY>";\n  config.tryIt = true;\n  config.securitySchemes = ${JSON.stringify(schemes)};\n  config.security = [{ oauth: ["orders:read"] }, { key: [] }];\n});\n`);
    site = await serveProject(work);
    allowed.push(new URL(site.url).origin);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([site?.close(), api?.close()]);
    await rm(work, { recursive: true, force: true });
  });

  for (const width of [1280, 390]) {
    for (const colorScheme of ["light", "dark"] as const) {
      it(`zero violations at ${width} px in the ${colorScheme} theme`, async () => {
        const context = await harness.context({ bypassCSP: true, colorScheme, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${site.url}orders.html`);
        await scriptReady(page);
        // A request console with its answer.
        const section = page.locator("section.rk-section").nth(1);
        await section.getByRole("button", { name: "Try it" }).click();
        await section.getByRole("button", { name: "Send" }).click();
        await section.getByRole("region", { name: "Try it response" }).waitFor();
        await section.locator("summary", { hasText: "Headers" }).click();
        // Its credentials: a choice of alternatives, the flow, scopes and sign-in buttons.
        await section.getByRole("group", { name: "Authenticate with" }).waitFor();
        await section.getByRole("button", { name: /^Sign in with oauth/ }).waitFor();
        // The search results (on a phone, in the sidebar the menu opens).
        if (width < 760) await page.getByRole("button", { name: "Menu" }).click();
        await page.getByRole("combobox", { name: "Search" }).fill("order");
        await expect.poll(() => page.getByRole("option").count(), { timeout: 30_000 }).toBeGreaterThan(0);
        const found = { [`orders.html, ${colorScheme}, ${width} px`]: await axe(page) };
        const violations = Object.values(found).flat();
        if (violations.length > 0) expect.fail(`axe found ${violations.length} violated rule(s):\n${report(found)}`);
      }, 60_000);
    }
  }
});

describe.skipIf(skipBrowser)("a right-to-left site (Arabic): axe, and the layout mirrored", () => {
  const { harness } = useBothSites();
  let site: ServedSite;

  beforeAll(async () => {
    site = await serveProject("demo", ["--locale", "ar", "--try-it"]);
  }, 60_000);
  afterAll(async () => {
    await site?.close();
  });

  for (const width of [1280, 390]) {
    it(`zero violations at ${width} px, in both themes, with a console open`, async () => {
      const found: Record<string, Violation[]> = {};
      for (const colorScheme of ["light", "dark"] as const) {
        const context = await harness.context({ bypassCSP: true, colorScheme, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${site.url}customers.html`);
        await scriptReady(page);
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["ar", "rtl"]);
        // A request console open too, its fields named in Arabic.
        await page.getByRole("button", { name: "جرّبه" }).first().click();
        await page.getByRole("textbox", { name: "الخادم", exact: true }).waitFor();
        expect(await page.getByRole("button", { name: "إرسال" }).first().isVisible()).toBe(true);
        found[`customers.html, ${colorScheme}, ${width} px`] = await axe(page);
      }
      const violations = Object.values(found).flat();
      if (violations.length > 0) expect.fail(`axe found ${violations.length} violated rule(s):\n${report(found)}`);
    }, 60_000);
  }

  it("mirrors the layout at desktop width: the sidebar on the right, each section's code column on the left, code still left to right", async () => {
    const context = await harness.context({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}customers.html`);
    await scriptReady(page);
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const sidebar = await box(".rk-sidebar");
    const main = await box(".rk-main");
    expect(sidebar.x, "the sidebar is right of the page's content").toBeGreaterThan(main.x);
    const section = page.locator("section.rk-section", { has: page.locator(".rk-example") }).first();
    const example = (await section.locator(".rk-example").first().boundingBox())!;
    const heading = (await section.locator("h2, h3").first().boundingBox())!;
    expect(example.x + example.width, "the code column ends left of the description's start").toBeLessThanOrEqual(heading.x + heading.width);
    expect(example.x).toBeLessThan(heading.x);
    expect(await section.locator("pre.rk-code").first().evaluate((pre) => getComputedStyle(pre).direction)).toBe("ltr");
  });

  it("moves between a section's language tabs with the arrow keys as they are laid out: the next tab is on the left", async () => {
    const context = await harness.context({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}customers.html`);
    await scriptReady(page);
    const tabs = page.locator(".rk-example").first().getByRole("tab");
    const [first, second] = [(await tabs.nth(0).boundingBox())!, (await tabs.nth(1).boundingBox())!];
    expect(second.x, "the second tab is left of the first").toBeLessThan(first.x);
    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => tabs.nth(0).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => tabs.last().getAttribute("aria-selected"), { message: "round the end" }).toBe("true");
    await page.keyboard.press("Home");
    await expect.poll(() => tabs.nth(0).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("End");
    await expect.poll(() => tabs.last().getAttribute("aria-selected")).toBe("true");
  });
});
