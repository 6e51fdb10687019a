/** JavaScript with the built-in `fetch` (Node 20+ and browsers), as an ES module. */
import type { CodeWriter } from "../../render/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
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
  out.token("keyword", "const").plain(" ").token("constant", "response").plain(" ").token("keyword", "=").plain(" ").token("keyword", "await").plain(" ");
  out.token("function", "fetch").plain("(").token("string-expression", quoteDoubled(req.urlWithQuery)).plain(", {\n");
  property(out, "method").token("string-expression", quoteDoubled(req.method)).plain(",\n");
  writeLiteral(property(out, "headers"), req.headers, jsStyle, "  ");
  out.plain(",\n");
  if (req.hasBody) {
    property(out, "body");
    if (typeof req.body === "string") out.token("string-expression", quoteDoubled(req.body));
    else {
      out.token("constant", "JSON").token("function", ".stringify").plain("(");
      writeLiteral(out, req.body!, jsStyle, "  ");
      out.plain(")");
    }
    out.plain(",\n");
  }
  out.plain("});\n\n").token("constant", "console").token("function", ".log").plain("(").token("keyword", "await").plain(" ").token("constant", "response").token("function", ".text").plain("());\n");
}

/** The JavaScript client: `fetch` in an ES module, run with `node request.mjs`. */
export const javascript = writtenClient({ label: "JavaScript", lexer: "javascript", filename: "request.mjs", write: writeJavascript });
