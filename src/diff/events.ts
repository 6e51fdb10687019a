/**
 * Two versions of an event API (AsyncAPI, read into the model as a reference reads it) compared
 * for a reader's program, which is the other side of each operation: what the application sends,
 * the program receives; what the application receives, the program sends. A message the program
 * sends is compared as a request is (a new required field breaks senders), one it receives as a
 * response is (a new required field breaks nobody; a field no longer always there may). Servers
 * are matched by id, channels by address, operations by action and channel, messages by name.
 */
import type { EventChannel, EventMessage, EventModel, EventOperation, EventSchema, EventServer } from "../asyncapi/read/model.ts";
import { readEvents } from "../asyncapi/read/model.ts";
import { OpenApiDocument, type JsonObject } from "../openapi/read/document.ts";
import { inlineCode } from "../text/markdown-text.ts";
import { result, type Change, type DiffResult, type Level } from "./change.ts";
import { compareSchemas, schemaDiff, type SchemaDiff } from "./schemas.ts";

const code = inlineCode;

/** One version of an event API: its model, and its document for the schemas. */
export interface EventSide {
  readonly model: EventModel;
  readonly doc: OpenApiDocument;
}

/** Reads what the diff compares from a loaded AsyncAPI document (3.0, converted from 2.x when it was). */
export function readEventSide(document: Record<string, unknown>): EventSide {
  return { model: readEvents(document, String(document.asyncapi)), doc: new OpenApiDocument(document as JsonObject, "3.1") };
}

/** A channel's identity across versions: its address with its parameters' names left out, else (known at runtime only) its id. */
function channelKey(channel: EventChannel): string {
  return channel.address === null ? `id ${channel.id}` : channel.address.replace(/\{[^}]*\}/g, "{}");
}

/** How an operation is named in the output: its action and its channel's address, as its section's badge and path show them. */
function operationName(operation: EventOperation, channels: ReadonlyMap<string, EventChannel>): string {
  const channel = channels.get(operation.channel);
  return `${operation.action.toUpperCase()} ${channel?.address ?? channel?.id ?? operation.channel}`;
}

/** The operations by their key: action and channel, with the id added for operations that share both. */
function operationsByKey(side: EventSide, channels: ReadonlyMap<string, EventChannel>): Map<string, EventOperation> {
  const base = (operation: EventOperation) => `${operation.action} ${channelKey(channels.get(operation.channel)!)}`;
  const counts = new Map<string, number>();
  for (const operation of side.model.operations) counts.set(base(operation), (counts.get(base(operation)) ?? 0) + 1);
  return new Map(side.model.operations.map((operation) => [counts.get(base(operation))! > 1 ? `${base(operation)} ${operation.id}` : base(operation), operation]));
}

/** A message's name across versions: its `name` (what it is called on the wire), else its key. */
function messageName(message: EventMessage): string {
  return message.name ?? message.key;
}

/** A schema of a document where the model found it. */
function schemaAt(side: EventSide, schema: EventSchema) {
  return { value: side.doc.target(schema.pointer, schema.pointer).value, pointer: schema.pointer };
}

/** The names of the security schemes an operation asks for (its servers' when it says nothing), sorted. */
function securityNames(operation: EventOperation): Set<string> | undefined {
  return operation.security === undefined ? undefined : new Set(operation.security.map((scheme) => scheme.name ?? scheme.type));
}

/** What compares two versions: the sides, their channels and messages by id, and where changes go. */
interface EventDiff {
  readonly old: EventSide;
  readonly new: EventSide;
  readonly channels: { readonly old: ReadonlyMap<string, EventChannel>; readonly new: ReadonlyMap<string, EventChannel> };
  readonly messages: { readonly old: ReadonlyMap<string, EventMessage>; readonly new: ReadonlyMap<string, EventMessage> };
  readonly schemas: SchemaDiff;
  readonly emit: (change: Change) => void;
}

function compareServers(diff: EventDiff): void {
  const old = new Map(diff.old.model.servers.map((server) => [server.id, server]));
  const seen = new Set<string>();
  for (const server of diff.new.model.servers) {
    const previous = old.get(server.id);
    if (previous === undefined) {
      diff.emit({ id: "server-added", level: "info", operation: null, pointer: server.pointer, message: `The server ${code(server.id)} (${server.protocol}) is new.` });
      continue;
    }
    seen.add(server.id);
    const where = (s: EventServer) => `${s.protocol}://${s.host}${s.pathname ?? ""}`;
    if (previous.protocol !== server.protocol) diff.emit({ id: "server-protocol-changed", level: "breaking", operation: null, pointer: `${server.pointer}/protocol`, message: `The server ${code(server.id)} speaks ${code(server.protocol)} now (it spoke ${code(previous.protocol)}).` });
    else if (where(previous) !== where(server)) diff.emit({ id: "server-address-changed", level: "breaking", operation: null, pointer: `${server.pointer}/host`, message: `The server ${code(server.id)} moved from ${code(where(previous))} to ${code(where(server))}.` });
  }
  for (const server of diff.old.model.servers) {
    if (!seen.has(server.id)) diff.emit({ id: "server-removed", level: "breaking", operation: null, pointer: server.pointer, message: `The server ${code(server.id)} (${server.protocol}) was removed.` });
  }
}

function compareChannels(diff: EventDiff): void {
  const old = new Map(diff.old.model.channels.map((channel) => [channelKey(channel), channel]));
  const seen = new Set<string>();
  const name = (channel: EventChannel) => code(channel.address ?? channel.id);
  for (const channel of diff.new.model.channels) {
    const key = channelKey(channel);
    if (!old.has(key)) diff.emit({ id: "channel-added", level: "info", operation: null, pointer: channel.pointer, message: `The channel ${name(channel)} is new.` });
    else seen.add(key);
  }
  for (const [key, channel] of old) {
    if (!seen.has(key)) diff.emit({ id: "channel-removed", level: "breaking", operation: null, pointer: channel.pointer, message: `The channel ${name(channel)} was removed.` });
  }
}

/** Two versions of one message of an operation, compared on the side the reader's program is on. */
function compareMessage(diff: EventDiff, before: EventMessage, after: EventMessage, readerSends: boolean, operation: string, pointer: string): void {
  const name = code(messageName(after));
  if (before.contentType !== after.contentType) {
    diff.emit({ id: "message-content-type-changed", level: "breaking", operation, pointer, message: `The message ${name} is ${code(after.contentType)} now (it was ${code(before.contentType)}).` });
  }
  const side = readerSends ? "request" : "response";
  for (const part of ["payload", "headers"] as const) {
    const was = before[part];
    const is = after[part];
    const label = `the ${part} of the message ${name}`;
    if (was === undefined && is === undefined) continue;
    if (was === undefined || is === undefined) {
      const level: Level = readerSends ? (is === undefined ? "warning" : "breaking") : is === undefined ? "info" : "warning";
      diff.emit({ id: `message-${part}-${is === undefined ? "removed" : "added"}`, level, operation, pointer, message: `${label[0]!.toUpperCase()}${label.slice(1)} ${is === undefined ? "was removed" : "is new"}.` });
      continue;
    }
    if ((was.format ?? "") !== (is.format ?? "")) {
      diff.emit({ id: "message-schema-format-changed", level: "breaking", operation, pointer: is.pointer, message: `The schema of ${label} is ${code(is.format ?? "JSON Schema")} now (it was ${code(was.format ?? "JSON Schema")}).` });
      continue;
    }
    // A schema in another format (Avro, Protobuf…) is not compared field by field.
    if (is.format !== undefined) continue;
    compareSchemas(diff.schemas, { side, area: "body", label, operation }, schemaAt(diff.old, was), schemaAt(diff.new, is));
  }
}

function compareOperation(diff: EventDiff, before: EventOperation, after: EventOperation): void {
  const operation = operationName(after, diff.channels.new);
  // The reader's program sends what the application receives.
  const readerSends = after.action === "receive";
  const said = (value: string | undefined) => value ?? "";
  if (said(before.title ?? before.summary) !== said(after.title ?? after.summary)) {
    diff.emit({ id: "event-operation-summary-changed", level: "info", operation, pointer: after.pointer, message: `The title of ${code(operation)} changed.` });
  }
  if (said(before.description) !== said(after.description)) {
    diff.emit({ id: "event-operation-description-changed", level: "info", operation, pointer: `${after.pointer}/description`, message: `The description of ${code(operation)} changed.` });
  }
  // Compared when both versions name the operation's own schemes (otherwise its servers' apply).
  const oldSecurity = securityNames(before);
  const newSecurity = securityNames(after);
  if (oldSecurity !== undefined && newSecurity !== undefined) {
    for (const name of oldSecurity) if (!newSecurity.has(name)) diff.emit({ id: "api-security-removed", level: "breaking", operation, pointer: `${after.pointer}/security`, message: `${code(operation)} no longer accepts ${code(name)}.` });
    for (const name of newSecurity) if (!oldSecurity.has(name)) diff.emit({ id: "api-security-added", level: "info", operation, pointer: `${after.pointer}/security`, message: `${code(operation)} also accepts ${code(name)}.` });
  }
  const messages = (side: "old" | "new", op: EventOperation) => new Map(op.messages.flatMap((id) => (diff.messages[side].has(id) ? [[messageName(diff.messages[side].get(id)!), diff.messages[side].get(id)!] as const] : [])));
  const old = messages("old", before);
  const now = messages("new", after);
  for (const [name, message] of now) {
    const previous = old.get(name);
    if (previous !== undefined) {
      compareMessage(diff, previous, message, readerSends, operation, message.id);
      continue;
    }
    // A message the program may now receive is one it has not seen; one it may now send is only accepted.
    diff.emit({ id: "message-added", level: readerSends ? "info" : "warning", operation, pointer: message.id, message: readerSends ? `${code(operation)} also accepts the message ${code(name)}.` : `${code(operation)} may also bring the message ${code(name)}, which a client has not seen.` });
  }
  for (const [name, message] of old) {
    if (now.has(name)) continue;
    diff.emit({ id: "message-removed", level: readerSends ? "breaking" : "info", operation, pointer: message.id, message: readerSends ? `${code(operation)} no longer accepts the message ${code(name)}: a client that sends it may be refused.` : `${code(operation)} no longer brings the message ${code(name)}.` });
  }
}

/**
 * The changes from one version of an event API to the next, most serious first.
 * @example diffEventSides(readEventSide(v1.document), readEventSide(v2.document))
 */
export function diffEventSides(oldSide: EventSide, newSide: EventSide): DiffResult {
  const changes: Change[] = [];
  const emit = (change: Change) => changes.push(change);
  const diff: EventDiff = {
    old: oldSide,
    new: newSide,
    channels: { old: new Map(oldSide.model.channels.map((c) => [c.id, c])), new: new Map(newSide.model.channels.map((c) => [c.id, c])) },
    messages: { old: new Map(oldSide.model.messages.map((m) => [m.id, m])), new: new Map(newSide.model.messages.map((m) => [m.id, m])) },
    schemas: schemaDiff(oldSide.doc, newSide.doc, emit),
    emit,
  };
  compareServers(diff);
  compareChannels(diff);
  const old = operationsByKey(oldSide, diff.channels.old);
  const matched = new Set<string>();
  for (const [key, operation] of operationsByKey(newSide, diff.channels.new)) {
    const previous = old.get(key);
    const name = operationName(operation, diff.channels.new);
    if (previous === undefined) {
      emit({ id: "event-operation-added", level: "info", operation: name, pointer: operation.pointer, message: `${code(name)} is new.` });
      continue;
    }
    matched.add(key);
    compareOperation(diff, previous, operation);
  }
  for (const [key, operation] of old) {
    if (matched.has(key)) continue;
    const name = operationName(operation, diff.channels.old);
    emit({ id: "event-operation-removed", level: "breaking", operation: name, pointer: operation.pointer, message: `${code(name)} was removed.` });
  }
  return result(changes);
}
