/**
 * Long unbroken words in table cells: a URL, a token or an identifier of dozens of characters
 * would set its column's smallest width and push the table past the text column. Each such word
 * is marked `<span class="rk-long">`, which the stylesheet lets break at any character; shorter
 * words keep the table's ordinary wrapping (a narrow column never reads "strin g").
 */
import { raw, type Html } from "../html.ts";

/** Words from this many characters on may break anywhere (entities such as `&amp;` count as one). */
export const longWord = 24;

/**
 * True when the fragment's text (outside tags) has a run of `longWord` characters without
 * whitespace: one pass over the code units, which every table cell goes through.
 */
function hasLongWord(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x3c) {
      // A tag: skip to its end; its attributes are not text.
      const end = text.indexOf(">", i);
      if (end < 0) return false;
      i = end;
      run = 0;
    } else if (code <= 0x20 || code === 0x3e) run = 0;
    else if (++run >= longWord) return true;
  }
  return false;
}
const tagOrText = /(<[^>]*>)/;
const units = /&[#A-Za-z0-9]+;|[\s\S]/gu;

function wrapWords(text: string): string {
  return text.replace(/[^\s<>]+/g, (word) => (word.length >= longWord && (word.match(units)?.length ?? 0) >= longWord ? `<span class="rk-long">${word}</span>` : word));
}

/**
 * Marks the long words of an HTML fragment's text (never inside a tag or an attribute).
 * @example breakLongWords(raw("<code>https://example.com/a/very/long/path/to/somewhere</code>"))
 * // <code><span class="rk-long">https://example.com/a/very/long/path/to/somewhere</span></code>
 */
export function breakLongWords(fragment: Html): Html {
  const text = String(fragment);
  if (!hasLongWord(text)) return fragment;
  return raw(
    text
      .split(tagOrText)
      .map((part, i) => (i % 2 === 1 ? part : wrapWords(part)))
      .join(""),
  );
}
