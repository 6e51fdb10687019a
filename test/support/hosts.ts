/**
 * Snippet hosts: a long-lived process of a client's own runtime that runs snippet files one
 * after another as that runtime's launcher would, for the languages whose start-up costs far
 * more than the snippet (a JVM and a cold javac: over a second of processor time per snippet).
 * A client's `tool.json` names its host under `host`; the file a host runs is still the file the
 * reader copies, saved under its tab file name.
 *
 * Protocol: the runner writes the snippet file's absolute path and a newline; the host answers
 * with a line "<exit status> <stdout bytes> <stderr bytes>" followed by those bytes.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

/** A client's host, as its `tool.json` declares it. */
export interface HostSpec {
  /** The program and its arguments; `{{hosts}}` stands for test/support/hosts/, where the hosts' sources are. */
  readonly command: readonly [string, ...string[]];
  /**
   * False when the host cannot run a snippet in the snippet's own folder (a JVM has one working
   * folder for its life): a snippet that reads files by relative path then runs with the
   * client's `command`.
   */
  readonly changesFolder: boolean;
  /**
   * Programs that fail, for the test that compares the host with `command`: each is the client's
   * naive program with `value` in place of `{{value}}`, and must end with exit status 1 and
   * `stderr` (a piece of text) on stderr, both ways.
   */
  readonly failing: readonly { readonly why: string; readonly value: string; readonly stderr: string }[];
}

/** The outcome of one run in a host, as `execute` reports a process's. */
export interface HostOutcome {
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly timedOut: boolean;
  readonly stdout: string;
  readonly stderr: string;
}

const hostsDir = fileURLToPath(new URL("./hosts/", import.meta.url));
const instancesPerHost = Math.max(1, availableParallelism());

/** One host process, running one snippet at a time. */
class HostProcess {
  readonly #child: ChildProcessWithoutNullStreams;
  #buffer = Buffer.alloc(0);
  #waiting: ((frame: { status: number; stdout: Buffer; stderr: Buffer } | null) => void) | null = null;
  #log = "";
  dead = false;

  constructor(
    readonly spec: HostSpec,
    readonly env: NodeJS.ProcessEnv,
  ) {
    const [program, ...args] = spec.command.map((word) => word.replaceAll("{{hosts}}", hostsDir));
    // It starts in its client's cache folder (HOME), kept between runs: nothing is left behind.
    this.#child = spawn(program!, args, { cwd: env.HOME, env, stdio: ["pipe", "pipe", "pipe"] });
    this.#child.stdout.on("data", (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#answer();
    });
    // What the host itself prints (a crash): kept for the message of the run it ends.
    this.#child.stderr.on("data", (chunk: Buffer) => (this.#log = (this.#log + chunk.toString("utf8")).slice(-4000)));
    this.#child.on("error", (error) => this.#end(String(error)));
    this.#child.on("close", () => this.#end(""));
    this.#child.unref();
    for (const stream of [this.#child.stdin, this.#child.stdout, this.#child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
  }

  /** Runs the snippet file at `path`; `null` when the host died or was killed on the way. */
  run(path: string): Promise<{ status: number; stdout: Buffer; stderr: Buffer } | null> {
    if (this.dead) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.#waiting = resolve;
      this.#child.stdin.write(`${path}\n`);
    });
  }

  /** What the host printed of its own, for a failure message. */
  get log(): string {
    return this.#log;
  }

  kill(): void {
    this.dead = true;
    this.#child.kill("SIGKILL");
  }

  #answer(): void {
    const newline = this.#buffer.indexOf(10);
    if (newline < 0 || !this.#waiting) return;
    const [status, outLength, errLength] = this.#buffer.subarray(0, newline).toString("ascii").split(" ").map(Number);
    const end = newline + 1 + outLength! + errLength!;
    if (this.#buffer.length < end) return;
    const stdout = this.#buffer.subarray(newline + 1, newline + 1 + outLength!);
    const stderr = this.#buffer.subarray(newline + 1 + outLength!, end);
    this.#buffer = this.#buffer.subarray(end);
    const resolve = this.#waiting;
    this.#waiting = null;
    resolve({ status: status!, stdout, stderr });
  }

  #end(why: string): void {
    this.dead = true;
    if (why) this.#log += why;
    const resolve = this.#waiting;
    this.#waiting = null;
    resolve?.(null);
  }
}

/** The idle processes of one client's host, and the runs waiting for one. */
interface HostPool {
  readonly idle: HostProcess[];
  readonly queue: ((host: HostProcess) => void)[];
  started: number;
}

const pools = new Map<string, HostPool>();

async function acquire(token: string, spec: HostSpec, env: NodeJS.ProcessEnv): Promise<HostProcess> {
  let pool = pools.get(token);
  if (!pool) pools.set(token, (pool = { idle: [], queue: [], started: 0 }));
  const idle = pool.idle.pop();
  if (idle) return idle;
  if (pool.started < instancesPerHost) {
    pool.started++;
    return new HostProcess(spec, env);
  }
  return new Promise((resolve) => pool.queue.push(resolve));
}

function release(token: string, host: HostProcess): void {
  const pool = pools.get(token)!;
  if (host.dead) {
    pool.started--;
    // A waiting run gets a fresh process in place of the dead one.
    const next = pool.queue.shift();
    if (next) {
      pool.started++;
      next(new HostProcess(host.spec, host.env));
    }
    return;
  }
  const next = pool.queue.shift();
  if (next) next(host);
  else pool.idle.push(host);
}

/**
 * Runs the snippet file at `path` (absolute) in one of `token`'s host processes, started on
 * first use with `env`, in the folder `env.HOME` (the client's cache folder). A run that takes longer than `timeoutMs` kills its process; the next
 * run starts a fresh one.
 */
export async function runInHost(token: string, spec: HostSpec, path: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<HostOutcome> {
  const host = await acquire(token, spec, env);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    host.kill();
  }, timeoutMs);
  try {
    const frame = await host.run(path);
    if (frame) return { exitCode: frame.status, signal: null, timedOut, stdout: frame.stdout.toString("utf8"), stderr: frame.stderr.toString("utf8") };
    return { exitCode: null, signal: timedOut ? "SIGKILL" : null, timedOut, stdout: "", stderr: `the ${token} snippet host ended:\n${host.log}` };
  } finally {
    clearTimeout(timer);
    release(token, host);
  }
}
