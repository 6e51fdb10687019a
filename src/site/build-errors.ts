/** What a build can fail with besides a project's own errors: writing the site, and being interrupted. */
import { FileError } from "../errors.ts";
import { writeFile } from "node:fs";
import { mkdir } from "node:fs/promises";
import { promisify } from "node:util";
import { dirname, join, relative, sep } from "node:path";

/** The file writes a build makes (see `BuildOptions.fs`). */
export interface BuildFs {
  writeFile(path: string, data: string | Uint8Array): Promise<void>;
}

/**
 * The file system's own writes, by the callback API: a file takes three steps of the thread pool
 * (open, write, close), where the promise API's take more and more of the main thread's time — a
 * site of thousands of pages writes twice as many files.
 */
export const nodeFs: BuildFs = { writeFile: promisify(writeFile) };

/** The output could not be written or swapped in; the message starts with the path at fault. */
export class BuildError extends FileError {
  override readonly name = "BuildError";
}

/** The build was stopped (Ctrl+C, SIGTERM, an aborted signal) before its site was swapped in. */
export class BuildInterrupted extends Error {
  override readonly name = "BuildInterrupted";
  constructor(readonly signal?: string) {
    super(`the build was interrupted${signal ? ` (${signal})` : ""}`);
  }
}

/**
 * The folders of new sites made so far, each made once: a site of one page per operation writes
 * thousands of files into a few dozen folders. Forgotten past a bound, as a long `refkit dev`
 * makes a new temporary folder on each rebuild.
 */
const madeFolders = new Map<string, Promise<unknown>>();

function makeFolder(folder: string): Promise<unknown> {
  let made = madeFolders.get(folder);
  if (made === undefined) {
    if (madeFolders.size > 4096) madeFolders.clear();
    made = mkdir(folder, { recursive: true });
    madeFolders.set(folder, made);
    // A failure is reported by the write that asked; the next one asks the file system again.
    made.catch(() => madeFolders.delete(folder));
  }
  return made;
}

/**
 * Writes one file of the new site into `dir`, the temporary folder. A failure names the file as
 * it would be in `out`, the site folder, with the system's reason.
 */
export async function writeSiteFile(fs: BuildFs, dir: string, out: string, name: string, data: string | Uint8Array): Promise<void> {
  const target = join(dir, name);
  try {
    const folder = dirname(target);
    await makeFolder(folder);
    await fs.writeFile(target, data).catch(async (error: NodeJS.ErrnoException) => {
      // A folder remembered from another site of the same name (a temporary folder's name may come again).
      if (error.code !== "ENOENT") throw error;
      madeFolders.delete(folder);
      await makeFolder(folder);
      await fs.writeFile(target, data);
    });
  } catch (error) {
    const shown = join(out, relative(dir, target).split(sep).join("/"));
    throw new BuildError(shown, `cannot write the new site's file (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
}
