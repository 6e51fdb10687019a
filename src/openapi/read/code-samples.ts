/**
 * `x-codeSamples` (Redoc's convention, also spelled `x-code-samples`) as the document writes
 * them: each operation's samples, and the Shiki language and client token each language gets.
 */
import { defaultClientTokens } from "../../client-tokens.ts";
import { isObject, type JsonObject } from "./document.ts";

const reserved: ReadonlySet<string> = new Set(defaultClientTokens);

const lexers: Readonly<Record<string, string>> = Object.freeze({
  "c#": "csharp",
  cs: "csharp",
  "f#": "fsharp",
  "c++": "cpp",
  shell: "shellscript",
  sh: "shellscript",
  bash: "shellscript",
  zsh: "shellscript",
  curl: "shellscript",
  console: "shellscript",
  cli: "shellscript",
  node: "javascript",
  "node.js": "javascript",
  nodejs: "javascript",
  js: "javascript",
  ts: "typescript",
  golang: "go",
  py: "python",
  python3: "python",
  rb: "ruby",
  kt: "kotlin",
  objc: "objective-c",
  "obj-c": "objective-c",
  ps: "powershell",
  pwsh: "powershell",
  "visual basic": "vb",
});

/**
 * A Shiki language id for a sample's `lang`: common names mapped, anything else lower-cased.
 * @example sampleLexer("C#") // "csharp"
 * @example sampleLexer("cURL") // "shellscript"
 */
export function sampleLexer(lang: string): string {
  const key = lang.trim().toLowerCase();
  return Object.hasOwn(lexers, key) ? lexers[key]! : key.replace(/\s+/g, "-") || "text";
}

/**
 * A client token for a sample's `lang`: lower-case letters, digits and `-`, never one of the
 * four default tokens (those get `-sample`, so refkit's own tab stays).
 * @example sampleToken("C#") // "csharp"
 * @example sampleToken("Python") // "python-sample"
 */
export function sampleToken(lang: string): string {
  let token = lang
    .trim()
    .toLowerCase()
    .replace(/#/g, "sharp")
    .replace(/\+/g, "p")
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (!/^[a-z]/.test(token)) token = token ? `lang-${token}` : "sample";
  return reserved.has(token) ? `${token}-sample` : token;
}

/** An operation's samples: `{ lang, label?, source }` entries of either spelling. */
export function codeSamplesOf(operation: JsonObject): { lang: string; label: string; source: string }[] {
  const list = operation["x-codeSamples"] ?? operation["x-code-samples"];
  if (!Array.isArray(list)) return [];
  // Entries without a language or a source are left out (the document check warns about them).
  return list.filter((sample): sample is JsonObject => isObject(sample) && typeof sample.lang === "string" && sample.lang.trim() !== "" && typeof sample.source === "string").map((sample) => {
    const lang = String(sample.lang).trim();
    return { lang, label: typeof sample.label === "string" && sample.label.trim() !== "" ? sample.label : lang, source: String(sample.source) };
  });
}
