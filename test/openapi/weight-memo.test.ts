/**
 * The import's weight memo (`OpenApiOptions.weights`): a set of sections (a tag's, the webhooks')
 * whose weights are remembered is not weighed again, and any change to what weighing reads (an
 * operation of the set, the document around it) gives another key. The page cache keeps one.
 */
import { describe, expect, it } from "vitest";
import { loadOpenApi } from "../../src/index.ts";
import type { WeightMemo } from "../../src/present/import.ts";
import { fixture, importDoc } from "./support.ts";

/** A memo in a map, counting what it is asked and told. */
function memo(): WeightMemo & { stored: Map<string, readonly number[]>; gets: number; sets: number } {
  const stored = new Map<string, readonly number[]>();
  return {
    stored,
    gets: 0,
    sets: 0,
    get(key) {
      this.gets++;
      return stored.get(key);
    },
    set(key, weights) {
      this.sets++;
      stored.set(key, weights);
    },
  };
}

const pagesOf = (document: unknown, weights?: WeightMemo) => importDoc(document, { weights, lazy: true }).pages.map((page) => ({ slug: page.slug, weight: page.weight, size: page.size }));

describe("the weight memo", () => {
  it("remembers each tag's weights once, and gives the same pages from them", async () => {
    const document = await loadOpenApi(fixture("shop.yaml"));
    const kept = memo();
    const first = pagesOf(document, kept);
    expect(first).toEqual(pagesOf(document));
    expect(kept.sets).toBe(kept.stored.size);
    expect(kept.stored.size).toBeGreaterThanOrEqual(2);
    const sets = kept.sets;
    expect(pagesOf(document, kept)).toEqual(first);
    expect(kept.sets).toBe(sets);
  });

  it("is what the pages are weighed by: remembered weights stand for weighing", async () => {
    const document = await loadOpenApi(fixture("shop.yaml"));
    const kept = memo();
    pagesOf(document, kept);
    for (const [key, weights] of kept.stored) kept.stored.set(key, weights.map(() => 1));
    const pages = pagesOf(document, kept);
    for (const page of pages) expect(page.weight).toBe(page.size);
  });

  it("weighs again the set of an edited operation, and every set when the document around them changes", async () => {
    const document = (await loadOpenApi(fixture("shop.yaml"))) as { paths: Record<string, Record<string, { summary?: string; requestBody?: unknown }>>; components: { schemas: Record<string, { description?: string }> } };
    const kept = memo();
    pagesOf(document, kept);
    const keys = new Set(kept.stored.keys());
    const edited = structuredClone(document);
    edited.paths["/products/{sku}"]!.get!.summary = "Retrieve one product";
    pagesOf(edited, kept);
    const added = [...kept.stored.keys()].filter((key) => !keys.has(key));
    expect(added).toHaveLength(1);
    const around = structuredClone(document);
    around.components.schemas.Address!.description = "Where an order goes.";
    const before = kept.stored.size;
    pagesOf(around, kept);
    expect(kept.stored.size - before).toBe(keys.size);
  });
});
