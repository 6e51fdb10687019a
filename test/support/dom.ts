/** Parses rendered HTML for assertions, the way a browser reads text (entities decoded). */
import { parse, type HTMLElement } from "node-html-parser";

export type { HTMLElement };

export function dom(html: string): HTMLElement {
  return parse(html, { blockTextElements: { script: true, style: true } });
}

export function all(root: HTMLElement, selector: string): HTMLElement[] {
  return root.querySelectorAll(selector);
}

export function one(root: HTMLElement, selector: string): HTMLElement {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`no element matches ${selector}`);
  return found;
}

/** The text of each cell in each body row. */
export function tableText(root: HTMLElement): { head: string[]; rows: string[][] } {
  return {
    head: all(root, "thead th").map((th) => th.textContent),
    rows: all(root, "tbody tr").map((tr) => all(tr, "td").map((td) => td.textContent)),
  };
}

/**
 * Breaks rendered HTML into lines before block-level tags, outside `<pre>`, so golden files
 * read and diff well. The whitespace added is insignificant between these elements.
 */
export function formatHtml(html: string): string {
  return html
    .split(/(<pre[\s\S]*?<\/pre>)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/<(article|header|section|div|table|thead|tbody|tr|h1|h2|p|nav|ul|li)\b/g, "\n<$1")))
    .join("")
    .replace(/^\n/, "")
    .concat("\n");
}
