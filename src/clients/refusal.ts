/**
 * A refusal: what a client's template throws for a request its language or library cannot send
 * exactly. A snippet that quietly sent something else would be worse than none, so the request
 * example fails with an error naming the client, the part of the request, and why.
 */
import { RefkitError } from "../errors.ts";

/** The part of a request a refusal is about. */
export type RefusedPart = "method" | "path" | "query" | "headers" | "body";

/**
 * Thrown by a client's template when it cannot send a request exactly. `rule` names the
 * limitation in a word or two (stable, for tests and for the README's list); `problem` says
 * what cannot be sent and why. `snippets()` and `RequestExample` rethrow it with the client's
 * token and the request example's location.
 * @example throw new ClientRefusal({ rule: "method-letters", part: "method", problem: 'HTTPie sends only methods made of letters, not "M-SEARCH"' })
 */
export class ClientRefusal extends RefkitError {
  /** The limitation, such as `method-letters`. */
  readonly rule: string;
  /** The token of the client that refused, once the refusal has passed through `renderSnippet`. */
  readonly token: string | undefined;

  constructor(init: { readonly rule: string; readonly part: RefusedPart; readonly problem: string; readonly token?: string; readonly component?: string }) {
    super({ component: init.component ?? "client template", key: init.part }, init.problem);
    this.rule = init.rule;
    this.token = init.token;
  }

  /** This refusal, located: which client refused, in which component. */
  located(token: string, component: string): ClientRefusal {
    const problem = `the "${token}" client cannot send this request: ${this.problem}. Leave it out of this example (the clients option) or change the value.`;
    return new ClientRefusal({ rule: this.rule, part: this.key as RefusedPart, problem, token, component });
  }
}
