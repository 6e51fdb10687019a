/**
 * The request example: one highlighted snippet per selected client, behind tabs whose chosen
 * language the site's script keeps across every example (example-tabs.ts).
 */
import { html, type Html } from "../html.ts";
import { ApiRequest, checkRequestOptions, type RequestDeclaration, type RequestOptions } from "../request.ts";
import { renderSnippet, selectClients } from "../snippets.ts";
import { exampleTabs, snippetsMarkdown } from "./example-tabs.ts";
import type { Node, RenderContext } from "./node.ts";
import { hasTryIt, tryItButton } from "./try-it.ts";

/** A RequestExample node also tells its checked declaration. */
export interface RequestExampleNode extends Node {
  readonly kind: "request-example";
  readonly request: RequestDeclaration;
}

/**
 * One request, declared once, shown as a snippet per client. The options are checked now;
 * the snippets are made with the settings of the render (when its page is resolved, once).
 * @example
 * RequestExample({
 *   method: "post",
 *   path: "/v1/customers",
 *   body: { email: "jenny@example.com", name: "Jenny Rosen" },
 * })
 */
export function RequestExample(options: RequestOptions): RequestExampleNode {
  const declaration = checkRequestOptions(options);
  const node: RequestExampleNode = Object.freeze({
    kind: "request-example" as const,
    placement: "aside" as const,
    request: declaration,
    markdown(context: RenderContext): string {
      const resolved = context.example?.(node);
      const request = resolved?.request ?? new ApiRequest(declaration, context.config);
      const list = resolved?.snippets ?? selectClients(context.config, declaration.clients).map(([token, client]) => renderSnippet(token, client, request, { highlight: false }));
      return snippetsMarkdown(list);
    },
    render(context: RenderContext): Html {
      // Resolved with its page or fragment: the templates ran once, there. Rendered by another
      // component of its own accord (no resolution sees it): they run now.
      const resolved = context.example?.(node);
      const request = resolved?.request ?? new ApiRequest(declaration, context.config);
      const list = resolved?.snippets ?? selectClients(context.config, declaration.clients).map(([token, client]) => renderSnippet(token, client, request, { highlight: true }));
      if (list.length === 0) return html``;
      const tryIt = hasTryIt(declaration, context.config) ? tryItButton(declaration, request, context.config) : html``;
      return exampleTabs(list, context, context.config.text.requestExampleLanguage, tryIt);
    },
  });
  return node;
}
