/**
 * The loading stage of the import: a file (JSON, or YAML 1.2 with timestamps kept as strings)
 * read into one self-contained OpenAPI 3 document. References to other files are bundled in,
 * and a Swagger 2.0 description is converted.
 */
import { dirname, extname, resolve } from "node:path";
import { bundleFiles, hasExternalRefs } from "./bundle.ts";
import { convertSwagger2, isSwagger2 } from "./convert.ts";
import { OpenApiError } from "./error.ts";
import { realPath } from "../paths.ts";
import { readRegularFile } from "./files.ts";
import { parseYamlText } from "./yaml.ts";

/** How a document is loaded. */
export interface LoadOptions {
  /**
   * Follow `$ref`s to `http:` and `https:` URLs. Off by default: a build should not depend on
   * what a remote server answers, nor fetch from where its author did not expect.
   */
  readonly remoteRefs?: boolean;
  /**
   * The folder the document's references may read files from (and from its subfolders). Default:
   * the document's own folder. A reference to any other file — an absolute path, `..` out of the
   * folder, a `file:` URL, a symbolic link leading out — is refused, as is anything but a regular
   * file and a file over 256 MiB, so that a description from someone else cannot publish the
   * machine's files.
   */
  readonly refRoot?: string;
}

/** A loaded document, every file it was read from (the document's own first), and what loading had to say. */
export interface LoadedOpenApi {
  /** The author's document: bundled into one, converted from Swagger 2.0 where needed, nothing added. */
  readonly document: unknown;
  readonly files: readonly string[];
  /** What a Swagger 2.0 conversion had to patch, each naming its JSON pointer; none for OpenAPI 3. */
  readonly warnings: readonly string[];
}

/**
 * Parses a document's text: JSON for `.json` (or text that starts like JSON), else YAML 1.2 (core
 * schema, so dates stay strings; merge keys allowed). Throws an `OpenApiError` naming the file.
 */
export function parseDocument(text: string, file: string): unknown {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const extension = extname(file).toLowerCase();
  const json = extension === ".json" || (extension !== ".yaml" && extension !== ".yml" && /^\s*[{[]/.test(text));
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

/**
 * Reads a document and what it references, as `loadOpenApi` does, and tells which files it read
 * (for `refkit dev`, which watches them all) and what a Swagger 2.0 conversion had to patch.
 * @example const { document, files, warnings } = await readOpenApi("swagger.yaml");
 */
export async function readOpenApi(file: string, options: LoadOptions = {}): Promise<LoadedOpenApi> {
  const path = resolve(file);
  let text: string;
  try {
    text = (await readRegularFile(path)).toString("utf8");
  } catch (error) {
    throw new OpenApiError("#", `cannot read the file (${error instanceof Error ? error.message : String(error)})`, { file, cause: error });
  }
  let document = parseDocument(text, file);
  let files: readonly string[] = [path];
  if (hasExternalRefs(document)) {
    const root = await realPath(resolve(options.refRoot ?? dirname(await realPath(path))));
    ({ document, files } = await bundleFiles(path, document, { ...options, root }));
  }
  let warnings: readonly string[] = [];
  if (isSwagger2(document)) ({ document, warnings } = await convertSwagger2(document, file));
  return { document, files, warnings };
}

/**
 * Reads an OpenAPI document into one object, ready for `openApiPages`: `$ref`s to other files
 * (JSON or YAML, relative paths, with fragments) are bundled in, and Swagger 2.0 is converted to
 * OpenAPI 3.0 (`readOpenApi` also gives the converter's warnings). Throws an `OpenApiError` naming
 * the file (and the JSON pointer) when a file cannot be read, parsed or found, or when a
 * reference leads to a remote URL and `remoteRefs` is off. The document itself is checked by
 * `openApiPages`.
 * @example const pages = openApiPages(await loadOpenApi("openapi.yaml"));
 */
export async function loadOpenApi(file: string, options: LoadOptions = {}): Promise<unknown> {
  return (await readOpenApi(file, options)).document;
}
