import { describe, expect, it } from "vitest";
import { ApiRequest, Config, buildRequest, encodeQuery, encodePath, type JsonValue } from "../src/index.ts";

function withAuth(line: string | null = "Authorization: Bearer <API_KEY>"): Config {
  const config = new Config();
  config.apiAuthHeader = line;
  return config;
}

describe("ApiRequest is an immutable value object", () => {
  const req = buildRequest({ method: "post", path: "/v1/customers", query: { tag: ["a"] }, body: { metadata: { a: [1, { b: 2 }] } } }, withAuth());

  it("carries method, path, url, query, headers and body", () => {
    expect(req).toBeInstanceOf(ApiRequest);
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/v1/customers");
    expect(req.url).toBe("https://api.example.com/v1/customers");
    expect(req.query).toEqual({ tag: ["a"] });
    expect(req.headers).toEqual({ "Content-Type": "application/json", Authorization: "Bearer <API_KEY>" });
    expect(req.body).toEqual({ metadata: { a: [1, { b: 2 }] } });
  });

  it("is deeply frozen", () => {
    const body = req.body as { metadata: { a: [number, { b: number }] } };
    for (const part of [req, req.headers, req.query, req.query.tag, body, body.metadata, body.metadata.a, body.metadata.a[1]]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
    expect(() => {
      (req as { method: string }).method = "GET";
    }).toThrow(TypeError);
  });

  it("copies what it is given, so later changes to the options do not leak in", () => {
    const body = { n: 1 };
    const r = buildRequest({ method: "post", path: "/x", body });
    body.n = 2;
    expect(r.body).toEqual({ n: 1 });
  });
});

describe("display helpers", () => {
  it("httpMethod shows the verb upper-case, from any case", () => {
    expect(buildRequest({ method: "pAtCh", path: "/x" }).httpMethod).toBe("PATCH");
  });

  it("hasBody is true only when a body is present", () => {
    expect(buildRequest({ method: "post", path: "/x", body: { a: 1 } }).hasBody).toBe(true);
    expect(buildRequest({ method: "post", path: "/x", body: "" }).hasBody).toBe(true);
    expect(buildRequest({ method: "post", path: "/x" }).hasBody).toBe(false);
    expect(buildRequest({ method: "post", path: "/x", body: null }).hasBody).toBe(false);
  });

  it("drops the body of GET and HEAD requests", () => {
    expect(buildRequest({ method: "get", path: "/x", body: { a: 1 } }).body).toBeUndefined();
    expect(buildRequest({ method: "HEAD", path: "/x", body: "x" }).hasBody).toBe(false);
  });

  it("prettyBodyJson indents JSON by two spaces; a string body stays as it is", () => {
    expect(buildRequest({ method: "post", path: "/x", body: { a: [1] } }).prettyBodyJson).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(buildRequest({ method: "post", path: "/x", body: "raw text" }).prettyBodyJson).toBe("raw text");
    expect(buildRequest({ method: "post", path: "/x" }).prettyBodyJson).toBe("");
  });

  it("urlWithQuery adds the encoded query string only when there is one", () => {
    expect(buildRequest({ method: "get", path: "/x" }).urlWithQuery).toBe("https://api.example.com/x");
    expect(buildRequest({ method: "get", path: "/x", query: { q: "a b" } }).urlWithQuery).toBe("https://api.example.com/x?q=a%20b");
  });
});

describe("headers: content type, auth, explicit; case-insensitive, explicit wins", () => {
  it("orders Content-Type, the configured auth header, then explicit headers", () => {
    const req = buildRequest({ method: "post", path: "/x", headers: { "Idempotency-Key": "k1", Accept: "application/json" } }, withAuth());
    expect(Object.entries(req.headers)).toEqual([
      ["Content-Type", "application/json"],
      ["Authorization", "Bearer <API_KEY>"],
      ["Idempotency-Key", "k1"],
      ["Accept", "application/json"],
    ]);
  });

  it("lets an explicit header win over the auth header, in any case, keeping its slot", () => {
    const req = buildRequest({ method: "get", path: "/x", headers: { authorization: "Bearer other", "X-A": "1" } }, withAuth());
    expect(Object.entries(req.headers)).toEqual([
      ["Content-Type", "application/json"],
      ["authorization", "Bearer other"],
      ["X-A", "1"],
    ]);
  });

  it("lets an explicit content type win", () => {
    const req = buildRequest({ method: "post", path: "/x", body: "a=1", headers: { "content-type": "text/plain" } });
    expect(req.headers).toEqual({ "content-type": "text/plain" });
  });

  it("adds no auth line when apiAuthHeader is null", () => {
    expect(Object.keys(buildRequest({ method: "get", path: "/x" }, withAuth(null)).headers)).toEqual(["Content-Type"]);
  });

  it("trims surrounding spaces from header values, as HTTP does", () => {
    expect(buildRequest({ method: "get", path: "/x", headers: { "X-A": "  v  " } }).headers["X-A"]).toBe("v");
  });

  it("keeps a header named __proto__ as an own header", () => {
    const headers = JSON.parse('{"__proto__": "x"}');
    expect(Object.keys(buildRequest({ method: "get", path: "/x", headers }).headers)).toContain("__proto__");
  });
});

describe("query strings are RFC 3986 percent-encoded", () => {
  it.each([
    { query: { q: "a b" }, out: "q=a%20b" },
    { query: { q: "a+b&c=d" }, out: "q=a%2Bb%26c%3Dd" },
    { query: { "k y": "v" }, out: "k%20y=v" },
    { query: { q: "!'()*" }, out: "q=%21%27%28%29%2A" },
    { query: { q: "-._~" }, out: "q=-._~" },
    { query: { q: "日本" }, out: "q=%E6%97%A5%E6%9C%AC" },
    { query: { q: "🚀" }, out: "q=%F0%9F%9A%80" },
    { query: { q: "100%" }, out: "q=100%25" },
    { query: { tag: ["a", "b"] }, out: "tag=a&tag=b" },
    { query: { filter: { status: "open", "a b": 1 } }, out: "filter%5Bstatus%5D=open&filter%5Ba%20b%5D=1" },
    { query: { items: [{ id: 1 }, { id: 2 }] }, out: "items%5B0%5D%5Bid%5D=1&items%5B1%5D%5Bid%5D=2" },
    { query: { deep: { a: { b: ["x", "y"] } } }, out: "deep%5Ba%5D%5Bb%5D=x&deep%5Ba%5D%5Bb%5D=y" },
    { query: { t: true, f: false, n: null, z: 0 }, out: "t=true&f=false&n=&z=0" },
    { query: { empty: [], none: {} }, out: "" },
    { query: { big: 1e21, small: 5e-324 }, out: "big=1e%2B21&small=5e-324" },
  ])("$query → $out", ({ query, out }) => {
    expect(encodeQuery(query as unknown as Record<string, JsonValue>)).toBe(out);
  });

  it("keeps the declared key order", () => {
    expect(encodeQuery({ b: 1, a: 2 })).toBe("b=1&a=2");
  });
});

describe("paths are percent-encoded into the URL, keeping valid escapes", () => {
  it.each([
    ["/v1/customers/:id", "/v1/customers/:id"],
    ["/v1/café", "/v1/caf%C3%A9"],
    ["/v1/a%20b", "/v1/a%20b"],
    ["/v1/100%", "/v1/100%25"],
    ["/v1/[x]{y}", "/v1/%5Bx%5D%7By%7D"],
    ["/v1/it's", "/v1/it's"],
    ["/v1/🚀", "/v1/%F0%9F%9A%80"],
  ])("%s → %s", (path, encoded) => {
    expect(encodePath(path)).toBe(encoded);
    expect(buildRequest({ method: "get", path }).url).toBe(`https://api.example.com${encoded}`);
  });
});

describe("a request may leave out the auth line, or have a base URL of its own", () => {
  const config = new Config();
  config.apiAuthHeader = "Authorization: Bearer <API_KEY>";

  it("auth: false leaves the configured auth line out, and nothing else", () => {
    expect(buildRequest({ method: "get", path: "/health", auth: false, headers: { "X-A": "1" } }, config).headers).toEqual({ "Content-Type": "application/json", "X-A": "1" });
    expect(buildRequest({ method: "get", path: "/health", auth: true }, config).headers).toEqual({ "Content-Type": "application/json", Authorization: "Bearer <API_KEY>" });
  });

  it("baseUrl replaces the configured base URL, normalized like it", () => {
    expect(buildRequest({ method: "get", path: "/x", baseUrl: "https://files.example.com/v9/" }, config).url).toBe("https://files.example.com/v9/x");
  });

  it.each([
    [{ auth: "no" }, 'RequestExample, key "auth": expected true or false, got "no"'],
    [{ baseUrl: "ftp://x" }, 'RequestExample, key "baseUrl": expected an absolute http or https URL such as "https://api.example.com", got "ftp://x"'],
    [{ baseUrl: "https://x.test/?q=1" }, 'RequestExample, key "baseUrl": expected a URL without query, fragment or credentials, got "https://x.test/?q=1"'],
  ])("refuses %j", (extra, message) => {
    expect(() => buildRequest({ method: "get", path: "/x", ...extra } as never, config)).toThrow(message);
  });
});

describe("a request may say that its response is a stream", () => {
  it("stream: true marks the request; left out or false, it is not a stream", () => {
    expect(buildRequest({ method: "post", path: "/v1/completions", stream: true }, withAuth()).stream).toBe(true);
    expect(buildRequest({ method: "post", path: "/v1/completions", stream: false }, withAuth()).stream).toBe(false);
    expect(buildRequest({ method: "post", path: "/v1/completions" }, withAuth()).stream).toBe(false);
  });

  it("ignores stream for HEAD, whose response has no body", () => {
    expect(buildRequest({ method: "head", path: "/v1/events", stream: true }, withAuth()).stream).toBe(false);
  });

  it("refuses a stream that is not true or false", () => {
    expect(() => buildRequest({ method: "get", path: "/x", stream: "yes" } as never, withAuth())).toThrow('RequestExample, key "stream": expected true or false, got "yes"');
  });
});
