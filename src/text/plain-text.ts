/**
 * Plain text from CommonMark, for titles, the sidebar, search and `llms.txt`: what a description's
 * Markdown and HTML say, without their markup. Placeholders such as `<limit>` are text, as on the
 * page (`placeholdersAsText`, which the page's CommonMark renderer uses too).
 */
import MarkdownItConstructor, { type MarkdownIt, type StateCore } from "markdown-it";
import { decodeHTML } from "entities";
import sanitizeHtml from "sanitize-html";
import { escapeHtml } from "../html.ts";
import { htmlElements } from "./html-elements.ts";
import { isSafeTarget } from "./safe-url.ts";

/** Elements dropped with everything inside them: what runs, styles, or belongs to another namespace. */
export const nonTextTags: readonly string[] = ["script", "style", "textarea", "option", "noscript", "template", "title", "svg", "math", "iframe", "object", "embed", "select", "head"];

/** The element name of an HTML tag (`<a href>`, `</em>`), or `undefined` for a comment or declaration. */
function tagName(tag: string): string | undefined {
  return /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(tag)?.[1]?.toLowerCase();
}

/** True for a tag that is no HTML element: a placeholder such as `<limit>`, meant as text. */
function isPlaceholder(tag: string): boolean {
  const name = tagName(tag);
  return name !== undefined && !htmlElements.has(name);
}

/**
 * A markdown-it core rule that shows placeholders as text: CommonMark reads `<limit>` or
 * `<accountName>` as HTML, which a sanitizer would then drop with no trace ("more than  times").
 * Tags of real elements stay HTML.
 */
export const placeholdersAsText = (state: StateCore): void => {
  for (const token of state.tokens) {
    if (token.type === "html_block" && isPlaceholder(token.content.trimStart())) {
      token.content = escapeHtml(token.content);
      continue;
    }
    if (token.type !== "inline" || !token.children) continue;
    for (const child of token.children) if (child.type === "html_inline" && isPlaceholder(child.content)) child.type = "text";
  }
};

let shared: MarkdownIt | undefined;

/** CommonMark read as the page reads it (HTML on, bare URLs linked, unsafe link targets left as text), for its words only. */
function reader(): MarkdownIt {
  if (shared) return shared;
  const md = new MarkdownItConstructor({ html: true, linkify: true, typographer: false });
  md.validateLink = (url) => isSafeTarget(url);
  md.core.ruler.push("rk_placeholders", placeholdersAsText);
  return (shared = md);
}

/**
 * The text of a CommonMark string without its HTML tags, for titles and other plain-text places.
 * @example plainText("<fullname>Amazon MTurk</fullname>") // "Amazon MTurk"
 */
export function plainText(text: string): string {
  if (!text.includes("<") && !text.includes("&")) return text;
  return decodeHTML(sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, nonTextTags: [...nonTextTags] })).replace(/\s+/g, " ").trim();
}

/**
 * The words of an inline CommonMark string as plain text, for titles: emphasis, code spans and
 * links give their text; HTML tags nothing (what a script or style holds included), entities their
 * character, line breaks a space.
 * @example markdownWords("Get the `repo` of a [user](https://example.com)") // "Get the repo of a user"
 */
export function markdownWords(text: string): string {
  if (!/[`*_[\]<&\\!\n]/.test(text)) return text.trim();
  return plainText(reader().renderInline(text)).replace(/\s+/g, " ").trim();
}

let textOnly: MarkdownIt | undefined;

/** Markdown as an author's `md()` is read: raw HTML is text, as the page shows it. */
function textReader(): MarkdownIt {
  if (textOnly) return textOnly;
  const md = new MarkdownItConstructor({ html: false, linkify: true, typographer: false });
  md.validateLink = (url) => isSafeTarget(url);
  return (textOnly = md);
}

/**
 * The words of block Markdown (paragraphs, lists, code, tables) as plain text on one line, for a
 * page's description in its head: what the page shows, without markup. With `html: true` the text
 * is CommonMark whose HTML gives its text (a script's or style's none), as a description from an
 * OpenAPI document; without it, HTML is text, as in an author's `md()`.
 * @example markdownPlainText("Lists **every** customer.\n\n- newest first") // "Lists every customer. newest first"
 */
export function markdownPlainText(text: string, options: { readonly html?: boolean } = {}): string {
  const rendered = (options.html ? reader() : textReader()).render(text);
  return plainText(rendered).replace(/\s+/g, " ").trim();
}

/**
 * Text on one line, cut at a word boundary to at most `max` characters, an ellipsis ending what
 * was cut (a word longer than half of `max` is cut inside).
 * @example shortText("Lists every customer of the account, newest first.", 30) // "Lists every customer of the…"
 */
export function shortText(text: string, max = 160): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  let room = line.slice(0, max - 1);
  const space = room.lastIndexOf(" ");
  if (space >= max / 2) room = room.slice(0, space);
  // Never half of a character outside the Basic Multilingual Plane.
  if (/[\uD800-\uDBFF]$/.test(room)) room = room.slice(0, -1);
  return `${room.replace(/[\s,;:.\u2013\u2014(-]+$/u, "")}\u2026`;
}
