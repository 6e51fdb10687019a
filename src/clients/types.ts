import type { CodeWriter } from "../text/code-writer.ts";
import type { ApiRequest } from "../request.ts";

/** Writes one request's snippet through `out`, token by token, so it is highlighted as it is written. */
export type WriteSnippet = (request: ApiRequest, out: CodeWriter) => void;

/** A client's writer, paired with the template whose text it writes. */
export interface SnippetWriter {
  /** The template this writer writes the text of: the writer is used only while the client's template is this one. */
  readonly template: (request: ApiRequest) => string;
  readonly write: WriteSnippet;
}

/**
 * One tab of a request example: how to turn an `ApiRequest` into a snippet.
 * @example
 * const xh: ApiClient = {
 *   label: "xh",
 *   lexer: "shellscript",
 *   filename: "request.sh",
 *   template: (req) => `xh ${req.httpMethod} '${req.urlWithQuery}'`,
 * };
 */
export interface ApiClient {
  /** The tab label, such as `Python`. */
  readonly label: string;
  /** The Shiki language id used to highlight the snippet, such as `python` or `shellscript`. */
  readonly lexer: string;
  /** The file name shown above the snippet, or a function of the request that returns it. */
  readonly filename?: string | ((request: ApiRequest) => string);
  /** Renders the snippet for one request. */
  readonly template: (request: ApiRequest) => string;
  /**
   * The shipped clients' writer, which writes the same text as `template` with its highlighting.
   * Copied with the client (`{ ...clients.go, label: "Go" }` keeps it); used only while `template`
   * is the writer's own.
   */
  readonly writer?: SnippetWriter;
}
