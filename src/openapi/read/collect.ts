/**
 * Where a description's operations are: the path operations, each operation's callbacks and the
 * webhooks, in document order, and the titles their sections show. The index (api-index.ts)
 * collects them once for every reader.
 */
import { OpenApiError, childPointer as child } from "./error.ts";
import { RefkitError } from "../../errors.ts";
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { sectionTitle, type Operation } from "./operation.ts";
import { itemOperations } from "./methods.ts";
import { distinctTitles } from "./titles.ts";

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
    for (const op of itemOperations(pathItem.value, found.pointer, context.doc.version)) {
      if (context.doc.skipped.has(op.pointer)) continue;
      operations.push({ kind: "path", method: op.method, path, operation: op.value as JsonObject, pointer: op.pointer, pathItem });
    }
  }
  return operations;
}

/** The operations of a path item (followed if it is a `$ref`), in the document's order. */
function pathItemOperations(doc: OpenApiDocument, value: unknown, pointer: string, make: (method: string, operation: JsonObject, at: string, pathItem: Operation["pathItem"]) => Operation): Operation[] {
  const found = doc.deref(value, pointer);
  const item = found.value;
  if (!isObject(item)) return [];
  const pathItem = { value: item, pointer: found.pointer };
  return itemOperations(item, found.pointer, doc.version)
    .filter((op) => isObject(op.value) && !doc.skipped.has(op.pointer))
    .map((op) => make(op.method, op.value as JsonObject, op.pointer, pathItem));
}

/** The document's `webhooks` (OpenAPI 3.1), in document order; the path is the webhook's name. */
export function collectWebhooks(doc: OpenApiDocument): Operation[] {
  const webhooks = doc.root.webhooks;
  if (!isObject(webhooks)) return [];
  return Object.keys(webhooks).flatMap((name) =>
    pathItemOperations(doc, webhooks[name], child("#/webhooks", name), (method, operation, pointer, pathItem) => ({ kind: "webhook", method, path: name, operation, pointer, pathItem })),
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
      pathItemOperations(doc, expressions[expression], child(found.pointer, expression), (method, operation, pointer, pathItem) => ({ kind: "callback", name, method, path: expression, operation, pointer, pathItem })),
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
