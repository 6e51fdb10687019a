/** curl, as a POSIX shell command: every argument single-quoted, so nothing in it expands. */
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { encodeComponent } from "../../url.ts";
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
  // -N prints a streamed response as it arrives, instead of a buffer at a time.
  if (req.stream) out.token("parameter", "-N").plain(" ");
  // `-X HEAD` would wait for a body that never comes; --head asks for headers only.
  if (req.method === "HEAD") out.token("parameter", "--head");
  else out.token("parameter", "-X").plain(" ").token("parameter", req.method);
  out.plain(" ").token("string-expression", quoteShell(req.urlWithQuery));
  for (const [name, value] of Object.entries(req.headers)) option(out, "-H", `${name}: ${value}`);
  writeBody(req, out);
  out.plain("\n");
}

function writeBody(req: ApiRequest, out: CodeWriter): void {
  switch (req.bodyKind) {
    case "none":
      return;
    case "form":
      // --data-urlencode encodes what follows the first "="; the name goes encoded already.
      for (const [name, value] of req.form!) option(out, "--data-urlencode", `${formName(name)}=${value}`);
      return;
    case "multipart":
      for (const part of req.multipart!) {
        // --form-string takes text as it is; -F would read "@…" and "<…" as files and ";type=" as a type.
        if (part.kind === "text") option(out, "--form-string", `${part.name}=${part.value}`);
        else option(out, "-F", `${part.name}=@${formWord(part.path)};type=${part.contentType};filename=${formWord(part.filename)}`);
      }
      return;
    case "file":
      // "@" reads the file; --data-binary sends its bytes as they are (-d would drop line breaks).
      option(out, "--data-binary", `@${req.bodyFile!.path}`);
      return;
    default:
      // --data-raw sends the text as is; plain -d would read a file for a body starting with "@".
      option(out, "--data-raw", typeof req.body === "string" ? req.body : prettyJson(req.body!));
  }
}

/**
 * A form field name, percent-encoded except for brackets, which servers read as they are
 * (`metadata[order_id]` stays readable).
 * @example formName("metadata[note] 1") // "metadata[note]%201"
 */
export function formName(name: string): string {
  return encodeComponent(name).replace(/%5B/g, "[").replace(/%5D/g, "]");
}

/** A word of curl's -F syntax: as it is, or double-quoted (with `\"` and `\\`) when it holds `;`, `,`, `"`, `\` or edge spaces. */
function formWord(text: string): string {
  return /[;,"\\]|^\s|\s$/.test(text) ? `"${text.replace(/["\\]/g, "\\$&")}"` : text;
}

/** The curl client: a shell command, run with `sh request.sh`. */
export const curl = writtenClient({ label: "curl", lexer: "shellscript", filename: "request.sh", write: writeCurl });
