/**
 * fast-check arbitraries for random request declarations: full-Unicode text mixed with the
 * fixtures' command payloads in body and query, printable ASCII with shell, Ruby, JavaScript
 * and Python metacharacters in header and auth values. Payloads name `SENTINEL_PATH`, which a
 * test replaces with a file of its own.
 */
import fc from "fast-check";
import type { Declaration } from "./expected-request.ts";
import { sentinelPlaceholder } from "./request-fixtures.ts";

const S = sentinelPlaceholder;

/** Values that run a command in one language or another when quoted wrongly; all ASCII. */
const payloads = [
  `$(touch ${S})`,
  `\`touch ${S}\``,
  `'; touch ${S}; '`,
  `"; touch ${S}; "`,
  `#{system("touch ${S}")}`,
  `#@x #$0`,
  `\${require("fs").writeFileSync("${S}","")}`,
  `\${(await import("node:fs")).writeFileSync("${S}", "")}`,
  `" + __import__("os").system("touch ${S}") + "`,
  `{__import__("os").system("touch ${S}")}`,
  "\\",
  "\\N{BULLET}",
  "'",
  '"',
  "%",
  "+",
  "&=?#[]",
];

/** Characters outside printable ASCII that need care in one language or another. */
const specials = ["\n", "\r", "\t", "\u0000", "\u001b", "\u007f", "\u0085", "\u2028", "\u2029", "\u202e", "\u2066", "\ufeff", "\u200d", "👨‍👩‍👧", "שלום", "\ud83d\ude00"];

/** Full-Unicode text (any code point but lone surrogates), often with payloads spliced in. */
export const text: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 6 }) },
      { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 3 }) },
      { weight: 2, arbitrary: fc.constantFrom(...payloads) },
      { weight: 1, arbitrary: fc.constantFrom(...specials) },
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.join(""));

/** Object keys and query names: any text, and the keys that mean something to JavaScript. */
export const key: fc.Arbitrary<string> = fc.oneof({ weight: 6, arbitrary: text }, { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "prototype", "", "0", "1e3") });

/** A finite number, with the extremes spelled out. */
const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1e308, -1e308, 5e-324, -1e-300, 12345678901234567890, 1e21, 0.1));

const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));

/** A JSON value, at most a few levels deep; objects may have an own `__proto__` key. */
export const json: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; array: unknown[]; object: Record<string, unknown> }>((tie) => ({
  value: fc.oneof({ depthSize: "small", maxDepth: 4 }, scalar, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(key, tie("value"), { maxKeys: 4 }),
})).value;

/** Printable ASCII with metacharacters and tabs, non-empty once trimmed: a valid header value. */
export const headerValue: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.string({ unit: "grapheme-ascii", maxLength: 8 }), fc.constantFrom(...payloads, "\t", " ")), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join(""))
  .filter((value) => value.trim() !== "");

/** Header names: random tokens (refkit refuses a trailing "-"), and names that override the defaults in another case. */
const headerName = fc.oneof(
  fc.stringMatching(/^X-[!#$%&'*+.^_`|~0-9A-Za-z-]{0,9}[!#$%&'*+.^_`|~0-9A-Za-z]$/),
  fc.constantFrom("Content-Type", "content-type", "AUTHORIZATION", "x-api-key", "Accept", "Idempotency-Key"),
);

/** A path of one to three segments of any text but whitespace, controls, `?`, `#` and dot segments. */
const path = fc
  .array(
    fc.string({ unit: "binary", minLength: 1, maxLength: 6 }).map((segment) => segment.replace(/[\s\x00-\x1f\x7f?#/]/gu, "_")),
    { minLength: 1, maxLength: 3 },
  )
  .filter((segments) => !segments.some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment)))
  .map((segments) => `/${segments.join("/")}`);

/** A string body is any text but NUL, which no shell argument can carry. */
const withoutNul = (value: unknown) => (typeof value === "string" ? value.replaceAll("\u0000", "") : value);

/** A random request declaration. */
export const declaration: fc.Arbitrary<Declaration> = fc.record({
  options: fc.record({
    method: fc.constantFrom("get", "post", "PUT", "patch", "delete", "head", "options", "PROPFIND", "purge", "M-SEARCH"),
    path,
    body: fc.oneof({ weight: 4, arbitrary: json }, { weight: 2, arbitrary: text }, { weight: 1, arbitrary: fc.constantFrom(undefined, null) }).map(withoutNul),
    query: fc.dictionary(key, json, { maxKeys: 5 }),
    headers: fc.dictionary(headerName, headerValue, { maxKeys: 3 }),
    stream: fc.boolean(),
  }),
  auth: fc.option(
    fc.tuple(fc.constantFrom("Authorization", "X-Api-Key", "api-key"), headerValue).map(([name, value]) => `${name}: ${value}`),
    { nil: null },
  ),
  basePath: fc.constantFrom("", "/api/v2"),
});
