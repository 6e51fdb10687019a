/**
 * A local API that checks the credentials it is sent, for the sign-in suites: `/orders` takes a
 * bearer token the authorization server says is active (introspection) or that its own `/token`
 * endpoint issued (the password grant, with the basic user and password), `/keyed` its API key
 * in `X-Api-Key`, `/basic` its user and password. Each answers 200 with what it found, or 401. It
 * allows the origins in `allowOrigins` (read at each request, so a suite may fill the list once
 * its site is served) as a real API allows its documentation site.
 */
import { createServer, type Server } from "node:http";

/** What the API was sent, one entry per request (preflights aside). */
export interface ApiCall {
  readonly path: string;
  readonly query: string;
  readonly authorization: string | undefined;
  readonly apiKey: string | undefined;
  readonly status: number;
}

export interface TokenApi {
  readonly url: string;
  readonly calls: ApiCall[];
  /** Makes `token` one the API accepts, as a token its own endpoint issued. */
  issue(token: string): void;
  close(): Promise<void>;
}

export interface TokenApiOptions {
  readonly allowOrigins: readonly string[];
  /** What the authorization server says of a token. */
  readonly introspect: (token: string) => Promise<{ active: boolean; client_id?: string; scope?: string; sub?: string }>;
  readonly apiKey: string;
  readonly basic: { readonly user: string; readonly password: string };
}

export async function startTokenApi(options: TokenApiOptions): Promise<TokenApi> {
  const calls: ApiCall[] = [];
  // Tokens of the API's own token endpoint (the password grant, as older APIs have it).
  const issued = new Set<string>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const origin = request.headers.origin;
      const cors: Record<string, string> = origin !== undefined && options.allowOrigins.includes(origin) ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" } : {};
      if (request.method === "OPTIONS") {
        response.writeHead(204, { ...cors, "Access-Control-Allow-Methods": "GET, POST", "Access-Control-Allow-Headers": request.headers["access-control-request-headers"] ?? "" });
        response.end();
        return;
      }
      const url = new URL(request.url ?? "/", "http://api.test");
      if (url.pathname === "/token" && request.method === "POST") {
        let text = "";
        for await (const chunk of request) text += String(chunk);
        const form = new URLSearchParams(text);
        const granted = form.get("grant_type") === "password" && form.get("username") === options.basic.user && form.get("password") === options.basic.password;
        const token = `issued-${issued.size + 1}-${Math.random().toString(36).slice(2)}`;
        if (granted) issued.add(token);
        response.writeHead(granted ? 200 : 400, { ...cors, "Content-Type": "application/json" });
        response.end(JSON.stringify(granted ? { access_token: token, token_type: "Bearer", expires_in: 600 } : { error: "invalid_grant" }));
        return;
      }
      const authorization = request.headers.authorization;
      const apiKey = [request.headers["x-api-key"]].flat()[0];
      let answer: { status: number; body: unknown } = { status: 404, body: { error: "not_found" } };
      if (url.pathname === "/orders") {
        const token = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
        const found = token === undefined ? { active: false } : issued.has(token) ? { active: true, client_id: "issued" } : await options.introspect(token);
        answer = found.active ? { status: 200, body: { orders: [], client_id: found.client_id, sub: found.sub, scope: found.scope } } : { status: 401, body: { error: "invalid_token" } };
      } else if (url.pathname === "/keyed") {
        const key = apiKey ?? url.searchParams.get("api_key") ?? undefined;
        answer = key === options.apiKey ? { status: 200, body: { key: "accepted" } } : { status: 401, body: { error: "invalid_key" } };
      } else if (url.pathname === "/basic") {
        const pair = /^Basic (.+)$/.exec(authorization ?? "")?.[1];
        const decoded = pair === undefined ? "" : Buffer.from(pair, "base64").toString("utf8");
        answer = decoded === `${options.basic.user}:${options.basic.password}` ? { status: 200, body: { user: options.basic.user } } : { status: 401, body: { error: "invalid_credentials" } };
      }
      calls.push({ path: url.pathname, query: url.search, authorization, apiKey, status: answer.status });
      response.writeHead(answer.status, { ...cors, "Content-Type": "application/json" });
      response.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    calls,
    issue: (token) => issued.add(token),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
