/**
 * Markdown for author text, through one shared markdown-it instance: raw HTML is escaped, images
 * are off, and a link keeps its target only when it is http(s), mailto, relative or a fragment.
 */
import MarkdownItConstructor, { type MarkdownIt, type RendererRule } from "markdown-it";
import { escapeHtml, type Html, raw } from "../html.ts";
import { isOtherOrigin, isSafeTarget } from "./safe-url.ts";

// markdown-it aligns table columns with a `style` attribute, which a strict CSP refuses.
export const alignClasses: ReadonlyMap<string, string> = new Map(
  Object.entries(
    Object.freeze({
      "text-align:left": "rk-align-left",
      "text-align:center": "rk-align-center",
      "text-align:right": "rk-align-right",
    }),
  ),
);

const alignedCell: RendererRule = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  const style = token.attrGet("style");
  if (typeof style === "string") {
    token.attrs = (token.attrs ?? []).filter(([name]) => name !== "style");
    const className = alignClasses.get(style);
    if (className !== undefined) token.attrJoin("class", className);
  }
  return self.renderToken(tokens, idx, options);
};

/**
 * What every Markdown renderer of refkit does: safe link targets (others become text), `rel` on
 * links to other sites, table alignment as classes, focusable code blocks.
 */
export function configureRenderer(md: MarkdownIt): void {
  md.validateLink = (url) => isSafeTarget(url);
  const renderLinkOpen = md.renderer.rules.link_open;
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const href = token.attrGet("href");
    if (typeof href === "string" && isOtherOrigin(href)) token.attrSet("rel", "noopener noreferrer");
    return renderLinkOpen === undefined
      ? self.renderToken(tokens, idx, options)
      : renderLinkOpen(tokens, idx, options, env, self);
  };
  md.renderer.rules.th_open = alignedCell;
  md.renderer.rules.td_open = alignedCell;
  // A code block scrolls inside itself; focusable, so a keyboard can scroll it too.
  const renderFence = md.renderer.rules.fence!;
  const renderCodeBlock = md.renderer.rules.code_block!;
  md.renderer.rules.fence = (...args) => renderFence(...args).replace(/^<pre>/, '<pre tabindex="0">');
  md.renderer.rules.code_block = (...args) => renderCodeBlock(...args).replace(/^<pre>/, '<pre tabindex="0">');
}

/** The copy button every code block of prose gets (the script makes it copy the block's text). */
const copyButton = '<div class="rk-code-wrap"><button type="button" class="rk-copy" aria-label="Copy code">Copy</button>';

/**
 * `rendered` prose (`blockMarkdown`'s, or CommonMark's) with its code blocks' copy buttons named
 * in the interface's language: `copy` the button's text, `name` its accessible name.
 * @example namedCopyButtons(blockMarkdown(text), "Copier", "Copier le code")
 */
export function namedCopyButtons(rendered: Html, copy: string, name: string): Html {
  if (copy === "Copy" && name === "Copy code") return rendered;
  if (!rendered.value.includes(copyButton)) return rendered;
  return raw(rendered.value.replaceAll(copyButton, `<div class="rk-code-wrap"><button type="button" class="rk-copy" aria-label="${escapeHtml(name)}">${escapeHtml(copy)}</button>`));
}

/**
 * Rendered prose with a copy button before each code block: every `<pre>` of refkit's renderers
 * opens as `<pre tabindex="0">` (see `configureRenderer` and the sanitizer's allowlist).
 * @example copyableCode('<pre tabindex="0"><code>x</code></pre>')
 */
export function copyableCode(rendered: string): string {
  return rendered.includes("<pre") ? rendered.replaceAll('<pre tabindex="0">', `${copyButton}<pre tabindex="0">`).replaceAll("</pre>", "</pre></div>") : rendered;
}

function createMarkdown(): MarkdownIt {
  const md = new MarkdownItConstructor({ html: false, linkify: false, typographer: false });
  configureRenderer(md);
  // A description has no business loading remote images (and CSP would block them anyway);
  // `![alt](url)` is left as a `!` followed by an ordinary, checked link.
  md.disable("image");
  return md;
}

let shared: MarkdownIt | undefined;

function markdown(): MarkdownIt {
  return (shared ??= createMarkdown());
}

/**
 * Renders inline Markdown (emphasis, code, links) with no paragraph around it; raw HTML is escaped.
 * @example inlineMarkdown("Use **`id`** from [List](/list)")
 */
export function inlineMarkdown(text: string): Html {
  return raw(markdown().renderInline(text));
}

/**
 * Renders block Markdown (paragraphs, lists, code blocks, reference links) for long descriptions;
 * raw HTML is escaped.
 * @example blockMarkdown("First paragraph.\n\n- one\n- two")
 */
export function blockMarkdown(text: string): Html {
  return raw(copyableCode(markdown().render(text)));
}
