/**
 * Content fingerprints of a description's parts: a part with its `$ref`s followed, its keys in
 * any order, hashed. Two parts with the same fingerprint mean the same, whichever document they
 * are in and however their schemas are split into components; each referenced schema is hashed
 * once per document.
 */
import { createHash } from "node:crypto";
import { isObject, type OpenApiDocument } from "../openapi/read/document.ts";

/** Each version's fingerprints, kept with it: a version compared twice hashes its schemas once. */
const kept = new WeakMap<object, Fingerprints>();

/** The fingerprints of a version's document, made once per version. */
export function fingerprintsOf(side: { readonly doc: OpenApiDocument }): Fingerprints {
  let prints = kept.get(side);
  if (!prints) kept.set(side, (prints = new Fingerprints(side.doc)));
  return prints;
}

/** The fingerprints of one document's parts. */
export class Fingerprints {
  readonly #doc: OpenApiDocument;
  readonly #targets = new Map<string, string>();
  readonly #open = new Set<string>();

  constructor(doc: OpenApiDocument) {
    this.#doc = doc;
  }

  /** The fingerprint of a value of the document (a schema, a parameter list, a request body…). */
  of(value: unknown): string {
    return createHash("sha1").update(this.#text(value)).digest("base64url");
  }

  /** A reference's target as text: its fingerprint, computed once (a reference back into itself is named, not followed). */
  #target(ref: string): string {
    const known = this.#targets.get(ref);
    if (known !== undefined) return known;
    if (this.#open.has(ref)) return `cycle:${JSON.stringify(ref)}`;
    this.#open.add(ref);
    let text: string;
    try {
      text = this.of(this.#doc.target(ref, ref).value);
    } catch {
      text = `broken:${JSON.stringify(ref)}`;
    }
    this.#open.delete(ref);
    this.#targets.set(ref, text);
    return text;
  }

  #text(value: unknown): string {
    if (Array.isArray(value)) return `[${value.map((item) => this.#text(item)).join(",")}]`;
    if (!isObject(value)) return JSON.stringify(value) ?? "null";
    const keys = Object.keys(value).sort();
    const parts: string[] = [];
    for (const key of keys) {
      const item = value[key];
      parts.push(key === "$ref" && typeof item === "string" && item.startsWith("#") ? `$ref:${this.#target(item)}` : `${JSON.stringify(key)}:${this.#text(item)}`);
    }
    return `{${parts.join(",")}}`;
  }
}
