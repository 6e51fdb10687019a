// How search reads text into terms: the same code indexes the site at build time and reads the
// reader's query in the browser, so a typed word and an indexed word always meet.

const stopWords = new Set(
  "a an and are as at be by can for from has have if in into is it its may must not of on or that the their then this to was when which will with".split(" "),
);

/** Where an identifier splits: before a capital that starts a word, keeping acronyms and digits. */
const parts = /\p{Lu}+(?!\p{Ll})\p{N}*|\p{Lu}?[\p{Ll}\p{N}]+|[\p{L}\p{N}]+/gu;

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
 * The terms of a text, in order: each run of letters and digits, split again where an identifier
 * changes case (`createCustomer`: `create`, `customer`), lower-cased, without accents, stemmed.
 * An identifier split so also gives its whole form (`createcustomer`), so that it is found typed
 * either way. With `prose`, common words (`the`, `of`…) are left out.
 * @param {string} text
 * @param {boolean} [prose]
 * @returns {string[]}
 */
export function terms(text, prose = false) {
  const out = [];
  for (const run of text.normalize("NFKD").replace(/\p{M}+/gu, "").match(/[\p{L}\p{N}]+/gu) ?? []) {
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
  for (const run of text.normalize("NFKD").replace(/\p{M}+/gu, "").match(/[\p{L}\p{N}]+/gu) ?? []) {
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
  const key = text.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
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
