/**
 * Imported request examples run: the four default clients' snippets of the fixtures'
 * operations, saved and run with the real interpreters against a local server, send exactly
 * the request each section declares (the execution suite's pattern, test/snippets/). OpenAPI
 * 3.2's own requests (QUERY, a custom method, a query string read as one value, a serialized
 * CSV body, a request stream, a response stream read as it arrives, cookies) run through every shipped
 * client; one that cannot send a method says so. (test/snippets/stream.test.ts proves that a
 * stream's snippets print it as it arrives.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadOpenApi, type OpenApiImport } from "../../src/index.ts";
import { expectExactRequest } from "../support/execute.ts";
import type { Declaration } from "../support/expected-request.ts";
import { Prefetch } from "../support/prefetch.ts";
import { startServer, type RecordingServer } from "../support/server.ts";
import { clientTokens, defaultTabTokens, requireTool, skipClient, type ClientToken } from "../support/tools.ts";
import { declarationOf, fixture, importDoc, runIdOf, sectionOf } from "./support.ts";

/** The operations run, per fixture: path and query parameters, headers, JSON, form (form fields) and text bodies, auth in a header and in the query. */
const chosen: Record<string, string[]> = {
  "shop.yaml": ["listOrders", "orders-create", "getOrder", "update-an-order", "getProduct", "set-a-product-s-category", "get-health"],
  "library.json": ["listBooks", "addBook", "getBook", "removeBook", "op-42-replace-notes"],
  "v32.yaml": ["searchProducts", "purgeProducts", "findProducts", "importProducts", "bulkProducts", "watchProducts", "getOrder"],
};

/** The fixtures whose operations run through every shipped client, not only the default tabs. */
const everyClient = new Set(["v32.yaml"]);
const tokensOf = (label: string) => (everyClient.has(label.split(" ")[0]!) ? clientTokens : defaultTabTokens);

/** The clients that refuse a request, by the rule they name: Erlang's :httpc sends no other methods. */
const refusals: Readonly<Record<string, Partial<Record<ClientToken, string>>>> = {
  "v32.yaml searchProducts": { elixir: "httpc-methods" },
  "v32.yaml purgeProducts": { elixir: "httpc-methods" },
};

const imports = new Map<string, OpenApiImport>();
for (const name of Object.keys(chosen)) imports.set(name, importDoc(await loadOpenApi(fixture(name))));

const declarations = new Map<string, Declaration>();
for (const [name, ids] of Object.entries(chosen)) {
  const imported = imports.get(name)!;
  for (const id of ids) declarations.set(`${name} ${id}`, declarationOf(sectionOf(imported.pages, id), imported.settings));
}

const runs = new Prefetch();
let server: RecordingServer;

beforeAll(async () => {
  server = await startServer();
  for (const [label, declaration] of declarations) for (const token of tokensOf(label)) runs.start(server, runIdOf(label, token), declaration, token);
});

afterAll(async () => {
  await runs.settled();
  await server?.close();
});

describe("imported snippets send exactly the declared request", () => {
  it("declares what the import made: auth lines and base path prefixes included", () => {
    expect(declarations.get("shop.yaml listOrders")).toMatchObject({ auth: "Authorization: Bearer <TOKEN>", basePath: "/v2", options: { headers: { "X-Request-Id": "req_123" } } });
    expect(declarations.get("library.json addBook")).toMatchObject({ auth: "X-Api-Key: <API_KEY>", options: { query: { api_key: "<API_KEY>" }, form: { title: "Dune", year: 1965 } } });
  });

  for (const label of declarations.keys()) {
    describe(label, () => {
      for (const token of tokensOf(label)) {
        it.skipIf(skipClient(token))(token, async () => {
          requireTool(token);
          expectExactRequest(await runs.get(runIdOf(label, token)), `${label} (${token})`, refusals[label]?.[token]);
        });
      }
    });
  }

  it("sends nothing outside the runs' base URLs", async () => {
    await runs.settled();
    expect(server.strays).toEqual([]);
  });
});
