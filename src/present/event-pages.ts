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
import type { EventChannel, EventMessage, EventModel } from "../asyncapi/read/model.ts";
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

/** The group an operation's page is listed under in the sidebar. */
const referenceGroup = "Events";

/** A channel's section: where it is, what it carries, who uses it. */
function channelSection(channel: EventChannel, context: EventContext): SectionNode {
  const operations = context.model.operations.filter((operation) => operation.channel === channel.id);
  const children: Node[] = [];
  const prose = [
    channel.address === null ? `Its address is known only at runtime.` : `Address: ${codeSpan(channel.address)}.`,
    channel.summary ?? "",
    channel.description ?? "",
    operations.length > 0 ? `Operations: ${operations.map((operation) => `${operation.action} ${codeSpan(eventOperationTitle(operation))}`).join(", ")}.` : "No operation uses it.",
  ].filter((part) => part !== "");
  children.push(Markdown(prose.join("\n\n")));
  if (channel.parameters.length > 0) children.push(Markdown("Parameters:"), FieldTable(channel.parameters.map(variableField)));
  const messages = channel.messages.flatMap((id) => context.messages.get(id) ?? []);
  if (messages.length > 0) children.push(Markdown(`Messages: ${messages.map((message) => codeSpan(message.title ?? message.name ?? message.key)).join(", ")}.`));
  return Section(channel.title ?? channel.id, { id: `channel-${slug(channel.id)}` }, ...children);
}

/** A message's section, on the "Messages" page. */
function messageSection(message: EventMessage, context: EventContext): SectionNode {
  const [, ...rest] = messageNodes(context, message);
  const used = context.model.operations.filter((operation) => operation.messages.includes(message.id) || operation.reply?.messages.includes(message.id));
  const usedBy = used.length > 0 ? `Used by: ${used.map((operation) => codeSpan(eventOperationTitle(operation))).join(", ")}.` : "No operation uses it.";
  const intro = [`Content type: ${codeSpan(message.contentType)}.`, message.summary ?? "", message.description ?? "", usedBy].filter((part) => part !== "").join("\n\n");
  return Section(message.title ?? message.name ?? message.key, { id: `message-${slug(message.key)}` }, Markdown(intro), ...rest);
}

/** The landing page's sections: the servers, and how a connection to each authenticates (their ids after `idPrefix`). */
function serverSections(model: EventModel, idPrefix = ""): Node[] {
  if (model.servers.length === 0) return [];
  const rows = model.servers.map((server) => [server.id, server.protocol + (server.protocolVersion ? ` ${server.protocolVersion}` : ""), `${server.host}${server.pathname ?? ""}`, server.description ?? server.title ?? ""]);
  const sections: Node[] = [Section(idPrefix === "" ? "Servers" : "Event servers", { id: `${idPrefix}servers` }, Table({ columns: ["Server", "Protocol", "Host", "Description"], rows }))];
  const schemes = model.servers.flatMap((server) => server.security.map((security) => [server.id, security.name ?? "—", md(securityText(security)), security.description ?? ""]));
  if (schemes.length > 0) {
    sections.push(Section(idPrefix === "" ? "Authentication" : "Event servers' authentication", { id: `${idPrefix}authentication`, description: "A connection to a server authenticates with one of its schemes." }, Table({ columns: ["Server", "Scheme", "What it takes", "Description"], rows: schemes })));
  }
  return sections;
}

/**
 * The pages of a loaded AsyncAPI document.
 * @example const { pages, landing } = presentEvents(readEvents(loaded.document, loaded.declaredVersion), loaded.document);
 */
export function presentEvents(model: EventModel, document: Record<string, unknown>, options: PresentEventsOptions = {}): EventPages {
  const context = eventContext(model, document);
  const at = (name: string) => (options.prefix === undefined ? name : `${options.prefix}/${name}`);
  const groups = new Map<string, typeof model.operations[number][]>();
  for (const operation of model.operations) {
    const name = operation.tags[0] ?? "Operations";
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
    pages.push(new EventPage({ title: name, slug: folder, group: referenceGroup, description: `${list.length} operation${list.length === 1 ? "" : "s"}`, sections: () => [operationList(list)] }));
    for (const child of children) {
      pages.push(new EventPage({ title: eventOperationTitle(child.operation), slug: child.slug, group: referenceGroup, parent: folder, sections: () => [eventOperationSection(child.operation, context)] }));
    }
  }
  // The channels and the messages: a page listing them, and each a page of its own in its folder.
  const listing = (title: string, wanted: string, items: readonly { wanted: string; title: string; detail?: string; section: () => SectionNode }[]) => {
    if (items.length === 0) return;
    const folder = names.take(at(wanted));
    const children = items.map((item) => ({ ...item, slug: names.take(`${folder}/${item.wanted}`) }));
    pages.push(new EventPage({ title, slug: folder, group: referenceGroup, description: `${items.length} ${title.toLowerCase()}`.replace(/s$/, items.length === 1 ? "" : "s"), sections: () => [pageList(children.map((child) => ({ ...child, slug: linkFrom(folder, child.slug) })))] }));
    for (const child of children) pages.push(new EventPage({ title: child.title, slug: child.slug, group: referenceGroup, parent: folder, sections: () => [child.section()] }));
  };
  listing("Channels", "channels", model.channels.map((channel) => ({ wanted: operationSlug(channel.id), title: channel.title ?? channel.id, ...(channel.address === null ? {} : { detail: channel.address }), section: () => channelSection(channel, context) })));
  listing("Messages", "messages", model.messages.map((message) => ({ wanted: operationSlug(message.key), title: message.title ?? message.name ?? message.key, section: () => messageSection(message, context) })));
  // The introduction leads the landing page, before its lists; the servers follow them.
  const landing = new EventPage({ title: model.title, slug: "index", sections: () => [...(model.description === undefined ? [] : [Markdown(model.description)]), ...serverSections(model)] });
  const overview = new EventPage({ title: model.title, slug: "index", sections: () => [Section(model.title, { id: "events", description: `The event API, version ${model.version}.` }, ...(model.description === undefined ? [] : [Markdown(model.description)])), ...serverSections(model, "events-")] });
  return { pages, landing, overview };
}
