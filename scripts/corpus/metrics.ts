/**
 * What the corpus measures in a built page (only inside `<main>`: the sidebar repeats every
 * page's titles on every page):
 *
 * - escapedTags: HTML tags shown as text, i.e. text nodes (outside `<pre>`, `<code>`, `<script>`
 *   and `<style>`, so placeholders such as `<TOKEN>` in snippets do not count) matching
 *   `<\/?[a-z][a-z0-9-]*[\s>/]` once decoded — a description's HTML printed instead of rendered;
 *   escapedElements: those named like an HTML element (`<a href`, `<br>`), where escapedTags also
 *   counts placeholders in prose such as `<username>` or `<major>.<minor>`;
 * - webhooks, callbacks: elements with `data-rk-kind="webhook"` / `"callback"`;
 * - returns: elements with the class `rk-returns` (returnsPrimary: without `rk-returns-other`);
 * - variants: elements with the class `rk-variants`;
 * - sections: elements with the class `rk-section` (or `<section>`s when there are none).
 */
import { parse, NodeType, type HTMLElement, type Node } from "node-html-parser";
import { htmlElements, tagPattern } from "./document.ts";

export interface HtmlMetrics {
  escapedTags: number;
  /** Those whose name is an HTML element's (`<a href`, `<br>`), not a placeholder (`<username>`). */
  escapedElements: number;
  /** Up to five examples of escaped tags with some context, for the report. */
  escapedExamples: string[];
  /** Up to three examples of escaped HTML elements. */
  elementExamples: string[];
  webhooks: number;
  callbacks: number;
  returns: number;
  returnsPrimary: number;
  variants: number;
  sections: number;
}

const skipped = new Set(["pre", "code", "script", "style", "template"]);

export function emptyMetrics(): HtmlMetrics {
  return { escapedTags: 0, escapedElements: 0, escapedExamples: [], elementExamples: [], webhooks: 0, callbacks: 0, returns: 0, returnsPrimary: 0, variants: 0, sections: 0 };
}

/** Counts one page's HTML into `into` (a fresh set when not given) and returns it. */
export function htmlMetrics(html: string, into: HtmlMetrics = emptyMetrics()): HtmlMetrics {
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: true, pre: true } });
  const main = root.querySelector("main") ?? root;
  let sectionElements = 0;
  let sectionClass = 0;
  const stack: Node[] = [main];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeType === NodeType.TEXT_NODE) {
      const text = node.text;
      const matches = text.match(tagPattern);
      if (matches) {
        into.escapedTags += matches.length;
        const elements = matches.filter((match) => htmlElements.has(match.replace(/^<\/?/, "").slice(0, -1).toLowerCase()));
        into.escapedElements += elements.length;
        const context = (match: string) => {
          const at = text.indexOf(match);
          return text.slice(Math.max(0, at - 30), at + 50).replace(/\s+/g, " ").trim();
        };
        if (into.escapedExamples.length < 5) into.escapedExamples.push(context(matches[0]!));
        if (elements.length > 0 && into.elementExamples.length < 3) into.elementExamples.push(context(elements[0]!));
      }
      continue;
    }
    if (node.nodeType !== NodeType.ELEMENT_NODE) continue;
    const element = node as HTMLElement;
    const tag = (element.rawTagName ?? "").toLowerCase();
    if (tag === "section") sectionElements++;
    const classes = element.classList;
    if (classes.contains("rk-section")) sectionClass++;
    if (classes.contains("rk-returns")) {
      into.returns++;
      if (!classes.contains("rk-returns-other")) into.returnsPrimary++;
    }
    if (classes.contains("rk-variants")) into.variants++;
    const kind = element.getAttribute("data-rk-kind");
    if (kind === "webhook") into.webhooks++;
    else if (kind === "callback") into.callbacks++;
    if (skipped.has(tag)) continue;
    for (let i = element.childNodes.length - 1; i >= 0; i--) stack.push(element.childNodes[i]!);
  }
  into.sections += sectionClass > 0 ? sectionClass : sectionElements;
  return into;
}
