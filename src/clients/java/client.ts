/** Java 17 with `java.net.http.HttpClient`, as a single-file program. */
import type { MultipartPart } from "../../body.ts";
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import type { QueryPairs } from "../../url.ts";
import type { JsonValue } from "../../values.ts";
import { prettyJson, quoteDoubled, unicodeEscape } from "../literal.ts";
import { ClientRefusal, type RefusedPart } from "../refusal.ts";
import { writtenClient } from "../written.ts";

/** Characters past ASCII, one UTF-16 unit each (an emoji is two). */
const nonAscii = /[^\x00-\x7f]/g;

/**
 * `text` with each character past ASCII as a `\uXXXX` escape. Java reads these before anything
 * else, so they hold in a literal and in a text block alike, and they keep the file ASCII: Java 17
 * reads a source file in the platform's encoding, which is not UTF-8 everywhere (Java 18 made
 * UTF-8 the default). None of them can stand for a quote, a backslash or a line break.
 */
function asciiOnly(text: string): string {
  return text.replace(nonAscii, unicodeEscape);
}

/**
 * Quotes text as a Java string literal: `quoteDoubled`'s escapes, which are Java's too, and
 * characters past ASCII as `\uXXXX`. They hold against the `\uXXXX` escapes Java reads before the
 * literal: each backslash of the text is doubled, so `\u0022` in the text stays six characters,
 * and the escapes written here are never a quote, a backslash or a line break (those have escapes
 * of their own).
 * @example quoteJava('say "\\u0022" ü') // '"say \\"\\\\u0022\\" \\u00FC"'
 */
export function quoteJava(text: string): string {
  return asciiOnly(quoteDoubled(text));
}

/**
 * javac's limits on one string constant: fewer than 65,535 UTF-16 units (its own check), and at
 * most 65,535 bytes in the class file, which stores the length in 16 bits.
 */
const maxConstantUnits = 0xfffe;
const maxConstantBytes = 0xffff;

/** The bytes `text` takes in a class file (modified UTF-8: NUL takes two, each surrogate three). */
function constantBytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes += code === 0 ? 2 : code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
  }
  return bytes;
}

/**
 * Throws a `ClientRefusal` when javac could not compile `text` as a string constant: past its
 * limits, it fails with "constant string too long".
 */
function checkConstant(text: string, part: RefusedPart): void {
  // Each UTF-16 unit takes at most three bytes: most texts need no count.
  if (text.length * 3 <= maxConstantBytes) return;
  const bytes = constantBytes(text);
  if (text.length <= maxConstantUnits && bytes <= maxConstantBytes) return;
  throw new ClientRefusal({
    rule: "constant-size",
    part,
    problem: `javac refuses a string literal of more than ${maxConstantUnits} characters or ${maxConstantBytes} bytes ("constant string too long"), and ${part === "body" ? "the body" : `one in the ${part}`} has ${text.length} characters, ${bytes} bytes`,
  });
}

/** The indentation of the statements in `main`, and of a text block's lines under them. */
const indent = "        ";
const blockIndent = "            ";

/**
 * A text block holding JSON text, its lines indented under the statement (Java strips that
 * indentation) and closed on a line of its own. Its backslashes are doubled: text blocks read
 * escapes, and Java reads `\uXXXX` before them; characters past ASCII are `\uXXXX`, as in a literal. Pretty JSON needs nothing else: its lines neither
 * start nor end with text that text blocks strip, and it never holds `"""` (a quote inside a
 * string is escaped, and a string is followed by `,`, `:`, a bracket or a line break).
 * @example jsonTextBlock('{\n  "a": "\\n"\n}') // '"""\n            {\n              "a": "\\\\n"\n            }\n            """'
 */
export function jsonTextBlock(json: string): string {
  const lines = asciiOnly(json.replaceAll("\\", "\\\\")).split("\n");
  return `"""\n${lines.map((line) => blockIndent + line).join("\n")}\n${blockIndent}"""`;
}

/** A string literal for `text`, refused when javac could not compile it. */
function javaString(text: string, part: RefusedPart): string {
  checkConstant(text, part);
  return quoteJava(text);
}

/** The body's literal: a JSON value as a text block, as it will be sent; a string as a literal. */
function bodyLiteral(body: JsonValue): string {
  if (typeof body === "string") return javaString(body, "body");
  const json = prettyJson(body);
  // The text block's string ends with a line break.
  checkConstant(`${json}\n`, "body");
  return jsonTextBlock(json);
}

/** The verbs with a builder method of their own: `.GET()` and `.DELETE()` send no body, `.POST(…)` and `.PUT(…)` one. */
const withoutBody = new Set(["GET", "DELETE"]);
const withBody = new Set(["POST", "PUT"]);

/** `HttpRequest.BodyPublishers.<name>(` */
function publisher(out: CodeWriter, name: string): CodeWriter {
  return out.token("constant", "HttpRequest").plain(".").token("constant", "BodyPublishers").plain(".").token("function", name).plain("(");
}

/** The builder call that sets the verb and the body: `.POST(…)`, `.DELETE()`, `.method("HEAD", …)`. */
function writeVerb(req: ApiRequest, out: CodeWriter): void {
  out.plain(`${indent}    .`);
  if (withoutBody.has(req.method) && !req.hasBody) return void out.token("function", req.method).plain("()\n");
  // A DELETE with a body, HEAD (`.HEAD()` came in Java 18) and other verbs are a `method(…)`.
  if (withBody.has(req.method)) out.token("function", req.method).plain("(");
  else out.token("function", "method").plain("(").token("string-expression", quoteJava(req.method)).plain(", ");
  writePublisher(req, out);
  out.plain(")\n");
}

/** The body publisher: the body's text, the multipart bytes, the file, or none. */
function writePublisher(req: ApiRequest, out: CodeWriter): void {
  switch (req.bodyKind) {
    case "none":
      publisher(out, "noBody").plain(")");
      return;
    case "multipart":
      publisher(out, "ofByteArray").plain("body.").token("function", "toByteArray").plain("())");
      return;
    case "file":
      // ofFile streams the file and sends its size as the Content-Length.
      publisher(out, "ofFile").token("constant", "Path").plain(".").token("function", "of").plain("(").token("string-expression", javaString(req.bodyFile!.path, "body")).plain("))");
      return;
    default:
      publisher(out, "ofString").plain("body)");
  }
}

/** The classes a snippet imports, in order. */
function imports(req: ApiRequest): string[] {
  const names = ["java.io.IOException", "java.net.URI", "java.net.http.HttpClient", "java.net.http.HttpRequest", "java.net.http.HttpResponse"];
  switch (req.bodyKind) {
    case "form":
      names.push("java.net.URLEncoder", "java.nio.charset.StandardCharsets", "java.util.List", "java.util.Map", "java.util.stream.Collectors");
      break;
    case "multipart":
      names.push("java.io.ByteArrayOutputStream", "java.nio.charset.StandardCharsets", "java.util.UUID");
      if (req.multipart!.some((part) => part.kind === "file")) names.push("java.nio.file.Files", "java.nio.file.Path");
      break;
    case "file":
      names.push("java.nio.file.Path");
      break;
  }
  if (req.stream && !names.includes("java.util.stream.Stream")) names.push("java.util.stream.Stream");
  return names.sort();
}

/** `StandardCharsets.UTF_8` */
function utf8(out: CodeWriter): CodeWriter {
  return out.token("constant", "StandardCharsets").plain(".").token("constant", "UTF_8");
}

/** `URLEncoder.encode(<value>, StandardCharsets.UTF_8)` */
function urlEncode(out: CodeWriter, value: string): CodeWriter {
  out.token("constant", "URLEncoder").plain(".").token("function", "encode").plain(`(${value}, `);
  return utf8(out).plain(")");
}

/**
 * A form body: the fields as an ordered list of entries (a name may repeat), each name and value
 * encoded by `URLEncoder` (which writes a space as `+`, as forms do), joined with `&`.
 */
function writeForm(pairs: QueryPairs, out: CodeWriter): void {
  out.plain(indent).token("constant", "List").plain("<").token("constant", "Map").plain(".").token("constant", "Entry").plain("<").token("constant", "String").plain(", ").token("constant", "String").plain(">> form ").token("keyword", "=").plain(" ");
  out.token("constant", "List").plain(".").token("function", "of").plain("(");
  pairs.forEach(([name, value], index) => {
    out.plain(`\n${blockIndent}`).token("constant", "Map").plain(".").token("function", "entry").plain("(").token("string-expression", javaString(name, "body")).plain(", ").token("string-expression", javaString(value, "body")).plain(")");
    if (index < pairs.length - 1) out.plain(",");
  });
  out.plain(pairs.length > 0 ? `\n${indent});\n` : ");\n");
  out.plain(indent).token("constant", "String").plain(" body ").token("keyword", "=").plain(" form.").token("function", "stream").plain("()\n");
  out.plain(`${indent}    .`).token("function", "map").plain("(field ").token("keyword", "->").plain(" ");
  urlEncode(out, "field.getKey()").plain(" ").token("keyword", "+").plain(" ").token("string-expression", '"="').plain(" ").token("keyword", "+").plain(" ");
  urlEncode(out, "field.getValue()").plain(")\n");
  out.plain(`${indent}    .`).token("function", "collect").plain("(").token("constant", "Collectors").plain(".").token("function", "joining").plain("(").token("string-expression", '"&"').plain("));\n\n");
}

/**
 * A multipart body: `java.net.http` has no builder for one, so the parts go into a byte stream,
 * each written by a helper the snippet defines after `main`, and the closing boundary after them.
 */
function writeMultipart(parts: readonly MultipartPart[], out: CodeWriter): void {
  out.plain(indent).token("constant", "String").plain(" boundary ").token("keyword", "=").plain(" ").token("constant", "UUID").plain(".").token("function", "randomUUID").plain("().").token("function", "toString").plain("();\n");
  out.plain(indent).token("constant", "ByteArrayOutputStream").plain(" body ").token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("constant", "ByteArrayOutputStream").plain("();\n");
  for (const part of parts) {
    out.plain(indent);
    if (part.kind === "text") {
      out.token("function", "addField").plain("(body, boundary, ").token("string-expression", javaString(part.name, "body")).plain(", ").token("string-expression", javaString(part.value, "body")).plain(");\n");
    } else {
      out.token("function", "addFile").plain("(body, boundary, ").token("string-expression", javaString(part.name, "body")).plain(", ").token("string-expression", javaString(part.path, "body")).plain(", ");
      out.token("string-expression", javaString(part.filename, "body")).plain(", ").token("string-expression", javaString(part.contentType, "body")).plain(");\n");
    }
  }
  out.plain(indent).plain("body.").token("function", "writeBytes").plain("((").token("string-expression", '"--"').plain(" ").token("keyword", "+").plain(" boundary ").token("keyword", "+").plain(" ").token("string-expression", '"--\\r\\n"').plain(").");
  out.token("function", "getBytes").plain("(");
  utf8(out).plain("));\n\n");
}

/** `body.writeBytes((…).getBytes(StandardCharsets.UTF_8));` in a helper, around a concatenation that `lines` write, one line each. */
function writeText(out: CodeWriter, lines: readonly (() => void)[]): void {
  out.plain(`${indent}body.`).token("function", "writeBytes").plain("((");
  lines.forEach((line, index) => {
    if (index > 0) out.plain(`\n${blockIndent}`).token("keyword", "+").plain(" ");
    line();
  });
  out.plain(").").token("function", "getBytes").plain("(");
  utf8(out).plain("));\n");
}

/** A string literal of the helpers (fixed text, never a declared value). */
function literal(out: CodeWriter, text: string): CodeWriter {
  return out.token("string-expression", quoteJava(text));
}

/** `"text" + name + "text"…`: literals and variables, alternating, starting with a literal. */
function concat(out: CodeWriter, pieces: readonly string[]): void {
  pieces.forEach((piece, index) => {
    if (index > 0) out.plain(" ").token("keyword", "+").plain(" ");
    if (index % 2 === 0) literal(out, piece);
    else out.plain(piece);
  });
}

/**
 * The helpers that write one part each: the boundary, the Content-Disposition (the names hold no
 * quote or backslash: refkit checks them), a file's Content-Type, a blank line, the bytes, CRLF.
 */
function writeMultipartHelpers(parts: readonly MultipartPart[], out: CodeWriter): void {
  const signature = (name: string, params: string, throws: boolean) => {
    out.plain("\n    ").token("keyword", "static void").plain(" ").token("function", name).plain("(").token("constant", "ByteArrayOutputStream").plain(" body, ");
    out.token("constant", "String").plain(" boundary, ").plain(params).plain(")");
    if (throws) out.plain(" ").token("keyword", "throws").plain(" ").token("constant", "IOException");
    out.plain(" {\n");
  };
  if (parts.some((part) => part.kind === "text")) {
    out.plain("\n    ").token("comment", "// Writes a text field as a part of a multipart/form-data body.");
    signature("addField", "String name, String value", false);
    writeText(out, [() => concat(out, ["--", "boundary", "\r\n"]), () => concat(out, ['Content-Disposition: form-data; name="', "name", '"\r\n']), () => concat(out, ["\r\n", "value", "\r\n"])]);
    out.plain("    }\n");
  }
  if (parts.some((part) => part.kind === "file")) {
    out.plain("\n    ").token("comment", "// Writes a file as a part of a multipart/form-data body, under a file name and a media type.");
    signature("addFile", "String name, String path, String filename, String contentType", true);
    writeText(out, [
      () => concat(out, ["--", "boundary", "\r\n"]),
      () => concat(out, ['Content-Disposition: form-data; name="', "name", '"; filename="', "filename", '"\r\n']),
      () => concat(out, ["Content-Type: ", "contentType", "\r\n\r\n"]),
    ]);
    out.plain(`${indent}body.`).token("function", "writeBytes").plain("(").token("constant", "Files").plain(".").token("function", "readAllBytes").plain("(").token("constant", "Path").plain(".").token("function", "of").plain("(path)));\n");
    out.plain(`${indent}body.`).token("function", "writeBytes").plain("(").token("string-expression", '"\\r\\n"').plain(".").token("function", "getBytes").plain("(");
    utf8(out).plain("));\n    }\n");
  }
}

function writeJava(req: ApiRequest, out: CodeWriter): void {
  for (const name of imports(req)) out.token("keyword", "import").plain(` ${name};\n`);
  out.plain("\n").token("keyword", "public class").plain(" ").token("constant", "Request").plain(" {\n    ");
  out.token("keyword", "public static void").plain(" ").token("function", "main").plain("(").token("constant", "String").plain("[] ").token("parameter", "args").plain(") ");
  out.token("keyword", "throws").plain(" ").token("constant", "IOException").plain(", ").token("constant", "InterruptedException").plain(" {\n");
  if (req.bodyKind === "json" || req.bodyKind === "text") {
    out.plain(indent).token("constant", "String").plain(" body ").token("keyword", "=").plain(" ");
    out.token("string-expression", bodyLiteral(req.body!)).plain(";\n\n");
  } else if (req.bodyKind === "form") {
    writeForm(req.form!, out);
  } else if (req.bodyKind === "multipart") {
    writeMultipart(req.multipart!, out);
  }
  out.plain(indent).token("constant", "HttpRequest").plain(" request ").token("keyword", "=").plain(" ").token("constant", "HttpRequest").plain(".").token("function", "newBuilder").plain("()\n");
  out.plain(`${indent}    .`).token("function", "uri").plain("(").token("constant", "URI").plain(".").token("function", "create").plain("(").token("string-expression", javaString(req.urlWithQuery, req.urlWithQuery === req.url ? "path" : "query")).plain("))\n");
  // The boundary is the one the parts were written with.
  if (req.bodyKind === "multipart") {
    out.plain(`${indent}    .`).token("function", "header").plain("(").token("string-expression", '"Content-Type"').plain(", ").token("string-expression", '"multipart/form-data; boundary="').plain(" ").token("keyword", "+").plain(" boundary)\n");
  }
  for (const [name, value] of Object.entries(req.headers)) {
    out.plain(`${indent}    .`).token("function", "header").plain("(").token("string-expression", javaString(name, "headers")).plain(", ").token("string-expression", javaString(value, "headers")).plain(")\n");
  }
  writeVerb(req, out);
  out.plain(`${indent}    .`).token("function", "build").plain("();\n\n");
  // A stream is read a line at a time as it arrives (System.out flushes at each line); anything else whole.
  out.plain(indent).token("constant", "HttpResponse").plain("<");
  if (req.stream) out.token("constant", "Stream").plain("<").token("constant", "String").plain(">");
  else out.token("constant", "String");
  out.plain("> response ").token("keyword", "=").plain(" ").token("constant", "HttpClient").plain(".").token("function", "newHttpClient").plain("()\n");
  out.plain(`${indent}    .`).token("function", "send").plain("(request, ").token("constant", "HttpResponse").plain(".").token("constant", "BodyHandlers").plain(".").token("function", req.stream ? "ofLines" : "ofString").plain("());\n");
  if (req.stream) out.plain(indent).plain("response.").token("function", "body").plain("().").token("function", "forEach").plain("(").token("constant", "System").plain(".out::").token("function", "println").plain(");\n    }\n");
  else out.plain(indent).token("constant", "System").plain(".out.").token("function", "println").plain("(response.").token("function", "body").plain("());\n    }\n");
  if (req.bodyKind === "multipart") writeMultipartHelpers(req.multipart!, out);
  out.plain("}\n");
}

/** The Java client: `java.net.http.HttpClient`, run with `java Request.java` (Java 17 and later). */
export const java = writtenClient({ label: "Java", lexer: "java", filename: "Request.java", write: writeJava });
