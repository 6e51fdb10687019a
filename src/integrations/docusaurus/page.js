// One page of the reference in a Docusaurus site's layout (navbar, footer, colour mode): the
// reference's pages as a sidebar, refkit's article, the page's sections as its table of contents.
// Plain JavaScript with React.createElement: Docusaurus bundles it as it is. See ../docusaurus.ts.
import useBrokenLinks from "@docusaurus/useBrokenLinks";
import Layout from "@theme/Layout";
import TOC from "@theme/TOC";
import React, { useEffect } from "react";

const h = React.createElement;

/** The reference's pages, grouped as refkit groups them, the current one marked. */
function Sidebar({ reference, current }) {
  const items = [];
  let group;
  for (const page of reference.pages) {
    const here = page.href === current;
    const link = h("li", { className: "menu__list-item", key: page.href }, h("a", { className: `menu__link${here ? " menu__link--active" : ""}`, href: page.href, "aria-current": here ? "page" : undefined }, page.title));
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
  return h(
    "nav",
    { className: "menu thin-scrollbar rk-host-sidebar", "aria-label": reference.label },
    h("p", { className: "menu__link rk-host-sidebar-title" }, reference.label),
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

export default function ReferencePage({ page, reference }) {
  // The sections' anchors, which the table of contents links to, are the page's own.
  const anchors = useBrokenLinks();
  for (const heading of page.headings) anchors.collectAnchor(heading.slug);
  // The reader's script sets up the tabs of a page it did not load itself.
  useEffect(() => {
    document.dispatchEvent(new Event("rk:page"));
  }, [page.href]);
  return h(
    Layout,
    { title: page.title, description: page.description },
    h(
      "div",
      { className: "container margin-vert--lg" },
      h(
        "div",
        { className: "row" },
        h("aside", { className: "col col--3" }, h(Sidebar, { reference, current: page.href })),
        h("main", { className: "col col--7" }, h("h1", null, page.title), h("div", { dangerouslySetInnerHTML: { __html: page.html } })),
        h("div", { className: "col col--2" }, h(TOC, { toc: page.headings.map((heading) => ({ value: heading.text, id: heading.slug, level: 2 })), minHeadingLevel: 2, maxHeadingLevel: 2 })),
      ),
    ),
  );
}
