/**
 * The import's weights kept in the cache folder (see `WeightMemo`): one file per description, read
 * before its import and written after it with only what the import used.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { hashOf } from "../openapi/present/page-print.ts";
import type { WeightMemo } from "../openapi/present/import.ts";
import { codeStamp, makeCacheFolder, writeWhole } from "./cache-folder.ts";

/** A weight memo kept in a cache folder, for one description: what it held, and what this import used. */
export interface KeptWeights extends WeightMemo {
  /** Writes what this import used (only that: the rest is let go) when it differs from what was read. */
  save(): Promise<void>;
}

/**
 * The weights remembered for the description `document` in the cache `folder`:
 * `weights-<hash of its path>.json`, read now, written by `save`.
 */
export async function keptWeights(folder: string, document: string): Promise<KeptWeights> {
  const file = join(folder, `weights-${hashOf(document).slice(0, 16)}.json`);
  // Weighed by another refkit, they are not these.
  const stamp = await codeStamp();
  const read = await readFile(file, "utf8").then((text) => JSON.parse(text) as { stamp?: unknown; weights?: unknown }, () => undefined);
  const stored = new Map<string, readonly number[]>();
  if (read?.stamp === stamp && read.weights !== null && typeof read.weights === "object") {
    for (const [key, value] of Object.entries(read.weights)) if (Array.isArray(value) && value.every((n) => typeof n === "number")) stored.set(key, value);
  }
  const used = new Map<string, readonly number[]>();
  let changed = false;
  return {
    get(key) {
      const weights = stored.get(key);
      if (weights !== undefined) used.set(key, weights);
      return weights;
    },
    set(key, weights) {
      used.set(key, weights);
      changed = true;
    },
    async save() {
      if (!changed && used.size === stored.size) return;
      try {
        await makeCacheFolder(folder);
        await writeWhole(file, JSON.stringify({ stamp, weights: Object.fromEntries(used) }));
      } catch {
        // Only the next import's weighing is lost.
      }
    },
  };
}
