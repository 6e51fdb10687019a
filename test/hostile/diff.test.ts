/**
 * `refkit diff` on hostile input: a commit whose tree is made to write outside any folder, a
 * repository too large to copy, submodules and links in a `git:` input, path keys that would
 * inject lines or escapes into a terminal or a workflow's log, and signals.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/cli.ts";

const repoRoot = new URL("../..", import.meta.url).pathname;
// tsx's loader by its address: the command runs in a repository of the test's, where no tsx is installed.
const tsxLoader = pathToFileURL(join(repoRoot, "node_modules", "tsx", "dist", "loader.mjs")).href;

const api = (paths: Record<string, unknown>) => JSON.stringify({ openapi: "3.0.3", info: { title: "Hostile", version: "1" }, paths });
const pets = { "/pets": { get: { responses: { "200": { description: "ok", content: { "application/json": { schema: { $ref: "./schemas/pet.json" } } } } } } } };

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-hostile-diff-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A new repository in `work` and a git that runs in it (as a fixed author, with input on stdin). */
async function repository(name: string): Promise<{ dir: string; git: (args: string[], input?: string) => string }> {
  const dir = join(work, name);
  await mkdir(dir, { recursive: true });
  const git = (args: string[], input?: string) => execFileSync("git", ["-c", "user.email=test@example.com", "-c", "user.name=Test", "-c", "protocol.file.allow=always", ...args], { cwd: dir, input, encoding: "utf8", stdio: ["pipe", "pipe", "pipe"] }).trim();
  git(["init", "-q"]);
  return { dir, git };
}

async function diff(cwd: string, ...args: string[]): Promise<{ status: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await run(["diff", ...args], { stdout: (line) => out.push(line), stderr: (line) => err.push(line), cwd, env: {} });
  return { status, out: out.join("\n"), err: err.join("\n") };
}

describe("git: inputs read only what the description reaches, and write nothing", () => {
  it("a tree with entries named .. writes no file anywhere", async () => {
    const { dir, git } = await repository("dotdot");
    const escapee = `refkit-escaped-${process.pid}-${Date.now()}`;
    // api/../../<escapee>, as a copy of the folder would have written it: two levels above a
    // temporary folder in the system's, so into the system's temporary folder itself.
    const blob = git(["hash-object", "-w", "--stdin"], "written by the commit\n");
    const inner = git(["mktree"], `100644 blob ${blob}\t${escapee}\n`);
    const middle = git(["mktree"], `040000 tree ${inner}\t..\n`);
    const description = git(["hash-object", "-w", "--stdin"], api({ "/pets": { get: { responses: { "200": { description: "ok" } } } } }));
    const folder = git(["mktree"], `100644 blob ${description}\topenapi.json\n040000 tree ${middle}\t..\n`);
    const top = git(["mktree"], `040000 tree ${folder}\tapi\n`);
    const commit = git(["commit-tree", top, "-m", "hostile"]);
    await mkdir(join(dir, "api"));
    await writeFile(join(dir, "api", "openapi.json"), api({ "/pets": { get: { responses: { "200": { description: "ok" } } } } }));
    const before = readdirSync(tmpdir());
    const result = await diff(dir, `git:${commit}:api/openapi.json`, "api/openapi.json");
    expect(result.err).toBe("");
    expect(result).toMatchObject({ status: 0 });
    expect(result.out).toMatch(/^No changes/);
    expect(existsSync(join(tmpdir(), escapee))).toBe(false);
    expect(existsSync(join(dir, escapee))).toBe(false);
    // Nothing of refkit's is left in the system's temporary folder either.
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith("refkit-diff-") && !before.includes(name))).toEqual([]);
  });

  it("reads a description at the root of a repository of thousands of files, past a submodule", async () => {
    const { dir, git } = await repository("large");
    await writeFile(join(dir, "openapi.json"), api(pets));
    await mkdir(join(dir, "schemas"));
    await writeFile(join(dir, "schemas", "pet.json"), JSON.stringify({ type: "object", properties: { name: { type: "string" } } }));
    await mkdir(join(dir, "src"));
    await Promise.all(Array.from({ length: 2_500 }, (_, i) => writeFile(join(dir, "src", `file-${i}.txt`), `${i}\n`)));
    git(["add", "."]);
    // A submodule's entry, as `git submodule add` leaves it: a commit of another repository.
    git(["update-index", "--add", "--cacheinfo", `160000,${"a".repeat(40)},vendor/lib`]);
    git(["commit", "-qm", "v1"]);
    await writeFile(join(dir, "schemas", "pet.json"), JSON.stringify({ type: "object", required: ["name"], properties: { name: { type: "string" } } }));
    const result = await diff(dir, "git:HEAD:openapi.json", "openapi.json", "--format", "json");
    expect(result.err).toBe("");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.out).changes.map((change: { id: string }) => change.id)).toContain("response-property-became-required");
  });

  it("refuses a reference to a submodule, a link, a folder or a file outside the description's folder, naming it", async () => {
    const { dir, git } = await repository("refused");
    await mkdir(join(dir, "api"));
    await writeFile(join(dir, "secret.json"), JSON.stringify({ type: "string", description: "outside" }));
    await mkdir(join(dir, "api", "schemas"));
    execFileSync("ln", ["-s", "../../secret.json", join(dir, "api", "link.json")]);
    git(["add", "."]);
    git(["update-index", "--add", "--cacheinfo", `160000,${"b".repeat(40)},api/vendor`]);
    git(["commit", "-qm", "base"]);
    const cases: [string, RegExp][] = [
      ["./vendor/pet.json", /there is no api\/vendor\/pet\.json at HEAD|submodule/],
      ["./vendor", /api\/vendor is a submodule at HEAD/],
      ["./link.json", /api\/link\.json is a symbolic link at HEAD/],
      ["./schemas", /there is no api\/schemas at HEAD|is a folder/],
      ["../secret.json", /refers to git:HEAD:secret\.json, a file outside git:HEAD:api/],
      ["./missing.json", /there is no api\/missing\.json at HEAD/],
    ];
    for (const [ref, expected] of cases) {
      const description = api({ "/pets": { get: { responses: { "200": { description: "ok", content: { "application/json": { schema: { $ref: ref } } } } } } } });
      git(["update-index", "--add", "--cacheinfo", `100644,${git(["hash-object", "-w", "--stdin"], description)},api/openapi.json`]);
      const commit = git(["commit-tree", git(["write-tree"]), "-p", "HEAD", "-m", ref]);
      git(["update-ref", "HEAD", commit]);
      const result = await diff(dir, "git:HEAD:api/openapi.json", "git:HEAD:api/openapi.json");
      expect(result.status, ref).toBe(2);
      expect(result.err, ref).toMatch(/^refkit: git:HEAD:api\/openapi\.json is not an API description that refkit can read: /);
      expect(result.err, ref).toMatch(expected);
      expect(result.err, ref).not.toContain(dir);
    }
  });

  it("refuses a path outside the repository and a ref that is an option", async () => {
    const { dir } = await repository("paths");
    expect((await diff(dir, "git:HEAD:../outside.json", "git:HEAD:../outside.json")).err).toMatch(/expected a file inside the repository/);
    expect((await diff(dir, "git:--output=x:openapi.json", "git:HEAD:openapi.json")).err).toMatch(/expected a commit, branch or tag/);
    expect(existsSync(join(dir, "x"))).toBe(false);
  });
});

describe("text that comes from a description cannot inject lines or escapes", () => {
  const injected = "/pets\n::error file=x::injected\x1b[2J\u202e";
  it.each(["text", "markdown", "github"])("in --format %s", async (format) => {
    const dir = join(work, `inject-${format}`);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "old.json"), api({ [injected]: { get: { responses: { "200": { description: "ok" } } } } }));
    await writeFile(join(dir, "new.json"), api({}));
    const result = await diff(dir, "old.json", "new.json", "--format", format);
    expect(result.status).toBe(0);
    const lines = result.out.split("\n");
    expect(lines.filter((line) => line.startsWith("::error file=x"))).toEqual([]);
    expect(result.out).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f\u202e]/);
    // Shown as escapes, where the reader can see them.
    expect(result.out).toContain("injected\\x1b[2J\\u202e");
  });

  it("keeps JSON exact: the key as the description wrote it", async () => {
    const dir = join(work, "inject-json");
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "old.json"), api({ [injected]: { get: { responses: { "200": { description: "ok" } } } } }));
    await writeFile(join(dir, "new.json"), api({}));
    const result = await diff(dir, "old.json", "new.json", "--format", "json");
    expect(JSON.parse(result.out).changes[0].operation).toBe(`GET ${injected}`);
  });
});

describe("signals", () => {
  /** The child processes of `pid` (Linux's /proc), to know when diff is at work. */
  const children = (pid: number): string => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    } catch {
      return "";
    }
  };

  it.each(["SIGINT", "SIGTERM"] as const)("the first %s ends diff at once and leaves nothing behind", async (name) => {
    const { dir, git } = await repository(`signal-${name}`);
    // Large enough that reading and comparing it takes seconds, so that the signal lands mid-work.
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 4_000; i++) paths[`/things/${i}/{id}`] = { get: { parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { "200": { description: `thing ${i}`, content: { "application/json": { schema: { type: "object", properties: Object.fromEntries(Array.from({ length: 20 }, (_, p) => [`p${p}`, { type: "string", description: `field ${p} of ${i}` }])) } } } } } } };
    await writeFile(join(dir, "openapi.json"), api(paths));
    git(["add", "."]);
    git(["commit", "-qm", "v1"]);
    const temp = join(dir, "tmp");
    await mkdir(temp);
    const child = spawn(process.execPath, ["--import", tsxLoader, join(repoRoot, "src", "cli.ts"), "diff", "git:HEAD:openapi.json", "openapi.json"], { cwd: dir, env: { ...process.env, TMPDIR: temp }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.on("exit", (code, signal) => done({ code, signal })));
    // At work once it runs git: its signal handling is set up by then.
    for (let waited = 0; children(child.pid!) === ""; waited += 5) {
      if (waited > 120_000 || child.exitCode !== null) throw new Error(`diff ran no git command: ${output}`);
      await new Promise((done) => setTimeout(done, 5));
    }
    child.kill(name);
    const ended = await exited;
    // Ended by the signal (or as a shell reports it: 128 + its number), not by finishing the work.
    expect(ended.signal === name || ended.code === (name === "SIGINT" ? 130 : 143), `${JSON.stringify(ended)}: ${output}`).toBe(true);
    expect((await readdir(temp)).filter((name) => name.startsWith("refkit"))).toEqual([]);
  });
});
