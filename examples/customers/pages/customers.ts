import { Endpoint, ErrorTable, FieldTable, JsonResponse, Page, RequestExample, Section, code, md } from "refkit";

const authenticationError = { scenario: "Missing or invalid API key", status: "401", type: "authentication_error" };

const customer = {
  id: "cus_NffrFeUfNV2Hib",
  object: "customer",
  email: "jenny.rosen@example.com",
  name: "Jenny Rosen",
  metadata: { order_id: "6735" },
  created: 1680893993,
};

export default class Customers extends Page {
  title = "Customers";
  description = md(
    "Customer objects let you track the people who buy from you. Every request needs your API key in the `Authorization` header.",
  );

  sections() {
    return [
      Section(
        "Create a customer",
        { description: Endpoint("post", "/v1/customers") },
        FieldTable([
          { name: "email", type: "string", required: true, description: "The customer's email address." },
          { name: "name", type: "string", description: "The customer's full name." },
          { name: "metadata", type: "object", description: md("Key/value pairs for your own use; up to **50** pairs.") },
        ]),
        ErrorTable([
          authenticationError,
          { scenario: "Email already registered", status: "422", type: "validation_error", param: "email" },
        ]),
        RequestExample({
          method: "post",
          path: "/v1/customers",
          body: { email: "jenny.rosen@example.com", name: "Jenny Rosen", metadata: { order_id: "6735" } },
        }),
        JsonResponse(customer),
      ),
      Section(
        "List customers",
        { description: Endpoint("get", "/v1/customers") },
        FieldTable([
          { name: "limit", type: "integer", description: "How many customers to return, from 1 to 100. Default 10." },
          { name: "email", type: "string", description: "Only customers with this exact email address." },
          { name: "starting_after", type: "string", description: code("cus_…") },
        ]),
        ErrorTable([authenticationError]),
        RequestExample({ method: "get", path: "/v1/customers", query: { limit: 3, email: "jenny.rosen@example.com" } }),
        JsonResponse({ object: "list", url: "/v1/customers", has_more: false, data: [customer] }),
      ),
      Section(
        "Update a customer",
        { description: Endpoint("patch", "/v1/customers/:id") },
        FieldTable([
          { name: "id", type: "string", required: true, description: md("The customer's identifier, in the path.") },
          { name: "email", type: "string", description: "A new email address." },
          { name: "name", type: "string", description: "A new full name." },
          { name: "metadata", type: "object", description: md("Pairs to merge into the existing metadata; set a key to `null` to remove it.") },
        ]),
        ErrorTable([
          authenticationError,
          { scenario: "No customer with this id", status: "404", type: "not_found_error", param: "id" },
          { scenario: "Email already registered", status: "422", type: "validation_error", param: "email" },
        ]),
        RequestExample({
          method: "patch",
          path: "/v1/customers/cus_NffrFeUfNV2Hib",
          body: { name: "Jenny R. Rosen", metadata: { order_id: null } },
        }),
        JsonResponse({ ...customer, name: "Jenny R. Rosen", metadata: {} }),
      ),
      Section(
        "Delete a customer",
        { description: Endpoint("delete", "/v1/customers/:id") },
        FieldTable([{ name: "id", type: "string", required: true, description: md("The customer's identifier, in the path.") }]),
        ErrorTable([authenticationError, { scenario: "No customer with this id", status: "404", type: "not_found_error", param: "id" }]),
        RequestExample({ method: "delete", path: "/v1/customers/cus_NffrFeUfNV2Hib" }),
        JsonResponse({ id: "cus_NffrFeUfNV2Hib", object: "customer", deleted: true }),
      ),
    ];
  }
}
