/** Example values as OpenAPI gives them: `example`, or the first usable entry of `examples`. */
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { childPointer as child } from "./error.ts";
import { contentEntries, type ContentEntry } from "./content.ts";

/** A found example (wrapped, since `null` is a valid example). */
export interface Example {
  readonly value: unknown;
}

/**
 * The example of a media type, parameter or header object: `example`, else the first entry of
 * `examples` that gives one inline (an `externalValue` cannot be read). An entry gives its
 * `value`, or OpenAPI 3.2's `dataValue` (the data) and `serializedValue` (the data as the media
 * type `media` writes it). For JSON, a form (`application/x-www-form-urlencoded`) or no media type
 * (a parameter's value), the data is the example, as refkit writes it from its data; for any
 * other media type, the serialized form is, since it is what the request sends as it is. A
 * serialized JSON example is read as its data; a serialized form is sent as written; a
 * parameter's serialized-only entry is passed over for the next.
 * @example firstExample(doc, { examples: { one: { value: 1 } } }, "#") // { value: 1 }
 * @example firstExample(doc, { examples: { one: { dataValue: "<a/>", serializedValue: "<?xml version=\"1.0\"?><a/>" } } }, "#", "application/xml") // { value: "<?xml…" }
 */
export function firstExample(doc: OpenApiDocument, owner: JsonObject, pointer: string, media?: string): Example | undefined {
  if (owner.example !== undefined) return { value: owner.example };
  if (!isObject(owner.examples)) return undefined;
  // JSON and form fields are sent from the data; any other type as written.
  const json = media !== undefined && isJsonMediaType(media);
  const data = media === undefined || json || isFormMediaType(media);
  for (const name of Object.keys(owner.examples)) {
    const found = doc.deref(owner.examples[name], child(child(pointer, "examples"), name)).value;
    if (!isObject(found)) continue;
    // OpenAPI 3.2's two forms; a 3.0 or 3.1 document's examples read as they always have.
    const v32 = doc.version === "3.2";
    const serialized = v32 && typeof found.serializedValue === "string" ? found.serializedValue : undefined;
    if (!data && serialized !== undefined) return { value: serialized };
    if (v32 && found.dataValue !== undefined) return { value: found.dataValue };
    if (found.value !== undefined) return { value: found.value };
    if (serialized === undefined || media === undefined) continue;
    if (!json) return { value: serialized };
    try {
      return { value: JSON.parse(serialized) as unknown };
    } catch {
      // Not JSON after all: the next entry, if any.
    }
  }
  return undefined;
}

/** A media type key that carries JSON: `application/json` or any `+json` type, parameters allowed. */
export function isJsonMediaType(type: string): boolean {
  const essence = type.split(";")[0]!.trim().toLowerCase();
  return essence === "application/json" || essence.endsWith("+json");
}

/** True for a media type whose value is names and values: `application/x-www-form-urlencoded`, parameters allowed. */
export function isFormMediaType(type: string | undefined): boolean {
  return type !== undefined && type.split(";")[0]!.trim().toLowerCase() === "application/x-www-form-urlencoded";
}

/** The first JSON media type of a `content` map (at `pointer`), with its key and where its object is. */
export function jsonContent(doc: OpenApiDocument, content: unknown, pointer: string): ContentEntry | undefined {
  return contentEntries(doc, content, pointer).find((entry) => isJsonMediaType(entry.type));
}
