/** Snippets: the selected clients' templates applied to one request, in tab order. */
import { ClientRefusal } from "./clients/refusal.ts";
import type { ApiClient } from "./clients/types.ts";
import { writerOf } from "./clients/written.ts";
import type { Html } from "./html.ts";
import { CodeWriter } from "./text/code-writer.ts";
import { Config, getConfig } from "./config/config.ts";
import { settingsOf, type Settings } from "./config/settings.ts";
import { RefkitError, describeValue } from "./errors.ts";
import { ApiRequest, checkRequestOptions, type RequestDeclaration, type RequestOptions } from "./request.ts";

/** One rendered snippet, as plain text. */
export interface Snippet {
  readonly token: string;
  readonly label: string;
  readonly lexer: string;
  readonly filename: string | undefined;
  readonly code: string;
  /** The code highlighted as it was written (the shipped clients); otherwise the highlighter colours it. */
  readonly html?: Html | undefined;
}

/**
 * The clients a request example shows: all configured clients in order, or the listed tokens
 * in the listed order. Unknown tokens are skipped silently, repeated ones count once.
 */
export function selectClients(config: Settings, tokens: readonly string[] | null | undefined): [string, ApiClient][] {
  const clients = config.clients;
  // All clients, in order: the common case needs no de-duplication.
  if (tokens === null || tokens === undefined) return Object.entries(clients);
  return [...new Set(tokens)].filter((token) => Object.hasOwn(clients, token)).map((token) => [token, clients[token]!]);
}

/**
 * Runs one client's template and file name function, with a clear error if either misbehaves
 * or the client refuses the request (a `ClientRefusal`, rethrown with the token).
 */
export function renderSnippet(token: string, client: ApiClient, request: ApiRequest, options: { readonly highlight?: boolean } = {}): Snippet {
  try {
    return render(token, client, request, options);
  } catch (error) {
    if (error instanceof ClientRefusal && error.token === undefined) throw error.located(token, "RequestExample");
    throw error;
  }
}

function render(token: string, client: ApiClient, request: ApiRequest, options: { readonly highlight?: boolean }): Snippet {
  const filename = typeof client.filename === "function" ? client.filename(request) : client.filename;
  if (filename !== undefined && typeof filename !== "string") throw notAString(token, "filename", filename);
  const write = options.highlight ? writerOf(client) : undefined;
  if (write) {
    const out = new CodeWriter();
    write(request, out);
    const { text, html } = out.done();
    return Object.freeze({ token, label: client.label, lexer: client.lexer, filename, code: text, html });
  }
  const code = client.template(request);
  if (typeof code !== "string") throw notAString(token, "template", code);
  return Object.freeze({ token, label: client.label, lexer: client.lexer, filename, code });
}

function notAString(token: string, key: string, got: unknown): RefkitError {
  return new RefkitError({ component: `client "${token}"`, key }, `expected a string, got ${describeValue(got)}`);
}

/**
 * The selected clients' snippets for one request, as plain text in tab order.
 * @example
 * snippets({ method: "get", path: "/v1/customers", clients: ["curl"] })[0].code
 * // "curl -X GET 'https://api.example.com/v1/customers' \\\n  -H 'Content-Type: application/json'\n"
 */
export function snippets(options: RequestOptions | RequestDeclaration, config: Config | Settings = getConfig()): Snippet[] {
  const declaration = checkRequestOptions(options);
  const settings = settingsOf(config);
  const request = new ApiRequest(declaration, settings); // buildRequest would check the declaration again
  return selectClients(settings, declaration.clients).map(([token, client]) => renderSnippet(token, client, request));
}

/**
 * Builds the immutable request for `options` under `config` (the configuration in scope by
 * default; settled settings too).
 * @example buildRequest({ method: "delete", path: "/v1/customers/cus_123" }).url
 */
export function buildRequest(options: RequestOptions | RequestDeclaration, config: Config | Settings = getConfig()): ApiRequest {
  return new ApiRequest(checkRequestOptions(options), config);
}
