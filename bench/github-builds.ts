/**
 * What `build.ts` and `reader.ts` share: GitHub's REST description, refkit's compiled command
 * line, and `redocly build-docs` from bench/'s own install, each run as a child process.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const benchDir = fileURLToPath(new URL(".", import.meta.url));
export const repoRoot = join(benchDir, "..");
/** GitHub's REST API description (OpenAPI 3.0, 13 MB), fetched by scripts/fetch-github-openapi.sh. */
export const githubOpenApi = join(repoRoot, "test", ".cache", "api.github.com.json");
/** refkit's installed command: it runs the compiled `dist/`. */
export const refkitBin = join(repoRoot, "bin", "refkit.js");
const redoclyPackage = join(benchDir, "node_modules", "@redocly", "cli");
export const redoclyBin = join(redoclyPackage, "bin", "cli.js");

/**
 * Redocly CLI's own switches, so that it does no network work in a timed run: no usage
 * telemetry, no update notice. Both are documented environment variables of the CLI.
 */
export const redoclyEnv = { REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };

/**
 * Stops with the fix when the GitHub description or the peer is missing. `build.ts`, which checks
 * each description it builds itself, passes `{ github: false }`.
 */
export function checkInputs(script: string, { github = true } = {}): boolean {
  if (github && !existsSync(githubOpenApi)) {
    console.error(`GitHub's REST API description is missing: ${githubOpenApi}`);
    console.error("Fetch it from the repository root with `bash scripts/fetch-github-openapi.sh` (it packs @octokit/openapi and keeps one 13 MB file),");
    console.error(`then run \`npm --prefix bench run ${script}\` again.`);
    return false;
  }
  if (!existsSync(redoclyBin)) {
    console.error("The peer @redocly/cli is not installed: bench/ has its own package.json, kept out of the root install.");
    console.error(`Install it from the repository root with \`npm --prefix bench ci\`, then run \`npm --prefix bench run ${script}\`.`);
    return false;
  }
  return true;
}

/**
 * Compiles refkit (`npm run build` at the root) so that `bin/refkit.js` runs the current sources
 * from `dist/`, as an installed refkit would. `--skip-compile` keeps the existing `dist/`.
 */
/** The value after `name` on the command line, if it is there. */
export function option(argv: readonly string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

export function compileRefkit(argv: readonly string[]): boolean {
  if (argv.includes("--skip-compile")) {
    if (!existsSync(join(repoRoot, "dist", "cli.js"))) {
      console.error("--skip-compile: there is no dist/ to run; drop the flag so that the benchmark runs `npm run build` first.");
      return false;
    }
    console.log("refkit: --skip-compile, running the existing dist/ as it is");
    return true;
  }
  console.log("refkit: compiling src/ to dist/ (npm run build at the repository root) …");
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: repoRoot, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) {
    console.error(`npm run build failed (status ${result.status}): refkit's sources do not compile; fix them or pass --skip-compile to run the existing dist/.`);
    return false;
  }
  return true;
}

/** A first build: `--no-cache`, so that no run reuses what an earlier one kept (the incremental bench measures the cache). */
export const refkitArgs = (out: string, root: string, document = githubOpenApi) => [refkitBin, "build", "--openapi", document, "--root", root, "--out", out, "--no-cache"];
/** Redocly's single-file output with its Redoc bundle inlined (`--inlineBundle`), so it loads nothing from a CDN. */
export const redoclyArgs = (outFile: string, document = githubOpenApi) => [redoclyBin, "build-docs", document, "--inlineBundle", "--output", outFile];

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;

/** refkit's version and the commit it was built from (`+` when the working tree has changes). */
export function refkitVersion(): string {
  const version = String(readJson(join(repoRoot, "package.json")).version);
  const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" });
  const dirty = spawnSync("git", ["status", "--porcelain", "--", "src"], { cwd: repoRoot, encoding: "utf8" });
  if (head.status !== 0) return version;
  return `${version} (commit ${head.stdout.trim()}${dirty.stdout.trim() ? " + uncommitted changes to src/" : ""})`;
}

/** `@redocly/cli X (Redoc Y)`: the CLI's version, and the Redoc it bundles, read from its installed files. */
export function redoclyVersion(): string {
  const cli = String(readJson(join(redoclyPackage, "package.json")).version);
  let redoc = "unknown";
  try {
    const bundle = readFileSync(join(redoclyPackage, "lib", "chunks", "redoc.standalone.js"), "utf8");
    redoc = /\{name:`redoc`,version:`([^`]+)`\}/.exec(bundle)?.[1] ?? redoc;
  } catch {
    // The layout changed: the version stays "unknown".
  }
  return `@redocly/cli ${cli} (Redoc ${redoc})`;
}

/** The lines of Redocly's output worth showing: without its boxed Node 20 deprecation notice and blank lines. */
export function redoclyMessages(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "" && !/[║╔╚]/.test(line));
}

/** Every file under `dir`, with its size. */
export async function filesUnder(dir: string): Promise<{ path: string; bytes: number }[]> {
  const found: { path: string; bytes: number }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.push({ path, bytes: (await stat(path)).size });
  }
  return found;
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const group = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
