/**
 * One reference, built once: `loadReference` plans a project as a plain value, `resolvePage`
 * resolves one of its pages into plain data, and `renderPage` gives, byte for byte, the files
 * `refkit build` writes for that page — after both went through `structuredClone`, so that
 * nothing of either can be a function, a node or a shared object.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, loadReference, renderPage, resolvePage, type BuildOptions, type Reference } from "../src/index.ts";
import { demoRoot } from "../src/reference/project.ts";
import { sitemapXml } from "../src/site/sitemap.ts";
import { renderNotFound } from "../src/render/not-found.ts";

const github = new URL("./.cache/api.github.com.json", import.meta.url).pathname;
const versions = new URL("./fixtures/versions/", import.meta.url).pathname;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-reference-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** Builds the site, loads its reference, and checks every page's files against `renderPage`'s. */
async function sameAsBuild(name: string, options: BuildOptions): Promise<Reference> {
  const out = join(work, name);
  await buildSite({ ...options, out, cache: false });
  const reference = await loadReference(options);
  expect(JSON.parse(JSON.stringify(reference))).toEqual(reference);
  expect(reference.pages.length).toBeGreaterThan(1);
  for (const page of reference.pages) {
    const resolved = await resolvePage(reference, page.id);
    expect(JSON.parse(JSON.stringify(resolved)), page.id).toEqual(resolved);
    // The plan knew the page's sections before it was made.
    expect(page.sections.map(({ id, title, method, path, deprecated }) => ({ id, title, method, path, deprecated })), page.id).toEqual(resolved.sections.map(({ id, title, method, path, deprecated }) => ({ id, title, method, path, deprecated })));
    const { html, markdown } = renderPage(structuredClone(resolved), structuredClone(reference));
    expect(html === (await readFile(join(out, page.url), "utf8")), `${page.url} as built`).toBe(true);
    // Every page has its twin, "All endpoints" too, and it is the rendered one.
    const twin = join(out, page.url.replace(/\.html$/, ".md"));
    expect(markdown === (await readFile(twin, "utf8")), `${page.url}'s twin as built`).toBe(true);
  }
  // The site's own files, written from the reference alone.
  const notFound = renderNotFound(structuredClone(reference));
  expect(notFound.html === (await readFile(join(out, "404.html"), "utf8")), "404.html as built").toBe(true);
  expect(notFound.markdown === (await readFile(join(out, "404.md"), "utf8")), "404.md as built").toBe(true);
  const sitemap = join(out, "sitemap.xml");
  if (reference.site.siteUrl === null) expect(existsSync(sitemap)).toBe(false);
  else expect(sitemapXml(reference) === (await readFile(sitemap, "utf8")), "sitemap.xml as built").toBe(true);
  return reference;
}

describe("renderPage(resolvePage(reference, id), reference) is what refkit build writes", () => {
  it("for every page of the demonstration", async () => {
    const reference = await sameAsBuild("demo", { root: demoRoot });
    expect(reference.pages.map((page) => [page.id, page.url, page.kind])).toEqual([
      ["customers", "customers.html", "reference"],
      ["index", "index.html", "landing"],
      ["all-endpoints", "all-endpoints.html", "endpoints"],
    ]);
    // The landing page lists the operations, in a section of its own.
    expect(reference.pages[1]!.sections.map((section) => section.id)).toEqual(["operations"]);
    expect(reference.pages[0]!.sections.map((section) => [section.id, section.method, section.path])).toEqual([
      ["create-a-customer", "POST", "/v1/customers"],
      ["list-customers", "GET", "/v1/customers"],
      ["update-a-customer", "PATCH", "/v1/customers/:id"],
      ["delete-a-customer", "DELETE", "/v1/customers/:id"],
    ]);
    expect(reference.navigation).toEqual([{ version: 0, pages: ["customers"] }]);
    expect(reference.site).toMatchObject({ baseUrl: "https://api.example.com", clients: [{ token: "curl" }, { token: "javascript" }, { token: "ruby" }, { token: "python" }], tryIt: false, liveReload: false });
  });

  it("for every page of a site of two versions, the changelog included", async () => {
    const reference = await sameAsBuild("versions", { root: work, versions: [{ label: "v2", openapi: join(versions, "v2.yaml") }, { label: "v1", openapi: join(versions, "v1.yaml") }] });
    expect(reference.versions.map((version) => [version.label, version.folder])).toEqual([["v2", ""], ["v1", "v/v1/"]]);
    // The navigation lists each version's pages of the reference, in the sidebar's order, under their groups.
    expect(reference.navigation.map((group) => group.version)).toEqual(expect.arrayContaining([0, 1]));
    for (const version of [0, 1]) {
      expect(reference.navigation.filter((group) => group.version === version).flatMap((group) => group.pages)).toEqual(reference.pages.filter((page) => page.kind === "reference" && page.version === version).map((page) => page.id));
    }
    expect(reference.pages.map((page) => page.id)).toContain("v/v1/legacy");
    expect(reference.pages.at(-1)).toMatchObject({ id: "changelog", kind: "changelog" });
    expect(reference.changelog.length).toBe(1);
  });

  it("for every page of the demonstration and of two versions with the site's address: each names its absolute address", async () => {
    const siteUrl = "https://docs.acme.test/api/";
    const demo = await sameAsBuild("demo-address", { root: demoRoot, siteUrl });
    expect(demo.site.siteUrl).toBe(siteUrl);
    const twoVersions = await sameAsBuild("versions-address", { root: work, siteUrl, versions: [{ label: "v2", openapi: join(versions, "v2.yaml") }, { label: "v1", openapi: join(versions, "v1.yaml") }] });
    const legacy = renderPage(await resolvePage(twoVersions, "v/v1/legacy"), twoVersions).html;
    expect(legacy).toContain('<link rel="canonical" href="https://docs.acme.test/api/">');
    expect(legacy.match(/rel="canonical"/g)).toHaveLength(1);
  });

  it("for every page of GitHub's description", async () => {
    const reference = await sameAsBuild("github", { openapi: github, root: work });
    // A section per operation, and one per model (969 schemas).
    const sections = reference.pages.flatMap((page) => (page.kind === "reference" ? page.sections : []));
    expect(sections.filter((section) => section.method !== undefined)).toHaveLength(1223);
    expect(sections.filter((section) => section.model !== undefined).length).toBeGreaterThan(900);
    expect(reference.pages.flatMap((page) => page.sections).filter((section) => section.operationId !== undefined).length).toBeGreaterThan(1000);
  }, 600_000);
});

describe("the reference's promises", () => {
  it("refuses a copy of the reference, and an id it has no page of, saying what to pass", async () => {
    const reference = await loadReference({ root: demoRoot });
    await expect(resolvePage(structuredClone(reference), "customers")).rejects.toThrow(/expected the reference loadReference returned/);
    await expect(resolvePage(reference, "nope")).rejects.toThrow(/expected the id of a page of the reference, got "nope"/);
    expect(() => renderPage({ ...structuredClone(reference.pages[0]!), id: "nope" } as never, reference)).toThrow(/expected a page resolved from this reference/);
  });
});
