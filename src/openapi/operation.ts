/**
 * One operation as one section: the summary as its title, the Endpoint, then its description,
 * fields, errors, request example and response — what an author would write by hand.
 */
import { plainText } from "../render/commonmark.ts";
import type { Settings } from "../config/settings.ts";
import { RefkitError } from "../errors.ts";
import { checkHeaderName, checkHeaderValue } from "../headers.ts";
import { Endpoint } from "../components/endpoint.ts";
import { ErrorTable } from "../components/error-table.ts";
import { FieldTable, type Field } from "../components/field-table.ts";
import { JsonResponse } from "../components/json-response.ts";
import { Markdown } from "../components/markdown.ts";
import type { Node } from "../components/node.ts";
import { RequestExample } from "../components/request-example.ts";
import { ResponseFields } from "../components/response-fields.ts";
import { Section, type SectionNode } from "../components/section.ts";
import { policyWarning } from "../components/try-it.ts";
import { defineOwn } from "../values.ts";
import { codeSamplesOf, type CodeSamples } from "./code-samples.ts";
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { serverUrl } from "./servers.ts";
import { checkBaseUrl } from "../config/base-url.ts";
import { childPointer as child } from "./error.ts";
import { requestBody } from "./body.ts";
import { isUploadType } from "./upload.ts";
import type { FileBodyOptions, MultipartOptions } from "../body.ts";
import { fillPath, headerText, isDotSegment, operationParameters, parameterField, parameterValue, queryEntries, type Parameter } from "./parameters.ts";
import { errorRows, responseTables, successExample } from "./responses.ts";
import type { Schemas } from "./schema.ts";
import type { Security } from "./security.ts";
import { codeSpan, jsonSafe } from "./text.ts";

/** One operation of the document, where it is. */
export interface Operation {
  /** Under `paths` (a request the reader sends), `webhooks` or an operation's `callbacks` (requests the API sends). */
  readonly kind: "path" | "webhook" | "callback";
  readonly method: string;
  /** The path; a webhook's name; a callback's runtime expression. */
  readonly path: string;
  /** A callback's name (the key under `callbacks`). */
  readonly name?: string;
  readonly operation: JsonObject;
  readonly pointer: string;
  readonly pathItem: { readonly value: JsonObject; readonly pointer: string };
}

/** What building a section needs from the whole import. */
export interface OperationContext {
  readonly doc: OpenApiDocument;
  readonly schemas: Schemas;
  /** The settings the pages render with: the user's, with the document's defaults where they set nothing. */
  readonly settings: Settings;
  readonly security: Security;
  readonly samples: CodeSamples;
  warn(message: string): void;
}

// Headers a request example never declares: Content-Type follows the body, and the auth line
// comes from the security schemes.
const managedHeaders = new Set(["content-type", "authorization"]);

/**
 * The section's anchor from an operationId: letters, digits, `-` and `_`, starting with a letter.
 * @example operationAnchor("repos/get-content") // "repos-get-content"
 */
export function operationAnchor(operationId: unknown): string | undefined {
  if (typeof operationId !== "string") return undefined;
  const anchor = operationId.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^[-_]+|-+$/g, "");
  if (anchor === "") return undefined;
  return /^[A-Za-z]/.test(anchor) ? anchor : `op-${anchor}`;
}

/** The section title: the summary, else the operationId, else `METHOD /path`. */
export function operationTitle({ operation, method, path }: Operation): string {
  for (const text of [operation.summary, operation.operationId]) {
    if (typeof text === "string" && plainText(text).trim() !== "") return plainText(text).trim();
  }
  return `${method.toUpperCase()} ${path}`;
}

/** Runs `make`; a declaration refkit refuses is left out with a warning instead of failing the import. */
function attempt<T>(context: OperationContext, pointer: string, what: string, make: () => T): T | undefined {
  try {
    return make();
  } catch (error) {
    if (!(error instanceof RefkitError)) throw error;
    context.warn(`${pointer}: left out the ${what}: ${error.message}`);
    return undefined;
  }
}

function exampleHeaders(context: OperationContext, parameters: readonly Parameter[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const auth = context.settings.authHeader?.name.toLowerCase();
  for (const parameter of parameters) {
    if (parameter.in !== "header" || !parameter.required) continue;
    const lower = parameter.name.toLowerCase();
    if (managedHeaders.has(lower) || lower === auth) continue;
    const where = { component: "OpenAPI", key: parameter.name };
    try {
      defineOwn(headers, checkHeaderName(parameter.name, where), checkHeaderValue(headerText(parameter, parameterValue(context.schemas, parameter)), where));
    } catch (error) {
      if (!(error instanceof RefkitError)) throw error;
      // A header no snippet can send as declared is left out of the example; the table still lists it.
    }
  }
  return headers;
}

interface RequestPlan {
  readonly path: string;
  readonly query: Record<string, unknown>;
  readonly headers: Record<string, string>;
  readonly body?: unknown;
  readonly form?: JsonObject;
  readonly multipart?: MultipartOptions;
  readonly bodyFile?: FileBodyOptions;
  readonly auth: boolean;
  readonly baseUrl?: string;
}

/** The operation's own server, or its path's (`servers` on either), when it has one. */
function operationServer(op: Operation, context: OperationContext): string | undefined {
  for (const [owner, pointer] of [[op.operation, op.pointer], [op.pathItem.value, op.pathItem.pointer]] as const) {
    if (!Array.isArray(owner.servers) || owner.servers.length === 0 || !isObject(owner.servers[0])) continue;
    const url = serverUrl(owner.servers[0], context.warn, child(child(pointer, "servers"), 0));
    if (url === undefined) return undefined;
    try {
      const base = checkBaseUrl(url, { component: "OpenAPI", key: "servers" });
      const warning = policyWarning(context.settings, `${child(child(pointer, "servers"), 0)}/url`, base);
      if (warning !== undefined) context.warn(warning);
      return base;
    } catch (error) {
      if (!(error instanceof RefkitError)) throw error;
      context.warn(`${child(child(pointer, "servers"), 0)}/url: not used for the examples: ${error.problem}`);
      return undefined;
    }
  }
  return undefined;
}

function requestPlan(context: OperationContext, op: Operation, parameters: readonly Parameter[], body: ReturnType<typeof requestBody>): RequestPlan | undefined {
  const pathValues = new Map<string, { parameter: Parameter; value: unknown }>();
  const query: Record<string, unknown> = {};
  for (const parameter of parameters) {
    if (parameter.in === "path") pathValues.set(parameter.name, { parameter, value: parameterValue(context.schemas, parameter) });
    if (parameter.in === "query" && parameter.required) {
      for (const [name, value] of queryEntries(parameter, parameterValue(context.schemas, parameter))) defineOwn(query, name, value);
    }
  }
  const path = fillPath(op.path, pathValues);
  if (path.split("/").some(isDotSegment)) {
    context.warn(`${op.pointer}: left out the request example: its path has a "." or ".." segment, which URLs resolve away`);
    return undefined;
  }
  const auth = context.security.forOperation(op.operation);
  for (const [name, value] of Object.entries(auth.query)) defineOwn(query, name, value);
  const headers = { ...exampleHeaders(context, parameters), ...auth.headers };
  if (body.contentType !== undefined) headers["Content-Type"] = body.contentType;
  const baseUrl = operationServer(op, context);
  const payload = body.form ? { form: body.form } : body.multipart ? { multipart: body.multipart } : body.bodyFile ? { bodyFile: body.bodyFile } : { body: body.body };
  return { path, query, headers, ...payload, auth: auth.auth, ...(baseUrl === undefined ? {} : { baseUrl }) };
}

/**
 * The section of one operation.
 * @example operationSection({ method: "get", path: "/users/{id}", operation, pointer, pathItem }, context)
 */
export function operationSection(op: Operation, context: OperationContext): SectionNode {
  const { doc, schemas } = context;
  const { operation, pointer } = op;
  const children: (Node | undefined)[] = [];

  const prose = [operation.deprecated === true ? "**Deprecated.**" : "", typeof operation.description === "string" ? operation.description.trim() : ""].filter(Boolean).join(" ");
  if (prose !== "") children.push(Markdown(prose, { html: true }));
  const accepts = context.security.describe(operation);
  if (accepts !== undefined) children.push(Markdown(accepts));

  const parameters = operationParameters(doc, schemas, op.pathItem, { value: operation, pointer });
  const body = requestBody(doc, schemas, operation.requestBody, child(pointer, "requestBody"));
  const fields: Field[] = [...parameters.map((p) => parameterField(schemas, p)), ...body.fields];
  if (fields.length > 0 || body.variants) children.push(attempt(context, pointer, "field table", () => FieldTable(fields, body.variants ? { variants: body.variants } : {})));

  const responses = responseTables(doc, schemas, operation.responses, child(pointer, "responses"));
  if (responses.main) children.push(attempt(context, pointer, "response fields", () => ResponseFields(responses.main!)));

  const errors = errorRows(doc, schemas, operation.responses, child(pointer, "responses"));
  if (errors.length > 0) children.push(attempt(context, pointer, "error table", () => ErrorTable(errors)));
  for (const other of responses.others) children.push(attempt(context, pointer, `${other.status} response fields`, () => ResponseFields(other)));

  const plan = requestPlan(context, op, parameters, body);
  if (plan && body.omitted) {
    const kind = isUploadType(body.omitted) ? "an upload" : "a body";
    children.push(Markdown(`The request body is ${kind} of type ${codeSpan(body.omitted)}: the examples leave it out.`));
  }
  if (plan) {
    const samples = codeSamplesOf(operation);
    const key = `${op.method.toUpperCase()} ${plan.path}`;
    const sampleTokens = samples.length > 0 ? context.samples.add(samples, key, pointer) : [];
    const clients = context.samples.any ? [...context.samples.baseTokens(), ...sampleTokens] : undefined;
    children.push(
      attempt(context, pointer, "request example", () =>
        RequestExample({ method: op.method, path: plan.path, query: plan.query, headers: plan.headers, body: plan.body, form: plan.form, multipart: plan.multipart, bodyFile: plan.bodyFile, ...(plan.auth ? {} : { auth: false }), ...(plan.baseUrl ? { baseUrl: plan.baseUrl } : {}), ...(clients ? { clients } : {}) }),
      ),
    );
  }

  const response = successExample(doc, schemas, operation.responses, child(pointer, "responses"));
  if (response) children.push(attempt(context, pointer, "response", () => JsonResponse(jsonSafe(response.value))));

  const id = operationAnchor(operation.operationId);
  return Section(operationTitle(op), { description: Endpoint(op.method, op.path), ...(id ? { id } : {}), ...(operation.deprecated === true ? { deprecated: true } : {}) }, ...children.filter((c): c is Node => c !== undefined));
}
