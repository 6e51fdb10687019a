import { describe, expect, it } from "vitest";
import { JsonResponse, render } from "../../src/index.ts";
import { thrown } from "../support/errors.ts";
import { dom, one } from "../support/dom.ts";

describe("JsonResponse pretty-prints the value", () => {
  it.each([
    { id: "cus_123", object: "customer", created: 1680893993, metadata: {}, tags: [], deleted: false, name: null },
    { html: "<script>alert('x')</script>", quotes: `"'\``, unicode: "日本 🚀 \u2028 \u202e", nested: { deep: [{ a: [1.5, -0, 1e308, 5e-324] }] } },
    [1, "two", { three: 3 }],
    "just a string",
    42,
  ])("shows exactly JSON.stringify(value, null, 2): %#", async (value) => {
    const pre = one(dom(await render(JsonResponse(value))), "pre");
    expect(pre.textContent).toBe(JSON.stringify(value, null, 2));
  });

  it("escapes every key and value", async () => {
    const out = await render(JsonResponse({ "<img src=x onerror=alert(1)>": "</pre><script>alert(1)</script>" }));
    expect(out).not.toMatch(/<img|<script/);
  });

  it("is titled Response by default, and takes a title", async () => {
    expect(one(dom(await render(JsonResponse({}))), ".rk-code-title").textContent).toBe("Response");
    expect(one(dom(await render(JsonResponse({}, { title: "Event payload" }))), ".rk-code-title").textContent).toBe("Event payload");
  });

  it("highlights as JSON with classes only", async () => {
    const out = await render(JsonResponse({ a: 1 }));
    expect(out).toContain('data-rk-lexer="json"');
    expect(out).toMatch(/class="rk-t[a-z]"/);
    expect(out).not.toContain("style=");
  });
});

describe("JsonResponse rejects values that are not JSON, when declared", () => {
  const cyclic: unknown[] = [];
  cyclic.push(cyclic);
  it.each([
    [undefined, 'JsonResponse, key "value": expected a JSON value, got nothing'],
    [{ f: () => 1 }, 'JsonResponse, key "value.f": expected a JSON value, got a function'],
    [cyclic, 'JsonResponse, key "value[0]": expected a JSON value, got a circular reference'],
    [{ n: 1n }, 'JsonResponse, key "value.n": expected a JSON value, got a BigInt (1n)'],
    [{ x: Infinity }, 'JsonResponse, key "value.x": expected a JSON value, got Infinity (JSON has no NaN or Infinity)'],
    [new Map(), 'JsonResponse, key "value": expected a JSON value (plain object, array, string, number, boolean or null), got an instance of Map'],
  ])("%#", (value, message) => {
    expect(thrown(() => JsonResponse(value)).message).toBe(message);
  });
});
