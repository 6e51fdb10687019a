/**
 * CommonMark as OpenAPI documents use it: Markdown that may hold HTML. markdown-it renders it
 * with HTML on, bare URLs linked and images allowed; sanitize-html then keeps only an allowlist of
 * structural and inline tags and attributes, so nothing that runs, styles or frames survives.
 * GitHub's alerts (`> [!NOTE]` and the four others) become refkit's alert boxes.
 * Hand-written `md()` text never comes here: it keeps the no-raw-HTML rule of markdown.ts.
 */
import MarkdownItConstructor, { type MarkdownIt } from "markdown-it";
import githubAlerts from "markdown-it-github-alerts";
import sanitizeHtml, { type IOptions } from "sanitize-html";
import { raw, type Html } from "../html.ts";
import { isOtherOrigin, isSafeTarget } from "./safe-url.ts";
import { nonTextTags, placeholdersAsText } from "./plain-text.ts";
import { alignClasses, configureRenderer, copyableCode } from "./markdown.ts";

/** Headings in a description sit below the section title (`h2`): they start at `h3`. */
const demoted: Readonly<Record<string, string>> = { h1: "h3", h2: "h4", h3: "h5", h4: "h6", h5: "h6", h6: "h6" };

const cellAttributes = ["colspan", "rowspan", "scope", "class"];

/** GitHub's alert kinds (`> [!NOTE]`), each an alert box with its title; no icon (an inline SVG would not pass the allowlist). */
const alertKinds = ["note", "tip", "important", "warning", "caution"] as const;

const allowlist: IOptions = {
  allowedTags: [
    ...["p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "div", "span"],
    ...["em", "strong", "b", "i", "u", "s", "del", "ins", "mark", "small", "sub", "sup", "abbr", "cite", "q", "dfn", "kbd", "samp", "var", "code", "wbr"],
    ...["ul", "ol", "li", "dl", "dt", "dd", "details", "summary", "figure", "figcaption"],
    ...["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "col", "colgroup"],
    ...["a", "img"],
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "referrerpolicy"],
    abbr: ["title"],
    ol: ["start", "reversed"],
    th: cellAttributes,
    td: cellAttributes,
    col: ["span"],
    colgroup: ["span"],
    pre: ["tabindex"],
    details: ["open"],
  },
  // Classes only where refkit itself writes them: markdown-it's table alignment, and the alerts.
  allowedClasses: { th: [...alignClasses.values()], td: [...alignClasses.values()], div: ["rk-alert", ...alertKinds.map((kind) => `rk-alert-${kind}`)], p: ["rk-alert-title"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  // Dropped with everything inside them: what runs, styles, or belongs to another namespace.
  nonTextTags: [...nonTextTags],
  disallowedTagsMode: "discard",
  // An image whose source was refused shows nothing: drop it rather than leave an empty frame.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    ...Object.fromEntries(Object.entries(demoted).map(([from, to]) => [from, to])),
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const attributes: Record<string, string> = {};
      if (href !== undefined && isSafeTarget(href)) {
        attributes.href = href;
        if (isOtherOrigin(href)) attributes.rel = "noopener noreferrer";
      }
      if (title !== undefined) attributes.title = title;
      return { tagName, attribs: attributes };
    },
    img: (tagName, attribs) => {
      const { src, alt, title, width, height } = attribs;
      // Images over https only: a relative one would point into the built site, where it is not.
      const source = src !== undefined && /^https:\/\//i.test(src.trim()) && isSafeTarget(src) ? src : undefined;
      const keep = Object.entries({ src: source, alt, title, width, height }).filter((entry): entry is [string, string] => entry[1] !== undefined);
      return { tagName, attribs: { ...Object.fromEntries(keep), loading: "lazy", referrerpolicy: "no-referrer" } };
    },
    // Every code block scrolls inside itself and is focusable, so a keyboard can scroll it too.
    pre: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
  },
};

// A start tag whose attributes run together (`<a href="x"target="_blank">`) is not HTML to
// CommonMark, which would print it as text; browsers, and every other renderer of these documents,
// read it as its author meant. The missing space is put back before parsing.
const startTag = /<[A-Za-z][A-Za-z0-9-]*\s[^<>]*>/g;
const joinedAttribute = /(=\s*(?:"[^"]*"|'[^']*'))(?=[A-Za-z_:])/g;

/**
 * Separates attributes that run together in the text's start tags.
 * @example spaceAttributes('<a href="/x"target="_blank">') // '<a href="/x" target="_blank">'
 */
export function spaceAttributes(text: string): string {
  return text.includes("<") ? text.replace(startTag, (tag) => tag.replace(joinedAttribute, "$1 ")) : text;
}

function createCommonmark(): MarkdownIt {
  const md = new MarkdownItConstructor({ html: true, linkify: true, typographer: false });
  configureRenderer(md);
  md.use(githubAlerts, { markers: alertKinds.map((kind) => kind.toUpperCase()), icons: Object.fromEntries(alertKinds.map((kind) => [kind, ""])), classPrefix: "rk-alert" });
  md.core.ruler.push("rk_placeholders", placeholdersAsText);
  return md;
}

let shared: MarkdownIt | undefined;

function commonmark(): MarkdownIt {
  return (shared ??= createCommonmark());
}

/**
 * Renderings by source text. Large descriptions repeat the same texts thousands of times (a
 * schema's field descriptions under every operation that uses it), and both renderings are pure.
 * Bounded: a full map starts over.
 */
class Remembered {
  readonly #made = new Map<string, Html>();
  constructor(readonly make: (text: string) => Html) {}
  get(text: string): Html {
    let html = this.#made.get(text);
    if (html === undefined) {
      if (this.#made.size >= rememberedTexts) this.#made.clear();
      html = this.make(text);
      this.#made.set(text, html);
    }
    return html;
  }
}

/** How many renderings of each kind are kept. */
const rememberedTexts = 20_000;

/**
 * One line of words in which CommonMark sees nothing: letters, digits, spaces and `,.;:'"?%/()=+!-`,
 * starting with a letter or a digit (not a list's number), ending in no space, and holding no link
 * that linkify would make. Most descriptions are such a sentence; they render as themselves, with
 * nothing to escape (no `&`, `<` or `>`) and nothing for the sanitizer to take out.
 */
const sentence = /^[\p{L}\p{N}][\p{L}\p{N} ,.;:'"?%/()=+!-]*$/u;
const listNumber = /^\p{N}+[.)]/u;

function isPlainSentence(text: string): boolean {
  return sentence.test(text) && !text.endsWith(" ") && !listNumber.test(text) && !commonmark().linkify.test(text);
}

/** Block CommonMark rendered by markdown-it and sanitized, the whole way (what the plain-sentence path must equal). */
export function renderedBlock(text: string): Html {
  return raw(copyableCode(sanitizeHtml(commonmark().render(spaceAttributes(text)), allowlist)));
}

/** Inline CommonMark rendered by markdown-it and sanitized, the whole way. */
export function renderedInline(text: string): Html {
  return raw(sanitizeHtml(commonmark().renderInline(spaceAttributes(text)), allowlist));
}

const blocks = new Remembered((text) => (isPlainSentence(text) ? raw(`<p>${text}</p>\n`) : renderedBlock(text)));
const inlines = new Remembered((text) => (isPlainSentence(text) ? raw(text) : renderedInline(text)));

/**
 * Block CommonMark with its HTML sanitized through the allowlist.
 * @example commonmarkBlock("<p>The <code>Accept</code> operation</p>\n\n# Notes") // headings start at h3
 */
export function commonmarkBlock(text: string): Html {
  return blocks.get(text);
}

/**
 * Inline CommonMark (a table cell), with its HTML sanitized through the allowlist.
 * @example commonmarkInline("The <b>id</b> of https://example.com")
 */
export function commonmarkInline(text: string): Html {
  return inlines.get(text);
}
