/**
 * Clients that write their snippets through a `CodeWriter`, so each snippet comes with its
 * highlighting (see src/text/code-writer.ts). Such a client is still a plain `ApiClient`: its
 * `template` writes the text alone, and it carries the writer beside it (`writer`), paired with
 * that template. A copy with another label keeps the writer; a copy with another template does
 * not use it (refkit cannot know what the new template writes), and Shiki highlights its text.
 */
import { CodeWriter } from "../text/code-writer.ts";
import type { ApiRequest } from "../request.ts";
import type { ApiClient, SnippetWriter, WriteSnippet } from "./types.ts";

export type { SnippetWriter, WriteSnippet } from "./types.ts";

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
  const writer: SnippetWriter = Object.freeze({ template, write: init.write });
  return Object.freeze({ label: init.label, lexer: init.lexer, filename: init.filename, template, writer });
}

/** The writer behind a client's template: its own `writer`, while its template is the one that writer stands for. */
export function writerOf(client: ApiClient): WriteSnippet | undefined {
  return client.writer !== undefined && client.writer.template === client.template ? client.writer.write : undefined;
}
