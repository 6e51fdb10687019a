/** Go with the standard library's net/http. */
import type { CodeWriter } from "../../text/code-writer.ts";
import type { MultipartPart } from "../../body.ts";
import type { ApiRequest } from "../../request.ts";
import type { QueryPairs } from "../../url.ts";
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

/** The packages a snippet imports, in gofmt's order. */
function imports(req: ApiRequest): string[] {
  const packages = ["io", "log", "net/http", "os"];
  switch (req.bodyKind) {
    case "json":
    case "text":
      packages.push("strings");
      break;
    case "form":
      packages.push("net/url", "strings");
      break;
    case "multipart":
      packages.push("bytes", "mime/multipart");
      if (req.multipart!.some((part) => part.kind === "file")) packages.push("fmt", "net/textproto");
      break;
    case "file":
      packages.push("bytes");
      break;
  }
  return packages.sort();
}

function writeImports(req: ApiRequest, out: CodeWriter): void {
  out.token("keyword", "import").plain(" (\n");
  for (const name of imports(req)) out.plain("\t").token("string-expression", `"${name}"`).plain("\n");
  out.plain(")\n\n");
}

/** `if err := call; err != nil { log.Fatal(err) }` around a call that returns only an error; `call` writes it. */
function checked(out: CodeWriter, call: () => void): void {
  out.plain("\t").token("keyword", "if").plain(" err ").token("keyword", ":=").plain(" ");
  call();
  out.plain("; err ").token("keyword", "!=").plain(" ").token("constant", "nil").plain(" {\n");
  out.plain("\t\tlog.").token("function", "Fatal").plain("(err)\n\t}\n");
}

/** Writes the statements that make the body, and returns the expression `http.NewRequest` takes, or `nil`. */
function writeBody(req: ApiRequest, out: CodeWriter): () => void {
  switch (req.bodyKind) {
    case "none":
      return () => out.token("constant", "nil");
    case "json":
    case "text":
      out.plain("\tbody ").token("keyword", ":=").plain(" strings.").token("function", "NewReader").plain("(");
      // Text is sent as its UTF-8 bytes from an escaped string; JSON as it reads, in a raw string.
      out.token("string-expression", typeof req.body === "string" ? quoteGo(req.body) : quoteGoRaw(prettyJson(req.body!)));
      out.plain(")\n\n");
      return () => out.plain("body");
    case "form":
      writeForm(req.form!, out);
      return () => out.plain("strings.").token("function", "NewReader").plain("(body.").token("function", "String").plain("())");
    case "multipart":
      writeMultipart(req.multipart!, out);
      return () => out.plain("&body");
    case "file":
      // Read whole, the body has a length: an *os.File would be sent chunked, which some servers refuse.
      out.plain("\tbody, err ").token("keyword", ":=").plain(" os.").token("function", "ReadFile").plain("(").token("string-expression", quoteGo(req.bodyFile!.path)).plain(")\n");
      checkError(out);
      out.plain("\n");
      return () => out.plain("bytes.").token("function", "NewReader").plain("(body)");
  }
}

/**
 * A form body: the fields as ordered pairs, each name and value escaped by `url.QueryEscape`.
 * `url.Values` would do the escaping too, but its `Encode` sorts the fields by name.
 */
function writeForm(pairs: QueryPairs, out: CodeWriter): void {
  out.plain("\t").token("comment", "// url.Values.Encode would sort the fields by name: these keep their order.").plain("\n");
  out.plain("\tform ").token("keyword", ":=").plain(" []").token("keyword", "struct").plain("{ name, value ").token("keyword", "string").plain(" }{");
  if (pairs.length > 0) out.plain("\n");
  for (const [name, value] of pairs) {
    out.plain("\t\t{").token("string-expression", quoteGo(name)).plain(", ").token("string-expression", quoteGo(value)).plain("},\n");
  }
  if (pairs.length > 0) out.plain("\t");
  out.plain("}\n");
  out.plain("\t").token("keyword", "var").plain(" body strings.").token("constant", "Builder").plain("\n");
  out.plain("\t").token("keyword", "for").plain(" i, field ").token("keyword", ":=").plain(" ").token("keyword", "range").plain(" form {\n");
  out.plain("\t\t").token("keyword", "if").plain(" i ").token("keyword", ">").plain(" ").token("constant", "0").plain(" {\n");
  out.plain("\t\t\tbody.").token("function", "WriteByte").plain("(").token("string-expression", "'&'").plain(")\n\t\t}\n");
  out.plain("\t\tbody.").token("function", "WriteString").plain("(url.").token("function", "QueryEscape").plain("(field.name) ").token("keyword", "+").plain(" ");
  out.token("string-expression", '"="').plain(" ").token("keyword", "+").plain(" url.").token("function", "QueryEscape").plain("(field.value))\n\t}\n\n");
}

/**
 * A multipart body built by `mime/multipart` in a buffer: `WriteField` for text (no part
 * Content-Type), and for each file `addFile`, a helper the snippet defines after `main`.
 */
function writeMultipart(parts: readonly MultipartPart[], out: CodeWriter): void {
  out.plain("\t").token("keyword", "var").plain(" body bytes.").token("constant", "Buffer").plain("\n");
  out.plain("\twriter ").token("keyword", ":=").plain(" multipart.").token("function", "NewWriter").plain("(&body)\n");
  for (const part of parts) {
    checked(out, () => {
      if (part.kind === "text") {
        out.plain("writer.").token("function", "WriteField").plain("(").token("string-expression", quoteGo(part.name)).plain(", ").token("string-expression", quoteGo(part.value)).plain(")");
      } else {
        out.token("function", "addFile").plain("(writer, ").token("string-expression", quoteGo(part.name)).plain(", ").token("string-expression", quoteGo(part.path)).plain(", ");
        out.token("string-expression", quoteGo(part.filename)).plain(", ").token("string-expression", quoteGo(part.contentType)).plain(")");
      }
    });
  }
  // Close writes the closing boundary.
  checked(out, () => out.plain("writer.").token("function", "Close").plain("()"));
  out.plain("\n");
}

/**
 * `addFile`: a file part with the declared file name and media type. `CreateFormFile` would
 * always write `application/octet-stream`, so the part's header is written here; the field and
 * file names hold no quote or backslash (refkit checks them), so they go in as they are.
 */
function writeAddFile(out: CodeWriter): void {
  out.plain("\n").token("comment", "// addFile copies a file into a new part of the form, under a file name and a media type.").plain("\n");
  out.token("keyword", "func").plain(" ").token("function", "addFile").plain("(writer *multipart.").token("constant", "Writer").plain(", field, path, filename, contentType ").token("keyword", "string").plain(") ").token("constant", "error").plain(" {\n");
  out.plain("\tfile, err ").token("keyword", ":=").plain(" os.").token("function", "Open").plain("(path)\n");
  returnError(out);
  out.plain("\t").token("keyword", "defer").plain(" file.").token("function", "Close").plain("()\n\n");
  out.plain("\theader ").token("keyword", ":=").plain(" ").token("function", "make").plain("(textproto.").token("constant", "MIMEHeader").plain(")\n");
  out.plain("\theader.").token("function", "Set").plain("(").token("string-expression", '"Content-Disposition"').plain(", fmt.").token("function", "Sprintf").plain("(").token("string-expression", "`form-data; name=\"%s\"; filename=\"%s\"`").plain(", field, filename))\n");
  out.plain("\theader.").token("function", "Set").plain("(").token("string-expression", '"Content-Type"').plain(", contentType)\n");
  out.plain("\tpart, err ").token("keyword", ":=").plain(" writer.").token("function", "CreatePart").plain("(header)\n");
  returnError(out);
  out.plain("\t_, err ").token("keyword", "=").plain(" io.").token("function", "Copy").plain("(part, file)\n");
  out.plain("\t").token("keyword", "return").plain(" err\n}\n");
}

/** `if err != nil { return err }` in a helper. */
function returnError(out: CodeWriter): void {
  out.plain("\t").token("keyword", "if").plain(" err ").token("keyword", "!=").plain(" ").token("constant", "nil").plain(" {\n");
  out.plain("\t\t").token("keyword", "return").plain(" err\n\t}\n");
}

function writeGo(req: ApiRequest, out: CodeWriter): void {
  out.token("keyword", "package").plain(" main\n\n");
  writeImports(req, out);
  out.token("keyword", "func").plain(" ").token("function", "main").plain("() {\n");
  const body = writeBody(req, out);
  out.plain("\treq, err ").token("keyword", ":=").plain(" http.").token("function", "NewRequest").plain("(");
  const constant = methodConstants[req.method];
  if (constant) out.plain("http.").token("constant", constant);
  else out.token("string-expression", quoteGo(req.method));
  out.plain(", ").token("string-expression", quoteGo(req.urlWithQuery)).plain(", ");
  body();
  out.plain(")\n");
  checkError(out);
  // The writer's Content-Type carries the boundary it picked.
  if (req.bodyKind === "multipart") out.plain("\treq.Header.").token("function", "Set").plain("(").token("string-expression", '"Content-Type"').plain(", writer.").token("function", "FormDataContentType").plain("())\n");
  // Set writes the name in canonical case (`x_trace` as `X_trace`): names are case-insensitive.
  for (const [name, value] of Object.entries(req.headers)) {
    out.plain("\treq.Header.").token("function", "Set").plain("(").token("string-expression", quoteGo(name)).plain(", ").token("string-expression", quoteGo(value)).plain(")\n");
  }
  out.plain("\n\tres, err ").token("keyword", ":=").plain(" http.DefaultClient.").token("function", "Do").plain("(req)\n");
  checkError(out);
  out.plain("\t").token("keyword", "defer").plain(" res.Body.").token("function", "Close").plain("()\n\n");
  out.plain("\t").token("keyword", "if").plain(" _, err ").token("keyword", ":=").plain(" io.").token("function", "Copy").plain("(os.Stdout, res.Body); err ").token("keyword", "!=").plain(" ").token("constant", "nil").plain(" {\n");
  out.plain("\t\tlog.").token("function", "Fatal").plain("(err)\n\t}\n}\n");
  if (req.multipart?.some((part) => part.kind === "file")) writeAddFile(out);
}

/** The Go client: net/http, run with `go run request.go`. */
export const go = writtenClient({ label: "Go", lexer: "go", filename: "request.go", write: writeGo });
