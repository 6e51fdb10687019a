/**
 * Descriptions split over several files: `$ref: ./schemas/user.yaml#/User` bundled into one
 * document by json-schema-ref-parser, each file parsed as the main one is. Remote references are
 * refused unless asked for.
 */
import { $RefParser, type FileInfo } from "@apidevtools/json-schema-ref-parser";
import { fileURLToPath } from "node:url";
import { OpenApiError } from "./error.ts";
import type { LoadedOpenApi, LoadOptions } from "./load.ts";
import { parseDocument } from "./load.ts";

/** True when some `$ref` points outside the document (to a file or a URL). */
export function hasExternalRefs(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== "object" || item === null) continue;
    if (Array.isArray(item)) {
      for (const entry of item) stack.push(entry);
      continue;
    }
    const ref = (item as { $ref?: unknown }).$ref;
    if (typeof ref === "string" && !ref.startsWith("#")) return true;
    for (const entry of Object.values(item)) stack.push(entry);
  }
  return false;
}

const asPath = (url: string) => (url.startsWith("file:") ? fileURLToPath(url) : url);

/** Our parser for every file a document references: the same JSON and YAML rules as the main file. */
const parser = {
  order: 1,
  canParse: true,
  parse: (file: FileInfo) => parseDocument(Buffer.isBuffer(file.data) ? file.data.toString("utf8") : String(file.data), asPath(file.url)),
};

/**
 * Bundles the files `document` (read from `path`) references into it: their parts become
 * internal references. Returns the document and the files read.
 */
export async function bundleFiles(path: string, document: unknown, options: LoadOptions): Promise<LoadedOpenApi> {
  const refParser = new $RefParser();
  try {
    const bundled = await refParser.bundle(path, document as object, {
      parse: { json: parser, yaml: parser, text: false, binary: false },
      resolve: { external: true, ...(options.remoteRefs ? {} : { http: false }) },
      mutateInputSchema: true,
    });
    return { document: bundled, files: refParser.$refs.paths().map(asPath) };
  } catch (error) {
    throw asOpenApiError(error, path);
  }
}

/** A json-schema-ref-parser error as an `OpenApiError` naming the file and, where known, the pointer. */
function asOpenApiError(error: unknown, path: string): unknown {
  if (error instanceof OpenApiError) return error;
  if (!(error instanceof Error)) return error;
  const cause: Error & { source?: unknown; targetRef?: unknown } = (error as { errors?: Error[] }).errors?.[0] ?? error;
  if (cause instanceof OpenApiError) return cause;
  const source = typeof cause.source === "string" ? asPath(cause.source) : path;
  const target = typeof cause.targetRef === "string" ? cause.targetRef : undefined;
  const message = cause.message.split("\n")[0]!;
  // With remote references off nothing can read a URL: say so, rather than "cannot resolve".
  const remote = /^https?:/i.test(source) ? source.split("#")[0] : /"(https?:\/\/[^"#\s]+)[^"]*"/i.exec(message)?.[1];
  if (remote !== undefined) return new OpenApiError("#", `refers to ${remote}, a remote URL: remote references are off (allow them with remoteRefs: true, or --remote-refs)`, { file: path, cause: error });
  const known = /ENOENT|no such file/i.test(message) ? `cannot read a referenced file (${message})` : message;
  return new OpenApiError(target ? `#${target.split("#")[1] ?? ""}` : "#", known, { file: source, cause: error });
}
