/** The document's first server as the configuration's base URL, the others as the servers the request console offers. */
import { checkBaseUrl, type Config } from "../config.ts";
import { RefkitError } from "../errors.ts";
import { isObject, type OpenApiDocument } from "./document.ts";

/** refkit's default base URL: a configuration still holding it has not chosen one. */
export const defaultBaseUrl = "https://api.example.com";

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
  if (missing !== undefined) {
    warn(`${pointer}: the server variable "${missing}" has no default: the base URL stays ${pointer === "#/servers/0" ? defaultBaseUrl : "the document's"}`);
    return undefined;
  }
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(url)) {
    warn(`${pointer}: the server URL "${url}" is relative: the base URL stays ${pointer === "#/servers/0" ? `${defaultBaseUrl} (set apiBaseUrl in refkit.config.ts)` : "the document's"}`);
    return undefined;
  }
  return url;
}

/**
 * Sets `config.apiBaseUrl` from the document's first server and `config.apiServers` from the
 * others, unless the configuration has chosen a base URL.
 */
export function applyServers(doc: OpenApiDocument, config: Config, warn: (message: string) => void): void {
  if (config.apiBaseUrl !== defaultBaseUrl || doc.skipped.has("#/servers")) return;
  const servers = doc.root.servers;
  if (!Array.isArray(servers) || servers.length === 0) return;
  const url = serverUrl(servers[0] as Record<string, unknown>, warn);
  if (url === undefined) return;
  try {
    config.apiBaseUrl = url;
  } catch (error) {
    if (!(error instanceof RefkitError)) throw error;
    warn(`#/servers/0/url: the base URL stays ${defaultBaseUrl}: ${error.problem}`);
    return;
  }
  const others: string[] = [];
  servers.slice(1).forEach((server, i) => {
    const pointer = `#/servers/${i + 1}`;
    const other = isObject(server) ? serverUrl(server, () => {}, pointer) : undefined;
    try {
      if (other === undefined) throw new RefkitError({ component: "OpenAPI", key: "servers" }, "its URL is relative or has a variable without a default");
      others.push(checkBaseUrl(other, { component: "OpenAPI", key: "servers" }));
    } catch (error) {
      if (!(error instanceof RefkitError)) throw error;
      warn(`${pointer}/url: not offered by the request console: ${error.problem}`);
    }
  });
  config.apiServers = others;
}
