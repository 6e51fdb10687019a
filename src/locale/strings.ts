/**
 * The interface's strings: every word refkit writes into a page for the reader (not the API's
 * own text), by key. English is the reference table: every other locale has each of its keys.
 * The tables hold the page's frame (sidebar, search box, pager, the page's Markdown actions) and
 * the field and error tables, code blocks and request examples; the rest of the interface moves
 * here key by key. `{name}` in a string is filled in (`format`).
 */
export const en = {
  search: "Search",
  searchPlaceholder: "Search (press /)",
  searchResults: "Search results",
  menu: "Menu",
  reference: "Reference",
  darkTheme: "Dark theme",
  downloadDescription: "Download the OpenAPI description",
  previous: "Previous",
  next: "Next",
  pagerLabel: "Previous and next pages",
  copyMarkdown: "Copy as Markdown",
  viewMarkdown: "View as Markdown",
  copy: "Copy",
  copyLabel: "Copy {label}",
  tryIt: "Try it",
  response: "Response",
  example: "Example",
  expandAll: "Expand all",
  fieldsOf: "Fields of {name}",
  requestExampleLanguage: "Request example language",
  messageExampleLanguage: "Message example language",
  columnName: "Name",
  columnType: "Type",
  columnRequired: "Required",
  columnDescription: "Description",
  columnScenario: "Scenario",
  columnStatus: "Status",
  columnParam: "Param",
  required: "required",
  optional: "optional",
  yes: "yes",
  no: "no",
  deprecated: "deprecated",
  copied: "Copied",
  copyManually: "Press Ctrl+C to copy",
  copyFailed: "Could not copy: use View as Markdown",
  linkCopied: "Link copied",
  linkInAddress: "Link in the address bar",
  collapseAll: "Collapse all",
  noResults: "No results",
  someResults: "{shown} of {total} results",
  resultOne: "{count} result",
  resultOther: "{count} results",
  allEndpoints: "All endpoints",
  changelog: "Changelog",
  apiVersion: "API version",
  notFound: "Page not found",
  consoleServer: "Server",
  consoleServers: "Its servers: ",
  consolePath: "Path",
  consoleQuery: "Query",
  consoleHeaders: "Headers",
  consoleBody: "Body",
  consoleSend: "Send",
  consoleSending: "Sending…",
  consoleForm: "Try it: {method} request",
  consoleResponse: "Try it response",
  authentication: "Authentication",
  authenticateWith: "Authenticate with",
  noCredentials: "No credentials",
  flow: "Flow",
  clientId: "Client ID",
  clientSecret: "Client secret",
  userName: "User name",
  password: "Password",
  scopes: "Scopes",
  signIn: "Sign in with {name}",
  signOut: "Sign out of {name}",
  refreshToken: "Refresh the token",
  snippetLabel: "{client} example",
  variantExampleLabel: "Example of {title} JSON",
  searchUnavailable: "Search is unavailable ({error}). The All endpoints page lists every endpoint.",
  apiReference: "API reference",
  notFoundText: "There is no page at this address: the link may be out of date or mistyped.",
  notFoundHelp: "Search the reference (press {key}), or start from {home} or {endpoints}, which lists every endpoint.",
  firstPage: "the first page",
  notFoundListed: "Every page of the reference is listed in {llms}, every endpoint in {endpoints}.",
  endpointsListedOne: "{count} endpoint, page by page.",
  endpointsListedOther: "{count} endpoints, page by page.",
  operationsOne: "{count} operation",
  operationsOther: "{count} operations",
  groupsOne: "{count} group",
  groupsOther: "{count} groups",
  operations: "Operations",
  landingCount: "{operations}.",
  landingCountGroups: "{operations} in {groups}.",
  guides: "Guides",
  moreReference: "More of the reference",
  modelsOne: "{count} model",
  modelsOther: "{count} models",
  modelsLead: "{models}: every named schema of the description, its fields, an example and where it is used.",
  models: "Models",
  webhooks: "Webhooks",
  otherOperations: "Other",
  metaEndpoints: "Every endpoint of {site}, page by page: {operations}, each with its method and path.",
  metaChangelog: "What changed in {site} from one version to the next.",
  metaLanding: "The reference of {site}: {list}",
  metaOperations: "{operations} of {site}",
  metaPage: "a page of {site}",
  listSeparator: ", ",
  fullStop: ".",
} as const;

/** A key of the interface's strings. */
export type StringKey = keyof typeof en;

/** A locale's table: a string for every key. */
export type InterfaceStrings = { readonly [K in StringKey]: string };

/** The keys, in the reference table's order. */
export const stringKeys = Object.keys(en) as StringKey[];

/**
 * The keys the reader's modules say (search, table rows, copying, the console, sign-in):
 * `assets/text.js` holds just these, so a reader downloads none of the page's other words.
 */
export const readerKeys = [
  "copied", "copyFailed", "linkCopied", "linkInAddress", "expandAll", "collapseAll",
  "noResults", "someResults", "resultOne", "resultOther", "searchUnavailable",
  "consoleServer", "consoleServers", "consolePath", "consoleQuery", "consoleHeaders", "consoleBody", "consoleSend", "consoleSending", "consoleForm", "consoleResponse",
  "authentication", "authenticateWith", "noCredentials", "flow", "clientId", "clientSecret", "userName", "password", "scopes", "signIn", "signOut", "refreshToken",
] as const satisfies readonly StringKey[];

/** A count's strings come in pairs, `<name>One` and `<name>Other`: `name` is a count key. */
export type CountKey = { [K in StringKey]: K extends `${infer Base}One` ? (`${Base}Other` extends StringKey ? Base : never) : never }[StringKey];
