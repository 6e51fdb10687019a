/**
 * An AsyncAPI operation as a section: the action's badge (`SEND`, `RECEIVE`: told apart by word
 * and by colour) and the channel's address, what the operation does, its snippets (event-example.ts), the channel's parameters,
 * each message's payload and headers as field tables with an example, the reply, the servers and
 * the bindings as they are. Pure: the model and the document in, nodes out.
 */
import { Endpoint } from "../components/endpoint.ts";
import { FieldTable } from "../components/field-table.ts";
import { JsonResponse } from "../components/json-response.ts";
import { Markdown } from "../components/markdown.ts";
import type { Node } from "../components/node.ts";
import { Section, slug, type SectionNode } from "../components/section.ts";
import type { EventChannel, EventMessage, EventOperation, EventSchema, EventSecurity, EventVariable } from "../asyncapi/read/model.ts";
import type { EventContext } from "./event-context.ts";
import { codeSpan } from "../openapi/read/text.ts";
import { humanName, summaryTitle } from "../openapi/read/operation.ts";
import { channelServers, eventExampleNodes, examplePayload } from "./event-example.ts";

export { eventContext, type EventContext } from "./event-context.ts";
import { markdownText } from "../text/markdown-text.ts";
import type { Field } from "../tables.ts";
import { commonmark } from "../tables.ts";

/** An operation's title: its own, else its summary when it reads as a title (as an OpenAPI operation's), else its id in words. */
export function eventOperationTitle(operation: EventOperation): string {
  return operation.title ?? summaryTitle(operation.summary) ?? humanName(operation.id);
}

/** The SASL mechanisms and other schemes named by their type alone. */
const schemeWords: Readonly<Record<string, string>> = Object.freeze({
  userPassword: "a user name and password",
  X509: "an X.509 client certificate",
  symmetricEncryption: "symmetric encryption",
  asymmetricEncryption: "asymmetric encryption",
  plain: "SASL PLAIN",
  scramSha256: "SASL SCRAM-SHA-256",
  scramSha512: "SASL SCRAM-SHA-512",
  gssapi: "SASL GSSAPI (Kerberos)",
});

/**
 * What a security scheme takes, in words (Markdown): "an API key as the user", "OAuth 2.0
 * (client credentials; scopes `streetlights:on`)"…
 * @example securityText({ type: "apiKey", in: "user", scopes: [] }) // "an API key as the user"
 */
export function securityText(security: EventSecurity): string {
  const scopes = security.scopes.length > 0 ? `scopes ${security.scopes.map(codeSpan).join(", ")}` : "";
  switch (security.type) {
    case "apiKey":
      return `an API key as the ${security.in ?? "user"}`;
    case "httpApiKey":
      return `an API key in the ${codeSpan(security.parameterName ?? "")} ${security.in ?? "header"}`;
    case "http":
      return `HTTP ${security.scheme ?? ""} authentication${security.bearerFormat ? ` (${security.bearerFormat})` : ""}`.replace("  ", " ");
    case "oauth2": {
      const flows = (security.flows ?? []).map((flow) => humanName(flow.flow).toLowerCase());
      const details = [flows.length > 0 ? `${flows.join(", ")}` : "", scopes].filter((part) => part !== "").join("; ");
      return `OAuth 2.0${details ? ` (${details})` : ""}`;
    }
    case "openIdConnect":
      return `OpenID Connect${security.openIdConnectUrl ? ` (discovery: ${codeSpan(security.openIdConnectUrl)}${scopes ? `; ${scopes}` : ""})` : ""}`;
    default:
      return schemeWords[security.type] ?? codeSpan(security.type);
  }
}

/** A scheme's name as a reader sees it: its component key, else what it takes. */
export function securityName(security: EventSecurity): string {
  return security.name === undefined ? securityText(security) : `${codeSpan(security.name)} (${securityText(security)})`;
}

/** The address a section shows: the channel's, or its id when the address is known only at runtime. */
export function channelAddress(channel: EventChannel): string {
  return channel.address ?? channel.id;
}

/** A parameter of a channel, or a variable of a server, as a row: always required, a string. Shared with the channels page. */
export function variableField(variable: EventVariable): Field {
  const facts = [
    variable.description ?? "",
    variable.enum ? `One of: ${variable.enum.map(codeSpan).join(", ")}.` : "",
    variable.default !== undefined ? `Default: ${codeSpan(variable.default)}.` : "",
    variable.examples && variable.examples.length > 0 ? `Examples: ${variable.examples.map(codeSpan).join(", ")}.` : "",
    variable.location ? `Read from ${codeSpan(variable.location)}.` : "",
  ].filter((fact) => fact !== "");
  return { name: variable.name, type: "string", required: true, description: commonmark(facts.join(" ")) };
}

/** The schema at a pointer, as the tables read it. */
function viewOf(context: EventContext, schema: EventSchema) {
  return context.schemas.view(context.schemas.doc.target(schema.pointer, schema.pointer).value, schema.pointer);
}

/** A message's part: its fields, or a line naming its schema format when it is not JSON Schema. */
function schemaNodes(context: EventContext, schema: EventSchema | undefined, what: string): Node[] {
  if (schema === undefined) return [];
  if (schema.format !== undefined) return [Markdown(`${what}: a ${codeSpan(schema.format)} schema, not shown here.`)];
  const view = viewOf(context, schema);
  const fields = context.schemas.fields(view, "response");
  const variants = context.schemas.fieldVariants(view, "response");
  const from = schema.convertedFrom === undefined ? "" : ` (a ${codeSpan(schema.convertedFrom)} schema, shown as JSON Schema)`;
  if (fields.length === 0 && variants === undefined) return [Markdown(`${what}${from}: ${codeSpan(context.schemas.label(view))}.`)];
  return [Markdown(`${what}${from}:`), FieldTable(fields, variants === undefined ? {} : { variants })];
}

/** The nodes of one message: its name and content type, headers, payload, correlation id and example. Shared with the messages page. */
export function messageNodes(context: EventContext, message: EventMessage): Node[] {
  const name = message.title ?? message.name ?? message.key;
  const intro = [`**Message: ${markdownText(name)}** (${codeSpan(message.contentType)})`, message.summary ?? "", message.description ?? ""].filter((part) => part !== "").join("\n\n");
  const nodes: Node[] = [Markdown(intro)];
  nodes.push(...schemaNodes(context, message.headers, "Headers"));
  nodes.push(...schemaNodes(context, message.payload, "Payload"));
  if (message.correlationId) nodes.push(Markdown(`Correlation id: ${codeSpan(message.correlationId.location)}${message.correlationId.description ? `. ${message.correlationId.description}` : ""}`));
  const payload = examplePayload(context, message);
  if (payload !== undefined) nodes.push(JsonResponse(payload, { title: `${name} example` }));
  return nodes;
}

/**
 * The section of one operation of an AsyncAPI document.
 * @example eventOperationSection(context.model.operations[0], context)
 */
export function eventOperationSection(operation: EventOperation, context: EventContext): SectionNode {
  const channel = context.channels.get(operation.channel)!;
  const children: Node[] = [];
  const what = operation.action === "send" ? "**Send**: the application sends these messages to this channel" : "**Receive**: the application receives these messages on this channel";
  const prose = [
    `${what}${channel.address === null ? ` (${codeSpan(channel.id)}, whose address is known only at runtime)` : ""}.`,
    // A summary that is not the title is said with the description.
    operation.summary !== undefined && eventOperationTitle(operation) !== summaryTitle(operation.summary) ? operation.summary : "",
    operation.description ?? "",
    channel.description ?? "",
  ].filter((part) => part !== "");
  children.push(Markdown(prose.join("\n\n")));
  children.push(...eventExampleNodes(operation, channel, context));
  if (channel.parameters.length > 0) children.push(Markdown("Channel parameters:"), FieldTable(channel.parameters.map(variableField)));
  for (const id of operation.messages) {
    const message = context.messages.get(id);
    if (message) children.push(...messageNodes(context, message));
  }
  if (operation.reply) {
    const replyChannel = operation.reply.channel === undefined ? undefined : context.channels.get(operation.reply.channel);
    const where = replyChannel ? ` on the channel ${codeSpan(channelAddress(replyChannel))}` : operation.reply.address ? ` at the address ${codeSpan(operation.reply.address)}` : "";
    children.push(Markdown(`**Reply**${where}.`));
    for (const id of operation.reply.messages) {
      const message = context.messages.get(id);
      if (message) children.push(...messageNodes(context, message));
    }
  }
  if (operation.security !== undefined && operation.security.length > 0) children.push(Markdown(`**Security:** ${operation.security.map(securityName).join(", or ")}.`));
  const servers = channelServers(channel, context.model.servers);
  if (servers.length > 0) children.push(Markdown(`Servers: ${servers.map((server) => `${codeSpan(server.id)} (${server.protocol})`).join(", ")}.`));
  if (operation.bindings !== undefined) children.push(JsonResponse(operation.bindings, { title: "Bindings" }));
  return Section(eventOperationTitle(operation), { description: Endpoint(operation.action.toUpperCase(), channelAddress(channel)), id: slug(operation.id) }, ...children);
}
