/**
 * One declared request, run through one client end to end: the snippet is generated for the
 * recording server, run with the real interpreter, and paired with what the server received.
 */
import { Config, clients, snippets, type RequestOptions, type Snippet } from "../../src/index.ts";
import { expectedRequest, expectSent, type Declaration } from "./expected-request.ts";
import { expectCleanRun, runSnippet, type SnippetRun } from "./run-snippet.ts";
import type { ReceivedRequest, RecordingServer } from "./server.ts";
import type { ClientToken } from "./tools.ts";

/** A finished run and the requests the server filed under it. */
export interface Execution {
  readonly declaration: Declaration;
  readonly snippet: Snippet;
  readonly run: SnippetRun;
  readonly received: readonly ReceivedRequest[];
}

/**
 * The configuration a declaration runs under, with `baseUrl` in front of its path prefix and
 * every shipped client. A declaration with a base URL of its own gets a configured one it must
 * not use.
 */
export function configFor(declaration: Declaration, baseUrl: string): Config {
  const config = new Config();
  config.apiClients = clients;
  config.apiBaseUrl = declaration.options.baseUrl === undefined ? baseUrl + declaration.basePath : `${baseUrl}/not-this-base-url`;
  config.apiAuthHeader = declaration.auth;
  return config;
}

/**
 * The one snippet `token` writes for `declaration` under `baseUrl`. A fixture's own `baseUrl`
 * is a path prefix on the same server (`/v9` runs as `<baseUrl>/v9`).
 */
export function snippetFor(declaration: Declaration, token: ClientToken, baseUrl: string): Snippet {
  const own = declaration.options.baseUrl;
  const options: RequestOptions = { ...declaration.options, clients: [token], ...(own === undefined ? {} : { baseUrl: baseUrl + own }) };
  const [snippet] = snippets(options, configFor(declaration, baseUrl));
  if (!snippet) throw new Error(`client "${token}" is not configured`);
  return snippet;
}

/**
 * Runs `token`'s snippet for `declaration` against `server`, filed under `runId` (letters,
 * digits, `-` and `_`; unique per server).
 */
export async function execute(server: RecordingServer, runId: string, declaration: Declaration, token: ClientToken): Promise<Execution> {
  const snippet = snippetFor(declaration, token, server.baseUrlFor(runId));
  const run = await runSnippet(snippet);
  return { declaration, snippet, run, received: server.received(runId) };
}

/** Asserts that the run went cleanly and sent exactly the declared request. */
export function expectExactRequest(execution: Execution, label: string): void {
  expectCleanRun(execution.run);
  expectSent(execution.received, expectedRequest(execution.declaration), `${label}\n${execution.snippet.code}\n`);
}
