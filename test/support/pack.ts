/**
 * refkit's packed tarball, as users install it, made once per state of the package's files and
 * shared by the test files that install it (the package test, the framework sites). `npm pack`
 * compiles dist/ afresh (prepack), so packing is serialised by a lock: two test files packing at
 * once would each empty dist/ under the other.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const cache = join(repoRoot, "test", ".cache", "pack");

/** What the tarball is made from: the package's own files and its build script. */
const inputs = ["package.json", "README.md", "LICENSE", "tsconfig.json", "tsconfig.build.json", "scripts/build.mjs", "src", "bin", "examples"];

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => (entry.name === "node_modules" ? [] : files(join(path, entry.name))));
}

function inputsHash(): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap((input) => files(join(repoRoot, input))).sort()) hash.update(relative(repoRoot, file)).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex").slice(0, 16);
}

/** Runs `work` holding a lock folder; a lock older than ten minutes is taken for a crashed run's. */
async function locked<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The path of refkit's tarball for the package's current files, packed if it is not there yet. */
export async function packedRefkit(): Promise<string> {
  mkdirSync(cache, { recursive: true });
  return locked(join(cache, "lock"), async () => {
    const tarball = join(cache, `refkit-${inputsHash()}.tgz`);
    if (existsSync(tarball)) return tarball;
    const into = await mkdtemp(join(cache, "packing-"));
    try {
      const { stdout } = await run("npm", ["pack", repoRoot, "--json", "--pack-destination", into], { cwd: into, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, npm_config_update_notifier: "false" } });
      const [{ filename }] = JSON.parse(stdout.slice(stdout.indexOf("["))) as [{ filename: string }];
      for (const old of readdirSync(cache)) if (old.endsWith(".tgz")) rmSync(join(cache, old), { force: true });
      renameSync(join(into, filename), tarball);
      return tarball;
    } finally {
      rmSync(into, { recursive: true, force: true });
    }
  });
}
