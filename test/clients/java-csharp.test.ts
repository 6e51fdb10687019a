/**
 * The Java and C# clients' quoting and refusals: what a fixture cannot show (no fixture carries a
 * 64 KiB body), or shows only in part.
 */
import { describe, expect, it } from "vitest";
import { csharp, quoteCSharp, quoteVerbatim } from "../../src/clients/csharp/client.ts";
import { java, jsonTextBlock, quoteJava } from "../../src/clients/java/client.ts";
import { ClientRefusal, buildRequest } from "../../src/index.ts";

describe("Java literals", () => {
  it.each([
    ['say "hi"', '"say \\"hi\\""'],
    ["\\u0022 stays text", '"\\\\u0022 stays text"'],
    ["line\nbreak\r", '"line\\nbreak\\r"'],
    ["Grüße 🙂", '"Gr\\u00FC\\u00DFe \\uD83D\\uDE42"'],
    ["sep\u2028 bidi\u202e", '"sep\\u2028 bidi\\u202E"'],
  ])("quoteJava(%j) is %s", (text, quoted) => {
    expect(quoteJava(text)).toBe(quoted);
  });

  it("writes JSON as a text block with its backslashes doubled and the file ASCII", () => {
    expect(jsonTextBlock('{\n  "a": "\\n ü"\n}')).toBe('"""\n            {\n              "a": "\\\\n \\u00FC"\n            }\n            """');
  });

  it("refuses a body javac could not compile as one string constant: 65,535 characters, or more than 65,535 bytes", () => {
    const rule = (body: string) => {
      try {
        java.template(buildRequest({ method: "post", path: "/v1/notes", body }));
      } catch (error) {
        if (error instanceof ClientRefusal) return error.rule;
        throw error;
      }
      return "none";
    };
    expect(rule("x".repeat(0xfffe))).toBe("none");
    expect(rule("x".repeat(0xffff))).toBe("constant-size");
    // "é" takes two bytes: 65,535 in all, and one more is too many.
    expect(rule(`${"é".repeat(0x7fff)}x`)).toBe("none");
    expect(rule("é".repeat(0x8000))).toBe("constant-size");
  });
});

describe("C# literals", () => {
  it.each([
    ['say "{hi}"', '"say \\"{hi}\\""'],
    ["nel\u0085 sep\u2028", '"nel\\u0085 sep\\u2028"'],
    ["Grüße 🙂", '"Grüße 🙂"'],
  ])("quoteCSharp(%j) is %s", (text, quoted) => {
    expect(quoteCSharp(text)).toBe(quoted);
  });

  it("writes a verbatim string with its quotes doubled and nothing else changed", () => {
    expect(quoteVerbatim('{\n  "a": "\\n"\n}')).toBe('@"{\n  ""a"": ""\\n""\n}"');
  });

  it("refuses a URL with a bidirectional control that System.Uri would remove, and names the part", () => {
    const part = (options: { path: string; query?: Record<string, string> }) => {
      try {
        csharp.template(buildRequest({ method: "get", ...options }));
      } catch (error) {
        if (error instanceof ClientRefusal && error.rule === "uri-bidi-controls") return error.key;
        throw error;
      }
      return "none";
    };
    expect(part({ path: "/v1/a\u202eb" })).toBe("path");
    expect(part({ path: "/v1/notes", query: { q: "\u200f" } })).toBe("query");
    expect(part({ path: "/v1/notes", query: { q: "\u2066 isolates stay \u2069" } })).toBe("none");
  });

  it("puts content headers on the content, whatever their case, and the others on the request", () => {
    const code = csharp.template(buildRequest({ method: "get", path: "/v1/files", headers: { "content-language": "de", Accept: "text/csv" } }));
    expect(code).toContain('request.Content.Headers.TryAddWithoutValidation("content-language", "de");');
    expect(code).toContain('request.Headers.TryAddWithoutValidation("Accept", "text/csv");');
  });
});
