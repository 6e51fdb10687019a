/**
 * A reference held in memory for an agent: the project's pages resolved as a build resolves them,
 * each operation's Markdown as its page's twin writes it, and the site's search index, so that a
 * search ranks as the site's search box does. Nothing is written and no request is sent.
 */
import { resolveNodes } from "../resolve/page.ts";
import { openIndex, search } from "../site/assets/search-query.js";
import { loadProject, projectSections, type ProjectSource } from "../reference/project.ts";
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
export interface Reference {
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
 * Loads a project (pages or an OpenAPI document) into a `Reference`.
 * @example const reference = await loadReference({ root: ".", openapi: "openapi.yaml" }); await reference.search("create customer")
 */
export async function loadReference(source: ProjectSource): Promise<Reference> {
  const project = await loadProject(source);
  const index = new SearchIndexBuilder();
  const operations = new Map<string, { markdown: string; result: ReferenceResult }>();
  const keys = new Map<string, string>();
  const groups = new Map<string, { title: string; url: string; operations: number }[]>();
  for (const [i, entry] of project.pages.entries()) {
    const resolved = await resolveNodes(entry.page, projectSections(entry), project.settings, { search: true });
    index.add(i, { slug: entry.slug, title: entry.page.title, sections: resolved.sections.map(({ id, title, method, path, deprecated, terms }) => ({ id, title, method, path, deprecated, terms: terms! })) });
    for (const block of resolved.blocks) {
      if (block.type !== "section") continue;
      const section = resolved.sections[block.section]!;
      // An operation's id is its section's anchor, with its page's name when another page has it too.
      const id = operations.has(section.id) ? `${entry.slug}#${section.id}` : section.id;
      keys.set(`${entry.slug}#${section.id}`, id);
      operations.set(id, { markdown: block.markdown, result: { id, method: section.method ?? null, path: section.path ?? null, title: section.title, url: `${entry.slug}.html#${section.id}` } });
    }
    const group = entry.page.group ?? "Reference";
    const listed = groups.get(group) ?? [];
    groups.set(group, listed);
    listed.push({ title: entry.page.title, url: `${entry.slug}.html`, operations: resolved.endpoints });
  }
  const files = index.files();
  const opened = await openIndex(new URL("refkit:/search/index.json"), async (url: URL) => JSON.parse(files.get(url.pathname.slice(url.pathname.lastIndexOf("/") + 1)) ?? "null"));
  return Object.freeze({
    title: project.title ?? project.pages[0]?.page.title ?? "API reference",
    baseUrl: project.settings.apiBaseUrl,
    authHeader: project.settings.apiAuthHeader ?? null,
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
