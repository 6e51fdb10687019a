/**
 * The output folder: refkit's own or left alone. A build replaces a folder only when an earlier
 * refkit build wrote it (it holds the marker file) or when it is empty, and never the project's
 * folder, the description's folder or a folder that holds either; the new site is swapped in with
 * two renames, so a failure leaves the previous one as it was.
 */
import { renameSync } from "node:fs";
import { lstat, readdir } from "node:fs/promises";
import { join } from "node:path";
import { isInside, realPath } from "../paths.ts";
import { BuildError } from "./build-errors.ts";
import { lockFolder, removeLocked, unlockFolder } from "./leftovers.ts";

/**
 * The file every built site holds at its root, which tells a later build that the folder is
 * refkit's to replace. Removing it keeps refkit from touching the folder.
 */
export const siteMarker = ".refkit-site";

/** The marker's text: what the file is for, for whoever finds it. */
export const siteMarkerText =
  "This folder is a site written by refkit. The next `refkit build` with this folder as its output replaces it;\nremove this file to keep refkit from ever replacing the folder.\n";

/** A folder the output must neither be nor hold, and what to call it in a message. */
export interface ProtectedFolder {
  readonly path: string;
  /** "the project folder", "the OpenAPI description's folder". */
  readonly role: string;
}


function refuse(out: string, why: string, hint = "choose a new or empty folder with --out"): never {
  throw new BuildError(out, `refusing to write the site here: ${why}; ${hint}`);
}

/**
 * Checks that a build may replace `out`: it is not one of `folders` nor holds one, and it does not
 * exist, is empty, or was written by refkit (holds `siteMarker`). Throws a `BuildError` naming the
 * folder and why otherwise.
 * @example await checkOutput("site", [{ path: ".", role: "the project folder" }])
 */
export async function checkOutput(out: string, folders: readonly ProtectedFolder[]): Promise<void> {
  const real = await realPath(out);
  for (const folder of folders) {
    const path = await realPath(folder.path);
    if (real === path) refuse(out, `it is ${folder.role}`);
    if (isInside(path, real)) refuse(out, `it holds ${folder.role} (${folder.path})`);
  }
  let stats;
  try {
    stats = await lstat(out);
  } catch (error) {
    // A path through a file is left to the build, which says it cannot create the folder.
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR") return;
    throw new BuildError(out, `cannot read the output folder (${(error as Error).message})`, { cause: error });
  }
  if (stats.isSymbolicLink()) refuse(out, "it is a symbolic link (give the folder it leads to as --out)");
  if (!stats.isDirectory()) refuse(out, "it is a file, not a folder");
  const entries = await readdir(out);
  if (entries.length === 0) return;
  try {
    if ((await lstat(join(out, siteMarker))).isFile()) return;
  } catch {
    // No marker: the folder is not a refkit site.
  }
  const shown = entries.slice(0, 3).join(", ") + (entries.length > 3 ? `, … (${entries.length} entries)` : "");
  refuse(
    out,
    `it holds files that no refkit build wrote (${shown}): it has no ${siteMarker} marker from an earlier build`,
    "choose a new or empty folder with --out, or remove this one yourself if it is an old site (a site built by a refkit older than the marker has none)",
  );
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Replaces `out` with `fresh` in two renames; the old site is removed only afterwards, and only
 * after `checkOutput` has allowed it (again, now that the build is done: the folder may have
 * changed while the site was built). `fresh` loses its build lock just before; the old site gets
 * one while it is removed, so that a build killed meanwhile leaves a folder the next one removes
 * (see leftovers.ts).
 */
export async function swapIn(fresh: string, out: string, folders: readonly ProtectedFolder[]): Promise<void> {
  await checkOutput(out, folders);
  await unlockFolder(fresh);
  const old = `${out}.old-${process.pid}`;
  // The renames are made back to back, with no turn of the event loop between them: the moment
  // without a site at `out` (a server answers 503 then) lasts two system calls.
  let moved = false;
  try {
    renameSync(out, old);
    moved = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw new BuildError(out, `cannot replace the previous site (${reason(error)})`, { cause: error });
  }
  try {
    renameSync(fresh, out);
  } catch (error) {
    if (moved) renameSync(old, out);
    throw new BuildError(out, `cannot move the new site into place (${reason(error)})`, { cause: error });
  }
  if (!moved) return;
  // The new site is in place: an old one that cannot be removed now is the next build's to remove.
  await lockFolder(old).catch(() => undefined);
  await removeLocked(old).catch(() => undefined);
}
