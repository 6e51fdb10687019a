/**
 * The page cache: what making an imported page produced (its article, its Markdown twin, its
 * sections with their search terms, its counts and warnings), kept on disk under a key, so that a
 * second build, or `refkit dev`'s next rebuild, reuses every page whose content has not changed
 * instead of making it again.
 *
 * A key hashes everything its entry was made from: refkit's code (its version, the size and time
 * of each of its files, and the version of each package of its installed dependency tree), the
 * settings, the project's `refkit.config.ts` with what it imports and the environment variables it
 * names (see config-inputs.ts), the page's content print (see present/page-print.ts), its
 * Markdown twin's name and its links to other versions. Whatever of these changes, the key changes:
 * an entry is never stale, only unused, and a build removes the entries it did not use.
 * Hand-written pages are not cached: a page module may import any file.
 *
 * The folder is safe to delete at any time. It holds a `CACHEDIR.TAG`, and a build removes only
 * entries of its own name's shape from a folder that has one. Entries are written under a
 * temporary name, flushed and renamed, so an interrupted build leaves no torn entry, and an entry
 * that is not as it was written (a part missing, or not matching its length and hash) is made again. An entry's files and their checks are cache-entry.ts's; the
 * folder's place, tag and stamp cache-folder.ts's; the import's weights, kept beside the entries,
 * kept-weights.ts's.
 */
import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { hashOf, printText } from "../present/page-print.ts";
import { codeStamp, isRefkitCache, makeCacheFolder, temporaryFor } from "../reference/cache-folder.ts";
import { entryName, type CachedPage } from "./cache-entry.ts";
import { configInputs } from "./config-inputs.ts";

/** A build's cache: its folder, and the part of every key the whole build shares. Plain data, posted to workers. */
export interface CacheJob {
  readonly folder: string;
  readonly base: string;
}

/**
 * Entries kept in memory as well, for `refkit dev`: its rebuilds then read no entry from disk. An
 * entry is the same wherever it is read from (its key is its content's); the oldest are let go
 * past `limit` bytes of bodies and twins.
 */
export class PageMemory {
  readonly #entries = new Map<string, CachedPage>();
  #bytes = 0;

  constructor(readonly limit = 256 * 1024 * 1024) {}

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    // Used again: the newest.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    if (this.#entries.has(key)) return;
    this.#entries.set(key, entry);
    this.#bytes += sizeOf(entry);
    for (const [oldest, kept] of this.#entries) {
      if (this.#bytes <= this.limit) break;
      this.#entries.delete(oldest);
      this.#bytes -= sizeOf(kept);
    }
  }
}

/** About what an entry holds, in bytes. */
function sizeOf(entry: CachedPage): number {
  return entry.body.length + entry.twin.length;
}

/**
 * Opens the cache in `folder` for the reference written to `out` with these settings: its entries
 * are in a folder of their own inside, made if missing, `folder` tagged. `undefined` when the
 * folder cannot be made, a setting cannot be written down or the configuration's imports cannot be
 * followed: the build then makes every page.
 */
export async function openCache(folder: string, out: string, root: string, settings: unknown): Promise<CacheJob | undefined> {
  const settled = printText(settings);
  if (settled === undefined) return undefined;
  const configFile = join(root, "refkit.config.ts");
  const config = existsSync(configFile) ? await configInputs(configFile, process.env) : [];
  if (config === undefined) return undefined;
  const entries = join(folder, hashOf(out).slice(0, 16));
  try {
    await makeCacheFolder(folder, entries);
  } catch {
    return undefined;
  }
  return { folder: entries, base: hashOf(await codeStamp(), settled, ...config) };
}

/** The key of a page's entry: the build's part, the page's content print, its twin's name, and its links to other versions (as JSON). */
export function entryKey(cache: CacheJob, print: string, twin: string, versions: string): string {
  return hashOf(cache.base, print, twin, versions);
}

/** Removes the entries of `cache.folder` that the build did not use, and temporary files left by an interrupted one; only in a tagged folder. */
export async function pruneCache(cache: CacheJob, used: ReadonlySet<string>): Promise<void> {
  if (!(await isRefkitCache(dirname(cache.folder)))) return;
  const names = await readdir(cache.folder).catch(() => [] as string[]);
  for (const name of names) {
    const entry = entryName.exec(name);
    const unused = entry !== null && !used.has(entry[1]!);
    const torn = entryName.test(temporaryFor(name) ?? "");
    if (unused || torn) await rm(join(cache.folder, name), { force: true }).catch(() => undefined);
  }
}
