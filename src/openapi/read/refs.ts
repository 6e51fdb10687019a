/**
 * The document's `$ref`s to other files and URLs: what decides whether a document is bundled
 * (bundle.ts), kept apart from the bundler so that a document without any loads none of it.
 */
import { childPointer } from "./error.ts";

/** One `$ref` to something outside its own file, with the JSON pointer of the object holding it. */
export interface ExternalRef {
  readonly pointer: string;
  readonly ref: string;
}

/** Every `$ref` of `value` that points outside it (to a file or a URL), in document order. */
export function externalRefs(value: unknown): ExternalRef[] {
  const found: ExternalRef[] = [];
  const stack: [unknown, string][] = [[value, "#"]];
  while (stack.length > 0) {
    const [item, pointer] = stack.pop()!;
    if (typeof item !== "object" || item === null) continue;
    const ref = (item as { $ref?: unknown }).$ref;
    if (!Array.isArray(item) && typeof ref === "string" && !ref.startsWith("#")) found.push({ pointer, ref });
    const entries = Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], childPointer(pointer, entries[i]![0])]);
  }
  return found;
}

/**
 * True when some `$ref` points outside the document (to a file or a URL). Asked of every document
 * loaded, so it stops at the first and writes no pointers.
 */
export function hasExternalRefs(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== "object" || item === null) continue;
    const ref = (item as { $ref?: unknown }).$ref;
    if (!Array.isArray(item) && typeof ref === "string" && !ref.startsWith("#")) return true;
    for (const entry of Object.values(item)) stack.push(entry);
  }
  return false;
}
