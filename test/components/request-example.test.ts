import { describe, expect, it } from "vitest";
import { Config, RequestExample, render, snippets, type ApiClient, type RequestOptions } from "../../src/index.ts";
import { thrown } from "../support/errors.ts";
import { all, dom, one } from "../support/dom.ts";

const createCustomer: RequestOptions = { method: "post", path: "/v1/customers", body: { email: "jenny@example.com", name: "Jenny" } };

function authConfig(): Config {
  const config = new Config();
  config.apiAuthHeader = "Authorization: Bearer <API_KEY>";
  return config;
}

const httpie: ApiClient = { label: "HTTPie", lexer: "shellscript", filename: (req) => `${req.method.toLowerCase()}.sh`, template: (req) => `http ${req.method} ${req.urlWithQuery}\n` };

describe("one tab per selected client, in an example container", () => {
  it("renders the four default clients as tabs and panels, in order", async () => {
    const root = dom(await render(RequestExample(createCustomer)));
    const container = one(root, ".rk-example");
    expect(container.getAttribute("data-rk-langs")).toBe("curl javascript ruby python");
    expect(all(one(container, "[role=tablist]"), "[role=tab]").map((t) => [t.getAttribute("data-rk-lang"), t.textContent])).toEqual([
      ["curl", "curl"],
      ["javascript", "JavaScript"],
      ["ruby", "Ruby"],
      ["python", "Python"],
    ]);
    expect(all(container, "[role=tabpanel]").map((p) => p.getAttribute("data-rk-lang"))).toEqual(["curl", "javascript", "ruby", "python"]);
  });

  it("links each tab to its panel and selects the first", async () => {
    const root = dom(await render(RequestExample(createCustomer)));
    const tabs = all(root, "[role=tab]");
    for (const tab of tabs) {
      const panel = one(root, `#${tab.getAttribute("aria-controls")}`);
      expect(panel.getAttribute("role")).toBe("tabpanel");
      expect(panel.getAttribute("aria-labelledby")).toBe(tab.getAttribute("id"));
      expect(panel.getAttribute("data-rk-lang")).toBe(tab.getAttribute("data-rk-lang"));
    }
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false", "false"]);
  });

  it("gives every example on a page its own ids", async () => {
    const root = dom(await render([RequestExample(createCustomer), RequestExample(createCustomer)]));
    const ids = all(root, "[id]").map((e) => e.getAttribute("id"));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("puts exactly the snippet text in each panel's <pre>", async () => {
    const config = authConfig();
    const root = dom(await render(RequestExample(createCustomer), { config }));
    const expected = snippets(createCustomer, config);
    expect(all(root, "[role=tabpanel]").map((p) => all(p, "pre")).every((pres) => pres.length === 1)).toBe(true);
    expect(all(root, "[role=tabpanel] pre").map((pre) => pre.textContent)).toEqual(expected.map((s) => s.code));
  });

  it("shows each client's file name and a labelled copy button outside the <pre>", async () => {
    const root = dom(await render(RequestExample(createCustomer)));
    expect(all(root, ".rk-code-title").map((t) => t.textContent)).toEqual(["request.sh", "request.mjs", "request.rb", "request.py"]);
    expect(all(root, "button.rk-copy").map((b) => b.getAttribute("aria-label"))).toEqual([
      "Copy curl example",
      "Copy JavaScript example",
      "Copy Ruby example",
      "Copy Python example",
    ]);
  });

  it("highlights with classes, never inline styles", async () => {
    const out = await render(RequestExample(createCustomer));
    expect(out).toMatch(/class="rk-t[a-z]"/);
    expect(out).not.toMatch(/style=/);
  });
});

describe("clients filters and orders the tabs", () => {
  it("shows the listed clients in the listed order", async () => {
    const root = dom(await render(RequestExample({ ...createCustomer, clients: ["python", "curl"] })));
    expect(all(root, "[role=tab]").map((t) => t.getAttribute("data-rk-lang"))).toEqual(["python", "curl"]);
  });

  it("skips an unknown token silently: a typo yields fewer tabs", async () => {
    const declare = () => RequestExample({ ...createCustomer, clients: ["python", "rubby", "curl"] });
    expect(declare).not.toThrow();
    const root = dom(await render(declare()));
    expect(all(root, "[role=tab]").map((t) => t.getAttribute("data-rk-lang"))).toEqual(["python", "curl"]);
  });

  it("renders a single selected client as the code block alone, with no tabs", async () => {
    const root = dom(await render(RequestExample({ ...createCustomer, clients: ["ruby"] })));
    expect(all(root, "[role=tab]")).toHaveLength(0);
    expect(all(root, "[role=tablist]")).toHaveLength(0);
    expect(all(root, "pre")).toHaveLength(1);
    expect(one(root, "pre").textContent).toBe(snippets({ ...createCustomer, clients: ["ruby"] })[0]!.code);
  });

  it("renders nothing when no selected client exists", async () => {
    expect(await render(RequestExample({ ...createCustomer, clients: ["cobol"] }))).toBe("");
  });

  it("includes custom clients, with a file name function", async () => {
    const config = new Config();
    config.apiClients = { httpie };
    const root = dom(await render(RequestExample({ ...createCustomer, clients: ["httpie", "curl"] }), { config }));
    expect(all(root, "[role=tab]").map((t) => t.textContent)).toEqual(["HTTPie", "curl"]);
    expect(one(root, ".rk-code-title").textContent).toBe("post.sh");
    expect(one(root, "pre").textContent).toBe("http POST https://api.example.com/v1/customers\n");
  });
});

describe("the configuration in force at render time applies", () => {
  it("uses the config passed to render, not the one at declaration", async () => {
    const example = RequestExample(createCustomer);
    const config = authConfig();
    config.apiBaseUrl = "https://api.acme.test";
    const out = await render(example, { config });
    expect(dom(out).querySelector("pre")!.textContent).toContain("https://api.acme.test/v1/customers");
    expect(dom(out).querySelector("pre")!.textContent).toContain("Authorization: Bearer <API_KEY>");
  });
});

describe("snippets contain every request part", () => {
  const options: RequestOptions = { method: "patch", path: "/v1/customers/cus_1", query: { expand: ["tax"] }, body: { name: "Jenny" } };

  it.each(["curl", "javascript", "ruby", "python"])("%s: verb, full URL with query, JSON content type, auth header, body", (token) => {
    const { code } = snippets({ ...options, clients: [token] }, authConfig())[0]!;
    expect(code.toUpperCase()).toContain("PATCH");
    expect(code).toContain("https://api.example.com/v1/customers/cus_1?expand=tax");
    expect(code).toMatch(/Content-Type.{1,6}application\/json/);
    expect(code).toMatch(/Authorization.{1,6}Bearer <API_KEY>/);
    expect(code).toContain("Jenny");
  });

  it.each(["curl", "javascript", "ruby", "python"])("%s: no auth line when apiAuthHeader is null", (token) => {
    expect(snippets({ ...options, clients: [token] }, new Config())[0]!.code).not.toContain("Authorization");
  });
});

describe("no payload line without a body", () => {
  const payloadLines = /--data|-d |\bbody:|request\.body|json=|data=/;
  it.each([
    ["a body-less GET", { method: "get", path: "/v1/customers" }],
    ["a GET given a body", { method: "get", path: "/v1/customers", body: { ignored: true } }],
    ["a body-less DELETE", { method: "delete", path: "/v1/customers/cus_1" }],
    ["a POST with a null body", { method: "post", path: "/v1/customers/cus_1/verify", body: null }],
  ] as const)("%s", (_, options) => {
    for (const snippet of snippets(options)) expect(snippet.code).not.toMatch(payloadLines);
  });

  it("emits a payload line in every client when there is a body", () => {
    for (const snippet of snippets(createCustomer)) expect(snippet.code).toMatch(payloadLines);
  });
});

describe("bad request declarations throw when declared, naming the key", () => {
  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic.self = cyclic;
  it.each([
    ["missing method", { path: "/x" }, 'RequestExample, key "method": expected an HTTP verb such as "get" or "POST", got nothing'],
    ["method with a space", { method: "GET /x", path: "/x" }, 'RequestExample, key "method": expected an HTTP verb such as "get" or "POST", got "GET /x"'],
    ["missing path", { method: "get" }, 'RequestExample, key "path": expected a path starting with "/", got nothing'],
    ["path without a leading slash", { method: "get", path: "v1/customers" }, 'RequestExample, key "path": expected a path starting with "/", got "v1/customers"'],
    ["path with a space", { method: "get", path: "/v1/a b" }, 'RequestExample, key "path": expected a path without whitespace or control characters, got "/v1/a b"'],
    ["path with a query", { method: "get", path: "/v1/x?limit=3" }, 'RequestExample, key "path": expected a path without "?" or "#" (put parameters in the query option), got "/v1/x?limit=3"'],
    ["path with ..", { method: "get", path: "/v1/../admin" }, 'RequestExample, key "path": expected a path without "." or ".." segments, got "/v1/../admin"'],
    ["function in the body", { method: "post", path: "/x", body: { a: { f: () => 1 } } }, 'RequestExample, key "body.a.f": expected a JSON value, got a function'],
    ["circular body", { method: "post", path: "/x", body: cyclic }, 'RequestExample, key "body.self": expected a JSON value, got a circular reference'],
    ["BigInt in the body", { method: "post", path: "/x", body: { n: 10n } }, 'RequestExample, key "body.n": expected a JSON value, got a BigInt (10n)'],
    // eslint-disable-next-line no-sparse-arrays
    ["an empty array slot in the body", { method: "post", path: "/x", body: { list: [1, , 2] } }, 'RequestExample, key "body.list[1]": expected a JSON value, got nothing (undefined)'],
    ["NaN in the body", { method: "post", path: "/x", body: [Number.NaN] }, 'RequestExample, key "body[0]": expected a JSON value, got NaN (JSON has no NaN or Infinity)'],
    ["a Date in the body", { method: "post", path: "/x", body: { at: new Date(0) } }, 'RequestExample, key "body.at": expected a JSON value (plain object, array, string, number, boolean or null), got an instance of Date'],
    ["a lone surrogate in the body", { method: "post", path: "/x", body: { s: "\ud800" } }, 'RequestExample, key "body.s": expected valid Unicode text, got a string with a lone surrogate'],
    ["NUL in a string body", { method: "post", path: "/x", body: "a\u0000b" }, 'RequestExample, key "body": expected a string body without NUL characters (a shell argument cannot carry them)'],
    ["query that is not an object", { method: "get", path: "/x", query: "limit=3" }, 'RequestExample, key "query": expected an object of parameters, got "limit=3"'],
    ["function in the query", { method: "get", path: "/x", query: { f: () => 1 } }, 'RequestExample, key "query.f": expected a JSON value, got a function'],
    ["header name with a space", { method: "get", path: "/x", headers: { "X Bad": "1" } }, `RequestExample, key "headers[\\"X Bad\\"]": expected a header name made of letters, digits and !#$%&'*+-.^_\`|~ (no spaces, colons or line breaks), got "X Bad"`],
    ["header value with CR LF", { method: "get", path: "/x", headers: { "X-A": "1\r\nX-Evil: 2" } }, 'RequestExample, key "headers[\\"X-A\\"]": expected a header value without CR or LF (line breaks would inject headers)'],
    ["header value with NUL", { method: "get", path: "/x", headers: { "X-A": "1\u00002" } }, 'RequestExample, key "headers[\\"X-A\\"]": expected a header value without NUL characters'],
    ["non-ASCII header value", { method: "get", path: "/x", headers: { "X-Name": "José" } }, 'RequestExample, key "headers[\\"X-Name\\"]": expected an ASCII header value (encode other characters, for example with encodeURIComponent)'],
    ["number as header value", { method: "get", path: "/x", headers: { "X-N": 3 } }, 'RequestExample, key "headers[\\"X-N\\"]": expected a string header value, got 3'],
    ["clients that are not an array", { method: "get", path: "/x", clients: "curl" }, 'RequestExample, key "clients": expected an array of client tokens such as ["curl", "python"], got "curl"'],
    ["TRACE", { method: "trace", path: "/x" }, 'RequestExample, key "method": expected a verb that clients can send, got "TRACE" (fetch refuses it)'],
  ])("%s", (_, options, message) => {
    expect(thrown(() => RequestExample(options as unknown as RequestOptions)).message).toBe(message);
  });

  it("rejects options that are not an object", () => {
    expect(thrown(() => RequestExample(undefined as never)).message).toBe("RequestExample: expected an options object, got nothing");
  });
});
