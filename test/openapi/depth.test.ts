/**
 * Depth: a chain of 20,000 schemas, each inside the previous one (a property, an item, a member
 * of `allOf`/`oneOf`/`anyOf`, `additionalProperties`), is as deep as it is long. Every walk over
 * schemas ends such a chain with a bound (rows, labels and samples stop, with "…" or a warning
 * naming the JSON pointer), never with a `RangeError` from the call stack.
 */
import { describe, expect, it } from "vitest";
import { checkDocument } from "../../src/openapi/validate.ts";
import { chains, chainSchemas, hostileDocument } from "./hostile.ts";

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
