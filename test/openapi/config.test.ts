/**
 * What the document offers the settings: x-codeSamples as extra client tabs, security as the auth
 * line, servers as the base URL — each only where the configuration has not chosen, and never
 * written into the configuration.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { Config, importOpenApi, loadOpenApi, renderDocument, snippets, type OpenApiImport } from "../../src/index.ts";
import { all, one } from "../support/dom.ts";
import { childOf, doc31, fixture, importDoc, operationPages, rendered, requestOf, sectionOf, sectionsOf, tabsOf } from "./support.ts";

const ok = { "200": { description: "OK." } };
const defaults = ["curl", "javascript", "ruby", "python"];

describe("the import never writes into the configuration", () => {
  it("leaves a configuration exactly as the user set it, whatever the document offers", async () => {
    const document = await loadOpenApi(fixture("shop.yaml"));
    const empty = new Config();
    const mine = new Config();
    mine.apiServers = ["https://sandbox.mine.test"];
    mine.tryIt = true;
    mine.apiClients = { go: { label: "My Go", lexer: "go", template: () => "go\n" } };
    const before = [empty.chosen(), mine.chosen(), Object.keys(mine.clients)];
    const imports = [importOpenApi(document, { config: empty }), importOpenApi(document, { config: mine })];
    expect([empty.chosen(), mine.chosen(), Object.keys(mine.clients)]).toEqual(before);
    expect(empty.chosen()).toEqual({});
    expect([empty.apiBaseUrl, empty.apiAuthHeader, Object.keys(empty.clients)]).toEqual(["https://api.example.com", null, defaults]);
    // Each import's settings are its own: the document's defaults under each configuration.
    expect(imports.map(({ settings }) => [settings.apiBaseUrl, settings.apiServers, settings.tryIt, settings.clients.go!.label])).toEqual([
      ["https://eu.shop.test/v2", [], false, "Go"],
      ["https://eu.shop.test/v2", ["https://sandbox.mine.test"], true, "My Go"],
    ]);
    expect(Object.isFrozen(imports[0]!.settings)).toBe(true);
  });

  it("puts what the command line chose above the configuration", () => {
    const config = new Config();
    config.tryIt = false;
    const { settings } = importDoc(doc31({ "/a": { get: { responses: ok } } }), { config, commandLine: { tryIt: true } });
    expect(settings.tryIt).toBe(true);
    expect(config.tryIt).toBe(false);
  });
});

describe("x-codeSamples become extra tabs through one custom client per language", () => {
  let shop: OpenApiImport;
  beforeAll(async () => {
    shop = importDoc(await loadOpenApi(fixture("shop.yaml")));
  });

  it("registers one client per language, after the defaults, with the sample's label and a Shiki lexer", () => {
    const clients = shop.settings.clients;
    expect(Object.keys(clients)).toEqual([...defaults, "go", "csharp", "python-sample"]);
    expect(["go", "csharp", "python-sample"].map((token) => [clients[token]!.label, clients[token]!.lexer])).toEqual([
      ["Go", "go"],
      ["C# SDK", "csharp"],
      ["Python", "python"],
    ]);
  });

  it("shows an operation's samples after the default tabs, and no sample tab on other operations", async () => {
    expect(await tabsOf(sectionOf(shop.pages, "orders-create"), shop.settings)).toEqual([...defaults, "go", "csharp", "python-sample"]);
    expect(await tabsOf(sectionOf(shop.pages, "getOrder"), shop.settings)).toEqual([...defaults, "go"]);
    expect(await tabsOf(sectionOf(shop.pages, "listOrders"), shop.settings)).toEqual(defaults);
  });

  it("shows each operation's own source, highlighted with its lexer", async () => {
    const root = await rendered(childOf(sectionOf(shop.pages, "getOrder"), "request-example")!, shop.settings);
    const panel = one(root, '[role=tabpanel][data-rk-lang="go"]');
    expect(one(panel, "pre").getAttribute("data-rk-lexer")).toBe("go");
    expect(one(panel, "pre").textContent).toBe('order, err := client.Orders.Get(ctx, "ord_42")\n');
    expect(all(panel, "pre span").length).toBeGreaterThan(0);
    const create = snippets(requestOf(sectionOf(shop.pages, "orders-create")), shop.settings);
    expect(create.find((s) => s.token === "go")!.code).toBe("order, err := client.Orders.Create(ctx, params)\n");
  });

  it("accepts the x-code-samples spelling and maps common languages to tokens and lexers", () => {
    const langs = ["Node.js", "cURL", "C++", "Shell", "JavaScript", "PHP", "Objective-C", "F#", "1C"];
    const document = doc31({ "/a": { get: { "x-code-samples": langs.map((lang) => ({ lang, source: `${lang} source` })), responses: ok } } });
    const { settings: config } = importDoc(document);
    const added = Object.entries(config.clients).slice(4);
    expect(added.map(([token, client]) => [token, client.label, client.lexer])).toEqual([
      ["node-js", "Node.js", "javascript"],
      ["curl-sample", "cURL", "shellscript"],
      ["cpp", "C++", "cpp"],
      ["shell", "Shell", "shellscript"],
      ["javascript-sample", "JavaScript", "javascript"],
      ["php", "PHP", "php"],
      ["objective-c", "Objective-C", "objective-c"],
      ["fsharp", "F#", "fsharp"],
      ["lang-1c", "1C", "1c"],
    ]);
  });

  it("keeps the clients already configured, and their tokens", () => {
    const config = new Config();
    const httpie = { label: "HTTPie", lexer: "shellscript", template: () => "http\n" };
    const go = { label: "My Go", lexer: "go", template: () => "go\n" };
    config.apiClients = { httpie, go };
    const { pages, settings } = importOpenApi(doc31({ "/a": { get: { summary: "A", "x-codeSamples": [{ lang: "Go", source: "sample\n" }], responses: ok } }, "/b": { get: { summary: "B", responses: ok } } }), { config });
    expect(Object.keys(settings.clients)).toEqual([...defaults, "httpie", "go", "go-2"]);
    expect(settings.clients.go!.label).toBe("My Go");
    expect(Object.keys(config.clients), "the configuration is left as the user set it").toEqual([...defaults, "httpie", "go"]);
    expect(requestOf(sectionOf(pages, "A")).clients).toEqual([...defaults, "httpie", "go", "go-2"]);
    expect(requestOf(sectionOf(pages, "B")).clients).toEqual([...defaults, "httpie", "go"]);
  });

  it("adds no client, and lists no clients, for a document without samples", () => {
    const { pages, settings: config } = importDoc(doc31({ "/a": { get: { responses: ok } } }));
    expect(Object.keys(config.clients)).toEqual(defaults);
    expect(requestOf(sectionsOf(pages)[0]!).clients).toBeNull();
  });

  it("gives the same settings when a document is imported again with the same configuration, which stays as it was", async () => {
    const config = new Config();
    const document = await loadOpenApi(fixture("shop.yaml"));
    const first = importOpenApi(document, { config });
    const again = importOpenApi(document, { config });
    expect(Object.keys(again.settings.clients)).toEqual([...defaults, "go", "csharp", "python-sample"]);
    expect(Object.keys(first.settings.clients)).toEqual(Object.keys(again.settings.clients));
    expect(Object.keys(config.clients)).toEqual(defaults);
    expect(await tabsOf(sectionOf(again.pages, "getOrder"), again.settings)).toEqual([...defaults, "go"]);
    expect(await tabsOf(sectionOf(first.pages, "getOrder"), first.settings)).toEqual([...defaults, "go"]);
  });
});

describe("security becomes the auth line", () => {
  const withScheme = (scheme: Record<string, unknown>, where: "document" | "operation" = "document") =>
    doc31(
      { "/a": { get: { summary: "A", ...(where === "operation" ? { security: [{ s: [] }] } : {}), responses: ok } } },
      { ...(where === "document" ? { security: [{ s: [] }] } : {}), components: { securitySchemes: { s: scheme } } },
    );

  it.each([
    ["HTTP bearer", { type: "http", scheme: "bearer", bearerFormat: "JWT" }, "Authorization: Bearer <TOKEN>"],
    ["HTTP Bearer in any case", { type: "http", scheme: "Bearer" }, "Authorization: Bearer <TOKEN>"],
    ["HTTP basic", { type: "http", scheme: "basic" }, "Authorization: Basic <CREDENTIALS>"],
    ["HTTP digest", { type: "http", scheme: "digest" }, "Authorization: Digest <CREDENTIALS>"],
    ["an API key in a header", { type: "apiKey", in: "header", name: "X-Api-Key" }, "X-Api-Key: <API_KEY>"],
    ["OAuth 2", { type: "oauth2", flows: {} }, "Authorization: Bearer <TOKEN>"],
    ["OpenID Connect", { type: "openIdConnect", openIdConnectUrl: "https://id.test/.well-known/openid-configuration" }, "Authorization: Bearer <TOKEN>"],
  ])("%s", (_, scheme, line) => {
    expect(importDoc(withScheme(scheme)).settings.apiAuthHeader).toBe(line);
    expect(importDoc(withScheme(scheme, "operation")).settings.apiAuthHeader).toBe(line);
  });

  it("sends an API key in the query as a query parameter", () => {
    const { pages, settings: config } = importDoc(withScheme({ type: "apiKey", in: "query", name: "key" }));
    expect(config.apiAuthHeader).toBeNull();
    expect(requestOf(sectionsOf(pages)[0]!).query).toEqual({ key: "<API_KEY>" });
  });

  it("skips an API key in a cookie with a warning", () => {
    const { settings: config, warnings } = importDoc(withScheme({ type: "apiKey", in: "cookie", name: "sid" }));
    expect(config.apiAuthHeader).toBeNull();
    expect(warnings).toEqual(["#/components/securitySchemes/s: the API key goes in a cookie, which snippets do not send: left out of the examples"]);
  });

  it("puts the auth line in every snippet", async () => {
    const shop = importDoc(await loadOpenApi(fixture("shop.yaml")));
    for (const snippet of snippets(requestOf(sectionOf(shop.pages, "getOrder")), shop.settings).slice(0, 4)) expect(snippet.code).toContain("Bearer <TOKEN>");
  });

  it("keeps an auth line the configuration already has, and adds nothing per operation", () => {
    const config = new Config();
    config.apiAuthHeader = "Authorization: Token mine";
    const { pages } = importOpenApi(withScheme({ type: "apiKey", in: "query", name: "key" }), { config });
    expect(config.apiAuthHeader).toBe("Authorization: Token mine");
    expect(requestOf(sectionsOf(pages)[0]!).query).toEqual({});
  });

  it("sends another scheme's header on the operation that needs it", async () => {
    const library = importDoc(await loadOpenApi(fixture("library.json")));
    expect(library.settings.apiAuthHeader).toBe("X-Api-Key: <API_KEY>");
    const document = doc31(
      { "/a": { get: { summary: "A", responses: ok } }, "/b": { get: { summary: "B", security: [{ key: [] }], responses: ok } } },
      { security: [{}, { bearer: [] }], components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" }, key: { type: "apiKey", in: "header", name: "X-Key" } } } },
    );
    const { pages, settings: config } = importDoc(document);
    expect(config.apiAuthHeader).toBe("Authorization: Bearer <TOKEN>");
    expect(requestOf(sectionOf(pages, "A")).headers).toEqual({});
    expect(requestOf(sectionOf(pages, "B")).headers).toEqual({ "X-Key": "<API_KEY>" });
  });

  it("leaves a declared Authorization header parameter to the auth line", () => {
    const document = doc31(
      { "/a": { get: { parameters: [{ name: "Authorization", in: "header", required: true, schema: { type: "string" }, example: "Bearer real" }], responses: ok } } },
      { security: [{ s: [] }], components: { securitySchemes: { s: { type: "http", scheme: "bearer" } } } },
    );
    expect(requestOf(sectionsOf(importDoc(document).pages)[0]!).headers).toEqual({});
  });
});

describe("servers become the base URL", () => {
  const withServers = (servers: unknown[]) => doc31({ "/a": { get: { responses: ok } } }, { servers });

  it("takes the first server, its variables replaced by their defaults", async () => {
    expect((await loadOpenApi(fixture("shop.yaml")).then((d) => importDoc(d))).settings.apiBaseUrl).toBe("https://eu.shop.test/v2");
    expect(importDoc(withServers([{ url: "https://{env}.acme.test:{port}/" , variables: { env: { enum: ["prod", "dev"] }, port: { default: "8443" } } }, { url: "https://other.test" }])).settings.apiBaseUrl).toBe(
      "https://prod.acme.test:8443",
    );
  });

  it("offers the other servers to the request console, each resolved like the first; an unusable one is left out with a warning", () => {
    const { settings: config, warnings } = importDoc(
      withServers([{ url: "https://api.acme.test/v1" }, { url: "https://{region}.acme.test/v1", variables: { region: { default: "eu" } } }, { url: "/relative" }, { url: "https://sandbox.acme.test/v1/" }, { url: "https://api.acme.test/v1" }]),
    );
    expect(config.apiBaseUrl).toBe("https://api.acme.test/v1");
    expect(config.apiServers).toEqual(["https://eu.acme.test/v1", "https://sandbox.acme.test/v1", "https://api.acme.test/v1"]);
    expect(warnings).toEqual(['#/servers/2: the server URL "/relative" is relative: not offered by the request console']);
  });

  it("keeps the other servers the configuration lists, before the document's", () => {
    const config = new Config();
    config.apiServers = ["https://sandbox.mine.test"];
    const { warnings, settings } = importOpenApi(withServers([{ url: "https://api.acme.test" }, { url: "https://{region}.acme.test" }, { url: "https://eu.acme.test" }]), { config });
    expect(settings.apiBaseUrl).toBe("https://api.acme.test");
    expect(settings.apiServers).toEqual(["https://sandbox.mine.test", "https://eu.acme.test"]);
    expect([config.apiBaseUrl, config.apiServers]).toEqual(["https://api.example.com", ["https://sandbox.mine.test"]]);
    expect(warnings).toEqual(['#/servers/1: the server variable "region" has no default: not offered by the request console']);
  });

  it("keeps a base URL the configuration already has", () => {
    const config = new Config();
    config.apiBaseUrl = "https://mine.test";
    expect(importOpenApi(withServers([{ url: "https://api.acme.test" }, { url: "https://eu.acme.test" }]), { config }).settings).toMatchObject({ apiBaseUrl: "https://mine.test", apiServers: [] });
    expect(config.apiBaseUrl).toBe("https://mine.test");
  });

  it("keeps a base URL the configuration set to the built-in default's value: an explicit choice stands", () => {
    const config = new Config();
    config.apiBaseUrl = "https://api.example.com";
    config.apiAuthHeader = null;
    const document = doc31({ "/a": { get: { responses: ok } } }, { servers: [{ url: "https://api.acme.test" }], security: [{ s: [] }], components: { securitySchemes: { s: { type: "http", scheme: "bearer" } } } });
    const { settings, warnings } = importOpenApi(document, { config });
    expect([settings.apiBaseUrl, settings.apiAuthHeader, warnings]).toEqual(["https://api.example.com", null, []]);
    expect(config.chosen()).toEqual({ apiBaseUrl: "https://api.example.com", apiAuthHeader: null });
    // The same document with a configuration that chose nothing takes both from the document.
    expect(importOpenApi(document, { config: new Config() }).settings).toMatchObject({ apiBaseUrl: "https://api.acme.test", apiAuthHeader: "Authorization: Bearer <TOKEN>" });
  });

  it.each([
    ["a relative URL", { url: "/v1" }, '#/servers/0: the server URL "/v1" is relative: the base URL stays https://api.example.com (set apiBaseUrl in refkit.config.ts)'],
    ["a variable without default", { url: "https://{tenant}.acme.test", variables: {} }, '#/servers/0: the server variable "tenant" has no default: the base URL stays https://api.example.com'],
    ["a URL with a query", { url: "https://acme.test/?v=1" }, '#/servers/0/url: the base URL stays https://api.example.com: expected a URL without query, fragment or credentials, got "https://acme.test/?v=1"'],
    ["a URL that is not http", { url: "ftp://acme.test" }, '#/servers/0/url: the base URL stays https://api.example.com: expected an absolute http or https URL such as "https://api.example.com", got "ftp://acme.test"'],
  ])("keeps the default for %s, with a warning", (_, server, warning) => {
    const { settings: config, warnings } = importDoc(withServers([server]));
    expect(config.apiBaseUrl).toBe("https://api.example.com");
    expect(warnings).toEqual([warning]);
  });

  it("names, with the console on, each server URL that is no valid origin: the page's policy leaves it out, the snippets keep it", async () => {
    const hostile = doc31(
      { "/a": { get: { responses: ok, servers: [{ url: "https://{tenant}.acme.test", variables: { tenant: { default: "*" } } }] } }, "/b": { get: { responses: ok } } },
      { servers: [{ url: "https://*" }, { url: "https://x;script-src" }, { url: "https://sandbox.acme.test" }] },
    );
    expect(importDoc(hostile).warnings, "the console off: no policy to leave them out of").toEqual([]);
    const config = new Config();
    config.tryIt = true;
    const { warnings, pages, settings } = importOpenApi(hostile, { config });
    const left = "left out of the page's Content-Security-Policy, so the request console does not send to it";
    expect(warnings).toEqual([
      `#/servers/0/url: "https://*" is not a valid origin (the host "*" is not made of letters, digits, "-" and "." nor an IPv4 address): ${left}`,
      `#/servers/1/url: "https://x;script-src" is not a valid origin (the host "x;script-src" is not made of letters, digits, "-" and "." nor an IPv4 address): ${left}`,
      `#/paths/~1a/get/servers/0/url: "https://*.acme.test" is not a valid origin (the host "*.acme.test" is not made of letters, digits, "-" and "." nor an IPv4 address): ${left}`,
    ]);
    expect([settings.apiBaseUrl, settings.apiServers]).toEqual(["https://*", ["https://x;script-src", "https://sandbox.acme.test"]]);
    const policy = async (page: (typeof pages)[number]) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(await renderDocument(page, { config: settings }))![1];
    const [a, b] = operationPages(pages);
    // GET /a's console sends only to its own server, which is no valid origin: its page's policy lists none.
    expect(await policy(a!)).toBe("default-src &#39;self&#39;");
    // GET /b's sends to the document's servers: its page's policy lists the one valid origin.
    expect(await policy(b!)).toBe("default-src &#39;self&#39;; connect-src &#39;self&#39; https://sandbox.acme.test http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*");
  });

  it("keeps the default without a warning when there are no servers", () => {
    const { settings: config, warnings } = importDoc(withServers([]));
    expect([config.apiBaseUrl, warnings]).toEqual(["https://api.example.com", []]);
  });
});
