/**
 * The loading stage of the import: a file (JSON, or YAML 1.2 with timestamps kept as strings)
 * read into one self-contained OpenAPI 3 document. References to other files are bundled in,
 * and a Swagger 2.0 description is converted.
 */
import { dirname, resolve } from "node:path";
import { isSwagger2 } from "./document.ts";
import { hasExternalRefs } from "./refs.ts";
import { rebaseOnSelf } from "./self-uri.ts";
import { OpenApiError } from "./error.ts";
import { diskFiles, type DescriptionFiles } from "./files.ts";
import { isJsonText, parseDocument } from "./parse.ts";

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
  /**
   * Overlay documents (OpenAPI Overlay 1.0 or 1.1: paths to YAML or JSON files) applied in order
   * to the description once it is read and bundled, before anything else reads it.
   */
  readonly overlays?: readonly string[];
}

/** A loaded document, every file it was read from (the document's own first), and what loading had to say. */
export interface LoadedOpenApi {
  /** The author's document: bundled into one, converted from Swagger 2.0 where needed, nothing added. */
  readonly document: unknown;
  readonly files: readonly string[];
  /** What the overlays' actions did not do (a target that selects nothing) and what a Swagger 2.0 conversion had to patch, each named. */
  readonly warnings: readonly string[];
  /**
   * The file's own bytes, when they are the whole document in JSON (one file, nothing bundled in,
   * nothing converted): a site publishes them as they are instead of writing the document again.
   */
  readonly json?: Uint8Array;
}

/**
 * Reads a document and what it references, as `loadOpenApi` does, and tells which files it read
 * (for `refkit dev`, which watches them all) and what a Swagger 2.0 conversion had to patch.
 * @example const { document, files, warnings } = await readOpenApi("swagger.yaml");
 */
export async function readOpenApi(file: string, options: LoadOptions = {}): Promise<LoadedOpenApi> {
  return readOpenApiFrom(diskFiles, file, options);
}

/**
 * `readOpenApi` over files held elsewhere than on disk (a commit, for `refkit diff git:`): `file`
 * and every path are absolute paths as `files` knows them.
 */
export async function readOpenApiFrom(source: DescriptionFiles, file: string, options: LoadOptions = {}): Promise<LoadedOpenApi> {
  const path = resolve(file);
  let bytes: Buffer;
  try {
    bytes = await source.read(path);
  } catch (error) {
    throw new OpenApiError("#", `cannot read the file (${error instanceof Error ? error.message : String(error)})`, { file, cause: error });
  }
  const text = bytes.toString("utf8");
  let document = parseDocument(text, file);
  // Published as they are when they are the whole document in JSON (and start with no byte-order mark, which JSON must not).
  let json: Uint8Array | undefined = isJsonText(text, file) && text.charCodeAt(0) !== 0xfeff ? bytes : undefined;
  let files: readonly string[] = [path];
  // OpenAPI 3.2's `$self` is the base of the document's references: rewritten to what they mean here.
  if (rebaseOnSelf(document, path)) json = undefined;
  if (hasExternalRefs(document)) {
    const root = await source.realPath(resolve(options.refRoot ?? dirname(await source.realPath(path))));
    // The bundler, and the converter below, are loaded only for a document that needs them.
    const { bundleFiles } = await import("./bundle.ts");
    ({ document, files } = await bundleFiles(path, document, { ...options, root, source }));
    json = undefined;
  }
  let warnings: readonly string[] = [];
  for (const overlay of options.overlays ?? []) {
    ({ document, warnings } = await overlaid(document, overlay, warnings));
    files = [...files, resolve(overlay)];
    json = undefined;
  }
  if (isSwagger2(document)) {
    const { convertSwagger2 } = await import("./convert.ts");
    const converted = await convertSwagger2(document, file);
    ({ document } = converted);
    warnings = [...warnings, ...converted.warnings];
    json = undefined;
  }
  return { document, files, warnings, ...(json === undefined ? {} : { json }) };
}

/** `document` with the overlay at `file` applied, and the warnings so far with applying it's. */
async function overlaid(document: unknown, file: string, warnings: readonly string[]): Promise<{ document: unknown; warnings: readonly string[] }> {
  let text: string;
  try {
    text = (await diskFiles.read(resolve(file))).toString("utf8");
  } catch (error) {
    throw new OpenApiError("#", `cannot read the overlay (${error instanceof Error ? error.message : String(error)})`, { file, cause: error });
  }
  const { applyOverlay } = await import("./overlay.ts");
  const applied = applyOverlay(document, parseDocument(text, file), file);
  return { document: applied.document, warnings: [...warnings, ...applied.warnings] };
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
