/**
 * A `content` map (media type → Media Type Object) as the readers walk it: each entry followed
 * through a `$ref`, which OpenAPI 3.2 allows (to `#/components/mediaTypes/…`), with the pointer of
 * the object it leads to. Readers take the media type object and its pointer from here, so that a
 * shared media type is read where it is declared, as a shared schema is.
 */
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { childPointer as child } from "./error.ts";

/** One entry of a `content` map, followed. */
export interface ContentEntry {
  /** The media type, as the map's key writes it. */
  readonly type: string;
  readonly media: JsonObject;
  /** Where the media type object is (after a `$ref`). */
  readonly pointer: string;
}

/**
 * The entries of `content` (the map at `pointer`) whose value is, or leads to, an object, in the
 * map's order; an entry whose `$ref` leads nowhere is passed over (the checks warn about it).
 * @example contentEntries(doc, { "application/json": { schema: {} } }, "#/paths/~1a/get/responses/200/content")[0].pointer // "…/content/application~1json"
 */
export function contentEntries(doc: OpenApiDocument, content: unknown, pointer: string): ContentEntry[] {
  if (!isObject(content)) return [];
  const entries: ContentEntry[] = [];
  for (const type of Object.keys(content)) {
    let found: { value: unknown; pointer: string };
    try {
      found = doc.deref(content[type], child(pointer, type));
    } catch {
      continue;
    }
    if (isObject(found.value)) entries.push({ type, media: found.value, pointer: found.pointer });
  }
  return entries;
}
