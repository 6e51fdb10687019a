/** Perl with LWP::UserAgent and HTTP::Request. */
import type { MultipartPart } from "../../body.ts";
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import type { QueryPairs } from "../../url.ts";
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

/** The methods HTTP::Request::Common has a function for that takes a form-data `Content`. */
const commonMethods = new Set(["POST", "PUT", "PATCH"]);

/** `use Module;` lines. */
function use(out: CodeWriter, module: string): void {
  out.token("keyword", "use").plain(` ${module};\n`);
}

function writePerl(req: ApiRequest, out: CodeWriter): void {
  const multipart = req.bodyKind === "multipart";
  const common = multipart && commonMethods.has(req.method) ? req.method : "POST";
  use(out, "strict");
  use(out, "warnings");
  if (multipart) use(out, `HTTP::Request::Common qw(${common})`);
  use(out, "LWP::UserAgent");
  if (req.bodyKind === "form") use(out, "URI");
  out.plain("\n").token("keyword", "my").plain(" ").token("constant", "$request").plain(" = ");
  if (multipart) {
    writeMultipart(out, common, req.urlWithQuery, req.multipart!);
    // HTTP::Request::Common builds form-data for POST, PUT and PATCH; another verb takes its place.
    if (common !== req.method) out.token("constant", "$request").plain("->").token("function", "method").plain("(").token("string-expression", quotePerl(req.method)).plain(");\n");
  } else {
    out.token("constant", "HTTP::Request").plain("->").token("function", "new").plain("(");
    out.token("string-expression", quotePerl(req.method)).plain(", ").token("string-expression", quotePerl(req.urlWithQuery)).plain(");\n");
  }
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP::Headers turns `_` in a name into `-` unless the name starts with `:`, which it drops.
    const field = name.includes("_") ? `:${name}` : name;
    out.token("constant", "$request").plain("->").token("function", "header").plain("(").token("string-expression", quotePerl(field)).plain(" => ").token("string-expression", quotePerl(value)).plain(");\n");
  }
  writeBody(req, out);
  if (req.stream) {
    // A stream: each chunk printed as it arrives, standard output flushed at every print ($|).
    out.plain("\n").token("constant", "$|").plain(" = ").token("constant", "1").plain(";\n");
    out.token("constant", "LWP::UserAgent").plain("->").token("function", "new").plain("->").token("function", "request").plain("(").token("constant", "$request").plain(", ").token("keyword", "sub").plain(" {\n");
    out.plain("    ").token("keyword", "my").plain(" (").token("constant", "$chunk").plain(") = ").token("constant", "@_").plain(";\n");
    out.plain("    ").token("function", "print").plain(" ").token("constant", "$chunk").plain(";\n});\n");
    return;
  }
  out.plain("\n").token("keyword", "my").plain(" ").token("constant", "$response").plain(" = ").token("constant", "LWP::UserAgent").plain("->").token("function", "new").plain("->").token("function", "request").plain("(").token("constant", "$request").plain(");\n");
  out.token("function", "print").plain(" ").token("constant", "$response").plain("->").token("function", "decoded_content").plain(";\n");
}

/** `$request->content(…)` of a text, JSON, form or file body (a multipart body is already in the request). */
function writeBody(req: ApiRequest, out: CodeWriter): void {
  const content = () => out.token("constant", "$request").plain("->").token("function", "content").plain("(");
  switch (req.bodyKind) {
    case "text":
      content().token("string-expression", quotePerl(req.body as string)).plain(");\n");
      return;
    case "json":
      // A JSON body as a literal here-document: nothing in it interpolates, and pretty JSON never
      // has a line that is only `JSON` (its strings are quoted, its control characters escaped).
      content().token("string-expression", "<<'JSON'").plain(");\n");
      out.token("string-expression", `${prettyJson(req.body!)}\nJSON`).plain("\n");
      return;
    case "form":
      writeForm(out, req.form!);
      content().token("constant", "$form").plain("->").token("function", "query").plain(");\n");
      return;
    case "file":
      // The file's bytes, read whole: `:raw` leaves line endings and encodings alone.
      out.plain("\n").token("function", "open").plain("(").token("keyword", "my").plain(" ").token("constant", "$file").plain(", ").token("string-expression", '"<:raw"').plain(", ");
      out.token("string-expression", quotePerl(req.bodyFile!.path)).plain(") ").token("keyword", "or").plain(" ").token("function", "die").plain(" ").token("constant", "$!").plain(";\n");
      content().token("keyword", "do").plain(" { ").token("keyword", "local").plain(" ").token("constant", "$/").plain("; <").token("constant", "$file").plain("> });\n");
      return;
    default:
      return;
  }
}

/**
 * The form's pairs through `URI`'s `query_form`, which encodes them in order. (HTTP::Request::Common
 * would encode them too, but rewrites a line feed in a value as CR LF.)
 */
function writeForm(out: CodeWriter, pairs: QueryPairs): void {
  out.plain("\n").token("keyword", "my").plain(" ").token("constant", "$form").plain(" = ").token("constant", "URI").plain("->").token("function", "new").plain(";\n");
  out.token("constant", "$form").plain("->").token("function", "query_form").plain("(");
  if (pairs.length > 0) out.plain("\n");
  for (const [name, value] of pairs) out.plain("    ").token("string-expression", quotePerl(name)).plain(" => ").token("string-expression", quotePerl(value)).plain(",\n");
  out.plain(");\n");
}

/**
 * HTTP::Request::Common's `POST` (or `PUT`, `PATCH`) with `Content_Type => "form-data"`: text
 * fields as `name => value`, files as `name => [path, file name, Content_Type => type]`, read
 * when the request is built. It writes the boundary and gives a text field no Content-Type.
 */
function writeMultipart(out: CodeWriter, verb: string, url: string, parts: readonly MultipartPart[]): void {
  out.token("function", verb).plain(" ").token("string-expression", quotePerl(url)).plain(",\n");
  out.plain("    ").token("constant", "Content_Type").plain(" => ").token("string-expression", '"form-data"').plain(",\n");
  out.plain("    ").token("constant", "Content").plain(" => [\n");
  for (const part of parts) {
    out.plain("        ").token("string-expression", quotePerl(part.name)).plain(" => ");
    if (part.kind === "text") out.token("string-expression", quotePerl(part.value));
    else {
      // HTTP::Request::Common reads no file for a false path: "0" goes as "./0".
      out.plain("[").token("string-expression", quotePerl(part.path === "0" ? "./0" : part.path)).plain(", ").token("string-expression", quotePerl(part.filename)).plain(", ");
      out.token("constant", "Content_Type").plain(" => ").token("string-expression", quotePerl(part.contentType)).plain("]");
    }
    out.plain(",\n");
  }
  out.plain("    ];\n");
}

/** The Perl client: LWP::UserAgent, run with `perl request.pl`. */
export const perl = writtenClient({ label: "Perl", lexer: "perl", filename: "request.pl", write: writePerl });
