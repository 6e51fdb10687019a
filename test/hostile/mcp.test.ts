/**
 * `refkit mcp`, the real process over stdio, against what a description or an agent's host can
 * send it: an operation whose Markdown is larger than one JSON-RPC line may be, a call made before
 * the handshake is done, the handshake's end sent again and again, and the signals that end it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { STDIO_DEFAULT_MAX_BUFFER_SIZE } from "@modelcontextprotocol/sdk/shared/stdio.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadAgentReference } from "../../src/mcp/reference.ts";
import { maxAnswerBytes, partLength } from "../../src/mcp/parts.ts";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const cli = join(repo, "src", "cli.ts");
const shop = join(repo, "test", "fixtures", "openapi", "shop.yaml");
/** tsx's loader, by path: the server runs from another folder, where `--import tsx` would not resolve. */
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm")).href;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-hostile-mcp-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** `promise`, or a rejection naming `what` after `ms` milliseconds. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

interface Ended {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** `refkit mcp` spoken to line by line, as a host does, without the SDK's client and its order of messages. */
class Session {
  readonly child: ChildProcess;
  readonly ended: Promise<Ended>;
  stderr = "";
  private pending = "";
  private readonly answers = new Map<number, (message: Record<string, unknown>) => void>();
  private readonly received = new Map<number, Record<string, unknown>>();

  constructor(args: readonly string[]) {
    this.child = spawn(process.execPath, ["--import", tsx, cli, "mcp", ...args], { cwd: work, stdio: ["pipe", "pipe", "pipe"] });
    this.child.stdout!.on("data", (chunk: Buffer) => {
      const lines = (this.pending + chunk.toString("utf8")).split("\n");
      this.pending = lines.pop()!;
      for (const line of lines) {
        const message = JSON.parse(line) as Record<string, unknown>;
        if (typeof message.id !== "number") continue;
        this.received.set(message.id, message);
        this.answers.get(message.id)?.(message);
      }
    });
    this.child.stderr!.on("data", (chunk: Buffer) => (this.stderr += chunk.toString("utf8")));
    this.ended = new Promise((done) => this.child.on("close", (code, signal) => done({ code, signal })));
  }

  send(message: Record<string, unknown>): void {
    this.child.stdin!.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
  }

  /** The answer to request `id`, within `ms`. */
  answer(id: number, ms = 30_000): Promise<Record<string, unknown>> {
    const found = this.received.get(id);
    if (found) return Promise.resolve(found);
    return within(new Promise((resolve) => this.answers.set(id, resolve)), ms, `answer to request ${id}`);
  }

  async initialize(): Promise<void> {
    this.send({ id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "refkit-test", version: "1.0.0" } } });
    await this.answer(1);
  }

  initialized(): void {
    this.send({ method: "notifications/initialized" });
  }

  /** How many times refkit said it started reading the reference, and said it had read it. */
  loads(): { started: number; read: number } {
    const count = (line: string) => this.stderr.split("\n").filter((l) => l === line).length;
    return { started: count("refkit mcp: reading the reference"), read: count("refkit mcp: the reference is read") };
  }
}

const sessions: Session[] = [];
function session(args: readonly string[]): Session {
  const started = new Session(args);
  sessions.push(started);
  return started;
}
afterEach(() => {
  for (const started of sessions.splice(0)) if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill("SIGKILL");
});

/** The texts of a tool answer's content. */
function texts(answer: unknown): string[] {
  return (answer as { content: { type: string; text: string }[] }).content.map((item) => item.text);
}

describe("an operation whose Markdown is larger than one JSON-RPC line may be", () => {
  let client: Client;
  let whole: string;

  beforeAll(async () => {
    // One response example of 110,000 lines: about 10.9 million characters of Markdown, over the
    // SDK's 10 MiB line once JSON-escaped.
    const items = Array.from({ length: 110_000 }, (_, i) => `item ${i} ${"x".repeat(80)}`);
    const document = {
      openapi: "3.0.3",
      info: { title: "Big", version: "1" },
      paths: {
        "/big": { get: { operationId: "getBig", summary: "Get the big list", responses: { "200": { description: "ok", content: { "application/json": { example: { items } } } } } } },
        "/small": { get: { operationId: "getSmall", summary: "Get a small thing", responses: { "200": { description: "ok" } } } },
      },
    };
    const file = join(work, "big.json");
    await writeFile(file, JSON.stringify(document));
    whole = (await loadAgentReference({ root: work, openapi: file })).operation("getBig")!;
    expect(Buffer.byteLength(JSON.stringify(whole))).toBeGreaterThan(STDIO_DEFAULT_MAX_BUFFER_SIZE);
    client = new Client({ name: "refkit-test", version: "1.0.0" });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: ["--import", tsx, cli, "mcp", "--openapi", file], cwd: work, stderr: "ignore" }));
  }, 120_000);
  afterAll(() => client?.close());

  it("is answered in part, within what one answer may take, with a notice that says what it holds and the call for the rest", async () => {
    const answer = await client.callTool({ name: "get_operation", arguments: { id: "getBig" } });
    expect(answer.isError).toBeFalsy();
    expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThan(maxAnswerBytes);
    const [part, notice] = texts(answer);
    expect(part!.length).toBeLessThanOrEqual(partLength);
    expect(whole.startsWith(part!)).toBe(true);
    // Cut after a whole line.
    expect(part!.endsWith("\n")).toBe(true);
    expect(notice).toBe(
      `Cut: this answer holds characters 0 to ${part!.length} (the end excluded) of the ${whole.length} of this operation's Markdown (one answer holds at most ${partLength} characters). The rest starts at offset ${part!.length}: call get_operation with {"id":"getBig","offset":${part!.length}}.`,
    );
  }, 60_000);

  it("gives the rest through the calls the notices name, which joined are the whole Markdown", async () => {
    const parts: string[] = [];
    let next: Record<string, unknown> | undefined = { id: "getBig" };
    let last = "";
    while (next) {
      const answer = await client.callTool({ name: "get_operation", arguments: next });
      const [part, notice] = texts(answer);
      parts.push(part!);
      last = notice!;
      const call = /call get_operation with (\{.*\})\.$/.exec(notice!);
      next = call ? (JSON.parse(call[1]!) as Record<string, unknown>) : undefined;
    }
    expect(parts.length).toBeGreaterThan(100);
    expect(last).toBe(`End: this answer holds characters ${whole.length - parts.at(-1)!.length} to ${whole.length} (the end excluded) of the ${whole.length} of this operation's Markdown, its last part.`);
    expect(parts.join("")).toBe(whole);
  }, 120_000);

  it("keeps the session: the tools are listed, a small operation comes whole, an offset past the end is a tool error", async () => {
    expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual(["api_info", "get_operation", "list_groups", "search"]);
    const small = texts(await client.callTool({ name: "get_operation", arguments: { id: "getSmall" } }));
    expect(small).toHaveLength(1);
    expect(small[0]).toContain("`GET /small`");
    const past = await client.callTool({ name: "get_operation", arguments: { id: "getBig", offset: whole.length } });
    expect(past.isError).toBe(true);
    expect(texts(past)[0]).toBe(`The offset ${whole.length} is past the end of the Markdown of "getBig", which has ${whole.length} characters.`);
  }, 60_000);
});

describe("the handshake, as a host may send it", () => {
  it("answers a tool call sent before notifications/initialized, and reads the reference once when initialized follows", async () => {
    const mcp = session(["--openapi", shop]);
    await mcp.initialize();
    mcp.send({ id: 2, method: "tools/call", params: { name: "search", arguments: { query: "order" } } });
    const early = (await mcp.answer(2)).result as { structuredContent: { results: unknown[] } };
    expect(early.structuredContent.results.length).toBeGreaterThan(0);
    mcp.initialized();
    mcp.send({ id: 3, method: "tools/call", params: { name: "api_info", arguments: {} } });
    expect((await mcp.answer(3)).result).toMatchObject({ structuredContent: { baseUrl: expect.stringMatching(/^https?:/) } });
    mcp.child.stdin!.end();
    expect(await within(mcp.ended, 10_000, "exit after stdin closed")).toEqual({ code: 0, signal: null });
    expect(mcp.loads()).toEqual({ started: 1, read: 1 });
  }, 60_000);

  it("reads the reference once for 30 notifications/initialized", async () => {
    const mcp = session(["--openapi", shop]);
    await mcp.initialize();
    for (let n = 0; n < 30; n++) mcp.initialized();
    mcp.send({ id: 2, method: "tools/call", params: { name: "list_groups", arguments: {} } });
    expect((await mcp.answer(2)).result).toMatchObject({ structuredContent: { groups: expect.any(Array) } });
    // Every load started has ended (and said so) once the process has.
    mcp.child.stdin!.end();
    expect(await within(mcp.ended, 30_000, "exit after stdin closed")).toEqual({ code: 0, signal: null });
    expect(mcp.loads()).toEqual({ started: 1, read: 1 });
  }, 60_000);
});

describe("signals end refkit mcp", () => {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    it(`${signal} once the reference is read: the transport closes and the process exits with status 0`, async () => {
      const mcp = session(["--openapi", shop]);
      await mcp.initialize();
      mcp.initialized();
      mcp.send({ id: 2, method: "tools/call", params: { name: "search", arguments: { query: "order" } } });
      await mcp.answer(2);
      mcp.child.kill(signal);
      expect(await within(mcp.ended, 10_000, `exit after ${signal}`), mcp.stderr).toEqual({ code: 0, signal: null });
    }, 60_000);

    it(`${signal} while the reference loads with the event loop blocked: the signal ends the process at once`, async () => {
      // Loading runs refkit.config.ts; this one never lets the event loop turn, as parsing a large
      // description does for seconds. It says when it has started.
      const root = await mkdtemp(join(work, "blocked-"));
      const started = join(root, "loading-started");
      await writeFile(join(root, "refkit.config.ts"), `import { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(started)}, "");\nfor (;;) {}\n`);
      const mcp = session(["--root", root, "--openapi", shop]);
      await mcp.initialize();
      mcp.initialized();
      await within(
        (async () => {
          while (!existsSync(started)) await new Promise((resolve) => setTimeout(resolve, 20));
        })(),
        30_000,
        "the reference to start loading",
      );
      mcp.child.kill(signal);
      expect(await within(mcp.ended, 10_000, `exit after ${signal}`), mcp.stderr).toEqual({ code: null, signal });
    }, 60_000);
  }
});
