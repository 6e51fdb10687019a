/**
 * One operation as one section, from its model (read-operation.ts) and the settings: the summary
 * as its title, the Endpoint, then its description, fields, errors, request example and response
 * — what an author would write by hand.
 */
import { Labels } from "../components/labels.ts";
import { ResponseStream } from "../components/response-stream.ts";
import type { Settings } from "../config/settings.ts";
import { RefkitError } from "../errors.ts";
import { Endpoint } from "../components/endpoint.ts";
import { ErrorTable } from "../components/error-table.ts";
import { FieldTable } from "../components/field-table.ts";
import { JsonResponse } from "../components/json-response.ts";
import { Markdown } from "../components/markdown.ts";
import { withProse } from "../components/prose.ts";
import type { Node } from "../components/node.ts";
import { RequestExample } from "../components/request-example.ts";
import { ResponseFields } from "../components/response-fields.ts";
import { Section, type SectionNode } from "../components/section.ts";
import { policyWarning } from "../components/try-it.ts";
import { defineOwn } from "../values.ts";
import type { CodeSamples } from "./sample-clients.ts";
import { readOperation, type ApiOperation, type Operation, type ReadContext } from "../openapi/read/operation.ts";
import { isUploadType } from "../openapi/read/upload.ts";
import { operationAuth, type AuthChoice } from "./auth.ts";
import { codeSpan } from "../openapi/read/text.ts";
import { format } from "../locale/index.ts";

export { operationAnchor, operationTitle, type Operation } from "../openapi/read/operation.ts";

/** What building a section needs from the whole import. */
export interface OperationContext extends ReadContext {
  /** The settings the pages render with: the user's, with the document's defaults where they set nothing. */
  readonly settings: Settings;
  /** Who chose the auth line: what an operation's own scheme does to its example. */
  readonly auth: AuthChoice;
  readonly samples: CodeSamples;
  /** The tokens of the clients that are not sample clients, in tab order. */
  readonly baseTokens: readonly string[];
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

/** The request example's options: the model's request with the settings' auth applied and the operation's samples' tabs. */
function exampleOptions(model: ApiOperation, context: OperationContext) {
  const request = model.request!;
  const auth = operationAuth(model.auth, context.auth, context.warn);
  const query: Record<string, unknown> = { ...request.query };
  for (const [name, value] of Object.entries(auth.query)) defineOwn(query, name, value);
  const line = context.settings.authHeader?.name.toLowerCase();
  const headers: Record<string, string> = {};
  for (const [name, value] of request.headers) if (name.toLowerCase() !== line) defineOwn(headers, name, value);
  Object.assign(headers, auth.headers);
  if (request.contentType !== undefined) headers["Content-Type"] = request.contentType;
  if (request.server !== undefined) {
    const warning = policyWarning(context.settings, `${request.server.pointer}/url`, request.server.url);
    if (warning !== undefined) context.warn(warning);
  }
  const key = `${model.method.toUpperCase()} ${request.path}`;
  const sampleTokens = model.codeSamples.length > 0 ? context.samples.add(model.codeSamples, key, model.pointer) : [];
  const clients = context.samples.any ? [...context.baseTokens, ...sampleTokens] : undefined;
  // The model holds the one kind of body the example sends: body, form, multipart or bodyFile.
  const { body, form, multipart, bodyFile } = request;
  const payload = { body, form, multipart, bodyFile };
  return {
    method: model.method,
    path: request.path,
    query,
    headers,
    ...payload,
    ...(auth.auth ? {} : { auth: false }),
    ...(model.security === undefined ? {} : { security: model.security }),
    ...(request.server ? { baseUrl: request.server.url } : {}),
    ...(clients ? { clients } : {}),
    ...(model.responseStream ? { stream: true } : {}),
  };
}

/**
 * The section of one operation's model.
 * @example presentOperation(readOperation(op, context), context)
 */
export function presentOperation(model: ApiOperation, context: OperationContext): SectionNode {
  const { pointer } = model;
  const children: (Node | undefined)[] = [];
  if (model.labels.length > 0) children.push(Labels(model.labels));
  const { text } = context.settings;
  const prose = [model.deprecated ? `**${text.deprecatedLabel}${text.fullStop}**` : "", model.description ?? ""].filter(Boolean).join(" ");
  // The operation's description is its section's (a page's summary may be read from it), the "Deprecated" mark aside.
  if (prose !== "") children.push(model.description === undefined ? Markdown(prose, { html: true }) : withProse(Markdown(prose, { html: true }), ["commonmark", model.description]));
  if (model.accepts !== undefined) children.push(Markdown(model.accepts));
  if (model.fields.length > 0 || model.variants) children.push(attempt(context, pointer, "field table", () => FieldTable(model.fields, model.variants ? { variants: model.variants } : {})));
  if (model.responses.main) children.push(attempt(context, pointer, "response fields", () => ResponseFields(model.responses.main!)));
  if (model.errors.length > 0) children.push(attempt(context, pointer, "error table", () => ErrorTable(model.errors)));
  for (const other of model.responses.others) children.push(attempt(context, pointer, `${other.status} response fields`, () => ResponseFields(other)));
  if (model.request) {
    const options = exampleOptions(model, context);
    if (model.omittedBody) {
      children.push(Markdown(format(isUploadType(model.omittedBody) ? text.omittedUpload : text.omittedBody, { type: codeSpan(model.omittedBody) })));
    }
    children.push(attempt(context, pointer, "request example", () => RequestExample(options)));
  }
  if (model.response !== undefined) children.push(attempt(context, pointer, "response", () => JsonResponse(model.response)));
  else if (model.responseStream !== undefined) children.push(ResponseStream(model.responseStream.text, model.responseStream.mediaType));
  return Section(model.title, { description: Endpoint(model.method, model.path), ...(model.anchor ? { id: model.anchor } : {}), ...(model.deprecated ? { deprecated: true } : {}) }, ...children.filter((c): c is Node => c !== undefined));
}

/**
 * The section of one operation: read, then presented.
 * @example operationSection({ method: "get", path: "/users/{id}", operation, pointer, pathItem }, context)
 */
export function operationSection(op: Operation, context: OperationContext): SectionNode {
  return presentOperation(readOperation(op, context), context);
}
