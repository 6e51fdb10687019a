/**
 * The read layer's whole-document reading: a checked description in, an `ApiModel` out — its
 * operations, webhooks and callbacks (each an `ApiOperation`), its tags in the order the
 * reference shows them, its named schemas as values, and what it offers as defaults (servers,
 * auth line). Plain, immutable, serialisable data with a JSON pointer for every part, and no
 * component or configuration. It is the description's index (api-index.ts) read whole: the pages
 * and the diff read the same index, an operation at a time.
 */
import { childPointer as child } from "./error.ts";
import { isObject } from "./document.ts";
import type { ApiOperation } from "./operation.ts";
import type { DocumentServer } from "./servers.ts";
import { jsonSafe } from "./text.ts";
import { indexApi, readEntry } from "./api-index.ts";
import { tolerated } from "./collect.ts";
import type { Field, Variants } from "../../tables.ts";

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

/** A description read whole: see the file's comment. */
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
  const index = indexApi(document);
  const { warn } = index.context;
  const servers = index.servers();
  const authHeader = index.authHeader();
  const languages = [...new Set(index.codeSamples().map((sample) => sample.lang))];

  const operations: ApiOperation[] = [];
  const byTag = new Map<string | undefined, string[]>();
  // A path operation that cannot be read leaves its callbacks out with it.
  const unread = new Set<string>();
  for (const entry of index.entries()) {
    if (entry.parent !== undefined && unread.has(entry.parent.pointer)) continue;
    const read = tolerated(entry.op, warn, () => readEntry(index, entry));
    if (!read) {
      unread.add(entry.op.pointer);
      continue;
    }
    operations.push(read);
    if (read.kind === "webhook") continue;
    const pointers = byTag.get(entry.tag) ?? [];
    byTag.set(entry.tag, pointers);
    pointers.push(read.pointer);
  }

  const used = [...byTag.keys()].filter((tag): tag is string => tag !== undefined);
  // Array.prototype.sort is stable: tags no list declares keep their order of first use.
  const tags: ApiTag[] = [...new Set([...index.tagGroups.keys(), ...index.tagInfo.keys(), ...used])]
    .sort((a, b) => index.tagRank(a) - index.tagRank(b))
    .map((name) => ({ name, title: index.tagInfo.get(name)?.title ?? name, description: index.tagInfo.get(name)?.description, group: index.tagGroups.get(name), operations: byTag.get(name) ?? [] }));

  const { doc, schemas } = index.context;
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

  const { openapi, title, version, description } = index.info;
  return deepFreeze({
    openapi,
    title,
    version,
    description: description?.trim(),
    defaults: { servers, authHeader, sampleLanguages: languages },
    tags,
    untagged: byTag.get(undefined) ?? [],
    operations,
    schemas: named,
    warnings: [...index.warnings],
  });
}
