/**
 * The evidence no rule gives: the request the old version's snippets send is checked against the
 * new version's parameters and body, and one it rejects is breaking, whatever the rules say (a
 * keyword no rule compares included); an example its own version already rejects says nothing.
 */
import { describe, expect, it } from "vitest";
import { diffApis } from "../../src/diff/diff.ts";

type Json = Record<string, unknown>;

function api(body: Json | undefined, parameters: Json[] = [], path = "/v1/customers/{id}"): Json {
  return {
    openapi: "3.0.3",
    info: { title: "Test", version: "1" },
    paths: {
      [path]: {
        post: {
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", example: "cus_123" } }, ...parameters],
          ...(body === undefined ? {} : { requestBody: { required: true, content: { "application/json": { schema: body } } } }),
          responses: { "200": { description: "ok" } },
        },
      },
    },
  };
}

const evidence = (before: Json, after: Json, labels?: { old: string; new: string }) =>
  diffApis(before, after, labels ? { labels } : {})
    .changes.filter((change) => change.id === "request-example-rejected")
    .map((change) => [change.level, change.message]);

describe("the old example request against the new version", () => {
  it("a new required body field: the example lacks it", () => {
    const before = api({ type: "object", properties: { name: { type: "string" } } });
    const after = api({ type: "object", required: ["owner"], properties: { name: { type: "string" }, owner: { type: "string" } } });
    expect(evidence(before, after, { old: "v1", new: "v2" })).toEqual([["breaking", "The request the v1 example sends is rejected by v2: `owner` in the request body is required."]]);
  });

  it("a narrowed enum rejects the example only when the example used the value removed", () => {
    const kind = (values: string[]) => api({ type: "object", required: ["kind"], properties: { kind: { type: "string", enum: values } } });
    expect(evidence(kind(["card", "bank"]), kind(["bank"]))).toEqual([["breaking", 'The request the old version\'s example sends is rejected by the new version: `kind` in the request body must be one of `"bank"`.']]);
    expect(evidence(kind(["card", "bank"]), kind(["card"]))).toEqual([]);
  });

  it("a keyword no rule compares (multipleOf) still shows, as evidence", () => {
    const amount = (extra: Json) => api({ type: "object", required: ["amount"], properties: { amount: { type: "integer", example: 5, ...extra } } });
    const changes = diffApis(amount({}), amount({ multipleOf: 10 })).changes;
    expect(changes.map((change) => change.id)).toEqual(["request-example-rejected"]);
    expect(changes[0]!.message).toBe("The request the old version's example sends is rejected by the new version: `amount` in the request body must be multiple of 10.");
  });

  it("parameters: a new required query parameter, a path value the new pattern refuses", () => {
    const query = { name: "expand", in: "query", required: true, schema: { type: "string" } };
    expect(evidence(api(undefined), api(undefined, [query]))).toEqual([["breaking", "The request the old version's example sends is rejected by the new version: the query parameter `expand` is required."]]);
    const numeric = api(undefined);
    ((numeric.paths as Json)["/v1/customers/{id}"] as { post: { parameters: Json[] } }).post.parameters[0] = { name: "id", in: "path", required: true, schema: { type: "string", pattern: "^[0-9]+$" } };
    expect(evidence(api(undefined), numeric)).toEqual([["breaking", 'The request the old version\'s example sends is rejected by the new version: the path parameter `id` must match pattern "^[0-9]+$".']]);
  });

  it("says nothing of what the old version rejects already, and nothing where the request side is the same", () => {
    // `ghost` is required and declared nowhere: no example of either version has it.
    const ghost = (extra: Json) => api({ type: "object", required: ["ghost"], properties: { name: { type: "string", ...extra } } });
    expect(evidence(ghost({}), ghost({ description: "The name." }))).toEqual([]);
    const same = api({ type: "object", required: ["ghost"], properties: {} });
    expect(diffApis(same, structuredClone(same)).changes).toEqual([]);
  });

  it("a body the new version no longer takes as JSON", () => {
    const form = api(undefined);
    ((form.paths as Json)["/v1/customers/{id}"] as { post: Json }).post.requestBody = { required: true, content: { "application/x-www-form-urlencoded": { schema: { type: "object" } } } };
    expect(evidence(api({ type: "object", properties: { name: { type: "string" } } }), form)).toEqual([["breaking", "The request the old version's example sends is rejected by the new version: a JSON body is not accepted."]]);
  });

  it("follows the body's references through the components, and a read-only field reached so is not asked of the request", () => {
    const withComponents = (owner: Json) => ({
      ...api({ $ref: "#/components/schemas/Customer" }),
      components: {
        schemas: {
          Customer: { type: "object", required: ["id", "owner"], properties: { id: { type: "string", readOnly: true }, owner: { $ref: "#/components/schemas/Owner" } } },
          Owner: owner,
          Unused: { type: "object", required: ["never"] },
        },
      },
    });
    const before = withComponents({ type: "object", properties: { name: { type: "string", example: "Ada" } } });
    const after = withComponents({ type: "object", required: ["email"], properties: { name: { type: "string" }, email: { type: "string" } } });
    expect(evidence(before, after)).toEqual([["breaking", "The request the old version's example sends is rejected by the new version: `owner.email` in the request body is required."]]);
  });
});
