/**
 * A description's `pattern`s, matched in time linear in the text (RE2's engine, re2js). A
 * description may come from anyone, and JavaScript's own engine backtracks: Beezup's URL pattern
 * `^(https?:\/\/)?([\da-z\.-]+)\.([a-z\.]{2,6})([\/\w \.-]*)*\/?$` took 10 s on an example of 40
 * characters that it refuses, and twice as long with each character more.
 *
 * RE2 reads ECMAScript patterns but lookarounds and back-references: for those, and for patterns
 * neither reads, a match is unknown (`undefined`), never attempted.
 */
import { RE2JS } from "re2js";

/** A compiled pattern, or `null` for one RE2 cannot read. Patterns repeat across a description. */
const compiled = new Map<string, RE2JS | null>();

/** Compiled patterns kept at most: a description holds few distinct ones; past that, the oldest go. */
const kept = 4096;

function compile(pattern: string): RE2JS | null {
  let found = compiled.get(pattern);
  if (found === undefined) {
    try {
      found = RE2JS.compile(RE2JS.translateRegExp(pattern));
    } catch {
      found = null;
    }
    if (compiled.size >= kept) compiled.delete(compiled.keys().next().value!);
    compiled.set(pattern, found);
  }
  return found;
}

/**
 * Whether `text` has a match of `pattern` (as `RegExp.prototype.test`: anywhere, unless the
 * pattern anchors itself); `undefined` when RE2 cannot read the pattern.
 * @example patternMatches("^[A-Z]{2}$", "FR") // true
 */
export function patternMatches(pattern: string, text: string): boolean | undefined {
  return compile(pattern)?.test(text);
}

/**
 * A `RegExp`-like tester of `pattern` for a JSON Schema validator (Ajv's `code.regExp`): one RE2
 * cannot read matches everything, so that a pattern refkit cannot check never rejects a value.
 */
export function linearPattern(pattern: string): { test(text: string): boolean; toString(): string } {
  const re = compile(pattern);
  // Ajv keeps one tester per distinct toString(): each pattern's must be its own, as a RegExp's is.
  return { test: (text) => re === null || re.test(text), toString: () => `/${pattern}/` };
}
