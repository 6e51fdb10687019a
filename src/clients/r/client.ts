/** R with the httr package. */
import type { CodeWriter } from "../../render/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { prettyJson, quoteDoubled } from "../literal.ts";
import { writtenClient } from "../written.ts";

/**
 * Quotes text as an R double-quoted string. R strings never interpolate, so the shared escapes
 * do: `"` and `\` escaped, `\n` `\r` `\t`, other invisible characters as `\uXXXX` (always four
 * digits, so R's up-to-four-digit escape cannot take a digit that follows).
 * @example quoteR('say "hi"\n') // '"say \\"hi\\"\\n"'
 */
export function quoteR(text: string): string {
  return quoteDoubled(text);
}

/**
 * Text as an R raw string, `r"(…)"`, in which nothing is an escape. It would end at the first
 * `)"`, which JSON has wherever a string ends in `)`, so dashes are added (`r"-(…)-"`) until the
 * closing sequence is nowhere in the text.
 * @example rawR('{"a": "(b)"}') // 'r"-({"a": "(b)"})-"'
 */
export function rawR(text: string): string {
  let dashes = "";
  while (text.includes(`)${dashes}"`)) dashes += "-";
  return `r"${dashes}(${text})${dashes}"`;
}

/** The methods httr has a function for; the others go through `VERB()`. */
const shortcuts = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"]);

/**
 * Header names that `add_headers(...)` would take as an argument (its own `.headers`, or
 * `recursive` and `use.names` of the `c()` inside it) instead of a header: they go in `.headers`.
 */
const argumentNames = new Set([".headers", "recursive", "use.names"]);

/** `name = ` of an argument. */
function argument(out: CodeWriter, name: string): CodeWriter {
  return out.token("parameter", name).plain(" ").token("keyword", "=").plain(" ");
}

/** `c("a", "b")` */
function vector(out: CodeWriter, texts: readonly string[]): void {
  out.token("function", "c").plain("(");
  texts.forEach((text, i) => out.plain(i > 0 ? ", " : "").token("string-expression", quoteR(text)));
  out.plain(")");
}

/** `"name" = "value"` of one header. */
function header(out: CodeWriter, name: string, value: string): void {
  out.token("string-expression", quoteR(name)).plain(" ").token("keyword", "=").plain(" ").token("string-expression", quoteR(value));
}

/** `.headers = setNames(c(values…), c(names…))`: the headers whose names `add_headers` would take for an argument. */
function namedVector(out: CodeWriter, headers: readonly (readonly [string, string])[]): void {
  argument(out, ".headers").token("function", "setNames").plain("(");
  vector(out, headers.map(([, value]) => value));
  out.plain(", ");
  vector(out, headers.map(([name]) => name));
  out.plain(")");
}

function writeHeaders(req: ApiRequest, out: CodeWriter): void {
  // httr sends its own `Accept` unless a header of exactly that name replaces it.
  const entries = Object.entries(req.headers).map(([name, value]) => [name.toLowerCase() === "accept" ? "Accept" : name, value] as const);
  // Content-Type is always among the plain entries, so there is at least one.
  const plain = entries.filter(([name]) => !argumentNames.has(name));
  const named = entries.filter(([name]) => argumentNames.has(name));
  out.plain("  ").token("function", "add_headers").plain("(\n");
  plain.forEach(([name, value], i) => header(out.plain(i > 0 ? ",\n    " : "    "), name, value));
  if (named.length > 0) namedVector(out.plain(",\n    "), named);
  out.plain("\n  )");
}

function writeR(req: ApiRequest, out: CodeWriter): void {
  out.token("function", "library").plain("(httr)\n\n");
  if (req.hasBody) {
    // httr sends text as the bytes R holds, UTF-8 in a UTF-8 session; JSON as a raw string, as it is.
    const body = typeof req.body === "string" ? quoteR(req.body) : rawR(prettyJson(req.body!));
    out.plain("body ").token("keyword", "<-").plain(" ").token("string-expression", body).plain("\n\n");
  }
  out.plain("response ").token("keyword", "<-").plain(" ");
  if (shortcuts.has(req.method)) out.token("function", req.method).plain("(\n");
  else out.token("function", "VERB").plain("(\n  ").token("string-expression", quoteR(req.method)).plain(",\n");
  out.plain("  ").token("string-expression", quoteR(req.urlWithQuery)).plain(",\n");
  writeHeaders(req, out);
  if (req.hasBody) argument(out.plain(",\n  "), "body").plain("body");
  out.plain("\n)\n\n").token("function", "cat").plain("(").token("function", "content").plain("(response, ");
  argument(out, "as").token("string-expression", '"text"').plain(", ");
  argument(out, "encoding").token("string-expression", '"UTF-8"').plain("))\n");
}

/** The R client: httr, run with `Rscript request.R`. */
export const r = writtenClient({ label: "R", lexer: "r", filename: "request.R", write: writeR });
