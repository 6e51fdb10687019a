import { Operation, Page, code, md } from "refkit";

const authenticationError = { scenario: "Missing or invalid API key", status: "401", type: "authentication_error" };
const notFound = { scenario: "No customer with this id", status: "404", type: "not_found_error", param: "id" };
const idField = { name: "id", type: "string", required: true, description: md("The customer's identifier, in the path.") };

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
      Operation({
        method: "post",
        path: "/v1/customers",
        title: "Create a customer",
        fields: [
          { name: "email", type: "string", required: true, description: "The customer's email address." },
          { name: "name", type: "string", description: "The customer's full name." },
          { name: "metadata", type: "object", description: md("Key/value pairs for your own use; up to **50** pairs.") },
        ],
        errors: [authenticationError, { scenario: "Email already registered", status: "422", type: "validation_error", param: "email" }],
        request: { body: { email: "jenny.rosen@example.com", name: "Jenny Rosen", metadata: { order_id: "6735" } } },
        response: customer,
      }),
      Operation({
        method: "get",
        path: "/v1/customers",
        title: "List customers",
        fields: [
          { name: "limit", type: "integer", description: "How many customers to return, from 1 to 100. Default 10." },
          { name: "email", type: "string", description: "Only customers with this exact email address." },
          { name: "starting_after", type: "string", description: code("cus_…") },
        ],
        errors: [authenticationError],
        request: { query: { limit: 3, email: "jenny.rosen@example.com" } },
        response: { object: "list", url: "/v1/customers", has_more: false, data: [customer] },
      }),
      Operation({
        method: "patch",
        path: "/v1/customers/:id",
        title: "Update a customer",
        fields: [
          idField,
          { name: "email", type: "string", description: "A new email address." },
          { name: "name", type: "string", description: "A new full name." },
          { name: "metadata", type: "object", description: md("Pairs to merge into the existing metadata; set a key to `null` to remove it.") },
        ],
        errors: [authenticationError, notFound, { scenario: "Email already registered", status: "422", type: "validation_error", param: "email" }],
        request: { params: { id: "cus_NffrFeUfNV2Hib" }, body: { name: "Jenny R. Rosen", metadata: { order_id: null } } },
        response: { ...customer, name: "Jenny R. Rosen", metadata: {} },
      }),
      Operation({
        method: "delete",
        path: "/v1/customers/:id",
        title: "Delete a customer",
        fields: [idField],
        errors: [authenticationError, notFound],
        request: { params: { id: "cus_NffrFeUfNV2Hib" } },
        response: { id: "cus_NffrFeUfNV2Hib", object: "customer", deleted: true },
      }),
    ];
  }
}
