/**
 * A reference for a host site: each page's article without refkit's layout, its headings for the
 * host's table of contents, and assets that leave the host's own page alone (no rule for its
 * body, links or code; the host's theme, not refkit's remembered one).
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { hostReference, referenceBase, type HostReference } from "../../src/integrations/reference.ts";
import { shellClass } from "../../src/integrations/scope-css.ts";
import { minifiedScript } from "../../src/site/minify.ts";

const shop = new URL("../fixtures/openapi/shop.yaml", import.meta.url).pathname;
const root = new URL("../fixtures/", import.meta.url).pathname;

/** The classes of the reference's articles that its stylesheet leaves out as refkit's page shell's: none may be. */
function shellClassesUsed(reference: HostReference): string[] {
  const tokens = reference.pages.flatMap((page) => [...page.html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
  return [...new Set(tokens)].filter((token) => shellClass.test(`.${token}`));
}

describe("hostReference", () => {
  it("renders each page's article without its title or refkit's sidebar, in a scoped wrapper, with its sections as headings", async () => {
    const reference = await hostReference({ openapi: shop }, "starlight", root);
    expect(reference.pages.length).toBeGreaterThan(0);
    expect(reference.pages.some((page) => page.slug.includes("/")) && reference.pages.some((page) => !page.slug.includes("/"))).toBe(true);
    expect(reference.files).toEqual([shop]);
    for (const page of reference.pages) {
      expect(page.html.startsWith('<div class="rk-embed not-content" data-rk-copied="Copied" data-rk-copy-manually="Press Ctrl+C to copy"><article class="rk-page">')).toBe(true);
      expect(page.html).not.toContain("<h1");
      expect(page.html).not.toContain("rk-sidebar");
      // A group's page (`pets`) lists its operations and has no section of its own; an operation's page (`pets/list-pets`) has its sections.
      if (page.slug.includes("/")) expect(page.headings.length).toBeGreaterThan(0);
      else {
        expect(page.headings).toEqual([]);
        // Its list links each of its operations' pages (the Models page its models') at the address the host serves it at.
        const list = /<ul class="rk-(?:operation|model)-list">([\s\S]*?)<\/ul>/.exec(page.html)?.[1] ?? "";
        const links = [...list.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]!);
        const children = reference.pages.filter((other) => other.slug.startsWith(`${page.slug}/`));
        expect(links, page.slug).toEqual(children.map((other) => other.href));
        expect(links.length, page.slug).toBeGreaterThan(0);
        // Each of them is listed under it in the host's sidebar.
        for (const child of children) expect(child.parent, child.slug).toBe(page.href);
      }
      // Every link to another page of the reference leads to its address on the host, never to a file of the static site.
      for (const [, href] of page.html.matchAll(/href="([^"]*)"/g)) expect(href, page.slug).not.toMatch(/\.html(#|$)/);
      for (const heading of page.headings) expect(page.html).toContain(`<section class="rk-section" id="${heading.slug}"`);
    }
    expect(reference.pages.flatMap((page) => page.html.match(/data-rk-lang="\w+"/g) ?? []).length).toBeGreaterThan(0);
    expect(shellClassesUsed(reference)).toEqual([]);
  });

  it("renders an event API's pages, alone or beside a REST API's, with their snippets, lists linking to the host's addresses", async () => {
    const events = new URL("../fixtures/asyncapi/spec-3/streetlights-mqtt-asyncapi.yml", import.meta.url).pathname;
    for (const [options, prefix] of [[{ openapi: events }, ""], [{ openapi: shop, asyncapi: events }, "events/"]] as const) {
      const reference = await hostReference(options, "starlight", root);
      const bySlug = new Map(reference.pages.map((page) => [page.slug, page]));
      const turnOn = bySlug.get(`${prefix}operations/turn-on`)!;
      expect(turnOn.group).toBe("Events");
      expect(turnOn.headings.map((heading) => heading.text)).toEqual(["Turn on"]);
      expect(turnOn.html).toContain('data-rk-langs="mosquitto javascript python"');
      for (const list of [`${prefix}operations`, `${prefix}channels`, `${prefix}messages`]) {
        const page = bySlug.get(list)!;
        const links = [...page.html.matchAll(/<li><a href="([^"]*)"/g)].map((match) => match[1]!);
        expect(links, list).toEqual(reference.pages.filter((other) => other.slug.startsWith(`${list}/`)).map((other) => other.href));
      }
      expect(reference.files).toContain(events);
      if (prefix !== "") expect(bySlug.has("orders")).toBe(true);
      expect(shellClassesUsed(reference)).toEqual([]);
    }
  });

  it("ships a stylesheet of refkit's own elements and the host's colours, and a script that keeps the host's theme", async () => {
    const reference = await hostReference({ openapi: shop }, "docusaurus", root);
    const names = reference.assets.map((asset) => asset.name);
    expect(names).toEqual(["refkit.css", "refkit.js", "search.js", "search-query.js", "search-words.js", "rows.js", "page.js", "text.js"]);
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
    expect(shellClassesUsed(reference)).toEqual([]);
  });

  it("renders each version of a versioned reference at its own path, linked to the others by the host's addresses, with a changelog", async () => {
    const versions = new URL("../fixtures/versions/", import.meta.url).pathname;
    const address = (path: string) => (path === "" ? "/api/" : `/api/${path}/`);
    const reference = await hostReference({ versions: [`v2=${versions}v2.yaml`, { label: "v1", openapi: `${versions}v1.yaml` }] }, "starlight", root, address);
    expect(reference.files).toEqual([`${versions}v2.yaml`, `${versions}v1.yaml`]);
    const byPath = new Map(reference.pages.map((page) => [page.path, page]));
    const current = reference.pages.filter((page) => page.version?.current);
    const earlier = reference.pages.filter((page) => page.version?.label === "v1");
    expect(current[0]!.path).toBe("");
    expect(earlier[0]!.path).toBe("v/v1");
    expect(earlier.slice(1).every((page) => page.path === `v/v1/${page.slug}` && !page.version!.current)).toBe(true);
    for (const page of reference.pages) expect(page.href).toBe(address(page.path));
    // Every link between versions leads to a page of the reference (and a section it has).
    const hrefs = new Map(reference.pages.map((page) => [page.href, page]));
    for (const page of reference.pages) {
      expect(page.html, page.path).toContain('<details class="rk-version"');
      const links = [...page.html.matchAll(/<a (?:class="rk-change-mark" )?href="(\/api\/[^"]*)"/g)].map((match) => match[1]!);
      expect(links.length, page.path).toBeGreaterThan(1);
      for (const href of links) {
        const [target, anchor] = href.split("#");
        expect(hrefs.has(target!), `${page.path}: ${href}`).toBe(true);
        if (anchor !== undefined) expect(hrefs.get(target!)!.html, `${page.path}: ${href}`).toContain(`id="${anchor}"`);
      }
    }
    // An earlier version says so; the current one does not.
    for (const page of earlier) expect(page.html.startsWith('<div class="rk-embed not-content" data-rk-copied="Copied" data-rk-copy-manually="Press Ctrl+C to copy"><p class="rk-version-banner" role="note">You are reading version <strong>v1</strong>'), page.path).toBe(true);
    expect(current.some((page) => page.html.includes("rk-version-banner"))).toBe(false);
    // The changelog: a page of the current version, after its pages, which the marks link to.
    const changelog = reference.pages.find((page) => page.path === "changelog")!;
    expect(changelog.version).toEqual({ label: "v2", current: true });
    expect(changelog.html).toContain("v1");
    expect(current.some((page) => page.html.includes('class="rk-change-mark" href="/api/changelog/#'))).toBe(true);
    expect(byPath.get("v/v1")!.html).toContain('href="/api/"');
    expect(shellClassesUsed(reference)).toEqual([]);
  });

  it("refuses versions beside openapi, a version without a label, and a label given twice", async () => {
    const versions = new URL("../fixtures/versions/", import.meta.url).pathname;
    await expect(hostReference({ openapi: shop, versions: [`v2=${versions}v2.yaml`] }, "starlight", root)).rejects.toThrow("give either openapi or versions, not both");
    await expect(hostReference({ versions: [`${versions}v2.yaml`] }, "starlight", root)).rejects.toThrow(/expected LABEL=FILE/);
    await expect(hostReference({ versions: [`v2=${versions}v2.yaml`, `V2=${versions}v1.yaml`] }, "docusaurus", root)).rejects.toThrow(/given twice/);
  });

  it("takes the reference's path as a path under the site, and refuses one that leaves it", () => {
    expect(referenceBase(undefined, "base")).toBe("api");
    expect(referenceBase("/reference/v2/", "base")).toBe("reference/v2");
    for (const bad of ["", "/", "../docs", "a/./b", "api?x=1"]) expect(() => referenceBase(bad, "routeBasePath"), bad).toThrow(/routeBasePath must be a path/);
  });
});

describe("a host site's own languages", () => {
  const overlays = new URL("../fixtures/overlay/", import.meta.url).pathname;

  it("Docusaurus: the locale being built writes the interface in its language, with that locale's overlays; a site of one locale is left as configured", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { default: refkitDocusaurus } = await import("../../src/integrations/docusaurus.ts");
    const work = mkdtempSync(join(tmpdir(), "refkit-docusaurus-i18n-"));
    try {
      const i18n = (currentLocale: string, locales: string[]) => ({ currentLocale, locales, localeConfigs: { "pt-BR": { htmlLang: "pt-BR" } } });
      const options = { openapi: join(overlays, "pets.yaml"), locales: { en: {}, ja: { overlays: ["ja.yaml"] } } };
      const load = (currentLocale: string, locales: string[]) => refkitDocusaurus({ siteDir: overlays, baseUrl: currentLocale === "en" ? "/" : `/${currentLocale}/`, generatedFilesDir: join(work, currentLocale), i18n: i18n(currentLocale, locales) }, options).loadContent();
      const ja = await load("ja", ["en", "ja"]);
      const page = ja.pages.find((candidate) => candidate.slug === "pets/list-pets")!;
      expect(page.title).toBe("ペットの一覧を取得する");
      expect(page.href).toBe("/ja/api/pets/list-pets");
      expect(page.html).toContain('data-rk-copied="コピーしました"');
      expect(ja.files).toContain(join(overlays, "ja.yaml"));
      const en = await load("en", ["en", "ja"]);
      expect(en.pages.find((candidate) => candidate.slug === "pets/list-pets")!.title).toBe("List pets");
      // A locale the options give no overlays: the interface in its language, the description as written.
      const pt = await load("pt-BR", ["en", "pt-BR"]);
      expect(pt.pages.find((candidate) => candidate.slug === "pets/list-pets")!.html).toContain('data-rk-copied="Copiado"');
      // One locale: refkit's own locale setting stands (English here).
      const one = await load("en", ["en"]);
      expect(one.pages[0]!.html).toContain('data-rk-copied="Copied"');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
