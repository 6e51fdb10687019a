import { describe, expect, it } from "vitest";
import { thrown } from "./support/errors.ts";
import { Config, configure, defaultClients, getConfig, resetConfig, settle, snippets, type ApiClient } from "../src/index.ts";

const httpie: ApiClient = { label: "HTTPie", lexer: "shellscript", filename: "request.sh", template: (req) => `http ${req.method} ${req.urlWithQuery}\n` };

describe("configuration values have the specified defaults", () => {
  it("defaults the base URL to https://api.example.com and the auth header to null", () => {
    const config = new Config();
    expect(config.apiBaseUrl).toBe("https://api.example.com");
    expect(config.apiAuthHeader).toBeNull();
    expect(config.authHeader).toBeNull();
  });

  it("has the four default clients in the order curl, javascript, ruby, python", () => {
    expect(Object.keys(new Config().clients)).toEqual(["curl", "javascript", "ruby", "python"]);
    expect(new Config().clients.ruby).toBe(defaultClients.ruby);
  });

  it("percent-encodes path characters that curl and Ruby refuse raw", () => {
    const config = new Config();
    config.apiBaseUrl = "https://api.acme.test/v1/[x]|^/é";
    expect(config.apiBaseUrl).toBe("https://api.acme.test/v1/%5Bx%5D%7C%5E/%C3%A9");
  });

  it("drops a trailing slash from the base URL and keeps a path prefix", () => {
    const config = new Config();
    config.apiBaseUrl = "https://api.acme.test/v2/";
    expect(config.apiBaseUrl).toBe("https://api.acme.test/v2");
  });
});

describe("apiClients merges over the defaults through the clients getter", () => {
  it("is write only: the raw stored value is never read back", () => {
    const config = new Config();
    config.apiClients = { httpie };
    expect((config as unknown as { apiClients: unknown }).apiClients).toBeUndefined();
    expect(config.clients.httpie).toEqual(httpie);
  });

  it("appends one new client, giving five tabs, not one", () => {
    const config = new Config();
    config.apiClients = { httpie };
    expect(Object.keys(config.clients)).toEqual(["curl", "javascript", "ruby", "python", "httpie"]);
    expect(snippets({ method: "get", path: "/v1/customers" }, config)).toHaveLength(5);
  });

  it("lets a reused default token keep its slot and replace that tab", () => {
    const config = new Config();
    const myRuby = { ...httpie, label: "Ruby (Faraday)", lexer: "ruby" };
    config.apiClients = { zeta: httpie, ruby: myRuby };
    expect(Object.keys(config.clients)).toEqual(["curl", "javascript", "ruby", "python", "zeta"]);
    expect(config.clients.ruby!.label).toBe("Ruby (Faraday)");
  });

  it("appends new tokens in declaration order", () => {
    const config = new Config();
    config.apiClients = { b: httpie, a: httpie, c: httpie };
    expect(Object.keys(config.clients).slice(4)).toEqual(["b", "a", "c"]);
  });

  it("can never remove a default tab", () => {
    const config = new Config();
    config.apiClients = {};
    expect(Object.keys(config.clients)).toHaveLength(4);
    config.apiClients = { httpie };
    config.apiClients = {};
    expect(Object.keys(config.clients)).toEqual(["curl", "javascript", "ruby", "python"]);
  });

  it("returns a frozen map", () => {
    expect(Object.isFrozen(new Config().clients)).toBe(true);
  });
});

describe("configure sets the global configuration once for every endpoint", () => {
  it("applies the block to the global Config and returns it", () => {
    try {
      const returned = configure((config) => {
        config.apiBaseUrl = "https://global.example.test";
      });
      expect(returned).toBe(getConfig());
      expect(snippets({ method: "get", path: "/x", clients: ["curl"] })[0]!.code).toContain("https://global.example.test/x");
    } finally {
      resetConfig();
    }
  });

  it("keeps separate Config objects independent of the global one", () => {
    const a = new Config();
    const b = new Config();
    a.apiBaseUrl = "https://a.example.test";
    expect(b.apiBaseUrl).toBe("https://api.example.com");
    expect(getConfig().apiBaseUrl).toBe("https://api.example.com");
  });
});

describe("imageOrigins lists where description images may load from", () => {
  it("is empty by default, and keeps each origin once, normalized", () => {
    const config = new Config();
    expect(config.imageOrigins).toEqual([]);
    config.imageOrigins = ["https://CDN.acme.test/img/logo.png", "https://cdn.acme.test:443", "http://127.0.0.1:8080"];
    expect(config.imageOrigins).toEqual(["https://cdn.acme.test", "http://127.0.0.1:8080"]);
    expect(Object.isFrozen(config.imageOrigins)).toBe(true);
  });
});

describe("invalid configuration values throw at once, naming the value", () => {
  const cases: { name: string; set: (config: Config) => void; message: string }[] = [
    { name: "relative base URL", set: (c) => (c.apiBaseUrl = "/v1"), message: 'Config, key "apiBaseUrl": expected an absolute http or https URL such as "https://api.example.com", got "/v1"' },
    { name: "ftp base URL", set: (c) => (c.apiBaseUrl = "ftp://files.example.com"), message: 'Config, key "apiBaseUrl": expected an absolute http or https URL such as "https://api.example.com", got "ftp://files.example.com"' },
    { name: "javascript: base URL", set: (c) => (c.apiBaseUrl = "javascript:alert(1)"), message: 'Config, key "apiBaseUrl": expected an absolute http or https URL such as "https://api.example.com", got "javascript:alert(1)"' },
    { name: "base URL with a query", set: (c) => (c.apiBaseUrl = "https://api.example.com/?x=1"), message: 'Config, key "apiBaseUrl": expected a URL without query, fragment or credentials, got "https://api.example.com/?x=1"' },
    { name: "base URL that is not a string", set: (c) => (c.apiBaseUrl = 42 as never), message: 'Config, key "apiBaseUrl": expected an absolute http or https URL such as "https://api.example.com", got 42' },
    { name: "auth line without colon", set: (c) => (c.apiAuthHeader = "Bearer abc"), message: 'Config, key "apiAuthHeader": expected one header line "<Header-Name>: <value>", got "Bearer abc" (no colon)' },
    { name: "auth line with a bad name", set: (c) => (c.apiAuthHeader = "Auth Header: x"), message: `Config, key "apiAuthHeader": expected a header name made of letters, digits and !#$%&'*+-.^_\`|~ (no spaces, colons or line breaks), got "Auth Header"` },
    { name: "auth line with a line break", set: (c) => (c.apiAuthHeader = "Authorization: x\r\nX-Evil: 1"), message: 'Config, key "apiAuthHeader": expected a header value without CR or LF (line breaks would inject headers)' },
    { name: "auth line with an empty value", set: (c) => (c.apiAuthHeader = "Authorization:   "), message: 'Config, key "apiAuthHeader": expected a non-empty header value' },
    { name: "client without label", set: (c) => (c.apiClients = { x: { ...httpie, label: undefined as never } }), message: 'Config.apiClients["x"], key "label": expected a non-empty string, got nothing' },
    { name: "client without lexer", set: (c) => (c.apiClients = { x: { ...httpie, lexer: "" } }), message: 'Config.apiClients["x"], key "lexer": expected a Shiki language id such as "python", got ""' },
    { name: "client without template", set: (c) => (c.apiClients = { x: { label: "X", lexer: "x" } as never }), message: 'Config.apiClients["x"], key "template": expected a function (request) => string, got nothing' },
    { name: "client with a bad filename", set: (c) => (c.apiClients = { x: { ...httpie, filename: 3 as never } }), message: 'Config.apiClients["x"], key "filename": expected a string or a function (request) => string, got 3' },
    { name: "client token with a space", set: (c) => (c.apiClients = { "my client": httpie }), message: 'Config, key "apiClients": expected client tokens made of letters, digits, "-" and "_", starting with a letter, got "my client"' },
    { name: "clients that are not an object", set: (c) => (c.apiClients = [httpie] as never), message: 'Config, key "apiClients": expected an object of token to ApiClient, got an array' },
    { name: "an empty description path", set: (c) => (c.openapi = "  "), message: `Config, key "openapi": expected the path of an OpenAPI description, relative to the project's folder, got "  "` },
    { name: "a description path that is not a string", set: (c) => (c.openapi = 3 as never), message: `Config, key "openapi": expected the path of an OpenAPI description, relative to the project's folder, got 3` },
    { name: "an empty event API path", set: (c) => (c.asyncapi = ""), message: `Config, key "asyncapi": expected the path of an AsyncAPI document, relative to the project's folder, got ""` },
    { name: "image origins that are not an array", set: (c) => (c.imageOrigins = "https://cdn.acme.test" as never), message: 'Config, key "imageOrigins": expected an array of origins such as "https://cdn.example.com", got "https://cdn.acme.test"' },
    { name: "an image origin that is not a string", set: (c) => (c.imageOrigins = [null as never]), message: 'Config, key "imageOrigins[0]": expected an origin such as "https://cdn.example.com", got null' },
    { name: "a wildcard image origin", set: (c) => (c.imageOrigins = ["https://cdn.acme.test", "https://*"]), message: 'Config, key "imageOrigins[1]": expected an http or https origin such as "https://cdn.example.com", got "https://*": the host "*" is not made of letters, digits, "-" and "." nor an IPv4 address' },
    { name: "an image scheme alone", set: (c) => (c.imageOrigins = ["https:"]), message: 'Config, key "imageOrigins[0]": expected an http or https origin such as "https://cdn.example.com", got "https:": not an absolute URL' },
    { name: "an image origin with a directive", set: (c) => (c.imageOrigins = ["https://x;script-src"]), message: 'Config, key "imageOrigins[0]": expected an http or https origin such as "https://cdn.example.com", got "https://x;script-src": the host "x;script-src" is not made of letters, digits, "-" and "." nor an IPv4 address' },
    { name: "a data: image origin", set: (c) => (c.imageOrigins = ["data:"]), message: 'Config, key "imageOrigins[0]": expected an http or https origin such as "https://cdn.example.com", got "data:": the scheme "data:" is not http or https' },
  ];
  it.each(cases)("rejects $name", ({ set, message }) => {
    const config = new Config();
    expect(thrown(() => set(config)).message).toBe(message);
  });

  it("leaves the previous value in place when a new one is rejected", () => {
    const config = new Config();
    config.apiAuthHeader = "Authorization: Bearer <API_KEY>";
    expect(() => (config.apiAuthHeader = "nope")).toThrow();
    expect(config.apiAuthHeader).toBe("Authorization: Bearer <API_KEY>");
  });
});

describe("the auth line is split on its first colon", () => {
  it.each([
    ["Authorization: Bearer <API_KEY>", "Authorization", "Bearer <API_KEY>"],
    ["Authorization: Basic dXNlcjpwYXNz:extra", "Authorization", "Basic dXNlcjpwYXNz:extra"],
    ["X-Api-Key:sk_test_123", "X-Api-Key", "sk_test_123"],
  ])("%s", (line, name, value) => {
    const config = new Config();
    config.apiAuthHeader = line;
    expect(config.authHeader).toEqual({ name, value });
    config.apiAuthHeader = null;
    expect(config.authHeader).toBeNull();
  });
});

describe("settle: the command line, then the configuration, then the document, then the built-ins", () => {
  const client = (label: string): ApiClient => ({ label, lexer: "shellscript", template: () => `${label}\n` });

  it("orders the clients: the defaults, the configuration's, the command line's, the document's; a token takes the client of the highest layer that names it, in its first slot", () => {
    const config = new Config();
    config.apiClients = { httpie: client("mine httpie"), go: client("mine go") };
    const settings = settle(config, { commandLine: { apiClients: { go: client("flag go"), java: client("flag java") } }, document: { apiClients: { php: client("sample php"), httpie: client("sample httpie") } } });
    expect(Object.entries(settings.clients).map(([token, c]) => [token, c.label])).toEqual([
      ["curl", "curl"],
      ["javascript", "JavaScript"],
      ["ruby", "Ruby"],
      ["python", "Python"],
      ["httpie", "mine httpie"],
      ["go", "flag go"],
      ["java", "flag java"],
      ["php", "sample php"],
    ]);
  });

  it("takes the document's other servers only with its base URL, and never over a value the configuration set", () => {
    const document = { apiBaseUrl: "https://api.doc.test", apiServers: ["https://eu.doc.test"], apiAuthHeader: "X-Doc: <KEY>" };
    const plain = new Config();
    plain.apiServers = ["https://sandbox.mine.test"];
    expect(settle(plain, { document })).toMatchObject({ apiBaseUrl: "https://api.doc.test", apiServers: ["https://sandbox.mine.test", "https://eu.doc.test"], apiAuthHeader: "X-Doc: <KEY>" });
    const chosen = new Config();
    chosen.apiBaseUrl = "https://api.example.com";
    chosen.apiAuthHeader = null;
    expect(settle(chosen, { document })).toMatchObject({ apiBaseUrl: "https://api.example.com", apiServers: [], apiAuthHeader: null, authHeader: null });
    expect(settle(chosen, { commandLine: { tryIt: true }, document }).tryIt).toBe(true);
    expect(Object.isFrozen(settle(chosen))).toBe(true);
  });
});
