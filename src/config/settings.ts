/**
 * Settings settled once: what a render, a request example and a build read. A frozen value made
 * from the layers that can choose a setting, in order of precedence — the command line
 * (`--clients`, `--try-it`), the user's `Config`, the OpenAPI document's defaults (its servers,
 * auth and code samples) — then the built-ins. Nothing is written back into any layer.
 */
import type { ApiClient } from "../clients/types.ts";
import { defaultClients } from "../clients/index.ts";
import { parseAuthHeader, type AuthHeader } from "../headers.ts";
import { defaultBaseUrl } from "../base-url.ts";
import type { SecurityRequirement, SecurityScheme } from "../security-schemes.ts";
import type { ServerTemplate } from "../server-variables.ts";
import { interfaceStrings, type InterfaceStrings } from "../locale/index.ts";
import { Config, type ChosenSettings, type ProductLink } from "./config.ts";
import type { SettledTheme } from "./theme.ts";

/** Everything a render reads, settled: a `Config` has the same shape, read through its getters. */
export interface Settings {
  /** The base URL every request path is appended to. */
  readonly apiBaseUrl: string;
  /** The auth header line every request example sends, or `null`. */
  readonly apiAuthHeader: string | null;
  /** `apiAuthHeader` split on its first colon, or `null`. */
  readonly authHeader: AuthHeader | null;
  /** The clients, in tab order: the four defaults (a reused token in its slot), then the others. */
  readonly clients: Readonly<Record<string, ApiClient>>;
  /** Other base URLs the request console offers beside `apiBaseUrl`. */
  readonly apiServers: readonly string[];
  /** Whether request examples get the request console. */
  readonly tryIt: boolean;
  /** The ways the API authenticates, by name (the configuration's, else the document's). */
  readonly securitySchemes: Readonly<Record<string, SecurityScheme>>;
  /** The servers (base URL or `apiServers`) with variables a reader may fill in, by their URL with the defaults. */
  readonly serverTemplates: Readonly<Record<string, ServerTemplate>>;
  /** What a request needs unless it declares its own `security`, or `null`. */
  readonly security: readonly SecurityRequirement[] | null;
  /** The origins images in descriptions may load from. */
  readonly imageOrigins: readonly string[];
  /** The interface's language (BCP 47). */
  readonly locale: string;
  /** Its strings: the shipped table with the user's (`strings`) over it. */
  readonly text: InterfaceStrings;
  readonly siteTitle: string | null;
  readonly logo: string | null;
  readonly productLink: ProductLink | null;
  /** The address of the site's root (ending in `/`), or `null`. */
  readonly siteUrl: string | null;
  /** The team's look (`assets/theme.css`), or `null`. */
  readonly theme: SettledTheme | null;
  /** The team's stylesheet, relative to the project folder, or `null`. */
  readonly stylesheet: string | null;
}

/** The layers `settle` reads besides the user's configuration. */
export interface SettleLayers {
  /** What the command line chose (`--clients` adds clients, `--try-it` turns the console on): it wins over the configuration. */
  readonly commandLine?: ChosenSettings | undefined;
  /**
   * What the OpenAPI document offers where neither chose: a base URL (with its other servers,
   * which apply only together with it), an auth line, and its code samples' clients (after the
   * others; a token the others use stays theirs).
   */
  readonly document?: ChosenSettings | undefined;
}

/** The first layer that chose `key`, in order of precedence. */
function first<K extends keyof ChosenSettings>(layers: readonly ChosenSettings[], key: K): { found: boolean; value: ChosenSettings[K] } {
  for (const layer of layers) if (Object.hasOwn(layer, key)) return { found: true, value: layer[key] };
  return { found: false, value: undefined };
}

/**
 * The clients of all layers: the defaults, then each layer's tokens in the order of the layers'
 * declaration (configuration, command line, document); a token keeps its first slot and takes
 * the client of the layer of highest precedence.
 */
function settleClients(slots: readonly ChosenSettings[], precedence: readonly ChosenSettings[]): Readonly<Record<string, ApiClient>> {
  const clients: Record<string, ApiClient> = { ...defaultClients };
  for (const layer of slots) {
    for (const token of Object.keys(layer.apiClients ?? {})) {
      clients[token] = precedence.find((l) => l.apiClients !== undefined && Object.hasOwn(l.apiClients, token))!.apiClients![token]!;
    }
  }
  return Object.freeze(clients);
}

/**
 * Settles a configuration, with what the command line and the OpenAPI document choose, into one
 * frozen `Settings`. A value set on the configuration stands even when it equals the built-in
 * default; a document fills only what nobody set.
 * @example
 * const settings = settle(config, { document: { apiBaseUrl: "https://api.acme.test" } });
 * settings.apiBaseUrl // config's own base URL if it set one, else "https://api.acme.test"
 */
export function settle(config: Config | ChosenSettings, layers: SettleLayers = {}): Settings {
  const user = config instanceof Config ? config.chosen() : config;
  const commandLine = layers.commandLine ?? {};
  const document = layers.document ?? {};
  const chosen = [commandLine, user];
  const all = [...chosen, document];
  const base = first(chosen, "apiBaseUrl");
  // A document's other servers come with its base URL: beside someone else's they mean nothing.
  const servers = first(chosen, "apiServers").value ?? [];
  const apiServers = base.found ? servers : [...new Set([...servers, ...(document.apiServers ?? [])])];
  const apiAuthHeader = first(all, "apiAuthHeader").value ?? null;
  const locale = first(chosen, "locale").value ?? "en";
  return Object.freeze({
    apiBaseUrl: (base.found ? base.value : document.apiBaseUrl) ?? defaultBaseUrl,
    apiAuthHeader,
    authHeader: parseAuthHeader(apiAuthHeader),
    clients: settleClients([user, commandLine, document], all),
    apiServers: Object.freeze(apiServers),
    tryIt: first(chosen, "tryIt").value ?? false,
    securitySchemes: first(all, "securitySchemes").value ?? Object.freeze({}),
    security: first(chosen, "security").value ?? null,
    // A document's servers apply with its base URL only, as its other servers do.
    serverTemplates: (base.found ? undefined : document.serverTemplates) ?? Object.freeze({}),
    imageOrigins: first(chosen, "imageOrigins").value ?? Object.freeze([]),
    locale,
    text: interfaceStrings(locale, first(chosen, "strings").value ?? {}),
    siteTitle: first(chosen, "siteTitle").value ?? null,
    logo: first(chosen, "logo").value ?? null,
    productLink: first(chosen, "productLink").value ?? null,
    siteUrl: first(chosen, "siteUrl").value ?? null,
    theme: first(chosen, "theme").value ?? null,
    stylesheet: first(chosen, "stylesheet").value ?? null,
  });
}

/**
 * The settings a render uses: `settle(config)` for a `Config`, the value itself for settings
 * settled already.
 */
export function settingsOf(config: Config | Settings): Settings {
  return config instanceof Config ? settle(config) : config;
}

/**
 * The settings a page renders with: `settingsOf(config)`; for a `Config` and a page that carries
 * its document's layer of the settings (an imported page's `documentSettings`), the document's
 * servers, auth line and sample clients where the configuration chose nothing. Settings settled
 * already stand as they are.
 * @example pageSettings(openApiPages(document)[0], new Config()).apiBaseUrl // the document's first server
 */
export function pageSettings(page: unknown, config: Config | Settings): Settings {
  const document = typeof page === "object" && page !== null ? (page as { readonly documentSettings?: ChosenSettings }).documentSettings : undefined;
  return config instanceof Config && document !== undefined ? settle(config, { document }) : settingsOf(config);
}
