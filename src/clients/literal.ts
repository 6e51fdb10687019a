/**
 * Building blocks for snippet literals: string quoting shared by the C-like languages, and one
 * writer that lays out a JSON value as a language's own nested, indented literal.
 */
import type { JsonValue } from "../values.ts";

/**
 * Characters that are never written raw into a snippet: control characters (C0, DEL, C1), the
 * line and paragraph separators, the byte-order mark, and the bidirectional controls that
 * could make a snippet read differently from what it runs ("Trojan source").
 */
// eslint-disable-next-line no-control-regex
export const invisibleChars = /[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

const mustEscape = new RegExp(`["\\\\]|${invisibleChars.source}`, "g");
const invisibleAfterJson = /[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

const shortEscapes: Readonly<Record<string, string>> = Object.freeze({
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
});

/**
 * `\uXXXX`, the escape for one UTF-16 unit that JSON, JavaScript, Python and Ruby all read.
 * @example unicodeEscape("\u202e") // "\\u202E"
 */
export function unicodeEscape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * A double-quoted string literal with backslash escapes, read alike by JavaScript, Python and
 * Ruby: `"` and `\` escaped, `\n` `\r` `\t`, other invisible characters as `\uXXXX`.
 * @example quoteDoubled('say "hi"\n') // '"say \\"hi\\"\\n"'
 */
export function quoteDoubled(text: string): string {
  return `"${text.replace(mustEscape, (char) => (char === '"' || char === "\\" ? `\\${char}` : (shortEscapes[char] ?? unicodeEscape(char))))}"`;
}

/**
 * JSON text, indented by two spaces, with invisible characters escaped so the text reads as
 * it parses. Equal to `JSON.stringify(value, null, 2)` as data.
 * @example prettyJson({ a: 1 }) // '{\n  "a": 1\n}'
 */
export function prettyJson(value: JsonValue): string {
  // JSON.stringify already escapes C0 controls; the rest of the set may still stand raw.
  return JSON.stringify(value, null, 2).replace(invisibleAfterJson, unicodeEscape);
}

/** How one language writes JSON values as literals. */
export interface LiteralStyle {
  /** One level of indentation. */
  readonly indent: string;
  /** Quotes a string value. */
  readonly string: (text: string) => string;
  /** Writes an object key together with its separator, such as `"key": ` or `"key" => `. */
  readonly key: (key: string) => string;
  readonly null: string;
  readonly true: string;
  readonly false: string;
  /** Whether the last entry of a multi-line object or array gets a comma. */
  readonly trailingComma: boolean;
}

/**
 * Writes a JSON value as a literal in `style`: one entry per line, nested and indented,
 * `{}` and `[]` when empty. `level` is the indentation of the line the literal starts on.
 * @example literal({ a: [1] }, pythonStyle) // '{\n    "a": [\n        1,\n    ],\n}'
 */
export function literal(value: JsonValue, style: LiteralStyle, level = 0): string {
  if (value === null) return style.null;
  if (value === true) return style.true;
  if (value === false) return style.false;
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return style.string(value);
  const inner = style.indent.repeat(level + 1);
  const entries = Array.isArray(value)
    ? value.map((item: JsonValue) => inner + literal(item, style, level + 1))
    : Object.entries(value).map(([key, item]) => inner + style.key(key) + literal(item, style, level + 1));
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  if (entries.length === 0) return open + close;
  return `${open}\n${entries.join(",\n")}${style.trailingComma ? "," : ""}\n${style.indent.repeat(level)}${close}`;
}
