/**
 * Reading raw OpenAPI documents for the corpus scripts: internal `$ref`s, the operations, and
 * what a document declares (webhooks, callbacks, object responses) or uses (the features the
 * sample is picked for). Independent of refkit's own import, so the counts check it.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

export const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** The value an internal JSON pointer ("#/components/schemas/Pet") names, or undefined. */
export function pointerValue(root: Json, ref: string): Json | undefined {
  if (!ref.startsWith("#")) return undefined;
  let value: Json | undefined = root;
  for (const raw of ref.slice(1).split("/").slice(1)) {
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (Array.isArray(value)) value = value[Number(key)];
    else if (isObject(value)) value = Object.hasOwn(value, key) ? value[key] : undefined;
    else return undefined;
  }
  return value;
}

/** Follows `$ref` chains (internal ones only; at most 32 hops, so cycles end). */
export function deref(root: Json, value: Json | undefined): Json | undefined {
  for (let hops = 0; hops < 32 && isObject(value) && typeof value.$ref === "string"; hops++) {
    value = pointerValue(root, value.$ref);
  }
  return value;
}

export interface RawOperation {
  readonly method: string;
  readonly path: string;
  readonly operation: JsonObject;
}

/** The operations of a map of path items (`paths`, `webhooks`, one callback), `$ref`s followed. */
export function operationsOf(root: Json, items: Json | undefined): RawOperation[] {
  const found: RawOperation[] = [];
  const map = deref(root, items);
  if (!isObject(map)) return found;
  for (const [path, rawItem] of Object.entries(map)) {
    const item = deref(root, rawItem);
    if (!isObject(item)) continue;
    for (const method of methods) {
      const operation = deref(root, item[method]);
      if (isObject(operation)) found.push({ method, path, operation });
    }
  }
  return found;
}

/** True for a JSON media type: application/json, application/problem+json, text/json, … */
export const isJsonMedia = (type: string) => /^[a-z]+\/([a-z0-9.+-]*\+)?json\b/i.test(type.trim()) || type.trim() === "*/*";

/** The schema of an operation's first 2xx response with a JSON body, `$ref`s followed. */
export function firstSuccessSchema(root: Json, operation: JsonObject): Json | undefined {
  const responses = deref(root, operation.responses);
  if (!isObject(responses)) return undefined;
  const code = Object.keys(responses).find((key) => /^2(\d\d|XX)$/i.test(key));
  if (code === undefined) return undefined;
  const response = deref(root, responses[code]);
  if (!isObject(response)) return undefined;
  const content = deref(root, response.content);
  if (!isObject(content)) return undefined;
  const type = Object.keys(content).find(isJsonMedia);
  if (type === undefined) return undefined;
  const media = deref(root, content[type]);
  return isObject(media) ? deref(root, media.schema) : undefined;
}

/** An object schema: `type: object` (or a type list with "object"), or one with `properties`. */
export function isObjectSchema(schema: Json | undefined): boolean {
  if (!isObject(schema)) return false;
  if (schema.type === "object" || (Array.isArray(schema.type) && schema.type.includes("object"))) return true;
  return isObject(schema.properties);
}

/** An object schema with at least one property, its own or an `allOf` member's. */
export function hasProperties(root: Json, schema: Json | undefined, depth = 0): boolean {
  if (!isObject(schema) || depth > 8) return false;
  if (isObject(schema.properties) && Object.keys(schema.properties).length > 0) return true;
  return Array.isArray(schema.allOf) && schema.allOf.some((member) => hasProperties(root, deref(root, member), depth + 1));
}

/** What a document declares that the built pages should show. */
export interface Declared {
  /** Operations under `paths`. */
  readonly operations: number;
  /** Entries of `webhooks` (3.1). */
  readonly webhooks: number;
  /** Operations under those entries. */
  readonly webhookOperations: number;
  /** Operations under the `callbacks` of the operations (each callback expression's methods). */
  readonly callbacks: number;
  /** Operations whose first 2xx JSON response schema is an object. */
  readonly objectResponses: number;
  /** Those whose object has properties (its own or an `allOf` member's): a table can list them. */
  readonly propertyResponses: number;
}

export function declared(root: Json): Declared {
  if (!isObject(root)) return { operations: 0, webhooks: 0, webhookOperations: 0, callbacks: 0, objectResponses: 0, propertyResponses: 0 };
  const operations = operationsOf(root, root.paths);
  const webhooks = deref(root, root.webhooks);
  let callbacks = 0;
  for (const { operation } of operations) {
    const map = deref(root, operation.callbacks);
    if (!isObject(map)) continue;
    for (const callback of Object.values(map)) callbacks += operationsOf(root, callback).length;
  }
  const successSchemas = operations.map(({ operation }) => firstSuccessSchema(root, operation));
  return {
    operations: operations.length,
    webhooks: isObject(webhooks) ? Object.keys(webhooks).length : 0,
    webhookOperations: operationsOf(root, webhooks).length,
    callbacks,
    objectResponses: successSchemas.filter(isObjectSchema).length,
    propertyResponses: successSchemas.filter((schema) => isObjectSchema(schema) && hasProperties(root, schema)).length,
  };
}

/** An HTML tag's start in text: `<b>`, `</p>`, `<a href`, `<br/>`. */
export const tagPattern = /<\/?[a-z][a-z0-9-]*[\s>/]/gi;

export { htmlElements } from "../../src/text/html-elements.ts";

/** The features the sample is picked to cover, each true when the document uses it. */
export function features(root: Json): Record<string, boolean> {
  const found = {
    "openapi 3.1": false,
    webhooks: false,
    callbacks: false,
    oneOf: false,
    anyOf: false,
    discriminator: false,
    "html in descriptions": false,
    "multipart/form-data": false,
    "x-tagGroups": false,
    "security: []": false,
    "status ranges (4XX)": false,
    "server variables": false,
    "x-codeSamples": false,
  };
  if (!isObject(root)) return found;
  found["openapi 3.1"] = typeof root.openapi === "string" && root.openapi.startsWith("3.1");
  const webhooks = deref(root, root.webhooks);
  found.webhooks = isObject(webhooks) && Object.keys(webhooks).length > 0;
  found["x-tagGroups"] = Array.isArray(root["x-tagGroups"]) && root["x-tagGroups"].length > 0;
  const visit = (value: Json, key: string | undefined) => {
    if (Array.isArray(value)) {
      if (key === "security" && value.length === 0) found["security: []"] = true;
      if ((key === "oneOf" || key === "anyOf") && value.length > 0) found[key] = true;
      if (key === "x-codeSamples" || key === "x-code-samples") found["x-codeSamples"] = true;
      if (key === "servers" && value.some((server) => isObject(server) && isObject(server.variables) && Object.keys(server.variables).length > 0)) found["server variables"] = true;
      for (const item of value) visit(item, undefined);
      return;
    }
    if (!isObject(value)) {
      if (key === "description" && typeof value === "string" && new RegExp(tagPattern.source, "i").test(value)) found["html in descriptions"] = true;
      return;
    }
    if (key === "discriminator") found[key] = true;
    if (key === "callbacks" && Object.keys(value).length > 0) found.callbacks = true;
    if (key === "responses" && Object.keys(value).some((code) => /^[1-5]XX$/i.test(code))) found["status ranges (4XX)"] = true;
    if (key === "content" && Object.hasOwn(value, "multipart/form-data")) found["multipart/form-data"] = true;
    for (const [k, v] of Object.entries(value)) {
      // Examples are data, not description; `properties` holds names, not keywords.
      if (k === "example" || k === "examples" || k === "x-examples") continue;
      visit(v, key === "properties" ? undefined : k);
    }
  };
  visit(root, undefined);
  return found;
}
