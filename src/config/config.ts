/**
 * Configuration: what the user sets — the three values every request example inherits (base URL,
 * auth header line, client set) and the site's own. A `Config` remembers which values were set:
 * one left unset is filled by the OpenAPI document or a built-in when settings are settled
 * (`settle`, src/config/settings.ts), and nothing else ever writes into it. `configure()` edits
 * the configuration in scope (a project's, while refkit loads its `refkit.config.ts`; else the
 * global one); `new Config()` makes an independent one that any render function accepts as
 * `{ config }`.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { ApiClient } from "../clients/types.ts";
import { defaultClients } from "../clients/index.ts";
import { RefkitError, describeValue } from "../errors.ts";
import { policyOrigin } from "../csp.ts";
import { parseAuthHeader, type AuthHeader } from "../headers.ts";
import { checkBaseUrl, defaultBaseUrl } from "../base-url.ts";
import { checkSecurity, checkSecuritySchemes, type SecurityRequirement, type SecurityScheme } from "../security-schemes.ts";
import type { ServerTemplate } from "../server-variables.ts";
import { checkSiteUrl } from "../site-url.ts";
import { checkLocales, type LocaleSites } from "../locale/sites.ts";
import { checkLocale, checkStrings, interfaceStrings, type InterfaceStrings, type StringOverrides } from "../locale/index.ts";
import { isPlainObject } from "../values.ts";
import { checkTheme, type SettledTheme, type Theme } from "./theme.ts";

/** A link back to the product, at the top of the sidebar. */
export interface ProductLink {
  /** An absolute http(s) URL. */
  readonly href: string;
  /** The link's text, such as "Acme". */
  readonly label: string;
}

export const logoTypes = /\.(svg|png|jpe?g|webp|gif)$/i;

export type { AuthHeader } from "../headers.ts";
export { checkBaseUrl } from "../base-url.ts";

/**
 * The values a user set on a `Config`, as set (checked and normalized): a key is present only
 * when it was set, even to the built-in default's value.
 */
export interface ChosenSettings {
  readonly apiBaseUrl?: string;
  readonly apiAuthHeader?: string | null;
  /** The overrides and extensions set with `apiClients`, checked. */
  readonly apiClients?: Readonly<Record<string, ApiClient>>;
  readonly apiServers?: readonly string[];
  readonly tryIt?: boolean;
  readonly securitySchemes?: Readonly<Record<string, SecurityScheme>>;
  readonly security?: readonly SecurityRequirement[];
  /** Servers with variables, by their URL with the defaults (a description's: no setter). */
  readonly serverTemplates?: Readonly<Record<string, ServerTemplate>>;
  readonly imageOrigins?: readonly string[];
  /** The interface's language (BCP 47, canonical). */
  readonly locale?: string;
  /** Interface strings the user adds or overrides, by locale. */
  readonly strings?: StringOverrides;
  readonly siteTitle?: string | null;
  readonly logo?: string | null;
  readonly productLink?: ProductLink | null;
  readonly siteUrl?: string | null;
  readonly theme?: SettledTheme | null;
  readonly stylesheet?: string | null;
}

const noSchemes: Readonly<Record<string, SecurityScheme>> = Object.freeze({});
const noStrings: StringOverrides = Object.freeze({});
const noTemplates: Readonly<Record<string, ServerTemplate>> = Object.freeze({});

type Writable<T> = { -readonly [K in keyof T]: T[K] };
const clientToken = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** A description's path as `Config` takes it (`null`, or a non-empty path without NUL), else an error naming `key`. */
function descriptionPath(value: string | null, key: string, what: string): string | null {
  if (value !== null && (typeof value !== "string" || value.trim() === "" || value.includes("\0"))) {
    throw new RefkitError({ component: "Config", key }, `expected the path of ${what}, relative to the project's folder, got ${describeValue(value)}`);
  }
  return value;
}

/**
 * The settings that apply to every request example.
 * @example
 * const config = new Config();
 * config.apiBaseUrl = "https://api.acme.test";
 * config.apiAuthHeader = "Authorization: Bearer <API_KEY>";
 */
export class Config {
  /** What was set, and nothing else. */
  readonly #chosen: Writable<ChosenSettings> = {};
  #openapi: string | null = null;
  #asyncapi: string | null = null;
  #locales: LocaleSites | null = null;
  #authHeader: AuthHeader | null = null;
  #clients: Readonly<Record<string, ApiClient>> = mergeClients({});

  /** Prefixed onto every request path. An absolute http(s) URL; a trailing `/` is dropped. */
  get apiBaseUrl(): string {
    return this.#chosen.apiBaseUrl ?? defaultBaseUrl;
  }
  set apiBaseUrl(value: string) {
    this.#chosen.apiBaseUrl = checkBaseUrl(value);
  }

  /** One header line, `<Header-Name>: <value>`, added to every snippet; `null` for none. */
  get apiAuthHeader(): string | null {
    return this.#chosen.apiAuthHeader ?? null;
  }
  set apiAuthHeader(value: string | null) {
    this.#authHeader = parseAuthHeader(value);
    this.#chosen.apiAuthHeader = value ?? null;
  }

  /** The auth header line split on its first colon, or `null`. */
  get authHeader(): AuthHeader | null {
    return this.#authHeader;
  }

  /**
   * Overrides and extensions merged over the four default clients (write only: read
   * `clients`). A reused default token replaces that tab in its slot; new tokens are appended.
   */
  set apiClients(value: Readonly<Record<string, ApiClient>>) {
    this.#clients = mergeClients(value);
    this.#chosen.apiClients = Object.freeze(Object.fromEntries(Object.keys(value).map((token) => [token, this.#clients[token]!])));
  }

  /**
   * Other base URLs the API answers at (a sandbox, a region), which the request console offers
   * beside `apiBaseUrl` (snippets always use `apiBaseUrl`). Each is checked and normalized like it.
   */
  get apiServers(): readonly string[] {
    return this.#chosen.apiServers ?? none;
  }
  set apiServers(value: readonly string[]) {
    if (!Array.isArray(value)) throw new RefkitError({ component: "Config", key: "apiServers" }, `expected an array of base URLs, got ${describeValue(value)}`);
    const urls = value.map((url, i) => checkBaseUrl(url, { component: "Config", key: `apiServers[${i}]` }));
    this.#chosen.apiServers = Object.freeze([...new Set(urls)]);
  }

  /**
   * The request console: when true, every request example (but those declared with
   * `tryIt: false`) gets a "Try it" button that opens a form to send the request from the
   * reader's browser. Off by default: the API must allow the site's origin (CORS).
   */
  get tryIt(): boolean {
    return this.#chosen.tryIt ?? false;
  }
  set tryIt(value: boolean) {
    if (typeof value !== "boolean") throw new RefkitError({ component: "Config", key: "tryIt" }, `expected true or false, got ${describeValue(value)}`);
    this.#chosen.tryIt = value;
  }

  /**
   * The language of the interface refkit writes (headings, labels, buttons; not the API's own
   * text): a BCP 47 tag, `"en"` by default. Shipped: `en`, `de`, `fr`, `es`, `pt-BR`, `ja`, `zh-CN`,
   * `ko`, `ar`; a regional tag takes its language's table. Pages get `<html lang>` and, for a
   * script written right to left, `dir="rtl"`. `--locale` wins over it.
   * @example config.locale = "ja";
   */
  get locale(): string {
    return this.#chosen.locale ?? "en";
  }
  set locale(value: string) {
    this.#chosen.locale = checkLocale(value, { component: "Config", key: "locale" });
  }

  /**
   * Interface strings added or overridden, by locale: part of a shipped locale's table, or every
   * key of a new locale's (a missing one fails the build, naming it).
   * @example config.strings = { fr: { search: "Chercher" } };
   */
  get strings(): StringOverrides {
    return this.#chosen.strings ?? noStrings;
  }
  set strings(value: StringOverrides) {
    this.#chosen.strings = checkStrings(value, { component: "Config", key: "strings" });
  }

  /** The interface's strings in `locale`: the shipped table with `strings` over it (read only). */
  get text(): InterfaceStrings {
    return interfaceStrings(this.locale, this.strings);
  }

  /**
   * The ways the API authenticates, with OpenAPI's `securitySchemes` fields (`apiKey`, `http`,
   * `oauth2` with its flows, `openIdConnect`): with the console on, each example's console asks
   * for the credentials its requirement names, and signs the reader in for OAuth 2 and OpenID
   * Connect. An OpenAPI description's own schemes apply where this is not set.
   * @example config.securitySchemes = { apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" } };
   */
  get securitySchemes(): Readonly<Record<string, SecurityScheme>> {
    return this.#chosen.securitySchemes ?? noSchemes;
  }
  set securitySchemes(value: Readonly<Record<string, SecurityScheme>>) {
    this.#chosen.securitySchemes = checkSecuritySchemes(value, { component: "Config", key: "securitySchemes" });
  }

  /**
   * What every request needs unless it declares its own `security`, as OpenAPI writes it:
   * alternatives, each naming the schemes it needs together with their scopes.
   * @example config.security = [{ oauth: ["read:pets"] }, { apiKey: [] }];
   */
  get security(): readonly SecurityRequirement[] | null {
    return this.#chosen.security ?? null;
  }
  set security(value: readonly SecurityRequirement[]) {
    this.#chosen.security = checkSecurity(value, { component: "Config", key: "security" });
  }

  /** The servers with variables the console lets a reader fill in: a description's (read only; none set here). */
  get serverTemplates(): Readonly<Record<string, ServerTemplate>> {
    return this.#chosen.serverTemplates ?? noTemplates;
  }

  /**
   * The origins that images in descriptions may load from (the API's own site, its CDN): every
   * page's Content-Security-Policy allows images from these besides the site itself. None by
   * default, so that an image in a description someone else wrote (a tracking pixel) loads
   * nothing. Each is an http(s) origin or a URL whose origin is taken: lowercase, without its
   * default port; a host of letters, digits, `-` and `.` or an IP address, never a wildcard.
   * @example config.imageOrigins = ["https://cdn.acme.test", "https://docs.acme.test"];
   */
  get imageOrigins(): readonly string[] {
    return this.#chosen.imageOrigins ?? none;
  }
  set imageOrigins(value: readonly string[]) {
    if (!Array.isArray(value)) throw new RefkitError({ component: "Config", key: "imageOrigins" }, `expected an array of origins such as "https://cdn.example.com", got ${describeValue(value)}`);
    const origins = value.map((url, i) => {
      const where = { component: "Config", key: `imageOrigins[${i}]` };
      if (typeof url !== "string") throw new RefkitError(where, `expected an origin such as "https://cdn.example.com", got ${describeValue(url)}`);
      const { origin, problem } = policyOrigin(url);
      if (origin === undefined) throw new RefkitError(where, `expected an http or https origin such as "https://cdn.example.com", got ${describeValue(url)}: ${problem}`);
      return origin;
    });
    this.#chosen.imageOrigins = Object.freeze([...new Set(origins)]);
  }

  /** The site's name, in every page's title and at the top of the sidebar. `null`: the OpenAPI document's title, else "API reference". */
  get siteTitle(): string | null {
    return this.#chosen.siteTitle ?? null;
  }
  set siteTitle(value: string | null) {
    if (value !== null && (typeof value !== "string" || value.trim() === "")) throw new RefkitError({ component: "Config", key: "siteTitle" }, `expected a non-empty string or null, got ${describeValue(value)}`);
    this.#chosen.siteTitle = value;
  }

  /**
   * An image shown before the site's name: the path, relative to the project folder, of an SVG,
   * PNG, JPEG, WebP or GIF file, which the build copies into `assets/`. `null` for none.
   */
  get logo(): string | null {
    return this.#chosen.logo ?? null;
  }
  set logo(value: string | null) {
    if (value !== null && (typeof value !== "string" || !logoTypes.test(value) || /^[a-z][a-z0-9+.-]*:/i.test(value))) {
      throw new RefkitError({ component: "Config", key: "logo" }, `expected the path of an .svg, .png, .jpg, .webp or .gif file in the project folder, or null, got ${describeValue(value)}`);
    }
    this.#chosen.logo = value;
  }

  /** A link back to the product, `{ href, label }`, at the top of the sidebar. `null` for none. */
  get productLink(): ProductLink | null {
    return this.#chosen.productLink ?? null;
  }
  set productLink(value: ProductLink | null) {
    this.#chosen.productLink = checkProductLink(value);
  }

  /**
   * The team's look: `{ accent, accentDark?, font?, monoFont? }`. `accent` is the colour of links
   * and focus rings on the light scheme, `accentDark` on the dark one (made from `accent`,
   * lightened until it reads, when left out); each is a CSS colour (`#0b6bcb`, `rgb(11 107 203)`,
   * `hsl(210 90% 42%)`) that must reach 4.5:1 against its scheme's background, else it is refused
   * with the nearest colour that does. `font` and `monoFont` are CSS font-family lists. Written as
   * `assets/theme.css`, linked after refkit's stylesheet; the host plugins keep their host's theme.
   * `null` (the default): refkit's own look.
   * @example config.theme = { accent: "#6d28d9", font: '"Inter", system-ui, sans-serif' };
   */
  get theme(): SettledTheme | null {
    return this.#chosen.theme ?? null;
  }
  set theme(value: Theme | SettledTheme | null) {
    this.#chosen.theme = value === null ? null : checkTheme(value);
  }

  /**
   * A stylesheet of the team's own: the path of a `.css` file in the project folder, copied into
   * `assets/` and linked on every page after refkit's stylesheet (and the theme's), so that its
   * rules win. `null` (the default): none.
   * @example config.stylesheet = "styles/docs.css";
   */
  get stylesheet(): string | null {
    return this.#chosen.stylesheet ?? null;
  }
  set stylesheet(value: string | null) {
    if (value !== null && (typeof value !== "string" || !/\.css$/i.test(value) || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.includes("\0"))) {
      throw new RefkitError({ component: "Config", key: "stylesheet" }, `expected the path of a .css file in the project folder, or null, got ${describeValue(value)}`);
    }
    this.#chosen.stylesheet = value;
  }

  /**
   * The public address of the site's root, where it is deployed: an absolute http(s) URL (a
   * trailing `/` is added). With it the build writes `sitemap.xml` and every page names its
   * absolute address (`<link rel="canonical">`, `og:url`). `null` (the default): neither.
   * `--site-url` on the command line wins over it.
   * @example config.siteUrl = "https://docs.acme.test/api/";
   */
  get siteUrl(): string | null {
    return this.#chosen.siteUrl ?? null;
  }
  set siteUrl(value: string | null) {
    this.#chosen.siteUrl = value === null ? null : checkSiteUrl(value);
  }

  /**
   * The project's API description: an OpenAPI (or Swagger 2.0) file, relative to the project's
   * folder. The project's reference is built from it, beside the pages of
   * `pages/` (its guides), as `--openapi` does; `--openapi` on the command line wins over it.
   * `null` (the default): none.
   * @example config.openapi = "openapi.yaml";
   */
  get openapi(): string | null {
    return this.#openapi;
  }
  set openapi(value: string | null) {
    this.#openapi = descriptionPath(value, "openapi", "an OpenAPI description");
  }

  /**
   * The project's event API: an AsyncAPI file, relative to the project's folder. Beside `openapi`,
   * its pages join the reference under `events/` (as `--asyncapi` beside `--openapi` does); alone,
   * it is the reference. `null` (the default): none.
   * @example config.asyncapi = "asyncapi.yaml";
   */
  get asyncapi(): string | null {
    return this.#asyncapi;
  }
  set asyncapi(value: string | null) {
    this.#asyncapi = descriptionPath(value, "asyncapi", "an AsyncAPI document");
  }

  /**
   * A site of several languages: by locale tag, the default one first, what each is built with
   * (its Overlay files, relative to the project's folder, applied after `--overlay`'s, and its
   * site title). Each language's site goes into a folder named after its tag (`en/`, `fr/`),
   * every page linking to the same page in the others; the site's root leads to the first.
   * `--locales` on the command line wins over it. `null` (the default): one language, `locale`.
   * @example config.locales = { en: {}, fr: { overlays: ["overlays/fr.yaml"] } };
   */
  get locales(): LocaleSites | null {
    return this.#locales;
  }
  set locales(value: LocaleSites | null) {
    this.#locales = value === null ? null : checkLocales(value, { component: "Config", key: "locales" });
  }

  /** The effective clients, in tab order: the defaults, then new tokens in declaration order. */
  get clients(): Readonly<Record<string, ApiClient>> {
    return this.#clients;
  }

  /**
   * What was set on this configuration, and only that: a copy, frozen. The OpenAPI import and
   * `settle` read it to know what the user chose (a value set to the built-in default included).
   * @example new Config().chosen() // {}
   */
  chosen(): ChosenSettings {
    return Object.freeze({ ...this.#chosen });
  }
}

const none: readonly string[] = Object.freeze([]);

let globalConfig = new Config();

/** The configuration of the project whose `refkit.config.ts` is being loaded, in its async context. */
const projectConfig = new AsyncLocalStorage<Config>();

/**
 * Runs `load` (which imports a project's `refkit.config.ts`) with `config` as the configuration
 * that `configure()` and `getConfig()` give, so that projects loaded at the same time in one
 * process each configure their own.
 */
export function withProjectConfig<T>(config: Config, load: () => Promise<T>): Promise<T> {
  return projectConfig.run(config, load);
}

/**
 * The configuration in scope: a project's while its `refkit.config.ts` loads, else the global
 * one, which render functions use when given no `{ config }`.
 */
export function getConfig(): Config {
  return projectConfig.getStore() ?? globalConfig;
}

/**
 * Applies `block` to the configuration in scope and returns it. Call it once, in
 * `refkit.config.ts`: refkit loads that file with the project's own configuration in scope.
 * @example
 * configure((config) => {
 *   config.apiBaseUrl = "https://api.acme.test";
 *   config.apiAuthHeader = "Authorization: Bearer <API_KEY>";
 * });
 */
export function configure(block: (config: Config) => void): Config {
  const config = getConfig();
  block(config);
  return config;
}

/** Replaces the global configuration with a fresh default one (for tests and the dev server). */
export function resetConfig(): Config {
  globalConfig = new Config();
  return globalConfig;
}


function checkProductLink(value: unknown): ProductLink | null {
  if (value === null) return null;
  const where = { component: "Config", key: "productLink" };
  if (!isPlainObject(value)) throw new RefkitError(where, `expected { href, label } or null, got ${describeValue(value)}`);
  const { href, label } = value;
  let url: URL | undefined;
  try {
    url = typeof href === "string" ? new URL(href) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) throw new RefkitError({ ...where, key: "productLink.href" }, `expected an absolute http or https URL, got ${describeValue(href)}`);
  if (typeof label !== "string" || label.trim() === "") throw new RefkitError({ ...where, key: "productLink.label" }, `expected a non-empty string, got ${describeValue(label)}`);
  return Object.freeze({ href: url.href, label });
}


/** Checks one client descriptor and returns a frozen copy. */
export function checkClient(token: string, client: unknown): ApiClient {
  const where = (key: string) => ({ component: `Config.apiClients["${token}"]`, key });
  if (!clientToken.test(token)) {
    throw new RefkitError(
      { component: "Config", key: "apiClients" },
      `expected client tokens made of letters, digits, "-" and "_", starting with a letter, got ${describeValue(token)}`,
    );
  }
  if (!isPlainObject(client)) throw new RefkitError(where("label"), `expected an ApiClient object, got ${describeValue(client)}`);
  const { label, lexer, filename, template } = client;
  if (typeof label !== "string" || label.trim() === "") throw new RefkitError(where("label"), `expected a non-empty string, got ${describeValue(label)}`);
  if (typeof lexer !== "string" || lexer.trim() === "") throw new RefkitError(where("lexer"), `expected a Shiki language id such as "python", got ${describeValue(lexer)}`);
  if (typeof template !== "function") throw new RefkitError(where("template"), `expected a function (request) => string, got ${describeValue(template)}`);
  if (filename !== undefined && typeof filename !== "string" && typeof filename !== "function") {
    throw new RefkitError(where("filename"), `expected a string or a function (request) => string, got ${describeValue(filename)}`);
  }
  return Object.freeze({ ...(client as unknown as ApiClient) });
}

function mergeClients(extra: unknown): Readonly<Record<string, ApiClient>> {
  if (!isPlainObject(extra)) {
    throw new RefkitError({ component: "Config", key: "apiClients" }, `expected an object of token to ApiClient, got ${describeValue(extra)}`);
  }
  const merged: Record<string, ApiClient> = { ...defaultClients };
  for (const [token, client] of Object.entries(extra)) merged[token] = checkClient(token, client);
  return Object.freeze(merged);
}
