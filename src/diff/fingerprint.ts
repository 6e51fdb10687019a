/**
 * Content fingerprints of a description's parts: a part with its `$ref`s followed, its keys in
 * any order, hashed. Two parts with the same fingerprint mean the same, whichever document they
 * are in and however their schemas are split into components; each referenced schema is hashed
 * once per document.
 *
 * The `acceptance` kind leaves out what cannot change which requests or responses are valid:
 * documentation keywords (`description`, `summary`, `title`, `externalDocs`) and extensions
 * (`x-…`). Only where the key is a keyword: a property named `description` still counts, and
 * values (`enum`, `const`, `default`, examples) are hashed whole.
 */
import { createHash } from "node:crypto";
import { isObject, type OpenApiDocument } from "../openapi/read/document.ts";

/** What a fingerprint covers: everything, or what decides which messages are valid. */
export type FingerprintKind = "content" | "acceptance";

/** Keywords whose value is a map from names (properties, media types, status codes…) to objects, not a keyword object. */
const nameMaps = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "content", "responses", "headers", "encoding", "callbacks", "links", "variables", "schemas", "parameters", "requestBodies", "securitySchemes", "pathItems", "paths", "webhooks", "mapping"]);
/** Keywords whose value is data: hashed whole, nothing left out. */
const dataKeys = new Set(["enum", "const", "default", "example", "examples", "required"]);
/** Documentation keywords, with the type of value that makes them keywords. */
const documentation: Record<string, (value: unknown) => boolean> = {
  description: (value) => typeof value === "string",
  summary: (value) => typeof value === "string",
  title: (value) => typeof value === "string",
  externalDocs: (value) => isObject(value) && typeof value.url === "string",
};

/** Each version's fingerprints, kept with it: a version compared twice hashes its schemas once. */
const kept = new WeakMap<object, Map<FingerprintKind, Fingerprints>>();

/** The fingerprints of a version's document, made once per version and kind. */
export function fingerprintsOf(side: { readonly doc: OpenApiDocument }, kind: FingerprintKind = "content"): Fingerprints {
  let kinds = kept.get(side);
  if (!kinds) kept.set(side, (kinds = new Map()));
  let prints = kinds.get(kind);
  if (!prints) kinds.set(kind, (prints = new Fingerprints(side.doc, kind)));
  return prints;
}

/** The fingerprints of one document's parts. */
export class Fingerprints {
  readonly #doc: OpenApiDocument;
  readonly #kind: FingerprintKind;
  readonly #targets = new Map<string, string>();
  readonly #open = new Set<string>();

  constructor(doc: OpenApiDocument, kind: FingerprintKind = "content") {
    this.#doc = doc;
    this.#kind = kind;
  }

  /** The fingerprint of a value of the document (a schema, a parameter list, a request body…). */
  of(value: unknown): string {
    return this.#print(value, "keywords");
  }

  /** An object's fingerprint: the hash of its text, in which each object inside stands as its own fingerprint. */
  #print(value: unknown, as: "keywords" | "names" | "data"): string {
    // A reference alone stands for its target: a schema moved into the components is the same schema.
    if (isObject(value) && typeof value.$ref === "string" && value.$ref.startsWith("#") && Object.keys(value).length === 1) return this.#target(value.$ref);
    return createHash("sha1").update(this.#text(value, as)).digest("base64url");
  }

  /** A reference's target: its fingerprint, computed once (a reference back into itself is named, not followed). */
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

  /** A value's text, each object in it standing as its fingerprint. `as` says what the value's keys are: keywords, names (each value a keyword object), or data. */
  #text(value: unknown, as: "keywords" | "names" | "data"): string {
    if (Array.isArray(value)) {
      const inner = as === "names" ? "keywords" : as;
      return `[${value.map((item) => (isObject(item) ? this.#print(item, inner) : this.#text(item, inner))).join(",")}]`;
    }
    if (!isObject(value)) return JSON.stringify(value) ?? "null";
    const acceptance = this.#kind === "acceptance" && as === "keywords";
    const keys = Object.keys(value).sort();
    const parts: string[] = [];
    for (const key of keys) {
      const item = value[key];
      if (key === "$ref" && typeof item === "string" && item.startsWith("#")) {
        parts.push(`$ref:${this.#target(item)}`);
        continue;
      }
      if (acceptance && (key.startsWith("x-") || documentation[key]?.(item) === true)) continue;
      const inner = as === "data" || (as === "keywords" && dataKeys.has(key)) ? "data" : as === "keywords" && nameMaps.has(key) ? "names" : "keywords";
      parts.push(`${JSON.stringify(key)}:${isObject(item) ? this.#print(item, inner) : this.#text(item, inner)}`);
    }
    return `{${parts.join(",")}}`;
  }
}
