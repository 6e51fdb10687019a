/**
 * One endpoint declared once: method and path, title, prose, fields, errors, the request and the
 * response, expanded into the Section an author would otherwise write from six components.
 */
import { RefkitError, describeValue } from "../errors.ts";
import type { RequestOptions } from "../request.ts";
import { isPlainObject } from "../values.ts";
import { cellExpected, cellText, isCell, renderProse, type Cell } from "./cell.ts";
import { cellMarkdown } from "../text/markdown-text.ts";
import { Endpoint, pathParam } from "./endpoint.ts";
import { ErrorTable, type ErrorRow } from "./error-table.ts";
import { FieldTable, type Field } from "./field-table.ts";
import { JsonResponse } from "./json-response.ts";
import type { Node, RenderContext, SearchText } from "./node.ts";
import { withProse } from "./prose.ts";
import { RequestExample } from "./request-example.ts";
import { Section, type SectionNode } from "./section.ts";

/** The example request of an operation: what `RequestExample` takes, less method and path. */
export interface OperationRequest {
  /** Values for the path's parameters (`:id`, `{id}`), percent-encoded into the example's path. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: RequestOptions["query"];
  readonly headers?: RequestOptions["headers"];
  readonly body?: unknown;
  readonly clients?: RequestOptions["clients"];
}

/** Everything about one endpoint. */
export interface OperationOptions {
  /** The HTTP verb, in any case. */
  readonly method: string;
  /** The documented path, with parameters as `:id` or `{id}`. */
  readonly path: string;
  /** The section's title, such as "Create a customer". */
  readonly title: string;
  /** The section's anchor; by default a slug of the title. */
  readonly id?: string;
  /** Prose under the endpoint line: a string, or `md("…")` for block Markdown. */
  readonly description?: Cell;
  /** The request fields (a `FieldTable`). */
  readonly fields?: readonly Field[];
  /** The errors (an `ErrorTable`). */
  readonly errors?: readonly ErrorRow[];
  /** The example request; every path parameter needs a value in `params`. */
  readonly request?: OperationRequest;
  /** The example response body (a `JsonResponse`); none when omitted. */
  readonly response?: unknown;
}

const known = new Set(["method", "path", "title", "id", "description", "fields", "errors", "request", "response"]);
const knownRequest = new Set(["params", "query", "headers", "body", "clients"]);

/**
 * An endpoint declared once. It expands to
 * `Section(title, { description: Endpoint(method, path), id }, <description>, FieldTable(fields),
 * ErrorTable(errors), RequestExample({ method, path with params filled, ...request }),
 * JsonResponse(response))`, each part only when given (the request example always).
 * @example
 * Operation({
 *   method: "patch",
 *   path: "/v1/customers/:id",
 *   title: "Update a customer",
 *   fields: [{ name: "name", type: "string", description: "A new full name." }],
 *   errors: [{ scenario: "No customer with this id", status: "404", type: "not_found_error" }],
 *   request: { params: { id: "cus_123" }, body: { name: "Jenny Rosen" } },
 *   response: { id: "cus_123", object: "customer", name: "Jenny Rosen" },
 * })
 */
export function Operation(options: OperationOptions): SectionNode {
  if (!isPlainObject(options)) throw new RefkitError({ component: "Operation" }, `expected an options object, got ${describeValue(options)}`);
  const { method, path, title, id, description, fields, errors, request = {}, response } = options;
  if (typeof title !== "string" || title.trim() === "") throw new RefkitError({ component: "Operation", key: "title" }, `expected a non-empty string, got ${describeValue(title)}`);
  const component = `Operation ${JSON.stringify(title)}`;
  const unknown = Object.keys(options).find((key) => !known.has(key));
  if (unknown !== undefined) throw new RefkitError({ component, key: unknown }, `expected one of ${[...known].join(", ")}, got an unknown option`);
  if (description !== undefined && !isCell(description)) throw new RefkitError({ component, key: "description" }, `expected ${cellExpected}, got ${describeValue(description)}`);
  if (!isPlainObject(request)) throw new RefkitError({ component, key: "request" }, `expected { params, query, headers, body, clients }, got ${describeValue(request)}`);
  const unknownRequest = Object.keys(request).find((key) => !knownRequest.has(key));
  if (unknownRequest !== undefined) throw new RefkitError({ component, key: `request.${unknownRequest}` }, `expected one of ${[...knownRequest].join(", ")}, got an unknown option`);

  const { params, ...rest } = request as OperationRequest;
  const relabel = relabelAs(component);
  const children: Node[] = [];
  if (description !== undefined) children.push(Prose(description));
  if (fields !== undefined) children.push(relabel(() => FieldTable(fields), (key) => (key === undefined ? "fields" : `fields.${key}`), "fields"));
  if (errors !== undefined) children.push(relabel(() => ErrorTable(errors), (key) => (key === undefined ? "errors" : `errors.${key}`), "errors"));
  const examplePath = relabel(() => fillPath(path, params), same);
  const example = relabel(() => RequestExample({ ...rest, method, path: examplePath }), (key) => (key === "method" || key === "path" ? key : key === undefined ? "request" : `request.${key}`));
  children.push(example);
  if (response !== undefined) children.push(relabel(() => JsonResponse(response), (key) => key?.replace(/^value/, "response") ?? "response"));
  const endpoint = relabel(() => Endpoint(method, path), same);
  return relabel(() => Section(title, { description: endpoint, ...(id === undefined ? {} : { id }) }, ...children), same);
}

/** A paragraph, or block Markdown for `md()`, under the endpoint line. */
function Prose(cell: Cell): Node {
  return withProse(Object.freeze({ kind: "prose", render: (context: RenderContext) => renderProse(cell, context, "rk-operation-description"), markdown: () => cellMarkdown(cell), search: (): SearchText => ({ prose: [cellText(cell)] }) }), cell);
}

/** The documented path with each parameter replaced by its percent-encoded value from `params`. */
function fillPath(path: string, params: OperationRequest["params"]): string {
  if (typeof path !== "string") return path;
  if (params !== undefined && !isPlainObject(params)) throw new RefkitError({ component: "", key: "request.params" }, `expected an object of path parameter values, got ${describeValue(params)}`);
  const parts = path.split(pathParam);
  const nameOf = (param: string) => (param.startsWith(":") ? param.slice(1) : param.slice(1, -1));
  const names = new Set(parts.filter((_, i) => i % 2 === 1).map(nameOf));
  for (const name of Object.keys(params ?? {})) {
    if (!names.has(name)) throw new RefkitError({ component: "", key: `request.params.${name}` }, `expected a parameter of the path ${JSON.stringify(path)}, got one the path does not have`);
  }
  return parts
    .map((part, i) => {
      if (i % 2 === 0) return part;
      const value = params?.[nameOf(part)];
      const valid = (typeof value === "string" && value !== "") || (typeof value === "number" && Number.isFinite(value));
      if (!valid) throw new RefkitError({ component: "", key: `request.params.${nameOf(part)}` }, `expected a non-empty string or a number for the path parameter ${part}, got ${describeValue(value)}`);
      return encodeURIComponent(String(value));
    })
    .join("");
}

const same = (key: string | undefined) => key;

/**
 * Runs a part's constructor and restates its errors as the operation's: the component becomes
 * `Operation "title"`, the key the option it came from, and a table's rows keep their number
 * (`Operation "X" fields row 2 ("email"), key "required"`).
 */
function relabelAs(component: string) {
  return <T>(make: () => T, key: (key: string | undefined) => string | undefined, table?: string): T => {
    try {
      return make();
    } catch (error) {
      if (!(error instanceof RefkitError)) throw error;
      if (table !== undefined && error.row !== undefined) {
        throw new RefkitError({ component: `${component} ${table}`, row: error.row, rowLabel: error.rowLabel, key: error.key }, error.problem);
      }
      throw new RefkitError({ component, key: key(error.key) }, error.problem);
    }
  };
}
