/** R with the httr package. */
import type { MultipartPart } from "../../body.ts";
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import type { QueryPairs } from "../../url.ts";
import { prettyJson, quoteDoubled } from "../literal.ts";
import { ClientRefusal } from "../refusal.ts";
import { writtenClient } from "../written.ts";

/**
 * Quotes text as an R double-quoted string. R strings never interpolate, so the shared escapes
 * do: `"` and `\` escaped, `\n` `\r` `\t`, other invisible characters as `\uXXXX` (always four
 * digits, so R's up-to-four-digit escape cannot take a digit that follows).
 * @example quoteR('say "hi"\n') // '"say \\"hi\\"\\n"'
 */
export function quoteR(text: string): string {
  return quoteDoubled(text);
}

/**
 * Text as an R raw string, `r"(…)"`, in which nothing is an escape. It would end at the first
 * `)"`, which JSON has wherever a string ends in `)`, so dashes are added (`r"-(…)-"`) until the
 * closing sequence is nowhere in the text.
 * @example rawR('{"a": "(b)"}') // 'r"-({"a": "(b)"})-"'
 */
export function rawR(text: string): string {
  let dashes = "";
  while (text.includes(`)${dashes}"`)) dashes += "-";
  return `r"${dashes}(${text})${dashes}"`;
}

/** The methods httr has a function for; the others go through `VERB()`. */
const shortcuts = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"]);

/**
 * Header names that `add_headers(...)` would take as an argument (its own `.headers`, or
 * `recursive` and `use.names` of the `c()` inside it) instead of a header: they go in `.headers`.
 */
const argumentNames = new Set([".headers", "recursive", "use.names"]);

/** `name = ` of an argument. */
function argument(out: CodeWriter, name: string): CodeWriter {
  return out.token("parameter", name).plain(" ").token("keyword", "=").plain(" ");
}

/** `c("a", "b")` */
function vector(out: CodeWriter, texts: readonly string[]): void {
  out.token("function", "c").plain("(");
  texts.forEach((text, i) => out.plain(i > 0 ? ", " : "").token("string-expression", quoteR(text)));
  out.plain(")");
}

/** `"name" = "value"`: one header, or one form field. */
function namedString(out: CodeWriter, name: string, value: string): void {
  out.token("string-expression", quoteR(name)).plain(" ").token("keyword", "=").plain(" ").token("string-expression", quoteR(value));
}

/** `.headers = setNames(c(values…), c(names…))`: the headers whose names `add_headers` would take for an argument. */
function namedVector(out: CodeWriter, headers: readonly (readonly [string, string])[]): void {
  argument(out, ".headers").token("function", "setNames").plain("(");
  vector(out, headers.map(([, value]) => value));
  out.plain(", ");
  vector(out, headers.map(([name]) => name));
  out.plain(")");
}

/** The `add_headers(…)` argument, after a `,` and a line break; nothing when there are no headers (a multipart body may have none). */
function writeHeaders(req: ApiRequest, out: CodeWriter): void {
  // httr sends its own `Accept`, and a form's or file's `Content-Type`, unless a header of exactly
  // that name replaces it.
  const typed = req.bodyKind === "form" || req.bodyKind === "file";
  const entries = Object.entries(req.headers).map(([name, value]) => {
    const lower = name.toLowerCase();
    return [lower === "accept" ? "Accept" : typed && lower === "content-type" ? "Content-Type" : name, value] as const;
  });
  if (entries.length === 0) return;
  const plain = entries.filter(([name]) => !argumentNames.has(name));
  const named = entries.filter(([name]) => argumentNames.has(name));
  out.plain(",\n  ").token("function", "add_headers").plain("(\n");
  plain.forEach(([name, value], i) => namedString(out.plain(i > 0 ? ",\n    " : "    "), name, value));
  if (named.length > 0) namedVector(out.plain(plain.length > 0 ? ",\n    " : "    "), named);
  out.plain("\n  )");
}

/**
 * `body <- …` and the blank line after it: text as a string, JSON as a raw string, a form or
 * multipart body as a list (names may repeat, and keep their order), a file body as
 * `upload_file`, which httr streams as the body.
 */
function writeBody(req: ApiRequest, out: CodeWriter): void {
  if (req.bodyKind === "none") return;
  out.plain("body ").token("keyword", "<-").plain(" ");
  switch (req.bodyKind) {
    case "text":
      // httr sends text as the bytes R holds, UTF-8 in a UTF-8 session.
      out.token("string-expression", quoteR(req.body as string));
      break;
    case "json":
      out.token("string-expression", rawR(prettyJson(req.body!)));
      break;
    case "form":
      writeList(out, req.form!);
      break;
    case "multipart":
      writeMultipart(out, req.multipart!);
      break;
    case "file": {
      // The type httr gives the body: the Content-Type the request sends.
      const type = Object.entries(req.headers).find(([name]) => name.toLowerCase() === "content-type")![1];
      writeUpload(out, req.bodyFile!.path, type);
      break;
    }
  }
  out.plain("\n\n");
}

/** `list("name" = "value", …)`, one field a line. */
function writeList(out: CodeWriter, pairs: QueryPairs): void {
  if (pairs.length === 0) return void out.token("function", "list").plain("()");
  out.token("function", "list").plain("(\n");
  pairs.forEach(([name, value], i) => namedString(out.plain(i > 0 ? ",\n  " : "  "), name, value));
  out.plain("\n)");
}

/**
 * A multipart body's list: text fields as strings, files as `upload_file(path, type = …)`. A file
 * part is named after its path's last segment (curl's `form_file`), so a file name of its own is
 * refused.
 */
function writeMultipart(out: CodeWriter, parts: readonly MultipartPart[]): void {
  out.token("function", "list").plain("(\n");
  parts.forEach((part, i) => {
    out.plain(i > 0 ? ",\n  " : "  ").token("string-expression", quoteR(part.name)).plain(" ").token("keyword", "=").plain(" ");
    if (part.kind === "text") out.token("string-expression", quoteR(part.value));
    else {
      if (part.filename !== lastSegment(part.path)) {
        throw new ClientRefusal({ rule: "multipart-filename", part: "body", problem: `httr's upload_file names a file part after its path's last segment, and has no way to send "${part.path}" as "${part.filename}"` });
      }
      writeUpload(out, part.path, part.contentType);
    }
  });
  out.plain("\n)");
}

/** `upload_file("path", type = "…")`; a path starting with `~` as `./~…`, which R would expand to the home folder. */
function writeUpload(out: CodeWriter, path: string, type: string): void {
  out.token("function", "upload_file").plain("(").token("string-expression", quoteR(path.startsWith("~") ? `./${path}` : path)).plain(", ");
  argument(out, "type").token("string-expression", quoteR(type)).plain(")");
}

/** The last segment of a path: the file name curl gives a file part. */
function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** httr's `encode` for a form or multipart list. */
const encodings: Readonly<Record<string, string>> = Object.freeze({ form: "form", multipart: "multipart" });

function writeR(req: ApiRequest, out: CodeWriter): void {
  out.token("function", "library").plain("(httr)\n\n");
  writeBody(req, out);
  out.plain("response ").token("keyword", "<-").plain(" ");
  if (shortcuts.has(req.method)) out.token("function", req.method).plain("(\n");
  else out.token("function", "VERB").plain("(\n  ").token("string-expression", quoteR(req.method)).plain(",\n");
  out.plain("  ").token("string-expression", quoteR(req.urlWithQuery));
  writeHeaders(req, out);
  if (req.hasBody) argument(out.plain(",\n  "), "body").plain("body");
  const encode = encodings[req.bodyKind];
  if (encode !== undefined) argument(out.plain(",\n  "), "encode").token("string-expression", quoteR(encode));
  if (req.stream) {
    // A stream: each chunk printed as it arrives, and standard output flushed.
    out.plain(",\n  ").token("function", "write_stream").plain("(").token("keyword", "function").plain("(chunk) {\n");
    out.plain("    ").token("function", "cat").plain("(").token("function", "rawToChar").plain("(chunk))\n");
    out.plain("    ").token("function", "flush").plain("(").token("function", "stdout").plain("())\n  })\n)\n");
    return;
  }
  out.plain("\n)\n\n").token("function", "cat").plain("(").token("function", "content").plain("(response, ");
  argument(out, "as").token("string-expression", '"text"').plain(", ");
  argument(out, "encoding").token("string-expression", '"UTF-8"').plain("))\n");
}

/** The R client: httr, run with `Rscript request.R`. */
export const r = writtenClient({ label: "R", lexer: "r", filename: "request.R", write: writeR });
