/** What a build can fail with besides a project's own errors: writing the site, and being interrupted. */
import { FileError } from "../errors.ts";
import { mkdir } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";

/** The file writes a build makes (see `BuildOptions.fs`). */
export interface BuildFs {
  writeFile(path: string, data: string | Uint8Array): Promise<void>;
}

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
 * Writes one file of the new site into `dir`, the temporary folder. A failure names the file as
 * it would be in `out`, the site folder, with the system's reason.
 */
export async function writeSiteFile(fs: BuildFs, dir: string, out: string, name: string, data: string | Uint8Array): Promise<void> {
  const target = join(dir, name);
  try {
    await mkdir(dirname(target), { recursive: true });
    await fs.writeFile(target, data);
  } catch (error) {
    const shown = join(out, relative(dir, target).split(sep).join("/"));
    throw new BuildError(shown, `cannot write the new site's file (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
}
