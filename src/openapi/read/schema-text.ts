/**
 * What a schema itself says, as the tables show it: the sentences a field's description ends
 * with. (Its declared value, as the examples take it, is `fittingValue` in `sample-values.ts`.)
 */
import { isObject, type JsonObject } from "./document.ts";
import { codeSpan, sentences, valueText } from "./text.ts";
import { en, format, type InterfaceStrings } from "../../locale/index.ts";

/**
 * The sentences a field's description cell ends with: the allowed values and the default, as
 * code spans. Enum values of an array's items count as the field's.
 * @example constraintText({ enum: ["a", "b"], default: "a" }) // "One of: `a`, `b`. Default: `a`."
 */
export function constraintText(schema: JsonObject, text: InterfaceStrings = en): string {
  const items = isObject(schema.items) ? schema.items : undefined;
  const values = Array.isArray(schema.enum) ? schema.enum : Array.isArray(items?.enum) ? items.enum : undefined;
  return sentences([
    schema.const !== undefined ? format(text.alwaysValue, { value: codeSpan(valueText(schema.const)) }) : undefined,
    values && values.length > 0 ? format(text.oneOfValues, { values: values.map((value) => codeSpan(valueText(value))).join(text.listSeparator) }) : undefined,
    schema.default !== undefined ? format(text.defaultValue, { value: codeSpan(valueText(schema.default)) }) : undefined,
  ]);
}

/** A schema's description with its constraints: Markdown for an `md` cell. */
export function fieldDescription(schema: JsonObject, prefix?: string, description = schema.description, text: InterfaceStrings = en): string {
  return sentences([prefix, typeof description === "string" ? description : undefined, constraintText(schema, text)]);
}
