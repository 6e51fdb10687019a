/**
 * A resolved page's `<article>` and its Markdown twin, put together from the parts the resolve
 * stage wrote: pure and synchronous, with no node to ask and no highlighter to load.
 */
import { html, raw, type Html } from "../html.ts";
import { en, type InterfaceStrings } from "../locale/index.ts";
import { sectionHtml } from "../components/section.ts";
import type { ResolvedPage } from "../resolve/page.ts";
import { markdownText } from "../text/markdown-text.ts";

/** What a site adds under a page's title, and between its sections' parts. */
export interface PageHeader {
  /** Where the page's Markdown twin is: adds the controls that offer it. */
  readonly twin?: string | undefined;
  /** The interface's strings (English by default). */
  readonly text?: InterfaceStrings | undefined;
  /** A versioned site's "API version" control. */
  readonly version?: Html | undefined;
  /** Show the title as the page's `<h1>` (default). A host site's layout shows it itself. */
  readonly heading?: boolean;
  /** In a versioned site: the links from a section (by its anchor) to the same operation in the other versions. */
  readonly sectionVersions?: ((anchor: string) => Html | undefined) | undefined;
}

/**
 * The page's Markdown twin offered to the reader: a link that opens it (with or without
 * JavaScript) and a button that copies it (shown only where the page's script can load modules).
 */
function twinActions(twin: string, text: InterfaceStrings): Html {
  return html`<button type="button" class="rk-copy-page" aria-live="polite">${text.copyMarkdown}</button><a class="rk-page-md" href="${twin}" type="text/markdown">${text.viewMarkdown}</a>`;
}

/** The page's heading, description and sections, with what the site adds under the title. */
export function articleHtml(resolved: ResolvedPage, header: PageHeader = {}): string {
  const intro = resolved.description === undefined ? "" : raw(resolved.description.html);
  const actions = header.twin === undefined && header.version === undefined ? "" : html`<div class="rk-page-actions">${header.version ?? ""}${header.twin === undefined ? "" : twinActions(header.twin, header.text ?? en)}</div>`;
  const title = header.heading === false ? "" : html`<h1>${resolved.title}</h1>`;
  const head = title === "" && actions === "" && intro === "" ? "" : html`<header class="rk-page-header">${title}${actions}${intro}</header>`;
  const blocks = resolved.blocks.map((block) => {
    if (block.type === "html") return raw(block.html);
    const anchor = resolved.sections[block.section]!.anchor;
    return sectionHtml(block.parts, header.sectionVersions?.(anchor)?.value ?? "");
  });
  return html`<article class="rk-page">${head}${blocks}</article>`.value;
}

/**
 * A resolved page as Markdown, its twin (`X.md` beside `X.html`): the title, the description, then
 * each node's Markdown (a component without one is left out). Snippets and responses are fenced
 * blocks whose text is exactly the page's; tables are Markdown tables.
 */
export function articleMarkdown(resolved: ResolvedPage): string {
  const parts = [`# ${markdownText(resolved.title)}`, resolved.description?.markdown ?? "", ...resolved.blocks.map((block) => block.markdown)];
  return `${parts.filter((part) => part.trim() !== "").join("\n\n")}\n`;
}
