// How search reads text into terms: the same code indexes the site at build time and reads the
// reader's query in the browser, so a typed word and an indexed word always meet.

const stopWords = new Set(
  "a an and are as at be by can for from has have if in into is it its may must not of on or that the their then this to was when which will with".split(" "),
);

/** Where an identifier splits: before a capital that starts a word, keeping acronyms and digits. */
const parts = /\p{Lu}+(?!\p{Ll})\p{N}*|\p{Lu}?[\p{Ll}\p{N}]+|[\p{L}\p{M}\p{N}]+/gu;

/**
 * Scripts written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer, Myanmar…):
 * a run of them is cut into words by the platform's word segmentation (`Intl.Segmenter`), the
 * same at build time (Node's ICU) and in the reader's browser.
 */
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
let segmenter;

/** The words of a run of letters and digits: itself, or its words when it holds an unspaced script. */
function words(run) {
  if (!unspaced.test(run) || typeof Intl.Segmenter !== "function") return [run];
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
  const found = [];
  for (const { segment, isWordLike } of segmenter.segment(run)) if (isWordLike) found.push(segment);
  return found.length > 0 ? found : [run];
}

/**
 * Text as both sides compare it: compatibility forms unified (full-width Latin, half-width kana),
 * then the marks readers leave out folded away — Latin, Greek and Cyrillic accents (`é` is `e`),
 * Hebrew points and Arabic vowel marks — while the marks that make another letter stay (Japanese
 * `が` is not `か`, a Hangul syllable stays whole).
 * @param {string} text
 */
export function fold(text) {
  // Only the full-width and half-width forms are unified by compatibility: elsewhere it would break
  // letters apart (Thai's SARA AM) that no reader types apart.
  const unified = text.replace(/[\uff01-\uff5e\uff61-\uff9f]+/g, (forms) => forms.normalize("NFKC"));
  return unified.normalize("NFD").replace(/[\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0670]+/g, "").normalize("NFC");
}

/** The runs of letters and digits in `text`, folded, each cut into words where its script needs it. */
function runs(text) {
  return (fold(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).flatMap(words);
}

/**
 * A word reduced to the form both sides compare: plural endings dropped (`customers` and
 * `customer`, `policies` and `policy`). What this misses (`addresses` gives `addresse`) a
 * search still finds, as a query term also matches the terms it begins.
 * @param {string} word lower-case letters and digits
 */
export function stem(word) {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The terms of a text, in order: each run of letters and digits (a run of an unspaced script cut
 * into its words), split again where an identifier changes case (`createCustomer`: `create`,
 * `customer`), lower-cased, folded (`fold`), stemmed.
 * An identifier split so also gives its whole form (`createcustomer`), so that it is found typed
 * either way. With `prose`, common words (`the`, `of`…) are left out.
 * @param {string} text
 * @param {boolean} [prose]
 * @returns {string[]}
 */
export function terms(text, prose = false) {
  const out = [];
  for (const run of runs(text)) {
    const split = run.match(parts) ?? [run];
    for (const part of split) push(out, part, prose);
    if (split.length > 1) push(out, run, prose);
  }
  return out;
}

/**
 * The terms of a reader's query, each once: like `terms` for prose, but without the whole forms
 * of split identifiers, since every part is looked for anyway.
 * @param {string} text
 * @returns {string[]}
 */
export function queryTerms(text) {
  const out = [];
  for (const run of runs(text)) {
    for (const part of run.match(parts) ?? [run]) push(out, part, true);
  }
  return [...new Set(out)];
}

function push(out, word, prose) {
  const lower = word.toLowerCase();
  if (prose && stopWords.has(lower)) return;
  out.push(stem(lower));
}

/**
 * The exact-name key of a name (a title, an operationId, a path segment, a webhook's key, or a
 * reader's whole query): its letters and digits, lower-cased and without accents, run together
 * and marked with "=", so that it never meets a word: "workflow_run", "workflowRun" and
 * "Workflow run" all give "=workflowrun". "" when it has no letter or digit.
 * @param {string} text
 */
export function nameKey(text) {
  const key = fold(text).toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, "");
  return key === "" ? "" : `=${key}`;
}

/** The index file a term is in is chosen by its first two characters (one for a one-letter term). */
export const keyLength = 2;

/**
 * The key that chooses the index file of `term`: its first characters.
 * @param {string} term
 */
export function termKey(term) {
  return [...term].slice(0, keyLength).join("");
}
