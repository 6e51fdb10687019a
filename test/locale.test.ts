/**
 * The interface's language: `locale` (config) and `--locale`, checked and canonical; the shipped
 * tables, a regional tag served by its language's, the user's strings over them, a new locale
 * given whole or failing with the keys it lacks; the direction of each script; and a built site
 * written in the locale (its `<html lang>`, `dir="rtl"` for Arabic, its frame's words), which
 * `refkit serve` still serves with the page's own policy.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Config, Markdown, render } from "../src/index.ts";
import { html } from "../src/html.ts";
import { consoleKeys, countText, en, formatHtml, interfaceStrings, isEnglish, numberText, readerKeys, shippedTables, stringKeys, textDirection } from "../src/locale/index.ts";
import { run } from "../src/cli.ts";
import { textModule } from "../src/site/write-assets.ts";
import { thrown } from "./support/errors.ts";

const work = mkdtempSync(join(tmpdir(), "refkit-locale-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("config.locale and config.strings", () => {
  it("takes a BCP 47 tag in its canonical form, English by default", () => {
    const config = new Config();
    expect(config.locale).toBe("en");
    config.locale = "pt-br";
    expect(config.locale).toBe("pt-BR");
    expect(config.text.search).toBe("Pesquisar");
    for (const bad of ["", "not a tag!", 42, "en_US_"]) expect(thrown(() => ((config as { locale: unknown }).locale = bad)).key, String(bad)).toBe("locale");
  });

  it("takes strings by locale, refusing a key refkit does not have and a text that is empty", () => {
    const config = new Config();
    config.strings = { FR: { search: "Chercher" } };
    config.locale = "fr";
    expect(config.text).toEqual({ ...shippedTables.fr, search: "Chercher" });
    expect(thrown(() => (config.strings = { fr: { serch: "x" } as never })).key).toBe("strings.fr.serch");
    expect(thrown(() => (config.strings = { fr: { search: " " } })).key).toBe("strings.fr.search");
  });
});

describe("the reader's modules' strings (assets/text.js)", () => {
  it("are written from the site's table; the source's copy is the English table's, as the build writes it", () => {
    const source = readFileSync(new URL("../src/site/assets/text.js", import.meta.url), "utf8");
    expect(source.slice(source.indexOf("\n") + 1)).toBe(textModule(en));
    expect(textModule(shippedTables.ja!)).toContain('"noResults":"結果はありません"');
  });

  it("hold just the keys the modules say, and every one they say: the console's in a module of their own", () => {
    const assets = new URL("../src/site/assets/", import.meta.url);
    const said: Record<string, Set<string>> = { "text.js": new Set(), "console-text.js": new Set() };
    for (const name of readdirSync(assets).filter((file) => file.endsWith(".js") && !(file in said))) {
      const source = readFileSync(new URL(name, assets), "utf8");
      const from = /import \{[^}]*\btext\b[^}]*\} from "\.\/((?:console-)?text\.js)"/.exec(source)?.[1];
      const keys = [...source.matchAll(/\btext\.(\w+)/g)].map(([, key]) => key!).filter((key) => (stringKeys as string[]).includes(key));
      if (keys.length > 0) expect(from, `${name} says ${keys.join(", ")}`).toBeDefined();
      for (const key of keys) said[from!]!.add(key);
    }
    expect([...readerKeys].sort()).toEqual([...said["text.js"]!].sort());
    expect([...consoleKeys].sort()).toEqual([...said["console-text.js"]!].sort());
    const keysOf = (module: string) => Object.keys(JSON.parse(/export const text = (.*);/.exec(module)![1]!));
    expect(keysOf(textModule(en))).toEqual([...readerKeys]);
    expect(keysOf(textModule(en, consoleKeys))).toEqual([...consoleKeys]);
    const consoleSource = readFileSync(new URL("../src/site/assets/console-text.js", import.meta.url), "utf8");
    expect(consoleSource.slice(consoleSource.indexOf("\n") + 1)).toBe(textModule(en, consoleKeys));
  });
});

describe("prose in the reader's language", () => {
  it("names a prose code block's copy button in the locale, in a description's Markdown and in CommonMark", async () => {
    const config = new Config();
    config.locale = "fr";
    const html = await render([Markdown("Run:\n\n```sh\nmake\n```"), Markdown("Or:\n\n    make all", { html: true })], { config });
    expect(html.match(/<button type="button" class="rk-copy" aria-label="Copier le code">Copier<\/button>/g)).toHaveLength(2);
    expect(html).not.toContain("Copy");
    expect(await render(Markdown("```sh\nmake\n```"))).toContain('aria-label="Copy code">Copy</button>');
  });
});

describe("interfaceStrings", () => {
  it("ships every key in English, German, French, Spanish, Brazilian Portuguese, Japanese, Simplified Chinese, Korean and Arabic", () => {
    expect(Object.keys(shippedTables)).toEqual(["en", "de", "fr", "es", "pt-BR", "ja", "zh-CN", "ko", "ar"]);
    for (const [tag, table] of Object.entries(shippedTables)) {
      expect(Object.keys(table), tag).toEqual(stringKeys);
      for (const key of stringKeys) expect(table[key].trim(), `${tag} ${key}`).not.toBe("");
    }
  });

  it("counts by the locale's plural rules and writes the number for it", () => {
    expect(countText(en, "operations", 1)).toBe("1 operation");
    expect(countText(en, "operations", 1223)).toBe("1,223 operations");
    expect(countText(interfaceStrings("fr"), "operations", 0)).toBe("0 opération");
    expect(countText(interfaceStrings("fr"), "operations", 1200)).toMatch(/^1\s200 opérations$/u);
    expect(countText(interfaceStrings("de"), "models", 2)).toBe("2 Modelle");
    expect(countText(interfaceStrings("ja"), "operations", 3)).toBe("3 件の操作");
  });

  it("fills a string in as HTML: its own words escaped (an override may hold anything), each {name} the markup given, an unknown one left as written", () => {
    const filled = formatHtml('<b>"Open" {link} & {code} {other}', { link: html`<a href="/x">here</a>`, code: html`<kbd>/</kbd>` });
    expect(filled.value).toBe('&lt;b&gt;&quot;Open&quot; <a href="/x">here</a> &amp; <kbd>/</kbd> {other}');
    expect(isEnglish(interfaceStrings("en-GB"))).toBe(true);
    expect(isEnglish(interfaceStrings("de"))).toBe(false);
    expect(numberText(interfaceStrings("de"), 1223)).toBe("1.223");
  });

  it("serves a regional tag with its language's table", () => {
    expect(interfaceStrings("de-AT").next).toBe("Weiter");
    expect(interfaceStrings("zh-Hans-CN").search).toBe("搜索");
    expect(interfaceStrings("es-MX").search).toBe("Buscar");
  });

  it("takes a new locale given whole, and names the keys a partial one lacks", () => {
    const nl = Object.fromEntries(stringKeys.map((key) => [key, `nl ${key}`]));
    expect(interfaceStrings("nl", { nl }).menu).toBe("nl menu");
    const error = thrown(() => interfaceStrings("nl", { nl: { search: "Zoeken" } }));
    expect(error.key).toBe("strings.nl");
    expect(error.message).toContain(`these ${stringKeys.length - 1} are missing: ${stringKeys.filter((key) => key !== "search").join(", ")}`);
    expect(interfaceStrings("en")).toEqual(en);
  });

  it.each([
    ["ar", "rtl"],
    ["he", "rtl"],
    ["fa-IR", "rtl"],
    ["ur", "rtl"],
    ["ja", "ltr"],
    ["pt-BR", "ltr"],
    ["az-Arab", "rtl"],
    ["az", "ltr"],
  ])("writes %s %s", (tag, direction) => {
    expect(textDirection(tag)).toBe(direction);
  });
});

describe("a site in the reader's language", () => {
  const build = async (out: string, ...args: string[]) => {
    const lines: string[] = [];
    const status = await run(["build", "--root", join(work, "empty"), "--out", out, ...args], { stdout: (line) => lines.push(line), stderr: (line) => lines.push(line), cwd: work, env: {} });
    expect(status, lines.join("\n")).toBe(0);
  };

  it("writes its frame in French with --locale fr, and <html lang> says so", async () => {
    const out = join(work, "fr");
    await build(out, "--locale", "fr");
    const page = readFileSync(join(out, "index.html"), "utf8");
    expect(page).toMatch(/^<!doctype html>\n<html lang="fr" data-rk-copied="Copié" data-rk-copy-manually="Appuyez sur Ctrl\+C pour copier">\n/);
    expect(page).toContain('placeholder="Rechercher (touche /)"');
    expect(page).toContain('aria-label="Résultats de la recherche"');
    expect(page).toContain(">Thème sombre</button>");
  });

  it("writes the field and error tables, code blocks and request examples in French, on the page and in its twin", async () => {
    const out = join(work, "fr-console");
    await build(out, "--locale", "fr", "--try-it");
    const page = readFileSync(join(out, "customers.html"), "utf8");
    expect(page).toContain('<th scope="col">Nom</th><th scope="col">Type</th><th scope="col">Requis</th><th scope="col">Description</th>');
    expect(page).toContain('<th scope="col">Cas</th><th scope="col">Statut</th>');
    expect(page).toMatch(/<button type="button" class="rk-copy" aria-label="Copier exemple curl">Copier<\/button>/);
    expect(page).toContain(">Essayer</button>");
    expect(page).toContain('aria-label="Langage de l’exemple de requête"');
    expect(page).toMatch(/aria-label="requis">&#10003;|aria-label="facultatif">/);
    const twin = readFileSync(join(out, "customers.md"), "utf8");
    expect(twin).toContain("| Nom | Type | Requis | Description |");
    expect(twin).not.toContain("| Name | Type | Required | Description |");
  });

  it("names the pages refkit adds in the site's language: All endpoints, the 404 page", async () => {
    const out = join(work, "ja");
    await build(out, "--locale", "ja");
    const index = readFileSync(join(out, "index.html"), "utf8");
    expect(index).toContain(">すべてのエンドポイント</a>");
    expect(readFileSync(join(out, "all-endpoints.html"), "utf8")).toContain("<title>すべてのエンドポイント · ");
    expect(readFileSync(join(out, "404.html"), "utf8")).toContain("<h1>ページが見つかりません</h1>");
  });

  it("keeps every page's file name in every language: the Models, Webhooks and untagged groups are named, not their titles", async () => {
    const files = (out: string) => readdirSync(out, { recursive: true }).map(String).filter((file) => file.endsWith(".html")).sort();
    const source = new URL("fixtures/openapi/events.yaml", import.meta.url).pathname;
    const english = join(work, "events-en");
    const german = join(work, "events-de");
    await build(english, "--openapi", source);
    await build(german, "--openapi", source, "--locale", "de");
    expect(files(german)).toEqual(files(english));
    expect(files(german)).toEqual(expect.arrayContaining(["models.html", "webhooks.html"]));
    expect(readFileSync(join(german, "models.html"), "utf8")).toContain("<h1>Modelle</h1>");
    expect(readFileSync(join(german, "webhooks.html"), "utf8")).toContain("<h1>Webhooks</h1>");
    expect(readFileSync(join(german, "index.html"), "utf8")).toContain("4 Operationen in 2 Gruppen.");
    // Operations without a tag beside tagged ones: "Weitere", in other.html.
    const shop = join(work, "shop-de");
    await build(shop, "--openapi", new URL("fixtures/openapi/shop.yaml", import.meta.url).pathname, "--locale", "de");
    expect(readFileSync(join(shop, "other.html"), "utf8")).toContain("<h1>Weitere</h1>");
  });

  it("writes an Arabic site right to left", async () => {
    const out = join(work, "ar");
    await build(out, "--locale", "ar");
    const page = readFileSync(join(out, "index.html"), "utf8");
    expect(page).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl" data-rk-copied=/);
    expect(page).toContain(">القائمة</button>");
  });

  it("refuses a tag that is none, naming --locale", async () => {
    const lines: string[] = [];
    const status = await run(["build", "--root", join(work, "empty"), "--out", join(work, "bad"), "--locale", "not a tag"], { stdout: (line) => lines.push(line), stderr: (line) => lines.push(line), cwd: work, env: {} });
    expect(status).not.toBe(0);
    expect(lines.join("\n")).toContain("--locale");
  });
});
