/** Go with the standard library's net/http. */
import type { CodeWriter } from "../../render/code-writer.ts";
import type { ApiRequest } from "../../request.ts";
import { prettyJson, quoteDoubled } from "../literal.ts";
import { writtenClient } from "../written.ts";

/**
 * Quotes text as a Go raw string literal, in which nothing is an escape. A backtick, which would
 * end it, is concatenated in as an interpreted string, the usual Go idiom. The text must hold no
 * carriage return (Go drops it from raw strings), no NUL and no byte-order mark (the compiler
 * refuses both): pretty JSON, whose invisible characters are escapes, holds none.
 * @example quoteGoRaw('{"cmd": "`ls`"}') // '`{"cmd": "` + "`" + `ls` + "`" + `"}`'
 */
export function quoteGoRaw(text: string): string {
  return `\`${text.replaceAll("`", '` + "`" + `')}\``;
}

/**
 * Quotes text as a Go interpreted string. Go reads every escape that `quoteDoubled` writes (`\"`,
 * `\\`, `\n`, `\r`, `\t`, `\uXXXX` for the other invisible characters, NUL and the byte-order
 * mark among them) and interpolates nothing; what it leaves raw is valid UTF-8 that Go keeps.
 * @example quoteGo('say "hi"\n') // '"say \\"hi\\"\\n"'
 */
export function quoteGo(text: string): string {
  return quoteDoubled(text);
}

/** The verbs net/http names with a constant (CONNECT and TRACE are never sent). */
const methodConstants: Readonly<Record<string, string>> = Object.freeze({
  GET: "MethodGet",
  HEAD: "MethodHead",
  POST: "MethodPost",
  PUT: "MethodPut",
  PATCH: "MethodPatch",
  DELETE: "MethodDelete",
  OPTIONS: "MethodOptions",
});

/** `if err != nil { log.Fatal(err) }` after a call that can fail. */
function checkError(out: CodeWriter): void {
  out.plain("\t").token("keyword", "if").plain(" err ").token("keyword", "!=").plain(" ").token("constant", "nil").plain(" {\n");
  out.plain("\t\tlog.").token("function", "Fatal").plain("(err)\n\t}\n");
}

function writeImports(req: ApiRequest, out: CodeWriter): void {
  const packages = ["io", "log", "net/http", "os", ...(req.hasBody ? ["strings"] : [])];
  out.token("keyword", "import").plain(" (\n");
  for (const name of packages) out.plain("\t").token("string-expression", `"${name}"`).plain("\n");
  out.plain(")\n\n");
}

function writeBody(req: ApiRequest, out: CodeWriter): void {
  out.plain("\tbody ").token("keyword", ":=").plain(" strings.").token("function", "NewReader").plain("(");
  // Text is sent as its UTF-8 bytes from an escaped string; JSON as it reads, in a raw string.
  out.token("string-expression", typeof req.body === "string" ? quoteGo(req.body) : quoteGoRaw(prettyJson(req.body!)));
  out.plain(")\n\n");
}

function writeGo(req: ApiRequest, out: CodeWriter): void {
  out.token("keyword", "package").plain(" main\n\n");
  writeImports(req, out);
  out.token("keyword", "func").plain(" ").token("function", "main").plain("() {\n");
  if (req.hasBody) writeBody(req, out);
  out.plain("\treq, err ").token("keyword", ":=").plain(" http.").token("function", "NewRequest").plain("(");
  const constant = methodConstants[req.method];
  if (constant) out.plain("http.").token("constant", constant);
  else out.token("string-expression", quoteGo(req.method));
  out.plain(", ").token("string-expression", quoteGo(req.urlWithQuery)).plain(", ");
  if (req.hasBody) out.plain("body");
  else out.token("constant", "nil");
  out.plain(")\n");
  checkError(out);
  // Set writes the name in canonical case (`x_trace` as `X_trace`): names are case-insensitive.
  for (const [name, value] of Object.entries(req.headers)) {
    out.plain("\treq.Header.").token("function", "Set").plain("(").token("string-expression", quoteGo(name)).plain(", ").token("string-expression", quoteGo(value)).plain(")\n");
  }
  out.plain("\n\tres, err ").token("keyword", ":=").plain(" http.DefaultClient.").token("function", "Do").plain("(req)\n");
  checkError(out);
  out.plain("\t").token("keyword", "defer").plain(" res.Body.").token("function", "Close").plain("()\n\n");
  out.plain("\t").token("keyword", "if").plain(" _, err ").token("keyword", ":=").plain(" io.").token("function", "Copy").plain("(os.Stdout, res.Body); err ").token("keyword", "!=").plain(" ").token("constant", "nil").plain(" {\n");
  out.plain("\t\tlog.").token("function", "Fatal").plain("(err)\n\t}\n}\n");
}

/** The Go client: net/http, run with `go run request.go`. */
export const go = writtenClient({ label: "Go", lexer: "go", filename: "request.go", write: writeGo });
