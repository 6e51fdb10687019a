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
  // Assignment creates the same property and is much cheaper, unless Object.prototype has the
  // name: `__proto__` would set the prototype, and a frozen `toString` would refuse it.
  if (Object.hasOwn(Object.prototype, key)) Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** Key paths longer than this many keys are shortened in error messages. */
const longPath = 16;

/** The problem reported for a string with a lone surrogate. */
const loneSurrogate = "expected valid Unicode text, got a string with a lone surrogate";

/**
 * Checks that a string is valid Unicode (no lone surrogate), which every client language
 * and the wire format need.
 */
export function checkText(text: string, where: ErrorLocation): string {
  if (!text.isWellFormed()) throw new RefkitError(where, loneSurrogate);
  return text;
}

/**
 * Validates a JSON value and returns a deeply frozen copy. Object keys keep their order;
 * keys whose value is `undefined` are left out, as `JSON.stringify` does, and array holes stay
 * holes, as `Array.prototype.map` leaves them.
 * @example toJsonValue({ a: [1, "x"] }, { component: "JsonResponse" }, "value")
 */
export function toJsonValue(value: unknown, where: ErrorLocation, path: string, maxDepth = 1000): JsonValue {
  return new JsonCopy(where, path, maxDepth).visit(value, 0);
}

/**
 * One `toJsonValue` walk. Every request body and query goes through it, so a valid value costs
 * nothing but its copy: the key path is kept as a stack of keys and spelled out (with `keyPath`)
 * only when a problem is reported, and the ancestors that detect a cycle are a stack too, searched
 * linearly (nesting is shallow in practice and bounded by `maxDepth`; a Set costs more per object).
 */
class JsonCopy {
  readonly #where: ErrorLocation;
  readonly #path: string;
  readonly #maxDepth: number;
  /** The keys and indexes from the root to the value being visited. */
  readonly #keys: (string | number)[] = [];
  /** The objects and arrays being copied, outermost first. */
  readonly #ancestors: object[] = [];

  constructor(where: ErrorLocation, path: string, maxDepth: number) {
    this.#where = where;
    this.#path = path;
    this.#maxDepth = maxDepth;
  }

  visit(current: unknown, depth: number): JsonValue {
    switch (typeof current) {
      case "string":
        if (!current.isWellFormed()) this.#fail(loneSurrogate);
        return current;
      case "boolean":
        return current;
      case "number":
        if (!Number.isFinite(current)) this.#fail(`expected a JSON value, got ${current} (JSON has no NaN or Infinity)`);
        return current;
      case "object":
        break;
      default:
        return this.#fail(`expected a JSON value, got ${describeValue(current)}`);
    }
    if (current === null) return null;
    if (depth >= this.#maxDepth) this.#fail(`expected at most ${this.#maxDepth} levels of nesting, got a value nested deeper`);
    if (this.#ancestors.includes(current)) this.#fail("expected a JSON value, got a circular reference");
    let copy: JsonValue;
    if (Array.isArray(current)) {
      this.#ancestors.push(current);
      copy = this.#array(current, depth);
    } else if (isPlainObject(current)) {
      this.#ancestors.push(current);
      copy = this.#object(current, depth);
    } else {
      return this.#fail(`expected a JSON value (plain object, array, string, number, boolean or null), got ${describeValue(current)}`);
    }
    this.#ancestors.pop();
    return Object.freeze(copy);
  }

  #array(items: readonly unknown[], depth: number): JsonValue[] {
    const copy = new Array<JsonValue>(items.length);
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      // An empty slot reads as undefined and is refused like one: JSON has no holes.
      this.#keys.push(i);
      copy[i] = item === undefined ? this.#fail("expected a JSON value, got nothing (undefined)") : this.visit(item, depth + 1);
      this.#keys.pop();
    }
    return copy;
  }

  #object(source: Record<string, unknown>, depth: number): JsonObject {
    const copy: Record<string, JsonValue> = {};
    for (const key of Object.keys(source)) {
      const item = source[key];
      if (item === undefined) continue;
      this.#keys.push(key);
      if (!key.isWellFormed()) this.#fail(loneSurrogate);
      defineOwn(copy, key, this.visit(item, depth + 1));
      this.#keys.pop();
    }
    return copy;
  }

  /**
   * Throws for the value being visited, named by its key path. A very deep path is shortened to
   * its first and last keys (`value.a.a…(990 more)….a.a`), so that the message stays readable.
   */
  #fail(problem: string): never {
    const keys = this.#keys;
    const shown = keys.length > longPath ? [...keys.slice(0, 8), null, ...keys.slice(-4)] : keys;
    let at = this.#path;
    for (const key of shown) at = key === null ? `${at}…(${keys.length - 12} more)…` : keyPath(at, key);
    throw new RefkitError({ ...this.#where, key: at }, problem);
  }
}

/**
 * A function that makes its value on the first call and gives the same value after.
 * @example const print = once(() => hashOf(text)); print() === print() // made once
 */
export function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
