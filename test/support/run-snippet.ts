/**
 * Runs a snippet the way a reader would: saved under its tab file name in an empty folder and
 * run there with the real interpreter. Runs share a small pool, so that a test file can start
 * all of its runs at once and the machine stays busy without being swamped.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { runInHost } from "./hosts.ts";
import { requireTool, toolOf, type ClientToken } from "./tools.ts";

/** What a snippet run needs: the fields of a refkit `Snippet` the runner reads. */
export interface RunnableSnippet {
  readonly token: string;
  readonly filename: string | undefined;
  readonly code: string;
}

/**
 * How a snippet is run: `"host"` in its client's host when it has one and can (the default),
 * `"command"` always with the client's `command`, as a reader runs it.
 */
export type RunVia = "host" | "command";

/** The outcome of one run. */
export interface SnippetRun {
  readonly snippet: RunnableSnippet;
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly timedOut: boolean;
  readonly stdout: string;
  readonly stderr: string;
  /** The folder's entries after the run, besides the snippet file: a snippet writes nothing. */
  readonly leftovers: readonly string[];
}

const timeoutMs = 20_000;
const poolSize = Math.max(2, availableParallelism() + 2);
let running = 0;
const queue: (() => void)[] = [];

async function inPool<T>(task: () => Promise<T>): Promise<T> {
  if (running >= poolSize) await new Promise<void>((resolve) => queue.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    queue.shift()?.();
  }
}

/** Where `runIn: "project"` runs are made: inside the repository, so its node_modules resolve. */
const projectRuns = fileURLToPath(new URL("../.cache/snippet-runs/", import.meta.url));

/** Folders kept between runs, one per client: a compiler's cache (`{{cache}}` in tool.json). */
const caches = join(tmpdir(), "refkit-tool-cache");

/**
 * A clean environment: no proxy, no `~/.curlrc` or `~/.netrc` (HOME is the run folder), no
 * NODE_OPTIONS, RUBYOPT or PYTHONPATH from the test runner; only what the tool's `env` adds.
 */
function environment(dir: string, extra: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, LANG: "C.UTF-8", LC_ALL: "C.UTF-8", ...extra };
}

/** `text` with each `{{name}}` replaced by its value. */
function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Told the whole standard output so far each time more of it arrives, while the snippet runs.
 * Returning `"stop"` ends the run (SIGTERM): for a snippet that would print what arrives forever.
 */
export type OutputWatcher = (stdout: string) => void | "stop";

function execute(command: readonly string[], cwd: string, env: NodeJS.ProcessEnv, watch?: OutputWatcher): Promise<Omit<SnippetRun, "snippet" | "leftovers">> {
  return new Promise((resolve) => {
    // Its own process group, so that stopping a run stops what it started too (`sh` runs a program).
    const child = spawn(command[0]!, command.slice(1), { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        child.kill(signal);
      }
    };
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      kill("SIGKILL");
    }, timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => {
      stdout.push(chunk);
      if (watch?.(Buffer.concat(stdout).toString("utf8")) === "stop") kill("SIGTERM");
    });
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    const finish = (exitCode: number | null, signal: NodeJS.Signals | null, extra = "") => {
      clearTimeout(timer);
      resolve({
        exitCode,
        signal,
        timedOut,
        stdout: Buffer.concat(stdout).toString("utf8"),
        stderr: Buffer.concat(stderr).toString("utf8") + extra,
      });
    };
    child.on("error", (error) => finish(null, null, String(error)));
    child.on("close", (code, signal) => finish(code, signal));
  });
}

/**
 * Saves the snippet under its file name in a fresh folder, with the files it reads (paths
 * relative to the folder), and runs it there with its client's tool, as its `tool.json` says
 * (`sh`, `node`, `/usr/bin/python3`, a compiler and the program), or in the client's host
 * (`via`). Never rejects for a failing snippet: the outcome says what happened. Throws when the
 * interpreter is missing. `watch` sees the output as it arrives; a host gives it only at the end,
 * so a watched run always runs as a reader runs it, with the client's `command`.
 * @example const run = await runSnippet(snippets(options, config)[0]!);
 */
export function runSnippet(snippet: RunnableSnippet, files: Readonly<Record<string, Buffer>> = {}, via: RunVia = "host", watch?: OutputWatcher): Promise<SnippetRun> {
  const token = snippet.token as ClientToken;
  const tool = toolOf(token);
  if (tool === undefined) throw new Error(`no interpreter known for client "${snippet.token}"`);
  requireTool(token);
  if (!snippet.filename) throw new Error(`client "${snippet.token}" gave no file name`);
  const filename = snippet.filename;
  return inPool(async () => {
    const root = tool.runIn === "project" ? projectRuns : tmpdir();
    await mkdir(root, { recursive: true });
    const dir = await mkdtemp(join(root, `refkit-snippet-${token}-`));
    const build = await mkdtemp(join(tmpdir(), `refkit-build-${token}-`));
    const cache = join(caches, token);
    try {
      await mkdir(cache, { recursive: true });
      await writeFile(join(dir, filename), snippet.code, "utf8");
      for (const [path, bytes] of Object.entries(files)) {
        await mkdir(dirname(join(dir, path)), { recursive: true });
        await writeFile(join(dir, path), bytes);
      }
      const values = { file: filename, build, cache };
      const command = tool.command.some((word) => word.includes("{{file}}")) ? tool.command : [...tool.command, "{{file}}"];
      const env = Object.fromEntries(Object.entries(tool.env ?? {}).map(([name, value]) => [name, fill(value, values)]));
      // A client with a host runs its snippet there (the same file), unless the host cannot run
      // it in its own folder and the snippet reads files by relative path.
      const host = via === "host" && watch === undefined && "host" in tool && tool.host && (tool.host.changesFolder || Object.keys(files).length === 0) ? tool.host : undefined;
      const outcome = host
        ? await runInHost(token, host, join(dir, filename), environment(cache, env), timeoutMs)
        : await execute(command.map((word) => fill(word, values)), dir, environment(dir, env), watch);
      const given = new Set([filename, ...Object.keys(files).map((path) => path.replace(/^\.\//, "").split("/")[0]!)]);
      const leftovers = (await readdir(dir)).filter((name) => !given.has(name));
      return { snippet, ...outcome, leftovers };
    } finally {
      await rm(dir, { recursive: true, force: true });
      await rm(build, { recursive: true, force: true });
    }
  });
}

/** A readable account of a run, for failure messages. */
export function describeRun(run: SnippetRun): string {
  const status = run.timedOut ? `timed out after ${timeoutMs / 1000} s` : `exit code ${run.exitCode}${run.signal ? `, signal ${run.signal}` : ""}`;
  return [
    `${run.snippet.token} snippet (${run.snippet.filename}): ${status}`,
    "--- stderr ---",
    run.stderr.trimEnd(),
    "--- stdout ---",
    run.stdout.trimEnd(),
    "--- snippet ---",
    run.snippet.code.trimEnd(),
  ].join("\n");
}

/** Fails the current test, showing stderr and the snippet, unless the run exited 0 cleanly. */
export function expectCleanRun(run: SnippetRun): void {
  expect(run.timedOut, describeRun(run)).toBe(false);
  expect(run.exitCode, describeRun(run)).toBe(0);
  expect(run.leftovers, `the snippet left files behind\n${describeRun(run)}`).toEqual([]);
}
