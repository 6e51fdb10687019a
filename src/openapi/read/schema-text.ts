/**
 * What a schema itself says, as the tables and examples show it: its declared value and the
 * sentences a field's description ends with.
 */
import { isObject, type JsonObject } from "./document.ts";
import { codeSpan, sentences, valueText } from "./text.ts";

/**
 * A value the schema itself gives: `example`, the first of 3.1 `examples`, `const`, `default`, the first `enum` value.
 * @example declaredValue({ type: "string", enum: ["a", "b"] }) // { value: "a" }
 */
export function declaredValue(schema: JsonObject): { value: unknown } | undefined {
  if (schema.example !== undefined) return { value: schema.example };
  if (Array.isArray(schema.examples) && schema.examples.length > 0 && schema.examples[0] !== undefined) return { value: schema.examples[0] };
  if (schema.const !== undefined) return { value: schema.const };
  if (schema.default !== undefined) return { value: schema.default };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { value: schema.enum[0] };
  return undefined;
}

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
