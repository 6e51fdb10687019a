/**
 * `refkit diff` on real pairs: GitHub Enterprise Server 3.18 → 3.19, its REST description and its
 * webhooks (scripts/fetch-real-descriptions.sh). The counts by level are pinned, so that any change
 * to a rule shows here; every pointer leads into the description it names; each version against
 * itself reports nothing (no example request its own version rejects is taken for a change).
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { diffApis, type Change } from "../../src/diff/diff.ts";
import { checkDocument } from "../../src/openapi/read/validate.ts";

const cache = new URL("../.cache/real/", import.meta.url);
const file = (name: string) => new URL(name, cache);
const pairs = [
  { name: "REST", old: "github-ghes-3.18.json", new: "github-ghes-3.19.json", summary: { breaking: 4, warning: 0, info: 640 } },
  { name: "webhooks", old: "github-webhooks-ghes-3.18.json", new: "github-webhooks-ghes-3.19.json", summary: { breaking: 0, warning: 0, info: 594 } },
];
const absent = pairs.flatMap((pair) => [pair.old, pair.new]).filter((name) => !existsSync(file(name)));

describe.skipIf(absent.length > 0 && process.env.CI !== "true")("refkit diff on GitHub Enterprise Server 3.18 → 3.19", () => {
  it("has the descriptions (scripts/fetch-real-descriptions.sh)", () => {
    expect(absent).toEqual([]);
  });

  it.each(pairs)("$name: the counts by level, every pointer found, and each version against itself clean", { timeout: 120_000 }, (pair) => {
    const before = JSON.parse(readFileSync(file(pair.old), "utf8"));
    const after = JSON.parse(readFileSync(file(pair.new), "utf8"));
    const result = diffApis(before, after);
    console.log(`GitHub ${pair.name} 3.18 → 3.19: ${JSON.stringify(result.summary)}`);
    expect(result.summary).toEqual(pair.summary);
    const docs = { old: checkDocument(before), new: checkDocument(after) };
    const resolves = (change: Change) => {
      for (const doc of [docs.new, docs.old]) {
        try {
          doc.target(change.pointer, change.pointer);
          return true;
        } catch {
          // not in this one
        }
      }
      return false;
    };
    expect(result.changes.filter((change) => !resolves(change)).map((change) => change.pointer)).toEqual([]);
    for (const change of result.changes) expect(change.message).toMatch(/^[A-Z`].*\.$/);
    expect(diffApis(after, structuredClone(after)).changes).toEqual([]);
  });
});
