/**
 * The oracle the execution suite compares against: the documented rules, written once more on
 * the test side. These cases pin it down, and show that its comparison fails when it should.
 */
import { describe, expect, it } from "vitest";
import { decodeSegment, expectedRequest, expectSent, flattenQueryPairs, parseQueryPairs, type Declaration } from "../support/expected-request.ts";
import type { ReceivedRequest } from "../support/server.ts";

describe("the oracle flattens queries by the documented rules", () => {
  it.each([
    { query: { tag: ["a", "b"], filter: { status: "open" } }, pairs: [["tag", "a"], ["tag", "b"], ["filter[status]", "open"]] },
    { query: { a: [1, { b: null }] }, pairs: [["a", "1"], ["a[1][b]", ""]] },
    { query: { matrix: [[1, 2], [3]] }, pairs: [["matrix[0]", "1"], ["matrix[0]", "2"], ["matrix[1]", "3"]] },
    { query: { n: null, t: true, f: false, x: 1.5, big: 1e21 }, pairs: [["n", ""], ["t", "true"], ["f", "false"], ["x", "1.5"], ["big", "1e+21"]] },
    { query: { none: [], nothing: {}, deep: { a: {}, b: [] } }, pairs: [] },
    { query: { f: { a: { b: [1, { c: 2 }] } } }, pairs: [["f[a][b]", "1"], ["f[a][b][1][c]", "2"]] },
  ])("$query", ({ query, pairs }) => {
    expect(flattenQueryPairs(query)).toEqual(pairs);
  });

  it("keeps an own __proto__ key as a parameter", () => {
    expect(flattenQueryPairs(JSON.parse('{"__proto__": "x", "f": {"__proto__": 1}}'))).toEqual([
      ["__proto__", "x"],
      ["f[__proto__]", "1"],
    ]);
  });
});

describe("the oracle reads raw query strings and paths as a server does", () => {
  it.each([
    { raw: null, pairs: [] },
    { raw: "", pairs: [] },
    { raw: "a=1&b=x%20y", pairs: [["a", "1"], ["b", "x y"]] },
    { raw: "a&=x&a=b=c", pairs: [["a", ""], ["", "x"], ["a", "b=c"]] },
    { raw: "%2B=%26&k=%E2%9C%93", pairs: [["+", "&"], ["k", "✓"]] },
    { raw: "plus=a+b", pairs: [["plus", "a+b"]] },
  ])("parses $raw", ({ raw, pairs }) => {
    expect(parseQueryPairs(raw)).toEqual(pairs);
  });

  it.each([
    { segment: "caf%C3%A9", decoded: "café" },
    { segment: "café", decoded: "café" },
    { segment: "a%2Fb", decoded: "a/b" },
    { segment: "50%", decoded: "50%" },
    { segment: "%zz%2", decoded: "%zz%2" },
    { segment: "%F0%9F%99%82", decoded: "🙂" },
    { segment: "%FF", decoded: "0xff" },
  ])("decodes the path segment $segment", ({ segment, decoded }) => {
    expect(decodeSegment(segment)).toBe(decoded);
  });
});

describe("the oracle works out effective headers and bodies", () => {
  const declare = (options: Declaration["options"], auth: string | null = "Authorization: Bearer <API_KEY>"): Declaration => ({ options, auth, basePath: "" });

  it("puts Content-Type first, then auth, then explicit headers; a later name wins whatever its case; values are trimmed", () => {
    const expected = expectedRequest(declare({ method: "post", path: "/x", headers: { "content-TYPE": " text/plain ", AUTHORIZATION: "Token t", "X-A": "\ta b\t" } }));
    expect([...expected.headers]).toEqual([
      ["content-type", "text/plain"],
      ["authorization", "Token t"],
      ["x-a", "a b"],
    ]);
  });

  it("splits the auth line on its first colon", () => {
    expect(expectedRequest(declare({ method: "get", path: "/x" }, "X-Key:  a:b ")).headers.get("x-key")).toBe("a:b");
  });

  it.each([
    { method: "get", body: { a: 1 }, kind: "none" },
    { method: "HEAD", body: "x", kind: "none" },
    { method: "post", body: null, kind: "none" },
    { method: "post", body: undefined, kind: "none" },
    { method: "post", body: "", kind: "bytes" },
    { method: "delete", body: false, kind: "json" },
    { method: "propfind", body: [], kind: "json" },
  ])("expects a $kind body for $method with $body", ({ method, body, kind }) => {
    expect(expectedRequest(declare({ method, path: "/x", body })).body.kind).toBe(kind);
  });
});

describe("the oracle's comparison fails on any difference", () => {
  const declaration: Declaration = {
    options: { method: "post", path: "/v1/café", query: { tag: ["a", "b"], q: "x y" }, headers: { "X-A": "1" }, body: { n: 1, s: "é" } },
    auth: "Authorization: Bearer k",
    basePath: "/api",
  };
  const expected = expectedRequest(declaration);
  const good: ReceivedRequest = {
    method: "POST",
    path: "/api/v1/caf%C3%A9",
    query: "tag=a&tag=b&q=x%20y",
    headers: { "content-type": ["application/json"], authorization: ["Bearer k"], "x-a": ["1"], "user-agent": ["any"] },
    body: Buffer.from('{"s":"é","n":1}'),
  };

  it("accepts the declared request, whatever extra headers or JSON layout", () => {
    expect(() => expectSent([good], expected, "good")).not.toThrow();
  });

  it.each([
    { name: "no request", received: [] },
    { name: "two requests", received: [good, good] },
    { name: "another method", received: [{ ...good, method: "PUT" }] },
    { name: "another path", received: [{ ...good, path: "/api/v1/cafe" }] },
    { name: "an encoded slash for a slash", received: [{ ...good, path: "/api%2Fv1/caf%C3%A9" }] },
    { name: "reordered query pairs", received: [{ ...good, query: "tag=b&tag=a&q=x%20y" }] },
    { name: "a + for a space", received: [{ ...good, query: "tag=a&tag=b&q=x+y" }] },
    { name: "a missing header", received: [{ ...good, headers: Object.fromEntries(Object.entries(good.headers).filter(([name]) => name !== "x-a")) }] },
    { name: "a header sent twice", received: [{ ...good, headers: { ...good.headers, "content-type": ["application/json", "application/json"] } }] },
    { name: "a header with another value", received: [{ ...good, headers: { ...good.headers, authorization: ["Bearer k2"] } }] },
    { name: "another JSON body", received: [{ ...good, body: Buffer.from('{"n":1,"s":"e"}') }] },
    { name: "a body that is not UTF-8", received: [{ ...good, body: Buffer.from([0x7b, 0xff, 0x7d]) }] },
  ])("rejects $name", ({ received }) => {
    expect(() => expectSent(received, expected, "bad")).toThrow();
  });

  it("compares a string body byte for byte and a body-less request as empty", () => {
    const text = expectedRequest({ ...declaration, options: { ...declaration.options, body: "a\r\nb" } });
    expect(() => expectSent([{ ...good, body: Buffer.from("a\r\nb") }], text, "bytes")).not.toThrow();
    expect(() => expectSent([{ ...good, body: Buffer.from("a\nb") }], text, "bytes")).toThrow();
    const none = expectedRequest({ ...declaration, options: { ...declaration.options, body: undefined } });
    expect(() => expectSent([{ ...good, body: Buffer.alloc(0) }], none, "none")).not.toThrow();
    expect(() => expectSent([{ ...good, body: Buffer.from("{}") }], none, "none")).toThrow();
  });
});
