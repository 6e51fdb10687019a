/**
 * The read layer's whole-document reading: a checked description in, an `ApiModel` out — its
 * operations, webhooks and callbacks (each an `ApiOperation`), its tags in the order the
 * reference shows them, its named schemas as values, and what it offers as defaults (servers,
 * auth line). Plain, immutable, serialisable data with a JSON pointer for every part, and no
 * component or configuration: what the presentation, the diff and the Markdown output read.
 */
import { plainText } from "../../text/plain-text.ts";
import { OpenApiError, childPointer as child, warningList } from "./error.ts";
import { RefkitError } from "../../errors.ts";
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { readOperation, sectionTitle, type ApiOperation, type Operation, type ReadContext } from "./operation.ts";
import { checkDocument, operationMethods } from "./validate.ts";
import { Schemas } from "./schema.ts";
import { Security } from "./security.ts";
import { documentServers, type DocumentServer } from "./servers.ts";
import { codeSamplesOf } from "./code-samples.ts";
import { distinctTitles } from "./titles.ts";
import { jsonSafe } from "./text.ts";
import type { Field, Variants } from "../../tables.ts";

/** The document's operations in document order. */
export function collectOperations(root: JsonObject, context: { readonly doc: OpenApiDocument }): Operation[] {
  const operations: Operation[] = [];
  const paths = isObject(root.paths) ? root.paths : {};
  for (const path of Object.keys(paths)) {
    if (!path.startsWith("/")) continue;
    const pointer = child("#/paths", path);
    const found = context.doc.deref(paths[path], pointer);
    if (context.doc.skipped.has(pointer) || context.doc.skipped.has(found.pointer)) continue;
    const pathItem = { value: found.value as JsonObject, pointer: found.pointer };
    // Methods in the order the document lists them, as its author arranged them.
    for (const method of Object.keys(pathItem.value)) {
      if (!methods.has(method) || context.doc.skipped.has(child(found.pointer, method))) continue;
      operations.push({ kind: "path", method, path, operation: pathItem.value[method] as JsonObject, pointer: child(found.pointer, method), pathItem });
    }
  }
  return operations;
}


const methods: ReadonlySet<string> = new Set(operationMethods);

/** The operations of a path item (followed if it is a `$ref`), in the document's order. */
function itemOperations(doc: OpenApiDocument, value: unknown, pointer: string, make: (method: string, operation: JsonObject, at: string, pathItem: Operation["pathItem"]) => Operation): Operation[] {
  const found = doc.deref(value, pointer);
  const item = found.value;
  if (!isObject(item)) return [];
  const pathItem = { value: item, pointer: found.pointer };
  return Object.keys(item)
    .filter((method) => methods.has(method) && isObject(item[method]))
    .map((method) => make(method, item[method] as JsonObject, child(found.pointer, method), pathItem));
}

/** The document's `webhooks` (OpenAPI 3.1), in document order; the path is the webhook's name. */
export function collectWebhooks(doc: OpenApiDocument): Operation[] {
  const webhooks = doc.root.webhooks;
  if (!isObject(webhooks)) return [];
  return Object.keys(webhooks).flatMap((name) =>
    itemOperations(doc, webhooks[name], child("#/webhooks", name), (method, operation, pointer, pathItem) => ({ kind: "webhook", method, path: name, operation, pointer, pathItem })),
  );
}

/** The callbacks an operation registers; the path is the callback's runtime expression. */
export function collectCallbacks(doc: OpenApiDocument, op: Operation): Operation[] {
  const callbacks = op.operation.callbacks;
  if (!isObject(callbacks)) return [];
  return Object.keys(callbacks).flatMap((name) => {
    const found = doc.deref(callbacks[name], child(child(op.pointer, "callbacks"), name));
    if (!isObject(found.value)) return [];
    const expressions = found.value;
    return Object.keys(expressions).flatMap((expression) =>
      itemOperations(doc, expressions[expression], child(found.pointer, expression), (method, operation, pointer, pathItem) => ({ kind: "callback", name, method, path: expression, operation, pointer, pathItem })),
    );
  });
}

/**
 * Every section's title by pointer (the path operations, their callbacks and the webhooks), those
 * two operations of one tag would share made distinct (see `distinctTitles`): read once here, by
 * the model and the pages alike, so a title is the same in each. What cannot be collected here is
 * left to the reading that follows, which warns about it.
 */
export function sectionTitles(doc: OpenApiDocument, paths: readonly Operation[]): ReadonlyMap<string, string> {
  const quietly = <T>(read: () => T[]): T[] => {
    try {
      return read();
    } catch {
      return [];
    }
  };
  const all = [...paths.flatMap((op) => [op, ...quietly(() => collectCallbacks(doc, op))]), ...quietly(() => collectWebhooks(doc))];
  const titled = all.map((op) => ({ title: quietly(() => [sectionTitle(op)])[0] ?? "", method: op.method, path: op.path, tags: Array.isArray(op.operation.tags) ? op.operation.tags.filter((tag): tag is string => typeof tag === "string") : [] }));
  const titles = new Map<string, string>();
  distinctTitles(titled).forEach((title, i) => titles.set(all[i]!.pointer, title));
  return titles;
}


/**
 * Makes one operation's part; a problem the checks could not see (a broken `$ref` deep in a
 * schema, a webhook's flaw) leaves that part out with a warning instead of failing the import.
 */
export function tolerated<T>(op: Operation | undefined, warn: (message: string) => void, make: () => T): T | undefined {
  try {
    return make();
  } catch (error) {
    if (!(error instanceof OpenApiError) && !(error instanceof RefkitError)) throw error;
    const where = error instanceof OpenApiError || op === undefined ? "" : `${op.pointer}: `;
    warn(`${where}${error.message}: left out ${op ? `this ${op.kind === "path" ? "operation" : op.kind}` : "the webhooks"}`);
    return undefined;
  }
}


/** The display name and description the document's `tags` array gives each tag. */
export function tagInfo(doc: OpenApiDocument): Map<string, { title: string; description: string | undefined }> {
  const info = new Map<string, { title: string; description: string | undefined }>();
  for (const tag of Array.isArray(doc.root.tags) ? doc.root.tags : []) {
    if (!isObject(tag) || typeof tag.name !== "string" || info.has(tag.name)) continue;
    const display = tag["x-displayName"];
    info.set(tag.name, {
      title: plainText(typeof display === "string" && plainText(display).trim() !== "" ? display : tag.name).trim() || tag.name,
      description: typeof tag.description === "string" && tag.description.trim() !== "" ? tag.description : undefined,
    });
  }
  return info;
}

/**
 * The sidebar groups of `x-tagGroups` (Redoc's extension): each tag's group name, in the order
 * the groups list their tags. A group without a name orders its tags but heads nothing.
 */
export function tagGroups(doc: OpenApiDocument): Map<string, string | undefined> {
  const groups = new Map<string, string | undefined>();
  const declared = doc.root["x-tagGroups"];
  for (const group of Array.isArray(declared) ? declared : []) {
    if (!isObject(group) || typeof group.name !== "string" || !Array.isArray(group.tags)) continue;
    const name = plainText(group.name).trim() || undefined;
    for (const tag of group.tags) if (typeof tag === "string" && !groups.has(tag)) groups.set(tag, name);
  }
  return groups;
}


/**
 * The rank of each tag in the reference's order: with `x-tagGroups`, the groups' order and their
 * tags' order first, then the `tags` array's order; a tag neither lists ranks after them all.
 */
export function tagRank(doc: OpenApiDocument): (tag: string) => number {
  const declared = new Map<string, number>();
  for (const tag of [...tagGroups(doc).keys(), ...tagInfo(doc).keys()]) if (!declared.has(tag)) declared.set(tag, declared.size);
  return (tag) => declared.get(tag) ?? declared.size;
}

/** A tag as the reference shows it. */
export interface ApiTag {
  readonly name: string;
  /** Its `x-displayName`, else its name, as plain text. */
  readonly title: string;
  /** CommonMark as written. */
  readonly description: string | undefined;
  /** The `x-tagGroups` group it is listed in. */
  readonly group: string | undefined;
  /** The pointers of its operations (those whose first tag it is), callbacks after their operation, in document order. */
  readonly operations: readonly string[];
}

/** A named schema (`#/components/schemas/<name>`) as values. */
export interface ApiSchema {
  readonly name: string;
  readonly pointer: string;
  /** Its type label: `object`, `array of string`, `string | null`… */
  readonly label: string;
  /** The rows of its table as a request sends it (`readOnly` properties left out). */
  readonly requestFields: readonly Field[];
  /** The rows of its table as a response returns it (`writeOnly` properties left out). */
  readonly responseFields: readonly Field[];
  /** The shapes it can take (`oneOf`/`anyOf` of objects), as a response returns it. */
  readonly variants: Variants<Field> | undefined;
  /** A value that fits it, as a response returns it. */
  readonly sample: unknown;
}

/** What the document offers the settings where the user chose nothing. */
export interface ApiDefaults {
  /** Its servers as base URLs: the first is the base URL, the others what the request console offers. */
  readonly servers: readonly DocumentServer[];
  /** The auth line of its security (or of the first operation that needs a header). */
  readonly authHeader: string | undefined;
  /** The languages of its code samples, in the order first met. */
  readonly sampleLanguages: readonly string[];
}

/** A description read whole: see read-api.ts. */
export interface ApiModel {
  /** The OpenAPI version it declares (a converted Swagger 2.0 declares 3.0.x). */
  readonly openapi: string;
  readonly title: string | undefined;
  readonly version: string | undefined;
  /** `info.description`, CommonMark as written. */
  readonly description: string | undefined;
  readonly defaults: ApiDefaults;
  /** The tags in the reference's order (`x-tagGroups`, then the `tags` array, then first use). */
  readonly tags: readonly ApiTag[];
  /** The pointers of the operations without a tag (callbacks after their operation), in document order. */
  readonly untagged: readonly string[];
  /** Path operations (each followed by its callbacks) in document order, then the webhooks. */
  readonly operations: readonly ApiOperation[];
  readonly schemas: readonly ApiSchema[];
  /** What reading left out or could not map, each naming its JSON pointer. */
  readonly warnings: readonly string[];
}

function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (typeof value !== "object" || value === null || seen.has(value)) return value;
  seen.add(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key], seen);
  return Object.freeze(value);
}

/**
 * Reads a parsed OpenAPI 3.0 or 3.1 document (from `loadOpenApi` or `readOpenApi`, which convert
 * Swagger 2.0) into an `ApiModel`, deeply frozen. Throws an `OpenApiError` naming the JSON
 * pointer when the input is not an API description; a part that cannot be read is left out with
 * a warning.
 * @example
 * const model = readApi(await loadOpenApi("openapi.yaml"));
 * for (const op of model.operations) console.log(op.method.toUpperCase(), op.path, op.title);
 */
export function readApi(document: unknown): ApiModel {
  const { warnings, warn } = warningList();
  const doc = checkDocument(document, warn);
  const schemas = new Schemas(doc, warn);
  const security = new Security(doc, warn);
  const paths = collectOperations(doc.root, { doc });
  const context: ReadContext = { doc, schemas, security, warn, titles: sectionTitles(doc, paths) };
  const servers = documentServers(doc, warn);
  const authHeader = security.documentLine(paths.map((op) => op.operation));
  const languages = [...new Set(paths.flatMap((op) => codeSamplesOf(op.operation).map((sample) => sample.lang)))];

  const operations: ApiOperation[] = [];
  const byTag = new Map<string | undefined, string[]>();
  for (const op of paths) {
    const read = tolerated(op, warn, () => readOperation(op, context));
    if (!read) continue;
    operations.push(read);
    const first = read.tags.find((tag) => tag.trim() !== "");
    const pointers = byTag.get(first) ?? [];
    byTag.set(first, pointers);
    pointers.push(read.pointer);
    for (const callback of tolerated(op, warn, () => collectCallbacks(doc, op)) ?? []) {
      const event = tolerated(callback, warn, () => readOperation(callback, context));
      if (!event) continue;
      operations.push(event);
      pointers.push(event.pointer);
    }
  }
  for (const webhook of tolerated(undefined, warn, () => collectWebhooks(doc)) ?? []) {
    const event = tolerated(webhook, warn, () => readOperation(webhook, context));
    if (event) operations.push(event);
  }

  const info = tagInfo(doc);
  const grouping = tagGroups(doc);
  const used = [...byTag.keys()].filter((tag): tag is string => tag !== undefined);
  const rank = tagRank(doc);
  // Array.prototype.sort is stable: tags no list declares keep their order of first use.
  const tags: ApiTag[] = [...new Set([...grouping.keys(), ...info.keys(), ...used])]
    .sort((a, b) => rank(a) - rank(b))
    .map((name) => ({ name, title: info.get(name)?.title ?? name, description: info.get(name)?.description, group: grouping.get(name), operations: byTag.get(name) ?? [] }));

  const components = isObject(doc.root.components) && isObject(doc.root.components.schemas) ? doc.root.components.schemas : {};
  const named: ApiSchema[] = [];
  for (const name of Object.keys(components)) {
    const pointer = child("#/components/schemas", name);
    const schema = tolerated(undefined, warn, () => {
      const view = schemas.view({ $ref: pointer }, pointer);
      return { name, pointer, label: schemas.label(view), requestFields: schemas.fields(view, "request"), responseFields: schemas.fields(view, "response"), variants: schemas.fieldVariants(view, "response"), sample: jsonSafe(schemas.sample(view, "response")) };
    });
    if (schema) named.push(schema);
  }

  const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined);
  const about = isObject(doc.root.info) ? doc.root.info : {};
  return deepFreeze({
    openapi: String(doc.root.openapi),
    title: text(about.title) === undefined ? undefined : plainText(String(about.title)).trim() || undefined,
    version: text(about.version),
    description: text(about.description)?.trim(),
    defaults: { servers, authHeader, sampleLanguages: languages },
    tags,
    untagged: byTag.get(undefined) ?? [],
    operations,
    schemas: named,
    warnings,
  });
}
