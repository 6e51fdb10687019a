/**
 * Runs every shipped client's snippet for every request fixture with the real interpreter and
 * checks, on a local server, that it sent exactly the declared request, and that no value in
 * any fixture ran a command.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectExactRequest } from "../support/execute.ts";
import { Prefetch } from "../support/prefetch.ts";
import { loadRequestFixture, requestFixtureNames } from "../support/request-fixtures.ts";
import { describeRun, runSnippet } from "../support/run-snippet.ts";
import { startServer, type RecordingServer } from "../support/server.ts";
import { clientTokens, requireTool, skipClient, tools, type ClientToken } from "../support/tools.ts";

const sentinels = mkdtempSync(join(tmpdir(), "refkit-sentinel-"));
const controlSentinels = mkdtempSync(join(tmpdir(), "refkit-control-"));
const runs = new Prefetch();
let server: RecordingServer;

/** Each run has its own sentinel file, so a payload that fires names its fixture and client. */
const runIdOf = (fixture: string, token: ClientToken) => `${fixture}-${token}`;
const sentinelOf = (runId: string) => join(sentinels, runId);

beforeAll(async () => {
  server = await startServer();
  for (const name of requestFixtureNames) {
    for (const token of clientTokens) {
      const runId = runIdOf(name, token);
      runs.start(server, runId, loadRequestFixture(name, sentinelOf(runId)).declaration, token);
    }
  }
});

afterAll(async () => {
  await runs.settled();
  await server?.close();
  rmSync(sentinels, { recursive: true, force: true });
  rmSync(controlSentinels, { recursive: true, force: true });
});

describe("every snippet sends exactly the declared request", () => {
  it("covers every request fixture", () => {
    expect(requestFixtureNames.length).toBeGreaterThanOrEqual(40);
  });

  for (const name of requestFixtureNames) {
    describe(`${name}: ${loadRequestFixture(name).description}`, () => {
      for (const token of clientTokens) {
        it.skipIf(skipClient(token))(token, async () => {
          requireTool(token);
          const runId = runIdOf(name, token);
          expectExactRequest(await runs.get(runId), `${name} (${token})`, loadRequestFixture(name).refusedBy[token]);
          expect(existsSync(sentinelOf(runId)), `${name} (${token}) ran a command`).toBe(false);
        });
      }
    });
  }

  it("sends nothing outside the runs' base URLs", async () => {
    await runs.settled();
    expect(server.strays).toEqual([]);
  });
});

/**
 * A naive program per language (its folder's `tool.json`): how a template that forgot to escape
 * would write a value. The control test below runs them to show that the fixtures' payloads are live.
 */
const naive = (token: ClientToken, value: string) => tools[token]!.naive.code.split("{{value}}").join(value);

describe("no value can run a command", () => {
  it("no snippet created its sentinel file", async () => {
    await runs.settled();
    expect(readdirSync(sentinels)).toEqual([]);
  });

  for (const token of clientTokens) {
    it.skipIf(skipClient(token))(`the ${token} payloads do run a command when a value is quoted naively (control)`, async () => {
      requireTool(token);
      const sentinel = join(controlSentinels, token);
      const { declaration } = loadRequestFixture(tools[token]!.injectionFixture, sentinel);
      const payloads = (declaration.options.body as { values: string[] }).values;
      const fired: string[] = [];
      for (const payload of payloads) {
        const run = await runSnippet({ token, filename: tools[token]!.naive.filename, code: naive(token, payload) });
        if (existsSync(sentinel)) fired.push(payload);
        rmSync(sentinel, { force: true });
        expect(run.timedOut, describeRun(run)).toBe(false);
      }
      expect(fired.length, `no ${token} payload fired when quoted naively: the sentinel check could not fail`).toBeGreaterThan(0);
    });
  }
});
