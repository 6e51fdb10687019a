/**
 * Host sites for the framework suites (test/frameworks/<name>/: a fresh Starlight or Docusaurus
 * site): copied into test/.cache/frameworks/<name>/, their own dependencies installed there from
 * their lockfile once (`npm ci`, again only when the lockfile changes), refkit installed from its
 * packed tarball as a user installs it (support/pack.ts), then built with the host's own command. Also a static
 * server for what the host built.
 */
import { execFile } from "node:child_process";
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
