/** loadOpenApi reads JSON and YAML documents; parse errors name the file. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { OpenApiError, loadOpenApi } from "../../src/index.ts";
import { fixture, importDoc, requestOf, sectionsOf } from "./support.ts";

const dir = mkdtempSync(join(tmpdir(), "refkit-openapi-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

async function rejection(promise: Promise<unknown>): Promise<OpenApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OpenApiError) return error;
    throw error;
  }
  throw new Error("expected an OpenApiError");
}

describe("loadOpenApi reads .json and .yaml/.yml", () => {
  it("reads the same document from YAML and JSON", async () => {
    expect(await loadOpenApi(fixture("tiny.yaml"))).toEqual(await loadOpenApi(fixture("tiny.json")));
  });

  it("keeps YAML timestamps and yes/no as strings (YAML 1.2 core schema)", async () => {
    const document = await loadOpenApi(fixture("tiny.yaml"));
    expect(requestOf(sectionsOf(importDoc(document).pages)[0]!).body).toEqual({ on: "2024-05-01", at: "2024-05-01T10:00:00Z", yes: "no" });
  });

  it("reads .yml, and a file without extension by its first character", async () => {
    expect(await loadOpenApi(write("api.yml", "openapi: 3.1.0\npaths: {}\n"))).toEqual({ openapi: "3.1.0", paths: {} });
    expect(await loadOpenApi(write("api", ' {"openapi": "3.1.0"}'))).toEqual({ openapi: "3.1.0" });
    expect(await loadOpenApi(write("api2", "openapi: 3.0.0"))).toEqual({ openapi: "3.0.0" });
  });

  it("skips a byte order mark", async () => {
    expect(await loadOpenApi(write("bom.json", '\ufeff{"openapi": "3.1.0"}'))).toEqual({ openapi: "3.1.0" });
  });

  it("names the file and the problem of invalid JSON", async () => {
    const file = write("bad.json", '{"openapi": ');
    const error = await rejection(loadOpenApi(file));
    expect(error.message).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} #: expected JSON: `));
    expect([error.file, error.pointer]).toEqual([file, "#"]);
  });

  it("names the line of invalid YAML", async () => {
    const error = await rejection(loadOpenApi(write("bad.yaml", "openapi: 3.1.0\npaths:\n  a: [1, 2\n")));
    expect(error.problem).toMatch(/^expected YAML: .*line 4/);
  });

  it("refuses duplicate YAML keys", async () => {
    const error = await rejection(loadOpenApi(write("dup.yaml", "openapi: 3.1.0\nopenapi: 3.0.0\n")));
    expect(error.problem).toMatch(/^expected YAML: Map keys must be unique/);
  });

  it("says when the file cannot be read", async () => {
    const error = await rejection(loadOpenApi(join(dir, "missing.json")));
    expect(error.problem).toMatch(/^cannot read the file \(ENOENT/);
  });
});
