/**
 * Every bad declaration has a clear error: one table of bad inputs, each declared in a real page
 * module and built by the command, each asserting the exact message. The shape is
 *   <page file>: <Component>[ row N ("label")][, key "k"]: <what was expected>, got <what was given>
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../src/cli.ts";

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-errors-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A page whose sections() returns `sections` (TypeScript source, with refkit's names in scope). */
const page = (sections: string, before = "") => `import { Endpoint, ErrorTable, FieldTable, JsonResponse, Markdown, Page, RequestExample, Section, Table, code, md } from "refkit";
${before}
export default class Broken extends Page {
  title = "Broken";
  sections() {
    return [${sections}];
  }
}
`;

const cases: { name: string; source: string; message: string; config?: string }[] = [
  // Endpoint
  { name: "Endpoint without a method", source: `Endpoint(undefined as never, "/x")`, message: 'Endpoint, key "method": expected an HTTP verb such as "get" or "POST", got nothing' },
  { name: "Endpoint with an empty method", source: `Endpoint("  ", "/x")`, message: 'Endpoint, key "method": expected an HTTP verb such as "get" or "POST", got "  "' },
  { name: "Endpoint with a numeric path", source: `Endpoint("get", 5 as never)`, message: 'Endpoint, key "path": expected a path string, got 5' },
  // FieldTable
  { name: "FieldTable that is not an array", source: `FieldTable("email" as never)`, message: 'FieldTable: expected an array of rows, got "email"' },
  { name: "field that is not an object", source: `FieldTable([null as never])`, message: "FieldTable row 1: expected an object with keys name, type, required, description, deprecated, children, variants, model, got null" },
  { name: "field without a name", source: `FieldTable([{ type: "string", description: "x" } as never])`, message: 'FieldTable row 1, key "name": missing; expected a non-empty string' },
  { name: "field without a type", source: `FieldTable([{ name: "a", type: "string", description: "x" }, { name: "email", description: "x" } as never])`, message: 'FieldTable row 2 ("email"), key "type": missing; expected a type label string such as "string"' },
  { name: "field with a non-boolean required", source: `FieldTable([{ name: "email", type: "string", required: "yes" as never, description: "x" }])`, message: 'FieldTable row 1 ("email"), key "required": expected true or false, got "yes"' },
  { name: "field without a description", source: `FieldTable([{ name: "email", type: "string" } as never])`, message: 'FieldTable row 1 ("email"), key "description": missing; expected a string, code("…") / ["code", "…"], md("…") / ["md", "…"], or commonmark("…")' },
  { name: "field with an unknown cell tag", source: `FieldTable([{ name: "a", type: "t", description: ["html", "<b>"] as never }])`, message: 'FieldTable row 1 ("a"), key "description": expected a string, code("…") / ["code", "…"], md("…") / ["md", "…"], or commonmark("…"), got an array' },
  { name: "field with a misspelt key", source: `FieldTable([{ name: "a", type: "t", descripton: "x" } as never])`, message: 'FieldTable row 1 ("a"), key "descripton": unknown key; expected one of name, type, required, description, deprecated, children, variants, model' },
  { name: "field with non-array children", source: `FieldTable([{ name: "a", type: "object", description: "x", children: {} as never }])`, message: 'FieldTable row 1 ("a"), key "children": expected an array of fields, got an object' },
  { name: "bad nested field", source: `FieldTable([{ name: "address", type: "object", description: "x", children: [{ name: "city", description: "x" } as never] }])`, message: 'FieldTable row 1 ("address") children row 1 ("city"), key "type": missing; expected a type label string such as "string"' },
  { name: "field with a non-boolean deprecated", source: `FieldTable([{ name: "a", type: "t", description: "x", deprecated: 1 as never }])`, message: 'FieldTable row 1 ("a"), key "deprecated": expected true or false, got 1' },
  // ErrorTable
  { name: "error with a numeric status", source: `ErrorTable([{ scenario: "Not found", status: 404 as never, type: "not_found" }])`, message: 'ErrorTable row 1 ("Not found"), key "status": expected a 3-digit HTTP status code as a string, such as "404", got 404' },
  { name: "error with a status that is not a code", source: `ErrorTable([{ scenario: "Teapot", status: "999", type: "x" }])`, message: 'ErrorTable row 1 ("Teapot"), key "status": expected a 3-digit HTTP status code as a string, such as "404", got "999"' },
  { name: "error without a type", source: `ErrorTable([{ scenario: "X", status: "400" } as never])`, message: 'ErrorTable row 1 ("X"), key "type": missing; expected a non-empty string' },
  { name: "error without a scenario", source: `ErrorTable([{ status: "400", type: "t" } as never])`, message: 'ErrorTable row 1, key "scenario": missing; expected a non-empty string' },
  { name: "error with a numeric param", source: `ErrorTable([{ scenario: "X", status: "400", type: "t", param: 7 as never }])`, message: 'ErrorTable row 1 ("X"), key "param": expected a non-empty string, got 7' },
  { name: "error with an empty param", source: `ErrorTable([{ scenario: "X", status: "400", type: "t", param: "" }])`, message: 'ErrorTable row 1 ("X"), key "param": expected a non-empty string, got ""' },
  // Table
  { name: "table without columns", source: `Table({ columns: [], rows: [] })`, message: 'Table, key "columns": expected a non-empty array of header texts, got an array' },
  { name: "table row of the wrong width", source: `Table({ columns: ["A", "B"], rows: [["x"]] })`, message: "Table row 1: expected an array of 2 cells (one per column), got 1 cells" },
  { name: "table cell outside the convention", source: `Table({ columns: ["A"], rows: [[42 as never]] })`, message: 'Table row 1, key "A": expected a string, code("…") / ["code", "…"], md("…") / ["md", "…"], or commonmark("…"), got 42' },
  // RequestExample
  { name: "request without a method", source: `RequestExample({ path: "/x" } as never)`, message: 'RequestExample, key "method": expected an HTTP verb such as "get" or "POST", got nothing' },
  { name: "request without a path", source: `RequestExample({ method: "get" } as never)`, message: 'RequestExample, key "path": expected a path starting with "/", got nothing' },
  { name: "path without a leading slash", source: `RequestExample({ method: "get", path: "v1/customers" })`, message: 'RequestExample, key "path": expected a path starting with "/", got "v1/customers"' },
  { name: "path with whitespace", source: `RequestExample({ method: "get", path: "/v1/a b" })`, message: 'RequestExample, key "path": expected a path without whitespace or control characters, got "/v1/a b"' },
  { name: "path with a dot-dot segment", source: `RequestExample({ method: "get", path: "/v1/../admin" })`, message: 'RequestExample, key "path": expected a path without "." or ".." segments, got "/v1/../admin"' },
  { name: "path with a query", source: `RequestExample({ method: "get", path: "/x?limit=3" })`, message: 'RequestExample, key "path": expected a path without "?" or "#" (put parameters in the query option), got "/x?limit=3"' },
  { name: "body with a function", source: `RequestExample({ method: "post", path: "/x", body: { a: { f: () => 1 } } })`, message: 'RequestExample, key "body.a.f": expected a JSON value, got a function' },
  { name: "circular body", source: `RequestExample({ method: "post", path: "/x", body: cyclic })`, message: 'RequestExample, key "body.self": expected a JSON value, got a circular reference' },
  { name: "body with a BigInt", source: `RequestExample({ method: "post", path: "/x", body: { n: 10n } })`, message: 'RequestExample, key "body.n": expected a JSON value, got a BigInt (10n)' },
  { name: "body with Infinity", source: `RequestExample({ method: "post", path: "/x", body: [Infinity] })`, message: 'RequestExample, key "body[0]": expected a JSON value, got Infinity (JSON has no NaN or Infinity)' },
  { name: "body with a Date", source: `RequestExample({ method: "post", path: "/x", body: { at: new Date(0) } })`, message: 'RequestExample, key "body.at": expected a JSON value (plain object, array, string, number, boolean or null), got an instance of Date' },
  { name: "string body with NUL", source: `RequestExample({ method: "post", path: "/x", body: "a\\u0000b" })`, message: 'RequestExample, key "body": expected a string body without NUL characters (a shell argument cannot carry them)' },
  { name: "query that is a string", source: `RequestExample({ method: "get", path: "/x", query: "limit=3" as never })`, message: 'RequestExample, key "query": expected an object of parameters, got "limit=3"' },
  { name: "header name with a space", source: `RequestExample({ method: "get", path: "/x", headers: { "X Bad": "1" } })`, message: `RequestExample, key "headers[\\"X Bad\\"]": expected a header name made of letters, digits and !#$%&'*+-.^_\`|~ (no spaces, colons or line breaks), got "X Bad"` },
  { name: "header value with CR LF", source: `RequestExample({ method: "get", path: "/x", headers: { "X-A": "1\\r\\nX-Evil: 2" } })`, message: 'RequestExample, key "headers[\\"X-A\\"]": expected a header value without CR or LF (line breaks would inject headers)' },
  { name: "header value with NUL", source: `RequestExample({ method: "get", path: "/x", headers: { "X-A": "1\\u00002" } })`, message: 'RequestExample, key "headers[\\"X-A\\"]": expected a header value without NUL characters' },
  { name: "non-ASCII header value", source: `RequestExample({ method: "get", path: "/x", headers: { "X-Name": "José" } })`, message: 'RequestExample, key "headers[\\"X-Name\\"]": expected an ASCII header value (encode other characters, for example with encodeURIComponent)' },
  { name: "a Host header", source: `RequestExample({ method: "get", path: "/x", headers: { Host: "evil.example" } })`, message: `RequestExample, key "headers.Host": expected a header the clients let you set, got "Host" (each HTTP client writes it itself, or refuses it)` },
  { name: "clients that are not an array", source: `RequestExample({ method: "get", path: "/x", clients: "curl" as never })`, message: 'RequestExample, key "clients": expected an array of client tokens such as ["curl", "python"], got "curl"' },
  { name: "a TRACE request", source: `RequestExample({ method: "trace", path: "/x" })`, message: 'RequestExample, key "method": expected a verb that clients can send, got "TRACE" (fetch refuses it)' },
  // JsonResponse, Markdown, Section
  { name: "response with a function", source: `JsonResponse({ f: () => 1 })`, message: 'JsonResponse, key "value.f": expected a JSON value, got a function' },
  { name: "response that is a Map", source: `JsonResponse(new Map())`, message: 'JsonResponse, key "value": expected a JSON value (plain object, array, string, number, boolean or null), got an instance of Map' },
  { name: "Markdown that is not text", source: `Markdown(5 as never)`, message: "Markdown: expected Markdown text, got 5" },
  { name: "section without a title", source: `Section("", {})`, message: 'Section, key "title": expected a non-empty string, got ""' },
  { name: "section given a component instead of options", source: `Section("A", Endpoint("get", "/x") as never)`, message: 'Section "A", key "options": expected { description } as the second argument, got a component' },
  { name: "section child that is not a component", source: `Section("A", {}, "text" as never)`, message: 'Section "A", key "child 1": expected a component, got "text"' },
  { name: "section with a bad id", source: `Section("A", { id: "1 bad" })`, message: 'Section "A", key "id": expected letters, digits, "-" or "_", starting with a letter, got "1 bad"' },
  { name: "sections() returning text", source: `"oops" as never`, message: 'Broken, key "sections()[0]": expected a component such as Section(…), got "oops"' },
  // Configuration (in refkit.config.ts)
  { name: "relative base URL", source: ``, config: `config.apiBaseUrl = "/v1";`, message: 'Config, key "apiBaseUrl": expected an absolute http or https URL such as "https://api.example.com", got "/v1"' },
  { name: "auth line without a colon", source: ``, config: `config.apiAuthHeader = "Bearer abc";`, message: 'Config, key "apiAuthHeader": expected one header line "<Header-Name>: <value>", got "Bearer abc" (no colon)' },
  { name: "client without a template", source: ``, config: `config.apiClients = { go: { label: "Go", lexer: "go" } as never };`, message: 'Config.apiClients["go"], key "template": expected a function (request) => string, got nothing' },
];

describe("every bad declaration has a clear error naming the file, the component, the row or key, and what was expected", () => {
  it("covers at least 40 bad inputs", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)("$name", async ({ name, source, message, config }) => {
    const root = join(work, name.replace(/[^a-z0-9]+/gi, "-"));
    await mkdir(join(root, "pages"), { recursive: true });
    await writeFile(join(root, "package.json"), '{ "type": "module" }\n');
    const before = name === "circular body" ? "const cyclic: Record<string, unknown> = { a: 1 };\ncyclic.self = cyclic;" : "";
    await writeFile(join(root, "pages", "broken.ts"), page(source || `Section("Fine", {})`, before));
    const configFile = join(root, "refkit.config.ts");
    if (config) await writeFile(configFile, `import { configure } from "refkit";\nconfigure((config) => {\n  ${config}\n});\n`);
    const err: string[] = [];
    const code = await run(["build"], { stdout: () => {}, stderr: (line) => err.push(line), cwd: root, env: {} });
    expect(code).toBe(1);
    const file = config ? configFile : join(root, "pages", "broken.ts");
    expect(err.join("\n")).toBe(`refkit: build failed, the previous site is untouched.\n${file}: ${message}`);
  });
});
