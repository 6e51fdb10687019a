/** C with libcurl's easy interface. */
import type { CodeWriter } from "../../render/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { invisibleChars, prettyJson } from "../literal.ts";
import { writtenClient } from "../written.ts";

/**
 * What `quoteC` escapes: `"`, `\`, line breaks and tabs, the invisible characters, and a `?`
 * right after another, so that no `??` can start a trigraph (`??/` is `\` under `-std=c11`).
 */
const cSpecial = new RegExp(`["\\\\\\n\\r\\t]|(?<=\\?)\\?|${invisibleChars.source}`, "g");

const named: Readonly<Record<string, string>> = Object.freeze({ '"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "?": "\\?" });

/** Three-digit octal escapes of a character's UTF-8 bytes: never greedy, unlike `\x`. */
function octalBytes(char: string): string {
  return Array.from(new TextEncoder().encode(char), (byte) => `\\${byte.toString(8).padStart(3, "0")}`).join("");
}

/**
 * Quotes text as a C string literal of UTF-8 bytes. `"` and `\` are escaped, `\n` `\r` `\t` named,
 * other invisible characters written as the octal escapes of their bytes, and a second `?` of
 * a pair escaped; other characters are kept as their UTF-8 bytes, which GCC copies as they are.
 * @example quoteC('say "hi"??!\n') // '"say \\"hi\\"?\\?!\\n"'
 */
export function quoteC(text: string): string {
  return `"${text.replace(cSpecial, (char) => named[char] ?? octalBytes(char))}"`;
}

/**
 * Writes text as adjacent C literals, one per line of the text, so a multi-line body reads as
 * lines; the compiler joins them. `indent` starts each continued line.
 */
function writeLines(out: CodeWriter, text: string, indent: string): void {
  const lines = text.match(/[^\n]*\n|[^\n]+$/g) ?? [""];
  if (lines.length === 1) return void out.plain(" ").token("string-expression", quoteC(lines[0]!));
  for (const line of lines) out.plain(`\n${indent}`).token("string-expression", quoteC(line));
}

/** `    curl_easy_setopt(curl, OPTION, ` of one option; the caller writes its value and `);`. */
function setopt(out: CodeWriter, option: string): CodeWriter {
  return out.plain("    ").token("function", "curl_easy_setopt").plain("(curl, ").token("constant", option).plain(", ");
}

function writeIncludes(req: ApiRequest, out: CodeWriter): void {
  for (const header of ["curl/curl.h", "stdio.h", ...(req.hasBody ? ["string.h"] : [])]) out.token("keyword", "#include").plain(" ").token("string-expression", `<${header}>`).plain("\n");
}

function writeMethod(req: ApiRequest, out: CodeWriter): void {
  // HEAD asks for no body (a custom "HEAD" would wait for one); a body makes a POST by default.
  if (req.method === "HEAD") setopt(out, "CURLOPT_NOBODY").token("constant", "1L").plain(");\n");
  else if (req.method !== "GET" && !(req.method === "POST" && req.hasBody)) setopt(out, "CURLOPT_CUSTOMREQUEST").token("string-expression", quoteC(req.method)).plain(");\n");
}

function writeC(req: ApiRequest, out: CodeWriter): void {
  writeIncludes(req, out);
  out.plain("\n").token("keyword", "int").plain(" ").token("function", "main").plain("(").token("keyword", "void").plain(")\n{\n");
  out.plain("    ").token("constant", "CURL").plain(" *curl = ").token("function", "curl_easy_init").plain("();\n");
  out.plain("    ").token("keyword", "if").plain(" (!curl)\n        ").token("keyword", "return").plain(" ").token("constant", "1").plain(";\n\n");
  out.plain("    ").token("keyword", "struct").plain(" curl_slist *headers = ").token("constant", "NULL").plain(";\n");
  for (const [name, value] of Object.entries(req.headers)) {
    out.plain("    headers = ").token("function", "curl_slist_append").plain("(headers, ").token("string-expression", quoteC(`${name}: ${value}`)).plain(");\n");
  }
  if (req.hasBody) {
    out.plain("\n    ").token("keyword", "const char").plain(" *body =");
    writeLines(out, typeof req.body === "string" ? req.body : prettyJson(req.body!), "        ");
    out.plain(";\n");
  }
  out.plain("\n");
  setopt(out, "CURLOPT_URL").token("string-expression", quoteC(req.urlWithQuery)).plain(");\n");
  writeMethod(req, out);
  setopt(out, "CURLOPT_HTTPHEADER").plain("headers);\n");
  if (req.hasBody) {
    setopt(out, "CURLOPT_POSTFIELDS").plain("body);\n");
    setopt(out, "CURLOPT_POSTFIELDSIZE").plain("(").token("keyword", "long").plain(")").token("function", "strlen").plain("(body));\n");
  }
  // The response body goes to standard output, libcurl's default; any HTTP status is a success.
  out.plain("\n    ").token("constant", "CURLcode").plain(" res = ").token("function", "curl_easy_perform").plain("(curl);\n");
  out.plain("    ").token("keyword", "if").plain(" (res ").token("keyword", "!=").plain(" ").token("constant", "CURLE_OK").plain(")\n");
  out.plain("        ").token("function", "fprintf").plain("(").token("constant", "stderr").plain(", ").token("string-expression", '"curl: %s\\n"').plain(", ").token("function", "curl_easy_strerror").plain("(res));\n\n");
  out.plain("    ").token("function", "curl_slist_free_all").plain("(headers);\n");
  out.plain("    ").token("function", "curl_easy_cleanup").plain("(curl);\n");
  out.plain("    ").token("keyword", "return").plain(" res ").token("keyword", "==").plain(" ").token("constant", "CURLE_OK").plain(" ? ").token("constant", "0").plain(" : ").token("constant", "1").plain(";\n}\n");
}

/** The C client: libcurl, compiled with `gcc request.c -lcurl`. */
export const c = writtenClient({ label: "C", lexer: "c", filename: "request.c", write: writeC });
