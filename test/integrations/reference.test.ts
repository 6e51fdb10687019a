/**
 * A reference for a host site: each page's article without refkit's layout, its headings for the
 * host's table of contents, and assets that leave the host's own page alone (no rule for its
 * body, links or code; the host's theme, not refkit's remembered one).
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { hostReference, referenceBase } from "../../src/integrations/reference.ts";
import { minifiedScript } from "../../src/site/minify.ts";

const shop = new URL("../fixtures/openapi/shop.yaml", import.meta.url).pathname;
const root = new URL("../fixtures/", import.meta.url).pathname;

describe("hostReference", () => {
  it("renders each page's article without its title or refkit's sidebar, in a scoped wrapper, with its sections as headings", async () => {
    const reference = await hostReference({ openapi: shop }, "starlight", root);
    expect(reference.pages.length).toBeGreaterThan(0);
    expect(reference.files).toEqual([shop]);
    for (const page of reference.pages) {
      expect(page.html.startsWith('<div class="rk-embed not-content"><article class="rk-page">')).toBe(true);
      expect(page.html).not.toContain("<h1");
      expect(page.html).not.toContain("rk-sidebar");
      expect(page.headings.length).toBeGreaterThan(0);
      for (const heading of page.headings) expect(page.html).toContain(`<section class="rk-section" id="${heading.slug}"`);
    }
    expect(reference.pages.flatMap((page) => page.html.match(/data-rk-lang="\w+"/g) ?? []).length).toBeGreaterThan(0);
  });

  it("ships a stylesheet of refkit's own elements and the host's colours, and a script that keeps the host's theme", async () => {
    const reference = await hostReference({ openapi: shop }, "docusaurus", root);
    const names = reference.assets.map((asset) => asset.name);
    expect(names).toEqual(["refkit.css", "refkit.js", "search.js", "search-query.js", "search-words.js", "rows.js", "page.js"]);
    const css = reference.assets[0]!.text.replace(/\/\*[\s\S]*?\*\//g, "");
    // No rule for the host's own elements: every selector names one of refkit's classes, or only sets refkit's variables.
    for (const match of css.matchAll(/(?:^|})\s*([^{}@]+)\{([^{}]*)\}/g)) {
      const [selector, body] = [match[1]!.trim(), match[2]!];
      if (selector === "") continue;
      const onlyVariables = body.split(";").every((declaration) => declaration.trim() === "" || declaration.trim().startsWith("--rk-"));
      expect(selector.includes(".rk-") || onlyVariables, `${selector} { ${body.trim().slice(0, 60)}… }`).toBe(true);
    }
    expect(css).toContain("var(--ifm-background-color)");
    // refkit's own site applies the theme a reader chose there; a host's page keeps the host's.
    // (The site's script sets the theme in two places: the remembered choice, and its toggle, which a host's page has not.)
    const themeSets = (script: string) => script.split(".dataset.theme=").length - 1;
    const script = reference.assets[1]!.text;
    expect(script).toContain("refkit:lang");
    expect(themeSets(script)).toBe(1);
    expect(themeSets(await minifiedScript(readFileSync(new URL("../../src/site/assets/refkit.js", import.meta.url), "utf8"), false))).toBe(2);
  });

  it("with the console on, serves its module too", async () => {
    const reference = await hostReference({ openapi: shop, tryIt: true }, "starlight", root);
    expect(reference.assets.map((asset) => asset.name)).toContain("console.js");
  });

  it("takes the reference's path as a path under the site, and refuses one that leaves it", () => {
    expect(referenceBase(undefined, "base")).toBe("api");
    expect(referenceBase("/reference/v2/", "base")).toBe("reference/v2");
    for (const bad of ["", "/", "../docs", "a/./b", "api?x=1"]) expect(() => referenceBase(bad, "routeBasePath"), bad).toThrow(/routeBasePath must be a path/);
  });
});
