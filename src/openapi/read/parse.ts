/**
 * Parsing one file of a description: JSON or YAML 1.2 into a value, nested no deeper than
 * `maxNesting`, so that every later walk of it is bounded.
 */
import { extname } from "node:path";
import { OpenApiError } from "./error.ts";
import { parseYamlText } from "./yaml.ts";

/** True when `parseDocument` reads `text` as JSON: a `.json` file, or one whose text starts with `{` or `[` and whose name does not say YAML. */
export function isJsonText(text: string, file: string): boolean {
  const extension = extname(file).toLowerCase();
  return extension === ".json" || (extension !== ".yaml" && extension !== ".yml" && /^\s*[{[]/.test(text));
}

/**
 * Parses a document's text: JSON for `.json` (or text that starts like JSON), else YAML 1.2 (core
 * schema, so dates stay strings; merge keys allowed). Throws an `OpenApiError` naming the file.
 */
export function parseDocument(text: string, file: string): unknown {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const json = isJsonText(text, file);
  let parsed: unknown;
  try {
    parsed = json ? JSON.parse(text) : parseYamlText(text, maxNesting);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    throw new OpenApiError("#", `expected ${json ? "JSON" : "YAML"}: ${reason}`, { file, cause: error });
  }
  checkNesting(parsed, file);
  return parsed;
}

/**
 * How deep a document's values may nest. Real descriptions nest a few dozen levels; every walk
 * after loading (bundling, converting, importing, rendering, writing `openapi.json`) may then
 * recurse without running out of stack.
 */
export const maxNesting = 1000;

/**
 * Throws an `OpenApiError` naming the first value nested deeper than `maxNesting`. Walked without
 * recursion, and without keeping the way back: every document is checked, few fail.
 */
function checkNesting(document: unknown, file: string): void {
  const values: unknown[] = [document];
  const depths: number[] = [0];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (typeof value !== "object" || value === null) continue;
    if (depth === maxNesting) throw new OpenApiError(deepPointer(document), `expected at most ${maxNesting} levels of nesting, got a value nested deeper`, { file });
    for (const entry of Object.values(value)) {
      values.push(entry);
      depths.push(depth + 1);
    }
  }
}

/** The JSON pointer of the first value `maxNesting` levels deep, shortened to its first 8 and last 4 keys when longer than 16. */
function deepPointer(document: unknown): string {
  const keys: string[] = [];
  // Depth first, keeping the keys of the path walked: each level's entries wait on their own list.
  const pending: [string, unknown][][] = [[["", document]]];
  while (pending.length > 0) {
    const level = pending.at(-1)!;
    const next = level.pop();
    if (next === undefined) {
      pending.pop();
      keys.pop();
      continue;
    }
    const [key, value] = next;
    if (typeof value !== "object" || value === null) continue;
    keys.push(key);
    if (keys.length - 1 === maxNesting) break;
    pending.push(Object.entries(value).reverse());
  }
  const escaped = keys.slice(1).map((key) => key.replace(/~/g, "~0").replace(/\//g, "~1"));
  const shown = escaped.length > 16 ? [...escaped.slice(0, 8), `…(${escaped.length - 12} more)…`, ...escaped.slice(-4)] : escaped;
  return `#/${shown.join("/")}`;
}
