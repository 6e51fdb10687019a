/**
 * The snippet hosts (test/support/hosts.ts) run a snippet file as the client's own command runs
 * it: for each client with a host, a sample of fixtures and of failing programs runs both ways,
 * and the two runs must agree on exit status, output and the request the server received.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snippetFor } from "../support/execute.ts";
import { loadRequestFixture } from "../support/request-fixtures.ts";
import { describeRun, runSnippet, type RunVia, type SnippetRun } from "../support/run-snippet.ts";
import { startServer, type ReceivedRequest, type RecordingServer } from "../support/server.ts";
import { clientTokens, requireTool, skipClient, tools } from "../support/tools.ts";

/** Fixtures that exercise the whole snippet: bodies of each kind (an upload reads a file from its folder), escapes, odd verbs, no body. */
const sampleFixtures = ["post-json", "quotes", "emoji", "large-body", "verb-head", "string-body-empty", "form-special-characters", "header-overrides", "multipart-upload"];
const hosted = clientTokens.filter((token) => tools[token]!.host !== undefined);

let server: RecordingServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/** `request` with its multipart boundary, which a snippet draws at random, as "BOUNDARY". */
function withoutBoundary(request: ReceivedRequest): ReceivedRequest {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/.exec(request.headers["content-type"]?.[0] ?? "");
  const drawn = boundary?.[1] ?? boundary?.[2];
  if (!drawn) return request;
  const replace = (text: string) => text.replaceAll(drawn, "BOUNDARY");
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, values]) => [name, values.map(replace)]));
  return { ...request, headers, body: Buffer.from(request.body.toString("latin1").replaceAll(drawn, "BOUNDARY"), "latin1") };
}

/** What must be the same whichever way the snippet ran. */
function outcome(run: SnippetRun) {
  return { timedOut: run.timedOut, exitCode: run.exitCode, stdout: run.stdout, leftovers: run.leftovers };
}

describe("a snippet host runs a snippet as the client's command does", () => {
  it("some shipped client has a host", () => {
    expect(hosted.length).toBeGreaterThan(0);
  });

  for (const token of hosted) {
    describe(token, () => {
      for (const name of sampleFixtures) {
        it.skipIf(skipClient(token))(`${name}: the same exit status, output and request`, async () => {
          requireTool(token);
          const { declaration } = loadRequestFixture(name);
          const [viaCommand, viaHost] = await Promise.all(
            (["command", "host"] as const).map(async (via: RunVia) => {
              const runId = `${name}-${token}-${via}`;
              const run = await runSnippet(snippetFor(declaration, token, server.baseUrlFor(runId)), declaration.files, via);
              return { run, received: server.received(runId) };
            }),
          );
          expect(viaCommand!.run.exitCode, describeRun(viaCommand!.run)).toBe(0);
          expect(outcome(viaHost!.run), describeRun(viaHost!.run)).toEqual(outcome(viaCommand!.run));
          expect(viaHost!.received.map(withoutBoundary)).toEqual(viaCommand!.received.map(withoutBoundary));
          expect(viaHost!.received).toHaveLength(1);
        });
      }

      it.skipIf(skipClient(token))("a program that fails: the same exit status, and the error on stderr", async () => {
        requireTool(token);
        const { filename, code } = tools[token]!.naive;
        const failing = tools[token]!.host!.failing;
        expect(failing.length, `${token}'s tool.json names no failing programs for its host`).toBeGreaterThan(0);
        for (const program of failing) {
          const source = code.replace("{{value}}", program.value);
          const runs = await Promise.all((["command", "host"] as const).map((via) => runSnippet({ token, filename, code: source }, {}, via)));
          for (const run of runs) {
            expect(run.exitCode, `${program.why}\n${describeRun(run)}`).toBe(1);
            expect(run.stderr, `${program.why}\n${describeRun(run)}`).toContain(program.stderr);
          }
          expect(runs[1]!.stdout).toBe(runs[0]!.stdout);
        }
      });
    });
  }
});

