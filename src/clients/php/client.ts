/** PHP with its curl extension. */
import type { CodeWriter } from "../../render/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { prettyJson } from "../literal.ts";
import { writtenClient } from "../written.ts";

/**
 * Quotes text as a PHP single-quoted string: nothing in it interpolates, and only `\` and `'`
 * need a backslash. Every other byte, line breaks included, stands for itself.
 * @example quotePhp("it's $x") // "'it\\'s $x'"
 */
export function quotePhp(text: string): string {
  return `'${text.replace(/[\\']/g, "\\$&")}'`;
}

/** One `CURLOPT_… => ` entry of the options array. */
function entry(out: CodeWriter, option: string): CodeWriter {
  return out.plain("    ").token("constant", option).plain(" => ");
}

function writePhp(req: ApiRequest, out: CodeWriter): void {
  out.token("keyword", "<?php").plain("\n\n").token("constant", "$curl").plain(" = ").token("function", "curl_init").plain("(").token("string-expression", quotePhp(req.urlWithQuery)).plain(");\n");
  out.token("function", "curl_setopt_array").plain("(").token("constant", "$curl").plain(", [\n");
  // HEAD asks for no body (a custom "HEAD" would wait for one); a body makes a POST by default.
  if (req.method === "HEAD") entry(out, "CURLOPT_NOBODY").token("constant", "true").plain(",\n");
  else if (req.method !== "GET" && !(req.method === "POST" && req.hasBody)) entry(out, "CURLOPT_CUSTOMREQUEST").token("string-expression", quotePhp(req.method)).plain(",\n");
  entry(out, "CURLOPT_HTTPHEADER").plain("[\n");
  for (const [name, value] of Object.entries(req.headers)) out.plain("        ").token("string-expression", quotePhp(`${name}: ${value}`)).plain(",\n");
  out.plain("    ],\n");
  if (typeof req.body === "string") entry(out, "CURLOPT_POSTFIELDS").token("string-expression", quotePhp(req.body)).plain(",\n");
  else if (req.hasBody) {
    // A JSON body as a nowdoc: nothing in it interpolates, and pretty JSON never has a line that
    // starts with `JSON` (its lines start with spaces, brackets or quotes).
    entry(out, "CURLOPT_POSTFIELDS").token("string-expression", `<<<'JSON'\n${prettyJson(req.body!)}\nJSON`).plain(",\n");
  }
  entry(out, "CURLOPT_RETURNTRANSFER").token("constant", "true").plain(",\n");
  out.plain("]);\n\n").token("keyword", "echo").plain(" ").token("function", "curl_exec").plain("(").token("constant", "$curl").plain(");\n");
}

/** The PHP client: ext-curl, run with `php request.php`. */
export const php = writtenClient({ label: "PHP", lexer: "php", filename: "request.php", write: writePhp });
