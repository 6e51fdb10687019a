/**
 * The authorization server the sign-in suites run against (test/support/oidc.ts) behaves as a
 * real one: it publishes its endpoints, issues a client credentials token that introspection
 * says is active, requires PKCE with S256 of the console's client, and starts a device
 * authorization. What the console does with it is tested in Chromium.
 */
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthorizationServer, type AuthorizationServer } from "../support/oidc.ts";

let server: AuthorizationServer;
beforeAll(async () => {
  server = await startAuthorizationServer(["http://127.0.0.1:9/callback.html"]);
});
afterAll(() => server?.close());

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString("base64")}`;
const base64url = (bytes: Buffer) => bytes.toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

describe("the sign-in suites' authorization server", () => {
  it("publishes its endpoints and PKCE's S256 in its discovery document", async () => {
    const discovery = (await (await fetch(`${server.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(server.issuer);
    for (const endpoint of ["authorization_endpoint", "token_endpoint", "device_authorization_endpoint", "introspection_endpoint"]) expect(discovery[endpoint], endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
  });

  it("issues a client credentials token with the scope asked for, which introspection says is active", async () => {
    const response = await fetch(`${server.issuer}/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Authorization: basic(server.serviceClient.id, server.serviceClient.secret) },
      body: new URLSearchParams({ grant_type: "client_credentials", scope: "orders:read" }),
    });
    const token = (await response.json()) as { access_token: string; token_type: string; scope: string };
    expect(response.status).toBe(200);
    expect([token.token_type, token.scope]).toEqual(["Bearer", "orders:read"]);
    expect(await server.introspect(token.access_token)).toMatchObject({ active: true, client_id: server.serviceClient.id, scope: "orders:read" });
    expect((await server.introspect("not a token")).active).toBe(false);
  });

  it("refuses the console's authorization request without PKCE, and takes it with S256", async () => {
    const authorize = (extra: Record<string, string>) =>
      fetch(`${server.issuer}/auth?${new URLSearchParams({ client_id: server.publicClient.id, response_type: "code", redirect_uri: "http://127.0.0.1:9/callback.html", scope: "openid orders:read", state: "s1", ...extra })}`, { redirect: "manual" });
    const without = await authorize({});
    expect(new URL(without.headers.get("location")!).searchParams.get("error")).toBe("invalid_request");
    const verifier = base64url(randomBytes(32));
    const challenge = base64url(createHash("sha256").update(verifier).digest());
    const withPkce = await authorize({ code_challenge: challenge, code_challenge_method: "S256" });
    expect(withPkce.status).toBe(303);
    expect(withPkce.headers.get("location")).toMatch(/^\/interaction\//);
  });

  it("starts a device authorization, with a code for the reader to enter at its address", async () => {
    const response = await fetch(`${server.issuer}/device/auth`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ client_id: server.publicClient.id, scope: "openid orders:read" }) });
    const started = (await response.json()) as { device_code: string; user_code: string; verification_uri: string };
    expect(response.status).toBe(200);
    expect(started.verification_uri).toBe(`${server.issuer}/device`);
    expect(started.user_code).toMatch(/^[A-Z-]+$/);
    // Until the reader enters the code, the console's polling is told to wait.
    const poll = await fetch(`${server.issuer}/token`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:device_code", device_code: started.device_code, client_id: server.publicClient.id }) });
    expect(((await poll.json()) as { error: string }).error).toBe("authorization_pending");
  });
});
