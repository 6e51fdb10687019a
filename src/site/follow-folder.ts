/**
 * A watch on a folder by its path, not by the folder first found there: a folder deleted and made
 * again (a `git checkout`, a generator that writes its output afresh) is watched again once it is
 * back. A watcher stays on the folder it was opened on, which no longer receives anything once it
 * is deleted, so the path is checked whenever the watcher reports the folder itself, and every
 * `interval` ms besides (events can be missed, and some systems report nothing).
 */
import { statSync, watch, type FSWatcher } from "node:fs";
import { basename } from "node:path";

/** A followed folder. */
export interface FollowedFolder {
  /** Looks at the path now; `replaced` says the folder there may be a new one even if it looks the same. */
  check(replaced?: boolean): void;
  close(): void;
}

/** How often the path is looked at between events. */
const defaultInterval = 500;

/**
 * The folder at `path` as the system knows it, or undefined when there is none. Device and inode
 * only: a folder made at once in place of a deleted one may get the same inode back, but its
 * watcher has reported the deletion by then (see `check`).
 */
function identity(path: string): string | undefined {
  try {
    const stats = statSync(path);
    return stats.isDirectory() ? `${stats.dev}:${stats.ino}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Watches the folder at `path` and tells `listener` the name of what changed in it; null when that
 * is not known, or when it is all new: the folder has come (back) or been replaced. A folder that is
 * not there yet is watched once it comes.
 * @example const pages = followFolder("pages", { recursive: true }, () => rebuild())
 */
export function followFolder(path: string, options: { readonly recursive: boolean; readonly interval?: number }, listener: (name: string | null) => void): FollowedFolder {
  let watcher: FSWatcher | undefined;
  let watched: string | undefined;
  let closed = false;
  const own = basename(path);
  const drop = () => {
    watcher?.close();
    watcher = undefined;
    watched = undefined;
  };
  const start = (): boolean => {
    const found = identity(path);
    if (found === undefined) return false;
    try {
      watcher = watch(path, { recursive: options.recursive }, (_event, name) => {
        const changed = name === null ? null : name.toString();
        // The folder itself (its own name, or no name in a recursive watch) was moved or removed.
        if (changed === own || changed === "") setImmediate(() => check(true));
        listener(changed);
      });
    } catch {
      // Gone again between the look and the watch: the next check tries again.
      return false;
    }
    // A watcher's error (a folder gone between its event and its reading) must not end the process.
    watcher.on("error", drop);
    watched = found;
    return true;
  };
  const check = (replaced = false) => {
    if (closed) return;
    const found = identity(path);
    if (found === undefined) return drop();
    if (watcher !== undefined && found === watched && !replaced) return;
    drop();
    if (start()) listener(null);
  };
  start();
  const timer = setInterval(check, options.interval ?? defaultInterval);
  // The checks alone never keep a process running.
  timer.unref();
  return {
    check,
    close() {
      closed = true;
      clearInterval(timer);
      drop();
    },
  };
}
