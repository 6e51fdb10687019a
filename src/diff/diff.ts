/**
 * `diffApis`: what changed between two versions of an API description, for its clients. The
 * operations are matched by method and path template (a renamed path parameter is the same
 * operation), schemas compared by meaning (after `$ref`s, `allOf` laid together), each side of the
 * exchange in its own direction; documentation changes are listed as `info`, never dropped. The
 * old version's example request of each operation is checked against the new version: one it
 * rejects is breaking (see evidence.ts).
 */
import { inlineCode } from "../text/markdown-text.ts";
import { isObject } from "../openapi/read/document.ts";
import { tagParents } from "../openapi/read/tags.ts";
import { result, type Change, type DiffResult } from "./change.ts";
import { compareOperation, operationKey, operationName } from "./operations.ts";
import { fingerprintsOf } from "./fingerprint.ts";
import { readSide, type DiffOperation, type DiffSide } from "./read.ts";
import { diffEventSides, readEventSide } from "./events.ts";
import { isAsyncApi } from "../asyncapi/read/sniff.ts";
import { OpenApiError } from "../openapi/read/error.ts";

export { readSide, type DiffSide } from "./read.ts";
import { schemaDiff } from "./schemas.ts";
import { exampleEvidence, RequestValidators, type VersionLabels } from "./evidence.ts";

export type { Change, DiffResult, Level } from "./change.ts";

/**
 * The changes from `before` to `after`, two parsed documents (as `loadOpenApi` gives them: bundled,
 * Swagger 2.0 converted; or two AsyncAPI documents as `readAsyncApi` gives them, compared as
 * events.ts says). Throws an `OpenApiError` naming the JSON pointer when either is not an
 * API description.
 * @example const { changes, summary } = diffApis(await loadOpenApi("v1.yaml"), await loadOpenApi("v2.yaml"));
 */
export function diffApis(before: unknown, after: unknown, options: DiffOptions = {}): DiffResult {
  const events = [before, after].filter(isAsyncApi).length;
  if (events === 2) return diffEventSides(readEventSide(before as Record<string, unknown>), readEventSide(after as Record<string, unknown>));
  if (events === 1) throw new OpenApiError("#", "cannot compare an OpenAPI description with an AsyncAPI one");
  return diffSides(readSide(before), readSide(after), options);
}

/** What decides which requests an operation accepts: its path template, its parameters (its path's too) and its request body. */
function requestSide(op: DiffOperation): unknown {
  return { path: op.path, shared: op.source.pathItem.value.parameters, parameters: op.operation.parameters, body: op.operation.requestBody };
}

/** Where the `tags` array declares a tag (in `side`'s document), for a change's pointer. */
function tagPointer(side: DiffSide, name: string): string {
  const tags = Array.isArray(side.doc.root.tags) ? side.doc.root.tags : [];
  const index = tags.findIndex((tag) => isObject(tag) && tag.name === name);
  return index < 0 ? "#/tags" : `#/tags/${index}`;
}

/**
 * The tags (OpenAPI 3.2) that moved in the tree of tags: under another parent, to the top, or
 * under one from the top. Where a tag sits groups the reference, nothing a client sends: `info`.
 */
function tagTreeChanges(oldSide: DiffSide, newSide: DiffSide): Change[] {
  const before = tagParents(oldSide.doc).parents;
  const after = tagParents(newSide.doc).parents;
  const declared = new Set(Array.isArray(newSide.doc.root.tags) ? newSide.doc.root.tags.flatMap((tag) => (isObject(tag) && typeof tag.name === "string" ? [tag.name] : [])) : []);
  const changes: Change[] = [];
  for (const name of declared) {
    const was = before.get(name);
    const is = after.get(name);
    if (was === is) continue;
    const where = (parent: string | undefined) => (parent === undefined ? "at the top of the tree of tags" : `under ${inlineCode(parent)}`);
    changes.push({ id: "tag-parent-changed", level: "info", operation: null, pointer: `${tagPointer(newSide, name)}${is === undefined ? "" : "/parent"}`, message: `The tag ${inlineCode(name)} is now ${where(is)} (it was ${where(was)}).` });
  }
  return changes;
}

/** How `diffApis` compares. */
export interface DiffOptions {
  /** What the versions are called in the messages ("the request the v1 example sends is rejected by v2"). */
  readonly labels?: VersionLabels;
  /** Check each operation's old example request against the new version (default `true`). */
  readonly examples?: boolean;
}

/** `diffApis` for two versions read already (`readSide`): each read once when several are compared. */
export function diffSides(oldSide: DiffSide, newSide: DiffSide, options: DiffOptions = {}): DiffResult {
  const prints = { old: fingerprintsOf(oldSide, "acceptance"), new: fingerprintsOf(newSide, "acceptance") };
  // Each operation's changes in order; the evidence, checked once every operation is known, goes in its operation's place.
  const changes: (Change | { readonly before: DiffOperation; readonly after: DiffOperation })[] = [];
  const emit = (change: Change) => changes.push(change);
  const diff = schemaDiff(oldSide.doc, newSide.doc, emit);
  const old = new Map(oldSide.operations.map((op) => [operationKey(op), op]));
  const matched = new Set<string>();
  for (const op of newSide.operations) {
    const key = operationKey(op);
    const previous = old.get(key);
    if (previous === undefined) {
      emit({ id: "endpoint-added", level: "info", operation: operationName(op), pointer: op.pointer, message: `${inlineCode(operationName(op))} is new.` });
      continue;
    }
    matched.add(key);
    compareOperation(diff, oldSide, newSide, previous, op);
    // An operation whose request side validates the same in both versions (its documentation aside) accepts the same requests.
    // Only a request the reader sends has an example request (a webhook's is the API's).
    if (options.examples === false || previous.kind !== "path" || op.kind !== "path" || prints.old.of(requestSide(previous)) === prints.new.of(requestSide(op))) continue;
    changes.push({ before: previous, after: op });
  }
  for (const [key, op] of old) {
    if (matched.has(key)) continue;
    const name = operationName(op);
    if (op.deprecated) emit({ id: "api-removed-with-deprecation", level: "info", operation: name, pointer: op.pointer, message: `${inlineCode(name)} was removed, after it was deprecated.` });
    else emit({ id: "api-removed-without-deprecation", level: "breaking", operation: name, pointer: op.pointer, message: `${inlineCode(name)} was removed without being deprecated first.` });
  }
  for (const change of tagTreeChanges(oldSide, newSide)) emit(change);
  const checked = changes.filter((item): item is { readonly before: DiffOperation; readonly after: DiffOperation } => !("id" in item));
  const validators = { old: new RequestValidators(oldSide, checked.map((pair) => pair.before)), new: new RequestValidators(newSide, checked.map((pair) => pair.after)) };
  return result(changes.flatMap((item) => ("id" in item ? [item] : (exampleEvidence(oldSide, item.before, item.after, validators, operationName(item.after), options.labels) ?? []))));
}
