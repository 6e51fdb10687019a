/** MQTT from the shell, with mosquitto's command-line clients: every argument single-quoted. */
import type { CodeWriter } from "../../text/code-writer.ts";
import { quoteShell } from "../../clients/curl/client.ts";
import type { EventRequest } from "../request.ts";
import type { EventClient } from "../types.ts";

/** One option and its argument (text quoted, a number as it is), on a continuation line. */
function option(out: CodeWriter, flag: string, argument?: string | number): void {
  out.plain(" \\\n  ").token("parameter", flag);
  if (typeof argument === "number") out.plain(" ").token("constant", String(argument));
  else if (argument !== undefined) out.plain(" ").token("string-expression", quoteShell(argument));
}

function writeMosquitto(req: EventRequest, out: CodeWriter): void {
  out.token("function", req.action === "send" ? "mosquitto_pub" : "mosquitto_sub");
  option(out, "-h", req.host);
  option(out, "-p", req.port);
  // The broker's certificate is checked against the system's authorities, as a browser does.
  if (req.secure) option(out, "--tls-use-os-certs");
  if (req.username !== undefined) option(out, "-u", req.username);
  if (req.password !== undefined) option(out, "-P", req.password);
  option(out, "-t", req.channel);
  if (req.action === "send") {
    // -m sends the text as it is, with no line end added.
    option(out, "-m", req.message!);
    if (req.qos !== 0) option(out, "-q", req.qos);
    if (req.retain) option(out, "-r");
  }
  out.plain("\n");
}

/** mosquitto_pub and mosquitto_sub, run with `sh message.sh`. */
export const mosquitto: EventClient = Object.freeze({ label: "mosquitto", lexer: "shellscript", filename: "message.sh", protocol: "mqtt", lang: "mosquitto", write: writeMosquitto });
