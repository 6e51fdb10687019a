/**
 * `diffApis` on OpenAPI 3.2 documents: a QUERY body narrowed is breaking as a POST body's is; an
 * operation of `additionalOperations` removed is breaking and one added is new; a tag moved in the
 * tree of tags is `info`; a stream's `itemSchema` is compared as a body's schema is, in its direction.
 */
import { describe, expect, it } from "vitest";
import { diffApis, type Change } from "../../src/diff/diff.ts";

type Json = Record<string, unknown>;

/** A 3.2 description of `/products`: a QUERY whose body is `body`, `extra` beside it in the path item, and `tags`. */
function api(body: Json, extra: Json = {}, tags: Json[] = []): Json {
  return {
    openapi: "3.2.0",
    info: { title: "Catalog", version: "1" },
    tags,
    paths: {
      "/products": {
        query: {
          operationId: "searchProducts",
          tags: ["products"],
          requestBody: { required: true, content: { "application/json": { schema: body, example: { text: "chair" } } } },
          responses: { "200": { description: "Found." } },
        },
        ...extra,
      },
    },
  };
}

const search = { type: "object", properties: { text: { type: "string" }, maxPrice: { type: "number" } }, required: ["text"] };
const brief = (changes: readonly Change[]) => changes.map((change) => [change.id, change.level, change.operation]);

describe("diffApis on OpenAPI 3.2", () => {
  it("reports a QUERY body narrowed as breaking, naming QUERY, and its example request the new version rejects", () => {
    const narrowed = { ...search, required: ["text", "maxPrice"] };
    const { changes } = diffApis(api(search), api(narrowed));
    expect(brief(changes)).toContainEqual(["request-property-became-required", "breaking", "QUERY /products"]);
    expect(changes.some((change) => change.operation === "QUERY /products" && /example/i.test(change.message))).toBe(true);
  });

  it("reports an operation of additionalOperations removed as breaking, one added as new", () => {
    const purge = { PURGE: { operationId: "purgeProducts", responses: { "204": { description: "Purged." } } } };
    const link = { LINK: { operationId: "linkProducts", responses: { "204": { description: "Linked." } } } };
    expect(brief(diffApis(api(search, { additionalOperations: purge }), api(search, { additionalOperations: link })).changes)).toEqual([
      ["api-removed-without-deprecation", "breaking", "PURGE /products"],
      ["endpoint-added", "info", "LINK /products"],
    ]);
  });

  it("reports a tag moved in the tree of tags as info", () => {
    const before = [{ name: "catalog" }, { name: "shop" }, { name: "products", parent: "catalog" }, { name: "reviews" }];
    const after = [{ name: "catalog" }, { name: "shop" }, { name: "products", parent: "shop" }, { name: "reviews", parent: "catalog" }];
    const { changes } = diffApis(api(search, {}, before), api(search, {}, after));
    expect(changes.map((change) => [change.id, change.level, change.pointer, change.message])).toEqual([
      ["tag-parent-changed", "info", "#/tags/2/parent", "The tag `products` is now under `shop` (it was under `catalog`)."],
      ["tag-parent-changed", "info", "#/tags/3/parent", "The tag `reviews` is now under `catalog` (it was at the top of the tree of tags)."],
    ]);
  });

  it("compares a stream's itemSchema as a body's schema, a request stream's and a response stream's each in its direction", () => {
    const item = (required: string[]) => ({ type: "object", properties: { id: { type: "string" }, name: { type: "string" } }, required });
    const streams = (request: Json, response: Json): Json => ({
      openapi: "3.2.0",
      info: { title: "Catalog", version: "1" },
      paths: {
        "/products/bulk": {
          post: {
            operationId: "bulkProducts",
            requestBody: { required: true, content: { "application/x-ndjson": { itemSchema: request } } },
            responses: { "200": { description: "Created, as they are.", content: { "text/event-stream": { itemSchema: response } } } },
          },
        },
      },
    });
    const { changes } = diffApis(streams(item(["id"]), item(["id", "name"])), streams(item(["id", "name"]), item(["id"])), { examples: false });
    expect(brief(changes)).toEqual([
      ["request-property-became-required", "breaking", "POST /products/bulk"],
      ["response-property-became-optional", "breaking", "POST /products/bulk"],
    ]);
  });
});
