/**
 * A site of several languages (`--locales en,fr`, `config.locales`): one site per language in a
 * folder named after its tag, each built with its own overlays; every page's "Language" control
 * leads to the same content in each language (an overlay may rename a group, or hide a page) and
 * its `hreflang` alternates name it; the root leads to the default language and indexes each
 * language's sitemap and `llms.txt`; each language has its own search index and twins.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "../src/cli.ts";
import { buildSite } from "../src/site/build.ts";
import { Config } from "../src/index.ts";
import { checkLocales } from "../src/locale/sites.ts";
import { languageName, localeList } from "../src/reference/languages.ts";
import { all, dom, one } from "./support/dom.ts";
import { thrown } from "./support/errors.ts";

const fixtures = new URL("./fixtures/overlay/", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "refkit-languages-"));
// A folder without pages/: the bundled demonstration.
mkdirSync(join(work, "empty"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function cli(args: string[]): Promise<{ status: number; output: string }> {
  const lines: string[] = [];
  const status = await run(args, { stdout: (line) => lines.push(line), stderr: (line) => lines.push(line), cwd: work, env: {} });
  return { status, output: lines.join("\n") };
}

const read = (file: string) => readFileSync(file, "utf8");
/** The "Language" control's links of a page: each language's tag and where it leads. */
const control = (file: string) => Object.fromEntries(all(dom(read(file)), ".rk-language-list a").map((a) => [a.getAttribute("hreflang"), a.getAttribute("href")]));
/** The head's alternates of a page, by hreflang. */
const alternates = (file: string) => Object.fromEntries(all(dom(read(file)), 'link[rel="alternate"][hreflang]').map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));

describe("a site of several languages, from the command line", () => {
  const out = join(work, "site");
  let built: { status: number; output: string };

  it("builds each language into its folder, with its overlays, and says so", async () => {
    built = await cli(["build", "--root", work, "--out", out, "--openapi", join(fixtures, "pets.yaml"), "--locales", "en,fr", "--overlay", `fr=${join(fixtures, "fr-site.yaml")}`, "--site-url", "https://docs.pets.test/api/"]);
    expect(built.status, built.output).toBe(0);
    expect(built.output).toContain("Languages: en (en/, the default): 6 pages, 2 endpoints; fr (fr/): 4 pages, 1 endpoints");
    expect(readdirSync(out).filter((name) => !name.startsWith(".")).sort()).toEqual(["404.html", "404.md", "en", "fr", "index.html", "llms.txt", "sitemap.xml"]);
    const en = dom(read(join(out, "en", "pets", "list-pets.html")));
    const fr = dom(read(join(out, "fr", "animaux", "list-pets.html")));
    expect(one(en, "html").getAttribute("lang")).toBe("en");
    expect(one(fr, "html").getAttribute("lang")).toBe("fr");
    expect(one(en, "h1").textContent).toBe("List pets");
    expect(one(fr, "h1").textContent).toBe("Lister les animaux");
    // The interface is French too, and the internal group the overlay hides is not there.
    expect(one(fr, ".rk-language").getAttribute("aria-label")).toBe("Langue");
    expect(existsSync(join(out, "fr", "internal.html"))).toBe(false);
    expect(existsSync(join(out, "en", "internal.html"))).toBe(true);
  });

  it("links every page to the same content in each language: by address, by operation when a group is renamed, else the landing page", () => {
    expect(control(join(out, "en", "pets", "list-pets.html"))).toEqual({ en: "../../en/pets/list-pets.html", fr: "../../fr/animaux/list-pets.html" });
    expect(control(join(out, "en", "pets.html"))).toEqual({ en: "../en/pets.html", fr: "../fr/animaux.html" });
    expect(control(join(out, "fr", "animaux.html"))).toEqual({ en: "../en/pets.html", fr: "../fr/animaux.html" });
    expect(control(join(out, "en", "models", "pet.html"))).toEqual({ en: "../../en/models/pet.html", fr: "../../fr/models/pet.html" });
    expect(control(join(out, "en", "internal.html"))).toEqual({ en: "../en/internal.html", fr: "../fr/index.html" });
    expect(control(join(out, "fr", "index.html"))).toEqual({ en: "../en/index.html", fr: "../fr/index.html" });
    // The page shown is marked, and each link says its language in that language.
    const links = all(dom(read(join(out, "fr", "animaux.html"))), ".rk-language-list a");
    expect(links.map((a) => [a.textContent, a.getAttribute("lang"), a.getAttribute("aria-current")])).toEqual([["English", "en", undefined], ["Français", "fr", "page"]]);
  });

  it("names the same content in the other languages as alternates, absolute on a site with an address; a page the other language lacks names none there", () => {
    expect(alternates(join(out, "en", "pets.html"))).toEqual({ en: "https://docs.pets.test/api/en/pets.html", fr: "https://docs.pets.test/api/fr/animaux.html", "x-default": "https://docs.pets.test/api/en/pets.html" });
    expect(alternates(join(out, "fr", "index.html"))).toEqual({ en: "https://docs.pets.test/api/en/", fr: "https://docs.pets.test/api/fr/", "x-default": "https://docs.pets.test/api/en/" });
    expect(alternates(join(out, "en", "internal.html"))).toEqual({ en: "https://docs.pets.test/api/en/internal.html", "x-default": "https://docs.pets.test/api/en/internal.html" });
    expect(one(dom(read(join(out, "fr", "animaux.html"))), 'link[rel="canonical"]').getAttribute("href")).toBe("https://docs.pets.test/api/fr/animaux.html");
  });

  it("leads the root to the default language, and indexes each language's sitemap and llms.txt", () => {
    const root = dom(read(join(out, "index.html")));
    expect(one(root, "html").getAttribute("lang")).toBe("en");
    expect(one(root, 'meta[http-equiv="refresh"]').getAttribute("content")).toBe("0; url=en/index.html");
    expect(all(root, ".rk-language-choices a").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([["English", "en/index.html"], ["Français", "fr/index.html"]]);
    expect(read(join(out, "sitemap.xml"))).toContain("<sitemap><loc>https://docs.pets.test/api/fr/sitemap.xml</loc></sitemap>");
    expect(read(join(out, "fr", "sitemap.xml"))).toContain("<loc>https://docs.pets.test/api/fr/animaux/list-pets.html</loc>");
    expect(read(join(out, "llms.txt"))).toBe("# Pets\n\n## Languages\n\n- [English](en/llms.txt): en\n- [Français](fr/llms.txt): fr\n");
    // The root's 404 page is the default language's: its links lead into that language's folder.
    expect(all(dom(read(join(out, "404.html"))), ".rk-not-found a").map((a) => a.getAttribute("href"))).toEqual(["/api/en/index.html", "/api/en/all-endpoints.html"]);
    expect(control(join(out, "fr", "404.html"))).toEqual({ en: "/api/en/index.html", fr: "/api/fr/index.html" });
  });

  it("gives each language its own search index, twins and llms.txt", () => {
    const terms = (language: string) => readdirSync(join(out, language, "assets", "search")).map((name) => read(join(out, language, "assets", "search", name))).join("\n");
    expect(terms("fr")).toContain("lister");
    expect(terms("en")).not.toContain("lister");
    expect(read(join(out, "fr", "animaux", "list-pets.md"))).toContain("# Lister les animaux");
    expect(read(join(out, "fr", "llms.txt"))).toContain("Lister les animaux");
    expect(read(join(out, "en", "llms.txt"))).not.toContain("Lister les animaux");
  });
});

describe("a site of several languages and versions", () => {
  it("holds each language's versions in its folder, each page linking to the same version's page in the other languages", async () => {
    const versions = new URL("./fixtures/versions/", import.meta.url).pathname;
    const out = join(work, "versioned");
    const { status, output } = await cli(["build", "--root", work, "--out", out, "--openapi", `v2=${join(versions, "v2.yaml")}`, "--openapi", `v1=${join(versions, "v1.yaml")}`, "--locales", "en,de"]);
    expect(status, output).toBe(0);
    expect(control(join(out, "de", "v", "v1", "customers.html"))).toEqual({ en: "../../../en/v/v1/customers.html", de: "../../../de/v/v1/customers.html" });
    const version = all(dom(read(join(out, "de", "v", "v1", "customers.html"))), ".rk-version-list a").map((a) => [a.textContent, a.getAttribute("href")]);
    expect(version).toEqual([["v2 (aktuell)", "../../customers.html"], ["v1", "customers.html"]]);
    expect(existsSync(join(out, "de", "changelog.html"))).toBe(true);
    expect(one(dom(read(join(out, "de", "changelog.html"))), "html").getAttribute("lang")).toBe("de");
  });
});

describe("a site of several languages, from refkit.config.ts", () => {
  it("builds the languages config.locales names, each with its overlays (relative to the project) and title", async () => {
    const root = join(work, "project");
    mkdirSync(join(root, "overlays"), { recursive: true });
    copyFileSync(join(fixtures, "pets.yaml"), join(root, "pets.yaml"));
    copyFileSync(join(fixtures, "ja.yaml"), join(root, "overlays", "ja.yaml"));
    writeFileSync(join(root, "refkit.config.ts"), `import { configure } from "refkit";\nconfigure((config) => {\n  config.openapi = "pets.yaml";\n  config.locales = { en: {}, ja: { overlays: ["overlays/ja.yaml"], siteTitle: "ペットの API" } };\n});\n`);
    const summary = await buildSite({ root, out: join(root, "site") });
    expect(summary.languages?.map((language) => [language.locale, language.folder, language.pages])).toEqual([["en", "en/", 6], ["ja", "ja/", 6]]);
    // What refkit dev watches: every language's description and overlays.
    expect(summary.documentFiles).toEqual([join(root, "pets.yaml"), join(root, "overlays", "ja.yaml")]);
    const ja = dom(read(join(root, "site", "ja", "pets", "list-pets.html")));
    expect(one(ja, "h1").textContent).toBe("ペットの一覧を取得する");
    expect(one(ja, "title").textContent).toBe("ペットの一覧を取得する · ペットの API");
    expect(one(ja, ".rk-language summary strong").textContent).toBe("日本語");
    // Found by a word inside a Japanese sentence, in the Japanese site's own index.
    const index = readdirSync(join(root, "site", "ja", "assets", "search")).map((name) => read(join(root, "site", "ja", "assets", "search", name))).join("\n");
    expect(index).toContain("里親");
    // Without an address, the 404 pages' links start at the host's root, in their language's folder.
    expect(all(dom(read(join(root, "site", "ja", "404.html"))), ".rk-not-found a").map((a) => a.getAttribute("href"))).toEqual(["/ja/index.html", "/ja/all-endpoints.html"]);
  });

  it("is checked when set: tags canonical, none twice, none Windows cannot name a folder after, only known settings", () => {
    const config = new Config();
    config.locales = { "pt-br": {}, EN: { overlays: ["en.yaml"] } };
    expect(config.locales).toEqual({ "pt-BR": { overlays: [] }, en: { overlays: ["en.yaml"] } });
    const set = (value: unknown) => thrown(() => ((config as unknown as Record<string, unknown>).locales = value)).message;
    expect(set({})).toMatch(/expected at least one locale/);
    expect(set({ en: {}, EN: {} })).toMatch(/locales\.EN.*the locale "en" is given twice/);
    expect(set({ con: {} })).toMatch(/a folder can be named after, got "con"/);
    expect(set({ "not a tag": {} })).toMatch(/expected a BCP 47 language tag/);
    expect(set({ fr: { overlay: ["x"] } })).toMatch(/locales\.fr\.overlay.*is not a setting of a locale/);
    expect(set({ fr: { overlays: "fr.yaml" } })).toMatch(/expected a list of Overlay files/);
    expect(checkLocales({ ja: { siteTitle: "API" } }, { component: "Config", key: "locales" })).toEqual({ ja: { overlays: [], siteTitle: "API" } });
  });
});

describe("the languages on the command line", () => {
  it("reads --locales and gives each --overlay TAG=FILE to its language, the others to every language", () => {
    expect(localeList("en, fr ,pt-br", ["fr=fr.yaml", "all.yaml", "de=de.yaml"])).toEqual({
      languages: [{ locale: "en", overlays: [] }, { locale: "fr", overlays: ["fr.yaml"] }, { locale: "pt-BR", overlays: [] }],
      shared: ["all.yaml", "de=de.yaml"],
    });
  });

  it("builds each language with the overlays every language has first, then its own", async () => {
    const out = join(work, "shared-overlay");
    const { status, output } = await cli(["build", "--root", work, "--out", out, "--openapi", join(fixtures, "pets.yaml"), "--locales", "en,fr", "--overlay", join(fixtures, "hide-internal.yaml"), "--overlay", `fr=${join(fixtures, "fr.yaml")}`]);
    expect(status, output).toBe(0);
    // The shared overlay hides the internal group in both; the French one then translates the French site only.
    expect([existsSync(join(out, "en", "internal.html")), existsSync(join(out, "fr", "internal.html"))]).toEqual([false, false]);
    expect(one(dom(read(join(out, "fr", "pets", "list-pets.html"))), "h1").textContent).toBe("Lister les animaux");
    expect(one(dom(read(join(out, "en", "pets", "list-pets.html"))), "h1").textContent).toBe("List pets");
    // Its one target that selects nothing is said once, for French.
    expect(output.match(/selects nothing/g)?.length).toBe(1);
    expect(output).toContain("warning: fr: ");
  });

  it.each([
    [["--locales", "en,en"], /the locale "en" is given twice/],
    [["--locales", "en,not a tag"], /expected a BCP 47 language tag/],
    [["--locales", "en,fr", "--locale", "fr"], /give --locale \(one language\) or --locales \(a site of several\), not both/],
  ])("refuses %j before any work, with status 2", async (args, message) => {
    const { status, output } = await cli(["build", "--root", work, "--out", join(work, "refused"), ...args]);
    expect(status).toBe(2);
    expect(output).toMatch(message);
    expect(existsSync(join(work, "refused"))).toBe(false);
  });

  it("writes the root in the default language's direction: a site whose first language is Arabic has a right-to-left root", async () => {
    const out = join(work, "arabic-first");
    const { status, output } = await cli(["build", "--root", join(work, "empty"), "--out", out, "--locales", "ar,en"]);
    expect(status, output).toBe(0);
    const root = dom(read(join(out, "index.html")));
    expect([one(root, "html").getAttribute("lang"), one(root, "html").getAttribute("dir")]).toEqual(["ar", "rtl"]);
    expect(one(root, 'meta[http-equiv="refresh"]').getAttribute("content")).toBe("0; url=ar/index.html");
    expect(one(dom(read(join(out, "en", "customers.html"))), "html").getAttribute("dir")).toBe(undefined);
  });

  it("names each language in itself", () => {
    expect(["en", "fr", "de", "ja", "zh-CN", "ko", "ar", "pt-BR", "es"].map(languageName)).toEqual(["English", "Français", "Deutsch", "日本語", "中文（中国）", "한국어", "العربية", "Português (Brasil)", "Español"]);
  });
});
