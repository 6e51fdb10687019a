/**
 * JSON pretty-printed by construction: the text of `JSON.stringify(value, null, 2)`, written
 * through a `CodeWriter` so it comes highlighted (keys, strings, numbers and literals; punctuation stays in the code's own colour, which is
 * what a reader tells it by, at a fraction of the bytes).
 */
import type { JsonValue } from "../values.ts";
import { CodeWriter, type WrittenCode } from "./code-writer.ts";

/** How one JSON text is coloured: the classes today's pages use for JSON. */
const kinds = Object.freeze({ key: "keyword", string: "string-expression", literal: "constant" } as const);

function writeValue(out: CodeWriter, value: JsonValue | undefined, indent: string): void {
  if (value === null || value === undefined || (typeof value === "number" && !Number.isFinite(value))) {
    out.token(kinds.literal, "null");
    return;
  }
  if (typeof value === "string") {
    out.token(kinds.string, JSON.stringify(value));
    return;
  }
  if (typeof value === "number" || typeof value === "boolean") {
    out.token(kinds.literal, JSON.stringify(value));
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items: readonly (JsonValue | undefined)[] = value;
    if (items.length === 0) return void out.plain("[]");
    out.plain("[\n");
    for (let i = 0; i < items.length; i++) {
      if (i > 0) out.plain(",\n");
      out.plain(inner);
      writeValue(out, items[i], inner);
    }
    out.plain(`\n${indent}]`);
    return;
  }
  const object = value as { readonly [key: string]: JsonValue };
  const keys = Object.keys(object);
  if (keys.length === 0) return void out.plain("{}");
  out.plain("{\n");
  for (let i = 0; i < keys.length; i++) {
    if (i > 0) out.plain(",\n");
    out.plain(inner).token(kinds.key, JSON.stringify(keys[i]!)).plain(": ");
    writeValue(out, object[keys[i]!], inner);
  }
  out.plain(`\n${indent}}`);
}

/**
 * A JSON value as `JSON.stringify(value, null, 2)` and its highlighting, made together.
 * @example jsonCode({ id: 1 }).text // '{\n  "id": 1\n}'
 */
export function jsonCode(value: JsonValue): WrittenCode {
  // The writer itself stops colouring (and lets go of its spans) past the cut-off.
  const out = new CodeWriter();
  writeValue(out, value, "");
  return out.done();
}
