/**
 * WebSocket from Python with websocket-client (`import websocket`): synchronous, and the same
 * calls in every version since 1.0 (the asyncio `websockets` renamed its header argument in 14).
 */
import type { CodeWriter } from "../../text/code-writer.ts";
import { quoteDoubled, writeLiteral } from "../../clients/literal.ts";
import { pythonStyle } from "../../clients/python/client.ts";
import { eventUrl, headersOf, type EventRequest } from "../request.ts";
import type { EventClient } from "../types.ts";

function writeWebsocketClient(req: EventRequest, out: CodeWriter): void {
  out.token("keyword", "import").plain(" websocket\n\nsocket ").token("keyword", "=").plain(" websocket.").token("function", "create_connection").plain("(\n");
  out.plain("    ").token("string-expression", quoteDoubled(eventUrl(req))).plain(",\n");
  if (req.headers.length > 0) {
    const headers = headersOf(req);
    out.plain("    ").token("parameter", "header").token("keyword", "=");
    writeLiteral(out, headers, pythonStyle, "    ");
    out.plain(",\n");
  }
  out.plain(")\n");
  if (req.action === "send") {
    out.plain("socket.").token("function", "send").plain("(").token("string-expression", quoteDoubled(req.message!)).plain(")\n");
    // The reply comes on the same connection.
    if (req.reply) out.token("function", "print").plain("(socket.").token("function", "recv").plain("(), ").token("parameter", "flush").token("keyword", "=").token("constant", "True").plain(")\n");
    out.plain("socket.").token("function", "close").plain("()\n");
    return;
  }
  out.token("keyword", "while").plain(" ").token("constant", "True").plain(":\n");
  out.plain("    ").token("function", "print").plain("(socket.").token("function", "recv").plain("(), ").token("parameter", "flush").token("keyword", "=").token("constant", "True").plain(")\n");
}

/** websocket-client, run with `python3 message.py`. */
export const websocketClient: EventClient = Object.freeze({ label: "Python", lexer: "python", filename: "message.py", protocol: "ws", lang: "python", write: writeWebsocketClient });
