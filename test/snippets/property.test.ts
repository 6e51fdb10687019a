/**
 * Random requests, run through every client with the real interpreters. The cases are drawn
 * once with a fixed seed and run ahead, all clients at once; then fast-check checks them per
 * client with the same seed, so a failure is shrunk (shrunk cases run on demand) and reported
 * with its seed. REFKIT_PROPERTY_RUNS sets the number of cases (default 100 under CI=true, else 60), and
 * REFKIT_PROPERTY_SEED the seed.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declaration as randomDeclaration } from "../support/arbitraries.ts";
import { execute, expectExactOrDocumentedRefusal, type Execution } from "../support/execute.ts";
import type { Declaration } from "../support/expected-request.ts";
import { Prefetch } from "../support/prefetch.ts";
import { withSentinel } from "../support/request-fixtures.ts";
import { startServer, type RecordingServer } from "../support/server.ts";
import { clientTokens, requireTool, skipClient, type ClientToken } from "../support/tools.ts";

// A hundred cases per client under CI (sixteen clients, each run by its real interpreter or
// compiler, share CI's time); fewer on a laptop, for speed.
const numRuns = Number(process.env.REFKIT_PROPERTY_RUNS || (process.env.CI === "true" ? 100 : 60));
const seed = Number(process.env.REFKIT_PROPERTY_SEED || 20_261_121);
/** A time limit for one client's property, shrinking included (each shrink step runs an interpreter). */
const timeLimitMs = 280_000;

const sentinels = mkdtempSync(join(tmpdir(), "refkit-sentinel-"));
const sentinelOf = (runId: string) => join(sentinels, runId);
const runs = new Prefetch();
const caseIndex = new Map<string, number>();
let drawn = 0;
let onDemand = 0;
let server: RecordingServer;
/** Random requests each client refused under a documented rule, for the run's summary. */
const refused = new Map<ClientToken, number>();

beforeAll(async () => {
  server = await startServer();
  const declarations = fc.sample(randomDeclaration, { seed, numRuns });
  declarations.forEach((declaration, index) => {
    drawn++;
    caseIndex.set(fc.stringify(declaration), index);
  });
  // Client by client, in the order the tests wait for them: each client's time limit then covers
  // its own runs, however many clients there are.
  for (const token of clientTokens) {
    declarations.forEach((declaration, index) => {
      const runId = `p${index}-${token}`;
      runs.start(server, runId, withSentinel(declaration, sentinelOf(runId)), token);
    });
  }
});

afterAll(async () => {
  if (refused.size > 0) console.log(`random requests refused under a documented rule: ${[...refused].map(([token, count]) => `${token} ${count}`).join(", ")} (of ${numRuns} each)`);
  await runs.settled();
  await server?.close();
  rmSync(sentinels, { recursive: true, force: true });
});

/** The run of `declaration` by `token`: started ahead when fast-check drew it, else now. */
async function runOf(declaration: Declaration, token: ClientToken): Promise<{ runId: string; execution: Execution }> {
  const index = caseIndex.get(fc.stringify(declaration));
  if (index !== undefined) return { runId: `p${index}-${token}`, execution: await runs.get(`p${index}-${token}`) };
  const runId = `s${onDemand++}-${token}`;
  return { runId, execution: await execute(server, runId, withSentinel(declaration, sentinelOf(runId)), token) };
}

describe("every snippet sends exactly the declared request (random requests)", () => {
  it("draws the requested number of cases", () => {
    expect(numRuns, "REFKIT_PROPERTY_RUNS must be a positive number").toBeGreaterThan(0);
    expect(drawn).toBe(numRuns);
  });

  for (const token of clientTokens) {
    it.skipIf(skipClient(token))(`${token}: ${numRuns} random requests (seed ${seed})`, { timeout: 300_000 }, async () => {
      requireTool(token);
      const property = fc.asyncProperty(randomDeclaration, async (declaration) => {
        const { runId, execution } = await runOf(declaration, token);
        if (expectExactOrDocumentedRefusal(execution, `random request (${token}, seed ${seed})`)) refused.set(token, (refused.get(token) ?? 0) + 1);
        expect(existsSync(sentinelOf(runId)), `a random value made the ${token} snippet run a command`).toBe(false);
      });
      await fc.assert(property, { seed, numRuns, interruptAfterTimeLimit: timeLimitMs, markInterruptAsFailure: true });
    });
  }
});

describe("no value can run a command (random requests)", () => {
  it("no random request created its sentinel file", async () => {
    await runs.settled();
    expect(readdirSync(sentinels)).toEqual([]);
  });
});
