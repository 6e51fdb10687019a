/**
 * Addresses that never move: an operation's address (its page's file and its section's anchor)
 * depends on its group and its own identity alone. GitHub's description is planned, then the same
 * with operations removed, added to its groups and moved within them, a group added and the
 * webhooks reordered: every operation in both has the same address in both.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadReference, type Reference } from "../src/index.ts";

const github = new URL("./.cache/api.github.com.json", import.meta.url).pathname;
const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-stable-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

type Document = { paths: Record<string, Record<string, unknown>>; webhooks?: Record<string, Record<string, unknown>>; tags?: { name: string }[] };

/** Each operation's address in the reference's current version, by its method and path (or its webhook's name). */
function addresses(reference: Reference): Map<string, string> {
  const found = new Map<string, string>();
  for (const page of reference.pages) {
    if (page.kind !== "reference" || page.version !== 0) continue;
    for (const section of page.sections) {
      if (section.method === undefined) continue;
      const key = `${section.method} ${section.path}`;
      // A key named twice would hide a moved address: every operation is on one page only.
      expect(found.has(key), key).toBe(false);
      found.set(key, `${page.url}#${section.id}`);
    }
  }
  return found;
}

async function plan(name: string, document: Document): Promise<Map<string, string>> {
  const file = join(work, `${name}.json`);
  await writeFile(file, JSON.stringify(document));
  return addresses(await loadReference({ openapi: file, root: work }));
}

/** The document with the paths' order reversed (each path's operations too): every operation moves within its group. */
function reversed(document: Document): Document {
  const paths = Object.fromEntries(Object.entries(document.paths).reverse().map(([path, item]) => [path, Object.fromEntries(Object.entries(item).reverse())]));
  return { ...document, paths, ...(document.webhooks === undefined ? {} : { webhooks: Object.fromEntries(Object.entries(document.webhooks).reverse()) }) };
}

describe("an operation's address depends on its group and its own identity alone", () => {
  it("on GitHub's description: operations removed, added and moved, a group added, and no other address changes", async () => {
    const original = JSON.parse(await readFile(github, "utf8")) as Document;
    const before = await plan("before", original);
    expect(before.size).toBeGreaterThan(1000);
    // No file name is a part number.
    for (const address of before.values()) expect(address, address).not.toMatch(/-\d+\.html#/);

    const changed = reversed(structuredClone(original));
    let i = 0;
    const removed: string[] = [];
    for (const [path, item] of Object.entries(changed.paths)) {
      for (const method of Object.keys(item).filter((key) => methods.includes(key))) {
        // Every fifth operation goes.
        if (i++ % 5 === 0) {
          delete item[method];
          removed.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    // New operations in existing groups, before and among the others, and in a group of their own.
    const tags = [...new Set(Object.values(original.paths).flatMap((item) => Object.values(item).flatMap((op) => ((op as { tags?: string[] }).tags ?? []))))];
    const added: Record<string, Record<string, unknown>> = {};
    tags.forEach((tag, n) => {
      added[`/aaa-new/${n}`] = { get: { operationId: `${tag}/aaa-new-${n}`, summary: `A new first operation of ${tag}`, tags: [tag], responses: { 200: { description: "OK" } } } };
      added[`/zzz-new/${n}/{id}`] = { post: { operationId: `new-${n}`, summary: "Get", tags: [tag], parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { 201: { description: "Made" } } } };
    });
    added["/brand-new"] = { get: { operationId: "brand/list", summary: "List brands", tags: ["brand"], responses: { 200: { description: "OK" } } } };
    changed.paths = { ...added, ...changed.paths };
    changed.tags = [{ name: "brand" }, ...(changed.tags ?? [])];
    const after = await plan("after", changed);

    let kept = 0;
    for (const [key, address] of before) {
      if (removed.includes(key)) {
        expect(after.has(key), key).toBe(false);
        continue;
      }
      expect(after.get(key), key).toBe(address);
      kept++;
    }
    expect(kept).toBeGreaterThan(900);
    expect(after.size).toBe(before.size - removed.length + Object.keys(added).length);
  }, 300_000);
});
