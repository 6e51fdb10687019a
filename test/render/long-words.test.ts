/** Long words in table cells are marked so they may break; tags, attributes and short words are left alone. */
import { describe, expect, it } from "vitest";
import { raw } from "../../src/html.ts";
import { breakLongWords, longWord } from "../../src/text/long-words.ts";
import { FieldTable, render } from "../../src/index.ts";

const marked = (text: string) => String(breakLongWords(raw(text)));

describe("breakLongWords", () => {
  it("marks a word from longWord characters on, and no shorter one", () => {
    const long = "x".repeat(longWord);
    expect(marked(`a ${long} b`)).toBe(`a <span class="rk-long">${long}</span> b`);
    expect(marked(`a ${"x".repeat(longWord - 1)} b`)).toBe(`a ${"x".repeat(longWord - 1)} b`);
  });

  it("never touches a tag or an attribute, however long", () => {
    const url = `https://example.com/${"a/".repeat(30)}`;
    expect(marked(`<a href="${url}" title="${url}">link</a>`)).toBe(`<a href="${url}" title="${url}">link</a>`);
    expect(marked(`<code>${url}</code>`)).toBe(`<code><span class="rk-long">${url}</span></code>`);
  });

  it("counts an entity as one character and keeps it whole", () => {
    const short = "&amp;".repeat(longWord - 1);
    expect(marked(short)).toBe(short);
    expect(marked(`${short}&lt;`)).toBe(`<span class="rk-long">${short}&lt;</span>`);
  });

  it("leaves a fragment without long words as the same object", () => {
    const fragment = raw("<p>Short words only.</p>");
    expect(breakLongWords(fragment)).toBe(fragment);
  });

  it("applies to every cell of a rendered table, text content unchanged", async () => {
    const token = `tok_${"z".repeat(60)}`;
    const html = await render(FieldTable([{ name: "id", type: "string", description: token }]));
    expect(html).toContain(`<span class="rk-long">${token}</span>`);
    expect(html).toContain('<td><a class="rk-row-link" href="#row-id"><code class="rk-field-name">id</code></a>');
  });
});
