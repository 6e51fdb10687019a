/** Highlighting by construction: the writer's text and spans come from the same calls. */
import { describe, expect, it } from "vitest";
import { buildRequest, clients, type ApiClient } from "../../src/index.ts";
import { renderSnippet } from "../../src/snippets.ts";
import { CodeWriter } from "../../src/text/code-writer.ts";
import { jsonCode } from "../../src/text/json-writer.ts";
import type { JsonValue } from "../../src/values.ts";
import { dom } from "../support/dom.ts";

/** The text content of spans, as a browser reads it. */
const textOf = (html: string) => dom(`<pre><code>${html}</code></pre>`).querySelector("code")!.textContent;

describe("CodeWriter", () => {
  it("joins consecutive pieces of a kind into one span and escapes every piece", () => {
    const out = new CodeWriter().token("keyword", "const").plain(" x ").token("keyword", "=").token("keyword", " ").token("string-expression", '"</code><script>"');
    const written = out.done();
    expect(written.text).toBe('const x = "</code><script>"');
    expect(String(written.html)).toBe('<span class="rk-tk">const</span> x <span class="rk-tk">= </span><span class="rk-te">"&lt;/code&gt;&lt;script&gt;"</span>');
  });

  it("writes nothing for empty pieces", () => {
    expect(String(new CodeWriter().token("keyword", "").plain("").done().html)).toBe("");
  });
});

describe("jsonCode", () => {
  const values: [string, JsonValue][] = [
    ["an object with nesting", { id: "cus_1", n: 1.5, big: 1e21, ok: true, none: null, list: [1, "two", { three: [] }], empty: {} }],
    ["a bare string", "text"],
    ["an empty array", []],
    ["hostile strings", { "</code><script>alert(1)</script>": "' \" \\ \n \u2028 \u0000 \ud83d\ude00 &amp;", "__proto__x": "\u202e" }],
    ["deep arrays", [[[[[]]]], [{}], [null, false]]],
  ];

  it.each(values)("writes exactly JSON.stringify(value, null, 2) for %s", (_, value) => {
    const written = jsonCode(value);
    expect(written.text).toBe(JSON.stringify(value, null, 2));
    expect(textOf(String(written.html))).toBe(written.text);
  });

  it("colours keys, strings and literals as the highlighter's JSON classes, and leaves punctuation in the code's colour", () => {
    expect(String(jsonCode({ a: "b", c: [1, null] }).html)).toBe(
      '{\n  <span class="rk-tk">"a"</span>: <span class="rk-te">"b"</span>,\n' +
        '  <span class="rk-tk">"c"</span>: [\n    <span class="rk-tc">1</span>,\n    <span class="rk-tc">null</span>\n  ]\n}',
    );
  });
});

describe("a written client carries its writer", () => {
  const request = { method: "get", path: "/v1/widgets", headers: { "X-Trace": "1" } } as const;
  const go = clients.go!;
  const written = (client: ApiClient) => renderSnippet("w", client, buildRequest(request), { highlight: true });

  it("highlights as written with the client's own template, and after a copy with another label", () => {
    const own = written(go);
    const relabelled = written({ ...go, label: "Go (net/http)" });
    expect(own.code).toBe(go.template(buildRequest(request)));
    for (const snippet of [own, relabelled]) {
      expect(snippet.html, snippet.label).toBeDefined();
      expect(textOf(snippet.html!.value)).toBe(own.code);
    }
    expect(relabelled.label).toBe("Go (net/http)");
  });

  it("leaves a copy with another template to that template (and the highlighter): the writer is not used for text it did not write", () => {
    const wrapped = written({ ...go, template: (req) => `// wrapped\n${go.template(req)}` });
    expect(wrapped.code.startsWith("// wrapped\n")).toBe(true);
    expect(wrapped.html).toBeUndefined();
  });

  it("keeps no registry: the writer is part of the client value", () => {
    expect(go.writer?.template).toBe(go.template);
    expect(Object.isFrozen(go.writer)).toBe(true);
  });
});
