/** Python with the requests library. */
import type { MultipartPart } from "../../body.ts";
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import type { QueryPairs } from "../../url.ts";
import { defineOwn, type JsonObject } from "../../values.ts";
import { quoteDoubled, writeLiteral, type LiteralStyle } from "../literal.ts";
import { writtenClient } from "../written.ts";

/** Python literals: a dict with string keys, indented by four spaces as PEP 8 has it. */
export const pythonStyle: LiteralStyle = Object.freeze({
  indent: "    ",
  string: (text: string) => quoteDoubled(text),
  key: (key: string) => quoteDoubled(key),
  separator: ": ",
  separatorKind: undefined,
  null: "None",
  true: "True",
  false: "False",
  trailingComma: true,
});

const shortcuts = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);

/** `    name=` of a keyword argument. */
function argument(out: CodeWriter, name: string): CodeWriter {
  return out.plain("    ").token("parameter", name).token("keyword", "=");
}

function writePython(req: ApiRequest, out: CodeWriter): void {
  if (req.stream) writeImportSys(out);
  out.token("keyword", "import").plain(" requests\n\nresponse ").token("keyword", "=").plain(" requests.");
  if (shortcuts.has(req.method)) out.token("function", req.method.toLowerCase()).plain("(\n");
  else out.token("function", "request").plain("(\n    ").token("string-expression", quoteDoubled(req.method)).plain(",\n");
  out.plain("    ").token("string-expression", quoteDoubled(req.urlWithQuery)).plain(",\n");
  writeLiteral(argument(out, "headers"), req.headers, pythonStyle, "    ");
  out.plain(",\n");
  switch (req.bodyKind) {
    case "none":
      break;
    case "text":
      // A str body would be encoded as Latin-1 by http.client; bytes are sent as they are.
      argument(out, "data").token("string-expression", quoteDoubled(req.body as string)).plain(".").token("function", "encode").plain("(").token("string-expression", '"utf-8"').plain("),\n");
      break;
    case "json":
      writeLiteral(argument(out, "json"), req.body!, pythonStyle, "    ");
      out.plain(",\n");
      break;
    case "form": {
      // requests form-encodes a dict (a list value repeats its name) or a list of pairs.
      const fields = formDict(req.form!);
      if (fields) writeLiteral(argument(out, "data"), fields, pythonStyle, "    ");
      else writePairList(argument(out, "data"), req.form!);
      out.plain(",\n");
      break;
    }
    case "multipart":
      writeMultipartArguments(out, req.multipart!);
      break;
    case "file":
      // A file object is streamed, its length taken from the file.
      writeOpen(argument(out, "data"), req.bodyFile!.path).plain(",\n");
      break;
  }
  if (!req.stream) {
    out.plain(")\n").token("function", "print").plain("(response.text)\n");
    return;
  }
  // A streamed response is read as it arrives: chunk_size=None gives each part when it comes.
  argument(out, "stream").token("constant", "True").plain(",\n)\n");
  writePrintChunks(out, "", () => out.plain("response.").token("function", "iter_content").plain("(").token("parameter", "chunk_size").token("keyword", "=").token("constant", "None").plain(")"));
}

/** `import sys` and a blank line, before the third-party import: for printing a stream's bytes. Shared with httpx. */
export function writeImportSys(out: CodeWriter): void {
  out.token("keyword", "import").plain(" sys\n\n");
}

/**
 * A loop that writes each chunk of a streamed response to standard output as it arrives, its
 * bytes as they are, flushed at once (a pipe would otherwise hold them). Shared with httpx.
 */
export function writePrintChunks(out: CodeWriter, indent: string, chunks: () => void): void {
  out.plain(indent).token("keyword", "for").plain(" chunk ").token("keyword", "in").plain(" ");
  chunks();
  out.plain(":\n");
  out.plain(`${indent}    sys.stdout.buffer.`).token("function", "write").plain("(chunk)\n");
  out.plain(`${indent}    sys.stdout.buffer.`).token("function", "flush").plain("()\n");
}

/**
 * Form pairs as a dict, a name with several values as a list of them; `undefined` when one
 * name's values are apart, which a dict would bring together and so reorder.
 * @example formDict([["a", "1"], ["b", "2"], ["b", "3"]]) // { a: "1", b: ["2", "3"] }
 */
export function formDict(pairs: QueryPairs): JsonObject | undefined {
  const groups = new Map<string, string[]>();
  let last: string | undefined;
  for (const [name, value] of pairs) {
    const values = groups.get(name);
    if (values === undefined) groups.set(name, [value]);
    else if (name === last) values.push(value);
    else return undefined;
    last = name;
  }
  const dict: Record<string, unknown> = {};
  for (const [name, values] of groups) defineOwn(dict, name, values.length === 1 ? values[0] : values);
  return dict as JsonObject;
}

/** A list of `(name, value)` tuples, one a line, as the argument's value. */
export function writePairList(out: CodeWriter, pairs: QueryPairs): CodeWriter {
  out.plain("[\n");
  for (const [name, value] of pairs) {
    out.plain("        (").token("string-expression", quoteDoubled(name)).plain(", ").token("string-expression", quoteDoubled(value)).plain("),\n");
  }
  return out.plain("    ]");
}

/** `open("path", "rb")`: a file opened for its bytes. */
export function writeOpen(out: CodeWriter, path: string): CodeWriter {
  return out.token("function", "open").plain("(").token("string-expression", quoteDoubled(path)).plain(", ").token("string-expression", '"rb"').plain(")");
}

/**
 * The multipart arguments of requests and httpx, which share them: text fields in `data=` and
 * files in `files=` as `(filename, file, content type)`, a dict unless a name repeats. Both
 * libraries write `data=` before `files=`; when a text field comes after a file, or there is no
 * file (without `files=` they would form-encode), every part goes in `files=` in order, a text
 * field as `(None, text)`: no file name, no type.
 */
export function writeMultipartArguments(out: CodeWriter, parts: readonly MultipartPart[]): void {
  const firstFile = parts.findIndex((part) => part.kind === "file");
  const split = firstFile >= 0 && parts.slice(firstFile).every((part) => part.kind === "file");
  const files = split ? parts.slice(firstFile) : parts;
  if (split && firstFile > 0) {
    const text = parts.slice(0, firstFile).flatMap((part) => (part.kind === "text" ? [[part.name, part.value] as const] : []));
    const fields = formDict(text);
    if (fields) writeLiteral(argument(out, "data"), fields, pythonStyle, "    ");
    else writePairList(argument(out, "data"), text);
    out.plain(",\n");
  }
  const unique = new Set(files.map((part) => part.name)).size === files.length;
  argument(out, "files").plain(unique ? "{\n" : "[\n");
  for (const part of files) {
    out.plain("        ");
    if (!unique) out.plain("(");
    out.token("string-expression", quoteDoubled(part.name)).plain(unique ? ": " : ", ").plain("(");
    if (part.kind === "text") out.token("constant", "None").plain(", ").token("string-expression", quoteDoubled(part.value));
    else {
      out.token("string-expression", quoteDoubled(part.filename)).plain(", ");
      writeOpen(out, part.path).plain(", ").token("string-expression", quoteDoubled(part.contentType));
    }
    out.plain(unique ? "),\n" : ")),\n");
  }
  out.plain(unique ? "    },\n" : "    ],\n");
}

/** The Python client: requests, run with `python3 request.py`. */
export const python = writtenClient({ label: "Python", lexer: "python", filename: "request.py", write: writePython });
