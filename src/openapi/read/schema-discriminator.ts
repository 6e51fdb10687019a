/**
 * Discriminator values: the value of a `discriminator`'s property that selects each variant, from
 * the `mapping`, else the variant's own property, else its schema name. A mapping is indexed once:
 * read entry by entry for each variant, a `oneOf` of a thousand variants with a thousand mapping
 * entries was a million comparisons per table.
 */
import { isObject, type JsonObject } from "./document.ts";
import type { SchemaView } from "./schema-reader.ts";

/** A mapping entry: its value, and its place in the mapping (the first that matches wins). */
interface Entry {
  readonly value: string;
  readonly target: string;
  readonly order: number;
}

/** A mapping's entries by target, and by the target's last segment (the text after its last "/"). */
interface MappingIndex {
  readonly byTarget: ReadonlyMap<string, Entry>;
  readonly bySegment: ReadonlyMap<string, readonly Entry[]>;
}

const indexes = new WeakMap<JsonObject, MappingIndex>();

function indexOf(mapping: JsonObject): MappingIndex {
  let index = indexes.get(mapping);
  if (index) return index;
  const byTarget = new Map<string, Entry>();
  const bySegment = new Map<string, Entry[]>();
  Object.entries(mapping).forEach(([value, target], order) => {
    if (typeof target !== "string") return;
    const entry = { value, target, order };
    if (!byTarget.has(target)) byTarget.set(target, entry);
    const slash = target.lastIndexOf("/");
    if (slash < 0) return;
    const segment = target.slice(slash + 1);
    const list = bySegment.get(segment);
    if (list) list.push(entry);
    else bySegment.set(segment, [entry]);
  });
  indexes.set(mapping, (index = { byTarget, bySegment }));
  return index;
}

/** The first entry whose target ends with "/" and `name` (a name may hold a "/", as `~1` in a pointer). */
function endingWith(index: MappingIndex, name: string): Entry | undefined {
  const candidates = index.bySegment.get(name.slice(name.lastIndexOf("/") + 1)) ?? [];
  return candidates.find((entry) => entry.target.endsWith(`/${name}`));
}

/**
 * True when `target`, a discriminator's `defaultMapping` (a schema name or a reference), names
 * `variant`: by pointer, by schema name, or by a reference ending in its name.
 * @example isMappedBy(reader.view({ $ref: "#/components/schemas/OtherPet" }, "#/…/oneOf/2"), "OtherPet") // true
 */
export function isMappedBy(variant: SchemaView, target: string): boolean {
  if (target === variant.pointer) return true;
  return variant.name !== undefined && (target === variant.name || target.endsWith(`/${variant.name}`));
}

/**
 * The discriminator value that selects `variant`: the first mapping entry that points at it (by
 * pointer, by name, or by a target ending in its name), else the `const` or single `enum` of its
 * discriminator property, else (as OpenAPI defines) its schema name.
 * @example discriminatorValue(reader.view({ $ref: "#/components/schemas/Cat" }, "#/…/oneOf/0"), "kind", { cat: "#/components/schemas/Cat" }) // "cat"
 */
export function discriminatorValue(variant: SchemaView, property: string, mapping: JsonObject): string | undefined {
  const index = indexOf(mapping);
  const matches = [index.byTarget.get(variant.pointer), ...(variant.name === undefined ? [] : [index.byTarget.get(variant.name), endingWith(index, variant.name)])];
  const first = matches.reduce<Entry | undefined>((best, entry) => (entry && (!best || entry.order < best.order) ? entry : best), undefined);
  if (first) return first.value;
  const own = isObject(variant.schema.properties) ? variant.schema.properties[property] : undefined;
  if (isObject(own)) {
    if (typeof own.const === "string") return own.const;
    if (Array.isArray(own.enum) && own.enum.length === 1 && typeof own.enum[0] === "string") return own.enum[0];
  }
  return variant.name;
}
