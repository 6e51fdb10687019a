/**
 * The sidebar of a long reference in Chromium: a page far down the list opens with its own entry in
 * view, scrolled inside the sidebar (the page itself stays at its top); webhooks that need several
 * pages are listed under "Webhooks" by event, in runs. A reference of more than 100 pages lists chapters:
 * the current one open, each other one a link to its first page, with or without JavaScript.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Harness, scriptReady, serveProject, skipBrowser, type ServedSite } from "./support.ts";

const ok = { "200": { description: "OK" } };

/** 60 tags of one operation each (60 pages), and 60 webhooks of three events. */
function longReference(): unknown {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 60; i++) paths[`/things${i}`] = { get: { summary: `List things ${i}`, operationId: `listThings${i}`, tags: [`Things ${String(i).padStart(2, "0")}`], responses: ok } };
  const webhooks: Record<string, unknown> = {};
  for (const [event, count] of [["pull-request", 30], ["push", 25], ["release", 5]] as const) {
    for (let i = 0; i < count; i++) webhooks[`${event}-${i}`] = { post: { summary: `Sent ${i}.`, operationId: `${event}/action-${i}`, responses: ok } };
  }
  return { openapi: "3.1.0", info: { title: "Long", version: "1" }, paths, webhooks };
}

/** 150 tags of one operation each, named `area<k>.thing<i>` (15 areas of 10): 150 pages. */
function chapteredReference(): unknown {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 150; i++) paths[`/area${Math.floor(i / 10)}/thing${i}`] = { get: { summary: `Get thing ${i}`, operationId: `getThing${i}`, tags: [`area${Math.floor(i / 10)}.thing${i}`], responses: ok } };
  return { openapi: "3.1.0", info: { title: "Chaptered", version: "1" }, paths };
}

describe.skipIf(skipBrowser)("the sidebar of a long reference", () => {
  const harness = new Harness();
  let work: string;
  let site: ServedSite;
  let chaptered: ServedSite;

  beforeAll(async () => {
    await harness.start();
    work = await mkdtemp(join(tmpdir(), "refkit-sidebar-"));
    await writeFile(join(work, "long.json"), JSON.stringify(longReference()));
    await writeFile(join(work, "chaptered.json"), JSON.stringify(chapteredReference()));
    [site, chaptered] = await Promise.all([serveProject(work, ["--openapi", join(work, "long.json")]), serveProject(work, ["--openapi", join(work, "chaptered.json")])]);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await chaptered?.close();
    await harness.stop();
    await rm(work, { recursive: true, force: true });
  });

  it("opens a page far down the list with its entry in view, scrolled inside the sidebar, the page at its top", async () => {
    const tab = await (await harness.context({ viewport: { width: 1280, height: 700 } })).newPage();
    await tab.goto(`${site.url}things-59.html`);
    await scriptReady(tab);
    await expect
      .poll(() =>
        tab.evaluate(() => {
          const nav = document.querySelector(".rk-sidebar")!.getBoundingClientRect();
          const here = document.querySelector('.rk-sidebar [aria-current="page"]')!.getBoundingClientRect();
          return here.top >= nav.top && here.bottom <= nav.bottom + 1;
        }),
      )
      .toBe(true);
    expect(await tab.evaluate(() => [scrollY, document.querySelector(".rk-sidebar")!.scrollTop > 0])).toEqual([0, true]);
  });

  it("lists the webhooks under their group, a page each, the open one marked", async () => {
    const tab = await (await harness.context({ viewport: { width: 1280, height: 700 } })).newPage();
    await tab.goto(`${site.url}webhooks/push-action-3.html`);
    const listed = await tab.evaluate(() =>
      [...document.querySelectorAll(".rk-sidebar .rk-nav-page")]
        .filter((page) => page.querySelector(":scope > a")?.textContent === "Webhooks")
        .map((page) => [...page.querySelectorAll(".rk-nav-operations > li > a")].map((a) => [a.textContent?.trim(), a.getAttribute("href"), a.getAttribute("aria-current")])),
    );
    expect(listed).toHaveLength(1);
    // 60 webhooks are three runs of 20: the page's run whole (pull-request 20–29, push 0–9), the runs before and after it a link each.
    expect(listed[0]).toHaveLength(22);
    expect(listed[0]![0]).toEqual(["Sent 0. (pull-request-0) – Sent 19. (pull-request-19)", "pull-request-action-0.html", null]);
    expect(listed[0]!.at(-1)).toEqual(["Sent 10. (push-10) – Sent 4. (release-4)", "push-action-10.html", null]);
    // Every other webhook of its run a link in the same folder; the page's own marked.
    expect(listed[0]!.filter(([, , current]) => current === "page")).toEqual([["POSTSent 3. (push-3)", "push-action-3.html", "page"]]);
    expect(listed[0]).toContainEqual(["POSTSent 20. (pull-request-20)", "pull-request-action-20.html", null]);
    await tab.getByRole("link", { name: "POST Sent 4. (push-4)" }).click();
    await tab.waitForURL(/\/webhooks\/push-action-4\.html$/);
  });

  it("lists a reference of 150 pages in chapters: the current one open with its entry in view, the others one link each, with or without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const tab = await (await harness.context({ viewport: { width: 1280, height: 700 }, javaScriptEnabled })).newPage();
      await tab.goto(`${chaptered.url}area12-thing125.html`);
      const sidebar = tab.locator(".rk-sidebar");
      expect(await sidebar.locator(".rk-nav-group details[open] .rk-nav-group-title").allTextContents()).toEqual(["area12"]);
      expect(await sidebar.locator(".rk-nav-group details[open] > ul > li > a").allTextContents()).toEqual(Array.from({ length: 10 }, (_, i) => `area12.thing${120 + i}`));
      expect(await sidebar.locator(".rk-nav-chapter > a").allTextContents()).toEqual(Array.from({ length: 15 }, (_, k) => `area${k}`).filter((title) => title !== "area12"));
      // 14 chapter links and 10 pages, not 150.
      expect(await sidebar.locator(".rk-nav-page").count()).toBe(24);
      if (javaScriptEnabled) {
        await scriptReady(tab);
        await expect.poll(() => tab.evaluate(() => {
          const nav = document.querySelector(".rk-sidebar")!.getBoundingClientRect();
          const here = document.querySelector('.rk-sidebar [aria-current="page"]')!.getBoundingClientRect();
          return here.top >= nav.top && here.bottom <= nav.bottom + 1;
        })).toBe(true);
      }
      // A chapter's link leads to its first page, where that chapter is open.
      await sidebar.locator(".rk-nav-chapter > a", { hasText: /^area3$/ }).click();
      await tab.waitForURL(/area3-thing30\.html$/);
      expect(await tab.locator(".rk-sidebar .rk-nav-group details[open] .rk-nav-group-title").allTextContents()).toEqual(["area3"]);
      expect(await tab.locator('.rk-sidebar [aria-current="page"]').textContent()).toBe("area3.thing30");
    }
  });
});
