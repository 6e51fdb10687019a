/**
 * The event clients, by token, and the snippets of an event request: every client of its
 * protocol, in this order (the command line first, then JavaScript, then Python).
 */
import { CodeWriter } from "../text/code-writer.ts";
import type { Snippet } from "../snippets.ts";
import { mosquitto } from "./mosquitto/client.ts";
import { mqttjs } from "./mqttjs/client.ts";
import { paho } from "./paho/client.ts";
import type { EventRequest } from "./request.ts";
import type { EventClient } from "./types.ts";
import { websocketClient } from "./websocket-client/client.ts";
import { ws } from "./ws/client.ts";

export type { EventClient } from "./types.ts";
export { eventProtocolOf, eventRequest, eventUrl, hasEventClients, type EventProtocol, type EventRequest, type EventRequestOptions } from "./request.ts";

/** Every event client, by the name of its folder. */
export const eventClients: Readonly<Record<string, EventClient>> = Object.freeze({
  mosquitto,
  mqttjs,
  paho,
  ws,
  "websocket-client": websocketClient,
});

/** One client's snippet of a request (highlighted, unless `highlight` is false). */
export function eventSnippet(client: EventClient, request: EventRequest, options: { readonly highlight?: boolean } = {}): Snippet {
  const out = new CodeWriter({ highlight: options.highlight ?? true });
  client.write(request, out);
  const { text, html } = out.done();
  return Object.freeze({ token: client.lang, label: client.label, lexer: client.lexer, filename: client.filename, code: text, html });
}

/**
 * The snippets of an event request: one per client of its protocol, in tab order.
 * @example eventSnippets(eventRequest({ action: "receive", protocol: "mqtt", host: "broker.example.com", channel: "lights/+" }))[0].code
 * // "mosquitto_sub \\\n  -h 'broker.example.com' \\\n  -p 1883 \\\n  -t 'lights/+'\n"
 */
export function eventSnippets(request: EventRequest): Snippet[] {
  return Object.values(eventClients)
    .filter((client) => client.protocol === request.protocol)
    .map((client) => eventSnippet(client, request));
}
