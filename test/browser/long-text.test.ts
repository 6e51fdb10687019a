/**
 * Layout holds for long text: a page of pathological texts (unbroken tokens of hundreds of
 * characters in every place an author writes one) in Chromium at widths from 320 to 1920 px.
 * Section titles, endpoint lines, prose, tables and the page header wrap inside the text column,
 * never under the code column, and the sidebar inside itself; short words in narrow table columns
 * stay whole ("string", never "strin g").
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Harness, scriptReady, serveProject, skipBrowser, type ServedSite } from "./support.ts";

const token = (seed: string) => `${seed}_${"x".repeat(240)}`;
const url = `https://example.com/${"segment/".repeat(40)}end`;
const siteTitle = "The Extremely Long Name of an Enterprise Platform's Partner Integration API Reference";

const page = `import { ErrorTable, FieldTable, JsonResponse, Markdown, Operation, Page, Section, Table, code, commonmark, md } from "refkit";
export default class Long extends Page {
  title = ${JSON.stringify(token("title"))};
  description = md(${JSON.stringify(`A description with ${token("word")} and ${url} and \`${token("code")}\`.`)});
  sections() {
    return [
      Operation({
        method: "post",
        path: ${JSON.stringify(`/v1/${token("path")}/:id`)},
        title: ${JSON.stringify(token("section"))},
        description: md(${JSON.stringify(`Text ${token("prose")} [${token("link")}](${url}).`)}),
        fields: [
          { name: ${JSON.stringify(token("name"))}, type: ${JSON.stringify(token("type"))}, required: true, description: ${JSON.stringify(token("plain"))} },
          { name: "codeish", type: "string", description: code(${JSON.stringify(token("code"))}) },
          { name: "html", type: "string", description: commonmark(${JSON.stringify(`<p>${token("html")}</p><pre><code>${token("pre")}</code></pre>`)}) },
          { name: "parent", type: "object", description: "Nested.", children: [{ name: ${JSON.stringify(token("child"))}, type: "string", description: ${JSON.stringify(url)} }] },
          { name: "activities", type: "array of object", required: true, description: "What happened, most recent first.", children: [{ name: "createdAt", type: "string (date-time)", required: true, description: "When it happened.", children: [{ name: "userPrincipalName", type: "string", description: "Who did it." }] }] },
        ],
        errors: [{ scenario: ${JSON.stringify(token("scenario"))}, status: "422", type: ${JSON.stringify(token("error"))}, param: ${JSON.stringify(token("param"))} }],
        request: { params: { id: ${JSON.stringify(token("id"))} }, body: { ${JSON.stringify(token("key"))}: ${JSON.stringify(token("value"))} } },
        response: { id: ${JSON.stringify(token("response"))} },
      }),
      Section("Tables", {}, Table({ columns: [${JSON.stringify(token("column"))}, "B"], rows: [[${JSON.stringify(token("cell"))}, md(${JSON.stringify(url)})]] }), Markdown(${JSON.stringify(`| a | b |\n|---|---|\n| ${token("md-cell")} | ${url} |`)})),
    ];
  }
}
`;

describe.skipIf(skipBrowser)("long unbroken text in Chromium", () => {
  const harness = new Harness();
  let work: string;
  let site: ServedSite;

  beforeAll(async () => {
    await harness.start();
    work = await mkdtemp(join(tmpdir(), "refkit-long-"));
    await mkdir(join(work, "pages"));
    await writeFile(join(work, "package.json"), '{ "type": "module" }');
    await writeFile(join(work, "pages", "long.ts"), page);
    await writeFile(join(work, "refkit.config.ts"), `import { configure } from "refkit";\nconfigure((config) => { config.siteTitle = ${JSON.stringify(siteTitle)}; });\n`);
    site = await serveProject(work);
  });
  afterAll(async () => {
    await site?.close();
    await harness.stop();
    await rm(work, { recursive: true, force: true });
  });

  it.each([320, 390, 768, 1024, 1280, 1440, 1920])("at %i px no title, endpoint line, prose or table runs under the code column or off the screen", async (width) => {
    const tab = await (await harness.context({ viewport: { width, height: 900 } })).newPage();
    await tab.goto(`${site.url}long.html`);
    await scriptReady(tab);
    const found = await tab.evaluate(() => {
      const problems: string[] = [];
      for (const el of Array.from(document.querySelectorAll(".rk-page-header, .rk-page-header *, .rk-sidebar *, .rk-topbar *"))) {
        const box = el.getBoundingClientRect();
        const sidebar = el.closest(".rk-sidebar")?.getBoundingClientRect();
        const limit = sidebar ? sidebar.right : innerWidth;
        if (el.getClientRects().length > 0 && box.right > limit + 1) problems.push(`<${el.localName}> ends at ${Math.round(box.right)} px, past ${Math.round(limit)} px`);
      }
      for (const section of Array.from(document.querySelectorAll(".rk-section"))) {
        const main = section.querySelector(".rk-section-main")!.getBoundingClientRect();
        const aside = section.querySelector(".rk-section-aside")?.getBoundingClientRect();
        // Beside the code column (two columns), the text must end before it; otherwise, on screen.
        const limit = aside && aside.left > main.left ? aside.left : innerWidth;
        for (const el of Array.from(section.querySelectorAll(".rk-section-main *"))) {
          // A code block scrolls inside itself, and so does a table on a phone (display: block).
          const scrolls = (selector: string) => {
            const scroller = el.parentElement?.closest(selector);
            return scroller !== null && scroller !== undefined && getComputedStyle(scroller).overflowX === "auto";
          };
          if (el.getClientRects().length === 0 || scrolls("pre") || scrolls("table")) continue;
          const right = el.getBoundingClientRect().right;
          if (right > limit + 1) problems.push(`<${el.localName}${el.className ? `.${String(el.className).split(" ")[0]}` : ""}> ends at ${Math.round(right)} px, past ${Math.round(limit)} px`);
        }
      }
      // Beside the code column, a field's dotted name wraps only after a dot ("activities.createdAt",
      // never "activ / ities"), or a long part after "_" or "-"; on a phone names may break
      // anywhere, so that a table fits the screen.
      for (const name of innerWidth > 760 ? Array.from(document.querySelectorAll(".rk-field-name")) : []) {
        if (name.querySelector(".rk-long")) continue;
        const chars: { char: string; top: number }[] = [];
        const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            chars.push({ char: node.textContent![i]!, top: Math.round(range.getBoundingClientRect().top) });
          }
        }
        for (let i = 1; i < chars.length; i++) if (chars[i]!.top !== chars[i - 1]!.top && !".-_".includes(chars[i - 1]!.char)) problems.push(`the name "${name.textContent}" breaks after "${chars.slice(0, i).map((c) => c.char).join("")}"`);
      }
      // Short words stay whole: each type cell that reads "string" is one line.
      for (const cell of Array.from(document.querySelectorAll(".rk-table td"))) {
        if (cell.textContent !== "string") continue;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`a "string" cell breaks over ${lines.size} lines`);
      }
      return [...new Set(problems)].slice(0, 8);
    });
    expect(found).toEqual([]);
  });

  it.each([320, 390, 760])("at %i px the bar shows a long site name on one line, ending in an ellipsis, beside the menu button", async (width) => {
    const tab = await (await harness.context({ viewport: { width, height: 900 } })).newPage();
    await tab.goto(`${site.url}long.html`);
    await scriptReady(tab);
    const bar = await tab.evaluate(() => {
      const name = document.querySelector(".rk-topbar-title > span")!;
      const menu = document.querySelector(".rk-menu")!.getBoundingClientRect();
      const style = getComputedStyle(name);
      const range = document.createRange();
      range.selectNodeContents(name);
      return { text: name.textContent, lines: new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size, cut: name.scrollWidth > name.clientWidth, ellipsis: style.textOverflow, nameRight: name.getBoundingClientRect().right, menuLeft: menu.left, menuRight: menu.right, width: innerWidth };
    });
    expect(bar.text).toBe(siteTitle);
    expect([bar.lines, bar.cut, bar.ellipsis]).toEqual([1, true, "ellipsis"]);
    expect(bar.nameRight).toBeLessThanOrEqual(bar.menuLeft);
    expect(bar.menuRight).toBeLessThanOrEqual(bar.width);
  });
});
