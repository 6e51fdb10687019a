/**
 * HTTPie, as a POSIX shell command: each header a `Name:value` request item, the query in the
 * URL, a text or JSON body piped in as it is, form and multipart fields as `name=value` and
 * `name@path` items, a file body on standard input. Every word is single-quoted, as curl's.
 */
import type { MultipartPart } from "../../body.ts";
import type { CodeWriter } from "../../text/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { encodeComponent, type QueryPairs } from "../../url.ts";
import { formName, quoteShell } from "../curl/client.ts";
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

/** The characters HTTPie's request items read as separators, or parts of one: `:` `;` `=` `@`. */
const separatorChars = /[:;=@]/g;

/**
 * True when `text` has an odd run of backslashes before a separator character, or, with
 * `atEnd`, at its end (where the item's own separator follows): no item spells it.
 */
function hasOddBackslashes(text: string, atEnd = false): boolean {
  const runs = atEnd ? /\\+(?=[:;=@]|$)/g : backslashesBeforeSeparator;
  return (text.match(runs) ?? []).some((run) => run.length % 2 === 1);
}

/**
 * The key of a data or file item: every separator character backslash-escaped, so the item's own
 * separator is the first one HTTPie finds. `undefined` when an odd run of backslashes stands
 * before one (or at the end): HTTPie pairs backslashes, and such a run has no spelling.
 * @example itemKey("a=b") // "a\\=b"
 */
export function itemKey(name: string): string | undefined {
  return hasOddBackslashes(name, true) ? undefined : name.replace(separatorChars, "\\$&");
}

/**
 * The `name=value` data item of a form or multipart text field: a value starting with `=` or
 * `@` gets a backslash (`==` and `=@` are other item kinds). `undefined` when the name or value
 * has no spelling.
 * @example dataItem("note", "=x") // "note=\\=x"
 */
export function dataItem(name: string, value: string): string | undefined {
  const key = itemKey(name);
  if (key === undefined || hasOddBackslashes(value)) return undefined;
  return `${key}=${/^[=@]/.test(value) ? "\\" : ""}${value}`;
}

/** The first of `names` whose values are apart (HTTPie gathers a name's values where it first appears), if any. */
function nameApart(names: readonly string[]): string | undefined {
  const done = new Set<string>();
  for (let i = 0; i < names.length; i++) {
    if (done.has(names[i]!)) return names[i];
    if (names[i + 1] !== names[i]) done.add(names[i]!);
  }
  return undefined;
}

function writeHttpie(req: ApiRequest, out: CodeWriter): void {
  if (!letters.test(req.method)) {
    throw new ClientRefusal({ rule: "method-letters", part: "method", problem: `HTTPie sends only methods made of letters, not "${req.method}"` });
  }
  const items = Object.entries(req.headers).map(([name, value]) => headerItem(name, value));
  // Without a body on standard input, --ignore-stdin keeps HTTPie from reading one from a script's input.
  let options = ["--ignore-stdin"];
  let input: string | undefined;
  switch (req.bodyKind) {
    case "none":
      break;
    case "text":
    case "json":
      options = [];
      writePrintf(out, typeof req.body === "string" ? req.body : prettyJson(req.body!));
      break;
    case "form": {
      // --form sends `name=value` items form-encoded, in order; when one has no item spelling, or
      // a name's values are apart, the form goes as text, encoded here.
      const fields = formItems(req.form!);
      if (fields) {
        options.push("--form");
        items.push(...fields);
      } else {
        options = [];
        writePrintf(out, req.form!.map(([name, value]) => `${formName(name)}=${encodeComponent(value)}`).join("&"));
      }
      break;
    }
    case "multipart":
      // --multipart: text fields as `name=value`, files as `name@path;type=…`, in order.
      options.push("--multipart");
      items.push(...multipartItems(req.multipart!));
      break;
    case "file":
      // The file on standard input: HTTPie sends its bytes as the body.
      options = [];
      input = req.bodyFile!.path;
      break;
  }
  out.token("function", "http");
  // --stream prints a streamed response line by line as it arrives.
  if (req.stream) options = [...options, "--stream"];
  for (const option of options) out.plain(" ").token("parameter", option);
  // A header name or field name may start with "-", which would read as an option: "--" ends the options.
  if (items.some((item) => item.startsWith("-"))) out.plain(" ").token("parameter", "--");
  out.plain(" ").token("keyword", req.method).plain(" ").token("string-expression", quoteShell(req.urlWithQuery));
  for (const item of items) out.plain(" \\\n  ").token("string-expression", quoteShell(item));
  if (input !== undefined) out.plain(" \\\n  < ").token("string-expression", quoteShell(input));
  out.plain("\n");
}

/** `printf '%s' '…' | `: a body piped in. printf '%s', unlike echo, adds no newline, so it arrives byte for byte. */
function writePrintf(out: CodeWriter, body: string): void {
  out.token("function", "printf").plain(" ").token("string-expression", "'%s'").plain(" ").token("string-expression", quoteShell(body)).plain(" | ");
}

/** The data items of a form, or `undefined` when a field has no item spelling or a name's values are apart. */
function formItems(pairs: QueryPairs): string[] | undefined {
  if (nameApart(pairs.map(([name]) => name)) !== undefined) return undefined;
  const items: string[] = [];
  for (const [name, value] of pairs) {
    const item = dataItem(name, value);
    if (item === undefined) return undefined;
    items.push(item);
  }
  return items;
}

/** Where HTTPie splits a file item's value into path and media type, with no escape. */
const typeSeparator = ";type=";

/** The items of a multipart body, or a refusal for what HTTPie cannot send as declared. */
function multipartItems(parts: readonly MultipartPart[]): string[] {
  const apart = nameApart(parts.map((part) => part.name));
  if (apart !== undefined) {
    throw new ClientRefusal({ rule: "multipart-name-order", part: "body", problem: `HTTPie sends the parts of one field name together, where the name first appears, and the parts named "${apart}" are apart` });
  }
  return parts.map((part) => {
    if (part.kind === "text") {
      const item = dataItem(part.name, part.value);
      if (item === undefined) throw oddBackslashes(`the multipart field "${part.name}"`, part.value);
      return item;
    }
    if (part.filename !== lastSegment(part.path)) {
      throw new ClientRefusal({ rule: "multipart-filename", part: "body", problem: `HTTPie names a file part after its path's last segment, and has no way to send "${part.path}" as "${part.filename}"` });
    }
    if (part.path.includes(typeSeparator) || part.contentType.includes(typeSeparator)) {
      throw new ClientRefusal({ rule: "file-item-type", part: "body", problem: `HTTPie reads ";type=" in a file item as the start of its type, and the file part "${part.name}" has one in its path or type` });
    }
    if (hasOddBackslashes(part.path) || hasOddBackslashes(part.contentType)) throw oddBackslashes(`the file part "${part.name}"`, `${part.path}${typeSeparator}${part.contentType}`);
    // HTTPie expands a leading "~" to the home folder: "./" keeps the path where it is.
    const path = part.path.startsWith("~") ? `./${part.path}` : part.path;
    return `${itemKey(part.name)!}@${path}${typeSeparator}${part.contentType}`;
  });
}

/** The refusal for text with an odd run of backslashes before a separator. */
function oddBackslashes(what: string, text: string): ClientRefusal {
  return new ClientRefusal({
    rule: "backslash-before-separator",
    part: "body",
    problem: `HTTPie reads a backslash before ":", ";", "=" or "@" in a request item as an escape, so ${what} (${JSON.stringify(text)}, with an odd run of backslashes before one) has no spelling`,
  });
}

/** The last segment of a path: the file name HTTPie gives a file part. */
function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** The HTTPie client: a shell command, run with `sh request.sh`. */
export const httpie = writtenClient({ label: "HTTPie", lexer: "shellscript", filename: "request.sh", write: writeHttpie });
