/** Runs a render job in a worker thread and reports its progress. */
import { Worker } from "node:worker_threads";
import { ProjectError } from "./project.ts";
import type { RenderJob } from "./render-pages.ts";

type Message = { type: "progress"; slug: string } | { type: "done" } | { type: "error"; file?: string; message: string; stack?: string };

/** Renders `job` in a new worker; rejects with the worker's error, naming the page file. */
export function renderInWorker(job: RenderJob, progress: (slug: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    // A clean execArgv: the entry registers its own loader, whatever the parent runs under.
    const worker = new Worker(new URL("./worker-entry.mjs", import.meta.url), { workerData: job, execArgv: [] });
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    worker.on("message", (message: Message) => {
      if (message.type === "progress") progress(message.slug);
      else if (message.type === "done") settle();
      else {
        const error = message.file ? new ProjectError(message.file, message.message) : new Error(message.message);
        if (message.stack) error.stack = message.stack;
        settle(error);
      }
    });
    worker.on("error", (error) => settle(error));
    worker.on("exit", (code) => settle(new Error(`a render worker stopped (exit code ${code}) before finishing its pages`)));
  });
}
