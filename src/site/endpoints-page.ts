/**
 * The "All endpoints" page: every endpoint of the site, page by page, each with its verb badge,
 * title and path, linked to its section. The sidebar links to it from every page, so that a
 * reader without JavaScript can still find an endpoint by name.
 */
import { badge, pathCode } from "../components/endpoint.ts";
import type { Node } from "../components/node.ts";
import { Page } from "../components/page.ts";
import type { Settings } from "../config/settings.ts";
import { html } from "../html.ts";
import { renderResolved, type DocumentOptions } from "../render/render.ts";
import { resolveNodes } from "../resolve/page.ts";
import type { SearchDocument } from "./search-index.ts";

/** One endpoint as the page lists it: its section's anchor, title, verb and path. */
export type ListedEndpoint = Pick<SearchDocument, "id" | "title" | "deprecated"> & { readonly method: string; readonly path: string };

/** The sections of a page that have an endpoint. */
export function listedEndpoints(sections: readonly SearchDocument[]): ListedEndpoint[] {
  return sections.flatMap(({ id, title, method, path, deprecated }) => (method === undefined || path === undefined ? [] : [{ id, title, method, path, deprecated }]));
}

/** The page's title, as the sidebar and its heading say it. */
export const endpointsTitle = "All endpoints";

/** One page of the site with the endpoints it lists. */
export interface ListedPage {
  readonly slug: string;
  readonly title: string;
  readonly operations: readonly ListedEndpoint[];
}

/** The list: a heading per page that has endpoints, then its endpoints, in the site's order (links from the site's root). */
function endpointIndex(pages: readonly ListedPage[]): Node {
  return {
    kind: "endpoint-index",
    render: () =>
      html`<div class="rk-endpoint-index">${pages
        .filter((page) => page.operations.length > 0)
        .map(
          (page) =>
            html`<section class="rk-endpoint-group"><h2><a href="${page.slug}.html">${page.title}</a></h2><ul>${page.operations.map(
              (operation) =>
                html`<li><a href="${page.slug}.html#${operation.id}">${badge(operation.method)}<span class="rk-endpoint-title">${operation.title}</span>${
                  operation.deprecated ? html`<span class="rk-visually-hidden"> (deprecated)</span>` : ""
                } ${pathCode(operation.path)}</a></li>`,
            )}</ul></section>`,
        )}</div>`,
  };
}

class EndpointsPage extends Page {
  readonly title = endpointsTitle;
  readonly description: string;
  readonly #pages: readonly ListedPage[];

  constructor(pages: readonly ListedPage[]) {
    super();
    const count = pages.reduce((n, page) => n + page.operations.length, 0);
    this.description = `${count} endpoint${count === 1 ? "" : "s"}, page by page.`;
    this.#pages = pages;
  }

  sections(): readonly Node[] {
    return [endpointIndex(this.#pages)];
  }
}

/**
 * The whole "All endpoints" document, with the site's sidebar and assets (`options`), for a file
 * at the site's root.
 * @example await renderEndpointsPage([{ slug: "customers", title: "Customers", operations }], { config })
 */
export async function renderEndpointsPage(pages: readonly ListedPage[], options: DocumentOptions & { readonly config: Settings }): Promise<string> {
  const page = new EndpointsPage(pages);
  return renderResolved(await resolveNodes(page, page.sections(), options.config), options);
}
