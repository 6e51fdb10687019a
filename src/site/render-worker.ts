/**
 * A render worker: makes the project's pages itself (pages hold functions, which cannot be posted)
 * and renders the share its job names, taking pages as the job says. It loads the project as soon
 * as it is told what to load — the description the main thread read, or the project's own page
 * modules — so that it is ready when its job comes.
 */
import { parentPort } from "node:worker_threads";
import { FileError } from "../errors.ts";
import { loadProject } from "../reference/project.ts";
import { renderPages } from "./render-pages.ts";
import type { WorkerMessage } from "./render-worker-client.ts";

/** The messages posted to this worker, taken in order. */
const posted: WorkerMessage[] = [];
let waiting: ((message: WorkerMessage) => void) | undefined;
parentPort!.on("message", (message: WorkerMessage) => {
  if (waiting === undefined) posted.push(message);
  else waiting(message);
  waiting = undefined;
});
const next = <T extends WorkerMessage["type"]>(type: T): Promise<Extract<WorkerMessage, { type: T }>> =>
  new Promise<WorkerMessage>((resolve) => {
    const message = posted.shift();
    if (message === undefined) waiting = resolve;
    else resolve(message);
  }).then((message) => {
    if (message.type !== type) throw new Error(`a render worker was posted "${message.type}" where it expected "${type}"`);
    return message as Extract<WorkerMessage, { type: T }>;
  });

try {
  const { source, description } = await next("load");
  const loading = loadProject(source, description === undefined ? {} : { read: description });
  // A failure to load is reported once the job has come, when the main thread listens.
  loading.catch(() => undefined);
  const { job } = await next("job");
  const project = await loading;
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
