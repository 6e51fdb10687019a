/**
 * HTTPie, as a POSIX shell command: each header a `Name:value` request item, the query in the
 * URL, the body piped in as it is. Every word is single-quoted, as curl's.
 */
import type { CodeWriter } from "../../render/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { quoteShell } from "../curl/client.ts";
import { prettyJson } from "../literal.ts";
import { ClientRefusal } from "../refusal.ts";
import { writtenClient } from "../written.ts";

/**
 * A run of backslashes before one of the characters HTTPie's request items treat as separators
 * (`:` `;` `=` `@`). HTTPie reads a backslash before those as an escape and keeps any other
 * backslash as it is, pairing them from the left: an even run arrives whole, an odd run loses
 * its last backslash, and nothing spells it.
 */
const backslashesBeforeSeparator = /\\+(?=[:;=@])/g;

/**
 * The `Name:value` request item of one header. A value starting with `=` or `@` gets a
 * backslash (`:=` and `:@` are other item kinds); a value with an odd run of backslashes before
 * a separator character cannot be written, and is refused.
 * @example headerItem("Authorization", "Bearer sk_test") // "Authorization:Bearer sk_test"
 */
export function headerItem(name: string, value: string): string {
  for (const run of value.match(backslashesBeforeSeparator) ?? []) {
    if (run.length % 2 === 1) {
      throw new ClientRefusal({
        rule: "backslash-before-separator",
        part: "headers",
        problem: `HTTPie reads a backslash before ":", ";", "=" or "@" in a request item as an escape, so the ${name} header value ${JSON.stringify(value)} (an odd run of backslashes before one) has no spelling`,
      });
    }
  }
  return `${name}:${/^[=@]/.test(value) ? "\\" : ""}${value}`;
}

/** HTTPie takes the first argument for a method only when it is letters alone. */
const letters = /^[A-Za-z]+$/;

function writeHttpie(req: ApiRequest, out: CodeWriter): void {
  if (!letters.test(req.method)) {
    throw new ClientRefusal({ rule: "method-letters", part: "method", problem: `HTTPie sends only methods made of letters, not "${req.method}"` });
  }
  const items = Object.entries(req.headers).map(([name, value]) => headerItem(name, value));
  if (req.hasBody) {
    // printf '%s', unlike echo, adds no newline: the body arrives byte for byte.
    const body = typeof req.body === "string" ? req.body : prettyJson(req.body!);
    out.token("function", "printf").plain(" ").token("string-expression", "'%s'").plain(" ").token("string-expression", quoteShell(body)).plain(" | ");
    out.token("function", "http");
  } else {
    // Without a body, --ignore-stdin keeps HTTPie from reading one from a script's input.
    out.token("function", "http").plain(" ").token("parameter", "--ignore-stdin");
  }
  // A header name may start with "-", which would read as an option: "--" ends the options.
  if (items.some((item) => item.startsWith("-"))) out.plain(" ").token("parameter", "--");
  out.plain(" ").token("keyword", req.method).plain(" ").token("string-expression", quoteShell(req.urlWithQuery));
  for (const item of items) out.plain(" \\\n  ").token("string-expression", quoteShell(item));
  out.plain("\n");
}

/** The HTTPie client: a shell command, run with `sh request.sh`. */
export const httpie = writtenClient({ label: "HTTPie", lexer: "shellscript", filename: "request.sh", write: writeHttpie });
