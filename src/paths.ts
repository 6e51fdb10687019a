/**
 * Where a path is: inside a folder or not, and what it is once symbolic links are followed. The
 * output folder's checks, the files a description may read and the server's files all ask the
 * same two questions; and whether a description's file is on this machine at all.
 */
import { realpath } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";

/**
 * True when `path` is `folder` or inside it (both absolute, and real when links matter).
 * @example isInside("/site/assets/refkit.js", "/site") // true; isInside("/site-old/x", "/site") // false
 */
export function isInside(path: string, folder: string): boolean {
  const rest = relative(folder, path);
  return rest === "" || (rest !== ".." && !rest.startsWith(`..${sep}`) && !isAbsolute(rest));
}

/**
 * The real path of `path`: symbolic links followed in the part of it that exists, the rest (not
 * there yet, or never) joined on as written.
 * @example await realPath("site/new/page.html") // "/home/me/api/site/new/page.html", with site a link followed
 */
export async function realPath(path: string): Promise<string> {
  const absolute = resolve(path);
  try {
    return await realpath(absolute);
  } catch {
    const parent = dirname(absolute);
    return parent === absolute ? absolute : join(await realPath(parent), basename(absolute));
  }
}

/**
 * True when one of a description's files is an http(s) URL (a remote `$ref` followed), not a file
 * on this machine: nothing to watch, stat or protect.
 * @example isRemote("https://example.com/schemas.yaml") // true; isRemote("/api/openapi.yaml") // false
 */
export function isRemote(file: string): boolean {
  return /^https?:/i.test(file);
}
