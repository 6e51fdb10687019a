/**
 * The landing page (`index.html`): the API's title, version and introduction, its servers with
 * their variables, each way to authenticate (OAuth 2's flows and scopes among them), contact,
 * licence, terms and external docs, the download link, and every group with its operations, each
 * linked to a section that exists (past `landingOperations`, the groups alone, with their counts); what the description says is escaped or sanitized. A project
 * of pages gets one too, listing its pages.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/site/build.ts";
import { readAbout } from "../src/openapi/read/about.ts";
import { indexApi } from "../src/openapi/read/api-index.ts";
import { landingOperations } from "../src/reference/landing.ts";
import { all, dom, one } from "./support/dom.ts";

const root = mkdtempSync(join(tmpdir(), "refkit-landing-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ok = { "200": { description: "OK" } };
const document = {
  openapi: "3.1.0",
  info: {
    title: "Weather <script>alert(1)</script> API",
    version: "2.4.0-beta",
    summary: "Forecasts & observations",
    description: "# Getting started\n\nEvery request needs a **token**. <img src=x onerror=alert(1)>\n\n## Rate limits\n\n100 requests a minute.",
    contact: { name: "Weather team", url: "javascript:alert(1)", email: "team@weather.test" },
    license: { name: "Apache 2.0", identifier: "Apache-2.0" },
    termsOfService: "https://weather.test/terms",
  },
  externalDocs: { url: "https://weather.test/docs", description: "Guides" },
  servers: [
    { url: "https://{region}.weather.test/v2", description: "Production, by **region**", variables: { region: { default: "eu", enum: ["eu", "us"], description: "Where the data lives" } } },
    { url: "https://sandbox.weather.test/v2", description: "Sandbox" },
  ],
  components: {
    securitySchemes: {
      apiKey: { type: "apiKey", in: "header", name: "X-Weather-Key", description: "From your dashboard" },
      bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      oauth: {
        type: "oauth2",
        flows: {
          authorizationCode: { authorizationUrl: "https://weather.test/oauth/authorize", tokenUrl: "https://weather.test/oauth/token", scopes: { "forecast:read": "Read forecasts", "station:write": "Run a station" } },
          clientCredentials: { tokenUrl: "https://weather.test/oauth/token", scopes: { "forecast:read": "Read forecasts" } },
        },
      },
      shared: { $ref: "#/components/securitySchemes/apiKey" },
      broken: { description: "no type" },
    },
  },
  tags: [{ name: "Forecasts" }, { name: "Stations" }],
  paths: {
    "/forecasts": { get: { summary: "List forecasts", operationId: "listForecasts", tags: ["Forecasts"], responses: ok } },
    "/forecasts/{id}": { get: { summary: "Retrieve a forecast", tags: ["Forecasts"], responses: ok } },
    "/stations": { post: { summary: "Register a station", operationId: "registerStation", tags: ["Stations"], responses: ok } },
  },
};

async function built(name: string, doc: unknown): Promise<string> {
  const file = join(root, `${name}.json`);
  writeFileSync(file, JSON.stringify(doc));
  const out = join(root, name);
  await buildSite({ root, openapi: file, out });
  return out;
}

describe("readAbout", () => {
  it("reads info, external docs, servers with variables and every security scheme, leaving out what is not one", () => {
    const index = indexApi(structuredClone(document));
    const warnings: string[] = [];
    const about = readAbout(index.doc, (warning) => warnings.push(warning));
    expect(about).toMatchObject({
      title: "Weather API",
      version: "2.4.0-beta",
      summary: "Forecasts & observations",
      contact: { name: "Weather team", url: "javascript:alert(1)", email: "team@weather.test" },
      license: { name: "Apache 2.0", identifier: "Apache-2.0", url: undefined },
      termsOfService: "https://weather.test/terms",
      externalDocs: { url: "https://weather.test/docs", label: "Guides" },
    });
    expect(about.servers.map((server) => [server.url, server.variables.map((variable) => [variable.name, variable.default, variable.values])])).toEqual([
      ["https://{region}.weather.test/v2", [["region", "eu", ["eu", "us"]]]],
      ["https://sandbox.weather.test/v2", []],
    ]);
    expect(about.schemes.map((scheme) => [scheme.name, scheme.type, scheme.in, scheme.parameter])).toEqual([
      ["apiKey", "apiKey", "header", "X-Weather-Key"],
      ["bearer", "http", undefined, undefined],
      ["oauth", "oauth2", undefined, undefined],
      ["shared", "apiKey", "header", "X-Weather-Key"],
    ]);
    expect(about.schemes[2]!.flows.map((flow) => [flow.kind, flow.tokenUrl, flow.scopes.map((scope) => scope.name)])).toEqual([
      ["authorizationCode", "https://weather.test/oauth/token", ["forecast:read", "station:write"]],
      ["clientCredentials", "https://weather.test/oauth/token", ["forecast:read"]],
    ]);
    expect(warnings).toEqual(["#/components/securitySchemes/broken: expected a security scheme with a type: left off the landing page"]);
  });
});

describe("the landing page", () => {
  it("shows the API's title, version, introduction, servers, authentication and links, and every operation linked to its section", async () => {
    const out = await built("weather", document);
    const page = dom(readFileSync(join(out, "index.html"), "utf8"));
    // A title is plain text: the markup CommonMark sees in it goes.
    expect(one(page, "h1").textContent).toBe("Weather API");
    expect(one(page, ".rk-lead").textContent).toBe("Version 2.4.0-beta · Forecasts & observations");
    // The introduction is CommonMark, sanitized, its headings below the page's.
    expect(all(page, ".rk-prose h3").map((h) => h.textContent)).toEqual(["Getting started"]);
    expect(all(page, ".rk-prose h4").map((h) => h.textContent)).toEqual(["Rate limits"]);
    expect(page.querySelector("script:not([src])")).toBeNull();
    expect(page.querySelector("[onerror]")).toBeNull();
    expect(one(page, ".rk-download-lead a").getAttribute("href")).toBe("openapi.json");
    const tables = (id: string) => all(one(page, `#${id}`), "table").map((table) => all(table, "tr").map((row) => all(row, "th, td").map((cell) => cell.textContent!.trim())));
    expect(tables("servers")).toEqual([
      [["URL", "Description"], ["https://{region}.weather.test/v2", "Production, by region"], ["https://sandbox.weather.test/v2", "Sandbox"]],
      [["Variable", "Default", "Values", "Description"], ["region of https://{region}.weather.test/v2", "eu", "eu, us", "Where the data lives"]],
    ]);
    expect(tables("authentication")[0]).toEqual([
      ["Scheme", "Credential", "Description"],
      ["apiKey", "An API key in the X-Weather-Key header", "From your dashboard"],
      ["bearer", "A bearer token (JWT) in the Authorization header", "—"],
      ["oauth", "An OAuth 2.0 access token in the Authorization header", "—"],
      ["shared", "An API key in the X-Weather-Key header", "From your dashboard"],
    ]);
    const oauth = all(page, "section").find((section) => section.querySelector("h2")?.textContent === "oauth: OAuth 2.0")!;
    expect(all(oauth, "table").map((table) => all(table, "tbody tr").map((row) => all(row, "td").map((cell) => cell.textContent!.trim())))).toEqual([
      [
        // A row for each address a flow has.
        ["Authorization code", "Authorization URL", "https://weather.test/oauth/authorize"],
        ["Authorization code", "Token URL", "https://weather.test/oauth/token"],
        ["Client credentials", "Token URL", "https://weather.test/oauth/token"],
      ],
      [
        ["forecast:read", "Read forecasts"],
        ["station:write", "Run a station"],
      ],
    ]);
    // Links the description gives are followed only when safe: a javascript: address is shown, not linked.
    const about = one(page, "#about");
    expect(all(about, "td a").map((a) => a.getAttribute("href"))).toEqual(["mailto:team@weather.test", "https://spdx.org/licenses/Apache-2.0.html", "https://weather.test/terms", "https://weather.test/docs"]);
    expect(about.textContent).toContain("javascript:alert(1)");
    // Every operation, a line each, linked to a section that exists on its page.
    const links = all(page, "#operations .rk-endpoint-group li a");
    expect(links.map((a) => a.textContent!.replace(/\s+/g, " ").trim())).toEqual(["GETList forecasts /forecasts", "GETRetrieve a forecast /forecasts/{id}", "POSTRegister a station /stations"]);
    for (const a of links) {
      // An operation that opens its own page is linked to the page, without an anchor.
      const [file, id] = a.getAttribute("href")!.split("#");
      const target = dom(readFileSync(join(out, file!), "utf8"));
      expect(id === undefined ? target.querySelector("main .rk-section") : target.getElementById(id), a.getAttribute("href")!).not.toBeNull();
    }
    // Its twin says the same in Markdown.
    const twin = readFileSync(join(out, "index.md"), "utf8");
    expect(twin).toMatch(/^# Weather API\n\nVersion 2\.4\.0-beta · Forecasts \\& observations\n\n# Getting started/);
    expect(twin).toContain("- `GET /forecasts` [List forecasts](forecasts/list-forecasts.md)");
  });

  it("lists the groups of tags (x-tagGroups) as a tree: each group's heading, its tags one level down, a tag outside any group at the top", async () => {
    const grouped = {
      ...document,
      tags: [{ name: "Forecasts" }, { name: "Stations" }, { name: "Alerts" }],
      "x-tagGroups": [{ name: "Weather <b>data</b>", tags: ["Forecasts", "Alerts"] }],
      paths: { ...document.paths, "/alerts": { get: { summary: "List alerts", operationId: "listAlerts", tags: ["Alerts"], responses: ok } } },
    };
    const out = await built("grouped", grouped);
    for (const [file, level] of [["index", 3], ["all-endpoints", 2]] as const) {
      const page = dom(readFileSync(join(out, `${file}.html`), "utf8"));
      const index = one(page, ".rk-endpoint-index");
      // What a reader sees, heading by heading: the group, its tags a level down, then the tag outside any group.
      const outline = all(index, "h2, h3, h4").map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);
      expect(outline, file).toEqual([`h${level} Weather data`, `h${level + 1} Forecasts`, `h${level + 1} Alerts`, `h${level} Stations`]);
      expect(all(index, ".rk-endpoint-tree > .rk-endpoint-group h" + (level + 1)).map((h) => h.textContent), file).toEqual(["Forecasts", "Alerts"]);
      expect(all(index, ".rk-endpoint-tree .rk-endpoint-group li a").map((a) => a.getAttribute("href")), file).toEqual(["forecasts/list-forecasts.html", "forecasts/get-forecasts-id.html", "alerts/list-alerts.html"]);
    }
    const twin = readFileSync(join(out, "all-endpoints.md"), "utf8");
    expect(twin.match(/^#+ .*$/gm)).toEqual(["# All endpoints", "## Weather data", "### [Forecasts](forecasts.md)", "### [Alerts](alerts.md)", "## [Stations](stations.md)"]);
  });

  it("lists the groups, each with how many operations it holds, when the API has more than landingOperations", async () => {
    const out = join(root, "large");
    const file = join(root, "large.json");
    const tags = ["Pets", "Stores", "Users & 'Admins' *"];
    const paths = Object.fromEntries(
      Array.from({ length: landingOperations + 1 }, (_, i) => [`/things/${i}`, { get: { operationId: `thing${i}`, summary: `Thing ${i}`, tags: [tags[i % 3]!], responses: ok } }]),
    );
    writeFileSync(file, JSON.stringify({ openapi: "3.1.0", info: { title: "Large", version: "1" }, tags: tags.map((name) => ({ name })), paths }));
    await buildSite({ root: join(root, "empty"), openapi: file, out });
    const page = dom(readFileSync(join(out, "index.html"), "utf8"));
    expect(one(page, "#operations .rk-section-description").textContent).toBe(`${landingOperations + 1} operations in 3 groups.`);
    expect(page.querySelector("#operations .rk-endpoint-group")).toBeNull();
    const lines = all(page, "#operations .rk-group-list li");
    expect(lines.map((li) => li.textContent)).toEqual(["Pets 34 operations", "Stores 34 operations", "Users & 'Admins' * 33 operations"]);
    for (const li of lines) expect(existsSync(join(out, one(li, "a").getAttribute("href")!)), li.textContent!).toBe(true);
    expect(readFileSync(join(out, "index.md"), "utf8")).toContain("- [Pets](pets.md): 34 operations\n- [Stores](stores.md): 34 operations\n- [Users \\& 'Admins' \\*](");
    // "All endpoints" still lists every one.
    expect(all(dom(readFileSync(join(out, "all-endpoints.html"), "utf8")), ".rk-endpoint-group li")).toHaveLength(landingOperations + 1);
  });

  it("is the site's title and its pages' operations for a project of pages", async () => {
    const out = join(root, "demo");
    await buildSite({ root: join(root, "empty"), out });
    const page = dom(readFileSync(join(out, "index.html"), "utf8"));
    expect(one(page, "h1").textContent).toBe("API reference");
    expect(page.querySelector(".rk-download-lead")).toBeNull();
    expect(all(page, "#operations .rk-endpoint-group h3").map((h) => h.textContent)).toEqual(["Customers"]);
    expect(all(page, "#operations .rk-endpoint-group li").length).toBe(4);
  });

  it("opens with pages/index.md: its title and text, before the description's version, introduction, servers and authentication", async () => {
    const project = join(root, "opening");
    mkdirSync(join(project, "pages"), { recursive: true });
    writeFileSync(join(project, "openapi.json"), JSON.stringify(document));
    writeFileSync(join(project, "pages", "index.md"), "---\ntitle: Weather docs\n---\nWelcome. Start with [the forecasts](op:listForecasts).\n\n## Support\n\nWrite to us.\n");
    writeFileSync(join(project, "pages", "guide.md"), "# A guide\n\nText.\n");
    const out = join(project, "site");
    const summary = await buildSite({ root: project, openapi: join(project, "openapi.json"), out });
    // index.md is the landing page's opening, not a page of its own.
    // No warning of a page that gives way to refkit's own index.html (the document's own, on its broken scheme, stay).
    expect(summary.warnings.filter((warning) => warning.includes("index"))).toEqual([]);
    expect(existsSync(join(out, "index-2.html"))).toBe(false);
    const page = dom(readFileSync(join(out, "index.html"), "utf8"));
    expect(one(page, "h1").textContent).toBe("Weather docs");
    const text = one(page, "main").textContent!.replace(/\s+/g, " ");
    const order = ["Welcome. Start with the forecasts.", "Version 2.4.0-beta", "Download the OpenAPI description", "A guide", "Support", "Write to us.", "Servers", "Authentication", "Operations"];
    const at = order.map((part) => text.indexOf(part));
    expect(at.every((index) => index >= 0), JSON.stringify(at)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(one(page, "main .rk-prose a").getAttribute("href")).toBe("forecasts/list-forecasts.html#listForecasts");
    // A project of pages opens with it too.
    const pagesOnly = join(root, "opening-pages");
    mkdirSync(join(pagesOnly, "pages"), { recursive: true });
    writeFileSync(join(pagesOnly, "pages", "index.md"), "# Our API\n\nHello.\n");
    writeFileSync(join(pagesOnly, "pages", "guide.md"), "# A guide\n\nText.\n");
    await buildSite({ root: pagesOnly, out: join(pagesOnly, "site") });
    const opening = dom(readFileSync(join(pagesOnly, "site", "index.html"), "utf8"));
    expect([one(opening, "h1").textContent, one(opening, "main .rk-prose").textContent!.trim()]).toEqual(["Our API", "Hello."]);
    expect(readFileSync(join(pagesOnly, "site", "index.md"), "utf8")).toMatch(/^# Our API\n\nHello\./);
  });

  it("is a page of its own in each version of a versioned site", async () => {
    const v1 = join(root, "v1.json");
    const v2 = join(root, "v2.json");
    writeFileSync(v1, JSON.stringify({ ...document, info: { ...document.info, version: "1.0.0" } }));
    writeFileSync(v2, JSON.stringify(document));
    const out = join(root, "versioned");
    await buildSite({ root, out, versions: [{ label: "v2", openapi: v2 }, { label: "v1", openapi: v1 }] });
    expect(one(dom(readFileSync(join(out, "index.html"), "utf8")), ".rk-lead").textContent).toContain("Version 2.4.0-beta");
    expect(one(dom(readFileSync(join(out, "v", "v1", "index.html"), "utf8")), ".rk-lead").textContent).toContain("Version 1.0.0");
  });
});
