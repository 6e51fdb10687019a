/**
 * Building blocks for snippet literals: string quoting shared by the C-like languages, and one
 * writer that lays out a JSON value as a language's own nested, indented literal.
 */
import { CodeWriter, type TokenKind } from "../text/code-writer.ts";
import type { JsonValue } from "../values.ts";

/**
 * Characters that are never written raw into a snippet, as UTF-16 code unit ranges: control
 * characters (C0, DEL, C1), the line and paragraph separators, the byte-order mark, and the
 * bidirectional controls that could make a snippet read differently from what it runs
 * ("Trojan source"). `invisibleChars` and the scanners below are both made from this list.
 */
const invisibleRanges: readonly (readonly [number, number])[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x2028, 0x2029],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
  [0xfeff, 0xfeff],
];

const hex4 = (code: number) => code.toString(16).padStart(4, "0");

/** A regex character class for UTF-16 code unit ranges. */
const charClass = (ranges: readonly (readonly [number, number])[]) =>
  `[${ranges.map(([from, to]) => (from === to ? `\\u${hex4(from)}` : `\\u${hex4(from)}-\\u${hex4(to)}`)).join("")}]`;

/** The invisible characters as a global regular expression (one UTF-16 unit each). */
export const invisibleChars = new RegExp(charClass(invisibleRanges), "g");

/** What `quoteDoubled` escapes: `"`, `\\` and the invisible characters. */
const mustEscape = new RegExp(`["\\\\]|${invisibleChars.source}`);

/** The invisible characters that `JSON.stringify` leaves raw: all but the first range, C0. */
const invisibleAfterJson = new RegExp(charClass(invisibleRanges.slice(1)), "g");

/** True when the UTF-16 code unit `code` is in `invisibleRanges`. */
function isInvisible(code: number): boolean {
  // The first two ranges, the controls, inline: the rest only matter past U+009F.
  if (code <= 0x9f) return code < 0x20 || code >= 0x7f;
  for (let i = 2; i < invisibleRanges.length; i++) {
    const range = invisibleRanges[i]!;
    if (code < range[0]) return false;
    if (code <= range[1]) return true;
  }
  return false;
}

/**
 * `\uXXXX`, the escape for one UTF-16 unit that JSON, JavaScript, Python and Ruby all read.
 * @example unicodeEscape("\u202e") // "\\u202E"
 */
export function unicodeEscape(char: string): string {
  return codeEscape(char.charCodeAt(0));
}

function codeEscape(code: number): string {
  return `\\u${hex4(code).toUpperCase()}`;
}

/** The escape `quoteDoubled` writes for a code unit, or `undefined` to write it as it is. */
function doubledEscape(code: number): string | undefined {
  switch (code) {
    case 0x22:
      return '\\"';
    case 0x5c:
      return "\\\\";
    case 0x0a:
      return "\\n";
    case 0x0d:
      return "\\r";
    case 0x09:
      return "\\t";
    default:
      return isInvisible(code) ? codeEscape(code) : undefined;
  }
}

/**
 * A double-quoted string literal with backslash escapes, read alike by JavaScript, Python and
 * Ruby: `"` and `\` escaped, `\n` `\r` `\t`, other invisible characters as `\uXXXX`.
 * @example quoteDoubled('say "hi"\n') // '"say \\"hi\\"\\n"'
 */
export function quoteDoubled(text: string): string {
  // Every string of every literal goes through here. A regex search finds the first character
  // to escape (or none: most keys and many values), then one pass over the code units copies the
  // runs between escapes in slices, several times faster than a replace with a callback.
  const first = text.search(mustEscape);
  if (first < 0) return `"${text}"`;
  let out = '"';
  let run = 0;
  for (let i = first; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code < 0x7f && code !== 0x22 && code !== 0x5c) continue; // printable ASCII
    const escape = doubledEscape(code);
    if (escape === undefined) continue;
    out += text.slice(run, i) + escape;
    run = i + 1;
  }
  return `${out}${text.slice(run)}"`;
}

/**
 * JSON text, indented by two spaces, with invisible characters escaped so the text reads as
 * it parses. Equal to `JSON.stringify(value, null, 2)` as data.
 * @example prettyJson({ a: 1 }) // '{\n  "a": 1\n}'
 */
export function prettyJson(value: JsonValue): string {
  // JSON.stringify already escapes C0 controls; the rest of the set may still stand raw. (On a
  // whole JSON text a regex scan beats a loop over the code units.)
  return JSON.stringify(value, null, 2).replace(invisibleAfterJson, unicodeEscape);
}

/** How one language writes JSON values as literals. */
export interface LiteralStyle {
  /** One level of indentation. */
  readonly indent: string;
  /** Quotes a string value. */
  readonly string: (text: string) => string;
  /** Writes an object key, quoted (`"key"`) or bare (`key`). */
  readonly key: (key: string) => string;
  /** What stands between a key and its value, such as `: ` or ` => `. */
  readonly separator: string;
  /** The separator's token kind: an operator (`keyword`), or none (punctuation is left in the code's own colour). */
  readonly separatorKind: TokenKind | undefined;
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
  const out = new CodeWriter({ highlight: false });
  writeLiteral(out, value, style, style.indent.repeat(level));
  return out.text;
}

/**
 * Writes the literal of `value` through `out`, highlighted: quoted strings and keys as strings,
 * `null`/`true`/`false` and numbers as constants; commas stay in the code's own colour. `indent` is the current
 * line's indentation, so each level costs one concatenation instead of a `repeat`.
 */
export function writeLiteral(out: CodeWriter, value: JsonValue, style: LiteralStyle, indent: string): void {
  if (value === null) return void out.token("constant", style.null);
  if (value === true) return void out.token("constant", style.true);
  if (value === false) return void out.token("constant", style.false);
  if (typeof value === "number") return void out.token("constant", String(value));
  if (typeof value === "string") return void out.token("string-expression", style.string(value));
  const inner = indent + style.indent;
  let close: string;
  if (Array.isArray(value)) {
    const items: readonly JsonValue[] = value;
    if (items.length === 0) return void out.plain("[]");
    out.plain("[\n");
    close = "]";
    for (let i = 0; i < items.length; i++) {
      if (i > 0) out.plain(",\n");
      // A hole writes an empty entry, as Array.prototype.map and join did.
      if (i in items) {
        out.plain(inner);
        writeLiteral(out, items[i]!, style, inner);
      }
    }
  } else {
    const object = value as { readonly [key: string]: JsonValue };
    const keys = Object.keys(object);
    if (keys.length === 0) return void out.plain("{}");
    out.plain("{\n");
    close = "}";
    for (let i = 0; i < keys.length; i++) {
      if (i > 0) out.plain(",\n");
      const key = style.key(keys[i]!);
      out.plain(inner).token(key.startsWith('"') ? "string-expression" : undefined, key).token(style.separatorKind, style.separator);
      writeLiteral(out, object[keys[i]!]!, style, inner);
    }
  }
  if (style.trailingComma) out.plain(",");
  out.plain(`\n${indent}${close}`);
}
