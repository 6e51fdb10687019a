/**
 * Samples: a value that fits a schema, for the request and response examples when the document
 * gives none. Filled level by level within a budget, so a wide schema gives its top-level fields.
 */
import { isObject } from "./document.ts";
import { childPointer as child } from "./error.ts";
import { skipFor, type Direction, type SchemaReader, type SchemaView } from "./schema-reader.ts";
import { declaredValue } from "./schema-text.ts";
import { discriminatorValue } from "./schema-discriminator.ts";
import { countStep } from "./steps.ts";
import { jsonSafe } from "./text.ts";

/** How deep a generated sample nests. */
export const maxSampleDepth = 5;
/**
 * How many properties one generated sample holds at most, whatever the schema's size: enough
 * for every top-level field of a wide object and the first levels below (the field table lists
 * them all); a request example of hundreds of lines helps no reader.
 */
export const sampleBudget = 60;
/** A discriminator property and the value that names the variant a sample takes. */
interface Tag {
  readonly property: string;
  readonly value: string;
}

/** The discriminator's value for `variant` of `view`'s `oneOf`/`anyOf`, when `view` has a discriminator. */
function variantTag(view: SchemaView, variant: SchemaView): Tag | undefined {
  const discriminator = view.schema.discriminator;
  if (!isObject(discriminator) || typeof discriminator.propertyName !== "string") return undefined;
  const value = discriminatorValue(variant, discriminator.propertyName, isObject(discriminator.mapping) ? discriminator.mapping : {});
  return value === undefined ? undefined : { property: discriminator.propertyName, value };
}

/**
 * How many `oneOf`/`anyOf`s a sample goes through, each the first member of the one above, before
 * it stops: the first variant is taken at the same level, so a chain of them is not bounded by
 * `maxSampleDepth`, and one as long as the document would go past what the call stack holds.
 */
export const maxVariantDepth = 32;

const formatSamples: Readonly<Record<string, string>> = Object.freeze({
  "date-time": "2024-01-01T00:00:00Z",
  date: "2024-01-01",
  time: "12:00:00Z",
  email: "user@example.com",
  "idn-email": "user@example.com",
  uri: "https://example.com",
  url: "https://example.com",
  "uri-reference": "https://example.com",
  iri: "https://example.com",
  hostname: "example.com",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  uuid: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
  byte: "c3RyaW5n",
  password: "********",
});

/** A value of a sample still to be made, and where it goes. */
interface PendingSample {
  readonly view: SchemaView;
  readonly depth: number;
  readonly stack: ReadonlySet<unknown>;
  set(value: unknown): void;
}

/**
 * The samples of one document's schemas, each made once.
 * @example new Samples(reader).sample(reader.view({ type: "string", format: "email" }, "#"), "request") // "user@example.com"
 */
export class Samples {
  /** The samples made, by direction and placeholder text, then by schema (as `tableKey`). */
  readonly #samples = new Map<string, Map<unknown, unknown>>();

  constructor(readonly reader: SchemaReader) {}

  /**
   * A value that fits the schema: its example, const, default or first enum value, else one
   * made up from the types (format-aware strings, 0, true, one-item arrays, the properties).
   * Properties are filled level by level (every property of an object before any of their own),
   * within `sampleBudget` properties: a wide schema gives its top-level fields, not the first
   * branch in depth.
   */
  sample(view: SchemaView, direction: Direction, text = "string"): unknown {
    // The same schema gives the same sample: weighing a page and making its section both ask.
    // Callers copy it (`jsonSafe`) before using it, so it is shared, never changed.
    const key = this.reader.tableKey(view);
    let known = this.#samples.get(`${direction}\0${text}`);
    if (!known) this.#samples.set(`${direction}\0${text}`, (known = new Map()));
    if (known.has(key)) return known.get(key);
    const value = this.#makeSample(view, direction, text);
    known.set(key, value);
    return value;
  }

  #makeSample(view: SchemaView, direction: Direction, text: string): unknown {
    const budget = { left: sampleBudget, text };
    let root: unknown;
    const queue: PendingSample[] = [{ view, depth: 0, stack: new Set(), set: (value) => (root = value) }];
    for (let i = 0; i < queue.length; i++) {
      const pending = queue[i]!;
      pending.set(this.#sample(pending.view, direction, pending.depth, pending.stack, budget, queue));
    }
    return root;
  }

  /** The value of one schema; the values inside an array or object wait in `queue`. */
  #sample(view: SchemaView, direction: Direction, depth: number, stack: ReadonlySet<unknown>, budget: { left: number; readonly text: string }, queue: PendingSample[], variantDepth = 0, tag?: Tag): unknown {
    countStep();
    const { schema } = view;
    const given = declaredValue(schema);
    if (given !== undefined) return jsonSafe(given.value);
    const types = this.reader.types(view);
    const recursive = stack.has(view.key);
    if (types.every((t) => t === "null")) {
      const variants = this.reader.variants(view);
      const deep = variantDepth >= maxVariantDepth;
      if (variants.length > 0 && !recursive && !deep) return this.#sample(variants[0]!, direction, depth, new Set(stack).add(view.key), budget, queue, variantDepth + 1, variantTag(view, variants[0]!) ?? tag);
      if (variants.length > 0 && !recursive) {
        const key = Array.isArray(schema.oneOf) ? "oneOf" : "anyOf";
        this.reader.warn(`${child(view.pointer, key)}: expected at most ${maxVariantDepth} levels of ${key} whose first member is another oneOf or anyOf, got more: the examples stop here`);
      }
      return (recursive || deep) && types.length === 0 ? {} : null;
    }
    const type = types.find((t) => t !== "null") ?? "null";
    const inner = new Set(stack).add(view.key);
    switch (type) {
      case "null":
        return null;
      case "boolean":
        return true;
      case "integer":
      case "number":
        return typeof schema.minimum === "number" && Number.isFinite(schema.minimum) ? schema.minimum : 0;
      case "string":
        return typeof schema.format === "string" && Object.hasOwn(formatSamples, schema.format) ? formatSamples[schema.format] : budget.text;
      case "array": {
        const items = this.reader.items(view);
        if (!items || recursive || depth >= maxSampleDepth || stack.has(items.key)) return [];
        const out: unknown[] = [null];
        queue.push({ view: items, depth: depth + 1, stack: inner, set: (value) => (out[0] = value) });
        return out;
      }
      default: {
        if (recursive || depth >= maxSampleDepth) return {};
        const shape = this.reader.objectShape(view);
        if (!shape || !isObject(shape.schema.properties)) return {};
        const out: Record<string, unknown> = {};
        const properties = shape.schema.properties;
        for (const name of Object.keys(properties)) {
          if (budget.left <= 0) break;
          // The property that names the variant says which one this is, as its header beside the example does.
          if (tag?.property === name) {
            budget.left--;
            Object.defineProperty(out, name, { value: tag.value, enumerable: true, writable: true, configurable: true });
            continue;
          }
          const property = this.reader.view(properties[name], child(child(shape.pointer, "properties"), name));
          if (skipFor(property.schema, direction)) continue;
          budget.left--;
          const set = (value: unknown) => Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
          set(null);
          queue.push({ view: property, depth: depth + 1, stack: inner, set });
        }
        return out;
      }
    }
  }
}
