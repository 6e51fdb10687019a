/**
 * The import's weights kept in the cache folder (see `WeightMemo`): one file per description, read
 * before its import and written after it with only what the import used, with the stamp of the
 * refkit that weighed them and a hash of the weights. A file that does not parse or match is a
 * miss: every tag is weighed again, and the file written anew.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { hashOf } from "../present/page-print.ts";
import type { WeightMemo } from "../present/import.ts";
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
  const read = await readKept(file);
  const stored = new Map<string, readonly number[]>();
  const whole = read?.stamp === stamp && read.weights !== null && typeof read.weights === "object" && read.sha256 === checkOf(read.weights);
  const weights = whole ? Object.entries(read.weights as object) : [];
  for (const [key, value] of weights) if (Array.isArray(value) && value.every((n) => typeof n === "number")) stored.set(key, value);
  // A file there but not all read back (empty, cut short, junk, another refkit's) is written anew.
  let changed = read !== undefined && (weights.length === 0 || stored.size !== weights.length);
  const used = new Map<string, readonly number[]>();
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
        const weights = Object.fromEntries(used);
        await writeWhole(file, JSON.stringify({ stamp, sha256: checkOf(weights), weights }));
      } catch {
        // Only the next import's weighing is lost.
      }
    },
  };
}

/** The file's object: `undefined` when there is no file, `{}` when it holds no object (empty, cut short, junk): a miss, not a failure. */
async function readKept(file: string): Promise<{ stamp?: unknown; sha256?: unknown; weights?: unknown } | undefined> {
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const read: unknown = JSON.parse(text);
    return read !== null && typeof read === "object" && !Array.isArray(read) ? read : {};
  } catch {
    return {};
  }
}

/** The weights' hash, as written (JSON written back from what it parsed to is the same text). */
function checkOf(weights: object): string {
  return createHash("sha256").update(JSON.stringify(weights)).digest("base64url");
}
