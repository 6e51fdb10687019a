/**
 * The request example: one highlighted snippet per selected client, behind tabs whose chosen
 * language the site's script keeps across every example.
 */
import { fencedBlock, markdownText } from "../text/markdown-text.ts";
import { html, type Html } from "../html.ts";
import { ApiRequest, checkRequestOptions, type RequestDeclaration, type RequestOptions } from "../request.ts";
import { renderSnippet, selectClients, type Snippet } from "../snippets.ts";
import { codeHead, codePre } from "./code-block.ts";
import type { Node, RenderContext } from "./node.ts";
import { hasTryIt, tryItButton } from "./try-it.ts";

function block(snippet: Snippet) {
  return { code: snippet.code, html: snippet.html, lexer: snippet.lexer, title: snippet.filename, label: `${snippet.label} example` };
}

function renderSingle(snippet: Snippet, context: RenderContext, tryIt: Html): Html {
  const b = block(snippet);
  return html`<div class="rk-example rk-example-single" data-rk-lang="${snippet.token}">${codeHead(b)}${codePre(b, context)}${tryIt}</div>`;
}

function renderTabs(list: readonly Snippet[], context: RenderContext, tryIt: Html): Html {
  const id = context.uniqueId("rk-ex");
  const tokens = list.map((s) => s.token).join(" ");
  const tabs = list.map(
    (s, i) =>
      html`<a class="rk-tab" role="tab" id="${id}-${s.token}-tab" href="#${id}-${s.token}" aria-controls="${id}-${s.token}" aria-selected="${i === 0 ? "true" : "false"}"${i === 0 ? "" : html` tabindex="-1"`} data-rk-lang="${s.token}">${s.label}</a>`,
  );
  const panels = list.map(
    (s) =>
      html`<div class="rk-panel" role="tabpanel" id="${id}-${s.token}" aria-labelledby="${id}-${s.token}-tab" data-rk-lang="${s.token}">${codeHead(block(s))}${codePre(block(s), context)}</div>`,
  );
  return html`<div class="rk-example" data-rk-langs="${tokens}"><div class="rk-tablist" role="tablist" aria-label="Request example language">${tabs}</div>${panels}${tryIt}</div>`;
}

/** The info string of a snippet's fenced block: its language, as Markdown readers name it. */
function fenceLanguage(lexer: string): string {
  return lexer === "shellscript" ? "sh" : lexer;
}

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
      return list.map((snippet) => `${markdownText(snippet.label)}:\n\n${fencedBlock(snippet.code, fenceLanguage(snippet.lexer))}`).join("\n\n");
    },
    render(context: RenderContext): Html {
      // Resolved with its page or fragment: the templates ran once, there. Rendered by another
      // component of its own accord (no resolution sees it): they run now.
      const resolved = context.example?.(node);
      const request = resolved?.request ?? new ApiRequest(declaration, context.config);
      const list = resolved?.snippets ?? selectClients(context.config, declaration.clients).map(([token, client]) => renderSnippet(token, client, request, { highlight: true }));
      if (list.length === 0) return html``;
      const tryIt = hasTryIt(declaration, context.config) ? tryItButton(declaration, request, context.config) : html``;
      return list.length === 1 ? renderSingle(list[0]!, context, tryIt) : renderTabs(list, context, tryIt);
    },
  });
  return node;
}
