/**
 * Descriptions split over several files: `$ref: ./schemas/user.yaml#/User` bundled into one
 * document by json-schema-ref-parser, each file parsed as the main one is. A reference reaches only
 * regular files inside the reference root (the description's folder unless the user widens it),
 * each under the size cap; remote references are refused unless asked for.
 */
import { $RefParser, type FileInfo } from "@apidevtools/json-schema-ref-parser";
import { isHttp, resolve as resolveUrl, stripHash, toFileSystemPath } from "@apidevtools/json-schema-ref-parser/dist/lib/util/url.js";
import { resolve } from "node:path";
import { OpenApiError } from "./error.ts";
import { isInside } from "../../paths.ts";
import { UnreadableFile, type DescriptionFiles } from "./files.ts";
import { externalRefs } from "./refs.ts";
import { parseDocument } from "./parse.ts";

const asPath = (url: string) => (isHttp(url) ? url : toFileSystemPath(url));

/** Where a bundle may read from, and where each file it reads was first referenced. */
class RefScope {
  /** The first refusal: the parser wraps what its hooks throw, so it is kept here. */
  refused: OpenApiError | undefined;
  private readonly sites = new Map<string, { file: string; pointer: string }>();

  constructor(
    readonly root: string,
    private readonly remoteRefs: boolean,
    private readonly source: DescriptionFiles,
  ) {}

  /** Checks the references of one file (as a URL of the parser's), before any is followed. */
  check(document: unknown, url: string): void {
    const file = asPath(url);
    for (const { pointer, ref } of externalRefs(document)) {
      const target = stripHash(resolveUrl(url, ref));
      if (!this.sites.has(target)) this.sites.set(target, { file, pointer });
      if (isHttp(target)) {
        if (!this.remoteRefs) this.refuse(file, pointer, `refers to ${target}, a remote URL: remote references are off (allow them with remoteRefs: true, or --remote-refs)`);
        continue;
      }
      if (/^[a-z][a-z0-9+.-]+:/i.test(target) && !/^file:/i.test(target)) this.refuse(file, pointer, `refers to ${JSON.stringify(ref)}: a reference may lead to a file or, with --remote-refs, an http(s) URL`);
      const path = resolve(toFileSystemPath(target));
      if (!isInside(path, this.root)) this.refuse(file, pointer, this.outside(path));
    }
  }

  /** Reads a referenced file: a regular file, under the size cap, inside the root once links are followed. */
  async read(url: string): Promise<Buffer> {
    const path = resolve(toFileSystemPath(stripHash(url)));
    const site = this.sites.get(stripHash(url)) ?? { file: path, pointer: "#" };
    let real: string;
    try {
      real = await this.source.realPath(path);
    } catch (error) {
      return this.refuse(site.file, site.pointer, this.unreadable(error), error);
    }
    if (!isInside(real, this.root)) this.refuse(site.file, site.pointer, this.outside(path, real));
    try {
      return await this.source.read(real);
    } catch (error) {
      return this.refuse(site.file, site.pointer, this.unreadable(error), error);
    }
  }

  private unreadable(error: unknown): string {
    return error instanceof UnreadableFile ? error.message : `cannot read a referenced file (${error instanceof Error ? error.message : String(error)})`;
  }

  private outside(path: string, real?: string): string {
    const via = real !== undefined && real !== path ? ` (through a symbolic link, to ${real})` : "";
    return `refers to ${path}${via}, a file outside ${this.root}: a description's references may read only files inside its folder (widen that with --ref-root DIR, or refRoot in loadOpenApi)`;
  }

  private refuse(file: string, pointer: string, why: string, cause?: unknown): never {
    const error = new OpenApiError(pointer, why, { file, cause });
    this.refused ??= error;
    throw error;
  }
}

/**
 * Bundles the files `document` (read from `path`) references into it: their parts become
 * internal references. Returns the document and the files read.
 */
export async function bundleFiles(path: string, document: unknown, options: { readonly remoteRefs?: boolean | undefined; readonly root: string; readonly source: DescriptionFiles }): Promise<{ document: unknown; files: string[] }> {
  const scope = new RefScope(options.root, options.remoteRefs === true, options.source);
  scope.check(document, path);
  const parser = {
    order: 1,
    canParse: true,
    parse: (file: FileInfo) => {
      const parsed = parseDocument(Buffer.isBuffer(file.data) ? file.data.toString("utf8") : String(file.data), asPath(file.url));
      scope.check(parsed, file.url);
      return parsed;
    },
  };
  const refParser = new $RefParser();
  try {
    const bundled = await refParser.bundle(path, document as object, {
      parse: { json: parser, yaml: parser, text: false, binary: false },
      resolve: {
        external: true,
        file: { order: 100, canRead: (file: FileInfo) => !isHttp(file.url), read: (file: FileInfo) => scope.read(file.url) },
        ...(options.remoteRefs ? {} : { http: false }),
      },
      mutateInputSchema: true,
    });
    return { document: bundled, files: refParser.$refs.paths().map(asPath) };
  } catch (error) {
    throw scope.refused ?? asOpenApiError(error, path);
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
  const known = /ENOENT|no such file/i.test(message) ? `cannot read a referenced file (${message})` : message;
  return new OpenApiError(target ? `#${target.split("#")[1] ?? ""}` : "#", known, { file: source, cause: error });
}
