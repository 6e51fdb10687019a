/** The endpoint line: a coloured verb badge and the path, inline, with no wrapper. */
import { RefkitError, describeValue } from "../errors.ts";
import { html, join, type Html } from "../html.ts";
import { inlineCode } from "../text/markdown-text.ts";
import type { Node } from "./node.ts";

/** Badge classes per verb: literal strings, never built by interpolation. */
export const badgeClasses: Readonly<Record<string, string>> = Object.freeze({
  GET: "rk-badge rk-badge-success",
  POST: "rk-badge rk-badge-primary",
  PUT: "rk-badge rk-badge-warning",
  PATCH: "rk-badge rk-badge-warning",
  DELETE: "rk-badge rk-badge-error",
  // An event operation's action (AsyncAPI): what is sent, what is received.
  SEND: "rk-badge rk-badge-primary",
  RECEIVE: "rk-badge rk-badge-success",
});

/** The badge class for any verb: unknown verbs get the neutral badge. */
export const neutralBadge = "rk-badge rk-badge-neutral";

/** The badge for a verb, in any case. */
export function badge(method: string): Html {
  const verb = method.toUpperCase();
  return html`<span class="${Object.hasOwn(badgeClasses, verb) ? badgeClasses[verb]! : neutralBadge}">${verb}</span>`;
}

/** A path parameter, `:id` or `{id}`, as one capture group. */
export const pathParam = /(:[A-Za-z_][A-Za-z0-9_]*|\{[^{}/]+\})/;

/** The path with its parameters (`:id`, `{id}`) marked; the text stays exactly the path. */
export function pathCode(path: string): Html {
  const parts = path.split(pathParam).map((part, i) => (i % 2 === 1 ? html`<span class="rk-path-param">${part}</span>` : part));
  return html`<code class="rk-path">${join(parts)}</code>`;
}

/** An Endpoint node also tells what it declares, for navigation. */
export interface EndpointNode extends Node {
  readonly kind: "endpoint";
  readonly method: string;
  readonly path: string;
}

/**
 * The verb badge and the path of one endpoint. Unknown verbs get a neutral badge.
 * @example Section("Create a customer", { description: Endpoint("post", "/v1/customers") })
 */
export function Endpoint(method: string, path: string): EndpointNode {
  if (typeof method !== "string" || method.trim() === "") {
    throw new RefkitError({ component: "Endpoint", key: "method" }, `expected an HTTP verb such as "get" or "POST", got ${describeValue(method)}`);
  }
  if (typeof path !== "string") throw new RefkitError({ component: "Endpoint", key: "path" }, `expected a path string, got ${describeValue(path)}`);
  const verb = method.trim().toUpperCase();
  return Object.freeze({ kind: "endpoint", method: verb, path, render: () => html`${badge(verb)}${pathCode(path)}`, markdown: () => inlineCode(`${verb} ${path}`) });
}
