/** Python with the requests library. */
import type { CodeWriter } from "../../render/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { quoteDoubled, writeLiteral, type LiteralStyle } from "../literal.ts";
import { writtenClient } from "../written.ts";

/** Python literals: a dict with string keys, indented by four spaces as PEP 8 has it. */
export const pythonStyle: LiteralStyle = Object.freeze({
  indent: "    ",
  string: (text: string) => quoteDoubled(text),
  key: (key: string) => quoteDoubled(key),
  separator: ": ",
  separatorKind: undefined,
  null: "None",
  true: "True",
  false: "False",
  trailingComma: true,
});

const shortcuts = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);

/** `    name=` of a keyword argument. */
function argument(out: CodeWriter, name: string): CodeWriter {
  return out.plain("    ").token("parameter", name).token("keyword", "=");
}

function writePython(req: ApiRequest, out: CodeWriter): void {
  out.token("keyword", "import").plain(" requests\n\nresponse ").token("keyword", "=").plain(" requests.");
  if (shortcuts.has(req.method)) out.token("function", req.method.toLowerCase()).plain("(\n");
  else out.token("function", "request").plain("(\n    ").token("string-expression", quoteDoubled(req.method)).plain(",\n");
  out.plain("    ").token("string-expression", quoteDoubled(req.urlWithQuery)).plain(",\n");
  writeLiteral(argument(out, "headers"), req.headers, pythonStyle, "    ");
  out.plain(",\n");
  if (req.hasBody) {
    // A str body would be encoded as Latin-1 by http.client; bytes are sent as they are.
    if (typeof req.body === "string") argument(out, "data").token("string-expression", quoteDoubled(req.body)).plain(".").token("function", "encode").plain("(").token("string-expression", '"utf-8"').plain(")");
    else writeLiteral(argument(out, "json"), req.body!, pythonStyle, "    ");
    out.plain(",\n");
  }
  out.plain(")\n").token("function", "print").plain("(response.text)\n");
}

/** The Python client: requests, run with `python3 request.py`. */
export const python = writtenClient({ label: "Python", lexer: "python", filename: "request.py", write: writePython });
