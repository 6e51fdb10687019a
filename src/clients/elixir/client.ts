/** Elixir with Erlang's built-in HTTP client, `:httpc` (inets). */
import type { MultipartPart } from "../../body.ts";
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import type { QueryPairs } from "../../url.ts";
import { prettyJson, quoteDoubled } from "../literal.ts";
import { ClientRefusal } from "../refusal.ts";
import { writtenClient } from "../written.ts";

/**
 * Quotes text as an Elixir double-quoted string, which a `~c` sigil before it makes a charlist:
 * the shared escapes (`\uXXXX` for invisible characters), and `#` before `{` escaped so that
 * nothing interpolates.
 * @example quoteElixir('#{x} "y"') // '"\\#{x} \\"y\\""'
 */
export function quoteElixir(text: string): string {
  const quoted = quoteDoubled(text);
  // quoteDoubled doubles every backslash, so no `#` it writes is already escaped.
  return quoted.includes("#{") ? quoted.replaceAll("#{", "\\#{") : quoted;
}

/** The methods `:httpc.request/4` accepts (TRACE aside, which refkit refuses itself). */
const httpcMethods = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);
/** The methods :httpc sends a body with, in a request `{url, headers, content_type, body}`. */
const withBody = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The methods :httpc takes only in that form, even without a body. */
const bodyRequired = new Set(["POST", "PATCH"]);

/** Throws a `ClientRefusal` for what `:httpc` cannot send: another verb, or OPTIONS with a body. */
function checkSendable(req: ApiRequest): void {
  if (!httpcMethods.has(req.method)) {
    throw new ClientRefusal({ rule: "httpc-methods", part: "method", problem: `:httpc sends only GET, HEAD, OPTIONS, POST, PUT, PATCH and DELETE, not "${req.method}"` });
  }
  if (req.hasBody && !withBody.has(req.method)) {
    throw new ClientRefusal({ rule: "httpc-body-methods", part: "body", problem: `:httpc sends a body only with POST, PUT, PATCH and DELETE, not with ${req.method}` });
  }
}

/** A charlist literal, `~c"…"`. */
function charlist(out: CodeWriter, text: string): CodeWriter {
  return out.token("string-expression", `~c${quoteElixir(text)}`);
}

/** `name = ` at the start of a line. */
function assign(out: CodeWriter, name: string): CodeWriter {
  return out.plain(`${name} `).token("keyword", "=").plain(" ");
}

/** `:module.function(` */
function call(out: CodeWriter, module: string, fun: string): CodeWriter {
  return out.token("constant", `:${module}`).plain(".").token("function", fun).plain("(");
}

function writeHeaders(out: CodeWriter, headers: readonly (readonly [string, string])[]): void {
  if (headers.length === 0) return void assign(out, "headers").plain("[]\n\n");
  assign(out, "headers").plain("[\n");
  headers.forEach(([name, value], i) => {
    charlist(out.plain("  {"), name).plain(", ");
    charlist(out, value).plain(i < headers.length - 1 ? "},\n" : "}\n");
  });
  out.plain("]\n\n");
}

function writeElixir(req: ApiRequest, out: CodeWriter): void {
  checkSendable(req);
  // A request with a body names its content type apart from the headers; :httpc sends it as `content-type`.
  const typed = req.hasBody || bodyRequired.has(req.method);
  const headers = Object.entries(req.headers).filter(([name]) => !typed || name.toLowerCase() !== "content-type");
  // A multipart body has no Content-Type among the headers: its own names the boundary.
  const contentType = Object.entries(req.headers).find(([name]) => name.toLowerCase() === "content-type")?.[1];
  call(out, "inets", "start").plain(")\n");
  call(out, "ssl", "start").plain(")\n\n");
  charlist(assign(out, "url"), req.urlWithQuery).plain("\n\n");
  writeHeaders(out, headers);
  writeBody(req, out);
  if (req.stream) out.plain("{").token("constant", ":ok").plain(", request_id} ").token("keyword", "=").plain("\n  ");
  else out.plain("{").token("constant", ":ok").plain(", {_status_line, _response_headers, response_body}} ").token("keyword", "=").plain("\n  ");
  call(out, "httpc", "request").plain("\n    ").token("constant", `:${req.method.toLowerCase()}`).plain(",\n    {url, headers");
  if (req.bodyKind === "multipart") out.plain(", ").token("string-expression", '~c"multipart/form-data; boundary=#{boundary}"').plain(", body");
  else if (typed) charlist(out.plain(", "), contentType!).plain(req.hasBody ? ", body" : ', ""');
  out.plain("},\n    [").token("constant", "ssl:").plain(" ");
  call(out, "httpc", "ssl_verify_host_options").token("constant", "true").plain(")],\n    ");
  out.token("constant", "body_format:").plain(" ").token("constant", ":binary");
  if (req.stream) {
    out.plain(",\n    ").token("constant", "sync:").plain(" ").token("constant", "false").plain(",\n    ").token("constant", "stream:").plain(" ").token("constant", ":self").plain("\n  )\n\n");
    writeStreamReceiver(out);
    return;
  }
  out.plain("\n  )\n\n");
  out.token("constant", "IO").plain(".").token("function", "puts").plain("(response_body)\n");
}

/**
 * The messages of a streamed response, received until it ends: each part printed as it arrives.
 * :httpc streams a 200 or 206 answer only; any other comes whole, in one message.
 */
function writeStreamReceiver(out: CodeWriter): void {
  const again = (): void => void out.plain("      print_stream.(print_stream)\n");
  const print = (name: string) => (): void => void out.plain("      ").token("constant", "IO").plain(".").token("function", "write").plain(`(${name})\n`);
  const clauses: [string, ...(() => void)[]][] = [
    [":stream_start, _response_headers", again],
    [":stream, chunk", print("chunk"), again],
    [":stream_end, _response_headers", () => void out.plain("      ").token("constant", ":ok").plain("\n")],
    ["{:error, reason}", () => void out.plain("      ").token("keyword", "raise").plain(" ").token("string-expression", '"request failed: #{inspect(reason)}"').plain("\n")],
    ["{_status_line, _response_headers, response_body}", print("response_body")],
  ];
  out.plain("print_stream ").token("keyword", "=").plain(" ").token("keyword", "fn").plain(" print_stream ").token("keyword", "->").plain("\n  ").token("keyword", "receive do").plain("\n");
  clauses.forEach(([pattern, ...lines], i) => {
    if (i > 0) out.plain("\n");
    out.plain("    {").token("constant", ":http").plain(`, {^request_id, ${pattern}}} `).token("keyword", "->").plain("\n");
    for (const line of lines) line();
  });
  out.plain("  ").token("keyword", "end").plain("\n").token("keyword", "end").plain("\n\nprint_stream.(print_stream)\n");
}

/** `body = …` and a blank line, for a body of any kind. */
function writeBody(req: ApiRequest, out: CodeWriter): void {
  switch (req.bodyKind) {
    case "none":
      return;
    case "text":
      assign(out, "body").token("string-expression", quoteElixir(req.body as string));
      break;
    case "json":
      // JSON in a ~S heredoc: nothing in it is an escape or interpolates, and it ends only at a line
      // that starts with `"""`, which pretty JSON never has (after its indent, a line starts with a bracket, a scalar or one string).
      assign(out, "body").token("string-expression", `~S"""\n${prettyJson(req.body!)}\n"""`);
      break;
    case "form":
      writeForm(out, req.form!);
      break;
    case "multipart":
      writeMultipart(out, req.multipart!);
      break;
    case "file":
      assign(out, "body").token("constant", "File").plain(".").token("function", "read!").plain("(").token("string-expression", quoteElixir(req.bodyFile!.path)).plain(")");
      break;
  }
  out.plain("\n\n");
}

/** `URI.encode_query` of `{name, value}` tuples: in order, names may repeat, a space as `+`. */
function writeForm(out: CodeWriter, pairs: QueryPairs): void {
  if (pairs.length === 0) return void assign(out, "body").token("constant", "URI").plain(".").token("function", "encode_query").plain("([])");
  out.plain("body ").token("keyword", "=").plain("\n  ").token("constant", "URI").plain(".").token("function", "encode_query").plain("([\n");
  pairs.forEach(([name, value], i) => {
    out.plain("    {").token("string-expression", quoteElixir(name)).plain(", ").token("string-expression", quoteElixir(value)).plain(i < pairs.length - 1 ? "},\n" : "}\n");
  });
  out.plain("  ])");
}

/** A line of Elixir code as one string token (the part builders below are fixed text). */
function code(out: CodeWriter, text: string): void {
  out.token("string-expression", text);
}

/**
 * A multipart body built by hand, as :httpc has no builder: a random boundary, a function for
 * text parts and one for file parts (read with `File.read!`), and the parts joined in order.
 * Field and file names are printable ASCII without quotes or backslashes, so they go into the
 * part headers as they are.
 */
function writeMultipart(out: CodeWriter, parts: readonly MultipartPart[]): void {
  assign(out, "boundary").token("constant", "Base").plain(".").token("function", "encode16").plain("(");
  call(out, "crypto", "strong_rand_bytes").plain("16), ").token("constant", "case:").plain(" ").token("constant", ":lower").plain(")\n\n");
  if (parts.some((part) => part.kind === "text")) {
    assign(out, "text_part").token("keyword", "fn").plain(" name, value ").token("keyword", "->").plain("\n  ");
    code(out, '"--#{boundary}\\r\\nContent-Disposition: form-data; name=\\"#{name}\\"\\r\\n\\r\\n#{value}\\r\\n"');
    out.plain("\n").token("keyword", "end").plain("\n\n");
  }
  if (parts.some((part) => part.kind === "file")) {
    assign(out, "file_part").token("keyword", "fn").plain(" name, path, filename, type ").token("keyword", "->").plain("\n  ");
    code(out, '"--#{boundary}\\r\\nContent-Disposition: form-data; name=\\"#{name}\\"; filename=\\"#{filename}\\"\\r\\n"');
    out.plain(" <>\n    ");
    code(out, '"Content-Type: #{type}\\r\\n\\r\\n"');
    out.plain(" <> ").token("constant", "File").plain(".").token("function", "read!").plain("(path) <> ");
    code(out, '"\\r\\n"');
    out.plain("\n").token("keyword", "end").plain("\n\n");
  }
  out.plain("body ").token("keyword", "=").plain("\n");
  parts.forEach((part, i) => {
    out.plain(i === 0 ? "  " : "    ");
    if (part.kind === "text") {
      out.token("function", "text_part").plain(".(").token("string-expression", quoteElixir(part.name)).plain(", ").token("string-expression", quoteElixir(part.value)).plain(")");
    } else {
      out.token("function", "file_part").plain(".(").token("string-expression", quoteElixir(part.name)).plain(", ").token("string-expression", quoteElixir(part.path)).plain(", ");
      out.token("string-expression", quoteElixir(part.filename)).plain(", ").token("string-expression", quoteElixir(part.contentType)).plain(")");
    }
    out.plain(" <>\n");
  });
  out.plain("    ");
  code(out, '"--#{boundary}--\\r\\n"');
}

/** The Elixir client: :httpc from Erlang/OTP's inets, run with `elixir request.exs`. */
export const elixir = writtenClient({ label: "Elixir", lexer: "elixir", filename: "request.exs", write: writeElixir });
