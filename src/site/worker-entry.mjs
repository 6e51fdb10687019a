// Starts a render worker: refkit.js from dist, or refkit.ts from source, which needs tsx's loader
// first. From dist the loader is registered only when a project module is imported (see
// project.ts), so that a description alone sends no import through a loader's thread.
import { existsSync } from "node:fs";

const source = new URL("./render-worker.ts", import.meta.url);
if (existsSync(source)) {
  const { register } = await import("tsx/esm/api");
  register();
}
await import(existsSync(source) ? source.href : new URL("./render-worker.js", import.meta.url).href);
