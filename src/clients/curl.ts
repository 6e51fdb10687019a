/** curl, as a POSIX shell command: every argument single-quoted, so nothing in it expands. */
import type { ApiRequest } from "../request.ts";
import { prettyJson } from "./literal.ts";
import type { ApiClient } from "./types.ts";

/**
 * Quotes text as one POSIX shell word: inside single quotes nothing is special, and a single
 * quote itself is written as `'\''`.
 * @example quoteShell("it's $HOME") // "'it'\\''s $HOME'"
 */
export function quoteShell(text: string): string {
  return `'${text.includes("'") ? text.replace(/'/g, "'\\''") : text}'`;
}

function methodArgument(req: ApiRequest): string {
  // `-X HEAD` would wait for a body that never comes; --head asks for headers only.
  return req.method === "HEAD" ? "--head" : `-X ${req.method}`;
}

function payload(req: ApiRequest): string {
  // --data-raw sends the text as is; plain -d would read a file for a body starting with "@".
  const text = typeof req.body === "string" ? req.body : prettyJson(req.body!);
  return `--data-raw ${quoteShell(text)}`;
}

function curlSnippet(req: ApiRequest): string {
  const lines = [`curl ${methodArgument(req)} ${quoteShell(req.urlWithQuery)}`];
  for (const [name, value] of Object.entries(req.headers)) lines.push(`  -H ${quoteShell(`${name}: ${value}`)}`);
  if (req.hasBody) lines.push(`  ${payload(req)}`);
  return `${lines.join(" \\\n")}\n`;
}

/** The curl client: a shell command, run with `sh request.sh`. */
export const curl: ApiClient = Object.freeze({
  label: "curl",
  lexer: "shellscript",
  filename: "request.sh",
  template: curlSnippet,
});
