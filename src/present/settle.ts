/**
 * The settings of a reference read from a description, settled once: what the command line and
 * the user chose, with what the document offers (its servers, auth line and code samples'
 * clients) where they chose nothing. The pages render with these settings; the presentation also
 * reads who chose the auth line and fills the sample clients' sources as it makes sections.
 */
import { Config, type ChosenSettings } from "../config/config.ts";
import { settle, type Settings } from "../config/settings.ts";
import { defaultClients } from "../clients/index.ts";
import type { ApiIndex } from "../openapi/read/api-index.ts";
import type { DocumentServer } from "../openapi/read/servers.ts";
import type { AuthChoice } from "./auth.ts";
import { CodeSamples } from "./sample-clients.ts";

/** A description's settings, and what the presentation needs to know of how they were settled. */
export interface ApiSettings {
  /** The settings the pages render with. */
  readonly settings: Settings;
  /**
   * What the document offers, as a layer of `settle` (base URL, other servers, auth line, sample
   * clients): an imported page renders with it where the configuration it is rendered with chose nothing.
   */
  readonly document: ChosenSettings;
  /** The document's servers the settings took (none when the user chose the base URL), with their pointers. */
  readonly servers: readonly DocumentServer[];
  /** Who chose the auth line: what an operation's own scheme does to its example. */
  readonly auth: AuthChoice;
  /** The code samples' clients, whose sources the sections file as they are made. */
  readonly samples: CodeSamples;
  /** What the user and the command line chose, for the pages' prints (see page-print.ts). */
  readonly chosen: { readonly user: ChosenSettings; readonly commandLine: ChosenSettings };
}

/**
 * Settles the settings of a description's reference once: the command line's and the user's
 * choices, then the document's servers, auth line and code samples where they chose nothing.
 * The document's parts are read only when they can apply (a chosen base URL leaves its servers
 * unread, and unwarned about).
 * @example const { settings } = settleApi(indexApi(document), config, { tryIt: true });
 */
export function settleApi(index: ApiIndex, config: Config | ChosenSettings, commandLine: ChosenSettings = {}): ApiSettings {
  const user = config instanceof Config ? config.chosen() : config;
  const chose = (key: keyof ChosenSettings) => Object.hasOwn(user, key) || Object.hasOwn(commandLine, key);
  const servers = chose("apiBaseUrl") ? [] : index.servers();
  const line = chose("apiAuthHeader") ? undefined : index.authHeader();
  // A token of a client the user or the command line chose (the defaults included) stays theirs.
  const taken = (token: string) => [defaultClients, user.apiClients ?? {}, commandLine.apiClients ?? {}].some((clients) => Object.hasOwn(clients, token));
  const all = index.codeSamples();
  const samples = new CodeSamples(taken, all.length > 0, index.context.warn);
  // Every sample language has its client before any page renders, in the document's order.
  samples.declare(all);
  const document: { -readonly [K in keyof ChosenSettings]: ChosenSettings[K] } = {};
  if (servers.length > 0) document.apiBaseUrl = servers[0]!.url;
  if (servers.length > 1) document.apiServers = servers.slice(1).map((server) => server.url);
  const templates = servers.filter((server) => server.template !== undefined);
  if (templates.length > 0) document.serverTemplates = Object.freeze(Object.fromEntries(templates.map((server) => [server.url, server.template!])));
  if (line !== undefined) document.apiAuthHeader = line;
  if (samples.any) document.apiClients = samples.clients();
  const consoleSchemes = chose("securitySchemes") ? undefined : index.consoleSchemes();
  if (consoleSchemes !== undefined && Object.keys(consoleSchemes.schemes).length > 0) document.securitySchemes = consoleSchemes.schemes;
  const settings = settle(user, { commandLine, document });
  // Said only where it matters: on a site whose console would sign in with the scheme.
  if (settings.tryIt) for (const problem of consoleSchemes?.problems ?? []) index.context.warn(problem);
  return {
    settings,
    document: Object.freeze(document),
    servers,
    auth: { userChose: chose("apiAuthHeader"), documentHeader: line?.slice(0, line.indexOf(":")) },
    samples,
    chosen: { user, commandLine },
  };
}
