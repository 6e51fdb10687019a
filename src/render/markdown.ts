/**
 * Markdown for author text, through one shared markdown-it instance: raw HTML is escaped, images
 * are off, and a link keeps its target only when it is http(s), mailto, relative or a fragment.
 */
import MarkdownItConstructor, { type MarkdownIt, type RendererRule } from "markdown-it";
import { type Html, raw } from "../html.ts";

const allowedSchemes: ReadonlySet<string> = new Set(["http", "https", "mailto"]);

// Everything a browser, or a careless reader, might skip inside a scheme: controls, spaces,
// zero-width and other format characters.
const invisible = /[\p{Cc}\p{Cf}\p{Z}\s]+/gu;
const percentByte = /%([0-9a-f]{2})/gi;
// Browsers decode numeric references in attributes even without the semicolon.
const numericReference = /&#(?:x([0-9a-f]+)|([0-9]+));?/gi;

function fromCodePoint(code: number): string {
  return code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
}

function decodeOnce(url: string): string {
  return markdown().utils
    .unescapeAll(url)
    .replace(numericReference, (_: string, hex: string | undefined, dec: string | undefined) =>
      fromCodePoint(hex === undefined ? Number(dec) : parseInt(hex, 16)),
    )
    .replace(percentByte, (_: string, byte: string) => String.fromCharCode(parseInt(byte, 16)));
}

/**
 * The URL as its most suspicious reading: entities and percent-escapes decoded until nothing
 * changes, then every invisible character removed. Stricter than a browser, on purpose.
 */
function suspiciousReading(url: string): string {
  let text = url;
  for (let round = 0; round < 8; round++) {
    const decoded = decodeOnce(text);
    if (decoded === text) break;
    text = decoded;
  }
  return text.replace(invisible, "");
}

/** The scheme: what precedes a `:` that comes before any `/`, `\\`, `?` or `#`; none when relative. */
function schemeOf(text: string): string | undefined {
  const match = /^([^/?#\\:]*):/.exec(text);
  return match === null ? undefined : match[1]!.toLowerCase();
}

/** True when a link may keep `url`: http(s), mailto, relative or a fragment, however disguised. */
export function isSafeTarget(url: string): boolean {
  const scheme = schemeOf(suspiciousReading(url));
  return scheme === undefined || allowedSchemes.has(scheme);
}

/** True when `url` leads to another site (such links get `rel="noopener noreferrer"`). */
export function isOtherOrigin(url: string): boolean {
  const text = suspiciousReading(url);
  const scheme = schemeOf(text);
  return scheme === "http" || scheme === "https" || /^[/\\]{2}/.test(text);
}

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
