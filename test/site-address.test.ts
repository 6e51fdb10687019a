/**
 * The site's address (`siteUrl`, `--site-url`, `buildSite({ siteUrl })`) and what a static site
 * has besides its pages: every page's description and Open Graph tags, its canonical address,
 * `sitemap.xml`, `404.html`, the links to the previous and next pages, and a Markdown twin for
 * every page, "All endpoints" included.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, type Io } from "../src/cli.ts";
import { serveSite } from "../src/site/serve.ts";
import { buildSite, Config, loadReference, settle, type BuildOptions } from "../src/index.ts";
import { demoRoot } from "../src/reference/project.ts";
import { thrown } from "./support/errors.ts";
import { all, dom, one, type HTMLElement } from "./support/dom.ts";
import { parseDocument } from "htmlparser2";
import { existsSync } from "node:fs";
import MarkdownIt from "markdown-it";

const github = new URL("./.cache/api.github.com.json", import.meta.url).pathname;
const versions = new URL("./fixtures/versions/", import.meta.url).pathname;
const shop = new URL("./fixtures/openapi/shop.yaml", import.meta.url).pathname;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-site-address-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

function capture(cwd: string): { io: Io; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (line) => out.push(line), stderr: (line) => err.push(line), cwd, env: {} }, out, err };
}

describe("siteUrl: the public address of the site's root", () => {
  it("is unset by default", async () => {
    expect(new Config().siteUrl).toBeNull();
    expect(settle(new Config()).siteUrl).toBeNull();
    expect((await loadReference({ root: demoRoot })).site.siteUrl).toBeNull();
  });

  it.each([
    ["https://docs.acme.test", "https://docs.acme.test/"],
    ["https://docs.acme.test/", "https://docs.acme.test/"],
    ["HTTPS://Docs.Acme.test:443/api", "https://docs.acme.test/api/"],
    ["http://localhost:8080/api//", "http://localhost:8080/api/"],
    ["https://acme.test/docs/caf\u00e9 menu", "https://acme.test/docs/caf%C3%A9%20menu/"],
  ])("normalizes %j to %j: one trailing slash", (value, normalized) => {
    const config = new Config();
    config.siteUrl = value;
    expect(config.siteUrl).toBe(normalized);
    expect(settle(config).siteUrl).toBe(normalized);
    expect(config.chosen()).toEqual({ siteUrl: normalized });
  });

  it.each([
    ["docs.acme.test", /expected the absolute http or https address of the site's root/],
    ["/docs/", /expected the absolute http or https address/],
    ["ftp://docs.acme.test/", /expected the absolute http or https address/],
    ["javascript:alert(1)", /expected the absolute http or https address/],
    [42, /expected the absolute http or https address .*got 42/],
    ["https://docs.acme.test/?v=2", /without query, fragment or credentials/],
    ["https://docs.acme.test/#top", /without query, fragment or credentials/],
    ["https://me:secret@docs.acme.test/", /without query, fragment or credentials/],
  ])("refuses %j, naming the setting, and keeps the previous value", (value, message) => {
    const config = new Config();
    config.siteUrl = "https://docs.acme.test/";
    const error = thrown(() => {
      config.siteUrl = value as string;
    });
    expect(error.message).toMatch(/^Config, key "siteUrl": /);
    expect(error.message).toMatch(message);
    expect(config.siteUrl).toBe("https://docs.acme.test/");
  });

  it("is in the reference's site, from the configuration or, winning over it, the option --site-url sets", async () => {
    const config = new Config();
    config.siteUrl = "https://docs.acme.test/from-config";
    expect((await loadReference({ root: demoRoot, config })).site.siteUrl).toBe("https://docs.acme.test/from-config/");
    expect((await loadReference({ root: demoRoot, config, siteUrl: "https://docs.acme.test/from-option" })).site.siteUrl).toBe("https://docs.acme.test/from-option/");
    await expect(loadReference({ root: demoRoot, siteUrl: "docs.acme.test" })).rejects.toThrow(/^buildSite, key "siteUrl": expected the absolute http or https address/);
  });

  it("is refused on the command line with status 2, naming --site-url, before anything is built", async () => {
    for (const command of ["build", "serve", "dev"]) {
      const { io, out, err } = capture(work);
      expect(await run([command, "--root", demoRoot, "--out", join(work, "never"), "--site-url", "docs.acme.test"], io)).toBe(2);
      expect(out).toEqual([]);
      expect(err).toEqual([`refkit: --site-url: expected the absolute http or https address of the site's root, such as "https://docs.example.com/", got "docs.acme.test"`]);
    }
  });
});

/** Writes a project's files into a new folder of the work folder. */
async function project(name: string, files: Record<string, string>): Promise<string> {
  const root = join(work, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(root, file, ".."), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}

/** Builds into a new folder of the work folder and returns it. */
async function build(name: string, options: BuildOptions): Promise<string> {
  return (await buildSite({ ...options, out: join(work, "out", name), cache: false })).out;
}

/** Every page of a built site (its HTML files but 404.html, which is no page of it), relative to it, in order. */
async function htmlFiles(out: string): Promise<string[]> {
  const files = await readdir(out, { recursive: true });
  return files.filter((file) => file.endsWith(".html") && !file.startsWith("assets") && file !== "404.html").sort();
}

/**
 * A sitemap read as XML: its `<loc>`s, each checked to lie under `siteUrl`, as the files of the
 * site they name (a folder's address: its index.html).
 */
function sitemapFiles(text: string, siteUrl: string): string[] {
  expect(text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/);
  // Nothing but escaped text between the tags: every & starts an entity.
  expect(text.replace(/&(amp|lt|gt|quot|apos);/g, "")).not.toMatch(/&/);
  const document = parseDocument(text, { xmlMode: true });
  const urlset = document.children.find((node) => "name" in node && node.name === "urlset") as unknown as { children: { name?: string; children: { name?: string; children: { data?: string }[] }[] }[] };
  const urls = urlset.children.filter((node) => node.name === "url");
  return urls.map((url) => {
    const locs = url.children.filter((node) => node.name === "loc");
    expect(locs).toHaveLength(1);
    const loc = locs[0]!.children.map((node) => node.data ?? "").join("").replace(/&amp;/g, "&").replace(/&apos;/g, "'");
    expect(loc.startsWith(siteUrl), loc).toBe(true);
    const path = decodeURIComponent(new URL(loc).pathname.slice(new URL(siteUrl).pathname.length));
    return path === "" || path.endsWith("/") ? `${path}index.html` : path;
  });
}

const head = async (out: string, file: string) => one(dom(await readFile(join(out, file), "utf8")), "head");
const content = (root: HTMLElement, selector: string) => all(root, selector).map((element) => element.getAttribute("content"));
const canonicals = (root: HTMLElement) => all(root, 'link[rel="canonical"]').map((link) => link.getAttribute("href"));

// A project whose site's name and pages' texts are hostile: each page says what its head says in another way.
const hostileTitle = `Acme "API" <b>&amp;</b>`;
const pageFile = (title: string, body: string) => `import { Endpoint, Operation, Page, Section, md } from "refkit";
export default class P extends Page {
  title = ${JSON.stringify(title)};
  ${body}
}
`;
const hostile = {
  "package.json": '{ "type": "module" }',
  "refkit.config.ts": `import { configure } from "refkit";\nconfigure((c) => { c.siteTitle = ${JSON.stringify(hostileTitle)}; });\n`,
  // Its own description, in Markdown with markup, HTML shown as text, quotes and ampersands.
  "pages/a.ts": pageFile("Described <i>", `description = md("Lists **every** \\"order\\" & <script>alert(1)</script> [its](https://example.com) \`items\`.\\n\\n- newest first");
  sections() { return [Operation({ method: "get", path: "/orders", title: "List orders", description: "Not this one." })]; }`),
  // A description longer than a search result shows.
  "pages/b.ts": pageFile("Long", `description = ${JSON.stringify(`${"Orders are kept for seven years, then archived. ".repeat(5)}The end.`)};
  sections() { return [Section("Archive", { description: "Not this one." })]; }`),
  // None of its own: its first section's, an Operation's description.
  "pages/c.ts": pageFile("Section's", `sections() { return [Operation({ method: "post", path: "/refunds", title: "Refund an order", description: md("Refunds *the whole* order.") }), Section("Other", { description: "Not this one." })]; }`),
  // Nothing anywhere: a sentence that names the page, its operations and the site.
  "pages/d.ts": pageFile("Nothing", `sections() { return [Section("Get a thing", { description: Endpoint("get", "/things/{id}") }), Section("Delete a thing", { description: Endpoint("delete", "/things/{id}"), deprecated: true })]; }`),
};

describe("every page's head: its description and Open Graph tags", () => {
  it("says what the page says of itself, as escaped plain text, else what its first section says, else a sentence naming the page and the site", async () => {
    const out = await build("hostile", { root: await project("hostile", hostile) });
    const expected: Record<string, [title: string, description: string]> = {
      "a.html": ["Described <i>", `Lists every "order" & <script>alert(1)</script> its items. newest first`],
      "b.html": ["Long", `${"Orders are kept for seven years, then archived. ".repeat(3)}Orders are…`],
      "c.html": ["Section's", "Refunds the whole order."],
      "d.html": ["Nothing", `Nothing: 2 operations of the ${hostileTitle}: Get a thing, Delete a thing.`],
      // The landing page: what its introduction says, else the reference it opens.
      "index.html": [hostileTitle, `The reference of the ${hostileTitle}: 4 operations, Described <i>, Long, Section's, Nothing.`],
      "all-endpoints.html": ["All endpoints", `Every endpoint of the ${hostileTitle}, page by page: 4 operations, each with its method and path.`],
    };
    expect(await htmlFiles(out)).toEqual(Object.keys(expected).sort());
    for (const [file, [title, description]] of Object.entries(expected)) {
      const tags = await head(out, file);
      expect(content(tags, 'meta[name="description"]'), file).toEqual([description]);
      expect(content(tags, 'meta[property="og:description"]'), file).toEqual([description]);
      expect(content(tags, 'meta[property="og:title"]'), file).toEqual([title]);
      expect(content(tags, 'meta[property="og:site_name"]'), file).toEqual([hostileTitle]);
      expect(content(tags, 'meta[property="og:type"]'), file).toEqual(["website"]);
      // Without the site's address: no absolute address anywhere.
      expect([content(tags, 'meta[property="og:url"]'), canonicals(tags)], file).toEqual([[], []]);
      // Nothing an author wrote became markup: one script, refkit's.
      expect(all(tags, "script").map((script) => script.getAttribute("src")), file).toEqual(["assets/refkit.js"]);
      expect(description.length, file).toBeLessThanOrEqual(160);
    }
    expect((await readFile(join(out, "a.html"), "utf8")).split("<script").length - 1).toBe(1);
  });

  it("names the page's absolute address with the site's: one canonical link and og:url, index.html its folder's", async () => {
    const out = await build("hostile-address", { root: await project("hostile-address", hostile), siteUrl: "https://docs.acme.test/shop" });
    for (const file of await htmlFiles(out)) {
      const tags = await head(out, file);
      const address = file === "index.html" ? "https://docs.acme.test/shop/" : `https://docs.acme.test/shop/${file}`;
      expect([canonicals(tags), content(tags, 'meta[property="og:url"]')], file).toEqual([[address], [address]]);
    }
  });

  it("keeps an earlier version's canonical page, the current version's, made absolute with the site's address", async () => {
    const options: BuildOptions = { root: work, versions: [{ label: "v2", openapi: join(versions, "v2.yaml") }, { label: "v1", openapi: join(versions, "v1.yaml") }] };
    const plain = await build("versions", options);
    const addressed = await build("versions-address", { ...options, siteUrl: "https://docs.acme.test/" });
    const files = await htmlFiles(plain);
    expect(files).toEqual(await htmlFiles(addressed));
    expect(files).toContain("v/v1/legacy.html");
    for (const file of files) {
      const before = canonicals(await head(plain, file));
      const after = canonicals(await head(addressed, file));
      expect(after, file).toHaveLength(1);
      const own = new URL(file, "https://docs.acme.test/").href;
      // The same page as before, where there was one; else the page itself (index.html: its folder).
      const target = before.length === 1 ? new URL(before[0]!, own).href : own;
      expect(after[0], file).toBe(target.replace(/\/index\.html$/, "/"));
      expect(before.length, file).toBe(file.startsWith("v/") ? 1 : 0);
    }
  });

  it("is the same from the page cache: a page reused says what the page made said", async () => {
    const options = { openapi: shop, root: work, siteUrl: "https://docs.acme.test/", cache: join(work, "cache") };
    const made = await buildSite({ ...options, out: join(work, "out", "cached-1") });
    const reused = await buildSite({ ...options, out: join(work, "out", "cached-2") });
    const files = await htmlFiles(made.out);
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) expect(await readFile(join(reused.out, file), "utf8"), file).toBe(await readFile(join(made.out, file), "utf8"));
    expect(content(await head(made.out, "products.html"), 'meta[name="description"]')).toEqual(["The catalogue, with SKUs."]);
  });

  it("describes every page of a real description, GitHub's, in at most 160 characters of text, cut at a word", async () => {
    const out = await build("github", { openapi: github, root: work, siteUrl: "https://docs.github.test/rest/" });
    const files = await htmlFiles(out);
    expect(files.length).toBeGreaterThan(50);
    const descriptions = new Map<string, string>();
    for (const file of files) {
      const tags = await head(out, file);
      const [description] = content(tags, 'meta[name="description"]');
      expect(description, file).toBeTruthy();
      expect(description!.length, file).toBeLessThanOrEqual(160);
      // Plain text: no element, no entity, no Markdown link, one line (text may say "heads/<branch name>").
      expect(description, file).not.toMatch(/<\/?(a|b|i|p|em|strong|code|span|div|br|img|ul|li|script)\b[^>]*>|&[a-z]+;|\]\(|\s{2}|\n/i);
      if (description!.endsWith("…")) expect(description, file).toMatch(/\S…$/);
      descriptions.set(file, description!);
      expect(canonicals(tags), file).toEqual([file === "index.html" ? "https://docs.github.test/rest/" : `https://docs.github.test/rest/${file}`]);
    }
    // Each page of the reference leads to its neighbours in the sidebar's order, after the landing
    // page: each group's page, then its operations' pages (the Models page's models), as its page lists them.
    const order = ["index.html"];
    for (const group of all(dom(await readFile(join(out, "index.html"), "utf8")), ".rk-sidebar .rk-nav-page > a").map((a) => a.getAttribute("href")!)) {
      order.push(group, ...all(dom(await readFile(join(out, group), "utf8")), ".rk-operation-list a, .rk-model-list a").map((a) => a.getAttribute("href")!));
    }
    expect(order.length).toBe(files.length - 1);
    for (const [i, file] of order.entries()) {
      // Each link relative to the page: as the site's path it leads to.
      const links = all(dom(await readFile(join(out, file), "utf8")), "nav.rk-pager a").map((a) => [a.getAttribute("rel"), posix.join(posix.dirname(file), a.getAttribute("href")!)]);
      expect(links, file).toEqual([...(i > 0 ? [["prev", order[i - 1]]] : []), ...(i + 1 < order.length ? [["next", order[i + 1]]] : [])]);
    }
    // The sitemap lists every page, each once.
    const listed = sitemapFiles(await readFile(join(out, "sitemap.xml"), "utf8"), "https://docs.github.test/rest/");
    expect([...listed].sort()).toEqual(files);
    // A tag's description on its group's page; an operation's on its own page.
    expect(descriptions.get("actions.html")).toBe("Endpoints to manage GitHub Actions using the REST API.");
    expect(descriptions.get("git/get-ref.html")).toMatch(/^Returns a single reference from your Git database\. The :ref in the URL must be formatted as heads\/<branch name> for branches/);
    expect(descriptions.get("activity.html")).toBe("Activity APIs provide access to notifications, subscriptions, and timelines.");
    // The landing page's: the description's summary (info.summary, before its introduction).
    expect(descriptions.get("index.html")).toBe("OpenAPI specs from https://github.com/github/rest-api-description with the 'x-octokit' extension required by the Octokit SDKs");
    expect(descriptions.get("all-endpoints.html")).toBe("Every endpoint of the GitHub's official OpenAPI spec + Octokit extension, page by page: 1,223 operations, each with its method and path.");
  }, 300_000);
});

describe("sitemap.xml", () => {
  it("is written only for a site with an address", async () => {
    const out = await build("demo", { root: demoRoot });
    expect(existsSync(join(out, "sitemap.xml"))).toBe(false);
  });

  it("lists the absolute address of every HTML page of every version, index.html as its folder's, escaped as XML", async () => {
    const siteUrl = "https://docs.acme.test/a&b's/";
    const out = await build("versions-sitemap", { root: work, siteUrl, versions: [{ label: "v2", openapi: join(versions, "v2.yaml") }, { label: "v1", openapi: join(versions, "v1.yaml") }] });
    const text = await readFile(join(out, "sitemap.xml"), "utf8");
    expect(text).toContain("<loc>https://docs.acme.test/a&amp;b&apos;s/</loc>");
    expect(text).toContain("<loc>https://docs.acme.test/a&amp;b&apos;s/v/v1/</loc>");
    const files = sitemapFiles(text, siteUrl);
    for (const file of files) expect(existsSync(join(out, file)), file).toBe(true);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toEqual([
      "index.html",
      "customers.html",
      "customers/create-customer.html",
      "customers/retrieve-customer.html",
      "orders.html",
      "orders/list-orders.html",
      "orders/create-order.html",
      "all-endpoints.html",
      "v/v1/index.html",
      "v/v1/customers.html",
      "v/v1/customers/create-customer.html",
      "v/v1/customers/get-customer.html",
      "v/v1/orders.html",
      "v/v1/orders/list-orders.html",
      "v/v1/legacy.html",
      "v/v1/legacy/export-all.html",
      "v/v1/all-endpoints.html",
      "changelog.html",
    ]);
    expect([...files].sort()).toEqual(await htmlFiles(out));
  });
});

describe("404.html: what a server answers for an address the site does not have", () => {
  /** Every link and source of a page (its head's and its body's), with the element that holds it. */
  const targets = (page: HTMLElement) => [...all(page, "[href]").map((element) => element.getAttribute("href")!), ...all(page, "[src]").map((element) => element.getAttribute("src")!)];

  it.each([
    ["without an address: from the host's root", undefined, "/"],
    ["with an address: from its path", "https://docs.acme.test/shop(2)/", "/shop(2)/"],
  ])("is the site's frame with links that work from any depth, %s", async (name, siteUrl, base) => {
    const root = await project(`not-found-${siteUrl === undefined ? "plain" : "address"}`, { ...hostile, "refkit.config.ts": `import { configure } from "refkit";\nconfigure((c) => { c.siteTitle = ${JSON.stringify(hostileTitle)}; c.logo = "logo.svg"; c.productLink = { href: "https://acme.test/", label: "Acme" }; });\n`, "logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>" });
    const out = await build(`not-found-${siteUrl === undefined ? "plain" : "address"}`, { root, ...(siteUrl === undefined ? {} : { siteUrl }) });
    const page = dom(await readFile(join(out, "404.html"), "utf8"));
    expect(one(page, "h1").textContent).toBe("Page not found");
    expect(one(page, "title").textContent).toBe(`Page not found · ${hostileTitle}`);
    const tags = one(page, "head");
    expect(content(tags, 'meta[name="robots"]')).toEqual(["noindex"]);
    expect(content(tags, 'meta[name="description"]')).toEqual(["There is no page at this address: the link may be out of date or mistyped."]);
    expect([canonicals(tags), content(tags, 'meta[property="og:url"]')]).toEqual([[], []]);
    // The sidebar lists the pages, the current version's.
    expect(all(page, ".rk-sidebar .rk-nav-page a").map((a) => a.getAttribute("href"))).toEqual(["a.html", "b.html", "c.html", "d.html"].map((file) => `${base}${file}`));
    expect(all(page, "script").map((script) => script.getAttribute("src"))).toEqual([`${base}assets/refkit.js`]);
    // Every link from the root (or within the page, or to the product): each leads to a file of the site.
    const links = targets(page);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      if (link.startsWith("#") || link === "https://acme.test/") continue;
      expect(link.startsWith(base), link).toBe(true);
      expect(existsSync(join(out, decodeURIComponent(link.slice(base.length)))), link).toBe(true);
    }
    expect(await readFile(join(out, "404.md"), "utf8")).toBe(
      `# Page not found\n\nThere is no page at this address: the link may be out of date or mistyped.\n\nEvery page of the reference is listed in [llms.txt](${base.replace("(", "%28").replace(")", "%29")}llms.txt), every endpoint in [All endpoints](${base.replace("(", "%28").replace(")", "%29")}all-endpoints.md).\n`,
    );
    expect(name).toBeTruthy();
  });

  it("is the current version's, at the root only", async () => {
    const out = await build("not-found-versions", { root: work, versions: [{ label: "v2", openapi: join(versions, "v2.yaml") }, { label: "v1", openapi: join(versions, "v1.yaml") }] });
    expect([existsSync(join(out, "404.html")), existsSync(join(out, "v/v1/404.html"))]).toEqual([true, false]);
    const page = dom(await readFile(join(out, "404.html"), "utf8"));
    expect(all(page, ".rk-sidebar .rk-nav-page a").map((a) => a.getAttribute("href"))).toEqual(["/customers.html", "/orders.html"]);
    expect(all(page, ".rk-sidebar .rk-nav-all a").map((a) => a.getAttribute("href"))).toEqual(["/all-endpoints.html", "/changelog.html"]);
  });

  it("is what refkit serve answers, with 404, for anything the site does not have; as Markdown when asked so; plainly when the site has none", async () => {
    const out = await build("not-found-served", { root: demoRoot });
    const server = await serveSite({ dir: out, port: 0 });
    try {
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      const page = await readFile(join(out, "404.html"), "utf8");
      for (const path of ["/nope.html", "/a/b/c.html", "/assets/nope.js", "/x/", "/../etc/passwd"]) {
        const answer = await fetch(`${base}${path}`);
        expect([answer.status, answer.headers.get("content-type"), answer.headers.get("content-security-policy")], path).toEqual([404, "text/html; charset=utf-8", "default-src 'self'"]);
        expect(await answer.text(), path).toBe(page);
      }
      const markdown = await fetch(`${base}/a/b.html`, { headers: { Accept: "text/markdown" } });
      expect([markdown.status, markdown.headers.get("content-type"), await markdown.text()]).toEqual([404, "text/markdown; charset=utf-8", await readFile(join(out, "404.md"), "utf8")]);
      const head = await fetch(`${base}/a/b.html`, { method: "HEAD" });
      expect([head.status, await head.text()]).toEqual([404, ""]);
      // What is there is answered as ever.
      expect((await fetch(`${base}/customers.html`)).status).toBe(200);
      expect((await fetch(`${base}/404.html`)).status).toBe(200);
      await rm(join(out, "404.html"));
      const plain = await fetch(`${base}/nope.html`);
      expect([plain.status, plain.headers.get("content-type"), await plain.text()]).toEqual([404, "text/plain; charset=utf-8", "Not found\n"]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});

describe("the previous and next pages, at the foot of each page of the reference", () => {
  /** A page's pager: each link's rel, its address and its text. */
  const pagerOf = async (out: string, file: string) => {
    const page = dom(await readFile(join(out, file), "utf8"));
    const pagers = all(page, "nav.rk-pager");
    expect(pagers.length, file).toBeLessThanOrEqual(1);
    if (pagers.length === 0) return null;
    expect(pagers[0]!.getAttribute("aria-label")).toBe("Previous and next pages");
    // After the article, inside the page's main part.
    expect(pagers[0]!.parentNode!.tagName, file).toBe("MAIN");
    expect(pagers[0]!.previousElementSibling?.tagName, file).toBe("ARTICLE");
    return all(pagers[0]!, "a").map((a) => {
      expect(a.textContent, file).toBe(a.getAttribute("aria-label")!.replace(": ", " "));
      return [a.getAttribute("rel"), a.getAttribute("href"), a.getAttribute("aria-label")];
    });
  };

  it("links each page to its neighbours in the sidebar's order, relative to where it is, from the landing page; none on All endpoints or 404", async () => {
    const root = await project("pager", {
      "package.json": '{ "type": "module" }',
      "pages/a.ts": pageFile(`First <b>"one"</b> &amp;`, `sections() { return [Section("S", { description: "x" })]; }`),
      "pages/b/c.ts": pageFile("Nested", `sections() { return [Section("S", { description: "x" })]; }`),
      "pages/d.ts": pageFile("Last", `sections() { return [Section("S", { description: "x" })]; }`),
    });
    const out = await build("pager", { root });
    expect(await pagerOf(out, "index.html")).toEqual([["next", "a.html", `Next: First <b>"one"</b> &amp;`]]);
    expect(await pagerOf(out, "a.html")).toEqual([["prev", "index.html", "Previous: API reference"], ["next", "b/c.html", "Next: Nested"]]);
    expect(await pagerOf(out, "b/c.html")).toEqual([["prev", "../a.html", `Previous: First <b>"one"</b> &amp;`], ["next", "../d.html", "Next: Last"]]);
    expect(await pagerOf(out, "d.html")).toEqual([["prev", "b/c.html", "Previous: Nested"]]);
    expect(await pagerOf(out, "all-endpoints.html")).toBeNull();
    expect(await pagerOf(out, "404.html")).toBeNull();
    for (const file of ["index.html", "a.html", "b/c.html", "d.html"]) for (const [, href] of (await pagerOf(out, file))!) expect(existsSync(join(out, file, "..", href!)), `${file} → ${href}`).toBe(true);
    // A reference of one page: the landing page and the page, each leading to the other.
    const alone = await build("pager-alone", { root: demoRoot });
    expect([await pagerOf(alone, "index.html"), await pagerOf(alone, "customers.html")]).toEqual([[["next", "customers.html", "Next: Customers"]], [["prev", "index.html", "Previous: API reference"]]]);
  });
});

describe("All endpoints has its Markdown twin, as every page has", () => {
  const parser = new MarkdownIt("commonmark");

  /** The twin read back: each page's heading (its text and link) and its endpoints' lines (code, title, link). */
  function readTwin(markdown: string) {
    const tokens = parser.parse(markdown, {});
    const headings: { text: string; href: string | null }[] = [];
    const items: { code: string; title: string; href: string | null; rest: string }[] = [];
    tokens.forEach((token, i) => {
      if (token.type !== "inline") return;
      const children = token.children ?? [];
      const link = children.find((child) => child.type === "link_open");
      const text = (from: number, to: number) => children.slice(from, to).map((child) => child.content).join("");
      const open = children.indexOf(link!);
      const close = children.findIndex((child) => child.type === "link_close");
      if (tokens[i - 1]?.type === "heading_open" && tokens[i - 1]!.tag === "h2") headings.push({ text: text(open + 1, close), href: (link?.attrGet("href") as string | null | undefined) ?? null });
      if (tokens[i - 1]?.type === "paragraph_open" && tokens[i - 2]?.type === "list_item_open") {
        items.push({ code: children.find((child) => child.type === "code_inline")?.content ?? "", title: text(open + 1, close), href: (link?.attrGet("href") as string | null | undefined) ?? null, rest: text(close + 1, children.length) });
      }
    });
    return { h1: tokens.filter((token) => token.type === "heading_open" && token.tag === "h1").length, headings, items };
  }

  it("lists every endpoint under its page, each page linked by its twin, whatever the titles hold; linked from the page's head", async () => {
    const out = await build("endpoints-twin", { root: await project("endpoints-twin", hostile) });
    const html = await readFile(join(out, "all-endpoints.html"), "utf8");
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="all-endpoints.md">');
    expect(html).toContain('<a class="rk-page-md" href="all-endpoints.md" type="text/markdown">View as Markdown</a>');
    const twin = readTwin(await readFile(join(out, "all-endpoints.md"), "utf8"));
    expect(twin.h1).toBe(1);
    expect(twin.headings).toEqual([
      { text: "Described <i>", href: "a.md" },
      { text: "Section's", href: "c.md" },
      { text: "Nothing", href: "d.md" },
    ]);
    expect(twin.items).toEqual([
      { code: "GET /orders", title: "List orders", href: "a.md", rest: "" },
      { code: "POST /refunds", title: "Refund an order", href: "c.md", rest: "" },
      { code: "GET /things/{id}", title: "Get a thing", href: "d.md", rest: "" },
      { code: "DELETE /things/{id}", title: "Delete a thing", href: "d.md", rest: " (deprecated)" },
    ]);
    for (const { href } of [...twin.headings, ...twin.items]) expect(existsSync(join(out, href!)), href!).toBe(true);
    // It is in llms.txt, with the pages' twins.
    expect(await readFile(join(out, "llms.txt"), "utf8")).toContain("\n## All endpoints\n\n- [Overview](index.md): the API's introduction, servers and authentication, the guides, and every group with its operations\n- [All endpoints](all-endpoints.md): every endpoint of the reference (4 endpoints), page by page, with its method and path\n");
  });

  it("lists every endpoint of a real description, GitHub's, each linked to a twin of the site", async () => {
    const out = await build("github-endpoints", { openapi: github, root: work });
    const twin = readTwin(await readFile(join(out, "all-endpoints.md"), "utf8"));
    expect(twin.items).toHaveLength(1223);
    const html = dom(await readFile(join(out, "all-endpoints.html"), "utf8"));
    // The same endpoints as the page shows, in its order.
    expect(twin.items.map((item) => item.code)).toEqual(all(html, ".rk-endpoint-group li a").map((a) => `${one(a, ".rk-badge").textContent} ${one(a, "code").textContent}`));
    for (const href of new Set([...twin.headings, ...twin.items].map((entry) => entry.href!))) expect(existsSync(join(out, decodeURI(href))), href).toBe(true);
  }, 300_000);
});
