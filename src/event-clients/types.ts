import type { CodeWriter } from "../text/code-writer.ts";
import type { EventProtocol, EventRequest } from "./request.ts";

/**
 * One tab of an event example: how to write an `EventRequest` in a language, with a library
 * whose snippets the suite runs against a real server of the protocol.
 */
export interface EventClient {
  /** The tab label, such as `Python`. */
  readonly label: string;
  /** The Shiki language the snippet is in (used for its Markdown fence). */
  readonly lexer: string;
  readonly filename: string;
  readonly protocol: EventProtocol;
  /**
   * The language the tab is: the token of the HTTP clients' tab of the same language
   * (`python`, `javascript`), so that a reader's chosen language holds on both kinds of page.
   */
  readonly lang: string;
  /** Writes the snippet through `out`, highlighted as it is written. */
  readonly write: (request: EventRequest, out: CodeWriter) => void;
}
