/**
 * GNU Wget, as a POSIX shell command: every argument single-quoted (as curl's), the response
 * body printed to standard output.
 */
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { encodeComponent } from "../../url.ts";
import { formName, quoteShell } from "../curl/client.ts";
import { prettyJson } from "../literal.ts";
import { ClientRefusal } from "../refusal.ts";
import { writtenClient } from "../written.ts";

/** One option with its quoted argument (`--header='…'`), on a continuation line. */
function option(out: CodeWriter, flag: string, argument: string): void {
  out.plain(" \\\n  ").token("parameter", `${flag}=`).token("string-expression", quoteShell(argument));
}

function writeWget(req: ApiRequest, out: CodeWriter): void {
  // -q: no progress report; -O -: the body to standard output; --content-on-error: an error
  // status's body too, as curl prints it.
  out.token("function", "wget").plain(" ").token("parameter", "-q").plain(" ").token("parameter", "-O").plain(" - ").token("parameter", "--content-on-error");
  if (req.method !== "GET") out.plain(" ").token("parameter", `--method=${req.method}`);
  for (const [name, value] of Object.entries(req.headers)) option(out, "--header", `${name}: ${value}`);
  writeBody(req, out);
  out.plain(" \\\n  ").token("string-expression", quoteShell(req.urlWithQuery)).plain("\n");
}

function writeBody(req: ApiRequest, out: CodeWriter): void {
  switch (req.bodyKind) {
    case "none":
      return;
    case "form":
      // Wget sends --body-data as it is: the form goes encoded, a name's brackets left readable.
      option(out, "--body-data", req.form!.map(([name, value]) => `${formName(name)}=${encodeComponent(value)}`).join("&"));
      return;
    case "multipart":
      throw new ClientRefusal({ rule: "no-multipart", part: "body", problem: "GNU Wget has no multipart/form-data support: it sends a body only as given, from --body-data or --body-file" });
    case "file":
      // --body-file sends the file's bytes as they are.
      option(out, "--body-file", req.bodyFile!.path);
      return;
    default:
      option(out, "--body-data", typeof req.body === "string" ? req.body : prettyJson(req.body!));
  }
}

/** The GNU Wget client: a shell command, run with `sh request.sh`. */
export const wget = writtenClient({ label: "Wget", lexer: "shellscript", filename: "request.sh", write: writeWget });
