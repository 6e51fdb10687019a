/**
 * The sidebar of a long reference in Chromium: a page far down the list opens with its own entry in
 * view, scrolled inside the sidebar (the page itself stays at its top); webhooks that need several
 * pages are listed under "Webhooks" by event.
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

describe.skipIf(skipBrowser)("the sidebar of a long reference", () => {
  const harness = new Harness();
  let work: string;
  let site: ServedSite;

  beforeAll(async () => {
    await harness.start();
    work = await mkdtemp(join(tmpdir(), "refkit-sidebar-"));
    await writeFile(join(work, "long.json"), JSON.stringify(longReference()));
    site = await serveProject(work, ["--openapi", join(work, "long.json")]);
  });
  afterAll(async () => {
    await site?.close();
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

  it("lists webhooks that need several pages under Webhooks, a page per event", async () => {
    const tab = await (await harness.context({ viewport: { width: 1280, height: 700 } })).newPage();
    await tab.goto(`${site.url}push.html`);
    const group = await tab.evaluate(() =>
      [...document.querySelectorAll(".rk-sidebar .rk-nav-group")].map((group) => [group.querySelector(".rk-nav-group-title")?.textContent?.trim(), [...group.querySelectorAll("details > ul > li > a")].map((a) => a.textContent?.trim())]),
    );
    expect(group).toContainEqual(["Webhooks", ["Pull request", "Push", "Release"]]);
  });
});
