/**
 * Do the examples refkit makes validate? For every JSON request body and response of a document,
 * the sample refkit generates from the schema (`Schemas.sample`, what the request example sends
 * and the response example shows when the document gives no example of its own) is checked
 * against that schema by a JSON Schema validator (Ajv), as a server that validates would.
 *
 * OpenAPI 3.0 schemas are not quite JSON Schema: a copy of the document is rewritten first
 * (`nullable`, boolean `exclusiveMinimum`/`exclusiveMaximum`), and for each direction a property
 * the other direction owns (`readOnly` in a request, `writeOnly` in a response) stops being
 * required, as OpenAPI says. `discriminator` is left to `oneOf`'s own rule (exactly one match).
 */
import type { Ajv } from "ajv";
import { documentValidator, schemaRef, type ErrorObject, type ValidateFunction } from "../../src/diff/json-schema.ts";
import { convertSwagger2 } from "../../src/openapi/read/convert.ts";
import { isSwagger2 } from "../../src/openapi/read/document.ts";
import { isObject, type JsonObject } from "../../src/openapi/read/document.ts";
import { childPointer } from "../../src/openapi/read/error.ts";
import { Schemas, type Direction } from "../../src/openapi/read/schema.ts";
import { patternText } from "../../src/openapi/read/sample-values.ts";
import { checkDocument } from "../../src/openapi/read/validate.ts";

/**
 * Why an example is not valid, when it is not:
 * - `ambiguous-oneOf`: it is valid once each `oneOf` reads as `anyOf` (it matches more than one
 *   variant, which nothing in the schema tells apart: no discriminator, no required property);
 * - `undeclared-required`: only properties a schema requires but does not declare are missing (`required: [jurisdictionalFilter]` beside `properties: { jurisdictionalFilters }`);
 * - `unwritable-pattern`: only strings miss a `pattern` nothing matches as written (`"/^[a-z]+$/"`);
 * - `contradictory-enum`: only values miss a schema whose `enum` holds no value of its `type` (`type: integer` beside `enum: ["1", "2"]`): no value fits it;
 * - `invalid`: anything else, refkit's to fix.
 */
export type Failure = "ambiguous-oneOf" | "undeclared-required" | "unwritable-pattern" | "contradictory-enum" | "invalid";

/** One generated example and whether its schema accepts it. */
export interface ExampleCheck {
  /** The schema's pointer. */
  readonly pointer: string;
  readonly direction: Direction;
  readonly valid: boolean;
  readonly failure?: Failure;
  /** The validator's first errors, when it is not valid. */
  readonly errors?: string;
  /** Set when the validator could not compile the schema (it is then neither valid nor invalid). */
  readonly uncompiled?: string;
}

const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const isJsonMedia = (type: string) => /^[a-z]+\/([a-z0-9.+-]*\+)?json\b/i.test(type.trim());

/** A value with its `$ref`s followed, and the pointer of where it is declared. */
function resolve(root: JsonObject, value: unknown, pointer: string): { value: unknown; pointer: string } {
  for (let hops = 0; hops < 32 && isObject(value) && typeof value.$ref === "string" && value.$ref.startsWith("#"); hops++) {
    pointer = value.$ref;
    let target: unknown = root;
    for (const raw of value.$ref.slice(1).split("/").slice(1)) {
      const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
      target = isObject(target) ? target[key] : Array.isArray(target) ? target[Number(key)] : undefined;
    }
    value = target;
  }
  return { value, pointer };
}

/** The JSON media schemas of a `content` map, each with its pointer. */
function mediaSchemas(root: JsonObject, content: unknown, at: string): { schema: unknown; pointer: string }[] {
  const map = resolve(root, content, childPointer(at, "content"));
  if (!isObject(map.value)) return [];
  const found: { schema: unknown; pointer: string }[] = [];
  for (const [type, raw] of Object.entries(map.value)) {
    const media = resolve(root, raw, childPointer(map.pointer, type));
    if (isJsonMedia(type) && isObject(media.value) && media.value.schema !== undefined) found.push({ schema: media.value.schema, pointer: childPointer(media.pointer, "schema") });
  }
  return found;
}

/**
 * Every JSON body schema of the document's operations and webhooks, with the direction it goes,
 * then every named schema (`components.schemas`), whose model page shows an example of it as a
 * response would hold it.
 */
function bodySchemas(root: JsonObject): { schema: unknown; pointer: string; direction: Direction }[] {
  const found: { schema: unknown; pointer: string; direction: Direction }[] = [];
  const named = isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
  for (const [mapKey, direction] of [["paths", "request"], ["webhooks", "response"]] as const) {
    const map = root[mapKey];
    if (!isObject(map)) continue;
    for (const [path, rawItem] of Object.entries(map)) {
      const item = resolve(root, rawItem, childPointer(`#/${mapKey}`, path));
      if (!isObject(item.value)) continue;
      for (const method of methods) {
        const operation = item.value[method];
        if (!isObject(operation)) continue;
        const pointer = childPointer(item.pointer, method);
        const body = resolve(root, operation.requestBody, childPointer(pointer, "requestBody"));
        // A webhook's body is what the API sends: refkit reads it as a response (write-only fields left out).
        if (isObject(body.value)) for (const media of mediaSchemas(root, body.value.content, body.pointer)) found.push({ ...media, direction });
        const responses = resolve(root, operation.responses, childPointer(pointer, "responses"));
        if (mapKey !== "paths" || !isObject(responses.value)) continue;
        for (const [status, raw] of Object.entries(responses.value)) {
          const response = resolve(root, raw, childPointer(responses.pointer, status));
          if (isObject(response.value)) for (const media of mediaSchemas(root, response.value.content, response.pointer)) found.push({ ...media, direction: "response" });
        }
      }
    }
  }
  for (const name of Object.keys(named)) {
    const pointer = childPointer("#/components/schemas", name);
    found.push({ schema: { $ref: pointer }, pointer, direction: "response" });
  }
  return found;
}

/**
 * A copy of a document whose schemas give no value of their own (`example`, `examples`,
 * `default`): the samples are then made by refkit alone, from types and constraints.
 */
function withoutExamples(document: unknown): unknown {
  const copy = structuredClone(document);
  const members = new Set(["allOf", "anyOf", "oneOf"]);
  const visit = (value: unknown, key?: string): void => {
    // The members of allOf, anyOf and oneOf are schemas too.
    if (Array.isArray(value)) return value.forEach((item) => visit(item, key !== undefined && members.has(key) ? "schema" : undefined));
    if (!isObject(value)) return;
    // A media type's or parameter's own examples stay out of it: only schemas are read here.
    if (key === "schema" || key === "items" || key === "not" || key === "additionalProperties") {
      delete value.example;
      delete value.examples;
      delete value.default;
    }
    for (const [name, child] of Object.entries(value)) visit(child, key === "properties" || key === "schemas" ? "schema" : name);
  };
  visit(copy);
  return copy;
}

/**
 * The generated examples of a parsed document (Swagger 2.0 converted first), each validated
 * against its schema. `authored: false` leaves out the values the schemas give (see
 * `withoutExamples`): what is then checked is refkit's own making.
 * @example (await checkExamples(JSON.parse(text))).filter((check) => !check.valid)
 */
export async function checkExamples(input: unknown, options: { authored?: boolean } = {}): Promise<ExampleCheck[]> {
  let document = isSwagger2(input) ? (await convertSwagger2(structuredClone(input), "document")).document : input;
  if (options.authored === false) document = withoutExamples(document);
  const doc = checkDocument(document);
  const schemas = new Schemas(doc);
  const validators = new Map<string, Ajv>();
  const validate = (pointer: string, direction: Direction, lenient: boolean): ValidateFunction => {
    let ajv = validators.get(`${direction} ${lenient}`);
    if (!ajv) {
      ajv = documentValidator(doc.root, doc.version, direction, { allErrors: lenient, oneOfAsAnyOf: lenient });
      validators.set(`${direction} ${lenient}`, ajv);
    }
    return ajv.compile({ $ref: schemaRef(pointer) });
  };
  const checks: ExampleCheck[] = [];
  for (const { schema, pointer, direction } of bodySchemas(doc.root)) {
    const sample = structuredClone(schemas.sample(schemas.view(schema, pointer), direction));
    let strict: ValidateFunction;
    try {
      strict = validate(pointer, direction, false);
    } catch (error) {
      checks.push({ pointer, direction, valid: false, uncompiled: error instanceof Error ? error.message : String(error) });
      continue;
    }
    if (strict(sample) === true) {
      checks.push({ pointer, direction, valid: true });
      continue;
    }
    const errors = (strict.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`).join("; ");
    const lenient = validate(pointer, direction, true);
    const failure: Failure = lenient(sample) === true ? "ambiguous-oneOf" : excuse(lenient.errors ?? []);
    checks.push({ pointer, direction, valid: false, failure, errors });
  }
  return checks;
}

/** Whether the schema that requires `name` declares it among its properties. */
function declaredIn(schema: unknown, name: string): boolean {
  return isObject(schema) && isObject(schema.properties) && Object.hasOwn(schema.properties, name);
}

/** JSON Schema's type of a value, as `type` names it (an integer is a number too). */
function typesOf(value: unknown): string[] {
  if (value === null) return ["null"];
  if (Array.isArray(value)) return ["array"];
  if (typeof value === "number") return Number.isInteger(value) ? ["integer", "number"] : ["number"];
  return [typeof value];
}

/** Whether a schema has an `enum` of which no value has one of its declared types. */
function contradictoryEnum(schema: unknown): boolean {
  if (!isObject(schema) || !Array.isArray(schema.enum) || schema.type === undefined) return false;
  const declared = new Set((Array.isArray(schema.type) ? schema.type : [schema.type]).filter((type): type is string => typeof type === "string"));
  return !schema.enum.some((value) => typesOf(value).some((type) => declared.has(type)));
}

/** The one excuse all of a failed example's errors share (the keywords that only sum up their branches aside), else "invalid". */
function excuse(errors: readonly ErrorObject[]): Failure {
  const kinds = new Set<Failure>();
  for (const error of errors) {
    if (error.keyword === "anyOf" || error.keyword === "oneOf" || error.keyword === "if") continue;
    if (error.keyword === "required" && !declaredIn(error.parentSchema, String(error.params.missingProperty))) kinds.add("undeclared-required");
    else if (error.keyword === "pattern" && patternText(String(error.params.pattern)) === undefined) kinds.add("unwritable-pattern");
    else if ((error.keyword === "type" || error.keyword === "enum") && contradictoryEnum(error.parentSchema)) kinds.add("contradictory-enum");
    else return "invalid";
  }
  return kinds.size === 1 ? [...kinds][0]! : "invalid";
}

/** The share that validates, of the examples whose schema compiled. */
export function validShare(checks: readonly ExampleCheck[]): { valid: number; total: number; uncompiled: number; failures: Record<Failure, number> } {
  const compiled = checks.filter((check) => check.uncompiled === undefined);
  const failures: Record<Failure, number> = { "ambiguous-oneOf": 0, "undeclared-required": 0, "unwritable-pattern": 0, "contradictory-enum": 0, invalid: 0 };
  for (const check of compiled) if (check.failure) failures[check.failure]++;
  return { valid: compiled.filter((check) => check.valid).length, total: compiled.length, uncompiled: checks.length - compiled.length, failures };
}
