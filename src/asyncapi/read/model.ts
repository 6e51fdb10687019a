/**
 * The model of an AsyncAPI 3 document (as `readAsyncApi` gives it): its servers, channels,
 * operations and messages as plain data, each with the JSON pointer it was read from, and every
 * schema by pointer (the tables read it where it is, as for OpenAPI). Traits are applied; a
 * message used by several channels is one message. No component, no configuration: what a
 * reference shows of an event API, before any setting applies.
 */
import { OpenApiDocument, isObject, unescapeToken, type JsonObject } from "../../openapi/read/document.ts";
import { childPointer as child } from "../../openapi/read/error.ts";
import { jsonSafe } from "../../openapi/read/text.ts";
import { convertedFormatField } from "./schema-formats.ts";

/** A server (a broker, a WebSocket endpoint…) as declared. */
export interface EventServer {
  readonly id: string;
  /** `host[:port]`, with `{variables}`. */
  readonly host: string;
  /** `mqtt`, `ws`, `wss`, `kafka`, `amqp`… lower-case. */
  readonly protocol: string;
  readonly protocolVersion?: string;
  readonly pathname?: string;
  readonly title?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly variables: readonly EventVariable[];
  /** The security schemes a connection may use, each an alternative. */
  readonly security: readonly EventSecurity[];
  readonly bindings?: unknown;
  readonly pointer: string;
}

/** A security scheme, as a server or an operation names it. */
export interface EventSecurity {
  /** The key it is declared under in the components; absent for one declared in place. */
  readonly name?: string;
  /** `userPassword`, `apiKey`, `X509`, `httpApiKey`, `http`, `oauth2`, `openIdConnect`, `plain`, `scramSha256`… as written. */
  readonly type: string;
  readonly description?: string;
  /** Where an `apiKey` (`user`, `password`) or an `httpApiKey` (`query`, `header`, `cookie`) goes. */
  readonly in?: string;
  /** An `httpApiKey`'s parameter or header name. */
  readonly parameterName?: string;
  /** An `http` scheme's (`bearer`, `basic`…) and its bearer format. */
  readonly scheme?: string;
  readonly bearerFormat?: string;
  readonly openIdConnectUrl?: string;
  /** An OAuth 2 scheme's flows, by name, with their URLs. */
  readonly flows?: readonly { readonly flow: string; readonly authorizationUrl?: string; readonly tokenUrl?: string; readonly refreshUrl?: string }[];
  /** The scopes the requirement asks for. */
  readonly scopes: readonly string[];
}

/** A server variable or a channel parameter. */
export interface EventVariable {
  readonly name: string;
  readonly description?: string;
  readonly default?: string;
  readonly enum?: readonly string[];
  readonly examples?: readonly string[];
  /** A channel parameter's runtime expression (`$message.payload#/user/id`). */
  readonly location?: string;
}

/** A channel: an address, the messages that travel on it, and the servers it is on. */
export interface EventChannel {
  readonly id: string;
  /** The address with its `{parameters}`; `null` when it is only known at runtime. */
  readonly address: string | null;
  readonly title?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly parameters: readonly EventVariable[];
  /** Its messages' ids (see `EventMessage.id`), in order. */
  readonly messages: readonly string[];
  /** The ids of the servers it is on; empty for all of them. */
  readonly servers: readonly string[];
  readonly bindings?: unknown;
  readonly pointer: string;
}

/** What an application does on a channel: `send` a message there, or `receive` the messages that arrive. */
export interface EventOperation {
  readonly id: string;
  readonly action: "send" | "receive";
  /** The id of its channel. */
  readonly channel: string;
  readonly title?: string;
  readonly summary?: string;
  readonly description?: string;
  /** The ids of the messages it sends or receives: all of its channel's when it names none. */
  readonly messages: readonly string[];
  /** The answer expected to a request, when there is one. */
  readonly reply?: EventReply;
  readonly tags: readonly string[];
  /** The security schemes the operation asks for, each an alternative; absent when it says nothing (its servers' apply). */
  readonly security?: readonly EventSecurity[];
  readonly bindings?: unknown;
  readonly pointer: string;
}

/** An operation's reply: where it comes (a channel, or an address read at runtime) and which messages. */
export interface EventReply {
  readonly channel?: string;
  /** A runtime expression such as `$message.header#/replyTo`. */
  readonly address?: string;
  readonly messages: readonly string[];
}

/** A schema: where it is, and its format when it is not AsyncAPI's own (JSON Schema). */
export interface EventSchema {
  readonly pointer: string;
  /** A multi-format schema's `schemaFormat` (Protobuf…) when refkit cannot read it; absent for JSON Schema and OpenAPI's. */
  readonly format?: string;
  /** The format it was written in when it was converted to JSON Schema to be read (Avro: see schema-formats.ts). */
  readonly convertedFrom?: string;
}

/** A message: its payload and headers, its examples. */
export interface EventMessage {
  /** Where the message is declared once its references are followed (one message in several channels is one). */
  readonly id: string;
  /** The key it is listed under, where it is declared (`lightMeasured`). */
  readonly key: string;
  readonly name?: string;
  readonly title?: string;
  readonly summary?: string;
  readonly description?: string;
  /** Its own content type, else the document's `defaultContentType`, else JSON's. */
  readonly contentType: string;
  readonly payload?: EventSchema;
  readonly headers?: EventSchema;
  readonly correlationId?: { readonly location: string; readonly description?: string };
  readonly examples: readonly { readonly name?: string; readonly summary?: string; readonly headers?: unknown; readonly payload?: unknown }[];
  readonly bindings?: unknown;
}

/** An AsyncAPI document as refkit shows it. */
export interface EventModel {
  /** The version the file declared (`2.6.0` for a converted document). */
  readonly declaredVersion: string;
  readonly title: string;
  readonly version: string;
  readonly description?: string;
  readonly servers: readonly EventServer[];
  readonly channels: readonly EventChannel[];
  readonly operations: readonly EventOperation[];
  /** Every message: the channels' and the operations' first, then the components' that no channel lists. */
  readonly messages: readonly EventMessage[];
}

const jsonType = "application/json";

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** `key: value` when the value is there, for spreading into a plain object. */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** The entries of a map (an object), in order; nothing for anything else. */
function entries(value: unknown): [string, unknown][] {
  return isObject(value) ? Object.entries(value) : [];
}

/** The key a pointer of the form `#/<section>/<key>` names, or `undefined`. */
function keyUnder(pointer: string, section: string): string | undefined {
  const prefix = `#/${section}/`;
  if (!pointer.startsWith(prefix)) return undefined;
  const rest = pointer.slice(prefix.length);
  return rest.includes("/") ? undefined : unescapeToken(rest);
}

/** An object with its traits applied, and where each of its fields was declared (a trait's, or its own). */
interface Traited {
  readonly value: JsonObject;
  /** The pointer of a field's declaration: the object's own when it has the field, else the last trait's that has it. */
  at(key: string): string;
}

/**
 * Applies traits: each trait's fields laid over the ones before (a JSON merge patch, objects merged
 * key by key), then the object's own fields over them all, since its own say wins.
 */
function withTraits(doc: OpenApiDocument, value: JsonObject, pointer: string): Traited {
  const origins = new Map<string, string>();
  const traits = Array.isArray(value.traits) ? value.traits : [];
  let merged: JsonObject = {};
  traits.forEach((trait, i) => {
    const found = doc.deref(trait, child(child(pointer, "traits"), i));
    if (!isObject(found.value)) return;
    merged = mergePatch(merged, found.value);
    for (const key of Object.keys(found.value)) origins.set(key, child(found.pointer, key));
  });
  const { traits: _traits, ...own } = value;
  for (const key of Object.keys(own)) origins.set(key, child(pointer, key));
  return { value: traits.length === 0 ? value : mergePatch(merged, own), at: (key) => origins.get(key) ?? child(pointer, key) };
}

function mergePatch(target: JsonObject, patch: JsonObject): JsonObject {
  const out: JsonObject = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = isObject(value) && isObject(out[key]) ? mergePatch(out[key] as JsonObject, value) : value;
  }
  return out;
}

/** Reads the document's parts in order. */
class EventReader {
  readonly #messages = new Map<string, EventMessage>();

  constructor(
    readonly doc: OpenApiDocument,
    readonly defaultContentType: string,
  ) {}

  get messages(): EventMessage[] {
    return [...this.#messages.values()];
  }

  server(id: string, value: unknown, pointer: string): EventServer {
    const found = this.doc.deref(value, pointer);
    const server = isObject(found.value) ? found.value : {};
    return {
      id,
      host: String(server.host ?? ""),
      protocol: String(server.protocol ?? "").toLowerCase(),
      ...optional("protocolVersion", text(server.protocolVersion)),
      ...optional("pathname", text(server.pathname)),
      ...optional("title", text(server.title)),
      ...optional("summary", text(server.summary)),
      ...optional("description", text(server.description)),
      variables: entries(server.variables).map(([name, variable]) => this.variable(name, variable, child(child(found.pointer, "variables"), name))),
      security: this.security(server.security, child(found.pointer, "security")),
      ...optional("bindings", server.bindings === undefined ? undefined : jsonSafe(this.doc.deref(server.bindings, child(found.pointer, "bindings")).value)),
      pointer: found.pointer,
    };
  }

  /** A list of security schemes (a server's, an operation's), each with its name when it is a component. */
  security(value: unknown, pointer: string): EventSecurity[] {
    return (Array.isArray(value) ? value : []).flatMap((item, i) => {
      const found = this.doc.deref(item, child(pointer, i));
      if (!isObject(found.value) || typeof found.value.type !== "string") return [];
      const scheme = found.value;
      const flows = entries(scheme.flows).flatMap(([flow, value]) =>
        isObject(value) ? [{ flow, ...optional("authorizationUrl", text(value.authorizationUrl)), ...optional("tokenUrl", text(value.tokenUrl)), ...optional("refreshUrl", text(value.refreshUrl)) }] : [],
      );
      return [
        {
          ...optional("name", keyUnder(found.pointer, "components/securitySchemes")),
          type: String(scheme.type),
          ...optional("description", text(scheme.description)),
          ...optional("in", text(scheme.in)),
          ...optional("parameterName", text(scheme.name)),
          ...optional("scheme", text(scheme.scheme)),
          ...optional("bearerFormat", text(scheme.bearerFormat)),
          ...optional("openIdConnectUrl", text(scheme.openIdConnectUrl)),
          ...(flows.length > 0 ? { flows } : {}),
          scopes: Array.isArray(scheme.scopes) ? scheme.scopes.filter((scope): scope is string => typeof scope === "string") : [],
        },
      ];
    });
  }

  variable(name: string, value: unknown, pointer: string): EventVariable {
    const found = this.doc.deref(value, pointer).value;
    const variable = isObject(found) ? found : {};
    const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : undefined);
    return {
      name,
      ...optional("description", text(variable.description)),
      ...optional("default", typeof variable.default === "string" ? variable.default : undefined),
      ...optional("enum", strings(variable.enum)),
      ...optional("examples", strings(variable.examples)),
      ...optional("location", text(variable.location)),
    };
  }

  channel(id: string, value: unknown, pointer: string): EventChannel {
    const found = this.doc.deref(value, pointer);
    const channel = isObject(found.value) ? found.value : {};
    return {
      id,
      address: typeof channel.address === "string" ? channel.address : null,
      ...optional("title", text(channel.title)),
      ...optional("summary", text(channel.summary)),
      ...optional("description", text(channel.description)),
      parameters: entries(channel.parameters).map(([name, parameter]) => this.variable(name, parameter, child(child(found.pointer, "parameters"), name))),
      messages: entries(channel.messages).map(([key, message]) => this.message(key, message, child(child(found.pointer, "messages"), key))),
      servers: (Array.isArray(channel.servers) ? channel.servers : []).flatMap((server, i) => {
        const key = keyUnder(this.doc.deref(server, child(child(found.pointer, "servers"), i)).pointer, "servers");
        return key === undefined ? [] : [key];
      }),
      ...optional("bindings", channel.bindings === undefined ? undefined : jsonSafe(this.doc.deref(channel.bindings, child(found.pointer, "bindings")).value)),
      pointer: found.pointer,
    };
  }

  /** Reads a message once, wherever it is listed: its id, the place it is declared. */
  message(key: string, value: unknown, pointer: string): string {
    const found = this.doc.deref(value, pointer);
    const known = this.#messages.get(found.pointer);
    if (known) return known.id;
    const traited = withTraits(this.doc, isObject(found.value) ? found.value : {}, found.pointer);
    const message = traited.value;
    const declaredKey = found.pointer === pointer ? key : unescapeToken(found.pointer.slice(found.pointer.lastIndexOf("/") + 1));
    const correlation = message.correlationId === undefined ? undefined : this.doc.deref(message.correlationId, traited.at("correlationId")).value;
    const read: EventMessage = {
      id: found.pointer,
      key: declaredKey,
      ...optional("name", text(message.name)),
      ...optional("title", text(message.title)),
      ...optional("summary", text(message.summary)),
      ...optional("description", text(message.description)),
      contentType: text(message.contentType) ?? this.defaultContentType,
      ...optional("payload", this.schema(message.payload, traited.at("payload"))),
      ...optional("headers", this.schema(message.headers, traited.at("headers"))),
      ...optional("correlationId", isObject(correlation) && typeof correlation.location === "string" ? { location: correlation.location, ...optional("description", text(correlation.description)) } : undefined),
      examples: (Array.isArray(message.examples) ? message.examples : []).flatMap((example) =>
        isObject(example)
          ? [{ ...optional("name", text(example.name)), ...optional("summary", text(example.summary)), ...optional("headers", example.headers === undefined ? undefined : jsonSafe(example.headers)), ...optional("payload", example.payload === undefined ? undefined : jsonSafe(example.payload)) }]
          : [],
      ),
      ...optional("bindings", message.bindings === undefined ? undefined : jsonSafe(this.doc.deref(message.bindings, traited.at("bindings")).value)),
    };
    this.#messages.set(found.pointer, read);
    return read.id;
  }

  /** A schema, or a multi-format schema (`{ schemaFormat, schema }`): where its schema is. */
  schema(value: unknown, pointer: string): EventSchema | undefined {
    if (value === undefined) return undefined;
    const found = this.doc.deref(value, pointer);
    if (isObject(found.value) && typeof found.value.schemaFormat === "string" && Object.hasOwn(found.value, "schema")) {
      const inner = this.doc.deref(found.value.schema, child(found.pointer, "schema"));
      const format = found.value.schemaFormat;
      const converted = found.value[convertedFormatField];
      return { pointer: inner.pointer, ...(isJsonSchemaFormat(format) ? {} : { format }), ...(typeof converted === "string" ? { convertedFrom: converted } : {}) };
    }
    return { pointer: found.pointer };
  }

  operation(id: string, value: unknown, pointer: string, channels: ReadonlyMap<string, EventChannel>): EventOperation | undefined {
    const found = this.doc.deref(value, pointer);
    if (!isObject(found.value)) return undefined;
    const traited = withTraits(this.doc, found.value, found.pointer);
    const operation = traited.value;
    const channelKey = operation.channel === undefined ? undefined : keyUnder(this.doc.deref(operation.channel, child(found.pointer, "channel")).pointer, "channels");
    const channel = channelKey === undefined ? undefined : channels.get(channelKey);
    if (channel === undefined || (operation.action !== "send" && operation.action !== "receive")) return undefined;
    const listed = (Array.isArray(operation.messages) ? operation.messages : []).map((message, i) => this.listedMessage(message, child(child(found.pointer, "messages"), i)));
    return {
      id,
      action: operation.action,
      channel: channel.id,
      ...optional("title", text(operation.title)),
      ...optional("summary", text(operation.summary)),
      ...optional("description", text(operation.description)),
      messages: listed.length > 0 ? listed : channel.messages,
      ...optional("reply", this.reply(operation.reply, child(found.pointer, "reply"))),
      tags: (Array.isArray(operation.tags) ? operation.tags : []).flatMap((tag, i) => {
        const name = this.doc.deref(tag, child(traited.at("tags"), i)).value;
        return isObject(name) && typeof name.name === "string" ? [name.name] : [];
      }),
      ...optional("security", operation.security === undefined ? undefined : this.security(operation.security, traited.at("security"))),
      ...optional("bindings", operation.bindings === undefined ? undefined : jsonSafe(this.doc.deref(operation.bindings, traited.at("bindings")).value)),
      pointer: found.pointer,
    };
  }

  /** A message an operation or a reply names: a reference to a channel's message, named where it leads. */
  listedMessage(value: unknown, pointer: string): string {
    return this.message("message", value, pointer);
  }

  reply(value: unknown, pointer: string): EventReply | undefined {
    if (value === undefined) return undefined;
    const found = this.doc.deref(value, pointer);
    if (!isObject(found.value)) return undefined;
    const reply = found.value;
    const channel = reply.channel === undefined ? undefined : keyUnder(this.doc.deref(reply.channel, child(found.pointer, "channel")).pointer, "channels");
    const address = reply.address === undefined ? undefined : this.doc.deref(reply.address, child(found.pointer, "address")).value;
    return {
      ...optional("channel", channel),
      ...optional("address", isObject(address) && typeof address.location === "string" ? address.location : undefined),
      messages: (Array.isArray(reply.messages) ? reply.messages : []).map((message, i) => this.listedMessage(message, child(child(found.pointer, "messages"), i))),
    };
  }
}

/** AsyncAPI's own schema format, JSON Schema's and OpenAPI's (3.0's `nullable` included), which the tables read as they are. */
function isJsonSchemaFormat(format: string): boolean {
  return /^application\/(vnd\.aai\.asyncapi(\+json|\+yaml)?|schema(\+json|\+yaml)?|vnd\.oai\.openapi(\+json|\+yaml)?)(;|$)/i.test(format.trim());
}

/**
 * Reads a loaded AsyncAPI 3 document (from `readAsyncApi`) into its model.
 * @example const events = readEvents(loaded.document, loaded.declaredVersion);
 */
export function readEvents(document: Record<string, unknown>, declaredVersion: string): EventModel {
  const doc = new OpenApiDocument(document as JsonObject, "3.1");
  const root = doc.root;
  const info = isObject(root.info) ? root.info : {};
  const reader = new EventReader(doc, text(root.defaultContentType) ?? jsonType);
  const servers = entries(root.servers).map(([id, server]) => reader.server(id, server, child("#/servers", id)));
  const channels = entries(root.channels).map(([id, channel]) => reader.channel(id, channel, child("#/channels", id)));
  const byId = new Map(channels.map((channel) => [channel.id, channel]));
  const operations = entries(root.operations).flatMap(([id, operation]) => reader.operation(id, operation, child("#/operations", id), byId) ?? []);
  // A message no channel lists still has its place.
  const components = isObject(root.components) ? root.components : {};
  for (const [key, message] of entries(components.messages)) reader.message(key, message, child("#/components/messages", key));
  return {
    declaredVersion,
    title: text(info.title) ?? "API",
    version: text(info.version) ?? "",
    ...optional("description", text(info.description)),
    servers,
    channels,
    operations,
    messages: reader.messages,
  };
}
