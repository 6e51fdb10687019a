import { describe, expect, it } from "vitest";
import { quoteDoubled } from "../src/clients/literal.ts";
import { jsKey } from "../src/clients/javascript/client.ts";
import { quoteRuby } from "../src/clients/ruby/client.ts";
import { quoteShell } from "../src/index.ts";

describe("values are quoted for their language", () => {
  it.each([
    ["plain", '"plain"'],
    ['say "hi"', '"say \\"hi\\""'],
    ["back\\slash", '"back\\\\slash"'],
    ["a\nb\r\tc", '"a\\nb\\r\\tc"'],
    ["bell\u0007 esc\u001b del\u007f nel\u0085", '"bell\\u0007 esc\\u001B del\\u007F nel\\u0085"'],
    ["sep\u2028para\u2029", '"sep\\u2028para\\u2029"'],
    ["bidi \u202eevil\u202c \u2066x\u2069 \u200f", '"bidi \\u202Eevil\\u202C \\u2066x\\u2069 \\u200F"'],
    ["\ufeffbom", '"\\uFEFFbom"'],
    ["emoji 👩‍👩‍👧 🚀 and שלום", '"emoji 👩‍👩‍👧 🚀 and שלום"'],
    ["${x} `y` $z", '"${x} `y` $z"'],
  ])("quoteDoubled(%j) is %s", (text, quoted) => {
    expect(quoteDoubled(text)).toBe(quoted);
  });

  it.each([
    ["#{system('x')}", '"\\#{system(\'x\')}"'],
    ["#@ivar #@@cvar #$0", '"\\#@ivar \\#@@cvar \\#$0"'],
    ["#hashtag and # alone", '"#hashtag and # alone"'],
    ["\\#{x}", '"\\\\\\#{x}"'],
  ])("quoteRuby(%j) escapes # only where Ruby would interpolate", (text, quoted) => {
    expect(quoteRuby(text)).toBe(quoted);
  });

  it.each([
    ["plain", "'plain'"],
    ["it's", "'it'\\''s'"],
    ["$(touch x) `y` $HOME \\ \"", "'$(touch x) `y` $HOME \\ \"'"],
    ["multi\nline", "'multi\nline'"],
  ])("quoteShell(%j) is %s", (text, quoted) => {
    expect(quoteShell(text)).toBe(quoted);
  });

  it.each([
    ["email", "email"],
    ["$ok_1", "$ok_1"],
    ["with space", '"with space"'],
    ["1abc", '"1abc"'],
    ["__proto__", '["__proto__"]'],
    ["constructor", "constructor"],
  ])("jsKey(%j) is %s", (key, written) => {
    expect(jsKey(key)).toBe(written);
  });
});

describe("HTML escaping keeps every character of author text", () => {
  it("escapes the five HTML characters, and CR as a reference so it is not turned into LF", async () => {
    const { escapeHtml } = await import("../src/index.ts");
    expect(escapeHtml(`<a href="x" title='y'>&</a>\r\n`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;&#13;\n");
  });

  it("escapes code between tags without its quotes, which mean nothing there", async () => {
    const { escapeText } = await import("../src/html.ts");
    expect(escapeText(`<a href="x" title='y'>&</a>\r\n`)).toBe(`&lt;a href="x" title='y'&gt;&amp;&lt;/a&gt;&#13;\n`);
    const { dom, all, one } = await import("./support/dom.ts");
    const root = dom(`<pre>${escapeText(`"</pre><script>x</script>'&amp;`)}</pre>`);
    expect(all(root, "pre")).toHaveLength(1);
    expect(all(root, "script")).toHaveLength(0);
    expect(one(root, "pre").textContent).toBe(`"</pre><script>x</script>'&amp;`);
  });
});
