/**
 * A description's schemas as JSON Schema, validated with Ajv (loaded on first use): OpenAPI 3.0's
 * `nullable` and boolean exclusive bounds rewritten, and the properties the other side owns
 * (`readOnly` in a request, `writeOnly` in a response) no longer required, as OpenAPI says.
 */
import { createRequire } from "node:module";
import type { Ajv as AjvType, ErrorObject, ValidateFunction } from "ajv";
import { isObject, type JsonObject, type OpenApiVersion } from "../openapi/read/document.ts";
import { linearPattern } from "../openapi/read/pattern.ts";
import type { Side } from "./change.ts";

const require = createRequire(import.meta.url);

/** The identifier the copy is given, so that its own `#/components/…` references resolve inside it. */
export const documentId = "https://refkit.invalid/document.json";

/** A JSON pointer (`#/paths/~1pets/…`) as a reference into the copy. */
export function schemaRef(pointer: string): string {
  return `${documentId}#${pointer.slice(1).split("/").map((segment) => encodeURIComponent(segment).replace(/%7E/gi, "~")).join("/")}`;
}

/** A JSON pointer's segments, decoded. */
function segments(pointer: string): string[] {
  return pointer === "" ? [] : pointer.split("/").slice(1).map((raw) => decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~"));
}

/** The value at a JSON pointer (`/components/schemas/Pet`), or `undefined`. */
function at(root: unknown, pointer: string): unknown {
  let target = root;
  for (const key of segments(pointer)) target = isObject(target) ? target[key] : Array.isArray(target) ? target[Number(key)] : undefined;
  return target;
}

/** A value with its local `$ref`s followed (at most 32 of them). */
function follow(root: JsonObject, value: unknown): unknown {
  for (let hops = 0; hops < 32 && isObject(value) && typeof value.$ref === "string" && value.$ref.startsWith("#"); hops++) value = at(root, value.$ref.slice(1));
  return value;
}

/**
 * The part of the document that the schemas at `pointers` reach through their `$ref`s, copied at
 * the same places in an otherwise empty document: what validating against them needs, without
 * copying (and handing Ajv) the whole of a large description.
 */
function reachable(root: JsonObject, pointers: readonly string[]): JsonObject {
  const wanted = new Set<string>();
  const pending = pointers.map((pointer) => (pointer.startsWith("#") ? pointer.slice(1) : pointer));
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(visit);
    const object = value as JsonObject;
    if (typeof object.$ref === "string" && object.$ref.startsWith("#")) pending.push(object.$ref.slice(1));
    for (const child of Object.values(object)) visit(child);
  };
  while (pending.length > 0) {
    const pointer = pending.pop()!;
    if (wanted.has(pointer)) continue;
    wanted.add(pointer);
    visit(at(root, pointer));
  }
  // Each part once: a pointer inside another one's part comes with it.
  const placed: string[] = [];
  const copy: JsonObject = {};
  for (const pointer of [...wanted].sort((a, b) => a.length - b.length)) {
    if (placed.some((outer) => pointer.startsWith(`${outer}/`))) continue;
    const value = at(root, pointer);
    if (value === undefined) continue;
    placed.push(pointer);
    const keys = segments(pointer);
    let source: unknown = root;
    let target: Record<string, unknown> | unknown[] = copy;
    for (const [i, key] of keys.entries()) {
      source = isObject(source) ? source[key] : Array.isArray(source) ? source[Number(key)] : undefined;
      const slot = target as Record<string, unknown>;
      if (i === keys.length - 1) slot[key] = structuredClone(value);
      else target = (slot[key] ??= Array.isArray(source) ? [] : {}) as Record<string, unknown> | unknown[];
    }
  }
  return copy;
}

/**
 * A copy of the document as JSON Schema for one side: 3.0's `nullable` and boolean exclusive
 * bounds rewritten, and the other side's properties no longer required. `oneOfAsAnyOf` reads each
 * `oneOf` as `anyOf` (to tell a value that matches two members from one that matches none).
 * With `only`, JSON pointers to schemas, the copy holds just what those schemas reach.
 */
export function asJsonSchema(root: JsonObject, version: OpenApiVersion, side: Side, oneOfAsAnyOf = false, only?: readonly string[]): JsonObject {
  const owned = side === "request" ? "readOnly" : "writeOnly";
  const copy = only === undefined ? structuredClone(root) : reachable(root, only);
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(visit);
    const schema = value as JsonObject;
    for (const child of Object.values(schema)) visit(child);
    if (oneOfAsAnyOf && Array.isArray(schema.oneOf) && schema.anyOf === undefined) {
      schema.anyOf = schema.oneOf;
      delete schema.oneOf;
    }
    if (version === "3.0") {
      if (schema.nullable === true) {
        if (typeof schema.type === "string") schema.type = [schema.type, "null"];
        if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
        // Without a type, 3.0.3 says `nullable` does nothing; descriptions mean it beside anyOf/oneOf
        // (Stripe's `anyOf: [$ref], nullable: true`), and refkit reads it so: null is one of the members.
        for (const list of ["anyOf", "oneOf"] as const) if (schema.type === undefined && Array.isArray(schema[list])) schema[list] = [...(schema[list] as unknown[]), { type: "null" }];
      }
      // Ajv reads `nullable` itself, and refuses one without a type; the rewrite above says it.
      if (typeof schema.nullable === "boolean") delete schema.nullable;
      for (const [flag, bound] of [["exclusiveMinimum", "minimum"], ["exclusiveMaximum", "maximum"]] as const) {
        if (typeof schema[flag] !== "boolean") continue;
        if (schema[flag] === true && typeof schema[bound] === "number") {
          schema[flag] = schema[bound];
          delete schema[bound];
        } else delete schema[flag];
      }
    }
    if (Array.isArray(schema.required) && isObject(schema.properties)) {
      const properties = schema.properties;
      schema.required = schema.required.filter((name) => {
        // The flag beside a `$ref` counts too (`{ $ref: Address, writeOnly: true }`), as refkit's reader reads it.
        const declared = typeof name === "string" ? properties[name] : undefined;
        const property = follow(root, declared);
        return !((isObject(declared) && declared[owned] === true) || (isObject(property) && property[owned] === true));
      });
    }
  };
  visit(copy);
  copy.$id = documentId;
  return copy;
}

/** Ajv's options for a validator of a description's schemas. */
export interface ValidatorOptions {
  /** Every error, not only the first (slower). */
  readonly allErrors?: boolean;
  /** Strings read as the numbers and booleans their schema asks for (a path or query value as sent). */
  readonly coerceTypes?: boolean;
  readonly oneOfAsAnyOf?: boolean;
  /** JSON pointers to the only schemas the validator will be asked about: it holds just what they reach (see `asJsonSchema`). */
  readonly only?: readonly string[];
}

/** Ajv's `code.regExp`: each `pattern` as a linear-time tester (its `code` names it only for standalone code, which refkit does not write). */
const patternEngine = Object.assign((pattern: string) => linearPattern(pattern), { code: "linearPattern" });

/**
 * An Ajv instance holding the document as JSON Schema for one side, formats included; compile
 * `{ $ref: schemaRef(pointer) }` to validate against the schema at a pointer.
 */
export function documentValidator(root: JsonObject, version: OpenApiVersion, side: Side, options: ValidatorOptions = {}): AjvType {
  // Loaded here, on first use: a build never needs a validator.
  // 3.1 and 3.2 schemas are JSON Schema 2020-12; 3.0's are draft 4's dialect, which Ajv's default reads.
  const Validator: typeof AjvType = version === "3.0" ? require("ajv").Ajv : require("ajv/dist/2020.js").Ajv2020;
  const addFormats = require("ajv-formats") as { default: (ajv: AjvType) => void };
  const ajv = new Validator({
    strict: false,
    allErrors: options.allErrors ?? false,
    verbose: options.allErrors ?? false,
    logger: false,
    validateSchema: false,
    validateFormats: true,
    coerceTypes: options.coerceTypes ?? false,
    // The description's patterns run on RE2's linear-time engine, never on JavaScript's backtracking one.
    code: { regExp: patternEngine },
  });
  addFormats.default(ajv);
  ajv.addSchema(asJsonSchema(root, version, side, options.oneOfAsAnyOf ?? false, options.only));
  return ajv;
}

export type { ErrorObject, ValidateFunction };
