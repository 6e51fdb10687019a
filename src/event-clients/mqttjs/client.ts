/** MQTT from JavaScript (Node) with the `mqtt` package (MQTT.js 5), as an ES module. */
import type { CodeWriter } from "../../text/code-writer.ts";
import { quoteDoubled, writeLiteral } from "../../clients/literal.ts";
import { jsStyle } from "../../clients/javascript/client.ts";
import { credentialsOf, eventUrl, type EventRequest } from "../request.ts";
import type { EventClient } from "../types.ts";

function writeMqttJs(req: EventRequest, out: CodeWriter): void {
  out.token("keyword", "import").plain(" mqtt ").token("keyword", "from").plain(" ").token("string-expression", '"mqtt"').plain(";\n\n");
  out.token("keyword", "const").plain(" ").token("constant", "client").plain(" ").token("keyword", "=").plain(" mqtt.").token("function", "connect").plain("(").token("string-expression", quoteDoubled(eventUrl(req)));
  const auth = credentialsOf(req);
  if (auth !== undefined) {
    out.plain(", ");
    writeLiteral(out, auth, jsStyle, "");
  }
  out.plain(");\n");
  // A refused connection would be tried again and again: say why, and stop.
  out.token("constant", "client").token("function", ".on").plain("(").token("string-expression", '"error"').plain(", (error) ").token("keyword", "=>").plain(" {\n");
  out.plain("  ").token("constant", "console").token("function", ".error").plain("(error.message);\n");
  out.plain("  process.exitCode ").token("keyword", "=").plain(" ").token("constant", "1").plain(";\n");
  out.plain("  ").token("constant", "client").token("function", ".end").plain("();\n});\n");
  if (req.action === "send") {
    out.token("constant", "client").token("function", ".on").plain("(").token("string-expression", '"connect"').plain(", ").token("keyword", "async").plain(" () ").token("keyword", "=>").plain(" {\n");
    out.plain("  ").token("keyword", "await").plain(" ").token("constant", "client").token("function", ".publishAsync").plain("(").token("string-expression", quoteDoubled(req.channel)).plain(", ").token("string-expression", quoteDoubled(req.message!));
    const options = [...(req.qos === 0 ? [] : [["qos", String(req.qos)]]), ...(req.retain ? [["retain", "true"]] : [])];
    if (options.length > 0) {
      out.plain(", { ");
      options.forEach(([key, value], i) => out.plain(`${i === 0 ? "" : ", "}${key}`).token("keyword", ":").plain(" ").token("constant", value!));
      out.plain(" }");
    }
    out.plain(");\n");
    out.plain("  ").token("keyword", "await").plain(" ").token("constant", "client").token("function", ".endAsync").plain("();\n});\n");
    return;
  }
  out.token("constant", "client").token("function", ".on").plain("(").token("string-expression", '"connect"').plain(", () ").token("keyword", "=>").plain(" ").token("constant", "client").token("function", ".subscribe").plain("(").token("string-expression", quoteDoubled(req.channel)).plain("));\n");
  out.token("constant", "client").token("function", ".on").plain("(").token("string-expression", '"message"').plain(", (topic, message) ").token("keyword", "=>").plain(" ").token("constant", "console").token("function", ".log").plain("(message.").token("function", "toString").plain("()));\n");
}

/** MQTT.js, run with `node message.mjs` in a project that has the `mqtt` package. */
export const mqttjs: EventClient = Object.freeze({ label: "JavaScript", lexer: "javascript", filename: "message.mjs", protocol: "mqtt", lang: "javascript", write: writeMqttJs });
