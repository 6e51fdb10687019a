/**
 * The links to the previous and next pages at the foot of a reference page, in the sidebar's
 * order, each with its title: a reader goes through the reference page by page without the
 * sidebar (on a phone, where it is folded away).
 */
import { html, type Html } from "../html.ts";
import type { NavPage } from "./nav-chapters.ts";
import { en, type InterfaceStrings } from "../locale/index.ts";

/** One of the two links. */
function link(page: NavPage, href: string, rel: "prev" | "next", text: InterfaceStrings): Html {
  const label = rel === "prev" ? text.previous : text.next;
  // Shown as two lines, the label over the title; named as one phrase ("Next: Orders").
  return html`<a class="rk-pager-${rel}" href="${href}" rel="${rel}" aria-label="${label}: ${page.title}"><span class="rk-pager-label">${label}</span> <span class="rk-pager-title">${page.title}</span></a>`;
}

/**
 * The pager of the page `slug` among `pages` (its version's, in the sidebar's order), its links
 * relative to the page (`prefix` leads back to the version's root); nothing for a page that is
 * not among them or is alone.
 * @example renderPager([{ slug: "customers", title: "Customers" }, { slug: "orders", title: "Orders" }], "customers", "")
 */
export function renderPager(pages: readonly NavPage[], slug: string, prefix: string, text: InterfaceStrings = en): Html | undefined {
  const at = pages.findIndex((page) => page.slug === slug);
  if (at < 0 || pages.length < 2) return undefined;
  const previous = pages[at - 1];
  const next = pages[at + 1];
  return html`<nav class="rk-pager" aria-label="${text.pagerLabel}">${previous === undefined ? "" : link(previous, `${prefix}${previous.slug}.html`, "prev", text)}${next === undefined ? "" : link(next, `${prefix}${next.slug}.html`, "next", text)}</nav>`;
}
