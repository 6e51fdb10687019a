/**
 * A versioned site (`refkit build --openapi LABEL=FILE …`): the current version at the root and
 * the others under `v/LABEL/`, every page's "API version" control and every section's links leading
 * to files and sections that exist, an earlier version's banner and canonical link, and the
 * command line's checks.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, posix } from "node:path";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, type BuildSummary } from "../src/index.ts";
import { run } from "../src/cli.ts";
import { versionArgument, versionProblem } from "../src/reference/versions.ts";

const fixtures = new URL("./fixtures/versions/", import.meta.url).pathname;

describe("version arguments", () => {
  it("reads LABEL=FILE, and refuses labels that are no folder name or are given twice", () => {
    expect(versionArgument("v2=api/openapi.yaml")).toEqual({ label: "v2", openapi: "api/openapi.yaml" });
    expect(versionArgument("2024-01-01=a=b.yaml")).toEqual({ label: "2024-01-01", openapi: "a=b.yaml" });
    expect(versionArgument("openapi.yaml")).toBeUndefined();
    expect(versionArgument("../x=openapi.yaml")).toBeUndefined();
    expect(versionArgument("a/b=openapi.yaml")).toBeUndefined();
    expect(versionProblem([{ label: "v1", openapi: "a" }, { label: "V1", openapi: "b" }])).toBe('the version label "V1" is given twice');
    expect(versionProblem([{ label: "..", openapi: "a" }])).toMatch(/^expected a version label/);
  });

  it.each(["CON", "nul", "com1", "LPT9", "aux.v1", "v1."])("refuses %j, which Windows cannot name a folder after", (label) => {
    expect(versionProblem([{ label: "v2", openapi: "a" }, { label, openapi: "b" }])).toBe(`expected a version label Windows can name a folder after (not CON, PRN, AUX, NUL, COM0–9 or LPT0–9, nor ending in "."), got ${JSON.stringify(label)}`);
  });

  it.each(["console", "com10", "v1.2", "2024-01-01"])("takes %j", (label) => {
    expect(versionProblem([{ label, openapi: "a" }])).toBeUndefined();
  });
});

describe("a site of two versions", () => {
  let work: string;
  let summary: BuildSummary;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-versions-"));
    summary = await buildSite({ root: work, out: join(work, "site"), versions: [{ label: "v2", openapi: join(fixtures, "v2.yaml") }, { label: "v1", openapi: join(fixtures, "v1.yaml") }] });
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  const html = async (file: string) => parse(await readFile(join(summary.out, file), "utf8"));

  it("writes the current version at the root and the earlier one under v/v1/, each a whole reference with its own search", async () => {
    expect(summary.versions).toEqual([
      // A page for each group and one for each operation: v2's 2 groups and 4 operations, v1's 3 groups and 4 operations.
      { label: "v2", folder: "", pages: 6, operations: 4 },
      { label: "v1", folder: "v/v1/", pages: 7, operations: 4 },
    ]);
    for (const folder of ["", "v/v1/"]) {
      for (const file of ["index.html", "all-endpoints.html", "customers.html", "customers.md", "customers/create-customer.html", "customers/create-customer.md", "llms.txt", "assets/refkit.js", "assets/search/index.json"]) expect(existsSync(join(summary.out, folder, file)), `${folder}${file}`).toBe(true);
    }
    expect(existsSync(join(summary.out, "v/v1/legacy.html"))).toBe(true);
    expect(existsSync(join(summary.out, "v/v1/legacy/export-all.html"))).toBe(true);
    expect(existsSync(join(summary.out, "legacy.html"))).toBe(false);
    expect(existsSync(join(summary.out, "legacy"))).toBe(false);
  });

  it("gives every page an \"API version\" control whose links lead to pages that exist, the shown version marked", async () => {
    // Every page: the group pages at each version's root, the operation pages in their groups' folders.
    const htmlFiles = async (folder: string) => (await readdir(join(summary.out, folder), { recursive: true })).filter((name) => name.endsWith(".html")).map((name) => posix.join(folder, name.split("\\").join("/")));
    const pages = [...(await htmlFiles("")).filter((name) => name !== "404.html" && !name.startsWith("v/")), ...(await htmlFiles("v/v1"))];
    expect(pages.length).toBe(5 + 4 + (5 + 4)); // the changelog at the root too
    expect(pages).toContain("customers/retrieve-customer.html");
    expect(pages).toContain("v/v1/legacy/export-all.html");
    for (const file of pages) {
      const page = await html(file);
      const control = page.querySelector("details.rk-version");
      expect(control, file).not.toBeNull();
      expect(control!.querySelector("summary")!.text.replace(/\s+/g, " ").trim()).toBe(`API version ${file.startsWith("v/v1/") ? "v1" : "v2"}`);
      const links = control!.querySelectorAll("a");
      expect(links.map((link) => link.firstChild!.text.trim())).toEqual(["v2", "v1"]);
      expect(links.filter((link) => link.getAttribute("aria-current") === "page").map((link) => link.firstChild!.text.trim())).toEqual([file.startsWith("v/v1/") ? "v1" : "v2"]);
      for (const link of links) expect(existsSync(join(summary.out, dirname(file), link.getAttribute("href")!)), `${file} → ${link.getAttribute("href")}`).toBe(true);
    }
    // A page the current version no longer has leads to its index; one both have, to itself.
    expect((await html("v/v1/legacy.html")).querySelector("details.rk-version a")!.getAttribute("href")).toBe("../../index.html");
    expect((await html("v/v1/legacy/export-all.html")).querySelector("details.rk-version a")!.getAttribute("href")).toBe("../../../index.html");
    expect((await html("v/v1/orders.html")).querySelector("details.rk-version a")!.getAttribute("href")).toBe("../../orders.html");
    expect((await html("v/v1/orders/list-orders.html")).querySelector("details.rk-version a")!.getAttribute("href")).toBe("../../../orders/list-orders.html");
    // An operation's page leads to the same operation's page in the other version, found by operationId, else by method and path.
    expect((await html("customers/retrieve-customer.html")).querySelectorAll("details.rk-version a")[1]!.getAttribute("href")).toBe("../v/v1/customers/get-customer.html");
    // An operation the earlier version lacks leads to its group's page there.
    expect((await html("orders/create-order.html")).querySelectorAll("details.rk-version a")[1]!.getAttribute("href")).toBe("../v/v1/orders.html");
  });

  it("links each section to the same operation in the other version: by operationId, else by method and path", async () => {
    const links = async (file: string) =>
      Object.fromEntries((await html(file)).querySelectorAll("section.rk-section").map((section) => [section.id, section.querySelectorAll(".rk-section-versions span a").map((a) => `${a.text} ${a.getAttribute("href")}`)]));
    expect(await links("customers/create-customer.html")).toEqual({ createCustomer: ["v1 ../v/v1/customers/create-customer.html#createCustomer"] });
    expect(await links("customers/retrieve-customer.html")).toEqual({ retrieveCustomer: ["v1 ../v/v1/customers/get-customer.html#getCustomer"] });
    expect(await links("orders/list-orders.html")).toEqual({ listOrders: ["v1 ../v/v1/orders/list-orders.html#listOrders"] });
    expect(await links("orders/create-order.html")).toEqual({ createOrder: [] });
    expect(await links("v/v1/legacy/export-all.html")).toEqual({ exportAll: [] });
    // A group's page has no section of its own.
    expect(await links("customers.html")).toEqual({});
    // Every link leads to a section that is there.
    const operationPages = ["customers/create-customer.html", "customers/retrieve-customer.html", "orders/list-orders.html", "orders/create-order.html", "v/v1/customers/create-customer.html", "v/v1/customers/get-customer.html", "v/v1/orders/list-orders.html"];
    expect((await links("v/v1/customers/get-customer.html")).getCustomer).toEqual(["v2 ../../../customers/retrieve-customer.html#retrieveCustomer"]);
    for (const file of operationPages) {
      for (const hrefs of Object.values(await links(file))) {
        for (const entry of hrefs) {
          const [target, id] = entry.split(" ")[1]!.split("#");
          const page = await html(posix.join(posix.dirname(file), target!));
          expect(page.getElementById(id!), entry).not.toBeNull();
        }
      }
    }
  });

  it("says on an earlier version's pages which version they show, and names the current page canonical; the current version says neither", async () => {
    const old = await html("v/v1/customers.html");
    expect(old.querySelector(".rk-version-banner")!.text).toBe("You are reading version v1, an earlier version of this API. Go to the current version, v2.");
    expect(old.querySelector(".rk-version-banner a")!.getAttribute("href")).toBe("../../customers.html");
    expect(old.querySelector('link[rel="canonical"]')!.getAttribute("href")).toBe("../../customers.html");
    const current = await html("customers.html");
    expect(current.querySelector(".rk-version-banner")).toBeNull();
    expect(current.querySelector('link[rel="canonical"]')).toBeNull();
    // An operation's page too: its banner and canonical link lead to the same operation's page in the current version.
    const oldOperation = await html("v/v1/customers/get-customer.html");
    expect(oldOperation.querySelector(".rk-version-banner")!.text).toBe("You are reading version v1, an earlier version of this API. Go to the current version, v2.");
    expect(oldOperation.querySelector(".rk-version-banner a")!.getAttribute("href")).toBe("../../../customers/retrieve-customer.html");
    expect(oldOperation.querySelector('link[rel="canonical"]')!.getAttribute("href")).toBe("../../../customers/retrieve-customer.html");
    const currentOperation = await html("customers/retrieve-customer.html");
    expect(currentOperation.querySelector(".rk-version-banner")).toBeNull();
    expect(currentOperation.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe("the changelog of a versioned site", () => {
  let work: string;
  let out: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-changelog-"));
    ({ out } = await buildSite({ root: work, out: join(work, "site"), versions: [{ label: "v2", openapi: join(fixtures, "v2.yaml") }, { label: "v1", openapi: join(fixtures, "v1.yaml") }] }));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("is a page with its twin, JSON and an Atom feed at the root, breaking changes first, linked from every sidebar", async () => {
    const json = JSON.parse(await readFile(join(out, "changelog.json"), "utf8"));
    expect(json.versions.map((step: { label: string; previous: string; summary: unknown }) => [step.label, step.previous, step.summary])).toEqual([["v2", "v1", { breaking: 3, warning: 1, info: 2 }]]);
    expect(json.versions[0].changes.map((change: { id: string }) => change.id)).toEqual([
      "new-required-request-property",
      "request-example-rejected",
      "api-removed-without-deprecation",
      "api-operation-id-removed",
      "request-parameter-renamed",
      "endpoint-added",
    ]);
    const page = parse(await readFile(join(out, "changelog.html"), "utf8"));
    expect(page.querySelector("h1")!.text).toBe("Changelog");
    const entry = page.getElementById("version-v2")!;
    expect(entry.querySelectorAll("tbody tr").map((row) => row.querySelector("td")!.text)).toEqual(["breaking", "breaking", "breaking", "warning", "info", "info"]);
    expect(entry.text).toContain("The request the v1 example sends is rejected by v2: owner in the request body is required.");
    const twin = await readFile(join(out, "changelog.md"), "utf8");
    expect(twin).toContain("| **breaking** | `owner` in the request body is new and required. | `POST /v1/customers` |");
    const atom = await readFile(join(out, "changelog.xml"), "utf8");
    expect(atom).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
    expect(atom.match(/<entry>/g)).toHaveLength(1);
    expect(atom).toContain("<title>v2: 3 breaking, 1 warning, 2 info</title>");
    for (const file of ["customers.html", "v/v1/customers.html", "customers/create-customer.html", "v/v1/customers/get-customer.html"]) {
      const link = parse(await readFile(join(out, file), "utf8")).querySelectorAll(".rk-sidebar a").find((a) => a.text === "Changelog")!;
      expect(existsSync(join(out, dirname(file), link.getAttribute("href")!))).toBe(true);
    }
  });

  it("marks what appeared or changed in a version, linked to its entry; what only moved in the text is not marked", async () => {
    const marks = async (file: string) =>
      Object.fromEntries(parse(await readFile(join(out, file), "utf8")).querySelectorAll("section.rk-section").map((section) => [section.id, section.querySelector(".rk-change-mark")?.text ?? null]));
    expect(await marks("customers/create-customer.html")).toEqual({ createCustomer: "Changed in v2" });
    expect(await marks("customers/retrieve-customer.html")).toEqual({ retrieveCustomer: "Changed in v2" });
    expect(await marks("orders/list-orders.html")).toEqual({ listOrders: null });
    expect(await marks("orders/create-order.html")).toEqual({ createOrder: "Added in v2" });
    // The earliest version has no step before it.
    expect(await marks("v/v1/customers/create-customer.html")).toEqual({ createCustomer: null });
    expect(await marks("v/v1/customers/get-customer.html")).toEqual({ getCustomer: null });
    const href = parse(await readFile(join(out, "orders/create-order.html"), "utf8")).querySelector(".rk-change-mark")!.getAttribute("href")!;
    expect(href).toBe("../changelog.html#version-v2");
  });
});

describe("refkit build with several --openapi", () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-versions-cli-"));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  const cli = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const status = await run(["build", "--root", work, ...args], { stdout: (line) => out.push(line), stderr: (line) => err.push(line), cwd: fixtures, env: {} });
    return { status, out: out.join("\n"), err: err.join("\n") };
  };

  it("builds the versions in order and says where each went", async () => {
    const { status, out } = await cli("--openapi", "v2=v2.yaml", "--openapi", "v1=v1.yaml", "--out", join(work, "site"));
    expect(status).toBe(0);
    expect(out).toContain("Versions: v2 (current, at the root): 6 pages, 4 endpoints; v1 (v/v1/): 7 pages, 4 endpoints");
  });

  it("warns when the versions look listed oldest first (by info.version), since the changelog reads them newest first", async () => {
    const { status, out } = await cli("--openapi", "v1=v1.yaml", "--openapi", "v2=v2.yaml", "--out", join(work, "reversed"));
    expect(status).toBe(0);
    expect(out).toContain('warning: the versions are listed newest first, and the changelog compares each with the next: v1 (info.version "1.0") is listed before v2 (info.version "2.0"), which looks newer');
    const right = await cli("--openapi", "v2=v2.yaml", "--openapi", "v1=v1.yaml", "--out", join(work, "right"));
    expect(right.out).not.toContain("listed newest first");
  });

  it("refuses versions without labels, and a label given twice, with status 2", async () => {
    const unlabelled = await cli("--openapi", "v2.yaml", "--openapi", "v1=v1.yaml");
    expect(unlabelled.status).toBe(2);
    expect(unlabelled.err).toBe('refkit: with several --openapi, give each a label: --openapi v2=openapi.yaml --openapi v1=old.yaml (got "v2.yaml")');
    const twice = await cli("--openapi", "v1=v2.yaml", "--openapi", "v1=v1.yaml");
    expect(twice.status).toBe(2);
    expect(twice.err).toBe('refkit: the version label "v1" is given twice');
  });
});
