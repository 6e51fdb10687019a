/**
 * The layering DESIGN.md draws, read from the source: no file imports itself back through others
 * (type imports count: a circle of types is a circle of meaning), and data flows one way between
 * the stages.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const src = resolve(import.meta.dirname, "../src");

/** Every module under src/ (the reader's assets aside), relative to it, with the modules it imports or re-exports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith(".d.ts") && !file.startsWith(`site${"/"}assets`));
  for (const file of files) {
    const text = readFileSync(join(src, file), "utf8");
    const targets = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+"(\.[^"]+)"|\bimport\(\s*"(\.[^"]+)"\s*\)/gm)].map((match) => relative(src, resolve(dirname(join(src, file)), match[1] ?? match[2]!)));
    graph.set(file, [...new Set(targets.filter((target) => /\.(ts|js)$/.test(target) && !target.startsWith(`site${"/"}assets`)))]);
  }
  return graph;
}

/** The strongly connected groups of more than one file (or a file importing itself): the circles. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)!.includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("the source's layering", () => {
  const graph = importGraph();

  it("reads every file's imports", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get("request.ts")).toContain("base-url.ts");
    expect(graph.get("resolve/search-terms.ts")).toContain("search/words.js");
  });

  it("has no import circle between files, type imports included", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("finds a circle when there is one", () => {
    expect(circles(new Map([["a.ts", ["b.ts"]], ["b.ts", ["c.ts"]], ["c.ts", ["a.ts"]], ["d.ts", ["a.ts"]]]))).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("reads a description with no component, configuration, client, renderer or site: the read layer's files reach none", () => {
    const reached = new Set<string>();
    const pending = [...graph.keys()].filter((file) => file.startsWith("openapi/read/"));
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      pending.push(...(graph.get(file) ?? []));
    }
    expect(reached.has("openapi/read/operation.ts")).toBe(true);
    expect([...reached].filter((file) => /^(present|components|resolve|render|config|clients|site|integrations|mcp|cli|init)\//.test(file)).sort()).toEqual([]);
  });

  it.each([
    ["openapi/read/", /^(present|components|resolve|render|config|clients|site|cli|init)\//],
    // The presentation is a function of the model and the settings: it neither resolves, renders nor writes.
    ["present/", /^(resolve|render|site|integrations|mcp|cli|init|diff)\//],
    ["components/", /^(openapi|resolve|site|cli|init)\//],
    ["resolve/", /^(openapi|site|cli|init)\/|^render\/render\.ts$/],
    ["render/", /^(openapi|site|cli|init)\//],
    ["config/", /^(openapi|components|resolve|render|site|cli|init)\//],
    ["search/", /^(?!search\/)/],
    // The ground floor: the writers every stage uses (code, JSON, Markdown text, long words) stand on
    // nothing but the modules at src/'s root.
    ["text/", /^(?!text\/)[^/]+\//],
    ["clients/", /^(render|components|resolve|openapi|site|cli|init|diff|mcp)\//],
    ["diff/", /^(render|components|resolve|site|cli|init|mcp|clients)\//],
    // One reference, built once: resolve writes a page with text/'s writers, never render/'s; the
    // reference plans the site before any output; render reads plain values; every output is a
    // writer over the reference, never over another output's loop.
    ["resolve/", /^(render|reference|site|integrations|mcp|cli|init)\//],
    ["reference/", /^(render|site|integrations|mcp|cli|init)\//],
    ["render/", /^(site|integrations|mcp|cli|init)\//],
    ["site/", /^(integrations|mcp|cli|init)\//],
    ["integrations/", /^(mcp|cli|init)\/|^site\/(build|write-site|render-pages|render-worker.*|write-changelog)\.ts$/],
    ["mcp/", /^(integrations|cli|init)\/|^site\/(build|write-site|render-pages|render-worker.*|write-changelog)\.ts$/],
  ])("data flows one way: nothing under %s imports what comes after it", (folder, later) => {
    const backwards = [...graph].flatMap(([file, targets]) => (file.startsWith(folder) ? targets.filter((target) => later.test(target)).map((target) => `${file} → ${target}`) : []));
    expect(backwards).toEqual([]);
  });

  it("keeps requests free of the configuration: an ApiRequest needs a base URL and an auth header", () => {
    expect(graph.get("request.ts")!.filter((target) => target.startsWith("config/config") || target.startsWith("config/settings"))).toEqual([]);
  });
});
