/**
 * A description's `pattern`s never run on a backtracking engine: `^(a+)+$` against forty `a`s and
 * a `!` would take JavaScript's RegExp about 2⁴⁰ steps. The import (which checks declared examples
 * against their patterns and writes strings that match them) and the diff (which validates the old
 * version's example requests against the new version) both finish, and still check what they can.
 */
import { describe, expect, it } from "vitest";
import { diffApis, importOpenApi } from "../../src/index.ts";
import { linearPattern, patternMatches } from "../../src/openapi/read/pattern.ts";

const evil = "^(a+)+$";
// Beezup's URL pattern, which hung its import on an example with a comma.
const url = String.raw`^(https?:\/\/)?([\da-z\.-]+)\.([a-z\.]{2,6})([\/\w \.-]*)*\/?$`;
const refused = `${"a".repeat(40)}!`;
const link = `https://www.example.com/${"path".repeat(12)},x`;

function description(pattern: boolean) {
  const name = { type: "string", example: refused, ...(pattern ? { pattern: evil } : {}) };
  const site = { type: "string", example: link, ...(pattern ? { pattern: url } : {}) };
  return {
    openapi: "3.0.3",
    info: { title: "Patterns", version: "1" },
    paths: {
      "/items/{code}": {
        post: {
          operationId: "createItem",
          parameters: [{ name: "code", in: "path", required: true, schema: { type: "string", example: refused, ...(pattern ? { pattern: evil } : {}) } }],
          requestBody: { required: true, content: { "application/json": { schema: { type: "object", required: ["name", "site"], properties: { name, site } } } } },
          responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object", properties: { name, site } } } } } },
        },
      },
    },
  };
}

describe("a description's patterns are matched in linear time", () => {
  it("matches as RegExp.prototype.test does, and knows when it cannot tell", () => {
    expect(patternMatches(evil, refused)).toBe(false);
    expect(patternMatches(evil, "aaaa")).toBe(true);
    expect(patternMatches(url, link)).toBe(false);
    expect(patternMatches(url, "https://www.example.com/a/b")).toBe(true);
    expect(patternMatches("[0-9]+", "ab12")).toBe(true);
    expect(patternMatches(String.raw`^\p{Lu}{2}$`, "ÉA")).toBe(true);
    expect(patternMatches(String.raw`^[0-9a-z.-]*(?<!\.)$`, "abc.")).toBe(false);
    expect(patternMatches(String.raw`^[0-9a-z.-]*(?<!\.)$`, "a.bc")).toBe(true);
    // Lookaheads and back-references are RE2's exceptions: unknown, and never a rejection.
    expect(patternMatches("^(?=.*[A-Z]).{8,}$", "Password")).toBeUndefined();
    expect(patternMatches(String.raw`^(a)\1$`, "aa")).toBeUndefined();
    expect(linearPattern(String.raw`^(a)\1$`).test("zz")).toBe(true);
    expect(patternMatches("(", "x")).toBeUndefined();
    // Bounds over RE2's 1000 (AWS's length caps) decide texts of up to 1000 characters.
    expect(patternMatches("^.{0,262144}$", "abc")).toBe(true);
    expect(patternMatches("^[a-z]{1,4096}$", "ab1")).toBe(false);
    expect(patternMatches(String.raw`^[{\]]{0,2000}\{3\}$`, "{]{3}")).toBe(true);
    expect(patternMatches("^.{0,262144}$", "a".repeat(1001))).toBeUndefined();
    expect(patternMatches("^a{1001,}$", "aaa")).toBeUndefined();
    expect(linearPattern("^[a-z]{1,4096}$").test("ab1")).toBe(false);
    // A validator keeps one tester per pattern by its text, as it would a RegExp.
    expect(String(linearPattern("^a$"))).not.toBe(String(linearPattern("^b$")));
  });

  it("imports a description whose examples its patterns refuse, writing values the patterns accept", () => {
    const { pages } = importOpenApi(description(true));
    const text = JSON.stringify(pages);
    expect(text).not.toContain(refused);
    expect(text).not.toContain(link);
    // Its one operation: its group's page and its own.
    expect(pages.length).toBe(2);
  });

  it("diffs two versions where the newer adds those patterns: the old example requests are refused", () => {
    const { changes } = diffApis(description(false), description(true));
    const rejected = changes.filter((change) => change.id === "request-example-rejected");
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.message).toContain("must match pattern \"^(a+)+$\"");
  });
});
