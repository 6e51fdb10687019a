/**
 * Every shipped locale in Chromium: on pages of the demonstration and of an imported OpenAPI
 * description (test/fixtures/openapi/v32.yaml: servers, flows, variants, streams, models), with
 * a request console open, and of an AsyncAPI one (the streetlights over MQTT), no English word of refkit's interface is left in the visible text
 * or the accessible names. A word on the page must come from the locale's own table, from the
 * author (the project's or the description's text, which no locale translates), from a type
 * label's JSON Schema words, or be a name every language writes alike (JSON, HTTP, curl…); a
 * word of the English table that the locale's table does not use is allowed only inside the
 * author's own words. (The right-to-left locale's axe run and mirrored layout are in
 * accessibility.test.ts.)
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { en, shippedTables, type InterfaceStrings } from "../../src/locale/index.ts";
import { fixture } from "../openapi/support.ts";
import { Harness, repoRoot, scriptReady, serveProject, skipBrowser, type ServedSite } from "./support.ts";

/** Names written alike in every language: formats, protocols, the clients' and headers' names. */
const names = new Set(
  "API APIs JSON HTTP HTTPS URL URLs OpenAPI Markdown OAuth PKCE Ctrl TLS Base64 CORS OpenID Connect Bearer Basic Authorization Cookie curl JavaScript Ruby Python Java PHP Rust Swift Kotlin Elixir Dart Perl HTTPie wget httpx".split(" "),
);

/** The words of a type label (`array of string`, `string (date-time) | null`). */
const typeWords = new Set("string integer number boolean object array null any of see recursive date time uri uuid email int32 int64 float double binary byte password".split(" "));

const latinWords = (text: string) => text.match(/[A-Za-z][A-Za-z']{2,}/g) ?? [];
const tableWords = (table: InterfaceStrings) => new Set(Object.values(table).flatMap((value) => latinWords(value.replace(/\{\w+\}/g, " "))));
const englishWords = tableWords(en);

/** What a reader meets on the page: its text where it is rendered (code aside), and every accessible name. */
function readerText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = "code, pre, kbd, script, style, svg, .rk-badge, .rk-tab, .rk-code-title";
    const found: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest(skip) || !parent.checkVisibility()) continue;
      found.push(node.textContent ?? "");
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
  });
}

/**
 * The words of `texts` that are refkit's English and not the locale's: each a word that neither the
 * locale's table, nor a name (or a placeholder, or a method, in capitals), nor a type label has, and
 * that the author's `source` does not hold. A word of the English table counts as the author's only
 * where the source holds it with the words around it, as the text has them.
 */
function englishLeft(texts: readonly string[], table: InterfaceStrings, source: string): string[] {
  const own = tableWords(table);
  const left: string[] = [];
  for (const text of texts) {
    if (source.includes(text)) continue;
    const words = [...text.matchAll(/[A-Za-z][A-Za-z']{2,}/g)];
    words.forEach((match, i) => {
      const word = match[0];
      // A header's name (Content-Type, X-Api-Key) is the protocol's, in every language.
      const hyphenated = text[match.index - 1] === "-" || text[match.index + word.length] === "-";
      if (own.has(word) || names.has(word) || hyphenated || /^[A-Z_]+$/.test(word) || typeWords.has(word.toLowerCase())) return;
      // The text from this word to a word or two on, or from a word or two back to it, as the source has it.
      const end = (at: number) => { const found = words[Math.min(at, words.length - 1)]!; return found.index! + found[0].length; };
      const spans = [1, 2].flatMap((n) => [text.slice(match.index, end(i + n)), text.slice(words[Math.max(0, i - n)]!.index, end(i))]);
      const authors = englishWords.has(word) ? spans.some((span) => span !== word && source.includes(span)) : new RegExp(`\\b${word}\\b`).test(source);
      if (!authors) left.push(`${word} (in “${text}”)`);
    });
  }
  return [...new Set(left)];
}

/** The author's text, as one string: a project's source or a description, escapes read. */
const authorText = (file: string) => readFileSync(file, "utf8").replace(/\\n/g, " ").replace(/\\(['"])/g, "$1").replace(/\s+/g, " ");

/** Opens the first console of the page, and waits for its fields. */
async function openConsole(page: Page, tryIt: string, server: string): Promise<void> {
  await page.getByRole("button", { name: tryIt }).first().click();
  await page.getByRole("textbox", { name: server, exact: true }).first().waitFor();
}

const locales = Object.keys(shippedTables).filter((tag) => tag !== "en");

describe.skipIf(skipBrowser)("every shipped locale: no English word of the interface left", () => {
  const harness = new Harness();
  // The imported description's project: a folder of nothing but the description given on the command line.
  const empty = mkdtempSync(join(tmpdir(), "refkit-locales-"));
  beforeAll(() => harness.start(), 60_000);
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    rmSync(empty, { recursive: true, force: true });
  });

  const demoSource = authorText(`${repoRoot}examples/customers/pages/customers.ts`);
  const described = authorText(fixture("v32.yaml"));
  const streetlights = `${repoRoot}test/fixtures/asyncapi/spec-3/streetlights-mqtt-asyncapi.yml`;
  const eventSource = authorText(streetlights);

  for (const tag of locales) {
    const table = shippedTables[tag]!;
    it(`${tag}: the demonstration's pages, an imported OpenAPI description's (a console open on each) and an AsyncAPI description's`, async () => {
      const sites: ServedSite[] = [];
      try {
        const demo = await serveProject("demo", ["--locale", tag, "--try-it"]);
        sites.push(demo);
        const imported = await serveProject(empty, ["--openapi", fixture("v32.yaml"), "--locale", tag, "--try-it"]);
        sites.push(imported);
        const context = await harness.context({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        const seen: Record<string, string[]> = {};
        const visit = async (site: ServedSite, path: string, source: string, console: boolean) => {
          await page.goto(`${site.url}${path}`);
          await scriptReady(page);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(tag);
          if (console) await openConsole(page, table.tryIt, table.consoleServer);
          const left = englishLeft(await readerText(page), table, source);
          if (left.length > 0) seen[path] = left;
        };
        await visit(demo, "customers.html", demoSource, true);
        for (const path of ["index.html", "all-endpoints.html", "404.html"]) await visit(demo, path, demoSource, false);
        for (const path of ["index.html", "orders/get-order.html", "products/export-products.html", "models/cardpayment.html"]) await visit(imported, path, described, path === "orders/get-order.html");
        const events = await serveProject(empty, ["--asyncapi", streetlights, "--locale", tag]);
        sites.push(events);
        for (const path of ["index.html", "operations/dim-light.html", "channels/lighting-measured.html", "messages/turn-on-off.html"]) await visit(events, path, eventSource, false);
        expect(seen).toEqual({});
      } finally {
        await Promise.all(sites.map((site) => site.close()));
      }
    }, 120_000);
  }

  it("finds the interface's English on an English page: the check is not blind", async () => {
    const demo = await serveProject("demo", ["--try-it"]);
    try {
      const page = await (await harness.context()).newPage();
      await page.goto(`${demo.url}customers.html`);
      await scriptReady(page);
      await openConsole(page, en.tryIt, en.consoleServer);
      const left = englishLeft(await readerText(page), shippedTables.ar!, demoSource).map((found) => found.replace(/ \(in .*/, ""));
      expect(left).toEqual(expect.arrayContaining(["Search", "Previous", "Copy", "Headers", "Send", "Server", "optional"]));
    } finally {
      await demo.close();
    }
  }, 60_000);
});
