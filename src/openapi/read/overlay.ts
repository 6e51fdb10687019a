/**
 * OpenAPI Overlays (the OpenAPI Initiative's Overlay 1.0 and 1.1): a list of actions, each a
 * JSONPath target (RFC 9535, read by `json-p3`) and an `update`, `copy` or `remove`,
 * applied in order to a description before it is read — to translate it, hide internal
 * operations, add examples — without editing the source. Merging follows Overlay 1.1, which 1.0's
 * "recursively merged" leaves open: a primitive replaces, arrays are concatenated, objects merged.
 */
import { jsonpath } from "json-p3";
import { OpenApiError } from "./error.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

const isObject = (value: unknown): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);

/** An action's problem, naming the overlay file and the action's place in it. */
function refuse(file: string, at: string, problem: string): never {
  throw new OpenApiError(at, problem, { file });
}

/** The nodes `target` selects in `document`, each with its path (keys and indexes from the root). */
function select(document: Json, target: string, file: string, at: string): { value: Json; path: Path }[] {
  try {
    return jsonpath.query(target, document as never).nodes.map((node) => ({ value: node.value as Json, path: [...node.location] }));
  } catch (error) {
    refuse(file, `${at}/target`, `${JSON.stringify(target)} is not a JSONPath expression (RFC 9535): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `update` merged into `target` as Overlay 1.1 says; returns the merged value (objects and arrays are changed in place). */
function merge(target: Json, update: Json): Json {
  if (isObject(target) && isObject(update)) {
    for (const [key, value] of Object.entries(update)) {
      const current = Object.hasOwn(target, key) ? target[key] : undefined;
      Object.defineProperty(target, key, { value: current === undefined ? structuredClone(value) : merge(current, value), enumerable: true, writable: true, configurable: true });
    }
    return target;
  }
  if (Array.isArray(target)) {
    if (Array.isArray(update)) target.push(...structuredClone(update));
    else target.push(structuredClone(update));
    return target;
  }
  return structuredClone(update);
}

/** The node at `path`'s parent and its key there. */
function parentOf(document: Json, path: Path): { parent: Json; key: string | number } {
  let parent = document;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[key]!;
  return { parent, key: path.at(-1)! };
}

/**
 * Applies one overlay (its parsed document; `file` names it in messages) to `document`, a copy
 * of which it returns with what applying it had to say: each action whose target selects
 * nothing, named. An overlay that is not one (no `overlay: 1.x`, no actions) or an action that
 * cannot apply (an update of the wrong kind, removing the root) throws an `OpenApiError`.
 * @example applyOverlay(document, { overlay: "1.0.0", info: { title: "fr", version: "1" }, actions: [{ target: "$.info", update: { title: "Animaux" } }] }, "fr.yaml").document
 */
export function applyOverlay(document: unknown, overlay: unknown, file: string): { readonly document: unknown; readonly warnings: readonly string[] } {
  if (!isObject(overlay) || typeof overlay.overlay !== "string" || !/^1\.[01]\.\d+$/.test(overlay.overlay)) refuse(file, "#/overlay", "expected an Overlay document, `overlay: 1.0.0` or 1.1.x");
  if (!Array.isArray(overlay.actions) || overlay.actions.length === 0) refuse(file, "#/actions", "expected a list of actions");
  let result = structuredClone(document) as Json;
  const warnings: string[] = [];
  overlay.actions.forEach((action, i) => {
    const at = `#/actions/${i}`;
    if (!isObject(action) || typeof action.target !== "string" || !action.target.startsWith("$")) refuse(file, `${at}/target`, "expected a JSONPath expression starting with $");
    const target = action.target;
    const found = select(result, target, file, at);
    if (found.length === 0) {
      warnings.push(`${file} ${at}: the target ${target} selects nothing in the description: the action did nothing`);
      return;
    }
    if (action.remove === true) {
      // From the last to the first, so that removing an array's item leaves the indexes of those before it as they were.
      for (const { path } of [...found].reverse()) {
        if (path.length === 0) refuse(file, `${at}/remove`, "the target is the whole description, which cannot be removed");
        const { parent, key } = parentOf(result, path);
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete (parent as Record<string, Json>)[key];
      }
      return;
    }
    let update: Json | undefined = action.update;
    if (typeof action.copy === "string") {
      const copied = select(result, action.copy, file, at);
      if (copied.length !== 1) refuse(file, `${at}/copy`, `expected ${action.copy} to select one node, it selects ${copied.length}`);
      update = structuredClone(copied[0]!.value);
    }
    if (update === undefined) return;
    for (const { value, path } of found) {
      if (isObject(value) && !isObject(update)) refuse(file, `${at}/update`, `the target ${target} selects an object: the update must be an object of the properties to merge`);
      const merged = merge(value, update);
      if (path.length === 0) result = merged;
      else {
        const { parent, key } = parentOf(result, path);
        Object.defineProperty(parent, key, { value: merged, enumerable: true, writable: true, configurable: true });
      }
    }
  });
  return { document: result, warnings };
}
