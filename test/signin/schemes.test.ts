/**
 * Security schemes as the console uses them: checked once whether the configuration or a
 * description declares them, carried to each example's console with the alternatives its request
 * accepts, and the endpoints a reader's browser fetches to sign in admitted by the page's policy.
 * The sign-in itself is tested in Chromium (test/browser/signin.test.ts).
 */
import { describe, expect, it } from "vitest";
import { Config, Endpoint, Page, RequestExample, Section, importOpenApi, render, renderDocument, type Node } from "../../src/index.ts";
import type { ConsoleRequest } from "../../src/components/try-it.ts";
import { checkSecurity, checkSecurityScheme, signInOrigins } from "../../src/security-schemes.ts";
import { all, dom } from "../support/dom.ts";
import { thrown } from "../support/errors.ts";

const where = { component: "Config", key: "securitySchemes.oauth" };
const oauth = {
  type: "oauth2",
  flows: {
    authorizationCode: { authorizationUrl: "https://auth.acme.test/authorize", tokenUrl: "https://auth.acme.test/token", scopes: { "read:pets": "Read pets", "write:pets": "Change pets" } },
    clientCredentials: { tokenUrl: "https://tokens.acme.test:8443/token", scopes: {} },
    deviceAuthorization: { deviceAuthorizationUrl: "https://auth.acme.test/device", tokenUrl: "https://auth.acme.test/token", scopes: {} },
    implicit: { authorizationUrl: "https://auth.acme.test/authorize", scopes: {} },
  },
};

describe("checkSecurityScheme", () => {
  it("keeps what the console uses of each kind of scheme", () => {
    expect(checkSecurityScheme({ type: "apiKey", in: "header", name: "X-Api-Key", description: "yours" }, where)).toEqual({ type: "apiKey", in: "header", name: "X-Api-Key" });
    expect(checkSecurityScheme({ type: "apiKey", in: "query", name: "api key" }, where)).toEqual({ type: "apiKey", in: "query", name: "api key" });
    expect(checkSecurityScheme({ type: "http", scheme: "Basic" }, where)).toEqual({ type: "http", scheme: "basic" });
    expect(checkSecurityScheme({ type: "openIdConnect", openIdConnectUrl: "https://auth.acme.test/.well-known/openid-configuration" }, where)).toEqual({ type: "openIdConnect", openIdConnectUrl: "https://auth.acme.test/.well-known/openid-configuration" });
    const flows = (checkSecurityScheme(oauth, where) as { flows: object }).flows;
    expect(Object.keys(flows), "in the order the console offers them: the implicit flow (which OAuth 2.1 drops) last").toEqual(["authorizationCode", "deviceAuthorization", "clientCredentials", "implicit"]);
    expect((flows as { implicit: object }).implicit, "no token endpoint").toEqual({ authorizationUrl: "https://auth.acme.test/authorize", scopes: {} });
    expect(flows).toMatchObject({ authorizationCode: { scopes: { "read:pets": "Read pets" } }, deviceAuthorization: { deviceAuthorizationUrl: "https://auth.acme.test/device" } });
  });

  it("refuses an endpoint a reader's browser must not be sent to, naming its key", () => {
    const hostile = ["javascript:alert(1)", "/relative/token", "https://*.acme.test/token", "https://a.test;script-src *", "https://user:pw@auth.acme.test/token", 42];
    for (const url of hostile) {
      const error = thrown(() => checkSecurityScheme({ type: "oauth2", flows: { authorizationCode: { authorizationUrl: url, tokenUrl: "https://auth.acme.test/token" } } }, where));
      expect(error.key, String(url)).toBe("securitySchemes.oauth.flows.authorizationCode.authorizationUrl");
      expect(error.message).toMatch(/expected an absolute http or https URL/);
    }
    expect(thrown(() => checkSecurityScheme({ type: "openIdConnect", openIdConnectUrl: "data:text/html,x" }, where)).key).toBe("securitySchemes.oauth.openIdConnectUrl");
  });

  it("refuses a scope a token request could not carry, a header name no client sends, an unknown type", () => {
    expect(thrown(() => checkSecurityScheme({ type: "oauth2", flows: { clientCredentials: { tokenUrl: "https://a.test/t", scopes: { "read pets": "" } } } }, where)).key).toBe("securitySchemes.oauth.flows.clientCredentials.scopes.read pets");
    expect(thrown(() => checkSecurityScheme({ type: "apiKey", in: "header", name: "X-Key\r\nInjected: 1" }, where)).key).toBe("securitySchemes.oauth.name");
    expect(thrown(() => checkSecurityScheme({ type: "apiKey", in: "body", name: "key" }, where)).key).toBe("securitySchemes.oauth.in");
    expect(thrown(() => checkSecurityScheme({ type: "magic" }, where)).message).toMatch(/expected "apiKey", "http", "oauth2", "openIdConnect" or "mutualTLS", got "magic"/);
  });

  it("reads requirements as OpenAPI writes them, and names the entry at fault", () => {
    expect(checkSecurity([{ oauth: ["read:pets"] }, {}], { component: "Config", key: "security" })).toEqual([{ oauth: ["read:pets"] }, {}]);
    expect(thrown(() => checkSecurity([{ oauth: "read" }], { component: "Config", key: "security" })).key).toBe("security[0].oauth");
    expect(thrown(() => checkSecurity({ oauth: [] }, { component: "Config", key: "security" })).message).toMatch(/expected an array of security requirements/);
  });

  it("gives the origins a browser fetches to sign in, never the authorization page's", () => {
    expect(signInOrigins([checkSecurityScheme(oauth, where), checkSecurityScheme({ type: "openIdConnect", openIdConnectUrl: "https://id.acme.test/.well-known/openid-configuration" }, where)])).toEqual([
      "https://auth.acme.test",
      "https://tokens.acme.test:8443",
      "https://id.acme.test",
    ]);
  });
});

function config(): Config {
  const config = new Config();
  config.apiBaseUrl = "https://api.acme.test/v1";
  config.tryIt = true;
  config.securitySchemes = { oauth: oauth as never, apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" }, basic: { type: "http", scheme: "basic" } };
  config.security = [{ apiKey: [] }];
  return config;
}

const requests = async (node: Node, settings = config()) => all(dom(await render(node, { config: settings })), "button.rk-try").map((button) => JSON.parse(button.getAttribute("data-rk-request")!) as ConsoleRequest);

describe("a hand-written reference's consoles", () => {
  it("ask for what each request accepts: its own security, else the configuration's", async () => {
    const [own, inherited, none] = await requests(
      Section(
        "Pets",
        {},
        RequestExample({ method: "get", path: "/pets", security: [{ oauth: ["read:pets"] }, { apiKey: [], basic: [] }] }),
        RequestExample({ method: "get", path: "/stores" }),
        RequestExample({ method: "get", path: "/health", auth: false }),
      ),
    );
    expect(own!.security).toEqual({ alternatives: [{ oauth: ["read:pets"] }, { apiKey: [], basic: [] }], schemes: { oauth: checkSecurityScheme(oauth, where), apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" }, basic: { type: "http", scheme: "basic" } } });
    expect(own!.auth, "the schemes' fields stand for the auth line's").toBeUndefined();
    expect(inherited!.security).toEqual({ alternatives: [{ apiKey: [] }], schemes: { apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" } } });
    expect(none!.security).toBeUndefined();
  });

  it("leave out an alternative naming a scheme nobody declared, and ask for nothing when none is left", async () => {
    const [some, nothing] = await requests(Section("Pets", {}, RequestExample({ method: "get", path: "/a", security: [{ ghost: [] }, { apiKey: [] }] }), RequestExample({ method: "get", path: "/b", security: [{ ghost: [] }] })));
    expect(some!.security!.alternatives).toEqual([{ apiKey: [] }]);
    expect(nothing!.security).toBeUndefined();
  });

  it("let the page's policy reach the token endpoints of the schemes on the page, and only those", async () => {
    class Shop extends Page {
      readonly title = "Pets";
      sections(): Node[] {
        return [Section("Pets", { description: Endpoint("get", "/pets") }, RequestExample({ method: "get", path: "/pets", security: [{ oauth: [] }] }))];
      }
    }
    const page = await renderDocument(new Shop(), { config: config() });
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(page)![1]!;
    expect(policy).toContain("connect-src &#39;self&#39; https://api.acme.test https://auth.acme.test https://tokens.acme.test:8443 ");
    const apiKeyOnly = config();
    apiKeyOnly.security = [{ apiKey: [] }];
    class Plain extends Shop {
      override sections(): Node[] {
        return [Section("Pets", {}, RequestExample({ method: "get", path: "/pets" }))];
      }
    }
    expect(await renderDocument(new Plain(), { config: apiKeyOnly })).not.toContain("auth.acme.test");
  });

  it("refuse a request's security that is not a list of requirements, naming the component", () => {
    const error = thrown(() => RequestExample({ method: "get", path: "/a", security: { oauth: [] } as never }));
    expect([error.component, error.key]).toEqual(["RequestExample", "security"]);
  });
});

describe("an imported description's consoles", () => {
  const document = {
    openapi: "3.1.0",
    info: { title: "Pets", version: "1" },
    servers: [{ url: "https://api.acme.test" }],
    security: [{ key: [] }],
    components: {
      securitySchemes: {
        key: { type: "apiKey", in: "query", name: "api_key" },
        oidc: { type: "openIdConnect", openIdConnectUrl: "https://id.acme.test/.well-known/openid-configuration" },
        broken: { type: "oauth2", flows: { clientCredentials: { tokenUrl: "https://*.acme.test/token", scopes: {} }, password: { tokenUrl: "/oauth/token", scopes: {} } } },
      },
    },
    paths: {
      "/pets": { get: { operationId: "listPets", security: [{ oidc: ["pets"] }, { key: [] }], responses: { "200": { description: "ok" } } } },
      "/stores": { get: { operationId: "listStores", responses: { "200": { description: "ok" } } } },
      "/health": { get: { operationId: "health", security: [{}], responses: { "200": { description: "ok" } } } },
      "/token": { get: { operationId: "legacy", security: [{ broken: [] }], responses: { "200": { description: "ok" } } } },
    },
  };

  it("carry each operation's alternatives with the document's schemes, and say which flow the console cannot run", async () => {
    const settings = new Config();
    settings.tryIt = true;
    const { pages, warnings } = importOpenApi(document, { config: settings });
    const found: Record<string, ConsoleRequest | undefined> = {};
    for (const page of pages) {
      for (const button of all(dom(await render(page, { config: settings })), "button.rk-try")) {
        const request = JSON.parse(button.getAttribute("data-rk-request")!) as ConsoleRequest;
        found[request.path] = request;
      }
    }
    expect(found["/pets"]!.security).toEqual({
      alternatives: [{ oidc: ["pets"] }, { key: [] }],
      schemes: { oidc: { type: "openIdConnect", openIdConnectUrl: "https://id.acme.test/.well-known/openid-configuration" }, key: { type: "apiKey", in: "query", name: "api_key" } },
    });
    expect(found["/stores"]!.security!.alternatives).toEqual([{ key: [] }]);
    expect(found["/health"]!.security).toBeUndefined();
    // A flow it cannot use is left out, and said; a relative URL is resolved against the first server (OpenAPI 3.1).
    expect(found["/token"]!.security!.schemes).toEqual({ broken: { type: "oauth2", flows: { password: { tokenUrl: "https://api.acme.test/oauth/token", scopes: {} } } } });
    expect(warnings.filter((w) => w.includes("securitySchemes/broken"))).toEqual([
      expect.stringMatching(/^#\/components\/securitySchemes\/broken\/flows\/clientCredentials\/tokenUrl: expected an absolute http or https URL .*: the request console does not offer this flow$/),
    ]);
  });
});
