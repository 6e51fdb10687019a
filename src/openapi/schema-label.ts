/**
 * Type labels: `string`, `string (date-time)`, `array of integer`, `string | null`, and
 * `object (see User)` for a schema met again inside itself.
 */
import type { SchemaReader, SchemaView } from "./schema-reader.ts";

/**
 * The type label of a schema; `stack` holds the schemas it is inside (a table's rows above it).
 * @example typeLabel(reader, reader.view({ type: ["string", "null"] }, "#")) // "string | null"
 */
export function typeLabel(reader: SchemaReader, view: SchemaView, stack: ReadonlySet<unknown> = new Set()): string {
  if (stack.has(view.key)) return `${reader.shallowLabel(view)} ${view.name ? `(see ${view.name})` : "(recursive)"}`;
  const inner = new Set(stack).add(view.key);
  const types = reader.types(view);
  if (types.every((t) => t === "null")) {
    const variants = reader.variants(view);
    if (variants.length === 0) return types.length > 0 ? "null" : "any";
    const labels = variants.map((v) => typeLabel(reader, v, inner));
    return unique(types.length > 0 ? [...labels, "null"] : labels).join(" | ");
  }
  const labels = types.filter((t) => t !== "null").map((type) => {
    if (type === "array") {
      const items = reader.items(view);
      if (!items) return "array";
      const of = typeLabel(reader, items, inner);
      return `array of ${of.includes(" | ") ? `(${of})` : of}`;
    }
    const format = view.schema.format;
    return typeof format === "string" && format !== "" && type !== "object" ? `${type} (${format})` : type;
  });
  if (types.includes("null")) labels.push("null");
  return unique(labels).join(" | ");
}

function unique(labels: string[]): string[] {
  return [...new Set(labels)];
}
