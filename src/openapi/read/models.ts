/**
 * Models: the document's named schemas (`components.schemas`), and where each one is used
 * directly — by which operations (their parameters, request body, responses and headers, through
 * shared components that are not schemas) and by which other named schemas — for the reference's
 * model pages and their "Used by" lists. A use through another named schema is that schema's: a
 * reader follows it from there, and a base schema that every schema extends does not list every
 * operation of the API.
 *
 * Each value is read once: the work grows with the document, not with the paths through it.
 */
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { childPointer as child, OpenApiError } from "./error.ts";
import { countStep } from "./steps.ts";

/** A named schema: its name, where it is, and what it says of itself. */
export interface NamedSchema {
  /** Its key in `components.schemas`. */
  readonly name: string;
  /** `#/components/schemas/<name>`. */
  readonly pointer: string;
  /** Its `title` as written, when it has one that is not blank. */
  readonly title: string | undefined;
  /** Its `description`, CommonMark as written, when it is not blank. */
  readonly description: string | undefined;
}

/**
 * The document's named schemas, in the order `components.schemas` lists them.
 * @example namedSchemas(doc).map((schema) => schema.name) // ["User", "Error"]
 */
export function namedSchemas(doc: OpenApiDocument): NamedSchema[] {
  const components = isObject(doc.root.components) && isObject(doc.root.components.schemas) ? doc.root.components.schemas : {};
  const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined);
  return Object.keys(components).map((name) => {
    const schema = components[name];
    const own = isObject(schema) ? schema : {};
    return { name, pointer: child("#/components/schemas", name), title: text(own.title)?.trim(), description: text(own.description) };
  });
}

/** The `$ref`s written in a value (not followed), in document order; `skip` names keys of the value itself left out. */
function refsIn(value: unknown, skip: ReadonlySet<string> = new Set()): string[] {
  const found: string[] = [];
  const stack: unknown[] = [value];
  let top = true;
  while (stack.length > 0) {
    const item = stack.pop();
    countStep();
    if (typeof item !== "object" || item === null) continue;
    if (!Array.isArray(item) && typeof (item as JsonObject).$ref === "string") found.push((item as JsonObject).$ref as string);
    const keys = Object.keys(item);
    for (let i = keys.length - 1; i >= 0; i--) {
      if (top && skip.has(keys[i]!)) continue;
      stack.push((item as Record<string, unknown>)[keys[i]!]);
    }
    top = false;
  }
  return found;
}

/** What an operation's own section leaves to other sections: its callbacks are sections of their own. */
const ownParts: ReadonlySet<string> = new Set(["callbacks"]);

/** Where each named schema is used directly: by operations (their indexes in the list given) and by other named schemas (their pointers), each in order, each once. */
export interface ModelUses<T> {
  readonly operations: ReadonlyMap<string, readonly T[]>;
  readonly models: ReadonlyMap<string, readonly string[]>;
}

/**
 * The named schemas `value` references directly: through `$ref`s to them, and through `$ref`s to
 * anything else (a shared response, parameter, request body, header, path item) followed to the
 * named schemas that reaches, each such target read once (`reached`).
 */
function namedIn(doc: OpenApiDocument, value: unknown, skip: ReadonlySet<string>, reached: Map<string, readonly string[]>, visiting: Set<string>): string[] {
  const out = new Set<string>();
  for (const ref of refsIn(value, skip)) {
    if (!ref.startsWith("#")) continue;
    let target;
    try {
      target = doc.target(ref, "#");
    } catch (error) {
      // A reference that leads nowhere is no use (the document check warned of it).
      if (error instanceof OpenApiError) continue;
      throw error;
    }
    if (target.name !== undefined) {
      out.add(target.pointer);
      continue;
    }
    let below = reached.get(target.pointer);
    if (below === undefined) {
      // A ring of shared parts (parts that reference each other's schemas; rare) is read once
      // around: a part of the ring read on the way misses what only the part it started from reaches.
      if (visiting.has(target.pointer)) continue;
      visiting.add(target.pointer);
      below = namedIn(doc, target.value, new Set(), reached, visiting);
      visiting.delete(target.pointer);
      reached.set(target.pointer, below);
    }
    for (const pointer of below) out.add(pointer);
  }
  return [...out];
}

/**
 * Where each named schema is used directly, by its pointer: the operations whose parameters (their
 * path item's too), request body, responses and their headers reference it (its own callbacks are
 * operations of their own), and the named schemas that reference it. A schema nothing uses is no key.
 * @example modelUses(index.doc, index.entries()).operations.get("#/components/schemas/User")?.map((entry) => entry.op.path)
 */
export function modelUses<T extends { readonly op: { readonly operation: JsonObject; readonly pathItem: { readonly value: JsonObject } } }>(doc: OpenApiDocument, operations: readonly T[]): ModelUses<T> {
  const reached = new Map<string, readonly string[]>();
  const byOperation = new Map<string, T[]>();
  for (const entry of operations) {
    const named = new Set([...namedIn(doc, entry.op.operation, ownParts, reached, new Set()), ...namedIn(doc, entry.op.pathItem.value.parameters, new Set(), reached, new Set())]);
    for (const pointer of named) (byOperation.get(pointer) ?? byOperation.set(pointer, []).get(pointer)!).push(entry);
  }
  const byModel = new Map<string, string[]>();
  for (const schema of namedSchemas(doc)) {
    const value = (doc.root.components as JsonObject).schemas as JsonObject;
    for (const pointer of namedIn(doc, value[schema.name], new Set(), reached, new Set())) {
      if (pointer === schema.pointer) continue;
      (byModel.get(pointer) ?? byModel.set(pointer, []).get(pointer)!).push(schema.pointer);
    }
  }
  return { operations: byOperation, models: byModel };
}
