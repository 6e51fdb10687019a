import { describe, expect, it } from "vitest";
import { escapeText, isHtml } from "../../src/html.ts";
import { isKnownLanguage, loadHighlighter, tokenClasses } from "../../src/text/highlight.ts";
import { tags, textContent } from "./support.ts";

// Written out, not read from the module: the classes are part of the rendered-HTML contract.
const allowedClasses = [
  "rk-tk",
  "rk-ts",
  "rk-te",
  "rk-tc",
  "rk-tm",
  "rk-tf",
  "rk-tp",
  "rk-tu",
  "rk-tl",
  "rk-ti",
  "rk-td",
  "rk-tg",
];

const langs = ["shellscript", "json", "javascript", "ruby", "python"] as const;

const samples: Readonly<Record<(typeof langs)[number], string>> = {
  shellscript: `curl -X POST 'https://api.example.com/v1/customers?x=1&y=2' \\\n  -H "Authorization: Bearer $TOKEN" # send it\n`,
  json: `{\n  "id": "cus_<script>",\n  "count": 2,\n  "ok": true,\n  "none": null\n}`,
  javascript: `const res = await fetch(\`https://x/\${id}\`, { method: "POST" }); // "<b>"\nfunction f(a, b) { return a < b && b > a; }\n`,
  ruby: `require "net/http"\nuri = URI("https://x/#{id}")\ndef f(a) = puts(:sym, 'it\\'s', 1.5)\n`,
  python: `import requests\n\ndef f(a, b=1):\n    """Doc & 'quotes'."""\n    return requests.post(f"https://x/{a}", json={"k": None})\n`,
};

const trickyInputs: readonly { name: string; code: string }[] = [
  { name: "empty string", code: "" },
  { name: "a script tag", code: "<script>alert(1)</script>" },
  { name: "an entity that must stay literal", code: "a &amp; b &lt; c &#39; &#x3C;" },
  { name: "double, single and back quotes", code: `"double" 'single' \`back\` x="y"` },
  { name: "unicode", code: "héllo — 漢字 🚀 \u2028 \u00a0 e\u0301" },
  { name: "a lone surrogate", code: 'x = "\ud800"' },
  { name: "a trailing newline", code: "echo hi\n" },
  { name: "only newlines", code: "\n\n\n" },
  { name: "CRLF line ends", code: "a = 1\r\nb = 2\r\n" },
  { name: "a lone CR", code: "a\rb" },
  { name: "tabs and trailing spaces", code: "\tkey:\t1   \n  " },
  { name: "a control character", code: "a\u0000b\u001bc" },
  { name: "markup lookalikes", code: "</span><span style=\"color:red\">x</span>" },
];

describe("highlighted text content is exactly the code", async () => {
  const highlighter = await loadHighlighter(langs);
  const cases = [...langs, "no-such-language"].flatMap((lang) =>
    [...trickyInputs, ...langs.map((l) => ({ name: `the ${l} sample`, code: samples[l] }))].map((input) => ({
      lang,
      ...input,
    })),
  );

  it.each(cases)("$lang: $name", ({ lang, code }) => {
    const out = highlighter.highlight(code, lang);
    expect(isHtml(out)).toBe(true);
    expect(textContent(out.value)).toBe(code);
  });
});

describe("highlighted output carries classes, never styles", async () => {
  const highlighter = await loadHighlighter(langs);

  it.each(langs)("%s: no style attribute on any tag", (lang) => {
    for (const code of [samples[lang], ...trickyInputs.map((input) => input.code)]) {
      for (const tag of tags(highlighter.highlight(code, lang).value)) expect(tag).not.toMatch(/style/i);
    }
  });

  it.each(langs)("%s: only <span> tags with a class from the table", (lang) => {
    for (const tag of tags(highlighter.highlight(samples[lang], lang).value)) {
      const open = /^<span class="([^"]*)">$/.exec(tag);
      if (tag === "</span>") continue;
      expect(open, tag).not.toBeNull();
      expect(allowedClasses).toContain(open![1]);
    }
  });

  it.each(langs)("%s: really colours the sample", (lang) => {
    expect(highlighter.highlight(samples[lang], lang).value).toMatch(/<span class="rk-t[a-z]">/);
  });

  it.each([
    {
      lang: "json",
      code: `{"a": 1}`,
      out: '{<span class="rk-tk">"a"</span><span class="rk-tu">: </span><span class="rk-tc">1</span>}',
    },
    {
      lang: "javascript",
      code: "const x = 1",
      out: '<span class="rk-tk">const </span><span class="rk-tc">x </span><span class="rk-tk">= </span><span class="rk-tc">1</span>',
    },
    {
      lang: "python",
      code: "# note\nx = 1",
      out: '<span class="rk-tm"># note\n</span>x <span class="rk-tk">= </span><span class="rk-tc">1</span>',
    },
  ])("$lang: $code gives exactly the expected spans", ({ lang, code, out }) => {
    expect(highlighter.highlight(code, lang).value).toBe(out);
  });

  it("merges neighbouring tokens of one class into one span", () => {
    for (const lang of langs) {
      const out = highlighter.highlight(samples[lang], lang).value;
      const twin = /<span class="([^"]*)">[^<]*<\/span><span class="\1">/.exec(out);
      expect(twin, `${lang}: ${twin?.[0]}`).toBeNull();
    }
  });

  it("lets whitespace join the run around it", () => {
    // Three flags of one class separated by blanks: one span, not three.
    const out = highlighter.highlight("curl -s -S -L", "shellscript").value;
    expect(out).toBe('<span class="rk-tf">curl </span><span class="rk-ts">-s -S -L</span>');
  });

  it("keeps the class table frozen and limited to the documented classes", () => {
    expect(Object.isFrozen(tokenClasses)).toBe(true);
    expect(Object.values(tokenClasses).sort()).toEqual([...allowedClasses].sort());
  });
});

describe("an unknown or unloaded language gives escaped plain text", async () => {
  const highlighter = await loadHighlighter(["json"]);

  it.each(["klingon", "", "text", "constructor", "__proto__", "toString", "../json"])("%j", (lang) => {
    const code = `<b class="x">'&'</b>\n`;
    expect(() => highlighter.highlight(code, lang)).not.toThrow();
    expect(highlighter.highlight(code, lang).value).toBe(escapeText(code));
  });

  it("ignores unknown languages when loading, without throwing", async () => {
    await expect(loadHighlighter(["klingon", "constructor", "", "json"])).resolves.toBe(highlighter);
    expect(highlighter.isLoaded("klingon")).toBe(false);
  });
});

describe("isKnownLanguage knows Shiki's bundled languages and their aliases", () => {
  it.each([
    { lang: "shellscript", known: true },
    { lang: "shell", known: true },
    { lang: "sh", known: true },
    { lang: "bash", known: true },
    { lang: "zsh", known: true },
    { lang: "javascript", known: true },
    { lang: "js", known: true },
    { lang: "ruby", known: true },
    { lang: "rb", known: true },
    { lang: "python", known: true },
    { lang: "py", known: true },
    { lang: "json", known: true },
    { lang: "JSON", known: true },
    { lang: "c++", known: true },
    { lang: "klingon", known: false },
    { lang: "", known: false },
    { lang: "constructor", known: false },
    { lang: "__proto__", known: false },
    { lang: "hasOwnProperty", known: false },
  ])("$lang → $known", ({ lang, known }) => {
    expect(isKnownLanguage(lang)).toBe(known);
  });
});

describe("aliases load and highlight like the language they name", () => {
  it("loading `sh` makes shellscript and all its aliases usable", async () => {
    const highlighter = await loadHighlighter(["sh"]);
    const code = samples.shellscript;
    const expected = highlighter.highlight(code, "shellscript").value;
    expect(expected).toMatch(/rk-t[a-z]"/);
    for (const alias of ["shell", "sh", "bash", "zsh", "Bash"]) {
      expect(highlighter.isLoaded(alias)).toBe(true);
      expect(highlighter.highlight(code, alias).value).toBe(expected);
    }
  });
});

describe("languages load on demand after the highlighter exists", () => {
  it("highlights a language only once it is loaded, on the same highlighter", async () => {
    const first = await loadHighlighter(["json"]);
    const code = 'fn main() { println!("<hi>"); }';
    expect(first.isLoaded("rust")).toBe(false);
    expect(first.highlight(code, "rust").value).toBe(escapeText(code));

    const second = await loadHighlighter(["rs"]);
    expect(second).toBe(first);
    expect(first.isLoaded("rust")).toBe(true);
    expect(first.isLoaded("rs")).toBe(true);
    const out = first.highlight(code, "rust").value;
    expect(out).toMatch(/<span class="rk-t[a-z]">/);
    expect(textContent(out)).toBe(code);
  });

  it("shares one highlighter and one load between concurrent calls", async () => {
    const results = await Promise.all([
      loadHighlighter(["go"]),
      loadHighlighter(["golang", "toml"]),
      loadHighlighter(["toml", "go", "yaml"]),
      loadHighlighter([]),
    ]);
    for (const highlighter of results) expect(highlighter).toBe(results[0]);
    for (const lang of ["go", "toml", "yaml"]) expect(results[0]!.isLoaded(lang)).toBe(true);
  });

  it("loads the languages a grammar embeds too", async () => {
    const highlighter = await loadHighlighter(["html"]);
    expect(highlighter.isLoaded("css")).toBe(true);
    const out = highlighter.highlight("<style>a { color: red }</style>", "html").value;
    expect(out).toMatch(/<span class="rk-t[a-z]">/);
    for (const tag of tags(out)) expect(tag).not.toMatch(/style/i);
    expect(textContent(out)).toBe("<style>a { color: red }</style>");
  });
});

describe("very long lines are shown plain, deterministically, with their text intact", () => {
  it("highlights a line up to the limit and shows a longer one as plain text", async () => {
    const { loadHighlighter, maxTokenizedLine } = await import("../../src/text/highlight.ts");
    const highlighter = await loadHighlighter(["javascript"]);
    const line = (length: number) => `const s = "${"x".repeat(length - 13)}";`;
    const short = highlighter.highlight(line(maxTokenizedLine - 1), "javascript").value;
    const long = highlighter.highlight(`${line(maxTokenizedLine)}\nconst n = 1;`, "javascript").value;
    expect(short).toMatch(/rk-t[a-z]"/);
    const [first, second] = long.split("\n");
    expect(first).not.toContain("<span");
    expect(second).toMatch(/rk-t[a-z]"/);
    const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    expect(text(long)).toBe(`${line(maxTokenizedLine)}\nconst n = 1;`);
  });
});
