/**
 * A reference held in memory for an agent: the project's pages resolved as a build resolves them,
 * each operation's Markdown as its page's twin writes it, and the site's search index, so that a
 * search ranks as the site's search box does. Nothing is written and no request is sent.
 */
import { openIndex, search } from "../site/assets/search-query.js";
import { loadReference, type ReferenceOptions } from "../reference/load.ts";
import { resolvePage } from "../reference/resolve.ts";
import { SearchIndexBuilder } from "../site/search-index.ts";

/** One operation as a search result. */
export interface ReferenceResult {
  readonly id: string;
  readonly method: string | null;
  readonly path: string | null;
  readonly title: string;
  /** Its place in the built site, relative to the site's root (`customers.html#create-a-customer`). */
  readonly url: string;
}

/** A page's group, as the sidebar lists it. */
export interface ReferenceGroup {
  readonly name: string;
  readonly pages: readonly { readonly title: string; readonly url: string; readonly operations: number }[];
}

/** A reference an agent can search and read. */
export interface AgentReference {
  readonly title: string;
  readonly baseUrl: string;
  /** The auth line every request example sends, or null. */
  readonly authHeader: string | null;
  readonly groups: readonly ReferenceGroup[];
  /** The best operations for `query`, ranked as the site's search ranks them. */
  search(query: string, limit?: number): Promise<ReferenceResult[]>;
  /** An operation's Markdown, exactly as in its page's twin, or undefined for an unknown id. */
  operation(id: string): string | undefined;
}

/**
 * Loads a project (pages or an OpenAPI document) for an agent: a writer over its `Reference`,
 * which resolves each page as the site does and keeps each operation's Markdown and the search index.
 * @example const reference = await loadAgentReference({ root: ".", openapi: "openapi.yaml" }); await reference.search("create customer")
 */
export async function loadAgentReference(options: ReferenceOptions): Promise<AgentReference> {
  const reference = await loadReference(options);
  const index = new SearchIndexBuilder();
  const operations = new Map<string, { markdown: string; result: ReferenceResult }>();
  const keys = new Map<string, string>();
  const groups = new Map<string, { title: string; url: string; operations: number }[]>();
  for (const [i, page] of reference.pages.filter((page) => page.kind === "reference").entries()) {
    const resolved = await resolvePage(reference, page.id);
    index.add(i, { slug: page.slug, title: page.title, sections: resolved.sections.map(({ id, title, method, path, deprecated, terms }) => ({ id, title, method, path, deprecated, terms: terms! })) });
    for (const block of resolved.blocks) {
      if (block.type !== "section") continue;
      const section = resolved.sections[block.section]!;
      // An operation's id is its section's anchor, with its page's name when another page has it too.
      const id = operations.has(section.id) ? `${page.slug}#${section.id}` : section.id;
      keys.set(`${page.slug}#${section.id}`, id);
      operations.set(id, { markdown: block.markdown, result: { id, method: section.method ?? null, path: section.path ?? null, title: section.title, url: `${page.url}#${section.id}` } });
    }
    const group = page.group ?? "Reference";
    const listed = groups.get(group) ?? [];
    groups.set(group, listed);
    listed.push({ title: page.title, url: page.url, operations: resolved.endpoints });
  }
  const files = index.files();
  const opened = await openIndex(new URL("refkit:/search/index.json"), async (url: URL) => JSON.parse(files.get(url.pathname.slice(url.pathname.lastIndexOf("/") + 1)) ?? "null"));
  return Object.freeze({
    title: reference.site.title,
    baseUrl: reference.site.baseUrl,
    authHeader: reference.site.authHeader,
    groups: [...groups].map(([name, pages]) => ({ name, pages })),
    async search(query: string, limit = 10) {
      const { results } = await search(opened, query, limit);
      return results.flatMap((result: { slug: string; id: string }) => {
        const found = operations.get(keys.get(`${result.slug}#${result.id}`) ?? "");
        return found ? [found.result] : [];
      });
    },
    operation: (id: string) => operations.get(id)?.markdown,
  });
}
