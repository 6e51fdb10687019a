/**
 * The whole document is checked before any page is made. Only input that is not an API
 * description at all (not an object, no OpenAPI 3.0/3.1/3.2 version, `paths` that is not an object)
 * is refused; a flaw in one part is a warning naming its JSON pointer, and that part is ignored
 * or left out (`doc.skipped`) while the rest renders. Only what the import reads is checked;
 * each schema is checked once however often it is referenced.
 */
import { describeValue } from "../../errors.ts";
import { OpenApiDocument, isObject, type JsonObject, type OpenApiVersion } from "./document.ts";
import { OpenApiError, anyValue, childPointer as child, expected } from "./error.ts";
import { additionalMethodProblem, additionalOperations, itemOperations } from "./methods.ts";
import { countStep } from "./steps.ts";
import { tagParents } from "./tags.ts";

export { operationMethods } from "./methods.ts";

const parameterLocations = new Set(["path", "query", "header", "cookie"]);
const schemaTypes = new Set(["string", "number", "integer", "boolean", "array", "object", "null"]);
const securityTypes = new Set(["apiKey", "http", "oauth2", "openIdConnect", "mutualTLS"]);
const statusKey = /^(?:[1-5](?:\d\d|XX)|default)$/;

/** The keys of an object that are not `x-` extensions. */
const keysOf = (value: JsonObject) => Object.keys(value).filter((key) => !key.startsWith("x-"));

class Checker {
  readonly #done = new WeakSet<object>();
  constructor(
    readonly doc: OpenApiDocument,
    readonly warn: (message: string) => void,
  ) {}

  /**
   * Runs `check`; a problem it finds becomes a warning ending in `consequence`, and `pointer` is
   * marked as left out when `skip` is set. True when the part is sound.
   */
  tolerate(pointer: string, consequence: string, check: () => void, skip = true): boolean {
    try {
      check();
      return true;
    } catch (error) {
      if (!(error instanceof OpenApiError)) throw error;
      this.warn(`${error.message}: ${consequence}`);
      if (skip) this.doc.skipped.add(pointer);
      return false;
    }
  }

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

  /**
   * Checks a schema and every schema inside it, depth-first, each once. The walk keeps its own
   * list of what is left instead of recursing: a chain of thousands of `$ref`s (each schema a
   * property, item or member of the next) is as deep as it is long, and would overflow the call
   * stack. The order, and so the order of the warnings, is that of a recursive walk.
   */
  schema(value: unknown, pointer: string): void {
    const tasks: (() => void)[] = [() => this.#schemaNode(value, pointer, tasks)];
    while (tasks.length > 0) tasks.pop()!();
  }

  /** Checks one schema's own keywords; what is inside it joins `tasks`, to be checked next. */
  #schemaNode(value: unknown, pointer: string, tasks: (() => void)[]): void {
    countStep();
    if (typeof value === "boolean" && this.doc.version !== "3.0") return;
    let found: ReturnType<Checker["resolved"]>;
    try {
      found = this.resolved(value, pointer, "a schema object");
    } catch (error) {
      // A schema that cannot be read loses only itself: the readers take it as any value.
      if (!(error instanceof OpenApiError)) throw error;
      this.warn(`${error.message}: ${anyValue}`);
      return;
    }
    const { value: schema, pointer: at, fresh } = found;
    if (!fresh) return;
    // A schema keyword in the wrong shape is ignored with a warning: the readers skip what is not
    // an array or a string, so the rest of the schema still reads.
    const ignored = (key: string, check: () => void) => this.tolerate(child(at, key), "ignored", check, false);
    const type = schema.type;
    if (type !== undefined) {
      ignored("type", () => {
        // A type array is 3.1's; a 3.0 document that uses one is read the same way.
        const list = Array.isArray(type);
        (list ? type : [type]).forEach((name: unknown, i: number) => {
          if (typeof name !== "string" || !schemaTypes.has(name)) {
            expected(list ? child(child(at, "type"), i) : child(at, "type"), `a type such as "string", "object" or "array"`, name);
          }
        });
      });
    }
    if (schema.required !== undefined) {
      ignored("required", () =>
        this.array(schema.required, child(at, "required"), "an array of property names").forEach((name, i) => {
          if (typeof name !== "string") expected(child(child(at, "required"), i), "a property name", name);
        }),
      );
    }
    if (schema.enum !== undefined) ignored("enum", () => this.array(schema.enum, child(at, "enum")));
    // What comes after this schema's own checks, in order; pushed reversed, so popped in order.
    const later: (() => void)[] = [];
    const inner = (item: unknown, p: string) => later.push(() => this.#schemaNode(item, p, tasks));
    this.mapOf(schema, "properties", at, inner);
    for (const key of ["allOf", "oneOf", "anyOf", "prefixItems"]) {
      if (schema[key] === undefined) continue;
      later.push(() => {
        if (!ignored(key, () => this.array(schema[key], child(at, key), "an array of schemas"))) return;
        const members = schema[key] as unknown[];
        for (let i = members.length - 1; i >= 0; i--) tasks.push(() => this.#schemaNode(members[i], child(child(at, key), i), tasks));
      });
    }
    for (const key of ["items", "not"]) if (schema[key] !== undefined) inner(schema[key], child(at, key));
    if (schema.additionalProperties !== undefined && typeof schema.additionalProperties !== "boolean") inner(schema.additionalProperties, child(at, "additionalProperties"));
    later.push(() => {
      ignored("description", () => this.optionalString(schema, "description", at));
      ignored("format", () => this.optionalString(schema, "format", at));
    });
    for (let i = later.length - 1; i >= 0; i--) tasks.push(later[i]!);
  }

  examples(owner: JsonObject, pointer: string): void {
    this.mapOf(owner, "examples", pointer, (example, p) => this.resolved(example, p, "an example object"));
  }

  content(owner: JsonObject, pointer: string): void {
    this.mapOf(owner, "content", pointer, (media, p) => {
      // OpenAPI 3.2 lets a media type object be a `$ref` (to components.mediaTypes): checked where
      // it leads, once; one that leads nowhere is left out, and its operation stays.
      let found: { value: JsonObject; pointer: string; fresh: boolean } | undefined;
      if (!this.tolerate(p, "left out this media type", () => (found = this.resolved(media, p, "a media type object")), false) || !found!.fresh) return;
      const { value: mediaType, pointer: at } = found!;
      if (mediaType.schema !== undefined) this.schema(mediaType.schema, child(at, "schema"));
      if (mediaType.itemSchema !== undefined && this.doc.version !== "3.0" && this.doc.version !== "3.1") this.schema(mediaType.itemSchema, child(at, "itemSchema"));
      this.examples(mediaType, at);
    });
  }

  parameter(value: unknown, pointer: string): void {
    const { value: parameter, pointer: at, fresh } = this.resolved(value, pointer, "a parameter object");
    if (!fresh) return;
    // A parameter without a usable name or location is left out; the operation still renders.
    const sound = this.tolerate(at, "left out this parameter", () => {
      if (typeof parameter.name !== "string" || parameter.name === "") expected(child(at, "name"), "the parameter's name", parameter.name);
      const v32 = this.doc.version !== "3.0" && this.doc.version !== "3.1";
      if (typeof parameter.in !== "string" || !(parameterLocations.has(parameter.in) || (v32 && parameter.in === "querystring"))) {
        expected(child(at, "in"), `where the parameter goes: "path", "query",${v32 ? ' "querystring",' : ""} "header" or "cookie"`, parameter.in);
      }
      // The whole query string as one value is described by its media type (OpenAPI 3.2).
      if (parameter.in === "querystring" && !isObject(parameter.content)) expected(child(at, "content"), "the query string's media type and schema (content), such as application/x-www-form-urlencoded", parameter.content);
    });
    if (!sound) return;
    this.tolerate(child(at, "description"), "ignored", () => this.optionalString(parameter, "description", at), false);
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
    this.tolerate(child(at, "description"), "ignored", () => this.optionalString(response, "description", at), false);
    this.content(response, at);
    this.mapOf(response, "headers", at, (header, p) => {
      const found = this.resolved(header, p, "a header object");
      if (found.fresh && found.value.schema !== undefined) this.schema(found.value.schema, child(found.pointer, "schema"));
    });
  }

  /** Security requirements; one naming an undefined scheme is read (and warned about) where it is used. */
  security(value: unknown, pointer: string): void {
    this.array(value, pointer, "an array of security requirements").forEach((requirement, i) => {
      const object = this.object(requirement, child(pointer, i), "a security requirement object");
      for (const name of Object.keys(object)) this.array(object[name], child(child(pointer, i), name), "an array of scopes");
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
      const list = operation[key];
      if (!this.tolerate(child(pointer, key), "ignored", () => this.array(list, child(pointer, key), "an array of code samples { lang, source }"), false)) continue;
      (list as unknown[]).forEach((sample, i) => {
        const at = child(child(pointer, key), i);
        this.tolerate(at, "left out this code sample", () => {
          const object = this.object(sample, at, "a code sample { lang, source }");
          if (typeof object.lang !== "string" || object.lang.trim() === "") expected(child(at, "lang"), `the sample's language, such as "Go"`, object.lang);
          if (typeof object.source !== "string") expected(child(at, "source"), "the sample's source code as a string", object.source);
          this.optionalString(object, "label", at);
        });
      });
    }
  }

  operation(value: unknown, pointer: string): void {
    const operation = this.object(value, pointer, "an operation object");
    // Tags in the wrong shape are ignored (the operation is untagged); names that are not strings are skipped.
    if (operation.tags !== undefined) this.tolerate(child(pointer, "tags"), "ignored", () => this.array(operation.tags, child(pointer, "tags"), "an array of tag names"), false);
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
        if (!statusKey.test(status)) {
          this.warn(`${at}: expected a status code such as "200", "4XX" or "default", got ${describeValue(status)}: ignored`);
          continue;
        }
        this.response(responses[status], at);
      }
    }
    if (operation.security !== undefined) this.security(operation.security, child(pointer, "security"));
    this.codeSamples(operation, pointer);
  }

  /** A path item: a flaw in it leaves the whole path out, a flaw in one operation that operation. */
  pathItem(value: unknown, pointer: string): void {
    let item: JsonObject = {};
    let at = pointer;
    const sound = this.tolerate(pointer, "left out this path", () => {
      ({ value: item, pointer: at } = this.resolved(value, pointer, "a path item object"));
      this.parameters(item, at);
    });
    if (!sound) return;
    if (item[additionalOperations] !== undefined && this.doc.version !== "3.0" && this.doc.version !== "3.1") {
      this.tolerate(child(at, additionalOperations), "ignored", () => this.object(item[additionalOperations], child(at, additionalOperations), "an object of operations by HTTP method"));
    }
    for (const op of itemOperations(item, at, this.doc.version)) {
      const problem = op.additional ? additionalMethodProblem(op.method) : undefined;
      if (problem !== undefined) {
        this.warn(`${op.pointer}: ${problem}: left out this operation`);
        this.doc.skipped.add(op.pointer);
        continue;
      }
      if (op.value !== undefined) this.tolerate(op.pointer, "left out this operation", () => this.operation(op.value, op.pointer));
    }
  }

  top(): void {
    const root = this.doc.root;
    // Flaws in the document's own parts are ignored (and left out where a reader would trip).
    if (root.info !== undefined) {
      this.tolerate("#/info", "ignored", () => {
        const info = this.object(root.info, "#/info");
        this.optionalString(info, "title", "#/info");
        this.optionalString(info, "description", "#/info");
      });
    }
    if (root.servers !== undefined) {
      this.tolerate("#/servers", "ignored", () =>
        this.array(root.servers, "#/servers").forEach((server, i) => {
          const object = this.object(server, `#/servers/${i}`, "a server object { url }");
          if (typeof object.url !== "string") expected(`#/servers/${i}/url`, "the server's URL", object.url);
          this.mapOf(object, "variables", `#/servers/${i}`, (variable, p) => {
            const v = this.object(variable, p, "a server variable { default }");
            if (v.default !== undefined && typeof v.default !== "string") expected(child(p, "default"), "a string", v.default);
          });
        }),
      );
    }
    if (root.tags !== undefined) {
      this.tolerate("#/tags", "ignored", () => this.array(root.tags, "#/tags"), false);
      if (Array.isArray(root.tags)) {
        root.tags.forEach((tag, i) =>
          this.tolerate(`#/tags/${i}`, "ignored", () => {
            const object = this.object(tag, `#/tags/${i}`, "a tag object { name }");
            if (typeof object.name !== "string") expected(`#/tags/${i}/name`, "the tag's name", object.name);
            this.optionalString(object, "description", `#/tags/${i}`);
          }),
        );
        for (const [pointer, problem] of tagParents(this.doc).problems) this.warn(`${pointer}: ${problem}`);
      }
    }
    if (root.components !== undefined) {
      const components = isObject(root.components) ? root.components : {};
      this.tolerate("#/components", "ignored", () => this.object(root.components, "#/components"));
      if (components.securitySchemes !== undefined && this.tolerate("#/components/securitySchemes", "ignored", () => this.object(components.securitySchemes, "#/components/securitySchemes"))) {
        const schemes = components.securitySchemes as JsonObject;
        for (const name of Object.keys(schemes)) {
          const at = child("#/components/securitySchemes", name);
          this.tolerate(at, "left out this scheme", () => this.securityScheme(schemes[name], at));
        }
      }
    }
    if (root.security !== undefined) this.tolerate("#/security", "ignored", () => this.security(root.security, "#/security"));
    if (root.paths === undefined) {
      if (this.doc.version === "3.0") expected("#/paths", "an object of paths", undefined);
      return;
    }
    const paths = this.object(root.paths, "#/paths", "an object of paths");
    for (const path of keysOf(paths)) {
      const at = child("#/paths", path);
      if (!path.startsWith("/")) {
        this.warn(`${at}: expected a path starting with "/", got ${describeValue(path)}: left out this path`);
        this.doc.skipped.add(at);
        continue;
      }
      this.pathItem(paths[path], at);
    }
  }
}

/**
 * Checks that `value` is an OpenAPI 3.0, 3.1 or 3.2 document that the import can read, and returns
 * it with its resolver. Throws an `OpenApiError` naming the JSON pointer when it is not an API
 * description at all; a flaw in one part goes to `warn` and that part is ignored or left out.
 * @example checkDocument({ openapi: "3.1.0", info: { title: "Acme" }, paths: {} }).version // "3.1"
 */
export function checkDocument(value: unknown, warn: (message: string) => void = () => {}): OpenApiDocument {
  if (!isObject(value)) expected("#", "an OpenAPI document (an object)", value);
  if (value.swagger !== undefined) {
    throw new OpenApiError(
      "#/swagger",
      `Swagger ${typeof value.swagger === "string" ? value.swagger : "2.0"} is read by loadOpenApi, which converts it to OpenAPI 3: load the file with it (refkit build --openapi does), then import the result`,
    );
  }
  const version = value.openapi;
  if (version === undefined) expected("#/openapi", `the OpenAPI version, such as "3.1.0"`, version);
  const match = typeof version === "string" ? /^3\.([012])\.\d+(?:-[\w.]+)?$/.exec(version) : null;
  if (!match) expected("#/openapi", `an OpenAPI version 3.0.x, 3.1.x or 3.2.x, such as "3.2.0"`, version);
  const doc = new OpenApiDocument(value, `3.${match[1]}` as OpenApiVersion);
  new Checker(doc, warn).top();
  return doc;
}
