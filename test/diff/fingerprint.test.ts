/**
 * Content fingerprints: the same meaning gives the same fingerprint, however the schemas are
 * split into components; the `acceptance` kind leaves the documentation out, and only where it
 * is documentation.
 */
import { describe, expect, it } from "vitest";
import { Fingerprints } from "../../src/diff/fingerprint.ts";
import { checkDocument } from "../../src/openapi/read/validate.ts";

type Json = Record<string, unknown>;

const doc = (schemas: Json = {}) => checkDocument({ openapi: "3.1.0", info: { title: "T", version: "1" }, paths: {}, components: { schemas } }, () => {});

describe("fingerprints", () => {
  it("an inline schema and the same schema moved into the components are the same", () => {
    const inline = new Fingerprints(doc()).of({ type: "object", properties: { name: { type: "string" } } });
    const moved = new Fingerprints(doc({ Name: { type: "string" } })).of({ properties: { name: { $ref: "#/components/schemas/Name" } }, type: "object" });
    expect(moved).toBe(inline);
  });

  it("content counts every word; acceptance leaves out documentation and extensions", () => {
    const schema = (extra: Json) => ({ type: "object", required: ["name"], properties: { name: { type: "string", ...extra } } });
    const documented = schema({ description: "The name. See https://docs.example.com/v2/names.", title: "Name", "x-internal": true });
    expect(new Fingerprints(doc()).of(documented)).not.toBe(new Fingerprints(doc()).of(schema({})));
    expect(new Fingerprints(doc(), "acceptance").of(documented)).toBe(new Fingerprints(doc(), "acceptance").of(schema({})));
    expect(new Fingerprints(doc(), "acceptance").of({ ...schema({}), externalDocs: { url: "https://docs.example.com" } })).toBe(new Fingerprints(doc(), "acceptance").of(schema({})));
  });

  it("acceptance still counts a field named like a documentation keyword, and values whole", () => {
    const prints = new Fingerprints(doc(), "acceptance");
    const object = (properties: Json, extra: Json = {}) => prints.of({ type: "object", properties, ...extra });
    expect(object({ description: { type: "string" } })).not.toBe(object({}));
    expect(object({ title: { type: "string", enum: ["a"] } })).not.toBe(object({ title: { type: "string", enum: ["b"] } }));
    expect(object({}, { const: { description: "a" } })).not.toBe(object({}, { const: { description: "b" } }));
    expect(object({}, { required: ["description"] })).not.toBe(object({}));
  });
});
