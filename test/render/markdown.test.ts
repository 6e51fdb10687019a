import { describe, expect, it } from "vitest";
import { isHtml } from "../../src/html.ts";
import { blockMarkdown, inlineMarkdown } from "../../src/text/markdown.ts";
import { browserScheme, hrefs, percentDecode, tags } from "./support.ts";

const safeSchemes = ["http", "https", "mailto"];
const modes = [
  { mode: "inline", render: inlineMarkdown },
  { mode: "block", render: blockMarkdown },
] as const;

describe("Markdown renders emphasis, code and links", () => {
  it.each([
    { input: "**b**", out: "<strong>b</strong>" },
    { input: "*i* and _j_", out: "<em>i</em> and <em>j</em>" },
    { input: "`code`", out: "<code>code</code>" },
    { input: "`<b>` & ``a`b``", out: "<code>&lt;b&gt;</code> &amp; <code>a`b</code>" },
    { input: "**`id`**", out: "<strong><code>id</code></strong>" },
    { input: "[docs](/docs)", out: '<a href="/docs">docs</a>' },
    { input: "[x](https://example.com)", out: '<a href="https://example.com" rel="noopener noreferrer">x</a>' },
    { input: '[x](/a "The title")', out: '<a href="/a" title="The title">x</a>' },
    { input: "a \"quote\" and 'apostrophe'", out: "a &quot;quote&quot; and 'apostrophe'" },
    { input: "no -- typographer...", out: "no -- typographer..." },
    { input: "https://example.com is not linkified", out: "https://example.com is not linkified" },
  ])("inline: $input", ({ input, out }) => {
    const rendered = inlineMarkdown(input);
    expect(isHtml(rendered)).toBe(true);
    expect(rendered.value).toBe(out);
  });

  it.each([
    { input: "One **b**.\n\nTwo.", out: "<p>One <strong>b</strong>.</p>\n<p>Two.</p>\n" },
    { input: "- one\n- two", out: "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n" },
    { input: "```sh\necho <hi>\n```", out: '<div class="rk-code-wrap"><button type="button" class="rk-copy" aria-label="Copy code">Copy</button><pre tabindex="0"><code class="language-sh">echo &lt;hi&gt;\n</code></pre></div>\n' },
    { input: "See [the guide][g].\n\n[g]: /guide", out: '<p>See <a href="/guide">the guide</a>.</p>\n' },
  ])("block: $input", ({ input, out }) => {
    expect(blockMarkdown(input).value).toBe(out);
  });
});

describe("raw HTML is escaped, never passed through", () => {
  const attacks = [
    "<img src=x onerror=alert(1)>",
    "<script>alert(1)</script>",
    "<b onclick=alert(1)>bold</b>",
    "<a href=javascript:alert(1)>x</a>",
    '<iframe src="https://evil.example"></iframe>',
    "<div>\n<script>alert(1)</script>\n</div>",
    "<!-- comment --><style>body{}</style>",
    "<svg/onload=alert(1)>",
    "text <img src=x onerror=alert(1)> text",
  ];
  const allowedTags = new Set(["p", "a", "strong", "em", "code", "pre", "ul", "ol", "li", "blockquote", "br", "hr", "s"]);

  it.each(modes.flatMap(({ mode, render }) => attacks.map((input) => ({ mode, render, input }))))(
    "$mode: $input",
    ({ render, input }) => {
      const out = render(input).value;
      expect(out).toContain("&lt;");
      for (const tag of tags(out)) {
        const name = /^<\/?([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase();
        expect(allowedTags, tag).toContain(name);
        expect(tag).not.toMatch(/\son[a-z]+\s*=|\ssrc\s*=|\sstyle\s*=/i);
      }
    },
  );
});

describe("images are disabled", () => {
  it.each(modes)("$mode: an image becomes a checked link, not an <img>", ({ render }) => {
    const out = render("![alt](https://example.com/x.png)").value;
    expect(out).not.toMatch(/<img/i);
    expect(out).toContain('!<a href="https://example.com/x.png" rel="noopener noreferrer">alt</a>');
  });

  it.each(modes)("$mode: an image with an unsafe source gives no link at all", ({ render }) => {
    expect(render("![alt](javascript:alert(1))").value).not.toMatch(/<img|<a\s/i);
  });
});

describe("table alignment uses classes, not style attributes", () => {
  it("turns markdown-it's text-align styles into rk-align-* classes", () => {
    const out = blockMarkdown("| a | b | c | d |\n|:-|:-:|-:|-|\n| 1 | 2 | 3 | 4 |").value;
    expect(out).not.toMatch(/style=/);
    expect(out).toContain('<th class="rk-align-left">a</th>\n<th class="rk-align-center">b</th>\n<th class="rk-align-right">c</th>\n<th>d</th>');
    expect(out).toContain('<td class="rk-align-left">1</td>\n<td class="rk-align-center">2</td>\n<td class="rk-align-right">3</td>\n<td>4</td>');
  });
});

// Link destinations an attacker might try. Each is checked in both modes as `[x](…)`, unless it
// is a whole document of its own (`doc`).
const maliciousTargets: readonly string[] = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "JAVASCRIPT:alert(1)",
  "<java\tscript:alert(1)>",
  "<\tjavascript:alert(1)>",
  "<\u0001javascript:alert(1)>",
  "<javascript :alert(1)>",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "&#X6a;avascript:alert(1)",
  "&#0000106;avascript:alert(1)",
  "&#106avascript:alert(1)",
  "java&#x09;script:alert(1)",
  "java&#10;script:alert(1)",
  "&#x20;javascript:alert(1)",
  "&#x01;javascript:alert(1)",
  "javascript&colon;alert(1)",
  "javascript&#58;alert(1)",
  "javascript&#x3a;alert(1)",
  "%6Aavascript:alert(1)",
  "javascript%3Aalert(1)",
  "%20javascript:alert(1)",
  "java%09script:alert(1)",
  "%26%23106%3Bavascript:alert(1)",
  "\u200Bjavascript:alert(1)",
  "\u00ADjavascript:alert(1)",
  "javascript://example.com/%0Aalert(1)",
  "javascript:alert(1)#https://example.com",
  'javascript:alert(1) "title"',
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DATA:text/html,<b>x",
  "data:image/png;base64,iVBORw0KGgo=",
  "data:image/svg+xml,<svg/onload=alert(1)>",
  "file:///etc/passwd",
  "ftp://example.com/x",
  "jar:https://example.com/x.jar!/",
  "blob:https://example.com/uuid",
  "intent://example#Intent;end",
];

const maliciousDocuments: readonly { name: string; doc: string; modes?: readonly ("inline" | "block")[] }[] = [
  { name: "reference definition", doc: "[x][1]\n\n[1]: javascript:alert(1)", modes: ["block"] },
  { name: "reference definition, entity-encoded", doc: "[x][1]\n\n[1]: &#106;avascript:alert(1)", modes: ["block"] },
  { name: "reference definition in angle brackets", doc: "[x][a]\n\n[a]: <JavaScript:alert(1)>", modes: ["block"] },
  { name: "collapsed reference", doc: "[x][]\n\n[x]: vbscript:msgbox(1)", modes: ["block"] },
  { name: "shortcut reference", doc: "[x]\n\n[x]: data:text/html,x", modes: ["block"] },
  { name: "autolink", doc: "<javascript:alert(1)>" },
  { name: "autolink, mixed case", doc: "<JaVaScRiPt:alert(1)>" },
  { name: "autolink to vbscript", doc: "<vbscript:msgbox(1)>" },
  { name: "autolink to data", doc: "<data:text/html,x>" },
  { name: "autolink with an entity", doc: "<&#106;avascript:alert(1)>" },
  { name: "link inside emphasis", doc: "**[x](javascript:alert(1))**" },
  { name: "link text that looks safe", doc: "[https://example.com](javascript:alert(1))" },
  { name: "nested brackets", doc: "[[x](javascript:alert(1))](https://example.com)" },
  { name: "destination in spaces", doc: "[x](   javascript:alert(1)   )" },
];

function expectOnlySafeHrefs(out: string): void {
  for (const href of hrefs(out)) {
    // What the browser sees, and, stricter, what it would see were the URL percent-decoded too.
    for (const reading of [href, percentDecode(href)]) {
      const scheme = browserScheme(reading);
      if (scheme !== undefined) expect(safeSchemes, href).toContain(scheme);
    }
  }
}

describe("only http, https, mailto, relative and fragment links keep their target", () => {
  const cases = [
    ...modes.flatMap(({ mode, render }) =>
      maliciousTargets.map((target) => ({ mode, name: `[x](${target})`, out: () => render(`[x](${target})`).value })),
    ),
    ...modes.flatMap(({ mode, render }) =>
      maliciousDocuments
        .filter((doc) => doc.modes === undefined || doc.modes.includes(mode))
        .map(({ name, doc }) => ({ mode, name, out: () => render(doc).value })),
    ),
  ];

  it("has at least 25 malicious spellings", () => {
    expect(maliciousTargets.length + maliciousDocuments.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)("$mode: $name", ({ out }) => {
    expectOnlySafeHrefs(out());
  });

  it.each(modes)("$mode: an unsafe target renders no link at all", ({ render }) => {
    for (const target of maliciousTargets) expect(render(`[x](${target})`).value).not.toMatch(/<a\s/);
  });

  it("treats an unsafe reference definition as plain text", () => {
    expect(blockMarkdown("[x][1]\n\n[1]: javascript:alert(1)").value).toBe(
      "<p>[x][1]</p>\n<p>[1]: javascript:alert(1)</p>\n",
    );
  });

  it("treats an unsafe autolink as escaped text", () => {
    expect(inlineMarkdown("<javascript:alert(1)>").value).toBe("&lt;javascript:alert(1)&gt;");
  });
});

describe("safe links keep their href", () => {
  it.each([
    { input: "[x](https://example.com/a?b=1&c=2)", href: "https://example.com/a?b=1&c=2", external: true },
    { input: "[x](http://example.com)", href: "http://example.com", external: true },
    { input: "[x](HTTPS://EXAMPLE.COM/A)", href: "HTTPS://EXAMPLE.COM/A", external: true },
    { input: "[x](//cdn.example.com/a)", href: "//cdn.example.com/a", external: true },
    { input: "[x](https://exämple.com/ü)", href: "https://xn--exmple-cua.com/%C3%BC", external: true },
    { input: "<https://example.com/a>", href: "https://example.com/a", external: true },
    { input: "[x](mailto:api@example.com)", href: "mailto:api@example.com", external: false },
    { input: "<api@example.com>", href: "mailto:api@example.com", external: false },
    { input: "[x](/v1/customers)", href: "/v1/customers", external: false },
    { input: "[x](../guide.html#auth)", href: "../guide.html#auth", external: false },
    { input: "[x](customers)", href: "customers", external: false },
    { input: "[x](#errors)", href: "#errors", external: false },
    { input: "[x](?page=2)", href: "?page=2", external: false },
    { input: "[x](/search?q=a:b)", href: "/search?q=a:b", external: false },
    { input: "[x](</a b>)", href: "/a%20b", external: false },
  ])("$input", ({ input, href, external }) => {
    for (const { render } of modes) {
      const out = render(input).value;
      expect(hrefs(out)).toEqual([href]);
      expect(out.includes(' rel="noopener noreferrer"')).toBe(external);
    }
  });

  it("keeps a safe reference-style link in block mode", () => {
    expect(hrefs(blockMarkdown("[x][1]\n\n[1]: https://example.com/ref").value)).toEqual(["https://example.com/ref"]);
  });
});
