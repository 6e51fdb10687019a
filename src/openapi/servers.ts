/** The document's first server as the configuration's base URL, the others as the servers the request console offers. */
import { checkBaseUrl, type Config } from "../config.ts";
import { RefkitError } from "../errors.ts";
import { policyWarning } from "../components/try-it.ts";
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
  const consoleWarning = (pointer: string, base: string) => {
    const warning = policyWarning(config, `${pointer}/url`, base);
    if (warning !== undefined) warn(warning);
  };
  consoleWarning("#/servers/0", config.apiBaseUrl);
  // The configuration's own other servers stay, first; the document's follow.
  const others = [...config.apiServers];
  servers.slice(1).forEach((server, i) => {
    const pointer = `#/servers/${i + 1}`;
    if (!isObject(server)) return warn(`${pointer}: not an object: not offered by the request console`);
    const other = serverUrl(server, warn, pointer);
    if (other === undefined) return;
    try {
      const base = checkBaseUrl(other, { component: "OpenAPI", key: "servers" });
      consoleWarning(pointer, base);
      others.push(base);
    } catch (error) {
      if (!(error instanceof RefkitError)) throw error;
      warn(`${pointer}/url: not offered by the request console: ${error.problem}`);
    }
  });
  config.apiServers = others;
}
