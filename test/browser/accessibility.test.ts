/**
 * axe-core on the demo and the fixture pages, in both themes: the light one, the dark one the
 * system asks for, and the dark one the theme toggle forces on a light system; at desktop and
 * phone widths. Zero violations.
 *
 * axe is injected as a script tag, so these contexts bypass the page's CSP (the other browser
 * tests check that the pages themselves run under it).
 */
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { scriptReady, skipBrowser, useBothSites } from "./support.ts";

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
