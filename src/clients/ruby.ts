/** Ruby with the standard library's net/http. */
import type { ApiRequest } from "../request.ts";
import { literal, quoteDoubled, type LiteralStyle } from "./literal.ts";
import type { ApiClient } from "./types.ts";

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
  key: (key: string) => `${quoteRuby(key)} => `,
  null: "nil",
  true: "true",
  false: "false",
  trailingComma: false,
});

const requestClasses: Readonly<Record<string, string>> = Object.freeze({
  GET: "Net::HTTP::Get",
  POST: "Net::HTTP::Post",
  PUT: "Net::HTTP::Put",
  PATCH: "Net::HTTP::Patch",
  DELETE: "Net::HTTP::Delete",
  HEAD: "Net::HTTP::Head",
  OPTIONS: "Net::HTTP::Options",
});

function newRequest(req: ApiRequest): string {
  const known = requestClasses[req.method];
  if (known) return `request = ${known}.new(uri)`;
  return `request = Net::HTTPGenericRequest.new(${quoteRuby(req.method)}, ${req.hasBody}, true, uri)`;
}

function payload(req: ApiRequest): string {
  if (typeof req.body === "string") return `request.body = ${quoteRuby(req.body)}`;
  return `request.body = JSON.generate(${literal(req.body!, rubyStyle)})`;
}

function rubySnippet(req: ApiRequest): string {
  const json = req.hasBody && typeof req.body !== "string";
  const lines = [...(json ? ['require "json"'] : []), 'require "net/http"', "", `uri = URI(${quoteRuby(req.urlWithQuery)})`, newRequest(req)];
  for (const [name, value] of Object.entries(req.headers)) lines.push(`request[${quoteRuby(name)}] = ${quoteRuby(value)}`);
  if (req.hasBody) lines.push(payload(req));
  lines.push(
    "",
    'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|',
    "  http.request(request)",
    "end",
    "puts response.body",
  );
  return `${lines.join("\n")}\n`;
}

/** The Ruby client: net/http, run with `ruby request.rb`. */
export const ruby: ApiClient = Object.freeze({
  label: "Ruby",
  lexer: "ruby",
  filename: "request.rb",
  template: rubySnippet,
});
