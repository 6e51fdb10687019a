/**
 * The "All endpoints" page: every endpoint of the site, page by page, each with its verb badge,
 * title and path, linked to its section. The sidebar links to it from every page, so that a
 * reader without JavaScript can still find an endpoint by name.
 */
import { badge } from "../components/endpoint.ts";
import type { Node } from "../components/node.ts";
import { Page } from "../components/page.ts";
import { html, type Html } from "../html.ts";
import { inlineCode, linkTarget, markdownText } from "../text/markdown-text.ts";
import { countText, en, type InterfaceStrings } from "../locale/index.ts";

/** One endpoint as the page lists it: its section's anchor, title, verb and path. */
export interface ListedEndpoint {
  /** The page it is on, when that is not the page it is listed under (an operation's own page, under its group's). */
  readonly slug?: string | undefined;
  /** True when it is the first section of its own page (`slug`): the link needs no anchor. */
  readonly opens?: boolean | undefined;
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


/** One page of the site with the endpoints it lists. */
export interface ListedPage {
  readonly slug: string;
  readonly title: string;
  /** The group (`x-tagGroups`) the page is listed under, as in the sidebar. */
  readonly group?: string | undefined;
  /** How many models the pages under it show (a description's Models page). */
  readonly models?: number;
  /** True for a page made from the API description, not a guide of `pages/`. */
  readonly described?: boolean;
  readonly operations: readonly ListedEndpoint[];
}

/** Consecutive pages of one group (`x-tagGroups`), or a page outside any group alone. */
function treeOf(pages: readonly ListedPage[]): { readonly group: string | undefined; readonly pages: readonly ListedPage[] }[] {
  const listed = pages.filter((page) => page.operations.length > 0);
  const out: { group: string | undefined; pages: ListedPage[] }[] = [];
  for (const page of listed) {
    const last = out.at(-1);
    if (page.group !== undefined && last?.group === page.group) last.pages.push(page);
    else out.push({ group: page.group, pages: [page] });
  }
  return out;
}

/**
 * The list as Markdown, for a twin: a heading of `level` per group and, one level down, per page
 * in it (a page outside any group at `level`), linked to its twin, then a line per endpoint, its
 * method and path as code and its title.
 */
function endpointIndexMarkdown(pages: readonly ListedPage[], level: number, text: InterfaceStrings): string {
  const pageMarkdown = (page: ListedPage, depth: number) => {
    const twin = linkTarget(`${page.slug}.md`);
    const lines = page.operations.map((operation) => `- ${inlineCode(`${operation.method.toUpperCase()} ${operation.path}`)} [${markdownText(operation.title)}](${operation.slug === undefined ? twin : linkTarget(`${operation.slug}.md`)})${operation.deprecated ? ` (${text.deprecated})` : ""}`);
    return `${"#".repeat(depth)} [${markdownText(page.title)}](${twin})\n\n${lines.join("\n")}`;
  };
  return treeOf(pages)
    .map(({ group, pages: members }) =>
      group === undefined ? pageMarkdown(members[0]!, level) : [`${"#".repeat(level)} ${markdownText(group)}`, ...members.map((page) => pageMarkdown(page, level + 1))].join("\n\n"),
    )
    .join("\n\n");
}

/** A heading of `level` (2 to 4) holding `content`. */
function heading(level: number, content: Html): Html {
  return level === 2 ? html`<h2>${content}</h2>` : level === 3 ? html`<h3>${content}</h3>` : html`<h4>${content}</h4>`;
}

/** Where an endpoint's line leads: its own page's top, else its section. */
function endpointHref(operation: ListedEndpoint, page: ListedPage): string {
  return operation.slug !== undefined && operation.opens === true ? `${operation.slug}.html` : `${operation.slug ?? page.slug}.html#${operation.id}`;
}

/**
 * A page's heading and its endpoints' lines. A line is the index's own short form, since the list
 * may hold every endpoint of a large API (GitHub's 1,223 took 464 KB): the link leads to an
 * operation's page without an anchor when the operation opens it, and the title's `<span>` and the
 * path's `<code>` carry no class (the stylesheet finds them by place: `.rk-endpoint-group li a >
 * span:not(.rk-badge)`, `.rk-endpoint-group code`), the path's parameters uncoloured.
 */
function pageIndex(page: ListedPage, level: number, text: InterfaceStrings): Html {
  return html`<section class="rk-endpoint-group">${heading(level, html`<a href="${page.slug}.html">${page.title}</a>`)}<ul>${page.operations.map(
    (operation) =>
      html`<li><a href="${endpointHref(operation, page)}">${badge(operation.method)}<span>${operation.title}</span>${
        operation.deprecated ? html`<span class="rk-visually-hidden"> (${text.deprecated})</span>` : ""
      } <code>${operation.path}</code></a></li>`,
  )}</ul></section>`;
}

/**
 * The list: a heading per page that has endpoints, then its endpoints, in the site's order (links
 * from the site's root); the pages of a group (`x-tagGroups`) under the group's heading, one level
 * up. `level`: the headings' level at the top of the tree (3 under a section's heading).
 */
export function endpointIndex(pages: readonly ListedPage[], level = 2, text: InterfaceStrings = en): Node {
  return {
    kind: "endpoint-index",
    markdown: () => endpointIndexMarkdown(pages, level, text),
    render: () =>
      html`<div class="rk-endpoint-index">${treeOf(pages).map(({ group, pages: members }) =>
        group === undefined ? pageIndex(members[0]!, level, text) : html`<section class="rk-endpoint-tree">${heading(level, html`${group}`)}${members.map((page) => pageIndex(page, level + 1, text))}</section>`,
      )}</div>`,
  };
}

/** A page's line in a group index: its link and how many operations it holds. */
function groupLine(page: ListedPage, text: InterfaceStrings): { readonly href: string; readonly count: string } {
  return { href: page.slug, count: countText(text, "operations", page.operations.length) };
}

/**
 * The groups alone, for a landing page whose API is too large to list every operation on it: a
 * line per page that has endpoints (its link and how many), under its group's (`x-tagGroups`)
 * heading of `level`, in the site's order.
 */
export function groupIndex(pages: readonly ListedPage[], level = 2, text: InterfaceStrings = en): Node {
  const list = (members: readonly ListedPage[]) =>
    html`<ul class="rk-group-list">${members.map((page) => {
      const { href, count } = groupLine(page, text);
      return html`<li><a href="${href}.html">${page.title}</a> <span class="rk-group-count">${count}</span></li>`;
    })}</ul>`;
  const lines = (members: readonly ListedPage[]) => members.map((page) => `- [${markdownText(page.title)}](${linkTarget(`${groupLine(page, text).href}.md`)}): ${groupLine(page, text).count}`).join("\n");
  // Consecutive pages outside any group share one list.
  const tree: { group: string | undefined; pages: ListedPage[] }[] = [];
  for (const run of treeOf(pages)) {
    const last = tree.at(-1);
    if (run.group === undefined && last !== undefined && last.group === undefined) last.pages.push(...run.pages);
    else tree.push({ group: run.group, pages: [...run.pages] });
  }
  return {
    kind: "group-index",
    markdown: () => tree.map(({ group, pages: members }) => (group === undefined ? lines(members) : `${"#".repeat(level)} ${markdownText(group)}\n\n${lines(members)}`)).join("\n\n"),
    render: () =>
      html`<div class="rk-endpoint-index">${tree.map(({ group, pages: members }) => (group === undefined ? list(members) : html`<section class="rk-endpoint-tree">${heading(level, html`${group}`)}${list(members)}</section>`))}</div>`,
  };
}

/** The "All endpoints" page: a Page of one component, the list. */
export class EndpointsPage extends Page {
  readonly title: string;
  readonly description: string;
  readonly #pages: readonly ListedPage[];

  readonly #text: InterfaceStrings;

  /** `text`: the site's interface strings, which name the page and say how many it lists. */
  constructor(pages: readonly ListedPage[], text: InterfaceStrings = en) {
    super();
    this.title = text.allEndpoints;
    this.description = countText(text, "endpointsListed", pages.reduce((n, page) => n + page.operations.length, 0));
    this.#pages = pages;
    this.#text = text;
  }

  sections(): readonly Node[] {
    return [endpointIndex(this.#pages, 2, this.#text)];
  }
}
