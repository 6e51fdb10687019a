/** C with libcurl's easy interface. */
import type { CodeWriter } from "../../text/code-writer.ts";
import type { MultipartPart } from "../../body.ts";
import type { ApiRequest } from "../../request.ts";
import { encodeComponent, type QueryPairs } from "../../url.ts";
import { formName } from "../curl/client.ts";
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
  // strlen measures a body held in a string; a multipart or file body is measured by libcurl.
  const measured = req.bodyKind === "json" || req.bodyKind === "text" || req.bodyKind === "form";
  for (const header of ["curl/curl.h", "stdio.h", ...(measured ? ["string.h"] : [])]) out.token("keyword", "#include").plain(" ").token("string-expression", `<${header}>`).plain("\n");
}

function writeMethod(req: ApiRequest, out: CodeWriter): void {
  // HEAD asks for no body (a custom "HEAD" would wait for one); a body makes a POST by default,
  // an upload from a file a PUT.
  const implied = req.bodyKind === "file" ? "PUT" : req.hasBody ? "POST" : "GET";
  if (req.method === "HEAD") setopt(out, "CURLOPT_NOBODY").token("constant", "1L").plain(");\n");
  else if (req.method !== implied) setopt(out, "CURLOPT_CUSTOMREQUEST").token("string-expression", quoteC(req.method)).plain(");\n");
}

/**
 * A form body, percent-encoded here as `curl_easy_escape` would (RFC 3986: all but letters,
 * digits and `-._~`), brackets in names kept as servers read them: `metadata[order_id]=6735`.
 * One field a line, joined by `&`.
 */
function writeForm(pairs: QueryPairs, out: CodeWriter): void {
  out.plain("\n    ").token("comment", "/* The form's fields in order, percent-encoded (curl_easy_escape encodes a value so). */").plain("\n");
  out.plain("    ").token("keyword", "const char").plain(" *body =");
  const fields = pairs.map(([name, value], index) => `${index > 0 ? "&" : ""}${formName(name)}=${encodeComponent(value)}`);
  if (fields.length <= 1) out.plain(" ").token("string-expression", quoteC(fields[0] ?? ""));
  else for (const field of fields) out.plain("\n        ").token("string-expression", quoteC(field));
  out.plain(";\n");
}

/**
 * A multipart body with libcurl's mime API, which writes the Content-Type and its boundary:
 * text with `curl_mime_data` (no part Content-Type), files with `curl_mime_filedata` (the file
 * name is the path's last segment unless `curl_mime_filename` names another) and always
 * `curl_mime_type` (libcurl would guess one from the file's extension).
 */
function writeMultipart(parts: readonly MultipartPart[], out: CodeWriter): void {
  out.plain("\n    ").token("constant", "curl_mime").plain(" *form = ").token("function", "curl_mime_init").plain("(curl);\n");
  parts.forEach((part, index) => {
    if (index > 0) out.plain("\n");
    out.plain("    ");
    if (index === 0) out.token("constant", "curl_mimepart").plain(" *");
    out.plain("part = ").token("function", "curl_mime_addpart").plain("(form);\n");
    mime(out, "curl_mime_name", part.name);
    if (part.kind === "text") {
      out.plain("    ").token("function", "curl_mime_data").plain("(part, ").token("string-expression", quoteC(part.value)).plain(", ").token("constant", "CURL_ZERO_TERMINATED").plain(");\n");
    } else {
      mime(out, "curl_mime_filedata", part.path);
      if (part.filename !== lastSegment(part.path)) mime(out, "curl_mime_filename", part.filename);
      mime(out, "curl_mime_type", part.contentType);
    }
  });
}

/** `    curl_mime_…(part, "text");` */
function mime(out: CodeWriter, call: string, text: string): void {
  out.plain("    ").token("function", call).plain("(part, ").token("string-expression", quoteC(text)).plain(");\n");
}

/** The path's last segment: the file name `curl_mime_filedata` gives a part. */
function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/**
 * Opens a file body before anything else, so a missing file stops the program at once, and
 * measures it: libcurl reads it as it uploads.
 */
function writeOpenFile(path: string, out: CodeWriter): void {
  out.plain("    ").token("constant", "FILE").plain(" *file = ").token("function", "fopen").plain("(").token("string-expression", quoteC(path)).plain(", ").token("string-expression", '"rb"').plain(");\n");
  out.plain("    ").token("keyword", "if").plain(" (!file) {\n");
  out.plain("        ").token("function", "perror").plain("(").token("string-expression", quoteC(path)).plain(");\n");
  out.plain("        ").token("keyword", "return").plain(" ").token("constant", "1").plain(";\n    }\n");
  out.plain("    ").token("function", "fseek").plain("(file, ").token("constant", "0").plain(", ").token("constant", "SEEK_END").plain(");\n");
  out.plain("    ").token("constant", "curl_off_t").plain(" size = ").token("function", "ftell").plain("(file);\n");
  out.plain("    ").token("function", "rewind").plain("(file);\n\n");
}

function writeC(req: ApiRequest, out: CodeWriter): void {
  writeIncludes(req, out);
  out.plain("\n").token("keyword", "int").plain(" ").token("function", "main").plain("(").token("keyword", "void").plain(")\n{\n");
  if (req.bodyKind === "file") writeOpenFile(req.bodyFile!.path, out);
  out.plain("    ").token("constant", "CURL").plain(" *curl = ").token("function", "curl_easy_init").plain("();\n");
  out.plain("    ").token("keyword", "if").plain(" (!curl)\n        ").token("keyword", "return").plain(" ").token("constant", "1").plain(";\n\n");
  out.plain("    ").token("keyword", "struct").plain(" curl_slist *headers = ").token("constant", "NULL").plain(";\n");
  for (const [name, value] of Object.entries(req.headers)) {
    out.plain("    headers = ").token("function", "curl_slist_append").plain("(headers, ").token("string-expression", quoteC(`${name}: ${value}`)).plain(");\n");
  }
  // An upload adds "Expect: 100-continue" and waits for the server's go-ahead (refkit lets no
  // request declare Expect); an empty Expect removes it.
  if (req.bodyKind === "file") {
    out.plain("    ").token("comment", '/* Sends the file at once, without "Expect: 100-continue". */').plain("\n");
    out.plain("    headers = ").token("function", "curl_slist_append").plain("(headers, ").token("string-expression", '"Expect:"').plain(");\n");
  }
  switch (req.bodyKind) {
    case "json":
    case "text":
      out.plain("\n    ").token("keyword", "const char").plain(" *body =");
      writeLines(out, typeof req.body === "string" ? req.body : prettyJson(req.body!), "        ");
      out.plain(";\n");
      break;
    case "form":
      writeForm(req.form!, out);
      break;
    case "multipart":
      writeMultipart(req.multipart!, out);
      break;
    default:
      break;
  }
  out.plain("\n");
  setopt(out, "CURLOPT_URL").token("string-expression", quoteC(req.urlWithQuery)).plain(");\n");
  writeMethod(req, out);
  setopt(out, "CURLOPT_HTTPHEADER").plain("headers);\n");
  switch (req.bodyKind) {
    case "json":
    case "text":
    case "form":
      setopt(out, "CURLOPT_POSTFIELDS").plain("body);\n");
      setopt(out, "CURLOPT_POSTFIELDSIZE").plain("(").token("keyword", "long").plain(")").token("function", "strlen").plain("(body));\n");
      break;
    case "multipart":
      setopt(out, "CURLOPT_MIMEPOST").plain("form);\n");
      break;
    case "file":
      out.plain("    ").token("comment", "/* An upload: libcurl reads the body from the file as it sends it. */").plain("\n");
      setopt(out, "CURLOPT_UPLOAD").token("constant", "1L").plain(");\n");
      setopt(out, "CURLOPT_READDATA").plain("file);\n");
      setopt(out, "CURLOPT_INFILESIZE_LARGE").plain("size);\n");
      break;
    default:
      break;
  }
  // The response body goes to standard output, libcurl's default; any HTTP status is a success.
  if (req.stream) {
    out.plain("\n    ").token("comment", "/* A stream: standard output unbuffered, so each part is printed as it arrives. */").plain("\n");
    out.plain("    ").token("function", "setvbuf").plain("(").token("constant", "stdout").plain(", ").token("constant", "NULL").plain(", ").token("constant", "_IONBF").plain(", ").token("constant", "0").plain(");\n");
  }
  out.plain("\n    ").token("constant", "CURLcode").plain(" res = ").token("function", "curl_easy_perform").plain("(curl);\n");
  out.plain("    ").token("keyword", "if").plain(" (res ").token("keyword", "!=").plain(" ").token("constant", "CURLE_OK").plain(")\n");
  out.plain("        ").token("function", "fprintf").plain("(").token("constant", "stderr").plain(", ").token("string-expression", '"curl: %s\\n"').plain(", ").token("function", "curl_easy_strerror").plain("(res));\n\n");
  if (req.bodyKind === "multipart") out.plain("    ").token("function", "curl_mime_free").plain("(form);\n");
  if (req.bodyKind === "file") out.plain("    ").token("function", "fclose").plain("(file);\n");
  out.plain("    ").token("function", "curl_slist_free_all").plain("(headers);\n");
  out.plain("    ").token("function", "curl_easy_cleanup").plain("(curl);\n");
  out.plain("    ").token("keyword", "return").plain(" res ").token("keyword", "==").plain(" ").token("constant", "CURLE_OK").plain(" ? ").token("constant", "0").plain(" : ").token("constant", "1").plain(";\n}\n");
}

/** The C client: libcurl, compiled with `gcc request.c -lcurl`. */
export const c = writtenClient({ label: "C", lexer: "c", filename: "request.c", write: writeC });
