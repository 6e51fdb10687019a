/**
 * `refkit mcp --asyncapi`: an event API served to an agent as an HTTP one is. Its search finds
 * an operation by its words, and the operation's Markdown is its page's twin's.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../src/index.ts";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const streetlights = join(repo, "test", "fixtures", "asyncapi", "spec-3", "streetlights-mqtt-asyncapi.yml");
const tsx = createRequire(import.meta.url).resolve("tsx/esm");

describe("refkit mcp over an AsyncAPI description", () => {
  let work: string;
  let site: string;
  let client: Client;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-asyncapi-mcp-"));
    site = (await buildSite({ root: work, openapi: streetlights, out: join(work, "site") })).out;
    client = new Client({ name: "refkit-test", version: "1.0.0" });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: ["--import", pathToFileURL(tsx).href, join(repo, "src", "cli.ts"), "mcp", "--asyncapi", streetlights], cwd: work, stderr: "ignore" }));
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await rm(work, { recursive: true, force: true });
  });

  it("finds an operation by its words and gives its Markdown as the page's twin has it", async () => {
    const answer = await client.callTool({ name: "search", arguments: { query: "dim" } });
    const { results } = answer.structuredContent as { results: { id: string; method: string | null; path: string | null; url: string }[] };
    const dim = results.find((result) => result.method === "SEND" && result.path === "smartylighting/streetlights/1/0/action/{streetlightId}/dim");
    expect(dim, JSON.stringify(results)).toBeDefined();
    const markdown = ((await client.callTool({ name: "get_operation", arguments: { id: dim!.id } })).content as { text: string }[])[0]!.text;
    expect(markdown).toContain("`SEND smartylighting/streetlights/1/0/action/{streetlightId}/dim`");
    expect(await readFile(join(site, dim!.url.replace(/\.html#.*$/, ".md")), "utf8")).toContain(markdown);
  }, 30_000);

  it("names the API", async () => {
    const text = ((await client.callTool({ name: "api_info", arguments: {} })).content as { text: string }[])[0]!.text;
    expect(text).toContain("Streetlights MQTT API");
  });
});
