/** refkit's rules confined to the reference inside a host's page, and stronger than the host's element rules. */
import { describe, expect, it } from "vitest";
import { scopedSelector, scopedStylesheet } from "../../src/integrations/scope-css.ts";

describe("scopedStylesheet", () => {
  it("confines each selector to the wrapper, after the document's own marks", () => {
    expect(scopedSelector(".rk-table td")).toBe(".rk-embed.rk-embed .rk-table td");
    expect(scopedSelector(":root:not(.rk-js) .rk-copy")).toBe(":root:not(.rk-js) .rk-embed.rk-embed .rk-copy");
    expect(scopedSelector('.rk-js[data-rk-pref="go"] .rk-example > .rk-panel')).toBe('.rk-js[data-rk-pref="go"] .rk-embed.rk-embed .rk-example > .rk-panel');
    expect(scopedSelector(':root[data-theme="dark"]')).toBe(':root[data-theme="dark"]');
    expect(scopedSelector(".rk-table:has(> tbody > .rk-field) > thead")).toBe(".rk-embed.rk-embed .rk-table:has(> tbody > .rk-field) > thead");
    expect(scopedSelector(".rk-jsx")).toBe(".rk-embed.rk-embed .rk-jsx");
  });

  it("keeps at-rules and splits selector lists where they are lists, not inside :is() or :not()", () => {
    const css = scopedStylesheet("@media (max-width: 560px) { .rk-a, :is(.rk-b, .rk-c) > p { color: red; } }\n@keyframes spin { from { opacity: 0; } to { opacity: 1; } }");
    expect(css).toContain("@media (max-width: 560px) { .rk-embed.rk-embed .rk-a, .rk-embed.rk-embed :is(.rk-b, .rk-c) > p { color: red; } }");
    expect(css).toContain("from { opacity: 0; }");
  });

  it("leaves out the rules of refkit's own page shell, and an at-rule left empty", () => {
    const css = scopedStylesheet(".rk-sidebar a, .rk-table td { color: red; }\n.rk-search-input { width: 100%; }\n@media (max-width: 760px) { .rk-topbar { display: flex; } .rk-menu-link { color: blue; } }\n@media print { .rk-layout { display: block; } .rk-example { border: 0; } }\n.rk-endpoint { gap: 1px; }");
    expect(css).toContain(".rk-embed.rk-embed .rk-table td { color: red; }");
    expect(css).not.toMatch(/rk-sidebar|rk-search|rk-topbar|rk-menu|rk-layout|max-width: 760px/);
    expect(css).toContain("@media print { .rk-embed.rk-embed .rk-example { border: 0; } }");
    expect(css).toContain(".rk-embed.rk-embed .rk-endpoint { gap: 1px; }");
  });
});
