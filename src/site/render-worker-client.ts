/** Runs a render job in a worker thread and reports its progress. */
import { Worker } from "node:worker_threads";
import { BuildError } from "./build-errors.ts";
import { ProjectError } from "../reference/project.ts";
import type { PageReport, RenderJob } from "./render-pages.ts";

type Message =
  | { type: "page"; report: PageReport }
  | { type: "done" }
  | { type: "error"; name?: string; file?: string; message: string; stack?: string };

/**
 * Renders `job` in a new worker, reporting each page; rejects with the worker's error, naming the page file. When
 * `signal` aborts, the worker is terminated and the promise rejects with the abort reason once
 * it has stopped.
 */
export function renderInWorker(job: RenderJob, report: (page: PageReport) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    // A clean execArgv: the entry registers its own loader, whatever the parent runs under.
    const worker = new Worker(new URL("./worker-entry.mjs", import.meta.url), { workerData: job, execArgv: [] });
    let settled = false;
    const onAbort = () => settle(signal!.reason);
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      if (error === undefined) {
        void worker.terminate();
        resolve();
      } else {
        // Wait until the worker has stopped, so that it writes nothing after the caller cleans up.
        worker.terminate().then(() => reject(error), () => reject(error));
      }
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.on("message", (message: Message) => {
      if (message.type === "page") report(message.report);
      else if (message.type === "done") settle();
      else {
        const error = message.file
          ? message.name === "BuildError"
            ? new BuildError(message.file, message.message)
            : new ProjectError(message.file, message.message)
          : new Error(message.message);
        if (message.stack) error.stack = message.stack;
        settle(error);
      }
    });
    worker.on("error", (error) => settle(error));
    worker.on("exit", (code) => settle(new Error(`a render worker stopped (exit code ${code}) before finishing its pages`)));
  });
}
