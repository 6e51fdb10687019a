// One page of the reference in a Docusaurus site's layout (navbar, footer, colour mode): the
// reference's pages as a sidebar, refkit's article, the page's sections as its table of contents.
// The article is not in this component's data: the build writes it into the empty element below
// (the page as loaded keeps it, React leaves it), and a page reached by client-side navigation
// fetches it. Plain JavaScript with React.createElement: Docusaurus bundles it as it is. See
// ../docusaurus.ts.
import Link from "@docusaurus/Link";
import useBrokenLinks from "@docusaurus/useBrokenLinks";
import Layout from "@theme/Layout";
import TOC from "@theme/TOC";
import React, { useEffect, useRef } from "react";

const h = React.createElement;

/** The reference's pages of the current page's version, grouped as refkit groups them, the current one marked. */
function Sidebar({ reference, current }) {
  const items = [];
  let group;
  const pages = reference.pages.filter((page) => page.version === current.version);
  const linkTo = (page, label = page.title) => {
    const here = page.href === current.href;
    return h(Link, { className: `menu__link${here ? " menu__link--active" : ""}`, to: page.href, "aria-current": here ? "page" : undefined }, label);
  };
  // The group open in the sidebar: the current page's, or the current page when it is a group's.
  const open = current.parent ?? current.href;
  for (const page of pages) {
    // An operation's page is listed under its group's page, and only while that group is open:
    // a page's sidebar lists its own group's operations, not every operation of the API.
    if (page.parent !== undefined) continue;
    const children = page.href === open ? pages.filter((child) => child.parent === page.href) : [];
    const link = h(
      "li",
      { className: "menu__list-item", key: page.href },
      linkTo(page),
      children.length === 0 ? null : h("ul", { className: "menu__list rk-host-sidebar-operations" }, children.map((child) => h("li", { className: "menu__list-item", key: child.href }, linkTo(child)))),
    );
    if (page.group === undefined) {
      group = undefined;
      items.push(link);
      continue;
    }
    if (group === undefined || group.label !== page.group) {
      group = { label: page.group, links: [] };
      items.push(group);
    }
    group.links.push(link);
  }
  // An earlier version's pages say which version they are.
  const label = current.current ? reference.label : `${reference.label} (${current.version})`;
  return h(
    "nav",
    { className: "menu thin-scrollbar rk-host-sidebar", "aria-label": label },
    h("p", { className: "menu__link rk-host-sidebar-title" }, label),
    h(
      "ul",
      { className: "menu__list" },
      items.map((item) =>
        item.links === undefined
          ? item
          : h("li", { className: "menu__list-item", key: `group:${item.label}` }, h("span", { className: "menu__link menu__link--sublist-caret rk-host-sidebar-group" }, item.label), h("ul", { className: "menu__list" }, item.links)),
      ),
    ),
  );
}

/** The article: as the built page has it, else fetched; the reader's script then sets up its tabs. */
function Article({ page }) {
  const element = useRef(null);
  useEffect(() => {
    const article = element.current;
    const ready = () => document.dispatchEvent(new Event("rk:page"));
    if (article.childElementCount > 0) {
      ready();
      return undefined;
    }
    let current = true;
    fetch(page.article)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status} ${page.article}`))))
      .then((html) => {
        if (!current) return;
        article.innerHTML = html;
        // A link to a section (/api/orders#create) lands on it once the article is there.
        if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
        ready();
      })
      .catch((error) => {
        if (current) article.textContent = `The reference page could not be loaded (${error.message}). Reload the page to try again.`;
      });
    return () => {
      current = false;
    };
  }, []);
  return h("div", { ref: element, className: "rk-host-article", "data-rk-page": String(page.index), dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true });
}

export default function ReferencePage({ page, reference }) {
  // The sections' anchors, which the table of contents links to, are the page's own.
  const anchors = useBrokenLinks();
  for (const heading of page.headings) anchors.collectAnchor(heading.slug);
  return h(
    Layout,
    { title: page.title, description: page.description },
    h(
      "div",
      { className: "container margin-vert--lg" },
      h(
        "div",
        { className: "row" },
        h("aside", { className: "col col--3" }, h(Sidebar, { reference, current: page })),
        // A new element for each page, so that one page's article never stays under the next's title.
        h("main", { className: "col col--7" }, h("h1", null, page.title), h(Article, { page, key: page.href })),
        h("div", { className: "col col--2" }, h(TOC, { toc: page.headings.map((heading) => ({ value: heading.text, id: heading.slug, level: 2 })), minHeadingLevel: 2, maxHeadingLevel: 2 })),
      ),
    ),
  );
}
