/**
 * An AsyncAPI document builds a site as an OpenAPI one does (`--openapi FILE` tells them apart):
 * its operations' pages with SEND and RECEIVE badges in the sidebar, a page of channels and one of
 * messages, and a landing page with the API's introduction and servers.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../src/site/build.ts";
import { run } from "../../src/cli.ts";
import { Config } from "../../src/index.ts";
import { all, dom, one } from "../support/dom.ts";

const example = (path: string) => fileURLToPath(new URL(`../fixtures/asyncapi/${path}`, import.meta.url));
const site = mkdtempSync(join(tmpdir(), "refkit-asyncapi-site-"));
const out = join(site, "out");
afterAll(() => rmSync(site, { recursive: true, force: true }));

beforeAll(async () => {
  await buildSite({ root: join(site, "empty"), openapi: example("spec-3/streetlights-mqtt-asyncapi.yml"), out, cache: false });
});

const page = (name: string) => dom(readFileSync(join(out, name), "utf8"));

/** Every link of a built site's pages to a file the site does not have, as `page → href`. */
function brokenLinks(root: string): string[] {
  const broken: string[] = [];
  const visit = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== "assets") visit(join(dir, entry.name), `${prefix}${entry.name}/`);
        continue;
      }
      if (!entry.name.endsWith(".html")) continue;
      for (const link of all(dom(readFileSync(join(dir, entry.name), "utf8")), "a[href]")) {
        const href = link.getAttribute("href")!;
        if (/^[a-z]+:|^#|^\/\//i.test(href)) continue;
        const target = posix.normalize(posix.join(prefix, href.split("#")[0]!));
        if (target !== "." && !existsSync(join(root, target))) broken.push(`${prefix}${entry.name} → ${href}`);
      }
    }
  };
  visit(root, "");
  return broken;
}

describe("an AsyncAPI document's site", () => {
  it("has a page of operations, one of channels and one of messages, and no OpenAPI download", () => {
    for (const name of ["index.html", "operations.html", "operations/turn-on.html", "channels.html", "messages.html", "all-endpoints.html"]) expect(existsSync(join(out, name)), name).toBe(true);
    expect(existsSync(join(out, "openapi.json"))).toBe(false);
  });

  it("lists each operation in the sidebar with its action's badge", () => {
    const badges = all(page("operations.html"), "nav .rk-badge").map((badge) => badge.textContent);
    expect(badges).toEqual(["RECEIVE", "SEND", "SEND", "SEND"]);
  });

  it("gives every channel and every message a page, listed on the Channels and Messages pages", () => {
    const listed = (name: string) => all(page(name), "main .rk-model-list a").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(listed("channels.html")).toEqual([
      ["lightingMeasured", "channels/lighting-measured.html"],
      ["lightTurnOn", "channels/light-turn-on.html"],
      ["lightTurnOff", "channels/light-turn-off.html"],
      ["lightsDim", "channels/lights-dim.html"],
    ]);
    expect(listed("messages.html")).toEqual([
      ["Light measured", "messages/light-measured.html"],
      ["Turn on/off", "messages/turn-on-off.html"],
      ["Dim light", "messages/dim-light.html"],
    ]);
    expect(one(page("channels/lights-dim.html"), "main h2").textContent!.trim()).toBe("lightsDim");
    expect(page("messages/turn-on-off.html").textContent).toContain("Used by: Turn on, Turn off.");
  });

  it("links only to pages it has", () => {
    expect(brokenLinks(out)).toEqual([]);
  });

  it("opens with the API's title, introduction and servers", () => {
    const landing = page("index.html");
    expect(one(landing, "h1").textContent).toBe("Streetlights MQTT API");
    expect(landing.textContent).toContain("The Smartylighting Streetlights API allows you to remotely manage the city lights.");
    expect(all(one(landing, "#servers"), "tbody td").map((cell) => cell.textContent!.trim()).slice(0, 3)).toEqual(["production", "mqtt", "test.mosquitto.org:{port}"]);
    expect(all(one(landing, "#authentication"), "tbody tr").map((row) => all(row, "td").map((cell) => cell.textContent!.trim()).slice(0, 3))).toEqual([
      ["production", "apiKey", "an API key as the user"],
      ["production", "—", "OAuth 2.0 (implicit, password, client credentials, authorization code; scopes streetlights:on, streetlights:off, streetlights:dim)"],
      ["production", "openIdConnectWellKnown", "OpenID Connect (discovery: https://authserver.example/.well-known)"],
    ]);
    // The channels and messages are part of the reference, not guides.
    expect(landing.querySelector("#guides")).toBeNull();
    expect(all(one(landing, "#reference-pages"), ".rk-guide-list a").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Channels", "channels.html"],
      ["Messages", "messages.html"],
    ]);
  });

  it("tells an AsyncAPI document from an OpenAPI one wherever its version field is", async () => {
    // JSON whose first field is not the version: the opening bytes do not tell, the whole file does.
    const file = join(site, "late-version.json");
    const filler = "x".repeat(5000);
    writeFileSync(file, JSON.stringify({ info: { title: "Late", version: "1", description: filler }, asyncapi: "3.0.0", channels: { a: { address: "a" } }, operations: { go: { action: "send", channel: { $ref: "#/channels/a" } } } }));
    const late = join(site, "late");
    await buildSite({ root: join(site, "empty"), openapi: file, out: late, cache: false });
    expect(all(dom(readFileSync(join(late, "operations.html"), "utf8")), "nav .rk-badge").map((badge) => badge.textContent)).toEqual(["SEND"]);
  });
});

describe("an OpenAPI description and an AsyncAPI document in one site", () => {
  const joined = join(site, "joined");
  beforeAll(async () => {
    await buildSite({ root: join(site, "empty"), openapi: fileURLToPath(new URL("../fixtures/openapi/shop.yaml", import.meta.url)), asyncapi: example("spec-3/streetlights-mqtt-asyncapi.yml"), out: joined, cache: false });
  });
  const read = (name: string) => dom(readFileSync(join(joined, name), "utf8"));

  it("puts the event API's pages under events/, beside the REST API's, and links only to pages it has", () => {
    for (const name of ["orders.html", "models.html", "openapi.json", "events/operations.html", "events/operations/turn-on.html", "events/channels.html", "events/channels/light-turn-on.html", "events/messages/turn-on-off.html"]) expect(existsSync(join(joined, name)), name).toBe(true);
    expect(brokenLinks(joined)).toEqual([]);
  });

  it("has one landing page: the REST API's, then what the event API is and its servers, and both references' operations", () => {
    const landing = read("index.html");
    expect(one(landing, "h1").textContent).toBe("Shop API");
    expect(one(landing, "#events").textContent).toContain("Streetlights MQTT API");
    expect(one(landing, "#events").textContent).toContain("The event API, version 1.0.0.");
    expect(all(one(landing, "#events-servers"), "tbody td").map((cell) => cell.textContent!.trim()).slice(0, 2)).toEqual(["production", "mqtt"]);
    const listed = all(one(landing, "#operations"), "a").map((link) => link.getAttribute("href"));
    expect(listed).toEqual(expect.arrayContaining(["events/operations/turn-on.html", "events/operations/receive-light-measurement.html"]));
    expect(listed.some((href) => href!.startsWith("orders"))).toBe(true);
  });

  it("finds the event operations with the REST ones in search and lists both in llms.txt", () => {
    const documents = JSON.parse(readFileSync(join(joined, "assets", "search", "d0.json"), "utf8")) as unknown;
    expect(JSON.stringify(documents)).toContain('"turnon","Turn on","SEND","smartylighting/streetlights/1/0/action/{streetlightId}/turn/on"');
    expect(JSON.stringify(documents)).toContain('"listOrders","List orders","GET","/orders"');
    const llms = readFileSync(join(joined, "llms.txt"), "utf8");
    expect(llms).toContain("events/operations/turn-on.md");
    expect(llms).toMatch(/orders/);
  });

  it("takes the event API from the configuration beside a description from the command line, which wins when it is AsyncAPI itself", async () => {
    const config = new Config();
    config.asyncapi = example("spec-3/streetlights-mqtt-asyncapi.yml");
    const shop = fileURLToPath(new URL("../fixtures/openapi/shop.yaml", import.meta.url));
    await buildSite({ root: join(site, "empty"), openapi: shop, config, out: join(site, "configured"), cache: false });
    expect(existsSync(join(site, "configured", "events", "operations", "turn-on.html"))).toBe(true);
    await buildSite({ root: join(site, "empty"), openapi: example("spec-2.6/websocket-gemini.yml"), config, out: join(site, "configured-2"), cache: false });
    expect(existsSync(join(site, "configured-2", "events"))).toBe(false);
    expect(one(dom(readFileSync(join(site, "configured-2", "index.html"), "utf8")), "h1").textContent).toContain("Gemini");
  });

  it("takes the pair from the command line, and refuses a document of the wrong kind in either place", async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { stdout: (line: string) => out.push(line), stderr: (line: string) => err.push(line), cwd: site, env: {} };
    const shop = fileURLToPath(new URL("../fixtures/openapi/shop.yaml", import.meta.url));
    const events = example("spec-3/streetlights-mqtt-asyncapi.yml");
    expect(await run(["build", "--root", join(site, "empty"), "--openapi", shop, "--asyncapi", events, "--out", join(site, "cli-joined"), "--no-cache"], io)).toBe(0);
    expect(existsSync(join(site, "cli-joined", "events", "operations", "turn-on.html"))).toBe(true);
    expect(await run(["build", "--root", join(site, "empty"), "--openapi", shop, "--asyncapi", shop, "--out", join(site, "cli-wrong"), "--no-cache"], io)).not.toBe(0);
    expect(err.join("\n")).toContain("is not an AsyncAPI document");
    expect(await run(["build", "--root", join(site, "empty"), "--openapi", events, "--asyncapi", events, "--out", join(site, "cli-wrong-2"), "--no-cache"], io)).not.toBe(0);
    expect(err.join("\n")).toContain("is an AsyncAPI document: give the OpenAPI description as --openapi");
  });
});
