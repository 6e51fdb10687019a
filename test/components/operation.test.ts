import { describe, expect, it } from "vitest";
import {
  Endpoint,
  ErrorTable,
  FieldTable,
  JsonResponse,
  Operation,
  RequestExample,
  Section,
  md,
  render,
  type OperationOptions,
  type RequestExampleNode,
} from "../../src/index.ts";
import { thrown } from "../support/errors.ts";
import { all, dom, one } from "../support/dom.ts";

const fields = [
  { name: "email", type: "string", required: true, description: "The customer's email address." },
  { name: "metadata", type: "object", description: md("Up to **50** pairs."), children: [{ name: "order_id", type: "string", description: "Yours." }] },
];
const errors = [{ scenario: "No customer with this id", status: "404", type: "not_found_error", param: "id" }];
const body = { email: "jenny.rosen@example.com", metadata: { order_id: "6735" } };
const response = { id: "cus_1", object: "customer" };

const full: OperationOptions = {
  method: "patch",
  path: "/v1/customers/:id",
  title: "Update a customer",
  fields,
  errors,
  request: { params: { id: "cus_1" }, query: { expand: ["sources"] }, headers: { "Idempotency-Key": "k1" }, body, clients: ["curl", "python"] },
  response,
};

function exampleOf(node: ReturnType<typeof Operation>): RequestExampleNode {
  return node.children.find((child) => child.kind === "request-example") as RequestExampleNode;
}

describe("Operation declares an endpoint once and expands to the long form", () => {
  it("renders exactly what Section + Endpoint + FieldTable + ErrorTable + RequestExample + JsonResponse render", async () => {
    const long = Section(
      "Update a customer",
      { description: Endpoint("patch", "/v1/customers/:id") },
      FieldTable(fields),
      ErrorTable(errors),
      RequestExample({ method: "patch", path: "/v1/customers/cus_1", query: { expand: ["sources"] }, headers: { "Idempotency-Key": "k1" }, body, clients: ["curl", "python"] }),
      JsonResponse(response),
    );
    expect(await render(Operation(full))).toBe(await render(long));
  });

  it("leaves out the parts it is not given; the request example is always there", async () => {
    const root = dom(await render(Operation({ method: "get", path: "/v1/ping", title: "Ping" })));
    expect(all(root, "table")).toHaveLength(0);
    expect(all(root, ".rk-response")).toHaveLength(0);
    expect(all(root, ".rk-example [role=tab]").map((tab) => tab.textContent)).toEqual(["curl", "JavaScript", "Ruby", "Python"]);
    expect(one(root, ".rk-section-description .rk-badge").textContent).toBe("GET");
  });

  it("tells navigation its title, anchor and endpoint, and honours an explicit id", () => {
    const node = Operation({ ...full, id: "update" });
    expect([node.title, node.anchor, node.endpoint?.method, node.endpoint?.path]).toEqual(["Update a customer", "update", "PATCH", "/v1/customers/:id"]);
    expect(Operation(full).anchor).toBe("update-a-customer");
  });

  it("shows a string description as a paragraph and md() as block Markdown, after the endpoint line", async () => {
    const plain = dom(await render(Operation({ method: "get", path: "/x", title: "X", description: "<b>not bold</b>" })));
    expect(one(plain, "p.rk-operation-description").textContent).toBe("<b>not bold</b>");
    const markdown = dom(await render(Operation({ method: "get", path: "/x", title: "X", description: md("One.\n\n- two\n- three") })));
    expect(all(markdown, ".rk-operation-description.rk-prose li")).toHaveLength(2);
    expect(all(markdown, ".rk-section-main > *").map((e) => e.getAttribute("class"))).toEqual(["rk-section-title", "rk-section-description", "rk-operation-description rk-prose"]);
  });
});

describe("Operation fills the example's path from params", () => {
  it.each([
    ["/v1/customers/:id", { id: "cus_1" }, "/v1/customers/cus_1"],
    ["/v1/customers/{id}/sources/{source}", { id: "cus_1", source: 7 }, "/v1/customers/cus_1/sources/7"],
    ["/v1/files/:name", { name: "a b/c?d#é" }, "/v1/files/a%20b%2Fc%3Fd%23%C3%A9"],
  ])("%s with %j sends %s", (path, params, sent) => {
    const node = Operation({ method: "get", path, title: "T", request: { params } });
    expect(exampleOf(node).request.path).toBe(sent);
    expect(node.endpoint?.path).toBe(path);
  });

  it("refuses a value that would make a dot segment, like any RequestExample path", () => {
    expect(thrown(() => Operation({ method: "get", path: "/v1/items/:id", title: "T", request: { params: { id: ".." } } })).message).toBe(
      'Operation "T", key "path": expected a path without "." or ".." segments, got "/v1/items/.."',
    );
  });
});

describe("Operation names the operation and the option in every error", () => {
  const base = { method: "post", path: "/v1/customers/:id", title: "Create", request: { params: { id: "c1" } } };
  it.each([
    ["a missing title", { ...base, title: undefined }, 'Operation, key "title": expected a non-empty string, got nothing'],
    ["an unknown option", { ...base, body: {} }, 'Operation "Create", key "body": expected one of method, path, title, id, description, fields, errors, request, response, got an unknown option'],
    ["an unknown request option", { ...base, request: { params: { id: "c1" }, path: "/x" } }, 'Operation "Create", key "request.path": expected one of params, query, headers, body, clients, got an unknown option'],
    ["a missing path parameter", { ...base, request: {} }, 'Operation "Create", key "request.params.id": expected a non-empty string or a number for the path parameter :id, got nothing'],
    ["an empty path parameter", { ...base, request: { params: { id: "" } } }, 'Operation "Create", key "request.params.id": expected a non-empty string or a number for the path parameter :id, got ""'],
    ["a parameter the path lacks", { ...base, request: { params: { id: "c1", other: "x" } } }, 'Operation "Create", key "request.params.other": expected a parameter of the path "/v1/customers/:id", got one the path does not have'],
    ["a bad field row", { ...base, fields: [{ name: "email", type: "string", required: "yes", description: "E." }] }, 'Operation "Create" fields row 1 ("email"), key "required": expected true or false, got "yes"'],
    ["fields that are not an array", { ...base, fields: "email" }, 'Operation "Create", key "fields": expected an array of rows, got "email"'],
    ["a bad error row", { ...base, errors: [{ scenario: "Gone", status: 404, type: "x" }] }, 'Operation "Create" errors row 1 ("Gone"), key "status": expected a 3-digit HTTP status code as a string, such as "404", got 404'],
    ["a bad body", { ...base, request: { params: { id: "c1" }, body: { a: () => 1 } } }, 'Operation "Create", key "request.body.a": expected a JSON value, got a function'],
    ["a bad header", { ...base, request: { params: { id: "c1" }, headers: { Host: "x" } } }, 'Operation "Create", key "request.headers.Host": expected a header the clients let you set, got "Host" (each HTTP client writes it itself, or refuses it)'],
    ["a bad response", { ...base, response: { at: new Date(0) } }, 'Operation "Create", key "response.at": expected a JSON value (plain object, array, string, number, boolean or null), got an instance of Date'],
    ["a bad method", { ...base, method: "" }, 'Operation "Create", key "method": expected an HTTP verb such as "get" or "POST", got ""'],
    ["a bad id", { ...base, id: "1st" }, 'Operation "Create", key "id": expected letters, digits, "-" or "_", starting with a letter, got "1st"'],
    ["a bad description", { ...base, description: 42 }, 'Operation "Create", key "description": expected a string, code("…") / ["code", "…"], md("…") / ["md", "…"], or commonmark("…"), got 42'],
  ])("%s", (_, options, message) => {
    expect(thrown(() => Operation(options as unknown as OperationOptions)).message).toBe(message);
  });
});
