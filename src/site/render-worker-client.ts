/**
 * Render workers. A worker starts with what it makes pages from — for a description, the
 * document as the main thread read it — and is given its job (the project's source among it) later: a build
 * starts its workers as soon as the description is read, so that a worker takes in the document
 * while the main thread indexes and weighs it.
 */
import { Worker } from "node:worker_threads";
import { BuildError } from "./build-errors.ts";
import { ProjectError } from "../reference/project.ts";
import type { PageReport, RenderJob } from "./render-pages.ts";

/** What a worker starts with: plain data, posted once. */
export interface WorkerStart {
  /** The description as the main thread read it; none for hand-written pages (the worker imports their modules). */
  readonly description?: { readonly document: unknown; readonly files: readonly string[] } | undefined;
}

type Message =
  | { type: "page"; report: PageReport }
  | { type: "done" }
  | { type: "error"; name?: string; file?: string; message: string; stack?: string };

/** A render worker, started; `run` gives it its job. */
export class RenderWorker {
  readonly #worker: Worker;
  readonly #exited: Promise<number>;
  #listener: ((message: Message) => void) | undefined;
  #failure: ((error: unknown) => void) | undefined;

  constructor(start: WorkerStart) {
    // A clean execArgv: the entry registers its own loader, whatever the parent runs under.
    this.#worker = new Worker(new URL("./worker-entry.mjs", import.meta.url), { workerData: start, execArgv: [] });
    this.#exited = new Promise((resolve) => this.#worker.once("exit", resolve));
    this.#worker.on("message", (message: Message) => this.#listener?.(message));
    this.#worker.on("error", (error) => this.#failure?.(error));
    // A worker that is never given a job is stopped; one that has its job keeps the process alive until it is done.
    this.#worker.unref();
  }

  /**
   * Renders `job`, reporting each page; rejects with the worker's error, naming the page file.
   * When `signal` aborts, the worker is terminated and the promise rejects with the abort reason
   * once it has stopped. The worker ends with its job.
   */
  run(job: RenderJob, report: (page: PageReport) => void, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        void this.stop().then(() => reject(signal.reason));
        return;
      }
      let settled = false;
      const onAbort = () => settle(signal!.reason);
      const settle = (error?: unknown) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener("abort", onAbort);
        if (error === undefined) {
          void this.stop();
          resolve();
        } else {
          // Wait until the worker has stopped, so that it writes nothing after the caller cleans up.
          this.stop().then(() => reject(error), () => reject(error));
        }
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.#listener = (message) => {
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
      };
      this.#failure = (error) => settle(error);
      void this.#exited.then((code) => settle(new Error(`a render worker stopped (exit code ${code}) before finishing its pages`)));
      this.#worker.ref();
      this.#worker.postMessage(job);
    });
  }

  /** Stops the worker; resolves once it has. */
  async stop(): Promise<void> {
    await this.#worker.terminate();
  }
}
