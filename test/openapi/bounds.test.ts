/**
 * Bounded tables: schemas that nest wide objects in wide objects (real descriptions reach tens of
 * thousands of rows per operation) stay within a fixed number of rows, level by level, and say
 * with "…" what they leave out.
 */
import { describe, expect, it } from "vitest";
import { maxFieldDepth, maxTableRows, RowBudget, Schemas } from "../../src/openapi/read/schema.ts";
import { checkDocument } from "../../src/openapi/read/validate.ts";
import { maxPageWeight } from "../../src/present/weight.ts";
import { all, one, tableText } from "../support/dom.ts";
import { bodyDoc, childOf, doc31, fieldsOf, groupPages, importDoc, operationPages, rendered, sectionsOf } from "./support.ts";

const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
const object = (properties: Record<string, unknown>) => ({ type: "object", properties });
/** A row's own name: nested rows are shown as `parent.child`. */
const own = (row: string[]) => row[0]!.split(".").at(-1)!;
const each = (keys: string[], schema: unknown) => Object.fromEntries(keys.map((key) => [key, schema]));

// 20 fields, each a Middle of 20 fields, each a Leaf of 20 strings: 8,420 rows unbounded.
const components = {
  Leaf: object(each(names("leaf", 20), { type: "string" })),
  Middle: object(each(names("mid", 20), { $ref: "#/components/schemas/Leaf" })),
};
const wide = object(each(names("top", 20), { $ref: "#/components/schemas/Middle" }));

describe("a table of wide objects nested in wide objects", () => {
  it("shows every top-level field, then whole levels of children while they fit", async () => {
    expect(maxTableRows).toBe(300);
    const rows = await fieldsOf(bodyDoc(wide, "3.1", components));
    expect(rows).toHaveLength(maxTableRows);
    // Level by level: all 20 top fields, then the children of the first 14 (20 + 14 × 20 = 300).
    expect(rows.filter((row) => own(row).startsWith("top"))).toHaveLength(20);
    expect(rows.filter((row) => own(row).startsWith("mid"))).toHaveLength(14 * 20);
    expect(rows.filter((row) => own(row).startsWith("leaf"))).toHaveLength(0);
  });

  it("ends each row it could not open with a visible … that counts what is left out and names the schema", async () => {
    const rows = await fieldsOf(bodyDoc(wide, "3.1", components));
    const top15 = rows.find((row) => row[0] === "top15")!;
    expect(top15[3]).toBe("… 20 nested fields are not listed here (schema Middle of the OpenAPI document).");
    const mid1 = rows.find((row) => row[0] === "top1.mid1")!;
    expect(mid1[3]).toBe("… 20 nested fields are not listed here (schema Leaf of the OpenAPI document).");
    expect(rows.find((row) => row[0] === "top1")![3]).toBe("");
  });

  it("bounds the response's table the same way, and the whole page stays small", async () => {
    const document = doc31(
      Object.fromEntries(
        names("/things", 12).map((path) => [
          path,
          { post: { requestBody: { content: { "application/json": { schema: wide } } }, responses: { "200": { description: "OK", content: { "application/json": { schema: wide } } } } } },
        ]),
      ),
      { components: { schemas: components } },
    );
    const result = importDoc(document);
    const sections = sectionsOf(result.pages);
    expect(sections).toHaveLength(12);
    const returns = await rendered(childOf(sections[0]!, "response-fields")!, result.settings);
    expect(tableText(one(returns, "table")).rows).toHaveLength(maxTableRows);
    // Each operation's page: its request table and its response table of 300 rows each (a
    // response met again on the same page links to it): linear, not 2 × 8,420 rows. Every
    // operation is a page of its own that stays within a page's weight; the group page lists them.
    expect(groupPages(result.pages)).toHaveLength(1);
    expect(all(await rendered(groupPages(result.pages)[0]!, result.settings), "tr.rk-field")).toEqual([]);
    let requests = 0;
    for (const imported of operationPages(result.pages)) {
      expect(imported.size).toBe(1);
      expect(imported.weight).toBeLessThanOrEqual(maxPageWeight);
      const page = await rendered(imported, result.settings);
      expect(all(page, "tr.rk-field")).toHaveLength((imported.size + 1) * maxTableRows);
      expect(all(page, ".rk-same-fields a").map((a) => [a.textContent, a.getAttribute("href")])).toEqual(Array.from({ length: imported.size - 1 }, () => ["the 200 response above", "#rk-fields"]));
      expect(all(page, "#rk-fields")).toHaveLength(1);
      requests += imported.size;
    }
    expect(requests).toBe(12);
  });
});

describe("deep nesting", () => {
  // a.b.c.d.e: five levels of objects, each with one property.
  const deep = ["a", "b", "c", "d", "e"].reduceRight<unknown>((inner, name) => object({ [name]: inner }), { type: "string" });

  it(`opens ${maxFieldDepth} levels under a top-level field and says … below`, async () => {
    const rows = await fieldsOf(bodyDoc(deep));
    expect(rows.map((row) => row[0])).toEqual(["a", "a.b", "a.b.c", "a.b.c.d"]);
    expect(rows[3]![3]).toBe("… 1 nested field is not listed here.");
  });

  it("keeps a field's own description before the …", async () => {
    const described = object({ a: { ...object({ b: object({ c: object({ d: object({ e: { type: "string" } }) }) }) }) } });
    (described.properties.a as { properties: Record<string, { properties: Record<string, { properties: Record<string, Record<string, unknown>> }> }> }).properties.b!.properties.c!.properties.d!.description = "The **d** part.";
    const rows = await fieldsOf(bodyDoc(described));
    expect(rows[3]).toEqual(["a.b.c.d", "object", "—", "The d part. … 1 nested field is not listed here."]);
  });
});

describe("a schema shared by many operations", () => {
  it("is read into rows once, and each use spends the same budget", () => {
    const doc = checkDocument(bodyDoc(wide, "3.1", components), () => {});
    const schemas = new Schemas(doc);
    const view = schemas.view({ $ref: "#/components/schemas/Middle" }, "#/paths/~1things/post/requestBody/content/application~1json/schema");
    const first = new RowBudget();
    const second = new RowBudget();
    const rows = schemas.fields(view, "request", first);
    expect(schemas.fields(view, "request", second)).toBe(rows);
    expect(second.left).toBe(first.left);
    // 20 rows, then the children of 14 of them: the whole budget.
    expect(first.left).toBe(0);
    // A budget already spent in part reads the table afresh, within what is left.
    const partial = new RowBudget(30);
    expect(schemas.fields(view, "request", partial)).not.toBe(rows);
    expect(partial.left).toBe(30 - 20);
  });
});

describe("a generated sample of wide objects nested in wide objects", () => {
  it("holds every top-level field, then whole levels below, within the sample budget", async () => {
    const { sampleBudget } = await import("../../src/openapi/read/schema.ts");
    const { requestOf } = await import("./support.ts");
    expect(sampleBudget).toBe(60);
    const body = requestOf(sectionsOf(importDoc(bodyDoc(wide, "3.1", components)).pages)[0]!).body as Record<string, Record<string, unknown>>;
    const count = (value: unknown): number => (value !== null && typeof value === "object" ? Object.entries(value).reduce((n, [, v]) => n + (Array.isArray(value) ? 0 : 1) + count(v), 0) : 0);
    expect(count(body)).toBe(sampleBudget);
    expect(Object.keys(body)).toEqual(names("top", 20));
    // 20 top fields, then the 20 fields of top1 and top2: the budget is spent before any leaf.
    expect(Object.keys(body.top1!)).toEqual(names("mid", 20));
    expect(Object.keys(body.top2!)).toEqual(names("mid", 20));
    expect(body.top3).toEqual({});
    expect(body.top1!.mid1).toEqual({});
  });
});
