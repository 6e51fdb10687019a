import { describe, expect, it } from "vitest";
import { commonmarkBlock, commonmarkInline, renderedBlock, renderedInline, spaceAttributes } from "../../src/text/commonmark.ts";
import { plainText } from "../../src/text/plain-text.ts";

const block = (text: string) => commonmarkBlock(text).value;
const inline = (text: string) => commonmarkInline(text).value;

describe("CommonMark from a document renders its HTML through an allowlist", () => {
  it.each([
    ["HTML paragraphs and code", "<p> The <code>AcceptQualificationRequest</code> operation</p>", "<p> The <code>AcceptQualificationRequest</code> operation</p>"],
    ["Markdown and HTML mixed", "**Bold** and <i>italic</i>", "<p><strong>Bold</strong> and <i>italic</i></p>\n"],
    ["an HTML table", "<table><tr><th colspan=\"2\">A</th></tr><tr><td>1</td><td>2</td></tr></table>", '<table><tr><th colspan="2">A</th></tr><tr><td>1</td><td>2</td></tr></table>'],
    ["lists and definition lists", "<ul><li>a</li></ul><dl><dt>t</dt><dd>d</dd></dl>", "<ul><li>a</li></ul><dl><dt>t</dt><dd>d</dd></dl>"],
    ["a bare URL becomes a link", "See https://example.com/docs.", '<p>See <a href="https://example.com/docs" rel="noopener noreferrer">https://example.com/docs</a>.</p>\n'],
    ["headings start below the section title", "# One\n\n## Two\n\n<h1>Three</h1>", "<h3>One</h3>\n<h4>Two</h4>\n<h3>Three</h3>"],
    ["a Markdown table keeps its alignment classes", "| a |\n|:-:|\n| 1 |", '<table>\n<thead>\n<tr>\n<th class="rk-align-center">a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td class="rk-align-center">1</td>\n</tr>\n</tbody>\n</table>\n'],
    ["a code block is focusable, with its copy button", "```\ncode\n```", '<div class="rk-code-wrap"><button type="button" class="rk-copy" aria-label="Copy code">Copy</button><pre tabindex="0"><code>code\n</code></pre></div>\n'],
    ["a protocol-relative link, as md() does", '<a href="//example.com/x">p</a>', '<p><a href="//example.com/x" rel="noopener noreferrer">p</a></p>\n'],
    ["an image over https", '<img src="https://example.com/a.png" alt="A" onerror="alert(1)">', '<img src="https://example.com/a.png" alt="A" loading="lazy" referrerpolicy="no-referrer" />'],
  ])("keeps %s", (_, text, out) => {
    expect(block(text)).toBe(out);
  });

  it.each([
    ["a script and its text", "a<script>alert(1)</script>b", "<p>ab</p>\n"],
    ["a style element and attribute", '<style>p{}</style><p style="color:red">x</p>', "<p>x</p>"],
    ["event handlers", '<p onclick="alert(1)" onmouseover=x>x</p>', "<p>x</p>"],
    ["javascript: links, however spelt", '<a href="java&#x09;script:alert(1)">x</a> <a href="JAVASCRIPT:alert(1)">y</a> [z](javascript:alert(1))', "<p><a>x</a> <a>y</a> [z](javascript:alert(1))</p>\n"],
    ["data: URLs", '<a href="data:text/html,x">d</a><a href="vbscript:x">v</a>', "<p><a>d</a><a>v</a></p>\n"],
    ["images over http, data: or a relative URL", '<img src="http://example.com/a.png"><img src="data:image/png;base64,AA"><img src="a.png" onerror=alert(1)>x', "<p>x</p>\n"],
    ["forms and their controls", '<form action="/x"><input name="a"><button>Go</button></form>', "Go"],
    ["frames and objects", '<iframe src="https://evil.test/">t</iframe><object data="x">o</object><embed src="x">', ""],
    ["foreign namespaces", "<svg><script>alert(1)</script><text>t</text></svg><math><mi>x</mi></math>", "<p></p>\n"],
    ["classes and ids that could imitate refkit's own markup", '<div class="rk-example" id="main">x</div>', "<div>x</div>"],
    ["meta, link and base", '<meta http-equiv="refresh" content="0"><link rel="stylesheet" href="x.css"><base href="https://evil.test/">', "<p></p>\n"],
  ])("drops %s", (_, text, out) => {
    expect(block(text)).toBe(out);
  });

  it("renders inline text without a paragraph, HTML sanitized", () => {
    expect(inline("The <b onclick=x>id</b> of https://example.com")).toBe('The <b>id</b> of <a href="https://example.com" rel="noopener noreferrer">https://example.com</a>');
  });
});

describe("placeholders that look like tags", () => {
  it("show as text when no HTML element has their name", () => {
    expect(inline("Don't notify me more than <limit> times every <limitEvery> seconds.")).toBe("Don't notify me more than &lt;limit&gt; times every &lt;limitEvery&gt; seconds.");
    expect(inline("<accountName>-<locationName>.documents.azure.com")).toBe("&lt;accountName&gt;-&lt;locationName&gt;.documents.azure.com");
    expect(block("<placeholder>\n\nNext.")).toBe("&lt;placeholder&gt;\n<p>Next.</p>\n");
  });

  it("keep real elements HTML, and code spans as written", () => {
    expect(inline("A <b>bold</b> <limit> and `<limit>`")).toBe("A <b>bold</b> &lt;limit&gt; and <code>&lt;limit&gt;</code>");
    expect(inline("no <script>alert(1)</script> here")).toBe("no  here");
  });
});

describe("start tags whose attributes run together", () => {
  it("read as the author meant, as browsers read them", () => {
    expect(inline('Refer to <a href="/codes"target="_blank">Codes</a>.')).toBe('Refer to <a href="/codes">Codes</a>.');
    expect(spaceAttributes(`<img src='https://x.test/a.png'alt='A'title="T">`)).toBe(`<img src='https://x.test/a.png' alt='A' title="T">`);
  });

  it("leave attribute values, text and well-formed tags alone", () => {
    for (const text of ['<a href="/x?a=b&c=d" title="k=v">x</a>', "a=b and x<y", '<p class="a" id="b">', "no tags", '"q"=x']) expect(spaceAttributes(text)).toBe(text);
  });

  it("cannot smuggle an attribute past the sanitizer", () => {
    expect(inline('<a href="/x"onclick="alert(1)">x</a>')).toBe('<a href="/x">x</a>');
  });
});

describe("plainText gives the words of a title", () => {
  it.each([
    ["<fullname>Amazon Mechanical Turk</fullname>", "Amazon Mechanical Turk"],
    ["Pets &amp; <b>owners</b>", "Pets & owners"],
    ["a < b", "a < b"],
    ["Plain title", "Plain title"],
    ["x<script>alert(1)</script>y", "xy"],
  ])("%s → %s", (text, out) => {
    expect(plainText(text)).toBe(out);
  });
});

describe("renderings are remembered by text", () => {
  it("gives the same text the same HTML, rendered once, and other texts their own", () => {
    const text = "The <b>id</b> of the `user`, see https://example.com <script>x</script>";
    expect(commonmarkInline(text)).toBe(commonmarkInline(text));
    expect(commonmarkBlock(text)).toBe(commonmarkBlock(text));
    expect(inline(text)).toBe('The <b>id</b> of the <code>user</code>, see <a href="https://example.com" rel="noopener noreferrer">https://example.com</a> ');
    expect(commonmarkInline(`${text}!`).value).not.toBe(commonmarkInline(text).value);
  });
});

describe("GitHub's alerts", () => {
  it("become alert boxes titled by their kind, the rest of the quote their text", () => {
    expect(commonmarkBlock("> [!NOTE]\n> This endpoint is in **public preview**.").value).toBe(
      '<div class="rk-alert rk-alert-note"><p class="rk-alert-title">Note</p><p>This endpoint is in <strong>public preview</strong>.</p>\n</div>\n',
    );
    for (const [marker, kind] of [["TIP", "tip"], ["important", "important"], ["WARNING", "warning"], ["CAUTION", "caution"]]) {
      expect(commonmarkBlock(`> [!${marker}]\n> Text.`).value).toContain(`<div class="rk-alert rk-alert-${kind}"><p class="rk-alert-title">`);
    }
  });

  it("leave a plain quote and an unknown marker a quote, and give an author's own markup no class but theirs", () => {
    expect(commonmarkBlock("> plain").value).toBe("<blockquote>\n<p>plain</p>\n</blockquote>\n");
    expect(commonmarkBlock("> [!DANGER]\n> Text.").value).toContain("<blockquote>");
    expect(commonmarkBlock('<div class="rk-alert-note rk-layout" onclick="x()">hi</div>').value).toBe('<div class="rk-alert-note">hi</div>');
    expect(commonmarkBlock('<p class="rk-sidebar">x</p>').value).toBe("<p>x</p>");
  });
});

describe("a plain sentence takes the short way, to the same HTML", () => {
  /** A small deterministic generator, so that a failure names a text that fails again. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
  }
  // The sentence's alphabet, and what would make a text something else: Markdown, HTML, entities, links.
  const alphabet = [..."aZé名5 ,.;:'\"?%/()=+!-", "1.", "2)", "  ", "\n", "*", "_", "`", "<b>", "&amp;", "#", "[x](y)", "https://a.io", "example.com", "a@b.io", "www.x.org", "~~", "|", "\\", ">", "\t", "\u00a0", "\u0301"];

  const sentences = [..."aZé名5 ,.;:'\"?%/()=+!-", "word", "Word", "1.", "2)", "example.com", "www.x"];

  it.each([
    ["the sentence's alphabet", sentences, 7],
    ["it and what would make a text something else", alphabet, 29],
  ])("renders texts of %s as markdown-it and the sanitizer do", (_, letters, seed) => {
    const next = random(seed);
    for (let n = 0; n < 3_000; n++) {
      const length = 1 + Math.floor(next() * 12);
      const text = Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join("");
      expect(block(text), JSON.stringify(text)).toBe(renderedBlock(text).value);
      expect(inline(text), JSON.stringify(text)).toBe(renderedInline(text).value);
    }
  });

  it.each([
    'The account owner of the repository. The name is not case sensitive.',
    'He said "it\'s 5% off" (a/b) = c + d - e!',
    "3 items: one, two; three?",
    "1. Not a list here",
    "See docs.github.com for more",
    "Ünïcödé 名前 ok",
  ])("%s", (text) => {
    expect(block(text)).toBe(renderedBlock(text).value);
    expect(inline(text)).toBe(renderedInline(text).value);
  });
});
