import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tokenClasses } from "../../src/text/highlight.ts";

const css = readFileSync(new URL("../../src/site/assets/code.css", import.meta.url), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

/** The custom properties declared in the first rule whose selector is exactly `selector`. */
function variables(selector: string): Map<string, string> {
  const at = css.indexOf(`${selector} {`);
  expect(at, selector).toBeGreaterThanOrEqual(0);
  const body = css.slice(at + selector.length + 2, css.indexOf("}", at));
  return new Map([...body.matchAll(/(--rk-code-[a-z-]+)\s*:\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1]!, m[2]!]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const themes = {
  light: variables(":root"),
  "dark (system)": variables(':root:not([data-theme="light"])'),
  "dark (forced)": variables(':root[data-theme="dark"]'),
};

describe("code colours meet WCAG AA against the code background", () => {
  it.each(Object.entries(themes))("%s: every colour is at least 4.5:1", (_, vars) => {
    const bg = vars.get("--rk-code-bg")!;
    expect(bg).toBeDefined();
    for (const [name, colour] of vars) {
      if (name === "--rk-code-bg") continue;
      expect(contrast(colour, bg), `${name} ${colour} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("assumes the documented backgrounds", () => {
    expect(themes.light.get("--rk-code-bg")).toBe("#f6f8fa");
    expect(themes["dark (system)"].get("--rk-code-bg")).toBe("#0d1117");
  });
});

describe("light and dark themes define the same colours", () => {
  it("the system dark theme and the forced dark theme are the same", () => {
    expect(themes["dark (forced)"]).toEqual(themes["dark (system)"]);
  });

  it("light and dark declare the same properties, including --rk-code-bg and --rk-code-fg", () => {
    const names = [...themes.light.keys()].sort();
    expect([...themes["dark (system)"].keys()].sort()).toEqual(names);
    expect(names).toContain("--rk-code-bg");
    expect(names).toContain("--rk-code-fg");
  });

  it("the system dark theme applies inside the media query and yields to a forced light theme", () => {
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme="light"\]\) \{/);
  });
});

describe("every token class has a colour rule", () => {
  it.each(Object.entries(tokenClasses))("%s: %s", (colour, className) => {
    const property = `--rk-code-${/^var\(--rk-token-(.+)\)$/.exec(colour)![1]}`;
    expect(css).toMatch(new RegExp(`\\.${className} \\{ color: var\\(${property}\\);`));
    expect(themes.light.has(property), property).toBe(true);
  });
});
