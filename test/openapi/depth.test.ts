/**
 * Depth: a chain of 20,000 schemas, each inside the previous one (a property, an item, a member
 * of `allOf`/`oneOf`/`anyOf`, `additionalProperties`), is as deep as it is long. Every walk over
 * schemas ends such a chain with a bound (rows, labels and samples stop, with "…" or a warning
 * naming the JSON pointer), never with a `RangeError` from the call stack.
 */
import { describe, expect, it } from "vitest";
import { Config, importOpenApi, render } from "../../src/index.ts";
import { maxLabelDepth } from "../../src/openapi/read/schema-label.ts";
import { maxAllOfDepth } from "../../src/openapi/read/schema-reader.ts";
import { maxFieldDepth } from "../../src/openapi/read/schema-rows.ts";
import { maxSampleDepth, maxVariantDepth } from "../../src/openapi/read/schema-sample.ts";
import { checkDocument } from "../../src/openapi/read/validate.ts";
import { schemaSteps } from "../../src/openapi/read/steps.ts";
import { all, dom, tableText } from "../support/dom.ts";
import { chains, chainSchemas, hostileDocument, type Chain, type Placement } from "./hostile.ts";
import { requestOf, sectionsOf } from "./support.ts";

const length = 20_000;

describe("the document check", () => {
  it.each(chains)("walks a chain of 20,000 schemas through %s without overflowing the stack", (via) => {
    const warnings: string[] = [];
    expect(() => checkDocument(hostileDocument(chainSchemas(length, via)), (message) => warnings.push(message))).not.toThrow();
    expect(warnings).toEqual([]);
  });

  it("warns in the order of a depth-first walk: a schema's own keywords, its properties, members and items, then its description", () => {
    const warnings: string[] = [];
    const schema = {
      type: "text",
      properties: { a: { type: "word", description: 1 } },
      allOf: { not: "an array" },
      oneOf: [{ enum: "x" }],
      items: { required: "all" },
      description: 2,
    };
    checkDocument(hostileDocument({ S0: schema }), (message) => warnings.push(message));
    const at = "#/components/schemas/S0";
    expect(warnings.map((warning) => warning.split(":")[0])).toEqual([
      `${at}/type`,
      `${at}/properties/a/type`,
      `${at}/properties/a/description`,
      `${at}/allOf`,
      `${at}/oneOf/0/enum`,
      `${at}/items/required`,
      `${at}/description`,
    ]);
  });
});

/**
 * Imports `document` and renders every page: the pages' HTML and the warnings. Without model
 * pages: a model's fields are listed in full wherever it is used, so every walk goes as deep as
 * its bound (a model's page is bounded below, "a model's page").
 */
async function build(document: unknown): Promise<{ html: string; warnings: string[]; rows: string[][] }> {
  const { pages, warnings, settings: config } = importOpenApi(document, { config: new Config(), models: false });
  let html = "";
  for (const page of pages) html += await render(page, { config });
  const table = all(dom(html), "table").find((t) => tableText(t).head[0] === "Name");
  return { html, warnings, rows: table ? tableText(table).rows : [] };
}

const allOfCut = `#/components/schemas/S${maxAllOfDepth}/allOf: expected at most ${maxAllOfDepth} levels of allOf inside allOf, got more: left out these members`;
const variantCut = (key: string) => `#/components/schemas/S${maxVariantDepth}/${key}: expected at most ${maxVariantDepth} levels of ${key} whose first member is another oneOf or anyOf, got more: the examples stop here`;
/** What each chain is cut short with besides "…": a warning naming where. */
const cutWarnings: Record<Chain, string[]> = {
  properties: [],
  items: [],
  allOf: [allOfCut],
  oneOf: [variantCut("oneOf")],
  anyOf: [variantCut("anyOf")],
  additionalProperties: [],
};
const where = ["parameter", "body and response", "webhook", "callback"] as const satisfies readonly Placement[];

describe("the import and the pages", () => {
  describe.each(where)("of a chain of 20,000 schemas used as %s", (placement) => {
    it.each(chains)("through %s: builds, bounded, warning where it stops", async (via) => {
      const { html, warnings } = await build(hostileDocument(chainSchemas(length, via), placement));
      expect(html).toContain('class="rk-section"');
      expect(html.length).toBeLessThan(250_000);
      expect(warnings).toEqual(cutWarnings[via]);
    });
  });
});

describe("where each walk stops", () => {
  it(`opens field rows ${maxFieldDepth} levels under a top-level field, then says …`, async () => {
    const { rows } = await build(hostileDocument(chainSchemas(length, "properties"), "body"));
    expect(rows.map((row) => row[0])).toEqual(["next", "next.next", "next.next.next", "next.next.next.next"]);
    expect(rows.at(-1)![3]).toBe("… 1 nested field is not listed here (schema S4 of the OpenAPI document).");
  });

  it.each([
    { via: "items", label: `${"array of ".repeat(maxLabelDepth + 1)}…` },
    { via: "oneOf", label: "string | …" },
    { via: "anyOf", label: "string | …" },
  ] as const)(`reads a type label ${maxLabelDepth} levels below itself, then says … (a chain through $via: $label)`, async ({ via, label }) => {
    const { rows } = await build(hostileDocument(chainSchemas(length, via), "body"));
    expect(rows).toEqual([["body", label, "—", ""]]);
  });

  it(`merges ${maxAllOfDepth} levels of allOf inside allOf, and warns naming the member it leaves out`, async () => {
    const { rows, warnings } = await build(hostileDocument(chainSchemas(length, "allOf"), "body"));
    expect(rows.map((row) => row[0]).sort()).toEqual(Array.from({ length: maxAllOfDepth }, (_, i) => `f${i}`).sort());
    expect(warnings).toEqual([allOfCut]);
  });

  it.each([
    // The object or array the depth would cut short (`{}`, which its schema may reject) is left out.
    { via: "properties", body: { next: { next: { next: { next: {} } } } } },
    { via: "items", body: [[[[[]]]]] },
    { via: "oneOf", body: {} },
  ] as const)(`makes an example ${maxSampleDepth} levels deep at most (a chain through $via)`, ({ via, body }) => {
    const { pages } = importOpenApi(hostileDocument(chainSchemas(length, via), "body"), { config: new Config(), models: false });
    expect(requestOf(sectionsOf(pages)[0]!).body).toEqual(body);
  });
});

describe("a model's page", () => {
  it.each(chains)("of a chain of 2,000 schemas through %s: each page bounded, the whole linear in the chain", async (via) => {
    const sizes: number[] = [];
    const before = schemaSteps();
    const { pages, settings: config } = importOpenApi(hostileDocument(chainSchemas(2_000, via), "body"), { config: new Config() });
    const models = pages.filter((page) => page.models.length > 0);
    expect(models.length).toBeGreaterThanOrEqual(2_000);
    for (const page of models) sizes.push((await render(page, { config })).length);
    // Each page shows its schema's own fields (the next schema a link; an allOf chain merged 64 levels deep), its example and where it is used.
    expect(Math.max(...sizes)).toBeLessThan(40_000);
    // Each schema read a bounded number of times (2,000 schemas, 200 steps each at most), not once per path through the chain.
    expect(schemaSteps() - before).toBeLessThan(2_000 * 200);
  });
});
