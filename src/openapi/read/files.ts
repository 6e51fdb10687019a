/**
 * The files a description may read. A description can come from anyone, so its references reach
 * only regular files inside its own folder (or the folder the user names as the reference root),
 * each under a size cap: never `/etc/passwd`, a key beside the project, `/proc/self/environ`,
 * `/dev/zero` or a FIFO that never answers.
 */
import { constants } from "node:fs";
import { open, stat } from "node:fs/promises";
import { realPath } from "../../paths.ts";

/**
 * The largest file a description may be made of, in bytes (256 MiB: Microsoft Graph's whole
 * description is a fraction of it, and a string much longer than this cannot be parsed anyway).
 */
export const maxFileBytes = 256 * 1024 * 1024;

/** Why a file cannot be read: the message says what the file is and what was expected. */
export class UnreadableFile extends Error {
  override readonly name = "UnreadableFile";
}

/**
 * Where a description's files come from: this machine's disk, or a commit of a repository
 * (`refkit diff git:REF:path`). The loading stage reads every file through one of these, so the
 * same confinement holds whatever holds the files.
 */
export interface DescriptionFiles {
  /** A file's bytes: a regular file under the size cap, else an `UnreadableFile` (or the system's error). */
  read(path: string): Promise<Buffer>;
  /** The path with its symbolic links followed: what the reference root is checked against. */
  realPath(path: string): Promise<string>;
}

/** The files on this machine's disk. */
export const diskFiles: DescriptionFiles = { read: (path) => readRegularFile(path), realPath };

function kind(stats: { isDirectory(): boolean; isFIFO(): boolean; isSocket(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean }): string {
  if (stats.isDirectory()) return "a folder";
  if (stats.isFIFO()) return "a FIFO (named pipe)";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "not a regular file";
}

/**
 * Reads a regular file of at most `limit` bytes. Opening never blocks (a FIFO with no writer
 * would hold the build forever), and a file that grows past the limit while it is read stops
 * there. Throws an `UnreadableFile` for anything else, or the system's error when it cannot be
 * opened.
 * @example const bytes = await readRegularFile("/work/api/openapi.yaml");
 */
export async function readRegularFile(path: string, limit = maxFileBytes): Promise<Buffer> {
  // Looked at before it is opened: opening a socket fails, and a device may do anything.
  const found = await stat(path);
  if (!found.isFile()) throw new UnreadableFile(`${path} is ${kind(found)}, not a regular file`);
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new UnreadableFile(`${path} is ${kind(stats)}, not a regular file`);
    if (stats.size > limit) throw new UnreadableFile(`${path} has ${stats.size} bytes, over the ${limit}-byte limit of a description's file`);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, limit + 1 - total));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      total += bytesRead;
      if (total > limit) throw new UnreadableFile(`${path} grew past the ${limit}-byte limit of a description's file while it was read`);
    }
    return Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}
