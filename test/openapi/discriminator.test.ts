/**
 * Discriminator values: which value names each variant. The mapping is read once per schema (an
 * index), with the same answers as reading it entry by entry: the first entry that points at the
 * variant, by pointer, by name or by a target ending in its name.
 */
import { describe, expect, it } from "vitest";
import { Config, importOpenApi, readApi, renderDocument } from "../../src/index.ts";
import { discriminatorValue } from "../../src/openapi/read/schema-discriminator.ts";
import type { SchemaView } from "../../src/openapi/read/schema-reader.ts";
import { operationPages } from "./support.ts";

const cat: SchemaView = { schema: { type: "object", properties: { kind: { type: "string" } } }, pointer: "#/components/schemas/Cat", name: "Cat", key: "#/components/schemas/Cat" };
const inline = (properties: Record<string, unknown>): SchemaView => ({ schema: { type: "object", properties }, pointer: "#/paths/~1x/post/requestBody/content/application~1json/schema/oneOf/1", name: undefined, key: {} });
const slashed: SchemaView = { ...cat, pointer: "#/components/schemas/a~1Cat", name: "a/Cat" };

describe("the value that selects a variant", () => {
  it.each([
    { rule: "is the mapping entry whose target is the variant's pointer", variant: cat, mapping: { cat: "#/components/schemas/Cat" }, out: "cat" },
    { rule: "is the mapping entry whose target is the variant's name", variant: cat, mapping: { cat: "Cat" }, out: "cat" },
    { rule: "is the mapping entry whose target ends in /name (another file's pointer)", variant: cat, mapping: { cat: "./pets.yaml#/Cat" }, out: "cat" },
    { rule: "is the first entry in the mapping's order that points at the variant, whichever way", variant: cat, mapping: { other: "#/components/schemas/Dog", bySuffix: "x/Cat", byName: "Cat", byPointer: "#/components/schemas/Cat" }, out: "bySuffix" },
    { rule: "never matches a target that only ends in the name without a slash", variant: cat, mapping: { wildcat: "#/components/schemas/WildCat" }, out: "Cat" },
    { rule: "matches a name that holds a slash by its whole name", variant: slashed, mapping: { no: "b/Cat", yes: "#/x/a/Cat" }, out: "yes" },
    { rule: "skips entries whose target is not a string", variant: cat, mapping: { broken: 3, cat: "Cat" }, out: "cat" },
    { rule: "is else the const of the variant's discriminator property", variant: inline({ kind: { const: "dog" } }), mapping: {}, out: "dog" },
    { rule: "is else the single enum value of the variant's discriminator property", variant: inline({ kind: { enum: ["bird"] } }), mapping: {}, out: "bird" },
    { rule: "is else the variant's schema name", variant: cat, mapping: { dog: "#/components/schemas/Dog" }, out: "Cat" },
    { rule: "is none for an inline variant without a const", variant: inline({ kind: { type: "string" } }), mapping: {}, out: undefined },
  ])("$rule", ({ variant, mapping, out }) => {
    expect(discriminatorValue(variant, "kind", mapping)).toBe(out);
  });

  it("reads a mapping of 2,000 entries for 2,000 variants, each found by pointer", () => {
    const mapping = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`v${i}`, `#/components/schemas/V${i}`]));
    const values = Array.from({ length: 2000 }, (_, i) => discriminatorValue({ ...cat, pointer: `#/components/schemas/V${i}`, name: `V${i}` }, "kind", mapping));
    expect(values).toEqual(Object.keys(mapping));
  });
});

describe("an example of a discriminated body names its variant", () => {
  const document = (mapping?: Record<string, string>) => ({
    openapi: "3.1.0",
    info: { title: "Pets", version: "1" },
    paths: { "/pets": { post: { requestBody: { content: { "application/json": { schema: { oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }], discriminator: { propertyName: "pet_type", ...(mapping ? { mapping } : {}) } } } } }, responses: { "200": { description: "OK" } } } } },
    components: { schemas: { Cat: { type: "object", required: ["pet_type"], properties: { pet_type: { type: "string" }, name: { type: "string", example: "Tom" } } }, Dog: { type: "object", properties: { pet_type: { type: "string" } } } } },
  });

  it("gives the discriminator property the mapping's value for the first variant, else its schema name, as the variant's header does", () => {
    expect(readApi(document({ cat: "#/components/schemas/Cat" })).operations[0]!.request!.body).toEqual({ pet_type: "cat", name: "Tom" });
    expect(readApi(document()).operations[0]!.request!.body).toEqual({ pet_type: "Cat", name: "Tom" });
    const variants = readApi(document({ cat: "#/components/schemas/Cat" })).operations[0]!.variants!;
    expect(variants.options.map((option) => option.value)).toEqual(["cat", "Dog"]);
  });

  it("gives each variant an example of its own, named by its discriminator value, shown in its block", async () => {
    const model = readApi(document({ cat: "#/components/schemas/Cat", dog: "#/components/schemas/Dog" }));
    expect(model.operations[0]!.variants!.options.map((option) => option.example)).toEqual([{ pet_type: "cat", name: "Tom" }, { pet_type: "dog" }]);
    const { pages, settings } = importOpenApi(document({ cat: "#/components/schemas/Cat", dog: "#/components/schemas/Dog" }), { config: new Config() });
    const html = await renderDocument(operationPages(pages)[0]!, { config: settings });
    const blocks = [...html.matchAll(/<details class="rk-variant"[\s\S]*?<\/details>/g)].map((match) => match[0]);
    expect(blocks).toHaveLength(2);
    expect(blocks[1]).toContain('<span class="rk-code-title">Example</span>');
    expect(blocks[1]!.replace(/<[^>]+>/g, "")).toContain('"pet_type": "dog"');
  });
});

describe("a variant that is not an object", () => {
  it("is named by its type and says the whole value is one, never 'Variant 1 — No fields.'", () => {
    const model = readApi({
      openapi: "3.1.0",
      info: { title: "Users", version: "1" },
      paths: { "/users": { post: { requestBody: { content: { "application/json": { schema: { oneOf: [{ type: "string", description: "A role's name." }, { $ref: "#/components/schemas/Roles" }] } } } }, responses: { "200": { description: "OK" } } } } },
      components: { schemas: { Roles: { type: "object", properties: { id: { type: "integer" } } } } },
    });
    const [text, roles] = model.operations[0]!.variants!.options;
    expect(text).toMatchObject({ title: "string", fields: [] });
    expect(JSON.stringify(text!.description)).toContain("The whole value is `string`. A role's name.");
    expect(roles).toMatchObject({ title: "Roles", fields: [{ name: "id" }] });
  });
});
