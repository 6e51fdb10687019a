/** Perl with LWP::UserAgent and HTTP::Request. */
import type { CodeWriter } from "../../render/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { prettyJson } from "../literal.ts";
import { writtenClient } from "../written.ts";

const named: Readonly<Record<string, string>> = Object.freeze({ "\n": "\\n", "\r": "\\r", "\t": "\\t" });

/**
 * Quotes text as a Perl double-quoted string. `\`, `"`, `$` and `@` are escaped, so nothing
 * interpolates; ASCII control characters are written as escapes. Other characters stay as they
 * are: the file is UTF-8 and, without `use utf8`, Perl keeps those bytes, which is what the
 * request sends.
 * @example quotePerl('a "$b" @c') // '"a \\"\\$b\\" \\@c"'
 */
export function quotePerl(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === "\\" || char === '"' || char === "$" || char === "@") out += `\\${char}`;
    else if (named[char] !== undefined) out += named[char];
    else if (code < 0x20 || code === 0x7f) out += `\\x{${code.toString(16).padStart(2, "0")}}`;
    else out += char;
  }
  return `${out}"`;
}

function writePerl(req: ApiRequest, out: CodeWriter): void {
  out.token("keyword", "use").plain(" strict;\n").token("keyword", "use").plain(" warnings;\n").token("keyword", "use").plain(" LWP::UserAgent;\n\n");
  out.token("keyword", "my").plain(" ").token("constant", "$request").plain(" = ").token("constant", "HTTP::Request").plain("->").token("function", "new").plain("(");
  out.token("string-expression", quotePerl(req.method)).plain(", ").token("string-expression", quotePerl(req.urlWithQuery)).plain(");\n");
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP::Headers turns `_` in a name into `-` unless the name starts with `:`, which it drops.
    const field = name.includes("_") ? `:${name}` : name;
    out.token("constant", "$request").plain("->").token("function", "header").plain("(").token("string-expression", quotePerl(field)).plain(" => ").token("string-expression", quotePerl(value)).plain(");\n");
  }
  if (typeof req.body === "string") {
    out.token("constant", "$request").plain("->").token("function", "content").plain("(").token("string-expression", quotePerl(req.body)).plain(");\n");
  } else if (req.hasBody) {
    // A JSON body as a literal here-document: nothing in it interpolates, and pretty JSON never
    // has a line that is only `JSON` (its strings are quoted, its control characters escaped).
    out.token("constant", "$request").plain("->").token("function", "content").plain("(").token("string-expression", "<<'JSON'").plain(");\n");
    out.token("string-expression", `${prettyJson(req.body!)}\nJSON`).plain("\n");
  }
  out.plain("\n").token("keyword", "my").plain(" ").token("constant", "$response").plain(" = ").token("constant", "LWP::UserAgent").plain("->").token("function", "new").plain("->").token("function", "request").plain("(").token("constant", "$request").plain(");\n");
  out.token("function", "print").plain(" ").token("constant", "$response").plain("->").token("function", "decoded_content").plain(";\n");
}

/** The Perl client: LWP::UserAgent, run with `perl request.pl`. */
export const perl = writtenClient({ label: "Perl", lexer: "perl", filename: "request.pl", write: writePerl });
