/**
 * Render workers. A worker is started empty, and loads its modules; it is told what to load — the
 * project's source and, for a description, the description as the main thread read it — and loads
 * the project at once; it is given its job last. A build of a large description starts its
 * workers before it reads the description, tells them as soon as it has read it, and gives them
 * their jobs once it has planned the site: each worker loads while the main thread does.
 */
import { Worker } from "node:worker_threads";
import { BuildError } from "./build-errors.ts";
import { ProjectError, type ProjectSource, type ReadDescription } from "../reference/project.ts";
import type { PageReport, RenderJob } from "./render-pages.ts";

/** What a worker is told to load: plain data, posted once. */
export interface WorkerLoad {
  readonly source: ProjectSource;
  /** The description as the main thread read it; none for hand-written pages (the worker imports their modules). */
  readonly description?: ReadDescription | undefined;
}

type Message =
  | { type: "page"; report: PageReport }
  | { type: "done" }
  | { type: "error"; name?: string; file?: string; message: string; stack?: string };

/** What a worker is posted, in this order: what to load, then its job. */
export type WorkerMessage = ({ readonly type: "load" } & WorkerLoad) | { readonly type: "job"; readonly job: RenderJob };

/** A render worker, started; `load` tells it what to load, `run` gives it its job. */
export class RenderWorker {
  readonly #worker: Worker;
  readonly #exited: Promise<number>;
  #listener: ((message: Message) => void) | undefined;
  #failure: ((error: unknown) => void) | undefined;

  #loaded = false;

  /** Starts a worker; with `load`, tells it what to load at once. */
  constructor(load?: WorkerLoad) {
    // A clean execArgv: the entry registers its own loader, whatever the parent runs under.
    this.#worker = new Worker(new URL("./worker-entry.mjs", import.meta.url), { execArgv: [] });
    this.#exited = new Promise((resolve) => this.#worker.once("exit", resolve));
    this.#worker.on("message", (message: Message) => this.#listener?.(message));
    this.#worker.on("error", (error) => this.#failure?.(error));
    // A worker that is never given a job is stopped; one that has its job keeps the process alive until it is done.
    this.#worker.unref();
    if (load !== undefined) this.load(load);
  }

  /** Tells the worker what to load: it loads the project while the caller goes on. Once only. */
  load(load: WorkerLoad): void {
    if (this.#loaded) throw new Error("a render worker is told what to load once");
    this.#loaded = true;
    this.#post({ type: "load", ...load });
  }

  #post(message: WorkerMessage): void {
    this.#worker.postMessage(message);
  }

  /**
   * Renders `job`, reporting each page; rejects with the worker's error, naming the page file.
   * When `signal` aborts, the worker is terminated and the promise rejects with the abort reason
   * once it has stopped. The worker ends with its job.
   */
  run(job: RenderJob, report: (page: PageReport) => void, signal?: AbortSignal): Promise<void> {
    if (!this.#loaded) return Promise.reject(new Error("a render worker is given its job after it is told what to load"));
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
      this.#post({ type: "job", job });
    });
  }

  /** Stops the worker; resolves once it has. */
  async stop(): Promise<void> {
    await this.#worker.terminate();
  }
}
