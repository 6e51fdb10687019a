/** C# with `System.Net.Http.HttpClient`, a console program that Mono's `mcs` compiles (C# 7). */
import type { MultipartPart } from "../../body.ts";
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import type { QueryPairs } from "../../url.ts";
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

/** An RFC 9110 token; a quoted string (Mono also takes one that the value ends with `\"` as closed); optional whitespace. */
const mediaToken = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const quotedText = '"(?:[^"\\\\]|\\\\.)*(?:"|(?<=\\\\")$)';
const ows = "[ \\t]*";
/** One parameter, `; name=value` or `; name`; `open` starts its two groups, capturing or not. */
const parameterPattern = (open: string) => `${ows};${ows}${open}${mediaToken})(?:${ows}=${ows}${open}${mediaToken}|${quotedText}))?`;
const mediaParameter = parameterPattern("(");
/** A media type as Mono parses one: `type/subtype` and parameters, with or without a value. */
const mediaType = new RegExp(`^(${mediaToken})${ows}/${ows}(${mediaToken})((?:${parameterPattern("(?:")})*)${ows}$`);
const mediaParameters = new RegExp(mediaParameter, "gy");

/**
 * A Content-Type as Mono sends it: one it parses as a media type is written again in its own
 * spacing, `type/subtype; name=value; name`; any other goes out as it is. `TryAddWithoutValidation`
 * keeps the text, but Mono reads the headers back through its parser when it writes them.
 * @example monoContentType("text/plain;charset=utf-8") // "text/plain; charset=utf-8"
 */
export function monoContentType(value: string): string {
  const match = mediaType.exec(value);
  if (!match) return value;
  let written = `${match[1]}/${match[2]}`;
  mediaParameters.lastIndex = 0;
  for (let parameter = mediaParameters.exec(match[3]!); parameter; parameter = mediaParameters.exec(match[3]!)) {
    written += parameter[2] === undefined ? `; ${parameter[1]}` : `; ${parameter[1]}=${parameter[2]}`;
  }
  return written;
}

/** Throws a `ClientRefusal` for a Content-Type that Mono would send in other spacing than declared. */
function checkContentType(value: string, part: "headers" | "body"): void {
  const sent = monoContentType(value);
  if (sent === value) return;
  throw new ClientRefusal({
    rule: "content-type-format",
    part,
    problem: `Mono rewrites a Content-Type it can parse in its own spacing, so ${JSON.stringify(value)} would be sent as ${JSON.stringify(sent)}`,
  });
}

/** Checks the declared Content-Type and the types of multipart files. */
function checkContentTypes(req: ApiRequest): void {
  const declared = declaredType(req);
  if (declared !== undefined) checkContentType(declared[1], "headers");
  for (const part of req.multipart ?? []) if (part.kind === "file") checkContentType(part.contentType, "body");
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

/** The longest text `FormUrlEncodedContent` encodes: Mono's `Uri.EscapeDataString` throws "The Uri string is too long" from 65,520 UTF-16 units. */
const maxFormText = 65519;

/** Throws a `ClientRefusal` for a form field name or value that Mono's `FormUrlEncodedContent` cannot encode. */
function checkForm(pairs: QueryPairs): void {
  const text = pairs.flat().find((item) => item.length > maxFormText);
  if (text === undefined) return;
  throw new ClientRefusal({
    rule: "form-value-size",
    part: "body",
    problem: `Mono's FormUrlEncodedContent escapes each field name and value with Uri.EscapeDataString, which throws "The Uri string is too long" for text of more than ${maxFormText} characters, and a form field has ${text.length}`,
  });
}

/** The namespaces a snippet uses, in order. */
function usings(req: ApiRequest): string[] {
  const names = ["System", "System.Net.Http", "System.Threading.Tasks"];
  if (req.bodyKind === "form") names.push("System.Collections.Generic");
  if (req.bodyKind === "file" || req.stream) names.push("System.IO");
  if (req.multipart?.some((part) => part.kind === "file")) names.push("System.IO", "System.Net.Http.Headers");
  return [...new Set(names)].sort();
}

/** The declared Content-Type header, if any: its name as declared and its value. */
function declaredType(req: ApiRequest): readonly [string, string] | undefined {
  return Object.entries(req.headers).find(([name]) => name.toLowerCase() === "content-type");
}

/** `new KeyValuePair<string, string>` */
function keyValuePair(out: CodeWriter): CodeWriter {
  return out.token("keyword", "new").plain(" ").token("constant", "KeyValuePair").plain("<").token("keyword", "string").plain(", ").token("keyword", "string").plain(">");
}

/** A form body: `FormUrlEncodedContent` from the fields as name/value pairs, in order (a name may repeat). */
function writeForm(pairs: QueryPairs, out: CodeWriter): void {
  out.plain(`${indent}request.Content `).token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("constant", "FormUrlEncodedContent").plain("(");
  if (pairs.length === 0) {
    keyValuePair(out).plain("[0]);\n");
    return;
  }
  out.token("keyword", "new").plain(`[]\n${indent}{\n`);
  pairs.forEach(([name, value], index) => {
    keyValuePair(out.plain(`${indent}    `)).plain("(").token("string-expression", quoteCSharp(name)).plain(", ").token("string-expression", quoteCSharp(value)).plain(")");
    out.plain(index < pairs.length - 1 ? ",\n" : "\n");
  });
  out.plain(`${indent}});\n`);
}

/**
 * A multipart body: `MultipartFormDataContent`, which writes the Content-Type with its boundary.
 * A text field is a `StringContent` (its `text/plain; charset=utf-8` is what a field without a
 * type means); a file is the part `FilePart` makes. Names go in quoted: Mono writes a name that is
 * a token without quotes, which some servers do not read.
 */
function writeMultipart(parts: readonly MultipartPart[], out: CodeWriter): void {
  out.plain(indent).token("keyword", "var").plain(" form ").token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("constant", "MultipartFormDataContent").plain("();\n");
  if (parts.some((part) => part.kind === "text")) out.plain(indent).token("comment", "// Names in quotes: Mono would write a plain name such as name=purpose without them.").plain("\n");
  for (const part of parts) {
    out.plain(`${indent}form.`).token("function", "Add").plain("(");
    if (part.kind === "text") {
      out.token("keyword", "new").plain(" ").token("constant", "StringContent").plain("(").token("string-expression", quoteCSharp(part.value)).plain("), ").token("string-expression", quoteCSharp(`"${part.name}"`)).plain(");\n");
    } else {
      out.token("function", "FilePart").plain("(").token("string-expression", quoteCSharp(part.name)).plain(", ").token("string-expression", quoteCSharp(part.path)).plain(", ");
      out.token("string-expression", quoteCSharp(part.filename)).plain(", ").token("string-expression", quoteCSharp(part.contentType)).plain("));\n");
    }
  }
  out.plain(`${indent}request.Content `).token("keyword", "=").plain(" form;\n");
}

/**
 * `FilePart`: a file's bytes with the declared media type, as is, and a Content-Disposition with
 * the name and file name quoted. `Add(content, name, fileName)` would also write `filename*=`,
 * which RFC 7578 rules out for form data. The names hold no quote or backslash (refkit checks them).
 */
function writeFilePart(out: CodeWriter): void {
  out.plain("\n    ").token("comment", "// A file as a part of a multipart/form-data body, under a file name and a media type.").plain("\n    ");
  out.token("keyword", "static").plain(" ").token("constant", "HttpContent").plain(" ").token("function", "FilePart").plain("(");
  out.token("keyword", "string").plain(" name, ").token("keyword", "string").plain(" path, ").token("keyword", "string").plain(" fileName, ").token("keyword", "string").plain(" mediaType)\n    {\n");
  out.plain(indent).token("keyword", "var").plain(" file ").token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("constant", "ByteArrayContent").plain("(").token("constant", "File").plain(".").token("function", "ReadAllBytes").plain("(path));\n");
  out.plain(`${indent}file.Headers.`).token("function", "TryAddWithoutValidation").plain("(").token("string-expression", '"Content-Type"').plain(", mediaType);\n");
  out.plain(`${indent}file.Headers.ContentDisposition `).token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("constant", "ContentDispositionHeaderValue").plain("(").token("string-expression", '"form-data"').plain(")\n");
  out.plain(`${indent}{\n${indent}    Name `).token("keyword", "=").plain(" ").token("string-expression", '"\\""').plain(" ").token("keyword", "+").plain(" name ").token("keyword", "+").plain(" ").token("string-expression", '"\\""').plain(",\n");
  out.plain(`${indent}    FileName `).token("keyword", "=").plain(" ").token("string-expression", '"\\""').plain(" ").token("keyword", "+").plain(" fileName ").token("keyword", "+").plain(" ").token("string-expression", '"\\""').plain(",\n");
  out.plain(`${indent}};\n`);
  out.plain(indent).token("keyword", "return").plain(" file;\n    }\n");
}

/**
 * Sets the request's content and returns the header it already carries as declared: the
 * Content-Type of a form, when it is `FormUrlEncodedContent`'s own.
 */
function writeContent(req: ApiRequest, out: CodeWriter): string | undefined {
  switch (req.bodyKind) {
    case "form": {
      const type = declaredType(req);
      const own = type?.[1] === "application/x-www-form-urlencoded";
      if (own) out.plain(indent).token("comment", "// FormUrlEncodedContent encodes the fields and sets Content-Type: application/x-www-form-urlencoded.").plain("\n");
      writeForm(req.form!, out);
      if (own) return type![0];
      // Another declared type replaces the content's own.
      if (type !== undefined) writeRemoveType(out);
      return undefined;
    }
    case "multipart":
      writeMultipart(req.multipart!, out);
      return undefined;
    case "file":
      // ByteArrayContent has no Content-Type of its own: the declared one is added below.
      out.plain(`${indent}request.Content `).token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("constant", "ByteArrayContent").plain("(");
      out.token("constant", "File").plain(".").token("function", "ReadAllBytes").plain("(").token("string-expression", quoteCSharp(req.bodyFile!.path)).plain("));\n");
      return undefined;
    default:
      // Content-Type belongs to the content, so even a request without a body has one (empty);
      // StringContent's own Content-Type (text/plain; charset=utf-8) makes way for the declared one.
      out.plain(`${indent}request.Content `).token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("constant", "StringContent").plain("(");
      if (req.hasBody) out.plain("body);\n");
      else out.token("string-expression", '""').plain(");\n");
      writeRemoveType(out);
      return undefined;
  }
}

/** `request.Content.Headers.Remove("Content-Type");` */
function writeRemoveType(out: CodeWriter): void {
  out.plain(`${indent}request.Content.Headers.`).token("function", "Remove").plain("(").token("string-expression", '"Content-Type"').plain(");\n");
}

function writeCSharp(req: ApiRequest, out: CodeWriter): void {
  checkUrl(req);
  checkContentTypes(req);
  if (req.bodyKind === "form") checkForm(req.form!);
  for (const name of usings(req)) out.token("keyword", "using").plain(` ${name};\n`);
  out.plain("\n").token("keyword", "class").plain(" ").token("constant", "Program").plain("\n{\n    ");
  out.token("keyword", "static readonly").plain(" ").token("constant", "HttpClient").plain(" client ").token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("constant", "HttpClient").plain("();\n\n    ");
  // mcs has no async Main (C# 7.1): Main waits for an async method.
  out.token("keyword", "static void").plain(" ").token("function", "Main").plain("() ").token("keyword", "=>").plain(" ").token("function", "MainAsync").plain("().").token("function", "GetAwaiter").plain("().").token("function", "GetResult").plain("();\n\n    ");
  out.token("keyword", "static async").plain(" ").token("constant", "Task").plain(" ").token("function", "MainAsync").plain("()\n    {\n");
  if (req.bodyKind === "json" || req.bodyKind === "text") {
    // A JSON value as a verbatim string, as it will be sent; a string body as a literal of its own.
    const literal = typeof req.body === "string" ? quoteCSharp(req.body) : quoteVerbatim(prettyJson(req.body!));
    out.plain(indent).token("keyword", "var").plain(" body ").token("keyword", "=").plain(" ").token("string-expression", literal).plain(";\n\n");
  }
  out.plain(indent).token("keyword", "var").plain(" request ").token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("constant", "HttpRequestMessage").plain("(");
  writeMethod(req, out);
  out.plain(", ").token("string-expression", quoteCSharp(req.urlWithQuery)).plain(");\n");
  const carried = writeContent(req, out);
  // Without validation: the values go out as declared, whatever .NET would make of them.
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === carried) continue;
    headersOf(out, name).token("function", "TryAddWithoutValidation").plain("(").token("string-expression", quoteCSharp(name)).plain(", ").token("string-expression", quoteCSharp(value)).plain(");\n");
  }
  out.plain(`\n${indent}`).token("keyword", "var").plain(" response ").token("keyword", "=").plain(" ").token("keyword", "await").plain(" client.").token("function", "SendAsync").plain("(request");
  if (req.stream) {
    // A stream: the response is returned once its headers arrive, and its body printed a line at a time as it comes.
    out.plain(", ").token("constant", "HttpCompletionOption").plain(".").token("constant", "ResponseHeadersRead").plain(");\n");
    out.plain(indent).token("keyword", "using").plain(" (").token("keyword", "var").plain(" reader ").token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("constant", "StreamReader").plain("(").token("keyword", "await").plain(" response.Content.").token("function", "ReadAsStreamAsync").plain("()))\n");
    out.plain(`${indent}{\n${indent}    `).token("keyword", "string").plain(" line;\n");
    out.plain(`${indent}    `).token("keyword", "while").plain(" ((line ").token("keyword", "=").plain(" ").token("keyword", "await").plain(" reader.").token("function", "ReadLineAsync").plain("()) ").token("keyword", "!=").plain(" ").token("constant", "null").plain(")\n");
    out.plain(`${indent}        `).token("constant", "Console").plain(".").token("function", "WriteLine").plain("(line);\n");
    out.plain(`${indent}}\n    }\n`);
  } else {
    out.plain(");\n");
    out.plain(indent).token("constant", "Console").plain(".").token("function", "WriteLine").plain("(").token("keyword", "await").plain(" response.Content.").token("function", "ReadAsStringAsync").plain("());\n    }\n");
  }
  if (req.multipart?.some((part) => part.kind === "file")) writeFilePart(out);
  out.plain("}\n");
}

/** The C# client: `HttpClient`, compiled with `mcs` and run with `mono`. */
export const csharp = writtenClient({ label: "C#", lexer: "csharp", filename: "Program.cs", write: writeCSharp });
