/**
 * `diffApis`: what changed between two versions of an API description, for its clients. The
 * operations are matched by method and path template (a renamed path parameter is the same
 * operation), schemas compared by meaning (after `$ref`s, `allOf` laid together), each side of the
 * exchange in its own direction; documentation changes are listed as `info`, never dropped. The
 * old version's example request of each operation is checked against the new version: one it
 * rejects is breaking (see evidence.ts).
 */
import { inlineCode } from "../text/markdown-text.ts";
import { result, type Change, type DiffResult } from "./change.ts";
import { compareOperation, operationKey, operationName } from "./operations.ts";
import { fingerprintsOf } from "./fingerprint.ts";
import { readSide, type DiffOperation, type DiffSide } from "./read.ts";

export { readSide, type DiffSide } from "./read.ts";
import { schemaDiff } from "./schemas.ts";
import { exampleEvidence, RequestValidators, type VersionLabels } from "./evidence.ts";

export type { Change, DiffResult, Level } from "./change.ts";

/**
 * The changes from `before` to `after`, two parsed documents (as `loadOpenApi` gives them: bundled,
 * Swagger 2.0 converted). Throws an `OpenApiError` naming the JSON pointer when either is not an
 * API description.
 * @example const { changes, summary } = diffApis(await loadOpenApi("v1.yaml"), await loadOpenApi("v2.yaml"));
 */
export function diffApis(before: unknown, after: unknown, options: DiffOptions = {}): DiffResult {
  return diffSides(readSide(before), readSide(after), options);
}

/** What decides which requests an operation accepts: its path template, its parameters (its path's too) and its request body. */
function requestSide(op: DiffOperation): unknown {
  return { path: op.path, shared: op.source.pathItem.value.parameters, parameters: op.operation.parameters, body: op.operation.requestBody };
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
  const checked = changes.filter((item): item is { readonly before: DiffOperation; readonly after: DiffOperation } => !("id" in item));
  const validators = { old: new RequestValidators(oldSide, checked.map((pair) => pair.before)), new: new RequestValidators(newSide, checked.map((pair) => pair.after)) };
  return result(changes.flatMap((item) => ("id" in item ? [item] : (exampleEvidence(oldSide, item.before, item.after, validators, operationName(item.after), options.labels) ?? []))));
}
