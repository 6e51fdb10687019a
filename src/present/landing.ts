/**
 * The landing page of a description's reference (`index.html`): its title and version, its
 * introduction (`info.description`), the servers with their variables, each way to authenticate
 * (where the credential goes; OAuth 2's flows and scopes), and contact, licence, terms and
 * external docs. The site adds the download link and every group with its operations (see
 * reference/landing.ts). Made of the public components, as an author's page would be.
 */
import { code, commonmark, type Cell } from "../tables.ts";
import { html, type Html } from "../html.ts";
import type { Node } from "../components/node.ts";
import { Page } from "../components/page.ts";
import { Section } from "../components/section.ts";
import { Table, type TableCell } from "../components/table.ts";
import { Markdown } from "../components/markdown.ts";
import { withProse } from "../components/prose.ts";
import { markdownText } from "../text/markdown-text.ts";
import { isOtherOrigin, isSafeTarget } from "../text/safe-url.ts";
import type { AboutFlow, AboutScheme, AboutServer, ApiAbout } from "../openapi/read/about.ts";
import { en, format, formatHtml, type InterfaceStrings } from "../locale/index.ts";

/** A link the description gives, when its target is safe to follow; else the address as code. */
function link(url: string, label = url): TableCell {
  if (!isSafeTarget(url)) return code(url);
  return html`<a href="${url}"${isOtherOrigin(url) ? html` rel="noopener noreferrer"` : ""}>${label}</a>`;
}

const prose = (text: string | undefined): Cell | undefined => (text === undefined ? undefined : commonmark(text));

/** What a scheme asks a request to carry, in words. */
function credentialText(scheme: AboutScheme, text: InterfaceStrings): TableCell {
  const header = html`<code>Authorization</code>`;
  switch (scheme.type) {
    case "apiKey": {
      const said = scheme.in === "query" ? text.apiKeyQuery : scheme.in === "cookie" ? text.apiKeyCookie : text.apiKeyHeader;
      return formatHtml(said, { name: html`<code>${scheme.parameter ?? ""}</code>` });
    }
    case "http": {
      const kind = (scheme.scheme ?? "").toLowerCase();
      if (kind === "bearer") return scheme.bearerFormat === undefined ? formatHtml(text.bearerToken, { header }) : formatHtml(text.bearerTokenFormat, { header, format: html`${scheme.bearerFormat}` });
      if (kind === "basic") return formatHtml(text.basicCredentials, { header });
      return formatHtml(text.httpScheme, { header, scheme: html`<code>${scheme.scheme ?? ""}</code>` });
    }
    case "oauth2":
      return html`${formatHtml(text.oauthToken, { header })}${scheme.metadataUrl === undefined ? "" : html` (${formatHtml(text.serverMetadata, { url: link(scheme.metadataUrl) as Html })})`}`;
    case "openIdConnect":
      return html`${formatHtml(text.openIdToken, { header })}${scheme.openIdConnectUrl === undefined ? "" : html` (${formatHtml(text.discovery, { url: link(scheme.openIdConnectUrl) as Html })})`}`;
    case "mutualTLS":
      return text.mutualTls;
    default:
      return code(scheme.type);
  }
}

/** The flow kinds as the specification names them, in words. */
function flowName(kind: string, text: InterfaceStrings): TableCell {
  const names: Readonly<Record<string, string>> = {
    authorizationCode: text.flowAuthorizationCode,
    clientCredentials: text.flowClientCredentials,
    implicit: text.flowImplicit,
    password: text.flowPassword,
    deviceAuthorization: text.flowDeviceAuthorization,
  };
  return Object.hasOwn(names, kind) ? names[kind] : code(kind);
}

const urlCell = (url: string | undefined): TableCell => (url === undefined ? undefined : link(url));

/** OAuth 2's flows, a row for each of their addresses, then every scope a flow offers, a row each. */
function oauthTables(flows: readonly AboutFlow[], text: InterfaceStrings): Node[] {
  if (flows.length === 0) return [];
  const tables: Node[] = [
    // A row for each address a flow has (three columns, which a phone's width holds), not a column for each kind of address.
    Table({
      columns: [text.flow, text.columnAddress, text.columnUrl],
      rows: flows.flatMap((flow) => {
        const name = flowName(flow.kind, text);
        const addresses: [string, string | undefined][] = [
          [flow.deviceAuthorizationUrl === undefined ? text.authorizationUrl : text.deviceAuthorizationUrl, flow.authorizationUrl ?? flow.deviceAuthorizationUrl],
          [text.tokenUrl, flow.tokenUrl],
          [text.refreshUrl, flow.refreshUrl],
        ];
        const rows = addresses.filter(([, url]) => url !== undefined).map(([kind, url]): TableCell[] => [name, kind, urlCell(url)]);
        return rows.length > 0 ? rows : [[name, undefined, undefined]];
      }),
    }),
  ];
  const scopes = new Map<string, string | undefined>();
  for (const flow of flows) for (const scope of flow.scopes) if (!scopes.has(scope.name) || scopes.get(scope.name) === undefined) scopes.set(scope.name, scope.description);
  if (scopes.size > 0) tables.push(Table({ columns: [text.columnScope, text.columnDescription], rows: [...scopes].map(([name, description]) => [code(name), prose(description)]) }));
  return tables;
}

function serversSection(servers: readonly AboutServer[], text: InterfaceStrings): Node[] {
  if (servers.length === 0) return [];
  const variables = servers.flatMap((server) => server.variables.map((variable) => ({ server, variable })));
  // A Name column only when a server has a name (OpenAPI 3.2).
  const named = servers.some((server) => server.name !== undefined);
  const tables: Node[] = [
    Table({
      columns: named ? [text.columnName, text.columnUrl, text.columnDescription] : [text.columnUrl, text.columnDescription],
      rows: servers.map((server) => [...(named ? [server.name === undefined ? undefined : html`${server.name}`] : []), code(server.url), prose(server.description)]),
    }),
  ];
  if (variables.length > 0) {
    tables.push(
      Table({
        columns: [text.columnVariable, text.columnDefault, text.columnValues, text.columnDescription],
        rows: variables.map(({ server, variable }) => [
          servers.length > 1 ? formatHtml(text.variableOf, { variable: html`<code>${variable.name}</code>`, server: html`<code>${server.url}</code>` }) : code(variable.name),
          variable.default === undefined ? undefined : code(variable.default),
          variable.values.length === 0 ? undefined : html`${variable.values.map((value, i) => html`${i > 0 ? text.listSeparator : ""}<code>${value}</code>`)}`,
          prose(variable.description),
        ]),
      }),
    );
  }
  return [Section(text.servers, { id: "servers", description: servers.length > 1 ? text.serversMany : text.serversOne }, ...tables)];
}

function authenticationSection(schemes: readonly AboutScheme[], text: InterfaceStrings): Node[] {
  if (schemes.length === 0) return [];
  const name = (scheme: AboutScheme): TableCell => (scheme.deprecated ? html`<code>${scheme.name}</code> <span class="rk-deprecated">${text.deprecated}</span>` : code(scheme.name));
  const table = Table({ columns: [text.columnScheme, text.columnCredential, text.columnDescription], rows: schemes.map((scheme) => [name(scheme), credentialText(scheme, text), prose(scheme.description)]) });
  const flows = schemes.flatMap((scheme) =>
    scheme.flows.length === 0 ? [] : [Section(`${scheme.name}: OAuth 2.0`, { description: text.oauthFlows }, ...oauthTables(scheme.flows, text))],
  );
  return [Section(text.authentication, { id: "authentication", description: schemes.length > 1 ? text.schemesChoice : undefined }, table), ...flows];
}

function aboutSection(about: ApiAbout, text: InterfaceStrings): Node[] {
  const rows: TableCell[][] = [];
  const { contact, license, termsOfService, externalDocs } = about;
  if (contact !== undefined) {
    const parts: Html[] = [];
    if (contact.name !== undefined) parts.push(html`${contact.name}`);
    if (contact.url !== undefined) parts.push(link(contact.url) as Html);
    if (contact.email !== undefined) parts.push(/^[^\s@<>"]+@[^\s@<>"]+$/.test(contact.email) ? html`<a href="${`mailto:${contact.email}`}">${contact.email}</a>` : html`${contact.email}`);
    rows.push([text.contact, html`${parts.map((part, i) => html`${i > 0 ? " · " : ""}${part}`)}`]);
  }
  if (license !== undefined) {
    const url = license.url ?? (license.identifier === undefined ? undefined : `https://spdx.org/licenses/${encodeURIComponent(license.identifier)}.html`);
    rows.push([text.licence, url === undefined ? license.name : link(url, license.name)]);
  }
  if (termsOfService !== undefined) rows.push([text.termsOfService, link(termsOfService)]);
  if (externalDocs !== undefined) rows.push([text.documentation, link(externalDocs.url, externalDocs.label ?? externalDocs.url)]);
  if (rows.length === 0) return [];
  return [Section(text.about, { id: "about" }, Table({ columns: [text.columnItem, text.columnDetails], rows }))];
}

/** The version and summary, a line of plain text under the title; the summary is the page's (its head's description). */
function leadLine(text: string, summary: string | undefined): Node {
  const node: Node = { kind: "lead", render: () => html`<p class="rk-lead">${text}</p>`, markdown: () => markdownText(text) };
  return summary === undefined ? node : withProse(node, summary);
}

/** See the file's comment. The version, when there is one, comes first, then the introduction. */
export class LandingPage extends Page {
  readonly title: string;
  readonly #nodes: readonly Node[];

  constructor(about: ApiAbout, fallbackTitle: string, text: InterfaceStrings = en) {
    super();
    this.title = about.title ?? fallbackTitle;
    const lead = [about.version === undefined ? "" : format(text.versionLead, { version: about.version }), about.summary ?? ""].filter(Boolean).join(" · ");
    this.#nodes = Object.freeze([
      ...(lead === "" ? [] : [leadLine(lead, about.summary)]),
      // The introduction is the page's summary when the description has none of its own.
      ...(about.description === undefined ? [] : [withProse(Markdown(about.description, { html: true }), commonmark(about.description))]),
      ...serversSection(about.servers, text),
      ...authenticationSection(about.schemes, text),
      ...aboutSection(about, text),
    ]);
  }

  sections(): readonly Node[] {
    return this.#nodes;
  }
}
