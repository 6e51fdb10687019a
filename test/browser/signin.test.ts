/**
 * Signing in from the request console, in Chromium, against a real authorization server
 * (oidc-provider on localhost: test/support/oidc.ts) and a local API that checks what it is sent
 * (test/support/token-api.ts): the authorization code flow with PKCE through the server's own
 * login and consent pages, client credentials, the device flow, OpenID Connect discovery, an
 * API key and basic authentication, each request accepted by the API. Tokens are held in
 * sessionStorage only; after sign-out nothing of them remains in the page, its storage or its
 * address; an answer whose state differs, or that would return to another origin, is refused.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startAuthorizationServer, type AuthorizationServer } from "../support/oidc.ts";
import { startTokenApi, type TokenApi } from "../support/token-api.ts";
import { Harness, serveProject, skipBrowser, watchProblems, type Problems, type ServedSite } from "./support.ts";

const apiKey = "key 'with' \"quotes\" and $dollar";
const basic = { user: "jenny rosén", password: "pa:ss 'word' $x" };

const sections = {
  orders: { title: "List orders", path: "/orders", security: [{ oauth: ["orders:read"] }] },
  discovered: { title: "List orders with OpenID Connect", path: "/orders", security: [{ oidc: [] }] },
  keyed: { title: "Keyed", path: "/keyed", security: [{ key: [] }], auth: false },
  basic: { title: "Basic", path: "/basic", security: [{ basic: [] }], auth: false },
  either: { title: "Either", path: "/keyed", security: [{ oauth: ["orders:read"] }, { key: [] }] },
  legacy: { title: "Legacy", path: "/orders", security: [{ legacy: [] }] },
} as const;
type SectionName = keyof typeof sections;

function configSource(issuer: string, api: string): string {
  const schemes = {
    oauth: {
      type: "oauth2",
      flows: {
        authorizationCode: { authorizationUrl: `${issuer}/auth`, tokenUrl: `${issuer}/token`, scopes: { "orders:read": "Read orders", "orders:write": "Change orders", offline_access: "Stay signed in" } },
        clientCredentials: { tokenUrl: `${issuer}/token`, scopes: { "orders:read": "Read orders" } },
        deviceAuthorization: { deviceAuthorizationUrl: `${issuer}/device/auth`, tokenUrl: `${issuer}/token`, scopes: { "orders:read": "Read orders" } },
      },
    },
    oidc: { type: "openIdConnect", openIdConnectUrl: `${issuer}/.well-known/openid-configuration` },
    legacy: { type: "oauth2", flows: { implicit: { authorizationUrl: `${issuer}/implicit`, scopes: {} }, password: { tokenUrl: `${api}/token`, scopes: {} } } },
    key: { type: "apiKey", in: "header", name: "X-Api-Key" },
    basic: { type: "http", scheme: "basic" },
  };
  return `import { configure } from "refkit";\nconfigure((config) => {\n  config.apiBaseUrl = ${JSON.stringify(api)};\n  config.apiAuthHeader = "Authorization: Bearer <TOKEN>";\n  config.tryIt = true;\n  config.securitySchemes = ${JSON.stringify(schemes)};\n});\n`;
}

function pageSource(): string {
  const list = Object.values(sections).map(({ title, path, ...options }) => `Section(${JSON.stringify(title)}, { description: Endpoint("get", ${JSON.stringify(path)}) }, RequestExample(${JSON.stringify({ method: "get", path, ...options })}))`);
  return `import { Endpoint, Page, RequestExample, Section } from "refkit";\nexport default class Console extends Page {\n  title = "Console";\n  sections() {\n    return [${list.join(",\n      ")}];\n  }\n}\n`;
}

describe.skipIf(skipBrowser)("signing in from the console in Chromium", () => {
  const harness = new Harness();
  const redirects: string[] = [];
  const allowed: string[] = [];
  let work: string;
  let authorization: AuthorizationServer;
  let api: TokenApi;
  let site: ServedSite;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-signin-"));
    await mkdir(join(work, "pages"));
    authorization = await startAuthorizationServer(redirects);
    api = await startTokenApi({ allowOrigins: allowed, introspect: (token) => authorization.introspect(token), apiKey, basic });
    await writeFile(join(work, "refkit.config.ts"), configSource(authorization.issuer, api.url));
    await writeFile(join(work, "pages", "console.ts"), pageSource());
    await harness.start();
    site = await serveProject(work);
    allowed.push(new URL(site.url).origin);
    redirects.push(new URL("oauth2-redirect.html", site.url).href);
  }, 120_000);
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    await Promise.all([site?.close(), api?.close(), authorization?.close()]);
    await rm(work, { recursive: true, force: true });
  });

  async function open(): Promise<{ context: BrowserContext; page: Page; problems: Problems }> {
    const context = await harness.context();
    const problems = await watchProblems(context);
    const page = await context.newPage();
    await page.goto(`${site.url}console.html`);
    return { context, page, problems };
  }

  const section = (page: Page, name: SectionName) => page.locator("section.rk-section", { has: page.getByRole("heading", { name: sections[name].title, exact: true }) });

  async function openConsole(page: Page, name: SectionName): Promise<Locator> {
    const at = section(page, name);
    await at.getByRole("button", { name: "Try it" }).click();
    await expect.poll(() => at.getByRole("button", { name: "Try it" }).getAttribute("aria-expanded")).toBe("true");
    return at;
  }

  /** Sends the open console's request and returns the status line once the answer is in. */
  async function send(at: Locator): Promise<string> {
    await at.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => at.locator(".rk-console-status").textContent(), { timeout: 15_000 }).not.toMatch(/^(Sending…)?$/);
    return (await at.locator(".rk-console-status").textContent())!;
  }

  /** Signs in on the authorization server's development pages: any login, then consent. */
  async function approve(page: Page): Promise<void> {
    await page.waitForURL((url) => url.origin === authorization.issuer);
    await page.locator('input[name="login"]').fill("jenny");
    await page.locator('input[name="password"]').fill("any");
    await page.locator('button[type="submit"]').click();
    await page.getByRole("button", { name: "Continue" }).click();
  }

  /** Signs the open console in with client credentials, as the service client. */
  async function signInAsService(at: Locator): Promise<void> {
    await at.getByLabel("Flow").selectOption("clientCredentials");
    await at.getByLabel("Client ID").fill(authorization.serviceClient.id);
    await at.getByLabel("Client secret").fill(authorization.serviceClient.secret);
    await at.getByRole("button", { name: /^Sign in/ }).click();
    await at.getByRole("button", { name: /^Sign out/ }).waitFor();
  }

  /** What of the site's storage holds `secret`, and whether its address or markup does. */
  async function traces(page: Page, context: BrowserContext, secret: string): Promise<string[]> {
    const found = await page.evaluate((secret) => {
      const places: string[] = [];
      for (const [name, store] of [["sessionStorage", sessionStorage], ["localStorage", localStorage]] as const) {
        // As stored (JSON escapes quotes and backslashes).
        for (let i = 0; i < store.length; i++) if ([secret, JSON.stringify(secret).slice(1, -1)].some((form) => store.getItem(store.key(i)!)!.includes(form))) places.push(`${name} ${store.key(i)}`);
      }
      if (location.href.includes(secret)) places.push("address");
      if (document.documentElement.outerHTML.includes(secret)) places.push("markup");
      if ([...document.querySelectorAll("input")].some((input) => input.value.includes(secret))) places.push("a field");
      return places;
    }, secret);
    const cookies = await context.cookies(site.url);
    return [...found, ...cookies.filter((cookie) => cookie.value.includes(secret)).map((cookie) => `cookie ${cookie.name}`)];
  }

  /** The problems of the site's own pages (the authorization server's development pages are not the site's), but an answer's 401. */
  const siteProblems = async (page: Page, problems: Problems) => [...(await problems.collect(page)), ...problems.list].filter((line) => line.includes(site.url) && !/status of 401|HTTP 401/.test(line));

  const heldToken = (page: Page) => page.evaluate((): string | undefined => Object.keys(sessionStorage).filter((key) => key.startsWith("refkit:auth:")).map((key) => JSON.parse(sessionStorage.getItem(key)!).token as string)[0]);

  it("signs in with the authorization code flow and PKCE through the server's pages, the API accepts the token, and sign-out leaves nothing of it", async () => {
    const { context, page, problems } = await open();
    let at = await openConsole(page, "orders");
    await at.getByLabel("Client ID").fill(authorization.publicClient.id);
    expect(await at.getByRole("checkbox", { name: /^orders:read/ }).isChecked()).toBe(true);
    const asked: URL[] = [];
    page.on("request", (sent) => {
      if (sent.url().startsWith(`${authorization.issuer}/auth?`)) asked.push(new URL(sent.url()));
    });
    await at.getByRole("button", { name: /^Sign in/ }).click();
    await approve(page);
    await page.waitForURL(`${site.url}console.html`);
    expect(page.url(), "back on the page, with nothing of the answer in its address").toBe(`${site.url}console.html`);
    // What the console asked for: PKCE with S256 (the verifier never in an address), a state, the site's own return page.
    const params = Object.fromEntries(asked[0]!.searchParams);
    expect(params).toMatchObject({ response_type: "code", client_id: authorization.publicClient.id, redirect_uri: `${site.url}oauth2-redirect.html`, scope: "orders:read", code_challenge_method: "S256" });
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Object.keys(params).sort()).toEqual(["client_id", "code_challenge", "code_challenge_method", "redirect_uri", "response_type", "scope", "state"]);
    const token = (await heldToken(page))!;
    expect(token).toMatch(/\S{20,}/);
    at = await openConsole(page, "orders");
    await at.getByRole("button", { name: /^Sign out/ }).waitFor();
    expect(await send(at)).toMatch(/^200/);
    expect(api.calls.at(-1)).toMatchObject({ path: "/orders", authorization: `Bearer ${token}`, status: 200 });
    expect((await authorization.introspect(token)).scope).toContain("orders:read");
    await at.getByRole("button", { name: /^Sign out/ }).click();
    await at.getByRole("button", { name: /^Sign in/ }).waitFor();
    expect(await traces(page, context, token), "nothing of the token after sign-out").toEqual([]);
    expect(await send(at)).toMatch(/^401/);
    expect(await siteProblems(page, problems), "no policy violation or error on the site's pages but the API's expected 401").toEqual([]);
  });

  it("refreshes the token with the refresh token it was given (rotated), and says when a token has expired", async () => {
    const { page } = await open();
    let at = await openConsole(page, "orders");
    await at.getByLabel("Client ID").fill(authorization.publicClient.id);
    await at.getByRole("button", { name: /^Sign in/ }).click();
    await approve(page);
    await page.waitForURL(`${site.url}console.html`);
    const first = (await heldToken(page))!;
    at = await openConsole(page, "orders");
    // An expired token is said to be so, and not sent.
    await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith("refkit:auth:"))!;
      sessionStorage.setItem(key, JSON.stringify({ ...JSON.parse(sessionStorage.getItem(key)!), expires: Date.now() - 1000 }));
    });
    await page.reload();
    at = await openConsole(page, "orders");
    expect(await at.locator(".rk-console-signin-status").textContent()).toBe("The token has expired: refresh it.");
    const calls = api.calls.length;
    expect(await send(at)).toBe("The token of oauth has expired: refresh it to send the request.");
    expect(api.calls.length, "nothing sent").toBe(calls);
    await at.getByRole("button", { name: "Refresh the token" }).click();
    await expect.poll(() => at.locator(".rk-console-signin-status").textContent()).toMatch(/^Signed in .*; the token expires at /);
    const second = (await heldToken(page))!;
    expect(second).not.toBe(first);
    expect(await send(at)).toMatch(/^200/);
    expect(api.calls.at(-1)).toMatchObject({ authorization: `Bearer ${second}`, status: 200 });
  });

  it("gets a token with client credentials, the secret sent to the token endpoint only and not kept", async () => {
    const { context, page, problems } = await open();
    const at = await openConsole(page, "orders");
    await signInAsService(at);
    expect(await send(at)).toMatch(/^200/);
    const answer = JSON.parse((await at.locator(".rk-console-body").textContent())!) as { client_id: string; scope: string };
    expect(answer).toMatchObject({ client_id: authorization.serviceClient.id, scope: "orders:read" });
    expect(await traces(page, context, authorization.serviceClient.secret), "the secret is not kept").toEqual([]);
    expect(await siteProblems(page, problems)).toEqual([]);
  });

  it("signs in with the device flow: the code shown, approved on another page, the token fetched", async () => {
    const { context, page } = await open();
    const at = await openConsole(page, "orders");
    await at.getByLabel("Flow").selectOption("deviceAuthorization");
    await at.getByLabel("Client ID").fill(authorization.publicClient.id);
    await at.getByRole("button", { name: /^Sign in/ }).click();
    const link = at.locator(".rk-console-device a");
    await link.waitFor();
    const code = (await at.locator(".rk-console-user-code").textContent())!;
    expect(code).toMatch(/^[A-Z-]{8,}$/);
    // The reader approves elsewhere (another tab, a phone): the link opens the server's page.
    const other = await context.newPage();
    await other.goto((await link.getAttribute("href"))!);
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    await other.getByRole("button", { name: "Continue" }).click();
    await approve(other);
    await other.getByText(/Sign-in Success/i).waitFor();
    await at.getByRole("button", { name: /^Sign out/ }).waitFor({ timeout: 30_000 });
    expect(await send(at)).toMatch(/^200/);
    expect(JSON.parse((await at.locator(".rk-console-body").textContent())!)).toMatchObject({ client_id: authorization.publicClient.id, sub: "jenny" });
  });

  it("signs in to an OpenID Connect scheme through its discovery document", async () => {
    const { page, problems } = await open();
    let at = await openConsole(page, "discovered");
    await at.getByLabel("Client ID").fill(authorization.publicClient.id);
    expect(await at.getByRole("checkbox", { name: "openid" }).isChecked()).toBe(true);
    await at.getByRole("button", { name: /^Sign in with oidc/ }).click();
    await approve(page);
    await page.waitForURL(`${site.url}console.html`);
    at = await openConsole(page, "discovered");
    expect(await send(at)).toMatch(/^200/);
    expect(JSON.parse((await at.locator(".rk-console-body").textContent())!)).toMatchObject({ sub: "jenny", scope: expect.stringContaining("openid") });
    expect(await siteProblems(page, problems)).toEqual([]);
  });

  it("sends an API key and basic credentials as typed (quotes, $, a colon in the password, unicode), and the API's refusal of wrong ones", async () => {
    const { context, page, problems } = await open();
    const keyed = await openConsole(page, "keyed");
    const key = keyed.getByLabel(/^X-Api-Key/);
    await key.fill("wrong");
    expect(await send(keyed)).toMatch(/^401/);
    await key.fill(apiKey);
    expect(await send(keyed)).toMatch(/^200/);
    expect(api.calls.at(-1)).toMatchObject({ path: "/keyed", apiKey, status: 200 });
    const basicAt = await openConsole(page, "basic");
    await basicAt.getByLabel(/^Authorization: user name/).fill(basic.user);
    await basicAt.getByLabel(/^Authorization: password/).fill(basic.password);
    expect(await send(basicAt)).toMatch(/^200/);
    expect(JSON.parse((await basicAt.locator(".rk-console-body").textContent())!)).toEqual({ user: basic.user });
    // Kept for the tab's session, never in local storage, a cookie, the address or the markup.
    expect(await traces(page, context, apiKey)).toEqual([`sessionStorage refkit:auth:${api.url} key`, "a field"]);
    await page.reload();
    const again = await openConsole(page, "keyed");
    expect(await again.getByLabel(/^X-Api-Key/).inputValue()).toBe(apiKey);
    expect(await siteProblems(page, problems)).toEqual([]);
  });

  it("asks for the credentials of the alternative the reader chooses", async () => {
    const { page } = await open();
    const at = await openConsole(page, "either");
    expect(await at.getByLabel(/^X-Api-Key/).isVisible(), "the first alternative's fields only").toBe(false);
    await at.getByRole("radio", { name: /^key/ }).check();
    await at.getByLabel(/^X-Api-Key/).fill(apiKey);
    expect(await at.getByRole("button", { name: /^Sign in/ }).isVisible()).toBe(false);
    expect(await send(at)).toMatch(/^200/);
    expect(api.calls.at(-1)).toMatchObject({ path: "/keyed", apiKey, authorization: undefined });
  });

  it("refuses an answer whose state differs, and one that would return to another origin", async () => {
    const { page } = await open();
    const start = async (pending: Record<string, string>, query: string) => {
      await page.goto(`${site.url}console.html`);
      await page.evaluate((pending) => sessionStorage.setItem("refkit:signin:pending", JSON.stringify(pending)), pending);
      await page.goto(`${site.url}oauth2-redirect.html?${query}`);
      await expect.poll(() => page.locator("#rk-signin-status").textContent()).not.toBe("Finishing the sign-in…");
      return (await page.locator("#rk-signin-status").textContent())!;
    };
    const pending = { state: "the-state-we-sent", verifier: "v".repeat(43), tokenUrl: `${authorization.issuer}/token`, clientId: authorization.publicClient.id, key: `refkit:auth:${api.url} oauth`, via: "test", redirectUri: `${site.url}oauth2-redirect.html`, returnTo: `${site.url}console.html` };
    const calls = api.calls.length;
    expect(await start(pending, "code=stolen&state=another-state")).toMatch(/^Refused: the answer does not belong to the sign-in this tab started/);
    expect(page.url(), "the answer is taken out of the address").toBe(`${site.url}oauth2-redirect.html`);
    expect(await start({ ...pending, returnTo: "https://elsewhere.test/steal" }, `code=x&state=${pending.state}`)).toBe("Refused: the sign-in would return to https://elsewhere.test, which is not this site.");
    // A code the server never issued: the server's refusal is said; the pending sign-in is gone either way.
    expect(await start(pending, `code=forged&state=${pending.state}`)).toMatch(/^The authorization server refused \(400 invalid_grant/);
    expect(await page.evaluate(() => sessionStorage.getItem("refkit:signin:pending"))).toBeNull();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("refkit:auth:"))), "no token held").toEqual([]);
    await page.goto(`${site.url}oauth2-redirect.html?code=x&state=y`);
    await expect.poll(() => page.locator("#rk-signin-status").textContent()).toBe("No sign-in was started in this browser tab: nothing was done.");
    expect(api.calls.length, "the API was sent nothing").toBe(calls);
  });

  it("personalises every snippet once signed in (kept across a reload), the copied snippets are accepted by the API, and sign-out puts the placeholders back", async () => {
    const { context, page, problems } = await open();
    const panel = (token: string) => section(page, "orders").locator(`.rk-panel[data-rk-lang="${token}"] pre`);
    const before = Object.fromEntries(await Promise.all(["curl", "python", "javascript"].map(async (token) => [token, await panel(token).innerHTML()] as const)));
    expect(await panel("curl").textContent()).toContain("Bearer <TOKEN>");
    const at = await openConsole(page, "orders");
    await signInAsService(at);
    const token = (await heldToken(page))!;
    await expect.poll(() => panel("curl").textContent()).toContain(`Bearer ${token}`);
    await page.reload();
    await expect.poll(() => panel("python").textContent(), { timeout: 10_000 }).toContain(token);
    expect(await section(page, "keyed").locator('.rk-panel[data-rk-lang="curl"] pre').textContent(), "another scheme's example keeps its placeholder").not.toContain(token);
    // What the Copy button copies (the code's text) runs as a reader runs it, and the API takes it.
    for (const [client, command] of [["curl", ["sh", "-c"]], ["python", ["python3", "-c"]]] as const) {
      const code = (await panel(client).textContent())!;
      const calls = api.calls.length;
      await promisify(execFile)(command[0], [command[1], code], { timeout: 20_000 });
      expect(api.calls.slice(calls), `${client}'s copied snippet`).toEqual([expect.objectContaining({ path: "/orders", authorization: `Bearer ${token}`, status: 200 })]);
    }
    const again = await openConsole(page, "orders");
    await again.getByRole("button", { name: /^Sign out/ }).click();
    await expect.poll(() => panel("curl").innerHTML()).toBe(before.curl);
    expect(await panel("python").innerHTML()).toBe(before.python);
    expect(await panel("javascript").innerHTML()).toBe(before.javascript);
    expect(await traces(page, context, token)).toEqual([]);
    expect(await siteProblems(page, problems)).toEqual([]);
  });

  it("says when a client cannot carry the reader's credential, and leaves the placeholder", async () => {
    const { page } = await open();
    const at = await openConsole(page, "orders");
    await at.getByLabel(/^Authorization: access token/).fill("tök");
    const example = section(page, "orders").locator(".rk-example");
    await expect.poll(() => example.locator(".rk-personal-note").textContent()).toMatch(/expected an ASCII header value.*the snippets show the placeholder instead/);
    expect(await example.locator('.rk-panel[data-rk-lang="curl"] pre').textContent()).toContain("Bearer <TOKEN>");
  });

  it("signs in with the flows older APIs declare: implicit (the token taken out of the address at once) and password", async () => {
    const { context, page, problems } = await open();
    // An implicit authorization server (oidc-provider has none): it sends the token back in the fragment.
    await page.route(`${authorization.issuer}/implicit?*`, async (route) => {
      const asked = new URL(route.request().url());
      expect(Object.fromEntries(asked.searchParams)).toMatchObject({ response_type: "token", client_id: "legacy-client", redirect_uri: `${site.url}oauth2-redirect.html` });
      api.issue("implicit-token-1");
      await route.fulfill({ status: 302, headers: { Location: `${asked.searchParams.get("redirect_uri")}#access_token=implicit-token-1&token_type=Bearer&expires_in=600&state=${asked.searchParams.get("state")}` } });
    });
    let at = await openConsole(page, "legacy");
    expect(await at.getByLabel("Flow").inputValue(), "the implicit flow, as declared first").toBe("implicit");
    await at.getByLabel("Client ID").fill("legacy-client");
    await Promise.all([page.waitForURL(`${site.url}oauth2-redirect.html`), at.getByRole("button", { name: /^Sign in/ }).click()]);
    await page.waitForURL(`${site.url}console.html`);
    expect(await heldToken(page)).toBe("implicit-token-1");
    at = await openConsole(page, "legacy");
    expect(await send(at)).toMatch(/^200/);
    await at.getByRole("button", { name: /^Sign out/ }).click();
    expect(await traces(page, context, "implicit-token-1")).toEqual([]);
    // The password grant: the user name and password go to the token endpoint only, and are not kept.
    await at.getByLabel("Flow").selectOption("password");
    await at.getByLabel("User name", { exact: true }).fill(basic.user);
    await at.getByLabel("Password", { exact: true }).fill(basic.password);
    await at.getByRole("button", { name: /^Sign in/ }).click();
    await at.getByRole("button", { name: /^Sign out/ }).waitFor();
    expect(await at.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    expect(await send(at)).toMatch(/^200/);
    expect(await traces(page, context, basic.password)).toEqual([]);
    expect(await siteProblems(page, problems)).toEqual([]);
  });
});
