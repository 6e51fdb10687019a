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
import { en, type InterfaceStrings } from "../locale/index.ts";

/** A link the description gives, when its target is safe to follow; else the address as code. */
function link(url: string, label = url): TableCell {
  if (!isSafeTarget(url)) return code(url);
  return html`<a href="${url}"${isOtherOrigin(url) ? html` rel="noopener noreferrer"` : ""}>${label}</a>`;
}

const prose = (text: string | undefined): Cell | undefined => (text === undefined ? undefined : commonmark(text));

/** What a scheme asks a request to carry, in words. */
function credentialText(scheme: AboutScheme): TableCell {
  switch (scheme.type) {
    case "apiKey": {
      const where = scheme.in === "query" ? "query parameter" : scheme.in === "cookie" ? "cookie" : "header";
      return html`An API key in the <code>${scheme.parameter ?? ""}</code> ${where}`;
    }
    case "http": {
      const kind = (scheme.scheme ?? "").toLowerCase();
      if (kind === "bearer") return html`A bearer token${scheme.bearerFormat === undefined ? "" : html` (${scheme.bearerFormat})`} in the <code>Authorization</code> header`;
      if (kind === "basic") return html`A user name and password (HTTP Basic) in the <code>Authorization</code> header`;
      return html`HTTP <code>${scheme.scheme ?? ""}</code> authentication in the <code>Authorization</code> header`;
    }
    case "oauth2":
      return html`An OAuth 2.0 access token in the <code>Authorization</code> header${scheme.metadataUrl === undefined ? "" : html` (server metadata: ${link(scheme.metadataUrl) as Html})`}`;
    case "openIdConnect":
      return html`An OpenID Connect token in the <code>Authorization</code> header${scheme.openIdConnectUrl === undefined ? "" : html` (discovery: ${link(scheme.openIdConnectUrl) as Html})`}`;
    case "mutualTLS":
      return "A client certificate (mutual TLS)";
    default:
      return code(scheme.type);
  }
}

/** The flow kinds as the specification names them, in words. */
const flowNames: Readonly<Record<string, string>> = {
  authorizationCode: "Authorization code",
  clientCredentials: "Client credentials",
  implicit: "Implicit",
  password: "Password",
  deviceAuthorization: "Device authorization",
};

const urlCell = (url: string | undefined): TableCell => (url === undefined ? undefined : link(url));

/** OAuth 2's flows, a row for each of their addresses, then every scope a flow offers, a row each. */
function oauthTables(flows: readonly AboutFlow[]): Node[] {
  if (flows.length === 0) return [];
  const tables: Node[] = [
    // A row for each address a flow has (three columns, which a phone's width holds), not a column for each kind of address.
    Table({
      columns: ["Flow", "Address", "URL"],
      rows: flows.flatMap((flow) => {
        const name = flowNames[flow.kind] ?? code(flow.kind);
        const addresses: [string, string | undefined][] = [
          [flow.deviceAuthorizationUrl === undefined ? "Authorization URL" : "Device authorization URL", flow.authorizationUrl ?? flow.deviceAuthorizationUrl],
          ["Token URL", flow.tokenUrl],
          ["Refresh URL", flow.refreshUrl],
        ];
        const rows = addresses.filter(([, url]) => url !== undefined).map(([kind, url]): TableCell[] => [name, kind, urlCell(url)]);
        return rows.length > 0 ? rows : [[name, undefined, undefined]];
      }),
    }),
  ];
  const scopes = new Map<string, string | undefined>();
  for (const flow of flows) for (const scope of flow.scopes) if (!scopes.has(scope.name) || scopes.get(scope.name) === undefined) scopes.set(scope.name, scope.description);
  if (scopes.size > 0) tables.push(Table({ columns: ["Scope", "Description"], rows: [...scopes].map(([name, description]) => [code(name), prose(description)]) }));
  return tables;
}

function serversSection(servers: readonly AboutServer[]): Node[] {
  if (servers.length === 0) return [];
  const variables = servers.flatMap((server) => server.variables.map((variable) => ({ server, variable })));
  // A Name column only when a server has a name (OpenAPI 3.2).
  const named = servers.some((server) => server.name !== undefined);
  const tables: Node[] = [
    Table({
      columns: named ? ["Name", "URL", "Description"] : ["URL", "Description"],
      rows: servers.map((server) => [...(named ? [server.name === undefined ? undefined : html`${server.name}`] : []), code(server.url), prose(server.description)]),
    }),
  ];
  if (variables.length > 0) {
    tables.push(
      Table({
        columns: ["Variable", "Default", "Values", "Description"],
        rows: variables.map(({ server, variable }) => [
          servers.length > 1 ? html`<code>${variable.name}</code> of <code>${server.url}</code>` : code(variable.name),
          variable.default === undefined ? undefined : code(variable.default),
          variable.values.length === 0 ? undefined : html`${variable.values.map((value, i) => html`${i > 0 ? ", " : ""}<code>${value}</code>`)}`,
          prose(variable.description),
        ]),
      }),
    );
  }
  return [Section("Servers", { id: "servers", description: servers.length > 1 ? "Requests go to one of these servers." : "Requests go to this server." }, ...tables)];
}

function authenticationSection(schemes: readonly AboutScheme[]): Node[] {
  if (schemes.length === 0) return [];
  const name = (scheme: AboutScheme): TableCell => (scheme.deprecated ? html`<code>${scheme.name}</code> <span class="rk-deprecated">deprecated</span>` : code(scheme.name));
  const table = Table({ columns: ["Scheme", "Credential", "Description"], rows: schemes.map((scheme) => [name(scheme), credentialText(scheme), prose(scheme.description)]) });
  const flows = schemes.flatMap((scheme) =>
    scheme.flows.length === 0 ? [] : [Section(`${scheme.name}: OAuth 2.0`, { description: "The flows that give an access token, and the scopes it may carry." }, ...oauthTables(scheme.flows))],
  );
  return [Section("Authentication", { id: "authentication", description: schemes.length > 1 ? "Each operation says which of these it accepts." : undefined }, table), ...flows];
}

function aboutSection(about: ApiAbout): Node[] {
  const rows: TableCell[][] = [];
  const { contact, license, termsOfService, externalDocs } = about;
  if (contact !== undefined) {
    const parts: Html[] = [];
    if (contact.name !== undefined) parts.push(html`${contact.name}`);
    if (contact.url !== undefined) parts.push(link(contact.url) as Html);
    if (contact.email !== undefined) parts.push(/^[^\s@<>"]+@[^\s@<>"]+$/.test(contact.email) ? html`<a href="${`mailto:${contact.email}`}">${contact.email}</a>` : html`${contact.email}`);
    rows.push(["Contact", html`${parts.map((part, i) => html`${i > 0 ? " · " : ""}${part}`)}`]);
  }
  if (license !== undefined) {
    const url = license.url ?? (license.identifier === undefined ? undefined : `https://spdx.org/licenses/${encodeURIComponent(license.identifier)}.html`);
    rows.push(["Licence", url === undefined ? license.name : link(url, license.name)]);
  }
  if (termsOfService !== undefined) rows.push(["Terms of service", link(termsOfService)]);
  if (externalDocs !== undefined) rows.push(["Documentation", link(externalDocs.url, externalDocs.label ?? externalDocs.url)]);
  if (rows.length === 0) return [];
  return [Section("About", { id: "about" }, Table({ columns: ["Item", "Details"], rows }))];
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
    const lead = [about.version === undefined ? "" : `Version ${about.version}`, about.summary ?? ""].filter(Boolean).join(" · ");
    this.#nodes = Object.freeze([
      ...(lead === "" ? [] : [leadLine(lead, about.summary)]),
      // The introduction is the page's summary when the description has none of its own.
      ...(about.description === undefined ? [] : [withProse(Markdown(about.description, { html: true }), commonmark(about.description))]),
      ...serversSection(about.servers),
      ...authenticationSection(about.schemes),
      ...aboutSection(about),
    ]);
  }

  sections(): readonly Node[] {
    return this.#nodes;
  }
}
