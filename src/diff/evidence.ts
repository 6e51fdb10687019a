/**
 * Evidence no rule can give: the request the old version's snippets send (its example request) is
 * checked against the new version's parameters and body schema, as a server that validates would.
 * A request the new version rejects is a breaking change, whatever the rules say.
 */
import { isObject, type JsonObject, type OpenApiDocument } from "../openapi/read/document.ts";
import { contentEntries, type ContentEntry } from "../openapi/read/content.ts";
import { childPointer } from "../openapi/read/error.ts";
import { isJsonMediaType } from "../openapi/read/examples.ts";
import { managedHeaders, readExampleRequest, type ApiExampleRequest } from "../openapi/read/operation.ts";
import { inlineCode } from "../text/markdown-text.ts";
import type { Change } from "./change.ts";
import { documentValidator, schemaRef, type ErrorObject, type ValidateFunction } from "./json-schema.ts";
import type { DiffOperation, DiffParameter, DiffSide } from "./read.ts";

/** What the versions are called in the message ("the v1 example … rejected by v2"). */
export interface VersionLabels {
  readonly old: string;
  readonly new: string;
}

/** How many reasons one operation's message gives before "and N more". */
const shownReasons = 3;

const code = inlineCode;

/** An instance path (`/items/0/name`) as a field's name (`items[0].name`). */
function fieldName(instancePath: string, extra?: string): string {
  const parts = [...instancePath.split("/").slice(1), ...(extra === undefined ? [] : [extra])].map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"));
  let name = "";
  for (const part of parts) name += /^\d+$/.test(part) ? `[${part}]` : name === "" ? part : `.${part}`;
  return name;
}

/** Ajv's first error as a reason a reader understands. */
function reason(error: ErrorObject | undefined, what: string): string {
  if (error === undefined) return `${what} is not valid`;
  const at = (extra?: string) => {
    const name = fieldName(error.instancePath, extra);
    return name === "" ? what : `${code(name)} in ${what}`;
  };
  switch (error.keyword) {
    case "required":
      return `${at(String(error.params.missingProperty))} is required`;
    case "additionalProperties":
      return `${at(String(error.params.additionalProperty))} is not allowed`;
    case "enum":
      return `${at()} must be one of ${(error.params.allowedValues as unknown[]).map((value) => code(JSON.stringify(value) ?? String(value))).join(", ")}`;
    case "type":
      return `${at()} must be ${error.params.type}`;
    default:
      return `${at()} ${error.message ?? "is not valid"}`;
  }
}

/** Where an operation's request schemas are: its parameters' (values sent as text) and its JSON bodies'. */
export interface RequestSchemas {
  readonly values: readonly string[];
  readonly bodies: readonly string[];
}

/** The schemas `rejections` may validate an operation's request against. */
export function requestSchemas(doc: OpenApiDocument, op: DiffOperation): RequestSchemas {
  const values = op.parameters.map((parameter) => parameter.schema.pointer);
  const bodies = bodyMedia(doc, op)
    .filter(({ type, media }) => isJsonMediaType(type) && media.schema !== undefined)
    .map(({ pointer }) => childPointer(pointer, "schema"));
  return { values, bodies };
}

/** The media types of an operation's request body, each followed to its object (OpenAPI 3.2 allows a `$ref`). */
function bodyMedia(doc: OpenApiDocument, op: DiffOperation): ContentEntry[] {
  const body = op.requestBody;
  return body && isObject(body.value) ? contentEntries(doc, body.value.content, childPointer(body.pointer, "content")) : [];
}

/**
 * The validators of a version's request side, for the operations being checked: each validator
 * holds only what those operations' schemas reach, and compiles each schema on first use.
 */
export class RequestValidators {
  readonly #side: DiffSide;
  readonly #schemas: RequestSchemas;
  #values: ReturnType<typeof documentValidator> | undefined;
  #bodies: ReturnType<typeof documentValidator> | undefined;
  readonly #compiled = new Map<string, ValidateFunction | null>();
  /** The version's document. */
  readonly doc: OpenApiDocument;

  constructor(side: DiffSide, ops: readonly DiffOperation[]) {
    this.#side = side;
    this.doc = side.doc;
    const all = ops.map((op) => requestSchemas(side.doc, op));
    this.#schemas = { values: all.flatMap((one) => one.values), bodies: all.flatMap((one) => one.bodies) };
  }

  /** The validator of the schema at `pointer` (one of the operations'): `coerce` reads strings as what the schema asks for (a value sent in a URL or header). `null` when the schema cannot be compiled. */
  get(pointer: string, coerce: boolean): ValidateFunction | null {
    const key = `${coerce}\0${pointer}`;
    if (this.#compiled.has(key)) return this.#compiled.get(key)!;
    const { doc } = this.#side;
    const ajv = coerce
      ? (this.#values ??= documentValidator(doc.root, doc.version, "request", { coerceTypes: true, only: this.#schemas.values }))
      : (this.#bodies ??= documentValidator(doc.root, doc.version, "request", { only: this.#schemas.bodies }));
    let validate: ValidateFunction | null;
    try {
      validate = ajv.compile({ $ref: schemaRef(pointer) });
    } catch {
      validate = null;
    }
    this.#compiled.set(key, validate);
    return validate;
  }
}

/** The path template as a pattern whose groups are its parameters' values, in order. */
function pathPattern(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template.replace(/\{([^}]*)\}|[^{]+/g, (part, name: string | undefined) => {
    if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    names.push(name);
    return "([^/]+)";
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Why the new version rejects the old example request; empty when it accepts it. */
function rejections(request: ApiExampleRequest, after: DiffOperation, validators: RequestValidators): string[] {
  const reasons: string[] = [];
  const check = (parameter: DiffParameter, value: unknown) => {
    const validate = validators.get(parameter.schema.pointer, true);
    if (validate && !validate(structuredClone(value))) reasons.push(reason(validate.errors?.[0], `the ${parameter.in} parameter ${code(parameter.name)}`));
  };
  const path = request.path.split("?")[0]!;
  const { pattern, names } = pathPattern(after.path);
  const match = pattern.exec(path);
  const pathValues = new Map(match ? names.map((name, i) => [name, decoded(match[i + 1]!)] as const) : []);
  const headers = new Map(request.headers.map(([name, value]) => [name.toLowerCase(), value]));
  for (const parameter of after.parameters) {
    if (parameter.in === "path") {
      const value = pathValues.get(parameter.name);
      if (value !== undefined) check(parameter, value);
      continue;
    }
    // A cookie is not in the example request; a query string read as one value (OpenAPI 3.2) is
    // its fields, each checked with the query: neither is looked up by the parameter's name.
    if (parameter.in === "cookie" || parameter.in === "querystring") continue;
    if (parameter.in === "header" && managedHeaders.has(parameter.name.toLowerCase())) continue;
    const value = parameter.in === "query" ? (Object.hasOwn(request.query, parameter.name) ? request.query[parameter.name] : undefined) : headers.get(parameter.name.toLowerCase());
    if (value === undefined) {
      if (parameter.required) reasons.push(`the ${parameter.in} parameter ${code(parameter.name)} is required`);
      continue;
    }
    check(parameter, value);
  }
  const body = after.requestBody;
  // A JSON body goes without a content type of its own (the snippets send it as JSON); a form, a
  // multipart body or a file say theirs, or go as their kind's.
  const json = request.body !== undefined && request.contentType === undefined;
  const sent = json ? "application/json" : (request.contentType ?? (request.form ? "application/x-www-form-urlencoded" : request.multipart ? "multipart/form-data" : request.bodyFile ? "application/octet-stream" : undefined));
  if (body && isObject(body.value)) {
    const content = isObject(body.value.content) ? body.value.content : {};
    if (sent === undefined) {
      if (body.value.required === true) reasons.push("a request body is required");
    } else {
      const wanted = sent.split(";")[0]!.trim().toLowerCase();
      const type = Object.keys(content).find((key) => (json ? isJsonMediaType(key) : key.split(";")[0]!.trim().toLowerCase() === wanted || (request.bodyFile !== undefined && !isJsonMediaType(key))));
      if (type === undefined) reasons.push(`a ${json ? "JSON" : code(wanted)} body is not accepted`);
      const entry = type === undefined ? undefined : bodyMedia(validators.doc, after).find((found) => found.type === type);
      if (type !== undefined && json && entry !== undefined && entry.media.schema !== undefined) {
        const validate = validators.get(childPointer(entry.pointer, "schema"), false);
        if (validate && !validate(structuredClone(request.body))) reasons.push(reason(validate.errors?.[0], "the request body"));
      }
    }
  }
  return reasons;
}

/**
 * Checks the old version's example request of an operation present in both against the new
 * version; a rejection is a breaking change (`request-example-rejected`).
 */
export function exampleEvidence(oldSide: DiffSide, before: DiffOperation, after: DiffOperation, validators: { old: RequestValidators; new: RequestValidators }, operation: string, labels?: VersionLabels): Change | undefined {
  if (before.kind !== "path" || after.kind !== "path") return undefined;
  let request: ApiExampleRequest | undefined;
  try {
    request = readExampleRequest(before.source, { doc: oldSide.doc, schemas: oldSide.schemas, warn: () => {} });
  } catch {
    return undefined;
  }
  if (request === undefined) return undefined;
  // Only what the new version adds is evidence: an example its own version rejects already (a
  // schema no value written from it satisfies, a value a URL cannot tell apart) says nothing new.
  const found = rejections(request, after, validators.new);
  if (found.length === 0) return undefined;
  const already = new Set(rejections(request, before, validators.old));
  const reasons = found.filter((text) => !already.has(text));
  if (reasons.length === 0) return undefined;
  const shown = reasons.slice(0, shownReasons).join("; ");
  const more = reasons.length > shownReasons ? `; and ${reasons.length - shownReasons} more` : "";
  const who = labels ? `The request the ${labels.old} example sends is rejected by ${labels.new}` : "The request the old version's example sends is rejected by the new version";
  return { id: "request-example-rejected", level: "breaking", operation, pointer: after.pointer, message: `${who}: ${shown}${more}.` };
}
