/**
 * The browser suite's plumbing: Debian's Chromium driven by playwright-core (never a downloaded
 * browser), and sites served by refkit's own `serve` command, in-process.
 *
 * Without /usr/bin/chromium the suite is skipped with a warning on a developer machine, and
 * fails under CI (`CI=true`), where a skipped suite would pass for a tested one.
 */
import { afterAll, afterEach, beforeAll } from "vitest";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { run, type Io } from "../../src/cli.ts";

export const chromiumPath = "/usr/bin/chromium";
export const isCI = process.env.CI === "true";
const missing = !existsSync(chromiumPath);

/** True when the browser tests must not run: no Chromium on a developer machine. */
export const skipBrowser = missing && !isCI;
if (skipBrowser) {
  console.warn(
    `refkit browser suite: NOT running the browser tests: ${chromiumPath} is missing; install it with \`sudo apt-get install chromium\` (under CI=true this fails)`,
  );
}

/** The repository root, and where screenshots go (git-ignored). */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
export const artifactsDir = join(repoRoot, "test-artifacts");
/** The fixture project: two pages, an auth header. */
export const fixtureRoot = join(repoRoot, "test", "fixtures", "site");

/** Launches the one browser of a test file. Fails with the fix when Chromium is missing (under CI). */
export async function launchBrowser(): Promise<Browser> {
  if (missing) throw new Error(`${chromiumPath} is missing: install it with \`sudo apt-get install chromium\` (CI=true: the browser suite must run)`);
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** A site built and served by `refkit serve`. */
export interface ServedSite {
  /** `http://localhost:PORT/` */
  readonly url: string;
  /** The built folder. */
  readonly out: string;
  /** Every HTML page of the site, such as `index.html`, `orders.html`. */
  readonly pages: readonly string[];
  close(): Promise<void>;
}

/**
 * Builds and serves a project on a free port with `refkit serve`. `"demo"` serves an empty
 * folder, which builds the bundled demonstration; `args` adds options, such as
 * `["--openapi", file]`.
 */
export async function serveProject(project: string | "demo", args: readonly string[] = []): Promise<ServedSite> {
  const work = await mkdtemp(join(tmpdir(), "refkit-browser-"));
  const out = join(work, "site");
  const root = project === "demo" ? join(work, "empty") : project;
  if (project === "demo") await mkdir(root);
  const errors: string[] = [];
  let server: Server | undefined;
  let url = "";
  const io: Io = {
    stdout: () => {},
    stderr: (line) => errors.push(line),
    cwd: work,
    env: { PORT: "0" },
    onServe: (s, at) => {
      server = s;
      url = at;
    },
  };
  const status = await run(["serve", "--root", root, "--out", out, ...args], io);
  if (status !== 0 || !server) throw new Error(`refkit serve exited with ${status}: ${errors.join("\n")}`);
  const running = server;
  const pages = (await readdir(out, { recursive: true })).filter((name) => name.endsWith(".html")).sort();
  return {
    url,
    out,
    pages,
    async close() {
      running.closeAllConnections();
      await new Promise<void>((done) => running.close(() => done()));
      await rm(work, { recursive: true, force: true });
    },
  };
}

/** Tabs, panels and visibility of every example on the page, as the reader sees them. */
export interface ExampleState {
  readonly langs: string[];
  /** The token of the tab with aria-selected="true" (null if none or several). */
  readonly selected: string | null;
  /** The tokens of the panels that are rendered (display not none, with a box). */
  readonly visible: string[];
  /** The tokens of the tabs whose tabIndex is 0. */
  readonly tabbable: string[];
}

/** The state of every tabbed example on the page, in document order. */
export function examples(page: Page): Promise<ExampleState[]> {
  return page.$$eval(".rk-example[data-rk-langs]", (nodes) =>
    nodes.map((example) => {
      const tabs = Array.from(example.querySelectorAll<HTMLElement>(":scope > .rk-tablist > [role=tab]"));
      const panels = Array.from(example.querySelectorAll<HTMLElement>(":scope > [role=tabpanel]"));
      const selected = tabs.filter((tab) => tab.getAttribute("aria-selected") === "true");
      return {
        langs: (example as HTMLElement).dataset.rkLangs!.split(" "),
        selected: selected.length === 1 ? selected[0]!.dataset.rkLang! : null,
        visible: panels.filter((p) => getComputedStyle(p).display !== "none" && p.getBoundingClientRect().height > 0).map((p) => p.dataset.rkLang!),
        tabbable: tabs.filter((tab) => tab.tabIndex === 0).map((tab) => tab.dataset.rkLang!),
      };
    }),
  );
}

/** Waits until the reader script has set up every tabbed example. */
export async function scriptReady(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.querySelectorAll(".rk-example[data-rk-langs]")).every((e) => e.hasAttribute("data-rk-ready")));
}

/** What went wrong on a page: console errors, uncaught exceptions, CSP violations, failed or refused requests. */
export interface Problems {
  readonly list: string[];
  /** Reads the CSP violations the init script collected on the current document. */
  collect(page: Page): Promise<string[]>;
}

/**
 * Records every problem of the context's pages. CSP violations are caught by an init script,
 * which the page's CSP does not govern.
 */
export async function watchProblems(context: BrowserContext): Promise<Problems> {
  const list: string[] = [];
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __rkCsp: string[] }).__rkCsp = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const watch = (page: Page) => {
    page.on("console", (message) => {
      if (message.type() === "error") list.push(`console error on ${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => list.push(`page error on ${page.url()}: ${error.message}`));
    page.on("requestfailed", (request) => {
      const reason = request.failure()?.errorText;
      // The browser cancels what a page was still loading (its favicon, say) when the reader
      // follows a link first: that is no fault of the page. A missing file still shows as its
      // HTTP status below, a refused one as its own error.
      if (reason === "net::ERR_ABORTED") return;
      list.push(`request failed: ${request.url()}: ${reason}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) list.push(`HTTP ${response.status()}: ${response.url()}`);
    });
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  return {
    list,
    async collect(page: Page) {
      const found = await page.evaluate(() => (window as unknown as { __rkCsp?: string[] }).__rkCsp ?? []);
      list.push(...found.map((line) => `${line} (on ${page.url()})`));
      return found;
    },
  };
}

/**
 * The browser of one test file and the contexts its tests open: each test gets fresh contexts
 * (fresh storage), closed after it.
 */
export class Harness {
  #browser: Browser | undefined;
  #open: BrowserContext[] = [];

  async start(): Promise<void> {
    this.#browser = await launchBrowser();
  }

  get browser(): Browser {
    if (!this.#browser) throw new Error("the browser did not start");
    return this.#browser;
  }

  /** A new context, closed after the test. */
  async context(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const context = await this.browser.newContext(options);
    this.#open.push(context);
    return context;
  }

  /** A new page in a new context, already at `url`. */
  async page(url: string, options: BrowserContextOptions = {}): Promise<Page> {
    const page = await (await this.context(options)).newPage();
    await page.goto(url);
    return page;
  }

  async closeContexts(): Promise<void> {
    await Promise.all(this.#open.splice(0).map((context) => context.close()));
  }

  async stop(): Promise<void> {
    await this.closeContexts();
    await this.#browser?.close();
  }
}

/**
 * The browser of one test file, with the fixture site and the demonstration served for all its
 * tests: started before them, each test's contexts closed after it, everything stopped at the end.
 */
export function useBothSites(): { harness: Harness; sites: Record<"fixture" | "demo", ServedSite> } {
  const harness = new Harness();
  const sites = {} as Record<"fixture" | "demo", ServedSite>;
  beforeAll(async () => {
    await harness.start();
    sites.fixture = await serveProject(fixtureRoot);
    sites.demo = await serveProject("demo");
  });
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    await Promise.all(Object.values(sites).map((site) => site.close()));
  });
  return { harness, sites };
}

/**
 * The browser of one test file, with one project served for all its tests: `prepare` writes the
 * project into a temporary folder and returns the arguments `refkit serve` takes for it. Started
 * before the tests, each test's contexts closed after it, everything stopped and removed at the end.
 */
export function useServedProject(prepare: (work: string) => Promise<readonly string[]>, timeout = 180_000): { harness: Harness; site: ServedSite } {
  const harness = new Harness();
  let work: string | undefined;
  let served: ServedSite | undefined;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-project-"));
    const args = await prepare(work);
    await harness.start();
    served = await serveProject(work, args);
  }, timeout);
  afterEach(() => harness.closeContexts());
  afterAll(async () => {
    await harness.stop();
    await served?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });
  // The site once served: read by the tests, after beforeAll.
  const site = new Proxy({} as ServedSite, { get: (_, key) => Reflect.get(served ?? {}, key) });
  return { harness, site };
}
