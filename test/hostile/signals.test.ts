/**
 * Every command honours the first SIGINT or SIGTERM and leaves nothing it made: here `init` (a
 * new project and a host site), as a process and in-process. The other commands' cases are beside
 * their other failures: `build`, `serve` and `dev` in test/faults.test.ts, `diff` in
 * test/hostile/diff.test.ts, `mcp` in test/hostile/mcp.test.ts.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, type Io } from "../../src/cli.ts";

const repo = new URL("../..", import.meta.url).pathname;
const shop = join(repo, "test", "fixtures", "openapi", "shop.yaml");

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-hostile-signals-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** An Io whose signal is aborted (with a signal's name) when `stopWhen` says so, given what the command told it. */
function stoppingIo(cwd: string, stopWhen: (event: "loading" | "loaded") => boolean): { io: Io; err: string[]; events: string[] } {
  const controller = new AbortController();
  const err: string[] = [];
  const events: string[] = [];
  const io: Io = {
    stdout: () => {},
    stderr: (line) => err.push(line),
    cwd,
    env: {},
    signal: controller.signal,
    onLoading: (loading) => {
      const event = loading ? "loading" : "loaded";
      events.push(event);
      if (stopWhen(event)) controller.abort("SIGTERM");
    },
  };
  return { io, err, events };
}

describe("refkit init", () => {
  it("reads the description with the signals' default action, and stopped after reading writes nothing", async () => {
    const { io, err, events } = stoppingIo(work, (event) => event === "loaded");
    const status = await run(["init", "stopped", "--openapi", shop], io);
    expect(events).toEqual(["loading", "loaded"]);
    expect(status).toBe(143);
    expect(err).toEqual(["refkit: init interrupted by SIGTERM; nothing was left written."]);
    expect(existsSync(join(work, "stopped")) ? await readdir(join(work, "stopped"), { recursive: true }) : []).toEqual([]);
  });

  it("--starlight stopped before its edits leaves the site's files as they were", async () => {
    const dir = join(work, "site");
    await mkdir(dir);
    const manifest = `${JSON.stringify({ name: "site", private: true, dependencies: { "@astrojs/starlight": "*" } }, null, 2)}\n`;
    const config = `import starlight from "@astrojs/starlight";\nexport default { integrations: [starlight({ title: "Docs" })] };\n`;
    await writeFile(join(dir, "package.json"), manifest);
    await writeFile(join(dir, "astro.config.mjs"), config);
    await writeFile(join(dir, "api.yaml"), await readFile(shop, "utf8"));
    const { io, err } = stoppingIo(dir, (event) => event === "loaded");
    expect(await run(["init", ".", "--starlight", "--openapi", "api.yaml"], io)).toBe(143);
    expect(err).toEqual(["refkit: init interrupted by SIGTERM; nothing was left written."]);
    expect(await readFile(join(dir, "package.json"), "utf8")).toBe(manifest);
    expect(await readFile(join(dir, "astro.config.mjs"), "utf8")).toBe(config);
  });

  /** Seconds of processor time `pid` has used (Linux's /proc): how far a process is into its work, whatever the machine's load. */
  const cpuSeconds = (pid: number): number => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return 0;
    }
  };

  it.each(["SIGINT", "SIGTERM"] as const)("a process reading a large description ends on the first %s, having written nothing", async (name) => {
    const dir = join(work, `process-${name}`);
    await mkdir(dir);
    // Seconds of work to read and import: the signal lands mid-way.
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 8_000; i++) paths[`/things/${i}/{id}`] = { get: { parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { "200": { description: `thing ${i}`, content: { "application/json": { schema: { type: "object", properties: Object.fromEntries(Array.from({ length: 20 }, (_, p) => [`p${p}`, { type: "string", description: `field ${p} of ${i}` }])) } } } } } } };
    await writeFile(join(dir, "big.json"), JSON.stringify({ openapi: "3.0.3", info: { title: "Big", version: "1" }, paths }));
    const child = spawn(process.execPath, ["--import", "tsx", join(repo, "src", "cli.ts"), "init", join(dir, "project"), "--openapi", join(dir, "big.json")], { cwd: repo, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.on("exit", (code, signal) => done({ code, signal })));
    // Past starting (loading the command takes well under a second of processor time), into the reading.
    while (cpuSeconds(child.pid!) < 1.5) {
      if (child.exitCode !== null) throw new Error(`init ended before it was signalled: ${output}`);
      await new Promise((done) => setTimeout(done, 20));
    }
    child.kill(name);
    const ended = await exited;
    expect(ended.signal === name || ended.code === (name === "SIGINT" ? 130 : 143), `${JSON.stringify(ended)}: ${output}`).toBe(true);
    expect(existsSync(join(dir, "project")) ? await readdir(join(dir, "project"), { recursive: true }) : []).toEqual([]);
  });
});
