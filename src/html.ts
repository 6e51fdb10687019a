/**
 * Safe HTML. Every value interpolated into the `html` tag is escaped unless it is already an
 * `Html` fragment, so no component can forget to escape author text.
 */

const brand: unique symbol = Symbol("refkit.html");

/** A fragment of HTML that is already safe to emit as is. */
export interface Html {
  readonly [brand]: true;
  readonly value: string;
  toString(): string;
}

/** Anything the `html` tag accepts: text (escaped), fragments (kept), lists (flattened), nothing. */
export type HtmlValue = Html | string | number | null | undefined | false | readonly HtmlValue[];

class HtmlFragment implements Html {
  readonly [brand] = true as const;
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const escapes: Readonly<Record<string, string>> = Object.freeze({
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  // A raw CR would reach the page as LF (HTML normalizes line breaks); a reference keeps it, so
  // a copied snippet is byte for byte the one refkit made.
  "\r": "&#13;",
});

/**
 * Escapes the five characters that matter in HTML text and attribute values, and CR.
 * @example escapeHtml(`<a href="x">`) // "&lt;a href=&quot;x&quot;&gt;"
 */
export function escapeHtml(text: string): string {
  // Most text has nothing to escape: a search is much cheaper than a replace that finds nothing.
  return special.test(text) ? text.replace(specials, (c) => escapes[c]!) : text;
}

const special = /[&<>"'\r]/;
const specials = /[&<>"'\r]/g;

/**
 * Escapes text that goes between tags, never into an attribute: `&`, `<`, `>` and CR. Quotes mean
 * nothing there, so code keeps them as they are (a JSON sample is mostly quotes).
 * @example escapeText(`"a" < "b"`) // "\"a\" &lt; \"b\""
 */
export function escapeText(text: string): string {
  return textSpecial.test(text) ? text.replace(textSpecials, (c) => escapes[c]!) : text;
}

const textSpecial = /[&<>\r]/;
const textSpecials = /[&<>\r]/g;

/** True when `value` is an `Html` fragment. */
export function isHtml(value: unknown): value is Html {
  return typeof value === "object" && value !== null && brand in value;
}

/**
 * Marks a string that is already safe HTML. Use only for output of a trusted renderer.
 * @example raw("<br>")
 */
export function raw(value: string): Html {
  return new HtmlFragment(value);
}

/**
 * The HTML of a value. Fragments are joined with `+`, which V8 keeps as a rope until the page is
 * written: a page of nested fragments is copied once, not once per level as `Array.join` would.
 */
function text(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (Array.isArray(value)) {
    let out = "";
    for (const item of value as readonly HtmlValue[]) out += text(item);
    return out;
  }
  return isHtml(value) ? value.value : escapeHtml(String(value));
}

/**
 * Tagged template that escapes every interpolated value unless it is an `Html` fragment.
 * Arrays are flattened; `null`, `undefined` and `false` render as nothing.
 * @example html`<td>${name}</td>` // name is escaped
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += text(values[i]!) + strings[i + 1]!;
  return new HtmlFragment(out);
}

/**
 * Joins values into one fragment, escaping text as `html` does.
 * @example join([html`<li>a</li>`, html`<li>b</li>`])
 */
export function join(values: readonly HtmlValue[], separator: Html = raw("")): Html {
  let out = "";
  values.forEach((value, i) => {
    if (i > 0) out += separator.value;
    out += text(value);
  });
  return new HtmlFragment(out);
}

/**
 * `text` as one piece. Text joined with `+` stays a rope of its pieces, five times its size in
 * memory, until something reads it; reading a character joins it. For text kept a while (a
 * resolved page's parts, until the page is written).
 */
export function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}
