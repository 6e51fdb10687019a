/**
 * Faults lose nothing: every way a build can fail — a page that throws, a syntax error, a bad
 * export, an output folder that cannot be written, a disk that fills, Ctrl+C — leaves the
 * previous site byte for byte as it was, exits non-zero with a one-line reason naming the file,
 * and leaves no temporary folder (`*.tmp-*`, `*.old-*`) behind. And `refkit serve` answers every
 * request for something outside the site with 404.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { run, type Io } from "../src/cli.ts";
import type { BuildFs } from "../src/site/build.ts";

/** Skips, loudly, on a developer machine without the privilege a test needs; fails under CI. */
function skipOrFail(context: { skip: (note?: string) => void }, why: string): void {
  if (process.env.CI === "true") throw new Error(`cannot run this fault under CI: ${why}`);
  console.warn(`refkit faults: NOT running a test: ${why} (under CI=true this fails)`);
  context.skip(why);
}

const repo = new URL("..", import.meta.url).pathname;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-faults-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

function capture(cwd: string, extra: Partial<Io> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { stdout: (line) => out.push(line), stderr: (line) => err.push(line), cwd, env: {}, ...extra };
  return { io, out, err };
}

async function project(name: string, files: Record<string, string>): Promise<string> {
  const root = join(work, name);
  for (const [file, text] of Object.entries({ "package.json": '{ "type": "module" }\n', ...files })) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}

const goodPage = `import { Endpoint, JsonResponse, Page, RequestExample, Section } from "refkit";
export default class Things extends Page {
  title = "Things";
  sections() {
    return [
      Section("List things", { description: Endpoint("get", "/v1/things") },
        RequestExample({ method: "get", path: "/v1/things" }),
        JsonResponse({ data: [{ id: "thing_1" }] })),
    ];
  }
}
`;

/** Every file under `dir` with the SHA-256 of its bytes, and every folder. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const name = relative(dir, path);
    files[entry.isDirectory() ? `${name}/` : name] = entry.isDirectory() ? "folder" : createHash("sha256").update(await readFile(path)).digest("hex");
  }
  return files;
}

/** Temporary and set-aside folders a build may leave next to its output. */
async function leftovers(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => /\.(tmp|old)-/.test(name));
}

/**
 * Builds `root` once (the previous site), breaks it, builds again and checks that the build
 * failed cleanly: status 1, one-line reason, previous site intact, nothing left behind.
 */
async function expectCleanFailure(root: string, breakIt: () => Promise<void>, reason: string | RegExp, extra: Partial<Io> = {}, argv: string[] = ["build"]): Promise<void> {
  expect(await run(["build"], capture(root).io)).toBe(0);
  const site = join(root, "site");
  const before = await snapshot(site);
  expect(Object.keys(before)).toContain("things.html");
  await breakIt();
  const { io, err } = capture(root, extra);
  const code = await run(argv, io);
  const lines = err.join("\n").split("\n");
  expect(code, lines.join("\n")).toBe(1);
  expect(lines, "a heading and a one-line reason").toHaveLength(2);
  expect(lines[0]).toBe("refkit: build failed, the previous site is untouched.");
  if (typeof reason === "string") expect(lines[1]).toBe(reason);
  else expect(lines[1]).toMatch(reason);
  expect(await snapshot(site)).toEqual(before);
  expect(await leftovers(root)).toEqual([]);
}

describe("a page that fails leaves the previous site byte for byte", () => {
  it("a page module that throws when imported", async () => {
    const root = await project("import-throws", { "pages/things.ts": goodPage });
    const file = join(root, "pages", "things.ts");
    await expectCleanFailure(root, () => writeFile(file, `throw new Error("cannot reach the billing service");\n${goodPage}`), `${file}: cannot reach the billing service`);
  });

  it("a page whose sections() throws", async () => {
    const root = await project("sections-throw", { "pages/things.ts": goodPage });
    const file = join(root, "pages", "things.ts");
    await expectCleanFailure(root, () => writeFile(file, goodPage.replace("sections() {", 'sections() {\n    throw new Error("no sections today");')), `${file}: no sections today`);
  });

  it("a custom component that throws while rendering", async () => {
    const root = await project("render-throws", { "pages/things.ts": goodPage });
    const file = join(root, "pages", "things.ts");
    const broken = goodPage
      .replace("export default", 'const Broken = { kind: "broken", render() { throw new Error("the widget cannot render"); } };\nexport default')
      .replace("RequestExample({", "Broken, RequestExample({");
    await expectCleanFailure(root, () => writeFile(file, broken), `${file}: the widget cannot render`);
  });

  it("a page that throws while rendering in a large site, while other pages render in workers", async () => {
    // 330 sections: over the parallel threshold, so on a machine with several cores the other
    // pages render in worker threads while the main thread fails; all of them must stop before
    // the temporary folder is removed.
    const many = (name: string) =>
      `import { Endpoint, Page, RequestExample, Section } from "refkit";
export default class P extends Page {
  title = ${JSON.stringify(name)};
  sections() {
    return Array.from({ length: 110 }, (_, i) => Section("S" + i, { description: Endpoint("get", "/v1/${name}/" + i) }, RequestExample({ method: "get", path: "/v1/${name}/" + i })));
  }
}
`;
    const root = await project("render-throws-large", { "pages/things.ts": goodPage, "pages/b.ts": many("b"), "pages/c.ts": many("c"), "pages/d.ts": many("d") });
    const file = join(root, "pages", "things.ts");
    const broken = goodPage.replace("export default", 'const Broken = { kind: "broken", render() { throw new Error("the widget cannot render"); } };\nexport default').replace("RequestExample({", "Broken, RequestExample({");
    await expectCleanFailure(root, () => writeFile(file, broken), `${file}: the widget cannot render`);
  });

  it("a syntax error in refkit.config.ts", async () => {
    const root = await project("config-syntax", { "pages/things.ts": goodPage, "refkit.config.ts": `import { configure } from "refkit";\nconfigure((c) => { c.apiBaseUrl = "https://api.things.test"; });\n` });
    const config = join(root, "refkit.config.ts");
    // The wording after the position is the TypeScript loader's: esbuild's under tsx (`Unexpected ";"`),
    // oxc's under vitest (`Unexpected token`).
    await expectCleanFailure(
      root,
      () => writeFile(config, `import { configure } from "refkit";\nconfigure((c) => { c.apiBaseUrl = ; });\n`),
      new RegExp(`^${escape(config)}: syntax error at line 2, column 35: Unexpected[^\\n]*$`),
    );
  });

  it("a page with no default export", async () => {
    const root = await project("no-default", { "pages/things.ts": goodPage });
    const file = join(root, "pages", "things.ts");
    await expectCleanFailure(
      root,
      () => writeFile(file, goodPage.replace("export default class", "export class")),
      `${file}: expected a default export that is a Page subclass (export default class … extends Page), got no default export`,
    );
  });

  it.each([
    ["an object", `export default { title: "Things" };\n`],
    ["a class that does not extend Page", `export default class Things { title = "Things"; sections() { return []; } }\n`],
    ["an instance of Things", goodPage.replace("export default class", "class") + "export default new Things();\n"],
  ])("a default export that is not a Page: %s", async (got, source) => {
    const root = await project(`not-a-page-${got.replace(/\W+/g, "-")}`, { "pages/things.ts": goodPage });
    const file = join(root, "pages", "things.ts");
    await expectCleanFailure(root, () => writeFile(file, source), `${file}: expected a default export that is a Page subclass (export default class … extends Page), got ${got}`);
  });
});

/** Makes `dir` refuse new entries and renames, for this user; null when that cannot be done here. */
async function lock(dir: string): Promise<(() => Promise<void>) | null> {
  const root = process.getuid?.() === 0;
  // Root ignores permission bits, but not the immutable attribute (which needs CAP_LINUX_IMMUTABLE).
  if (root) {
    if (spawnSync("chattr", ["+i", dir]).status !== 0) return null;
  } else {
    await chmod(dir, 0o555);
  }
  const release = async () => {
    if (root) spawnSync("chattr", ["-i", dir]);
    else await chmod(dir, 0o755);
  };
  // Check that it really holds before relying on it.
  const probe = join(dir, "probe");
  try {
    await writeFile(probe, "x");
    await rm(probe);
    await release();
    return null;
  } catch {
    return release;
  }
}

describe("an output folder that cannot be written leaves the previous site byte for byte", () => {
  it("the output path goes through a regular file (ENOTDIR, which stops root too)", async () => {
    const root = await project("enotdir", { "pages/things.ts": goodPage, "notes.txt": "a file, not a folder\n" });
    const out = join(root, "notes.txt", "public", "site");
    await expectCleanFailure(
      root,
      async () => {},
      `${out}: cannot create the output folder (ENOTDIR: not a directory, mkdir '${join(root, "notes.txt", "public")}')`,
      {},
      ["build", "--out", out],
    );
    expect(await readFile(join(root, "notes.txt"), "utf8")).toBe("a file, not a folder\n");
  });

  it("the parent folder is read-only (chmod, or chattr +i for root)", async (context) => {
    const root = await project("read-only-parent", { "pages/things.ts": goodPage });
    let release: (() => Promise<void>) | null = null;
    try {
      await expectCleanFailure(
        root,
        async () => {
          release = await lock(root);
          if (!release) skipOrFail(context, "cannot make a folder read-only for this user here (root without CAP_LINUX_IMMUTABLE, or a file system without chattr)");
        },
        new RegExp(`^${escape(join(root, "site"))}: cannot create the output folder \\((EACCES: permission denied|EPERM: operation not permitted), mkdtemp '${escape(join(root, "site"))}\\.tmp-XXXXXX'\\)$`.replace("XXXXXX", "[\\w]{6}")),
      );
    } finally {
      await (release as (() => Promise<void>) | null)?.();
    }
  });

  it("the previous site cannot be moved aside when the new one is ready (chattr +i)", async (context) => {
    const root = await project("immutable-site", { "pages/things.ts": goodPage });
    let release: (() => Promise<void>) | null = null;
    try {
      await expectCleanFailure(
        root,
        async () => {
          if (process.getuid?.() === 0) release = await lock(join(root, "site"));
          if (!release) skipOrFail(context, "needs root with CAP_LINUX_IMMUTABLE: a user cannot stop a rename of its own folder");
        },
        new RegExp(`^${escape(join(root, "site"))}: cannot replace the previous site \\(EPERM: operation not permitted, rename '${escape(join(root, "site"))}' -> '${escape(join(root, "site"))}\\.old-\\d+'\\)$`),
      );
    } finally {
      await (release as (() => Promise<void>) | null)?.();
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A writer that fails the `nth` write (or the first whose path matches) the way a full disk does. */
function fullDisk(fails: (path: string, count: number) => boolean): BuildFs & { readonly writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    async writeFile(path, data) {
      writes.push(path);
      if (fails(path, writes.length)) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28, syscall: "write" });
      await writeFile(path, data);
    },
  };
}

describe("a disk that fills mid-build leaves the previous site byte for byte", () => {
  it("the third write fails with ENOSPC (an injected writer)", async () => {
    const root = await project("enospc-third", { "pages/things.ts": goodPage });
    const fs = fullDisk((_, count) => count === 3);
    await expectCleanFailure(root, async () => {}, `${join(root, "site", "assets", "refkit.js")}: cannot write the new site's file (ENOSPC: no space left on device, write)`, { fs });
    expect(fs.writes).toHaveLength(3);
  });

  it("the page's write fails with ENOSPC (an injected writer)", async () => {
    const root = await project("enospc-page", { "pages/things.ts": goodPage });
    // The page's own file: its write and index.html's are in flight together, and either may start first.
    const fs = fullDisk((path) => path.endsWith(`${sep}things.html`));
    await expectCleanFailure(root, async () => {}, `${join(root, "site", "things.html")}: cannot write the new site's file (ENOSPC: no space left on device, write)`, { fs });
  });

  it("a real 512 KiB tmpfs fills up (root only: a private mount namespace)", async (context) => {
    const mount = join(work, "tmpfs");
    await mkdir(mount);
    const probe = spawnSync("unshare", ["-m", "--propagation", "private", "sh", "-c", 'mount -t tmpfs -o size=64k refkit-probe "$1"', "sh", mount]);
    if (probe.status !== 0) skipOrFail(context, `no tmpfs without privileges here (unshare -m and mount need CAP_SYS_ADMIN): ${String(probe.stderr).trim()}`);
    const small = await project("tmpfs-small", { "pages/things.ts": goodPage });
    // A page of about 1.5 MB: more than the tmpfs holds next to the previous site.
    const big = await project("tmpfs-big", {
      "pages/things.ts": goodPage.replace('JsonResponse({ data: [{ id: "thing_1" }] })', 'JsonResponse({ data: Array.from({ length: 30000 }, (_, i) => ({ id: "thing_" + i })) })'),
    });
    const script = join(work, "tmpfs-build.mts");
    await writeFile(
      script,
      `import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { run } from ${JSON.stringify(join(repo, "src", "cli.ts"))};
const [mount, small, big] = process.argv.slice(2);
const out = join(mount, "site");
async function snapshot(dir) {
  const files = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = entry.isDirectory() ? "folder" : createHash("sha256").update(await readFile(path)).digest("hex");
  }
  return files;
}
const build = async (root) => {
  const err = [];
  const code = await run(["build", "--root", root, "--out", out], { stdout: () => {}, stderr: (line) => err.push(line), cwd: root, env: {} });
  return { code, err: err.join("\\n") };
};
const first = await build(small);
const before = await snapshot(out);
const second = await build(big);
const after = await snapshot(out);
console.log(JSON.stringify({ first, second, before, after, entries: await readdir(mount) }));
`,
    );
    const { stdout } = await promisify(execFile)(
      "unshare",
      ["-m", "--propagation", "private", "sh", "-c", 'mount -t tmpfs -o size=512k refkit-test "$1" && exec node --import tsx "$2" "$1" "$3" "$4"', "sh", mount, script, small, big],
      { cwd: repo, maxBuffer: 16 * 1024 * 1024 },
    );
    const result = JSON.parse(stdout.trim().split("\n").at(-1)!);
    expect(result.first.code, result.first.err).toBe(0);
    expect(result.second.code).toBe(1);
    const lines = result.second.err.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe("refkit: build failed, the previous site is untouched.");
    expect(lines[1]).toMatch(new RegExp(`^${escape(join(mount, "site"))}/[\\w/.-]+: cannot write the new site's file \\(ENOSPC: no space left on device, write\\)$`));
    expect(result.after).toEqual(result.before);
    expect(Object.keys(result.before)).toContain("things.html");
    expect(result.entries).toEqual(["site"]);
  });
});

/** Many sections with distinct content, so that a build takes a few seconds. */
function heavyPage(n: number): string {
  return `import { Endpoint, FieldTable, JsonResponse, Page, RequestExample, Section } from "refkit";
export default class P${n} extends Page {
  title = "Page ${n}";
  sections() {
    return Array.from({ length: 50 }, (_, i) => {
      const path = "/v1/p${n}/things/" + i;
      const body = Object.fromEntries(Array.from({ length: 12 }, (_, k) => ["field_" + k, "value " + i + "-" + k]));
      return Section("Thing ${n}-" + i, { description: Endpoint("post", path) },
        FieldTable(Object.keys(body).map((name) => ({ name, type: "string", description: "The " + name + " of thing " + i + "." }))),
        RequestExample({ method: "post", path, body }),
        JsonResponse({ id: "thing_${n}_" + i, ...body }));
    });
  }
}
`;
}

interface Finished {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Spawns the real command from the repository, as `npm start` runs it. */
function command(args: string[], env: Record<string, string> = {}): { child: ChildProcess; finished: Promise<Finished>; output: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", join(repo, "src", "cli.ts"), ...args], { cwd: repo, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  const finished = new Promise<Finished>((done) => child.on("close", (code, signal) => done({ code, signal, stdout, stderr })));
  // A test that fails leaves no build running (one that ignored its signal would run on, looping in its configuration).
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  return { child, finished, output: () => stdout + stderr };
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, what: string, limit = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() - started > limit) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("an interrupted build leaves the previous site byte for byte", () => {
  for (const [signal, status] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
    it(`${signal} part-way through rendering: status ${status}, a message, no temporary folder`, async () => {
      const root = await project(`interrupted-${signal}`, { "pages/things.ts": goodPage });
      expect(await run(["build"], capture(root).io)).toBe(0);
      const before = await snapshot(join(root, "site"));
      // 8 pages of 50 sections: 400 endpoints, rendered across threads, a few seconds of work.
      for (let n = 0; n < 8; n++) await writeFile(join(root, "pages", `p${n}.ts`), heavyPage(n));
      const { child, finished, output } = command(["build", "--root", root]);
      // Rendering has started once the first page is in the temporary folder.
      const temporary = await until(async () => {
        if (child.exitCode !== null) throw new Error(`the build ended before it could be interrupted: ${output()}`);
        for (const name of await leftovers(root)) {
          const entries = await readdir(join(root, name)).catch(() => []);
          if (entries.some((entry) => entry.endsWith(".html"))) return name;
        }
        return undefined;
      }, "the first rendered page");
      expect(temporary).toMatch(/^site\.tmp-/);
      child.kill(signal);
      const result = await finished;
      expect(result.code, output()).toBe(status);
      expect(result.stderr.trim()).toBe(`refkit: build interrupted by ${signal}; the previous site is untouched and no temporary folder is left.`);
      expect(await snapshot(join(root, "site"))).toEqual(before);
      expect(await leftovers(root)).toEqual([]);
    });
  }

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    it(`${signal} while the project loads with the event loop blocked: the signal ends the process at once, the previous site untouched`, async () => {
      const root = await project(`interrupted-loading-${signal}`, { "pages/things.ts": goodPage });
      expect(await run(["build"], capture(root).io)).toBe(0);
      const before = await snapshot(join(root, "site"));
      // Loading runs refkit.config.ts; this one never lets the event loop turn, as parsing a
      // large description does for seconds. It says when it has started.
      const started = join(root, "loading-started");
      await writeFile(join(root, "refkit.config.ts"), `import { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(started)}, "");\nfor (;;) {}\n`);
      const { child, finished, output } = command(["build", "--root", root]);
      await until(() => (existsSync(started) ? true : child.exitCode !== null ? Promise.reject(new Error(output())) : undefined), "the project to start loading");
      child.kill(signal);
      const result = await finished;
      expect({ code: result.code, signal: result.signal }, output()).toEqual({ code: null, signal });
      expect(await snapshot(join(root, "site"))).toEqual(before);
      expect(await leftovers(root)).toEqual([]);
    });
  }

  it("an AbortSignal stops a build whose project never finishes loading", async () => {
    const root = await project("aborted-loading", { "pages/things.ts": goodPage, "refkit.config.ts": "await new Promise(() => {});\n" });
    const controller = new AbortController();
    const { io, err } = capture(root, { signal: controller.signal });
    const code = run(["build"], io);
    setTimeout(() => controller.abort("SIGTERM"), 200);
    expect(await code).toBe(143);
    expect(err).toEqual(["refkit: build interrupted by SIGTERM; the previous site is untouched and no temporary folder is left."]);
    expect(existsSync(join(root, "site"))).toBe(false);
  });

  it("an aborted signal given to run() before the build starts writes nothing", async () => {
    const root = await project("aborted-early", { "pages/things.ts": goodPage });
    const controller = new AbortController();
    controller.abort("SIGINT");
    const { io, err } = capture(root, { signal: controller.signal });
    expect(await run(["build"], io)).toBe(130);
    expect(err).toEqual(["refkit: build interrupted by SIGINT; the previous site is untouched and no temporary folder is left."]);
    expect(existsSync(join(root, "site"))).toBe(false);
    expect(await leftovers(root)).toEqual([]);
  });
});

describe("what a killed build left is removed by the next build, and nothing else is", () => {
  it("SIGKILL part-way through rendering: the temporary folder stays while its build runs and goes with the next build; folders that only match the name stay", async () => {
    const root = await project("killed", { "pages/things.ts": goodPage });
    expect(await run(["build"], capture(root).io)).toBe(0);
    // Folders in refkit's names that refkit did not leave: the user's, an unmarked copy of a site.
    await mkdir(join(root, "site.tmp-Mine42"));
    await writeFile(join(root, "site.tmp-Mine42", "notes.md"), "mine\n");
    await mkdir(join(root, "site.old-12345"));
    await writeFile(join(root, "site.old-12345", ".refkit-site"), "copied by hand\n");
    const theirs = { mine: await snapshot(join(root, "site.tmp-Mine42")), copy: await snapshot(join(root, "site.old-12345")) };
    // The previous site set aside by a build killed during the swap: refkit's lock, of a process that has ended.
    const setAside = join(root, "site.old-999999");
    await mkdir(setAside);
    await writeFile(join(setAside, "things.html"), "<h1>Things</h1>\n");
    const lock = `import(${JSON.stringify(join(repo, "src", "site", "leftovers.ts"))}).then((m) => m.lockFolder(${JSON.stringify(setAside)}))`;
    await promisify(execFile)(process.execPath, ["--import", "tsx", "-e", lock], { cwd: repo });

    for (let n = 0; n < 8; n++) await writeFile(join(root, "pages", `p${n}.ts`), heavyPage(n));
    const { child, finished, output } = command(["build", "--root", root]);
    const temporary = await until(async () => {
      if (child.exitCode !== null) throw new Error(`the build ended before it could be killed: ${output()}`);
      for (const name of await readdir(root)) {
        if (!name.startsWith("site.tmp-") || name === "site.tmp-Mine42") continue;
        const entries = await readdir(join(root, name)).catch(() => []);
        if (entries.some((entry) => entry.endsWith(".html"))) return join(root, name);
      }
      return undefined;
    }, "the first rendered page");
    // Frozen, it is a build still running: another build into the same folder leaves its temporary folder alone.
    child.kill("SIGSTOP");
    try {
      for (let n = 0; n < 8; n++) await rm(join(root, "pages", `p${n}.ts`));
      expect(await run(["build"], capture(root).io)).toBe(0);
      expect(existsSync(temporary), "a running build's temporary folder").toBe(true);
    } finally {
      child.kill("SIGKILL");
    }
    expect((await finished).signal).toBe("SIGKILL");
    expect(existsSync(temporary), "what the killed build left").toBe(true);

    const { io, out } = capture(root);
    expect(await run(["build"], io)).toBe(0);
    expect(existsSync(temporary), "the killed build's temporary folder").toBe(false);
    expect(existsSync(setAside), "the killed build's set-aside site").toBe(false);
    expect(out).toContain(`Removed ${temporary}, left by a build that was stopped before it finished`);
    expect(await snapshot(join(root, "site.tmp-Mine42"))).toEqual(theirs.mine);
    expect(await snapshot(join(root, "site.old-12345"))).toEqual(theirs.copy);
    expect((await leftovers(root)).sort()).toEqual(["site.old-12345", "site.tmp-Mine42"]);
    expect(existsSync(join(root, "site", "things.html"))).toBe(true);
    expect(existsSync(join(root, "site", ".refkit-build")), "a site carries no lock").toBe(false);
  });
});

describe("serve and dev stop cleanly on Ctrl+C", () => {
  for (const mode of ["serve", "dev"] as const) {
    it(`${mode}: closes the server, open connections included, and exits with status 0`, async () => {
      const root = await project(`stop-${mode}`, { "pages/things.ts": goodPage });
      const { child, finished, output } = command([mode, "--root", root], { PORT: "0" });
      const url = await until(() => {
        if (child.exitCode !== null) throw new Error(`${mode} ended early: ${output()}`);
        return /Serving .* at (http:\/\/localhost:\d+\/)/.exec(output())?.[1]?.replace("localhost", "127.0.0.1");
      }, "the server");
      // A kept-alive connection (fetch reuses its socket), and for dev an open event stream.
      expect((await fetch(`${url}things.html`)).status).toBe(200);
      const events = mode === "dev" ? await fetch(`${url}__refkit/events`) : undefined;
      if (events) expect(events.status).toBe(200);
      child.kill("SIGINT");
      const result = await finished;
      expect(result.code, output()).toBe(0);
      expect(result.stdout).toContain("Stopped serving");
      expect(result.stderr).toBe("");
      await events?.body?.cancel().catch(() => undefined);
    });
  }
});

describe("serve and dev started by npm end with it", () => {
  /**
   * Starts `refkit <mode>` from a parent process that then exits, as npx and npm run do on SIGTERM
   * (they end without passing the signal on); `env` is added to the child's environment, which has
   * no `npm_` variable otherwise. Resolves with the child's pid
   * and the file its output goes to.
   */
  async function orphaned(mode: "serve" | "dev", root: string, env: Record<string, string>): Promise<{ pid: number; log: string }> {
    const log = join(root, `${mode}.log`);
    const parent = `
      const { spawn } = require("node:child_process");
      const { openSync, readFileSync } = require("node:fs");
      const out = openSync(${JSON.stringify(log)}, "w");
      // What npm put in the environment of the tests themselves (npm test) is not the child's.
      const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("npm_")));
      const child = spawn(process.execPath, ["--import", "tsx", ${JSON.stringify(join(repo, "src", "cli.ts"))}, ${JSON.stringify(mode)}, "--root", ${JSON.stringify(root)}], { cwd: ${JSON.stringify(repo)}, env: { ...env, PORT: "0", ...${JSON.stringify(env)} }, stdio: ["ignore", out, out] });
      const ready = setInterval(() => {
        if (!readFileSync(${JSON.stringify(log)}, "utf8").includes("Serving")) return;
        clearInterval(ready);
        console.log(child.pid);
        process.exit(0);
      }, 50);`;
    const { stdout } = await promisify(execFile)(process.execPath, ["-e", parent], { cwd: repo });
    return { pid: Number(stdout.trim()), log };
  }
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  for (const mode of ["serve", "dev"] as const) {
    it(`${mode}: when npm (npm_command set) goes away without passing SIGTERM on, refkit stops serving and exits`, async () => {
      const root = await project(`npm-${mode}`, { "pages/things.ts": goodPage });
      const { pid, log } = await orphaned(mode, root, { npm_command: "exec" });
      await until(() => (alive(pid) ? undefined : true), `refkit ${mode} to end with its parent`);
      expect(await readFile(log, "utf8")).toContain("Stopped serving");
    });
  }

  it("started by anything else, a server whose parent goes away keeps serving (nohup, a service manager)", async () => {
    const root = await project("npm-none", { "pages/things.ts": goodPage });
    const { pid, log } = await orphaned("serve", root, {});
    try {
      // Longer than the watch's period, several times over.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(alive(pid)).toBe(true);
      expect(await readFile(log, "utf8")).not.toContain("Stopped serving");
    } finally {
      process.kill(pid, "SIGINT");
      await until(() => (alive(pid) ? undefined : true), "the server to stop");
    }
  });
});

/** Sends one raw request line, unchanged by any client's URL normalization. */
function rawRequest(port: number, target: string, method = "GET"): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    socket.on("connect", () => socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("end", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on("error", reject);
  });
}

describe("refkit serve serves nothing outside the site", () => {
  let server: Server | undefined;
  let port = 0;
  let root: string;

  beforeAll(async () => {
    root = await project("serve-attacks", { "pages/things.ts": goodPage });
    await writeFile(join(work, "secret.txt"), "TOP SECRET");
    await mkdir(join(work, "outside"));
    await writeFile(join(work, "outside", "secret.txt"), "TOP SECRET");
    await writeFile(join(work, "outside", "index.html"), "TOP SECRET");
    const { io } = capture(root, { env: { PORT: "0" }, onServe: (s) => (server = s) });
    expect(await run(["serve"], io)).toBe(0);
    port = (server!.address() as { port: number }).port;
    // A symlinked folder inside the site that points outside it.
    await symlink(join(work, "outside"), join(root, "site", "escape"));
  });
  afterAll(() => {
    server?.close();
  });

  it("serves the site's own files", async () => {
    expect((await rawRequest(port, "/things.html")).status).toBe(200);
    expect((await rawRequest(port, "/assets/refkit.css")).status).toBe(200);
  });

  const attacks = [
    ["plain traversal", "/../secret.txt"],
    ["deep traversal", "/assets/../../../../../../etc/passwd"],
    ["encoded traversal", "/%2e%2e/secret.txt"],
    ["encoded slashes", "/assets/..%2f..%2fsecret.txt"],
    ["double-encoded dots", "/%252e%252e/secret.txt"],
    ["double-encoded slashes", "/assets/%252e%252e%252f%252e%252e%252fsecret.txt"],
    ["encoded backslash", "/..%5csecret.txt"],
    ["encoded backslash, deep", "/assets/..%5c..%5c..%5c..%5cetc%5cpasswd"],
    ["raw backslash", "/..\\secret.txt"],
    ["NUL byte", "/things.html%00.txt"],
    ["NUL before traversal", "/%00/../secret.txt"],
    ["overlong UTF-8 dots", "/%c0%ae%c0%ae/secret.txt"],
    ["overlong UTF-8 slash", "/..%c0%afsecret.txt"],
    ["three-byte overlong dots", "/%e0%80%ae%e0%80%ae/secret.txt"],
    ["absolute-URL target", "http://evil/../../etc/passwd"],
    ["absolute-URL target to the secret", "http://evil/../secret.txt"],
    ["protocol-relative target", "//etc/passwd"],
    ["symlinked folder escaping the root", "/escape/secret.txt"],
    ["symlinked folder's index", "/escape/"],
    ["symlinked folder, encoded", "/escape%2fsecret.txt"],
  ] as const;

  it.each(attacks)("%s: %s", async (_name, target) => {
    for (const method of ["GET", "HEAD"]) {
      const answer = await rawRequest(port, target, method);
      expect(answer.status, `${method} ${target}: ${answer.text.slice(0, 200)}`).toBe(404);
      expect(answer.text).not.toContain("TOP SECRET");
      expect(answer.text).not.toContain("root:");
    }
  });
});
