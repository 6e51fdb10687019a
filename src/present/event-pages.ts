/**
 * The pages of an AsyncAPI document: its operations grouped by their first tag (the untagged ones
 * under "Operations"), a section each; a "Channels" page, where every channel has its place
 * (its address, parameters, messages, servers and the operations on it); a "Messages" page, where
 * every message has its place, the ones no operation uses too; and a landing page with the API's
 * introduction and its servers. Pure: the model and the document in, pages out.
 */
import { posix } from "node:path";
import { md, type Cell } from "../tables.ts";
import { FieldTable } from "../components/field-table.ts";
import { Markdown } from "../components/markdown.ts";
import type { Node } from "../components/node.ts";
import { Page } from "../components/page.ts";
import { Section, slug, type SectionNode } from "../components/section.ts";
import { Table } from "../components/table.ts";
import type { EventChannel, EventMessage, EventModel, EventOperation } from "../asyncapi/read/model.ts";
import { countText, en, format, type InterfaceStrings } from "../locale/index.ts";
import { codeSpan } from "../openapi/read/text.ts";
import { PageNames } from "../page-names.ts";
import { humanName } from "../openapi/read/operation.ts";
import { html } from "../html.ts";
import { pathCode } from "../components/endpoint.ts";
import { inlineCode } from "../text/markdown-text.ts";
import { operationList } from "./pages.ts";
import { channelAddress, eventContext, eventOperationSection, eventOperationTitle, messageNodes, securityText, variableField, type EventContext } from "./event-operation.ts";

/** A page of an event API: its sections made when asked. */
export class EventPage extends Page {
  readonly title: string;
  override readonly description: Cell | undefined;
  override readonly group: string | undefined;
  readonly slug: string;
  /** An operation's page: its group page's slug. */
  readonly parent: string | undefined;
  readonly #sections: () => readonly Node[];

  constructor(init: { title: string; slug: string; description?: Cell; group?: string; parent?: string; sections: () => readonly Node[] }) {
    super();
    this.title = init.title;
    this.slug = init.slug;
    this.description = init.description;
    this.group = init.group;
    this.parent = init.parent;
    this.#sections = init.sections;
  }

  sections(): readonly Node[] {
    return this.#sections();
  }
}

/** What `presentEvents` makes: the pages in order, and the landing page. */
export interface EventPages {
  readonly pages: readonly EventPage[];
  readonly landing: EventPage;
  /**
   * What the landing page says, as the part of another's (an OpenAPI description's, in a site
   * that has both, joined by `OpeningPage`): a section with the event API's title and
   * introduction, then its servers and how each authenticates.
   */
  readonly overview: EventPage;
}

/** How `presentEvents` names its pages. */
export interface PresentEventsOptions {
  /** A folder for every page (`events`: `events/channels.html`…), for a site that holds another description too. */
  readonly prefix?: string;
  /** The interface's strings the pages are written with. Default: English. */
  readonly text?: InterfaceStrings;
}

/** The link from a page to another, both named from the site's root (`events/channels` → `events/channels/x`: `channels/x`). */
function linkFrom(from: string, to: string): string {
  const folder = from.includes("/") ? from.slice(0, from.lastIndexOf("/")) : "";
  return folder === "" ? to : posix.relative(folder, to);
}

/** A list of pages, each a line linking to its page: its name, and its address when it has one. */
function pageList(entries: readonly { readonly slug: string; readonly title: string; readonly detail?: string }[]): Node {
  return {
    kind: "page-list",
    render: () => html`<ul class="rk-model-list">${entries.map((entry) => html`<li><a href="${entry.slug}.html"><code class="rk-model-name">${entry.title}</code></a>${entry.detail === undefined ? "" : html` ${pathCode(entry.detail)}`}</li>`)}</ul>`,
    markdown: () => entries.map((entry) => `- [${inlineCode(entry.title)}](${entry.slug}.md)${entry.detail === undefined ? "" : ` ${inlineCode(entry.detail)}`}`).join("\n"),
  };
}

/** A page name from an id, in words (`receiveLightMeasurement` → `receive-light-measurement`). */
function operationSlug(id: string): string {
  return slug(humanName(id));
}

/** A channel's section: where it is, what it carries, who uses it. */
/** The group of the operations without a tag: its page's file name, whatever its title's language. */
const untagged = "Operations";

function channelSection(channel: EventChannel, context: EventContext): SectionNode {
  const { text } = context;
  const operations = context.model.operations.filter((operation) => operation.channel === channel.id);
  const children: Node[] = [];
  const action = (operation: EventOperation) => (operation.action === "send" ? text.evSend : text.evReceive);
  const prose = [
    channel.address === null ? text.evAddressRuntime : format(text.evAddress, { address: codeSpan(channel.address) }),
    channel.summary ?? "",
    channel.description ?? "",
    operations.length > 0 ? format(text.evOperationsList, { list: operations.map((operation) => `${action(operation)} ${codeSpan(eventOperationTitle(operation))}`).join(text.listSeparator) }) : text.evNoOperation,
  ].filter((part) => part !== "");
  children.push(Markdown(prose.join("\n\n")));
  if (channel.parameters.length > 0) children.push(Markdown(text.evParameters), FieldTable(channel.parameters.map((parameter) => variableField(parameter, text))));
  const messages = channel.messages.flatMap((id) => context.messages.get(id) ?? []);
  if (messages.length > 0) children.push(Markdown(format(text.evMessagesList, { list: messages.map((message) => codeSpan(message.title ?? message.name ?? message.key)).join(text.listSeparator) })));
  return Section(channel.title ?? channel.id, { id: `channel-${slug(channel.id)}` }, ...children);
}

/** A message's section, on the "Messages" page. */
function messageSection(message: EventMessage, context: EventContext): SectionNode {
  const [, ...rest] = messageNodes(context, message);
  const used = context.model.operations.filter((operation) => operation.messages.includes(message.id) || operation.reply?.messages.includes(message.id));
  const { text } = context;
  const usedBy = used.length > 0 ? format(text.evUsedBy, { list: used.map((operation) => codeSpan(eventOperationTitle(operation))).join(text.listSeparator) }) : text.evNoOperation;
  const intro = [format(text.evContentType, { type: codeSpan(message.contentType) }), message.summary ?? "", message.description ?? "", usedBy].filter((part) => part !== "").join("\n\n");
  return Section(message.title ?? message.name ?? message.key, { id: `message-${slug(message.key)}` }, Markdown(intro), ...rest);
}

/** The landing page's sections: the servers, and how a connection to each authenticates (their ids after `idPrefix`). */
function serverSections(model: EventModel, text: InterfaceStrings, idPrefix = ""): Node[] {
  if (model.servers.length === 0) return [];
  const rows = model.servers.map((server) => [server.id, server.protocol + (server.protocolVersion ? ` ${server.protocolVersion}` : ""), `${server.host}${server.pathname ?? ""}`, server.description ?? server.title ?? ""]);
  const sections: Node[] = [Section(idPrefix === "" ? text.servers : text.evEventServers, { id: `${idPrefix}servers` }, Table({ columns: [text.columnServer, text.columnProtocol, text.columnHost, text.columnDescription], rows }))];
  const schemes = model.servers.flatMap((server) => server.security.map((security) => [server.id, security.name ?? "—", md(securityText(security, text)), security.description ?? ""]));
  if (schemes.length > 0) {
    sections.push(Section(idPrefix === "" ? text.authentication : text.evEventAuthentication, { id: `${idPrefix}authentication`, description: text.evServerAuth }, Table({ columns: [text.columnServer, text.columnScheme, text.evWhatItTakes, text.columnDescription], rows: schemes })));
  }
  return sections;
}

/**
 * The pages of a loaded AsyncAPI document.
 * @example const { pages, landing } = presentEvents(readEvents(loaded.document, loaded.declaredVersion), loaded.document);
 */
export function presentEvents(model: EventModel, document: Record<string, unknown>, options: PresentEventsOptions = {}): EventPages {
  const text = options.text ?? en;
  const context = eventContext(model, document, text);
  const referenceGroup = text.evEvents;
  const at = (name: string) => (options.prefix === undefined ? name : `${options.prefix}/${name}`);
  const groups = new Map<string, typeof model.operations[number][]>();
  for (const operation of model.operations) {
    const name = operation.tags[0] ?? untagged;
    groups.set(name, [...(groups.get(name) ?? []), operation]);
  }
  const names = new PageNames({
    expected: [
      ...[...groups].flatMap(([name, operations]) => [at(slug(name)), ...operations.map((operation) => at(`${slug(name)}/${operationSlug(operation.id)}`))]),
      at("channels"),
      ...model.channels.map((channel) => at(`channels/${operationSlug(channel.id)}`)),
      at("messages"),
      ...model.messages.map((message) => at(`messages/${operationSlug(message.key)}`)),
    ],
  });
  // Each group a page that lists its operations, and each operation a page of its own in the group's folder.
  const pages: EventPage[] = [];
  for (const [name, operations] of groups) {
    const folder = names.take(at(slug(name)));
    const children = operations.map((operation) => ({ operation, slug: names.take(`${folder}/${operationSlug(operation.id)}`) }));
    const list = children.map((child) => ({ slug: linkFrom(folder, child.slug), identity: { method: child.operation.action.toUpperCase(), path: channelAddress(context.channels.get(child.operation.channel)!), title: eventOperationTitle(child.operation), deprecated: false } }));
    pages.push(new EventPage({ title: name === untagged ? text.operations : name, slug: folder, group: referenceGroup, description: countText(text, "operations", list.length), sections: () => [operationList(list)] }));
    for (const child of children) {
      pages.push(new EventPage({ title: eventOperationTitle(child.operation), slug: child.slug, group: referenceGroup, parent: folder, sections: () => [eventOperationSection(child.operation, context)] }));
    }
  }
  // The channels and the messages: a page listing them, and each a page of its own in its folder.
  const listing = (title: string, counted: "channels" | "messages", wanted: string, items: readonly { wanted: string; title: string; detail?: string; section: () => SectionNode }[]) => {
    if (items.length === 0) return;
    const folder = names.take(at(wanted));
    const children = items.map((item) => ({ ...item, slug: names.take(`${folder}/${item.wanted}`) }));
    pages.push(new EventPage({ title, slug: folder, group: referenceGroup, description: countText(text, counted, items.length), sections: () => [pageList(children.map((child) => ({ ...child, slug: linkFrom(folder, child.slug) })))] }));
    for (const child of children) pages.push(new EventPage({ title: child.title, slug: child.slug, group: referenceGroup, parent: folder, sections: () => [child.section()] }));
  };
  listing(text.channels, "channels", "channels", model.channels.map((channel) => ({ wanted: operationSlug(channel.id), title: channel.title ?? channel.id, ...(channel.address === null ? {} : { detail: channel.address }), section: () => channelSection(channel, context) })));
  listing(text.messages, "messages", "messages", model.messages.map((message) => ({ wanted: operationSlug(message.key), title: message.title ?? message.name ?? message.key, section: () => messageSection(message, context) })));
  // The introduction leads the landing page, before its lists; the servers follow them.
  const landing = new EventPage({ title: model.title, slug: "index", sections: () => [...(model.description === undefined ? [] : [Markdown(model.description)]), ...serverSections(model, text)] });
  const overview = new EventPage({ title: model.title, slug: "index", sections: () => [Section(model.title, { id: "events", description: format(text.evOverview, { version: model.version }) }, ...(model.description === undefined ? [] : [Markdown(model.description)])), ...serverSections(model, text, "events-")] });
  return { pages, landing, overview };
}
