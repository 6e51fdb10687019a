/**
 * Security schemes as the request console signs in with them: OpenAPI's `securitySchemes` fields,
 * checked once, whether a description or `refkit.config.ts` declares them. Every URL the reader's
 * browser will fetch or open is an absolute http(s) URL whose origin a page's policy can name,
 * so no scheme can send a reader to `javascript:` or widen the policy.
 */
import { policyOrigin } from "./csp.ts";
import { RefkitError, describeValue, type ErrorLocation } from "./errors.ts";
import { checkHeaderName } from "./headers.ts";
import { isPlainObject } from "./values.ts";

/** One OAuth 2 flow the console can run: its endpoints and the scopes a reader chooses from (name → what it allows). */
export interface OAuthFlow {
  readonly authorizationUrl?: string;
  /** Every flow but the implicit one has a token endpoint. */
  readonly tokenUrl?: string;
  readonly refreshUrl?: string;
  readonly deviceAuthorizationUrl?: string;
  readonly scopes: Readonly<Record<string, string>>;
}

/**
 * The flows of an OAuth 2 scheme. The implicit and password flows are kept for the descriptions
 * that declare nothing else (OAuth 2.1 drops both; the console offers them last).
 */
export interface OAuthFlows {
  readonly authorizationCode?: OAuthFlow;
  /** OpenAPI 3.2's device authorization flow (RFC 8628). */
  readonly deviceAuthorization?: OAuthFlow;
  readonly clientCredentials?: OAuthFlow;
  readonly implicit?: OAuthFlow;
  readonly password?: OAuthFlow;
}

/** A security scheme, as OpenAPI declares it (the fields the console uses). */
export type SecurityScheme =
  | { readonly type: "apiKey"; readonly name: string; readonly in: "header" | "query" | "cookie" }
  /** HTTP authentication: `scheme` in lower case (`basic`, `bearer`, `digest`…). */
  | { readonly type: "http"; readonly scheme: string }
  | { readonly type: "oauth2"; readonly flows: OAuthFlows }
  | { readonly type: "openIdConnect"; readonly openIdConnectUrl: string }
  | { readonly type: "mutualTLS" };

/** One way to authenticate: the schemes it needs together, each with the scopes it needs (OpenAPI's Security Requirement Object). */
export type SecurityRequirement = Readonly<Record<string, readonly string[]>>;

const flowNames = ["authorizationCode", "deviceAuthorization", "clientCredentials", "implicit", "password"] as const;
const urlKeys = ["authorizationUrl", "tokenUrl", "refreshUrl", "deviceAuthorizationUrl"] as const;
// The endpoints each flow needs.
const flowNeeds: Record<(typeof flowNames)[number], readonly (typeof urlKeys)[number][]> = {
  authorizationCode: ["authorizationUrl", "tokenUrl"],
  deviceAuthorization: ["deviceAuthorizationUrl", "tokenUrl"],
  clientCredentials: ["tokenUrl"],
  implicit: ["authorizationUrl"],
  password: ["tokenUrl"],
};

/** How a scheme is read: a description's is read leniently (a flow it cannot use is left out, and said), relative URLs resolved against `base`. */
export interface SchemeReading {
  /** The URL relative endpoint URLs are resolved against (OpenAPI 3.1: the first server's). */
  readonly base?: string | undefined;
  /** Receives what is left out, instead of throwing. */
  readonly leftOut?: (error: RefkitError) => void;
}

const at = (where: ErrorLocation, key: string): ErrorLocation => ({ ...where, key: where.key ? `${where.key}.${key}` : key });

/** An endpoint's URL as the reader's browser will use it: absolute http(s) (a relative one resolved against `base`), an origin a policy can name. */
function checkEndpoint(value: unknown, where: ErrorLocation, base?: string): string {
  if (typeof value !== "string") throw new RefkitError(where, `expected an absolute http or https URL, got ${describeValue(value)}`);
  let url = value;
  if (base !== undefined && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value)) {
    try {
      url = new URL(value, base).href;
    } catch {
      url = value;
    }
  }
  const { origin, problem } = policyOrigin(url);
  if (origin === undefined) throw new RefkitError(where, `expected an absolute http or https URL a page's Content-Security-Policy can name, got ${describeValue(value)} (${problem})`);
  return new URL(url).href;
}

function checkScopes(value: unknown, where: ErrorLocation): Readonly<Record<string, string>> {
  if (value === undefined) return Object.freeze({});
  if (!isPlainObject(value)) throw new RefkitError(where, `expected an object of scope name to description, got ${describeValue(value)}`);
  const scopes: Record<string, string> = {};
  for (const [name, text] of Object.entries(value)) {
    // A scope is a space-free token (RFC 6749 §3.3): the console joins them with spaces.
    if (!/^[\x21\x23-\x5b\x5d-\x7e]+$/.test(name)) throw new RefkitError(at(where, name), `expected a scope name of printable characters without spaces, quotes or backslashes, got ${describeValue(name)}`);
    Object.defineProperty(scopes, name, { value: typeof text === "string" ? text : "", enumerable: true });
  }
  return Object.freeze(scopes);
}

function checkFlow(name: (typeof flowNames)[number], value: unknown, where: ErrorLocation, base?: string): OAuthFlow {
  if (!isPlainObject(value)) throw new RefkitError(where, `expected an OAuth flow object, got ${describeValue(value)}`);
  const flow: Record<string, unknown> = {};
  for (const key of flowNeeds[name]) flow[key] = checkEndpoint(value[key], at(where, key), base);
  if (value.refreshUrl !== undefined && name !== "implicit") flow.refreshUrl = checkEndpoint(value.refreshUrl, at(where, "refreshUrl"), base);
  flow.scopes = checkScopes(value.scopes, at(where, "scopes"));
  return Object.freeze(flow) as unknown as OAuthFlow;
}

/**
 * Checks one security scheme with OpenAPI's fields and returns the part the console uses, frozen.
 * Read leniently (`reading.leftOut`), a flow it cannot use is left out and the scheme kept.
 * @example checkSecurityScheme({ type: "apiKey", in: "header", name: "X-Api-Key" }, where) // { type: "apiKey", in: "header", name: "X-Api-Key" }
 */
export function checkSecurityScheme(value: unknown, where: ErrorLocation, reading: SchemeReading = {}): SecurityScheme {
  if (!isPlainObject(value)) throw new RefkitError(where, `expected a security scheme object, got ${describeValue(value)}`);
  switch (value.type) {
    case "apiKey": {
      if (value.in !== "header" && value.in !== "query" && value.in !== "cookie") throw new RefkitError(at(where, "in"), `expected "header", "query" or "cookie", got ${describeValue(value.in)}`);
      const name = value.in === "header" ? checkHeaderName(value.name, at(where, "name")) : value.name;
      if (typeof name !== "string" || name === "") throw new RefkitError(at(where, "name"), `expected a non-empty name, got ${describeValue(name)}`);
      return Object.freeze({ type: "apiKey", name, in: value.in });
    }
    case "http":
      if (typeof value.scheme !== "string" || !/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(value.scheme)) throw new RefkitError(at(where, "scheme"), `expected an HTTP authentication scheme such as "bearer" or "basic", got ${describeValue(value.scheme)}`);
      return Object.freeze({ type: "http", scheme: value.scheme.toLowerCase() });
    case "oauth2": {
      const flows = value.flows;
      if (!isPlainObject(flows)) throw new RefkitError(at(where, "flows"), `expected an object of OAuth flows, got ${describeValue(flows)}`);
      const checked: Record<string, OAuthFlow> = {};
      for (const name of flowNames) {
        if (flows[name] === undefined) continue;
        try {
          checked[name] = checkFlow(name, flows[name], at(where, `flows.${name}`), reading.base);
        } catch (error) {
          if (!(error instanceof RefkitError) || reading.leftOut === undefined) throw error;
          reading.leftOut(error);
        }
      }
      return Object.freeze({ type: "oauth2", flows: Object.freeze(checked) });
    }
    case "openIdConnect":
      return Object.freeze({ type: "openIdConnect", openIdConnectUrl: checkEndpoint(value.openIdConnectUrl, at(where, "openIdConnectUrl"), reading.base) });
    case "mutualTLS":
      return Object.freeze({ type: "mutualTLS" });
    default:
      throw new RefkitError(at(where, "type"), `expected "apiKey", "http", "oauth2", "openIdConnect" or "mutualTLS", got ${describeValue(value.type)}`);
  }
}

/** Checks an object of scheme name to security scheme; returns a frozen copy. */
export function checkSecuritySchemes(value: unknown, where: ErrorLocation): Readonly<Record<string, SecurityScheme>> {
  if (!isPlainObject(value)) throw new RefkitError(where, `expected an object of scheme name to security scheme, got ${describeValue(value)}`);
  const schemes: Record<string, SecurityScheme> = {};
  for (const [name, scheme] of Object.entries(value)) Object.defineProperty(schemes, name, { value: checkSecurityScheme(scheme, at(where, name)), enumerable: true });
  return Object.freeze(schemes);
}

/**
 * Checks a list of security requirements (`[{ oauth: ["read"] }, { apiKey: [] }]`: alternatives,
 * each naming the schemes it needs together); `[]` or `[{}]` means none. Returns a frozen copy.
 */
export function checkSecurity(value: unknown, where: ErrorLocation): readonly SecurityRequirement[] {
  if (!Array.isArray(value)) throw new RefkitError(where, `expected an array of security requirements such as [{ "apiKey": [] }], got ${describeValue(value)}`);
  return Object.freeze(
    value.map((requirement, i) => {
      const place = { ...where, key: `${where.key ?? ""}[${i}]` };
      if (!isPlainObject(requirement)) throw new RefkitError(place, `expected an object of scheme name to scopes, got ${describeValue(requirement)}`);
      const checked: Record<string, readonly string[]> = {};
      for (const [name, scopes] of Object.entries(requirement)) {
        if (!Array.isArray(scopes) || !scopes.every((s) => typeof s === "string")) throw new RefkitError(at(place, name), `expected an array of scope names, got ${describeValue(scopes)}`);
        Object.defineProperty(checked, name, { value: Object.freeze([...scopes]), enumerable: true });
      }
      return Object.freeze(checked);
    }),
  );
}

/**
 * The origins a reader's browser fetches to sign in with `schemes` (token, refresh and device
 * endpoints, OpenID discovery): what a page's `connect-src` must admit. Authorization pages are
 * opened, not fetched.
 */
export function signInOrigins(schemes: Iterable<SecurityScheme>): string[] {
  const origins = new Set<string>();
  for (const scheme of schemes) {
    const urls = scheme.type === "openIdConnect" ? [scheme.openIdConnectUrl] : scheme.type === "oauth2" ? Object.values(scheme.flows).flatMap((flow: OAuthFlow) => [flow.tokenUrl, flow.refreshUrl, flow.deviceAuthorizationUrl]) : [];
    for (const url of urls) if (url !== undefined) origins.add(policyOrigin(url).origin!);
  }
  return [...origins];
}
