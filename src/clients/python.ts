/** Python with the requests library. */
import type { ApiRequest } from "../request.ts";
import { literal, quoteDoubled, type LiteralStyle } from "./literal.ts";
import type { ApiClient } from "./types.ts";

/** Python literals: a dict with string keys, indented by four spaces as PEP 8 has it. */
export const pythonStyle: LiteralStyle = Object.freeze({
  indent: "    ",
  string: (text: string) => quoteDoubled(text),
  key: (key: string) => `${quoteDoubled(key)}: `,
  null: "None",
  true: "True",
  false: "False",
  trailingComma: true,
});

const shortcuts = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);

function call(req: ApiRequest): string[] {
  const url = `    ${quoteDoubled(req.urlWithQuery)},`;
  if (shortcuts.has(req.method)) return [`response = requests.${req.method.toLowerCase()}(`, url];
  return ["response = requests.request(", `    ${quoteDoubled(req.method)},`, url];
}

function payload(req: ApiRequest): string {
  // A str body would be encoded as Latin-1 by http.client; bytes are sent as they are.
  if (typeof req.body === "string") return `    data=${quoteDoubled(req.body)}.encode("utf-8"),`;
  return `    json=${literal(req.body!, pythonStyle, 1)},`;
}

function pythonSnippet(req: ApiRequest): string {
  const lines = ["import requests", "", ...call(req), `    headers=${literal(req.headers, pythonStyle, 1)},`];
  if (req.hasBody) lines.push(payload(req));
  lines.push(")", "print(response.text)");
  return `${lines.join("\n")}\n`;
}

/** The Python client: requests, run with `python3 request.py`. */
export const python: ApiClient = Object.freeze({
  label: "Python",
  lexer: "python",
  filename: "request.py",
  template: pythonSnippet,
});
