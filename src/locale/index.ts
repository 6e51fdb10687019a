/**
 * The reader's language: which table of interface strings a site is written with, the user's
 * additions and overrides checked against the English table (a key missing from a new locale
 * fails, naming it), and the direction its script is written in.
 */
import { RefkitError, describeValue, type ErrorLocation } from "../errors.ts";
import { escapeHtml, raw, type Html } from "../html.ts";
import { isPlainObject } from "../values.ts";
import { en, stringKeys, type CountKey, type InterfaceStrings } from "./strings.ts";
import { shippedTables } from "./tables.ts";

export { consoleKeys, en, readerKeys, stringKeys, type CountKey, type InterfaceStrings, type StringKey } from "./strings.ts";
export { shippedTables } from "./tables.ts";

/** Strings a user adds or overrides, by locale tag: part of a table (a shipped locale's) or a whole one (a new locale). */
export type StringOverrides = Readonly<Record<string, Partial<InterfaceStrings>>>;

/**
 * `tag` in its canonical BCP 47 form (`pt-br` gives `pt-BR`), or an error naming `where`.
 * @example checkLocale("pt-br", where) // "pt-BR"
 */
export function checkLocale(tag: unknown, where: ErrorLocation): string {
  try {
    if (typeof tag !== "string" || tag.trim() === "") throw new RangeError("empty");
    return Intl.getCanonicalLocales(tag)[0]!;
  } catch {
    throw new RefkitError(where, `expected a BCP 47 language tag such as "en", "de", "ja" or "pt-BR", got ${describeValue(tag)}`);
  }
}

/** Checks the user's strings: known keys, each a non-empty string, by a valid tag. Returns a frozen copy keyed by canonical tags. */
export function checkStrings(value: unknown, where: ErrorLocation): StringOverrides {
  if (!isPlainObject(value)) throw new RefkitError(where, `expected an object of locale tag to strings, got ${describeValue(value)}`);
  const checked: Record<string, Partial<InterfaceStrings>> = {};
  for (const [tag, strings] of Object.entries(value)) {
    const at = { ...where, key: `${where.key ?? ""}.${tag}` };
    const canonical = checkLocale(tag, at);
    if (!isPlainObject(strings)) throw new RefkitError(at, `expected an object of string key to text, got ${describeValue(strings)}`);
    const table: Record<string, string> = {};
    for (const [key, text] of Object.entries(strings)) {
      if (!(stringKeys as string[]).includes(key)) throw new RefkitError({ ...at, key: `${at.key}.${key}` }, `is not a key of refkit's interface strings (they are ${stringKeys.join(", ")})`);
      if (typeof text !== "string" || text.trim() === "") throw new RefkitError({ ...at, key: `${at.key}.${key}` }, `expected a non-empty string, got ${describeValue(text)}`);
      table[key] = text;
    }
    checked[canonical] = Object.freeze(table);
  }
  return Object.freeze(checked);
}

/** The shipped table that best serves `tag`: its own, else its language's (`de-AT` gives `de`), else none. */
function shippedFor(tag: string): InterfaceStrings | undefined {
  if (Object.hasOwn(shippedTables, tag)) return shippedTables[tag];
  const language = new Intl.Locale(tag).language;
  const match = Object.keys(shippedTables).find((shipped) => shipped === language || new Intl.Locale(shipped).language === language);
  return match === undefined ? undefined : shippedTables[match];
}

/**
 * The table a site in `tag` is written with: the shipped one (its language's, for a regional
 * tag), with the user's strings for `tag` over it. A locale refkit does not ship must be given
 * whole: a missing key throws, naming it.
 * @example interfaceStrings("fr").search // "Rechercher"
 */
export function interfaceStrings(tag: string, overrides: StringOverrides = {}, where: ErrorLocation = { component: "Config", key: "strings" }): InterfaceStrings {
  const own = overrides[tag] ?? {};
  const base = shippedFor(tag);
  if (base === undefined) {
    const missing = stringKeys.filter((key) => !Object.hasOwn(own, key));
    if (missing.length > 0) throw new RefkitError({ ...where, key: `${where.key ?? "strings"}.${tag}` }, `refkit has no strings for the locale "${tag}": give every key, and ${missing.length === 1 ? "this one is" : `these ${missing.length} are`} missing: ${missing.join(", ")}`);
  }
  const table = Object.freeze({ ...(base ?? en), ...own }) as InterfaceStrings;
  tags.set(table, tag);
  return table;
}

// The tag each table was made for, so that counts follow its language's plural rules.
const tags = new WeakMap<InterfaceStrings, string>([[en, "en"]]);

/** The locale `text` was made for (`interfaceStrings`); `"en"` for a table made otherwise. */
export function localeOf(text: InterfaceStrings): string {
  return tags.get(text) ?? "en";
}

/**
 * `n` things in `text`'s language: `<key>One` or `<key>Other` as its plural rules choose, with
 * `{count}` the number written for the locale, and `values`' names filled in too.
 * @example countText(interfaceStrings("fr"), "operations", 1200) // "1 200 opérations"
 * @example countText(en, "scopes", 2, { scopes: "`a`, `b`" }) // "scopes `a`, `b`"
 */
export function countText(text: InterfaceStrings, key: CountKey, n: number, values: Readonly<Record<string, string>> = {}): string {
  const { plural, number } = numbersOf(localeOf(text));
  const form = plural.select(n) === "one" ? "One" : "Other";
  return format(text[`${key}${form}`], { ...values, count: number.format(n) });
}

// Each locale's plural rules and number format, made once: counts are written on every page.
const numbers = new Map<string, { readonly plural: Intl.PluralRules; readonly number: Intl.NumberFormat }>();
const numbersOf = (locale: string) => {
  let found = numbers.get(locale);
  if (found === undefined) numbers.set(locale, (found = { plural: new Intl.PluralRules(locale), number: new Intl.NumberFormat(locale) }));
  return found;
};

/** `n` written for `text`'s locale ("1,223"; "1 223"). */
export function numberText(text: InterfaceStrings, n: number): string {
  return numbersOf(localeOf(text)).number.format(n);
}

/** Whether `text` is an English table (`en`, `en-GB`…): English's articles and lower case apply. */
export function isEnglish(text: InterfaceStrings): boolean {
  return new Intl.Locale(localeOf(text)).language === "en";
}

// Scripts written right to left, by ISO 15924 code, for runtimes without Intl.Locale's text info.
const rtlScripts = new Set(["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr"]);
const rtlLanguages = new Set(["ar", "he", "fa", "ur", "ps", "dv", "yi", "ckb", "sd", "ug", "iw"]);

/**
 * The direction `tag`'s script is written in: `"rtl"` for Arabic, Hebrew, Persian, Urdu…
 * @example textDirection("ar") // "rtl"; textDirection("pt-BR") // "ltr"
 */
export function textDirection(tag: string): "ltr" | "rtl" {
  const locale = new Intl.Locale(tag);
  const script = locale.script ?? locale.maximize().script;
  if (script !== undefined) return rtlScripts.has(script) ? "rtl" : "ltr";
  return rtlLanguages.has(locale.language) ? "rtl" : "ltr";
}

/**
 * `template` with each `{name}` replaced by `values`' (a string of the tables, filled in).
 * @example format("Copy {label}", { label: "curl" }) // "Copy curl"
 */
export function format(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

/**
 * `template` (a string of the tables) as HTML: its words escaped, each `{name}` replaced by
 * `values`' markup.
 * @example formatHtml(text.modelsLead, { models: html`<a href="models.html">5 models</a>` })
 */
export function formatHtml(template: string, values: Readonly<Record<string, Html>>): Html {
  const parts = template.split(/\{(\w+)\}/g);
  return raw(parts.map((part, i) => (i % 2 === 0 ? escapeHtml(part) : Object.hasOwn(values, part) ? values[part]!.value : escapeHtml(`{${part}}`))).join(""));
}

/** `items` joined as a list in `text`'s language ("a, b, c"; "a、b、c"). */
export function listText(text: InterfaceStrings, items: readonly string[]): string {
  return items.join(text.listSeparator);
}
