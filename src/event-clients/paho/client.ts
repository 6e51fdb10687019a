/** MQTT from Python with paho-mqtt's helpers (`publish.single`, `subscribe.callback`), which read alike in paho 1.6 and 2. */
import type { CodeWriter } from "../../text/code-writer.ts";
import { quoteDoubled, writeLiteral } from "../../clients/literal.ts";
import { pythonStyle } from "../../clients/python/client.ts";
import { credentialsOf, type EventRequest } from "../request.ts";
import type { EventClient } from "../types.ts";

/** `    name=` of a keyword argument. */
function argument(out: CodeWriter, name: string): CodeWriter {
  return out.plain("    ").token("parameter", name).token("keyword", "=");
}

/** The connection's keyword arguments: the broker, the credentials, TLS. */
function writeConnection(req: EventRequest, out: CodeWriter): void {
  argument(out, "hostname").token("string-expression", quoteDoubled(req.host)).plain(",\n");
  argument(out, "port").token("constant", String(req.port)).plain(",\n");
  const auth = credentialsOf(req);
  if (auth !== undefined) {
    writeLiteral(argument(out, "auth"), auth, pythonStyle, "    ");
    out.plain(",\n");
  }
  // An empty dict: TLS with the system's authorities.
  if (req.secure) argument(out, "tls").plain("{},\n");
}

function writePaho(req: EventRequest, out: CodeWriter): void {
  if (req.action === "send") {
    out.token("keyword", "import").plain(" paho.mqtt.publish ").token("keyword", "as").plain(" publish\n\npublish.").token("function", "single").plain("(\n");
    out.plain("    ").token("string-expression", quoteDoubled(req.channel)).plain(",\n");
    argument(out, "payload").token("string-expression", quoteDoubled(req.message!)).plain(",\n");
    if (req.qos !== 0) argument(out, "qos").token("constant", String(req.qos)).plain(",\n");
    if (req.retain) argument(out, "retain").token("constant", "True").plain(",\n");
    writeConnection(req, out);
    out.plain(")\n");
    return;
  }
  out.token("keyword", "import").plain(" paho.mqtt.subscribe ").token("keyword", "as").plain(" subscribe\n\n\n");
  out.token("keyword", "def").plain(" ").token("function", "show").plain("(client, userdata, message):\n");
  out.plain("    ").token("function", "print").plain("(message.payload.").token("function", "decode").plain("(), ").token("parameter", "flush").token("keyword", "=").token("constant", "True").plain(")\n\n\n");
  out.plain("subscribe.").token("function", "callback").plain("(\n    show,\n");
  out.plain("    ").token("string-expression", quoteDoubled(req.channel)).plain(",\n");
  writeConnection(req, out);
  out.plain(")\n");
}

/** paho-mqtt, run with `python3 message.py`. */
export const paho: EventClient = Object.freeze({ label: "Python", lexer: "python", filename: "message.py", protocol: "mqtt", lang: "python", write: writePaho });
