/** JavaScript with the built-in `fetch` (Node 20+ and browsers), as an ES module; files are read with Node's `fs`. */
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import type { QueryPairs } from "../../url.ts";
import { quoteDoubled, writeLiteral, type LiteralStyle } from "../literal.ts";
import { writtenClient } from "../written.ts";

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * An object-literal key. `__proto__` is written as a computed key: in any other form it would
 * set the object's prototype instead of creating a property.
 * @example jsKey("email") // "email"; jsKey("__proto__") // '["__proto__"]'
 */
export function jsKey(key: string): string {
  if (key === "__proto__") return `[${quoteDoubled(key)}]`;
  return identifier.test(key) ? key : quoteDoubled(key);
}

/** JavaScript literals: double-quoted strings (never template literals, so `${}` is inert). */
export const jsStyle: LiteralStyle = Object.freeze({
  indent: "  ",
  string: (text: string) => quoteDoubled(text),
  key: jsKey,
  separator: ": ",
  separatorKind: "keyword",
  null: "null",
  true: "true",
  false: "false",
  trailingComma: true,
});

/** `  name: ` of the options object. */
function property(out: CodeWriter, name: string): CodeWriter {
  return out.plain(`  ${name}`).token("keyword", ":").plain(" ");
}

function writeJavascript(req: ApiRequest, out: CodeWriter): void {
  if (writeBodyImports(req, out)) out.plain("\n");
  writeFormData(req, out);
  out.token("keyword", "const").plain(" ").token("constant", "response").plain(" ").token("keyword", "=").plain(" ").token("keyword", "await").plain(" ");
  out.token("function", "fetch").plain("(").token("string-expression", quoteDoubled(req.urlWithQuery)).plain(", {\n");
  property(out, "method").token("string-expression", quoteDoubled(req.method)).plain(",\n");
  writeLiteral(property(out, "headers"), req.headers, jsStyle, "  ");
  out.plain(",\n");
  switch (req.bodyKind) {
    case "none":
      break;
    case "text":
      property(out, "body").token("string-expression", quoteDoubled(req.body as string)).plain(",\n");
      break;
    case "json":
      property(out, "body").token("constant", "JSON").token("function", ".stringify").plain("(");
      writeLiteral(out, req.body!, jsStyle, "  ");
      out.plain("),\n");
      break;
    default:
      writeBodyValue(property(out, "body"), req);
      out.plain(",\n");
  }
  out.plain("});\n\n");
  if (req.stream) writePrintChunks(out, () => out.token("constant", "response").plain(".body"));
  else out.token("constant", "console").token("function", ".log").plain("(").token("keyword", "await").plain(" ").token("constant", "response").token("function", ".text").plain("());\n");
}

/**
 * A loop that writes each chunk of a streamed response to standard output as it arrives. Shared
 * with axios.
 */
export function writePrintChunks(out: CodeWriter, stream: () => void): void {
  out.token("keyword", "for").plain(" ").token("keyword", "await").plain(" (").token("keyword", "const").plain(" chunk ").token("keyword", "of").plain(" ");
  stream();
  out.plain(") {\n  ").token("constant", "process").plain(".stdout.").token("function", "write").plain("(chunk);\n}\n");
}

/**
 * The import a body needs, on a line: `readFile` for a file body, `openAsBlob` for multipart
 * files. True when it wrote one. Shared with axios.
 */
export function writeBodyImports(req: ApiRequest, out: CodeWriter): boolean {
  if (req.bodyKind === "file") writeImport(out, "readFile", "node:fs/promises");
  else if (req.bodyKind === "multipart" && req.multipart!.some((part) => part.kind === "file")) writeImport(out, "openAsBlob", "node:fs");
  else return false;
  return true;
}

/**
 * A multipart body's `FormData`, a part at a time, and a blank line; nothing for other bodies.
 * Shared with axios.
 */
export function writeFormData(req: ApiRequest, out: CodeWriter): void {
  if (req.bodyKind !== "multipart") return;
  const parts = req.multipart!;
  out.token("keyword", "const").plain(" ").token("constant", "form").plain(" ").token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("function", "FormData").plain("();\n");
  for (const part of parts) {
    out.token("constant", "form").token("function", ".append").plain("(").token("string-expression", quoteDoubled(part.name)).plain(", ");
    if (part.kind === "text") out.token("string-expression", quoteDoubled(part.value));
    else {
      // A Blob of the file with its type, and the file name the part carries.
      out.token("keyword", "await").plain(" ").token("function", "openAsBlob").plain("(").token("string-expression", quoteDoubled(part.path)).plain(", { ");
      out.plain("type").token("keyword", ":").plain(" ").token("string-expression", quoteDoubled(part.contentType)).plain(" }), ").token("string-expression", quoteDoubled(part.filename));
    }
    out.plain(");\n");
  }
  out.plain("\n");
}

/**
 * The body of a form, multipart or file request, after `writeFormData`: `URLSearchParams`, the
 * `FormData`, or the file's bytes. Shared with axios.
 */
export function writeBodyValue(out: CodeWriter, req: ApiRequest): void {
  if (req.bodyKind === "multipart") out.token("constant", "form");
  else if (req.bodyKind === "file") out.token("keyword", "await").plain(" ").token("function", "readFile").plain("(").token("string-expression", quoteDoubled(req.bodyFile!.path)).plain(")");
  else writeSearchParams(out, req.form!);
}

/** `import { name } from "module";` */
function writeImport(out: CodeWriter, name: string, module: string): void {
  out.token("keyword", "import").plain(` { ${name} } `).token("keyword", "from").plain(" ").token("string-expression", quoteDoubled(module)).plain(";\n");
}

/** A name JavaScript objects enumerate before the others: an array index, such as `"2"`. */
const arrayIndex = /^(?:0|[1-9][0-9]*)$/;

/**
 * `new URLSearchParams(…)` of form pairs: an object when every name is distinct and none is an
 * array index (an object lists those first), else an array of `[name, value]` pairs.
 */
function writeSearchParams(out: CodeWriter, pairs: QueryPairs): void {
  out.token("keyword", "new").plain(" ").token("function", "URLSearchParams").plain("(");
  const names = new Set(pairs.map(([name]) => name));
  if (names.size === pairs.length && ![...names].some((name) => arrayIndex.test(name))) {
    writeLiteral(out, Object.fromEntries(pairs.map(([name, value]) => [name, value])), jsStyle, "  ");
  } else if (pairs.length === 0) out.plain("[]");
  else {
    out.plain("[\n");
    for (const [name, value] of pairs) out.plain("    [").token("string-expression", quoteDoubled(name)).plain(", ").token("string-expression", quoteDoubled(value)).plain("],\n");
    out.plain("  ]");
  }
  out.plain(")");
}

/** The JavaScript client: `fetch` in an ES module, run with `node request.mjs`. */
export const javascript = writtenClient({ label: "JavaScript", lexer: "javascript", filename: "request.mjs", write: writeJavascript });
