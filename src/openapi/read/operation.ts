/**
 * One operation (or webhook, or callback) read from the document into a plain value: what its
 * section shows and what its example request sends, before any setting applies. No component and
 * no configuration: the diff, the Markdown output and the presentation read the same value.
 */
import type { SecurityRequirement } from "../../security-schemes.ts";
import type { FileBodyOptions, MultipartOptions } from "../../body.ts";
import { RefkitError } from "../../errors.ts";
import { checkHeaderName, checkHeaderValue } from "../../headers.ts";
import { markdownWords, plainText } from "../../text/plain-text.ts";
import { commonmark, type Cell, type ErrorRow, type Field, type ResponseFieldsOptions, type Variants } from "../../tables.ts";
import { defineOwn } from "../../values.ts";
import { checkBaseUrl } from "../../base-url.ts";
import { requestBody } from "./body.ts";
import { codeSamplesOf } from "./code-samples.ts";
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { childPointer as child } from "./error.ts";
import { isFormMediaType } from "./examples.ts";
import { cookieText, fillPath, headerText, isDotSegment, operationParameters, parameterFields, parameterValue, queryEntries, querystringEntries, type Parameter } from "./parameters.ts";
import { errorRows, responseTables, successExample, successStream } from "./responses.ts";
import type { Schemas } from "./schema.ts";
import type { ApiAuth, Security } from "./security.ts";

export type { ApiAuth } from "./security.ts";
import { serverUrl } from "./servers.ts";
import { isNavTag, type TagInfo } from "./tags.ts";
import { jsonSafe } from "./text.ts";

/** One operation of the document, where it is: what the reader starts from. */
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

/** What reading an operation needs from the whole document. */
export interface ReadContext {
  readonly doc: OpenApiDocument;
  readonly schemas: Schemas;
  readonly security: Security;
  /** The sections' titles, made distinct within their tag (see `sectionTitles`), by pointer. */
  readonly titles?: ReadonlyMap<string, string>;
  /** What the `tags` array says of each tag (its display name and, in 3.2, its kind). */
  readonly tags?: ReadonlyMap<string, TagInfo>;
  warn(message: string): void;
}

/** The example request an operation's snippets send, as the document gives it (the settings add the base URL and the auth line). */
export interface ApiExampleRequest {
  /** The path with its parameters' example values. */
  readonly path: string;
  /** The required query parameters' values. */
  readonly query: Readonly<Record<string, unknown>>;
  /** The required header parameters that every client can send, in order (Content-Type and Authorization excepted), then the required cookie parameters in one `Cookie` header. */
  readonly headers: readonly (readonly [string, string])[];
  /** The body's media type, when the example sends a body. */
  readonly contentType: string | undefined;
  readonly body?: unknown;
  readonly form?: JsonObject | undefined;
  readonly multipart?: MultipartOptions | undefined;
  readonly bodyFile?: FileBodyOptions | undefined;
  /** The operation's (or its path's) own first server, as a base URL, and where it is declared. */
  readonly server?: { readonly url: string; readonly pointer: string };
}

/** A parameter of an operation (its own or its path's), as declared. */
export interface ApiParameter {
  readonly name: string;
  readonly in: "path" | "query" | "querystring" | "header" | "cookie";
  readonly required: boolean;
  readonly deprecated: boolean;
  /** Its type label, as its row shows it (`string`, `array of integer`…). */
  readonly type: string;
  /** Where it is declared (after following a `$ref`). */
  readonly pointer: string;
  /** Where its schema is. */
  readonly schema: string;
}

/** An `x-codeSamples` entry. */
export interface ApiCodeSample {
  readonly lang: string;
  readonly label: string;
  readonly source: string;
}

/** One operation, webhook or callback as a plain value. Every part read from the document is here; nothing depends on settings. */
export interface ApiOperation {
  readonly kind: Operation["kind"];
  /** The method as the document writes it (lower case). */
  readonly method: string;
  /** The path template; a webhook's name; a callback's runtime expression. */
  readonly path: string;
  /** A callback's name. */
  readonly name?: string | undefined;
  /** Where the operation is: `#/paths/~1users/get`. */
  readonly pointer: string;
  readonly operationId: string | undefined;
  /** The section's anchor, from the operationId (events: else from their kind, name and method). */
  readonly anchor: string | undefined;
  /**
   * The summary as plain text, else the operationId, else `METHOD /path` (events: their name),
   * made distinct from the other operations of its first tag when the context says so (see `sectionTitles`).
   */
  readonly title: string;
  /** The tags, as written (the first that groups operations names the operation's page). */
  readonly tags: readonly string[];
  /** The display names of its tags of a kind other than `nav` (OpenAPI 3.2: `badge`, `audience`…), which label it instead of grouping it. */
  readonly labels: readonly string[];
  readonly deprecated: boolean;
  /** The description, CommonMark as written (trimmed), or `undefined`. */
  readonly description: string | undefined;
  /** The "Authentication" sentence (Markdown), or `undefined` when the document says nothing. */
  readonly accepts: string | undefined;
  readonly auth: ApiAuth;
  /** What it accepts (its `security`, else the document's), for the request console; `undefined` when neither says. */
  readonly security?: readonly SecurityRequirement[];
  /** Its parameters (the path item's first, as the operation overrides them), in order. */
  readonly parameters: readonly ApiParameter[];
  /** Where its request body is declared, when it has one. */
  readonly requestBody: string | undefined;
  /** The request's fields: its parameters, then its body's. */
  readonly fields: readonly Field[];
  /** The shapes the whole body can take (`oneOf`). */
  readonly variants: Variants<Field> | undefined;
  /** The responses with fields: the main success one, and the others. */
  readonly responses: { readonly main: ResponseFieldsOptions | undefined; readonly others: readonly ResponseFieldsOptions[] };
  readonly errors: readonly ErrorRow[];
  /** The example request; `undefined` when there is none (a path that URLs would resolve away). */
  readonly request: ApiExampleRequest | undefined;
  /** The media type of a body the examples leave out (an upload, a type refkit cannot send). */
  readonly omittedBody: string | undefined;
  readonly codeSamples: readonly ApiCodeSample[];
  /** The main success response's example value. */
  readonly response: unknown;
  /** The main success response's example when it is a stream (OpenAPI 3.2) and not JSON: its media type and a few items framed. */
  readonly responseStream?: { readonly mediaType: string; readonly text: string } | undefined;
  /** A webhook's event, which groups it with its kind (see `webhookEvent`). */
  readonly event?: string;
  /** Webhooks and callbacks: the statuses the receiver may answer, each with its meaning. */
  readonly answers?: readonly (readonly [status: string, meaning: Cell | null])[];
  /** Webhooks and callbacks: the payload the API sends. */
  readonly payload?: unknown;
}

// Headers a request example never declares: Content-Type follows the body, and the auth line
// comes from the security schemes.
export const managedHeaders: ReadonlySet<string> = new Set(["content-type", "authorization"]);

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

/**
 * The anchor an operation's section declares: its operationId's (see `operationAnchor`); a webhook's
 * or callback's without one, made from its kind, name and method. `undefined` for a path operation
 * without an operationId: its section takes its title's slug. The one rule of a section's anchor,
 * which the model, the pages and the links between versions read.
 * @example sectionAnchor({ kind: "webhook", method: "post", path: "ping", operation: {}, … }) // "webhook-ping-post"
 */
export function sectionAnchor(op: Operation): string | undefined {
  const own = operationAnchor(op.operation.operationId);
  if (own !== undefined || op.kind === "path") return own;
  return operationAnchor(`${op.kind}-${op.kind === "callback" ? op.name : op.path}-${op.method}`);
}

/** The longest summary that is read as a title; a longer one is prose. */
export const maxTitleLength = 120;

/**
 * The summary as a title, when it reads as one: plain text (Markdown and HTML stripped), one line, one
 * sentence, at most `maxTitleLength` characters. A paragraph used as a summary (several sentences,
 * links, line breaks) is not a title: it joins the description instead.
 */
export function summaryTitle(summary: unknown): string | undefined {
  if (typeof summary !== "string") return undefined;
  const plain = markdownWords(summary);
  if (plain === "" || plain.length > maxTitleLength || /[\r\n]/.test(summary.trim()) || /[.!?:]\s+\p{Lu}/u.test(plain)) return undefined;
  return plain;
}

/**
 * A name as words: `pull-request/opened`, `pull_request_opened` and `pullRequestOpened` all read
 * "Pull request opened".
 * @example humanName("workflow_run") // "Workflow run"
 */
export function humanName(name: string): string {
  const words = name.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2").split(/[^\p{L}\p{N}]+/u).filter(Boolean).map((word) => word.toLowerCase());
  const text = words.join(" ");
  return text === "" ? name : text[0]!.toUpperCase() + text.slice(1);
}

/** The section title: the summary when it reads as a title, else the operationId, else `METHOD /path`. */
export function operationTitle({ operation, method, path }: Operation): string {
  const summary = summaryTitle(operation.summary);
  if (summary !== undefined) return summary;
  if (typeof operation.operationId === "string" && plainText(operation.operationId).trim() !== "") return plainText(operation.operationId).trim();
  return `${method.toUpperCase()} ${path}`;
}

/** The title of an operation's section, as the document gives it (see `operationTitle` and `eventTitle`). */
export function sectionTitle(op: Operation): string {
  return op.kind === "path" ? operationTitle(op) : eventTitle(op);
}

/**
 * The title of a webhook or callback section: its summary when it reads as a title, else (a
 * webhook) its operationId or its key as words, or (a callback) its name.
 */
function eventTitle(op: Operation): string {
  const summary = summaryTitle(op.operation.summary);
  if (summary !== undefined) return summary;
  if (op.kind === "callback") return `${op.name} callback`;
  const id = typeof op.operation.operationId === "string" ? humanName(op.operation.operationId) : "";
  return id !== "" ? id : humanName(op.path);
}

/**
 * The event a webhook belongs to, which groups it with its kind: its first tag, else its
 * operationId's part before "/" (`pull-request/opened`), else its key's part before "." or "/"
 * (`pull_request.opened`), else its key.
 * @example webhookEvent({ kind: "webhook", path: "pull-request-opened", operation: { operationId: "pull-request/opened" }, … }) // "pull-request"
 */
export function webhookEvent(op: Operation): string {
  const tag = Array.isArray(op.operation.tags) ? op.operation.tags.find((t): t is string => typeof t === "string" && t.trim() !== "") : undefined;
  if (tag !== undefined) return tag;
  const id = op.operation.operationId;
  if (typeof id === "string" && id.includes("/") && id.split("/")[0]!.trim() !== "") return id.split("/")[0]!;
  const part = op.path.split(/[./]/)[0]!;
  return part.trim() === "" ? op.path : part;
}

/** The description, with a summary that is not a title (a paragraph) first. */
function fullDescription(operation: JsonObject): string | undefined {
  const description = typeof operation.description === "string" ? operation.description.trim() : "";
  const summary = typeof operation.summary === "string" && summaryTitle(operation.summary) === undefined ? operation.summary.trim() : "";
  const parts = summary !== "" && !description.startsWith(summary) ? [summary, description] : [description];
  const text = parts.filter(Boolean).join("\n\n");
  return text === "" ? undefined : text;
}

/** The required header parameters every client can send as declared, in order, then the required cookies in one `Cookie` header; `auth` is left to the settings. */
function exampleHeaders(context: Pick<ReadContext, "schemas">, parameters: readonly Parameter[]): [string, string][] {
  const headers: [string, string][] = [];
  const cookies: string[] = [];
  for (const parameter of parameters) {
    if ((parameter.in !== "header" && parameter.in !== "cookie") || !parameter.required) continue;
    if (parameter.in === "header" && managedHeaders.has(parameter.name.toLowerCase())) continue;
    const where = { component: "OpenAPI", key: parameter.name };
    try {
      const value = parameterValue(context.schemas, parameter);
      if (parameter.in === "cookie") cookies.push(checkHeaderValue(cookieText(parameter, value), where));
      else headers.push([checkHeaderName(parameter.name, where), checkHeaderValue(headerText(parameter, value), where)]);
    } catch (error) {
      if (!(error instanceof RefkitError)) throw error;
      // A header or cookie no snippet can send as declared is left out of the example; the table still lists it.
    }
  }
  // The required cookies go in one Cookie header, after a Cookie header parameter's own value.
  if (cookies.length > 0) {
    const declared = headers.find(([name]) => name.toLowerCase() === "cookie");
    if (declared) declared[1] = [declared[1], ...cookies].join("; ");
    else headers.push(["Cookie", cookies.join("; ")]);
  }
  return headers;
}

/** The operation's own server, or its path's (`servers` on either), when it has one. */
function operationServer(op: Operation, context: Pick<ReadContext, "warn">): { url: string; pointer: string } | undefined {
  for (const [owner, pointer] of [[op.operation, op.pointer], [op.pathItem.value, op.pathItem.pointer]] as const) {
    if (!Array.isArray(owner.servers) || owner.servers.length === 0 || !isObject(owner.servers[0])) continue;
    const at = child(child(pointer, "servers"), 0);
    const url = serverUrl(owner.servers[0], context.warn, at);
    if (url === undefined) return undefined;
    try {
      return { url: checkBaseUrl(url, { component: "OpenAPI", key: "servers" }), pointer: at };
    } catch (error) {
      if (!(error instanceof RefkitError)) throw error;
      context.warn(`${at}/url: not used for the examples: ${error.problem}`);
      return undefined;
    }
  }
  return undefined;
}

/** The example request, or `undefined` (with a warning) when its path has a dot segment. */
function exampleRequest(context: Pick<ReadContext, "schemas" | "warn">, op: Operation, parameters: readonly Parameter[], body: ReturnType<typeof requestBody>): ApiExampleRequest | undefined {
  const pathValues = new Map<string, { parameter: Parameter; value: unknown }>();
  const query: Record<string, unknown> = {};
  for (const parameter of parameters) {
    if (parameter.in === "path") pathValues.set(parameter.name, { parameter, value: parameterValue(context.schemas, parameter) });
    if (parameter.in === "query" && parameter.required) {
      for (const [name, value] of queryEntries(parameter, parameterValue(context.schemas, parameter))) defineOwn(query, name, value);
    }
    // The whole query string as one value (OpenAPI 3.2): a form's names and values, each sent as a
    // query parameter; like a query parameter, only when it is required.
    if (parameter.in === "querystring" && parameter.required && isFormMediaType(parameter.mediaType)) {
      for (const [name, value] of querystringEntries(parameterValue(context.schemas, parameter))) defineOwn(query, name, value);
    }
  }
  const path = fillPath(op.path, pathValues);
  if (path.split("/").some(isDotSegment)) {
    context.warn(`${op.pointer}: left out the request example: its path has a "." or ".." segment, which URLs resolve away`);
    return undefined;
  }
  const headers = exampleHeaders(context, parameters);
  const server = operationServer(op, context);
  const payload = body.form ? { form: body.form } : body.multipart ? { multipart: body.multipart } : body.bodyFile ? { bodyFile: body.bodyFile } : { body: body.body };
  return { path, query, headers, contentType: body.contentType, ...payload, ...(server === undefined ? {} : { server }) };
}

/**
 * The example request of a path operation alone, as `readOperation` makes it (what its snippets
 * send), without the rest of the operation: for a reader that needs only the request.
 */
export function readExampleRequest(op: Operation, context: Pick<ReadContext, "doc" | "schemas" | "warn">): ApiExampleRequest | undefined {
  const parameters = operationParameters(context.doc, context.schemas, op.pathItem, { value: op.operation, pointer: op.pointer });
  const body = requestBody(context.doc, context.schemas, op.operation.requestBody, child(op.pointer, "requestBody"), "request");
  return exampleRequest(context, op, parameters, body);
}

/** How an operation authenticates, as the document says (see `ApiAuth`). */
function readAuth(op: Operation, context: ReadContext): ApiAuth {
  const requirements = op.operation.security ?? context.doc.root.security;
  if (Array.isArray(requirements) && !requirements.some((r) => isObject(r) && Object.keys(r).length > 0)) return { kind: "none" };
  if (requirements === undefined) return { kind: "unspecified" };
  return { kind: "required", credential: context.security.credential(requirements, { quiet: true }) };
}

/** The statuses the receiver of a webhook or callback may answer with, and what each means. */
function receiverAnswers(doc: OpenApiDocument, responses: unknown, pointer: string): [string, Cell | null][] {
  if (!isObject(responses)) return [];
  return Object.keys(responses)
    .filter((status) => /^([1-5](\d\d|XX)|default)$/i.test(status))
    .map((status) => {
      const response = doc.deref(responses[status], child(pointer, status)).value;
      const description = isObject(response) && typeof response.description === "string" && response.description.trim() !== "" ? commonmark(response.description.trim()) : null;
      return [status.toUpperCase() === "DEFAULT" ? "default" : status.toUpperCase(), description];
    });
}

/**
 * Reads one operation, webhook or callback. A part that cannot be read throws (an
 * `OpenApiError` or a `RefkitError` naming where); what is left out is a warning.
 * @example readOperation({ kind: "path", method: "get", path: "/users/{id}", operation, pointer, pathItem }, context).fields
 */
export function readOperation(op: Operation, context: ReadContext): ApiOperation {
  const { doc, schemas } = context;
  const { operation, pointer } = op;
  const event = op.kind !== "path";
  const accepts = event ? undefined : context.security.describe(operation);
  const parameters = operationParameters(doc, schemas, op.pathItem, { value: operation, pointer });
  const body = requestBody(doc, schemas, operation.requestBody, child(pointer, "requestBody"), event ? "response" : "request");
  const rows = parameters.flatMap((p) => parameterFields(schemas, p));
  const fields: Field[] = [...rows, ...body.fields];
  const responses = responseTables(doc, schemas, operation.responses, child(pointer, "responses"));
  const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === "string") : [];
  const common = {
    kind: op.kind,
    method: op.method,
    path: op.path,
    ...(op.name === undefined ? {} : { name: op.name }),
    pointer,
    operationId: typeof operation.operationId === "string" ? operation.operationId : undefined,
    tags,
    labels: [...new Set(tags.filter((tag) => !isNavTag(context.tags?.get(tag))).map((tag) => context.tags!.get(tag)!.title))],
    deprecated: operation.deprecated === true,
    description: fullDescription(operation),
    parameters: parameters.map((p, i): ApiParameter => ({ name: p.name, in: p.in, required: p.required, deprecated: p.deprecated, type: rows[i]!.type, pointer: p.pointer, schema: p.schema.pointer })),
    requestBody: operation.requestBody === undefined ? undefined : child(pointer, "requestBody"),
    fields,
    variants: body.variants,
    responses,
  };
  if (event) {
    return {
      ...common,
      anchor: sectionAnchor(op),
      title: context.titles?.get(pointer) ?? eventTitle(op),
      accepts: undefined,
      auth: { kind: "unspecified" },
      errors: [],
      request: undefined,
      omittedBody: undefined,
      codeSamples: [],
      response: undefined,
      ...(op.kind === "webhook" ? { event: webhookEvent(op) } : {}),
      answers: receiverAnswers(doc, operation.responses, child(pointer, "responses")),
      payload: body.body === undefined ? undefined : jsonSafe(body.body),
    };
  }
  const errors = errorRows(doc, schemas, operation.responses, child(pointer, "responses"));
  const auth = readAuth(op, context);
  const security = context.security.requirements(operation);
  const request = exampleRequest(context, op, parameters, body);
  const response = successExample(doc, schemas, operation.responses, child(pointer, "responses"));
  const stream = response === undefined ? successStream(doc, schemas, operation.responses, child(pointer, "responses")) : undefined;
  return {
    ...common,
    anchor: sectionAnchor(op),
    title: context.titles?.get(pointer) ?? operationTitle(op),
    accepts,
    auth,
    ...(security === undefined ? {} : { security }),
    errors,
    request,
    omittedBody: body.omitted,
    codeSamples: codeSamplesOf(operation),
    response: response === undefined ? undefined : jsonSafe(response.value),
    ...(stream === undefined ? {} : { responseStream: stream }),
  };
}
