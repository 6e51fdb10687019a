/**
 * `diffApis` rule by rule, on hand-made pairs of descriptions: each request/response asymmetry in
 * both directions, refactorings that must report nothing, `oneOf`/`allOf`, webhooks (whose sides
 * are turned round), operations, parameters, responses, security and documentation.
 */
import { readFileSync, existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { diffApis as diffWithExamples, type Change } from "../../src/diff/diff.ts";

/** The rules alone: the example requests are checked in evidence.test.ts. */
const diffApis = (before: unknown, after: unknown) => diffWithExamples(before, after, { examples: false });

type Json = Record<string, unknown>;

/** A description with one operation, `POST /v1/customers/{id}`, its body `body` and its 200 response `returns`. */
function api(body: Json | undefined, returns: Json, extra: { parameters?: Json[]; components?: Json; operation?: Json; paths?: Json; webhooks?: Json; security?: unknown[] } = {}): Json {
  return {
    openapi: "3.1.0",
    info: { title: "Test", version: "1" },
    ...(extra.security ? { security: extra.security } : {}),
    paths: {
      "/v1/customers/{id}": {
        post: {
          operationId: "updateCustomer",
          summary: "Update a customer",
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }, ...(extra.parameters ?? [])],
          ...(body === undefined ? {} : { requestBody: { required: true, content: { "application/json": { schema: body } } } }),
          responses: { "200": { description: "The customer.", content: { "application/json": { schema: returns } } } },
          ...extra.operation,
        },
      },
      ...extra.paths,
    },
    ...(extra.webhooks ? { webhooks: extra.webhooks } : {}),
    components: { schemas: {}, securitySchemes: { key: { type: "http", scheme: "bearer" } }, ...extra.components },
  };
}

const object = (properties: Json, required: string[] = []): Json => ({ type: "object", properties, ...(required.length ? { required } : {}) });
const str: Json = { type: "string" };

/** The changes as `[id, level]`, in the order reported. */
function found(before: Json, after: Json): [string, string][] {
  return diffApis(before, after).changes.map((change: Change) => [change.id, change.level]);
}

describe("diffApis: the two sides of the exchange", () => {
  it("a new required field breaks a request, not a response", () => {
    expect(found(api(object({ a: str }), object({})), api(object({ a: str, owner: str }, ["owner"]), object({})))).toEqual([["new-required-request-property", "breaking"]]);
    expect(found(api(object({}), object({ a: str })), api(object({}), object({ a: str, owner: str }, ["owner"])))).toEqual([["response-required-property-added", "info"]]);
    expect(found(api(object({}), object({})), api(object({ note: str }), object({ note: str })))).toEqual([
      ["new-optional-request-property", "info"],
      ["response-optional-property-added", "info"],
    ]);
  });

  it("a removed field: a request may refuse what clients still send; a response breaks clients that read a required one", () => {
    expect(found(api(object({ a: str, b: str }), object({})), api(object({ a: str }), object({})))).toEqual([["request-property-removed", "warning"]]);
    expect(found(api(object({}), object({ a: str, b: str }, ["b"])), api(object({}), object({ a: str })))).toEqual([["response-required-property-removed", "breaking"]]);
    expect(found(api(object({}), object({ a: str, b: str })), api(object({}), object({ a: str })))).toEqual([["response-optional-property-removed", "warning"]]);
  });

  it("required and optional turn round between the sides", () => {
    expect(found(api(object({ a: str }), object({ a: str })), api(object({ a: str }, ["a"]), object({ a: str }, ["a"])))).toEqual([
      ["request-property-became-required", "breaking"],
      ["response-property-became-required", "info"],
    ]);
    expect(found(api(object({ a: str }, ["a"]), object({ a: str }, ["a"])), api(object({ a: str }), object({ a: str })))).toEqual([
      ["response-property-became-optional", "breaking"],
      ["request-property-became-optional", "info"],
    ]);
  });

  it("a narrowed enum breaks a request, a widened one may surprise a response's readers", () => {
    const kind = (values: string[]) => object({ kind: { type: "string", enum: values } });
    expect(found(api(kind(["a", "b"]), kind(["a", "b"])), api(kind(["a"]), kind(["a"])))).toEqual([
      ["request-property-enum-value-removed", "breaking"],
      ["response-property-enum-value-removed", "info"],
    ]);
    expect(found(api(kind(["a"]), kind(["a"])), api(kind(["a", "b"]), kind(["a", "b"])))).toEqual([
      ["response-property-enum-value-added", "warning"],
      ["request-property-enum-value-added", "info"],
    ]);
  });

  it("bounds, types, patterns and null follow the same directions", () => {
    const name = (schema: Json) => object({ name: schema });
    expect(found(api(name({ type: "string", maxLength: 100 }), name({ type: "string", maxLength: 100 })), api(name({ type: "string", maxLength: 50 }), name({ type: "string", maxLength: 50 })))).toEqual([
      ["request-property-max-length-decreased", "breaking"],
      ["response-property-max-length-decreased", "info"],
    ]);
    expect(found(api(name({ type: "integer" }), name({ type: "integer" })), api(name({ type: "number" }), name({ type: "number" })))).toEqual([
      ["response-property-type-changed", "breaking"],
      ["request-property-type-generalized", "info"],
    ]);
    expect(found(api(name({ type: "string" }), name({ type: "string" })), api(name({ type: "integer" }), name({ type: "integer" })))).toEqual([
      ["request-property-type-changed", "breaking"],
      ["response-property-type-changed", "breaking"],
    ]);
    expect(found(api(name(str), name(str)), api(name({ type: ["string", "null"] }), name({ type: ["string", "null"] })))).toEqual([
      ["response-property-became-nullable", "breaking"],
      ["request-property-became-nullable", "info"],
    ]);
    expect(found(api(name(str), name(str)), api(name({ type: "string", pattern: "^[a-z]+$" }), name({ type: "string", pattern: "^[a-z]+$" })))).toEqual([
      ["request-property-pattern-added", "breaking"],
      ["response-property-pattern-added", "info"],
    ]);
  });
});

describe("diffApis: what means the same reports nothing", () => {
  it("an inline schema moved into components, an object split into allOf parts, keys reordered", () => {
    const inline = object({ email: str, name: { type: "string", maxLength: 80 } }, ["email"]);
    const before = api(inline, inline);
    const after = api(
      { $ref: "#/components/schemas/CustomerInput" },
      { allOf: [{ $ref: "#/components/schemas/Base" }, object({ name: { maxLength: 80, type: "string" } })] },
      { components: { schemas: { CustomerInput: { required: ["email"], properties: { name: { type: "string", maxLength: 80 }, email: str }, type: "object" }, Base: object({ email: str }, ["email"]) } } },
    );
    expect(found(before, after)).toEqual([]);
  });

  it("a renamed path parameter is the same operation (said as information)", () => {
    const after = api(object({}), object({}));
    const paths = after.paths as Json;
    const item = paths["/v1/customers/{id}"] as { post: { parameters: Json[] } };
    item.post.parameters[0] = { name: "customer", in: "path", required: true, schema: str };
    const renamed = { ...after, paths: { "/v1/customers/{customer}": item } };
    const changes = diffApis(api(object({}), object({})), renamed).changes;
    expect(changes.map((change) => [change.id, change.level, change.operation])).toEqual([["request-parameter-renamed", "info", "POST /v1/customers/{customer}"]]);
  });

  it("the same description against itself, GitHub's REST description included", () => {
    const demo = api(object({ a: str }), object({ b: str }));
    expect(found(demo, structuredClone(demo))).toEqual([]);
    const github = new URL("../.cache/api.github.com.json", import.meta.url);
    if (!existsSync(github) && process.env.CI !== "true") return;
    const document = JSON.parse(readFileSync(github, "utf8"));
    expect(diffApis(document, structuredClone(document)).summary).toEqual({ breaking: 0, warning: 0, info: 0 });
  });

  it("a recursive schema is compared once and its changes still found", () => {
    const node = (extra: Json) => ({ type: "object", properties: { children: { type: "array", items: { $ref: "#/components/schemas/Node" } }, ...extra } });
    const before = api(undefined, { $ref: "#/components/schemas/Node" }, { components: { schemas: { Node: node({}) } } });
    const after = api(undefined, { $ref: "#/components/schemas/Node" }, { components: { schemas: { Node: node({ label: str }) } } });
    expect(diffApis(before, after).changes.map((change) => [change.id, change.message])).toEqual([["response-optional-property-added", "`label` in the `200` response is new."]]);
  });
});

describe("diffApis: oneOf and allOf", () => {
  const cat = object({ type: { type: "string", enum: ["cat"] }, purrs: { type: "boolean" } }, ["type"]);
  const dog = object({ type: { type: "string", enum: ["dog"] }, barks: { type: "boolean" } }, ["type"]);
  const bird = object({ type: { type: "string", enum: ["bird"] } }, ["type"]);
  const pets = (members: Json[]) => ({ oneOf: members, discriminator: { propertyName: "type" } });

  it("members matched by their discriminator value, whatever their order; a change inside one is found", () => {
    const barksRequired = object({ type: { type: "string", enum: ["dog"] }, barks: { type: "boolean" } }, ["type", "barks"]);
    expect(found(api(pets([cat, dog]), pets([cat, dog])), api(pets([barksRequired, cat]), pets([barksRequired, cat])))).toEqual([
      ["request-property-became-required", "breaking"],
      ["response-property-became-required", "info"],
    ]);
  });

  it("a member added widens (a response's readers may not know it), a member removed narrows (a request refuses it)", () => {
    expect(found(api(pets([cat, dog]), pets([cat, dog])), api(pets([cat, dog, bird]), pets([cat, dog, bird])))).toEqual([
      ["response-body-one-of-added", "warning"],
      ["request-body-one-of-added", "info"],
    ]);
    expect(found(api(pets([cat, dog]), pets([cat, dog])), api(pets([cat]), pets([cat])))).toEqual([
      ["request-body-one-of-removed", "breaking"],
      ["response-body-one-of-removed", "info"],
    ]);
  });

  it("a property added to an allOf member is a property of the whole", () => {
    const before = api(undefined, { allOf: [object({ id: str }), object({ name: str })] });
    const after = api(undefined, { allOf: [object({ id: str }), object({ name: str, email: str }, ["email"])] });
    expect(found(before, after)).toEqual([["response-required-property-added", "info"]]);
  });
});

describe("diffApis: operations, parameters, responses, security, webhooks", () => {
  it("an operation added, removed, deprecated; removal after deprecation is expected", () => {
    const extra = { paths: { "/v1/orders": { get: { operationId: "listOrders", responses: { "200": { description: "ok" } } } } } };
    expect(diffApis(api(object({}), object({})), api(object({}), object({}), extra)).changes.map((change) => [change.id, change.level, change.operation])).toEqual([["endpoint-added", "info", "GET /v1/orders"]]);
    expect(found(api(object({}), object({}), extra), api(object({}), object({})))).toEqual([["api-removed-without-deprecation", "breaking"]]);
    const deprecated = { paths: { "/v1/orders": { get: { deprecated: true, operationId: "listOrders", responses: { "200": { description: "ok" } } } } } };
    expect(found(api(object({}), object({}), extra), api(object({}), object({}), deprecated))).toEqual([["endpoint-deprecated", "info"]]);
    expect(found(api(object({}), object({}), deprecated), api(object({}), object({})))).toEqual([["api-removed-with-deprecation", "info"]]);
  });

  it("parameters: a new required one breaks, a new optional one does not, a removed one warns", () => {
    const query = (required: boolean) => ({ name: "expand", in: "query", required, schema: str });
    expect(found(api(object({}), object({})), api(object({}), object({}), { parameters: [query(true)] }))).toEqual([["new-required-request-parameter", "breaking"]]);
    expect(found(api(object({}), object({})), api(object({}), object({}), { parameters: [query(false)] }))).toEqual([["new-optional-request-parameter", "info"]]);
    expect(found(api(object({}), object({}), { parameters: [query(false)] }), api(object({}), object({})))).toEqual([["request-parameter-removed", "warning"]]);
    expect(found(api(object({}), object({}), { parameters: [query(false)] }), api(object({}), object({}), { parameters: [query(true)] }))).toEqual([["request-parameter-became-required", "breaking"]]);
    const limit = (maximum: number) => ({ name: "limit", in: "query", schema: { type: "integer", maximum } });
    expect(found(api(object({}), object({}), { parameters: [limit(100)] }), api(object({}), object({}), { parameters: [limit(50)] }))).toEqual([["request-parameter-max-decreased", "breaking"]]);
  });

  it("responses: a success removed breaks, an error removed warns, either added informs; a media type removed breaks", () => {
    const responses = (statuses: Json) => ({ operation: { responses: statuses } });
    const ok = { description: "ok", content: { "application/json": { schema: str } } };
    expect(found(api(object({}), object({}), responses({ "200": ok, "404": { description: "gone" } })), api(object({}), object({}), responses({ "201": ok })))).toEqual([
      ["response-success-status-removed", "breaking"],
      ["response-non-success-status-removed", "warning"],
      ["response-success-status-added", "info"],
    ]);
    const xml = { description: "ok", content: { "application/json": { schema: str }, "application/xml": { schema: str } } };
    expect(found(api(object({}), object({}), responses({ "200": xml })), api(object({}), object({}), responses({ "200": ok })))).toEqual([["response-media-type-removed", "breaking"]]);
  });

  it("a request body that becomes required, or appears required, breaks", () => {
    const optional = api(object({}), object({}), { operation: { requestBody: { content: { "application/json": { schema: object({}) } } } } });
    expect(found(optional, api(object({}), object({})))).toEqual([["request-body-became-required", "breaking"]]);
    expect(found(api(undefined, object({})), api(object({}), object({})))).toEqual([["request-body-added-required", "breaking"]]);
  });

  it("security: needing credentials where none were needed breaks; a new way to sign in informs", () => {
    expect(found(api(object({}), object({})), api(object({}), object({}), { security: [{ key: [] }] }))).toEqual([
      ["api-security-removed", "breaking"],
      ["api-security-added", "info"],
    ]);
    expect(diffApis(api(object({}), object({})), api(object({}), object({}), { security: [{ key: [] }] })).changes[0]!.message).toBe("The operation needs credentials now.");
  });

  it("names a changed title as code, whatever it holds", () => {
    const titled = (summary: string) => api(object({}), object({}), { operation: { summary } });
    const change = diffApis(titled("Create a customer"), titled("Create a [customer](javascript:alert(1)) `now`")).changes[0]!;
    // The title as the reference shows it (plain text), in a code span: no link, no emphasis.
    expect(change.message).toBe("The operation's title changed from `Create a customer` to `Create a [customer](javascript:alert(1)) now`.");
  });

  it("documentation changes are listed, never dropped", () => {
    const described = (text: string) => object({ email: { type: "string", description: text } });
    expect(found(api(described("Email."), object({})), api(described("The email address."), object({}), { operation: { summary: "Change a customer", description: "Changes it." } }))).toEqual([
      ["endpoint-summary-changed", "info"],
      ["endpoint-description-changed", "info"],
      ["request-property-description-changed", "info"],
    ]);
  });

  it("a webhook turns the sides round: its payload is what the client receives, its answer what it sends", () => {
    const hook = (payload: Json) => ({ newPet: { post: { requestBody: { content: { "application/json": { schema: payload } } }, responses: { "200": { description: "ok" } } } } });
    const before = api(object({}), object({}), { webhooks: hook(object({ id: str, name: str }, ["id", "name"])) });
    const after = api(object({}), object({}), { webhooks: hook(object({ id: str, tag: str }, ["id", "tag"])) });
    expect(diffApis(before, after).changes.map((change) => [change.id, change.level, change.operation])).toEqual([
      ["response-required-property-removed", "breaking", "POST webhook newPet"],
      ["response-required-property-added", "info", "POST webhook newPet"],
    ]);
  });
});
