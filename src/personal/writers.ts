/**
 * The module the reader's browser loads to write personalised snippets (built into
 * `assets/snippet-writers.js`, loaded only once the reader holds a credential): the shipped
 * clients' writers, the same code as the build's, and `personalRequest`.
 */
import { clients } from "../clients/index.ts";
import { writerOf } from "../clients/written.ts";
import type { ApiRequest } from "../request.ts";
import { CodeWriter } from "../text/code-writer.ts";

export { personalRequest } from "./request.ts";

/**
 * The snippet of the shipped client `token` for `request`: its text and its highlighted HTML
 * (spans with classes, the text escaped), or `undefined` for a token refkit does not ship.
 */
export function writeSnippet(token: string, request: ApiRequest): { readonly text: string; readonly html: string } | undefined {
  const client = Object.hasOwn(clients, token) ? clients[token] : undefined;
  const write = client === undefined ? undefined : writerOf(client);
  if (write === undefined) return undefined;
  const out = new CodeWriter();
  write(request, out);
  const { text, html } = out.done();
  return { text, html: html!.value };
}
