/**
 * The resolve stage: a page's declared nodes, resolved once into plain data that every later
 * stage reads — each section's final anchor and endpoint, each request example's request and
 * snippets (the templates run here, once), the languages the page's code needs highlighted, the
 * page's counts and policy origins, (for a site's search) each section's terms with their
 * weights, and each node written as HTML and as Markdown. The render, the sidebar, the search
 * index and the build summary all read this, so they never disagree; a resolved page holds no
 * function and no node, so it can be posted, cached or cloned as it is.
 */
import type { Settings } from "../config/settings.ts";
import { ApiRequest } from "../request.ts";
import { flat } from "../html.ts";
import { maxHighlightLength } from "../text/code-writer.ts";
import { renderSnippet } from "../snippets.ts";
import { sectionTerms, type SectionTerms } from "./search-terms.ts";
import type { Node } from "../components/node.ts";
import { uniqueId } from "../components/node.ts";
import type { Page } from "../components/page.ts";
import type { RequestExampleNode } from "../components/request-example.ts";
import type { EventExampleNode } from "../components/event-example.ts";
import { sectionParts, type SectionNode, type SectionParts } from "../components/section.ts";
import { renderProse } from "../components/cell.ts";
import { cellMarkdown } from "../text/markdown-text.ts";
import { markdownContext, withContext, type Decided, type PageLinks, type ResolvedExample } from "./context.ts";
import { hasTryIt, tryItOrigins } from "../components/try-it.ts";
import { policyOrigin } from "../csp.ts";
import { selectClients } from "../snippets.ts";
import { pageSummary } from "./summary.ts";

/** A section as the sidebar and the render know it. */
export interface ResolvedSection {
  readonly title: string;
  /** The anchor the section declares (its `id`, or its title's slug). */
  readonly anchor: string;
  /** The section's anchor on its page: its own, or with `-2`, `-3`… when an earlier one took it. */
  readonly id: string;
  /** The verb of the section's endpoint, if it has one. */
  readonly method: string | undefined;
  /** The path of the section's endpoint, if it has one. */
  readonly path: string | undefined;
  readonly deprecated: boolean;
  /** What search finds the section by, each term with its weight; only when resolved `{ search: true }`. */
  readonly terms?: SectionTerms;
}

/** A titled section made by `Section`, written: its parts, and its Markdown. */
export interface ResolvedSectionBlock {
  readonly type: "section";
  /** Its index in the page's `sections`. */
  readonly section: number;
  readonly parts: SectionParts;
  readonly markdown: string;
}

/** Any other node at the top of a page, written: a custom component, or a section made another way. */
export interface ResolvedHtmlBlock {
  readonly type: "html";
  readonly html: string;
  readonly markdown: string;
}

/** One of the page's nodes, written. */
export type ResolvedBlock = ResolvedSectionBlock | ResolvedHtmlBlock;

/** A page resolved for rendering: plain data. */
export interface ResolvedPage {
  /** The page's id in its reference (see `ReferencePage.id`), when it was resolved from one. */
  readonly id?: string;
  readonly title: string;
  readonly group?: string | undefined;
  /** The text under the title, written as HTML (with its wrapper) and as Markdown. */
  readonly description?: { readonly html: string; readonly markdown: string } | undefined;
  /** The page's nodes, written, in order (sections, and any other component at the top). */
  readonly blocks: readonly ResolvedBlock[];
  /** The titled sections, in order, with their final anchors. */
  readonly sections: readonly ResolvedSection[];
  /** How many endpoints and snippets (one per request example and client) the page shows. */
  readonly endpoints: number;
  readonly snippets: number;
  /** The origins the page's request consoles send to, sorted: what its `connect-src` allows. None without `config.tryIt`. */
  readonly connect: readonly string[];
  /**
   * The base URLs of the page's request examples' own (`baseUrl`) that are no valid origin, so
   * `connect` leaves them out, each with the title of its section. None without `config.tryIt`.
   */
  readonly refused: readonly RefusedBaseUrl[];
  /** The languages the highlighter must know for the page's snippets (those not highlighted as written), sorted. */
  readonly languages: readonly string[];
  /**
   * What the page's head says of it (its description, else its first section's), as plain text
   * of at most 160 characters (see summary.ts); none when neither says anything.
   */
  readonly summary?: string;
  /** What making the page found (an imported section left out, a console's base URL its policy cannot list), when it was resolved from a reference. */
  readonly warnings?: readonly string[];
}

/** An example's own base URL that the page's policy cannot list. */
export interface RefusedBaseUrl {
  readonly url: string;
  /** The title of the section that holds the example, if any. */
  readonly section: string | undefined;
}

/** True for a titled section: the nodes `sections` resolves, in the same order. */
export function isSection(node: Node): node is SectionNode {
  return node.kind === "section" && typeof (node as SectionNode).title === "string";
}

/** What a page holds, counted as it is resolved. */
interface Counts {
  endpoints: number;
  snippets: number;
  readonly connect: Set<string>;
  readonly refused: RefusedBaseUrl[];
  readonly examples: Map<RequestExampleNode, ResolvedExample>;
  readonly languages: Set<string>;
}

/**
 * Resolves a node and the section children below it: counts the endpoints, runs each request
 * example's templates, and notes the languages its snippets need and the origins its consoles
 * send to; `section` is the title of the section around it.
 */
function count(node: Node, config: Settings, into: Counts, section?: string): void {
  if (node.kind === "endpoint") into.endpoints++;
  // Written when it was made, highlighted as written: nothing to run, nothing to load.
  if (node.kind === "event-example") into.snippets += (node as EventExampleNode).snippets.length;
  if (node.kind === "request-example") {
    const example = node as RequestExampleNode;
    const { request } = example;
    const sent = new ApiRequest(request, config);
    const snippets = selectClients(config, request.clients).map(([token, client]) => renderSnippet(token, client, sent, { highlight: true }));
    into.examples.set(example, { request: sent, snippets });
    for (const snippet of snippets) if (snippet.html === undefined && snippet.code.length <= maxHighlightLength) into.languages.add(snippet.lexer);
    const clients = snippets.length;
    into.snippets += clients;
    if (clients > 0 && hasTryIt(request, config)) {
      for (const origin of tryItOrigins(request, config)) into.connect.add(origin);
      if (request.baseUrl !== undefined && policyOrigin(request.baseUrl).origin === undefined) into.refused.push({ url: request.baseUrl, section });
    }
  }
  if (isSection(node)) {
    if (node.endpoint) count(node.endpoint, config, into, node.title);
    for (const child of node.children) count(child, config, into, node.title);
  }
}

/**
 * What rendering components outside a page needs decided: each request example's request and
 * snippets (the templates run here, once), and the languages they need highlighted. No section
 * anchor is reserved: a fragment's ids are taken in the order it is written.
 */
export function decideNodes(nodes: readonly Node[], config: Settings): { readonly decided: Decided; readonly languages: readonly string[] } {
  const counts: Counts = { endpoints: 0, snippets: 0, connect: new Set(), refused: [], examples: new Map(), languages: new Set() };
  for (const node of nodes) count(node, config, counts);
  return { decided: { ids: new Map(), sections: [], examples: counts.examples }, languages: [...counts.languages].sort() };
}

/** How a page is resolved. */
export interface ResolveOptions {
  /** Also read each section's search terms (a site's search index needs them; a page rendered on its own does not). */
  readonly search?: boolean;
  /** What the page links to in the reference around it: its models' pages. */
  readonly links?: PageLinks;
}

/**
 * Resolves a page's nodes (from `pageSections`) with the settings it renders with: decides every
 * section's id and runs every request example's templates, then writes each node as HTML (with
 * the highlighter its languages need) and as Markdown.
 * @example const resolved = await resolveNodes(page, pageSections(page), settings)
 */
export async function resolveNodes(page: Page, nodes: readonly Node[], config: Settings, options: ResolveOptions = {}): Promise<ResolvedPage> {
  const seen = new Map<string, number>();
  const sections: ResolvedSection[] = [];
  const counts: Counts = { endpoints: 0, snippets: 0, connect: new Set(), refused: [], examples: new Map(), languages: new Set() };
  for (const node of nodes) {
    count(node, config, counts);
    if (!isSection(node)) continue;
    const resolved = { title: node.title, anchor: node.anchor, id: uniqueId(seen, node.anchor), method: node.endpoint?.method, path: node.endpoint?.path, deprecated: node.deprecated };
    sections.push(options.search ? { ...resolved, terms: sectionTerms(node, page.title, page.group) } : resolved);
  }
  const decided: Decided = { ids: seen, sections, examples: counts.examples };
  const languages = [...counts.languages].sort();
  // The description first, then each node, in order: the ids they take are those a render of the whole page gives.
  const written = await withContext(
    config,
    (context) => {
      const description = page.description === undefined ? undefined : renderProse(page.description, context, "rk-page-description").value;
      let at = 0;
      const html = nodes.map((node) => {
        const index = isSection(node) ? at++ : -1;
        const parts = sectionParts(node, context);
        return parts === undefined ? { type: "html" as const, html: flat(node.render(context).value) } : { type: "section" as const, section: index, parts };
      });
      return { description, html };
    },
    decided,
    languages,
    options.links,
  );
  // The Markdown with ids that start over, as a page's twin has always been written.
  const context = markdownContext(config, decided, options.links);
  const summary = pageSummary(page.description, nodes);
  const blocks = written.html.map((block, i): ResolvedBlock => ({ ...block, markdown: flat(nodes[i]!.markdown?.(context) ?? "") }));
  return {
    title: page.title,
    group: page.group,
    description: written.description === undefined ? undefined : { html: written.description, markdown: cellMarkdown(page.description!) },
    blocks,
    sections,
    endpoints: counts.endpoints,
    snippets: counts.snippets,
    connect: [...counts.connect].sort(),
    refused: counts.refused,
    languages,
    ...(summary === undefined ? {} : { summary }),
  };
}
