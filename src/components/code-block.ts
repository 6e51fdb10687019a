/** A highlighted code block with its head (title or file name, copy button). */
import { escapeText, html, raw, type Html } from "../html.ts";
import { en, format, type InterfaceStrings } from "../locale/index.ts";
import { maxHighlightLength } from "../text/code-writer.ts";
import type { RenderContext } from "./node.ts";

/** What a code block shows. */
export interface CodeBlock {
  readonly code: string;
  readonly lexer: string;
  /** Shown in the head: a file name, or a title such as "Response". */
  readonly title: string | undefined;
  /** Names the snippet in the copy button's accessible label. */
  readonly label: string;
  /** The code already highlighted (written by a `CodeWriter`); otherwise the highlighter colours it. */
  readonly html?: Html | undefined;
}

/** The block's head: its title and a copy button (which the script enables). */
export function codeHead(block: CodeBlock, text: InterfaceStrings = en): Html {
  return html`<div class="rk-code-head">${block.title ? html`<span class="rk-code-title">${block.title}</span>` : ""}<button type="button" class="rk-copy" aria-label="${format(text.copyLabel, { label: block.label })}">${text.copy}</button></div>`;
}

/** The code's spans: as written, else from the highlighter; past the cut-off, plain text. */
function colored(block: CodeBlock, context: RenderContext): Html {
  if (block.html !== undefined) return block.html;
  return block.code.length > maxHighlightLength ? raw(escapeText(block.code)) : context.highlight(block.code, block.lexer);
}

/**
 * The `<pre>` whose text content is exactly the code. It is focusable, so that a keyboard can
 * scroll a long line into view (it scrolls inside itself rather than widening the page).
 */
export function codePre(block: CodeBlock, context: RenderContext): Html {
  return html`<pre class="rk-code" data-rk-lexer="${block.lexer}" tabindex="0"><code>${colored(block, context)}</code></pre>`;
}
