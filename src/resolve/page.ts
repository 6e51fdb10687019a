/**
 * The resolve stage: a page's declared sections, resolved once into what every later stage
 * reads — each section's final anchor and endpoint, each request example's request and snippets
 * (the templates run here, once), the languages the page's code needs highlighted, the page's
 * counts and policy origins, and (for a site's search) each section's terms with their weights.
 * The render, the sidebar, the search index and the build summary all read this, so they never
 * disagree, and nothing is rendered to learn any of it.
 */
import type { Settings } from "../config/settings.ts";
import { ApiRequest } from "../request.ts";
import { maxHighlightLength } from "../text/code-writer.ts";
import { renderSnippet, type Snippet } from "../snippets.ts";
import { sectionTerms, type SectionTerms } from "./search-terms.ts";
import type { Node } from "../components/node.ts";
import { uniqueId } from "../components/node.ts";
import type { Page } from "../components/page.ts";
import type { RequestExampleNode } from "../components/request-example.ts";
import type { SectionNode } from "../components/section.ts";
import { hasTryIt, tryItOrigins } from "../components/try-it.ts";
import { policyOrigin } from "../csp.ts";
import { selectClients } from "../snippets.ts";

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

/** A request example resolved: the request its snippets send, and the snippets, in tab order. */
export interface ResolvedExample {
  readonly request: ApiRequest;
  readonly snippets: readonly Snippet[];
}

/** A page resolved for rendering. */
export interface ResolvedPage {
  readonly page: Page;
  /** The page's declared nodes, in order (sections, and any other component at the top). */
  readonly nodes: readonly Node[];
  /** The titled sections, in order, with their final anchors. */
  readonly sections: readonly ResolvedSection[];
  /** How many endpoints and snippets (one per request example and client) the page shows. */
  readonly endpoints: number;
  readonly snippets: number;
  /** The ids the anchors took, for `uniqueId`: every other id of the page's render steers clear of them. */
  readonly ids: ReadonlyMap<string, number>;
  /** The origins the page's request consoles send to, sorted: what its `connect-src` allows. None without `config.tryIt`. */
  readonly connect: readonly string[];
  /**
   * The base URLs of the page's request examples' own (`baseUrl`) that are no valid origin, so
   * `connect` leaves them out, each with the title of its section. None without `config.tryIt`.
   */
  readonly refused: readonly RefusedBaseUrl[];
  /** Each request example of the page's sections, resolved: what its render shows. */
  readonly examples: ReadonlyMap<RequestExampleNode, ResolvedExample>;
  /** The languages the highlighter must know for the page's snippets (those not highlighted as written), sorted. */
  readonly languages: readonly string[];
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

/** How a page is resolved. */
export interface ResolveOptions {
  /** Also read each section's search terms (a site's search index needs them; a page rendered on its own does not). */
  readonly search?: boolean;
}

/**
 * Resolves a page's nodes (from `pageSections`) with the settings it renders with.
 * @example const resolved = resolvePage(page, pageSections(page), settings)
 */
export function resolvePage(page: Page, nodes: readonly Node[], config: Settings, options: ResolveOptions = {}): ResolvedPage {
  const seen = new Map<string, number>();
  const sections: ResolvedSection[] = [];
  const counts: Counts = { endpoints: 0, snippets: 0, connect: new Set(), refused: [], examples: new Map(), languages: new Set() };
  for (const node of nodes) {
    count(node, config, counts);
    if (!isSection(node)) continue;
    const resolved = { title: node.title, anchor: node.anchor, id: uniqueId(seen, node.anchor), method: node.endpoint?.method, path: node.endpoint?.path, deprecated: node.deprecated };
    sections.push(options.search ? { ...resolved, terms: sectionTerms(node, page.title, page.group) } : resolved);
  }
  return {
    page,
    nodes,
    sections,
    endpoints: counts.endpoints,
    snippets: counts.snippets,
    ids: seen,
    connect: [...counts.connect].sort(),
    refused: counts.refused,
    examples: counts.examples,
    languages: [...counts.languages].sort(),
  };
}
