/**
 * A build's own folders beside its output, and what is left of them when a build is killed
 * (SIGKILL, a power cut): the temporary folder the new site is written into (`site.tmp-XXXXXX`)
 * and the previous site set aside during the swap (`site.old-<pid>`). While a build uses one, it
 * holds a lock file naming the build's process; the next build into the same output removes such
 * a folder once that process has ended. A folder is removed only with both refkit's name and
 * refkit's lock: one that merely matches the name, a lock of a process still running (a
 * concurrent build) or of another machine, is left alone.
 */
import { randomUUID } from "node:crypto";
import { lstat, readdir, readFile, rm, rmdir, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { basename, dirname, join } from "node:path";
import { isInside, realPath } from "../paths.ts";

/** The lock file in a folder a build is using: the next build removes the folder once its process is gone. */
export const buildLock = ".refkit-build";

/**
 * Tells this process from an earlier one that had the same id (in a container, every run may be
 * pid 1). Kept on the global object, so that two copies of refkit loaded in one process share it.
 */
const tokenKey = Symbol.for("refkit.buildProcessToken");
const processToken: string = ((globalThis as Record<symbol, unknown>)[tokenKey] as string | undefined) ?? ((globalThis as Record<symbol, unknown>)[tokenKey] = randomUUID());

interface Lock {
  readonly refkit: "build";
  readonly pid: number;
  readonly host: string;
  readonly token: string;
}

/**
 * Marks `dir` as in use by this process's build (fails if it is marked already).
 * @example await lockFolder("site.tmp-a1B2c3")
 */
export async function lockFolder(dir: string): Promise<void> {
  const lock: Lock & { note: string } = {
    note: "A refkit build is using this folder. If that build was stopped before it finished, the next build into the same output folder removes this folder.",
    refkit: "build",
    pid: process.pid,
    host: hostname(),
    token: processToken,
  };
  await writeFile(join(dir, buildLock), `${JSON.stringify(lock, null, 2)}\n`, { flag: "wx" });
}

/**
 * Takes the lock out of `dir`, just before it becomes the site (which must not carry it).
 * @example await unlockFolder("site.tmp-a1B2c3")
 */
export async function unlockFolder(dir: string): Promise<void> {
  await rm(join(dir, buildLock), { force: true });
}

/**
 * Removes a folder, its lock last: a removal that is itself cut short leaves a folder the next
 * build still knows as refkit's. A file written meanwhile (a render worker's last) is removed too.
 * @example await removeLocked("site.old-4242")
 */
export async function removeLocked(dir: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const entries = await readdir(dir).catch(() => null);
    if (entries === null) return;
    const others = entries.filter((name) => name !== buildLock);
    if (others.length > 0) {
      await Promise.all(others.map((name) => rm(join(dir, name), { recursive: true, force: true, maxRetries: 3, retryDelay: 50 })));
      continue;
    }
    await unlockFolder(dir);
    await rmdir(dir).catch(() => undefined);
  }
}

/** The lock in `dir`, when there is one in refkit's form. */
async function readLock(dir: string): Promise<Lock | undefined> {
  try {
    const file = join(dir, buildLock);
    const stats = await lstat(file);
    if (!stats.isFile() || stats.size > 4096) return undefined;
    const lock = JSON.parse(await readFile(file, "utf8")) as Partial<Lock> | null;
    const { refkit, pid, host, token } = lock ?? {};
    if (refkit !== "build" || !Number.isSafeInteger(pid) || pid! <= 0 || typeof host !== "string" || typeof token !== "string") return undefined;
    return { refkit, pid: pid!, host, token };
  } catch {
    return undefined;
  }
}

/** Whether the process a lock names has ended; when that cannot be known (another machine), it has not. */
function hasEnded(lock: Lock): boolean {
  if (lock.host !== hostname()) return false;
  if (lock.pid === process.pid) return lock.token !== processToken;
  try {
    process.kill(lock.pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process is there, another user's.
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Removes what killed builds into `out` left beside it: each `<out>.tmp-XXXXXX` and
 * `<out>.old-<pid>` folder (not a link) that holds refkit's lock naming a process of this machine
 * that has ended, and is neither one of `keep` nor holds one. Returns the folders removed; a
 * folder that cannot be read or removed is left for the next build.
 * @example await removeLeftovers("/home/me/api/site", ["/home/me/api"]) // ["/home/me/api/site.tmp-a1B2c3"]
 */
export async function removeLeftovers(out: string, keep: readonly string[]): Promise<string[]> {
  const parent = dirname(out);
  const named = new RegExp(`^${escapeRegExp(basename(out))}\\.(?:tmp-[A-Za-z0-9]{6}|old-\\d+)$`);
  const kept = await Promise.all(keep.map((folder) => realPath(folder)));
  const removed: string[] = [];
  for (const name of await readdir(parent).catch(() => [])) {
    if (!named.test(name)) continue;
    const dir = join(parent, name);
    try {
      if (!(await lstat(dir)).isDirectory()) continue;
      const real = await realPath(dir);
      if (kept.some((folder) => isInside(folder, real))) continue;
      const lock = await readLock(dir);
      if (lock === undefined || !hasEnded(lock)) continue;
      await removeLocked(dir);
      removed.push(dir);
    } catch {
      // Left for the next build.
    }
  }
  return removed;
}
