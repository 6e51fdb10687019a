/** C# with `System.Net.Http.HttpClient`, a console program that Mono's `mcs` compiles (C# 7). */
import type { CodeWriter } from "../../render/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { prettyJson, quoteDoubled } from "../literal.ts";
import { ClientRefusal } from "../refusal.ts";
import { writtenClient } from "../written.ts";

/**
 * Quotes text as a C# regular string literal, with `quoteDoubled`'s escapes, which are C#'s too.
 * Invisible characters are escapes, among them U+0085, U+2028 and U+2029, which C# reads as line
 * breaks; and a string without `$` has no interpolation, so `{` stands for itself.
 * @example quoteCSharp('say "{hi}"\n') // '"say \\"{hi}\\"\\n"'
 */
export function quoteCSharp(text: string): string {
  return quoteDoubled(text);
}

/**
 * A C# verbatim string (`@"…"`): every character stands for itself, line breaks and backslashes
 * included, and `"` is written `""`. For pretty JSON, whose own escapes then read as they are sent.
 * @example quoteVerbatim('{\n  "a": "\\n"\n}') // '@"{\n  ""a"": ""\\n""\n}"'
 */
export function quoteVerbatim(text: string): string {
  return `@"${text.replaceAll('"', '""')}"`;
}

/** The bidirectional controls U+200E, U+200F and U+202A to U+202E, percent-encoded in UTF-8. */
const encodedBidiControl = /%E2%80%(?:8E|8F|A[A-E])/i;

/**
 * Throws a `ClientRefusal` for a URL that `System.Uri` would change: it removes those bidirectional
 * controls from a URL, even percent-encoded, so the request would arrive without them.
 */
function checkUrl(req: ApiRequest): void {
  if (!encodedBidiControl.test(req.urlWithQuery)) return;
  const part = encodedBidiControl.test(req.url) ? "path" : "query";
  throw new ClientRefusal({
    rule: "uri-bidi-controls",
    part,
    problem: `System.Uri removes the bidirectional controls U+200E, U+200F and U+202A to U+202E from a URL, even percent-encoded, and the ${part} holds one`,
  });
}

/** The verbs `HttpMethod` has a property for; any other is `new HttpMethod("…")`. */
const namedMethods: Readonly<Record<string, string>> = Object.freeze({ GET: "Get", POST: "Post", PUT: "Put", DELETE: "Delete", HEAD: "Head", OPTIONS: "Options" });

/**
 * The headers that describe the content (lower-case): `HttpRequestMessage.Headers` refuses them,
 * and `Content.Headers` takes them.
 */
const contentHeaders = new Set(["allow", "content-disposition", "content-encoding", "content-language", "content-location", "content-md5", "content-range", "content-type", "expires", "last-modified"]);

const indent = "        ";

/** `request.Headers.`, or `request.Content.Headers.` for a content header. */
function headersOf(out: CodeWriter, name: string): CodeWriter {
  return out.plain(`${indent}request.${contentHeaders.has(name.toLowerCase()) ? "Content." : ""}Headers.`);
}

function writeMethod(req: ApiRequest, out: CodeWriter): void {
  const named = namedMethods[req.method];
  if (named !== undefined) out.token("constant", "HttpMethod").plain(".").token("constant", named);
  else out.token("keyword", "new").plain(" ").token("constant", "HttpMethod").plain("(").token("string-expression", quoteCSharp(req.method)).plain(")");
}

function writeCSharp(req: ApiRequest, out: CodeWriter): void {
  checkUrl(req);
  for (const name of ["System", "System.Net.Http", "System.Threading.Tasks"]) out.token("keyword", "using").plain(` ${name};\n`);
  out.plain("\n").token("keyword", "class").plain(" ").token("constant", "Program").plain("\n{\n    ");
  out.token("keyword", "static readonly").plain(" ").token("constant", "HttpClient").plain(" client ").token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("constant", "HttpClient").plain("();\n\n    ");
  // mcs has no async Main (C# 7.1): Main waits for an async method.
  out.token("keyword", "static void").plain(" ").token("function", "Main").plain("() ").token("keyword", "=>").plain(" ").token("function", "MainAsync").plain("().").token("function", "GetAwaiter").plain("().").token("function", "GetResult").plain("();\n\n    ");
  out.token("keyword", "static async").plain(" ").token("constant", "Task").plain(" ").token("function", "MainAsync").plain("()\n    {\n");
  if (req.hasBody) {
    // A JSON value as a verbatim string, as it will be sent; a string body as a literal of its own.
    const literal = typeof req.body === "string" ? quoteCSharp(req.body) : quoteVerbatim(prettyJson(req.body!));
    out.plain(indent).token("keyword", "var").plain(" body ").token("keyword", "=").plain(" ").token("string-expression", literal).plain(";\n\n");
  }
  out.plain(indent).token("keyword", "var").plain(" request ").token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("constant", "HttpRequestMessage").plain("(");
  writeMethod(req, out);
  out.plain(", ").token("string-expression", quoteCSharp(req.urlWithQuery)).plain(");\n");
  // Content-Type belongs to the content, so even a request without a body has one (empty);
  // StringContent's own Content-Type (text/plain; charset=utf-8) makes way for the declared one.
  out.plain(`${indent}request.Content `).token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("constant", "StringContent").plain("(");
  if (req.hasBody) out.plain("body);\n");
  else out.token("string-expression", '""').plain(");\n");
  out.plain(`${indent}request.Content.Headers.`).token("function", "Remove").plain("(").token("string-expression", '"Content-Type"').plain(");\n");
  // Without validation: the values go out as declared, whatever .NET would make of them.
  for (const [name, value] of Object.entries(req.headers)) {
    headersOf(out, name).token("function", "TryAddWithoutValidation").plain("(").token("string-expression", quoteCSharp(name)).plain(", ").token("string-expression", quoteCSharp(value)).plain(");\n");
  }
  out.plain(`\n${indent}`).token("keyword", "var").plain(" response ").token("keyword", "=").plain(" ").token("keyword", "await").plain(" client.").token("function", "SendAsync").plain("(request);\n");
  out.plain(indent).token("constant", "Console").plain(".").token("function", "WriteLine").plain("(").token("keyword", "await").plain(" response.Content.").token("function", "ReadAsStringAsync").plain("());\n    }\n}\n");
}

/** The C# client: `HttpClient`, compiled with `mcs` and run with `mono`. */
export const csharp = writtenClient({ label: "C#", lexer: "csharp", filename: "Program.cs", write: writeCSharp });
