/**
 * Personalised snippets: an example's request with the reader's own credentials (and server) in
 * the places its placeholders were. The same code runs in the build's tests and in the reader's
 * browser (bundled into `assets/snippet-writers.js` with the shipped clients' writers), so a
 * credential is checked and quoted exactly as the build checks and quotes every value: a header
 * value no client can send (a line break, a character outside ASCII) is refused, never written.
 */
import { checkBaseUrl } from "../base-url.ts";
import { checkHeaderValue, type AuthHeader } from "../headers.ts";
import { ApiRequest, type RequestDeclaration } from "../request.ts";
import { defineOwn } from "../values.ts";

/** What an example's page carries so that the reader's browser can write its snippets again. */
export interface PersonalData {
  /** The example's checked declaration, as JSON. */
  readonly declaration: RequestDeclaration;
  /** What it inherits from the settings: the base URL and the auth line. */
  readonly base: { readonly apiBaseUrl: string; readonly authHeader: AuthHeader | null };
  /** The clients of its tabs whose snippets the shipped writers write (a client of the user's own is left as built). */
  readonly tokens: readonly string[];
}

/** What the reader holds, by where it goes: headers and query parameters by name, and the server they chose. */
export interface ReaderValues {
  readonly headers?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  /** A base URL the reader chose in a console, instead of the settings' (not for a request with a base URL of its own). */
  readonly server?: string;
}

/**
 * The request of `data` with `values` in place: a header of the auth line's name replaces that
 * line's value, another header replaces the declared one of its name (any case) or is added, a
 * query parameter replaces the declared one or is added. Throws a `RefkitError` for a value a
 * snippet cannot carry.
 * @example personalRequest(data, { headers: { Authorization: "Bearer tok'en" } }).headers.Authorization // "Bearer tok'en"
 */
export function personalRequest(data: PersonalData, values: ReaderValues): ApiRequest {
  const where = { component: "Your credential" };
  let authHeader = data.base.authHeader;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(data.declaration.headers)) defineOwn(headers, name, value);
  for (const [name, typed] of Object.entries(values.headers ?? {})) {
    const value = checkHeaderValue(typed, { ...where, key: name });
    if (authHeader !== null && authHeader.name.toLowerCase() === name.toLowerCase() && !Object.keys(headers).some((header) => header.toLowerCase() === name.toLowerCase())) {
      authHeader = { name: authHeader.name, value };
      continue;
    }
    const declared = Object.keys(headers).find((header) => header.toLowerCase() === name.toLowerCase());
    defineOwn(headers, declared ?? name, value);
  }
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data.declaration.query)) defineOwn(query, name, value);
  for (const [name, value] of Object.entries(values.query ?? {})) defineOwn(query, name, value);
  const apiBaseUrl = values.server === undefined || data.declaration.baseUrl !== undefined ? data.base.apiBaseUrl : checkBaseUrl(values.server, { ...where, key: "server" });
  const declaration = { ...data.declaration, headers, query } as RequestDeclaration;
  return new ApiRequest(declaration, { apiBaseUrl, authHeader });
}
