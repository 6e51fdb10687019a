/**
 * Names from someone else's description (its tags and their `x-displayName`s), or a project's
 * page files, cannot lose a page: every operation is on a page file of its own, no two file names
 * are one file on a case-insensitive or normalization-insensitive file system, `index.html` stays
 * the first page, refkit's own files keep their names, no name is one Windows cannot hold or one
 * longer than a file system takes, and "All endpoints", `llms.txt` and the search index each lead
 * to those pages, one entry to one page.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSite } from "../../src/site/build.ts";
import { all, dom, one } from "../support/dom.ts";

const work = mkdtempSync(join(tmpdir(), "refkit-hostile-names-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A tag name of over 300 bytes of UTF-8, words and all. */
const longTag = `Quarterly revenue reports by région ${"and sub-region totals ".repeat(12)}`.slice(0, 300 - 2).concat("é");
const nfc = "Caf\u00e9";
const nfd = "Cafe\u0301";

/** One tag: its name, an optional `x-displayName`, and the one operation tagged with it. */
interface Tag {
  readonly name: string;
  readonly displayName?: string;
}

const vectors: Record<string, readonly Tag[]> = {
  "case: Users, users, Users 2": [{ name: "Users" }, { name: "users" }, { name: "Users 2" }],
  "a duplicate x-displayName": [{ name: "Accounts 2" }, { name: "alpha", displayName: "Accounts" }, { name: "beta", displayName: "Accounts" }],
  "refkit's own names": [{ name: "Pets" }, { name: "Index" }, { name: "All endpoints" }, { name: "404" }],
  "a Windows device name": [{ name: "Pets" }, { name: "CON" }, { name: "nul" }, { name: "Com1" }],
  "a 300-byte tag name": [{ name: longTag }, { name: `${longTag} 2` }, { name: longTag.toUpperCase() }],
  "NFC and NFD forms of one name": [{ name: nfc }, { name: nfd }, { name: "cafe 2" }],
};
vectors["all of them at once"] = Object.values(vectors).flat().filter((tag, i, tags) => tags.findIndex((other) => other.name === tag.name) === i);

/** The description: the tags in this order, one GET operation each, `op<i>`, on `/r<i>`. */
function description(tags: readonly Tag[]) {
  return {
    openapi: "3.1.0",
    info: { title: "Names", version: "1" },
    tags: tags.map(({ name, displayName }) => ({ name, ...(displayName === undefined ? {} : { "x-displayName": displayName }) })),
    paths: Object.fromEntries(tags.map((tag, i) => [`/r${i}`, { get: { operationId: `op${i}`, summary: `Operation ${i}`, tags: [tag.name], responses: { "200": { description: "OK" } } } }])),
  };
}

/** Every file of a site, as paths relative to it, `/`-separated. */
function siteFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/"));
}

/** What a name is to macOS and Windows: case and Unicode normalization ignored. Written here apart from the allocator's own. */
const sameFile = (name: string) => name.normalize("NFD").toLowerCase().normalize("NFC");
/** The groups of names that are one file there. */
function clashes(files: readonly string[]): string[][] {
  const byKey = new Map<string, string[]>();
  for (const file of files) byKey.set(sameFile(file), [...(byKey.get(sameFile(file)) ?? []), file]);
  return [...byKey.values()].filter((same) => same.length > 1);
}

/** Windows' device names, with or without an extension. */
const device = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

/** Checks a built site: every name one file everywhere, and every operation on a page of its own that every list leads to. */
function checkSite(out: string, operations: readonly string[]): void {
  const files = siteFiles(out);
  // No two names are one file on a case-insensitive, normalizing file system; none is a device on Windows; none is too long.
  expect(clashes(files)).toEqual([]);
  for (const file of files) {
    for (const segment of file.split("/")) {
      expect(segment, file).not.toMatch(device);
      expect(Buffer.byteLength(segment), file).toBeLessThanOrEqual(120);
    }
  }
  const pages = files.filter((file) => file.endsWith(".html") && !["index.html", "all-endpoints.html", "404.html"].includes(file));
  const html = new Map(pages.map((file) => [file, dom(readFileSync(join(out, file), "utf8"))]));
  const ids = (file: string) => all(html.get(file)!, "section.rk-section[id]").map((section) => section.id);
  // Each tag has a group page at the top (`users.html`) and its operation's page in its folder (`users/op0.html`).
  const groupPages = pages.filter((file) => !file.includes("/"));
  const operationPages = pages.filter((file) => file.includes("/"));

  // Each operation is on exactly one page file, and no two operations share one (each tag has one).
  const home = new Map(operations.map((op) => [op, pages.filter((file) => ids(file).includes(op))]));
  for (const [op, at] of home) expect(at, op).toHaveLength(1);
  expect(new Set([...home.values()].flat()).size).toBe(operations.length);
  expect(new Set([...home.values()].flat())).toEqual(new Set(operationPages));
  expect(operationPages).toHaveLength(operations.length);
  expect(groupPages).toHaveLength(operations.length);
  // Each group page shows no operation itself, and leads to its own operation's page: no two to one.
  const listedBy = groupPages.map((file) => {
    expect(ids(file), file).toEqual([]);
    const links = all(html.get(file)!, ".rk-operation-list li a").map((a) => join(dirname(file), a.getAttribute("href")!).split("\\").join("/"));
    expect(links, file).toHaveLength(1);
    expect(links[0]!.startsWith(`${file.replace(/\.html$/, "")}/`), file).toBe(true);
    expect(ids(links[0]!), file).toHaveLength(1);
    return links[0]!;
  });
  expect(new Set(listedBy)).toEqual(new Set(operationPages));

  // index.html is the landing page, whatever a tag is called: it leads to every operation's own page.
  const index = dom(readFileSync(join(out, "index.html"), "utf8"));
  // A link to an operation's own page has no anchor: the operation is the page's first section.
  const target = (href: string): [string, string] => {
    const [file, id] = href.split("#") as [string, string | undefined];
    return [file, id ?? ids(file)[0]!];
  };
  const landing = all(index, "#operations .rk-endpoint-group li a").map((a) => target(a.getAttribute("href")!));
  expect(landing.map(([, id]) => id).sort()).toEqual([...operations].sort());
  for (const [file, id] of landing) expect(html.get(file) && ids(file), `${file}#${id}`).toContain(id);

  // "All endpoints" is refkit's page, and leads to each operation on its own page.
  const listed = dom(readFileSync(join(out, "all-endpoints.html"), "utf8"));
  expect(one(listed, "h1").textContent).toBe("All endpoints");
  const hrefs = all(listed, ".rk-endpoint-group li a").map((a) => a.getAttribute("href")!);
  expect(hrefs).toHaveLength(operations.length);
  const endpointsTo = hrefs.map(target);
  for (const [file, id] of endpointsTo) expect(html.get(file) && ids(file), `${file}#${id}`).toContain(id);
  expect(new Set(endpointsTo.map(([file]) => file)).size).toBe(operations.length);

  // llms.txt links the landing page, "All endpoints" and each page's twin once, and each twin exists and shows its own operation.
  const llms = readFileSync(join(out, "llms.txt"), "utf8");
  const inLlms = [...llms.matchAll(/^- \[[^\]]*\]\(([^)]+\.md)\)/gm)].map((match) => decodeURI(match[1]!)).filter((file) => !file.startsWith("llms-full"));
  expect(inLlms.slice(0, 2)).toEqual(["index.md", "all-endpoints.md"]);
  const twins = inLlms.slice(2);
  expect(twins).toHaveLength(pages.length);
  expect(new Set(twins.map(sameFile)).size).toBe(pages.length);
  for (const twin of twins) {
    const file = twin.replace(/\.md$/, ".html");
    // A group page's twin lists its operation, linked to the operation's twin.
    const ops = groupPages.includes(file) ? ids(listedBy[groupPages.indexOf(file)]!) : ids(file);
    expect(ops, twin).toHaveLength(1);
    const text = readFileSync(join(out, twin), "utf8");
    expect(text, twin).toContain(`GET /r${ops[0]!.slice(2)}`);
    if (groupPages.includes(file)) expect(text, twin).toContain(`](${listedBy[groupPages.indexOf(file)]!.replace(/\.html$/, ".md")})`);
  }

  // The search index names each page once, and each of its documents leads to a section on that page.
  const search = JSON.parse(readFileSync(join(out, "assets/search/index.json"), "utf8")) as { pages: [string, string][] };
  const slugs = search.pages.map(([slug]) => slug);
  expect(new Set(slugs.map(sameFile)).size).toBe(pages.length);
  const docs = files.filter((file) => /^assets\/search\/d\d+\.json$/.test(file)).flatMap((file) => JSON.parse(readFileSync(join(out, file), "utf8")) as [number, string][]);
  expect(docs).toHaveLength(operations.length);
  for (const [page, anchor] of docs) expect(ids(`${slugs[page]}.html`), `${slugs[page]}#${anchor}`).toContain(anchor);
  expect(new Set(docs.map(([page]) => page)).size).toBe(operations.length);
}

describe("a description's tag names cannot lose a page", () => {
  it.each(Object.entries(vectors))("%s: the build succeeds, and every operation has a page of its own", async (name, tags) => {
    const folder = join(work, name.replace(/\W+/g, "-"));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "api.json"), JSON.stringify(description(tags)));
    const out = join(folder, "site");
    const summary = await buildSite({ root: folder, openapi: join(folder, "api.json"), out, threads: 1, cache: false });
    // A group page and an operation page for each tag.
    expect(summary.pages).toBe(2 * tags.length);
    expect(tags.some((tag) => Buffer.byteLength(tag.name) > 255)).toBe(name.includes("300") || name.includes("all"));
    checkSite(
      out,
      tags.map((_, i) => `op${i}`),
    );
  });

  it("keeps the names of tags that collide with nothing", async () => {
    const folder = join(work, "plain");
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "api.json"), JSON.stringify(description([{ name: "Users" }, { name: "Pets & owners" }, { name: "V" }, { name: "Assets" }, { name: nfc }])));
    await buildSite({ root: folder, openapi: join(folder, "api.json"), out: join(folder, "site"), threads: 1, cache: false });
    expect(siteFiles(join(folder, "site")).filter((file) => !file.includes("/") && file.endsWith(".html")).sort()).toEqual(["404.html", "all-endpoints.html", "assets.html", "cafe.html", "index.html", "pets-owners.html", "users.html", "v.html"]);
  });
});

describe("a tag that collides with nothing keeps its address when others collide", () => {
  it("Users 2 stays users-2.html beside Users and users", async () => {
    const folder = join(work, "stable");
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "api.json"), JSON.stringify(description([{ name: "Users" }, { name: "users" }, { name: "Users 2" }])));
    await buildSite({ root: folder, openapi: join(folder, "api.json"), out: join(folder, "site"), threads: 1, cache: false });
    const page = (file: string) => all(dom(readFileSync(join(folder, "site", file), "utf8")), "section.rk-section[id]").map((section) => section.id);
    const listed = (file: string) => all(dom(readFileSync(join(folder, "site", file), "utf8")), ".rk-operation-list li a").map((a) => a.getAttribute("href"));
    expect(page("users-2.html")).toEqual([]);
    expect(listed("users-2.html")).toEqual(["users-2/op2.html"]);
    expect(page("users-2/op2.html")).toEqual(["op2"]);
    expect(page("users-3.html")).toEqual([]);
    expect(listed("users-3.html")).toEqual(["users-3/op1.html"]);
    expect(page("users-3/op1.html")).toEqual(["op1"]);
  });
});

/** A hand-written page module titled after its file. */
const pageModule = (title: string, id: string) => `import { Endpoint, Page, Section } from "refkit";
export default class P extends Page {
  title = ${JSON.stringify(title)};
  sections() {
    return [Section(${JSON.stringify(title)}, { id: ${JSON.stringify(id)}, description: Endpoint("get", ${JSON.stringify(`/${id}`)}) })];
  }
}
`;

describe("a project's page files cannot lose a page", () => {
  it("gives pages named alike on a case-insensitive or normalizing file system, or after refkit's or Windows' names, files of their own", async () => {
    const folder = join(work, "project");
    // Sorted as the project reads them: the first is the index.
    const names = ["A-first", "Guide", "q|r", "guide", nfc, nfd, "index", "con", "assets/logo", "v/v1/x"];
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "package.json"), '{ "type": "module" }\n');
    for (const [i, name] of names.entries()) {
      const file = join(folder, "pages", `${name}.ts`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageModule(`Page ${name}`, `op${i}`));
    }
    const out = join(folder, "site");
    const summary = await buildSite({ root: folder, out, threads: 1, cache: false });
    expect(summary.pages).toBe(names.length);
    checkPages(out, names.length);
    // Each page moved is named, with where it went.
    const moved = summary.warnings.flatMap((warning) => /pages\/(.+)\.ts: written as (.+)\.html \(/.exec(warning)?.slice(1) ?? []);
    expect(moved).toEqual(["Caf\u00e9", "Caf\u00e9-2", "assets/logo", "assets-2/logo", "con", "con-2", "guide", "guide-2", "index", "index-2", "q|r", "q-r", "v/v1/x", "v-2/v1/x"]);
  });
});

/** Checks a project's site: every page file distinct everywhere, each operation on its own page, index.html the first page. */
function checkPages(out: string, count: number): void {
  const files = siteFiles(out);
  expect(clashes(files)).toEqual([]);
  for (const file of files) for (const segment of file.split("/")) expect(segment, file).not.toMatch(device);
  // No page in refkit's folders.
  expect(files.filter((file) => /^(assets|v)\/.*\.html$/.test(file))).toEqual([]);
  const pages = files.filter((file) => file.endsWith(".html") && !["index.html", "all-endpoints.html", "404.html"].includes(file));
  expect(pages).toHaveLength(count);
  const found = pages.flatMap((file) => all(dom(readFileSync(join(out, file), "utf8")), "section.rk-section[id]").map((section) => section.id));
  expect(found.sort()).toEqual(Array.from({ length: count }, (_, i) => `op${i}`).sort());
  // The landing page lists the pages, the first first.
  const index = dom(readFileSync(join(out, "index.html"), "utf8"));
  expect(all(index, "#operations .rk-endpoint-group h3")[0]!.textContent).toBe("Page A-first");
}
