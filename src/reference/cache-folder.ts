/**
 * The cache folder that the page cache and the import's weights share: where it is, its tag, the
 * stamp of the refkit that wrote into it, and whole-file writes. See page-cache.ts.
 */
import { existsSync } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { hashOf } from "../present/page-print.ts";
import { version } from "../version.ts";
import { dependencyTree } from "./dependency-tree.ts";

/** The standard tag of a cache folder (bford.info/cachedir): backup tools skip it, and refkit prunes only a folder that has it. */
const tagName = "CACHEDIR.TAG";
const tagText = "Signature: 8a477f597d28d172789f06886806bc55\n# This folder is refkit's page cache: safe to delete.\n";

/**
 * Where a project's cache goes unless told: `node_modules/.cache/refkit` when the project has a
 * `node_modules` folder (where build tools keep theirs), else `.refkit-cache` beside the output
 * folder.
 */
export function defaultCacheFolder(root: string, out: string): string {
  const modules = join(root, "node_modules");
  return existsSync(modules) ? join(modules, ".cache", "refkit") : join(dirname(out), ".refkit-cache");
}

/** Makes `folder` (and `inside` it, if given) and tags it as refkit's cache. */
export async function makeCacheFolder(folder: string, inside?: string): Promise<void> {
  await mkdir(inside ?? folder, { recursive: true });
  const tag = join(folder, tagName);
  if (!existsSync(tag)) await writeFile(tag, tagText);
}

/** True when `folder` has refkit's tag: only then does refkit remove anything from it. */
export async function isRefkitCache(folder: string): Promise<boolean> {
  const tag = await readFile(join(folder, tagName), "utf8").catch(() => "");
  return tag.startsWith(tagText.slice(0, tagText.indexOf("\n") + 1));
}

/**
 * refkit's code as a key part: its version, the version of every package in its installed
 * dependency tree (see dependency-tree.ts), and each of its files' path, size and time (a change in
 * a checkout counts). Taken once per process: the code running is the code loaded at its start.
 */
let stamped: Promise<string> | undefined;
export function codeStamp(): Promise<string> {
  stamped ??= takeStamp(fileURLToPath(new URL("../", import.meta.url)), fileURLToPath(new URL("../..", import.meta.url)));
  return stamped;
}

/** `codeStamp` of this refkit's version with the code in `code` and the dependency tree of the package in `pkg`. */
export async function takeStamp(code: string, pkg: string): Promise<string> {
  const entries = await readdir(code, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort();
  const stamps = await Promise.all(
    files.map(async (file) => {
      const { size, mtimeMs } = await stat(file);
      return `${file}:${size}:${mtimeMs}`;
    }),
  );
  return hashOf(version(), ...dependencyTree(pkg), ...stamps);
}

/** The name a file `writeWhole` was writing would have had (`<name>.<pid>.<random>.tmp`), or `undefined`: a temporary file left behind is an interrupted write's. */
export function temporaryFor(name: string): string | undefined {
  return /^(.+)\.\d+\.[a-z0-9]+\.tmp$/.exec(name)?.[1];
}

/**
 * Writes `data` to `file` under a temporary name, flushes it to the disk, then renames it: a
 * reader never sees half of it, and a crash leaves the old file or the new one, never an empty one
 * (without the flush, a rename can reach the disk before the data it names).
 */
export async function writeWhole(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const handle = await open(temporary, "w");
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}
