/**
 * What a schema itself says, as the tables show it: the sentences a field's description ends
 * with. (Its declared value, as the examples take it, is `fittingValue` in `sample-values.ts`.)
 */
import { isObject, type JsonObject } from "./document.ts";
import { codeSpan, sentences, valueText } from "./text.ts";

/**
 * The sentences a field's description cell ends with: the allowed values and the default, as
 * code spans. Enum values of an array's items count as the field's.
 * @example constraintText({ enum: ["a", "b"], default: "a" }) // "One of: `a`, `b`. Default: `a`."
 */
export function constraintText(schema: JsonObject): string {
  const items = isObject(schema.items) ? schema.items : undefined;
  const values = Array.isArray(schema.enum) ? schema.enum : Array.isArray(items?.enum) ? items.enum : undefined;
  return sentences([
    schema.const !== undefined ? `Always ${codeSpan(valueText(schema.const))}.` : undefined,
    values && values.length > 0 ? `One of: ${values.map((value) => codeSpan(valueText(value))).join(", ")}.` : undefined,
    schema.default !== undefined ? `Default: ${codeSpan(valueText(schema.default))}.` : undefined,
  ]);
}

/** A schema's description with its constraints: Markdown for an `md` cell. */
export function fieldDescription(schema: JsonObject, prefix?: string, description = schema.description): string {
  return sentences([prefix, typeof description === "string" ? description : undefined, constraintText(schema)]);
}
