/**
 * The "All endpoints" page: every endpoint of the site, page by page, each with its verb badge,
 * title and path, linked to its section. The sidebar links to it from every page, so that a
 * reader without JavaScript can still find an endpoint by name.
 */
import { badge, pathCode } from "../components/endpoint.ts";
import type { Node } from "../components/node.ts";
import { Page } from "../components/page.ts";
import { html, type Html } from "../html.ts";
import { inlineCode, linkTarget, markdownText } from "../text/markdown-text.ts";

/** One endpoint as the page lists it: its section's anchor, title, verb and path. */
export interface ListedEndpoint {
  /** The page it is on, when that is not the page it is listed under (an operation's own page, under its group's). */
  readonly slug?: string | undefined;
  readonly id: string;
  readonly title: string;
  readonly deprecated: boolean;
  readonly method: string;
  readonly path: string;
}

/** The sections of a page that have an endpoint. */
export function listedEndpoints(sections: readonly { readonly id: string; readonly title: string; readonly deprecated: boolean; readonly method?: string | undefined; readonly path?: string | undefined }[]): ListedEndpoint[] {
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

/**
 * The list as Markdown, for a twin: a heading of `level` per page that has endpoints, linked to its
 * twin, then a line per endpoint, its method and path as code and its title.
 */
function endpointIndexMarkdown(pages: readonly ListedPage[], level: number): string {
  return pages
    .filter((page) => page.operations.length > 0)
    .map((page) => {
      const twin = linkTarget(`${page.slug}.md`);
      const lines = page.operations.map((operation) => `- ${inlineCode(`${operation.method.toUpperCase()} ${operation.path}`)} [${markdownText(operation.title)}](${operation.slug === undefined ? twin : linkTarget(`${operation.slug}.md`)})${operation.deprecated ? " (deprecated)" : ""}`);
      return `${"#".repeat(level)} [${markdownText(page.title)}](${twin})\n\n${lines.join("\n")}`;
    })
    .join("\n\n");
}

/** A heading of `level` (2 or 3) holding `content`. */
function heading(level: number, content: Html): Html {
  return level === 3 ? html`<h3>${content}</h3>` : html`<h2>${content}</h2>`;
}

/**
 * The list: a heading per page that has endpoints, then its endpoints, in the site's order (links
 * from the site's root). `level`: its headings' level in the twin (3 under a section's heading).
 */
export function endpointIndex(pages: readonly ListedPage[], level = 2): Node {
  return {
    kind: "endpoint-index",
    markdown: () => endpointIndexMarkdown(pages, level),
    render: () =>
      html`<div class="rk-endpoint-index">${pages
        .filter((page) => page.operations.length > 0)
        .map(
          (page) =>
            html`<section class="rk-endpoint-group">${heading(level, html`<a href="${page.slug}.html">${page.title}</a>`)}<ul>${page.operations.map(
              (operation) =>
                html`<li><a href="${operation.slug ?? page.slug}.html#${operation.id}">${badge(operation.method)}<span class="rk-endpoint-title">${operation.title}</span>${
                  operation.deprecated ? html`<span class="rk-visually-hidden"> (deprecated)</span>` : ""
                } ${pathCode(operation.path)}</a></li>`,
            )}</ul></section>`,
        )}</div>`,
  };
}

/** The "All endpoints" page: a Page of one component, the list. */
export class EndpointsPage extends Page {
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
