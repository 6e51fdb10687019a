import { describe, expect, it } from "vitest";
import { Config, Endpoint, Page, RequestExample, Section, render, renderDocument } from "../src/index.ts";
import Customers from "../examples/customers/pages/customers.ts";
import { all, dom, formatHtml, one } from "./support/dom.ts";

class Tiny extends Page {
  title = "Tiny <API>";
  sections() {
    return [Section("Get", { description: Endpoint("get", "/v1/x") }, RequestExample({ method: "get", path: "/v1/x" }))];
  }
}

describe("render returns an HTML fragment", () => {
  it("renders one component, a list, or a page", async () => {
    expect(await render(Endpoint("get", "/x"))).toBe('<span class="rk-badge rk-badge-success">GET</span><code class="rk-path">/x</code>');
    expect(await render([Endpoint("get", "/a"), Endpoint("get", "/b")])).toContain("/b</code>");
    expect(await render(new Tiny())).toMatch(/^<article class="rk-page">/);
  });

  it("rejects what is not a component", async () => {
    await expect(render("text" as never)).rejects.toThrow('render: expected a component, an array of components or a Page, got "text"');
  });

  it("highlights a custom client's language, loading it on demand", async () => {
    const config = new Config();
    config.apiClients = { go: { label: "Go", lexer: "go", template: () => 'package main\n\nfunc main() { println("hi") }\n' } };
    const out = await render(RequestExample({ method: "get", path: "/x", clients: ["go", "curl"] }), { config });
    const pre = one(dom(out), '[data-rk-lang="go"] pre');
    expect(pre.textContent).toBe('package main\n\nfunc main() { println("hi") }\n');
    expect(all(pre, "span.rk-tk, span.rk-ts, span.rk-te, span.rk-tc, span.rk-tm, span.rk-tf, span.rk-tp").length).toBeGreaterThan(0);
  });

  it("shows an unknown lexer as escaped plain text", async () => {
    const config = new Config();
    config.apiClients = { odd: { label: "Odd", lexer: "no-such-language", template: () => "<b>&</b>\n" } };
    const out = await render(RequestExample({ method: "get", path: "/x", clients: ["odd"] }), { config });
    expect(out).toContain("<code>&lt;b&gt;&amp;&lt;/b&gt;\n</code>");
  });
});

describe("renderDocument returns a whole page under a strict CSP", () => {
  it("links one stylesheet and one script from the assets folder, and nothing inline", async () => {
    const doc = await renderDocument(new Tiny(), { assetsBase: "../assets/" });
    expect(doc.startsWith("<!doctype html>")).toBe(true);
    const root = dom(doc);
    expect(all(root, 'link[rel="stylesheet"]').map((l) => l.getAttribute("href"))).toEqual(["../assets/refkit.css"]);
    expect(all(root, "script").map((s) => [s.getAttribute("src"), s.textContent])).toEqual([["../assets/refkit.js", ""]]);
    expect(all(root, "style")).toHaveLength(0);
    expect(doc).not.toMatch(/\sstyle=|\son[a-z]+=/i);
  });

  it("escapes the title", async () => {
    const doc = await renderDocument(new Tiny(), { siteTitle: "Acme & Co" });
    expect(one(dom(doc), "title").textContent).toBe("Tiny <API> · Acme & Co");
    expect(doc).toContain("<title>Tiny &lt;API&gt; · Acme &amp; Co</title>");
  });

  it("rejects what is not a Page", async () => {
    await expect(renderDocument({ title: "x" } as never)).rejects.toThrow("renderDocument: expected a Page instance, got an object");
  });
});

describe("the demonstration reference renders as the golden file", () => {
  it("matches examples/customers rendered with its configuration", async () => {
    const config = new Config();
    config.apiAuthHeader = "Authorization: Bearer <API_KEY>";
    await expect(formatHtml(await render(new Customers(), { config }))).toMatchFileSnapshot("golden/customers.html");
  });
});
