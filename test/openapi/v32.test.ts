/**
 * OpenAPI 3.2: a `openapi: 3.2.x` document is read as 3.1 is, and more. Its `query` operation
 * (QUERY, a safe request with a body) and its `additionalOperations` (any other method, keyed as
 * it is sent) are operations like the others: a section, a neutral badge, the method in every
 * snippet. An `additionalOperations` key that a client would send as another method is left out
 * with a warning naming it. `$self` is the base of the document's references. A tree of tags
 * (`parent`) groups the sidebar; a tag of a kind other than `nav` labels its operations.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadOpenApi, snippets, type OpenApiImport, type SectionNode } from "../../src/index.ts";
import { checkDocument } from "../../src/openapi/read/validate.ts";
import { one } from "../support/dom.ts";
import { all, dom } from "../support/dom.ts";
import { buildSite } from "../../src/site/build.ts";
import { frameItems, streamFraming } from "../../src/openapi/read/streams.ts";
import { cookieText, type Parameter } from "../../src/openapi/read/parameters.ts";
import { childOf, doc31, fixture, groupPages, importDoc, pageOf, rendered, requestOf, sectionOf, sectionsOf, tableRows } from "./support.ts";

let catalog: OpenApiImport;
const site = mkdtempSync(join(tmpdir(), "refkit-v32-"));
afterAll(() => rmSync(site, { recursive: true, force: true }));

beforeAll(async () => {
  catalog = importDoc(await loadOpenApi(fixture("v32.yaml")));
});

const ok = { "200": { description: "OK." } };
const doc32 = (paths: Record<string, unknown>) => ({ ...doc31(paths), openapi: "3.2.0" });

describe("OpenAPI 3.2 documents", () => {
  it("reads 3.2.x as a version of its own, and names 3.2 when it refuses another", () => {
    expect(checkDocument(doc32({})).version).toBe("3.2");
    expect(checkDocument({ ...doc32({}), openapi: "3.2.1" }).version).toBe("3.2");
    expect(() => checkDocument({ ...doc32({}), openapi: "3.3.0" })).toThrow(/#\/openapi: expected an OpenAPI version 3\.0\.x, 3\.1\.x or 3\.2\.x, such as "3\.2\.0", got "3\.3\.0"/);
  });

  it("makes the query operation and each of additionalOperations a section, in the document's order, with no warning", () => {
    expect(catalog.warnings).toEqual([]);
    expect(sectionsOf(catalog.pages).filter((section) => section.endpoint?.path === "/products").map((section) => [section.title, section.endpoint?.method])).toEqual([
      ["List products", "GET"],
      ["Search products", "QUERY"],
      ["Purge the product list from the cache", "PURGE"],
    ]);
  });

  it("shows QUERY and a custom method with the neutral badge, and sends them with their body in every default client", async () => {
    for (const [anchor, method] of [["searchProducts", "QUERY"], ["purgeProducts", "PURGE"]] as const) {
      const section = sectionOf(catalog.pages, anchor);
      const root = await rendered(section, catalog.settings);
      const badge = one(root, ".rk-badge");
      expect([badge.textContent, badge.getAttribute("class")], anchor).toEqual([method, "rk-badge rk-badge-neutral"]);
      const request = requestOf(section);
      expect(request.method).toBe(method);
      const code = snippets(request, catalog.settings).map((snippet) => snippet.code);
      expect(code[0], "curl").toContain(`-X ${method} `);
      expect(code[1], "JavaScript").toContain(`method: "${method}"`);
    }
    // QUERY carries its body, as POST does.
    expect(requestOf(sectionOf(catalog.pages, "searchProducts")).body).toEqual({ text: "red chair", maxPrice: 120 });
  });

  it("reads an example's dataValue as its data, and sends a serializedValue as written where the body is not JSON", () => {
    // JSON: the data (dataValue), as the JSON block and the snippets show it.
    expect(requestOf(sectionOf(catalog.pages, "searchProducts")).body).toEqual({ text: "red chair", maxPrice: 120 });
    // CSV: the serialized form, with its media type.
    const csv = requestOf(sectionOf(catalog.pages, "importProducts"));
    expect([csv.body, csv.headers["Content-Type"]]).toEqual(['id,name\nprod_1,Chair\nprod_2,"Table, oak"\n', "text/csv"]);
    // A JSON response given only serialized: its data.
    const response = childOf(sectionOf(catalog.pages, "importProducts"), "json-response");
    expect(response?.markdown?.(undefined as never)).toContain('"imported": 2');
  });

  it("shows a querystring parameter as its form's fields, each a query parameter, and sends its value as the query", async () => {
    const section = sectionOf(catalog.pages, "findProducts");
    const rows = await tableRows(section, "field-table", catalog.settings);
    expect(rows.map((row) => [row[0], row[2], row[3]])).toEqual([
      ["q", "✓", "Query parameter. Words to find."],
      ["tag", "—", "Query parameter."],
      ["in_stock", "—", "Query parameter."],
    ]);
    expect(requestOf(section).query).toEqual({ q: "red chair & 'table'", tag: ["oak", "50%"], in_stock: true });
    const curl = snippets(requestOf(section), catalog.settings)[0]!.code;
    expect(curl).toContain("/products/find?q=red%20chair%20%26%20%27table%27&tag=oak&tag=50%25&in_stock=true");
  });

  it("sends an optional querystring parameter's value no more than an optional query parameter's", () => {
    const form = { "application/x-www-form-urlencoded": { schema: { type: "object", properties: { q: { type: "string" } } }, example: { q: "chair" } } };
    const request = (required: boolean) => requestOf(sectionOf(importDoc(doc32({ "/a": { get: { operationId: "getA", parameters: [{ name: "f", in: "querystring", required, content: form }], responses: ok } } })).pages, "getA"));
    expect(request(false).query).toEqual({});
    expect(request(true).query).toEqual({ q: "chair" });
  });

  it("refuses a querystring parameter without content, and reads querystring only in 3.2", () => {
    const params = (parameters: unknown[]) => ({ "/a": { get: { operationId: "getA", parameters, responses: ok } } });
    expect(importDoc(doc32(params([{ name: "f", in: "querystring", schema: { type: "object" } }]))).warnings).toEqual([
      "#/paths/~1a/get/parameters/0/content: expected the query string's media type and schema (content), such as application/x-www-form-urlencoded, got nothing: left out this parameter",
    ]);
    expect(importDoc(doc31(params([{ name: "f", in: "querystring", content: { "application/x-www-form-urlencoded": {} } }]))).warnings).toEqual([
      '#/paths/~1a/get/parameters/0/in: expected where the parameter goes: "path", "query", "header" or "cookie", got "querystring": left out this parameter',
    ]);
  });

  it("leaves out an additionalOperations entry a client would send as another method, or that a field holds, naming it", () => {
    const { pages, warnings } = importDoc(
      doc32({
        "/a": {
          get: { operationId: "getA", responses: ok },
          additionalOperations: {
            LINK: { operationId: "linkA", responses: ok },
            purge: { operationId: "purgeA", responses: ok },
            POST: { operationId: "postA", responses: ok },
            Query: { operationId: "queryA", responses: ok },
            "BAD VERB": { operationId: "badA", responses: ok },
          },
        },
        "/b": { additionalOperations: ["PURGE"] },
      }),
    );
    expect(sectionsOf(pages).map((section) => section.anchor)).toEqual(["getA", "linkA"]);
    expect(warnings).toEqual([
      `#/paths/~1a/additionalOperations/purge: expected the method in capital letters, as every client sends it ("PURGE"): "purge" would be sent as another method: left out this operation`,
      `#/paths/~1a/additionalOperations/POST: expected a method that no field of the path item holds: "POST" belongs in its field "post": left out this operation`,
      `#/paths/~1a/additionalOperations/Query: expected a method that no field of the path item holds: "Query" belongs in its field "query": left out this operation`,
      "#/paths/~1a/additionalOperations/BAD VERB: expected an HTTP method (letters, digits and !#$%&'*+.^_`|~-): left out this operation",
      `#/paths/~1b/additionalOperations: expected an object of operations by HTTP method, got an array: ignored`,
    ]);
  });

  it("reads query and additionalOperations only in 3.2: in 3.1 they are not operations", () => {
    const { pages } = importDoc(doc31({ "/a": { get: { operationId: "getA", responses: ok }, query: { operationId: "queryA", responses: ok }, additionalOperations: { PURGE: { operationId: "purgeA", responses: ok } } } }));
    expect(sectionsOf(pages).map((section) => section.anchor)).toEqual(["getA"]);
  });
});

/** The Markdown of a section's labels. */
const labelsText = (section: SectionNode) => childOf(section, "labels")?.markdown?.(undefined as never);

describe("streams: itemSchema and sequential media types", () => {
  it("lists a response stream's item fields, and shows its example items as server-sent events", async () => {
    const section = sectionOf(catalog.pages, "watchProducts");
    const root = await rendered(section, catalog.settings);
    expect(one(root, ".rk-returns .rk-stream-note").textContent).toBe("A stream (text/event-stream): each item has these fields.");
    expect(all(root, ".rk-returns .rk-field-name").map((name) => name.textContent)).toEqual(["event", "id", "data"]);
    expect(one(root, ".rk-response-stream .rk-code-title").textContent).toBe("Response stream · text/event-stream");
    expect(one(root, ".rk-response-stream pre").textContent).toBe('event: created\nid: 1\ndata: {"id":"prod_1","name":"Chair"}\n\nevent: changed\nid: 2\ndata: {"id":"prod_1","name":"Oak chair"}\n\n');
    expect(childOf(section, "json-response")).toBeUndefined();
  });

  it("gives a response stream's request example snippets that print the stream as it arrives", () => {
    const request = requestOf(sectionOf(catalog.pages, "watchProducts"));
    expect(request.stream).toBe(true);
    const [curl, javascript] = snippets(request, catalog.settings).map((snippet) => snippet.code);
    expect(curl).toMatch(/^curl -N -X GET /);
    expect(javascript).toContain("for await (const chunk of response.body)");
    expect(requestOf(sectionOf(catalog.pages, "bulkProducts")).stream).toBeUndefined();
  });

  it("samples a stream without an example from its item's schema, one JSON value a line", async () => {
    const root = await rendered(sectionOf(catalog.pages, "exportProducts"), catalog.settings);
    const text = one(root, ".rk-response-stream pre").textContent!;
    expect(text.split("\n")).toHaveLength(3);
    for (const line of text.trimEnd().split("\n")) expect(Object.keys(JSON.parse(line))).toEqual(expect.arrayContaining(["id", "name"]));
  });

  it("sends a request stream's items in its framing, with its media type", () => {
    const request = requestOf(sectionOf(catalog.pages, "bulkProducts"));
    expect([request.body, request.headers["Content-Type"]]).toEqual(['{"id":"prod_1","name":"Chair \\"Classic\\""}\n{"id":"prod_2","name":"Table, \'oak\'","price":120}\n', "application/x-ndjson"]);
  });

  it("frames items as each sequential media type does", () => {
    expect(frameItems("json-seq", [{ a: 1 }, 2])).toBe('\u001e{"a":1}\n\u001e2\n');
    expect(frameItems("event-stream", [{ data: "line 1\nline 2", retry: 5 }, { n: 1 }])).toBe('retry: 5\ndata: line 1\ndata: line 2\n\ndata: {"n":1}\n\n');
    expect(frameItems("multipart", [{ a: 1 }, "text"])).toBe('--item\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n--item\r\nContent-Type: text/plain\r\n\r\ntext\r\n--item--\r\n');
    expect(streamFraming("application/geo+json-seq")).toBe("json-seq");
    expect(streamFraming("application/json")).toBeUndefined();
  });
});

describe("components.mediaTypes", () => {
  it("reads a media type object given by $ref where it is declared: its schema's fields and its example", async () => {
    for (const anchor of ["listProducts", "searchProducts"]) {
      const section = sectionOf(catalog.pages, anchor);
      const root = await rendered(section, catalog.settings);
      expect(all(root, ".rk-returns .rk-field-name").map((name) => name.textContent), anchor).toEqual(["id", "name", "price"]);
      expect(JSON.parse(one(root, ".rk-response pre").textContent!), anchor).toEqual([{ id: "prod_1", name: "Chair", price: 99.5 }]);
    }
  });

  it("leaves out, naming it, a media type whose $ref leads nowhere", () => {
    const document = doc32({ "/a": { get: { operationId: "getA", responses: { "200": { description: "OK", content: { "application/json": { $ref: "#/components/mediaTypes/Missing" } } } } } } });
    const { pages, warnings } = importDoc(document);
    expect(sectionsOf(pages).map((section) => section.anchor)).toEqual(["getA"]);
    expect(warnings).toEqual(['#/paths/~1a/get/responses/200/content/application~1json/$ref: expected a reference that resolves, got "#/components/mediaTypes/Missing" (nothing at #/components): left out this media type']);
  });
});

describe("security, servers and responses", () => {
  it("says in the operation's auth line which scheme is deprecated", () => {
    const accepts = sectionOf(catalog.pages, "getOrder").children.filter((node) => node.kind === "markdown").map((node) => node.markdown?.(undefined as never) ?? "").find((text) => text.startsWith("**Authentication:**"));
    expect(accepts).toBe("**Authentication:** `oauth` (OAuth 2.0; scope `orders:read`), or `legacyKey` (API key in the `X-Api-Key` header; deprecated).");
  });

  it("shows on the landing page the device authorization flow, the server metadata, a deprecated scheme and a server's name", async () => {
    const out = join(site, "catalog");
    await buildSite({ root: join(site, "empty"), openapi: fixture("v32.yaml"), out });
    const page = dom(readFileSync(join(out, "index.html"), "utf8"));
    const rows = (id: string) => all(one(page, `#${id}`), "tbody tr").map((row) => all(row, "td").map((cell) => cell.textContent!.replace(/\s+/g, " ").trim()));
    expect(rows("servers")).toEqual([["production", "https://api.catalog.test/v2", "Production"]]);
    expect(rows("authentication")).toEqual([
      ["bearer", "A bearer token in the Authorization header", "—"],
      ["oauth", "An OAuth 2.0 access token in the Authorization header (server metadata: https://auth.catalog.test/.well-known/oauth-authorization-server)", "For devices without a browser."],
      ["legacyKey deprecated", "An API key in the X-Api-Key header", "—"],
    ]);
    const flows = all(page, "section").find((section) => one(section, "h2").textContent === "oauth: OAuth 2.0")!;
    expect(all(flows, "tbody tr").map((row) => all(row, "td").map((cell) => cell.textContent!.trim()))).toEqual([
      ["Device authorization", "Device authorization URL", "https://auth.catalog.test/device"],
      ["Device authorization", "Token URL", "https://auth.catalog.test/token"],
      ["orders:read", "Read orders"],
    ]);
  });

  it("names a response by its summary, its description after it", async () => {
    const section = sectionOf(catalog.pages, "getOrder");
    const root = await rendered(section, catalog.settings);
    expect(all(root, ".rk-table").flatMap((table) => all(table, "tbody tr")).some((row) => row.textContent!.includes("No such order"))).toBe(true);
    expect(one(root, ".rk-returns").textContent).toContain("The order");
    expect(one(root, ".rk-returns").textContent).toContain("The order, with its lines.");
  });
});

describe("cookies and the discriminator's default", () => {
  it("sends the required cookies in one Cookie header: style cookie as written, form percent-encoded", () => {
    const request = requestOf(sectionOf(catalog.pages, "getOrder"));
    expect(request.headers.Cookie).toBe("session=s%3D1/a+b; seen=a; seen=b; region=eu%20west");
    const [curl] = snippets(request, catalog.settings).map((snippet) => snippet.code);
    expect(curl).toContain("-H 'Cookie: session=s%3D1/a+b; seen=a; seen=b; region=eu%20west'");
  });

  it("writes each style of cookie as the specification's table does", () => {
    const parameter = (style: string, explode: boolean) => ({ name: "color", in: "cookie", style, explode }) as unknown as Parameter;
    const list = ["blue", "black", "brown"];
    const object = { R: 100, G: 200, B: 150 };
    expect([cookieText(parameter("cookie", false), "blue"), cookieText(parameter("cookie", false), list), cookieText(parameter("cookie", false), object)]).toEqual(["color=blue", "color=blue,black,brown", "color=R,100,G,200,B,150"]);
    expect([cookieText(parameter("cookie", true), list), cookieText(parameter("cookie", true), object)]).toEqual(["color=blue; color=black; color=brown", "R=100; G=200; B=150"]);
    expect([cookieText(parameter("form", true), ["a b", "c"]), cookieText(parameter("form", false), ["a b", "c"]), cookieText(parameter("cookie", true), "a b%20")]).toEqual(["color=a%20b&color=c", "color=a%20b,c", "color=a b%20"]);
  });

  it("marks the variant defaultMapping names, in the page and in the twin", async () => {
    const section = sectionOf(catalog.pages, "getOrder");
    const root = await rendered(section, catalog.settings);
    const variants = all(root, ".rk-variant summary").map((summary) => summary.textContent!.replace(/\s+/g, " ").trim());
    expect(variants).toEqual(["CardPayment method: \"card\"", "TransferPayment method: \"transfer\"", "OtherPayment used when method is missing or has another value"]);
    expect(one(root, ".rk-variant-fallback code").textContent).toBe("method");
    const out = join(site, "payments");
    await buildSite({ root: join(site, "empty"), openapi: fixture("v32.yaml"), out });
    expect(readFileSync(join(out, "orders", "get-order.md"), "utf8")).toContain("One of: CardPayment, TransferPayment, OtherPayment. OtherPayment is used when `method` is missing or has another value.");
  });

  it("reads defaultMapping only in a 3.2 document", async () => {
    const schema = { oneOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/B" }], discriminator: { propertyName: "kind", defaultMapping: "B" } };
    const paths = { "/x": { get: { operationId: "x", responses: { "200": { description: "OK.", content: { "application/json": { schema } } } } } } };
    const components = { schemas: { A: { type: "object", properties: { kind: { const: "a" } } }, B: { type: "object", properties: { note: { type: "string" } } } } };
    for (const [doc, marked] of [[{ ...doc32(paths), components }, 1], [{ ...doc31(paths), components }, 0]] as const) {
      const imported = importDoc(doc);
      const root = await rendered(sectionOf(imported.pages, "x"), imported.settings);
      expect(all(root, ".rk-variant-fallback")).toHaveLength(marked);
    }
  });
});

describe("nested tags: parent, summary and kind", () => {
  it("groups the sidebar by the tree: a top tag with tags under it heads them, each named by its summary", () => {
    expect(groupPages(catalog.pages).map((page) => [page.title, page.group])).toEqual([
      ["Products", "Products"],
      ["Reviews", "Products"],
      ["Orders", undefined],
    ]);
  });

  it("lists an operation under its first tag that groups (kind nav, or none), and labels it with the others", async () => {
    expect(pageOf(catalog.pages, "listReviews").parent).toBe("reviews");
    const section = sectionOf(catalog.pages, "listReviews");
    expect(all(await rendered(section, catalog.settings), ".rk-labels .rk-label").map((label) => label.textContent)).toEqual(["Beta", "Partners"]);
    expect(labelsText(section)).toBe("Labels: Beta, Partners.");
    expect(all(await rendered(sectionOf(catalog.pages, "getOrder"), catalog.settings), ".rk-label")).toEqual([]);
  });

  it("keeps a kind it does not know as a label, and an operation with no tag that groups under its first tag", () => {
    const document = {
      ...doc32({ "/a": { get: { operationId: "getA", tags: ["lab"], responses: ok } } }),
      tags: [{ name: "lab", summary: "Lab <b>only</b>", kind: "stability-level" }],
    };
    const { pages, warnings } = importDoc(document);
    expect(warnings).toEqual([]);
    expect(pageOf(pages, "getA").parent).toBe("lab-only");
    expect(labelsText(sectionOf(pages, "getA"))).toBe("Labels: Lab only.");
  });

  it("reads a parent that is no other tag, or a loop of parents, as a top tag, naming it", () => {
    const document = {
      ...doc32({ "/a": { get: { operationId: "getA", tags: ["a"], responses: ok } } }),
      tags: [
        { name: "a", parent: "nowhere" },
        { name: "b", parent: "b" },
        { name: "c", parent: "d" },
        { name: "d", parent: "c" },
        { name: "e", parent: "d" },
      ],
    };
    const { pages, warnings } = importDoc(document);
    expect(warnings).toEqual([
      '#/tags/0/parent: expected the name of another tag of the tags array, got "nowhere": read as a top tag',
      '#/tags/1/parent: expected the name of another tag of the tags array, got "b": read as a top tag',
      '#/tags/2/parent: expected a tag that is not its own ancestor, got a loop of parents through "c": read as a top tag',
    ]);
    expect(groupPages(pages).map((page) => [page.title, page.group])).toEqual([["a", undefined]]);
  });

  it("reads parent, summary and kind only in 3.2", () => {
    const document = { ...doc31({ "/a": { get: { operationId: "getA", tags: ["b", "a"], responses: ok } } }), tags: [{ name: "a", summary: "Alpha" }, { name: "b", kind: "badge", parent: "a" }] };
    const { pages, warnings } = importDoc(document);
    expect(warnings).toEqual([]);
    expect(groupPages(pages).map((page) => [page.title, page.group])).toEqual([["b", undefined]]);
  });
});

describe("$self, the base of a 3.2 document's references", () => {
  const root = mkdtempSync(join(tmpdir(), "refkit-self-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const product = { type: "object", properties: { id: { type: "string" } } };

  /** Writes the description `main` into a new folder `name` under `root` with its other files, and loads it. */
  async function load(name: string, main: Record<string, unknown>, files: Record<string, unknown>, options = {}): Promise<Record<string, any>> {
    const folder = join(root, name);
    for (const [file, value] of Object.entries({ "specs/openapi.json": main, ...files })) {
      mkdirSync(join(folder, file, ".."), { recursive: true });
      writeFileSync(join(folder, file), JSON.stringify(value));
    }
    return (await loadOpenApi(join(folder, "specs", "openapi.json"), options)) as Record<string, any>;
  }
  const response = (ref: string) => ({ "/p": { get: { operationId: "getP", responses: { "200": { description: "OK", content: { "application/json": { schema: { $ref: ref } } } } } } } });

  it("reads a reference under an absolute $self's folder from the same place under the document's", async () => {
    const main = { ...doc32(response("https://api.catalog.test/specs/schemas/product.json")), $self: "https://api.catalog.test/specs/openapi.json" };
    const loaded = await load("absolute", main, { "specs/schemas/product.json": product });
    expect(JSON.stringify(loaded)).toContain('"id":{"type":"string"}');
    // Relative to $self, as to the file: the same file.
    const relative = await load("absolute-relative", { ...doc32(response("schemas/product.json")), $self: "https://api.catalog.test/specs/openapi.json" }, { "specs/schemas/product.json": product });
    expect(JSON.stringify(relative)).toContain('"id":{"type":"string"}');
  });

  it("reads a reference to the document's own URI as an internal one", async () => {
    const main = { ...doc32(response("https://api.catalog.test/specs/openapi.json#/components/schemas/Product")), $self: "https://api.catalog.test/specs/openapi.json", components: { schemas: { Product: product } } };
    const loaded = await load("own", main, {});
    expect(loaded.paths["/p"].get.responses["200"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Product" });
    const { pages, warnings } = importDoc(loaded);
    expect(warnings).toEqual([]);
    expect(sectionsOf(pages).map((section) => section.anchor)).toEqual(["getP"]);
  });

  it("resolves references from a relative $self, itself resolved against the file", async () => {
    const main = { ...doc32(response("product.json")), $self: "v2/openapi.json" };
    const loaded = await load("relative", main, { "specs/v2/product.json": product });
    expect(JSON.stringify(loaded)).toContain('"id":{"type":"string"}');
  });

  it("keeps a reference the base takes elsewhere remote, or outside the folder, and refuses it", async () => {
    const remote = { ...doc32(response("../other/product.json")), $self: "https://api.catalog.test/specs/openapi.json" };
    await expect(load("remote", remote, { "other/product.json": product })).rejects.toThrow(/refers to https:\/\/api\.catalog\.test\/other\/product\.json, a remote URL: remote references are off/);
    const outside = { ...doc32(response("product.json")), $self: "../../openapi.json" };
    await expect(load("outside", outside, { "product.json": product })).rejects.toThrow(/a file outside .*: a description's references may read only files inside its folder/);
  });

  it("names $self when it is not a URI reference, and leaves a 3.1 document's $self alone", async () => {
    await expect(load("broken", { ...doc32(response("product.json")), $self: 42 }, { "specs/product.json": product })).rejects.toThrow(/#\/\$self: expected the document's URI/);
    const loaded = await load("v31", { ...doc31(response("product.json")), $self: "https://elsewhere.test/x/openapi.json" }, { "specs/product.json": product });
    expect(JSON.stringify(loaded)).toContain('"id":{"type":"string"}');
  });
});
