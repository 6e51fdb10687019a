/**
 * Message schemas written in another format, made readable as JSON Schema, so that the tables,
 * the examples and `refkit diff` read them as any other: an Avro schema is converted by the
 * AsyncAPI project's own Avro schema parser (`@asyncapi/avro-schema-parser`, loaded only for a
 * document that has one). The multi-format schema keeps its original format as
 * `x-refkit-schema-format`, which the pages name. (An OpenAPI schema is read as it is: refkit's
 * schema reader is the OpenAPI import's.) A schema that cannot be converted stops the load,
 * naming its pointer.
 */
import { OpenApiDocument, isObject, type JsonObject } from "../../openapi/read/document.ts";
import { childPointer } from "../../openapi/read/error.ts";
import { AsyncApiError } from "./error.ts";

/** Avro's schema formats (`application/vnd.apache.avro;version=1.9.0`, its `+json` and `+yaml`). */
const avroFormat = /^application\/vnd\.apache\.avro(\+json|\+yaml)?(;|$)/i;

/** The field that keeps a converted schema's original format. */
export const convertedFormatField = "x-refkit-schema-format";

/** The JSON Schema format a converted schema is written in. */
const jsonSchemaFormat = "application/schema+json;version=draft-07";

/** Each multi-format schema object (`{ schemaFormat, schema }`) of the document in an Avro format, with its pointer. */
function avroSchemas(value: unknown, pointer: string, found: { object: JsonObject; pointer: string }[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => avroSchemas(item, childPointer(pointer, i), found));
    return;
  }
  if (!isObject(value)) return;
  if (typeof value.schemaFormat === "string" && Object.hasOwn(value, "schema") && avroFormat.test(value.schemaFormat.trim())) {
    found.push({ object: value, pointer });
    return;
  }
  for (const [key, child] of Object.entries(value)) avroSchemas(child, childPointer(pointer, key), found);
}

/**
 * The document with its Avro schemas converted to JSON Schema (a copy; the same document when it
 * has none).
 * @example const readable = await convertSchemaFormats(loaded.document, "asyncapi.yaml");
 */
export async function convertSchemaFormats(document: JsonObject, file: string): Promise<JsonObject> {
  const found: { object: JsonObject; pointer: string }[] = [];
  avroSchemas(document, "#", found);
  if (found.length === 0) return document;
  const { avroToJsonSchema } = await import("@asyncapi/avro-schema-parser");
  const copy = structuredClone(document);
  const doc = new OpenApiDocument(copy, "3.1");
  for (const { pointer } of found) {
    const target = doc.target(pointer, pointer).value as JsonObject & { schema: unknown; schemaFormat: string };
    const schema = doc.deref(target.schema, childPointer(pointer, "schema")).value;
    let converted: unknown;
    try {
      converted = await avroToJsonSchema(schema as never);
    } catch (error) {
      throw new AsyncApiError(childPointer(pointer, "schema"), `cannot read this ${target.schemaFormat} schema: ${error instanceof Error ? error.message : String(error)}`, { file, cause: error });
    }
    const replaced = target as Record<string, unknown>;
    replaced[convertedFormatField] = target.schemaFormat;
    replaced.schemaFormat = jsonSchemaFormat;
    replaced.schema = converted;
  }
  return copy;
}
