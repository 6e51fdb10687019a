/**
 * The document being imported and its local references: `$ref`s are resolved lazily, each
 * target once (cached), without copying the document.
 */
import { describeValue } from "../../errors.ts";
import { isPlainObject } from "../../values.ts";
import { OpenApiError, childPointer } from "./error.ts";

/** A JSON object of the document. */
export type JsonObject = Record<string, unknown>;

/** A value of the document and where it is (after following references). */
export interface Located<T = unknown> {
  readonly value: T;
  /** The JSON pointer of the value itself: the reference's target when one was followed. */
  readonly pointer: string;
  /** The component name when the value is a named schema (`#/components/schemas/<name>`). */
  readonly name?: string | undefined;
}

/** True for a plain object of the document (not an array). */
export const isObject = (value: unknown): value is JsonObject => isPlainObject(value);

/** True when the document says it is Swagger 2.0. */
export function isSwagger2(document: unknown): document is JsonObject {
  return isObject(document) && document.swagger !== undefined && document.openapi === undefined;
}

const namedSchema = /^#\/components\/schemas\/([^/]+)$/;

/** A JSON pointer's reference token as the key it names (`~1` is `/`, `~0` is `~`). */
export function unescapeToken(token: string): string {
  let text = token;
  try {
    text = decodeURIComponent(token);
  } catch {
    // A stray "%" is literal text in a JSON pointer.
  }
  return text.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** The versions of OpenAPI the import reads (by minor version): 3.2 reads as 3.1 does, and more. */
export type OpenApiVersion = "3.0" | "3.1" | "3.2";

/** An OpenAPI document with its version and a cached resolver for its local references. */
export class OpenApiDocument {
  readonly root: JsonObject;
  /** "3.0", "3.1" or "3.2". */
  readonly version: OpenApiVersion;
  /** Pointers of the parts a check left out (path items, operations, parameters, code samples), each with a warning. */
  readonly skipped = new Set<string>();
  readonly #targets = new Map<string, Located>();
  readonly #merged = new WeakMap<object, Located>();

  constructor(root: JsonObject, version: OpenApiVersion) {
    this.root = root;
    this.version = version;
  }

  /** The value at a local reference such as `#/components/schemas/User`; throws naming `at`. */
  target(ref: string, at: string): Located {
    const known = this.#targets.get(ref);
    if (known) return known;
    if (!ref.startsWith("#")) {
      throw new OpenApiError(at, `expected a reference inside this document (starting with "#/"), got ${describeValue(ref)}: references to other files are bundled by loadOpenApi, so load the document with it`);
    }
    let value: unknown = this.root;
    let pointer = "#";
    const tokens = ref === "#" ? [] : ref.slice(1).split("/");
    if (tokens.length > 0 && tokens[0] !== "") throw new OpenApiError(at, `expected a JSON pointer such as "#/components/schemas/User", got ${describeValue(ref)}`);
    for (const raw of tokens.slice(1)) {
      const token = unescapeToken(raw);
      const next =
        Array.isArray(value) && /^(0|[1-9]\d*)$/.test(token) ? value[Number(token)] : isObject(value) && Object.hasOwn(value, token) ? value[token] : undefined;
      if (next === undefined) throw new OpenApiError(at, `expected a reference that resolves, got ${describeValue(ref)} (nothing at ${childPointer(pointer, token)})`);
      value = next;
      pointer = childPointer(pointer, token);
    }
    const name = namedSchema.exec(pointer)?.[1];
    const found: Located = { value, pointer, name: name === undefined ? undefined : unescapeToken(name) };
    this.#targets.set(ref, found);
    return found;
  }

  /**
   * Follows `$ref` chains from `value` (found at `pointer`). Keys beside a `$ref` (a
   * description, in 3.1 any schema keyword) are laid over the target, once per object.
   */
  deref(value: unknown, pointer: string): Located {
    if (!isObject(value) || !Object.hasOwn(value, "$ref")) return { value, pointer };
    const cached = this.#merged.get(value);
    if (cached) return cached;
    const seen = new Set<string>();
    let current: unknown = value;
    let at = pointer;
    let name: string | undefined;
    while (isObject(current) && Object.hasOwn(current, "$ref")) {
      const ref = current.$ref;
      if (typeof ref !== "string") throw new OpenApiError(childPointer(at, "$ref"), `expected a reference string such as "#/components/schemas/User", got ${describeValue(ref)}`);
      if (seen.has(ref)) throw new OpenApiError(childPointer(at, "$ref"), `expected a reference to a value, got a loop of references back to ${describeValue(ref)}`);
      seen.add(ref);
      const target = this.target(ref, childPointer(at, "$ref"));
      current = target.value;
      at = target.pointer;
      name ??= target.name;
    }
    const siblings = Object.keys(value).filter((key) => key !== "$ref");
    let result: Located;
    if (siblings.length > 0 && isObject(current)) {
      const merged: JsonObject = { ...current };
      for (const key of siblings) merged[key] = value[key];
      result = { value: merged, pointer: at, name };
    } else {
      result = { value: current, pointer: at, name };
    }
    this.#merged.set(value, result);
    return result;
  }
}
