/**
 * What `refkit diff` compares: a description file, or `git:REF:path`, the file as it is at a
 * commit of the repository the command runs in, with the files its `$ref`s read from that commit
 * (git-files.ts: read by path, confined to the description's folder as on disk, never written out).
 */
import { realpath } from "node:fs/promises";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { FileError } from "../errors.ts";
import { readOpenApiFrom, type LoadOptions } from "../openapi/read/load.ts";
import { diskFiles, type DescriptionFiles } from "../openapi/read/files.ts";
import { isAsyncApiBytes } from "../asyncapi/read/sniff.ts";
import { commitFiles, runGit } from "./git-files.ts";

/** `git:REF:path` read apart; `undefined` for a plain file name. */
export function gitSource(source: string): { ref: string; path: string } | undefined {
  const match = /^git:([^:]+):(.+)$/.exec(source);
  return match ? { ref: match[1]!, path: match[2]! } : undefined;
}

/** A description as the diff compares it: an OpenAPI document (bundled, Swagger 2.0 converted), or an AsyncAPI one (bundled, checked, 2.x converted). */
export type Description = { readonly format: "openapi"; readonly document: unknown } | { readonly format: "asyncapi"; readonly document: Record<string, unknown> };

/**
 * Reads the description `file` from `files` (the disk, a commit) as its format says, the file read
 * once. The AsyncAPI libraries load only for an AsyncAPI document.
 */
async function readFrom(files: DescriptionFiles, file: string, options: LoadOptions): Promise<Description> {
  let bytes: Buffer;
  try {
    bytes = await files.read(file);
  } catch {
    // Unreadable: the OpenAPI import says why, naming the file, as it always has.
    return { format: "openapi", document: (await readOpenApiFrom(files, file, { remoteRefs: options.remoteRefs })).document };
  }
  const once: DescriptionFiles = { ...files, read: (path) => (path === file ? Promise.resolve(bytes) : files.read(path)) };
  if (isAsyncApiBytes(bytes, file)) {
    const { readAsyncApiFrom } = await import("../asyncapi/read/load.ts");
    return { format: "asyncapi", document: (await readAsyncApiFrom(once, file, { remoteRefs: options.remoteRefs })).document };
  }
  return { format: "openapi", document: (await readOpenApiFrom(once, file, { remoteRefs: options.remoteRefs })).document };
}

/** Reads `git:REF:path`: the commit `ref` names, and the description's path under the repository's top folder. */
async function readFromGit(source: string, ref: string, path: string, cwd: string, options: LoadOptions & { readonly signal?: AbortSignal | undefined }): Promise<Description> {
  if (ref.startsWith("-")) throw new FileError(source, `expected a commit, branch or tag, got ${JSON.stringify(ref)}`);
  const { signal } = options;
  const here = await realpath(cwd);
  const top = (await runGit(here, ["rev-parse", "--show-toplevel"], source, { signal })).toString("utf8").trim();
  const inRepo = relative(top, resolve(here, path));
  if (inRepo === "" || inRepo === ".." || inRepo.startsWith(`..${sep}`) || isAbsolute(inRepo)) throw new FileError(source, "expected a file inside the repository");
  const commit = (await runGit(top, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`], source, { signal }).catch(() => Buffer.alloc(0))).toString("utf8").trim();
  if (!/^[0-9a-f]+$/.test(commit)) throw new FileError(source, `cannot read it from git (${JSON.stringify(ref)} names no commit of the repository in ${top})`);
  const file = resolve(top, inRepo);
  try {
    return await readFrom(commitFiles(top, commit, ref, source, signal), file, options);
  } catch (error) {
    // Paths under the repository mean the commit's files, not the working copy's: the message says git:REF:….
    if (error instanceof Error) error.message = error.message.replaceAll(`${top}${sep}`, `git:${ref}:`).replaceAll(top, `git:${ref}:.`);
    throw error;
  }
}

/**
 * Reads a description for `refkit diff`: a file (relative to `cwd`), or `git:REF:path`, OpenAPI or
 * AsyncAPI. Throws a `FileError` or an `OpenApiError` when it cannot be read or parsed.
 * @example await readDescription("git:main:openapi.yaml", process.cwd())
 */
export async function readDescription(source: string, cwd: string, options: LoadOptions & { readonly signal?: AbortSignal | undefined } = {}): Promise<Description> {
  const fromGit = gitSource(source);
  if (fromGit === undefined) return readFrom(diskFiles, resolve(cwd, source), options);
  return readFromGit(source, fromGit.ref, fromGit.path, cwd, options);
}
