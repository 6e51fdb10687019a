/**
 * The resolve stage: a page's declared sections, resolved once into what every later stage
 * reads — each section's final anchor, its endpoint, and the page's counts. The render, the
 * sidebar and the build summary all read this, so they never disagree about an anchor.
 */
import type { Settings } from "../config/settings.ts";
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
}

/**
 * Counts the endpoints and snippets of a node and the section children below it, and the origins
 * its consoles send to; `section` is the title of the section around it.
 */
function count(node: Node, config: Settings, into: Counts, section?: string): void {
  if (node.kind === "endpoint") into.endpoints++;
  if (node.kind === "request-example") {
    const { request } = node as RequestExampleNode;
    const clients = selectClients(config, request.clients).length;
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
 * Resolves a page's nodes (from `pageSections`) with the configuration it renders with.
 * @example const resolved = resolvePage(page, pageSections(page), config)
 */
export function resolvePage(page: Page, nodes: readonly Node[], config: Settings): ResolvedPage {
  const seen = new Map<string, number>();
  const sections: ResolvedSection[] = [];
  const counts: Counts = { endpoints: 0, snippets: 0, connect: new Set(), refused: [] };
  for (const node of nodes) {
    count(node, config, counts);
    if (!isSection(node)) continue;
    sections.push({ title: node.title, anchor: node.anchor, id: uniqueId(seen, node.anchor), method: node.endpoint?.method, path: node.endpoint?.path, deprecated: node.deprecated });
  }
  return { page, nodes, sections, endpoints: counts.endpoints, snippets: counts.snippets, ids: seen, connect: [...counts.connect].sort(), refused: counts.refused };
}
