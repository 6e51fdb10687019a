// The benchmarks run with the repository's own tsx and import refkit's sources, whose
// dependencies live in the root install: stop with a clear message when it is missing.
import { existsSync } from "node:fs";

const tsx = new URL("../node_modules/.bin/tsx", import.meta.url);
if (!existsSync(tsx)) {
  console.error("The repository root has no node_modules (tsx and refkit's dependencies live there).");
  console.error("Run `npm ci` at the repository root first, then `npm --prefix bench ci && npm --prefix bench run assets`.");
  process.exit(1);
}
