/**
 * Generated examples a server accepts: each value fits its own schema (type, enum, format,
 * length, pattern, bounds), and an object keeps what its schema requires even past the sample's
 * budget and depth, while what would be cut short is left out rather than shown as `{}`.
 * `examples.test.ts` checks the same on real descriptions with a JSON Schema validator.
 */
import { describe, expect, it } from "vitest";
import { fittingValue, numberSample, patternText, stringSample } from "../../src/openapi/read/sample-values.ts";
import { sampleBudget, sampleLimit } from "../../src/openapi/read/schema-sample.ts";
import { Schemas } from "../../src/openapi/read/schema.ts";
import { checkDocument } from "../../src/openapi/read/validate.ts";
import { bodyDoc } from "./support.ts";
import { readApi } from "../../src/index.ts";

/** The request sample refkit makes for a body schema, with the component `schemas` beside it. */
function sampleOf(schema: unknown, components: Record<string, unknown> = {}, direction: "request" | "response" = "request"): unknown {
  const schemas = new Schemas(checkDocument(bodyDoc(schema, "3.1", components), (message) => expect.fail(message)));
  return schemas.sample(schemas.view(schema, "#/paths/~1things/post/requestBody/content/application~1json/schema"), direction);
}

describe("a value the schema declares", () => {
  it.each([
    { rule: "is the example when it fits", schema: { type: "string", example: "abc" }, out: { value: "abc" } },
    { rule: "is passed over when it has another type (null on a field that is never null)", schema: { type: "string", example: null }, out: undefined },
    { rule: "may be null when the field may be", schema: { type: ["string", "null"], example: null }, out: { value: null } },
    { rule: "is passed over when it is not one of the enum, for the enum's first", schema: { type: "string", example: "x", enum: ["a", "b"] }, out: { value: "a" } },
    { rule: "is passed over when it misses the pattern, for the default that matches", schema: { type: "string", example: "abc", default: "123", pattern: "^[0-9]+$" }, out: { value: "123" } },
    { rule: "is passed over when it is longer than maxLength", schema: { type: "string", example: "abcdef", maxLength: 3 }, out: undefined },
    { rule: "is passed over when it is below the minimum", schema: { type: "integer", example: 0, minimum: 1 }, out: undefined },
    { rule: "counts a whole number as a number", schema: { type: "number", example: 3 }, out: { value: 3 } },
    { rule: "is the const, whatever the example says", schema: { const: "fixed", example: "other" }, out: { value: "fixed" } },
    { rule: "is the enum's first even when no value has the declared type", schema: { type: "integer", enum: ["1", "2"] }, out: { value: "1" } },
  ])("$rule", ({ schema, out }) => {
    const types = Array.isArray(schema.type) ? schema.type : typeof schema.type === "string" ? [schema.type] : [];
    expect(fittingValue(schema, types)).toEqual(out);
  });
});

describe("a number", () => {
  it.each([
    { schema: {}, integer: false, out: 0 },
    { schema: { minimum: 5 }, integer: true, out: 5 },
    { schema: { exclusiveMinimum: 0 }, integer: true, out: 1 },
    { schema: { minimum: 0, exclusiveMinimum: true }, integer: true, out: 1 },
    { schema: { minimum: 0.5, multipleOf: 0.25 }, integer: false, out: 0.5 },
    { schema: { minimum: 7, multipleOf: 5 }, integer: true, out: 10 },
    { schema: { maximum: -3 }, integer: true, out: -3 },
    { schema: { exclusiveMaximum: -3 }, integer: true, out: -4 },
    { schema: { minimum: -10, maximum: 10 }, integer: true, out: 0 },
  ])("in $schema is $out", ({ schema, integer, out }) => {
    expect(numberSample(schema, integer)).toBe(out);
  });
});

describe("a string", () => {
  it.each([
    { rule: "of a known format is a value of that format", schema: { format: "date" }, out: "2024-01-01" },
    { rule: "is the text it is asked for", schema: {}, out: "string" },
    { rule: "matches its pattern", schema: { pattern: "^[A-Z]{3}-[0-9]{2}$" }, out: "AAA-00" },
    { rule: "keeps the text when it already matches the pattern", schema: { pattern: "^[a-z]+$" }, out: "string" },
    { rule: "reaches minLength", schema: { minLength: 10 }, out: "stringstring" },
    { rule: "keeps to maxLength", schema: { maxLength: 3 }, out: "str" },
    { rule: "keeps the format's sample unless the pattern refuses it", schema: { format: "uuid", pattern: "^[0-9a-f-]{36}$" }, out: "3fa85f64-5717-4562-b3fc-2c963f66afa6" },
    { rule: "writes the format's sample in capitals when the pattern asks for them", schema: { format: "uuid", pattern: "^[{(]?[0-9A-F]{8}[-]?([0-9A-F]{4}[-]?){3}[0-9A-F]{12}[)}]?$" }, out: "3FA85F64-5717-4562-B3FC-2C963F66AFA6" },
  ])("$rule", ({ schema, out }) => {
    expect(stringSample(schema, "string")).toBe(out);
  });

  it("is written for a pattern only within a bounded length, whatever the pattern asks (work bounded by its size)", () => {
    expect(patternText("a{1000000}")).toBeUndefined();
    expect(patternText("((a{100}){100}){100}")).toBeUndefined();
    expect(patternText("(?<=x)y")).toBeUndefined();
    expect(patternText("/^[a-z]+$/")).toBeUndefined();
    expect(patternText("[")).toBeUndefined();
    expect(patternText("^[a-f0-9]{8}-[a-f0-9]{4}$")).toBe("aaaaaaaa-aaaa");
    expect(stringSample({ pattern: "a{1000000}" }, "string")).toBe("string");
  });
});

describe("an object's sample", () => {
  const wide = (prefix: string, count: number, extra: Record<string, unknown> = {}) => ({ type: "object", properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, { type: "string" }])), ...extra });

  it("keeps its required properties past the budget, and leaves optional ones out", () => {
    const inner = { ...wide("opt", 10), properties: { ...wide("opt", 10).properties, must: { type: "integer", minimum: 1 } }, required: ["must"] };
    const schema = { type: "object", required: ["last"], properties: { ...wide("top", sampleBudget).properties, last: inner } };
    const sample = sampleOf(schema) as Record<string, Record<string, unknown>>;
    expect(Object.keys(sample)).toHaveLength(sampleBudget + 1);
    expect(sample.last).toEqual({ must: 1 });
  });

  it("fills an array's item from its properties past the budget, never `[{}]`", () => {
    const schema = { type: "object", properties: { tags: { type: "array", items: { type: "object", properties: { name: { type: "string", example: "urgent" }, color: { type: "string" } } } }, ...wide("top", sampleBudget).properties } };
    expect((sampleOf(schema) as Record<string, unknown>).tags).toEqual([{ name: "urgent" }]);
  });

  it("leaves out an optional property that would be a copy of itself cut short, and makes a nullable required one null", () => {
    const components = { Node: { type: "object", required: ["name", "owner"], properties: { name: { type: "string" }, parent: { $ref: "#/components/schemas/Node" }, owner: { anyOf: [{ $ref: "#/components/schemas/Node" }, { type: "null" }] } } } };
    expect(sampleOf({ $ref: "#/components/schemas/Node" }, components)).toEqual({ name: "string", owner: null });
  });

  it("reads a property two allOf members declare as both: the type of one, the example of the other", () => {
    const schema = { allOf: [{ type: "object", properties: { status: { type: "integer", description: "The HTTP status." } } }, { properties: { status: { example: 400 } } }] };
    expect(sampleOf(schema)).toEqual({ status: 400 });
    const schemas = new Schemas(checkDocument(bodyDoc(schema, "3.1")));
    const [row] = schemas.fields(schemas.view(schema, "#/paths/~1things/post/requestBody/content/application~1json/schema"), "request");
    expect([row!.name, row!.type]).toEqual(["status", "integer"]);
  });

  it("reads an array's items two allOf members declare as both: the required properties of one kept under the other's type", () => {
    // GitHub's webhook payloads: `assignees: { items: User }` in one member, `{ items: { type: object, nullable: true } }` in the next.
    const user = { type: "object", required: ["login"], properties: { login: { type: "string" }, id: { type: "integer" } } };
    const schema = { allOf: [{ type: "object", properties: { assignees: { type: "array", items: user } } }, { type: "object", required: ["assignees"], properties: { assignees: { type: "array", items: { type: "object", nullable: true } } } }] };
    expect(sampleOf(schema)).toEqual({ assignees: [{ login: "string", id: 0 }] });
  });

  it("gives a value of one type whose schema has variants besides the first variant of that type (an allOf's members met)", () => {
    // `created_at: { oneOf: [integer, date-time string] }` in one member, `{ type: string }` in the next: "string" would fit neither variant.
    const schema = { allOf: [{ type: "object", properties: { created_at: { oneOf: [{ type: "integer" }, { type: "string", format: "date-time" }] } } }, { type: "object", properties: { created_at: { type: "string" } } }] };
    expect(sampleOf(schema)).toEqual({ created_at: "2024-01-01T00:00:00Z" });
    // With no variant of its type, its type decides, as before.
    expect(sampleOf({ type: "string", oneOf: [{ type: "integer" }] })).toBe("string");
  });

  it("keeps to maxProperties, leaving room for the required properties", () => {
    expect(sampleOf({ type: "object", maxProperties: 1, properties: { pointer: { type: "string" }, parameter: { type: "string" } } })).toEqual({ pointer: "string" });
    expect(sampleOf({ type: "object", maxProperties: 2, required: ["c"], properties: { a: { type: "string" }, b: { type: "string" }, c: { type: "integer" } } })).toEqual({ a: "string", c: 0 });
  });

  it("gives an array the items minItems asks for, and a map one entry", () => {
    expect(sampleOf({ type: "array", minItems: 3, items: { type: "integer" } })).toEqual([0, 0, 0]);
    expect(sampleOf({ type: "object", additionalProperties: { type: "integer", minimum: 2 } })).toEqual({ key: 2 });
    expect(sampleOf({ type: "object", minProperties: 1 })).toEqual({ key: "string" });
    expect(sampleOf({ type: "object" })).toEqual({});
  });

  it("stays within sampleLimit properties however many are required", () => {
    const required = (prefix: string, count: number, child: unknown) => ({ type: "object", required: Array.from({ length: count }, (_, i) => `${prefix}${i}`), properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, child])) });
    const schema = required("a", 40, required("b", 40, required("c", 40, { type: "string" })));
    const count = (value: unknown): number => (value !== null && typeof value === "object" ? Object.values(value).reduce<number>((n, v) => n + 1 + count(v), 0) : 0);
    expect(count(sampleOf(schema))).toBe(sampleLimit);
  });
});

describe("a parameter's value", () => {
  it("is its schema's own example only when that fits, as a body's is", () => {
    const model = readApi({
      openapi: "3.1.0",
      info: { title: "Things", version: "1" },
      paths: { "/things/{id}": { get: { parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1, example: "abc" } }], responses: { "200": { description: "OK" } } } } },
    });
    expect(model.operations[0]!.request!.path).toBe("/things/1");
  });
});
