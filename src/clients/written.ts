/**
 * Clients that write their snippets through a `CodeWriter`, so each snippet comes with its
 * highlighting (see src/render/code-writer.ts). Such a client is still a plain `ApiClient`: its
 * `template` writes the text alone, and the highlighted writer is found from that template, so a
 * copy with another label keeps it and a copy with another template does not.
 */
import { CodeWriter } from "../render/code-writer.ts";
import type { ApiRequest } from "../request.ts";
import type { ApiClient } from "./types.ts";

/** Writes one request's snippet through `out`. */
export type WriteSnippet = (request: ApiRequest, out: CodeWriter) => void;

const writers = new WeakMap<ApiClient["template"], WriteSnippet>();

/**
 * An `ApiClient` from a writer.
 * @example writtenClient({ label: "curl", lexer: "shellscript", filename: "request.sh", write: (req, out) => out.token("function", "curl") })
 */
export function writtenClient(init: { readonly label: string; readonly lexer: string; readonly filename: string; readonly write: WriteSnippet }): ApiClient {
  const template = (request: ApiRequest) => {
    const out = new CodeWriter({ highlight: false });
    init.write(request, out);
    return out.text;
  };
  writers.set(template, init.write);
  return Object.freeze({ label: init.label, lexer: init.lexer, filename: init.filename, template });
}

/** The writer behind a client's template, when it is one of these. */
export function writerOf(client: ApiClient): WriteSnippet | undefined {
  return writers.get(client.template);
}
