/**
 * The request console's build side (config.tryIt): the setting and its checks, the "Try it"
 * button and the request it carries, the page's policy that lets the console reach the API, the
 * served header that says the same, and the module shipped only when the console is on. What the
 * console sends is tested in Chromium (test/browser/try-it.test.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Config, Endpoint, Page, RequestExample, renderDocument, Section, render, type Node } from "../src/index.ts";
import { credentialParts, type ConsoleRequest } from "../src/components/try-it.ts";
import { buildSite } from "../src/site/build.ts";
import { serveSite } from "../src/site/serve.ts";
import { all, dom } from "./support/dom.ts";
import { thrown } from "./support/errors.ts";

const work = mkdtempSync(join(tmpdir(), "refkit-try-it-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function config(tryIt: boolean): Config {
  const config = new Config();
  config.apiBaseUrl = "https://api.acme.test/v1";
  config.apiAuthHeader = "Authorization: Bearer <API_KEY>";
  config.tryIt = tryIt;
  return config;
}

async function requests(node: Node, on = true): Promise<ConsoleRequest[]> {
  return all(dom(await render(node, { config: config(on) })), "button.rk-try").map((button) => JSON.parse(button.getAttribute("data-rk-request")!) as ConsoleRequest);
}

describe("config.tryIt and RequestExample's tryIt", () => {
  it("is off by default and takes only a boolean", () => {
    expect(new Config().tryIt).toBe(false);
    const error = thrown(() => {
      (new Config() as { tryIt: unknown }).tryIt = "yes";
    });
    expect(error.key).toBe("tryIt");
    expect(error.message).toContain('expected true or false, got "yes"');
    expect(thrown(() => RequestExample({ method: "get", path: "/x", tryIt: 1 as unknown as boolean })).key).toBe("tryIt");
  });

  it("gives each request example a Try it button when on, and none when off or opted out", async () => {
    const example = RequestExample({ method: "get", path: "/customers" });
    expect(await requests(example, false)).toEqual([]);
    expect(await requests(example)).toHaveLength(1);
    expect(await requests(RequestExample({ method: "get", path: "/customers", tryIt: false }))).toEqual([]);
    expect(await requests(RequestExample({ method: "get", path: "/customers", clients: [] })), "no snippet, no console").toEqual([]);
    const html = await render(example, { config: config(true) });
    expect(html).toContain('<button type="button" class="rk-try" aria-expanded="false"');
    expect(dom(html).querySelector("button.rk-try")!.textContent).toBe("Try it");
  });
});

describe("config.apiServers", () => {
  it("takes base URLs, checked and normalized like apiBaseUrl, each once", () => {
    const config = new Config();
    config.apiServers = ["https://sandbox.acme.test/v1/", "https://sandbox.acme.test/v1"];
    expect(config.apiServers).toEqual(["https://sandbox.acme.test/v1"]);
    expect(thrown(() => (config.apiServers = ["https://a.test", "ftp://b.test"])).key).toBe("apiServers[1]");
    expect(thrown(() => (config.apiServers = "https://a.test" as unknown as string[])).key).toBe("apiServers");
    expect(config.apiServers, "unchanged by a refused value").toEqual(["https://sandbox.acme.test/v1"]);
  });

  it("are offered by the console beside the base URL, and let into the page's policy; an example's own base URL stands alone", async () => {
    const withServers = config(true);
    withServers.apiServers = ["https://sandbox.acme.test/v1", "https://api.acme.test/v1"];
    const [request] = all(dom(await render(RequestExample({ method: "get", path: "/x" }), { config: withServers })), "button.rk-try").map((button) => JSON.parse(button.getAttribute("data-rk-request")!) as ConsoleRequest);
    expect([request!.base, request!.servers]).toEqual(["https://api.acme.test/v1", ["https://api.acme.test/v1", "https://sandbox.acme.test/v1"]]);
    const page = await renderDocument(new Shop(), { config: withServers });
    expect(page).toContain("connect-src &#39;self&#39; https://api.acme.test https://files.acme.test:8443 https://sandbox.acme.test");
    const [own] = all(dom(await render(RequestExample({ method: "get", path: "/x", baseUrl: "https://own.test" }), { config: withServers })), "button.rk-try").map((button) => JSON.parse(button.getAttribute("data-rk-request")!) as ConsoleRequest);
    expect([own!.base, own!.servers]).toEqual(["https://own.test", undefined]);
  });
});

describe("the request the button carries", () => {
  it("is the snippets' request: encoded path, flattened query, every header in order, the credential's header named", async () => {
    const [request] = await requests(
      RequestExample({ method: "post", path: "/customers/café", query: { tag: ["a b", "c"], filter: { status: "open" } }, headers: { "Idempotency-Key": "k1" }, body: { email: "jenny@example.com" } }),
    );
    expect(request).toEqual({
      method: "POST",
      base: "https://api.acme.test/v1",
      path: "/customers/caf%C3%A9",
      query: [["tag", "a b"], ["tag", "c"], ["filter[status]", "open"]],
      headers: [["Content-Type", "application/json"], ["Authorization", "Bearer <API_KEY>"], ["Idempotency-Key", "k1"]],
      auth: "Authorization",
      credential: { prefix: "Bearer ", placeholder: "<API_KEY>", suffix: "" },
      body: { kind: "json", text: JSON.stringify({ email: "jenny@example.com" }, null, 2) },
      personal: expect.any(Object),
    });
    // What the reader's browser writes the snippets again from: the declaration, the settings it inherits, the shipped clients' tabs.
    expect(request!.personal).toEqual({
      declaration: { method: "POST", path: "/customers/café", body: { email: "jenny@example.com" }, query: { tag: ["a b", "c"], filter: { status: "open" } }, headers: { "Idempotency-Key": "k1" }, clients: null },
      base: { apiBaseUrl: "https://api.acme.test/v1", authHeader: { name: "Authorization", value: "Bearer <API_KEY>" } },
      tokens: ["curl", "javascript", "ruby", "python"],
    });
  });

  it.each([
    { value: "Bearer <API_KEY>", parts: { prefix: "Bearer ", placeholder: "<API_KEY>", suffix: "" } },
    { value: "Basic <CREDENTIALS>", parts: { prefix: "Basic ", placeholder: "<CREDENTIALS>", suffix: "" } },
    { value: "<API_KEY>", parts: { prefix: "", placeholder: "<API_KEY>", suffix: "" } },
    { value: 'Token token="<KEY>"', parts: { prefix: 'Token token="', placeholder: "<KEY>", suffix: '"' } },
    { value: "Bearer sk_test_123", parts: { prefix: "Bearer ", placeholder: "sk_test_123", suffix: "" } },
    { value: "sk_test_123", parts: { prefix: "", placeholder: "sk_test_123", suffix: "" } },
  ])("splits the auth value $value around the secret the console asks for, so that it adds the scheme itself", ({ value, parts }) => {
    expect(credentialParts(value)).toEqual(parts);
    expect(parts.prefix + parts.placeholder + parts.suffix, "the snippets' value, put back together").toBe(value);
  });

  it("carries the configured auth line's parts for an API key header too", async () => {
    const key = config(true);
    key.apiAuthHeader = "X-Api-Key: <API_KEY>";
    const [request] = all(dom(await render(RequestExample({ method: "get", path: "/x" }), { config: key })), "button.rk-try").map((button) => JSON.parse(button.getAttribute("data-rk-request")!) as ConsoleRequest);
    expect([request!.auth, request!.credential]).toEqual(["X-Api-Key", { prefix: "", placeholder: "<API_KEY>", suffix: "" }]);
  });

  it("names no credential when the example sends no auth line or its own header of that name", async () => {
    const [none] = await requests(RequestExample({ method: "get", path: "/health", auth: false }));
    expect(none!.auth).toBeUndefined();
    expect(none!.credential).toBeUndefined();
    expect(none!.headers).toEqual([["Content-Type", "application/json"]]);
    const [own] = await requests(RequestExample({ method: "get", path: "/x", headers: { authorization: "Basic abc" } }));
    expect(own!.auth).toBeUndefined();
    expect(own!.headers).toContainEqual(["authorization", "Basic abc"]);
  });

  it("carries form, multipart, file and text bodies, and a base URL of the example's own", async () => {
    const [form] = await requests(RequestExample({ method: "post", path: "/f", form: { name: "Jenny Rosen", tags: ["a", "b"], meta: { "note 1": "x" } } }));
    // The names also as the curl snippet writes them (the console encodes the values it sends).
    expect(form!.body).toEqual({ kind: "form", pairs: [["name", "Jenny Rosen"], ["tags", "a"], ["tags", "b"], ["meta[note 1]", "x"]], names: ["name", "tags", "tags", "meta[note%201]"] });
    const [multipart] = await requests(RequestExample({ method: "post", path: "/m", multipart: { purpose: "avatar", file: { file: "./img/a.png", contentType: "image/png" } } }));
    expect(multipart!.body).toEqual({ kind: "multipart", parts: [{ name: "purpose", value: "avatar" }, { name: "file", file: "./img/a.png", filename: "a.png", type: "image/png" }] });
    const [file] = await requests(RequestExample({ method: "put", path: "/b", bodyFile: { path: "data.csv", contentType: "text/csv" }, baseUrl: "https://uploads.acme.test" }));
    expect(file!.body).toEqual({ kind: "file", file: "data.csv", type: "text/csv" });
    expect(file!.base).toBe("https://uploads.acme.test");
    const [text] = await requests(RequestExample({ method: "post", path: "/t", body: "a 'raw' \"text\" <body>" }));
    expect(text!.body).toEqual({ kind: "text", text: "a 'raw' \"text\" <body>" });
  });
});

class Shop extends Page {
  readonly title = "Shop";
  sections(): Node[] {
    return [
      Section("List orders", { description: Endpoint("get", "/orders") }, RequestExample({ method: "get", path: "/orders" })),
      Section("Upload", { description: Endpoint("post", "/files") }, RequestExample({ method: "post", path: "/files", baseUrl: "https://files.acme.test:8443", body: {} })),
      Section("Local only", {}, RequestExample({ method: "get", path: "/x", baseUrl: "http://127.0.0.1:9", tryIt: false })),
    ];
  }
}

describe("the page's policy", () => {
  it("widens connect-src to the origins the page's consoles send to, in a meta before any script", async () => {
    const page = await renderDocument(new Shop(), { config: config(true) });
    const policy = `default-src &#39;self&#39;; connect-src &#39;self&#39; https://api.acme.test https://files.acme.test:8443 http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*`;
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="${policy}">`);
    // First in the head, before anything the page loads.
    expect(page).toMatch(/^<!doctype html>\n<html lang="en" data-rk-copied="Copied" data-rk-copy-manually="Press Ctrl\+C to copy">\n<head>\n<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" /);
    expect(page.match(/<meta http-equiv="Content-Security-Policy"[^>]*>/g), "one policy, without the opted-out example's origin").toHaveLength(1);
  });

  it("lists only valid origins: a base URL that is none is left out, and its console is told to refuse it", async () => {
    const hostile = config(true);
    hostile.apiServers = ["https://*", "https://x;script-src", "https://a,b", "https://sandbox.acme.test/v1"];
    const page = await renderDocument(new Shop(), { config: hostile });
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(page)![1]!.replaceAll("&#39;", "'");
    expect(policy).toBe("default-src 'self'; connect-src 'self' https://api.acme.test https://files.acme.test:8443 https://sandbox.acme.test http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*");
    const [request] = all(dom(await render(RequestExample({ method: "get", path: "/x" }), { config: hostile })), "button.rk-try").map((button) => JSON.parse(button.getAttribute("data-rk-request")!) as ConsoleRequest);
    expect(request!.servers, "still offered, as the snippets' reader sees them").toEqual(["https://api.acme.test/v1", "https://*", "https://x;script-src", "https://a,b", "https://sandbox.acme.test/v1"]);
    expect(request!.refused).toEqual(["https://*", "https://x;script-src", "https://a,b"]);
    const [own] = await requests(RequestExample({ method: "get", path: "/x", baseUrl: "https://*" }));
    expect([own!.base, own!.refused]).toEqual(["https://*", ["https://*"]]);
    expect((await requests(RequestExample({ method: "get", path: "/x" })))[0]!.refused, "nothing refused, no key").toBeUndefined();
  });

  it("is the strict one when the console is off: the page's own origin, images also from config.imageOrigins", async () => {
    const off = config(false);
    expect(await renderDocument(new Shop(), { config: off })).toContain(`<head>\n<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;">\n`);
    off.imageOrigins = ["https://cdn.acme.test/img/", "https://docs.acme.test:8443"];
    expect(await renderDocument(new Shop(), { config: off })).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; img-src &#39;self&#39; https://cdn.acme.test https://docs.acme.test:8443">`);
    off.tryIt = true;
    expect(await renderDocument(new Shop(), { config: off })).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; img-src &#39;self&#39; https://cdn.acme.test https://docs.acme.test:8443; connect-src &#39;self&#39; https://api.acme.test https://files.acme.test:8443 http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*">`,
    );
  });
});

describe("a site with the console", () => {
  async function project(name: string, configLine: string): Promise<string> {
    const root = join(work, name);
    await mkdir(join(root, "pages"), { recursive: true });
    writeFileSync(join(root, "refkit.config.ts"), `import { configure } from "refkit";\nconfigure((config) => {\n  config.apiBaseUrl = "http://127.0.0.1:5999";\n${configLine}\n});\n`);
    writeFileSync(
      join(root, "pages", "orders.ts"),
      `import { Page, Operation } from "refkit";\nexport default class Orders extends Page {\n  title = "Orders";\n  sections() {\n    return [Operation({ method: "get", path: "/orders/{id}", title: "Get an order", request: { params: { id: "ord_1" } } })];\n  }\n}\n`,
    );
    return root;
  }

  it("ships the console module only when the console is on, from the config or from the build option", async () => {
    const off = await project("off", "");
    await buildSite({ root: off, out: join(off, "site") });
    expect(readdirSync(join(off, "site", "assets"))).not.toContain("console.js");
    expect(readFileSync(join(off, "site", "orders.html"), "utf8")).not.toContain("rk-try");

    const fromConfig = await project("config", "  config.tryIt = true;");
    await buildSite({ root: fromConfig, out: join(fromConfig, "site") });
    expect(readdirSync(join(fromConfig, "site", "assets"))).toContain("console.js");

    const fromOption = await project("option", "");
    await buildSite({ root: fromOption, out: join(fromOption, "site"), tryIt: true });
    expect(readdirSync(join(fromOption, "site", "assets"))).toContain("console.js");
    expect(all(dom(readFileSync(join(fromOption, "site", "orders.html"), "utf8")), "button.rk-try")).toHaveLength(1);
  });

  it("warns about each base URL its policy leaves out, naming the configuration key or the page and section", async () => {
    const root = await project("hostile", '  config.apiServers = ["https://*", "https://sandbox.acme.test"];');
    writeFileSync(
      join(root, "pages", "uploads.ts"),
      `import { Page, RequestExample, Section } from "refkit";\nexport default class Uploads extends Page {\n  title = "Uploads";\n  sections() {\n    return [Section("Upload a file", {}, RequestExample({ method: "post", path: "/files", baseUrl: "https://x;script-src" }))];\n  }\n}\n`,
    );
    const lines: string[] = [];
    const build = (tryIt: boolean) => buildSite({ root, out: join(root, "site"), tryIt, logger: { info: (line) => lines.push(line) } });
    await build(false);
    expect(lines.filter((line) => line.startsWith("warning:")), "the console off: nothing to leave out").toEqual([]);
    await build(true);
    const left = "left out of the page's Content-Security-Policy, so the request console does not send to it";
    expect(lines.filter((line) => line.startsWith("warning:"))).toEqual([
      `warning: config.apiServers[0]: "https://*" is not a valid origin (the host "*" is not made of letters, digits, "-" and "." nor an IPv4 address): ${left}`,
      `warning: ${join(root, "pages", "uploads.ts")}, section "Upload a file", RequestExample baseUrl: "https://x;script-src" is not a valid origin (the host "x;script-src" is not made of letters, digits, "-" and "." nor an IPv4 address): ${left}`,
    ]);
    expect(readFileSync(join(root, "site", "orders.html"), "utf8")).toContain(`content="default-src &#39;self&#39;; connect-src &#39;self&#39; http://127.0.0.1:5999 https://sandbox.acme.test http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*"`);
    expect(readFileSync(join(root, "site", "uploads.html"), "utf8"), "its one console's server is none").not.toContain("connect-src");
  });

  it("is served with the page's own policy as its header, and the strict one for everything else", async () => {
    const root = await project("served", "  config.tryIt = true;");
    await buildSite({ root, out: join(root, "site") });
    const server = await serveSite({ dir: join(root, "site"), port: 0 });
    try {
      const address = server.address() as { port: number };
      const get = (path: string) => fetch(`http://127.0.0.1:${address.port}${path}`);
      expect((await get("/orders.html")).headers.get("content-security-policy")).toBe("default-src 'self'; connect-src 'self' http://127.0.0.1:5999 http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*");
      expect((await get("/assets/refkit.css")).headers.get("content-security-policy")).toBe("default-src 'self'");
      expect((await get("/all-endpoints.html")).headers.get("content-security-policy"), "a page without consoles").toBe("default-src 'self'");
      // A page whose declared policy refkit would not write gets the strict one.
      const declaring = (policy: string) => `<!doctype html>\n<html lang="en" data-rk-copied="Copied" data-rk-copy-manually="Press Ctrl+C to copy">\n<head>\n<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll("'", "&#39;")}">\n`;
      writeFileSync(join(root, "site", "wild.html"), declaring("default-src 'self'; connect-src 'self' https://*"));
      writeFileSync(join(root, "site", "script.html"), declaring("default-src 'self'; connect-src 'self' https://x; script-src 'unsafe-inline'"));
      for (const path of ["/wild.html", "/script.html"]) expect((await get(path)).headers.get("content-security-policy"), path).toBe("default-src 'self'");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
