import type { ApiRequest } from "../request.ts";

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
}
