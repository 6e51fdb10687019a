/**
 * One page's entry in the page cache, as files: its key (a base64url SHA-256) with `.html` (the
 * body), `.md` (the twin) and `.json` (the rest, and the length and hash of every part). An entry
 * is read back only when each part is there and matches what its `.json` says; anything else
 * (a part missing, empty, cut short, junk, or an entry of another shape) is a miss, made again and
 * written anew over it. The body and twin are read back as bytes and written into the site as they
 * are, never decoded. See page-cache.ts.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { writeWhole } from "../reference/cache-folder.ts";
import type { ResolvedSection } from "../resolve/page.ts";

/** What making one page produced, as the build reuses it. */
export interface CachedPage {
  /** The page's `<article>`, as `renderPageBody` made it, in UTF-8. */
  readonly body: Uint8Array;
  /** Its Markdown twin, in UTF-8. */
  readonly twin: Uint8Array;
  /** The twin's length in characters. */
  readonly twinLength: number;
  /** Its sections, with their search terms. */
  readonly sections: readonly ResolvedSection[];
  /** The origins its request consoles send to (its policy's `connect-src`). */
  readonly connect: readonly string[];
  readonly endpoints: number;
  readonly snippets: number;
  /** What making its sections had to say. */
  readonly warnings: readonly string[];
  /** What its head says of it (`ResolvedPage.summary`), if anything. */
  readonly summary?: string | undefined;
}

/** The name of an entry's file: its key and its part. */
export const entryName = /^([A-Za-z0-9_-]{43})\.(json|html|md)$/;

/** What an entry's `.json` says a part is. */
interface PartCheck {
  readonly length: number;
  readonly sha256: string;
}

/** An entry's `.json`: its key, the rest of the page, and a check of the rest and of each part. */
interface EntryMeta {
  readonly key: string;
  readonly parts: { readonly html: PartCheck; readonly md: PartCheck; readonly page: PartCheck };
  readonly page: Omit<CachedPage, "body" | "twin">;
}

/** Where entries are: the cache's folder (a `CacheJob`). */
interface EntryFolder {
  readonly folder: string;
}

const partsOf = (cache: EntryFolder, key: string) => ({ meta: join(cache.folder, `${key}.json`), body: join(cache.folder, `${key}.html`), twin: join(cache.folder, `${key}.md`) });

function checkOf(bytes: Uint8Array): PartCheck {
  return { length: bytes.length, sha256: createHash("sha256").update(bytes).digest("base64url") };
}

function matches(bytes: Uint8Array, check: PartCheck | undefined): boolean {
  if (check === undefined || bytes.length !== check.length) return false;
  return checkOf(bytes).sha256 === check.sha256;
}

/** The entry under `key`, or `undefined` when there is none or any of it is not as it was written. */
export async function readEntry(cache: EntryFolder, key: string): Promise<CachedPage | undefined> {
  const files = partsOf(cache, key);
  try {
    const meta = JSON.parse(await readFile(files.meta, "utf8")) as Partial<EntryMeta> | null;
    const parts = meta?.parts;
    if (meta?.key !== key || meta.page === undefined || parts === undefined) return undefined;
    // The rest of the page as written: JSON written back from what it parsed to is the same text.
    if (!matches(Buffer.from(JSON.stringify(meta.page)), parts.page)) return undefined;
    const [body, twin] = await Promise.all([readFile(files.body), readFile(files.twin)]);
    if (!matches(body, parts.html) || !matches(twin, parts.md)) return undefined;
    return { ...meta.page, body, twin };
  } catch {
    return undefined;
  }
}

/**
 * Keeps `entry` under `key`, its `.json` last: until it is there, the parts are no entry's. A
 * failure to write only costs the next build the page's making.
 */
export async function writeEntry(cache: EntryFolder, key: string, entry: CachedPage): Promise<void> {
  const { body, twin, ...page } = entry;
  const files = partsOf(cache, key);
  const meta: EntryMeta = { key, parts: { html: checkOf(body), md: checkOf(twin), page: checkOf(Buffer.from(JSON.stringify(page))) }, page };
  try {
    await writeWhole(files.body, body);
    await writeWhole(files.twin, twin);
    await writeWhole(files.meta, JSON.stringify(meta));
  } catch {
    // Nothing to undo: an entry whose parts do not match its .json is not read, and the next build replaces or removes them.
  }
}
