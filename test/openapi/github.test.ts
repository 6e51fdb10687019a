/**
 * GitHub's REST API description (OpenAPI 3.0, 1,223 operations, 13 MB) imports whole: every
 * operation becomes a section on a page of its own, every tag a page listing them, every page
 * renders with all four clients highlighted, and a fixed sample of operations' snippets run against a local
 * server. The document is not a dependency: `scripts/fetch-github-openapi.sh` puts it in
 * test/.cache/. Without it these tests are skipped loudly on a developer machine and fail
 * under CI.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Config, importOpenApi, render, type OpenApiImport, type OpenApiPage, type SectionNode } from "../../src/index.ts";
import { expectExactRequest } from "../support/execute.ts";
import { Prefetch } from "../support/prefetch.ts";
import { startServer, type RecordingServer } from "../support/server.ts";
import { defaultTabTokens, isCI, requireTool, skipClient } from "../support/tools.ts";
import { childrenOf, declarationOf, groupPages, operationPages, runIdOf, sectionsOf } from "./support.ts";

const cache = fileURLToPath(new URL("../.cache/api.github.com.json", import.meta.url));
const missing = !existsSync(cache);
const fetchHint = "test/.cache/api.github.com.json is missing: run `bash scripts/fetch-github-openapi.sh` (it extracts the file from the npm package @octokit/openapi)";
if (missing && !isCI) console.warn(`refkit OpenAPI suite: NOT running the GitHub import tests: ${fetchHint} (under CI=true this fails)`);

const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/**
 * The operations whose snippets run: fixed, so every run checks the same ones. They cover path
 * parameters (left as placeholders: GitHub gives them no example), required query parameters,
 * JSON bodies (nested objects, arrays of objects, enums) and a raw body with its own
 * Content-Type.
 */
const sample = [
  "search/repos",
  "search/code",
  "issues/create",
  "repos/create-for-authenticated-user",
  "gists/create",
  "git/create-tree",
  "repos/create-dispatch-event",
  "reactions/create-for-issue",
  "repos/get-content",
  "users/get-by-username",
  "markdown/render",
  "repos/upload-release-asset",
];

interface DocumentOperation {
  readonly key: string;
  readonly operationId: string;
  readonly summary: string;
  readonly tag: string | undefined;
}

/** The document's operations, read directly from its paths (not through the import). */
function documentOperations(document: { paths: Record<string, Record<string, { operationId: string; summary: string; tags?: string[] }>> }): DocumentOperation[] {
  const operations: DocumentOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (operation) operations.push({ key: `${method.toUpperCase()} ${path}`, operationId: operation.operationId, summary: operation.summary.trim(), tag: operation.tags?.[0] });
    }
  }
  return operations;
}

// Skipped (loudly) only on a developer machine without the file; under CI it must be there.
describe.skipIf(missing && !isCI)("GitHub's REST description imports whole", () => {
  it("has been fetched (scripts/fetch-github-openapi.sh)", () => {
    if (missing) throw new Error(fetchHint);
  });

  let document: { paths: Record<string, Record<string, { operationId: string; summary: string; tags?: string[] }>>; tags: { name: string; description?: string }[]; components: { schemas: Record<string, unknown> } };
  let operations: DocumentOperation[];
  let imported: OpenApiImport;
  let importMs = 0;
  let sections: SectionNode[];
  let models: OpenApiPage[];
  let references: OpenApiPage[];
  const runs = new Prefetch();
  let server: RecordingServer;

  beforeAll(async () => {
    document = JSON.parse(await readFile(cache, "utf8"));
    operations = documentOperations(document);
    const start = performance.now();
    imported = importOpenApi(document, { config: new Config() });
    importMs = performance.now() - start;
    // The operations' pages and their groups', before the Models group's (test/models.test.ts).
    models = imported.pages.filter((page) => page.models.length > 0 || imported.pages.some((child) => child.parent === page.slug && child.models.length > 0));
    references = imported.pages.filter((page) => !models.includes(page));
    sections = sectionsOf(references);
    server = await startServer();
    for (const id of sample) {
      const section = sections.find((s) => s.anchor === id.replaceAll("/", "-"));
      if (!section) continue;
      for (const token of defaultTabTokens) runs.start(server, runIdOf(id, token), declarationOf(section, imported.settings), token);
    }
  });

  afterAll(async () => {
    await runs.settled();
    await server?.close();
  });

  it("imports all 1,223 operations, without warnings", () => {
    console.log(`GitHub import: ${operations.length} operations, ${imported.pages.length} pages, in ${importMs.toFixed(0)} ms`);
    expect(operations.length).toBe(1223);
    expect(imported.operations).toBe(operations.length);
    expect(imported.warnings).toEqual([]);
  });

  it("makes one section per operation, titled by its summary (with its path when another of its tag has the same) and anchored at its operationId", () => {
    const byEndpoint = new Map(sections.map((s) => [`${s.endpoint?.method} ${s.endpoint?.path}`, s]));
    expect(sections.length).toBe(operations.length);
    expect(byEndpoint.size).toBe(operations.length);
    const shared = (operation: DocumentOperation) => operations.filter((other) => other.tag === operation.tag && other.summary === operation.summary).length > 1;
    // GitHub's "Compare two commits" is two GET operations of one tag.
    expect(operations.filter(shared).length).toBeGreaterThanOrEqual(2);
    for (const operation of operations) {
      const section = byEndpoint.get(operation.key);
      expect(section, operation.key).toBeDefined();
      const title = shared(operation) ? `${operation.summary} (${operation.key.slice(operation.key.indexOf(" ") + 1)})` : operation.summary;
      expect([section!.title, section!.anchor], operation.key).toEqual([title, operation.operationId.replaceAll("/", "-")]);
    }
  });

  it("makes a page per tag, in the tags array's order, listing its operations, each on a page of its own named by its operationId alone", () => {
    const counts = new Map<string | undefined, number>();
    for (const operation of operations) counts.set(operation.tag, (counts.get(operation.tag) ?? 0) + 1);
    const declared = document.tags.map((tag) => tag.name).filter((name) => counts.has(name));
    const order = [...declared, ...[...counts.keys()].filter((tag): tag is string => tag !== undefined && !declared.includes(tag))];
    expect(counts.has(undefined)).toBe(false);
    expect(counts.size).toBe(47);
    // One group page per tag, however large ("repos" has over 200 operations), each followed by its operations' pages.
    const groups = groupPages(references);
    expect(groups.map((page) => page.title)).toEqual(order);
    expect(references.length).toBe(order.length + operations.length);
    expect(references.map((page) => page.parent ?? page.slug)).toEqual(groups.flatMap((group) => Array(1 + counts.get(group.tag)!).fill(group.slug)));
    // Then the Models group: its page, and a page per named schema, in the order components.schemas lists them.
    expect(models.map((page) => page.parent ?? page.slug)).toEqual(Array(1 + Object.keys(document.components.schemas).length).fill("models"));
    expect(models.slice(1).map((page) => page.models[0]!.name)).toEqual(Object.keys(document.components.schemas));
    expect(imported.pages.at(-1)!.parent).toBe("models");
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    for (const group of groups) {
      const children = childrenOf(imported.pages, group);
      expect(children.length, group.tag).toBe(counts.get(group.tag));
      expect(group.sections().map((node) => node.kind), group.slug).toEqual(["operation-list"]);
      // The tag's description, else how many operations it lists.
      const described = document.tags.find((tag) => tag.name === group.tag)?.description;
      expect(group.description, group.slug).toEqual(described === undefined ? `${children.length} operations` : ["commonmark", described]);
      for (const page of children) {
        expect(page.size, page.slug).toBe(1);
        // `repos/get-content` of tag repos is at repos/get-content: its address is its own operation's, whatever its neighbours.
        const { operationId } = page.operations[0]!;
        expect(byId.get(operationId!)?.tag, page.slug).toBe(group.tag);
        const own = operationId!.replaceAll("/", "-");
        expect(page.slug, operationId).toBe(`${group.slug}/${own.startsWith(`${group.slug}-`) ? own.slice(group.slug.length + 1) : own}`);
      }
    }
    expect(operationPages(references).map((page) => page.operations[0]!.operationId).sort()).toEqual(operations.map((operation) => operation.operationId).sort());
  });

  it("sets the base URL from the servers", () => {
    expect([imported.settings.apiBaseUrl, imported.settings.apiAuthHeader]).toEqual(["https://api.github.com", null]);
  });

  it(
    "renders every page, each request example with all four clients highlighted",
    async () => {
      const start = performance.now();
      let bytes = 0;
      for (const page of references) {
        const html = await render(page, { config: imported.settings });
        bytes += html.length;
        const examples = sectionsOf([page]).filter((s) => s.children.some((c) => c.kind === "request-example")).length;
        // A group page lists its operations and shows no example; an operation's page shows its own.
        expect(examples, page.slug).toBe(page.parent === undefined ? 0 : 1);
        expect(html.match(/role="tabpanel"/g)?.length ?? 0, page.title).toBe(4 * examples);
        for (const lexer of ["shellscript", "javascript", "ruby", "python"]) {
          const blocks = [...html.matchAll(new RegExp(`<pre class="rk-code" data-rk-lexer="${lexer}" tabindex="0"><code>(.*?)</code></pre>`, "gs"))];
          expect(blocks.length, `${page.title}: ${lexer} blocks`).toBe(examples);
          expect(blocks.filter((block) => !/class="rk-t[a-z]"/.test(block[1]!)).length, `${page.title}: ${lexer} blocks without highlighting`).toBe(0);
        }
      }
      console.log(`GitHub render: ${imported.pages.length} pages, ${(bytes / 1e6).toFixed(1)} MB of HTML, in ${(performance.now() - start).toFixed(0)} ms`);
    },
    180_000,
  );

  describe("a fixed sample of operations' snippets send exactly the declared request", () => {
    it("covers path parameters, required query parameters and JSON bodies", () => {
      const requests = sample.map((id) => declarationOf(sections.find((s) => s.anchor === id.replaceAll("/", "-"))!, imported.settings).options);
      // Path parameters without examples read as placeholders every client sends as they are.
      expect(requests.filter((r) => /\/[A-Z][A-Z0-9_]*(\/|$)/.test(r.path)).length).toBeGreaterThanOrEqual(4);
      expect(requests.filter((r) => /[{}%]/.test(r.path))).toEqual([]);
      expect(requests.filter((r) => Object.keys(r.query ?? {}).length > 0).length).toBeGreaterThanOrEqual(3);
      expect(requests.filter((r) => r.body !== undefined && typeof r.body === "object").length).toBeGreaterThanOrEqual(6);
    });

    for (const id of sample) {
      describe(id, () => {
        for (const token of defaultTabTokens) {
          it.skipIf(skipClient(token))(token, async () => {
            requireTool(token);
            expectExactRequest(await runs.get(runIdOf(id, token)), `${id} (${token})`);
          });
        }
      });
    }

    it("sends nothing outside the runs' base URLs", async () => {
      await runs.settled();
      expect(server.strays).toEqual([]);
    });
  });
});
