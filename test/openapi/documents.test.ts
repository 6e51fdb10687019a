/**
 * Which documents the import accepts (OpenAPI 3.0 and 3.1), the errors for the others (each
 * naming the JSON pointer of the problem), reference resolution, and circular schemas.
 */
import { describe, expect, it } from "vitest";
import { Config, OpenApiError, importOpenApi, openApiPages, render } from "../../src/index.ts";
import { bodyDoc, doc31, fieldsOf, importDoc, pageOf, presentDoc, requestOf, sectionOf, sectionsOf } from "./support.ts";

function thrownBy(run: () => unknown): OpenApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof OpenApiError) return error;
    throw new Error(`expected an OpenApiError, got ${String(error)}`);
  }
  throw new Error("expected an OpenApiError, but nothing was thrown");
}

const ok = { "200": { description: "OK." } };
const users = (operation: unknown) => ({ "/v1/users": { get: operation } });

describe("OpenAPI 3.0.x, 3.1.x and 3.2.x are accepted", () => {
  it.each(["3.0.0", "3.0.3", "3.1.0", "3.1.1", "3.2.0"])("imports a %s document", (version) => {
    const pages = openApiPages({ ...doc31(users({ summary: "List users", responses: ok })), openapi: version }, { config: new Config() });
    expect(sectionsOf(pages).map((s) => s.title)).toEqual(["List users"]);
  });

  it("returns Page objects", async () => {
    const config = new Config();
    const [page] = openApiPages(doc31(users({ summary: "List users", responses: ok })), { config });
    expect(await render(page!, { config })).toContain("List users");
  });

  it("accepts a 3.1 document without paths (webhooks only); with no webhook either, its one page is its landing page, of its title", () => {
    const hooks = { openapi: "3.1.0", info: { title: "Hooks", version: "1" }, webhooks: {} };
    expect(importDoc(hooks).pages).toEqual([]);
    expect(presentDoc(hooks).landing.title).toBe("Hooks");
  });
});

describe("what is not an API description is refused, with an OpenApiError naming the JSON pointer", () => {
  const cases: { name: string; document: unknown; message: string }[] = [
    {
      name: "Swagger 2.0 not loaded through loadOpenApi",
      document: { swagger: "2.0", info: { title: "Old", version: "1" }, paths: {} },
      message: "#/swagger: Swagger 2.0 is read by loadOpenApi, which converts it to OpenAPI 3: load the file with it (refkit build --openapi does), then import the result",
    },
    { name: "not an object", document: 3, message: "#: expected an OpenAPI document (an object), got 3" },
    { name: "an array", document: [], message: "#: expected an OpenAPI document (an object), got an array" },
    { name: "missing openapi", document: { info: { title: "T", version: "1" }, paths: {} }, message: '#/openapi: expected the OpenAPI version, such as "3.1.0", got nothing' },
    { name: "OpenAPI 4", document: { ...doc31({}), openapi: "4.0.0" }, message: '#/openapi: expected an OpenAPI version 3.0.x, 3.1.x or 3.2.x, such as "3.2.0", got "4.0.0"' },
    { name: "a numeric version", document: { ...doc31({}), openapi: 3.1 }, message: '#/openapi: expected an OpenAPI version 3.0.x, 3.1.x or 3.2.x, such as "3.2.0", got 3.1' },
    { name: "3.0 without paths", document: { openapi: "3.0.3", info: { title: "T", version: "1" } }, message: "#/paths: expected an object of paths, got nothing" },
    { name: "paths not an object", document: { ...doc31({}), paths: [] }, message: "#/paths: expected an object of paths, got an array" },
  ];

  it.each(cases)("$name", ({ document, message }) => {
    expect(thrownBy(() => importDoc(document)).message).toBe(message);
  });

  it("exposes the pointer and the problem apart", () => {
    const error = thrownBy(() => importDoc({ ...doc31({}), paths: 3 }));
    expect(error.pointer).toBe("#/paths");
    expect(error.problem).toBe("expected an object of paths, got 3");
    expect(error.name).toBe("OpenApiError");
  });

  it("changes no configuration when it refuses a document", () => {
    const config = new Config();
    const document = { ...doc31({}), openapi: "4.0", servers: [{ url: "https://api.acme.test" }] };
    expect(() => importOpenApi(document, { config })).toThrow(OpenApiError);
    expect([config.apiBaseUrl, config.apiAuthHeader, Object.keys(config.clients)]).toEqual(["https://api.example.com", null, ["curl", "javascript", "ruby", "python"]]);
  });
});

describe("a flaw in one part is a warning naming its pointer, and the rest renders", () => {
  const good = { "/v1/ok": { get: { operationId: "ok", summary: "Still here", responses: ok } } };
  const cases: { name: string; document: Record<string, unknown>; warning: string; operations: string[] }[] = [
    { name: "a path without a slash", document: doc31({ users: {}, ...good }), warning: '#/paths/users: expected a path starting with "/", got "users": left out this path', operations: ["ok"] },
    { name: "a path item that is not an object", document: doc31({ "/users": true, ...good }), warning: "#/paths/~1users: expected a path item object, got true: left out this path", operations: ["ok"] },
    { name: "an operation that is not an object", document: doc31({ ...users("list"), ...good }), warning: '#/paths/~1v1~1users/get: expected an operation object, got "list": left out this operation', operations: ["ok"] },
    { name: "responses not an object", document: doc31({ ...users({ responses: 3 }), ...good }), warning: "#/paths/~1v1~1users/get/responses: expected an object, got 3: left out this operation", operations: ["ok"] },
    { name: "a bad status key", document: doc31({ ...users({ operationId: "u", responses: { "20": { description: "?" } } }), ...good }), warning: '#/paths/~1v1~1users/get/responses/20: expected a status code such as "200", "4XX" or "default", got "20": ignored', operations: ["u", "ok"] },
    { name: "a response that is not an object", document: doc31({ ...users({ responses: { "200": "OK" } }), ...good }), warning: '#/paths/~1v1~1users/get/responses/200: expected a response object, got "OK": left out this operation', operations: ["ok"] },
    {
      name: "a $ref that does not resolve",
      document: doc31({ ...users({ parameters: [{ $ref: "#/components/parameters/Limit" }], responses: ok }), ...good }),
      warning: '#/paths/~1v1~1users/get/parameters/0/$ref: expected a reference that resolves, got "#/components/parameters/Limit" (nothing at #/components): left out this operation',
      operations: ["ok"],
    },
    {
      name: "a reference to another file, not loaded through loadOpenApi",
      document: doc31({ ...users({ parameters: [{ name: "q", in: "query", schema: { $ref: "common.yaml#/User" } }], responses: ok }), ...good }),
      warning: '#/paths/~1v1~1users/get/parameters/0/schema/$ref: expected a reference inside this document (starting with "#/"), got "common.yaml#/User": references to other files are bundled by loadOpenApi, so load the document with it: read as any value',
      operations: ["get-v1-users", "ok"],
    },
    {
      name: "a body schema that is null: the operation stays, its body read as any value",
      document: doc31({ "/items/{collection}": { post: { operationId: "createItem", parameters: [{ name: "collection", in: "path", required: true, schema: { type: "string" } }], requestBody: { content: { "application/json": { schema: null } } }, responses: ok } }, ...good }),
      warning: "#/paths/~1items~1{collection}/post/requestBody/content/application~1json/schema: expected a schema object, got null: read as any value",
      operations: ["createItem", "ok"],
    },
    {
      name: "a property whose schema is a number, or a reference that leads nowhere: only that property is read as any value",
      document: doc31(users({ operationId: "u", responses: { "200": { description: "OK", content: { "application/json": { schema: { type: "object", properties: { id: { type: "string" }, odd: 3, gone: { $ref: "#/components/schemas/Gone" } } } } } } } })),
      warning: '#/paths/~1v1~1users/get/responses/200/content/application~1json/schema/properties/gone/$ref: expected a reference that resolves, got "#/components/schemas/Gone" (nothing at #/components): read as any value',
      operations: ["u"],
    },
    {
      name: "a loop of references",
      document: doc31({ ...users({ responses: { "200": { $ref: "#/components/responses/A" } } }), ...good }, { components: { responses: { A: { $ref: "#/components/responses/B" }, B: { $ref: "#/components/responses/A" } } } }),
      warning: '#/components/responses/B/$ref: expected a reference to a value, got a loop of references back to "#/components/responses/A": left out this operation',
      operations: ["ok"],
    },
    { name: "a parameter without a name", document: doc31(users({ operationId: "u", parameters: [{ in: "query" }], responses: ok })), warning: "#/paths/~1v1~1users/get/parameters/0/name: expected the parameter's name, got nothing: left out this parameter", operations: ["u"] },
    { name: "a parameter with an empty name", document: doc31(users({ operationId: "u", parameters: [{ name: "", in: "query" }], responses: ok })), warning: '#/paths/~1v1~1users/get/parameters/0/name: expected the parameter\'s name, got "": left out this parameter', operations: ["u"] },
    {
      name: "a Swagger-style body parameter",
      document: doc31(users({ operationId: "u", parameters: [{ name: "body", in: "body" }], responses: ok })),
      warning: '#/paths/~1v1~1users/get/parameters/0/in: expected where the parameter goes: "path", "query", "header" or "cookie", got "body": left out this parameter',
      operations: ["u"],
    },
    {
      name: "a bad schema type, inside a referenced component",
      document: bodyDoc({ $ref: "#/components/schemas/User" }, "3.1", { User: { type: "object", properties: { age: { type: "int" } } } }),
      warning: '#/components/schemas/User/properties/age/type: expected a type such as "string", "object" or "array", got "int": ignored',
      operations: ["create-a-thing"],
    },
    { name: "required as a boolean", document: bodyDoc({ type: "object", required: true }), warning: "#/paths/~1things/post/requestBody/content/application~1json/schema/required: expected an array of property names, got true: ignored", operations: ["create-a-thing"] },
    { name: "allOf given as an object", document: bodyDoc({ allOf: { type: "object" } }), warning: "#/paths/~1things/post/requestBody/content/application~1json/schema/allOf: expected an array of schemas, got an object: ignored", operations: ["create-a-thing"] },
    {
      name: "a security requirement naming an undefined scheme",
      document: doc31(users({ operationId: "u", security: [{ oauth: [] }], responses: ok })),
      warning: '#/components/securitySchemes/oauth: a security requirement names the scheme "oauth", which the document does not define: left out of the examples',
      operations: ["u"],
    },
    { name: "a code sample without source", document: doc31(users({ operationId: "u", "x-codeSamples": [{ lang: "Go" }], responses: ok })), warning: "#/paths/~1v1~1users/get/x-codeSamples/0/source: expected the sample's source code as a string, got nothing: left out this code sample", operations: ["u"] },
    { name: "a code sample without lang", document: doc31(users({ operationId: "u", "x-codeSamples": [{ source: "x" }], responses: ok })), warning: "#/paths/~1v1~1users/get/x-codeSamples/0/lang: expected the sample's language, such as \"Go\", got nothing: left out this code sample", operations: ["u"] },
    { name: "tags that are not an array", document: doc31(users({ operationId: "u", tags: "users", responses: ok })), warning: '#/paths/~1v1~1users/get/tags: expected an array of tag names, got "users": ignored', operations: ["u"] },
    { name: "a server without url", document: doc31(good, { servers: [{ description: "prod" }] }), warning: "#/servers/0/url: expected the server's URL, got nothing: ignored", operations: ["ok"] },
  ];

  it.each(cases)("$name", ({ document, warning, operations }) => {
    const imported = importDoc(document);
    expect(imported.warnings).toContain(warning);
    expect(sectionsOf(imported.pages).map((s) => s.anchor)).toEqual(operations);
  });

  it("reads a 3.1 type array in a 3.0 document as 3.1 does", async () => {
    const document = bodyDoc({ type: "object", properties: { name: { type: ["string", "null"] } } }, "3.0");
    expect(importDoc(document).warnings).toEqual([]);
    expect((await fieldsOf(document)).map((row) => row[1])).toEqual(["string | null"]);
  });
});

describe("a document without operations", () => {
  it("makes no page but the landing page, of its title and description, and says why there is nothing else", async () => {
    const document = doc31({}, { info: { title: "Empty <b>API</b>", version: "1", description: "Coming **soon**." } });
    const result = importDoc(document);
    expect(result.pages).toEqual([]);
    const presented = presentDoc(document);
    expect(presented.pages).toEqual([]);
    expect(presented.landing.title).toBe("Empty API");
    expect(await render(presented.landing, { config: presented.settings })).toContain("Coming <strong>soon</strong>.");
    const warning = "#/paths: the document declares no operations and no webhooks: its site is one page, of the document's title and description";
    expect(result.warnings).toEqual([warning]);
    expect(presented.warnings).toEqual([warning]);
  });
});

describe("internal $refs resolve anywhere, JSON-pointer escapes included", () => {
  const document = doc31(
    {
      "/v1/items/{id}": {
        parameters: [{ $ref: "#/components/parameters/Id" }],
        post: {
          summary: "Update an item",
          parameters: [{ $ref: "#/paths/~1v1~1items~1{id}/get/parameters/0" }, { $ref: "#/components/parameters/Trace" }],
          requestBody: { $ref: "#/components/requestBodies/Item" },
          responses: { "200": { $ref: "#/components/responses/Item" }, "404": { $ref: "#/components/responses/Missing" } },
        },
        get: { parameters: [{ name: "a~b/c", in: "query", required: true, schema: { type: "string" }, example: "x" }], responses: ok },
      },
    },
    {
      components: {
        parameters: {
          Id: { name: "id", in: "path", required: true, schema: { $ref: "#/components/schemas/Id" } },
          Trace: { name: "X-Trace", in: "header", required: true, schema: { type: "string" }, examples: { one: { $ref: "#/components/examples/Trace" } } },
        },
        examples: { Trace: { value: "t-1" }, Item: { value: { name: "Lamp" } }, Missing: { value: { error: { type: "not_found" } } } },
        requestBodies: { Item: { content: { "application/json": { schema: { $ref: "#/components/schemas/Item" }, examples: { lamp: { $ref: "#/components/examples/Item" } } } } } },
        responses: {
          Item: { description: "The item.", headers: { "X-Rate": { $ref: "#/components/headers/Rate" } }, content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } } },
          Missing: { description: "No such item", content: { "application/json": { examples: { e: { $ref: "#/components/examples/Missing" } } } } },
        },
        headers: { Rate: { schema: { type: "integer" } } },
        schemas: { Id: { type: "string", example: "it_1" }, Item: { type: "object", properties: { name: { type: "string", example: "Desk" } } } },
      },
    },
  );

  it("resolves parameters, bodies, responses, schemas, examples and headers", async () => {
    const { pages, settings: config } = importDoc(document);
    const section = sectionOf(pages, "Update an item");
    expect(requestOf(section)).toMatchObject({ path: "/v1/items/it_1", query: { "a~b/c": "x" }, headers: { "X-Trace": "t-1" }, body: { name: "Lamp" } });
    const root = await render(section, { config });
    expect(root).toContain("not_found");
    expect(root).toContain("Desk");
  });

  it("resolves ~0 and ~1 in pointers", () => {
    const escaped = doc31(
      { "/x": { get: { parameters: [{ $ref: "#/components/parameters/a~1b~0c" }], responses: ok } } },
      { components: { parameters: { "a/b~c": { name: "q", in: "query", required: true, schema: { type: "string" }, example: "found" } } } },
    );
    expect(requestOf(sectionsOf(importDoc(escaped).pages)[0]!).query).toEqual({ q: "found" });
  });

  it("resolves percent-encoded pointers", () => {
    const encoded = doc31({ "/x/{id}": { get: { parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" }, example: "p" }], responses: ok } }, "/y": { get: { parameters: [{ $ref: "#/paths/~1x~1%7Bid%7D/get/parameters/0" }], responses: ok } } });
    expect(() => importDoc(encoded)).not.toThrow();
  });
});

describe("circular schemas terminate with a reference to the type name", () => {
  const tree = {
    Node: { type: "object", properties: { name: { type: "string" }, parent: { $ref: "#/components/schemas/Node" }, children: { type: "array", items: { $ref: "#/components/schemas/Node" } } } },
    A: { type: "object", properties: { b: { $ref: "#/components/schemas/B" } } },
    B: { type: "object", properties: { a: { $ref: "#/components/schemas/A" }, label: { type: "string" } } },
  };

  it("shows a self-reference as `object (see Node)` and stops", async () => {
    expect(await fieldsOf(bodyDoc({ $ref: "#/components/schemas/Node" }, "3.1", tree))).toEqual([
      ["name", "string", "—", ""],
      ["parent", "object (see Node)", "—", ""],
      ["children", "array of object (see Node)", "—", ""],
    ]);
  });

  it("expands a mutual recursion once, then refers back", async () => {
    expect(await fieldsOf(bodyDoc({ $ref: "#/components/schemas/A" }, "3.1", tree))).toEqual([
      ["b", "object", "—", ""],
      ["b.a", "object (see A)", "—", ""],
      ["b.label", "string", "—", ""],
    ]);
  });

  it("generates a bounded sample body and renders", async () => {
    const { pages, settings: config } = importDoc(bodyDoc({ $ref: "#/components/schemas/Node" }, "3.1", tree));
    const section = sectionsOf(pages)[0]!;
    // `parent` would be a Node inside a Node, cut short to `{}`: an optional property that would be is left out.
    expect(requestOf(section).body).toEqual({ name: "string", children: [] });
    await expect(render(pageOf(pages, section.anchor), { config })).resolves.toContain("object (see Node)");
  });

  it("terminates on a document whose objects contain themselves (YAML aliases can make one)", async () => {
    const node: Record<string, unknown> = { type: "object", properties: {} };
    (node.properties as Record<string, unknown>).self = node;
    const rows = await fieldsOf(bodyDoc(node));
    expect(rows).toEqual([["self", "object (recursive)", "—", ""]]);
  });

  it("stops nesting child rows after three levels", async () => {
    const deep = (n: number): unknown => (n === 0 ? { type: "string" } : { type: "object", properties: { [`l${n}`]: deep(n - 1) } });
    const rows = await fieldsOf(bodyDoc(deep(6)));
    expect(rows.map((row) => row[0])).toEqual(["l6", "l6.l5", "l6.l5.l4", "l6.l5.l4.l3"]);
  });
});

describe("3.0 and 3.1 nullability read the same", () => {
  it.each([
    ["3.0", { type: "string", nullable: true }],
    ["3.1", { type: ["string", "null"] }],
  ] as const)("%s", async (version, schema) => {
    expect(await fieldsOf(bodyDoc({ type: "object", properties: { note: schema } }, version))).toEqual([["note", "string | null", "—", ""]]);
  });
});

