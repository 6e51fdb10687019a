/**
 * OpenAPI Overlays applied to a description before it is read (`--overlay`, `readOpenApi`'s
 * `overlays`): Overlay 1.0's update, remove and 1.1's copy, merged as Overlay 1.1 says, in
 * order; a target that selects nothing is a warning naming it; an overlay that is none, or an
 * action that cannot apply, is an error naming the overlay file and the action. A French overlay
 * translates a summary, a parameter's description and a tag, and the diff of the translated
 * description against the source shows the summary's change (what it compares of those) and
 * nothing else.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { OpenApiError, readOpenApi } from "../../src/index.ts";
import { applyOverlay } from "../../src/openapi/read/overlay.ts";
import { diffApis } from "../../src/diff/diff.ts";
import { run } from "../../src/cli.ts";

const fixtures = new URL("../fixtures/overlay/", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "refkit-overlay-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const overlay = (...actions: object[]) => ({ overlay: "1.0.0", info: { title: "t", version: "1" }, actions });

describe("applyOverlay", () => {
  const document = { info: { title: "Pets", version: "1" }, tags: [{ name: "a" }], paths: { "/a": { get: { summary: "A", parameters: [{ name: "x", in: "query" }, { name: "y", in: "query" }, { name: "z", in: "header" }] } } } };

  it("merges an update into each object the target selects: objects recursively, arrays concatenated, primitives replaced", () => {
    const { document: out, warnings } = applyOverlay(document, overlay({ target: "$.paths.*.get", update: { summary: "Ah", "x-new": { deep: [1] }, parameters: [{ name: "w", in: "query" }] } }, { target: "$.paths.*.get", update: { "x-new": { deep: [2], more: true } } }), "o.yaml");
    expect((out as typeof document).paths["/a"].get).toEqual({ summary: "Ah", parameters: [{ name: "x", in: "query" }, { name: "y", in: "query" }, { name: "z", in: "header" }, { name: "w", in: "query" }], "x-new": { deep: [1, 2], more: true } });
    expect(warnings).toEqual([]);
    expect(document.paths["/a"].get.summary, "the source is left as it was").toBe("A");
  });

  it("appends to an array the target selects, and concatenates an array update", () => {
    const { document: out } = applyOverlay(document, overlay({ target: "$.tags", update: { name: "b" } }, { target: "$.tags", update: [{ name: "c" }, { name: "d" }] }), "o.yaml");
    expect((out as typeof document).tags).toEqual([{ name: "a" }, { name: "b" }, { name: "c" }, { name: "d" }]);
  });

  it("removes every node the target selects, array items included, whatever their order", () => {
    const { document: out } = applyOverlay(document, overlay({ target: "$.paths['/a'].get.parameters[?@.in == 'query']", remove: true }), "o.yaml");
    expect((out as typeof document).paths["/a"].get.parameters).toEqual([{ name: "z", in: "header" }]);
  });

  it("copies one node into the target (Overlay 1.1)", () => {
    const { document: out } = applyOverlay(document, { ...overlay({ target: "$.paths['/a'].get", copy: "$.info" }), overlay: "1.1.0" }, "o.yaml");
    expect((out as typeof document).paths["/a"].get).toMatchObject({ summary: "A", title: "Pets", version: "1" });
  });

  it("says which action's target selects nothing, naming the overlay", () => {
    const { warnings } = applyOverlay(document, overlay({ target: "$.paths['/b']", update: { x: 1 } }), "fr.yaml");
    expect(warnings).toEqual(["fr.yaml #/actions/0: the target $.paths['/b'] selects nothing in the description: the action did nothing"]);
  });

  it("cannot set a prototype through a key named __proto__", () => {
    const { document: out } = applyOverlay(document, overlay({ target: "$.info", update: JSON.parse('{"__proto__": {"polluted": true}}') }), "o.yaml");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf((out as typeof document).info)).toBe(Object.prototype);
    expect(Object.hasOwn((out as typeof document).info, "__proto__")).toBe(true);
  });

  it.each([
    [{ actions: [] }, "#/overlay", /expected an Overlay document/],
    [{ overlay: "2.0.0", actions: [{ target: "$" }] }, "#/overlay", /expected an Overlay document/],
    [overlay(), "#/actions", /expected a list of actions/],
    [overlay({ target: "paths" }), "#/actions/0/target", /starting with \$/],
    [overlay({ target: "$.paths[?" }), "#/actions/0/target", /is not a JSONPath expression/],
    [overlay({ target: "$.paths.*.get", update: "text" }), "#/actions/0/update", /the update must be an object/],
    [overlay({ target: "$", remove: true }), "#/actions/0/remove", /cannot be removed/],
    [{ ...overlay({ target: "$.info", copy: "$.paths.*.get.parameters[*]" }), overlay: "1.1.0" }, "#/actions/0/copy", /to select one node, it selects 3/],
  ])("refuses %j, naming the overlay and the action", (bad, pointer, problem) => {
    let error: unknown;
    try {
      applyOverlay(document, bad, "bad.yaml");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(OpenApiError);
    expect((error as OpenApiError).pointer).toBe(pointer);
    expect((error as OpenApiError).file).toBe("bad.yaml");
    expect((error as OpenApiError).problem).toMatch(problem);
  });
});

describe("a description read with overlays", () => {
  it("translates with a French overlay, and the diff against the source shows its change and nothing else", async () => {
    const source = await readOpenApi(join(fixtures, "pets.yaml"));
    const translated = await readOpenApi(join(fixtures, "pets.yaml"), { overlays: [join(fixtures, "fr.yaml")] });
    expect(translated.files).toEqual([join(fixtures, "pets.yaml"), join(fixtures, "fr.yaml")]);
    expect(translated.warnings).toEqual([`${join(fixtures, "fr.yaml")} #/actions/3: the target $.paths['/no/such/path'] selects nothing in the description: the action did nothing`]);
    const { changes } = diffApis(source.document, translated.document);
    // A parameter's description is not among what the diff compares: the title is the one change it reports.
    expect(changes.map((change) => [change.id, change.operation, change.message])).toEqual([["endpoint-summary-changed", "GET /pets", "The operation's title changed from `List pets` to `Lister les animaux`."]]);
    expect((translated.document as { paths: { "/pets": { get: { parameters: { description: string }[] } } } }).paths["/pets"].get.parameters[0]!.description).toBe("Combien d'animaux renvoyer.");
    expect((translated.document as { tags: { description: string }[] }).tags[0]!.description).toBe("Tout sur les animaux.");
  });

  it("applies several overlays in order: an operation hidden, an example added", async () => {
    const { document } = await readOpenApi(join(fixtures, "pets.yaml"), { overlays: [join(fixtures, "hide-internal.yaml"), join(fixtures, "fr.yaml")] });
    const pets = document as { paths: Record<string, Record<string, unknown>>; tags: { name: string }[] };
    expect(pets.paths["/admin/reindex"]).toEqual({});
    expect(pets.tags.map((tag) => tag.name)).toEqual(["pets"]);
    expect(pets.paths["/pets"]!.get).toMatchObject({ summary: "Lister les animaux", responses: { "200": { content: { "application/json": { example: [{ name: "Rex" }] } } } } });
  });

  it("builds a site with --overlay: the translated summary on its page, the warning said", async () => {
    const out = join(work, "site");
    const errors: string[] = [];
    const status = await run(["build", "--root", work, "--out", out, "--openapi", join(fixtures, "pets.yaml"), "--overlay", join(fixtures, "hide-internal.yaml"), "--overlay", join(fixtures, "fr.yaml")], { stdout: (line) => errors.push(line), stderr: (line) => errors.push(line), cwd: work, env: {} });
    expect(status, errors.join("\n")).toBe(0);
    const pages = readFileSync(join(out, "llms-full.txt"), "utf8");
    expect(pages).toContain("Lister les animaux");
    expect(pages).toContain("Combien d'animaux renvoyer.");
    expect(pages).not.toContain("Rebuild the search index");
    expect(errors.join("\n")).toContain("the target $.paths['/no/such/path'] selects nothing in the description");
  });

  it("names a missing overlay file", async () => {
    const missing = join(work, "missing.yaml");
    writeFileSync(join(work, "unused"), "");
    await expect(readOpenApi(join(fixtures, "pets.yaml"), { overlays: [missing] })).rejects.toThrow(`${missing} #: cannot read the overlay`);
  });
});
