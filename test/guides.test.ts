/**
 * Guides: Markdown pages in `pages/` with front matter (title, group, order), CommonMark as
 * sanitized as a description's, a section per `## heading`, fenced code highlighted; ordered among
 * the project's pages, with their twins and search entries; front matter a guide cannot hold fails
 * the build naming the file and line.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/site/build.ts";
import { all, dom, one } from "./support/dom.ts";
import { writeProject } from "./support/project-files.ts";

const work = await mkdtemp(join(tmpdir(), "refkit-guides-"));
afterAll(() => rm(work, { recursive: true, force: true }));

function project(name: string, files: Record<string, string>): Promise<string> {
  return writeProject(join(work, name), files);
}

const thingsPage = `import { Endpoint, Page, Section } from "refkit";
export default class Things extends Page {
  title = "Things";
  sections() {
    return [Section("List things", { description: Endpoint("get", "/v1/things") })];
  }
}
`;

const gettingStarted = `---
title: Getting started
order: -1
---
# Ignored: the front matter titles the page

Welcome. <script>alert(1)</script><b onclick="x()">Bold</b>

## Install

\`\`\`sh
npm install things-sdk
\`\`\`

## Make a request

Call [the API](https://example.com).

\`\`\`js
const things = await client.things.list();
\`\`\`
`;

describe("guides", () => {
  it("are pages of the project, ordered by their front matter, with sections, highlighted code, twins and search entries", async () => {
    const root = await project("site", {
      "package.json": '{ "type": "module" }',
      "pages/things.ts": thingsPage,
      "pages/getting-started.md": gettingStarted,
      "pages/zz-faq.md": "---\ngroup: Help\n---\n# Questions\n\nAsk us.\n",
    });
    const out = join(root, "site");
    const summary = await buildSite({ root, out });
    expect(summary.pages).toBe(3);
    const page = dom(await readFile(join(out, "getting-started.html"), "utf8"));
    expect(one(page, "h1").textContent).toBe("Getting started");
    // In the sidebar: the guide of order -1 first, then the pages of order 0 by file name.
    expect(all(page, "nav.rk-sidebar .rk-nav-page > a").map((a) => a.textContent)).toEqual(["Getting started", "Things", "Questions"]);
    expect(all(page, "section.rk-section > .rk-section-main > h2").map((h) => h.textContent)).toEqual(["Install", "Make a request"]);
    // Sanitized as a description's CommonMark: no script, no handler; the text stays.
    expect(page.querySelector("main script, [onclick]")).toBeNull();
    expect(one(page, "main .rk-prose b").textContent).toBe("Bold");
    // Fenced code: highlighted (token spans), its text exactly the code, with a copy button.
    const blocks = all(page, ".rk-guide-code pre code");
    expect(blocks.map((code) => code.textContent)).toEqual(["npm install things-sdk", "const things = await client.things.list();"]);
    expect(blocks[1]!.querySelectorAll("span").length).toBeGreaterThan(1);
    expect(all(page, ".rk-guide-code .rk-copy").length).toBe(2);
    const twin = await readFile(join(out, "getting-started.md"), "utf8");
    expect(twin).toContain("## Install\n\n```sh\nnpm install things-sdk\n```");
    expect(twin).not.toContain("Ignored");
    // A guide's group is its sidebar heading.
    expect(all(page, "nav.rk-sidebar .rk-nav-group-title").map((summary) => summary.textContent)).toEqual(["Help"]);
    // A guide whose front matter gives no title is titled by its # heading.
    expect(one(dom(await readFile(join(out, "zz-faq.html"), "utf8")), "h1").textContent).toBe("Questions");
    // Search finds a guide's sections.
    const search = await readFile(join(out, "assets", "search", "d0.json"), "utf8");
    expect(search).toContain("Make a request");
  });

  it("refuses front matter a guide cannot hold, naming the file and the line", async () => {
    const cases: [string, RegExp][] = [
      ["---\ntitle: Fine\ncolour: red\n---\nText", /line 3: unknown front matter key "colour"/],
      ["---\ntitle: Fine\norder: soon\n---\nText", /line 3: expected order to be a number, got "soon"/],
      ["---\ntitle: [unclosed\n---\nText", /line \d+: the front matter is not YAML/],
      ["---\ntitle: Fine\nText without an end", /line 1: the front matter that starts here has no closing --- line/],
    ];
    for (const [i, [text, message]] of cases.entries()) {
      const root = await project(`bad-${i}`, { "pages/guide.md": text });
      await expect(buildSite({ root, out: join(root, "site") })).rejects.toThrow(new RegExp(`${join(root, "pages", "guide.md").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: ${message.source}`));
    }
  });

  it("sit beside a description's reference: before it unless ordered after, linked to operations by op:<operationId>, listed on the landing page", async () => {
    const shop = await readFile(new URL("fixtures/openapi/shop.yaml", import.meta.url), "utf8");
    const root = await project("with-reference", {
      "openapi.yaml": shop,
      "pages/welcome.md": "---\ntitle: Welcome\n---\nStart with [the orders](op:listOrders), then [one order][one].\n\n[one]: op:getOrder\n\n```md\n[not a link](op:nothing)\n```\n",
      "pages/setup/changelog-notes.md": "---\ntitle: Release notes\norder: 1\n---\nSee [an order](op:getOrder).\n",
      // A guide named like a tag's page gives way to it.
      "pages/products.md": "# Product guide\n\nAbout products.\n",
    });
    const out = join(root, "site");
    const summary = await buildSite({ root, openapi: join(root, "openapi.yaml"), out });
    expect(summary.warnings).toContain(`${join(root, "pages", "products.md")}: written as products-2.html (another page has that name on a file system that ignores case and Unicode normalization, as macOS and Windows do)`);
    const welcome = dom(await readFile(join(out, "welcome.html"), "utf8"));
    // Guides of order 0 before the reference's pages, order 1 after them.
    expect(all(welcome, "nav.rk-sidebar .rk-nav-page > a").map((a) => a.textContent)).toEqual(["Product guide", "Welcome", "products", "orders", "Other", "Models", "Release notes"]);
    const links = all(welcome, "main .rk-prose a").map((a) => a.getAttribute("href"));
    expect(links).toEqual(["orders/list-orders.html#listOrders", "orders/get-order.html#getOrder"]);
    for (const href of links) {
      const [file, id] = href!.split("#");
      expect(dom(await readFile(join(out, file!), "utf8")).getElementById(id!), href!).not.toBeNull();
    }
    // In code, op: is text.
    expect(one(welcome, ".rk-guide-code code").textContent).toBe("[not a link](op:nothing)");
    // From a guide in a folder, the link leads back up.
    expect(one(dom(await readFile(join(out, "setup", "changelog-notes.html"), "utf8")), "main .rk-prose a").getAttribute("href")).toBe("../orders/get-order.html#getOrder");
    // The landing page lists the guides, then the operations.
    const landing = dom(await readFile(join(out, "index.html"), "utf8"));
    expect(all(landing, "#guides li a").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Product guide", "products-2.html"],
      ["Welcome", "welcome.html"],
      ["Release notes", "setup/changelog-notes.html"],
    ]);
  });

  it("refuses an op: link that leads to no operation, naming the file and the line", async () => {
    const shop = await readFile(new URL("fixtures/openapi/shop.yaml", import.meta.url), "utf8");
    const root = await project("dead-link", { "openapi.yaml": shop, "pages/guide.md": "---\ntitle: Guide\n---\nFine.\n\nSee [this](op:noSuchOperation).\n" });
    await expect(buildSite({ root, openapi: join(root, "openapi.yaml"), out: join(root, "site") })).rejects.toThrow(`${join(root, "pages", "guide.md")}: line 6: the link op:noSuchOperation leads to no operation: no operation of the description has that operationId`);
    const alone = await project("dead-link-alone", { "pages/guide.md": "See [this](op:listOrders).\n" });
    await expect(buildSite({ root: alone, out: join(alone, "site") })).rejects.toThrow(`${join(alone, "pages", "guide.md")}: line 1: the link op:listOrders leads to no operation: the site has no description's operations`);
  });
});
