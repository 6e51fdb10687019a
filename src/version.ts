/** refkit's own version, read from its package.json (one folder up from src/ and from dist/). */
import { readFileSync } from "node:fs";

/**
 * The installed refkit's version.
 * @example version() // "0.1.0"
 */
export function version(): string {
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  return manifest.version;
}
