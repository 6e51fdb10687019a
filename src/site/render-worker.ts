/**
 * A render worker: makes the project's pages itself (pages hold functions, which cannot be posted)
 * from what it started with — a description as the main thread read it, or the project's own
 * page modules — and renders the share its job names, taking pages as the job says.
 */
import { parentPort, workerData } from "node:worker_threads";
import { FileError } from "../errors.ts";
import { loadProject } from "../reference/project.ts";
import { renderPages, type RenderJob } from "./render-pages.ts";
import type { WorkerStart } from "./render-worker-client.ts";

const start = workerData as WorkerStart;
try {
  const job = await new Promise<RenderJob>((resolve) => parentPort!.once("message", resolve));
  const project = await loadProject(job.source, start.description === undefined ? {} : { read: { ...start.description, weights: job.weights ?? [] } });
  await renderPages(project, job, (report) => parentPort!.postMessage({ type: "page", report }));
  parentPort!.postMessage({ type: "done" });
} catch (error) {
  const located = error instanceof FileError ? error : undefined;
  parentPort!.postMessage({
    type: "error",
    name: located?.name,
    file: located?.file,
    message: located ? located.message.slice(located.file.length + 2) : error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
}
