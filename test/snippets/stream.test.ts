/**
 * A streamed response is printed as it arrives. Each client's snippet for each stream fixture
 * runs as a reader runs it, against a server that sends the first item and then holds the stream
 * open until the snippet has printed that item; only then does it send the last item and end. A
 * snippet that waits for the whole response never prints the first item, and its run times out.
 *
 * While it holds the stream open the server sends a comment every half second, as SSE servers do
 * to keep proxies from closing the connection: Erlang's :httpc keeps a part that arrived with the
 * headers until more data comes. A comment is 14 bytes, so a client that buffers its output
 * (4 KiB or more) still prints nothing before its run times out.
 */
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snippetFor } from "../support/execute.ts";
import { expectedRequest, expectSent } from "../support/expected-request.ts";
import { loadRequestFixture, requestFixtureNames } from "../support/request-fixtures.ts";
import { describeRun, expectCleanRun, runSnippet, type SnippetRun } from "../support/run-snippet.ts";
import { startServer, type RecordingServer } from "../support/server.ts";
import { clientTokens, missingTool, requireTool, skipClient, type ClientToken } from "../support/tools.ts";

/** Two server-sent events: the first (with a character beyond ASCII) is sent at once, the last once the first is printed. */
const first = 'data: {"item":1,"text":"first \u2713"}\n\n';
const last = 'data: {"item":2,"text":"last"}\n\n';
const heartbeat = ": keep-alive\n\n";
const heartbeatMs = 500;

const streamFixtures = requestFixtureNames.filter((name) => loadRequestFixture(name).declaration.options.stream === true);

/** Per run: sends the last item and ends the response. Set once the first item is on its way. */
const releases = new Map<string, () => void>();
/** The runs whose snippet printed the first item while the stream was held open. */
const printedEarly = new Set<string>();
const runs = new Map<string, Promise<SnippetRun>>();
let server: RecordingServer;

const runIdOf = (fixture: string, token: ClientToken) => `stream-${fixture}-${token}`;

function answer(runId: string, response: ServerResponse): void {
  response.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache" });
  response.write(first);
  const beating = setInterval(() => response.write(heartbeat), heartbeatMs);
  response.on("close", () => clearInterval(beating));
  releases.set(runId, () => {
    clearInterval(beating);
    response.end(last);
  });
}

/** Watches a run's output: once the first item shows, the server may finish the stream. */
function watcher(runId: string): (stdout: string) => void {
  return (stdout) => {
    if (printedEarly.has(runId) || !stdout.includes('"item":1')) return;
    printedEarly.add(runId);
    releases.get(runId)?.();
  };
}

/** The control: Python's snippet of a stream fixture declared without `stream`, which prints the response once it ends. */
const control = { fixture: "stream-get", token: "python", runId: "stream-control-python" };

beforeAll(async () => {
  server = await startServer({ answer });
  if (missingTool(control.token) === null) {
    const { declaration } = loadRequestFixture(control.fixture);
    const whole = { ...declaration, options: { ...declaration.options, stream: false } };
    const run = runSnippet(snippetFor(whole, control.token, server.baseUrlFor(control.runId)), {}, "command", watcher(control.runId));
    run.catch(() => undefined);
    runs.set(control.runId, run);
  }
  for (const name of streamFixtures) {
    const { declaration } = loadRequestFixture(name);
    for (const token of clientTokens) {
      if (missingTool(token) !== null) continue;
      const runId = runIdOf(name, token);
      const snippet = snippetFor(declaration, token, server.baseUrlFor(runId));
      const run = runSnippet(snippet, declaration.files, "command", watcher(runId));
      run.catch(() => undefined);
      runs.set(runId, run);
    }
  }
});

afterAll(async () => {
  await Promise.allSettled(runs.values());
  await server?.close();
});

describe("every snippet of a streamed response prints each item as it arrives", () => {
  it("has stream fixtures", () => {
    expect(streamFixtures.length).toBeGreaterThanOrEqual(2);
  });

  for (const name of streamFixtures) {
    describe(name, () => {
      for (const token of clientTokens) {
        it.skipIf(skipClient(token))(token, async () => {
          requireTool(token);
          const runId = runIdOf(name, token);
          const run = await runs.get(runId)!;
          const label = `${name} (${token})`;
          expect(printedEarly.has(runId), `${label}: the snippet did not print the first item while the stream was open (it waits for the whole response)\n${describeRun(run)}`).toBe(true);
          expectCleanRun(run);
          const printed = run.stdout.replace(/\r\n/g, "\n").split(heartbeat).join("");
          expect(printed, `${label}: printed the stream changed\n${describeRun(run)}`).toBe(first + last);
          expectSent(server.received(runId), expectedRequest(loadRequestFixture(name).declaration), `${label}\n${run.snippet.code}\n`);
        });
      }
    });
  }

  it.skipIf(skipClient(control.token))("catches a snippet that prints the response only once it ends (control)", async () => {
    requireTool(control.token);
    const run = await runs.get(control.runId)!;
    expect(run.snippet.code, "the control snippet should read the whole response").not.toContain("stream=True");
    expect(printedEarly.has(control.runId), describeRun(run)).toBe(false);
    expect(run.timedOut, describeRun(run)).toBe(true);
  });

  it("sends nothing outside the runs' base URLs", async () => {
    await Promise.allSettled(runs.values());
    expect(server.strays).toEqual([]);
  });
});
