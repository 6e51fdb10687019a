/**
 * Swagger 2.0 descriptions, converted to OpenAPI 3.0 with swagger2openapi before they are read.
 * What the converter had to patch or could not convert is kept as load warnings.
 */
import swagger2openapi from "swagger2openapi";
import type { JsonObject } from "./document.ts";
import { OpenApiError, childPointer } from "./error.ts";

/** The converter's inline warnings (`x-s2o-warning`), each with its JSON pointer, removed from the document. */
function takeWarnings(document: unknown): string[] {
  const warnings: string[] = [];
  const stack: [unknown, string][] = [[document, "#"]];
  while (stack.length > 0) {
    const [item, pointer] = stack.pop()!;
    if (typeof item !== "object" || item === null) continue;
    if (Array.isArray(item)) {
      item.forEach((entry, i) => stack.push([entry, childPointer(pointer, i)]));
      continue;
    }
    const record = item as Record<string, unknown>;
    if (typeof record["x-s2o-warning"] === "string") {
      warnings.push(`${pointer}: converting from Swagger 2.0: ${record["x-s2o-warning"]}`);
      delete record["x-s2o-warning"];
    }
    for (const [key, entry] of Object.entries(record)) stack.push([entry, childPointer(pointer, key)]);
  }
  return warnings.reverse();
}

/**
 * Converts a Swagger 2.0 document to OpenAPI 3.0, with what the converter had to patch, each
 * naming its JSON pointer. Throws an `OpenApiError` naming the file when the converter refuses it.
 * @example const { document, warnings } = await convertSwagger2(await loadYaml("swagger.yaml"), "swagger.yaml");
 */
export async function convertSwagger2(document: JsonObject, file: string): Promise<{ document: JsonObject; warnings: readonly string[] }> {
  if (document.swagger !== "2.0") {
    throw new OpenApiError("#/swagger", `expected Swagger "2.0" (the only Swagger version that can be converted), got ${JSON.stringify(document.swagger)}`, { file });
  }
  let converted: JsonObject;
  try {
    // `text` is only for the converter's own error positions: a placeholder saves it writing the
    // whole document out as YAML.
    const convert = swagger2openapi.convertObj as unknown as (swagger: unknown, options: object) => Promise<{ openapi: unknown }>;
    converted = (await convert(document, { patch: true, warnOnly: true, resolve: false, text: " " })).openapi as JsonObject;
  } catch (error) {
    throw new OpenApiError("#", `cannot convert this Swagger 2.0 document to OpenAPI 3: ${error instanceof Error ? error.message : String(error)}`, { file, cause: error });
  }
  return { document: converted, warnings: takeWarnings(converted) };
}
