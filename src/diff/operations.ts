/**
 * Two versions of one operation compared: its existence and lifecycle, its parameters, its
 * request body and its responses, each body's schemas by meaning (see schemas.ts). A webhook or
 * callback turns the sides round: the API sends its request, the client answers.
 */
import { isObject, type JsonObject, type OpenApiDocument } from "../openapi/read/document.ts";
import { inlineCode } from "../text/markdown-text.ts";
import { childPointer } from "../openapi/read/error.ts";
import { contentEntries } from "../openapi/read/content.ts";
import { capital, type Level, type Side } from "./change.ts";
import type { DiffOperation, DiffParameter, DiffSide } from "./read.ts";
import { compareSchemas, type SchemaDiff } from "./schemas.ts";
import type { At } from "./shape.ts";

const code = inlineCode;

/** How an operation is named in the output: `POST /v1/customers`, `webhook newPet POST`. */
export function operationName(op: DiffOperation): string {
  const method = op.method.toUpperCase();
  return op.kind === "path" ? `${method} ${op.path}` : op.kind === "webhook" ? `${method} webhook ${op.path}` : `${method} callback ${op.name ?? ""} ${op.path}`.replace(/\s+/g, " ");
}

/** The key two versions of an operation share: its method and path template, whatever its path parameters are called. */
export function operationKey(op: DiffOperation): string {
  const template = op.path.replace(/\{[^}]*\}/g, "{}");
  return op.kind === "callback" ? `callback ${op.name ?? ""} ${op.method} ${template}` : `${op.kind} ${op.method} ${template}`;
}

/** A value of the document at a pointer, its `$ref`s followed (undefined when there is none, or it cannot be followed). */
function at(doc: OpenApiDocument, value: unknown, pointer: string): At | undefined {
  if (value === undefined) return undefined;
  try {
    return doc.deref(value, pointer);
  } catch {
    return undefined;
  }
}

/** The security alternatives that apply to an operation, each a sorted `a+b` of scheme names; `""` for "no credentials needed". */
function securityOf(doc: OpenApiDocument, op: DiffOperation): Set<string> {
  const declared = Array.isArray(op.operation.security) ? op.operation.security : Array.isArray(doc.root.security) ? doc.root.security : [];
  const alternatives = new Set<string>();
  for (const requirement of declared) if (isObject(requirement)) alternatives.add(Object.keys(requirement).sort().join("+"));
  if (declared.length === 0) alternatives.add("");
  return alternatives;
}

/** A parameter's identity across versions: where it goes and its name (a header's in any case; a path parameter's by its place in the path). */
function parameterKey(op: DiffOperation, parameter: DiffParameter): string {
  if (parameter.in === "path") {
    const names = [...op.path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
    const index = names.indexOf(parameter.name);
    return index < 0 ? `path ${parameter.name}` : `path #${index}`;
  }
  return `${parameter.in} ${parameter.in === "header" ? parameter.name.toLowerCase() : parameter.name}`;
}

const isSuccess = (status: string) => /^2(\d\d|XX)$/i.test(status);

/**
 * The media types of a request body or response, each with its schema: a stream's (OpenAPI 3.2)
 * without one, its `itemSchema`, compared as a body's is, in the same direction.
 */
function contentOf(doc: OpenApiDocument, holder: At | undefined): Map<string, At | undefined> {
  const content = new Map<string, At | undefined>();
  if (!holder || !isObject(holder.value) || !isObject(holder.value.content)) return content;
  const base = childPointer(holder.pointer, "content");
  const items = doc.version === "3.2";
  const entries = new Map(contentEntries(doc, holder.value.content, base).map((entry) => [entry.type, entry]));
  for (const type of Object.keys(holder.value.content)) {
    const entry = entries.get(type);
    const media = entry?.media;
    const key = media === undefined ? undefined : media.schema !== undefined ? "schema" : items && media.itemSchema !== undefined ? "itemSchema" : undefined;
    content.set(type.toLowerCase(), key === undefined ? undefined : { value: media![key], pointer: childPointer(entry!.pointer, key) });
  }
  return content;
}

/** Compares the two versions of one operation. */
export function compareOperation(diff: SchemaDiff, oldSide: DiffSide, newSide: DiffSide, before: DiffOperation, after: DiffOperation): void {
  const { emit } = diff;
  const operation = operationName(after);
  const change = (id: string, level: Level, message: string, pointer = after.pointer) => emit({ id, level, operation, pointer, message });
  // What the client sends and receives: turned round for the requests the API itself sends.
  const sends: Side = after.kind === "path" ? "request" : "response";
  const receives: Side = after.kind === "path" ? "response" : "request";

  if (!before.deprecated && after.deprecated) change("endpoint-deprecated", "info", `${code(operation)} is deprecated.`);
  if (before.deprecated && !after.deprecated) change("endpoint-reactivated", "info", `${code(operation)} is no longer deprecated.`);
  if (before.operationId !== after.operationId) {
    if (before.operationId === undefined) change("api-operation-id-added", "info", `The operation has an operationId now: ${code(after.operationId!)}.`);
    else change("api-operation-id-removed", "warning", after.operationId === undefined ? `The operationId ${code(before.operationId)} was removed: code generated from it changes.` : `The operationId changed from ${code(before.operationId)} to ${code(after.operationId)}: code generated from it changes.`);
  }
  for (const tag of after.tags) if (!before.tags.includes(tag)) change("api-tag-added", "info", `The operation is tagged ${code(tag)} now.`);
  for (const tag of before.tags) if (!after.tags.includes(tag)) change("api-tag-removed", "info", `The operation is no longer tagged ${code(tag)}.`);
  if (before.title !== after.title) change("endpoint-summary-changed", "info", `The operation's title changed from ${code(before.title)} to ${code(after.title)}.`);
  if (before.description !== after.description) change("endpoint-description-changed", "info", "The operation's description changed.");

  const oldSecurity = securityOf(oldSide.doc, before);
  const newSecurity = securityOf(newSide.doc, after);
  for (const alternative of oldSecurity) {
    if (newSecurity.has(alternative)) continue;
    change("api-security-removed", "breaking", alternative === "" ? "The operation needs credentials now." : `The operation no longer accepts ${code(alternative)} as its credentials.`);
  }
  for (const alternative of newSecurity) {
    if (oldSecurity.has(alternative)) continue;
    change("api-security-added", "info", alternative === "" ? "The operation no longer needs credentials." : `The operation accepts ${code(alternative)} as its credentials too.`);
  }

  compareParameters(oldSide, newSide, before, after, diff, change);
  compareRequestBody(oldSide, newSide, before, after, diff, change, sends, operation);
  compareResponses(oldSide, newSide, before, after, diff, change, receives, operation);
}

type ChangeFn = (id: string, level: Level, message: string, pointer?: string) => void;

function compareParameters(oldSide: DiffSide, newSide: DiffSide, before: DiffOperation, after: DiffOperation, diff: SchemaDiff, change: ChangeFn): void {
  const old = new Map(before.parameters.map((parameter) => [parameterKey(before, parameter), parameter]));
  const name = (parameter: DiffParameter) => `${parameter.in} parameter ${code(parameter.name)}`;
  for (const parameter of after.parameters) {
    const key = parameterKey(after, parameter);
    const previous = old.get(key);
    if (previous === undefined) {
      change(parameter.required ? "new-required-request-parameter" : "new-optional-request-parameter", parameter.required ? "breaking" : "info", `The ${name(parameter)} is new${parameter.required ? " and required" : ""}.`, parameter.pointer);
      continue;
    }
    if (previous.name !== parameter.name) change("request-parameter-renamed", "info", `The path parameter ${code(previous.name)} is called ${code(parameter.name)} now.`, parameter.pointer);
    if (!previous.required && parameter.required) change("request-parameter-became-required", "breaking", `The ${name(parameter)} is now required.`, parameter.pointer);
    if (previous.required && !parameter.required) change("request-parameter-became-optional", "info", `The ${name(parameter)} is now optional.`, parameter.pointer);
    if (!previous.deprecated && parameter.deprecated) change("request-parameter-deprecated", "info", `The ${name(parameter)} is deprecated.`, parameter.pointer);
    compareSchemas(diff, { side: "request", area: "parameter", label: `the ${name(parameter)}`, operation: operationName(after) }, previous.schema, parameter.schema);
  }
  const kept = new Set(after.parameters.map((parameter) => parameterKey(after, parameter)));
  for (const [key, parameter] of old) if (!kept.has(key)) change("request-parameter-removed", "warning", `The ${name(parameter)} was removed: a client that sends it may be refused.`, parameter.pointer);
}

function compareRequestBody(oldSide: DiffSide, newSide: DiffSide, before: DiffOperation, after: DiffOperation, diff: SchemaDiff, change: ChangeFn, side: Side, operation: string): void {
  const oldBody = before.requestBody;
  const newBody = after.requestBody;
  const required = (body: At | undefined) => isObject(body?.value) && (body.value as JsonObject).required === true;
  if (!oldBody && !newBody) return;
  if (!oldBody) {
    change(required(newBody) ? "request-body-added-required" : "request-body-added-optional", required(newBody) ? "breaking" : "info", `The operation takes a request body now${required(newBody) ? ", and requires it" : ""}.`, newBody!.pointer);
    return;
  }
  if (!newBody) {
    change("request-body-removed", "warning", "The operation no longer takes a request body.", oldBody.pointer);
    return;
  }
  if (!required(oldBody) && required(newBody)) change("request-body-became-required", "breaking", "The request body is now required.", newBody.pointer);
  if (required(oldBody) && !required(newBody)) change("request-body-became-optional", "info", "The request body is now optional.", newBody.pointer);
  compareContent(oldSide, newSide, oldBody, newBody, diff, change, { side, label: "the request body", operation, rule: "request-body" });
}

function compareResponses(oldSide: DiffSide, newSide: DiffSide, before: DiffOperation, after: DiffOperation, diff: SchemaDiff, change: ChangeFn, side: Side, operation: string): void {
  const responses = (doc: OpenApiDocument, op: DiffOperation) => {
    const found = new Map<string, At>();
    const value = op.operation;
    if (!isObject(value.responses)) return found;
    const base = childPointer(op.pointer, "responses");
    for (const [status, response] of Object.entries(value.responses)) {
      const located = at(doc, response, childPointer(base, status));
      if (located) found.set(status.toUpperCase(), located);
    }
    return found;
  };
  const old = responses(oldSide.doc, before);
  const now = responses(newSide.doc, after);
  for (const [status, response] of old) {
    if (now.has(status)) continue;
    if (isSuccess(status)) change("response-success-status-removed", "breaking", `The ${code(status)} response was removed.`, response.pointer);
    else change("response-non-success-status-removed", "warning", `The ${code(status)} response was removed.`, response.pointer);
  }
  for (const [status, response] of now) {
    const previous = old.get(status);
    if (!previous) {
      change(isSuccess(status) ? "response-success-status-added" : "response-non-success-status-added", "info", `The operation may answer ${code(status)} now.`, response.pointer);
      continue;
    }
    const describe = (value: unknown) => (isObject(value) && typeof value.description === "string" ? value.description.trim() : undefined);
    if (describe(previous.value) !== describe(response.value)) change("response-description-changed", "info", `The description of the ${code(status)} response changed.`, response.pointer);
    compareContent(oldSide, newSide, previous, response, diff, change, { side, label: `the ${code(status)} response`, operation, rule: "response" });
  }
}

/** Two bodies' media types and, for each type both have, their schemas. */
function compareContent(oldSide: DiffSide, newSide: DiffSide, before: At, after: At, diff: SchemaDiff, change: ChangeFn, where: { side: Side; label: string; operation: string; rule: "request-body" | "response" }): void {
  const old = contentOf(oldSide.doc, before);
  const now = contentOf(newSide.doc, after);
  for (const type of old.keys()) {
    if (now.has(type)) continue;
    change(`${where.rule}-media-type-removed`, "breaking", `${capital(where.label)} is no longer offered as ${code(type)}.`, before.pointer);
  }
  for (const [type, schema] of now) {
    const previous = old.get(type);
    if (!old.has(type)) {
      change(`${where.rule}-media-type-added`, "info", `${capital(where.label)} is offered as ${code(type)} too.`, after.pointer);
      continue;
    }
    if (previous && schema) compareSchemas(diff, { side: where.side, area: "body", label: old.size > 1 ? `${where.label} (${code(type)})` : where.label, operation: where.operation }, previous, schema);
  }
}

