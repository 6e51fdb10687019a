/**
 * The files of one commit, read the way a description reads files on disk: only the blobs the
 * description and its `$ref`s ask for, one at a time, by path. Nothing is written to disk, so a
 * tree whose entries are named `..` or hold a path of someone's choosing has nowhere to write.
 */
import { execFile } from "node:child_process";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { FileError } from "../errors.ts";
import { maxFileBytes, UnreadableFile, type DescriptionFiles } from "../openapi/read/files.ts";

/** At most this many bytes are read out of a commit for one description, all its files together. */
const maxBytes = 256 * 1024 * 1024;

/** Runs git in `cwd`: its output, or a `FileError` naming `source` with what git said. */
export function runGit(cwd: string, args: readonly string[], source: string, options: { readonly signal?: AbortSignal | undefined; readonly maxBuffer?: number } = {}): Promise<Buffer> {
  return new Promise((done, fail) => {
    // Paths are literal: a file named `:(glob)*` is that file, not a pattern.
    const env = { ...process.env, GIT_LITERAL_PATHSPECS: "1", GIT_TERMINAL_PROMPT: "0" };
    execFile("git", args, { cwd, env, encoding: "buffer", maxBuffer: options.maxBuffer ?? 16 * 1024 * 1024, signal: options.signal }, (error, stdout, stderr) => {
      if (error === null) return done(stdout);
      const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "git is not installed" : stderr.toString().trim() || error.message;
      fail(new FileError(source, `cannot read it from git (${reason})`, { cause: error }));
    });
  });
}

/** One entry of a tree as `git ls-tree -l` lists it. */
interface TreeEntry {
  readonly mode: string;
  readonly type: string;
  readonly object: string;
  readonly size: number;
}

/**
 * The files of `commit` (an object name) in the repository whose top folder is `top`, as paths
 * under `top`: `read` gives a regular file's bytes, and refuses a folder, a symbolic link, a
 * submodule, a path outside the repository and a file over the size cap.
 * @example await readOpenApiFrom(commitFiles("/repo", oid, "git:main:api/openapi.yaml"), "/repo/api/openapi.yaml")
 */
export function commitFiles(top: string, commit: string, ref: string, source: string, signal?: AbortSignal): DescriptionFiles {
  let bytes = 0;
  const entry = async (name: string): Promise<TreeEntry | undefined> => {
    const listing = (await runGit(top, ["ls-tree", "-l", "-z", "--full-tree", commit, "--", name], source, { signal })).toString("utf8");
    for (const line of listing.split("\0")) {
      const match = /^(\d+) (\w+) ([0-9a-f]+) +(-|\d+)\t(.*)$/s.exec(line);
      if (match && match[5] === name) return { mode: match[1]!, type: match[2]!, object: match[3]!, size: match[4] === "-" ? 0 : Number(match[4]) };
    }
    return undefined;
  };
  return {
    realPath: async (path) => resolve(path),
    async read(path) {
      const rest = relative(top, resolve(path));
      if (rest === "" || rest === ".." || rest.startsWith(`..${sep}`) || isAbsolute(rest)) throw new UnreadableFile(`${path} is not a file of the repository`);
      const name = rest.split(sep).join("/");
      const found = await entry(name);
      if (found === undefined) throw new UnreadableFile(`there is no ${name} at ${ref}`);
      if (found.mode === "160000") throw new UnreadableFile(`${name} is a submodule at ${ref}: a description may read only the commit's own files`);
      if (found.mode === "120000") throw new UnreadableFile(`${name} is a symbolic link at ${ref}: a git: input follows no links`);
      if (found.type !== "blob") throw new UnreadableFile(`${name} is a folder at ${ref}, not a file`);
      if (found.size > maxFileBytes) throw new UnreadableFile(`${name} has ${found.size} bytes at ${ref}, over the ${maxFileBytes}-byte limit of a description's file`);
      bytes += found.size;
      if (bytes > maxBytes) throw new UnreadableFile(`the description's files hold more than ${maxBytes / 1024 / 1024} MiB at ${ref}`);
      return runGit(top, ["cat-file", "blob", found.object], source, { signal, maxBuffer: found.size + 1 });
    },
  };
}
