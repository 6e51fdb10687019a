/**
 * `refkit mcp` driven by the MCP SDK's own client over stdio, as an agent's host runs it: the
 * tools it lists, a search ranked as the site's search box ranks, an operation's Markdown exactly
 * as in its page's twin, the groups and the API's base URL and auth line, and an unknown id
 * answered with a tool error, not a crash. Then how a long operation's Markdown is cut into the
 * parts answers hold (test/hostile/mcp.test.ts sends one of 10 MiB through the real server).
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/index.ts";
import { partNotice, partOf } from "../src/mcp/parts.ts";

const repo = fileURLToPath(new URL("..", import.meta.url));
const shop = join(repo, "test", "fixtures", "openapi", "shop.yaml");
/** tsx's loader, by path: the server runs from another folder, where `--import tsx` would not resolve. */
const tsx = createRequire(import.meta.url).resolve("tsx/esm");

describe("refkit mcp", () => {
  let client: Client;
  let work: string;
  let site: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-mcp-"));
    site = (await buildSite({ root: work, openapi: shop, out: join(work, "site") })).out;
    client = new Client({ name: "refkit-test", version: "1.0.0" });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: ["--import", pathToFileURL(tsx).href, join(repo, "src", "cli.ts"), "mcp", "--openapi", shop], cwd: work, stderr: "ignore" }));
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await rm(work, { recursive: true, force: true });
  });

  it("lists a few tools, not one per operation", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["api_info", "get_operation", "list_groups", "search"]);
  });

  it("lets get_operation start at an offset, and says so in its description", async () => {
    const tool = (await client.listTools()).tools.find((tool) => tool.name === "get_operation")!;
    expect(tool.inputSchema).toMatchObject({ properties: { id: { type: "string" }, offset: { type: "integer", minimum: 0 } }, required: ["id"] });
    expect(tool.description).toMatch(/at most 100000 characters.*offset/);
  });

  it("searches as the site's search ranks, and gives each result's id, method, path, title and url", async () => {
    const answer = await client.callTool({ name: "search", arguments: { query: "order" } });
    const { results } = answer.structuredContent as { results: { id: string; method: string; path: string; title: string; url: string }[] };
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      // A model (the description's Order schema is found too) has no method and no path.
      const endpoint = result.method === null ? { method: null, path: null } : { method: expect.any(String), path: expect.any(String) };
      expect(result).toEqual({ id: expect.any(String), ...endpoint, title: expect.any(String), url: expect.stringMatching(/\.html#/) });
      // The url leads to the section in the built site.
      const [file, anchor] = result.url.split("#");
      expect(await readFile(join(site, file!), "utf8")).toContain(`id="${anchor}"`);
    }
    expect((answer.content as { text: string }[])[0]!.text).toContain(results[0]!.id);
  }, 30_000);

  it("gives an operation's Markdown exactly as its page's twin has it", async () => {
    const { results } = (await client.callTool({ name: "search", arguments: { query: "order" } })).structuredContent as { results: { id: string; url: string; method: string; path: string }[] };
    expect(results.some((result) => result.method === null), "the Order model is found").toBe(true);
    const first = results.find((result) => result.method !== null)!;
    const answer = await client.callTool({ name: "get_operation", arguments: { id: first.id } });
    const markdown = (answer.content as { text: string }[])[0]!.text;
    expect(markdown).toContain(`\`${first.method} ${first.path}\``);
    const twin = await readFile(join(site, first.url.replace(/\.html#.*$/, ".md")), "utf8");
    expect(twin).toContain(markdown);
  }, 30_000);

  it("answers an unknown id with a tool error, and goes on answering", async () => {
    const answer = await client.callTool({ name: "get_operation", arguments: { id: "no-such-operation" } });
    expect(answer.isError).toBe(true);
    expect((answer.content as { text: string }[])[0]!.text).toContain("no-such-operation");
    expect((await client.listTools()).tools.length).toBe(4);
  }, 30_000);

  it("tells the groups, and the base URL and auth line the examples send", async () => {
    const groups = (await client.callTool({ name: "list_groups", arguments: {} })).structuredContent as { groups: { name: string; pages: unknown[] }[] };
    expect(groups.groups.length).toBeGreaterThan(0);
    const info = (await client.callTool({ name: "api_info", arguments: {} })).structuredContent as { baseUrl: string; authHeader: string | null };
    expect(info.baseUrl).toMatch(/^https?:\/\//);
  }, 30_000);
});

describe("an operation's Markdown in parts", () => {
  it.each([
    { rule: "a text no longer than a part is one part", text: "abc\ndef", from: 0, length: 8, part: "abc\ndef" },
    { rule: "a part ends after a line that ends in its second half", text: "abcde\nfghij", from: 0, length: 8, part: "abcde\n" },
    { rule: "a line that ends in its first half is not where a part ends", text: "abc\ndefgh\nij", from: 0, length: 8, part: "abc\ndefg" },
    { rule: "a part ends after the last such line", text: "ab\ncd\nefghij", from: 0, length: 8, part: "ab\ncd\n" },
    { rule: "with no line ending in its second half, a part is as long as it may be", text: "a\nbcdefghij", from: 0, length: 8, part: "a\nbcdefg" },
    { rule: "a part never ends between the halves of a surrogate pair", text: "abcdefg\u{1F600}xyz", from: 0, length: 8, part: "abcdefg" },
    { rule: "a part starts at its offset", text: "abc\ndefgh\nij", from: 4, length: 8, part: "defgh\nij" },
  ])("$rule", ({ text, from, length, part }) => {
    const cut = partOf(text, from, length);
    expect(cut).toEqual({ text: part, from, to: from + part.length, total: text.length });
  });

  it("joined in the order the notices give, the parts are the text", () => {
    const text = Array.from({ length: 300 }, (_, i) => `${"é😀x".repeat(i % 17)}${i % 5 === 0 ? "" : "\n"}`).join("");
    const parts: string[] = [];
    for (let from = 0; from < text.length; from = parts.length === 0 ? 0 : from + parts.at(-1)!.length) {
      const part = partOf(text, from, 40);
      expect(part.text.length).toBeGreaterThan(0);
      expect(part.text.length).toBeLessThanOrEqual(40);
      parts.push(part.text);
      if (part.to === part.total) break;
    }
    expect(parts.join("")).toBe(text);
  });

  it("says nothing of a whole text, and of a part what it holds and where the rest starts", () => {
    expect(partNotice("op", partOf("abc", 0, 8))).toBeUndefined();
    expect(partNotice("op", { text: "", from: 0, to: 40, total: 100 })).toBe(
      'Cut: this answer holds characters 0 to 40 (the end excluded) of the 100 of this operation\'s Markdown (one answer holds at most 100000 characters). The rest starts at offset 40: call get_operation with {"id":"op","offset":40}.',
    );
    expect(partNotice("op", { text: "", from: 80, to: 100, total: 100 })).toBe("End: this answer holds characters 80 to 100 (the end excluded) of the 100 of this operation's Markdown, its last part.");
  });
});
