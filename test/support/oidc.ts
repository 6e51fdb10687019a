/**
 * A real OpenID Connect / OAuth 2 authorization server on 127.0.0.1 for the sign-in suites: the
 * certified `oidc-provider` package, with its development login and consent pages (any user name
 * signs in), a public client for the console (authorization code with PKCE S256 only, refresh
 * tokens, the device authorization flow), a confidential client for client credentials, and
 * token introspection, which the suites' local API uses to check the tokens it is sent.
 */
import { createServer, type Server } from "node:http";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

/** A running authorization server. */
export interface AuthorizationServer {
  /** Its issuer: `http://127.0.0.1:PORT`, where its discovery document is. */
  readonly issuer: string;
  /** The console's client: public, PKCE, redirected back to `redirectUris`. */
  readonly publicClient: { readonly id: string };
  /** The service client of the client credentials grant. */
  readonly serviceClient: { readonly id: string; readonly secret: string };
  /** The scopes it knows. */
  readonly scopes: readonly string[];
  /** What it says of a token: introspected as the API would (active, client, scope). */
  introspect(token: string): Promise<{ active: boolean; client_id?: string; scope?: string; sub?: string }>;
  close(): Promise<void>;
}

/**
 * Starts the server, its console client redirected to `redirectUris` (pages of a site under test),
 * read at its first request: a suite may fill the list once its site is served.
 */
export async function startAuthorizationServer(redirectUris: readonly string[] = ["http://127.0.0.1/callback"]): Promise<AuthorizationServer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const key = { ...(await exportJWK(privateKey)), kid: "refkit-test", use: "sig", alg: "RS256" };
  const scopes = ["openid", "offline_access", "orders:read", "orders:write"];
  const publicClient = { id: "refkit-console" };
  const serviceClient = { id: "refkit-service", secret: "service secret with 'quotes' and $dollars" };
  const make = () => {
    const provider = new Provider(issuer, {
      clients: [
        { client_id: publicClient.id, token_endpoint_auth_method: "none", application_type: "web", redirect_uris: [...redirectUris], grant_types: ["authorization_code", "refresh_token", "urn:ietf:params:oauth:grant-type:device_code"], response_types: ["code"], scope: scopes.join(" ") },
        { client_id: serviceClient.id, client_secret: serviceClient.secret, grant_types: ["client_credentials"], response_types: [], redirect_uris: [], scope: scopes.filter((scope) => scope.startsWith("orders:")).join(" ") },
      ],
      scopes,
      jwks: { keys: [key] },
      cookies: { keys: ["refkit test cookie key"] },
      pkce: { required: () => true },
      // As many servers do for a public client (rotating it at each use): a refresh token whenever the client may use one.
      issueRefreshToken: async (_context: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed("refresh_token"),
      // A browser on the site's origin calls the token endpoint itself.
      clientBasedCORS: () => true,
      features: {
        devInteractions: { enabled: true },
        clientCredentials: { enabled: true },
        deviceFlow: { enabled: true },
        introspection: { enabled: true, allowedPolicy: async () => true },
        revocation: { enabled: true },
      },
      findAccount: async (_context: unknown, id: string) => ({ accountId: id, claims: async () => ({ sub: id }) }),
    });
    // The development pages say they are such on the console: quiet in tests.
    provider.on("server_error", (_context: unknown, error: Error) => console.error(`authorization server: ${error.message}`));
    return provider.callback();
  };
  // Made at the first request: a suite may learn its site's address (a redirect URI) after the server's.
  let handle: ReturnType<typeof make> | undefined;
  server.on("request", (request, response) => (handle ??= make())(request, response));
  return {
    issuer,
    publicClient,
    serviceClient,
    scopes,
    async introspect(token) {
      const response = await fetch(`${issuer}/token/introspection`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Authorization: `Basic ${Buffer.from(`${encodeURIComponent(serviceClient.id)}:${encodeURIComponent(serviceClient.secret)}`).toString("base64")}` },
        body: new URLSearchParams({ token }),
      });
      return (await response.json()) as { active: boolean; client_id?: string; scope?: string; sub?: string };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
