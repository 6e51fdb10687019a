/**
 * Two schemas compared by meaning, on the side of the exchange they describe: what narrows a
 * request breaks its clients, what widens a response may surprise them, and the reverse of each
 * is harmless. Each change names the field by its path (`items[].owner.login`).
 */
import { isObject, type OpenApiDocument } from "../openapi/read/document.ts";
import { inlineCode } from "../text/markdown-text.ts";
import { capital, narrowing, widening, type Change, type Level, type Side } from "./change.ts";
import { boundKeys, shapeOf, type At, type BoundKey, type Shape } from "./shape.ts";

/** Where a schema sits in an operation. */
export interface SchemaPlace {
  readonly side: Side;
  /** A parameter's schema or a body's: it names the rules (`request-parameter-…`, `request-body-…`). */
  readonly area: "parameter" | "body";
  /** How a message names the whole value: "the request body", "query parameter `limit`", "the `200` response". */
  readonly label: string;
  readonly operation: string | null;
}

/** The two documents, where the changes found go, and what comparing schemas has found so far. */
export interface SchemaDiff {
  readonly old: OpenApiDocument;
  readonly new: OpenApiDocument;
  readonly emit: (change: Change) => void;
  /** Each pair of schemas compared once, on each side, for all the operations that share it. */
  readonly memo: Map<string, readonly Found[]>;
}

/** A change inside a pair of schemas, relative to them: replayed for every place the pair is in. */
interface Found {
  /** The rule: a suffix that the place and path complete (`type-changed`), or a whole id. */
  readonly rule: string;
  readonly whole: boolean;
  readonly level: Level;
  readonly pointer: string;
  /** Where below the pair's root: `""`, `owner`, `items[].id`. */
  readonly path: string;
  /** The message, given how the changed value is named. */
  readonly text: (what: string) => string;
}

/** A fresh comparison of two documents. */
export function schemaDiff(old: OpenApiDocument, now: OpenApiDocument, emit: (change: Change) => void): SchemaDiff {
  return { old, new: now, emit, memo: new Map() };
}

/** `path` below `base`: `a` + `b` → `a.b`, `a` + `[]` → `a[]`. */
function below(base: string, path: string): string {
  if (base === "") return path;
  if (path === "") return base;
  return path.startsWith("[]") ? `${base}${path}` : `${base}.${path}`;
}

/** Schemas being compared right now: a pair met again below itself is a recursive schema, walked once. */
const comparing = new WeakMap<SchemaDiff, Set<string>>();

/**
 * Compares the schema `old` (in the old document) with `new`, at `path` inside the place's value,
 * and emits what changed.
 */
export function compareSchemas(diff: SchemaDiff, place: SchemaPlace, oldAt: At, newAt: At, path = ""): void {
  for (const found of pairChanges(diff, place.side, oldAt, newAt)) {
    const full = below(path, found.path);
    if (found.rule === "description-changed" && full === "") continue;
    const prefix = full === "" ? (place.area === "parameter" ? "request-parameter" : `${place.side}-body`) : place.area === "parameter" ? "request-parameter-property" : `${place.side}-property`;
    const what = full === "" ? place.label : `${code(full)} in ${place.label}`;
    diff.emit({ id: found.whole ? found.rule : `${prefix}-${found.rule}`, level: found.level, operation: place.operation, pointer: found.pointer, message: found.text(what) });
  }
}

const code = inlineCode;
const json = (value: unknown) => code(JSON.stringify(value) ?? String(value));
const typeText = (shape: Shape) => (shape.types === undefined ? "any" : [...shape.types].sort().join(" | ") || "null");

/** `a` allows every type `b` allows (an integer is a number). */
function covers(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const type of b) if (!a.has(type) && !(type === "integer" && a.has("number"))) return false;
  return true;
}

/** Each bound: the rule's words, and whether a larger value lets more through. */
const boundInfo: Record<BoundKey, { readonly rule: string; readonly words: string; readonly larger: "wider" | "narrower" }> = {
  maxLength: { rule: "max-length", words: "maximum length", larger: "wider" },
  minLength: { rule: "min-length", words: "minimum length", larger: "narrower" },
  maximum: { rule: "max", words: "maximum", larger: "wider" },
  minimum: { rule: "min", words: "minimum", larger: "narrower" },
  maxItems: { rule: "max-items", words: "maximum number of items", larger: "wider" },
  minItems: { rule: "min-items", words: "minimum number of items", larger: "narrower" },
};

/** The changes between two schemas on a side, relative to them; computed once per pair. */
function pairChanges(diff: SchemaDiff, side: Side, oldAt: At, newAt: At): readonly Found[] {
  const before = shapeOf(diff.old, oldAt);
  const after = shapeOf(diff.new, newAt);
  const key = `${side}\0${before.key}\0${after.key}`;
  const known = diff.memo.get(key);
  if (known) return known;
  let active = comparing.get(diff);
  if (!active) comparing.set(diff, (active = new Set()));
  if (active.has(key)) return [];
  active.add(key);
  const found: Found[] = [];
  const emit: Emit = (rule, level, text, pointer = after.pointer) => found.push({ rule, whole: false, level, pointer, path: "", text });
  const whole = (rule: string, level: Level, path: string, text: (what: string) => string, pointer: string) => found.push({ rule, whole: true, level, pointer, path, text });
  const child = (oldChild: At, newChild: At, path: string) => {
    for (const change of pairChanges(diff, side, oldChild, newChild)) found.push({ ...change, path: below(path, change.path) });
  };

  if (before.types !== undefined && after.types !== undefined && !(covers(before.types, after.types) && covers(after.types, before.types))) {
    const wider = covers(after.types, before.types);
    const narrower = covers(before.types, after.types);
    const text = (what: string) => `The type of ${what} changed from ${code(typeText(before))} to ${code(typeText(after))}.`;
    if (side === "request" && wider) emit("type-generalized", "info", text);
    else if (side === "response" && narrower) emit("type-specialized", "info", text);
    else emit("type-changed", "breaking", text);
  }
  if (before.nullable !== after.nullable) {
    if (after.nullable) emit("became-nullable", side === "request" ? "info" : "breaking", (what) => `${capital(what)} may now be ${code("null")}.`);
    else emit("became-not-nullable", narrowing(side), (what) => `${capital(what)} may no longer be ${code("null")}.`);
  }
  compareEnums(before, after, side, emit);
  for (const boundKey of boundKeys) {
    const was = before.bounds[boundKey];
    const is = after.bounds[boundKey];
    if (was === is) continue;
    const { rule, words, larger } = boundInfo[boundKey];
    if (was === undefined) emit(`${rule}-set`, narrowing(side), (what) => `${capital(what)} has a ${words} now: ${is}.`);
    else if (is === undefined) emit(`${rule}-unset`, widening(side), (what) => `${capital(what)} has no ${words} any more (it was ${was}).`);
    else {
      const grew = is > was;
      const wider = grew === (larger === "wider");
      emit(`${rule}-${grew ? "increased" : "decreased"}`, wider ? widening(side) : narrowing(side), (what) => `The ${words} of ${what} ${grew ? "rose" : "fell"} from ${was} to ${is}.`);
    }
  }
  if (before.pattern !== after.pattern) {
    if (before.pattern === undefined) emit("pattern-added", narrowing(side), (what) => `${capital(what)} must now match ${code(after.pattern!)}.`);
    else if (after.pattern === undefined) emit("pattern-removed", widening(side), (what) => `${capital(what)} no longer has to match ${code(before.pattern!)}.`);
    else emit("pattern-changed", side === "request" ? "warning" : "info", (what) => `The pattern of ${what} changed from ${code(before.pattern!)} to ${code(after.pattern!)}.`);
  }
  if (!before.deprecated && after.deprecated) emit("deprecated", "info", (what) => `${capital(what)} is deprecated.`);
  if (before.description !== after.description) emit("description-changed", "info", (what) => `The description of ${what} changed.`);

  compareProperties(diff, side, before, after, whole, child);
  if (before.items && after.items) child(before.items, after.items, "[]");
  compareVariants(diff, side, before, after, emit, child);
  active.delete(key);
  diff.memo.set(key, found);
  return found;
}


type Emit = (rule: string, level: Level, text: (what: string) => string, pointer?: string) => void;
type Whole = (rule: string, level: Level, path: string, text: (what: string) => string, pointer: string) => void;
type Child = (oldChild: At, newChild: At, path: string) => void;

function compareEnums(before: Shape, after: Shape, side: Side, emit: Emit): void {
  if (before.enum === undefined && after.enum === undefined) return;
  if (before.enum === undefined) {
    emit("became-enum", narrowing(side), (what) => `${capital(what)} is now one of ${after.enum!.map(json).join(", ")}.`);
    return;
  }
  if (after.enum === undefined) {
    emit("became-not-enum", widening(side), (what) => `${capital(what)} is no longer limited to ${before.enum!.map(json).join(", ")}.`);
    return;
  }
  const key = (value: unknown) => JSON.stringify(value);
  const had = new Set(before.enum.map(key));
  const has = new Set(after.enum.map(key));
  for (const value of before.enum) if (!has.has(key(value))) emit("enum-value-removed", narrowing(side), (what) => `${capital(what)} can no longer be ${json(value)}.`);
  for (const value of after.enum) if (!had.has(key(value))) emit("enum-value-added", widening(side), (what) => `${capital(what)} can now be ${json(value)}.`);
}

/** A property a side does not carry: `readOnly` ones are never sent, `writeOnly` ones never returned. */
function carried(shape: Shape, side: Side): boolean {
  return side === "request" ? !shape.readOnly : !shape.writeOnly;
}

function compareProperties(diff: SchemaDiff, side: Side, before: Shape, after: Shape, whole: Whole, child: Child): void {
  if (before.properties.size === 0 && after.properties.size === 0) return;
  for (const [name, at] of after.properties) {
    const old = before.properties.get(name);
    const shape = shapeOf(diff.new, at);
    const required = after.required.has(name);
    if (old === undefined) {
      if (!carried(shape, side)) continue;
      if (side === "request") whole(required ? "new-required-request-property" : "new-optional-request-property", required ? "breaking" : "info", name, (what) => `${capital(what)} is new${required ? " and required" : ""}.`, at.pointer);
      else whole(required ? "response-required-property-added" : "response-optional-property-added", "info", name, (what) => `${capital(what)} is new.`, at.pointer);
      continue;
    }
    const oldShape = shapeOf(diff.old, old);
    if (!carried(shape, side) && !carried(oldShape, side)) continue;
    const wasRequired = before.required.has(name);
    if (wasRequired !== required) {
      if (side === "request") whole(required ? "request-property-became-required" : "request-property-became-optional", required ? "breaking" : "info", name, (what) => `${capital(what)} is now ${required ? "required" : "optional"}.`, at.pointer);
      else whole(required ? "response-property-became-required" : "response-property-became-optional", required ? "info" : "breaking", name, (what) => `${capital(what)} is ${required ? "now always returned" : "no longer always returned"}.`, at.pointer);
    }
    child(old, at, name);
  }
  for (const [name, at] of before.properties) {
    if (after.properties.has(name)) continue;
    if (!carried(shapeOf(diff.old, at), side)) continue;
    const required = before.required.has(name);
    if (side === "request") whole("request-property-removed", "warning", name, (what) => `${capital(what)} was removed: a client that sends it may be refused.`, at.pointer);
    else whole(required ? "response-required-property-removed" : "response-optional-property-removed", required ? "breaking" : "warning", name, (what) => `${capital(what)} was removed.`, at.pointer);
  }
}

/** A variant's names for matching, strongest first: the discriminator value it maps to, its `$ref`'s schema name, its title, its type. */
function variantNames(doc: OpenApiDocument, shape: Shape, at: At): string[] {
  const names: string[] = [];
  const discriminator = shape.variants?.discriminator;
  const member = shapeOf(doc, at);
  if (discriminator !== undefined) {
    const value = member.properties.get(discriminator);
    const enumValues = value === undefined ? undefined : shapeOf(doc, value).enum;
    if (enumValues?.length === 1) names.push(`value:${JSON.stringify(enumValues[0])}`);
  }
  const ref = isObject(at.value) && typeof at.value.$ref === "string" ? at.value.$ref : undefined;
  if (ref !== undefined) names.push(`ref:${ref.slice(ref.lastIndexOf("/") + 1)}`);
  const title = isObject(at.value) ? at.value.title : undefined;
  if (typeof title === "string") names.push(`title:${title}`);
  names.push(`type:${typeText(member)}`);
  return names;
}

function compareVariants(diff: SchemaDiff, side: Side, before: Shape, after: Shape, emit: Emit, child: Child): void {
  if (before.variants === undefined && after.variants === undefined) return;
  const keyword = (after.variants ?? before.variants)!.keyword === "oneOf" ? "one-of" : "any-of";
  const oldMembers = before.variants?.members ?? [];
  const newMembers = after.variants?.members ?? [];
  const oldNames = oldMembers.map((at) => variantNames(diff.old, before, at));
  const newNames = newMembers.map((at) => variantNames(diff.new, after, at));
  const matched = new Map<number, number>();
  const taken = new Set<number>();
  for (const kind of ["value:", "ref:", "title:", "type:"]) {
    oldNames.forEach((names, i) => {
      if (matched.has(i)) return;
      const name = names.find((n) => n.startsWith(kind));
      if (name === undefined) return;
      const j = newNames.findIndex((other, k) => !taken.has(k) && other.includes(name));
      if (j < 0) return;
      matched.set(i, j);
      taken.add(j);
    });
  }
  const label = (names: string[]) => {
    const name = names[0]!;
    return code(name.slice(name.indexOf(":") + 1));
  };
  oldMembers.forEach((at, i) => {
    const j = matched.get(i);
    if (j === undefined) emit(`${keyword}-removed`, narrowing(side), (what) => `${capital(what)} can no longer take the shape ${label(oldNames[i]!)}.`, at.pointer);
    else child(at, newMembers[j]!, "");
  });
  newMembers.forEach((at, j) => {
    if (!taken.has(j)) emit(`${keyword}-added`, widening(side), (what) => `${capital(what)} can now take the shape ${label(newNames[j]!)}.`, at.pointer);
  });
}
