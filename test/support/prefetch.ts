/**
 * Starts every run of a test file at once (they share the runner's pool), so that the tests,
 * which run one after the other, mostly find their run finished. A test awaits its own run and
 * makes its own assertions, so each failure is reported under the right name.
 */
import { execute, type Execution } from "./execute.ts";
import type { Declaration } from "./expected-request.ts";
import type { RecordingServer } from "./server.ts";
import { missingTool, type ClientToken } from "./tools.ts";

/** Runs started ahead of their tests, by run id. */
export class Prefetch {
  readonly #runs = new Map<string, Promise<Execution>>();

  /** Starts `token`'s run of `declaration` under `runId`, unless the tool is missing. */
  start(server: RecordingServer, runId: string, declaration: Declaration, token: ClientToken): void {
    if (missingTool(token) !== null) return;
    const run = execute(server, runId, declaration, token);
    // Marked as handled here; the test that awaits it still sees the failure.
    run.catch(() => undefined);
    this.#runs.set(runId, run);
  }

  /** The run started under `runId`. */
  get(runId: string): Promise<Execution> {
    const run = this.#runs.get(runId);
    if (!run) throw new Error(`no run was started under "${runId}"`);
    return run;
  }

  /** Waits until every started run has finished, whatever its outcome. */
  async settled(): Promise<void> {
    await Promise.allSettled(this.#runs.values());
  }
}
