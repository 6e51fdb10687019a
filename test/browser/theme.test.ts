/**
 * The team's look in Chromium: the theme's accent colours the links in the light scheme, the dark
 * one's in the dark scheme (the system's, and the toggle's), its font the text; the team's own
 * stylesheet comes after refkit's, so that its rules win.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scriptReady, skipBrowser, useServedProject } from "./support.ts";

const config = `import { configure } from "refkit";
configure((config) => {
  config.theme = { accent: "#6d28d9", accentDark: "#c4b5fd", font: '"Inter", system-ui, sans-serif' };
  config.stylesheet = "brand/docs.css";
});
`;

describe.skipIf(skipBrowser)("the team's look, in Chromium", () => {
  const { harness, site } = useServedProject(async (work) => {
    await mkdir(join(work, "pages"));
    await mkdir(join(work, "brand"));
    await writeFile(join(work, "refkit.config.ts"), config);
    await writeFile(join(work, "brand", "docs.css"), ".rk-page-header h1 { letter-spacing: 3px; }\n");
    await writeFile(join(work, "pages", "start.md"), "---\ntitle: Start\n---\nRead [the other page](other.md).\n");
    await writeFile(join(work, "pages", "other.md"), "---\ntitle: Other\n---\nBack to [the start](start.md).\n");
    return [];
  });

  /** The computed colour of the first link of the page's article, and the font and letter spacing of its title. */
  async function look(colorScheme: "light" | "dark", toggle = false) {
    const page = await (await harness.context({ colorScheme })).newPage();
    await page.goto(`${site.url}start.html`);
    await scriptReady(page);
    if (toggle) await page.getByRole("button", { name: "Dark theme" }).click();
    return page.evaluate(() => {
      const link = document.querySelector("main article a:not(.rk-page-actions a)") ?? document.querySelector("main a")!;
      const title = document.querySelector(".rk-page-header h1")!;
      return { link: getComputedStyle(link).color, font: getComputedStyle(document.body).fontFamily, spacing: getComputedStyle(title).letterSpacing };
    });
  }

  it("colours links with the accent in the light scheme, the dark accent in the dark one, whether the system or the toggle asks", async () => {
    const light = await look("light");
    expect(light.link).toBe("rgb(109, 40, 217)");
    expect((await look("dark")).link).toBe("rgb(196, 181, 253)");
    expect((await look("light", true)).link, "the toggle's dark theme").toBe("rgb(196, 181, 253)");
  });

  it("sets the text's font, and applies the team's stylesheet after refkit's", async () => {
    const { font, spacing } = await look("light");
    expect(font.startsWith('"Inter"') || font.startsWith("Inter")).toBe(true);
    expect(spacing).toBe("3px");
  });
});
