/** Example values as OpenAPI gives them: `example`, or the first usable entry of `examples`. */
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { childPointer as child } from "./error.ts";

/** A found example (wrapped, since `null` is a valid example). */
export interface Example {
  readonly value: unknown;
}

/**
 * The example of a media type, parameter or header object: `example`, else the first entry of
 * `examples` that has an inline `value` (an `externalValue` cannot be read).
 * @example firstExample(doc, { examples: { one: { value: 1 } } }, "#") // { value: 1 }
 */
export function firstExample(doc: OpenApiDocument, owner: JsonObject, pointer: string): Example | undefined {
  if (owner.example !== undefined) return { value: owner.example };
  if (!isObject(owner.examples)) return undefined;
  for (const name of Object.keys(owner.examples)) {
    const found = doc.deref(owner.examples[name], child(child(pointer, "examples"), name)).value;
    if (isObject(found) && found.value !== undefined) return { value: found.value };
  }
  return undefined;
}

/** A media type key that carries JSON: `application/json` or any `+json` type, parameters allowed. */
export function isJsonMediaType(type: string): boolean {
  const essence = type.split(";")[0]!.trim().toLowerCase();
  return essence === "application/json" || essence.endsWith("+json");
}

/** The first JSON media type of a `content` map, with its key. */
export function jsonContent(content: unknown): { type: string; media: JsonObject } | undefined {
  if (!isObject(content)) return undefined;
  for (const type of Object.keys(content)) {
    const media = content[type];
    if (isJsonMediaType(type) && isObject(media)) return { type, media };
  }
  return undefined;
}
