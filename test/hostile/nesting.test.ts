/**
 * A description nested deeper than any walk can follow is refused as it is read, with the JSON
 * pointer of the first value too deep, never a stack overflow; one nested up to the limit, in
 * every place nesting can be written, builds.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openApiRejection } from "../support/errors.ts";
import { loadOpenApi } from "../../src/index.ts";
import { run, type Io } from "../../src/cli.ts";
import { maxNesting } from "../../src/openapi/read/parse.ts";

const work = mkdtempSync(join(tmpdir(), "refkit-hostile-nesting-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = join(work, name);
  writeFileSync(file, text);
  return file;
}

/** `levels` objects `{"a": …}` around 1, as JSON text. */
function nestedObject(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
}

function documentWith(example: string): string {
  return `{"openapi":"3.0.3","info":{"title":"x","version":"1"},"paths":{"/a":{"post":{"requestBody":{"content":{"application/json":{"example":${example}}}},"responses":{"200":{"description":"ok"}}}}}}`;
}


describe("a document nested too deeply is refused with the pointer", () => {
  it("a 200,000-deep JSON example", async () => {
    const error = await openApiRejection(loadOpenApi(write("deep.json", documentWith(nestedObject(200_000)))));
    expect(error.pointer).toBe("#/paths/~1a/post/requestBody/content/application~1json/example/a/…(988 more)…/a/a/a/a");
    expect(error.problem).toBe(`expected at most ${maxNesting} levels of nesting, got a value nested deeper`);
  });

  it("a 20,000-deep YAML flow sequence (the composer alone would exhaust the process), and 3,000 levels of block mappings", async () => {
    const flow = await openApiRejection(loadOpenApi(write("deep.yaml", `openapi: 3.0.3\nx: ${"[".repeat(20_000)}${"]".repeat(20_000)}\n`)));
    expect(flow.message).toMatch(/^.*deep\.yaml #: expected YAML: nested deeper than 1000 levels at line 2, column 1003$/);
    const block = Array.from({ length: 3_000 }, (_, i) => `${" ".repeat(i)}a:\n`).join("");
    const blocks = await openApiRejection(loadOpenApi(write("deep-block.yaml", `openapi: 3.0.3\nx:\n${block.replace(/^/gm, " ")}`)));
    expect(blocks.message).toMatch(/deep-block\.yaml #: expected YAML: nested deeper than 1000 levels at line 1002, column 1001$/);
    expect(blocks.message).not.toMatch(/Maximum call stack/);
  });

  it("refkit build says so in one line and exits 1", async () => {
    const file = write("deep-build.json", documentWith(nestedObject(20_000)));
    const err: string[] = [];
    const io: Io = { stdout: () => undefined, stderr: (line) => err.push(line), cwd: work, env: {} };
    expect(await run(["build", "--openapi", file, "--out", join(work, "site")], io)).toBe(1);
    expect(err.join("\n").split("\n")[1]).toMatch(/deep-build\.json #\/paths\/.*: expected at most 1000 levels of nesting/);
  });
});

describe("a document nested up to the limit builds, in each place nesting can be written", () => {
  it("examples, inline schemas through properties, items and oneOf, a parameter's schema", async () => {
    const properties = `${'{"type":"object","properties":{"p":'.repeat(490)}{"type":"string"}${"}}".repeat(490)}`;
    const items = `${'{"type":"array","items":'.repeat(985)}{"type":"string"}${"}".repeat(985)}`;
    const variants = `${'{"oneOf":[{"type":"integer"},'.repeat(490)}{"type":"string"}${"]}".repeat(490)}`;
    const array = `${"[".repeat(985)}1${"]".repeat(985)}`;
    const file = write(
      "at-limit.json",
      `{"openapi":"3.0.3","info":{"title":"x","version":"1"},"paths":{"/a":{"post":{"parameters":[{"name":"q","in":"query","schema":${properties}}],"requestBody":{"content":{"application/json":{"schema":${variants}}}},"responses":{"200":{"description":"ok","content":{"application/json":{"schema":${properties},"example":${array}}}},"201":{"description":"ok","content":{"application/json":{"schema":${items}}}}}}}}}`,
    );
    const err: string[] = [];
    const io: Io = { stdout: () => undefined, stderr: (line) => err.push(line), cwd: work, env: {} };
    expect(await run(["build", "--openapi", file, "--out", join(work, "site-at-limit")], io), err.join("\n")).toBe(0);
  });
});
