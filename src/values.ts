/**
 * JSON values as refkit accepts them: checked once at declaration, copied, and deeply frozen,
 * so that every later stage (snippets, highlighting, rendering) can trust them.
 */
import { RefkitError, describeValue, type ErrorLocation } from "./errors.ts";

/** A JSON value: what a request body, a query value or a response may hold. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** A JSON object. */
export type JsonObject = { readonly [key: string]: JsonValue };

/**
 * Appends a key to a readable path.
 * @example keyPath("body", "a b") // 'body["a b"]'
 */
export function keyPath(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** True for `{}`-style objects (not arrays, dates, maps or class instances). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Sets an own enumerable property, even one named `__proto__`. */
export function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Checks that a string is valid Unicode (no lone surrogate), which every client language
 * and the wire format need.
 */
export function checkText(text: string, where: ErrorLocation): string {
  if (!text.isWellFormed()) {
    throw new RefkitError(where, `expected valid Unicode text, got a string with a lone surrogate`);
  }
  return text;
}

/**
 * Validates a JSON value and returns a deeply frozen copy. Object keys keep their order;
 * keys whose value is `undefined` are left out, as `JSON.stringify` does.
 * @example toJsonValue({ a: [1, "x"] }, { component: "JsonResponse" }, "value")
 */
export function toJsonValue(value: unknown, where: ErrorLocation, path: string, maxDepth = 1000): JsonValue {
  const ancestors = new Set<object>();

  const fail = (at: string, problem: string): never => {
    throw new RefkitError({ ...where, key: at }, problem);
  };

  const visit = (current: unknown, at: string, depth: number): JsonValue => {
    switch (typeof current) {
      case "string":
        return checkText(current, { ...where, key: at });
      case "boolean":
        return current;
      case "number":
        if (!Number.isFinite(current)) fail(at, `expected a JSON value, got ${current} (JSON has no NaN or Infinity)`);
        return current;
      case "object":
        break;
      default:
        return fail(at, `expected a JSON value, got ${describeValue(current)}`);
    }
    if (current === null) return null;
    if (depth >= maxDepth) fail(at, `expected at most ${maxDepth} levels of nesting`);
    if (ancestors.has(current)) fail(at, "expected a JSON value, got a circular reference");
    ancestors.add(current);
    let copy: JsonValue;
    if (Array.isArray(current)) {
      copy = current.map((item, i) =>
        item === undefined ? fail(keyPath(at, i), "expected a JSON value, got nothing (undefined)") : visit(item, keyPath(at, i), depth + 1),
      );
    } else if (isPlainObject(current)) {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(current)) {
        const item = current[key];
        const itemPath = keyPath(at, key);
        if (item !== undefined) defineOwn(out, checkText(key, { ...where, key: itemPath }), visit(item, itemPath, depth + 1));
      }
      copy = out as JsonObject;
    } else {
      return fail(at, `expected a JSON value (plain object, array, string, number, boolean or null), got ${describeValue(current)}`);
    }
    ancestors.delete(current);
    return Object.freeze(copy);
  };

  return visit(value, path, 0);
}
