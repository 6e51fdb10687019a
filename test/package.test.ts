/**
 * refkit as users get it: `npm pack`, the tarball installed into an empty project, then
 * `refkit init`, `npm install`, `npm run docs:build` and `npm run typecheck` in the scaffolded
 * project, all through the installed binary and nothing of this repository; and the README's
 * first steps, `npx --package TARBALL refkit init` then `npm install`, with no registry copy of refkit. The tarball is
 * packed once for the framework suites too (support/pack.ts: its prepack builds dist/ under a lock).
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { all, dom, one } from "./support/dom.ts";
import { packedRefkit } from "./support/pack.ts";

const repo = new URL("..", import.meta.url).pathname;
let work: string;
let tarball: string;

interface Ran {
  readonly code: number | null;
  readonly output: string;
}

function sh(command: string, args: readonly string[], cwd: string): Promise<Ran> {
  return new Promise((done) => {
    // npm's own settings only: a user's npmrc must not change what is tested.
    const env = { ...process.env, npm_config_audit: "false", npm_config_fund: "false", npm_config_update_notifier: "false" };
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (code) => done({ code, output }));
  });
}

async function ok(command: string, args: readonly string[], cwd: string): Promise<string> {
  const ran = await sh(command, args, cwd);
  expect(ran.code, `${command} ${args.join(" ")}:\n${ran.output}`).toBe(0);
  return ran.output;
}

/**
 * The project in `docs`, just made by `refkit init` (which printed `created`), depends on refkit
 * by the tarball's absolute path and installs it from there with a plain `npm install`.
 */
async function expectInstallsFromTarball(docs: string, created: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(docs, "package.json"), "utf8")) as { dependencies: Record<string, string> };
  expect(manifest.dependencies.refkit).toBe(`file:${tarball}`);
  expect(created).toContain(`package.json installs refkit from the tarball this refkit came from, ${tarball}`);
  await ok("npm", ["install", "--prefer-offline"], docs);
  const lock = JSON.parse(await readFile(join(docs, "package-lock.json"), "utf8")) as { packages: Record<string, { resolved?: string; version?: string }> };
  expect(lock.packages["node_modules/refkit"]?.resolved, "refkit from the tarball, not a registry").toMatch(/^file:.*\.tgz$/);
  const { version } = JSON.parse(await readFile(join(repo, "package.json"), "utf8")) as { version: string };
  expect((await ok(join(docs, "node_modules", ".bin", "refkit"), ["--version"], docs)).trim()).toBe(version);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-package-"));
  tarball = await packedRefkit();
}, 180_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe("the package as users get it", () => {
  it("holds the compiled library, the command and the demonstration, and nothing that points outside itself", async () => {
    const listing = await ok("tar", ["-tzf", tarball], work);
    const files = listing.trim().split("\n").map((line) => line.replace(/^package\//, ""));
    expect(files.filter((file) => !/^(dist|bin|examples)\//.test(file)).sort()).toEqual(["README.md", "package.json"]);
    expect(files).toEqual(expect.arrayContaining(["dist/index.js", "dist/index.d.ts", "dist/cli.js", "dist/site/assets/refkit.js", "dist/reference/resolve-refkit.mjs", "dist/site/worker-entry.mjs", "bin/refkit.js"]));
    expect(files.filter((file) => file.endsWith(".map") || file.startsWith("dist/test") || file.startsWith("src/"))).toEqual([]);
    const unpacked = join(work, "unpacked");
    await mkdir(unpacked);
    await ok("tar", ["-xzf", tarball, "-C", unpacked], work);
    for (const file of files.filter((f) => /\.(js|mjs|ts)$/.test(f))) {
      const text = await readFile(join(unpacked, "package", file), "utf8");
      expect(text, file).not.toContain(repo);
      // Relative imports and URLs stay inside the package: src/ and test/ are not in it.
      expect(text, file).not.toMatch(/["'](\.\.\/)+(src|test|node_modules)\//);
    }
  });

  it("installs into an empty project, where refkit init, npm install, docs:build and typecheck work", async () => {
    const app = join(work, "app");
    await mkdir(app);
    await ok("npm", ["install", "--prefer-offline", tarball], app);
    const refkit = join(app, "node_modules", ".bin", "refkit");
    const { version } = JSON.parse(await readFile(join(repo, "package.json"), "utf8")) as { version: string };
    expect((await ok(refkit, ["--version"], app)).trim()).toBe(version);

    const created = await ok(refkit, ["init", "docs"], app);
    expect(created).toContain("Created a refkit project in");
    const docs = join(app, "docs");
    // refkit is not on the registry: init names the tarball it was installed from, by its absolute
    // path, and the project's own `npm install` installs refkit from it.
    await expectInstallsFromTarball(docs, created);
    expect(await ok("npm", ["run", "--silent", "docs:build"], docs)).toMatch(/^Built 1 page, 2 endpoints, 8 snippets/);
    expect((await readdir(join(docs, "site"))).sort()).toEqual([".refkit-site", "404.html", "404.md", "all-endpoints.html", "all-endpoints.md", "assets", "index.html", "index.md", "llms-full.txt", "llms.txt", "widgets.html", "widgets.md"]);

    const page = dom(await readFile(join(docs, "site", "widgets.html"), "utf8"));
    expect(all(page, ".rk-badge").map((badge) => badge.textContent)).toEqual(expect.arrayContaining(["POST", "GET"]));
    expect(all(page, ".rk-section .rk-tablist").length).toBe(2);
    expect(all(one(page, "#create-a-widget"), "[role=tab]").map((tab) => tab.getAttribute("data-rk-lang"))).toEqual(["curl", "javascript", "ruby", "python"]);
    expect(one(page, '#create-a-widget [role=tabpanel][data-rk-lang="curl"] pre').textContent).toBe(
      "curl -X POST 'https://api.example.com/v1/widgets' \\\n  -H 'Content-Type: application/json' \\\n  -H 'Authorization: Bearer <API_KEY>' \\\n  --data-raw '{\n  \"name\": \"Left-handed sprocket\",\n  \"size\": 3\n}'\n",
    );

    // The user's pages type-check against the installed package's declarations.
    await ok("npm", ["run", "--silent", "typecheck"], docs);
  }, 300_000);

  it("follows the README's first steps in an empty folder: npx --package TARBALL refkit init, npm install, docs:build", async () => {
    const docs = join(work, "first-steps");
    await mkdir(docs);
    const created = await ok("npx", ["--yes", "--package", tarball, "refkit", "init"], docs);
    expect(created).toContain(`Created a refkit project in ${docs}:`);
    await expectInstallsFromTarball(docs, created);
    expect(await ok("npm", ["run", "--silent", "docs:build"], docs)).toMatch(/^Built 1 page, 2 endpoints, 8 snippets/);
  }, 300_000);
});
