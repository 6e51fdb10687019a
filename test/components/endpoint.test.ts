import { describe, expect, it } from "vitest";
import { thrown } from "../support/errors.ts";
import { Endpoint, badgeClasses, render } from "../../src/index.ts";
import { all, dom, one } from "../support/dom.ts";

describe("Endpoint badge colour per verb", () => {
  it.each([
    ["GET", "rk-badge rk-badge-success"],
    ["POST", "rk-badge rk-badge-primary"],
    ["PUT", "rk-badge rk-badge-warning"],
    ["PATCH", "rk-badge rk-badge-warning"],
    ["DELETE", "rk-badge rk-badge-error"],
    ["OPTIONS", "rk-badge rk-badge-neutral"],
    ["PROPFIND", "rk-badge rk-badge-neutral"],
  ])("%s → %s", async (verb, classes) => {
    const badge = one(dom(await render(Endpoint(verb, "/x"))), "span");
    expect(badge.getAttribute("class")).toBe(classes);
    expect(badge.textContent).toBe(verb);
  });

  it("accepts the verb in any case and shows it upper-case", async () => {
    for (const verb of ["get", "Get", "gEt"]) {
      expect(await render(Endpoint(verb, "/x"))).toContain('<span class="rk-badge rk-badge-success">GET</span>');
    }
  });

  it("renders an unknown verb with the neutral badge and does not throw", async () => {
    expect(() => Endpoint("brew", "/coffee")).not.toThrow();
    expect(await render(Endpoint("brew", "/coffee"))).toContain('<span class="rk-badge rk-badge-neutral">BREW</span>');
  });

  it("keeps the verb-to-badge map frozen, of literal class strings", () => {
    expect(Object.isFrozen(badgeClasses)).toBe(true);
    expect(Object.values(badgeClasses).every((c) => /^rk-badge rk-badge-(success|primary|warning|error)$/.test(c))).toBe(true);
  });

  it("does not look verbs up on the prototype chain", async () => {
    expect(await render(Endpoint("constructor", "/x"))).toContain("rk-badge-neutral");
    expect(await render(Endpoint("__proto__", "/x"))).toContain("rk-badge-neutral");
  });
});

describe("Endpoint path", () => {
  it("is HTML-escaped in a monospace code element", async () => {
    const out = await render(Endpoint("get", `/v1/<script>alert("x")</script>&'`));
    expect(out).not.toContain("<script>");
    const code = one(dom(out), "code.rk-path");
    expect(code.textContent).toBe(`/v1/<script>alert("x")</script>&'`);
  });

  it("marks path parameters while keeping the text exactly the path", async () => {
    const code = one(dom(await render(Endpoint("patch", "/v1/customers/:id/notes/{note_id}"))), "code.rk-path");
    expect(code.textContent).toBe("/v1/customers/:id/notes/{note_id}");
    expect(all(code, ".rk-path-param").map((p) => p.textContent)).toEqual([":id", "{note_id}"]);
  });
});

describe("Endpoint is inline and adds no wrapper element", () => {
  it("renders exactly a badge span followed by a code element", async () => {
    const root = dom(await render(Endpoint("delete", "/v1/customers/:id")));
    expect(root.childNodes.map((n) => (n as { rawTagName?: string }).rawTagName)).toEqual(["span", "code"]);
  });
});

describe("Endpoint rejects what is not a verb or a path", () => {
  it.each([
    [() => Endpoint(undefined as never, "/x"), 'Endpoint, key "method": expected an HTTP verb such as "get" or "POST", got nothing'],
    [() => Endpoint("", "/x"), 'Endpoint, key "method": expected an HTTP verb such as "get" or "POST", got ""'],
    [() => Endpoint("get", 5 as never), 'Endpoint, key "path": expected a path string, got 5'],
  ])("%#", (declare, message) => {
    expect(thrown(declare).message).toBe(message);
  });
});
