/** curl, as a POSIX shell command: every argument single-quoted, so nothing in it expands. */
import type { CodeWriter } from "../../render/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { prettyJson } from "../literal.ts";
import { writtenClient } from "../written.ts";

/**
 * Quotes text as one POSIX shell word: inside single quotes nothing is special, and a single
 * quote itself is written as `'\''`.
 * @example quoteShell("it's $HOME") // "'it'\\''s $HOME'"
 */
export function quoteShell(text: string): string {
  return `'${text.includes("'") ? text.replace(/'/g, "'\\''") : text}'`;
}

/** One option and its quoted argument, on a continuation line. */
function option(out: CodeWriter, flag: string, argument: string): void {
  out.plain(" \\\n  ").token("parameter", flag).plain(" ").token("string-expression", quoteShell(argument));
}

function writeCurl(req: ApiRequest, out: CodeWriter): void {
  out.token("function", "curl").plain(" ");
  // `-X HEAD` would wait for a body that never comes; --head asks for headers only.
  if (req.method === "HEAD") out.token("parameter", "--head");
  else out.token("parameter", "-X").plain(" ").token("parameter", req.method);
  out.plain(" ").token("string-expression", quoteShell(req.urlWithQuery));
  for (const [name, value] of Object.entries(req.headers)) option(out, "-H", `${name}: ${value}`);
  // --data-raw sends the text as is; plain -d would read a file for a body starting with "@".
  if (req.hasBody) option(out, "--data-raw", typeof req.body === "string" ? req.body : prettyJson(req.body!));
  out.plain("\n");
}

/** The curl client: a shell command, run with `sh request.sh`. */
export const curl = writtenClient({ label: "curl", lexer: "shellscript", filename: "request.sh", write: writeCurl });
