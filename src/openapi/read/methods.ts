/**
 * The operations of a path item, by method: the fixed fields (`get`, `put`… and, from OpenAPI 3.2,
 * `query`) and, from 3.2, `additionalOperations`, keyed by the method as it is sent (`PURGE`,
 * `LINK`). One list for every reader, so the checks, the pages and the diff see the same
 * operations in the same order.
 */
import { isObject, type JsonObject } from "./document.ts";
import { childPointer as child } from "./error.ts";

/** The HTTP methods a path item can hold as fields in OpenAPI 3.0 and 3.1, in the order they are read. */
export const operationMethods = Object.freeze(["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const);

/** The fields of a path item that hold an operation in a document of `version`: 3.2 adds `query`. */
export function fixedMethods(version: string): readonly string[] {
  return version === "3.0" || version === "3.1" ? operationMethods : methods32;
}

const methods32 = Object.freeze([...operationMethods, "query"]);

/** The field of a path item (OpenAPI 3.2) that holds operations of any other method, by method. */
export const additionalOperations = "additionalOperations";

/** One operation of a path item: its method (a fixed field's name, or an `additionalOperations` key as written) and where it is. */
export interface ItemOperation {
  readonly method: string;
  readonly value: unknown;
  readonly pointer: string;
  /** True for an entry of `additionalOperations`. */
  readonly additional: boolean;
}

/**
 * The operations of path item `item` (at `pointer`) in the order the document writes them, an
 * `additionalOperations` map's entries where the map is. Nothing is checked here (validate.ts
 * does): a map that is not an object holds none.
 * @example itemOperations({ get: {}, additionalOperations: { PURGE: {} } }, "#/paths/~1a", "3.2").map((op) => op.method) // ["get", "PURGE"]
 */
export function itemOperations(item: JsonObject, pointer: string, version: string): ItemOperation[] {
  const fixed = fixedMethods(version);
  const out: ItemOperation[] = [];
  for (const key of Object.keys(item)) {
    if (fixed.includes(key)) out.push({ method: key, value: item[key], pointer: child(pointer, key), additional: false });
    else if (key === additionalOperations && fixed === methods32 && isObject(item[key])) {
      const map = item[key];
      const at = child(pointer, key);
      for (const method of Object.keys(map)) out.push({ method, value: map[method], pointer: child(at, method), additional: true });
    }
  }
  return out;
}

/**
 * What is wrong with `method` as a key of `additionalOperations`, or `undefined` when it is a
 * method refkit sends as written: a token (RFC 9110) in capital letters that no fixed field names.
 * Capitals, because every client sends its method in capitals (some, such as Python's requests,
 * whatever they are given): a key in other letters would be sent as another method.
 */
export function additionalMethodProblem(method: string): string | undefined {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(method)) return "expected an HTTP method (letters, digits and !#$%&'*+.^_`|~-)";
  if (methods32.includes(method.toLowerCase())) return `expected a method that no field of the path item holds: "${method}" belongs in its field "${method.toLowerCase()}"`;
  if (method !== method.toUpperCase()) return `expected the method in capital letters, as every client sends it ("${method.toUpperCase()}"): "${method}" would be sent as another method`;
  return undefined;
}
