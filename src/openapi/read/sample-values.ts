/**
 * The values inside a sample that fit their own schema, as a server that validates would check
 * them: a declared value only when it has the schema's type (and is one of its `enum`), strings
 * of the format, length and `pattern` asked for, numbers within their bounds and of their step.
 */
import RandExp from "randexp";
import type { JsonObject } from "./document.ts";
import { patternMatches } from "./pattern.ts";

const formatSamples: Readonly<Record<string, string>> = Object.freeze({
  "date-time": "2024-01-01T00:00:00Z",
  date: "2024-01-01",
  time: "12:00:00Z",
  duration: "P1D",
  email: "user@example.com",
  "idn-email": "user@example.com",
  uri: "https://example.com",
  url: "https://example.com",
  "uri-reference": "https://example.com",
  iri: "https://example.com",
  "iri-reference": "https://example.com",
  "uri-template": "https://example.com/{id}",
  hostname: "example.com",
  "idn-hostname": "example.com",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  uuid: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
  byte: "c3RyaW5n",
  password: "********",
  "json-pointer": "/id",
  regex: "^[a-z]+$",
});

/** The JSON Schema type of a value ("integer" for a whole number). */
function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** True when `value` has one of `types` (none means any); a whole number is also a "number". */
function hasType(value: unknown, types: readonly string[]): boolean {
  if (types.length === 0) return true;
  const type = typeOf(value);
  return types.includes(type) || (type === "integer" && types.includes("number"));
}

const sameValue = (a: unknown, b: unknown) => a === b || (typeof a === "object" && typeof b === "object" && JSON.stringify(a) === JSON.stringify(b));

/**
 * A value the schema itself gives that fits it: `const`, else the first of `example`, 3.1
 * `examples`, `default` and the first `enum` value that has one of `types` and is one of the
 * `enum`. An author's `example: null` on a field that is never null, or `example: 7` beside
 * `enum: ["1", "2"]`, or `example: "abc"` beside `pattern: "^[0-9]+$"`, is passed over: the
 * sample is made from the schema instead.
 * @example fittingValue({ type: "string", example: 5, enum: ["a", "b"] }, ["string"]) // { value: "a" }
 */
export function fittingValue(schema: JsonObject, types: readonly string[]): { value: unknown } | undefined {
  if (schema.const !== undefined) return { value: schema.const };
  const enumValues = Array.isArray(schema.enum) && schema.enum.length > 0 ? schema.enum : undefined;
  const candidates = [schema.example, Array.isArray(schema.examples) ? schema.examples[0] : undefined, schema.default, enumValues?.[0]];
  for (const value of candidates) {
    if (value === undefined || !hasType(value, types)) continue;
    if (enumValues ? !enumValues.some((allowed) => sameValue(allowed, value)) : !withinBounds(schema, value)) continue;
    return { value };
  }
  // An enum whose values all have another type than the one declared: its first value still says the most.
  return enumValues ? { value: enumValues[0] } : undefined;
}

/** Whether a string or number keeps its schema's length, `pattern` and bounds (other values are not checked). */
function withinBounds(schema: JsonObject, value: unknown): boolean {
  if (typeof value === "string") {
    const length = [...value].length;
    if (typeof schema.minLength === "number" && length < schema.minLength) return false;
    if (typeof schema.maxLength === "number" && length > schema.maxLength) return false;
    return typeof schema.pattern !== "string" || patternMatches(schema.pattern, value) !== false;
  }
  if (typeof value !== "number") return true;
  const low = bound(schema, "minimum", "exclusiveMinimum");
  const high = bound(schema, "maximum", "exclusiveMaximum");
  return !(low && (value < low.value || (low.excluded && value === low.value))) && !(high && (value > high.value || (high.excluded && value === high.value)));
}

/** A number's bound: the value and whether it is excluded (3.0's boolean flag, or 3.1's number). */
function bound(schema: JsonObject, inclusive: "minimum" | "maximum", exclusive: "exclusiveMinimum" | "exclusiveMaximum"): { value: number; excluded: boolean } | undefined {
  const flag = schema[exclusive];
  if (typeof flag === "number" && Number.isFinite(flag)) return { value: flag, excluded: true };
  const value = schema[inclusive];
  return typeof value === "number" && Number.isFinite(value) ? { value, excluded: flag === true } : undefined;
}

/**
 * A number that fits: 0 when the bounds allow it, else the lowest allowed value (the next step
 * above an exclusive minimum), a multiple of `multipleOf`, and whole for an integer.
 * @example numberSample({ type: "integer", exclusiveMinimum: 0 }, true) // 1
 */
export function numberSample(schema: JsonObject, integer: boolean): number {
  const low = bound(schema, "minimum", "exclusiveMinimum");
  const high = bound(schema, "maximum", "exclusiveMaximum");
  const multiple = typeof schema.multipleOf === "number" && schema.multipleOf > 0 && Number.isFinite(schema.multipleOf) ? schema.multipleOf : undefined;
  const step = multiple ?? (integer ? 1 : undefined);
  const above = (value: number, excluded: boolean) => {
    let next = step === undefined ? value : Math.ceil(value / step) * step;
    if (excluded && next <= value) next = step === undefined ? value + 1 : next + step;
    return next;
  };
  let value = low && (low.value > 0 || (low.value === 0 && low.excluded)) ? above(low.value, low.excluded) : 0;
  if (high && (value > high.value || (high.excluded && value >= high.value))) {
    value = step === undefined ? (high.excluded ? high.value - 1 : high.value) : Math.floor(high.value / step) * step;
    if (high.excluded && value >= high.value) value -= step ?? 1;
  }
  return Object.is(value, -0) ? 0 : value;
}

/**
 * The longest string refkit writes for a `pattern`: a description may come from anyone, and
 * `a{1000000}` is ten characters long.
 */
const maxPatternText = 4096;

/** A token of the pattern parser randexp uses (ret): the parts the writer's choices go through. */
interface PatternToken {
  readonly type: number;
  readonly stack?: readonly PatternToken[];
  readonly options?: readonly (readonly PatternToken[])[];
  readonly min?: number;
  readonly value?: PatternToken;
}

// ret's token types.
const [root, group, position, , , repetition] = [0, 1, 2, 3, 4, 5];

/**
 * How long the string the writer makes from `token` is, when each choice is its first and each
 * repetition its least (the writer below makes these choices); more than `maxPatternText` stops
 * the count. Work bounded by the pattern's size.
 */
function writtenLength(token: PatternToken, depth = 0): number {
  if (depth > 64) return Infinity;
  if (token.type === root || token.type === group) {
    const list = token.options ? (token.options[0] ?? []) : (token.stack ?? []);
    let sum = 0;
    for (const part of list) if ((sum += writtenLength(part, depth + 1)) > maxPatternText) return Infinity;
    return sum;
  }
  if (token.type === repetition) {
    const each = token.value ? writtenLength(token.value, depth + 1) : 0;
    const total = (token.min ?? 0) * each;
    return total > maxPatternText ? Infinity : total;
  }
  return token.type === position ? 0 : 1;
}

/**
 * The shortest string `pattern` describes, each choice its first (deterministic), or `undefined`
 * when refkit cannot read the pattern (pattern.ts), nothing matches it, or the string would be too long.
 * @example patternText("^[A-Z]{2}-[0-9]+$") // "AA-0"
 */
export function patternText(pattern: string): string | undefined {
  if (pattern.length > maxPatternText) return undefined;
  try {
    const writer = new RandExp(pattern);
    if (writtenLength((writer as unknown as { tokens: PatternToken }).tokens) > maxPatternText) return undefined;
    writer.randInt = (from) => from;
    const text = writer.gen();
    return text.length <= maxPatternText && patternMatches(pattern, text) === true ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A string that fits: the format's sample (a date for `date`, an address for `email`), else
 * `text`; one that matches the `pattern` when that one does not; then within `minLength` and
 * `maxLength`.
 * @example stringSample({ type: "string", pattern: "^[A-Z]{3}$" }, "string") // "AAA"
 */
export function stringSample(schema: JsonObject, text: string): string {
  let value = typeof schema.format === "string" && Object.hasOwn(formatSamples, schema.format) ? formatSamples[schema.format]! : text;
  if (typeof schema.pattern === "string" && patternMatches(schema.pattern, value) === false) {
    // The format's sample in capitals (a UUID pattern of [0-9A-F]), the text, else a string the pattern describes.
    const pattern = schema.pattern;
    value = [value.toUpperCase(), text].find((candidate) => patternMatches(pattern, candidate) === true) ?? patternText(pattern) ?? value;
  }
  const min = typeof schema.minLength === "number" && schema.minLength > 0 ? Math.min(schema.minLength, 4096) : 0;
  const max = typeof schema.maxLength === "number" && schema.maxLength >= 0 ? schema.maxLength : Infinity;
  if ([...value].length < min) value = (value === "" ? "x" : value).repeat(Math.ceil(min / Math.max(1, [...value].length)));
  if ([...value].length > max) value = [...value].slice(0, max).join("");
  return value;
}
