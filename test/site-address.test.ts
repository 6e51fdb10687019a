/**
 * The site's address (`siteUrl`, `--site-url`, `buildSite({ siteUrl })`) and what a static site
 * has besides its pages: every page's description and Open Graph tags, its canonical address,
 * `sitemap.xml`, `404.html`, the links to the previous and next pages, and a Markdown twin for
 * every page, "All endpoints" included.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, type Io } from "../src/cli.ts";
import { Config, loadReference, settle } from "../src/index.ts";
import { demoRoot } from "../src/reference/project.ts";
import { thrown } from "./support/errors.ts";

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-site-address-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

function capture(cwd: string): { io: Io; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (line) => out.push(line), stderr: (line) => err.push(line), cwd, env: {} }, out, err };
}

describe("siteUrl: the public address of the site's root", () => {
  it("is unset by default", async () => {
    expect(new Config().siteUrl).toBeNull();
    expect(settle(new Config()).siteUrl).toBeNull();
    expect((await loadReference({ root: demoRoot })).site.siteUrl).toBeNull();
  });

  it.each([
    ["https://docs.acme.test", "https://docs.acme.test/"],
    ["https://docs.acme.test/", "https://docs.acme.test/"],
    ["HTTPS://Docs.Acme.test:443/api", "https://docs.acme.test/api/"],
    ["http://localhost:8080/api//", "http://localhost:8080/api/"],
    ["https://acme.test/docs/caf\u00e9 menu", "https://acme.test/docs/caf%C3%A9%20menu/"],
  ])("normalizes %j to %j: one trailing slash", (value, normalized) => {
    const config = new Config();
    config.siteUrl = value;
    expect(config.siteUrl).toBe(normalized);
    expect(settle(config).siteUrl).toBe(normalized);
    expect(config.chosen()).toEqual({ siteUrl: normalized });
  });

  it.each([
    ["docs.acme.test", /expected the absolute http or https address of the site's root/],
    ["/docs/", /expected the absolute http or https address/],
    ["ftp://docs.acme.test/", /expected the absolute http or https address/],
    ["javascript:alert(1)", /expected the absolute http or https address/],
    [42, /expected the absolute http or https address .*got 42/],
    ["https://docs.acme.test/?v=2", /without query, fragment or credentials/],
    ["https://docs.acme.test/#top", /without query, fragment or credentials/],
    ["https://me:secret@docs.acme.test/", /without query, fragment or credentials/],
  ])("refuses %j, naming the setting, and keeps the previous value", (value, message) => {
    const config = new Config();
    config.siteUrl = "https://docs.acme.test/";
    const error = thrown(() => {
      config.siteUrl = value as string;
    });
    expect(error.message).toMatch(/^Config, key "siteUrl": /);
    expect(error.message).toMatch(message);
    expect(config.siteUrl).toBe("https://docs.acme.test/");
  });

  it("is in the reference's site, from the configuration or, winning over it, the option --site-url sets", async () => {
    const config = new Config();
    config.siteUrl = "https://docs.acme.test/from-config";
    expect((await loadReference({ root: demoRoot, config })).site.siteUrl).toBe("https://docs.acme.test/from-config/");
    expect((await loadReference({ root: demoRoot, config, siteUrl: "https://docs.acme.test/from-option" })).site.siteUrl).toBe("https://docs.acme.test/from-option/");
    await expect(loadReference({ root: demoRoot, siteUrl: "docs.acme.test" })).rejects.toThrow(/^buildSite, key "siteUrl": expected the absolute http or https address/);
  });

  it("is refused on the command line with status 2, naming --site-url, before anything is built", async () => {
    for (const command of ["build", "serve", "dev"]) {
      const { io, out, err } = capture(work);
      expect(await run([command, "--root", demoRoot, "--out", join(work, "never"), "--site-url", "docs.acme.test"], io)).toBe(2);
      expect(out).toEqual([]);
      expect(err).toEqual([`refkit: --site-url: expected the absolute http or https address of the site's root, such as "https://docs.example.com/", got "docs.acme.test"`]);
    }
  });
});
