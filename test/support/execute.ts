/**
 * One declared request, run through one client end to end: the snippet is generated for the
 * recording server, run with the real interpreter, and paired with what the server received.
 */
import { expect } from "vitest";
import { ClientRefusal, Config, clients, snippets, type RequestOptions, type Snippet } from "../../src/index.ts";
import { expectedRequest, expectSent, type Declaration } from "./expected-request.ts";
import { expectCleanRun, runSnippet, type SnippetRun } from "./run-snippet.ts";
import type { ReceivedRequest, RecordingServer } from "./server.ts";
import { tools, type ClientToken } from "./tools.ts";

/** A finished run and the requests the server filed under it; or the client's refusal to write the snippet. */
export type Execution = Sent | Refused;

/** A snippet that was written and run. */
export interface Sent {
  readonly declaration: Declaration;
  readonly token: ClientToken;
  readonly snippet: Snippet;
  readonly run: SnippetRun;
  readonly received: readonly ReceivedRequest[];
  readonly refusal?: undefined;
}

/** A request the client refused to write a snippet for (a `ClientRefusal`). */
export interface Refused {
  readonly declaration: Declaration;
  readonly token: ClientToken;
  readonly refusal: ClientRefusal;
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
  let snippet: Snippet;
  try {
    snippet = snippetFor(declaration, token, server.baseUrlFor(runId));
  } catch (error) {
    if (error instanceof ClientRefusal) return { declaration, token, refusal: error };
    throw error;
  }
  const run = await runSnippet(snippet, declaration.files);
  return { declaration, token, snippet, run, received: server.received(runId) };
}

/**
 * Asserts that the run went cleanly and sent exactly the declared request. `refusal` is the rule
 * the client must refuse the request with instead (a fixture's `refusedBy`), if any.
 */
export function expectExactRequest(execution: Execution, label: string, refusal?: string): void {
  if (refusal !== undefined) {
    expect(execution.refusal?.rule, `${label}: expected the ${execution.token} client to refuse with "${refusal}"`).toBe(refusal);
    return;
  }
  if (execution.refusal) throw new Error(`${label}: the ${execution.token} client refused the request (${execution.refusal.rule}): ${execution.refusal.message}`);
  expectCleanRun(execution.run);
  expectSent(execution.received, expectedRequest(execution.declaration), `${label}\n${execution.snippet.code}\n`);
}

/**
 * Asserts that the request was sent exactly, or refused under a rule its client documents (its
 * `tool.json`'s `refuses`): random requests may hit a documented limitation. True when refused.
 */
export function expectExactOrDocumentedRefusal(execution: Execution, label: string): boolean {
  if (!execution.refusal) {
    expectExactRequest(execution, label);
    return false;
  }
  const documented = Object.keys(tools[execution.token]!.refuses ?? {});
  expect(documented, `${label}: the ${execution.token} client refused with an undocumented rule: ${execution.refusal.message}`).toContain(execution.refusal.rule);
  return true;
}
