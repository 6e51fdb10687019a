/**
 * The site's name, logo and link back to the product, from the configuration: their checks, and
 * what a built site shows (the sidebar's head, the phone's bar, every page's title).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Config } from "../src/index.ts";
import { BuildError, buildSite } from "../src/site/build.ts";
import { serveSite } from "../src/site/serve.ts";
import { siteMarker, siteMarkerText } from "../src/site/output.ts";
import { all, dom, one } from "./support/dom.ts";
import { thrown } from "./support/errors.ts";
import { contrast, minimumContrast, parseColour, themeBackgrounds } from "../src/config/theme.ts";

const work = mkdtempSync(join(tmpdir(), "refkit-brand-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>\n';

function project(name: string, settings: string): string {
  const root = join(work, name);
  mkdirSync(join(root, "pages", "guides"), { recursive: true });
  mkdirSync(join(root, "brand"), { recursive: true });
  writeFileSync(join(root, "brand", "logo.svg"), logo);
  writeFileSync(join(root, "refkit.config.ts"), `import { configure } from "refkit";\nconfigure((config) => {\n${settings}\n});\n`);
  const page = (title: string) => `import { Page, Section } from "refkit";\nexport default class P extends Page {\n  title = ${JSON.stringify(title)};\n  sections() {\n    return [Section("One")];\n  }\n}\n`;
  writeFileSync(join(root, "pages", "orders.ts"), page("Orders"));
  writeFileSync(join(root, "pages", "guides", "start.ts"), page("Start"));
  return root;
}

describe("the configuration's site name, logo and product link", () => {
  it("are checked when set", () => {
    const config = new Config();
    expect([config.siteTitle, config.logo, config.productLink]).toEqual([null, null, null]);
    const set = (key: "siteTitle" | "logo" | "productLink", value: unknown) => thrown(() => ((config as unknown as Record<string, unknown>)[key] = value));
    expect(set("siteTitle", " ").key).toBe("siteTitle");
    for (const bad of ["https://cdn.acme.test/logo.svg", "logo.txt", "data:image/svg+xml,<svg/>", 3]) expect(set("logo", bad).key, String(bad)).toBe("logo");
    expect(set("productLink", { href: "javascript:alert(1)", label: "Acme" }).key).toBe("productLink.href");
    expect(set("productLink", { href: "/relative", label: "Acme" }).key).toBe("productLink.href");
    expect(set("productLink", { href: "https://acme.test", label: "" }).key).toBe("productLink.label");
    expect(set("productLink", "https://acme.test").key).toBe("productLink");
    config.productLink = { href: "https://acme.test", label: "Acme" };
    expect(config.productLink).toEqual({ href: "https://acme.test/", label: "Acme" });
    config.logo = "brand/logo.svg";
    config.siteTitle = "Acme API";
    expect([config.siteTitle, config.logo]).toEqual(["Acme API", "brand/logo.svg"]);
  });

  it("show in every page's sidebar, bar and title; the logo is copied into assets/", async () => {
    const root = project("branded", `  config.siteTitle = "Acme <API>";\n  config.logo = "brand/logo.svg";\n  config.productLink = { href: "https://acme.test/", label: "Back to <Acme>" };`);
    const out = join(root, "site");
    await buildSite({ root, out });
    expect(readFileSync(join(out, "assets", "logo.svg"), "utf8")).toBe(logo);
    for (const [file, prefix] of [["orders.html", ""], ["guides/start.html", "../"], ["all-endpoints.html", ""]] as const) {
      const page = dom(readFileSync(join(out, file), "utf8"));
      expect(one(page, "title").textContent, file).toMatch(/ · Acme <API>$/);
      for (const title of [one(page, ".rk-sidebar .rk-site-title"), one(page, ".rk-topbar .rk-topbar-title")]) {
        expect(title.textContent).toBe("Acme <API>");
        const img = one(title, "img.rk-logo");
        expect([img.getAttribute("src"), img.getAttribute("alt")]).toEqual([`${prefix}assets/logo.svg`, ""]);
      }
      const product = all(page, ".rk-product a");
      expect(product.map((a) => [a.getAttribute("href"), a.textContent])).toEqual([["https://acme.test/", "← Back to <Acme>"]]);
    }
  });

  it("refkit serve sends a logo of each accepted type with its image type", async () => {
    const dir = join(work, "served");
    mkdirSync(dir, { recursive: true });
    const expected = { svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", gif: "image/gif" };
    for (const ext of Object.keys(expected)) writeFileSync(join(dir, `logo.${ext}`), "x");
    const server = await serveSite({ dir, port: 0 });
    try {
      const { port } = server.address() as AddressInfo;
      for (const [ext, type] of Object.entries(expected)) expect((await fetch(`http://127.0.0.1:${port}/logo.${ext}`)).headers.get("content-type"), ext).toBe(type);
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });

  it("give way to the build's siteTitle option; without any, the name is the default", async () => {
    const root = project("titled", `  config.siteTitle = "From config";`);
    await buildSite({ root, out: join(root, "a"), siteTitle: "From the option" });
    expect(one(dom(readFileSync(join(root, "a", "orders.html"), "utf8")), ".rk-site-title").textContent).toBe("From the option");
    const plain = project("plain", "");
    await buildSite({ root: plain, out: join(plain, "site") });
    const page = dom(readFileSync(join(plain, "site", "orders.html"), "utf8"));
    expect(one(page, ".rk-site-title").textContent).toBe("API reference");
    expect(all(page, ".rk-logo, .rk-product")).toEqual([]);
  });

  it("a logo file that is not there fails the build, naming it, and leaves the previous site", async () => {
    const root = project("missing", `  config.logo = "brand/nope.png";`);
    const out = join(root, "site");
    mkdirSync(out);
    writeFileSync(join(out, "previous.html"), "kept");
    writeFileSync(join(out, siteMarker), siteMarkerText);
    const error = await buildSite({ root, out }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).message).toContain(join(root, "brand", "nope.png"));
    expect((error as BuildError).message).toContain('cannot read the logo (config.logo = "brand/nope.png")');
    expect(readFileSync(join(out, "previous.html"), "utf8")).toBe("kept");
    expect(existsSync(join(out, "assets"))).toBe(false);
  });
});

describe("the team's look: theme and stylesheet", () => {
  it("reads CSS colours written in hex, rgb() and hsl(), and nothing else", () => {
    expect(parseColour("#0b6bcb")).toEqual([11, 107, 203]);
    expect(parseColour("#fff")).toEqual([255, 255, 255]);
    expect(parseColour("rgb(11 107 203)")).toEqual([11, 107, 203]);
    expect(parseColour("rgb(11, 107, 203)")).toEqual([11, 107, 203]);
    expect(parseColour("hsl(0 100% 50%)")).toEqual([255, 0, 0]);
    for (const bad of ["red", "#12345", "rgb(300 0 0)", "url(x)", "#0b6bcb; } body { display: none"]) expect(parseColour(bad), bad).toBeUndefined();
  });

  it("takes an accent that reads on each scheme's background, makes the dark one when left out, and refuses one that does not read, naming the nearest that does", () => {
    const config = new Config();
    expect(config.theme).toBeNull();
    config.theme = { accent: "#6d28d9", font: '"Inter", system-ui, sans-serif' };
    const { accent, accentDark, font } = config.theme!;
    expect([accent, font]).toEqual(["#6d28d9", '"Inter", system-ui, sans-serif']);
    // The dark accent, made from the light one: lighter, and readable on the dark background.
    expect(contrast(parseColour(accentDark)!, parseColour(themeBackgrounds.dark)!)).toBeGreaterThanOrEqual(minimumContrast);
    expect(contrast(parseColour(accent)!, parseColour(themeBackgrounds.light)!)).toBeGreaterThanOrEqual(minimumContrast);
    const set = (value: unknown) => thrown(() => ((config as unknown as Record<string, unknown>).theme = value));
    // Yellow on white: 1.07:1.
    const pale = set({ accent: "#ffeb3b" });
    expect(pale.key).toBe("theme.accent");
    const suggested = /the nearest that does is (#[0-9a-f]{6})/.exec(pale.message)?.[1];
    expect(pale.message).toContain("4.5:1");
    expect(contrast(parseColour(suggested!)!, parseColour(themeBackgrounds.light)!)).toBeGreaterThanOrEqual(minimumContrast);
    // Navy on the dark background.
    expect(set({ accent: "#0b6bcb", accentDark: "#0b1f5c" }).key).toBe("theme.accentDark");
    expect(set({ accent: "red" }).key).toBe("theme.accent");
    expect(set({ accent: "#0b6bcb", colour: "#000" }).key).toBe("theme.colour");
    expect(set({ accent: "#0b6bcb", font: "x; } body { display: none" }).key).toBe("theme.font");
    expect(set("#0b6bcb").key).toBe("theme");
    for (const bad of ["https://cdn.acme.test/a.css", "a.scss", 3]) expect(thrown(() => ((config as unknown as Record<string, unknown>).stylesheet = bad)).key, String(bad)).toBe("stylesheet");
  });

  it("writes the theme and the team's stylesheet into assets/, linked after refkit's on every page, 404 included", async () => {
    const root = project("themed", `  config.theme = { accent: "#6d28d9", accentDark: "#c4b5fd", monoFont: '"JetBrains Mono", monospace' };\n  config.stylesheet = "brand/docs.css";`);
    writeFileSync(join(root, "brand", "docs.css"), ".rk-main { max-width: 70rem; }\n");
    const out = join(root, "site");
    await buildSite({ root, out });
    const theme = readFileSync(join(out, "assets", "theme.css"), "utf8");
    expect(theme).toContain("--rk-accent: #6d28d9;");
    expect(theme).toContain("--rk-accent: #c4b5fd;");
    expect(theme).toContain('--rk-mono: "JetBrains Mono", monospace;');
    expect(readFileSync(join(out, "assets", "team.css"), "utf8")).toBe(".rk-main { max-width: 70rem; }\n");
    for (const [file, prefix] of [["orders.html", ""], ["guides/start.html", "../"], ["all-endpoints.html", ""], ["index.html", ""], ["404.html", "/"]] as const) {
      const sheets = all(dom(readFileSync(join(out, file), "utf8")), 'link[rel="stylesheet"]').map((link) => link.getAttribute("href"));
      expect(sheets, file).toEqual([`${prefix}assets/refkit.css`, `${prefix}assets/theme.css`, `${prefix}assets/team.css`]);
    }
    // Without them, refkit's stylesheet alone.
    const plain = project("plain", "");
    await buildSite({ root: plain, out: join(plain, "site") });
    expect(all(dom(readFileSync(join(plain, "site", "orders.html"), "utf8")), 'link[rel="stylesheet"]').map((link) => link.getAttribute("href"))).toEqual(["assets/refkit.css"]);
    expect(existsSync(join(plain, "site", "assets", "theme.css"))).toBe(false);
  });

  it("a stylesheet that is not there fails the build, naming it", async () => {
    const root = project("no-sheet", `  config.stylesheet = "brand/nope.css";`);
    const error = await buildSite({ root, out: join(root, "site") }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).message).toContain('cannot read the stylesheet (config.stylesheet = "brand/nope.css")');
  });
});

describe("the description's logo (info.x-logo)", () => {
  /** A project whose description names `url` as its logo, with a logo file beside it and one outside its folder. */
  function described(name: string, url: string, settings = ""): { root: string; openapi: string } {
    const root = project(name, settings);
    mkdirSync(join(root, "api"));
    writeFileSync(join(root, "api", "mark.svg"), logo);
    writeFileSync(join(root, "outside.svg"), logo);
    const openapi = join(root, "api", "openapi.json");
    writeFileSync(openapi, JSON.stringify({ openapi: "3.1.0", info: { title: "Acme", version: "1", "x-logo": { url, altText: "Acme" } }, paths: { "/things": { get: { operationId: "listThings", responses: { "200": { description: "OK" } } } } } }));
    return { root, openapi };
  }
  const logoOf = (out: string, file = "index.html") => one(dom(readFileSync(join(out, file), "utf8")), ".rk-sidebar .rk-logo")?.getAttribute("src");

  it("is a file beside the description, copied into assets/", async () => {
    const { root, openapi } = described("x-logo-file", "mark.svg");
    const out = join(root, "site");
    const built = await buildSite({ root, out, openapi });
    expect(readFileSync(join(out, "assets", "logo.svg"), "utf8")).toBe(logo);
    expect(logoOf(out)).toBe("assets/logo.svg");
    expect(built.warnings.filter((warning) => warning.includes("x-logo"))).toEqual([]);
  });

  it("is an image at an origin of imageOrigins, and left out with a warning at any other, or outside the description's folder", async () => {
    const allowed = described("x-logo-allowed", "https://cdn.acme.test/brand/logo.svg", `  config.imageOrigins = ["https://cdn.acme.test"];`);
    await buildSite({ root: allowed.root, out: join(allowed.root, "site"), openapi: allowed.openapi });
    expect(logoOf(join(allowed.root, "site"))).toBe("https://cdn.acme.test/brand/logo.svg");
    for (const [name, url, why] of [
      ["x-logo-tracker", "https://tracker.test/pixel.svg", "does not hold https://tracker.test"],
      ["x-logo-outside", "../outside.svg", "inside the description's folder"],
      ["x-logo-script", "javascript:alert(1)", "expected an http(s) URL"],
      ["x-logo-missing", "nope.png", "there is no file"],
    ] as const) {
      const { root, openapi } = described(name, url);
      const out = join(root, "site");
      const built = await buildSite({ root, out, openapi });
      expect(all(dom(readFileSync(join(out, "index.html"), "utf8")), ".rk-sidebar .rk-logo"), name).toEqual([]);
      expect(built.warnings.filter((warning) => warning.includes("info.x-logo.url")), name).toEqual([expect.stringContaining(why)]);
    }
  });

  it("gives way to config.logo", async () => {
    const { root, openapi } = described("x-logo-config", "mark.svg", `  config.logo = "brand/logo.svg";`);
    const out = join(root, "site");
    await buildSite({ root, out, openapi });
    expect(logoOf(out)).toBe("assets/logo.svg");
    expect(readFileSync(join(out, "assets", "logo.svg"), "utf8")).toBe(logo);
  });
});
