/**
 * The loading stage of an AsyncAPI description: a file (JSON or YAML, as for OpenAPI) read into
 * one self-contained AsyncAPI 3 document. References to other files are bundled in by the OpenAPI
 * import's bundler, under the same rules (inside the description's folder, remote URLs only when
 * asked for); it is checked by the AsyncAPI project's parser, whose errors stop the load, each
 * naming its JSON pointer in the author's document; then a 2.x document is converted to 3.0 by
 * the AsyncAPI project's converter. Both are loaded only for an AsyncAPI document.
 */
import { dirname, resolve } from "node:path";
import { diskFiles, type DescriptionFiles } from "../../openapi/read/files.ts";
import { hasExternalRefs } from "../../openapi/read/refs.ts";
import { isObject, type JsonObject } from "../../openapi/read/document.ts";
import { parseDocument } from "../../openapi/read/parse.ts";
import type { LoadOptions } from "../../openapi/read/load.ts";
import { AsyncApiError } from "./error.ts";
import { checkAsyncApi } from "./validate.ts";
import { convertSchemaFormats } from "./schema-formats.ts";

/** A loaded AsyncAPI document, every file it was read from (the document's own first), and its version as written. */
export interface LoadedAsyncApi {
  /** The document: bundled into one, converted to 3.0 when it was 2.x, checked. */
  readonly document: Record<string, unknown>;
  readonly files: readonly string[];
  /** The version the file declares (`asyncapi: 2.6.0`), before any conversion. */
  readonly declaredVersion: string;
  /** What converting a 2.x document had to leave out (a parameter's schema 3.0 has no place for…). */
  readonly warnings: readonly string[];
}

/** The versions read: 3.x as they are, 2.x (from 2.0) converted. */
const versionPattern = /^(2|3)\.(\d+)\.(\d+)$/;

export { isAsyncApi } from "./sniff.ts";

/**
 * Reads an AsyncAPI document and what it references, checked and converted to 3.0 when needed.
 * Throws an `AsyncApiError` naming the file and the JSON pointer when a file cannot be read or
 * parsed, a reference is refused, the version is not one refkit reads, or the document is invalid.
 * @example const { document } = await readAsyncApi("asyncapi.yaml");
 */
export async function readAsyncApi(file: string, options: LoadOptions = {}): Promise<LoadedAsyncApi> {
  return readAsyncApiFrom(diskFiles, file, options);
}

/** `readAsyncApi` over files held elsewhere than on disk: `file` and every path are absolute paths as `files` knows them. */
export async function readAsyncApiFrom(source: DescriptionFiles, file: string, options: LoadOptions = {}): Promise<LoadedAsyncApi> {
  const path = resolve(file);
  let bytes: Buffer;
  try {
    bytes = await source.read(path);
  } catch (error) {
    throw new AsyncApiError("#", `cannot read the file (${error instanceof Error ? error.message : String(error)})`, { file, cause: error });
  }
  let document = parseDocument(bytes.toString("utf8"), file);
  const declaredVersion = versionOf(document, file);
  let files: readonly string[] = [path];
  if (hasExternalRefs(document)) {
    const root = await source.realPath(resolve(options.refRoot ?? dirname(await source.realPath(path))));
    const { bundleFiles } = await import("../../openapi/read/bundle.ts");
    ({ document, files } = await bundleFiles(path, document, { ...options, root, source }));
  }
  // Nothing outside the document is read from here on: the parser would follow a reference left
  // in it by itself, to any file or URL.
  if (hasExternalRefs(document)) throw new AsyncApiError("#", "a reference to another file is left after bundling", { file });
  await checkAsyncApi(document, file);
  let warnings: readonly string[] = [];
  if (declaredVersion.startsWith("2.")) ({ document, warnings } = await convertToV3(document, file));
  document = await convertSchemaFormats(document as JsonObject, file);
  return { document: document as Record<string, unknown>, files, declaredVersion, warnings };
}

/** The document's `asyncapi` version, when refkit reads it. */
function versionOf(document: unknown, file: string): string {
  if (!isObject(document)) throw new AsyncApiError("#", "expected an AsyncAPI document (an object with an asyncapi version)", { file });
  const version = document.asyncapi;
  if (typeof version !== "string" || !versionPattern.test(version)) {
    throw new AsyncApiError("#/asyncapi", `expected an AsyncAPI version 2.x or 3.x, such as "3.0.0", got ${JSON.stringify(version)}`, { file });
  }
  return version;
}

/**
 * A checked 2.x document as 3.0, by the AsyncAPI project's converter, and what it said it left
 * out. The converter says so on the console; those lines are taken as the load's warnings instead
 * (the conversion is synchronous, so nothing else writes in between).
 */
async function convertToV3(document: unknown, file: string): Promise<{ document: unknown; warnings: string[] }> {
  const { convert } = await import("@asyncapi/converter");
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...parts: unknown[]) => void warnings.push(`${file}: converting to AsyncAPI 3.0: ${parts.map(String).join(" ").replace(/\s*\n\s*/g, " ")}`);
  try {
    return { document: convert(document as never, "3.0.0"), warnings };
  } catch (error) {
    throw new AsyncApiError("#", `cannot convert this AsyncAPI 2 document to 3.0: ${error instanceof Error ? error.message : String(error)}`, { file, cause: error });
  } finally {
    console.warn = warn;
  }
}
