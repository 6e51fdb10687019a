/**
 * A description's `pattern`s, matched in time linear in the text (RE2's engine, re2js). A
 * description may come from anyone, and JavaScript's own engine backtracks: Beezup's URL pattern
 * `^(https?:\/\/)?([\da-z\.-]+)\.([a-z\.]{2,6})([\/\w \.-]*)*\/?$` took 10 s on an example of 40
 * characters that it refuses, and twice as long with each character more.
 *
 * RE2 reads ECMAScript patterns but lookaheads and back-references: for those, and for patterns
 * neither reads, a match is unknown (`undefined`), never attempted. RE2 counts repetitions up to
 * 1000; a larger bound (`^.{0,262144}$`, common in AWS's descriptions) is read as 1000, which
 * decides the same for a text of at most 1000 characters: a longer one is unknown.
 */
import { RE2JS } from "re2js";

/** RE2's largest repetition count. */
const maxCount = 1000;

/** A pattern as RE2 runs it; `clamped` when a repetition bound over 1000 was read as 1000. */
interface Compiled {
  readonly re: RE2JS;
  readonly clamped: boolean;
}

/** A compiled pattern, or `null` for one RE2 cannot read. Patterns repeat across a description. */
const compiled = new Map<string, Compiled | null>();

/** Compiled patterns kept at most: a description holds few distinct ones; past that, the oldest go. */
const kept = 4096;

/**
 * `pattern` with every repetition bound over 1000 (`{0,4096}`, `{1,262144}`) read as 1000; the
 * same text when it has none, and `undefined` when a lower bound is over 1000 (no text RE2 can be
 * given would match). Braces inside a class (`[{]`) or escaped (`\{`) are characters, not bounds.
 */
function clampCounts(pattern: string): string | undefined {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "\\") {
      out += pattern.slice(i, i + 2);
      i++;
      continue;
    }
    if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "{") {
      const bound = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (bound) {
        const low = Number(bound[1]);
        if (low > maxCount) return undefined;
        const high = bound[2] === undefined ? low : bound[3] === "" ? undefined : Number(bound[3]);
        out += `{${low}${bound[2] === undefined ? "" : `,${high === undefined ? "" : Math.min(high, maxCount)}`}}`;
        i += bound[0].length - 1;
        continue;
      }
    }
    out += c;
  }
  return out;
}

function read(pattern: string): Compiled | null {
  const clamped = clampCounts(pattern);
  if (clamped === undefined) return null;
  try {
    // re2js reads lookbehinds in linear time too (`(?<!\.)$`: not ending in a dot).
    return { re: RE2JS.compile(RE2JS.translateRegExp(clamped), RE2JS.LOOKBEHINDS), clamped: clamped !== pattern };
  } catch {
    return null;
  }
}

function compile(pattern: string): Compiled | null {
  let found = compiled.get(pattern);
  if (found === undefined) {
    found = read(pattern);
    if (compiled.size >= kept) compiled.delete(compiled.keys().next().value!);
    compiled.set(pattern, found);
  }
  return found;
}

/** The match of a compiled pattern, `undefined` when its clamped bounds cannot decide for a text this long. */
function test(found: Compiled, text: string): boolean | undefined {
  return found.clamped && text.length > maxCount ? undefined : found.re.test(text);
}

/**
 * Whether `text` has a match of `pattern` (as `RegExp.prototype.test`: anywhere, unless the
 * pattern anchors itself); `undefined` when RE2 cannot read the pattern.
 * @example patternMatches("^[A-Z]{2}$", "FR") // true
 */
export function patternMatches(pattern: string, text: string): boolean | undefined {
  const found = compile(pattern);
  return found === null ? undefined : test(found, text);
}

/**
 * A `RegExp`-like tester of `pattern` for a JSON Schema validator (Ajv's `code.regExp`): one RE2
 * cannot read matches everything, so that a pattern refkit cannot check never rejects a value.
 */
export function linearPattern(pattern: string): { test(text: string): boolean; toString(): string } {
  const found = compile(pattern);
  // Ajv keeps one tester per distinct toString(): each pattern's must be its own, as a RegExp's is.
  return { test: (text) => found === null || test(found, text) !== false, toString: () => `/${pattern}/` };
}
