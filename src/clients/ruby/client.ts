/** Ruby with the standard library's net/http. */
import type { MultipartPart } from "../../body.ts";
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import type { QueryPairs } from "../../url.ts";
import { quoteDoubled, writeLiteral, type LiteralStyle } from "../literal.ts";
import { formDict } from "../python/client.ts";
import { writtenClient } from "../written.ts";

/**
 * A double-quoted Ruby string; `#` before `{`, `@` or `$` is escaped so nothing interpolates.
 * @example quoteRuby("#{x} #tag") // '"\\#{x} #tag"'
 */
export function quoteRuby(text: string): string {
  const quoted = quoteDoubled(text);
  return quoted.includes("#") ? quoted.replace(/#(?=[{@$])/g, "\\#") : quoted;
}

/** Ruby literals: a Hash with string keys. */
export const rubyStyle: LiteralStyle = Object.freeze({
  indent: "  ",
  string: quoteRuby,
  key: quoteRuby,
  separator: " => ",
  separatorKind: "keyword",
  null: "nil",
  true: "true",
  false: "false",
  trailingComma: false,
});

const requestClasses: Readonly<Record<string, string>> = Object.freeze({
  GET: "Get",
  POST: "Post",
  PUT: "Put",
  PATCH: "Patch",
  DELETE: "Delete",
  HEAD: "Head",
  OPTIONS: "Options",
});

/** `Net::HTTP` followed by `::Name` for each name. */
function netHttp(out: CodeWriter, ...names: string[]): CodeWriter {
  out.token("constant", "Net").plain("::").token("constant", "HTTP");
  for (const name of names) out.plain("::").token("constant", name);
  return out;
}

/** `name = ` at the start of a line. */
function assign(out: CodeWriter, name: string): CodeWriter {
  return out.plain(`${name} `).token("keyword", "=").plain(" ");
}

function writeRuby(req: ApiRequest, out: CodeWriter): void {
  if (req.bodyKind === "json") out.token("keyword", "require").plain(" ").token("string-expression", '"json"').plain("\n");
  out.token("keyword", "require").plain(" ").token("string-expression", '"net/http"').plain("\n\n");
  assign(out, "uri").token("constant", "URI").plain("(").token("string-expression", quoteRuby(req.urlWithQuery)).plain(")\n");
  const known = requestClasses[req.method];
  if (known) netHttp(assign(out, "request"), known).plain(".").token("keyword", "new").plain("(uri)\n");
  else {
    netHttp(assign(out, "request")).token("constant", "GenericRequest").plain(".").token("keyword", "new").plain("(").token("string-expression", quoteRuby(req.method));
    out.plain(", ").token("constant", String(req.hasBody)).plain(", ").token("constant", "true").plain(", uri)\n");
  }
  for (const [name, value] of Object.entries(req.headers)) {
    out.plain("request[").token("string-expression", quoteRuby(name)).plain("] ").token("keyword", "=").plain(" ").token("string-expression", quoteRuby(value)).plain("\n");
  }
  writeBody(req, out);
  out.plain("\n");
  if (!req.stream) assign(out, "response");
  netHttp(out).plain(".").token("function", "start").plain("(uri.").token("function", "hostname");
  out.plain(", uri.").token("function", "port").plain(", ").token("string", "use_ssl:").plain(" uri.");
  out.token("function", "scheme").plain(" ").token("keyword", "==").plain(" ").token("string-expression", '"https"').plain(") ").token("keyword", "do").plain(" |http|\n");
  if (req.stream) {
    // A streamed response is read in a block, each chunk printed as it arrives.
    out.plain("  http.").token("function", "request").plain("(request) ").token("keyword", "do").plain(" |response|\n");
    out.plain("    response.").token("function", "read_body").plain(" ").token("keyword", "do").plain(" |chunk|\n");
    out.plain("      ").token("constant", "$stdout").plain(".").token("function", "write").plain("(chunk)\n");
    out.plain("      ").token("constant", "$stdout").plain(".").token("function", "flush").plain("\n");
    out.plain("    ").token("keyword", "end").plain("\n  ").token("keyword", "end").plain("\n").token("keyword", "end").plain("\n");
    return;
  }
  out.plain("  http.").token("function", "request").plain("(request)\n").token("keyword", "end").plain("\n");
  out.token("function", "puts").plain(" response.").token("function", "body").plain("\n");
}

function writeBody(req: ApiRequest, out: CodeWriter): void {
  switch (req.bodyKind) {
    case "none":
      return;
    case "text":
      assignBody(out).token("string-expression", quoteRuby(req.body as string));
      break;
    case "json":
      assignBody(out).token("constant", "JSON").plain(".").token("function", "generate").plain("(");
      writeLiteral(out, req.body!, rubyStyle, "");
      out.plain(")");
      break;
    case "form": {
      // A Hash (an Array value repeats its name), or pairs when a Hash would bring a name's values
      // together. (set_form_data would also set the Content-Type, over the one written above.)
      const fields = formDict(req.form!);
      assignBody(out).token("constant", "URI").plain(".").token("function", "encode_www_form").plain("(");
      if (fields) writeLiteral(out, fields, rubyStyle, "");
      else writePairs(out, req.form!);
      out.plain(")");
      break;
    }
    case "multipart":
      writeMultipart(out, req.multipart!);
      break;
    case "file":
      assignBody(out).token("constant", "File").plain(".").token("function", "binread").plain("(").token("string-expression", quoteRuby(req.bodyFile!.path)).plain(")");
      break;
  }
  out.plain("\n");
}

/** `request.body = ` */
function assignBody(out: CodeWriter): CodeWriter {
  return out.plain("request.").token("function", "body").plain(" ").token("keyword", "=").plain(" ");
}

/** An Array of `[name, value]` pairs, one a line. */
function writePairs(out: CodeWriter, pairs: QueryPairs): void {
  if (pairs.length === 0) return void out.plain("[]");
  out.plain("[\n");
  pairs.forEach(([name, value], index) => {
    out.plain("  [").token("string-expression", quoteRuby(name)).plain(", ").token("string-expression", quoteRuby(value)).plain(index === pairs.length - 1 ? "]\n" : "],\n");
  });
  out.plain("]");
}

/**
 * `set_form` with multipart/form-data: net/http writes the boundary, copies each file's bytes,
 * and gives a text field no Content-Type.
 */
function writeMultipart(out: CodeWriter, parts: readonly MultipartPart[]): void {
  out.plain("request.").token("function", "set_form").plain("(\n  [\n");
  parts.forEach((part, index) => {
    out.plain("    [").token("string-expression", quoteRuby(part.name)).plain(", ");
    if (part.kind === "text") out.token("string-expression", quoteRuby(part.value));
    else {
      out.token("constant", "File").plain(".").token("function", "open").plain("(").token("string-expression", quoteRuby(part.path)).plain(", ").token("string-expression", '"rb"').plain("), { ");
      out.token("string", "filename:").plain(" ").token("string-expression", quoteRuby(part.filename)).plain(", ");
      out.token("string", "content_type:").plain(" ").token("string-expression", quoteRuby(part.contentType)).plain(" }");
    }
    out.plain(index === parts.length - 1 ? "]\n" : "],\n");
  });
  out.plain("  ],\n  ").token("string-expression", '"multipart/form-data"').plain("\n)");
}

/** The Ruby client: net/http, run with `ruby request.rb`. */
export const ruby = writtenClient({ label: "Ruby", lexer: "ruby", filename: "request.rb", write: writeRuby });
