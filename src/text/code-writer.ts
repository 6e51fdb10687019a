/**
 * Highlighting by construction: code that refkit writes itself (the shipped clients' snippets,
 * the JSON of responses) is written piece by piece with each piece's token kind, so the plain
 * text and the highlighted spans come from the same calls. No tokenizer reads it back: the
 * `<pre>`'s text content is exactly the text, by construction, and the spans use the same
 * short token classes (`rk-tk`, `rk-ts`…, see highlight.ts's `tokenClasses`) and colours as the
 * highlighter's.
 */
import { escapeText, raw, type Html } from "../html.ts";

/**
 * Code longer than this (in UTF-16 code units, 32 Ki) is shown plain, whoever colours it: its
 * spans would add half again to its bytes or more (GitHub's emoji list: 174 KB of JSON, 275 KB
 * coloured), on a page the reader has to download and lay out before it is usable, for a block
 * too long to read by its colours anyway (and Shiki would take seconds on it).
 */
export const maxHighlightLength = 32 * 1024;

/** The kinds of token a writer colours; each has its class in `opening` (the highlighter's `tokenClasses`). */
export type TokenKind = "keyword" | "string" | "string-expression" | "constant" | "comment" | "function" | "parameter";

/** The opening tag of each kind's span: class names from a frozen table, never interpolated. */
const opening: Readonly<Record<TokenKind, string>> = Object.freeze({
  keyword: '<span class="rk-tk">',
  string: '<span class="rk-ts">',
  "string-expression": '<span class="rk-te">',
  constant: '<span class="rk-tc">',
  comment: '<span class="rk-tm">',
  function: '<span class="rk-tf">',
  parameter: '<span class="rk-tp">',
});

/** Code as text and as highlighted HTML, made together. */
export interface WrittenCode {
  /** The code. */
  readonly text: string;
  /**
   * The token spans (no `<pre>`/`<code>` wrapper), whose text content is exactly `text`;
   * `undefined` for code longer than `maxHighlightLength`, which is shown plain.
   */
  readonly html: Html | undefined;
}

/**
 * Writes code and its highlighting at once. Consecutive pieces of one kind share a span.
 * @example
 * const out = new CodeWriter();
 * out.token("keyword", "import").plain(" requests\n");
 * out.done(); // { text: "import requests\n", html: <span class="rk-tk">import</span> requests\n }
 */
export class CodeWriter {
  #text = "";
  #html = "";
  #kind: TokenKind | undefined;
  #run = "";
  #highlight: boolean;

  /** `highlight: false` keeps only the text, for callers that want the code alone. */
  constructor(options: { readonly highlight?: boolean } = {}) {
    this.#highlight = options.highlight ?? true;
  }

  /** Text without a colour. */
  plain(text: string): this {
    return this.token(undefined, text);
  }

  /** Text of one token kind (`undefined`: no colour). */
  token(kind: TokenKind | undefined, text: string): this {
    if (text === "") return this;
    this.#text += text;
    if (!this.#highlight) return this;
    if (this.#text.length > maxHighlightLength) {
      // Too long to colour: stop building spans, and let go of those built.
      this.#highlight = false;
      this.#html = this.#run = "";
      return this;
    }
    if (kind !== this.#kind) {
      this.#flush();
      this.#kind = kind;
    }
    this.#run += text;
    return this;
  }

  #flush(): void {
    if (this.#run === "") return;
    // Code is element content: only `&`, `<`, `>` (and CR) need escaping, not its many quotes.
    const escaped = escapeText(this.#run);
    this.#html += this.#kind === undefined ? escaped : `${opening[this.#kind]}${escaped}</span>`;
    this.#run = "";
  }

  /** The text written so far. */
  get text(): string {
    return this.#text;
  }

  /** The code and its spans; the writer can go on writing after. */
  done(): WrittenCode {
    if (!this.#highlight) return Object.freeze({ text: this.#text, html: undefined });
    this.#flush();
    return Object.freeze({ text: this.#text, html: raw(this.#html) });
  }
}
