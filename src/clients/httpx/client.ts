/** Python with the httpx library. */
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { quoteDoubled, writeLiteral } from "../literal.ts";
import { formDict, pythonStyle, writeImportSys, writeMultipartArguments, writeOpen, writePairList, writePrintChunks } from "../python/client.ts";
import { writtenClient } from "../written.ts";

/** The methods with a function of their own; httpx gives a body only to those that take one. */
const withoutBody = new Set(["GET", "HEAD", "OPTIONS", "DELETE"]);
const withBody = new Set(["POST", "PUT", "PATCH"]);

/** `    name=` of a keyword argument. */
function argument(out: CodeWriter, name: string): CodeWriter {
  return out.plain("    ").token("parameter", name).token("keyword", "=");
}

function writeHttpx(req: ApiRequest, out: CodeWriter): void {
  // httpx form-encodes a dict, not a list of pairs: pairs a dict would reorder go through urlencode.
  const fields = req.bodyKind === "form" ? formDict(req.form!) : undefined;
  if (req.stream) writeImportSys(out);
  out.token("keyword", "import").plain(" httpx\n");
  if (req.bodyKind === "form" && !fields) out.token("keyword", "from").plain(" urllib.parse ").token("keyword", "import").plain(" urlencode\n");
  out.plain("\n");
  // httpx.delete() and the other body-less shortcuts take no body: a DELETE with one is a request().
  // A streamed response is read inside `with httpx.stream(…)`, which takes any method.
  const shortcut = !req.stream && (withBody.has(req.method) || (withoutBody.has(req.method) && !req.hasBody));
  if (req.stream) out.token("keyword", "with").plain(" httpx.").token("function", "stream").plain("(\n    ").token("string-expression", quoteDoubled(req.method)).plain(",\n");
  else if (shortcut) out.plain("response ").token("keyword", "=").plain(" httpx.").token("function", req.method.toLowerCase()).plain("(\n");
  else out.plain("response ").token("keyword", "=").plain(" httpx.").token("function", "request").plain("(\n    ").token("string-expression", quoteDoubled(req.method)).plain(",\n");
  out.plain("    ").token("string-expression", quoteDoubled(req.urlWithQuery)).plain(",\n");
  writeLiteral(argument(out, "headers"), req.headers, pythonStyle, "    ");
  out.plain(",\n");
  switch (req.bodyKind) {
    case "none":
      break;
    case "text":
      // Text is sent as its UTF-8 bytes (`content=`); a JSON value as JSON (`json=`).
      argument(out, "content").token("string-expression", quoteDoubled(req.body as string)).plain(".").token("function", "encode").plain("(").token("string-expression", '"utf-8"').plain("),\n");
      break;
    case "json":
      writeLiteral(argument(out, "json"), req.body!, pythonStyle, "    ");
      out.plain(",\n");
      break;
    case "form":
      if (fields) writeLiteral(argument(out, "data"), fields, pythonStyle, "    ");
      else writePairList(argument(out, "content").token("function", "urlencode").plain("("), req.form!).plain(")");
      out.plain(",\n");
      break;
    case "multipart":
      writeMultipartArguments(out, req.multipart!);
      break;
    case "file":
      // A file object is streamed, its length taken from the file.
      writeOpen(argument(out, "content"), req.bodyFile!.path).plain(",\n");
      break;
  }
  if (!req.stream) {
    out.plain(")\n").token("function", "print").plain("(response.text)\n");
    return;
  }
  out.plain(") ").token("keyword", "as").plain(" response:\n");
  writePrintChunks(out, "    ", () => out.plain("response.").token("function", "iter_bytes").plain("()"));
}

/** The httpx client: Python with httpx, run with `python3 request.py`. */
export const httpx = writtenClient({ label: "Python (httpx)", lexer: "python", filename: "request.py", write: writeHttpx });
