/**
 * OpenAPI 3.2's `$self`: the URI a document gives itself, the base its relative references
 * resolve against (itself resolved against the file's own URL). Before bundling, each reference
 * of the document is rewritten to what it means on disk: a reference to the document's own URI
 * becomes an internal one (`#/…`); one under the directory of an absolute `$self`
 * (`https://api.example.com/specs/`) becomes the same path under the document's folder, where
 * the files published at that address are kept; any other resolves from the base (a remote URL
 * stays remote, and is refused unless remote references are on). The bundler's rules then apply
 * unchanged: a file outside the reference root is refused.
 */
import { dirname, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isObject } from "./document.ts";
import { OpenApiError } from "./error.ts";
import { externalRefs } from "./refs.ts";

/** The URL without its fragment. */
const withoutHash = (url: URL): string => url.href.slice(0, url.href.length - url.hash.length);

/** A `file:` URL as a reference relative to the folder `from`, `/`-separated, fragment kept. */
function relativeRef(target: URL, from: string): string {
  const path = relative(from, fileURLToPath(withoutHash(target)));
  return `${path.split(sep).join("/") || "."}${target.hash}`;
}

/**
 * Rewrites, in place, the references of `document` (read from `path`) that `$self` changes the
 * meaning of; returns true when it changed any. A document without `$self`, or not OpenAPI 3.2,
 * is left as it is.
 * @example rebaseOnSelf({ openapi: "3.2.0", $self: "https://x.test/api/openapi.yaml", paths: { "/a": { $ref: "https://x.test/api/a.yaml" } } }, "/specs/openapi.yaml") // paths["/a"].$ref === "a.yaml"
 */
export function rebaseOnSelf(document: unknown, path: string): boolean {
  if (!isObject(document) || typeof document.openapi !== "string" || !document.openapi.startsWith("3.2.") || document.$self === undefined) return false;
  const self = document.$self;
  const file = pathToFileURL(path);
  let base: URL;
  try {
    if (typeof self !== "string") throw new TypeError("not a string");
    base = new URL(self, file);
  } catch {
    throw new OpenApiError("#/$self", `expected the document's URI, a URI reference such as "https://api.example.com/openapi.yaml", got ${JSON.stringify(self)}`, { file: path });
  }
  if (withoutHash(base) === file.href) return false;
  // Where the files published beside an absolute `$self` are kept: beside the document.
  const published = base.protocol === "file:" ? undefined : new URL(".", base).href;
  const folder = dirname(path);
  let changed = false;
  for (const { pointer, ref } of externalRefs(document)) {
    let target: URL;
    try {
      target = new URL(ref, base);
    } catch {
      continue;
    }
    let rewritten: string;
    // The fragment stays percent-encoded: the resolver decodes each token of a pointer.
    if (withoutHash(target) === withoutHash(base)) rewritten = target.hash === "" ? "#" : target.hash;
    else if (target.protocol === "file:") rewritten = relativeRef(target, folder);
    else if (published !== undefined && target.href.startsWith(published)) rewritten = relativeRef(new URL(target.href.slice(published.length), pathToFileURL(`${folder}${sep}`)), folder);
    else rewritten = target.href;
    if (rewritten === ref) continue;
    setRef(document, pointer, rewritten);
    changed = true;
  }
  return changed;
}

/** Sets the `$ref` of the object at `pointer` (a pointer `externalRefs` gave, into `document`). */
function setRef(document: object, pointer: string, ref: string): void {
  let at: unknown = document;
  for (const token of pointer === "#" ? [] : pointer.slice(2).split("/")) {
    const key = token.replace(/~1/g, "/").replace(/~0/g, "~");
    at = (at as Record<string, unknown>)[key];
  }
  (at as Record<string, unknown>).$ref = ref;
}
