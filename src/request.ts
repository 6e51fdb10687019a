/**
 * Requests: the options an author declares, checked once, and the immutable `ApiRequest` that
 * client templates receive.
 */
import { getConfig, type Config } from "./config.ts";
import { RefkitError, describeValue, type ErrorLocation } from "./errors.ts";
import { checkHeaderName, checkHeaderValue, isToken } from "./headers.ts";
import { encodePath, encodeQuery } from "./url.ts";
import { defineOwn, isPlainObject, keyPath, toJsonValue, type JsonObject, type JsonValue } from "./values.ts";

/**
 * What an author declares for one request.
 * @example
 * const options: RequestOptions = {
 *   method: "post",
 *   path: "/v1/customers",
 *   body: { email: "jenny@example.com" },
 * };
 */
export interface RequestOptions {
  /** The HTTP verb, in any case: `"post"`, `"POST"`. */
  readonly method: string;
  /** Appended to the configured base URL; starts with `/`. */
  readonly path: string;
  /** The payload: a JSON value, or a string sent byte for byte. Dropped for GET and HEAD. */
  readonly body?: unknown;
  /** Query parameters: arrays repeat their key, nested objects use `key[sub]`. */
  readonly query?: Readonly<Record<string, unknown>>;
  /** Extra headers, merged over the configured auth header; an explicit header wins. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Client tokens that filter and order the tabs; unknown tokens are skipped. */
  readonly clients?: readonly string[] | null;
}

/** Request options after checking: frozen, normalized, safe to keep. */
export interface RequestDeclaration {
  readonly method: string;
  readonly path: string;
  readonly body: JsonValue | undefined;
  readonly query: JsonObject;
  readonly headers: Readonly<Record<string, string>>;
  readonly clients: readonly string[] | null;
}

const checked = new WeakSet<RequestDeclaration>();
const bodyDepth = 100;
const unsendable = new Set(["CONNECT", "TRACE", "TRACK"]);

/**
 * Checks request options at declaration time and returns a frozen, normalized copy. Throws a
 * `RefkitError` naming the component and the key at fault.
 */
export function checkRequestOptions(options: unknown, component = "RequestExample"): RequestDeclaration {
  if (checked.has(options as RequestDeclaration)) return options as RequestDeclaration;
  const at = (key: string): ErrorLocation => ({ component, key });
  if (!isPlainObject(options)) throw new RefkitError({ component }, `expected an options object, got ${describeValue(options)}`);

  const method = checkMethod(options.method, at("method"));
  const path = checkPath(options.path, at("path"));
  const body = method === "GET" || method === "HEAD" ? undefined : checkBody(options.body, component);
  const query = options.query === undefined || options.query === null ? Object.freeze({}) : checkQuery(options.query, component);
  const headers = options.headers === undefined || options.headers === null ? Object.freeze({}) : checkHeaders(options.headers, component);
  const clients = checkClients(options.clients, at("clients"));
  const declaration: RequestDeclaration = Object.freeze({ method, path, body, query, headers, clients });
  checked.add(declaration);
  return declaration;
}

function checkMethod(method: unknown, where: ErrorLocation): string {
  if (typeof method !== "string" || !isToken(method)) {
    throw new RefkitError(where, `expected an HTTP verb such as "get" or "POST", got ${describeValue(method)}`);
  }
  const verb = method.toUpperCase();
  if (unsendable.has(verb)) throw new RefkitError(where, `expected a verb that clients can send, got "${verb}" (fetch refuses it)`);
  return verb;
}

function checkPath(path: unknown, where: ErrorLocation): string {
  if (typeof path !== "string" || !path.startsWith("/")) {
    throw new RefkitError(where, `expected a path starting with "/", got ${describeValue(path)}`);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\s\x00-\x1f\x7f]/u.test(path)) throw new RefkitError(where, `expected a path without whitespace or control characters, got ${describeValue(path)}`);
  if (/[?#]/.test(path)) throw new RefkitError(where, `expected a path without "?" or "#" (put parameters in the query option), got ${describeValue(path)}`);
  if (path.split("/").some(isDotSegment)) {
    throw new RefkitError(where, `expected a path without "." or ".." segments, got ${describeValue(path)}`);
  }
  if (!path.isWellFormed()) throw new RefkitError(where, "expected valid Unicode text, got a string with a lone surrogate");
  return path;
}

/** True for "." and "..", also percent-encoded: URL parsers (fetch's among them) resolve both forms away. */
function isDotSegment(segment: string): boolean {
  return /^(?:\.|%2e){1,2}$/i.test(segment);
}

function checkBody(body: unknown, component: string): JsonValue | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string" && body.includes("\0")) {
    throw new RefkitError({ component, key: "body" }, "expected a string body without NUL characters (a shell argument cannot carry them)");
  }
  return toJsonValue(body, { component }, "body", bodyDepth);
}

function checkQuery(query: unknown, component: string): JsonObject {
  if (!isPlainObject(query)) throw new RefkitError({ component, key: "query" }, `expected an object of parameters, got ${describeValue(query)}`);
  return toJsonValue(query, { component }, "query") as JsonObject;
}

function checkHeaders(headers: unknown, component: string): Readonly<Record<string, string>> {
  if (!isPlainObject(headers)) throw new RefkitError({ component, key: "headers" }, `expected an object of header names to values, got ${describeValue(headers)}`);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const where = { component, key: keyPath("headers", name) };
    defineOwn(out, checkHeaderName(name, where), checkHeaderValue(value, where));
  }
  return Object.freeze(out);
}

function checkClients(clients: unknown, where: ErrorLocation): readonly string[] | null {
  if (clients === undefined || clients === null) return null;
  if (!Array.isArray(clients) || clients.some((token) => typeof token !== "string")) {
    throw new RefkitError(where, `expected an array of client tokens such as ["curl", "python"], got ${describeValue(clients)}`);
  }
  return Object.freeze([...clients]);
}

/**
 * The immutable request a client template receives. Deeply frozen.
 * @example
 * const req = buildRequest({ method: "get", path: "/v1/customers", query: { limit: 3 } });
 * req.urlWithQuery // "https://api.example.com/v1/customers?limit=3"
 */
export class ApiRequest {
  /** The verb, upper-case. */
  readonly method: string;
  /** The path as declared. */
  readonly path: string;
  /** Base URL plus the percent-encoded path, without the query. */
  readonly url: string;
  /** The query parameters as declared. */
  readonly query: JsonObject;
  /** Effective headers in order: Content-Type, the auth header, explicit headers. */
  readonly headers: Readonly<Record<string, string>>;
  /** The payload; `undefined` when there is none (always for GET and HEAD). */
  readonly body: JsonValue | undefined;

  constructor(declaration: RequestDeclaration, config: Config) {
    this.method = declaration.method;
    this.path = declaration.path;
    this.url = config.apiBaseUrl + encodePath(declaration.path);
    this.query = declaration.query;
    this.headers = mergeHeaders(declaration.headers, config);
    this.body = declaration.body;
    Object.freeze(this);
  }

  /** The verb as displayed: upper-case. */
  get httpMethod(): string {
    return this.method;
  }

  /** True when a body is present. */
  get hasBody(): boolean {
    return this.body !== undefined;
  }

  /** The body as indented JSON; a string body as it is; `""` without a body. */
  get prettyBodyJson(): string {
    if (this.body === undefined) return "";
    return typeof this.body === "string" ? this.body : JSON.stringify(this.body, null, 2);
  }

  /** The URL with the percent-encoded query string, when there is one. */
  get urlWithQuery(): string {
    const query = encodeQuery(this.query);
    return query ? `${this.url}?${query}` : this.url;
  }
}

function mergeHeaders(explicit: Readonly<Record<string, string>>, config: Config): Readonly<Record<string, string>> {
  // Names compare case-insensitively; a later header keeps the earlier one's slot.
  const slots = new Map<string, [string, string]>();
  const put = (name: string, value: string) => slots.set(name.toLowerCase(), [name, value]);
  put("Content-Type", "application/json");
  if (config.authHeader) put(config.authHeader.name, config.authHeader.value);
  for (const [name, value] of Object.entries(explicit)) put(name, value);
  const out: Record<string, string> = {};
  for (const [name, value] of slots.values()) defineOwn(out, name, value);
  return Object.freeze(out);
}

/**
 * Builds the immutable request for `options` under `config` (the global one by default).
 * @example buildRequest({ method: "delete", path: "/v1/customers/cus_123" }).url
 */
export function buildRequest(options: RequestOptions | RequestDeclaration, config: Config = getConfig()): ApiRequest {
  return new ApiRequest(checkRequestOptions(options), config);
}
