/**
 * What an event snippet does, as plain frozen data: connect to a server of its protocol, then
 * send one message to a channel, or print each message that arrives on it. Made by the present
 * stage from an AsyncAPI operation (or by anyone, through `eventRequest`); the event clients
 * write it in their language, and the snippet suite runs what they write against a real server.
 */
import { RefkitError, describeValue } from "../errors.ts";
import type { JsonObject } from "../values.ts";

/** The protocols refkit has proven clients for: MQTT (against mosquitto) and WebSocket. */
export type EventProtocol = "mqtt" | "ws";

/** What an event snippet does, checked and settled. */
export interface EventRequest {
  readonly action: "send" | "receive";
  readonly protocol: EventProtocol;
  /** Over TLS (`mqtts`, `secure-mqtt`, `wss`). */
  readonly secure: boolean;
  /** The server's host name or address. */
  readonly host: string;
  /** The server's port: the given one, else the protocol's own. */
  readonly port: number;
  /**
   * MQTT: the topic (to receive, `+` may stand for a level any value fills). WebSocket: the path
   * and query the connection asks for, percent-encoded, starting with `/`.
   */
  readonly channel: string;
  /** What is sent, as text (`send` only). */
  readonly message: string | undefined;
  /** WebSocket, `send` only: the server answers on the connection; print its first message, then close. */
  readonly reply: boolean;
  /** WebSocket: the headers of the opening handshake, in order. */
  readonly headers: readonly (readonly [string, string])[];
  /** MQTT: the user name and password the connection gives, when the server asks for them. */
  readonly username: string | undefined;
  readonly password: string | undefined;
  /** MQTT: the quality of service of what is sent, and whether the broker keeps it for later subscribers. */
  readonly qos: 0 | 1 | 2;
  readonly retain: boolean;
}

/** What `eventRequest` takes. */
export interface EventRequestOptions {
  readonly action: "send" | "receive";
  /** As an AsyncAPI server names it: `mqtt`, `mqtts`, `secure-mqtt`, `ws`, `wss`. */
  readonly protocol: string;
  /** `host` or `host:port`. */
  readonly host: string;
  readonly channel: string;
  readonly message?: string;
  readonly reply?: boolean;
  readonly headers?: readonly (readonly [string, string])[];
  readonly username?: string;
  readonly password?: string;
  readonly qos?: number;
  readonly retain?: boolean;
}

/** Each protocol name an AsyncAPI server may give, with the protocol and whether it is over TLS. */
const protocols: Readonly<Record<string, { readonly protocol: EventProtocol; readonly secure: boolean; readonly port: number }>> = Object.freeze({
  mqtt: { protocol: "mqtt", secure: false, port: 1883 },
  mqtts: { protocol: "mqtt", secure: true, port: 8883 },
  "secure-mqtt": { protocol: "mqtt", secure: true, port: 8883 },
  ws: { protocol: "ws", secure: false, port: 80 },
  wss: { protocol: "ws", secure: true, port: 443 },
});

/** The protocol refkit's clients speak to a server of this protocol (as the document names it), if they speak it. */
export function eventProtocolOf(protocol: string): EventProtocol | undefined {
  const name = String(protocol).toLowerCase();
  return Object.hasOwn(protocols, name) ? protocols[name]!.protocol : undefined;
}

/** True when refkit has clients for a server of this protocol (as the document names it). */
export function hasEventClients(protocol: string): boolean {
  return eventProtocolOf(protocol) !== undefined;
}

/** The request's credentials as a client library takes them (`{ username, password }`), if it has any. */
export function credentialsOf(request: EventRequest): JsonObject | undefined {
  if (request.username === undefined) return undefined;
  return request.password === undefined ? { username: request.username } : { username: request.username, password: request.password };
}

/** The request's handshake headers as one object, in order (a name such as `__proto__` stays a name). */
export function headersOf(request: EventRequest): JsonObject {
  const headers: JsonObject = {};
  for (const [name, value] of request.headers) Object.defineProperty(headers, name, { value, enumerable: true, writable: true, configurable: true });
  return headers;
}

function invalid(key: string, message: string): RefkitError {
  return new RefkitError({ component: "EventExample", key }, message);
}

/** A host name, an IPv4 address or an IPv6 one in brackets: nothing a client would read as more than a host. */
const hostPattern = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])$/;

/** An HTTP header name: a token. */
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Splits `host[:port]`, checking both. */
function hostAndPort(text: string, fallback: number): { host: string; port: number } {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(text)!;
  const host = match[1]!;
  const port = match[2] === undefined ? fallback : Number(match[2]);
  if (!hostPattern.test(host)) throw invalid("host", `expected a host name or address, got ${describeValue(text)}`);
  if (port < 1 || port > 65535) throw invalid("host", `expected a port from 1 to 65535, got ${port}`);
  return { host, port };
}

/**
 * A WebSocket path and query as clients send them: percent-encoded as a URL parser writes them
 * (Node's WebSocket libraries send `'` in a query as `%27`; written so, every client sends the same).
 * @example asSent("/feed?name=it's 1") // "/feed?name=it%27s%201"
 */
function asSent(channel: string): string {
  const url = new URL(channel, "ws://host");
  return `${url.pathname}${url.search}`;
}

/**
 * Checks and settles what an event snippet does.
 * @example eventRequest({ action: "send", protocol: "mqtt", host: "broker.example.com", channel: "lights/1", message: "on" }).port // 1883
 */
export function eventRequest(options: EventRequestOptions): EventRequest {
  if (options.action !== "send" && options.action !== "receive") throw invalid("action", `expected "send" or "receive", got ${describeValue(options.action)}`);
  const name = String(options.protocol).toLowerCase();
  const known = Object.hasOwn(protocols, name) ? protocols[name] : undefined;
  if (known === undefined) {
    throw invalid("protocol", `expected one of ${Object.keys(protocols).join(", ")}, got ${describeValue(options.protocol)}`);
  }
  const { host, port } = hostAndPort(String(options.host), known.port);
  if (typeof options.channel !== "string" || options.channel === "") throw invalid("channel", `expected a non-empty string, got ${describeValue(options.channel)}`);
  if (known.protocol === "ws" && !options.channel.startsWith("/")) throw invalid("channel", `a WebSocket channel is a path starting with "/", got ${describeValue(options.channel)}`);
  if (options.channel.includes("\0")) throw invalid("channel", "a channel cannot hold the NUL character");
  if (options.action === "send" && typeof options.message !== "string") throw invalid("message", `a snippet that sends needs the message as text, got ${describeValue(options.message)}`);
  if (options.message?.includes("\0")) throw invalid("message", "a message given on a command line cannot hold the NUL character");
  for (const [name, value] of options.headers ?? []) {
    if (!headerName.test(String(name))) throw invalid("headers", `expected a header name (letters, digits and !#$%&'*+-.^_\`|~), got ${describeValue(name)}`);
    if (typeof value !== "string" || /[\r\n\0]/.test(value)) throw invalid("headers", `the value of ${name} must be text on one line, got ${describeValue(value)}`);
  }
  if (options.reply && (known.protocol !== "ws" || options.action !== "send")) throw invalid("reply", "only a WebSocket snippet that sends waits for a reply (on its connection)");
  const qos = options.qos ?? 0;
  if (qos !== 0 && qos !== 1 && qos !== 2) throw invalid("qos", `expected 0, 1 or 2, got ${describeValue(options.qos)}`);
  return Object.freeze({
    action: options.action,
    protocol: known.protocol,
    secure: known.secure,
    host,
    port,
    channel: known.protocol === "ws" ? asSent(options.channel) : options.channel,
    message: options.action === "send" ? options.message : undefined,
    reply: options.reply ?? false,
    headers: Object.freeze((options.headers ?? []).map(([name, value]) => Object.freeze([name, value] as const))),
    username: options.username,
    password: options.password,
    qos,
    retain: options.retain ?? false,
  });
}

/**
 * The address a client connects to: `mqtt://host:port`, `wss://host/path?query` (the port left
 * out when it is the scheme's own).
 * @example eventUrl(eventRequest({ action: "receive", protocol: "wss", host: "feed.example.com", channel: "/v1/prices" })) // "wss://feed.example.com/v1/prices"
 */
export function eventUrl(request: EventRequest): string {
  const scheme = `${request.protocol}${request.secure ? "s" : ""}`;
  const own = protocols[scheme]!.port;
  const origin = `${scheme}://${request.host}${request.port === own ? "" : `:${request.port}`}`;
  return request.protocol === "ws" ? `${origin}${request.channel}` : origin;
}
