/**
 * A large reference's sidebar lists chapters: each page in exactly one, none of more than
 * `chapterSize` pages, the current one open; its size does not grow with the reference's pages.
 */
import { describe, expect, it } from "vitest";
import { renderNav } from "../src/render/nav.ts";
import { chapterSize, chapterThreshold, navChapters, operationRunSize, operationRunThreshold, type NavPage } from "../src/render/nav-chapters.ts";
import { all, dom, one } from "./support/dom.ts";
import type { ResolvedSection } from "../src/resolve/page.ts";

const site = { allEndpoints: "all-endpoints" };
const page = (title: string, group?: string): NavPage => ({ slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"), title, group });

/** Microsoft Graph's shape: tags named `entity.part`, one entity's pages not all together. */
function dotted(entities: number, each: number): NavPage[] {
  const pages: NavPage[] = [];
  for (let e = 0; e < entities; e++) for (let p = 0; p < each; p++) pages.push(page(`entity${e}.part${p}`));
  // One page of entity 0 comes late, after other entities' pages.
  pages.push(page("entity0.late"));
  return pages;
}

function expectPartition(pages: readonly NavPage[]): void {
  const chapters = navChapters(pages)!;
  expect(chapters.flatMap((chapter) => chapter.pages.map((p) => p.slug)).sort()).toEqual(pages.map((p) => p.slug).sort());
  for (const chapter of chapters) expect(chapter.pages.length, chapter.title).toBeLessThanOrEqual(chapterSize);
}

describe("navChapters", () => {
  it("leaves a reference of up to the threshold's pages listed whole", () => {
    expect(navChapters(Array.from({ length: chapterThreshold }, (_, i) => page(`Tag ${i}`)))).toBeUndefined();
  });

  it("gathers pages by their names' first segment, in the order each first comes, splitting a large one in numbered parts", () => {
    const pages = [...dotted(30, 4), ...Array.from({ length: 120 }, (_, i) => page(`big.part${i}`))];
    const chapters = navChapters(pages)!;
    expect(chapters[0]!.title).toBe("entity0");
    expect(chapters[0]!.pages.map((p) => p.title)).toEqual(["entity0.part0", "entity0.part1", "entity0.part2", "entity0.part3", "entity0.late"]);
    expect(chapters.filter((chapter) => chapter.title.startsWith("big")).map((chapter) => [chapter.title, chapter.pages.length])).toEqual([
      ["big (1 of 3)", 40],
      ["big (2 of 3)", 40],
      ["big (3 of 3)", 40],
    ]);
    expectPartition(pages);
  });

  it("runs consecutive pages named by their first and last when names have no segments", () => {
    const pages = Array.from({ length: 130 }, (_, i) => page(`Tag ${String(i).padStart(3, "0")}`));
    const chapters = navChapters(pages)!;
    expect(chapters.map((chapter) => chapter.title)).toEqual(["Tag 000 – Tag 043", "Tag 044 – Tag 087", "Tag 088 – Tag 129"]);
    expectPartition(pages);
  });

  it("gathers the pages outside any group by their names' first segment too (paths beside a Webhooks group)", () => {
    const pages = [...dotted(30, 4), ...Array.from({ length: 20 }, (_, i) => page(`Event ${i}`, "Webhooks"))];
    const titles = navChapters(pages)!.map((chapter) => chapter.title);
    expect(titles.slice(0, 2)).toEqual(["entity0", "entity1"]);
    expect(titles.at(-1)).toBe("Webhooks");
    expectPartition(pages);
  });

  it("takes the description's groups as chapters, and its ungrouped pages in runs", () => {
    const pages = [...Array.from({ length: 3 }, (_, i) => page(`Intro ${i}`)), ...["Payments", "Accounts", "Reports"].flatMap((group) => Array.from({ length: 40 }, (_, i) => page(`${group} ${i}`, group)))];
    expect(navChapters(pages)!.map((chapter) => [chapter.title, chapter.pages.length])).toEqual([
      ["Intro 0 – Intro 2", 3],
      ["Payments", 40],
      ["Accounts", 40],
      ["Reports", 40],
    ]);
    expectPartition(pages);
  });
});

describe("a large reference's sidebar", () => {
  const sidebar = (pages: readonly NavPage[], current: string) => renderNav("API", pages, { slug: current, sections: [] }, "", site).value;

  it("opens the current page's chapter and links each other chapter to its first page", () => {
    const pages = dotted(30, 4);
    const html = sidebar(pages, "entity3-part2");
    expect(html).toContain('<a href="entity3-part2.html" aria-current="page">entity3.part2</a>');
    expect(html).toContain('<a href="entity3-part0.html">entity3.part0</a>');
    expect(html).toContain('<li class="rk-nav-page rk-nav-chapter"><a href="entity4-part0.html">entity4</a></li>');
    expect(html).not.toContain("entity4.part1");
    expect(html).toContain('<a href="entity0-part0.html">entity0</a>');
    expect(html).not.toContain("entity0-late");
  });

  it("weighs about the same on a reference of 2,000 pages as on one of 200", () => {
    const small = sidebar(dotted(40, 5), "entity1-part1").length;
    const large = sidebar(dotted(40, 50), "entity1-part1").length;
    expect(large).toBeLessThan(small * 2);
    // A reference listed whole weighs as many pages as it has.
    expect(sidebar(dotted(20, 4), "entity1-part1").length).toBeGreaterThan(sidebar(dotted(20, 2), "entity1-part1").length * 1.5);
  });
});

describe("a group's operation pages in the sidebar", () => {
  /** A group page and `count` operation pages under it, then another group of 3. */
  function groupOf(count: number): NavPage[] {
    const operation = (group: string, i: number): NavPage => ({ slug: `${group}/op-${i}`, title: `Operation ${i}`, parent: group, method: i % 2 === 0 ? "get" : "post" });
    return [{ slug: "big", title: "Big" }, ...Array.from({ length: count }, (_, i) => operation("big", i)), { slug: "small", title: "Small" }, ...Array.from({ length: 3 }, (_, i) => operation("small", i))];
  }
  const links = (html: string, selector: string) => all(dom(html), selector).map((a) => a.getAttribute("href"));

  it("lists the open group's operations, linked from inside its folder, the current page marked; other groups one link each", () => {
    const html = renderNav("API", groupOf(5), { slug: "big/op-3", sections: [] }, "../", site).value;
    expect(links(html, ".rk-nav-page > a")).toEqual(["../big.html", "../small.html"]);
    expect(links(html, ".rk-nav-operations > li > a")).toEqual(["op-0.html", "op-1.html", "op-2.html", "op-3.html", "op-4.html"]);
    expect(all(dom(html), "[aria-current=page]").map((a) => a.textContent)).toEqual(["POSTOperation 3"]);
    // From the group's own page (at the root), the same list, from there.
    expect(links(renderNav("API", groupOf(5), { slug: "big", sections: [] }, "", site).value, ".rk-nav-operations > li > a")).toEqual(["big/op-0.html", "big/op-1.html", "big/op-2.html", "big/op-3.html", "big/op-4.html"]);
  });

  it("lists a group of more than the threshold's operations in runs: the current page's whole, the runs before and after it one link each, so that a page's sidebar stays bounded", () => {
    const count = operationRunSize * 8;
    const nav = (current: number) => {
      const html = renderNav("API", groupOf(count), { slug: `big/op-${current}`, sections: [] }, "../", site).value;
      const lines = all(dom(html), ".rk-nav-operations > li");
      return { html, listed: lines.filter((line) => !line.classList.contains("rk-nav-chapter")).map((line) => line.querySelector("a")!.getAttribute("href")), runs: lines.filter((line) => line.classList.contains("rk-nav-chapter")) };
    };
    // In the middle: the run before (named by its first and last, leading to its first page), the current run whole, the run after.
    const middle = nav(operationRunSize * 4 + 3);
    expect(middle.listed).toEqual(Array.from({ length: operationRunSize }, (_, i) => `op-${operationRunSize * 4 + i}.html`));
    expect(middle.runs.map((run) => [run.querySelector("a")!.getAttribute("href"), run.textContent])).toEqual([
      [`op-${operationRunSize * 3}.html`, `Operation ${operationRunSize * 3} – Operation ${operationRunSize * 4 - 1}`],
      [`op-${operationRunSize * 5}.html`, `Operation ${operationRunSize * 5} – Operation ${operationRunSize * 6 - 1}`],
    ]);
    expect(all(dom(middle.html), ".rk-nav-operations > li")[0]!.classList.contains("rk-nav-chapter"), "the run before comes first").toBe(true);
    expect(one(dom(middle.html), "[aria-current=page]").getAttribute("href")).toBe(`op-${operationRunSize * 4 + 3}.html`);
    // At either end, the one run next to it.
    expect(nav(count - 1).runs.map((run) => run.querySelector("a")!.getAttribute("href"))).toEqual([`op-${count - operationRunSize * 2}.html`]);
    expect(nav(0).runs.map((run) => run.querySelector("a")!.getAttribute("href"))).toEqual([`op-${operationRunSize}.html`]);
    // A group ten times as large gives a sidebar no larger.
    const small = renderNav("API", groupOf(operationRunThreshold + 1), { slug: "big/op-0", sections: [] }, "../", site).value.length;
    const large = renderNav("API", groupOf(operationRunThreshold * 10), { slug: "big/op-0", sections: [] }, "../", site).value.length;
    expect(large).toBeLessThan(small * 1.2);
  });

  it("gives each page of one list, rendered in turn, its own line marked in its own run (a group's sidebar is written once and kept)", () => {
    const count = operationRunSize * 5;
    const pages = groupOf(count);
    for (const page of pages.filter((candidate) => candidate.parent !== undefined)) {
      const section = (id: string, method?: string): ResolvedSection => ({ id, anchor: id, title: id.toUpperCase(), method, path: method === undefined ? undefined : `/${id}`, deprecated: false });
      const sections = page.slug === "big/op-7" ? [section("a"), section("b", "post")] : [];
      const html = renderNav("API", pages, { slug: page.slug, sections }, "../", site).value;
      const current = all(dom(html), "[aria-current=page]");
      expect(current.map((a) => a.getAttribute("href")), page.slug).toEqual([`${page.slug.slice(page.parent!.length + 1)}.html`]);
      // Its run is the one listed whole; its neighbours are plain lines.
      const listed = links(html, ".rk-nav-operations > li:not(.rk-nav-chapter) > a");
      expect(listed, page.slug).toContain(current[0]!.getAttribute("href"));
      expect(listed.length, page.slug).toBe(page.parent === "small" ? 3 : operationRunSize);
      expect(links(html, ".rk-nav-operations > li > ul a"), page.slug).toEqual(sections.length > 1 ? ["#a", "#b"] : []);
    }
  });
});
