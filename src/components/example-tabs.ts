/**
 * Snippets behind tabs, one per language, whose chosen language the site's script keeps across
 * every example of the site (request examples and event examples alike), and the same snippets
 * as Markdown. A single snippet is shown without tabs.
 */
import { fencedBlock, markdownText } from "../text/markdown-text.ts";
import { html, type Html } from "../html.ts";
import type { Snippet } from "../snippets.ts";
import { codeHead, codePre } from "./code-block.ts";
import type { RenderContext } from "./node.ts";
import { format } from "../locale/index.ts";

/** A snippet as a code block, its copy button named in the interface's language ("Copy curl example"). */
function block(snippet: Snippet, context: RenderContext) {
  return { code: snippet.code, html: snippet.html, lexer: snippet.lexer, title: snippet.filename, label: format(context.config.text.snippetLabel, { client: snippet.label }) };
}

function renderSingle(snippet: Snippet, context: RenderContext, extra: Html): Html {
  const b = block(snippet, context);
  return html`<div class="rk-example rk-example-single" data-rk-lang="${snippet.token}">${codeHead(b, context.config.text)}${codePre(b, context)}${extra}</div>`;
}

function renderTabs(list: readonly Snippet[], context: RenderContext, label: string, extra: Html): Html {
  const id = context.uniqueId("rk-ex");
  const tokens = list.map((s) => s.token).join(" ");
  const tabs = list.map(
    (s, i) =>
      html`<a class="rk-tab" role="tab" id="${id}-${s.token}-tab" href="#${id}-${s.token}" aria-controls="${id}-${s.token}" aria-selected="${i === 0 ? "true" : "false"}"${i === 0 ? "" : html` tabindex="-1"`} data-rk-lang="${s.token}">${s.label}</a>`,
  );
  const panels = list.map(
    (s) =>
      html`<div class="rk-panel" role="tabpanel" id="${id}-${s.token}" aria-labelledby="${id}-${s.token}-tab" data-rk-lang="${s.token}">${codeHead(block(s, context), context.config.text)}${codePre(block(s, context), context)}</div>`,
  );
  return html`<div class="rk-example" data-rk-langs="${tokens}"><div class="rk-tablist" role="tablist" aria-label="${label}">${tabs}</div>${panels}${extra}</div>`;
}

/**
 * The snippets as an example block: tabs (their list named `label`), or the one snippet alone;
 * `extra` (a console's button) goes at its end. Nothing for no snippet.
 */
export function exampleTabs(list: readonly Snippet[], context: RenderContext, label: string, extra: Html = html``): Html {
  if (list.length === 0) return html``;
  return list.length === 1 ? renderSingle(list[0]!, context, extra) : renderTabs(list, context, label, extra);
}

/** The info string of a snippet's fenced block: its language, as Markdown readers name it. */
function fenceLanguage(lexer: string): string {
  return lexer === "shellscript" ? "sh" : lexer;
}

/** The snippets as Markdown: each one's label, then its code in a fenced block. */
export function snippetsMarkdown(list: readonly Snippet[]): string {
  return list.map((snippet) => `${markdownText(snippet.label)}:\n\n${fencedBlock(snippet.code, fenceLanguage(snippet.lexer))}`).join("\n\n");
}
