/**
 * The changelog page in Chromium: a step's table takes the page's width (no empty code column
 * beside it), each change once with the operations it reaches, each operation whole on its line.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skipBrowser, useServedProject } from "./support.ts";
import { planets } from "../support/planets.ts";

describe.skipIf(skipBrowser)("the changelog, in Chromium", () => {
  const { harness, site } = useServedProject(async (work) => {
    await writeFile(join(work, "v1.json"), JSON.stringify(planets(1)));
    await writeFile(join(work, "v2.json"), JSON.stringify(planets(2)));
    return ["--openapi", `v2=${join(work, "v2.json")}`, "--openapi", `v1=${join(work, "v1.json")}`];
  });

  it.each([1280, 1920, 390])("at %i px, lists each change once across the page's width, each operation whole", async (width) => {
    const page = await harness.page(`${site.url}changelog.html`, { viewport: { width, height: 900 } });
    const shape = await page.evaluate(() => {
      const table = document.querySelector("#version-v2 .rk-table")!;
      const main = document.querySelector(".rk-main")!;
      const style = getComputedStyle(main);
      const content = main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const rows = [...table.querySelectorAll("tbody tr")].map((row) => [...row.querySelectorAll(".rk-change-operations code")].map((code) => code.textContent));
      // An operation's line is one line high, at any width where the path fits.
      const lines = [...table.querySelectorAll(".rk-change-operations li")].map((li) => li.getBoundingClientRect().height / parseFloat(getComputedStyle(li).lineHeight));
      return { table: table.getBoundingClientRect().width, content, rows, lines, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
    });
    expect(shape.table, "the table takes the content's width").toBeGreaterThanOrEqual(shape.content - 2);
    expect(shape.overflow).toBeLessThanOrEqual(0);
    expect(shape.rows.length).toBeLessThan(12);
    expect(shape.rows[0]).toEqual(["GET /planets", "POST /planets", "GET /planets/{planetId}", "PUT /planets/{planetId}"]);
    if (width >= 1280) expect(Math.max(...shape.lines)).toBeLessThan(1.5);
  });
});
