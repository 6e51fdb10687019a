/**
 * What a snippet cannot send exactly is refused when it is declared, with an error naming the
 * key at fault: the execution suite can then hold every accepted request to an exact match.
 */
import { describe, expect, it } from "vitest";
import { Config, buildRequest, type RequestOptions } from "../../src/index.ts";
import { thrown } from "../support/errors.ts";

const post = (extra: Partial<RequestOptions>): RequestOptions => ({ method: "post", path: "/v1/items", ...extra });

describe("validation rejects what the clients cannot send exactly", () => {
  it.each([
    { name: "a non-ASCII header value", options: post({ headers: { "X-Name": "café" } }), key: 'headers["X-Name"]', problem: "ASCII" },
    { name: "CR/LF in a header value", options: post({ headers: { "X-Note": "a\r\nX-Injected: 1" } }), key: 'headers["X-Note"]', problem: "CR or LF" },
    { name: "a lone LF in a header value", options: post({ headers: { "X-Note": "a\nb" } }), key: 'headers["X-Note"]', problem: "CR or LF" },
    { name: "another control character in a header value", options: post({ headers: { "X-Note": "a\u0001b" } }), key: 'headers["X-Note"]', problem: "control" },
    { name: "NUL in a header value", options: post({ headers: { "X-Note": "a\u0000b" } }), key: 'headers["X-Note"]', problem: "NUL" },
    { name: "a lone surrogate in a body string", options: post({ body: { note: "a\ud800b" } }), key: "body.note", problem: "lone surrogate" },
    { name: "a lone surrogate in a nested body string", options: post({ body: { list: [{ note: "\udc00" }] } }), key: "body.list[0].note", problem: "lone surrogate" },
    { name: "a lone surrogate in a body key", options: post({ body: { "k\ud800": 1 } }), key: 'body["k\\ud800"]', problem: "lone surrogate" },
    { name: "a lone surrogate in a string body", options: post({ body: "\ud83d" }), key: "body", problem: "lone surrogate" },
    { name: "a lone surrogate in a query value", options: post({ query: { q: "\udfff" } }), key: "query.q", problem: "lone surrogate" },
    { name: "a lone surrogate in a query key", options: post({ query: { "k\udfff": "v" } }), key: 'query["k\\udfff"]', problem: "lone surrogate" },
    { name: "NUL in a string body", options: post({ body: "a\u0000b" }), key: "body", problem: "NUL" },
    { name: "a header the HTTP client writes itself (Content-Length)", options: post({ headers: { "content-length": "3" } }), key: 'headers["content-length"]', problem: "clients let you set" },
    { name: "a header fetch refuses (Transfer-Encoding)", options: post({ headers: { "Transfer-Encoding": "chunked" } }), key: 'headers["Transfer-Encoding"]', problem: "clients let you set" },
    { name: "a header Go's net/http drops (Trailer)", options: post({ headers: { Trailer: "X-Checksum" } }), key: "headers.Trailer", problem: "clients let you set" },
    { name: "a header fetch ignores (Host)", options: post({ headers: { Host: "example.com" } }), key: "headers.Host", problem: "clients let you set" },
    { name: "a header name ending in a dash, which Ruby's net/http drops", options: post({ headers: { "X-Trace-": "1" } }), key: 'headers["X-Trace-"]', problem: 'end with "-"' },
    { name: "a percent-encoded dot segment, which fetch resolves away", options: post({ path: "/v1/a/%2E%2e/b" }), key: "path", problem: '".."' },
    { name: "a verb fetch refuses", options: post({ method: "trace" }), key: "method", problem: "TRACE" },
  ])("rejects $name, naming the key", ({ options, key, problem }) => {
    const error = thrown(() => buildRequest(options));
    expect(error.key).toBe(key);
    expect(error.message).toContain(JSON.stringify(key));
    expect(error.problem).toContain(problem);
  });

  it.each([
    { line: "Authorization: Bearer café", problem: "ASCII" },
    { line: "Authorization: Bearer a\r\nX-Injected: 1", problem: "CR or LF" },
    { line: "Connection: close", problem: "clients let you set" },
    { line: "Expect: 100-continue", problem: "clients let you set" },
  ])("rejects the auth header line $line, naming apiAuthHeader", ({ line, problem }) => {
    const error = thrown(() => {
      new Config().apiAuthHeader = line;
    });
    expect(error.key).toBe("apiAuthHeader");
    expect(error.message).toContain('"apiAuthHeader"');
    expect(error.problem).toContain(problem);
  });

  it("accepts every header the clients do send as declared, such as Accept, User-Agent, Cookie and TE", () => {
    const headers = { Accept: "text/csv", "User-Agent": "me/1", Cookie: "a=b", TE: "trailers", "Sec-Fetch-Site": "none" };
    expect(buildRequest(post({ headers })).headers).toMatchObject(headers);
  });
});
