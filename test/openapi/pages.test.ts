/** Tags become group pages (titles, descriptions, order, the untagged group), each listing its operations, one page per operation. */
import type { SectionNode } from "../../src/index.ts";
import { describe, expect, it } from "vitest";
import { Config, Page, RefkitError, loadOpenApi, render } from "../../src/index.ts";
import { one } from "../support/dom.ts";
import { maxPageWeight, sectionWeight } from "../../src/present/weight.ts";
import { all } from "../support/dom.ts";
import { childrenOf, doc31, fixture, groupPages, importDoc, operationPages, rendered, sectionsOf } from "./support.ts";

const ok = { "200": { description: "OK." } };
const op = (summary: string, tags?: string[]) => ({ summary, ...(tags ? { tags } : {}), responses: ok });

describe("tags become pages", () => {
  it("titles each page with its tag and describes it with the tag's Markdown description", async () => {
    const { pages, settings: config } = importDoc(await loadOpenApi(fixture("shop.yaml")));
    expect(groupPages(pages).map((page) => page.title)).toEqual(["products", "orders", "Other"]);
    expect(pages.every((page) => page instanceof Page)).toBe(true);
    expect(pages[0]!.description).toEqual(["commonmark", "The **catalogue**, with `SKU`s."]);
    // A group without a description of its own says how many operations it lists.
    expect(groupPages(pages)[2]!.description).toBe("1 operation");
    const header = one(await rendered(pages[0]!, config), ".rk-page-description");
    expect(one(header, "strong").textContent).toBe("catalogue");
    expect(one(header, "code").textContent).toBe("SKU");
  });

  it("orders pages by the tags array, then by first use, the untagged page last", () => {
    const document = doc31(
      { "/a": { get: op("A", ["zebra"]) }, "/b": { get: op("B") }, "/c": { get: op("C", ["apple"]) }, "/d": { get: op("D", ["mango"]) }, "/e": { get: op("E", ["declared"]) } },
      { tags: [{ name: "mango" }, { name: "declared" }, { name: "empty" }] },
    );
    const { pages } = importDoc(document);
    expect(groupPages(pages).map((page) => page.title)).toEqual(["mango", "declared", "zebra", "apple", "Other"]);
    // Each group page comes right before its operations' pages.
    expect(pages.map((page) => page.title)).toEqual(["mango", "D", "declared", "E", "zebra", "A", "apple", "C", "Other", "B"]);
  });

  it("puts an operation with several tags on its first tag's page", () => {
    const pages = importDoc(doc31({ "/a": { get: op("A", ["second", "first"]) }, "/b": { get: op("B", ["first"]) } })).pages;
    expect(groupPages(pages).map((page) => [page.title, sectionsOf(childrenOf(pages, page)).map((s) => s.title)])).toEqual([
      ["second", ["A"]],
      ["first", ["B"]],
    ]);
  });

  it("makes no page for a declared tag without operations", async () => {
    const { pages } = importDoc(await loadOpenApi(fixture("shop.yaml")));
    expect(pages.map((page) => page.tag)).not.toContain("unused");
  });

  it("names the one group of an untagged document after the API; its description (the landing page's) is not repeated", () => {
    const [page, ...rest] = importDoc(doc31({ "/a": { get: op("A") } }, { info: { title: "Acme API", version: "1", description: "All of *Acme*." } })).pages;
    expect(rest.map((child) => [child.title, child.slug, child.parent])).toEqual([["A", "acme-api/get-a", "acme-api"]]);
    expect([page!.title, page!.description, page!.slug, page!.parent]).toEqual(["Acme API", "1 operation", "acme-api", undefined]);
  });

  it("uses a tag's x-displayName as its title", () => {
    const pages = importDoc(doc31({ "/a": { get: op("A", ["pets"]) } }, { tags: [{ name: "pets", "x-displayName": "Pets & owners" }] })).pages;
    expect(pages.map((page) => [page.title, page.tag, page.slug])).toEqual([
      ["Pets & owners", "pets", "pets-owners"],
      ["A", "pets", "pets-owners/get-a"],
    ]);
  });

  it("gives every page a unique slug", () => {
    const pages = importDoc(doc31({ "/a": { get: op("A", ["Other"]) }, "/b": { get: op("B") } })).pages;
    expect(pages.map((page) => [page.title, page.slug, page.parent])).toEqual([
      ["Other", "other", undefined],
      ["A", "other/get-a", "other"],
      ["Other", "other-2", undefined],
      ["B", "other-2/get-b", "other-2"],
    ]);
  });
});

const many = (count: number) => doc31(Object.fromEntries(Array.from({ length: count }, (_, i) => [`/r${i}`, { get: op(`Op ${i}`, ["Repos"]) }])));

describe("a large tag is one group page, listing its operations, each on a page of its own", () => {
  it("gives each operation a page in its group's folder, listed in order on the group page, whatever maxOperationsPerPage says", async () => {
    const { pages, settings } = importDoc(many(7), { maxOperationsPerPage: 3 });
    expect(pages.map((page) => [page.title, page.slug, page.parent, page.size])).toEqual([
      ["Repos", "repos", undefined, 0],
      ...Array.from({ length: 7 }, (_, i) => [`Op ${i}`, `repos/get-r${i}`, "repos", 1]),
    ]);
    expect(pages[0]!.sections().map((node) => node.kind)).toEqual(["operation-list"]);
    expect(pages[0]!.description).toBe("7 operations");
    const list = await rendered(pages[0]!, settings);
    expect(all(list, ".rk-operation-list a").map((a) => [a.querySelector(".rk-operation-title")!.textContent, a.getAttribute("href")])).toEqual(
      Array.from({ length: 7 }, (_, i) => [`Op ${i}`, `repos/get-r${i}.html`]),
    );
    expect(sectionsOf(pages).map((s) => s.title)).toEqual(Array.from({ length: 7 }, (_, i) => `Op ${i}`));
  });

  it("keeps a tag at or over the old limit on one group page", () => {
    expect(groupPages(importDoc(many(3), { maxOperationsPerPage: 3 }).pages).map((page) => page.title)).toEqual(["Repos"]);
    expect(groupPages(importDoc(many(4), { maxOperationsPerPage: 3 }).pages).map((page) => page.title)).toEqual(["Repos"]);
  });

  it("makes one group page of 101 operations by default, and a page of one section for each", () => {
    const { pages } = importDoc(many(101));
    expect(groupPages(pages).map((page) => [page.title, page.description])).toEqual([["Repos", "101 operations"]]);
    expect(operationPages(pages).map((page) => page.size)).toEqual(Array.from({ length: 101 }, () => 1));
  });

  it("names an operation's page by its own operation alone: its address does not move when its neighbours come or go", () => {
    const slugs = (count: number) => operationPages(importDoc(many(count)).pages).map((page) => page.slug);
    expect(slugs(101).slice(0, 3)).toEqual(slugs(3));
    const without = doc31(Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`/r${i}`, { get: op(`Op ${i}`, ["Repos"]) }]).filter((_, i) => i !== 2)));
    expect(operationPages(importDoc(without).pages).map((page) => page.slug)).toEqual(slugs(7).filter((slug) => slug !== "repos/get-r2"));
  });

  it.each([0, -1, 2.5, "10"])("refuses maxOperationsPerPage %j", (max) => {
    expect(() => importDoc(many(1), { maxOperationsPerPage: max as number })).toThrow(RefkitError);
  });

  it("renders a group page and an operation's page", async () => {
    const config = new Config();
    const [group, , second] = importDoc(many(4), { maxOperationsPerPage: 2, config }).pages;
    expect(one(await rendered(group!, config), "h1").textContent).toBe("Repos");
    expect(await render(group!, { config })).toContain("Op 1");
    expect(one(await rendered(second!, config), "h1").textContent).toBe("Op 1");
    expect(await render(second!, { config })).toContain('class="rk-section"');
  });
});

describe("a heavy tag's operations are each a page of their own, however much they weigh", () => {
  const wide = { type: "object", properties: Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`field${i}`, { type: "string" }])) };
  /** `count` operations, each with its own request table of 250 rows. */
  const heavy = (count: number) =>
    doc31(Object.fromEntries(Array.from({ length: count }, (_, i) => [`/r${i}`, { post: { summary: `Op ${i}`, tags: ["Repos"], requestBody: { content: { "application/json": { schema: { ...wide, title: `Body ${i}` } } } }, responses: ok } }])));

  it("lists a tag whose operations would weigh more than a page on one group page, an operation on each page", () => {
    const pages = importDoc(heavy(12)).pages;
    expect(pages.map((p) => p.weight).reduce((a, b) => a + b)).toBeGreaterThan(maxPageWeight);
    expect(groupPages(pages).map((page) => page.title)).toEqual(["Repos"]);
    expect(operationPages(pages).map((page) => [page.title, page.size])).toEqual(Array.from({ length: 12 }, (_, i) => [`Op ${i}`, 1]));
    for (const page of operationPages(pages)) expect(page.weight).toBeLessThanOrEqual(maxPageWeight);
    expect(sectionsOf(pages).map((s) => s.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Op ${i}`));
  });

  it("weighs a section by its tables and examples", () => {
    const [group, page] = importDoc(heavy(1)).pages;
    // 250 rows, and the example body written once per default snippet.
    expect(page!.weight).toBeGreaterThan(sectionWeight + 250);
    // A group page holds no section: it weighs nothing.
    expect(group!.weight).toBe(0);
    expect(operationPages(importDoc(many(3)).pages).map((p) => p.weight)).toEqual([sectionWeight, sectionWeight, sectionWeight]);
  });

  it("weighs a response table met on another operation's page in full, since its own page shows it in full", () => {
    const shared = (count: number) =>
      doc31(
        Object.fromEntries(Array.from({ length: count }, (_, i) => [`/r${i}`, { get: { summary: `Op ${i}`, tags: ["Repos"], responses: { "200": { description: "OK", content: { "application/json": { schema: { $ref: "#/components/schemas/Wide" } } } } } } }])),
        { components: { schemas: { Wide: wide } } },
      );
    const one = importDoc(shared(1)).pages[1]!.weight;
    expect(one).toBeGreaterThan(250);
    expect(operationPages(importDoc(shared(2)).pages).map((p) => p.weight)).toEqual([one, one]);
  });

  it("weighs a table met earlier on the same page (a callback's, after its operation's) as the one row that links to it", async () => {
    const body = { content: { "application/json": { schema: { $ref: "#/components/schemas/Wide" } } } };
    const callback = (count: number) =>
      doc31(
        {
          "/subscribe": {
            post: {
              summary: "Subscribe",
              tags: ["Repos"],
              responses: { "200": { description: "OK", ...body } },
              ...(count === 0 ? {} : { callbacks: { onEvent: { "{$request.body#/url}": { post: { summary: "Event", responses: { "200": { description: "OK", ...body } } } } } } }),
            },
          },
        },
        { components: { schemas: { Wide: wide } } },
      );
    const alone = importDoc(callback(0)).pages[1]!;
    const imported = importDoc(callback(1));
    const withCallback = imported.pages[1]!;
    expect(withCallback.size).toBe(2);
    expect(all(await rendered(withCallback, imported.settings), ".rk-same-fields")).toHaveLength(1);
    // The answer the callback expects links back to the operation's response table: one row, not 250.
    expect(withCallback.weight - alone.weight).toBeLessThan(250);
    expect(alone.weight).toBeGreaterThan(250);
  });
});

describe("imported pages mix with hand-written code: one operation can be overridden", () => {
  it("replaces the section whose anchor is the operationId, keeping the others", async () => {
    const { readFile } = await import("node:fs/promises");
    const refkit = await import("../../src/index.ts");
    const document = JSON.parse(await readFile(new URL("../fixtures/openapi/library.json", import.meta.url), "utf8"));
    const config = new refkit.Config();
    const pages = refkit.openApiPages(document, { config });
    const [group] = pages;
    // A page of one's own, of the group's operations' sections.
    const imported = childrenOf(pages, group!).flatMap((page) => page.sections());
    const mine = refkit.Section("Add a book, by hand", { description: refkit.Endpoint("post", "/books") }, refkit.Markdown("Written by hand."));
    class Books extends refkit.Page {
      title = group!.title;
      sections() {
        return imported.map((node) => (node.kind === "section" && (node as SectionNode).anchor === "addBook" ? mine : node));
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
    expect(groupPages(pages).map((page) => [page.title, page.group])).toEqual([
      ["stores", "Shop"],
      ["Pets and owners", "Shop"],
      ["users", "Accounts"],
      ["misc", undefined],
    ]);
    // An operation's page is in its group page's sidebar group.
    for (const page of operationPages(pages)) expect(page.group).toBe(pages.find((group) => group.slug === page.parent)!.group);
    const nav = dom(
      renderNav("API", pages.map((p) => ({ slug: p.slug, title: p.title, group: p.group, parent: p.parent, method: p.operations[0]?.method })), { slug: pages[0]!.slug, sections: [] }, "", { allEndpoints: "all-endpoints" }).value,
    );
    expect(all(nav, ".rk-nav-group").map((g) => [g.querySelector(".rk-nav-group-title")!.textContent, g.querySelectorAll(":scope > details > ul > li > a").map((a) => a.textContent), g.querySelector("details")!.hasAttribute("open")])).toEqual([
      ["Shop", ["stores", "Pets and owners"], true],
      ["Accounts", ["users"], false],
    ]);
    expect(all(nav, "nav > ul > li.rk-nav-page > a").map((a) => a.textContent)).toEqual(["misc"]);
  });

  it("orders the tags of a group without a name, under no heading", () => {
    const op = (tag: string) => ({ get: { tags: [tag], responses: { "200": { description: "OK" } } } });
    const { pages } = importDoc(doc31({ "/a": op("a"), "/b": op("b") }, { "x-tagGroups": [{ name: " ", tags: ["b", "a"] }] }));
    expect(groupPages(pages).map((page) => [page.title, page.group])).toEqual([
      ["b", undefined],
      ["a", undefined],
    ]);
    expect(operationPages(pages).map((page) => [page.title, page.group])).toEqual([
      ["GET /b", undefined],
      ["GET /a", undefined],
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
    const page = operationPages(pages)[0]!;
    expect(page.sections()).not.toBe(page.sections());
    expect(page.sections()[0]).not.toBe(page.sections()[0]);
    expect(page.size).toBe(1);
  });
});
