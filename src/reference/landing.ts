/**
 * The landing page of each version of a site (`index.html`): the description's own landing page
 * (its introduction, servers, authentication and links: present/landing.ts) or, for hand-written
 * pages, the site's title; then the link to download the description, and every group with its
 * operations one line each (badge, title, path), so that every page is at most two links away
 * without JavaScript. An API of more than `landingOperations` operations has its groups listed
 * instead, each with how many it holds: its group pages and "All endpoints" list the operations,
 * and the landing page stays light (GitHub's listed all 1,223 in 467 KB).
 */
import { html } from "../html.ts";
import { markdownText } from "../text/markdown-text.ts";
import type { Node } from "../components/node.ts";
import { Page, pageSections } from "../components/page.ts";
import { Section } from "../components/section.ts";
import { isSection } from "../resolve/page.ts";
import { endpointIndex, groupIndex, type ListedPage } from "./endpoints-page.ts";
import { countText, format, formatHtml, type InterfaceStrings } from "../locale/index.ts";

/** The most operations a landing page lists one by one; past it, it lists the groups. */
export const landingOperations = 100;

/** What a landing page is made of. */
export interface LandingParts {
  /** The project's own landing page (an imported description's), if it has one. */
  readonly intro: Page | undefined;
  /** The title when there is no intro: the site's. */
  readonly title: string;
  /** The version's pages with the operations each lists. */
  readonly pages: readonly ListedPage[];
  /** The description's file for readers to download, relative to the version's root. */
  readonly download?: string | undefined;
  /** The site's interface strings. */
  readonly text: InterfaceStrings;
}

/** The landing page's id for the section that lists the operations. */
export const operationsAnchor = "operations";

/** The landing page's id for the section that lists the guides. */
export const guidesAnchor = "guides";

/** The landing page's id for the section that leads to the models. */
export const modelsAnchor = "models";

/** The id of the landing page's list of the description's pages that are neither operations nor models. */
export const referencePagesAnchor = "reference-pages";

/** The line that leads to the Models page: how many models it lists. */
function modelsLink(page: ListedPage, text: InterfaceStrings): Node {
  const count = countText(text, "models", page.models ?? 0);
  return {
    kind: "models-link",
    render: () => html`<p>${formatHtml(text.modelsLead, { models: html`<a href="${page.slug}.html">${count}</a>` })}</p>`,
    markdown: () => format(markdownText(text.modelsLead), { models: `[${markdownText(count)}](${page.slug}.md)` }),
  };
}

/** The guides, a link each. */
function guideLinks(pages: readonly ListedPage[]): Node {
  return {
    kind: "guide-list",
    render: () => html`<ul class="rk-guide-list">${pages.map((page) => html`<li><a href="${page.slug}.html">${page.title}</a></li>`)}</ul>`,
    markdown: () => pages.map((page) => `- [${markdownText(page.title)}](${page.slug}.md)`).join("\n"),
  };
}

/** The link to the description's file, a paragraph of its own. */
function downloadLink(file: string, text: InterfaceStrings): Node {
  return {
    kind: "download",
    render: () => html`<p class="rk-download-lead"><a href="${file}" download>${text.downloadDescription}</a> (${file})</p>`,
    markdown: () => `[${markdownText(text.downloadDescription)}](${file})`,
  };
}

/** A page's nodes split where its first section starts: its lead (its text before any section), and the rest. */
function splitLead(nodes: readonly Node[]): { readonly lead: readonly Node[]; readonly rest: readonly Node[] } {
  const at = nodes.findIndex((node) => isSection(node));
  return at === -1 ? { lead: nodes, rest: [] } : { lead: nodes.slice(0, at), rest: nodes.slice(at) };
}

/**
 * The landing page's own part in a project with `pages/index.md`: that guide's title; its lead,
 * then the description's (its version and introduction), then its sections, then the
 * description's (servers, authentication, links), when the project has a description.
 */
export class OpeningPage extends Page {
  readonly title: string;
  override readonly description: Page["description"];
  readonly #nodes: readonly Node[];

  constructor(index: Page, described: Page | undefined) {
    super();
    this.title = index.title;
    this.description = index.description;
    const own = splitLead(pageSections(index));
    const theirs = splitLead(described === undefined ? [] : pageSections(described));
    this.#nodes = [...own.lead, ...theirs.lead, ...own.rest, ...theirs.rest];
  }

  sections(): readonly Node[] {
    return this.#nodes;
  }
}

/** See the file's comment. */
export class LandingPage extends Page {
  readonly title: string;
  readonly #parts: LandingParts;

  constructor(parts: LandingParts) {
    super();
    this.title = parts.intro?.title ?? parts.title;
    this.#parts = parts;
  }

  sections(): readonly Node[] {
    const { intro, pages, download, text } = this.#parts;
    // The pages without operations (guides) first, a line each; the Models page after the operations,
    // and the description's other pages (an event API's channels and messages) before it.
    const guides = pages.filter((page) => page.operations.length === 0 && !page.models && !page.described);
    const others = pages.filter((page) => page.operations.length === 0 && !page.models && page.described);
    const models = pages.filter((page) => (page.models ?? 0) > 0);
    const guideList =
      guides.length === 0
        ? []
        : [Section(text.guides, { id: guidesAnchor }, guideLinks(guides))];
    const count = pages.reduce((n, page) => n + page.operations.length, 0);
    const listed = pages.filter((page) => page.operations.length > 0).length;
    const operations =
      count === 0
        ? []
        : [
            Section(
              text.operations,
              { id: operationsAnchor, description: listed > 1 ? format(text.landingCountGroups, { operations: countText(text, "operations", count), groups: countText(text, "groups", listed) }) : format(text.landingCount, { operations: countText(text, "operations", count) }) },
              count > landingOperations && listed > 1 ? groupIndex(pages, 3, text) : endpointIndex(pages, 3, text),
            ),
          ];
    // The download link after the introduction's lead and text, before its sections.
    const { lead: before, rest: after } = splitLead(intro === undefined ? [] : pageSections(intro));
    const modelList = models.map((page) => Section(page.title, { id: modelsAnchor }, modelsLink(page, text)));
    const otherList = others.length === 0 ? [] : [Section(text.moreReference, { id: referencePagesAnchor }, guideLinks(others))];
    return [...before, ...(download === undefined ? [] : [downloadLink(download, text)]), ...guideList, ...after, ...operations, ...otherList, ...modelList];
  }
}
