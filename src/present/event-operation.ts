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
import { countText, en, format, isEnglish, type InterfaceStrings } from "../locale/index.ts";

/** An operation's title: its own, else its summary when it reads as a title (as an OpenAPI operation's), else its id in words. */
export function eventOperationTitle(operation: EventOperation): string {
  return operation.title ?? summaryTitle(operation.summary) ?? humanName(operation.id);
}

/** The SASL mechanisms and other schemes named by their type alone. */
const schemeWordsOf = (text: InterfaceStrings): Readonly<Record<string, string>> => ({
  userPassword: text.evUserPassword,
  X509: text.evX509,
  symmetricEncryption: text.evSymmetric,
  asymmetricEncryption: text.evAsymmetric,
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
export function securityText(security: EventSecurity, text: InterfaceStrings = en): string {
  const scopes = security.scopes.length > 0 ? countText(text, "scopes", security.scopes.length, { scopes: security.scopes.map(codeSpan).join(text.listSeparator) }) : "";
  switch (security.type) {
    case "apiKey":
      return format(text.evApiKeyAs, { role: security.in === "password" ? text.evRolePassword : text.evRoleUser });
    case "httpApiKey":
      return format(security.in === "query" ? text.evApiKeyQuery : security.in === "cookie" ? text.evApiKeyCookie : text.evApiKeyHeader, { name: codeSpan(security.parameterName ?? "") });
    case "http":
      return `${format(text.evHttpAuth, { scheme: security.scheme ?? "" }).replace("  ", " ")}${security.bearerFormat ? ` (${security.bearerFormat})` : ""}`;
    case "oauth2": {
      // Named mid-sentence: in lower case where the language writes common nouns so (English: "client credentials").
      const lower = isEnglish(text);
      const flows = (security.flows ?? []).map((flow) => { const named = flowWords(text)[flow.flow] ?? humanName(flow.flow); return lower ? named.toLowerCase() : named; });
      const details = [flows.length > 0 ? `${flows.join(text.listSeparator)}` : "", scopes].filter((part) => part !== "").join("; ");
      return `OAuth 2.0${details ? ` (${details})` : ""}`;
    }
    case "openIdConnect":
      return `OpenID Connect${security.openIdConnectUrl ? ` (${format(text.discovery, { url: codeSpan(security.openIdConnectUrl) })}${scopes ? `; ${scopes}` : ""})` : ""}`;
    default:
      return schemeWordsOf(text)[security.type] ?? codeSpan(security.type);
  }
}

/** OAuth 2's flows by the name an AsyncAPI document gives them. */
const flowWords = (text: InterfaceStrings): Readonly<Record<string, string>> => ({
  authorizationCode: text.flowAuthorizationCode,
  clientCredentials: text.flowClientCredentials,
  implicit: text.flowImplicit,
  password: text.flowPassword,
});

/** A scheme's name as a reader sees it: its component key, else what it takes. */
export function securityName(security: EventSecurity, text: InterfaceStrings = en): string {
  return security.name === undefined ? securityText(security, text) : `${codeSpan(security.name)} (${securityText(security, text)})`;
}

/** The address a section shows: the channel's, or its id when the address is known only at runtime. */
export function channelAddress(channel: EventChannel): string {
  return channel.address ?? channel.id;
}

/** A parameter of a channel, or a variable of a server, as a row: always required, a string. Shared with the channels page. */
export function variableField(variable: EventVariable, text: InterfaceStrings = en): Field {
  const facts = [
    variable.description ?? "",
    variable.enum ? format(text.oneOfValues, { values: variable.enum.map(codeSpan).join(text.listSeparator) }) : "",
    variable.default !== undefined ? format(text.defaultValue, { value: codeSpan(variable.default) }) : "",
    variable.examples && variable.examples.length > 0 ? format(text.evExamples, { values: variable.examples.map(codeSpan).join(text.listSeparator) }) : "",
    variable.location ? format(text.evReadFrom, { location: codeSpan(variable.location) }) : "",
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
  const { text } = context;
  if (schema.format !== undefined) return [Markdown(format(text.evSchemaFormat, { what, format: codeSpan(schema.format) }))];
  const view = viewOf(context, schema);
  const fields = context.schemas.fields(view, "response");
  const variants = context.schemas.fieldVariants(view, "response");
  const label = schema.convertedFrom === undefined ? what : format(text.evConvertedFrom, { what, format: codeSpan(schema.convertedFrom) });
  if (fields.length === 0 && variants === undefined) return [Markdown(`${format(text.labelled, { label, text: codeSpan(context.schemas.label(view)) })}${text.fullStop}`)];
  return [Markdown(format(text.labelled, { label, text: "" }).trimEnd()), FieldTable(fields, variants === undefined ? {} : { variants })];
}

/** The nodes of one message: its name and content type, headers, payload, correlation id and example. Shared with the messages page. */
export function messageNodes(context: EventContext, message: EventMessage): Node[] {
  const name = message.title ?? message.name ?? message.key;
  const { text } = context;
  const intro = [`**${format(markdownText(text.evMessage), { name: markdownText(name) })}** (${codeSpan(message.contentType)})`, message.summary ?? "", message.description ?? ""].filter((part) => part !== "").join("\n\n");
  const nodes: Node[] = [Markdown(intro)];
  nodes.push(...schemaNodes(context, message.headers, text.evHeaders));
  nodes.push(...schemaNodes(context, message.payload, text.payload));
  if (message.correlationId) nodes.push(Markdown(`${format(text.evCorrelationId, { location: codeSpan(message.correlationId.location) })}${message.correlationId.description ? `. ${message.correlationId.description}` : ""}`));
  const payload = examplePayload(context, message);
  if (payload !== undefined) nodes.push(JsonResponse(payload, { title: format(text.evMessageExample, { name }) }));
  return nodes;
}

/**
 * The section of one operation of an AsyncAPI document.
 * @example eventOperationSection(context.model.operations[0], context)
 */
export function eventOperationSection(operation: EventOperation, context: EventContext): SectionNode {
  const channel = context.channels.get(operation.channel)!;
  const { text } = context;
  const children: Node[] = [];
  const what = operation.action === "send" ? format(text.labelled, { label: `**${text.evSendLabel}**`, text: text.evSendText }) : format(text.labelled, { label: `**${text.evReceiveLabel}**`, text: text.evReceiveText });
  const prose = [
    `${what}${channel.address === null ? format(text.evRuntimeChannel, { id: codeSpan(channel.id) }) : ""}${text.fullStop}`,
    // A summary that is not the title is said with the description.
    operation.summary !== undefined && eventOperationTitle(operation) !== summaryTitle(operation.summary) ? operation.summary : "",
    operation.description ?? "",
    channel.description ?? "",
  ].filter((part) => part !== "");
  children.push(Markdown(prose.join("\n\n")));
  children.push(...eventExampleNodes(operation, channel, context));
  if (channel.parameters.length > 0) children.push(Markdown(text.evChannelParameters), FieldTable(channel.parameters.map((parameter) => variableField(parameter, text))));
  for (const id of operation.messages) {
    const message = context.messages.get(id);
    if (message) children.push(...messageNodes(context, message));
  }
  if (operation.reply) {
    const replyChannel = operation.reply.channel === undefined ? undefined : context.channels.get(operation.reply.channel);
    const where = replyChannel ? format(text.evReplyOnChannel, { address: codeSpan(channelAddress(replyChannel)) }) : operation.reply.address ? format(text.evReplyAtAddress, { address: codeSpan(operation.reply.address) }) : "";
    children.push(Markdown(`**${text.evReply}**${where}${text.fullStop}`));
    for (const id of operation.reply.messages) {
      const message = context.messages.get(id);
      if (message) children.push(...messageNodes(context, message));
    }
  }
  if (operation.security !== undefined && operation.security.length > 0) children.push(Markdown(`**${format(text.labelled, { label: text.evSecurity, text: "" }).trimEnd()}** ${operation.security.map((security) => securityName(security, text)).join(text.alternativesOr)}${text.fullStop}`));
  const servers = channelServers(channel, context.model.servers);
  if (servers.length > 0) children.push(Markdown(`${format(text.labelled, { label: text.servers, text: servers.map((server) => `${codeSpan(server.id)} (${server.protocol})`).join(text.listSeparator) })}${text.fullStop}`));
  if (operation.bindings !== undefined) children.push(JsonResponse(operation.bindings, { title: text.evBindings }));
  return Section(eventOperationTitle(operation), { description: Endpoint(operation.action.toUpperCase(), channelAddress(channel)), id: slug(operation.id) }, ...children);
}
