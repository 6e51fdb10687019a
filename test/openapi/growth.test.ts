/**
 * Growth: the work of importing and rendering a description grows with the description, not with
 * the number of paths through its schemas. Each schema `S<i>` below refers to `S<i+1>` at least
 * twice, so a walk that reads every use afresh reads `S<N>` 2^N times (issue 23: N = 22, a 7 KB
 * description, ran for minutes). The work is counted (schema steps, bytes of HTML), never timed.
 */
import { describe, expect, it } from "vitest";
import { Config, importOpenApi, render } from "../../src/index.ts";
import { maxLabelSteps } from "../../src/openapi/read/schema-label.ts";
import { maxTableRows, maxVariantRows } from "../../src/openapi/read/schema-rows.ts";
import { Schemas } from "../../src/openapi/read/schema.ts";
import { schemaSteps } from "../../src/openapi/read/steps.ts";
import { checkDocument } from "../../src/openapi/read/validate.ts";
import { all, dom, one } from "../support/dom.ts";
import { doublings, doublingSchemas, hostileDocument, placements, wideVariantsDocument, type Placement } from "./hostile.ts";
import { sectionsOf } from "./support.ts";

const sizes = [10, 20, 30, 40] as const;

/** The schema steps of importing a document, every section made. */
function importSteps(document: unknown): number {
  const before = schemaSteps();
  const { pages } = importOpenApi(document, { config: new Config() });
  for (const page of pages) page.sections();
  return schemaSteps() - before;
}

/**
 * Checks that work grows at most linearly: from each size to the next, by at most the sizes'
 * ratio, within a half from the first size and a quarter after it (`work(N) ≤ work(M) × N / M ×
 * 1.25`). Work whose part per schema rises to a fixed bound (a model's page reads its schema's
 * chain down to the label's and the example's limits, which the shorter chains of the first size
 * do not reach) passes; a walk that doubles per level fails at N = 20 by a factor of about 500,
 * before the larger sizes would run for hours, and a quadratic one by the square of the sizes'
 * ratio (30 → 40: 1.78 against 1.67).
 */
async function expectLinear(work: (n: number) => number | Promise<number>, from: readonly number[] = sizes): Promise<void> {
  const counts: number[] = [];
  for (const [i, n] of from.entries()) {
    counts.push(await work(n));
    if (i > 0) expect(counts.at(-1), `at N = ${n}: ${counts.join(", ")}`).toBeLessThanOrEqual(((counts[i - 1]! * n) / from[i - 1]!) * (i === 1 ? 1.5 : 1.25));
  }
}

describe("a description whose schemas double at every level", () => {
  it.each(doublings)("imports in work linear in N when each schema refers twice to the next through %s", async (via) => {
    await expectLinear((n) => importSteps(hostileDocument(doublingSchemas(n, via))));
  });

  it.each(placements.filter((where): where is Placement => where !== "body and response"))("imports in work linear in N when the schema is used as %s", async (where) => {
    await expectLinear((n) => importSteps(hostileDocument(doublingSchemas(n, "oneOf"), where)));
  });

  it("imports in work linear in N when an inline schema built in code holds one object twice at every level (once its text is too long to be its key)", async () => {
    // JSON and YAML files cannot share objects (YAML aliases are limited when parsed); a document
    // made in code can. Its text is read up to a fixed number of values, then it is its own key.
    const shared = (n: number) => {
      let schema: unknown = { type: "string" };
      for (let i = 0; i < n; i++) schema = { type: "object", properties: { p: schema, q: schema } };
      const json = { content: { "application/json": { schema } } };
      return { openapi: "3.1.0", info: { title: "Shared", version: "1" }, paths: { "/x": { post: { requestBody: json, responses: { "200": { description: "OK", ...json } } } } } };
    };
    await expectLinear((n) => importSteps(shared(n)), [20, 30, 40, 50]);
  });

  it("renders pages whose size is linear in N", async () => {
    await expectLinear(async (n) => {
      const { pages, settings: config } = importOpenApi(hostileDocument(doublingSchemas(n, "oneOf")), { config: new Config() });
      let size = 0;
      for (const page of pages) size += (await render(page, { config })).length;
      return size;
    });
  });
});

describe("a oneOf of k references to one object of k properties", () => {
  const widths = [50, 100, 200, 400];

  it("is read in work linear in k when a table has 300 fields of it (each row weighs its variants once)", async () => {
    await expectLinear((k) => importSteps(wideVariantsDocument(k, maxTableRows)), widths);
  });

  it(`shows ${maxVariantRows} rows of its variants' own fields at most, and pages linear in k`, async () => {
    await expectLinear(async (k) => {
      const { pages, settings: config } = importOpenApi(wideVariantsDocument(k), { config: new Config() });
      let size = 0;
      for (const page of pages) size += (await render(page, { config })).length;
      return size;
    }, widths);
  });

  it("says … in each variant whose fields no longer fit, naming the count and the schema", async () => {
    const { pages, settings: config } = importOpenApi(wideVariantsDocument(400), { config: new Config() });
    const table = dom(await render(sectionsOf(pages)[0]!.children.find((node) => node.kind === "field-table")!, { config }));
    const variants = all(table, "details.rk-variant");
    expect(variants).toHaveLength(400);
    // 400 + 400 rows fit in 1,000; the third variant's 400 do not.
    expect(variants.map((variant) => all(variant, "tbody tr").length)).toEqual([400, 400, ...Array.from({ length: 398 }, () => 0)]);
    expect(one(variants[2]!, ".rk-variant-description").textContent?.trim()).toBe("… 400 fields are not listed here (schema A of the OpenAPI document).");
    expect(all(table, ".rk-variant-empty")).toEqual([]);
  });
});

describe("a type label", () => {
  const label = (document: Record<string, unknown>, name: string) => {
    const schemas = new Schemas(checkDocument(document));
    return schemas.label(schemas.view({ $ref: `#/components/schemas/${name}` }, "#/paths/~1x/post/requestBody/content/application~1json/schema"));
  };

  it.each([
    { rule: "reads the variants of variants while they fit", schemas: doublingSchemas(3, "oneOf"), out: "object" },
    { rule: `ends in one … for all it leaves out once it has read ${maxLabelSteps} schemas`, schemas: doublingSchemas(40, "oneOf"), out: "object | …" },
  ])("$rule", ({ schemas, out }) => {
    expect(label(hostileDocument(schemas), "S0")).toBe(out);
  });

  it("says … for the arrays it has no steps left for, and stays within a few words per schema read", () => {
    const text = label(hostileDocument(doublingSchemas(40, "items")), "S0");
    expect(text).toMatch(/^array of \(array of .*…/);
    expect(text.length).toBeLessThan(maxLabelSteps * 20);
  });

  it("reads a oneOf of 39 plain members, the longest label of the APIs.guru directory, in full", () => {
    const members = Array.from({ length: 39 }, (_, i) => ({ type: "string", format: `f${i}` }));
    const text = label(hostileDocument({ S0: { oneOf: members } }), "S0");
    expect(text.split(" | ")).toEqual(members.map((member) => `string (${member.format})`));
  });
});
