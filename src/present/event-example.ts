/**
 * What an AsyncAPI operation's example does, read from the model. The document describes an
 * application, and a reader's client is its counterpart: it receives what the application sends,
 * and sends what the application receives (printing the reply, when one comes on its WebSocket).
 * Read from the model: the server it connects to (the
 * first of its channel's servers whose protocol refkit has proven clients for), the channel's
 * address with its parameters filled, the message it sends (its first example, else one made from
 * its schema), and the credentials its security asks for, as placeholders. A protocol without
 * clients (Kafka, AMQP…) gets no snippet, and a line that says so. Pure: the model in, nodes out.
 */
import { EventExample } from "../components/event-example.ts";
import { Markdown } from "../components/markdown.ts";
import type { Node } from "../components/node.ts";
import type { EventChannel, EventMessage, EventOperation, EventSecurity, EventServer, EventVariable } from "../asyncapi/read/model.ts";
import { eventProtocolOf, type EventRequestOptions } from "../event-clients/index.ts";
import { RefkitError } from "../errors.ts";
import { codeSpan } from "../openapi/read/text.ts";
import type { EventContext } from "./event-context.ts";
import { format, type InterfaceStrings } from "../locale/index.ts";

/** A variable's value in an example: its first example, its default, its first allowed value, else its name as a placeholder. */
function exampleValue(variable: EventVariable): string {
  return variable.examples?.[0] ?? variable.default ?? variable.enum?.[0] ?? `<${variable.name}>`;
}

/** `text` with each `{name}` replaced by `value(name)` (a name no variable declares stays as it is). */
function fill(text: string, variables: readonly EventVariable[], value: (variable: EventVariable, whole: boolean) => string): string {
  return text.replace(/\{([^{}]+)\}/g, (match, name: string, at: number) => {
    const variable = variables.find((v) => v.name === name);
    if (variable === undefined) return match;
    const whole = (at === 0 || text[at - 1] === "/") && (at + match.length === text.length || text[at + match.length] === "/");
    return value(variable, whole);
  });
}

/** The servers an operation's channel is on: those it names, else all of them. */
export function channelServers(channel: EventChannel, servers: readonly EventServer[]): EventServer[] {
  return channel.servers.length > 0 ? servers.filter((server) => channel.servers.includes(server.id)) : [...servers];
}

/** A message's example payload: its first example's, else one made from its schema. */
export function examplePayload(context: EventContext, message: EventMessage): unknown {
  const given = message.examples.find((example) => example.payload !== undefined);
  if (given) return given.payload;
  if (message.payload === undefined || message.payload.format !== undefined) return undefined;
  const schema = message.payload.pointer;
  return context.schemas.sample(context.schemas.view(context.schemas.doc.target(schema, schema).value, schema), "response");
}

/** The text a snippet sends: a string as it is, any other value as compact JSON. */
function messageText(payload: unknown): string {
  if (payload === undefined) return "";
  return typeof payload === "string" ? payload : JSON.stringify(payload);
}

/** What a content type's message is written as in a snippet: text (JSON, any `text/`, XML, YAML), or not. */
function isText(contentType: string): boolean {
  return /^(?:application\/(?:[\w.+-]*\+)?(?:json|xml|yaml)|text\/)/i.test(contentType);
}

/** The credentials a scheme asks for, as the request's fields; or why the snippet leaves them out. */
function credentials(security: EventSecurity, protocol: "mqtt" | "ws", text: InterfaceStrings): Partial<EventRequestOptions> | string {
  const name = security.name === undefined ? codeSpan(security.type) : codeSpan(security.name);
  if (protocol === "mqtt") {
    if (security.type === "userPassword" || security.type === "plain") return { username: "<USER>", password: "<PASSWORD>" };
    if (security.type === "apiKey") return security.in === "password" ? { username: "<USER>", password: "<API_KEY>" } : { username: "<API_KEY>" };
    return format(text.evLeaveOut, { name });
  }
  if (security.type === "httpApiKey" && security.in === "header" && security.parameterName) return { headers: [[security.parameterName, "<API_KEY>"]] };
  // In the query: `queryKey` puts it in the channel.
  if (security.type === "httpApiKey" && security.in === "query" && security.parameterName) return {};
  if (security.type === "http" && security.scheme?.toLowerCase() === "bearer") return { headers: [["Authorization", "Bearer <TOKEN>"]] };
  if (security.type === "oauth2" || security.type === "openIdConnect") return { headers: [["Authorization", "Bearer <TOKEN>"]] };
  if (security.type === "http" && security.scheme?.toLowerCase() === "basic") return { headers: [["Authorization", "Basic <CREDENTIALS>"]] };
  return format(text.evLeaveOut, { name });
}

/** A query parameter an `httpApiKey` in the query adds to a WebSocket channel. */
function queryKey(security: EventSecurity | undefined): string {
  if (security?.type !== "httpApiKey" || security.in !== "query" || !security.parameterName) return "";
  return `${encodeURIComponent(security.parameterName)}=${encodeURIComponent("<API_KEY>")}`;
}

/** `path` and `address` as one path: one `/` between them, one at the start. */
function joinPath(path: string | undefined, address: string): string {
  const head = (path ?? "").replace(/\/+$/, "");
  const tail = address.startsWith("/") ? address : `/${address}`;
  return `${head.startsWith("/") || head === "" ? head : `/${head}`}${tail}`;
}

/** An MQTT operation's `qos` and `retain`, from its bindings. */
function mqttBindings(operation: EventOperation): Pick<EventRequestOptions, "qos" | "retain"> {
  const mqtt = (operation.bindings as { mqtt?: { qos?: unknown; retain?: unknown } } | undefined)?.mqtt;
  return {
    ...(mqtt?.qos === 0 || mqtt?.qos === 1 || mqtt?.qos === 2 ? { qos: mqtt.qos } : {}),
    ...(typeof mqtt?.retain === "boolean" ? { retain: mqtt.retain } : {}),
  };
}

/**
 * The nodes of an operation's example: its snippets (an `EventExample`), with a line on anything
 * they leave out; or, when none of its servers speaks a protocol refkit has clients for, that line.
 */
export function eventExampleNodes(operation: EventOperation, channel: EventChannel, context: EventContext): Node[] {
  const servers = channelServers(channel, context.model.servers);
  const { text } = context;
  if (servers.length === 0) return [Markdown(text.evNoServer)];
  const server = servers.find((candidate) => eventProtocolOf(candidate.protocol) !== undefined);
  if (server === undefined) {
    const protocols = [...new Set(servers.map((candidate) => candidate.protocol))].map(codeSpan).join(", ");
    return [Markdown(format(text.evNoClient, { protocols }))];
  }
  if (channel.address === null) return [Markdown(text.evNoAddress)];
  const protocol = eventProtocolOf(server.protocol)!;
  const action = operation.action === "send" ? "receive" : "send";
  const reply = action === "send" && protocol === "ws" && operation.reply !== undefined;
  const notes: string[] = [action === "receive" ? text.evPrintsArrivals : reply ? text.evSendsAndReply : text.evSendsExample];
  const message = operation.messages.map((id) => context.messages.get(id)).find((found) => found !== undefined);
  const payload = message === undefined ? undefined : examplePayload(context, message);
  if (action === "send" && message !== undefined && !isText(message.contentType)) notes.push(format(text.evSentAsText, { type: codeSpan(message.contentType) }));
  const security = operation.security ?? server.security;
  const scheme = security[0];
  const auth = scheme === undefined ? {} : credentials(scheme, protocol, text);
  if (typeof auth === "string") notes.push(auth);
  const host = fill(server.host, server.variables, exampleValue);
  // A receiving MQTT client subscribes to every value of a parameter that is a whole level (`+`).
  const address = fill(channel.address, channel.parameters, (variable, whole) => (protocol === "mqtt" ? (action === "receive" && whole ? "+" : exampleValue(variable)) : encodeURIComponent(exampleValue(variable))));
  const query = protocol === "ws" ? queryKey(scheme) : "";
  const channelText = protocol === "ws" ? `${joinPath(server.pathname, address)}${query === "" ? "" : `${address.includes("?") ? "&" : "?"}${query}`}` : address;
  const options: EventRequestOptions = {
    action,
    protocol: server.protocol,
    host,
    channel: channelText,
    ...(action === "send" ? { message: messageText(payload), reply } : {}),
    ...(typeof auth === "string" ? {} : auth),
    ...(protocol === "mqtt" ? mqttBindings(operation) : {}),
  };
  let example: Node;
  try {
    example = EventExample(options);
  } catch (error) {
    if (!(error instanceof RefkitError)) throw error;
    return [Markdown(format(text.evNoSnippet, { reason: codeSpan(error.message) }))];
  }
  const where = servers.length > 1 ? format(text.evConnectsTo, { id: codeSpan(server.id) }) : "";
  return [example, Markdown([notes[0], where, ...notes.slice(1)].filter((line) => line !== "").join(" "))];
}
