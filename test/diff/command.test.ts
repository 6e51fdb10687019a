/**
 * `refkit diff` as a user runs it: the four formats, `--fail-on`'s exit codes, exit 2 for input
 * that is not an API description, and `git:REF:path` read from a repository's history.
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import MarkdownIt from "markdown-it";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, type Io } from "../../src/cli.ts";

const v1 = `openapi: 3.0.3
info: { title: Test, version: "1" }
paths:
  /v1/customers:
    post:
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "./schemas.yaml#/Customer" }
      responses:
        "200": { description: "The customer, with a | pipe, 100% sure" }
    get:
      responses: { "200": { description: ok } }
`;
const schemas1 = `Customer: { type: object, properties: { name: { type: string } } }\n`;
const schemas2 = `Customer: { type: object, required: [owner], properties: { name: { type: string }, owner: { type: string } } }\n`;
// The list operation goes, deprecated first; a note is added.
const v2 = v1.replace("    get:\n      responses: { \"200\": { description: ok } }\n", "").replace("responses:\n        \"200\"", "description: Creates one.\n      responses:\n        \"200\"");

describe("refkit diff", () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-diff-"));
    for (const [dir, api, schemas] of [["v1", v1, schemas1], ["v2", v2, schemas2]] as const) {
      await mkdir(join(work, dir));
      await writeFile(join(work, dir, "openapi.yaml"), api);
      await writeFile(join(work, dir, "schemas.yaml"), schemas);
    }
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  async function diff(...args: string[]): Promise<{ status: number; out: string; err: string }> {
    const out: string[] = [];
    const err: string[] = [];
    const io: Io = { stdout: (line) => out.push(line), stderr: (line) => err.push(line), cwd: work, env: {} };
    const status = await run(["diff", ...args], io);
    return { status, out: out.join("\n"), err: err.join("\n") };
  }

  it("prints text by default: the counts, then each change with its level, operation, rule and pointer; exit 0", async () => {
    const { status, out, err } = await diff("v1/openapi.yaml", "v2/openapi.yaml");
    expect(err).toBe("");
    expect(status).toBe(0);
    expect(out.split("\n")[0]).toBe("3 breaking, 0 warnings, 1 info: v1/openapi.yaml → v2/openapi.yaml");
    expect(out).toContain("breaking  POST /v1/customers  new-required-request-property\n  `owner` in the request body is new and required.\n  at #/paths/~1v1~1customers/post/requestBody/content/application~1json/schema/properties/owner");
    expect(out).toContain("breaking  POST /v1/customers  request-example-rejected\n  The request the old version's example sends is rejected by the new version: `owner` in the request body is required.");
    expect(out).toContain("breaking  GET /v1/customers  api-removed-without-deprecation");
    expect(out).toContain("info      POST /v1/customers  endpoint-description-changed");
  });

  it("prints JSON in the documented shape", async () => {
    const { status, out } = await diff("v1/openapi.yaml", "v2/openapi.yaml", "--format", "json");
    expect(status).toBe(0);
    const result = JSON.parse(out);
    expect(Object.keys(result)).toEqual(["changes", "summary"]);
    expect(result.summary).toEqual({ breaking: 3, warning: 0, info: 1 });
    for (const change of result.changes) expect(Object.keys(change)).toEqual(["id", "level", "operation", "pointer", "message"]);
    expect(result.changes.map((change: { level: string }) => change.level)).toEqual(["breaking", "breaking", "breaking", "info"]);
  });

  it("prints Markdown whose tables hold one row per change, whatever the messages hold", async () => {
    const { out } = await diff("v1/openapi.yaml", "v2/openapi.yaml", "--format", "markdown");
    expect(out.split("\n")[0]).toBe("## API changes: 3 breaking, 0 warnings, 1 info");
    const tokens = new MarkdownIt("commonmark").enable("table").parse(out, {});
    expect(tokens.filter((token) => token.type === "tr_open")).toHaveLength(4 + 2); // two header rows
  });

  it("prints GitHub Actions annotations: error, warning, notice, with the data escaped", async () => {
    const { out } = await diff("v1/openapi.yaml", "v2/openapi.yaml", "--format", "github");
    const lines = out.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^::error file=v2\/openapi\.yaml,title=new-required-request-property \(POST \/v1\/customers\)::`owner` in the request body is new and required\. \(#\/paths\//);
    expect(lines[3]).toMatch(/^::notice file=v2\/openapi\.yaml,title=endpoint-description-changed \(POST \/v1\/customers\)::/);
  });

  it("--fail-on: exit 1 when a change at or above the level is found, else 0", async () => {
    expect((await diff("v1/openapi.yaml", "v2/openapi.yaml", "--fail-on", "breaking")).status).toBe(1);
    expect((await diff("v1/openapi.yaml", "v2/openapi.yaml", "--fail-on", "warning")).status).toBe(1);
    expect((await diff("v1/openapi.yaml", "v1/openapi.yaml", "--fail-on", "warning")).status).toBe(0);
    const onlyInfo = await diff("v2/openapi.yaml", "v2/openapi.yaml", "--fail-on", "breaking");
    expect(onlyInfo).toEqual({ status: 0, out: "No changes from v2/openapi.yaml to v2/openapi.yaml.", err: "" });
  });

  it("exit 2, naming the input, for what is not an API description, and for a wrong command line", async () => {
    await writeFile(join(work, "notes.txt"), "just words");
    const notes = await diff("v1/openapi.yaml", "notes.txt");
    expect(notes.status).toBe(2);
    expect(notes.err).toMatch(/^refkit: notes\.txt is not an API description that refkit can read: /);
    const missing = await diff("missing.yaml", "v1/openapi.yaml");
    expect(missing.status).toBe(2);
    expect(missing.err).toMatch(/^refkit: missing\.yaml is not an API description that refkit can read: .*cannot read the file/);
    expect((await diff("v1/openapi.yaml")).status).toBe(2);
    expect((await diff("v1/openapi.yaml", "v2/openapi.yaml", "--format", "yaml")).err).toBe('refkit: expected --format text, markdown, json, github, got "yaml"');
    expect((await diff("v1/openapi.yaml", "v2/openapi.yaml", "--fail-on", "info")).status).toBe(2);
  });

  it("reads git:REF:path from the repository's history, with the files its $refs read", async () => {
    const repo = join(work, "repo");
    await mkdir(join(repo, "api"), { recursive: true });
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.email=test@example.com", "-c", "user.name=Test", ...args], { cwd: repo, stdio: "pipe" });
    git("init", "-q");
    await writeFile(join(repo, "api", "openapi.yaml"), v1);
    await writeFile(join(repo, "api", "schemas.yaml"), schemas1);
    git("add", ".");
    git("commit", "-qm", "v1");
    await writeFile(join(repo, "api", "schemas.yaml"), schemas2);
    const out: string[] = [];
    const err: string[] = [];
    const status = await run(["diff", "git:HEAD:api/openapi.yaml", "api/openapi.yaml", "--format", "json"], { stdout: (line) => out.push(line), stderr: (line) => err.push(line), cwd: repo, env: {} });
    expect(err).toEqual([]);
    expect(status).toBe(0);
    expect(JSON.parse(out.join("\n")).changes.map((change: { id: string }) => change.id)).toEqual(["new-required-request-property", "request-example-rejected"]);
    const bad: string[] = [];
    expect(await run(["diff", "git:no-such-ref:api/openapi.yaml", "api/openapi.yaml"], { stdout: () => {}, stderr: (line) => bad.push(line), cwd: repo, env: {} })).toBe(2);
    expect(bad.join("\n")).toMatch(/^refkit: git:no-such-ref:api\/openapi\.yaml is not an API description that refkit can read: git:no-such-ref:api\/openapi\.yaml: cannot read it from git/);
  });
});
