/**
 * The context components render with while a page is resolved: the settings, the highlighter,
 * Markdown, and the page's ids (each section's anchor as the resolution gave it, every other id
 * steering clear of them). A component's HTML and Markdown are written here, once; the render
 * stage only puts the written parts together.
 */
import type { Settings } from "../config/settings.ts";
import { uniqueId, type RenderContext } from "../components/node.ts";
import type { RequestExampleNode } from "../components/request-example.ts";
import { writerOf } from "../clients/written.ts";
import { isKnownLanguage, loadHighlighter, plainHighlighter, type Highlighter } from "../text/highlight.ts";
import { commonmarkBlock, commonmarkInline } from "../text/commonmark.ts";
import { blockMarkdown, inlineMarkdown, namedCopyButtons } from "../text/markdown.ts";
import type { ApiRequest } from "../request.ts";
import type { Snippet } from "../snippets.ts";

/** A request example resolved: the request its snippets send, and the snippets, in tab order. */
export interface ResolvedExample {
  readonly request: ApiRequest;
  readonly snippets: readonly Snippet[];
}

/** What a page's resolution decided before anything is written: its sections' ids and its examples. */
export interface Decided {
  /** The ids the anchors took. */
  readonly ids: ReadonlyMap<string, number>;
  /** Each section's anchor with the ids of the sections declaring it, in page order. */
  readonly sections: readonly { readonly anchor: string; readonly id: string }[];
  readonly examples: ReadonlyMap<RequestExampleNode, ResolvedExample>;
}

const nothingDecided: Decided = { ids: new Map(), sections: [], examples: new Map() };

/** A context's ids: the decided sections' anchors first, in order, then any other id around them. */
function idsOf(decided: Decided): Pick<RenderContext, "uniqueId" | "sectionId" | "shared"> {
  const ids = new Map(decided.ids);
  // The ids of the sections declaring each anchor, in page order: each render of one takes the next.
  const anchors = new Map<string, string[]>();
  for (const section of decided.sections) {
    const list = anchors.get(section.anchor);
    if (list) list.push(section.id);
    else anchors.set(section.anchor, [section.id]);
  }
  const shared = new Map<object, { id: string; label: unknown }>();
  return {
    uniqueId: (base) => uniqueId(ids, base),
    sectionId: (base) => anchors.get(base)?.shift() ?? uniqueId(ids, base),
    shared<T>(key: object, base: string, label: T) {
      const known = shared.get(key);
      if (known !== undefined) return { id: known.id, first: false, label: known.label as T };
      const id = uniqueId(ids, base);
      shared.set(key, { id, label });
      return { id, first: true, label };
    },
  };
}

/** What a page's context knows of the reference around it. */
export type PageLinks = Pick<RenderContext, "model">;

/** A fresh context: ids start over from what was decided. `missing` collects the languages asked for that the highlighter lacks. */
export function makeContext(config: Settings, highlighter: Highlighter, missing: Set<string>, decided: Decided = nothingDecided, links: PageLinks = {}): RenderContext {
  return {
    ...links,
    config,
    highlight(code, lang) {
      if (!highlighter.isLoaded(lang) && isKnownLanguage(lang)) missing.add(lang);
      return highlighter.highlight(code, lang);
    },
    inlineMarkdown: (text, options) => (options?.html ? commonmarkInline(text) : inlineMarkdown(text)),
    blockMarkdown: (text, options) => namedCopyButtons(options?.html ? commonmarkBlock(text) : blockMarkdown(text), config.text.copy, config.text.copyCode),
    example: (node) => decided.examples.get(node as RequestExampleNode),
    ...idsOf(decided),
  };
}

/** A context for Markdown, which highlights nothing. */
export function markdownContext(config: Settings, decided: Decided = nothingDecided, links: PageLinks = {}): RenderContext {
  return makeContext(config, plainHighlighter, new Set(), decided, links);
}

/**
 * Writes with a fresh context. The languages the highlighter needs are loaded up front
 * (`languages`; by default those of every client refkit does not write itself). A language only
 * a custom component asks for is loaded when it asks, and the whole written once more. Code
 * refkit writes itself never starts the highlighter.
 */
export async function withContext<T>(config: Settings, write: (context: RenderContext) => T, decided?: Decided, languages?: readonly string[], links: PageLinks = {}): Promise<T> {
  const wanted = new Set(languages ?? Object.values(config.clients).flatMap((client) => (writerOf(client) ? [] : [client.lexer])));
  let highlighter = wanted.size === 0 ? plainHighlighter : await loadHighlighter(wanted);
  for (;;) {
    const missing = new Set<string>();
    const out = write(makeContext(config, highlighter, missing, decided, links));
    if (missing.size === 0) return out;
    highlighter = await loadHighlighter(missing);
  }
}
