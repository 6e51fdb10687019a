/**
 * Reading one schema: references followed, `allOf` merged, its types and its `oneOf`/`anyOf`
 * variants. The readings built on it (type labels, field rows, samples) are in `schema-label.ts`,
 * `schema-rows.ts` and `schema-sample.ts`; `Schemas` (`schema.ts`) puts them together.
 */
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { OpenApiError, anyValue, childPointer as child } from "./error.ts";
import { countStep } from "./steps.ts";

/** A schema after references and `allOf`, with where it is and its component name. */
export interface SchemaView {
  readonly schema: JsonObject;
  readonly pointer: string;
  /** The component name (`#/components/schemas/<name>`) when the schema is a named one. */
  readonly name: string | undefined;
  /** What identifies the schema on the way down, to notice one that contains itself. */
  readonly key: unknown;
}

/** Requests leave out read-only properties, responses write-only ones. */
export type Direction = "request" | "response";

/**
 * How many levels of `allOf` inside `allOf` a merge follows. Real descriptions nest a few (a
 * resource built on a base built on a base; 5 at most in the APIs.guru directory); a chain of
 * thousands would merge as deep as it is long, past what the call stack holds.
 */
export const maxAllOfDepth = 64;

const anySchema: JsonObject = Object.freeze({});

/** The variants of one schema, and whether a member only said "null". */
interface VariantList {
  readonly pointer: string;
  readonly shapes: SchemaView[];
  readonly nullable: boolean;
}

/**
 * The schemas of one document as views, with the `allOf` merges and variant lists cached.
 * @example new SchemaReader(doc).view({ $ref: "#/components/schemas/User" }, "#/paths/~1users/get/…/schema").name // "User"
 */
export class SchemaReader {
  readonly #merged = new WeakMap<object, JsonObject>();
  /** The properties a merged schema allows, when an `allOf` member allows no other (see `allowedProperties`). */
  readonly #allowed = new WeakMap<object, ReadonlySet<string>>();
  readonly #variantCache = new WeakMap<object, VariantList>();
  /** The keys of inline schemas: their text, or themselves when they have none (see `inlineText`). */
  readonly #inlineKeys = new WeakMap<object, unknown>();

  /** `warn` hears what a reading leaves out (a chain of `allOf`s, or a sample's chain of `oneOf`s, cut short), naming the JSON pointer. */
  constructor(
    readonly doc: OpenApiDocument,
    readonly warn: (message: string) => void = () => {},
  ) {}

  /** The schema at `value` (found at `pointer`), references followed and `allOf` merged. */
  view(value: unknown, pointer: string): SchemaView {
    countStep();
    if (typeof value === "boolean" || value === undefined) return { schema: anySchema, pointer, name: undefined, key: anySchema };
    let found: ReturnType<OpenApiDocument["deref"]>;
    try {
      found = this.doc.deref(value, pointer);
    } catch (error) {
      // A reference that leads nowhere loses only its schema (the document check said so first).
      if (!(error instanceof OpenApiError)) throw error;
      this.warn(`${error.message}: ${anyValue}`);
      return { schema: anySchema, pointer, name: undefined, key: anySchema };
    }
    const schema = isObject(found.value) ? this.#merge(found.value, found.pointer, new Set()) : anySchema;
    const viaRef = found.pointer !== pointer;
    return { schema, pointer: found.pointer, name: found.name, key: viaRef ? found.pointer : found.value };
  }

  /**
   * `allOf` members laid together: properties in order (one that several members declare read as
   * all of them, and so an array's items that several declare), `required` joined, the schema's
   * own keys winning.
   */
  #merge(schema: JsonObject, pointer: string, stack: Set<object>): JsonObject {
    if (!Array.isArray(schema.allOf)) return schema;
    const cached = this.#merged.get(schema);
    if (cached) return cached;
    stack.add(schema);
    const deep = stack.size > maxAllOfDepth;
    if (deep) this.warn(`${child(pointer, "allOf")}: expected at most ${maxAllOfDepth} levels of allOf inside allOf, got more: left out these members`);
    const out: JsonObject = {};
    const properties: JsonObject = {};
    const required = new Set<string>();
    // A member with `additionalProperties: false` allows only its own properties, whatever the others declare.
    let allowed: Set<string> | undefined;
    const take = (part: JsonObject) => {
      if (part.additionalProperties === false) {
        const own = Object.keys(isObject(part.properties) ? part.properties : {});
        const known = this.#allowed.get(part);
        const names = known === undefined ? own : own.filter((name) => known.has(name));
        allowed = new Set(allowed === undefined ? names : names.filter((name) => allowed!.has(name)));
      }
      for (const [key, value] of Object.entries(part)) {
        if (key === "properties" && isObject(value)) {
          // A property two members declare is both (`status: { type: integer }` and `status: { example: 400 }`):
          // read as their allOf, the later member's keys winning, never the later one alone.
          for (const [name, property] of Object.entries(value)) {
            const earlier = Object.hasOwn(properties, name) ? properties[name] : undefined;
            properties[name] = earlier === undefined || earlier === property ? property : { allOf: [earlier, property] };
          }
        }
        else if (key === "required" && Array.isArray(value)) value.forEach((name) => typeof name === "string" && required.add(name));
        // Items two members declare are both (`items: User` and `items: { type: object, nullable: true }`).
        else if (key === "items" && isObject(value) && isObject(out.items) && out.items !== value) out.items = { allOf: [out.items, value] };
        else if (key !== "allOf") out[key] = value;
      }
    };
    (deep ? [] : schema.allOf).forEach((member, i) => {
      countStep();
      const found = this.doc.deref(member, child(child(pointer, "allOf"), i));
      if (!isObject(found.value) || stack.has(found.value)) return;
      take(this.#merge(found.value, found.pointer, stack));
    });
    take(schema);
    if (Object.keys(properties).length > 0) out.properties = properties;
    if (required.size > 0) out.required = [...required];
    if (allowed !== undefined && Object.keys(properties).some((name) => !allowed!.has(name))) this.#allowed.set(out, allowed);
    stack.delete(schema);
    this.#merged.set(schema, out);
    return out;
  }

  /** The schema's declared types, `nullable` (3.0) read as `"null"`; inferred when none is declared. */
  types(view: SchemaView): string[] {
    const { schema } = view;
    let types: string[] = typeof schema.type === "string" ? [schema.type] : Array.isArray(schema.type) ? schema.type.filter((t): t is string => typeof t === "string") : [];
    if (types.length === 0) {
      if (schema.const !== undefined) types = [jsonType(schema.const)];
      else if (Array.isArray(schema.enum) && schema.enum.length > 0) types = [...new Set(schema.enum.map(jsonType))];
      else if (isObject(schema.properties) || isObject(schema.additionalProperties)) types = ["object"];
      else if (schema.items !== undefined) types = ["array"];
    }
    if ((schema.nullable === true || ((Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) && this.#variantsOf(view).nullable)) && !types.includes("null")) types.push("null");
    return types;
  }

  /**
   * The variants of a `oneOf` or `anyOf`. A member that only says "null" (`{ nullable: true }`,
   * `{ type: "object", nullable: true }` or `{ type: "null" }`, without properties) beside others
   * is not a shape of its own: it makes the schema nullable (see `types`). That is how OpenAPI 3.0
   * writes "a `$ref`, or null".
   */
  variants(view: SchemaView): SchemaView[] {
    return this.#variantsOf(view).shapes;
  }

  #variantsOf(view: SchemaView): VariantList {
    const known = this.#variantCache.get(view.schema);
    if (known && known.pointer === view.pointer) return known;
    let found: VariantList = { pointer: view.pointer, shapes: [], nullable: false };
    for (const key of ["oneOf", "anyOf"]) {
      const list = view.schema[key];
      if (!Array.isArray(list) || list.length === 0) continue;
      const all = list.map((item, i) => this.view(item, child(child(view.pointer, key), i)));
      const shapes = all.filter((variant) => !onlyNull(variant.schema));
      found = shapes.length > 0 && shapes.length < all.length ? { pointer: view.pointer, shapes, nullable: true } : { pointer: view.pointer, shapes: all, nullable: false };
      break;
    }
    this.#variantCache.set(view.schema, found);
    return found;
  }

  items(view: SchemaView): SchemaView | undefined {
    return view.schema.items === undefined ? undefined : this.view(view.schema.items, child(view.pointer, "items"));
  }

  /** The label without looking inside: `object`, `array`, `string`. */
  shallowLabel(view: SchemaView): string {
    return this.types(view).filter((t) => t !== "null")[0] ?? "object";
  }

  /** The schema that lists an object's properties: itself, or its first object variant. */
  /**
   * The only properties an object of this schema may hold, when its `allOf` declares more than a
   * member with `additionalProperties: false` allows (`{ additionalProperties: false, properties: {
   * src } }` beside a member with `cache`): a value holding the others fits no such member.
   * `undefined` when every declared property is allowed.
   */
  allowedProperties(view: SchemaView): ReadonlySet<string> | undefined {
    return this.#allowed.get(view.schema);
  }

  objectShape(view: SchemaView): SchemaView | undefined {
    if (isObject(view.schema.properties)) return view;
    return this.variants(view).find((variant) => isObject(variant.schema.properties));
  }

  /** The innermost items of nested arrays, when they are objects. */
  elementShape(view: SchemaView): SchemaView | undefined {
    let current: SchemaView | undefined = view;
    for (let i = 0; i < 8 && current && this.types(current).includes("array"); i++) current = this.items(current);
    return current && current !== view ? current : undefined;
  }

  /**
   * True when the schema's `oneOf`/`anyOf` has two members or more and one is an object with
   * properties. A single member (once a "null" member is set aside) is the schema's shape itself.
   */
  hasObjectVariants(view: SchemaView): boolean {
    const variants = this.variants(view);
    return variants.length > 1 && variants.some((variant) => isObject(variant.schema.properties));
  }

  /**
   * What a table or sample is read from: a referenced schema by its pointer, an inline one by its
   * text, so that the same inline schema written under many operations (a collection wrapper
   * around a `$ref`) is read once. References inside it resolve the same wherever it is written.
   */
  tableKey(view: SchemaView): unknown {
    if (typeof view.key !== "object" || view.key === null) return view.key;
    let key = this.#inlineKeys.get(view.key);
    if (key === undefined) this.#inlineKeys.set(view.key, (key = inlineText(view.key) ?? view.key));
    return key;
  }
}

/** How many values the text of an inline schema may hold to be its key: more than any real one. */
const maxKeyValues = 100_000;

/**
 * The JSON text of an inline schema, or `undefined` when it has none worth comparing: a YAML
 * alias inside itself has no text, and an object built in code may use one sub-schema twice at
 * every level, so that its text doubles with each (30 levels: 2^30 copies). Such a schema is its
 * own key.
 */
function inlineText(schema: object): string | undefined {
  let values = 0;
  try {
    return JSON.stringify(schema, (_key, value: unknown) => {
      countStep();
      if (++values > maxKeyValues) throw new RangeError(`more than ${maxKeyValues} values`);
      return value;
    });
  } catch {
    return undefined;
  }
}

/** Keys that say nothing about a value's shape. */
const annotations: ReadonlySet<string> = new Set(["type", "nullable", "title", "description", "deprecated", "readOnly", "writeOnly", "example", "examples", "default"]);

/**
 * True for a schema that admits null and says nothing of a shape: `{ nullable: true }`,
 * `{ type: "object", nullable: true }`, `{ type: "null" }`.
 */
function onlyNull(schema: JsonObject): boolean {
  const types = typeof schema.type === "string" ? [schema.type] : Array.isArray(schema.type) ? schema.type : [];
  const nullable = schema.nullable === true || types.includes("null");
  return nullable && types.every((type) => type === "null" || type === "object") && Object.keys(schema).every((key) => annotations.has(key) || key.startsWith("x-"));
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value === "object" ? "object" : typeof value;
}

/**
 * True for a property a `direction` leaves out: read-only ones from requests, write-only ones
 * from responses.
 * @example skipFor({ readOnly: true }, "request") // true
 */
export function skipFor(schema: JsonObject, direction: Direction): boolean {
  return direction === "request" ? schema.readOnly === true : schema.writeOnly === true;
}
