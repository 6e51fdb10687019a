/** Tags become pages: titles, descriptions, order, the untagged page, and splitting large tags. */
import type { SectionNode } from "../../src/index.ts";
import { describe, expect, it } from "vitest";
import { Config, Page, RefkitError, loadOpenApi, render } from "../../src/index.ts";
import { one } from "../support/dom.ts";
import { weighedChunks } from "../../src/present/pages.ts";
import { maxPageWeight, sectionWeight } from "../../src/present/weight.ts";
import { doc31, fixture, importDoc, rendered, sectionsOf } from "./support.ts";

const ok = { "200": { description: "OK." } };
const op = (summary: string, tags?: string[]) => ({ summary, ...(tags ? { tags } : {}), responses: ok });

describe("tags become pages", () => {
  it("titles each page with its tag and describes it with the tag's Markdown description", async () => {
    const { pages, settings: config } = importDoc(await loadOpenApi(fixture("shop.yaml")));
    expect(pages.map((page) => page.title)).toEqual(["products", "orders", "Other"]);
    expect(pages.every((page) => page instanceof Page)).toBe(true);
    expect(pages[0]!.description).toEqual(["commonmark", "The **catalogue**, with `SKU`s."]);
    const header = one(await rendered(pages[0]!, config), ".rk-page-description");
    expect(one(header, "strong").textContent).toBe("catalogue");
    expect(one(header, "code").textContent).toBe("SKU");
  });

  it("orders pages by the tags array, then by first use, the untagged page last", () => {
    const document = doc31(
      { "/a": { get: op("A", ["zebra"]) }, "/b": { get: op("B") }, "/c": { get: op("C", ["apple"]) }, "/d": { get: op("D", ["mango"]) }, "/e": { get: op("E", ["declared"]) } },
      { tags: [{ name: "mango" }, { name: "declared" }, { name: "empty" }] },
    );
    expect(importDoc(document).pages.map((page) => page.title)).toEqual(["mango", "declared", "zebra", "apple", "Other"]);
  });

  it("puts an operation with several tags on its first tag's page", () => {
    const pages = importDoc(doc31({ "/a": { get: op("A", ["second", "first"]) }, "/b": { get: op("B", ["first"]) } })).pages;
    expect(pages.map((page) => [page.title, sectionsOf([page]).map((s) => s.title)])).toEqual([
      ["second", ["A"]],
      ["first", ["B"]],
    ]);
  });

  it("makes no page for a declared tag without operations", async () => {
    const { pages } = importDoc(await loadOpenApi(fixture("shop.yaml")));
    expect(pages.map((page) => page.tag)).not.toContain("unused");
  });

  it("names the one page of an untagged document after the API, with its description", () => {
    const [page, ...rest] = importDoc(doc31({ "/a": { get: op("A") } }, { info: { title: "Acme API", version: "1", description: "All of *Acme*." } })).pages;
    expect(rest).toEqual([]);
    expect([page!.title, page!.description, page!.slug]).toEqual(["Acme API", ["commonmark", "All of *Acme*."], "acme-api"]);
  });

  it("uses a tag's x-displayName as its title", () => {
    const pages = importDoc(doc31({ "/a": { get: op("A", ["pets"]) } }, { tags: [{ name: "pets", "x-displayName": "Pets & owners" }] })).pages;
    expect(pages.map((page) => [page.title, page.tag, page.slug])).toEqual([["Pets & owners", "pets", "pets-owners"]]);
  });

  it("gives every page a unique slug", () => {
    const pages = importDoc(doc31({ "/a": { get: op("A", ["Other"]) }, "/b": { get: op("B") } })).pages;
    expect(pages.map((page) => [page.title, page.slug])).toEqual([
      ["Other", "other"],
      ["Other", "other-2"],
    ]);
  });
});

const many = (count: number) => doc31(Object.fromEntries(Array.from({ length: count }, (_, i) => [`/r${i}`, { get: op(`Op ${i}`, ["Repos"]) }])));

describe("a large tag is split so that no page has more than maxOperationsPerPage operations", () => {
  it("splits into the fewest pages of even size, numbered", () => {
    const pages = importDoc(many(7), { maxOperationsPerPage: 3 }).pages;
    expect(pages.map((page) => [page.title, page.slug, page.sections().length])).toEqual([
      ["Repos (1 of 3)", "repos-1", 3],
      ["Repos (2 of 3)", "repos-2", 2],
      ["Repos (3 of 3)", "repos-3", 2],
    ]);
    expect(sectionsOf(pages).map((s) => s.title)).toEqual(Array.from({ length: 7 }, (_, i) => `Op ${i}`));
  });

  it("keeps a tag at the limit on one page", () => {
    expect(importDoc(many(3), { maxOperationsPerPage: 3 }).pages.map((page) => page.title)).toEqual(["Repos"]);
  });

  it("defaults to 50 operations per page", () => {
    expect(importDoc(many(101)).pages.map((page) => page.sections().length)).toEqual([34, 34, 33]);
  });

  it.each([0, -1, 2.5, "10"])("refuses maxOperationsPerPage %j", (max) => {
    expect(() => importDoc(many(1), { maxOperationsPerPage: max as number })).toThrow(RefkitError);
  });

  it("renders a split page", async () => {
    const config = new Config();
    const [page] = importDoc(many(4), { maxOperationsPerPage: 2, config }).pages;
    expect(one(await rendered(page!, config), "h1").textContent).toBe("Repos (1 of 2)");
    expect(await render(page!, { config })).toContain("Op 1");
  });
});

describe("a heavy tag is split by weight as well", () => {
  const wide = { type: "object", properties: Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`field${i}`, { type: "string" }])) };
  /** `count` operations, each with its own request table of 250 rows. */
  const heavy = (count: number) =>
    doc31(Object.fromEntries(Array.from({ length: count }, (_, i) => [`/r${i}`, { post: { summary: `Op ${i}`, tags: ["Repos"], requestBody: { content: { "application/json": { schema: { ...wide, title: `Body ${i}` } } } }, responses: ok } }])));

  it("splits a tag whose operations would weigh more than a page, into pages of even weight", () => {
    const pages = importDoc(heavy(12)).pages;
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.map((page) => page.title)).toEqual(pages.map((_, i) => `Repos (${i + 1} of ${pages.length})`));
    for (const page of pages) expect(page.weight).toBeLessThanOrEqual(maxPageWeight);
    expect(sectionsOf(pages).map((s) => s.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Op ${i}`));
    expect(Math.max(...pages.map((p) => p.size)) - Math.min(...pages.map((p) => p.size))).toBeLessThanOrEqual(1);
  });

  it("weighs a section by its tables and examples", () => {
    const [page] = importDoc(heavy(1)).pages;
    // 250 rows, and the example body written once per default snippet.
    expect(page!.weight).toBeGreaterThan(sectionWeight + 250);
    expect(importDoc(many(3)).pages[0]!.weight).toBe(3 * sectionWeight);
  });

  it("weighs a response table already met in the tag as the one row that links to it", () => {
    const shared = (count: number) =>
      doc31(
        Object.fromEntries(Array.from({ length: count }, (_, i) => [`/r${i}`, { get: { summary: `Op ${i}`, tags: ["Repos"], responses: { "200": { description: "OK", content: { "application/json": { schema: { $ref: "#/components/schemas/Wide" } } } } } } }])),
        { components: { schemas: { Wide: wide } } },
      );
    const one = importDoc(shared(1)).pages[0]!.weight;
    // The second operation weighs the same as the first, less its 250 rows, plus the link's one.
    expect(importDoc(shared(2)).pages[0]!.weight).toBe(2 * one - 250 + 1);
  });
});

describe("weighedChunks", () => {
  const items = (...weights: number[]) => weights.map((weight, i) => ({ i, weight }));
  const split = (list: { i: number; weight: number }[], maxItems: number, maxWeight: number) => weighedChunks(list, maxItems, maxWeight).map((chunk) => chunk.map((item) => item.i));

  it("splits evenly by count when every chunk is light enough", () => {
    expect(split(items(1, 1, 1, 1, 1), 2, 100)).toEqual([[0, 1], [2, 3], [4]]);
  });

  it("splits by weight when a chunk by count would be too heavy, keeping order", () => {
    expect(split(items(10, 10, 10, 10, 90, 10, 10), 50, 100)).toEqual([[0, 1, 2, 3], [4], [5, 6]]);
  });

  it("gives a section heavier than a page a page of its own", () => {
    expect(split(items(500, 1, 1), 50, 100)).toEqual([[0], [1, 2]]);
  });

  it("never puts more than maxItems in a chunk", () => {
    for (const chunk of weighedChunks(items(...Array.from({ length: 30 }, (_, i) => (i === 0 ? 200 : 1))), 5, 100)) expect(chunk.length).toBeLessThanOrEqual(5);
  });
});

describe("imported pages mix with hand-written code: one operation can be overridden", () => {
  it("replaces the section whose anchor is the operationId, keeping the others", async () => {
    const { readFile } = await import("node:fs/promises");
    const refkit = await import("../../src/index.ts");
    const document = JSON.parse(await readFile(new URL("../fixtures/openapi/library.json", import.meta.url), "utf8"));
    const config = new refkit.Config();
    const [imported] = refkit.openApiPages(document, { config });
    const mine = refkit.Section("Add a book, by hand", { description: refkit.Endpoint("post", "/books") }, refkit.Markdown("Written by hand."));
    class Books extends refkit.Page {
      title = imported!.title;
      sections() {
        return imported!.sections().map((node) => (node.kind === "section" && (node as SectionNode).anchor === "addBook" ? mine : node));
      }
    }
    const html = await refkit.render(new Books(), { config });
    expect(html).toContain("Add a book, by hand");
    expect(html).toContain('id="listBooks"');
    expect(html).not.toContain('id="addBook"');
  });
});

describe("x-tagGroups group the sidebar", () => {
  it("orders pages by the groups and their tags, names them by x-displayName, keeps ungrouped tags after, and folds the groups but the current page's", async () => {
    const { loadOpenApi } = await import("../../src/index.ts");
    const { renderNav } = await import("../../src/render/nav.ts");
    const { dom, all } = await import("../support/dom.ts");
    const { pages } = importDoc(await loadOpenApi(fixture("tag-groups.yaml")));
    expect(pages.map((page) => [page.title, page.group])).toEqual([
      ["stores", "Shop"],
      ["Pets and owners", "Shop"],
      ["users", "Accounts"],
      ["misc", undefined],
    ]);
    const nav = dom(renderNav("API", pages.map((p) => ({ slug: p.slug, title: p.title, group: p.group })), { slug: pages[0]!.slug, sections: [] }, "", { allEndpoints: "all-endpoints" }).value);
    expect(all(nav, ".rk-nav-group").map((g) => [g.querySelector(".rk-nav-group-title")!.textContent, g.querySelectorAll(":scope > details > ul > li > a").map((a) => a.textContent), g.querySelector("details")!.hasAttribute("open")])).toEqual([
      ["Shop", ["stores", "Pets and owners"], true],
      ["Accounts", ["users"], false],
    ]);
    expect(all(nav, "nav > ul > li.rk-nav-page > a").map((a) => a.textContent)).toEqual(["misc"]);
  });

  it("orders the tags of a group without a name, under no heading", () => {
    const op = (tag: string) => ({ get: { tags: [tag], responses: { "200": { description: "OK" } } } });
    const { pages } = importDoc(doc31({ "/a": op("a"), "/b": op("b") }, { "x-tagGroups": [{ name: " ", tags: ["b", "a"] }] }));
    expect(pages.map((page) => [page.title, page.group])).toEqual([
      ["b", undefined],
      ["a", undefined],
    ]);
  });
});

describe("lazy pages", () => {
  it("render the same HTML as pages made at import, and add a section's warnings when the page makes it", async () => {
    const document = await loadOpenApi(fixture("shop.yaml"));
    const eager = importDoc(document);
    const lazy = importDoc(document, { lazy: true });
    expect(lazy.pages.map((page) => [page.slug, page.title, page.size])).toEqual(eager.pages.map((page) => [page.slug, page.title, page.size]));
    for (const [i, page] of lazy.pages.entries()) expect(await render(page, { config: lazy.settings })).toBe(await render(eager.pages[i]!, { config: eager.settings }));

    // A path with a ".." segment is found only when the request example is made.
    const document2 = doc31({ "/a": { get: op("A") }, "/a/../b": { get: op("B") } });
    const later = importDoc(document2, { lazy: true });
    expect(later.warnings).toEqual([]);
    expect(sectionsOf(later.pages).map((s) => s.title)).toEqual(["A", "B"]);
    expect(later.warnings).toEqual(['#/paths/~1a~1..~1b/get: left out the request example: its path has a "." or ".." segment, which URLs resolve away']);
    expect(importDoc(document2).warnings).toEqual(later.warnings);
  });

  it("make their sections anew each time, so a page holds none between renders", () => {
    const { pages } = importDoc(doc31({ "/a": { get: op("A") } }), { lazy: true });
    expect(pages[0]!.sections()).not.toBe(pages[0]!.sections());
    expect(pages[0]!.sections()[0]).not.toBe(pages[0]!.sections()[0]);
    expect(pages[0]!.size).toBe(1);
  });
});
