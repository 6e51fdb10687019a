/** The document's servers: its first as the base URL it offers, the others as the servers the request console offers. */
import { checkBaseUrl, defaultBaseUrl } from "../../base-url.ts";
import { RefkitError } from "../../errors.ts";
import { isObject, type OpenApiDocument } from "./document.ts";
import type { ServerTemplate, ServerVariable } from "../../server-variables.ts";

/** A server of the document, as a base URL, with where it is declared. */
export interface DocumentServer {
  readonly url: string;
  readonly pointer: string;
  /** When its URL has variables: the template the console lets a reader fill in (`url` is it with the defaults). */
  readonly template?: ServerTemplate;
}

/** The server's URL as a template, when it has variables that the document declares (each with a default, see `serverUrl`). */
function templateOf(server: Record<string, unknown>): ServerTemplate | undefined {
  const url = String(server.url);
  const variables = isObject(server.variables) ? server.variables : {};
  const names = [...url.matchAll(/\{([^{}]*)\}/g)].map((found) => found[1]!);
  if (names.length === 0) return undefined;
  const read: Record<string, ServerVariable> = {};
  for (const name of names) {
    const variable = variables[name] as Record<string, unknown>;
    const values = Array.isArray(variable.enum) ? variable.enum.filter((value): value is string => typeof value === "string") : undefined;
    const fallback = typeof variable.default === "string" ? variable.default : values![0]!;
    Object.defineProperty(read, name, { value: values === undefined || values.length === 0 ? { default: fallback } : { default: fallback, enum: values }, enumerable: true });
  }
  return { template: url, variables: read };
}

/**
 * The first server's URL with its `{variables}` replaced by their defaults (or first enum
 * value); `undefined` with a warning when it cannot be a base URL.
 * @example serverUrl({ url: "https://{region}.acme.test/v1", variables: { region: { default: "eu" } } }) // "https://eu.acme.test/v1"
 */
export function serverUrl(server: Record<string, unknown>, warn: (message: string) => void, pointer = "#/servers/0"): string | undefined {
  const variables = isObject(server.variables) ? server.variables : {};
  let missing: string | undefined;
  const url = String(server.url).replace(/\{([^{}]*)\}/g, (whole, name: string) => {
    const variable = Object.hasOwn(variables, name) && isObject(variables[name]) ? variables[name] : undefined;
    const value = typeof variable?.default === "string" ? variable.default : Array.isArray(variable?.enum) && typeof variable.enum[0] === "string" ? variable.enum[0] : undefined;
    if (value === undefined) missing ??= name;
    return value ?? whole;
  });
  // What becomes of a server left out: the first leaves the default base URL, another is not offered.
  const outcome = pointer === "#/servers/0" ? `the base URL stays ${defaultBaseUrl}` : "not offered by the request console";
  if (missing !== undefined) {
    warn(`${pointer}: the server variable "${missing}" has no default: ${outcome}`);
    return undefined;
  }
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(url)) {
    warn(`${pointer}: the server URL "${url}" is relative: ${outcome}${pointer === "#/servers/0" ? " (set apiBaseUrl in refkit.config.ts)" : ""}`);
    return undefined;
  }
  return url;
}

/**
 * The document's servers as base URLs, checked and normalized: the first is the base URL the
 * document offers, the others the servers the request console offers beside it. None when the
 * first cannot be a base URL (with a warning).
 */
export function documentServers(doc: OpenApiDocument, warn: (message: string) => void): DocumentServer[] {
  const servers = doc.root.servers;
  if (doc.skipped.has("#/servers") || !Array.isArray(servers) || servers.length === 0) return [];
  const url = serverUrl(servers[0] as Record<string, unknown>, warn);
  if (url === undefined) return [];
  const found: DocumentServer[] = [];
  try {
    const template = templateOf(servers[0] as Record<string, unknown>);
    found.push({ url: checkBaseUrl(url, { component: "OpenAPI", key: "servers" }), pointer: "#/servers/0", ...(template === undefined ? {} : { template }) });
  } catch (error) {
    if (!(error instanceof RefkitError)) throw error;
    warn(`#/servers/0/url: the base URL stays ${defaultBaseUrl}: ${error.problem}`);
    return [];
  }
  servers.slice(1).forEach((server, i) => {
    const pointer = `#/servers/${i + 1}`;
    if (!isObject(server)) return warn(`${pointer}: not an object: not offered by the request console`);
    const other = serverUrl(server, warn, pointer);
    if (other === undefined) return;
    try {
      const template = templateOf(server);
      found.push({ url: checkBaseUrl(other, { component: "OpenAPI", key: "servers" }), pointer, ...(template === undefined ? {} : { template }) });
    } catch (error) {
      if (!(error instanceof RefkitError)) throw error;
      warn(`${pointer}/url: not offered by the request console: ${error.problem}`);
    }
  });
  return found;
}
