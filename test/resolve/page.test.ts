/** The resolve stage: each section's final anchor, which the render and the sidebar both use, and the page's counts. */
import { describe, expect, it } from "vitest";
import { Config, Endpoint, Page, RequestExample, Section, renderDocument, settle, snippets, type SectionNode } from "../../src/index.ts";
import { renderResolved } from "../../src/render/render.ts";
import { sectionTerms } from "../../src/resolve/search-terms.ts";
import { pageSections } from "../../src/components/page.ts";
import { resolveNodes } from "../../src/resolve/page.ts";
import { renderNav } from "../../src/render/nav.ts";
import { all, dom } from "../support/dom.ts";

const example = () => RequestExample({ method: "get", path: "/v1/x" });

class Clashing extends Page {
  title = "Clashing";
  sections() {
    return [
      Section("A", { description: Endpoint("get", "/a") }, example()),
      Section("A", { description: Endpoint("post", "/a") }, example()),
      Section("Explicit", { id: "a-2" }),
      Section("Examples", { id: "rk-ex" }, example()),
      Section("Old", { deprecated: true }),
    ];
  }
}

describe("resolvePage", () => {
  it("gives every section an anchor no other id of the page takes, and the render uses exactly those", async () => {
    const page = new Clashing();
    const config = new Config();
    const resolved = await resolveNodes(page, pageSections(page), config);
    expect(resolved.sections.map((s) => [s.title, s.id, s.method, s.deprecated])).toEqual([
      ["A", "a", "GET", false],
      ["A", "a-2", "POST", false],
      ["Explicit", "a-2-2", undefined, false],
      ["Examples", "rk-ex", undefined, false],
      ["Old", "old", undefined, true],
    ]);
    const body = dom(await renderDocument(page, { config }));
    expect(all(body, "section.rk-section").map((s) => s.id)).toEqual(resolved.sections.map((s) => s.id));
    const ids = all(body, "[id]").map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    const nav = dom(renderNav("API", [{ slug: "p", title: "P" }], { slug: "p", sections: resolved.sections }, "", { allEndpoints: "all-endpoints" }).value);
    expect(all(nav, "li li a").map((a) => a.getAttribute("href"))).toEqual(resolved.sections.map((s) => `#${s.id}`));
  });

  it("counts the endpoints and the snippets (one per request example and client)", async () => {
    const page = new Clashing();
    const config = new Config();
    expect(await resolveNodes(page, pageSections(page), config)).toMatchObject({ endpoints: 2, snippets: 3 * 4 });
    config.apiClients = { go: { label: "Go", lexer: "go", template: () => "package main\n" } };
    expect(await resolveNodes(page, pageSections(page), config)).toMatchObject({ endpoints: 2, snippets: 3 * 5 });
  });

  it("lists the connect origins of the page's consoles, valid ones only, and the examples' own base URLs left out", async () => {
    class Servers extends Page {
      title = "Servers";
      sections() {
        return [
          Section("Own", {}, RequestExample({ method: "get", path: "/a", baseUrl: "https://x;script-src" })),
          Section("Default", {}, example()),
          RequestExample({ method: "get", path: "/b", baseUrl: "HTTPS://Files.Acme.test:443/up" }),
        ];
      }
    }
    const page = new Servers();
    const config = new Config();
    config.apiServers = ["https://*"];
    expect(await resolveNodes(page, pageSections(page), config)).toMatchObject({ connect: [], refused: [] });
    config.tryIt = true;
    expect(await resolveNodes(page, pageSections(page), config)).toMatchObject({ connect: ["https://api.example.com", "https://files.acme.test"], refused: [{ url: "https://x;script-src", section: "Own" }] });
  });
});

describe("resolvePage resolves once what every later stage reads", () => {
  /** A page whose examples use the four shipped clients and a custom one that counts its runs. */
  const counted = () => {
    let runs = 0;
    const config = new Config();
    config.apiClients = { xh: { label: "xh", lexer: "shellscript", template: (req) => (runs++, `xh ${req.httpMethod} ${req.urlWithQuery}\n`) } };
    class Counted extends Page {
      title = "Counted";
      sections() {
        return [Section("List things", { description: Endpoint("get", "/v1/things") }, RequestExample({ method: "get", path: "/v1/things", query: { limit: 3 } })), Section("Make a thing", {}, RequestExample({ method: "post", path: "/v1/things", body: { name: "x" }, clients: ["curl", "xh"] }))];
      }
    }
    return { config, page: new Counted(), runs: () => runs };
  };

  it("runs each template once, in resolve, and the render shows exactly those snippets", async () => {
    const { config, page, runs } = counted();
    const resolved = await resolveNodes(page, pageSections(page), settle(config));
    expect(runs()).toBe(2);
    const expected = [
      ...snippets({ method: "get", path: "/v1/things", query: { limit: 3 } }, config),
      ...snippets({ method: "post", path: "/v1/things", body: { name: "x" }, clients: ["curl", "xh"] }, config),
    ];
    expect(runs()).toBe(4);
    const before = runs();
    const html = renderResolved(structuredClone(resolved), { config: settle(config) });
    expect(runs(), "the render ran no template again").toBe(before);
    const shown = all(dom(html), "pre.rk-code").map((pre) => pre.textContent);
    expect(shown).toEqual(expected.map((snippet) => snippet.code));
    expect(all(dom(html), "[data-rk-lang]").map((tab) => tab.getAttribute("data-rk-lang"))).toEqual(expect.arrayContaining(["curl", "javascript", "ruby", "python", "xh"]));
  });

  it("decides a fragment's request examples as a page's: render() runs each template once", async () => {
    const { config, runs } = counted();
    const { render } = await import("../../src/index.ts");
    const html = await render([Section("One", {}, RequestExample({ method: "get", path: "/v1/things", clients: ["xh"] })), RequestExample({ method: "get", path: "/v1/other", clients: ["xh"] })], { config });
    expect(runs()).toBe(2);
    expect(all(dom(html), "pre.rk-code").map((pre) => pre.textContent)).toEqual(["xh GET https://api.example.com/v1/things\n", "xh GET https://api.example.com/v1/other\n"]);
  });

  it("names the languages the page's snippets need highlighted: only those no shipped writer colours", async () => {
    const { config, page } = counted();
    expect((await resolveNodes(page, pageSections(page), settle(config))).languages).toEqual(["shellscript"]);
    const plain = new Config();
    expect((await resolveNodes(page, pageSections(page), settle(plain))).languages).toEqual([]);
  });

  it("reads each section's search terms with their weights when asked, for the site's index", async () => {
    const { config, page } = counted();
    const sections = pageSections(page);
    expect((await resolveNodes(page, sections, settle(config))).sections.map((section) => section.terms)).toEqual([undefined, undefined]);
    const terms = (await resolveNodes(page, sections, settle(config), { search: true })).sections.map((section) => section.terms!);
    expect(terms[0]).toMatchObject({ list: 7, thing: 7, get: 5, counted: 3 });
    expect(terms[0]).toEqual(sectionTerms(sections[0] as SectionNode, "Counted"));
  });
});
