/**
 * Uploads in request examples: a `multipart/form-data` body made from its schema (binary
 * properties as files, the others as text), and a binary body sent from a file.
 */
import { isPortableFieldName, type FileBodyOptions, type MultipartOptions, type MultipartValue } from "../../body.ts";
import { isObject, type JsonObject } from "./document.ts";
import { childPointer as child } from "./error.ts";
import type { SchemaView, Schemas } from "./schema.ts";

/** Media types whose bodies are files: images, audio, video, archives, PDFs, octet streams. */
const uploadType = /^(?:image|audio|video)\/|octet-stream|\/pdf|zip|tar|gzip/i;

/** True when a body of `type` is a file to upload rather than text refkit could write. */
export function isUploadType(type: string): boolean {
  return uploadType.test(type) || /^multipart\//i.test(type);
}

/** File name extensions for common upload types; others get `.bin`. */
const extensions: Readonly<Record<string, string>> = Object.freeze({
  "image/png": ".png",
  "image/jpeg": ".jpg",
  "image/gif": ".gif",
  "image/webp": ".webp",
  "image/svg+xml": ".svg",
  "application/pdf": ".pdf",
  "application/zip": ".zip",
  "application/gzip": ".gz",
  "application/json": ".json",
  "text/plain": ".txt",
  "text/csv": ".csv",
  "audio/mpeg": ".mp3",
  "video/mp4": ".mp4",
});

/** A concrete media type from a declared one: the first of a list, and none for a wildcard (`image/*`). */
function concreteType(type: string | undefined): string | undefined {
  const first = type?.split(",")[0]?.trim();
  return first && !first.includes("*") ? first : undefined;
}

/** A placeholder file path for a part or body named `name` of media type `type`: `receipt.pdf`, `file.bin`. */
function placeholderPath(name: string, type: string | undefined): string {
  const stem = name.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+|_+$/g, "") || "file";
  return `${stem}${extensions[(type ?? "").split(";")[0]!.trim().toLowerCase()] ?? ".bin"}`;
}

/**
 * The file body of an upload of media type `type`: a placeholder path the reader replaces.
 * @example fileBody("image/png") // { path: "file.png", contentType: "image/png" }
 */
export function fileBody(type: string): FileBodyOptions {
  const contentType = concreteType(type);
  return contentType === undefined ? { path: placeholderPath("file", undefined) } : { path: placeholderPath("file", contentType), contentType };
}

/**
 * The multipart body of an example: each property of the body's object schema in order, a
 * binary one (`format: binary`, `contentMediaType`, or a non-text `encoding` type) as a file
 * (a list of them for an array), the others as text from `sample` (the media type's example or
 * the schema's sample). `undefined` when a property name cannot be a part name.
 */
export function multipartBody(schemas: Schemas, view: SchemaView, media: JsonObject, sample: unknown): MultipartOptions | undefined {
  const shape = schemas.objectShape(view);
  if (!shape || !isObject(shape.schema.properties)) return undefined;
  const encoding = isObject(media.encoding) ? media.encoding : {};
  const values = isObject(sample) ? sample : {};
  const out: Record<string, MultipartValue | MultipartValue[]> = {};
  for (const [name, schema] of Object.entries(shape.schema.properties)) {
    if (!isPortableFieldName(name)) return undefined;
    const property = schemas.view(schema, child(child(shape.pointer, "properties"), name));
    const partEncoding = isObject(encoding[name]) ? (encoding[name] as JsonObject) : {};
    const declared = typeof partEncoding.contentType === "string" ? partEncoding.contentType : undefined;
    const items = schemas.types(property).includes("array") ? schemas.items(property) : undefined;
    if (isBinary(schemas, items ?? property, declared)) {
      const file = filePart(name, declared ?? mediaTypeOf(items ?? property));
      out[name] = items ? [file] : file;
      continue;
    }
    const text = partText(values[name]);
    if (text !== undefined) out[name] = text;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function isBinary(schemas: Schemas, view: SchemaView, declared: string | undefined): boolean {
  if (view.schema.format === "binary" || typeof view.schema.contentMediaType === "string") return true;
  return declared !== undefined && schemas.types(view).includes("string") && !/^text\/|json|xml|form-urlencoded/i.test(declared);
}

function mediaTypeOf(view: SchemaView): string | undefined {
  return typeof view.schema.contentMediaType === "string" ? view.schema.contentMediaType : undefined;
}

function filePart(name: string, type: string | undefined): MultipartValue {
  const contentType = concreteType(type);
  const file = placeholderPath(name, contentType);
  return contentType === undefined ? { file } : { file, contentType };
}

/** A text part's value: text, numbers and booleans as they are, objects and arrays as JSON; none for null. */
function partText(value: unknown): MultipartValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return JSON.stringify(value);
}
