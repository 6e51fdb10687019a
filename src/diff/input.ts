/**
 * What `refkit diff` compares: a description file, or `git:REF:path`, the file as it is at a
 * commit of the repository the command runs in (with the files beside it that its `$ref`s may
 * read, copied out of that commit into a temporary folder).
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { FileError } from "../errors.ts";
import { readOpenApi, type LoadOptions } from "../openapi/read/load.ts";

const run = promisify(execFile);

/** At most this many files are copied out of a commit for one description, and this many bytes in all. */
const maxFiles = 2_000;
const maxBytes = 256 * 1024 * 1024;

/** `git:REF:path` read apart; `undefined` for a plain file name. */
export function gitSource(source: string): { ref: string; path: string } | undefined {
  const match = /^git:([^:]+):(.+)$/.exec(source);
  return match ? { ref: match[1]!, path: match[2]! } : undefined;
}

async function git(cwd: string, args: readonly string[], source: string, encoding: "utf8" | "buffer" = "utf8"): Promise<string | Buffer> {
  try {
    const { stdout } = await run("git", args, { cwd, maxBuffer: maxBytes, encoding });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string | Buffer }).stderr?.toString().trim();
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "git is not installed" : stderr || (error instanceof Error ? error.message : String(error));
    throw new FileError(source, `cannot read it from git (${reason})`, { cause: error });
  }
}

/**
 * Copies the description at `ref` and the files of its folder (what its `$ref`s may read) into a
 * new temporary folder; returns the copy's path and a function that removes the folder.
 */
async function checkout(source: string, ref: string, path: string, cwd: string): Promise<{ file: string; remove: () => Promise<void> }> {
  if (ref.startsWith("-")) throw new FileError(source, `expected a commit, branch or tag, got ${JSON.stringify(ref)}`);
  const top = ((await git(cwd, ["rev-parse", "--show-toplevel"], source)) as string).trim();
  const inRepo = relative(top, resolve(cwd, path));
  if (inRepo === "" || inRepo.startsWith("..") || isAbsolute(inRepo)) throw new FileError(source, "expected a file inside the repository");
  const wanted = inRepo.split(sep).join("/");
  const folder = dirname(wanted);
  const listing = (await git(top, ["ls-tree", "-r", "-z", "--full-tree", "--name-only", ref, "--", folder === "." ? "." : folder], source)) as string;
  const files = listing.split("\0").filter((name) => name !== "");
  if (!files.includes(wanted)) throw new FileError(source, `there is no ${wanted} at ${ref}`);
  if (files.length > maxFiles) throw new FileError(source, `its folder holds ${files.length} files at ${ref}, more than the ${maxFiles} a description may read`);
  const dir = await mkdtemp(join(tmpdir(), "refkit-diff-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    let bytes = 0;
    for (const name of files) {
      const content = (await git(top, ["show", `${ref}:${name}`], source, "buffer")) as Buffer;
      bytes += content.length;
      if (bytes > maxBytes) throw new FileError(source, `its folder holds more than ${maxBytes / 1024 / 1024} MiB at ${ref}`);
      const target = join(dir, ...name.split("/"));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, content);
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { file: join(dir, ...wanted.split("/")), remove };
}

/**
 * Reads a description for `refkit diff`: a file (relative to `cwd`), or `git:REF:path`. Throws a
 * `FileError` or an `OpenApiError` when it cannot be read or parsed.
 * @example await readDescription("git:main:openapi.yaml", process.cwd())
 */
export async function readDescription(source: string, cwd: string, options: LoadOptions = {}): Promise<unknown> {
  const fromGit = gitSource(source);
  if (fromGit === undefined) return (await readOpenApi(resolve(cwd, source), options)).document;
  const { file, remove } = await checkout(source, fromGit.ref, fromGit.path, cwd);
  try {
    return (await readOpenApi(file, { remoteRefs: options.remoteRefs })).document;
  } catch (error) {
    // The copy's path means nothing to the user: the message names what they wrote.
    if (error instanceof Error) error.message = error.message.replaceAll(file, source).replaceAll(dirname(file), `git:${fromGit.ref}:${dirname(fromGit.path)}`);
    throw error;
  } finally {
    await remove();
  }
}
