/**
 * The client registry. Tokens are declared once here; their order is the default tab order.
 */
import { curl } from "./curl.ts";
import { javascript } from "./javascript.ts";
import { python } from "./python.ts";
import { ruby } from "./ruby.ts";
import type { ApiClient } from "./types.ts";

/** The default client tokens, in tab order. */
export const defaultClientTokens = ["curl", "javascript", "ruby", "python"] as const;

/** A default client token. */
export type DefaultClientToken = (typeof defaultClientTokens)[number];

/**
 * The four shipped clients, keyed by token: curl, JavaScript fetch, Ruby net/http, Python requests.
 * @example defaultClients.python.template(buildRequest({ method: "get", path: "/v1/customers" }))
 */
export const defaultClients: Readonly<Record<DefaultClientToken, ApiClient>> = Object.freeze({
  curl,
  javascript,
  ruby,
  python,
});
