/**
 * Samples: a value that fits a schema, for the request and response examples when the document
 * gives none. Filled level by level within a budget, so a wide schema gives its top-level fields.
 */
import { isObject } from "./document.ts";
import { childPointer as child } from "./error.ts";
import { skipFor, type Direction, type SchemaReader, type SchemaView } from "./schema-reader.ts";
import { discriminatorValue } from "./schema-discriminator.ts";
import { fittingValue, numberSample, stringSample } from "./sample-values.ts";
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
/**
 * How many properties a sample holds at most with the ones it cannot leave out: past
 * `sampleBudget`, an object still gets its required properties (a server rejects it without
 * them) and an array's item, when it requires none, its first one (an item shown as `{}` tells a
 * reader nothing), down to `maxRequiredDepth`; past this, nothing more.
 */
export const sampleLimit = 16 * sampleBudget;
/** How deep a sample nests for the properties it cannot leave out (see `sampleLimit`). */
export const maxRequiredDepth = 2 * maxSampleDepth;
/** How many items a sample's array holds at most when its `minItems` asks for more than one. */
export const maxSampleItems = 8;
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

/** A value of a sample still to be made, and where it goes. */
interface PendingSample {
  readonly view: SchemaView;
  readonly depth: number;
  readonly stack: ReadonlySet<unknown>;
  /** A value the sample cannot leave out (a required property, an item `minItems` asks for): it nests down to `maxRequiredDepth`. */
  readonly needed: boolean;
  /** An array's item: shown as `{}`, it would tell a reader nothing about what the array holds. */
  readonly item?: boolean;
  set(value: unknown): void;
}

/** How many properties one sample holds so far, and the text a plain string reads. */
interface Budget {
  used: number;
  readonly text: string;
}

const define = (out: Record<string, unknown>, name: string, value: unknown) => Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });

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

  /**
   * A sample of the `index`th variant of `view`'s `oneOf`/`anyOf` (in `SchemaReader.variants`'
   * order), its discriminator property naming it; `undefined` when there is no such variant.
   */
  variantSample(view: SchemaView, index: number, direction: Direction, text = "string"): unknown {
    const variant = this.reader.variants(view)[index];
    return variant === undefined ? undefined : this.#makeSample(variant, direction, text, variantTag(view, variant), new Set([view.key]));
  }

  #makeSample(view: SchemaView, direction: Direction, text: string, tag?: Tag, stack: ReadonlySet<unknown> = new Set()): unknown {
    const budget: Budget = { used: 0, text };
    const queue: PendingSample[] = [];
    const root = this.#sample({ view, depth: 0, stack, needed: true, set: () => {} }, direction, budget, queue, 0, tag);
    for (let i = 0; i < queue.length; i++) {
      const pending = queue[i]!;
      pending.set(this.#sample(pending, direction, budget, queue));
    }
    return root;
  }

  /** The value of one schema; the values inside an array or object wait in `queue`. */
  #sample(pending: PendingSample, direction: Direction, budget: Budget, queue: PendingSample[], variantDepth = 0, tag?: Tag): unknown {
    countStep();
    const { view, depth, stack, needed } = pending;
    const { schema } = view;
    const types = this.reader.types(view);
    const given = fittingValue(schema, types);
    if (given !== undefined) return jsonSafe(given.value);
    const recursive = stack.has(view.key);
    if (types.every((t) => t === "null")) {
      const variants = this.reader.variants(view);
      const deep = variantDepth >= maxVariantDepth;
      // A variant cut short (`{}`) of a schema that may be null: null is the value its schema accepts.
      if (variants.length > 0 && types.includes("null") && this.#cut(variants[0]!, depth, stack)) return null;
      if (variants.length > 0 && !recursive && !deep) return this.#sample({ ...pending, view: variants[0]!, stack: new Set(stack).add(view.key) }, direction, budget, queue, variantDepth + 1, variantTag(view, variants[0]!) ?? tag);
      if (variants.length > 0 && !recursive) {
        const key = Array.isArray(schema.oneOf) ? "oneOf" : "anyOf";
        this.reader.warn(`${child(view.pointer, key)}: expected at most ${maxVariantDepth} levels of ${key} whose first member is another oneOf or anyOf, got more: the examples stop here`);
      }
      return (recursive || deep) && types.length === 0 ? {} : null;
    }
    const type = types.find((t) => t !== "null") ?? "null";
    // A value of one type whose schema has variants besides (`type: string` beside `oneOf: [integer,
    // date-time string]`, where an allOf's members meet) is the first variant of that type: the
    // type alone would fit none of them.
    if (type !== "object" && type !== "array" && !recursive && variantDepth < maxVariantDepth) {
      const variant = this.reader.variants(view).find((member) => this.reader.types(member).includes(type));
      if (variant !== undefined) return this.#sample({ ...pending, view: variant, stack: new Set(stack).add(view.key) }, direction, budget, queue, variantDepth + 1, tag);
    }
    // Past `maxSampleDepth` only what the sample cannot leave out goes on, and not past `maxRequiredDepth`.
    const open = !recursive && (depth < maxSampleDepth || (needed && depth < maxRequiredDepth));
    const inner = new Set(stack).add(view.key);
    switch (type) {
      case "null":
        return null;
      case "boolean":
        return true;
      case "integer":
      case "number":
        return numberSample(schema, type === "integer");
      case "string":
        return stringSample(schema, budget.text);
      case "array": {
        const items = this.reader.items(view);
        const least = typeof schema.minItems === "number" && schema.minItems > 0 ? Math.min(Math.ceil(schema.minItems), maxSampleItems) : 0;
        if (!open && types.includes("null")) return null;
        if (!items || !open || stack.has(items.key) || schema.maxItems === 0 || (least === 0 && this.#cut(items, depth + 1, inner))) return [];
        const out: unknown[] = [];
        for (let i = 0; i < Math.max(1, least); i++) {
          out.push(null);
          queue.push({ view: items, depth: depth + 1, stack: inner, needed: least > 0, item: true, set: (value) => (out[i] = value) });
        }
        return out;
      }
      default:
        if (open) return this.#object(pending, direction, budget, queue, inner, tag);
        // An object cut short that may be null is null, which its schema accepts.
        return types.includes("null") ? null : {};
    }
  }

  /**
   * Whether an optional value at `depth` would be an object or array cut short (`{}` or `[]`,
   * which its schema may reject) by the depth or by containing itself (within `stack`): such a
   * property is left out, such an item leaves its array empty.
   */
  #cut(view: SchemaView, depth: number, stack: ReadonlySet<unknown>): boolean {
    if (depth < maxSampleDepth && !stack.has(view.key)) return false;
    const types = this.reader.types(view);
    if (fittingValue(view.schema, types) !== undefined) return false;
    return types.includes("object") || types.includes("array") || (types.length === 0 && this.reader.variants(view).length > 0);
  }

  /**
   * An object's properties, each waiting in `queue`: all of them within `sampleBudget` and
   * `maxSampleDepth`; past either, the required ones (or, for an array's item that requires none,
   * the first), within `sampleLimit`, and never more than `maxProperties`. A map (`additionalProperties` and no properties) gets one entry, `key`.
   */
  #object(pending: PendingSample, direction: Direction, budget: Budget, queue: PendingSample[], stack: ReadonlySet<unknown>, tag: Tag | undefined): Record<string, unknown> {
    const { view, depth } = pending;
    const out: Record<string, unknown> = {};
    const roomy = () => depth < maxSampleDepth && budget.used < sampleBudget;
    const shape = this.reader.objectShape(view);
    if (!shape || !isObject(shape.schema.properties)) {
      const extra = view.schema.additionalProperties;
      const least = typeof view.schema.minProperties === "number" && view.schema.minProperties > 0;
      if (extra === false || budget.used >= sampleLimit || !(roomy() || least)) return out;
      budget.used++;
      if (!isObject(extra)) {
        if (least) define(out, "key", budget.text);
      } else queue.push({ view: this.reader.view(extra, child(view.pointer, "additionalProperties")), depth: depth + 1, stack, needed: least, set: (value) => define(out, "key", value) });
      return out;
    }
    const properties = shape.schema.properties;
    const required = new Set(Array.isArray(shape.schema.required) ? shape.schema.required.filter((name): name is string => typeof name === "string") : []);
    // An allOf member that allows no other properties than its own leaves the others' optional ones out.
    const allowed = this.reader.allowedProperties(shape);
    // `maxProperties` leaves room for the required properties still to come.
    const most = typeof shape.schema.maxProperties === "number" ? shape.schema.maxProperties : Infinity;
    let requiredLeft = Object.keys(properties).filter((name) => required.has(name)).length;
    for (const name of Object.keys(properties)) {
      if (required.has(name)) requiredLeft--;
      else if (Object.keys(out).length + requiredLeft >= most) continue;
      // The property that names the variant says which one this is, as its header beside the example does.
      if (tag?.property === name) {
        budget.used++;
        define(out, name, tag.value);
        continue;
      }
      const needed = required.has(name);
      if (!needed && allowed !== undefined && !allowed.has(name)) continue;
      const first = pending.item === true && required.size === 0 && Object.keys(out).length === 0;
      if (!roomy() && !((needed || first) && budget.used < sampleLimit)) continue;
      const property = this.reader.view(properties[name], child(child(shape.pointer, "properties"), name));
      if (skipFor(property.schema, direction) || (!needed && this.#cut(property, depth + 1, stack))) continue;
      budget.used++;
      define(out, name, null);
      queue.push({ view: property, depth: depth + 1, stack, needed, set: (value) => define(out, name, value) });
    }
    return out;
  }
}
