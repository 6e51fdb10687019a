/**
 * Syntax highlighting with Shiki: one highlighter per process, created lazily with only the
 * languages in use. Token colours come out as short classes (`tokenClasses`), never inline styles, so pages
 * keep working under `Content-Security-Policy: default-src 'self'`.
 */
import {
  bundledLanguages,
  bundledLanguagesInfo,
  createCssVariablesTheme,
  createHighlighter,
  createJavaScriptRegexEngine,
  type BundledLanguage,
  type HighlighterGeneric,
  type ThemedToken,
} from "shiki";
import { type Html, escapeText, raw } from "../html.ts";
import { maxHighlightLength } from "./code-writer.ts";

/** Highlights code synchronously with the languages loaded so far. */
export interface Highlighter {
  /**
   * The token spans of `code` (no `<pre>`/`<code>` wrapper); their text content is exactly `code`.
   * A language that is not loaded, or not known, gives the escaped plain text, and so does code
   * longer than `maxHighlightLength` (tokenizing it would take long and much memory).
   * @example highlighter.highlight(`curl -X POST`, "shell") // <span class="rk-tf">curl</span> …
   */
  highlight(code: string, lang: string): Html;
  /**
   * True when `lang` (an id or alias, any case) can be highlighted now.
   * @example highlighter.isLoaded("sh") // true once "shellscript" is loaded
   */
  isLoaded(lang: string): boolean;
}

const themeName = "refkit";

// Shiki types the full bundle's highlighter with the unions of bundled language and theme names.
// Ours gets language ids checked at run time and a theme of our own, so it is seen through plain
// strings (the one cast is in `create`).
type ShikiHighlighter = HighlighterGeneric<string, string>;

/**
 * The class of each colour the css-variables theme gives a token. The theme's foreground, and any
 * colour not listed, gets no class: it is the code block's own colour. The names are short
 * (`rk-t` and a letter): code is most of a reference's bytes, and every token has one.
 * @example tokenClasses["var(--rk-token-keyword)"] // "rk-tk"
 */
export const tokenClasses: Readonly<Record<string, string>> = Object.freeze({
  "var(--rk-token-keyword)": "rk-tk",
  "var(--rk-token-string)": "rk-ts",
  "var(--rk-token-string-expression)": "rk-te",
  "var(--rk-token-constant)": "rk-tc",
  "var(--rk-token-comment)": "rk-tm",
  "var(--rk-token-function)": "rk-tf",
  "var(--rk-token-parameter)": "rk-tp",
  "var(--rk-token-punctuation)": "rk-tu",
  "var(--rk-token-link)": "rk-tl",
  "var(--rk-token-inserted)": "rk-ti",
  "var(--rk-token-deleted)": "rk-td",
  "var(--rk-token-changed)": "rk-tg",
});

// A Map, not the object itself, so that a colour such as "constructor" cannot reach the prototype.
const classByColor: ReadonlyMap<string, string> = new Map(Object.entries(tokenClasses));

/** Every bundled id and alias, lower case, mapped to its language id. */
let canonicalIds: ReadonlyMap<string, string> | undefined;

function canonicalId(lang: string): string | undefined {
  canonicalIds ??= new Map(
    bundledLanguagesInfo.flatMap((info) => [
      [info.id, info.id] as const,
      ...(info.aliases ?? []).map((alias) => [alias, info.id] as const),
    ]),
  );
  const key = lang.toLowerCase();
  return Object.hasOwn(bundledLanguages, key) ? canonicalIds.get(key) : undefined;
}

/**
 * True for Shiki's bundled languages and their aliases, in any case.
 * @example isKnownLanguage("sh") // true
 * @example isKnownLanguage("klingon") // false
 */
export function isKnownLanguage(lang: string): boolean {
  return canonicalId(lang) !== undefined;
}

let shiki: Promise<ShikiHighlighter> | undefined;
/** Languages being loaded (or loaded), by language id, so concurrent callers share one load. */
const loads = new Map<string, Promise<void>>();
/** Ids and aliases Shiki has loaded, including languages embedded in others (html → css). */
const loaded = new Set<string>();

function noteLoaded(instance: ShikiHighlighter): void {
  for (const lang of instance.getLoadedLanguages()) loaded.add(lang);
}

function create(ids: readonly string[]): Promise<ShikiHighlighter> {
  const created = createHighlighter({
    themes: [createCssVariablesTheme({ name: themeName, variablePrefix: "--rk-", fontStyle: false })],
    langs: ids as BundledLanguage[],
    // Skip the few Oniguruma patterns JavaScript cannot express instead of failing the grammar.
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  }) as Promise<unknown> as Promise<ShikiHighlighter>;
  const settled = created.then(noteLoaded);
  for (const id of ids) loads.set(id, settled);
  settled.catch(() => {
    // Let the next call try again rather than replaying this failure for the process lifetime.
    shiki = undefined;
    for (const id of ids) if (loads.get(id) === settled) loads.delete(id);
  });
  return created;
}

function load(instance: ShikiHighlighter, id: string): Promise<void> {
  if (loaded.has(id)) return Promise.resolve();
  let pending = loads.get(id);
  if (pending === undefined) {
    pending = instance.loadLanguage(id).then(() => noteLoaded(instance));
    loads.set(id, pending);
    pending.catch(() => loads.delete(id));
  }
  return pending;
}

/** Whitespace has no visible colour, so it may join whichever run it sits in. */
const visible = /\S/;

function wrap(className: string | undefined, text: string): string {
  if (text === "") return "";
  return className === undefined
    ? escapeText(text)
    : '<span class="' + className + '">' + escapeText(text) + "</span>";
}

/**
 * Turns Shiki's tokens into spans, one per run of same-class tokens. The text is sliced from
 * `code` by offset, not taken from the tokens, so characters Shiki drops between lines (the `\r`
 * of `\r\n`) are kept and the text content is exactly `code`.
 */
function spans(code: string, lines: readonly (readonly ThemedToken[])[]): string {
  let out = "";
  let runClass: string | undefined;
  let runStart = 0;
  for (const line of lines) {
    for (const token of line) {
      const className = token.color === undefined ? undefined : classByColor.get(token.color);
      if (className === runClass || !visible.test(token.content)) continue;
      if (token.offset < runStart || token.offset > code.length) continue;
      out += wrap(runClass, code.slice(runStart, token.offset));
      runClass = className;
      runStart = token.offset;
    }
  }
  return out + wrap(runClass, code.slice(runStart));
}

/** A highlighter with no language loaded: every code plain, until a render asks for one. */
export const plainHighlighter: Highlighter = Object.freeze({
  highlight: (code: string) => raw(escapeText(code)),
  isLoaded: () => false,
});

let facade: Highlighter | undefined;

/**
 * Highlighted output of recent inputs. References repeat code a lot (the same response or error
 * example under many operations, the same snippet in a page and its index): tokenizing is the
 * build's main cost, so identical inputs are tokenized once. Bounded, oldest dropped first.
 */
const cache = new Map<string, Html>();
/** Lines of this many characters or more are shown without highlighting. */
export const maxTokenizedLine = 1000;

const cacheLimit = 4096;
/** The characters (code and output) the cache may hold in all, so that big blocks cannot pile up. */
const cacheBudget = 64 * 1024 * 1024;
let cachedChars = 0;

/**
 * Code longer than `maxHighlightLength` (32 Ki UTF-16 code units) is shown as escaped plain
 * text: Shiki takes about 4 s and 130 MB per megabyte of JSON, so a 10 MB response would take
 * minutes and gigabytes. Its text is exactly the code all the same.
 */
export { maxHighlightLength };

function tokenize(instance: ShikiHighlighter, code: string, key: string): Html {
  try {
    // Very long lines are where grammars slow down (on GitHub's description they took most of
    // the build); from `maxTokenizedLine` characters on, a line is shown plain. That bound is
    // deterministic, unlike Shiki's default 500 ms per line, which a loaded machine can reach
    // and so highlight the same code differently from run to run: its limit is only a last resort.
    return raw(spans(code, instance.codeToTokensBase(code, { lang: key, theme: themeName, tokenizeMaxLineLength: maxTokenizedLine, tokenizeTimeLimit: 20_000 })));
  } catch {
    // A grammar failing on odd input must not take the whole page down: show the code plain.
    return raw(escapeText(code));
  }
}

function highlighterOver(instance: ShikiHighlighter): Highlighter {
  facade ??= Object.freeze({
    highlight(code: string, lang: string): Html {
      const key = lang.toLowerCase();
      if (!loaded.has(key) || code.length > maxHighlightLength) return raw(escapeText(code));
      const cacheKey = `${key}\0${code}`;
      let out = cache.get(cacheKey);
      if (out === undefined) {
        out = tokenize(instance, code, key);
        const size = cacheKey.length + out.value.length;
        while (cache.size > 0 && (cache.size >= cacheLimit || cachedChars + size > cacheBudget)) {
          const [oldestKey, oldest] = cache.entries().next().value!;
          cache.delete(oldestKey);
          cachedChars -= oldestKey.length + oldest.value.length;
        }
        cache.set(cacheKey, out);
        cachedChars += size;
      }
      return out;
    },
    isLoaded(lang: string): boolean {
      return loaded.has(lang.toLowerCase());
    },
  });
  return facade;
}

/**
 * The shared highlighter, once every known language in `langs` is loaded; unknown ones are ignored.
 * The first call creates it with just those languages; later calls load what is missing.
 * @example const hl = await loadHighlighter(["shell", "json"]); hl.highlight("{}", "json")
 */
export async function loadHighlighter(langs: Iterable<string>): Promise<Highlighter> {
  const ids = new Set<string>();
  for (const lang of langs) {
    const id = canonicalId(lang);
    if (id !== undefined) ids.add(id);
  }
  const wanted = [...ids];
  const instance = await (shiki ??= create(wanted));
  await Promise.all(wanted.map((id) => load(instance, id)));
  return highlighterOver(instance);
}
