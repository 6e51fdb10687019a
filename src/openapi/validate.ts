/**
 * The whole document is checked before any page is made, so that an import either succeeds or
 * produces nothing. Only what the import reads is checked; each schema is checked once however
 * often it is referenced.
 */
import { describeValue } from "../errors.ts";
import { OpenApiDocument, isObject, type JsonObject } from "./document.ts";
import { OpenApiError, childPointer as child, expected } from "./error.ts";

/** The HTTP methods a path item can hold in OpenAPI 3.0 and 3.1, in the order they are read. */
export const operationMethods = Object.freeze(["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const);

const parameterLocations = new Set(["path", "query", "header", "cookie"]);
const schemaTypes = new Set(["string", "number", "integer", "boolean", "array", "object", "null"]);
const securityTypes = new Set(["apiKey", "http", "oauth2", "openIdConnect", "mutualTLS"]);
const statusKey = /^(?:[1-5](?:\d\d|XX)|default)$/;

/** The keys of an object that are not `x-` extensions. */
const keysOf = (value: JsonObject) => Object.keys(value).filter((key) => !key.startsWith("x-"));

class Checker {
  readonly #done = new WeakSet<object>();
  constructor(readonly doc: OpenApiDocument) {}

  object(value: unknown, pointer: string, what = "an object"): JsonObject {
    if (!isObject(value)) expected(pointer, what, value);
    return value;
  }

  /** Follows `$ref`s and checks that the result is an object. */
  resolved(value: unknown, pointer: string, what = "an object"): { value: JsonObject; pointer: string; fresh: boolean } {
    const found = this.doc.deref(value, pointer);
    const object = this.object(found.value, found.pointer, what);
    const fresh = !this.#done.has(object);
    this.#done.add(object);
    return { value: object, pointer: found.pointer, fresh };
  }

  optionalString(owner: JsonObject, key: string, pointer: string): void {
    if (owner[key] !== undefined && typeof owner[key] !== "string") expected(child(pointer, key), "a string", owner[key]);
  }

  array(value: unknown, pointer: string, what = "an array"): unknown[] {
    if (!Array.isArray(value)) expected(pointer, what, value);
    return value;
  }

  mapOf(owner: JsonObject, key: string, pointer: string, each: (value: unknown, pointer: string) => void): void {
    if (owner[key] === undefined) return;
    const map = this.object(owner[key], child(pointer, key));
    for (const name of Object.keys(map)) each(map[name], child(child(pointer, key), name));
  }

  schema(value: unknown, pointer: string): void {
    if (typeof value === "boolean" && this.doc.version === "3.1") return;
    const { value: schema, pointer: at, fresh } = this.resolved(value, pointer, "a schema object");
    if (!fresh) return;
    const type = schema.type;
    if (type !== undefined) {
      const list = Array.isArray(type) && this.doc.version === "3.1";
      (list ? type : [type]).forEach((name: unknown, i: number) => {
        if (typeof name !== "string" || !schemaTypes.has(name)) {
          expected(list ? child(child(at, "type"), i) : child(at, "type"), `a type such as "string", "object" or "array"`, name);
        }
      });
    }
    if (schema.required !== undefined) {
      this.array(schema.required, child(at, "required"), "an array of property names").forEach((name, i) => {
        if (typeof name !== "string") expected(child(child(at, "required"), i), "a property name", name);
      });
    }
    if (schema.enum !== undefined) this.array(schema.enum, child(at, "enum"));
    this.mapOf(schema, "properties", at, (property, p) => this.schema(property, p));
    for (const key of ["allOf", "oneOf", "anyOf", "prefixItems"]) {
      if (schema[key] !== undefined) this.array(schema[key], child(at, key)).forEach((item, i) => this.schema(item, child(child(at, key), i)));
    }
    for (const key of ["items", "not"]) if (schema[key] !== undefined) this.schema(schema[key], child(at, key));
    if (schema.additionalProperties !== undefined && typeof schema.additionalProperties !== "boolean") this.schema(schema.additionalProperties, child(at, "additionalProperties"));
    this.optionalString(schema, "description", at);
    this.optionalString(schema, "format", at);
  }

  examples(owner: JsonObject, pointer: string): void {
    this.mapOf(owner, "examples", pointer, (example, p) => this.resolved(example, p, "an example object"));
  }

  content(owner: JsonObject, pointer: string): void {
    this.mapOf(owner, "content", pointer, (media, p) => {
      const mediaType = this.object(media, p, "a media type object");
      if (mediaType.schema !== undefined) this.schema(mediaType.schema, child(p, "schema"));
      this.examples(mediaType, p);
    });
  }

  parameter(value: unknown, pointer: string): void {
    const { value: parameter, pointer: at, fresh } = this.resolved(value, pointer, "a parameter object");
    if (!fresh) return;
    if (typeof parameter.name !== "string" || parameter.name === "") expected(child(at, "name"), "the parameter's name", parameter.name);
    if (typeof parameter.in !== "string" || !parameterLocations.has(parameter.in)) {
      expected(child(at, "in"), `where the parameter goes: "path", "query", "header" or "cookie"`, parameter.in);
    }
    this.optionalString(parameter, "description", at);
    if (parameter.schema !== undefined) this.schema(parameter.schema, child(at, "schema"));
    this.content(parameter, at);
    this.examples(parameter, at);
  }

  parameters(owner: JsonObject, pointer: string): void {
    if (owner.parameters === undefined) return;
    this.array(owner.parameters, child(pointer, "parameters")).forEach((p, i) => this.parameter(p, child(child(pointer, "parameters"), i)));
  }

  response(value: unknown, pointer: string): void {
    const { value: response, pointer: at, fresh } = this.resolved(value, pointer, "a response object");
    if (!fresh) return;
    this.optionalString(response, "description", at);
    this.content(response, at);
    this.mapOf(response, "headers", at, (header, p) => {
      const found = this.resolved(header, p, "a header object");
      if (found.fresh && found.value.schema !== undefined) this.schema(found.value.schema, child(found.pointer, "schema"));
    });
  }

  security(value: unknown, pointer: string): void {
    const schemes = isObject(this.doc.root.components) && isObject(this.doc.root.components.securitySchemes) ? this.doc.root.components.securitySchemes : {};
    this.array(value, pointer, "an array of security requirements").forEach((requirement, i) => {
      const object = this.object(requirement, child(pointer, i), "a security requirement object");
      for (const name of Object.keys(object)) {
        if (!Object.hasOwn(schemes, name)) expected(child(child(pointer, i), name), "the name of a scheme in #/components/securitySchemes", name);
        this.array(object[name], child(child(pointer, i), name), "an array of scopes");
      }
    });
  }

  securityScheme(value: unknown, pointer: string): void {
    const { value: scheme, pointer: at } = this.resolved(value, pointer, "a security scheme object");
    if (typeof scheme.type !== "string" || !securityTypes.has(scheme.type)) {
      expected(child(at, "type"), `a security scheme type: "apiKey", "http", "oauth2", "openIdConnect" or "mutualTLS"`, scheme.type);
    }
    if (scheme.type === "apiKey") {
      if (typeof scheme.name !== "string" || scheme.name === "") expected(child(at, "name"), "the API key's header, query or cookie name", scheme.name);
      if (scheme.in !== "header" && scheme.in !== "query" && scheme.in !== "cookie") expected(child(at, "in"), `"header", "query" or "cookie"`, scheme.in);
    }
    if (scheme.type === "http" && typeof scheme.scheme !== "string") expected(child(at, "scheme"), `an HTTP authentication scheme such as "bearer"`, scheme.scheme);
  }

  codeSamples(operation: JsonObject, pointer: string): void {
    for (const key of ["x-codeSamples", "x-code-samples"]) {
      if (operation[key] === undefined) continue;
      this.array(operation[key], child(pointer, key), "an array of code samples { lang, source }").forEach((sample, i) => {
        const at = child(child(pointer, key), i);
        const object = this.object(sample, at, "a code sample { lang, source }");
        if (typeof object.lang !== "string" || object.lang.trim() === "") expected(child(at, "lang"), `the sample's language, such as "Go"`, object.lang);
        if (typeof object.source !== "string") expected(child(at, "source"), "the sample's source code as a string", object.source);
        this.optionalString(object, "label", at);
      });
    }
  }

  operation(value: unknown, pointer: string): void {
    const operation = this.object(value, pointer, "an operation object");
    if (operation.tags !== undefined) {
      this.array(operation.tags, child(pointer, "tags"), "an array of tag names").forEach((tag, i) => {
        if (typeof tag !== "string") expected(child(child(pointer, "tags"), i), "a tag name", tag);
      });
    }
    for (const key of ["summary", "description", "operationId"]) this.optionalString(operation, key, pointer);
    this.parameters(operation, pointer);
    if (operation.requestBody !== undefined) {
      const body = this.resolved(operation.requestBody, child(pointer, "requestBody"), "a request body object");
      if (body.fresh) this.content(body.value, body.pointer);
    }
    if (operation.responses !== undefined) {
      const responses = this.object(operation.responses, child(pointer, "responses"));
      for (const status of Object.keys(responses)) {
        if (status.startsWith("x-")) continue;
        const at = child(child(pointer, "responses"), status);
        if (!statusKey.test(status)) throw new OpenApiError(at, `expected a status code such as "200", "4XX" or "default", got ${describeValue(status)}`);
        this.response(responses[status], at);
      }
    }
    if (operation.security !== undefined) this.security(operation.security, child(pointer, "security"));
    this.codeSamples(operation, pointer);
  }

  pathItem(value: unknown, pointer: string): void {
    const { value: item, pointer: at } = this.resolved(value, pointer, "a path item object");
    this.parameters(item, at);
    for (const method of operationMethods) {
      if (item[method] !== undefined) this.operation(item[method], child(at, method));
    }
  }

  top(): void {
    const root = this.doc.root;
    if (root.info !== undefined) {
      const info = this.object(root.info, "#/info");
      this.optionalString(info, "title", "#/info");
      this.optionalString(info, "description", "#/info");
    }
    if (root.servers !== undefined) {
      this.array(root.servers, "#/servers").forEach((server, i) => {
        const object = this.object(server, `#/servers/${i}`, "a server object { url }");
        if (typeof object.url !== "string") expected(`#/servers/${i}/url`, "the server's URL", object.url);
        this.mapOf(object, "variables", `#/servers/${i}`, (variable, p) => {
          const v = this.object(variable, p, "a server variable { default }");
          if (v.default !== undefined && typeof v.default !== "string") expected(child(p, "default"), "a string", v.default);
        });
      });
    }
    if (root.tags !== undefined) {
      this.array(root.tags, "#/tags").forEach((tag, i) => {
        const object = this.object(tag, `#/tags/${i}`, "a tag object { name }");
        if (typeof object.name !== "string") expected(`#/tags/${i}/name`, "the tag's name", object.name);
        this.optionalString(object, "description", `#/tags/${i}`);
      });
    }
    if (root.components !== undefined) {
      const components = this.object(root.components, "#/components");
      this.mapOf(components, "securitySchemes", "#/components", (scheme, p) => this.securityScheme(scheme, p));
    }
    if (root.security !== undefined) this.security(root.security, "#/security");
    if (root.paths === undefined) {
      if (this.doc.version === "3.0") expected("#/paths", "an object of paths", undefined);
      return;
    }
    const paths = this.object(root.paths, "#/paths", "an object of paths");
    for (const path of keysOf(paths)) {
      const at = child("#/paths", path);
      if (!path.startsWith("/")) throw new OpenApiError(at, `expected a path starting with "/", got ${describeValue(path)}`);
      this.pathItem(paths[path], at);
    }
  }
}

/**
 * Checks that `value` is an OpenAPI 3.0 or 3.1 document that the import can read, and returns
 * it with its resolver. Throws an `OpenApiError` naming the first problem's JSON pointer.
 * @example checkDocument({ openapi: "3.1.0", info: { title: "Acme" }, paths: {} }).version // "3.1"
 */
export function checkDocument(value: unknown): OpenApiDocument {
  if (!isObject(value)) expected("#", "an OpenAPI document (an object)", value);
  if (value.swagger !== undefined) {
    throw new OpenApiError(
      "#/swagger",
      `Swagger ${typeof value.swagger === "string" ? value.swagger : "2.0"} is read by loadOpenApi, which converts it to OpenAPI 3: load the file with it (refkit build --openapi does), then import the result`,
    );
  }
  const version = value.openapi;
  if (version === undefined) expected("#/openapi", `the OpenAPI version, such as "3.1.0"`, version);
  const match = typeof version === "string" ? /^3\.([01])\.\d+(?:-[\w.]+)?$/.exec(version) : null;
  if (!match) expected("#/openapi", `an OpenAPI version 3.0.x or 3.1.x, such as "3.1.0"`, version);
  const doc = new OpenApiDocument(value, match[1] === "0" ? "3.0" : "3.1");
  new Checker(doc).top();
  return doc;
}
