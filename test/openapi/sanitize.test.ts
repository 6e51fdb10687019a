/**
 * A valid operation never fails the import: whatever RequestExample or the tables would refuse
 * is encoded, dropped or left out with a warning.
 */
import { describe, expect, it } from "vitest";
import { render } from "../../src/index.ts";
import { bodyDoc, doc31, fieldsOf, groupPages, importDoc, kindsOf, operationPages, requestOf, sectionsOf } from "./support.ts";

const ok = { "200": { description: "OK." } };
const only = (document: unknown) => {
  const result = importDoc(document);
  return { ...result, section: sectionsOf(result.pages)[0]! };
};

describe("paths are made acceptable to RequestExample", () => {
  it("percent-encodes whitespace, ? and # in the path, and keeps the Endpoint as declared", () => {
    const { section } = only(doc31({ "/files/{name}/read me?#x": { get: { responses: ok } } }));
    expect(requestOf(section).path).toBe("/files/NAME/read%20me%3F%23x");
    expect(section.endpoint?.path).toBe("/files/{name}/read me?#x");
  });

  it("turns a parameter name with a space into a placeholder every client sends as it is", () => {
    expect(requestOf(only(doc31({ "/u/{user id}": { get: { responses: ok } } })).section).path).toBe("/u/USER_ID");
  });

  it("shows the placeholder for values that would be dot segments or empty", () => {
    const path = (example: unknown) => requestOf(only(doc31({ "/a/{p}/b": { get: { parameters: [{ name: "p", in: "path", required: true, example }], responses: ok } } })).section).path;
    expect([path("."), path(".."), path(""), path(null), path("a/../b")]).toEqual(["/a/P/b", "/a/P/b", "/a/P/b", "/a/P/b", "/a/a%2F..%2Fb/b"]);
  });

  it("leaves out the request example of a path with a dot segment, with a warning", () => {
    const { section, warnings } = only(doc31({ "/a/../b": { get: { summary: "Dots", responses: ok } } }));
    expect(kindsOf(section)).not.toContain("request-example");
    expect(warnings).toEqual(['#/paths/~1a~1..~1b/get: left out the request example: its path has a "." or ".." segment, which URLs resolve away']);
  });

  it("leaves out the request example of a TRACE operation, with a warning, and keeps its section", () => {
    const { section, warnings } = only(doc31({ "/debug": { trace: { responses: ok } } }));
    expect([section.title, kindsOf(section)]).toEqual(["TRACE /debug", []]);
    expect(warnings).toEqual(['#/paths/~1debug/trace: left out the request example: RequestExample, key "method": expected a verb that clients can send, got "TRACE" (fetch refuses it)']);
  });
});

describe("headers no snippet can send are dropped from the example, not from the table", () => {
  const headers = (parameters: unknown[]) => only(doc31({ "/a": { get: { parameters, responses: ok } } }));
  const header = (name: string, example: unknown) => ({ name, in: "header", required: true, schema: { type: "string" }, example });

  it.each([
    ["non-ASCII value", header("X-Locale", "français")],
    ["a line break", header("X-Note", "a\r\nInjected: yes")],
    ["an empty value", header("X-Empty", " ")],
    ["a client-owned name", header("Host", "api.test")],
    ["Content-Length", header("Content-Length", "10")],
    ["a name with a space", header("X Bad", "v")],
    ["a name ending in -", header("X-Bad-", "v")],
    ["Content-Type, which follows the body", header("Content-Type", "application/xml")],
  ])("%s", async (_, parameter) => {
    const { section, settings: config } = headers([parameter, header("X-Kept", "yes")]);
    expect(requestOf(section).headers).toEqual({ "X-Kept": "yes" });
    expect((await render(section, { config })).includes(parameter.name)).toBe(true);
  });

  it("writes an array header value comma-separated", () => {
    expect(requestOf(headers([{ name: "X-Tags", in: "header", required: true, schema: { type: "array" }, example: ["a", "b"] }]).section).headers).toEqual({ "X-Tags": "a,b" });
  });
});

describe("example values are made JSON", () => {
  it("writes YAML 1.1 dates as ISO strings", () => {
    const { section } = only(bodyDoc({ type: "object", example: { on: new Date("2024-05-01T00:00:00Z") } }));
    expect(requestOf(section).body).toEqual({ on: "2024-05-01T00:00:00.000Z" });
  });

  it("writes dates in a response example as ISO strings too", async () => {
    const document = doc31({ "/a": { get: { responses: { "200": { description: "OK", content: { "application/json": { example: { at: new Date("2024-05-01T00:00:00Z") } } } } } } } });
    const { section, settings: config } = only(document);
    expect(await render(section, { config })).toContain("2024-05-01T00:00:00.000Z");
  });

  it("replaces lone surrogates, NaN and infinities", () => {
    const { section } = only(bodyDoc({ type: "object", example: { s: "a\ud800b", n: Number.NaN, i: Number.POSITIVE_INFINITY } }));
    expect(requestOf(section).body).toEqual({ s: "a\ufffdb", n: null, i: null });
  });

  it("cuts an example that contains itself", () => {
    const example: Record<string, unknown> = { a: 1 };
    example.self = example;
    expect(requestOf(only(bodyDoc({ type: "object", example })).section).body).toEqual({ a: 1, self: null });
  });

  it("accepts an __proto__ key", () => {
    const example = JSON.parse('{"__proto__": {"x": 1}}');
    expect(Object.keys(requestOf(only(bodyDoc({ type: "object", example })).section).body as object)).toEqual(["__proto__"]);
  });
});

describe("names and titles refkit would refuse get a readable stand-in", () => {
  it("shows a property named with the empty string as \"\"", async () => {
    expect(await fieldsOf(bodyDoc({ type: "object", properties: { "": { type: "string" } } }))).toEqual([['""', "string", "—", ""]]);
  });

  it("falls back from a blank summary", () => {
    expect(only(doc31({ "/a": { get: { summary: "  ", operationId: " ", responses: ok } } })).section.title).toBe("GET /a");
  });

  it("slugs an operationId that is not an anchor, and leaves out one with nothing usable", () => {
    const anchors = sectionsOf(importDoc(doc31({ "/a": { get: { operationId: "repos/get-content", responses: ok }, post: { operationId: "_x", responses: ok }, put: { operationId: "///", summary: "Put it", responses: ok } } })).pages).map((s) => s.anchor);
    expect(anchors).toEqual(["repos-get-content", "x", "put-it"]);
  });

  it("treats a blank tag as no tag", () => {
    const { pages } = importDoc(doc31({ "/a": { get: { tags: [" "], responses: ok } } }));
    expect(groupPages(pages).map((page) => [page.title, page.tag])).toEqual([["Test API", undefined]]);
    expect(operationPages(pages).map((page) => [page.slug, page.tag])).toEqual([["test-api/get-a", undefined]]);
  });
});
