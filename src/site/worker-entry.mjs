// Starts a render worker. Page modules and refkit's own source may be TypeScript, so tsx's
// loader is registered first; the worker runs refkit.js from dist, or refkit.ts from source.
import { existsSync } from "node:fs";
import { register } from "tsx/esm/api";

register();
const source = new URL("./render-worker.ts", import.meta.url);
await import(existsSync(source) ? source.href : new URL("./render-worker.js", import.meta.url).href);
