/** loadOpenApi reads JSON and YAML documents; parse errors name the file. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openApiRejection } from "../support/errors.ts";
import { loadOpenApi, readOpenApi } from "../../src/index.ts";
import { fixture, importDoc, requestOf, sectionsOf } from "./support.ts";

const dir = mkdtempSync(join(tmpdir(), "refkit-openapi-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
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
    const error = await openApiRejection(loadOpenApi(file));
    expect(error.message).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} #: expected JSON: `));
    expect([error.file, error.pointer]).toEqual([file, "#"]);
  });

  it("names the line of invalid YAML", async () => {
    const error = await openApiRejection(loadOpenApi(write("bad.yaml", "openapi: 3.1.0\npaths:\n  a: [1, 2\n")));
    expect(error.problem).toMatch(/^expected YAML: .*line 4/);
  });

  it("refuses duplicate YAML keys", async () => {
    const error = await openApiRejection(loadOpenApi(write("dup.yaml", "openapi: 3.1.0\nopenapi: 3.0.0\n")));
    expect(error.problem).toMatch(/^expected YAML: Map keys must be unique/);
  });

  it("says when the file cannot be read", async () => {
    const error = await openApiRejection(loadOpenApi(join(dir, "missing.json")));
    expect(error.problem).toMatch(/^cannot read the file \(ENOENT/);
  });
});

describe("a description split over several files loads as one document", () => {
  it("bundles $refs to relative JSON and YAML files, nested and with fragments, and lists every file read", async () => {
    const { readOpenApi } = await import("../../src/index.ts");
    const { document, files } = await readOpenApi(fixture("split/openapi.yaml"));
    expect(files.map((file) => file.slice(file.indexOf("split/")))).toEqual(["split/openapi.yaml", "split/paths/user.yaml", "split/schemas/models.json", "split/schemas/user.yaml"]);
    const imported = importDoc(document);
    expect(imported.warnings).toEqual([]);
    expect(sectionsOf(imported.pages).map((s) => s.anchor)).toEqual(["getUser", "listTeams"]);
    expect(requestOf(sectionsOf(imported.pages)[0]!).path).toBe("/users/usr_1");
    // Only internal references are left.
    expect(JSON.stringify(document)).not.toMatch(/"\$ref":"\.{0,2}\//);
  });

  it("names the missing file and the file that refers to it", async () => {
    const main = write("missing-ref.yaml", "openapi: 3.0.3\ninfo: { title: x, version: '1' }\npaths:\n  /a:\n    $ref: ./nowhere.yaml\n");
    const error = await openApiRejection(loadOpenApi(main));
    expect(error.message).toMatch(/cannot read a referenced file .*nowhere\.yaml/);
    expect(error.file).toBe(main);
    expect(error.pointer).toBe("#/paths/~1a");
  });

  it("names the file and pointer of a reference to a part that does not exist", async () => {
    write("parts.yaml", "Here: { type: string }\n");
    const main = write("missing-pointer.yaml", "openapi: 3.0.3\ninfo: { title: x, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    A:\n      $ref: ./parts.yaml#/There\n");
    const error = await openApiRejection(loadOpenApi(main));
    expect(error.message).toContain("parts.yaml");
    expect(error.message).toMatch(/There/);
  });

  it("refuses a remote reference with a clear message unless remoteRefs is on", async () => {
    const main = write("remote.yaml", "openapi: 3.0.3\ninfo: { title: x, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    A:\n      $ref: https://example.com/schemas.yaml#/A\n");
    const error = await openApiRejection(loadOpenApi(main));
    expect(error.message).toBe(`${main} #/components/schemas/A: refers to https://example.com/schemas.yaml, a remote URL: remote references are off (allow them with remoteRefs: true, or --remote-refs)`);
  });

  it("reads a file that refers to itself through another file", async () => {
    write("loop-b.yaml", "Node: { type: object, properties: { next: { $ref: './loop-a.yaml#/components/schemas/Node' } } }\n");
    const main = write("loop-a.yaml", "openapi: 3.0.3\ninfo: { title: x, version: '1' }\npaths:\n  /n:\n    get:\n      responses:\n        '200':\n          description: ok\n          content: { application/json: { schema: { $ref: '#/components/schemas/Node' } } }\ncomponents:\n  schemas:\n    Node:\n      $ref: ./loop-b.yaml#/Node\n");
    const imported = importDoc(await loadOpenApi(main));
    expect(sectionsOf(imported.pages)).toHaveLength(1);
  });
});

describe("Swagger 2.0 is converted, then imported like any OpenAPI 3 document", () => {
  it("converts host, basePath, body and query parameters, definitions and security", async () => {
    const imported = importDoc(await loadOpenApi(fixture("swagger.json")));
    expect(imported.settings.apiBaseUrl).toBe("https://pets.example.com/v2");
    expect(imported.settings.apiAuthHeader).toBe("X-Api-Key: <API_KEY>");
    const [add, find] = sectionsOf(imported.pages);
    expect(requestOf(add!)).toMatchObject({ method: "POST", path: "/pets", body: { name: "Rex" } });
    expect(requestOf(find!).query).toEqual({ tags: ["TAGS"] });
  });

  it("gives the converter's warnings with their pointers, beside the document, which holds only the author's description", async () => {
    const file = write("swagger-warn.json", JSON.stringify({ swagger: "2.0", info: { title: "x", version: "1" }, paths: { "/a": { get: { parameters: [{ in: "query", name: "q", type: "file" }, { in: "body", name: "b", schema: { type: "object" } }, { in: "formData", name: "f", type: "string" }], responses: { "200": { description: "ok" } } } } } }));
    const loaded = await readOpenApi(file);
    expect(loaded.warnings).toContain("#/paths/~1a/get: converting from Swagger 2.0: Operation get:/a has multiple requestBodies");
    expect(Object.keys(loaded.document as object).filter((key) => key.startsWith("x-"))).toEqual([]);
    expect(importDoc(loaded.document).warnings.join("\n")).not.toContain("converting from Swagger 2.0");
  });

  it("refuses a Swagger version other than 2.0, naming the file", async () => {
    const file = write("swagger-1.json", JSON.stringify({ swagger: "1.2", info: { title: "x", version: "1" }, paths: {} }));
    expect((await openApiRejection(loadOpenApi(file))).message).toBe(`${file} #/swagger: expected Swagger "2.0" (the only Swagger version that can be converted), got "1.2"`);
  });
});
