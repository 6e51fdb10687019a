/** PHP with its curl extension. */
import type { MultipartPart } from "../../body.ts";
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import type { QueryPairs } from "../../url.ts";
import { prettyJson } from "../literal.ts";
import { writtenClient } from "../written.ts";

/**
 * Quotes text as a PHP single-quoted string: nothing in it interpolates, and only `\` and `'`
 * need a backslash. Every other byte, line breaks included, stands for itself.
 * @example quotePhp("it's $x") // "'it\\'s $x'"
 */
export function quotePhp(text: string): string {
  return `'${text.replace(/[\\']/g, "\\$&")}'`;
}

/** One `CURLOPT_… => ` entry of the options array. */
function entry(out: CodeWriter, option: string): CodeWriter {
  return out.plain("    ").token("constant", option).plain(" => ");
}

function writePhp(req: ApiRequest, out: CodeWriter): void {
  out.token("keyword", "<?php").plain("\n\n");
  // A multipart body whose names repeat is built before the request (see writeMultipartBody).
  const builtMultipart = req.bodyKind === "multipart" && !distinctNames(req.multipart!.map((part) => part.name));
  if (builtMultipart) writeMultipartBody(out, req.multipart!);
  else if (req.bodyKind === "form") writeFormFields(out, req.form!);
  out.token("constant", "$curl").plain(" = ").token("function", "curl_init").plain("(").token("string-expression", quotePhp(req.urlWithQuery)).plain(");\n");
  out.token("function", "curl_setopt_array").plain("(").token("constant", "$curl").plain(", [\n");
  // HEAD asks for no body (a custom "HEAD" would wait for one); a body makes a POST by default.
  if (req.method === "HEAD") entry(out, "CURLOPT_NOBODY").token("constant", "true").plain(",\n");
  else if (req.method !== "GET" && !(req.method === "POST" && req.hasBody)) entry(out, "CURLOPT_CUSTOMREQUEST").token("string-expression", quotePhp(req.method)).plain(",\n");
  // A multipart body without headers of its own has none to set: curl writes its Content-Type.
  if (builtMultipart || Object.keys(req.headers).length > 0) {
    entry(out, "CURLOPT_HTTPHEADER").plain("[\n");
    for (const [name, value] of Object.entries(req.headers)) out.plain("        ").token("string-expression", quotePhp(`${name}: ${value}`)).plain(",\n");
    if (builtMultipart) out.plain("        ").token("string-expression", '"Content-Type: multipart/form-data; boundary=$boundary"').plain(",\n");
    out.plain("    ],\n");
  }
  writeBody(req, out, builtMultipart);
  // A streamed response is printed by curl as it arrives; anything else is returned, then echoed.
  if (req.stream) {
    out.plain("]);\n\n").token("function", "curl_exec").plain("(").token("constant", "$curl").plain(");\n");
    return;
  }
  entry(out, "CURLOPT_RETURNTRANSFER").token("constant", "true").plain(",\n");
  out.plain("]);\n\n").token("keyword", "echo").plain(" ").token("function", "curl_exec").plain("(").token("constant", "$curl").plain(");\n");
}

/** The `CURLOPT_POSTFIELDS` entry of a body of any kind. */
function writeBody(req: ApiRequest, out: CodeWriter, builtMultipart: boolean): void {
  switch (req.bodyKind) {
    case "none":
      return;
    case "text":
      entry(out, "CURLOPT_POSTFIELDS").token("string-expression", quotePhp(req.body as string));
      break;
    case "json":
      // A JSON body as a nowdoc: nothing in it interpolates, and pretty JSON never has a line that
      // starts with `JSON` (its lines start with spaces, brackets or quotes).
      entry(out, "CURLOPT_POSTFIELDS").token("string-expression", `<<<'JSON'\n${prettyJson(req.body!)}\nJSON`);
      break;
    case "form":
      entry(out, "CURLOPT_POSTFIELDS");
      if (distinctNames(req.form!.map(([name]) => name))) out.token("function", "http_build_query").plain("(").token("constant", "$form").plain(")");
      else {
        out.token("function", "implode").plain("(").token("string-expression", "'&'").plain(", ").token("function", "array_map").plain("(\n        ");
        out.token("keyword", "fn").plain(" (").token("keyword", "array").plain(" ").token("constant", "$field").plain("): ").token("keyword", "string").plain(" => ");
        out.token("function", "urlencode").plain("(").token("constant", "$field").plain("[0]) . ").token("string-expression", "'='").plain(" . ");
        out.token("function", "urlencode").plain("(").token("constant", "$field").plain("[1]),\n        ").token("constant", "$form").plain(",\n    ))");
      }
      break;
    case "multipart":
      entry(out, "CURLOPT_POSTFIELDS");
      if (builtMultipart) out.token("constant", "$body");
      else writeMultipartArray(out, req.multipart!);
      break;
    case "file":
      entry(out, "CURLOPT_POSTFIELDS").token("function", "file_get_contents").plain("(").token("string-expression", quotePhp(req.bodyFile!.path)).plain(")");
      break;
  }
  out.plain(",\n");
}

/** True when no two parts or form fields share a name: a PHP array can hold them by name. */
function distinctNames(names: readonly string[]): boolean {
  return new Set(names).size === names.length;
}

/**
 * `$form`, before the request: an array of names to values for `http_build_query`, or, when a
 * name repeats (an array key cannot), a list of `[name, value]` pairs that the request encodes
 * one by one. (`http_build_query` would write a list as `name[0]=…&name[1]=…`.)
 */
function writeFormFields(out: CodeWriter, pairs: QueryPairs): void {
  const keyed = distinctNames(pairs.map(([name]) => name));
  if (!keyed) out.token("comment", "// [name, value] pairs: a name repeats, and http_build_query would number a list (name[0]=…).").plain("\n");
  out.token("constant", "$form").plain(" = [");
  if (pairs.length > 0) out.plain("\n");
  for (const [name, value] of pairs) {
    out.plain("    ");
    if (keyed) out.token("string-expression", quotePhp(name)).plain(" => ").token("string-expression", quotePhp(value));
    else out.plain("[").token("string-expression", quotePhp(name)).plain(", ").token("string-expression", quotePhp(value)).plain("]");
    out.plain(",\n");
  }
  out.plain("];\n\n");
}

/**
 * A multipart body as ext-curl takes it: an array of names to text and `CURLFile`s (path, type,
 * file name), which curl writes with its boundary. A value starting with `@` is text since PHP 8.
 */
function writeMultipartArray(out: CodeWriter, parts: readonly MultipartPart[]): void {
  out.plain("[\n");
  for (const part of parts) {
    out.plain("        ").token("string-expression", quotePhp(part.name)).plain(" => ");
    if (part.kind === "text") out.token("string-expression", quotePhp(part.value));
    else {
      out.token("keyword", "new").plain(" ").token("function", "CURLFile").plain("(").token("string-expression", quotePhp(part.path)).plain(", ");
      out.token("string-expression", quotePhp(part.contentType)).plain(", ").token("string-expression", quotePhp(part.filename)).plain(")");
    }
    out.plain(",\n");
  }
  out.plain("    ]");
}

/**
 * A multipart body whose names repeat, built by hand: ext-curl takes multipart fields only as an
 * array, whose keys cannot repeat. A random boundary, one part per call (a text field, or a file
 * read with `file_get_contents`), and the Content-Type that names the boundary.
 */
function writeMultipartBody(out: CodeWriter, parts: readonly MultipartPart[]): void {
  out.token("comment", "// A field name repeats, which a CURLOPT_POSTFIELDS array cannot hold: the body is built here.").plain("\n");
  out.token("constant", "$boundary").plain(" = ").token("function", "bin2hex").plain("(").token("function", "random_bytes").plain("(16));\n");
  const text = parts.some((part) => part.kind === "text");
  const file = parts.some((part) => part.kind === "file");
  if (text) {
    out.token("constant", "$field").plain(" = ").token("keyword", "fn").plain(" (").token("keyword", "string").plain(" ").token("constant", "$name").plain(", ");
    out.token("keyword", "string").plain(" ").token("constant", "$value").plain("): ").token("keyword", "string").plain(" =>\n    ");
    out.token("string-expression", '"--$boundary\\r\\nContent-Disposition: form-data; name=\\"$name\\"\\r\\n\\r\\n$value\\r\\n"').plain(";\n");
  }
  if (file) {
    out.token("constant", "$file").plain(" = ").token("keyword", "fn").plain(" (").token("keyword", "string").plain(" ").token("constant", "$name").plain(", ");
    out.token("keyword", "string").plain(" ").token("constant", "$path").plain(", ").token("keyword", "string").plain(" ").token("constant", "$filename").plain(", ");
    out.token("keyword", "string").plain(" ").token("constant", "$type").plain("): ").token("keyword", "string").plain(" =>\n    ");
    out.token("string-expression", '"--$boundary\\r\\nContent-Disposition: form-data; name=\\"$name\\"; filename=\\"$filename\\"\\r\\n"').plain("\n    . ");
    out.token("string-expression", '"Content-Type: $type\\r\\n\\r\\n"').plain(" . ").token("function", "file_get_contents").plain("(").token("constant", "$path").plain(") . ").token("string-expression", '"\\r\\n"').plain(";\n");
  }
  out.token("constant", "$body").plain(" =");
  parts.forEach((part, index) => {
    out.plain(index === 0 ? " " : "\n    . ");
    if (part.kind === "text") out.token("constant", "$field").plain("(").token("string-expression", quotePhp(part.name)).plain(", ").token("string-expression", quotePhp(part.value)).plain(")");
    else {
      out.token("constant", "$file").plain("(").token("string-expression", quotePhp(part.name)).plain(", ").token("string-expression", quotePhp(part.path)).plain(", ");
      out.token("string-expression", quotePhp(part.filename)).plain(", ").token("string-expression", quotePhp(part.contentType)).plain(")");
    }
  });
  out.plain("\n    . ").token("string-expression", '"--$boundary--\\r\\n"').plain(";\n\n");
}

/** The PHP client: ext-curl, run with `php request.php`. */
export const php = writtenClient({ label: "PHP", lexer: "php", filename: "request.php", write: writePhp });
