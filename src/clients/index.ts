/**
 * The client registry. Each shipped client is a folder, `clients/<token>/`, holding its template
 * and quoting (`client.ts`), how the snippet suite runs it (`tool.json`) and its golden snippets
 * (`golden/`); this file lists the folders once. The test suite checks that the folders and this
 * list agree, so a client cannot be shipped untested or tested unshipped.
 */
import { axios } from "./axios/client.ts";
import { c } from "./c/client.ts";
import { csharp } from "./csharp/client.ts";
import { curl } from "./curl/client.ts";
import { elixir } from "./elixir/client.ts";
import { go } from "./go/client.ts";
import { httpie } from "./httpie/client.ts";
import { httpx } from "./httpx/client.ts";
import { java } from "./java/client.ts";
import { javascript } from "./javascript/client.ts";
import { perl } from "./perl/client.ts";
import { php } from "./php/client.ts";
import { python } from "./python/client.ts";
import { r } from "./r/client.ts";
import { ruby } from "./ruby/client.ts";
import { wget } from "./wget/client.ts";
import type { ApiClient } from "./types.ts";
import { RefkitError } from "../errors.ts";
import type { DefaultClientToken } from "../client-tokens.ts";

export { defaultClientTokens, type DefaultClientToken } from "../client-tokens.ts";

/**
 * The four default clients, keyed by token: curl, JavaScript fetch, Ruby net/http, Python requests.
 * @example defaultClients.python.template(buildRequest({ method: "get", path: "/v1/customers" }))
 */
export const defaultClients: Readonly<Record<DefaultClientToken, ApiClient>> = Object.freeze({
  curl,
  javascript,
  ruby,
  python,
});

/**
 * Every shipped client, keyed by token: the defaults first, in tab order. A site adds tabs with
 * `config.apiClients = { … }`, picking from these.
 * @example config.apiClients = { python: clients.python }
 */
export const clients: Readonly<Record<string, ApiClient>> = Object.freeze({
  ...defaultClients,
  axios,
  c,
  csharp,
  elixir,
  go,
  httpie,
  httpx,
  java,
  perl,
  php,
  r,
  wget,
});

/**
 * The shipped clients named by `tokens`, in that order, for `config.apiClients`. Throws a
 * `RefkitError` naming an unknown token and the shipped ones.
 * @example config.apiClients = shippedClients(["go", "java"])
 */
export function shippedClients(tokens: readonly string[], component = "clients"): Readonly<Record<string, ApiClient>> {
  const unknown = tokens.filter((token) => !Object.hasOwn(clients, token));
  if (unknown.length > 0) {
    throw new RefkitError({ component }, `unknown client ${unknown.map((token) => JSON.stringify(token)).join(", ")}: the shipped clients are ${Object.keys(clients).join(", ")}`);
  }
  return Object.freeze(Object.fromEntries(tokens.map((token) => [token, clients[token]!])));
}
