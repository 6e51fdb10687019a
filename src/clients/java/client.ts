/** Java 17 with `java.net.http.HttpClient`, as a single-file program. */
import type { CodeWriter } from "../../render/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
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
  if (req.hasBody) publisher(out, "ofString").plain("body))\n");
  else publisher(out, "noBody").plain("))\n");
}

function writeJava(req: ApiRequest, out: CodeWriter): void {
  for (const name of ["java.io.IOException", "java.net.URI", "java.net.http.HttpClient", "java.net.http.HttpRequest", "java.net.http.HttpResponse"]) {
    out.token("keyword", "import").plain(` ${name};\n`);
  }
  out.plain("\n").token("keyword", "public class").plain(" ").token("constant", "Request").plain(" {\n    ");
  out.token("keyword", "public static void").plain(" ").token("function", "main").plain("(").token("constant", "String").plain("[] ").token("parameter", "args").plain(") ");
  out.token("keyword", "throws").plain(" ").token("constant", "IOException").plain(", ").token("constant", "InterruptedException").plain(" {\n");
  if (req.hasBody) {
    out.plain(indent).token("constant", "String").plain(" body ").token("keyword", "=").plain(" ");
    out.token("string-expression", bodyLiteral(req.body!)).plain(";\n\n");
  }
  out.plain(indent).token("constant", "HttpRequest").plain(" request ").token("keyword", "=").plain(" ").token("constant", "HttpRequest").plain(".").token("function", "newBuilder").plain("()\n");
  out.plain(`${indent}    .`).token("function", "uri").plain("(").token("constant", "URI").plain(".").token("function", "create").plain("(").token("string-expression", javaString(req.urlWithQuery, req.urlWithQuery === req.url ? "path" : "query")).plain("))\n");
  for (const [name, value] of Object.entries(req.headers)) {
    out.plain(`${indent}    .`).token("function", "header").plain("(").token("string-expression", javaString(name, "headers")).plain(", ").token("string-expression", javaString(value, "headers")).plain(")\n");
  }
  writeVerb(req, out);
  out.plain(`${indent}    .`).token("function", "build").plain("();\n\n");
  out.plain(indent).token("constant", "HttpResponse").plain("<").token("constant", "String").plain("> response ").token("keyword", "=").plain(" ").token("constant", "HttpClient").plain(".").token("function", "newHttpClient").plain("()\n");
  out.plain(`${indent}    .`).token("function", "send").plain("(request, ").token("constant", "HttpResponse").plain(".").token("constant", "BodyHandlers").plain(".").token("function", "ofString").plain("());\n");
  out.plain(indent).token("constant", "System").plain(".out.").token("function", "println").plain("(response.").token("function", "body").plain("());\n    }\n}\n");
}

/** The Java client: `java.net.http.HttpClient`, run with `java Request.java` (Java 17 and later). */
export const java = writtenClient({ label: "Java", lexer: "java", filename: "Request.java", write: writeJava });
