/** Node.js with axios, as an ES module. */
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import type { JsonValue } from "../../values.ts";
import { jsStyle, writeBodyImports, writeBodyValue, writeFormData, writePrintChunks } from "../javascript/client.ts";
import { quoteDoubled, writeLiteral } from "../literal.ts";
import { writtenClient } from "../written.ts";

/** `  name: ` of the request config. */
function property(out: CodeWriter, name: string): CodeWriter {
  return out.plain(`  ${name}`).token("keyword", ":").plain(" ");
}

/** Keys axios's config merging leaves out of `data`, at any depth, against prototype pollution. */
const droppedKeys = new Set(["__proto__", "constructor", "prototype"]);

/** True when `value` has a key axios would drop from a `data` object. */
function hasDroppedKey(value: JsonValue): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some(hasDroppedKey);
  return Object.keys(value).some((key) => droppedKeys.has(key) || hasDroppedKey((value as Record<string, JsonValue>)[key]!));
}

function writeAxios(req: ApiRequest, out: CodeWriter): void {
  out.token("keyword", "import").plain(" ").token("constant", "axios").plain(" ").token("keyword", "from").plain(" ").token("string-expression", '"axios"').plain(";\n");
  writeBodyImports(req, out);
  out.plain("\n");
  writeFormData(req, out);
  out.token("keyword", "const").plain(" ").token("constant", "response").plain(" ").token("keyword", "=").plain(" ").token("keyword", "await").plain(" ");
  out.token("constant", "axios").token("function", ".request").plain("({\n");
  property(out, "method").token("string-expression", quoteDoubled(req.method)).plain(",\n");
  property(out, "url").token("string-expression", quoteDoubled(req.urlWithQuery)).plain(",\n");
  writeLiteral(property(out, "headers"), req.headers, jsStyle, "  ");
  out.plain(",\n");
  switch (req.bodyKind) {
    case "none":
      break;
    case "text":
      // axios re-serializes a string under a JSON content type (trimmed, or quoted when it is not
      // JSON); a Buffer is sent byte for byte.
      property(out, "data").token("constant", "Buffer").token("function", ".from").plain("(").token("string-expression", quoteDoubled(req.body as string)).plain("),\n");
      break;
    case "json":
      // A JSON value is an object literal axios serializes, or JSON text when axios would drop
      // one of its keys (JSON text it sends as it is).
      property(out, "data");
      if (hasDroppedKey(req.body!)) {
        out.token("constant", "JSON").token("function", ".stringify").plain("(");
        writeLiteral(out, req.body!, jsStyle, "  ");
        out.plain(")");
      } else writeLiteral(out, req.body!, jsStyle, "  ");
      out.plain(",\n");
      break;
    default:
      // URLSearchParams, FormData and a Buffer axios sends as they are, under the headers given.
      writeBodyValue(property(out, "data"), req);
      out.plain(",\n");
  }
  // The body as text, as the other clients print it (axios would parse JSON into an object).
  // A stream is read as it arrives, a chunk at a time; anything else whole, as text.
  property(out, "responseType").token("string-expression", req.stream ? '"stream"' : '"text"').plain(",\n");
  out.plain("});\n\n");
  if (req.stream) writePrintChunks(out, () => out.token("constant", "response").plain(".data"));
  else out.token("constant", "console").token("function", ".log").plain("(").token("constant", "response").plain(".data);\n");
}

/** The axios client: Node.js with axios, run with `node request.mjs`. */
export const axios = writtenClient({ label: "Node.js (axios)", lexer: "javascript", filename: "request.mjs", write: writeAxios });
