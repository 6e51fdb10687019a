/**
 * Requests: the options an author declares, checked once, and the immutable `ApiRequest` that
 * client templates receive.
 */
import { checkFileBody, checkForm, checkMultipart, type FileBody, type FileBodyOptions, type MultipartOptions, type MultipartPart } from "./body.ts";
import { checkBaseUrl } from "./base-url.ts";
import { checkSecurity, type SecurityRequirement } from "./security-schemes.ts";
import { RefkitError, describeValue, type ErrorLocation } from "./errors.ts";
import { checkHeaderName, checkHeaderValue, isToken, type AuthHeader } from "./headers.ts";
import { encodePath, encodeQuery, flattenQuery, type QueryPairs } from "./url.ts";
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
  /** The payload: a JSON value, or a string sent byte for byte. Dropped for GET and HEAD, as are the other bodies below. */
  readonly body?: unknown;
  /** A form-encoded body (`application/x-www-form-urlencoded`): fields flattened as the query is. Instead of `body`. */
  readonly form?: Readonly<Record<string, unknown>>;
  /** A `multipart/form-data` body: text fields and files, in order. Instead of `body`. */
  readonly multipart?: MultipartOptions;
  /** A body read from a file and sent byte for byte: its path, or `{ path, contentType }`. Instead of `body`. */
  readonly bodyFile?: string | FileBodyOptions;
  /** Query parameters: arrays repeat their key, nested objects use `key[sub]`. */
  readonly query?: Readonly<Record<string, unknown>>;
  /** Extra headers, merged over the configured auth header; an explicit header wins. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Client tokens that filter and order the tabs; unknown tokens are skipped. */
  readonly clients?: readonly string[] | null;
  /** `false` leaves the configured auth line out of this request (an endpoint that needs none). Default true. */
  readonly auth?: boolean;
  /**
   * What this request accepts, as OpenAPI writes it (`[{ oauth: ["read"] }, { apiKey: [] }]`:
   * alternatives of schemes from `config.securitySchemes`), instead of `config.security`: which
   * credentials its console asks for.
   */
  readonly security?: readonly SecurityRequirement[];
  /** This request's base URL instead of the configured one (an endpoint served elsewhere); checked like `apiBaseUrl`. */
  readonly baseUrl?: string;
  /** `false` gives this example no "Try it" button when the site's request console is on (`config.tryIt`). Default true. */
  readonly tryIt?: boolean;
  /**
   * `true` when the response is a stream of items (server-sent events, JSON lines…): each client's
   * snippet prints the response as it arrives instead of after it ends. Default false; ignored
   * for HEAD, whose response has no body.
   */
  readonly stream?: boolean;
}

/** What a request inherits from the settings: the base URL its path is appended to, and the auth header it sends. */
export interface RequestBase {
  readonly apiBaseUrl: string;
  readonly authHeader: AuthHeader | null;
}

/** Request options after checking: frozen, normalized, safe to keep. */
export interface RequestDeclaration {
  readonly method: string;
  readonly path: string;
  readonly body: JsonValue | undefined;
  /** Present for a form-encoded body. */
  readonly form?: JsonObject;
  /** Present for a multipart body: its parts, in order. */
  readonly multipart?: readonly MultipartPart[];
  /** Present for a body read from a file. */
  readonly bodyFile?: FileBody;
  readonly query: JsonObject;
  readonly headers: Readonly<Record<string, string>>;
  readonly clients: readonly string[] | null;
  /** Present, and false, when the configured auth line is left out. */
  readonly auth?: false;
  /** Present when the request declares what it accepts. */
  readonly security?: readonly SecurityRequirement[];
  /** Present when the request has a base URL of its own: normalized like `apiBaseUrl`. */
  readonly baseUrl?: string;
  /** Present, and false, when the example opts out of the request console. */
  readonly tryIt?: false;
  /** Present, and true, when the response is a stream the snippets print as it arrives. */
  readonly stream?: true;
}

/**
 * Marks the declarations that `checkRequestOptions` returned, so that a checked declaration is
 * not checked again. A WeakSet would do, but costs an insertion per request and work at every
 * garbage collection; a private field costs about nothing. Like a WeakSet entry it cannot be
 * forged, and the declaration stays a plain object (Object.keys, JSON and equality ignore private
 * fields). The means: a base constructor that returns an existing object makes the subclass's
 * constructor install its private fields on that object.
 */
class ReturnsTarget {
  constructor(target: object) {
    return target as ReturnsTarget;
  }
}

class CheckedMark extends ReturnsTarget {
  readonly #checked = true;

  /** Marks `target`, which must not be frozen yet. */
  static mark(target: object): void {
    new CheckedMark(target);
  }

  static has(value: unknown): boolean {
    return typeof value === "object" && value !== null && #checked in value;
  }
}

const bodyDepth = 100;
const unsendable = new Set(["CONNECT", "TRACE", "TRACK"]);
/** The query and headers of a declaration that has none: frozen, so one object serves all. */
const none = Object.freeze({});

/**
 * Checks request options at declaration time and returns a frozen, normalized copy. Throws a
 * `RefkitError` naming the component and the key at fault.
 */
export function checkRequestOptions(options: unknown, component = "RequestExample"): RequestDeclaration {
  if (CheckedMark.has(options)) return options as RequestDeclaration;
  if (!isPlainObject(options)) throw new RefkitError({ component }, `expected an options object, got ${describeValue(options)}`);

  const method = checkMethod(options.method, component);
  const path = checkPath(options.path, component);
  const payload = method === "GET" || method === "HEAD" ? noPayload : checkPayload(options, component);
  const body = payload.body;
  const query = options.query === undefined || options.query === null ? none : checkQuery(options.query, component);
  const headers = options.headers === undefined || options.headers === null ? none : checkHeaders(options.headers, component);
  if (payload.multipart !== undefined) refuseMultipartType(headers, component);
  const clients = checkClients(options.clients, component);
  if (options.auth !== undefined && typeof options.auth !== "boolean") throw new RefkitError({ component, key: "auth" }, `expected true or false, got ${describeValue(options.auth)}`);
  const security = options.security === undefined ? undefined : checkSecurity(options.security, { component, key: "security" });
  const baseUrl = options.baseUrl === undefined ? undefined : checkBaseUrl(options.baseUrl, { component, key: "baseUrl" });
  if (options.tryIt !== undefined && typeof options.tryIt !== "boolean") throw new RefkitError({ component, key: "tryIt" }, `expected true or false, got ${describeValue(options.tryIt)}`);
  if (options.stream !== undefined && typeof options.stream !== "boolean") throw new RefkitError({ component, key: "stream" }, `expected true or false, got ${describeValue(options.stream)}`);
  const declaration: RequestDeclaration = {
    method,
    path,
    ...payload,
    body,
    query,
    headers,
    clients,
    ...(options.auth === false ? { auth: false as const } : {}),
    ...(security === undefined ? {} : { security }),
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...(options.tryIt === false ? { tryIt: false as const } : {}),
    ...(options.stream === true && method !== "HEAD" ? { stream: true as const } : {}),
  };
  CheckedMark.mark(declaration);
  return Object.freeze(declaration);
}

function checkMethod(method: unknown, component: string): string {
  if (typeof method !== "string" || !isToken(method)) {
    throw new RefkitError({ component, key: "method" }, `expected an HTTP verb such as "get" or "POST", got ${describeValue(method)}`);
  }
  const verb = method.toUpperCase();
  if (unsendable.has(verb)) throw new RefkitError({ component, key: "method" }, `expected a verb that clients can send, got "${verb}" (fetch refuses it)`);
  return verb;
}

/**
 * A path that passes every check of `checkPath`: path characters only, and neither "." nor "%",
 * so no dot segment. Most paths are like this and need one regex instead of five.
 */
const plainPath = /^\/[A-Za-z0-9\-_~!$&'()*+,;=:@/]*$/;

function checkPath(path: unknown, component: string): string {
  if (typeof path === "string" && plainPath.test(path)) return path;
  const where = { component, key: "path" };
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

/** The payload of a declaration: a body of one kind, or none. */
type Payload = Pick<RequestDeclaration, "body" | "form" | "multipart" | "bodyFile">;

const noPayload: Payload = Object.freeze({ body: undefined });
const payloadKeys = ["body", "form", "multipart", "bodyFile"] as const;

/** Checks the one body a request may declare: `body`, `form`, `multipart` or `bodyFile`. */
function checkPayload(options: Record<string, unknown>, component: string): Payload {
  const given = payloadKeys.filter((key) => options[key] !== undefined && options[key] !== null);
  if (given.length > 1) throw new RefkitError({ component, key: given[1] }, `expected one body, got ${given.join(" and ")} (a request sends one of body, form, multipart or bodyFile)`);
  switch (given[0]) {
    case "form":
      return { body: undefined, form: checkForm(options.form, component) };
    case "multipart":
      return { body: undefined, multipart: checkMultipart(options.multipart, component) };
    case "bodyFile":
      return { body: undefined, bodyFile: checkFileBody(options.bodyFile, component) };
    default:
      return { body: checkBody(options.body, component) };
  }
}

/** A multipart body's Content-Type carries the boundary each client picks: it cannot be declared. */
function refuseMultipartType(headers: Readonly<Record<string, string>>, component: string): void {
  const name = Object.keys(headers).find((header) => header.toLowerCase() === "content-type");
  if (name !== undefined) {
    throw new RefkitError({ component, key: keyPath("headers", name) }, "expected no Content-Type with a multipart body: each client writes multipart/form-data with the boundary it picks");
  }
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
    const where = new HeaderLocation(component, name);
    defineOwn(out, checkHeaderName(name, where), checkHeaderValue(value, where));
  }
  return Object.freeze(out);
}

/**
 * The location of one header. Its key path is spelled out only when an error reads it: most
 * headers are valid, and `keyPath` costs more than the checks. (A class: an object literal with
 * a getter costs more still.)
 */
class HeaderLocation implements ErrorLocation {
  readonly component: string;
  readonly #name: string;

  constructor(component: string, name: string) {
    this.component = component;
    this.#name = name;
  }

  get key(): string {
    return keyPath("headers", this.#name);
  }
}

function checkClients(clients: unknown, component: string): readonly string[] | null {
  if (clients === undefined || clients === null) return null;
  if (!Array.isArray(clients) || clients.some((token) => typeof token !== "string")) {
    throw new RefkitError({ component, key: "clients" }, `expected an array of client tokens such as ["curl", "python"], got ${describeValue(clients)}`);
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
  /** The JSON or text payload; `undefined` when there is none (always for GET and HEAD) or the body is of another kind. */
  readonly body: JsonValue | undefined;
  /** A form-encoded body's fields, flattened as the query is: ordered name/value pairs. */
  readonly form: QueryPairs | undefined;
  /** A multipart body's parts, in order. */
  readonly multipart: readonly MultipartPart[] | undefined;
  /** A body read from a file. */
  readonly bodyFile: FileBody | undefined;
  /** True when the response is a stream of items: the snippet prints it as it arrives. */
  readonly stream: boolean;
  /** `urlWithQuery`, computed on first use: every default template asks for it. */
  #urlWithQuery: string | undefined;

  /** `base`: the base URL and auth header the request inherits (a `Config` or settled `Settings` is one). */
  constructor(declaration: RequestDeclaration, base: RequestBase) {
    this.method = declaration.method;
    this.path = declaration.path;
    this.url = (declaration.baseUrl ?? base.apiBaseUrl) + encodePath(declaration.path);
    this.query = declaration.query;
    this.body = declaration.body;
    this.form = declaration.form === undefined ? undefined : Object.freeze(flattenQuery(declaration.form).map((pair) => Object.freeze(pair)));
    this.multipart = declaration.multipart;
    this.bodyFile = declaration.bodyFile;
    this.stream = declaration.stream === true;
    this.headers = mergeHeaders(declaration.headers, declaration.auth === false ? null : base.authHeader, defaultContentType(declaration));
    Object.freeze(this);
  }

  /** The verb as displayed: upper-case. */
  get httpMethod(): string {
    return this.method;
  }

  /** True when a body of any kind is present. */
  get hasBody(): boolean {
    return this.body !== undefined || this.form !== undefined || this.multipart !== undefined || this.bodyFile !== undefined;
  }

  /** What the body is: JSON, text (a string body), form, multipart, a file, or none. */
  get bodyKind(): "none" | "json" | "text" | "form" | "multipart" | "file" {
    if (this.form !== undefined) return "form";
    if (this.multipart !== undefined) return "multipart";
    if (this.bodyFile !== undefined) return "file";
    if (this.body === undefined) return "none";
    return typeof this.body === "string" ? "text" : "json";
  }

  /** The body as indented JSON; a string body as it is; `""` without a body or for another kind of body. */
  get prettyBodyJson(): string {
    if (this.body === undefined) return "";
    return typeof this.body === "string" ? this.body : JSON.stringify(this.body, null, 2);
  }

  /** The URL with the percent-encoded query string, when there is one. */
  get urlWithQuery(): string {
    return (this.#urlWithQuery ??= withQuery(this.url, this.query));
  }
}

function withQuery(url: string, query: JsonObject): string {
  const encoded = encodeQuery(query);
  return encoded ? `${url}?${encoded}` : url;
}

/**
 * The Content-Type a request carries unless it declares one: JSON's (for JSON, text and no body,
 * as the specification says), a form's, a file's declared type, and none for multipart, whose
 * type and boundary each client writes.
 */
function defaultContentType(declaration: RequestDeclaration): string | undefined {
  if (declaration.form !== undefined) return "application/x-www-form-urlencoded";
  if (declaration.multipart !== undefined) return undefined;
  if (declaration.bodyFile !== undefined) return declaration.bodyFile.contentType;
  return "application/json";
}

function mergeHeaders(explicit: Readonly<Record<string, string>>, auth: AuthHeader | null, contentType: string | undefined): Readonly<Record<string, string>> {
  // Names compare case-insensitively; a later header keeps the earlier one's slot.
  const slots = new Map<string, [string, string]>(contentType === undefined ? [] : [["content-type", ["Content-Type", contentType]]]);
  if (auth) slots.set(auth.name.toLowerCase(), [auth.name, auth.value]);
  for (const name of Object.keys(explicit)) slots.set(name.toLowerCase(), [name, explicit[name]!]);
  const out: Record<string, string> = {};
  for (const [name, value] of slots.values()) defineOwn(out, name, value);
  return Object.freeze(out);
}


