/**
 * The request console in Chromium, under `refkit serve`'s policy: each request sent from the
 * console arrives at the local recording server exactly as the curl snippet's does for the same
 * values (JSON, query, form, multipart with a file, the credential typed into its field); an
 * error status is shown with its body; an origin the API does not allow gets a message that says
 * what the API must allow; the credential stays in sessionStorage, out of every address and
 * attribute, and the page's snippets carry it (personalised); without JavaScript nothing of the console shows; no CSP violation or console error.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { execute, expectExactRequest } from "../support/execute.ts";
import { disposition, expectedRequest, expectSent, parseMultipart, type Declaration } from "../support/expected-request.ts";
import { startServer, type ReceivedRequest, type RecordingServer } from "../support/server.ts";
import { Harness, serveProject, skipBrowser, watchProblems, type Problems, type ServedSite } from "./support.ts";

const configured = "Authorization: Bearer <API_KEY>";
const avatar = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10, 0x22]);

/** The requests of the page, each a section of its own, by run (the recorder files each under its run). */
const cases = {
  json: { title: "Create a customer", declaration: { auth: configured, basePath: "", options: { method: "post", path: "/v1/customers", headers: { "Idempotency-Key": "key 1 'quoted' \"x\"" }, body: { email: "jenny@example.com", name: 'Jenny "J" Rosén', tags: ["a", "b"], address: { line1: "1 Main St" }, active: true, limit: 3 } } } },
  query: { title: "Get a customer", endpoint: "/v1/customers/{id}", declaration: { auth: configured, basePath: "", options: { method: "get", path: "/v1/customers/caf%C3%A9%20au%20lait", query: { limit: 3, tag: ["a b", "ü&=+"], filter: { status: "open" }, empty: null } } } },
  form: { title: "Create a token", declaration: { auth: configured, basePath: "", options: { method: "post", path: "/v1/tokens", form: { name: "Jenny Rosen", "a&b": "c=d+e ü", tags: ["x", "y"], metadata: { "note 1": "a*b~c (d)!" } } } } },
  multipart: { title: "Upload a file", declaration: { auth: configured, basePath: "", options: { method: "post", path: "/v1/files", multipart: { purpose: "avatar\nsecond line", file: { file: "avatar.png", contentType: "image/png" } } }, files: { "avatar.png": avatar } } },
  auth: { title: "Retrieve the account", declaration: { auth: configured, basePath: "", options: { method: "get", path: "/v1/account" } } },
  missing: { title: "Retrieve a missing thing", declaration: { auth: configured, basePath: "", options: { method: "get", path: "/v1/missing" } } },
  refused: { title: "Delete a customer", declaration: { auth: configured, basePath: "", options: { method: "delete", path: "/v1/customers/cus_1" } } },
} satisfies Record<string, { title: string; endpoint?: string; declaration: Declaration }>;
type CaseName = keyof typeof cases;

/** The credential the reader types for the "auth" case: the token alone, as an API's dashboard gives it. */
const credential = "sk_test_Zx9 'secret' \"value\"";

/** Sites whose auth line has another scheme, each with one example that sends to its own run. */
const schemes = {
  basic: { auth: "Authorization: Basic <CREDENTIALS>", title: "Basic" },
  key: { auth: "X-Api-Key: <API_KEY>", title: "Key" },
} as const;

function pageSource(server: RecordingServer): string {
  const sections = Object.entries(cases).map(([run, { title, declaration, ...rest }]) => {
    const endpoint = "endpoint" in rest ? rest.endpoint : declaration.options.path;
    const options = { ...declaration.options, baseUrl: server.baseUrlFor(run) };
    return `Section(${JSON.stringify(title)}, { description: Endpoint(${JSON.stringify(declaration.options.method)}, ${JSON.stringify(endpoint)}) }, RequestExample(${JSON.stringify(options)}))`;
  });
  return `import { Endpoint, Page, RequestExample, Section } from "refkit";
export default class Console extends Page {
  title = "Console";
  sections() {
    return [${sections.join(",\n      ")}, Section("Not tried", {}, RequestExample({ method: "get", path: "/v1/never", tryIt: false })), Section("Ping", { description: Endpoint("get", "/v1/ping") }, RequestExample({ method: "get", path: "/v1/ping", auth: false }))];
  }
}
`;
}

describe.skipIf(skipBrowser)("the request console in Chromium", () => {
  const harness = new Harness();
  let work: string;
  let server: RecordingServer;
  let site: ServedSite;
  /** The same site from a second origin, which the API does not allow. */
  let otherOrigin: string;
  /** The sites of the other schemes (see `schemes`). */
  const schemeSites: Partial<Record<keyof typeof schemes, ServedSite>> = {};

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-console-"));
    await mkdir(join(work, "pages"));
    // The site's origin is known once it is served; the recorder must know it first: a fixed
    // list is filled in after, since the recorder reads it at each request.
    const allowed: string[] = [];
    server = await startServer({ allowOrigins: allowed, status: (run) => (run === "missing" ? 404 : 200) });
    await writeFile(join(work, "refkit.config.ts"), `import { configure } from "refkit";\nconfigure((config) => {\n  config.apiBaseUrl = ${JSON.stringify(server.baseUrlFor("base"))};\n  config.apiAuthHeader = ${JSON.stringify(configured)};\n  config.apiServers = [${JSON.stringify(server.baseUrlFor("sandbox"))}];\n});\n`);
    await writeFile(join(work, "pages", "console.ts"), pageSource(server));
    await harness.start();
    site = await serveProject(work, ["--try-it"]);
    allowed.push(new URL(site.url).origin);
    for (const [run, { auth, title }] of Object.entries(schemes)) {
      const project = join(work, run);
      await mkdir(join(project, "pages"), { recursive: true });
      await writeFile(join(project, "refkit.config.ts"), `import { configure } from "refkit";\nconfigure((config) => {\n  config.apiBaseUrl = ${JSON.stringify(server.baseUrlFor(run))};\n  config.apiAuthHeader = ${JSON.stringify(auth)};\n});\n`);
      await writeFile(join(project, "pages", "console.ts"), `import { Page, RequestExample, Section } from "refkit";\nexport default class Console extends Page {\n  title = "Console";\n  sections() {\n    return [Section(${JSON.stringify(title)}, {}, RequestExample({ method: "get", path: "/v1/me" }))];\n  }\n}\n`);
      const served = await serveProject(project, ["--try-it"]);
      schemeSites[run as keyof typeof schemes] = served;
      allowed.push(new URL(served.url).origin);
    }
    otherOrigin = site.url.replace("localhost", "127.0.0.1");
  }, 120_000);
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    await Promise.all([site?.close(), server?.close(), ...Object.values(schemeSites).map((served) => served.close())]);
    await rm(work, { recursive: true, force: true });
  });

  /** The console page, from `origin`, in a fresh context whose problems are watched. */
  async function openConsole(origin: string): Promise<{ page: Page; problems: Problems }> {
    const context = await harness.context();
    const problems = await watchProblems(context);
    const page = await context.newPage();
    await page.goto(`${origin}console.html`);
    return { page, problems };
  }

  const section = (page: Page, name: CaseName) => page.locator("section.rk-section", { has: page.getByRole("heading", { name: cases[name].title, exact: true }) });

  /** Opens the console of a case, lets `fill` change the form, sends, and waits for the answer or a message. */
  async function send(page: Page, name: CaseName, fill?: (form: ReturnType<typeof section>) => Promise<void>): Promise<string> {
    const at = section(page, name);
    await at.getByRole("button", { name: "Try it" }).click();
    await expect.poll(() => at.getByRole("button", { name: "Try it" }).getAttribute("aria-expanded")).toBe("true");
    await fill?.(at);
    await at.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => at.locator(".rk-console-status").textContent(), { timeout: 15_000 }).not.toMatch(/^(Sending…)?$/);
    return (await at.locator(".rk-console-status").textContent())!;
  }

  /** The same request as the curl snippet sends it (run for real) and as the console sent it: raw path, raw query, headers, body. */
  async function expectSameAsCurl(name: CaseName, declaration: Declaration): Promise<void> {
    const sent = server.received(name);
    expectSent(sent, expectedRequest(declaration), `console, ${name}`);
    const curl = await execute(server, `${name}-curl`, declaration, "curl");
    expectExactRequest(curl, `curl, ${name}`);
    const [fromCurl] = server.received(`${name}-curl`) as ReceivedRequest[];
    const [fromConsole] = sent;
    expect(fromConsole!.method).toBe(fromCurl!.method);
    expect(fromConsole!.path, "the raw path, byte for byte").toBe(fromCurl!.path);
    expect(fromConsole!.query, "the raw query string, byte for byte").toBe(fromCurl!.query);
    const declared = expectedRequest(declaration).headers;
    for (const header of declared.keys()) expect(fromConsole!.headers[header], header).toEqual(fromCurl!.headers[header]);
    if ("multipart" in declaration.options) {
      const parts = (request: ReceivedRequest) =>
        parseMultipart(request.body, request.headers["content-type"]?.[0]).map(({ headers, bytes }) => ({ disposition: disposition(headers.get("content-disposition")), type: headers.get("content-type"), bytes: bytes.toString("hex") }));
      expect(parts(fromConsole!)).toEqual(parts(fromCurl!));
      expect(parts(fromConsole!).map((part) => part.disposition.filename)).toEqual([undefined, "avatar.png"]);
    } else if ("form" in declaration.options) {
      expect(fromConsole!.body.toString()).toBe(fromCurl!.body.toString());
    } else if (declaration.options.body !== undefined) {
      expect(JSON.parse(fromConsole!.body.toString())).toEqual(JSON.parse(fromCurl!.body.toString()));
    } else {
      expect(fromConsole!.body.length).toBe(0);
    }
  }

  it("sends a JSON body, a query and path parameter, a form and a multipart body exactly as the curl snippet does", async () => {
    const { page, problems } = await openConsole(site.url);
    expect(await send(page, "json")).toBe("200 OK");
    const query = await send(page, "query", async (form) => {
      // The path parameter, decoded from the example's path, in its own field.
      await expect.poll(() => form.getByLabel("id", { exact: true }).inputValue()).toBe("café au lait");
    });
    expect(query).toBe("200 OK");
    expect(await send(page, "form")).toBe("200 OK");
    expect(
      await send(page, "multipart", async (form) => {
        await form.getByLabel("file", { exact: true }).setInputFiles({ name: "chosen-by-reader.bin", mimeType: "application/octet-stream", buffer: avatar });
      }),
    ).toBe("200 OK");
    for (const name of ["json", "query", "form", "multipart"] as const) await expectSameAsCurl(name, cases[name].declaration);
    await problems.collect(page);
    expect(problems.list).toEqual([]);
    expect(server.strays).toEqual([]);
  }, 120_000);

  it("sends the credential typed into its field, keeps it for the tab's session only and in no address or attribute, and the page's snippets carry it", async () => {
    const { page, problems } = await openConsole(site.url);
    const status = await send(page, "auth", async (form) => {
      const field = form.getByLabel("Authorization (credential)");
      expect(await field.inputValue(), "empty: it takes the token alone").toBe("");
      expect(await field.getAttribute("placeholder"), "the snippets' placeholder, without the scheme").toBe("<API_KEY>");
      expect(await field.getAttribute("type")).toBe("password");
      await field.fill(credential);
    });
    expect(status).toBe("200 OK");
    await expectSameAsCurl("auth", { ...cases.auth.declaration, auth: `Authorization: Bearer ${credential}` });
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `refkit:credential:${server.origin} authorization`), "kept per API origin and header").toBe(credential);
    expect(await page.evaluate(() => [...document.querySelectorAll("*")].some((element) => [...element.attributes].some((attribute) => attribute.value.includes("sk_test")))), "the field's value, in no attribute of the page").toBe(false);
    expect(await page.evaluate(() => localStorage.length), "nothing in localStorage but the language and theme").toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain("sk_test");
    expect(page.url()).not.toContain("sk_test");
    // The page's snippets carry it (personalised), each quoted for its language; the others keep theirs.
    await expect.poll(() => section(page, "auth").locator('.rk-panel[data-rk-lang="curl"] pre').textContent()).toContain(`-H 'Authorization: Bearer sk_test_Zx9 '\\''secret'\\'' "value"'`);
    expect(await section(page, "auth").locator('.rk-panel[data-rk-lang="python"] pre').textContent()).toContain(`"Authorization": "Bearer sk_test_Zx9 'secret' \\"value\\""`);
    // Another console on the page, after a reload, starts from the credential of the session.
    await page.reload();
    const json = section(page, "json");
    await json.getByRole("button", { name: "Try it" }).click();
    await expect.poll(() => json.getByLabel("Authorization (credential)").inputValue()).toBe(credential);
    // A new tab (a new session) does not have it.
    const fresh = await (await harness.context()).newPage();
    await fresh.goto(`${site.url}console.html`);
    expect(await fresh.evaluate(() => sessionStorage.length)).toBe(0);
    await problems.collect(page);
    expect(problems.list).toEqual([]);
  }, 120_000);

  /**
   * Opens the console of the section titled `title`, then for each case enters `typed` into the
   * credential field (typed key by key, or pasted: inserted at once, as a paste does), sends, and
   * expects the header `header` the API received to be `expected`.
   */
  async function expectCredentials(page: Page, title: string, label: string, run: string, header: string, entries: readonly { typed: string; paste?: boolean; expected: string }[]): Promise<void> {
    const at = page.locator("section.rk-section", { has: page.getByRole("heading", { name: title, exact: true }) });
    await at.getByRole("button", { name: "Try it" }).click();
    const field = at.getByLabel(label);
    await expect.poll(() => field.count()).toBe(1);
    for (const { typed, paste, expected } of entries) {
      await field.fill("");
      await field.focus();
      if (paste) await page.keyboard.insertText(typed);
      else await field.pressSequentially(typed);
      const before = server.received(run).length;
      await at.getByRole("button", { name: "Send" }).click();
      await expect.poll(() => server.received(run).length, { message: `sent: ${JSON.stringify(typed)}` }).toBe(before + 1);
      expect(server.received(run).at(-1)!.headers[header.toLowerCase()], `${header} for ${paste ? "pasted" : "typed"} ${JSON.stringify(typed)}`).toEqual([expected]);
    }
  }

  it("asks for a bearer token without its scheme and adds `Bearer ` itself; a pasted `Bearer …` is not doubled", async () => {
    const { page, problems } = await openConsole(site.url);
    await expectCredentials(page, cases.auth.title, "Authorization (credential)", "auth", "Authorization", [
      { typed: "tok_typed_123", expected: "Bearer tok_typed_123" },
      { typed: "tok_pasted_456", paste: true, expected: "Bearer tok_pasted_456" },
      { typed: "Bearer xyz", paste: true, expected: "Bearer xyz" },
      { typed: "bearer  xyz", paste: true, expected: "Bearer xyz" },
      { typed: "Authorization: Bearer xyz", paste: true, expected: "Bearer xyz" },
      { typed: "  tok_spaced \t", paste: true, expected: "Bearer tok_spaced" },
      { typed: "", expected: "Bearer <API_KEY>" },
    ]);
    const note = await section(page, "auth").locator(".rk-console-field", { has: page.getByLabel("Authorization (credential)") }).locator(".rk-console-note").textContent();
    expect(note).toContain("the console sends “Bearer ” before it");
    await problems.collect(page);
    expect(problems.list).toEqual([]);
  }, 120_000);

  it("asks for the secret alone under other schemes too: Basic (user:password encoded) and an API key header", async () => {
    const basic = await openConsole(schemeSites.basic!.url);
    await expectCredentials(basic.page, schemes.basic.title, "Authorization (credential)", "basic", "Authorization", [
      { typed: "dXNlcjpwYXNz", paste: true, expected: "Basic dXNlcjpwYXNz" },
      { typed: "Basic dXNlcjpwYXNz", paste: true, expected: "Basic dXNlcjpwYXNz" },
      { typed: "jenny:pässword", expected: `Basic ${Buffer.from("jenny:pässword").toString("base64")}` },
      { typed: "", expected: "Basic <CREDENTIALS>" },
    ]);
    await basic.problems.collect(basic.page);
    expect(basic.problems.list).toEqual([]);
    const key = await openConsole(schemeSites.key!.url);
    await expectCredentials(key.page, schemes.key.title, "X-Api-Key (credential)", "key", "X-Api-Key", [
      { typed: "key_789", expected: "key_789" },
      { typed: "X-Api-Key: key_789", paste: true, expected: "key_789" },
      { typed: "", expected: "<API_KEY>" },
    ]);
    await key.problems.collect(key.page);
    expect(key.problems.list).toEqual([]);
  }, 120_000);

  it("shows the answer: status, time, headers and the pretty-printed body, for an error status too", async () => {
    const { page, problems } = await openConsole(site.url);
    expect(await send(page, "missing")).toBe("404 Not Found");
    const answer = section(page, "missing").getByRole("region", { name: "Try it response" });
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await answer.locator(".rk-console-result").textContent()).toMatch(/^404 Not Found · \d+ ms$/);
    expect(await answer.locator("pre").textContent()).toBe(JSON.stringify({ error: { type: "invalid_request_error", status: 404 } }, null, 2));
    await answer.locator("summary", { hasText: "Headers" }).click();
    expect(await answer.locator("dt").allTextContents()).toEqual(expect.arrayContaining(["content-type", "x-request-id"]));
    // The recorder answered 404 on purpose: the only problem is Chromium's report of that status.
    await problems.collect(page);
    expect(problems.list.filter((line) => !line.includes("404"))).toEqual([]);
  }, 60_000);

  it("says what the API must allow when it refuses the page's origin (CORS)", async () => {
    const { page, problems } = await openConsole(otherOrigin);
    const status = await send(page, "refused");
    const origin = new URL(otherOrigin).origin;
    expect(status).toContain(`No answer could be read from ${server.origin}`);
    expect(status).toContain(`Access-Control-Allow-Origin: ${origin}`);
    expect(status).toContain("DELETE");
    expect(await section(page, "refused").getByRole("region", { name: "Try it response", includeHidden: true }).isHidden()).toBe(true);
    await problems.collect(page);
    expect(problems.list.filter((line) => !/CORS|Access-Control|net::ERR_FAILED/.test(line)), "no CSP violation, nothing but Chromium's report of the refusal").toEqual([]);
  }, 60_000);

  it("shows no console without JavaScript, has no button where an example opts out, and loads the module only on the first click", async () => {
    const noScript = await (await harness.context({ javaScriptEnabled: false })).newPage();
    await noScript.goto(`${site.url}console.html`);
    expect(await noScript.getByRole("button", { name: "Try it" }).count()).toBe(0);

    const context = await harness.context();
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on("request", (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}console.html`);
    expect(await page.getByRole("button", { name: "Try it" }).count()).toBe(Object.keys(cases).length + 1);
    expect(loaded).not.toContain("/assets/console.js");
    await section(page, "json").getByRole("button", { name: "Try it" }).click();
    await expect.poll(() => loaded).toContain("/assets/console.js");
    // The module opens the console once it has loaded and run: clicks before that would race it.
    const button = section(page, "json").getByRole("button", { name: "Try it" });
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    // A second click closes the console, a third opens the same one again.
    await button.click();
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    await button.click();
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator(".rk-console").count()).toBe(1);
  }, 60_000);

  it("has an editable Server field holding the snippets' base URL, offers the configured servers, sends to the one typed and keeps it for the session", async () => {
    const page = await harness.page(`${site.url}console.html`);
    const at = page.locator("section.rk-section", { has: page.getByRole("heading", { name: "Ping", exact: true }) });
    await at.getByRole("button", { name: "Try it" }).click();
    const field = at.getByRole("textbox", { name: "Server" });
    // The console is a module loaded on the first click: its form may not be there yet.
    await expect.poll(() => field.count()).toBe(1);
    expect(await field.inputValue(), "the snippets' server").toBe(server.baseUrlFor("base"));
    expect(await at.locator(".rk-console-server").allTextContents()).toEqual([server.baseUrlFor("base"), server.baseUrlFor("sandbox")]);
    // Not a server: said, not sent.
    await field.fill("ftp://files.example.com");
    await at.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => at.locator(".rk-console-status").textContent()).toBe("The server must be an http or https URL without a query or a fragment, such as https://api.example.com.");
    // One of its servers, chosen with a click; typed by hand, a trailing "/" is dropped.
    await at.getByRole("button", { name: server.baseUrlFor("sandbox") }).click();
    expect(await field.inputValue()).toBe(server.baseUrlFor("sandbox"));
    await field.fill(`${server.baseUrlFor("sandbox")}/`);
    await at.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => server.received("sandbox").length).toBe(1);
    expect(server.received("sandbox")[0]!.path).toBe("/v1/ping");
    expect(server.received("base")).toEqual([]);
    // Kept for the tab's session: a reload opens the console on the server typed.
    await page.reload();
    await at.getByRole("button", { name: "Try it" }).click();
    await expect.poll(() => at.getByRole("textbox", { name: "Server" }).inputValue()).toBe(server.baseUrlFor("sandbox"));
    expect(await page.evaluate(() => location.href)).not.toContain("sandbox");
    // An example with a base URL of its own starts from it.
    const json = section(page, "json");
    await json.getByRole("button", { name: "Try it" }).click();
    await expect.poll(() => json.getByRole("textbox", { name: "Server" }).inputValue()).not.toBe(server.baseUrlFor("base"));
  }, 60_000);

  it("reaches a server on the reader's own machine typed into Server, though the site was built for another (no rebuild)", async () => {
    const local = await startServer({ allowOrigins: [new URL(site.url).origin] });
    try {
      const { page, problems } = await openConsole(site.url);
      const at = page.locator("section.rk-section", { has: page.getByRole("heading", { name: "Ping", exact: true }) });
      await at.getByRole("button", { name: "Try it" }).click();
      const field = at.getByRole("textbox", { name: "Server" });
      await expect.poll(() => field.count()).toBe(1);
      // Another port of this machine: an origin the site was not built with, only the policy's loopback sources admit it.
      expect(new URL(local.baseUrlFor("mine")).origin).not.toBe(new URL(server.baseUrlFor("base")).origin);
      await field.fill(local.baseUrlFor("mine"));
      await at.getByRole("button", { name: "Send" }).click();
      await expect.poll(() => at.locator(".rk-console-status").textContent(), { timeout: 15_000 }).toBe("200 OK");
      expect(local.received("mine").map((request) => request.path)).toEqual(["/v1/ping"]);
      await problems.collect(page);
      expect(problems.list, "no policy violation").toEqual([]);
    } finally {
      await local.close();
    }
  }, 60_000);

  it("refuses to send invalid JSON or a path that is not one, and says why", async () => {
    const page = await harness.page(`${site.url}console.html`);
    const at = section(page, "json");
    await at.getByRole("button", { name: "Try it" }).click();
    const body = at.getByLabel("Body");
    await body.fill('{"email": ');
    await at.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => at.locator(".rk-console-status").textContent()).toBe("The body is not valid JSON: correct it to send the request.");
    expect(await body.getAttribute("aria-invalid")).toBe("true");
    // A path that is not one (it would leave the API's origin: https://api@host/…) is refused too.
    await body.fill("{}");
    await at.getByLabel("Path", { exact: true }).fill("@127.0.0.1:9/x");
    await at.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => at.locator(".rk-console-status").textContent()).toBe("The path must start with “/”.");
    // A header value a browser cannot send is said to be one, not taken for a refusal of the API.
    await at.getByLabel("Path", { exact: true }).fill("/v1/customers");
    await at.getByLabel("Idempotency-Key").fill("clé €");
    await at.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => at.locator(".rk-console-status").textContent()).toBe("A browser cannot send the value of the header Idempotency-Key (only Latin-1 text, without line breaks): run a snippet to send it.");
    expect(server.received("json").length, "nothing more was sent").toBeLessThanOrEqual(1);
  }, 60_000);
});
