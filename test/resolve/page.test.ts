/** The resolve stage: each section's final anchor, which the render and the sidebar both use, and the page's counts. */
import { describe, expect, it } from "vitest";
import { Config, Endpoint, Page, RequestExample, Section, renderDocument } from "../../src/index.ts";
import { pageSections } from "../../src/components/page.ts";
import { resolvePage } from "../../src/resolve/page.ts";
import { renderNav } from "../../src/site/nav.ts";
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
    const resolved = resolvePage(page, pageSections(page), config);
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

  it("counts the endpoints and the snippets (one per request example and client)", () => {
    const page = new Clashing();
    const config = new Config();
    expect(resolvePage(page, pageSections(page), config)).toMatchObject({ endpoints: 2, snippets: 3 * 4 });
    config.apiClients = { go: { label: "Go", lexer: "go", template: () => "package main\n" } };
    expect(resolvePage(page, pageSections(page), config)).toMatchObject({ endpoints: 2, snippets: 3 * 5 });
  });

  it("lists the connect origins of the page's consoles, valid ones only, and the examples' own base URLs left out", () => {
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
    expect(resolvePage(page, pageSections(page), config)).toMatchObject({ connect: [], refused: [] });
    config.tryIt = true;
    expect(resolvePage(page, pageSections(page), config)).toMatchObject({ connect: ["https://api.example.com", "https://files.acme.test"], refused: [{ url: "https://x;script-src", section: "Own" }] });
  });
});
