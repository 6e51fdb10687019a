/**
 * Models in the read layer: the named schemas, the operations that use each one directly (through
 * shared responses, parameters and request bodies, not through other schemas) and the schemas that
 * contain it; cycles read once; a schema nothing uses has no users.
 */
import { describe, expect, it } from "vitest";
import { indexApi } from "../../src/openapi/read/api-index.ts";
import { modelUses, namedSchemas } from "../../src/openapi/read/models.ts";
import { schemaSteps } from "../../src/openapi/read/steps.ts";

const json = (schema: unknown) => ({ content: { "application/json": { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const document = {
  openapi: "3.1.0",
  info: { title: "Pets", version: "1" },
  paths: {
    "/pets": {
      parameters: [{ $ref: "#/components/parameters/Filter" }],
      get: { operationId: "listPets", responses: { "200": json({ type: "array", items: ref("Pet") }) } },
      post: {
        operationId: "createPet",
        requestBody: { $ref: "#/components/requestBodies/NewPet" },
        responses: { "201": json(ref("Pet")), default: { $ref: "#/components/responses/Problem" } },
        callbacks: { onAdopted: { "{$request.body#/url}": { post: { requestBody: json(ref("Adoption")), responses: { "200": { description: "OK" } } } } } },
      },
    },
    "/owners/{id}": { get: { operationId: "getOwner", responses: { "200": json(ref("Owner")) } } },
  },
  webhooks: { petBorn: { post: { requestBody: json(ref("Pet")), responses: { "200": { description: "OK" } } } } },
  components: {
    parameters: { Filter: { name: "filter", in: "query", schema: ref("Filter") } },
    requestBodies: { NewPet: json(ref("NewPet")) },
    responses: { Problem: { description: "Problem", ...json(ref("Problem")) } },
    schemas: {
      Pet: { title: "A pet", description: "An animal **at home**.", type: "object", properties: { name: { type: "string" }, owner: ref("Owner"), tags: { type: "array", items: ref("Tag") } } },
      // Owner and Pet contain each other: a cycle.
      Owner: { type: "object", properties: { pets: { type: "array", items: ref("Pet") } } },
      Tag: { type: "string" },
      NewPet: { allOf: [ref("Tag"), { type: "object", properties: { name: { type: "string" } } }] },
      Problem: { type: "object", properties: { detail: { type: "string" } } },
      Filter: { type: "string" },
      Adoption: { type: "object", properties: { at: { type: "string", format: "date-time" } } },
      Unused: { type: "object", properties: { self: ref("Unused") } },
      "a/b%20c": { type: "string" },
    },
  },
};

function uses(doc: unknown) {
  const index = indexApi(doc);
  const found = modelUses(index.doc, index.entries());
  const pointer = (name: string) => `#/components/schemas/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
  return {
    operations: (name: string) => (found.operations.get(pointer(name)) ?? []).map(({ op }) => `${op.kind} ${op.method.toUpperCase()} ${op.path}`),
    models: (name: string) => (found.models.get(pointer(name)) ?? []).map((at) => at.slice("#/components/schemas/".length)),
  };
}

describe("named schemas", () => {
  it("lists every schema of components.schemas in order, with its title and description", () => {
    const schemas = namedSchemas(indexApi(document).doc);
    expect(schemas.map((schema) => schema.name)).toEqual(Object.keys(document.components.schemas));
    expect(schemas[0]).toEqual({ name: "Pet", pointer: "#/components/schemas/Pet", title: "A pet", description: "An animal **at home**." });
    expect(schemas.at(-1)!.pointer).toBe("#/components/schemas/a~1b%20c");
  });
});

describe("where a schema is used", () => {
  const { operations, models } = uses(document);

  it("finds the operations that reference a schema, in the entries' order", () => {
    expect(operations("Pet")).toEqual(["path GET /pets", "path POST /pets", "webhook POST petBorn"]);
    expect(operations("Owner")).toEqual(["path GET /owners/{id}"]);
  });

  it("gives a use through another schema to that schema, both ways round a cycle", () => {
    // Owner is inside Pet, and Pet inside Owner; Tag only inside Pet and NewPet.
    expect(models("Owner")).toEqual(["Pet"]);
    expect(models("Pet")).toEqual(["Owner"]);
    expect(operations("Tag")).toEqual([]);
    expect(models("Tag")).toEqual(["Pet", "NewPet"]);
  });

  it("finds schemas used through shared request bodies, responses and path-level parameters", () => {
    expect(operations("NewPet")).toEqual(["path POST /pets"]);
    expect(operations("Problem")).toEqual(["path POST /pets"]);
    expect(operations("Filter")).toEqual(["path GET /pets", "path POST /pets"]);
  });

  it("gives a callback's schemas to the callback, not to the operation that registers it", () => {
    expect(operations("Adoption")).toEqual(["callback POST {$request.body#/url}"]);
  });

  it("gives a schema nothing uses no users, even one that contains itself", () => {
    expect(operations("Unused")).toEqual([]);
    expect(models("Unused")).toEqual([]);
    expect(operations("a/b%20c")).toEqual([]);
  });
});

describe("bounds", () => {
  it("reads shared parts that reference each other in a ring, and a chain of thousands of them, each once", () => {
    const size = 3000;
    const responses: Record<string, unknown> = {};
    // Each shared response holds the next one's schema twice; the last comes back to the first.
    for (let i = 0; i < size; i++) responses[`R${i}`] = { description: "R", content: { "application/json": { schema: { oneOf: [{ $ref: `#/components/responses/R${(i + 1) % size}/content/application~1json/schema` }, ref("Leaf")] } } } };
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 50; i++) paths[`/p${i}`] = { get: { responses: { "200": { $ref: `#/components/responses/R${i}` } } } };
    const doc = { openapi: "3.1.0", info: { title: "Ring", version: "1" }, paths, components: { responses, schemas: { Leaf: { type: "string" } } } };
    const before = schemaSteps();
    expect(uses(doc).operations("Leaf")).toHaveLength(50);
    expect(schemaSteps() - before).toBeLessThan(100 * size);
  });
});
