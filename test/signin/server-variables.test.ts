/**
 * Servers with variables, reached without a rebuild: the sources a page's policy admits for the
 * values a reader may give (every origin of the listed values, `*.` for a host label typed freely,
 * `:*` for a free port, nothing for a variable that could name any host), the check that keeps
 * anything else out of the policy, and the templates an imported description's consoles carry.
 * The console's fields are tested in Chromium (test/browser/server-variables.test.ts).
 */
import { describe, expect, it } from "vitest";
import { Config, importOpenApi, render, renderDocument } from "../../src/index.ts";
import type { ConsoleRequest } from "../../src/components/try-it.ts";
import { isPagePolicy, isPolicySource, pagePolicy } from "../../src/csp.ts";
import { fillTemplate, templateSources } from "../../src/server-variables.ts";
import { all, dom } from "../support/dom.ts";

const v = (defaults: Record<string, string | [string, ...string[]]>) =>
  Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, typeof value === "string" ? { default: value } : { default: value[0], enum: value }]));

describe("templateSources", () => {
  it.each([
    { template: "https://{tenant}.acme.test/v1", variables: v({ tenant: "demo" }), sources: ["https://*.acme.test"] },
    { template: "https://api.acme.test:{port}/{version}", variables: v({ port: "8443", version: ["v1", "v2"] }), sources: ["https://api.acme.test:*"] },
    { template: "https://{region}.acme.test/v1", variables: v({ region: ["eu", "us"] }), sources: ["https://eu.acme.test", "https://us.acme.test"] },
    { template: "{scheme}://api.acme.test:{port}", variables: v({ scheme: ["https", "http"], port: ["443", "8080"] }), sources: ["https://api.acme.test", "https://api.acme.test:8080", "http://api.acme.test:443", "http://api.acme.test:8080"] },
    { template: "https://{tenant}.{region}.acme.test", variables: v({ tenant: "demo", region: ["eu", "us"] }), sources: ["https://*.eu.acme.test", "https://*.us.acme.test"] },
    { template: "https://api-{env}.acme.test:{port}", variables: v({ env: "prod", port: "443" }), sources: ["https://*.acme.test:*"] },
    { template: "https://{host}/v1", variables: v({ host: "api.acme.test" }), sources: [] },
    { template: "https://{tenant}.test/v1", variables: v({ tenant: "acme" }), sources: [] },
    { template: "{scheme}://api.acme.test", variables: v({ scheme: "https" }), sources: [] },
    { template: "https://{a}{b}.acme.test", variables: v({ a: ["1", "2", "3", "4", "5", "6"], b: ["1", "2", "3", "4", "5", "6"] }), sources: [] },
    { template: "https://{region}.acme.test", variables: v({ region: ["eu", "bad host;script-src"] }), sources: ["https://eu.acme.test"] },
  ])("$template admits $sources", ({ template, variables, sources }) => {
    expect(templateSources({ template, variables })).toEqual(sources);
    for (const source of sources) expect(isPolicySource(source), source).toBe(true);
  });

  it("fills a template with the reader's values, else the defaults", () => {
    const server = { template: "https://{region}.acme.test:{port}/{version}", variables: v({ region: ["eu", "us"], port: "443", version: "v1" }) };
    expect(fillTemplate(server)).toBe("https://eu.acme.test:443/v1");
    expect(fillTemplate(server, { region: "us", version: "v2" })).toBe("https://us.acme.test:443/v2");
  });
});

describe("isPolicySource", () => {
  it.each(["https://*.acme.test", "https://*.acme.test:*", "http://localhost:*", "https://api.acme.test:8443", "https://api.acme.test"])("admits %s", (source) => {
    expect(isPolicySource(source)).toBe(true);
  });
  it.each(["*", "https://*", "https://*.test", "https://*.*.acme.test", "https://a.*.acme.test", "https://*.acme.test/v1", "https:", "https://*.acme.test:99999", "https://API.acme.test", "https://*.acme.test;script-src"])("refuses %s", (source) => {
    expect(isPolicySource(source)).toBe(false);
  });
  it("keeps what it refuses out of a page's policy, and refkit serve takes the policy it writes", () => {
    const policy = pagePolicy({ connect: ["https://api.acme.test", "https://*.acme.test:*", "https://*", "https://*.test"] });
    expect(policy).toBe("default-src 'self'; connect-src 'self' https://api.acme.test https://*.acme.test:* http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*");
    expect(isPagePolicy(policy)).toBe(true);
    expect(isPagePolicy("default-src 'self'; connect-src 'self' https://*.test")).toBe(false);
  });
});

/** The console requests of every page. */
async function consoles(pages: readonly Parameters<typeof render>[0][], config: Config): Promise<ConsoleRequest[]> {
  const found: ConsoleRequest[] = [];
  for (const page of pages) for (const button of all(dom(await render(page, { config })), "button.rk-try")) found.push(JSON.parse(button.getAttribute("data-rk-request")!) as ConsoleRequest);
  return found;
}

describe("an imported description's servers with variables", () => {
  it("reach its consoles as templates, and its pages' policy admits what a reader may fill in", async () => {
    const document = {
      openapi: "3.1.0",
      info: { title: "Tenants", version: "1" },
      servers: [
        { url: "https://{tenant}.acme.test:{port}/{version}", variables: { tenant: { default: "demo" }, port: { default: "443" }, version: { default: "v1", enum: ["v1", "v2"] } } },
        { url: "https://sandbox.acme.test/v1" },
      ],
      paths: { "/orders": { get: { operationId: "listOrders", responses: { "200": { description: "ok" } } } } },
    };
    const config = new Config();
    config.tryIt = true;
    const { pages } = importOpenApi(document, { config });
    const request = (await consoles(pages, config))[0]!;
    expect(request.base).toBe("https://demo.acme.test/v1");
    expect(request.templates).toEqual({ "https://demo.acme.test/v1": { template: "https://{tenant}.acme.test:{port}/{version}", variables: v({ tenant: "demo", port: "443", version: ["v1", "v2"] }) } });
    const policies = await Promise.all(pages.map(async (page) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(await renderDocument(page, { config }))![1]!));
    expect(policies.filter((policy) => policy.includes("connect-src"))).toEqual([expect.stringContaining("connect-src &#39;self&#39; https://*.acme.test:* https://demo.acme.test https://sandbox.acme.test http://localhost:*")]);
  });

  it("are not offered when the configuration chose the base URL", async () => {
    const config = new Config();
    config.tryIt = true;
    config.apiBaseUrl = "https://api.acme.test";
    const { pages } = importOpenApi({ openapi: "3.1.0", info: { title: "T", version: "1" }, servers: [{ url: "https://{tenant}.acme.test", variables: { tenant: { default: "demo" } } }], paths: { "/a": { get: { responses: { "200": { description: "ok" } } } } } }, { config });
    const request = (await consoles(pages, config))[0]!;
    expect(request.templates).toBeUndefined();
  });
});
