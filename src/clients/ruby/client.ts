/** Ruby with the standard library's net/http. */
import type { CodeWriter } from "../../render/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { quoteDoubled, writeLiteral, type LiteralStyle } from "../literal.ts";
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
  const json = req.hasBody && typeof req.body !== "string";
  if (json) out.token("keyword", "require").plain(" ").token("string-expression", '"json"').plain("\n");
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
  if (req.hasBody) {
    out.plain("request.").token("function", "body").plain(" ").token("keyword", "=").plain(" ");
    if (typeof req.body === "string") out.token("string-expression", quoteRuby(req.body));
    else {
      out.token("constant", "JSON").plain(".").token("function", "generate").plain("(");
      writeLiteral(out, req.body!, rubyStyle, "");
      out.plain(")");
    }
    out.plain("\n");
  }
  netHttp(assign(out.plain("\n"), "response")).plain(".").token("function", "start").plain("(uri.").token("function", "hostname");
  out.plain(", uri.").token("function", "port").plain(", ").token("string", "use_ssl:").plain(" uri.");
  out.token("function", "scheme").plain(" ").token("keyword", "==").plain(" ").token("string-expression", '"https"').plain(") ").token("keyword", "do").plain(" |http|\n");
  out.plain("  http.").token("function", "request").plain("(request)\n").token("keyword", "end").plain("\n");
  out.token("function", "puts").plain(" response.").token("function", "body").plain("\n");
}

/** The Ruby client: net/http, run with `ruby request.rb`. */
export const ruby = writtenClient({ label: "Ruby", lexer: "ruby", filename: "request.rb", write: writeRuby });
