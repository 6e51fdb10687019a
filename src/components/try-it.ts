/**
 * The request console's part of a request example: a "Try it" button that carries the request
 * exactly as the snippets send it, for the console module (assets/console.js) to prefill its form
 * from and send with `fetch`. Shown only with JavaScript (the stylesheet hides it otherwise).
 */
import type { Settings } from "../config/settings.ts";
import { policyOrigin } from "../csp.ts";
import { html, type Html } from "../html.ts";
import type { ApiRequest, RequestDeclaration } from "../request.ts";
import { formName } from "../clients/curl/client.ts";
import { flattenQuery } from "../url.ts";
import { clients } from "../clients/index.ts";
import { writerOf } from "../clients/written.ts";
import type { PersonalData } from "../personal/request.ts";
import { selectClients } from "../snippets.ts";
import { templateSources, type ServerTemplate } from "../server-variables.ts";
import { signInOrigins, type SecurityRequirement, type SecurityScheme } from "../security-schemes.ts";

/** A multipart part as the console shows it: text to edit, or a file for the reader to choose. */
export type ConsolePart = { readonly name: string; readonly value: string } | { readonly name: string; readonly file: string; readonly filename: string; readonly type: string };

/**
 * The request as the console receives it (JSON in the button's `data-rk-request`). Values are
 * those of the snippets: the path already percent-encoded, the query as flattened pairs, every
 * effective header in order.
 */
export interface ConsoleRequest {
  readonly method: string;
  /** The base URL the path is appended to. */
  readonly base: string;
  /** The base URLs a reader may choose from, `base` first, when the API has several (`config.apiServers`). */
  readonly servers?: readonly string[];
  /**
   * The base URLs among `base` and `servers` whose origin the page's policy cannot list (not a
   * valid origin, such as `https://*`): the console says so instead of sending.
   */
  readonly refused?: readonly string[];
  /** Those of `base` and `servers` that have variables a reader may fill in, by URL (the document's `servers`). */
  readonly templates?: Readonly<Record<string, ServerTemplate>>;
  /** The percent-encoded path. */
  readonly path: string;
  readonly query: readonly (readonly [string, string])[];
  /** Every effective header, in the snippets' order: Content-Type, the auth header, explicit ones. */
  readonly headers: readonly (readonly [string, string])[];
  /** The name of the header whose value is the reader's credential, when the request carries the configured auth line. */
  readonly auth?: string;
  /** With `auth`: how that header's value holds the credential (the console asks for the secret alone and adds the rest). */
  readonly credential?: CredentialParts;
  /**
   * What the request accepts, when its schemes are declared (`config.securitySchemes` or the
   * description's): the console asks for these credentials (and signs in) instead of `auth`'s.
   */
  readonly security?: ConsoleSecurity;
  /** What the reader's browser needs to write the example's snippets again with the reader's credentials (see personal/request.ts). */
  readonly personal: PersonalData;
  readonly body:
    | { readonly kind: "none" }
    | { readonly kind: "json" | "text"; readonly text: string }
    | { readonly kind: "form"; readonly pairs: readonly (readonly [string, string])[]; readonly names: readonly string[] }
    | { readonly kind: "multipart"; readonly parts: readonly ConsolePart[] }
    | { readonly kind: "file"; readonly file: string; readonly type: string };
}

/** The ways a request may authenticate: alternatives of schemes needed together, and those schemes by name. */
export interface ConsoleSecurity {
  readonly alternatives: readonly SecurityRequirement[];
  readonly schemes: Readonly<Record<string, SecurityScheme>>;
}

/**
 * What `declaration` accepts, as its console asks for it: its own `security`, else (unless it
 * sends no auth line) the settings'; the alternatives whose schemes are all declared (an empty one, "none", kept beside
 * others). `undefined` when the request sends no credential or nothing names a declared scheme.
 * @example consoleSecurity(declaration, settings) // { alternatives: [{ oauth: ["read"] }], schemes: { oauth: { type: "oauth2", flows: … } } }
 */
export function consoleSecurity(declaration: RequestDeclaration, config: Settings): ConsoleSecurity | undefined {
  // `auth: false` leaves out the settings' auth line (and so their requirement), not what the request itself declares.
  const requirements = declaration.security ?? (declaration.auth === false ? [] : (config.security ?? []));
  const declared = config.securitySchemes;
  const alternatives = requirements.filter((requirement) => Object.keys(requirement).every((name) => Object.hasOwn(declared, name)));
  if (!alternatives.some((requirement) => Object.keys(requirement).length > 0)) return undefined;
  const names = new Set(alternatives.flatMap((requirement) => Object.keys(requirement)));
  return { alternatives, schemes: Object.fromEntries([...names].map((name) => [name, declared[name]!])) };
}

/**
 * An auth header's value split around the secret a reader supplies: the snippets send
 * `prefix + placeholder + suffix`, the console sends `prefix + secret + suffix`.
 */
export interface CredentialParts {
  /** What comes before the secret, such as the scheme `Bearer ` (empty for an API key header). */
  readonly prefix: string;
  /** The secret as the snippets show it: a placeholder such as `<API_KEY>`, or a sample credential. */
  readonly placeholder: string;
  readonly suffix: string;
}

// An authentication scheme's name (RFC 9110 token) and the spaces after it.
const scheme = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+ +(?=\S)/;

/**
 * Where the secret is in an auth header's value: the first `<…>` placeholder, else whatever
 * follows a scheme name (`Bearer sk_test_123`), else the whole value (an API key header).
 * @example credentialParts("Bearer <API_KEY>") // { prefix: "Bearer ", placeholder: "<API_KEY>", suffix: "" }
 * @example credentialParts("Basic dXNlcjpwYXNz") // { prefix: "Basic ", placeholder: "dXNlcjpwYXNz", suffix: "" }
 * @example credentialParts("<API_KEY>") // { prefix: "", placeholder: "<API_KEY>", suffix: "" }
 */
export function credentialParts(value: string): CredentialParts {
  const placeholder = /<[^<>]+>/.exec(value);
  if (placeholder) return { prefix: value.slice(0, placeholder.index), placeholder: placeholder[0], suffix: value.slice(placeholder.index + placeholder[0].length) };
  const prefix = scheme.exec(value)?.[0] ?? "";
  return { prefix, placeholder: value.slice(prefix.length), suffix: "" };
}

/** True when the example gets a "Try it" button: the site's console is on and the example did not opt out. */
export function hasTryIt(declaration: RequestDeclaration, config: Settings): boolean {
  return config.tryIt && declaration.tryIt !== false;
}

/** The base URLs the example's console may send to: its own base URL, or the configured one and the other servers. */
function servers(declaration: RequestDeclaration, config: Settings): readonly string[] {
  if (declaration.baseUrl !== undefined) return [declaration.baseUrl];
  return [config.apiBaseUrl, ...config.apiServers.filter((url) => url !== config.apiBaseUrl)];
}

/**
 * The origins the example's console may send to, for the page's `connect-src`: those of its base
 * URLs that are valid origins (`policyOrigin`). The others are left out, and the console refuses them.
 */
export function tryItOrigins(declaration: RequestDeclaration, config: Settings): string[] {
  const signIn = signInOrigins(Object.values(consoleSecurity(declaration, config)?.schemes ?? {}));
  const variables = Object.values(templatesOf(servers(declaration, config), config)).flatMap(templateSources);
  return [...servers(declaration, config).flatMap((url) => policyOrigin(url).origin ?? []), ...variables, ...signIn];
}

/** The templates of those of `urls` that are servers with variables. */
function templatesOf(urls: readonly string[], config: Settings): Record<string, ServerTemplate> {
  return Object.fromEntries(urls.flatMap((url) => (Object.hasOwn(config.serverTemplates, url) ? [[url, config.serverTemplates[url]!]] : [])));
}

/**
 * The warning for a base URL whose origin the console's policy cannot list, naming where the URL
 * came from (a JSON pointer, a configuration key); `undefined` for a valid origin, or while the
 * console is off (no policy lists an API origin then).
 * @example policyWarning(config, "#/servers/1/url", "https://*") // '#/servers/1/url: "https://*" is not a valid origin (the host "*" …): …'
 */
export function policyWarning(config: Pick<Settings, "tryIt">, where: string, url: string): string | undefined {
  if (!config.tryIt) return undefined;
  const { problem } = policyOrigin(url);
  return problem === undefined ? undefined : `${where}: ${JSON.stringify(url)} is not a valid origin (${problem}): left out of the page's Content-Security-Policy, so the request console does not send to it`;
}

/**
 * The warnings about the configuration's base URLs (`apiBaseUrl`, `apiServers`) that the
 * console's policy cannot list, each naming its key; none while the console is off.
 * @example configPolicyWarnings(config) // ['config.apiServers[0]: "https://*" is not a valid origin (…): …']
 */
export function configPolicyWarnings(config: Settings): string[] {
  const urls: [string, string][] = [["config.apiBaseUrl", config.apiBaseUrl], ...config.apiServers.map((url, i): [string, string] => [`config.apiServers[${i}]`, url])];
  return urls.flatMap(([key, url]) => policyWarning(config, key, url) ?? []);
}

/** What the console sends for `request`. */
export function consoleRequest(declaration: RequestDeclaration, request: ApiRequest, config: Settings): ConsoleRequest {
  const auth = declaration.auth === false ? null : config.authHeader;
  // An explicit header of the auth header's name replaces the auth line: then there is no credential to ask for.
  const credential = auth && !Object.keys(declaration.headers).some((name) => name.toLowerCase() === auth.name.toLowerCase()) ? auth.name : undefined;
  const security = consoleSecurity(declaration, config);
  const choices = servers(declaration, config);
  const refused = choices.filter((url) => policyOrigin(url).origin === undefined);
  const templates = templatesOf(choices, config);
  return {
    method: request.method,
    base: choices[0]!,
    ...(choices.length > 1 ? { servers: choices } : {}),
    ...(refused.length > 0 ? { refused } : {}),
    ...(Object.keys(templates).length > 0 ? { templates } : {}),
    // The snippets' URL is the base URL and this path: taken from it, not encoded again.
    path: request.url.slice(choices[0]!.length),
    query: flattenQuery(request.query),
    headers: Object.entries(request.headers),
    ...(security !== undefined ? { security } : credential === undefined ? {} : { auth: credential, credential: credentialParts(authValue(request, credential)) }),
    body: consoleBody(request),
    personal: personalData(declaration, config),
  };
}

/** The example's declaration and inherited settings, and the tabs whose snippets the shipped writers can write again. */
function personalData(declaration: RequestDeclaration, config: Settings): PersonalData {
  const tokens = selectClients(config, declaration.clients).filter(([token, client]) => Object.hasOwn(clients, token) && writerOf(client) !== undefined && writerOf(client) === writerOf(clients[token]!));
  return { declaration, base: { apiBaseUrl: config.apiBaseUrl, authHeader: config.authHeader }, tokens: tokens.map(([token]) => token) };
}

/** The value `request` sends in the header `name` (names compare case-insensitively). */
function authValue(request: ApiRequest, name: string): string {
  return Object.entries(request.headers).find(([header]) => header.toLowerCase() === name.toLowerCase())?.[1] ?? "";
}

function consoleBody(request: ApiRequest): ConsoleRequest["body"] {
  switch (request.bodyKind) {
    case "json":
    case "text":
      return { kind: request.bodyKind, text: request.prettyBodyJson };
    case "form":
      // The names as the curl snippet writes them: the console encodes only the values, which a reader may change.
      return { kind: "form", pairs: request.form!, names: request.form!.map(([name]) => formName(name)) };
    case "multipart":
      return {
        kind: "multipart",
        parts: request.multipart!.map((part) => (part.kind === "text" ? { name: part.name, value: part.value } : { name: part.name, file: part.path, filename: part.filename, type: part.contentType })),
      };
    case "file":
      return { kind: "file", file: request.bodyFile!.path, type: request.bodyFile!.contentType };
    default:
      return { kind: "none" };
  }
}

/** The button, holding the request. */
export function tryItButton(declaration: RequestDeclaration, request: ApiRequest, config: Settings): Html {
  return html`<div class="rk-try-bar"><button type="button" class="rk-try" aria-expanded="false" data-rk-request="${JSON.stringify(consoleRequest(declaration, request, config))}">${config.text.tryIt}</button></div>`;
}
