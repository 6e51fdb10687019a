/** WebSocket from JavaScript (Node) with the `ws` package, as an ES module: the platform's WebSocket cannot send handshake headers. */
import type { CodeWriter } from "../../text/code-writer.ts";
import { quoteDoubled, writeLiteral } from "../../clients/literal.ts";
import { jsStyle } from "../../clients/javascript/client.ts";
import { eventUrl, headersOf, type EventRequest } from "../request.ts";
import type { EventClient } from "../types.ts";

function writeWs(req: EventRequest, out: CodeWriter): void {
  out.token("keyword", "import").plain(" ").token("constant", "WebSocket").plain(" ").token("keyword", "from").plain(" ").token("string-expression", '"ws"').plain(";\n\n");
  out.token("keyword", "const").plain(" ").token("constant", "socket").plain(" ").token("keyword", "=").plain(" ").token("keyword", "new").plain(" ").token("function", "WebSocket").plain("(").token("string-expression", quoteDoubled(eventUrl(req)));
  if (req.headers.length > 0) {
    const headers = headersOf(req);
    out.plain(", {\n  headers").token("keyword", ":").plain(" ");
    writeLiteral(out, headers, jsStyle, "  ");
    out.plain(",\n}");
  }
  out.plain(");\n");
  out.token("constant", "socket").token("function", ".on").plain("(").token("string-expression", '"error"').plain(", (error) ").token("keyword", "=>").plain(" {\n");
  out.plain("  ").token("constant", "console").token("function", ".error").plain("(error.message);\n");
  out.plain("  process.exitCode ").token("keyword", "=").plain(" ").token("constant", "1").plain(";\n});\n");
  if (req.action === "send") {
    out.token("constant", "socket").token("function", ".on").plain("(").token("string-expression", '"open"').plain(", () ").token("keyword", "=>").plain(" {\n");
    out.plain("  ").token("constant", "socket").token("function", ".send").plain("(").token("string-expression", quoteDoubled(req.message!)).plain(");\n");
    if (!req.reply) {
      out.plain("  ").token("constant", "socket").token("function", ".close").plain("();\n});\n");
      return;
    }
    // The reply comes on the same connection: print it, then close.
    out.plain("});\n");
    out.token("constant", "socket").token("function", ".on").plain("(").token("string-expression", '"message"').plain(", (data) ").token("keyword", "=>").plain(" {\n");
    out.plain("  ").token("constant", "console").token("function", ".log").plain("(data.").token("function", "toString").plain("());\n");
    out.plain("  ").token("constant", "socket").token("function", ".close").plain("();\n});\n");
    return;
  }
  out.token("constant", "socket").token("function", ".on").plain("(").token("string-expression", '"message"').plain(", (data) ").token("keyword", "=>").plain(" ").token("constant", "console").token("function", ".log").plain("(data.").token("function", "toString").plain("()));\n");
}

/** ws, run with `node message.mjs` in a project that has the `ws` package. */
export const ws: EventClient = Object.freeze({ label: "JavaScript", lexer: "javascript", filename: "message.mjs", protocol: "ws", lang: "javascript", write: writeWs });
