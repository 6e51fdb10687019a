/**
 * Type labels: `string`, `string (date-time)`, `array of integer`, `string | null`, and
 * `object (see User)` for a schema met again inside itself.
 */
import type { SchemaReader, SchemaView } from "./schema-reader.ts";
import { countStep } from "./steps.ts";

/**
 * How many schemas one label reads at most. A label reads the variants and items below it, and
 * a description can nest those so that each schema is met twice as often as the one above it
 * (`S1: oneOf [S2, S2]`…): read in full, 40 levels are 2^40 readings. The longest label of the
 * APIs.guru directory reads 40 schemas (a `oneOf` of 39); past this many, the rest reads "…".
 */
export const maxLabelSteps = 200;
/**
 * How many levels below itself a label reads (`array of array of …`): the deepest label of the
 * APIs.guru directory reads 3. A chain of thousands of arrays or variants would read as deep as
 * it is long.
 */
export const maxLabelDepth = 8;

/** What a label leaves out once it has read `maxLabelSteps` schemas or reached `maxLabelDepth`. */
const cut = "…";

/**
 * The type label of a schema; `stack` holds the schemas it is inside (a table's rows above it).
 * @example typeLabel(reader, reader.view({ type: ["string", "null"] }, "#")) // "string | null"
 */
export function typeLabel(reader: SchemaReader, view: SchemaView, stack: ReadonlySet<unknown> = new Set()): string {
  return label(reader, view, stack, { left: maxLabelSteps }, 0);
}

function label(reader: SchemaReader, view: SchemaView, stack: ReadonlySet<unknown>, budget: { left: number }, depth: number): string {
  if (budget.left <= 0 || depth > maxLabelDepth) return cut;
  budget.left--;
  countStep();
  if (stack.has(view.key)) return `${reader.shallowLabel(view)} ${view.name ? `(see ${view.name})` : "(recursive)"}`;
  const inner = new Set(stack).add(view.key);
  const types = reader.types(view);
  if (types.every((t) => t === "null")) {
    const variants = reader.variants(view);
    if (variants.length === 0) return types.length > 0 ? "null" : "any";
    const labels = variants.map((v) => label(reader, v, inner, budget, depth + 1));
    return union(types.length > 0 ? [...labels, "null"] : labels);
  }
  const labels = types.filter((t) => t !== "null").map((type) => {
    if (type === "array") {
      const items = reader.items(view);
      if (!items) return "array";
      const of = label(reader, items, inner, budget, depth + 1);
      return `array of ${of.includes(" | ") ? `(${of})` : of}`;
    }
    const format = view.schema.format;
    return typeof format === "string" && format !== "" && type !== "object" ? `${type} (${format})` : type;
  });
  if (types.includes("null")) labels.push("null");
  return unique(labels).join(" | ");
}

/** The variants' labels as one: each once, and one "…" last for all that were cut short. */
function union(labels: string[]): string {
  const cutShort = labels.some((text) => text === cut || text.endsWith(` | ${cut}`));
  if (!cutShort) return unique(labels).join(" | ");
  const whole = labels.filter((text) => text !== cut).map((text) => (text.endsWith(` | ${cut}`) ? text.slice(0, -` | ${cut}`.length) : text));
  return [...unique(whole), cut].join(" | ");
}

function unique(labels: string[]): string[] {
  return [...new Set(labels)];
}
