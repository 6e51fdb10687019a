/**
 * The Content-Security-Policy a page declares, and the one check every origin passes before it
 * is written into it. Server URLs come from descriptions that anyone may have written: read
 * unchecked, `https://*` would let the console connect anywhere and `https://x;script-src` would
 * add a directive that blocks refkit's own script. Only an origin this module accepts is written.
 */

/** An origin fit for a policy, or why a URL is not one. */
export type PolicyOrigin = { readonly origin: string; readonly problem?: undefined } | { readonly origin?: undefined; readonly problem: string };

// After the URL parser: lowercase ASCII (an internationalized name in its xn-- form), IPv4 in
// dotted decimal. What is left is checked, not trusted.
const domain = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/**
 * The origin of an http(s) URL as a policy may name it (lowercase scheme and host, no default
 * port, no path), or the problem: another scheme, credentials, a host that is not letters,
 * digits, `-` and `.` (nor an IPv4 address), an IPv6 address (a policy cannot name one), port 0. The URL is read as a browser reads it, so the
 * check is of the host a request would go to.
 * @example policyOrigin("HTTPS://API.Acme.test:443/v1") // { origin: "https://api.acme.test" }
 * @example policyOrigin("https://*") // { problem: 'the host "*" is not made of letters, digits, "-" and "." nor an IPv4 address' }
 */
export function policyOrigin(url: string): PolicyOrigin {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { problem: "not an absolute URL" };
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return { problem: `the scheme "${parsed.protocol}" is not http or https` };
  if (parsed.username !== "" || parsed.password !== "") return { problem: "it holds credentials (user@host)" };
  // The policy grammar has no IPv6 address: Chromium drops one with an error, so no console could reach it.
  if (parsed.hostname.startsWith("[")) return { problem: `the host ${parsed.hostname} is an IPv6 address, which a Content-Security-Policy cannot name` };
  if (!domain.test(parsed.hostname)) return { problem: `the host ${JSON.stringify(parsed.hostname)} is not made of letters, digits, "-" and "." nor an IPv4 address` };
  // The parser takes 0 to 65535 and drops a scheme's default port; 0 names no server.
  if (parsed.port === "0") return { problem: "the port 0 is not from 1 to 65535" };
  return { origin: `${parsed.protocol}//${parsed.host}` };
}

/**
 * True for an origin exactly as `policyOrigin` writes it.
 * @example isPolicyOrigin("https://api.acme.test") // true; isPolicyOrigin("https://API.acme.test/v1") // false
 */
export function isPolicyOrigin(text: string): boolean {
  return policyOrigin(text).origin === text;
}

/**
 * True for a source a console's `connect-src` may hold: an origin as `policyOrigin` writes it, or
 * one with a `*.` wildcard for its leftmost labels (at least two labels left) and/or `:*` for its
 * port, as server variables need (see server-variables.ts). Never `*`, a scheme alone or a path.
 * @example isPolicySource("https://*.acme.test:*") // true; isPolicySource("https://*.test") // false
 */
export function isPolicySource(text: string): boolean {
  const found = /^(https?):\/\/(\*\.)?([^/:*]+)(:\*|:\d+)?$/.exec(text);
  if (found === null) return false;
  const [, scheme, wildcard, host, port] = found;
  if (wildcard !== undefined && host!.split(".").length < 2) return false;
  const origin = `${scheme}://${wildcard === undefined ? "" : "x."}${host}${port === ":*" || port === undefined ? "" : port}`;
  return isPolicyOrigin(origin);
}

/**
 * The reader's own machine, on any port, over http or https: where a request console may also
 * send, so that a reader can try a local copy of the API by typing its address into the
 * console's Server field, without a rebuild. Safe to allow: only refkit's own script runs on a
 * page (`default-src 'self'`, no inline script), it sends only what the reader asks it to, and a
 * connection to the reader's own machine carries nothing away from it.
 */
export const loopbackSources: readonly string[] = Object.freeze(["http://localhost:*", "http://127.0.0.1:*", "https://localhost:*", "https://127.0.0.1:*"]);

/** What a page's policy allows beside its own origin. */
export interface PolicySources {
  /** Origins its images may come from (`config.imageOrigins`). */
  readonly images?: readonly string[];
  /** Origins its request consoles send to (and the wildcard sources of servers with variables: `isPolicySource`). */
  readonly connect?: readonly string[];
}

/**
 * A page's policy: its own origin for everything, images also from `images`, connections also to
 * `connect` and, on a page that connects anywhere (a page with a request console), to the
 * reader's own machine (`loopbackSources`). Anything in them that is not an origin as
 * `policyOrigin` writes it is left out, so no caller can widen the policy by mistake.
 * @example pagePolicy({ connect: ["https://api.acme.test"] }) // "default-src 'self'; connect-src 'self' https://api.acme.test http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*"
 */
export function pagePolicy(sources: PolicySources = {}): string {
  const directives = ["default-src 'self'"];
  const images = (sources.images ?? []).filter(isPolicyOrigin);
  const connect = (sources.connect ?? []).filter(isPolicySource);
  if (images.length > 0) directives.push(`img-src 'self' ${images.join(" ")}`);
  if (connect.length > 0) directives.push(`connect-src 'self' ${[...connect, ...loopbackSources].join(" ")}`);
  return directives.join("; ");
}

const written = /^default-src 'self'(?:; img-src 'self'((?: [^ ;]+)+))?(?:; connect-src 'self'((?: [^ ;]+)+))?$/;

/**
 * True for a policy `pagePolicy` writes: the same directives in the same order, every source an
 * origin as `policyOrigin` writes it (or, for connections, the reader's own machine as
 * `loopbackSources` names it). `refkit serve` sends a page's declared policy only then.
 * @example isPagePolicy("default-src 'self'; connect-src 'self' https://api.acme.test") // true
 * @example isPagePolicy("default-src 'self'; connect-src 'self' https://*") // false
 */
export function isPagePolicy(policy: string): boolean {
  const found = written.exec(policy);
  if (!found) return false;
  const list = (text: string | undefined) => text?.trim().split(" ") ?? [];
  return list(found[1]).every(isPolicyOrigin) && list(found[2]).every((source) => isPolicySource(source) || loopbackSources.includes(source));
}
