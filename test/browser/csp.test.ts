/**
 * Each page's own Content-Security-Policy in Chromium, against descriptions written to abuse it
 * (issue 23): server URLs that are no origin (`https://*`, `https://x;script-src`) stay out of
 * the policy, refkit's script still runs and the console refuses them while sending to a valid
 * server; a description's images to outside addresses are never requested unless
 * `config.imageOrigins` lists their origin, while the site's own image (the logo) loads; and
 * `refkit dev` still reloads the page under the policy.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startDev } from "../../src/site/dev.ts";
import { loopbackSources } from "../../src/csp.ts";
import { startServer, type RecordingServer } from "../support/server.ts";
import { Harness, scriptReady, serveProject, skipBrowser, watchProblems, type ServedSite } from "./support.ts";

/** A 1×1 GIF, what a tracking pixel answers. */
const pixel = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
const logo = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="#36c"/></svg>\n';

/** A description whose author wants to reach every reader: hostile servers, outside images. */
function description(servers: readonly string[]): unknown {
  return {
    openapi: "3.1.0",
    info: { title: "Hostile", version: "1" },
    servers: servers.map((url) => ({ url })),
    tags: [{ name: "Things" }],
    paths: {
      "/things": {
        get: {
          tags: ["Things"],
          operationId: "listThings",
          summary: "List things",
          description: 'A diagram: ![diagram](https://tracker.test/pixel.gif?reader=1)\n\n<img src="http://tracker.test/plain.gif" alt="plain"> <img src="https://tracker.test/inline.gif" alt="inline">',
          responses: { "200": { description: "OK", content: { "application/json": { example: { things: [] } } } } },
        },
      },
    },
  };
}

/** A project folder with this configuration body and an OpenAPI description. */
async function project(work: string, name: string, configBody: string, document: unknown): Promise<{ root: string; file: string }> {
  const root = join(work, name);
  await mkdir(root, { recursive: true });
  await writeFile(join(root, "logo.svg"), logo);
  await writeFile(join(root, "refkit.config.ts"), `import { configure } from "refkit";\nconfigure((config) => {\n  config.logo = "logo.svg";\n${configBody}\n});\n`);
  const file = join(root, "openapi.json");
  await writeFile(file, JSON.stringify(document, null, 2));
  return { root, file };
}

/** The policy the page declares in its `<meta>`. */
const declared = (page: Page) => page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");

describe.skipIf(skipBrowser)("each page's own Content-Security-Policy in Chromium", () => {
  const harness = new Harness();
  let work: string;
  let recorder: RecordingServer;
  const sites = {} as Record<"servers" | "images" | "allowed", ServedSite>;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-csp-"));
    const allowed: string[] = [];
    recorder = await startServer({ allowOrigins: allowed });
    const hostile = await project(work, "servers", "", description(["https://*", "https://x;script-src", recorder.baseUrlFor("sandbox")]));
    sites.servers = await serveProject(hostile.root, ["--openapi", hostile.file, "--try-it"]);
    allowed.push(new URL(sites.servers.url).origin);
    const images = await project(work, "images", "", description([]));
    sites.images = await serveProject(images.root, ["--openapi", images.file]);
    const listed = await project(work, "allowed", '  config.imageOrigins = ["https://tracker.test"];', description([]));
    sites.allowed = await serveProject(listed.root, ["--openapi", listed.file]);
    await harness.start();
  }, 120_000);
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    await Promise.all([...Object.values(sites).map((site) => site.close()), recorder?.close()]);
    await rm(work, { recursive: true, force: true });
  });

  /** A fresh context whose every request is recorded, and whose problems are watched; `setup` runs before the page loads. */
  async function open(url: string, setup?: (context: BrowserContext, page: Page) => Promise<unknown>) {
    const context = await harness.context();
    const problems = await watchProblems(context);
    const page = await context.newPage();
    await setup?.(context, page);
    // Chromium reports a load the policy stops as a request that fails as blocked: it never leaves the browser.
    const requested: string[] = [];
    const blocked: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    page.on("requestfailed", (request) => {
      if (request.failure()?.errorText === "csp") blocked.push(request.url());
    });
    const response = await page.goto(url);
    return { page, problems, requested, blocked, header: response!.headers()["content-security-policy"] };
  }

  it("keeps https://* and https://x;script-src out of the policy: refkit's script runs, and the console refuses them but sends to the valid server", async () => {
    const { page, problems, requested, blocked, header } = await open(`${sites.servers.url}things/list-things.html`);
    const policy = `default-src 'self'; connect-src 'self' ${recorder.origin} ${loopbackSources.join(" ")}`;
    expect(await declared(page)).toBe(policy);
    expect(header, "refkit serve sends what the page declares").toBe(policy);
    expect(policy.replace(loopbackSources.join(" "), "")).not.toMatch(/\*|script-src/);

    // The reader's script runs: the tabs switch.
    await scriptReady(page);
    const example = page.locator(".rk-example[data-rk-langs]").first();
    await example.getByRole("tab", { name: "Python" }).click();
    expect(await example.getByRole("tab", { name: "Python" }).getAttribute("aria-selected")).toBe("true");
    expect(await example.locator('[role=tabpanel][data-rk-lang="python"]').isVisible()).toBe(true);

    // The console opens, offers every server as the snippets name them, and refuses the two that are no origin.
    const section = page.locator("section.rk-section").first();
    await section.getByRole("button", { name: "Try it" }).click();
    const server = section.getByRole("textbox", { name: "Server" });
    await expect.poll(() => section.locator(".rk-console-server").allTextContents()).toEqual(["https://*", "https://x;script-src", recorder.baseUrlFor("sandbox")]);
    const status = section.locator(".rk-console-status");
    for (const refused of ["https://*", "https://x;script-src"]) {
      await section.getByRole("button", { name: refused, exact: true }).click();
      expect(await server.inputValue()).toBe(refused);
      await section.getByRole("button", { name: "Send" }).click();
      await expect.poll(() => status.textContent()).toContain(`This page's Content-Security-Policy does not allow connections to ${refused}: it is not a valid server address`);
    }
    await section.getByRole("button", { name: recorder.baseUrlFor("sandbox"), exact: true }).click();
    await section.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe("200 OK");
    expect(recorder.received("sandbox").map((request) => request.path)).toEqual(["/things"]);

    const origins = new Set(requested.filter((url) => !blocked.includes(url)).map((url) => new URL(url).origin));
    expect([...origins].sort(), "the site and the valid server, nothing else (the description's images are blocked)").toEqual([new URL(sites.servers.url).origin, recorder.origin].sort());
    await problems.collect(page);
    expect(problems.list.filter((line) => !line.includes("tracker.test")), "no CSP violation but the description's images").toEqual([]);
  }, 120_000);

  /** Opens a page whose images point at tracker.test, answered by a route that counts what reaches it. */
  async function openWithTracker(url: string) {
    const hits: string[] = [];
    const opened = await open(url, (context) =>
      context.route(/tracker\.test/, (route) => {
        hits.push(route.request().url());
        return route.fulfill({ status: 200, contentType: "image/gif", body: pixel });
      }),
    );
    return { ...opened, hits };
  }

  it("never requests a description's outside image, shows its alt text, and loads the site's own logo", async () => {
    const { page, problems, requested, blocked, header, hits } = await openWithTracker(`${sites.images.url}things/list-things.html`);
    expect(await declared(page)).toBe("default-src 'self'");
    expect(header).toBe("default-src 'self'");
    const images = page.locator("section.rk-section img");
    // The http image never reached the page (the sanitizer keeps images over https only).
    expect(await images.evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).getAttribute("src")))).toEqual(["https://tracker.test/pixel.gif?reader=1", "https://tracker.test/inline.gif"]);
    await images.first().scrollIntoViewIfNeeded();
    // The logo is in the phone's top bar and in the sidebar.
    const logos = page.locator("img.rk-logo");
    await expect.poll(() => logos.evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth))).toEqual([16, 16]);
    await expect.poll(async () => (await problems.collect(page)).filter((line) => line.includes("img-src")).length).toBeGreaterThanOrEqual(2);
    expect(await images.evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).naturalWidth)), "neither image loaded").toEqual([0, 0]);
    expect(hits, "no request left the browser").toEqual([]);
    const tried = requested.filter((url) => url.includes("tracker.test"));
    expect(new Set(tried)).toEqual(new Set(["https://tracker.test/pixel.gif?reader=1", "https://tracker.test/inline.gif"]));
    await expect.poll(() => tried.filter((url) => !blocked.includes(url)), { message: "each blocked by the policy" }).toEqual([]);
    expect(await page.getByAltText("diagram").isVisible(), "its alt text stands in").toBe(true);
  }, 60_000);

  it("loads a description's image from an origin the site's owner lists in config.imageOrigins", async () => {
    const { page, problems, header, hits } = await openWithTracker(`${sites.allowed.url}things/list-things.html`);
    expect(await declared(page)).toBe("default-src 'self'; img-src 'self' https://tracker.test");
    expect(header).toBe("default-src 'self'; img-src 'self' https://tracker.test");
    const images = page.locator("section.rk-section img");
    await images.first().scrollIntoViewIfNeeded();
    await expect.poll(() => images.evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).naturalWidth))).toEqual([1, 1]);
    expect(hits.sort()).toEqual(["https://tracker.test/inline.gif", "https://tracker.test/pixel.gif?reader=1"]);
    await problems.collect(page);
    expect(problems.list).toEqual([]);
  }, 60_000);

  it("lets refkit dev reload the page under the policy", async () => {
    const root = join(work, "dev");
    await mkdir(join(root, "pages"), { recursive: true });
    const source = (title: string) => `import { Endpoint, Page, Section } from "refkit";\nexport default class Things extends Page {\n  title = ${JSON.stringify(title)};\n  sections() {\n    return [Section("List things", { description: Endpoint("get", "/v1/things") })];\n  }\n}\n`;
    await writeFile(join(root, "pages", "things.ts"), source("Things"));
    const errors: unknown[] = [];
    const dev = await startDev({ root, out: join(root, "site"), port: 0, onError: (error) => errors.push(error) });
    try {
      let connected: Promise<unknown> | undefined;
      const { page, problems } = await open(`http://127.0.0.1:${(dev.server.address() as { port: number }).port}/things.html`, async (_context, page) => {
        connected = page.waitForResponse((response) => response.url().endsWith("/__refkit/events"));
      });
      expect(await declared(page)).toBe("default-src 'self'");
      // The page's event stream is answered (the server keeps it from then on): an edit now reaches it.
      await connected;
      const built = dev.nextBuild();
      await writeFile(join(root, "pages", "things.ts"), source("Things, edited"));
      expect(await built).toBe(true);
      await expect.poll(() => page.locator("h1").textContent(), { timeout: 15_000 }).toBe("Things, edited");
      await problems.collect(page);
      expect(problems.list).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await dev.close();
    }
  }, 60_000);
});
