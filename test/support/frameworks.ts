/**
 * Host sites for the framework suites (test/frameworks/<name>/: a fresh Starlight or Docusaurus
 * site): copied into test/.cache/frameworks/<name>/, their own dependencies installed there from
 * their lockfile once (`npm ci`, again only when the lockfile changes), refkit installed from its
 * packed tarball as a user installs it (support/pack.ts), then built with the host's own command. Also a static
 * server for what the host built.
 */
import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { packedRefkit } from "./pack.ts";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** A host site, ready: where it is and what its build printed and took. */
export interface BuiltSite {
  readonly dir: string;
  readonly output: string;
  readonly buildMs: number;
}

async function npm(args: readonly string[], cwd: string): Promise<string> {
  try {
    const { stdout, stderr } = await run("npm", [...args], { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, npm_config_update_notifier: "false" } });
    return `${stdout}${stderr}`;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`npm ${args.join(" ")} in ${cwd} failed: ${failed.message}\n${failed.stdout ?? ""}${failed.stderr ?? ""}`);
  }
}

/**
 * Copies the site, installs its dependencies (cached) and refkit's tarball, and runs `build`
 * (a command and its arguments, run in the site, with `env` added to its environment).
 */
export async function buildHostSite(name: string, build: readonly [string, ...string[]], env: Record<string, string> = {}): Promise<BuiltSite> {
  const source = join(repoRoot, "test", "frameworks", name);
  const dir = join(repoRoot, "test", ".cache", "frameworks", name);
  mkdirSync(dir, { recursive: true });
  const lock = readFileSync(join(source, "package-lock.json"));
  const stamp = join(dir, "node_modules", ".refkit-lock");
  const hash = createHash("sha256").update(lock).digest("hex");
  cpSync(source, dir, { recursive: true });
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== hash) {
    await npm(["ci", "--no-audit", "--no-fund", "--loglevel=error"], dir);
    writeFileSync(stamp, hash);
  }
  // refkit as a user gets it: the packed tarball (installed again only when it changed).
  const tarball = await packedRefkit();
  const installed = join(dir, "node_modules", ".refkit-tarball");
  if (!existsSync(installed) || readFileSync(installed, "utf8") !== tarball || !existsSync(join(dir, "node_modules", "refkit"))) {
    await npm(["install", "--no-save", "--no-audit", "--no-fund", "--loglevel=error", tarball], dir);
    writeFileSync(installed, tarball);
    // The hosts' bundlers cache what they built from node_modules by package version, which a
    // new tarball of the same version does not change: their caches go with the old tarball.
    for (const cache of [join(dir, "node_modules", ".cache"), join(dir, ".docusaurus"), join(dir, ".astro")]) rmSync(cache, { recursive: true, force: true });
  }
  const started = performance.now();
  try {
    const { stdout, stderr } = await run(build[0], build.slice(1), { cwd: dir, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: "1", ASTRO_TELEMETRY_DISABLED: "1", DOCUSAURUS_TELEMETRY_DISABLED: "1", ...env } });
    return { dir, output: `${stdout}${stderr}`, buildMs: performance.now() - started };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${build.join(" ")} in ${dir} failed: ${failed.message}\n${failed.stdout ?? ""}${failed.stderr ?? ""}`);
  }
}

const types: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".wasm": "application/wasm", ".pf_meta": "application/octet-stream" };

/** Serves a built site's folder as a static host would (a folder's `index.html` for its path). */
export async function serveStatic(root: string): Promise<{ readonly url: string; readonly server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      let path = join(root, decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname));
      if (!path.startsWith(root)) throw new Error("outside");
      if ((await stat(path)).isDirectory()) path = join(path, "index.html");
      const body = await readFile(path);
      response.writeHead(200, { "Content-Type": types[extname(path)] ?? "application/octet-stream" });
      response.end(body);
    })().catch(() => {
      response.writeHead(404, { "Content-Type": "text/plain" });
      response.end("not found");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, server };
}

/** A host's dev server, running: its address, what it printed so far, and how to stop it. */
export interface HostDevServer {
  readonly url: string;
  output(): string;
  stop(): Promise<void>;
}

/** A port free at the time of asking, for a dev server that must be told one. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts a host site's dev server (`command` run in the site copied by `buildHostSite`, which must
 * have run; `{port}` in its arguments is replaced by a free port) and resolves once it answers
 * `ready` (a path) with 200.
 */
export async function startHostDev(name: string, command: readonly [string, ...string[]], ready: string, env: Record<string, string> = {}): Promise<HostDevServer> {
  const dir = join(repoRoot, "test", ".cache", "frameworks", name);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  // Its own process group: npx, the host's command and the workers it starts all stop together.
  const child = spawn(command[0], command.slice(1).map((arg) => arg.replace("{port}", String(port))), {
    cwd: dir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NO_COLOR: "1", ASTRO_TELEMETRY_DISABLED: "1", DOCUSAURUS_TELEMETRY_DISABLED: "1", BROWSER: "none", ...env },
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // Gone already.
      }
      await exited;
    }
  };
  // Generous: a host's first compile on a busy 2-core machine takes a minute or more.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(" ")} in ${dir} ended (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${command.join(" ")} in ${dir}: ${url}${ready} did not answer within 300 s:\n${output}`);
    }
    const answered = await fetch(`${url}${ready}`).then((response) => response.status, () => 0);
    if (answered === 200) return { url, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
