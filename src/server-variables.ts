/**
 * Servers with variables (`https://{tenant}.acme.test:{port}/{version}`): what the request console
 * lets a reader fill in without a rebuild, and the sources a page's policy must then admit —
 * every origin of the variables' enumerated values, `*.` for a host label a reader types freely,
 * `:*` for a free port. A variable that could name any host (the whole host, or all but one
 * label) admits nothing: such a server is offered with its defaults only.
 */
import { policyOrigin } from "./csp.ts";

/** A server variable: its default, and the values it may take when the document lists them. */
export interface ServerVariable {
  readonly default: string;
  readonly enum?: readonly string[];
}

/** A server as a template: its URL with `{variables}`, and the variables. */
export interface ServerTemplate {
  readonly template: string;
  readonly variables: Readonly<Record<string, ServerVariable>>;
}

/** At most this many origins are listed for a template's enumerated values: more than that is no list a policy should hold. */
const maxOrigins = 32;

/** `template` with each variable replaced by `values`' (else its default). */
export function fillTemplate(server: ServerTemplate, values: Readonly<Record<string, string>> = {}): string {
  return server.template.replace(/\{([^{}]*)\}/g, (whole, name: string) => (Object.hasOwn(server.variables, name) ? (values[name] ?? server.variables[name]!.default) : whole));
}

/**
 * The sources a page's `connect-src` needs for a reader to reach any server `server` describes:
 * exact origins for the combinations of enumerated values in the scheme, host and port; a `*.`
 * wildcard in place of the labels a free variable takes; `:*` for a free port. Empty when a free
 * variable could name any host, or the combinations are too many.
 * @example templateSources({ template: "https://{tenant}.acme.test:{port}/v1", variables: { tenant: { default: "demo" }, port: { default: "443" } } }) // ["https://*.acme.test:*"]
 */
export function templateSources(server: ServerTemplate): string[] {
  const match = /^([^:]*):\/\/([^/?#]*)/.exec(server.template);
  if (match === null) return [];
  const authority = match[2]!;
  const names = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((found) => found[1]!).filter((name) => Object.hasOwn(server.variables, name));
  const free = (name: string) => server.variables[name]!.enum === undefined;
  // The port is what follows the host's last ":" (a policy cannot name an IPv6 host anyway).
  const colon = authority.lastIndexOf(":");
  const host = colon < 0 ? authority : authority.slice(0, colon);
  const port = colon < 0 ? "" : authority.slice(colon + 1);
  const freePort = names(port).some(free);
  if (names(match[1]!).some(free)) return [];
  // A free variable in the host: the labels from the last one it touches are a wildcard.
  const labels = host.split(".");
  const lastFree = labels.findLastIndex((label) => names(label).some(free));
  if (lastFree >= 0 && labels.length - lastFree - 1 < 2) return [];
  const fixedHost = lastFree < 0 ? host : `*.${labels.slice(lastFree + 1).join(".")}`;
  // The enumerated variables left in the scheme, host and port: every combination of their values.
  const enumerated = [...new Set([...names(match[1]!), ...names(fixedHost), ...(freePort ? [] : names(port))])];
  let combinations: Record<string, string>[] = [{}];
  for (const name of enumerated) {
    combinations = combinations.flatMap((chosen) => server.variables[name]!.enum!.map((value) => ({ ...chosen, [name]: value })));
    if (combinations.length > maxOrigins) return [];
  }
  const sources = new Set<string>();
  for (const chosen of combinations) {
    const fill = (text: string) => text.replace(/\{([^{}]*)\}/g, (whole, name: string) => chosen[name] ?? whole);
    const scheme = fill(match[1]!);
    const wildcard = fixedHost.startsWith("*.");
    // Checked as a policy checks an origin: the wildcard's rest stands in for a host of its own.
    const checked = policyOrigin(`${scheme}://${wildcard ? `x.${fill(fixedHost.slice(2))}` : fill(fixedHost)}${freePort ? "" : port === "" ? "" : `:${fill(port)}`}`).origin;
    if (checked === undefined) continue;
    const source = wildcard ? checked.replace("://x.", "://*.") : checked;
    sources.add(freePort ? `${source}:*` : source);
  }
  return [...sources];
}
