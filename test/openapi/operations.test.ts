/**
 * Each operation becomes a section: title, anchor and Endpoint; then its Markdown description,
 * the field table, the error table, the request example and the response, in that order.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildRequest, loadOpenApi, snippets, type OpenApiImport } from "../../src/index.ts";
import { all, dom, one } from "../support/dom.ts";
import { bodyDoc, childOf, descriptionCell, doc31, fieldsOf, fixture, importDoc, kindsOf, pageOf, rendered, requestOf, sectionOf, sectionsOf, tableRows } from "./support.ts";

let shop: OpenApiImport;
let library: OpenApiImport;

beforeAll(async () => {
  shop = importDoc(await loadOpenApi(fixture("shop.yaml")));
  library = importDoc(await loadOpenApi(fixture("library.json")));
});

const ok = { "200": { description: "OK." } };

describe("each operation becomes a Section titled by its summary, operationId or METHOD path", () => {
  it("titles by summary, then operationId, then METHOD path, in the document's order", () => {
    const document = doc31({ "/a": { get: { summary: " Get A ", operationId: "getA", responses: ok }, post: { operationId: "createA", responses: ok }, put: { responses: ok } } });
    expect(sectionsOf(importDoc(document).pages).map((s) => s.title)).toEqual(["Get A", "createA", "PUT /a"]);
  });

  it("anchors the section at the operationId's slug when it can be one", () => {
    const anchors = sectionsOf(shop.pages).map((s) => s.anchor);
    expect(anchors).toEqual(["getProduct", "set-a-product-s-category", "listOrders", "orders-create", "getOrder", "update-an-order", "get-health"]);
    expect(sectionOf(library.pages, "Replace the notes").anchor).toBe("op-42-replace-notes");
  });

  it("describes the section with the Endpoint of the method and path as declared", async () => {
    const section = sectionOf(shop.pages, "getOrder");
    expect([section.endpoint?.method, section.endpoint?.path]).toEqual(["GET", "/orders/{order_id}"]);
    const root = await rendered(section, shop.settings);
    expect(one(root, ".rk-badge").textContent).toBe("GET");
    expect(one(root, ".rk-path-param").textContent).toBe("{order_id}");
  });

  it("orders the children: Markdown, FieldTable, ResponseFields, ErrorTable, RequestExample, JsonResponse", () => {
    // The description, then the schemes the operation accepts.
    expect(kindsOf(sectionOf(shop.pages, "orders-create"))).toEqual(["markdown", "markdown", "field-table", "response-fields", "error-table", "request-example", "json-response"]);
    expect(kindsOf(sectionOf(shop.pages, "get-health"))).toEqual(["markdown", "response-fields", "request-example", "json-response"]);
    expect(kindsOf(sectionOf(shop.pages, "set-a-product-s-category"))).toEqual(["markdown", "field-table", "request-example"]);
  });

  it("renders the description as block Markdown, and marks a deprecated operation", async () => {
    const create = await rendered(childOf(sectionOf(shop.pages, "orders-create"), "markdown")!, shop.settings);
    expect(all(create, "li").map((li) => li.textContent)).toEqual(["Items must be in stock.", "Totals are computed by the shop."]);
    const update = await rendered(childOf(sectionOf(shop.pages, "update-an-order"), "markdown")!, shop.settings);
    expect(update.textContent.trim()).toBe("Deprecated. Use Create an order instead.");
    expect(one(update, "strong").textContent).toBe("Deprecated.");
  });

  it("shows the summary's words as the title and sanitizes the description's HTML", async () => {
    const document = doc31({
      "/a": { get: { summary: "<b>List</b> <script>alert(1)</script>things", description: "<p onclick=alert(1)>Lists <code>things</code>.</p><img src=x onerror=alert(1)> [x](javascript:alert(1))", responses: ok } },
      "/b": { get: { summary: "<script>alert(1)</script>", responses: ok } },
    });
    const { pages, settings: config } = importDoc(document);
    const [list, ...own] = await Promise.all(pages.map((page) => rendered(page, config)));
    expect(own.flatMap((page) => all(page, "h2").map((h) => h.textContent))).toEqual(["List things", "GET /b"]);
    // The group page lists them by the same titles.
    expect(all(list!, ".rk-operation-title").map((title) => title.textContent)).toEqual(["List things", "GET /b"]);
    for (const page of [list!, ...own]) expect(page.innerHTML).not.toMatch(/<script|<img|href="javascript|onclick/i);
    expect(one(own[0]!, ".rk-prose p code").textContent).toBe("things");
  });
});

describe("a title is short plain text", () => {
  it("strips Markdown from a summary; a summary of several sentences or over 120 characters is the description, and the operationId the title", async () => {
    const long = `List ${"very ".repeat(25)}many things`;
    const document = doc31({
      "/a": { get: { summary: "Get the `repo` of a [user](https://example.com)", responses: ok } },
      "/b": { get: { operationId: "listThings", summary: "Lists things. Use it often.", description: "More about it.", responses: ok } },
      "/c": { get: { operationId: "listMany", summary: long, responses: ok } },
      "/d": { get: { summary: "Add a repository to the list of repositories allowed to use self-hosted runners in an organization", responses: ok } },
    });
    const { pages, settings } = importDoc(document);
    expect(sectionsOf(pages).map((s) => s.title)).toEqual(["Get the repo of a user", "listThings", "listMany", "Add a repository to the list of repositories allowed to use self-hosted runners in an organization"]);
    const page = await rendered(pageOf(pages, "listThings"), settings);
    expect(all(all(page, "section")[0]!, ".rk-prose p").map((p) => p.textContent)).toEqual(["Lists things. Use it often.", "More about it."]);
  });
});

describe("the FieldTable lists path, query and header parameters, then the body's properties", () => {
  it("says where each parameter goes and shows enums and defaults as code", async () => {
    expect(await tableRows(sectionOf(shop.pages, "listOrders"), "field-table", shop.settings)).toEqual([
      ["status", "string", "✓", "Query parameter. Only orders in this state. One of: open, paid, it`s. Default: open."],
      ["limit", "integer", "—", "Query parameter. Default: 10."],
      ["tag", "array of string", "✓", "Query parameter."],
      ["X-Request-Id", "string", "✓", "Header."],
      ["X-Locale", "string", "✓", "Header."],
      ["session", "string", "—", "Cookie."],
    ]);
    const cell = await descriptionCell(sectionOf(shop.pages, "listOrders"), "status", shop.settings);
    expect(all(cell, "code").map((c) => c.textContent)).toEqual(["open", "paid", "it`s", "open"]);
  });

  it("merges the path item's parameters with the operation's, and marks path parameters required", async () => {
    expect((await tableRows(sectionOf(shop.pages, "getOrder"), "field-table", shop.settings))[0]).toEqual(["order_id", "string", "✓", "Path parameter. The order's ID."]);
    const document = doc31({ "/a/{id}": { parameters: [{ name: "id", in: "path", schema: { type: "string" } }, { name: "v", in: "query", description: "old" }], get: { parameters: [{ name: "v", in: "query", description: "new", schema: { type: "integer" } }], responses: ok } } });
    expect(await fieldsOf(document)).toEqual([
      ["id", "string", "✓", "Path parameter."],
      ["v", "integer", "—", "Query parameter. new"],
    ]);
  });

  it("lists a JSON body's properties with nested child rows, required and deprecated flags, leaving out read-only ones", async () => {
    expect(await tableRows(sectionOf(shop.pages, "orders-create"), "field-table", shop.settings)).toEqual([
      ["items", "array of object", "✓", ""],
      ["items.sku", "string", "✓", "The product's SKU."],
      ["items.quantity", "integer", "—", "Default: 1."],
      ["note", "string | null", "—", ""],
      ["shipping", "object", "—", ""],
      ["shipping.line1", "string", "—", ""],
      ["shipping.country", "string", "—", "One of: FR, DE."],
      ["shipping.geo", "object", "—", ""],
      ["shipping.geo.point", "object", "—", ""],
      ["shipping.geo.point.lat", "number", "—", ""],
      ["shipping.geo.point.lng", "number", "—", ""],
      ["customer_id deprecated", "string", "—", "Use customer instead."],
    ]);
  });

  it("reads any +json media type as JSON", async () => {
    const document = doc31({ "/a": { post: { requestBody: { content: { "application/merge-patch+json; charset=utf-8": { schema: { type: "object", properties: { n: { type: "integer" } } } } } }, responses: ok } } });
    expect(await fieldsOf(document)).toEqual([["n", "integer", "—", ""]]);
  });

  it.each([
    ["string", { type: "string" }, "string"],
    ["a format", { type: "string", format: "date-time" }, "string (date-time)"],
    ["an integer format", { type: "integer", format: "int64" }, "integer (int64)"],
    ["an array", { type: "array", items: { type: "string" } }, "array of string"],
    ["an array of arrays", { type: "array", items: { type: "array", items: { type: "integer" } } }, "array of array of integer"],
    ["an array without items", { type: "array" }, "array"],
    ["a 3.1 type array", { type: ["integer", "null"] }, "integer | null"],
    ["a 3.1 multi-type", { type: ["string", "integer"] }, "string | integer"],
    ["a oneOf", { oneOf: [{ type: "string" }, { type: "integer" }] }, "string | integer"],
    ["an anyOf of refs", { anyOf: [{ $ref: "#/components/schemas/S" }, { type: "null" }] }, "string | null"],
    ["an array of a union", { type: "array", items: { oneOf: [{ type: "string" }, { type: "boolean" }] } }, "array of (string | boolean)"],
    ["an enum without type", { enum: ["a", "b"] }, "string"],
    ["a const", { const: 3 }, "integer"],
    ["properties without type", { properties: { a: { type: "string" } } }, "object"],
    ["no type at all", {}, "any"],
  ])("labels %s as %j", async (_, schema, label) => {
    const rows = await fieldsOf(bodyDoc({ type: "object", properties: { field: schema } }, "3.1", { S: { type: "string" } }));
    expect(rows[0]!.slice(0, 2)).toEqual(["field", label]);
  });

  it("merges allOf members: properties in order, required joined", async () => {
    const rows = await fieldsOf(bodyDoc({ allOf: [{ $ref: "#/components/schemas/Base" }, { type: "object", required: ["b"], properties: { b: { type: "integer" } } }] }, "3.1", { Base: { type: "object", required: ["a"], properties: { a: { type: "string" } } } }));
    expect(rows).toEqual([
      ["a", "string", "✓", ""],
      ["b", "integer", "✓", ""],
    ]);
  });

  it("shows the fields of an array's objects as child rows", async () => {
    const rows = await fieldsOf(bodyDoc({ type: "object", properties: { tags: { type: "array", items: { type: "object", required: ["name"], properties: { name: { type: "string" } } } } } }));
    expect(rows).toEqual([
      ["tags", "array of object", "—", ""],
      ["tags.name", "string", "✓", ""],
    ]);
  });

  it("documents a body that is not an object as one field named body", async () => {
    expect(await fieldsOf(bodyDoc({ type: "array", items: { type: "string" }, description: "Labels." }))).toEqual([["body", "array of string", "—", "Labels."]]);
  });

  it("escapes backticks and Markdown in enum values and defaults", async () => {
    const document = bodyDoc({ type: "object", properties: { f: { type: "string", enum: ["``x``", "*b*", "<i>", ""], default: "`" } } });
    const { pages, settings: config } = importDoc(document);
    const cell = await descriptionCell(sectionsOf(pages)[0]!, "f", config);
    expect(all(cell, "code").map((c) => c.textContent)).toEqual(["``x``", "*b*", "<i>", '""', "`"]);
    expect(all(cell, "em, i")).toEqual([]);
  });

  it("marks deprecated parameters", async () => {
    const rows = await fieldsOf(doc31({ "/a": { get: { parameters: [{ name: "old", in: "query", deprecated: true, schema: { type: "string" } }], responses: ok } } }));
    expect(rows).toEqual([["old deprecated", "string", "—", "Query parameter."]]);
  });
});

describe("the ErrorTable lists the 4xx and 5xx responses", () => {
  it("takes the type and param from the example, else the schema's title or name, else error", async () => {
    expect(await tableRows(sectionOf(shop.pages, "listOrders"), "error-table", shop.settings)).toEqual([
      ["Missing or invalid API key", "401", "authentication_error", "—"],
      ["Invalid filter", "422", "invalid_request", "status"],
    ]);
    expect(await tableRows(sectionOf(shop.pages, "getOrder"), "error-table", shop.settings)).toEqual([["No such order", "404", "Shop Error"]]);
    expect(await tableRows(sectionOf(library.pages, "getBook"), "error-table", library.settings)).toEqual([["No such book", "404", "book_missing", "book_id"]]);
  });

  it("shows a 4XX range as 400, leaves out default, and keeps document order", async () => {
    expect(await tableRows(sectionOf(shop.pages, "orders-create"), "error-table", shop.settings)).toEqual([
      ["Invalid items", "400", "invalid_items", "items"],
      ["Client error", "4XX", "error", "—"],
    ]);
    expect(await tableRows(sectionOf(library.pages, "listBooks"), "error-table", library.settings)).toEqual([["Server error", "5XX", "error"]]);
  });

  it("uses the first line of a long description, and HTTP status without one", async () => {
    const document = doc31({ "/a": { get: { responses: { "409": { description: "Conflict.\nMore detail." }, "429": { description: "" } } } } });
    const { pages, settings: config } = importDoc(document);
    expect(await tableRows(sectionsOf(pages)[0]!, "error-table", config)).toEqual([
      ["Conflict.", "409", "error"],
      ["HTTP 429", "429", "error"],
    ]);
  });
});

describe("the RequestExample fills the path, required query and header parameters, and the body", () => {
  it("fills path parameters from their examples, else shows a placeholder in capitals", () => {
    expect(requestOf(sectionOf(shop.pages, "getOrder")).path).toBe("/orders/ord_42");
    expect(requestOf(sectionOf(library.pages, "getBook")).path).toBe("/books/42");
    expect(requestOf(sectionOf(shop.pages, "set-a-product-s-category")).path).toBe("/products/SKU/categories");
  });

  it("percent-encodes a path parameter's value as one segment", () => {
    expect(requestOf(sectionOf(shop.pages, "getProduct")).path).toBe("/products/tee%20shirt%2Fblue");
  });

  it("fills path parameters from examples, schema examples, defaults and enums", () => {
    const param = (schema: unknown, extra: Record<string, unknown> = {}) => doc31({ "/a/{p}": { get: { parameters: [{ name: "p", in: "path", required: true, schema, ...extra }], responses: ok } } });
    const pathOf = (document: unknown) => requestOf(sectionsOf(importDoc(document).pages)[0]!).path;
    expect([
      pathOf(param({ type: "string" }, { example: "ex" })),
      pathOf(param({ type: "string" }, { examples: { a: { value: "first" }, b: { value: "second" } } })),
      pathOf(param({ type: "string", example: "schema-ex" })),
      pathOf(param({ type: "string", default: "dflt" })),
      pathOf(param({ type: "string", enum: ["e1", "e2"] })),
      pathOf(param({ type: "string" })),
      pathOf(param({ type: "string" }, { example: ".." })),
      pathOf(param({ type: "array", items: { type: "integer" } }, { example: [1, 2] })),
    ]).toEqual(["/a/ex", "/a/first", "/a/schema-ex", "/a/dflt", "/a/e1", "/a/P", "/a/P", "/a/1%2C2"]);
    // Formats and numbers give values of their kind; names in any case give one placeholder.
    expect([
      pathOf(param({ type: "string", format: "uuid" })),
      pathOf(param({ type: "integer", minimum: 1 })),
      pathOf(doc31({ "/a/{repo-owner.name}": { get: { parameters: [{ name: "repo-owner.name", in: "path", required: true, schema: { type: "string" } }], responses: ok } } })),
      pathOf(doc31({ "/a/{petId}": { get: { responses: ok } } })),
    ]).toEqual(["/a/3fa85f64-5717-4562-b3fc-2c963f66afa6", "/a/1", "/a/REPO_OWNER_NAME", "/a/PET_ID"]);
  });

  it("sends required query parameters by their style, and required headers", () => {
    expect(requestOf(sectionOf(shop.pages, "listOrders"))).toMatchObject({ query: { status: "open", tag: "gift,rush" }, headers: { "X-Request-Id": "req_123" } });
    expect(requestOf(sectionOf(shop.pages, "getProduct")).query).toEqual({ expand: { category: true } });
    expect(requestOf(sectionOf(library.pages, "listBooks")).query).toEqual({ q: "dune & co", year: 1965, lang: "en" });
  });

  it("serializes exploded, delimited and sampled query parameters", () => {
    const query = (parameter: Record<string, unknown>) => requestOf(sectionsOf(importDoc(doc31({ "/a": { get: { parameters: [{ name: "q", in: "query", required: true, ...parameter }], responses: ok } } })).pages)[0]!).query;
    expect([
      query({ schema: { type: "array", items: { type: "string" } }, example: ["a", "b"] }),
      query({ style: "pipeDelimited", schema: { type: "array" }, example: ["a", "b"] }),
      query({ style: "spaceDelimited", schema: { type: "array" }, example: ["a", "b"] }),
      query({ schema: { type: "integer", minimum: 5 } }),
      query({ schema: { type: "string", format: "date" } }),
      query({ schema: { type: "boolean" } }),
    ]).toEqual([{ q: ["a", "b"] }, { q: "a|b" }, { q: "a b" }, { q: 5 }, { q: "2024-01-01" }, { q: true }]);
  });

  it("leaves out optional query parameters and headers", () => {
    expect(Object.keys(requestOf(sectionOf(shop.pages, "listOrders")).query)).not.toContain("limit");
  });

  it("takes the body from the media type's example, the first of its examples, the schema's example, else a sample", () => {
    const body = (media: Record<string, unknown>) => requestOf(sectionsOf(importDoc(doc31({ "/a": { post: { requestBody: { content: { "application/json": media } }, responses: ok } } })).pages)[0]!).body;
    const schema = { type: "object", properties: { n: { type: "integer" }, s: { type: "string", format: "email" }, b: { type: "boolean" }, e: { type: "string", enum: ["x", "y"] }, d: { type: "string", default: "dd" }, a: { type: "array", items: { type: "number" } }, z: { type: "null" } } };
    expect([
      body({ schema, example: { from: "example" } }),
      body({ schema, examples: { one: { value: { from: "examples" } }, two: { value: 2 } } }),
      body({ schema: { ...schema, example: { from: "schema" } } }),
      body({ schema }),
    ]).toEqual([{ from: "example" }, { from: "examples" }, { from: "schema" }, { n: 0, s: "user@example.com", b: true, e: "x", d: "dd", a: [0], z: null }]);
  });

  it("generates the body of the shop's order from its schema", () => {
    expect(requestOf(sectionOf(shop.pages, "orders-create")).body).toEqual({
      items: [{ sku: "string", quantity: 1 }],
      note: "string",
      shipping: { line1: "string", country: "FR", geo: { point: { lat: 0, lng: 0 } } },
      customer_id: "string",
    });
  });

  it("sends a form body as form fields, and a text body as it is, with its Content-Type", () => {
    const form = requestOf(sectionOf(library.pages, "addBook"));
    expect(form).toMatchObject({ form: { title: "Dune", year: 1965 }, body: undefined });
    expect(buildRequest(form, library.settings).headers["Content-Type"]).toBe("application/x-www-form-urlencoded");
    expect(requestOf(sectionOf(library.pages, "op-42-replace-notes"))).toMatchObject({ body: "Read it twice.", headers: { "Content-Type": "text/plain" } });
  });

  it("sends a multipart body with its binary properties as files, and lists its fields", async () => {
    const document = doc31({ "/a": { post: { requestBody: { content: { "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" } } } } } }, responses: ok } } });
    const { pages, settings: config } = importDoc(document);
    expect(requestOf(sectionsOf(pages)[0]!)).toMatchObject({ body: undefined, multipart: [{ kind: "file", name: "file", path: "file.bin", filename: "file.bin", contentType: "application/octet-stream" }] });
    expect(await tableRows(sectionsOf(pages)[0]!, "field-table", config)).toEqual([["file", "string (binary)", "—", ""]]);
  });

  it("produces snippets for all four clients", () => {
    const request = requestOf(sectionOf(shop.pages, "getOrder"));
    expect(snippets({ ...request, clients: null }, shop.settings).map((s) => s.token)).toEqual(["curl", "javascript", "ruby", "python", "go", "csharp", "python-sample"]);
    expect(snippets(request, shop.settings).map((s) => s.token)).toEqual(["curl", "javascript", "ruby", "python", "go"]);
  });
});

describe("the JsonResponse shows the first 2xx JSON response", () => {
  const response = async (imported: OpenApiImport, name: string) => JSON.parse(one(await rendered(childOf(sectionOf(imported.pages, name), "json-response")!, imported.settings), "pre").textContent);

  it("shows the example of the first 2xx response", async () => {
    expect(await response(shop, "listOrders")).toEqual({ data: [{ id: "ord_1", status: "open" }], has_more: false });
    expect(await response(shop, "getOrder")).toEqual({ id: "ord_42", status: "paid", total: 1999 });
  });

  it("generates one from the schema, leaving out write-only properties", async () => {
    expect(await response(shop, "get-health")).toEqual({ ok: true, checked_at: "2024-01-01T00:00:00Z" });
    expect(await response(library, "getBook")).toEqual({ id: 0, title: "string", subtitle: "string", published: "2024-01-01", tags: ["sf"] });
    expect(await response(shop, "orders-create")).toMatchObject({ id: "ord_42", items: [{ sku: "string", quantity: 1 }], status: "open" });
  });

  it("picks the lowest 2xx status with JSON content, and none without one", async () => {
    const document = doc31({
      "/a": {
        post: { responses: { "202": { description: "Queued", content: { "application/json": { example: { queued: true } } } }, "201": { description: "Created", content: { "application/json": { example: { created: true } } } }, "200": { description: "No JSON", content: { "text/plain": { example: "x" } } } } },
        get: { responses: { "204": { description: "Nothing." } } },
      },
    });
    const { pages } = importDoc(document);
    const post = sectionOf(pages, "POST /a");
    expect(JSON.parse(one(await rendered(childOf(post, "json-response")!, shop.settings), "pre").textContent)).toEqual({ created: true });
    expect(kindsOf(sectionOf(pages, "GET /a"))).not.toContain("json-response");
  });
});

describe("uploads are sent from files; a body refkit cannot write is documented and left out, honestly", () => {
  const upload = (type: string, media: Record<string, unknown> = {}, properties: Record<string, unknown> = { file: { type: "string", format: "binary" }, purpose: { type: "string" } }) =>
    importDoc(doc31({ "/files": { post: { requestBody: { content: { [type]: { schema: { type: "object", properties }, ...media } } }, responses: ok } } }));

  it("sends a multipart body: binary properties as files typed by their encoding, the others as text from the example", () => {
    const { pages } = upload("multipart/form-data", { example: { purpose: "evidence", count: 2, meta: { a: 1 } }, encoding: { file: { contentType: "application/pdf" }, photos: { contentType: "image/png, image/jpeg" } } }, {
      file: { type: "string", format: "binary" },
      photos: { type: "array", items: { type: "string", contentMediaType: "image/png" } },
      purpose: { type: "string" },
      count: { type: "integer" },
      meta: { type: "object" },
      note: { type: "string" },
    });
    expect(requestOf(sectionsOf(pages)[0]!).multipart).toEqual([
      { kind: "file", name: "file", path: "file.pdf", filename: "file.pdf", contentType: "application/pdf" },
      { kind: "file", name: "photos", path: "photos.png", filename: "photos.png", contentType: "image/png" },
      { kind: "text", name: "purpose", value: "evidence" },
      { kind: "text", name: "count", value: "2" },
      { kind: "text", name: "meta", value: '{"a":1}' },
    ]);
  });

  it.each([
    ["image/png", "file.png", "image/png"],
    ["application/octet-stream", "file.bin", "application/octet-stream"],
    ["image/*", "file.bin", "application/octet-stream"],
  ])("sends a %s body from a file, %s", (type, path, contentType) => {
    const { pages, settings: config } = upload(type);
    const request = requestOf(sectionsOf(pages)[0]!);
    expect(request.bodyFile).toEqual({ path, contentType });
    expect(kindsOf(sectionsOf(pages)[0]!)).toEqual(["field-table", "request-example"]);
    expect(buildRequest(request, config).headers["Content-Type"]).toBe(contentType);
  });

  it.each([
    ["application/xml", "", {}],
    ["multipart/form-data", "an upload ", { "naïve": { type: "string" } }],
    ["multipart/form-data", "an upload ", { "a=b": { type: "string" } }],
  ])("%s: fields listed, no made-up body sent, and a note says so", async (type, kind, properties) => {
    const { pages, settings: config } = upload(type, {}, Object.keys(properties).length > 0 ? properties : undefined);
    const section = sectionsOf(pages)[0]!;
    expect(requestOf(section)).toMatchObject({ body: undefined });
    expect(requestOf(section).multipart).toBeUndefined();
    expect(kindsOf(section)).toEqual(["field-table", "markdown", "request-example"]);
    const page = await rendered(section, config);
    expect(one(page, ".rk-section-main .rk-prose").textContent.trim()).toBe(`The request body is ${kind}of type ${type}: the examples leave it out.`);
    expect(page.innerHTML).not.toMatch(/'string'|"string"/);
  });

  it("sends a body the document gives an example of, with its Content-Type", () => {
    const { pages } = upload("application/xml", { example: "<file/>" });
    expect(requestOf(sectionsOf(pages)[0]!)).toMatchObject({ body: "<file/>", headers: { "Content-Type": "application/xml" } });
  });
});

describe("deprecated operations are marked in the section and the sidebar", () => {
  it("marks the section's title and its sidebar entry", async () => {
    const { renderNav } = await import("../../src/render/nav.ts");
    const { resolveNodes } = await import("../../src/resolve/page.ts");
    const { pages, settings: config } = importDoc(doc31({ "/old": { get: { operationId: "old", deprecated: true, responses: ok } }, "/new": { get: { operationId: "new", responses: ok } } }));
    expect(sectionsOf(pages).map((s) => s.deprecated)).toEqual([true, false]);
    // The sidebar lists an operation's page under its group, marked as its section is (as the build's navPages reads it).
    const resolved = await Promise.all(pages.map(async (page) => (await resolveNodes(page, page.sections(), config)).sections));
    const listed = pages.map((page, i) => ({ slug: page.slug, title: page.title, parent: page.parent, method: resolved[i]![0]?.method, deprecated: resolved[i]![0]?.deprecated }));
    expect(listed.map((page) => page.deprecated)).toEqual([undefined, true, false]);
    for (const current of [0, 1, 2]) {
      const nav = dom(renderNav("API", listed, { slug: pages[current]!.slug, sections: resolved[current]! }, "", { allEndpoints: "all-endpoints" }).value);
      expect(all(nav, "a.rk-nav-deprecated").map((a) => a.textContent)).toEqual(["GETold (deprecated)"]);
    }
  });
});
