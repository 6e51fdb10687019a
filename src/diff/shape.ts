/**
 * A schema as the diff compares it: `$ref`s followed and `allOf` members laid together, so that
 * two schemas that mean the same compare equal however they are written (inline or in
 * `components`, one object or an `allOf` of parts).
 */
import { isObject, type JsonObject, type OpenApiDocument } from "../openapi/read/document.ts";
import { childPointer } from "../openapi/read/error.ts";

/** A value of a document, where it is. */
export interface At {
  readonly value: unknown;
  readonly pointer: string;
  /** What tells it apart where `pointer` does not: a value the diff made (two `allOf` members' property laid together). */
  readonly key?: string;
}

/** The keywords the diff compares, read from one schema. */
export interface Shape {
  readonly pointer: string;
  /** What identifies the schema: its pointer, or the key of a value the diff made. */
  readonly key: string;
  /** Its types without `null` (`integer`, `string`…); `undefined` when it declares none (any value). */
  readonly types: ReadonlySet<string> | undefined;
  /** `null` is allowed (`nullable: true`, or `null` among its types). */
  readonly nullable: boolean;
  readonly enum: readonly unknown[] | undefined;
  readonly properties: ReadonlyMap<string, At>;
  readonly required: ReadonlySet<string>;
  readonly items: At | undefined;
  /** `oneOf` or `anyOf`: the shapes the value can take. */
  readonly variants: { readonly keyword: "oneOf" | "anyOf"; readonly members: readonly At[]; readonly discriminator: string | undefined } | undefined;
  readonly bounds: Readonly<Partial<Record<BoundKey, number>>>;
  readonly pattern: string | undefined;
  readonly readOnly: boolean;
  readonly writeOnly: boolean;
  readonly deprecated: boolean;
  readonly description: string | undefined;
}

/** The numeric limits compared: each has a direction in which it lets fewer values through. */
export const boundKeys = ["maxLength", "minLength", "maximum", "minimum", "maxItems", "minItems"] as const;
export type BoundKey = (typeof boundKeys)[number];

/** How many `allOf` levels are laid together before the rest is left as it is (a document may nest them without end). */
const maxAllOfDepth = 16;

function typesOf(schema: JsonObject): { types: Set<string> | undefined; nullable: boolean } {
  const declared = typeof schema.type === "string" ? [schema.type] : Array.isArray(schema.type) ? schema.type.filter((type): type is string => typeof type === "string") : undefined;
  const nullable = schema.nullable === true || (declared?.includes("null") ?? false);
  const types = declared?.filter((type) => type !== "null");
  return { types: types === undefined || types.length === 0 ? (declared?.includes("null") ? new Set() : undefined) : new Set(types), nullable };
}

function number(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** Reads a schema's own keywords (no `allOf`). */
function ownShape(schema: JsonObject, pointer: string, key: string): Shape {
  const { types, nullable } = typesOf(schema);
  const properties = new Map<string, At>();
  if (isObject(schema.properties)) {
    const at = childPointer(pointer, "properties");
    for (const [name, value] of Object.entries(schema.properties)) properties.set(name, { value, pointer: childPointer(at, name) });
  }
  const keyword = Array.isArray(schema.oneOf) ? "oneOf" : Array.isArray(schema.anyOf) ? "anyOf" : undefined;
  const members = keyword === undefined ? [] : (schema[keyword] as unknown[]).map((value, i) => ({ value, pointer: childPointer(childPointer(pointer, keyword), i) }));
  const bounds: Partial<Record<BoundKey, number>> = {};
  for (const key of boundKeys) {
    const value = number(schema[key]);
    if (value !== undefined) bounds[key] = value;
  }
  // 3.1's numeric exclusive bounds are bounds too (3.0's booleans only qualify `maximum`/`minimum`).
  const exclusiveMax = number(schema.exclusiveMaximum);
  const exclusiveMin = number(schema.exclusiveMinimum);
  if (exclusiveMax !== undefined && (bounds.maximum === undefined || exclusiveMax <= bounds.maximum)) bounds.maximum = exclusiveMax;
  if (exclusiveMin !== undefined && (bounds.minimum === undefined || exclusiveMin >= bounds.minimum)) bounds.minimum = exclusiveMin;
  return {
    pointer,
    key,
    types,
    nullable,
    enum: Array.isArray(schema.enum) ? schema.enum : schema.const !== undefined ? [schema.const] : undefined,
    properties,
    required: new Set(Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === "string") : []),
    items: schema.items === undefined || Array.isArray(schema.items) ? undefined : { value: schema.items, pointer: childPointer(pointer, "items") },
    variants: keyword === undefined ? undefined : { keyword, members, discriminator: isObject(schema.discriminator) && typeof schema.discriminator.propertyName === "string" ? schema.discriminator.propertyName : undefined },
    bounds,
    pattern: typeof schema.pattern === "string" ? schema.pattern : undefined,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    deprecated: schema.deprecated === true,
    description: typeof schema.description === "string" ? schema.description.trim() : undefined,
  };
}

/** The types two schemas both allow (an integer is a number). */
function commonTypes(a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> {
  const common = new Set<string>();
  for (const type of a) {
    if (b.has(type)) common.add(type);
    else if ((type === "number" && b.has("integer")) || (type === "integer" && b.has("number"))) common.add("integer");
  }
  return common;
}

/** Two shapes that must both hold (members of one `allOf`) as one. */
function both(a: Shape, b: Shape): Shape {
  const types = a.types === undefined ? b.types : b.types === undefined ? a.types : commonTypes(a.types, b.types);
  const properties = new Map(a.properties);
  for (const [name, at] of b.properties) {
    const first = properties.get(name);
    // A property both declare must meet both: read as their allOf, laid together again when compared.
    properties.set(name, first === undefined ? at : { value: { allOf: [first.value, at.value] }, pointer: first.pointer, key: `${first.key ?? first.pointer}&${at.key ?? at.pointer}` });
  }
  const bounds: Partial<Record<BoundKey, number>> = { ...a.bounds };
  for (const key of boundKeys) {
    const value = b.bounds[key];
    if (value === undefined) continue;
    const current = bounds[key];
    bounds[key] = current === undefined ? value : key.startsWith("max") ? Math.min(current, value) : Math.max(current, value);
  }
  return {
    pointer: a.pointer,
    key: a.key,
    types,
    nullable: a.nullable && b.nullable,
    enum: a.enum ?? b.enum,
    properties,
    required: new Set([...a.required, ...b.required]),
    items: a.items ?? b.items,
    variants: a.variants ?? b.variants,
    bounds,
    pattern: a.pattern ?? b.pattern,
    readOnly: a.readOnly || b.readOnly,
    writeOnly: a.writeOnly || b.writeOnly,
    deprecated: a.deprecated || b.deprecated,
    description: a.description ?? b.description,
  };
}

/**
 * The shape of the schema `at` in `doc`: its `$ref`s followed, its `allOf` members laid over its
 * own keywords (a member's `nullable: false` default aside: `allOf` of a nullable `$ref` reads as
 * nullable when the schema says so itself). A value that is no schema reads as any value.
 */
export function shapeOf(doc: OpenApiDocument, at: At, depth = 0): Shape {
  let located: At;
  try {
    located = doc.deref(at.value, at.pointer);
  } catch {
    located = { value: {}, pointer: at.pointer };
  }
  // A schema reached through a `$ref` is its target, wherever it is referenced from.
  const key = isObject(at.value) && Object.hasOwn(at.value, "$ref") ? located.pointer : (at.key ?? at.pointer);
  let cache = shapes.get(doc);
  if (!cache) shapes.set(doc, (cache = new Map()));
  const known = cache.get(key);
  if (known) return known;
  const shape = readShape(doc, located, key, depth);
  cache.set(key, shape);
  return shape;
}

/** Each document's shapes, by key: a schema many operations share is read once. */
const shapes = new WeakMap<OpenApiDocument, Map<string, Shape>>();

function readShape(doc: OpenApiDocument, located: At, key: string, depth: number): Shape {
  const schema = isObject(located.value) ? located.value : {};
  let shape = ownShape(schema, located.pointer, key);
  if (Array.isArray(schema.allOf) && depth < maxAllOfDepth) {
    const own = shape;
    const members = schema.allOf.map((value, i) => shapeOf(doc, { value, pointer: childPointer(childPointer(located.pointer, "allOf"), i) }, depth + 1));
    for (const member of members) shape = both(shape, member);
    // `nullable` belongs to the schema that says it: `allOf: [$ref], nullable: true` is nullable.
    if (own.nullable) shape = { ...shape, nullable: true };
    shape = { ...shape, pointer: own.pointer, key, description: own.description ?? shape.description };
  }
  return shape;
}
