/**
 * The reader's page: GitHub's REST API reference as built by refkit (a static site) and by
 * `redocly build-docs --inlineBundle` (one HTML file), each served from a local static server
 * and loaded in Debian's Chromium through playwright-core, in the same run. For refkit's first
 * operation's page (the first "All endpoints" lists), its heaviest operation page, Redoc's
 * landing page and Redoc's deep link to its first operation: first contentful paint, the time until the page is
 * usable (defined below, and printed), the JS heap, and the bytes transferred. Every request
 * that is not for 127.0.0.1 is blocked and counted. One warm-up load each, then seven loads
 * (`--loads N`) each in a fresh browser context, interleaved; medians.
 *
 *   npm --prefix bench ci && npm --prefix bench run reader          (compiles refkit first)
 *   npm --prefix bench run reader -- --skip-compile --loads 11     (runs the existing dist/)
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { extname, join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import {
  checkInputs,
  compileRefkit,
  filesUnder,
  group,
  median,
  option,
  redoclyArgs,
  redoclyEnv,
  redoclyMessages,
  redoclyVersion,
  refkitArgs,
  refkitVersion,
} from "./github-builds.ts";

const chromiumPath = "/usr/bin/chromium";
const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const viewport = { width: 1280, height: 800 };
/** Timed loads of each page (`--loads`): a load is 100–250 ms for refkit, and one noisy load moves a median of three by half. */
const defaultLoads = 7;
const usableTimeout = 60_000;
const targets = { usable: 10, heap: 10 };

// ---------------------------------------------------------------------------------------------
// A static server: the files of one folder, gzip-compressed ahead of time (zlib level 6, what
// static hosts commonly send) so that compressing costs the page nothing, on 127.0.0.1 only.

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

interface Served {
  readonly url: string;
  close(): Promise<void>;
}

async function serve(dir: string): Promise<Served> {
  const files = new Map<string, { raw: Buffer; gzip: Buffer; type: string }>();
  for (const { path } of await filesUnder(dir)) {
    const raw = await readFile(path);
    files.set("/" + relative(dir, path).split(sep).join("/"), { raw, gzip: gzipSync(raw, { level: 6 }), type: contentTypes[extname(path)] ?? "application/octet-stream" });
  }
  const server: Server = createServer((request, response) => {
    let path = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname);
    if (path.endsWith("/")) path += "index.html";
    const file = files.get(path);
    if (!file || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    const body = gzip ? file.gzip : file.raw;
    response.writeHead(200, {
      "content-type": file.type,
      "content-length": body.length,
      "cache-control": "no-store",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

// ---------------------------------------------------------------------------------------------
// What "usable" means, checked inside the page. The probe is a synthetic click, dispatched
// from a timer every ~4 ms once the document has fired DOMContentLoaded; it counts as handled
// when the page's own listener cancelled it (refkit's tab handler and Redoc's router links both
// call preventDefault). The benchmark's own listener on window runs after the page's and
// cancels an unhandled probe, so a probe before the page is ready follows no link.

interface Expect {
  readonly product: "refkit" | "redoc";
  /** refkit: the page's sections and the sidebar's endpoint links, counted in the built HTML. */
  readonly sections?: number;
  readonly navEndpoints?: number;
  /** Redoc: the menu items the page must list at least, the operation's menu link and title. */
  readonly menuItems?: number;
  readonly operationHref?: string;
  readonly operationTitle?: string;
}

/** The page-side script (a string: the page must not see code transformed by tsx). */
const probeScript = (expect: Expect) => `(() => {
  const expect = ${JSON.stringify(expect)};
  const state = (window.__bench = { usable: null, probes: 0 });
  let resolveReady;
  state.ready = new Promise((resolve) => (resolveReady = resolve));
  let probing = null;
  let handled = false;
  addEventListener("click", (event) => {
    if (event !== probing) return;
    handled = event.defaultPrevented;
    event.preventDefault();
  });
  const count = (selector) => document.querySelectorAll(selector).length;
  function structure() {
    if (expect.product === "refkit") {
      return count("section.rk-section") === expect.sections && count("nav.rk-sidebar a > .rk-badge") === expect.navEndpoints
        ? document.querySelector(".rk-example > .rk-tablist > [role=tab]")
        : null;
    }
    const menu = '[data-component-name="Menu/MenuItem"]';
    if (count(menu) < expect.menuItems) return null;
    if (!expect.operationHref) return document.querySelector(menu + " a");
    const link = document.querySelector(menu + ' a[href="' + expect.operationHref + '"]');
    const shown = [...document.querySelectorAll("h1, h2")].some(
      (h) => h.textContent.trim() === expect.operationTitle && !h.closest('[data-component-name="Menu/Menu"]'),
    );
    return shown ? link : null;
  }
  function poll() {
    const target = structure();
    if (target) {
      probing = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, view: window });
      handled = false;
      target.dispatchEvent(probing);
      probing = null;
      state.probes++;
      if (handled) {
        state.usable = performance.now();
        resolveReady(state.usable);
        return;
      }
    }
    setTimeout(poll, 4);
  }
  document.addEventListener("DOMContentLoaded", () => setTimeout(poll, 0));
})()`;

const definitions = [
  "first contentful paint: the 'first-contentful-paint' paint entry (ms from navigation start).",
  "usable: ms from navigation start to the first probe, every ~4 ms from DOMContentLoaded on, at which",
  "  refkit: every section of the page and every endpoint link of the sidebar is in the DOM (counts taken",
  "          from the built HTML) and a synthetic click on the first example's first tab is handled by",
  "          refkit's script (it cancels the click and selects the tab);",
  "  Redoc:  the menu lists at least as many items as its landing page has (the tags and the overview);",
  "          for the deep link, the operation's menu link is listed and its title is rendered as a heading",
  "          outside the menu; and a synthetic click on that link (landing: the first menu link) is handled",
  "          by Redoc's router (it cancels the click and navigates in the page).",
  "  An unhandled probe is cancelled by the benchmark, so a page that is not ready follows no link.",
  "JS heap: CDP Performance.getMetrics JSHeapUsedSize once the page is loaded and usable, after 1 s idle;",
  "  'after GC' is the same after CDP HeapProfiler.collectGarbage.",
  "bytes: decoded = the response bodies (page.on('response')), wire = CDP Network.loadingFinished",
  "  encodedDataLength (gzip level 6, headers included); blocked = requests not for 127.0.0.1, aborted.",
];

// ---------------------------------------------------------------------------------------------

interface Target {
  readonly name: string;
  readonly product: "refkit" | "redoc";
  readonly url: string;
  readonly expect: Expect;
}

interface Load {
  readonly fcp: number;
  readonly usable: number;
  readonly dcl: number;
  readonly load: number;
  readonly heap: number;
  readonly heapAfterGc: number;
  readonly decoded: number;
  readonly wire: number;
  readonly requests: number;
  readonly blocked: number;
  readonly probes: number;
}

const blockedUrls = new Set<string>();
/** Every request the pages may make that is not for the local servers (data: URLs never reach routing). */
const notLocal = (url: URL) => url.hostname !== "127.0.0.1";

async function measure(browser: Browser, target: Target): Promise<Load> {
  const context = await browser.newContext({ viewport });
  try {
    let blocked = 0;
    // Only requests for other hosts reach this handler; requests for 127.0.0.1 go on unchanged.
    await context.route(notLocal, (route) => {
      blocked++;
      blockedUrls.add(`${target.product}: ${route.request().url()}`);
      return route.abort("blockedbyclient");
    });
    await context.addInitScript({ content: probeScript(target.expect) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await cdp.send("Network.enable");
    let wire = 0;
    cdp.on("Network.loadingFinished", (event: { encodedDataLength: number }) => (wire += event.encodedDataLength));
    const bodies: Promise<number>[] = [];
    page.on("response", (response) => bodies.push(response.body().then((body) => body.length, () => 0)));
    await page.goto(target.url, { waitUntil: "load", timeout: usableTimeout });
    let timer: NodeJS.Timeout | undefined;
    const usable = await Promise.race([
      page.evaluate("window.__bench.ready") as Promise<number>,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${target.name}: not usable within ${usableTimeout / 1000} s (${target.url})`)), usableTimeout);
      }),
    ]).finally(() => clearTimeout(timer));
    await page.waitForTimeout(1000);
    const metric = async () => {
      const { metrics } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
      return metrics.find((m) => m.name === "JSHeapUsedSize")!.value;
    };
    const heap = await metric();
    await cdp.send("HeapProfiler.collectGarbage");
    const heapAfterGc = await metric();
    const timing = (await page.evaluate(`(() => {
      const nav = performance.getEntriesByType("navigation")[0];
      const fcp = performance.getEntriesByName("first-contentful-paint")[0];
      return { fcp: fcp ? fcp.startTime : NaN, dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, probes: window.__bench.probes };
    })()`)) as { fcp: number; dcl: number; load: number; probes: number };
    const sizes = await Promise.all(bodies);
    return { ...timing, usable, heap, heapAfterGc, decoded: sizes.reduce((a, b) => a + b, 0), wire, requests: sizes.length, blocked };
  } finally {
    await context.close();
  }
}

/** The counts refkit's page must show: its sections and the sidebar's endpoint links. */
async function refkitExpect(file: string): Promise<Expect> {
  const html = await readFile(file, "utf8");
  const nav = html.slice(html.indexOf("<nav"), html.indexOf("</nav>"));
  return {
    product: "refkit",
    sections: html.match(/<section class="rk-section"/g)?.length ?? 0,
    navEndpoints: nav.match(/<a [^>]*><span class="rk-badge/g)?.length ?? 0,
  };
}

/** Redoc's landing menu, and the first operation's deep link and title, read from the page (untimed). */
async function redocExpect(browser: Browser, url: string): Promise<{ landing: Expect; operation: Expect }> {
  const context = await browser.newContext({ viewport });
  try {
    await context.route(notLocal, (route) => route.abort("blockedbyclient"));
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    const menu = '[data-component-name="Menu/MenuItem"]';
    await page.waitForSelector(menu);
    const menuItems = await page.locator(menu).count();
    // The first tag: the first menu item whose link is not the overview's "/".
    await page.locator(`${menu} a:not([href="/"])`).first().click();
    const link = page.locator(`${menu} a[href^="#/"]`).first();
    await link.waitFor();
    const operationHref = (await link.getAttribute("href"))!;
    const operationTitle = (await link.locator("[data-text]").last().getAttribute("data-text"))!.trim();
    return { landing: { product: "redoc", menuItems }, operation: { product: "redoc", menuItems, operationHref, operationTitle } };
  } finally {
    await context.close();
  }
}

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

async function main(): Promise<number> {
  if (!existsSync(chromiumPath)) {
    console.error(`${chromiumPath} is missing: install Debian's Chromium with \`sudo apt-get install chromium\`.`);
    return 1;
  }
  if (!checkInputs("reader")) return 1;
  const timedRuns = Number(option(process.argv.slice(2), "--loads") ?? defaultLoads);
  if (!Number.isInteger(timedRuns) || timedRuns < 1) {
    console.error(`--loads: expected a whole number of timed loads, at least 1, got ${option(process.argv.slice(2), "--loads")}`);
    return 1;
  }
  if (!compileRefkit(process.argv.slice(2))) return 1;

  const scratch = await mkdtemp(join(tmpdir(), "refkit-bench-reader-"));
  const servers: Served[] = [];
  let browser: Browser | undefined;
  try {
    // The two outputs, built once (untimed) from GitHub's description.
    const emptyRoot = join(scratch, "empty-root");
    const refkitOut = join(scratch, "refkit-site");
    const redoclyOut = join(scratch, "redocly");
    await mkdir(emptyRoot);
    await mkdir(redoclyOut);
    console.log("building both outputs (untimed) …");
    const built = spawnSync(process.execPath, refkitArgs(refkitOut, emptyRoot), { cwd: scratch, encoding: "utf8" });
    if (built.status !== 0) throw new Error(`refkit build failed:\n${built.stdout}\n${built.stderr}`);
    const redocly = spawnSync(process.execPath, redoclyArgs(join(redoclyOut, "index.html")), { cwd: scratch, encoding: "utf8", env: { ...process.env, ...redoclyEnv } });
    if (redocly.status !== 0) throw new Error(`redocly build-docs failed:\n${redocly.stdout}\n${redocly.stderr}`);

    const pages = (await filesUnder(refkitOut)).filter((f) => f.path.endsWith(".html"));
    // Each operation has its page (in its group's folder): the first a reader opens is the first
    // operation "All endpoints" lists (a large API's landing page lists its groups), the one
    // Redoc's deep link opens; the heaviest
    // is the heaviest operation page (a request example's tabs, which the probe clicks).
    const site = (file: string) => relative(refkitOut, file).split(sep).join("/");
    const operations = pages.filter((f) => site(f.path).includes("/") && !site(f.path).startsWith("models/") && !site(f.path).startsWith("assets/"));
    const heaviest = operations.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const listed = await readFile(join(refkitOut, "all-endpoints.html"), "utf8");
    const firstHref = /<a href="([^"#]+\/[^"#]+\.html)[#"]/.exec(listed.slice(listed.indexOf('class="rk-endpoint-')))?.[1];
    const first = operations.find((f) => site(f.path) === firstHref) ?? operations[0]!;

    const refkitServer = await serve(refkitOut);
    const redocServer = await serve(redoclyOut);
    servers.push(refkitServer, redocServer);
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
    const redoc = await redocExpect(browser, redocServer.url);

    const all: Target[] = [
      { name: `refkit, first operation (${site(first.path)})`, product: "refkit", url: `${refkitServer.url}${site(first.path)}`, expect: await refkitExpect(first.path) },
      { name: `refkit, heaviest page (${site(heaviest.path)})`, product: "refkit", url: `${refkitServer.url}${site(heaviest.path)}`, expect: await refkitExpect(heaviest.path) },
      { name: "Redoc, landing page (/)", product: "redoc", url: redocServer.url, expect: redoc.landing },
      { name: "Redoc, first operation (deep link)", product: "redoc", url: `${redocServer.url}${redoc.operation.operationHref}`, expect: redoc.operation },
    ];

    console.log("");
    console.log("The reader's page: GitHub's REST API reference, refkit vs Redoc in Chromium (all measured in this run)");
    console.log(`Node ${process.version}, ${process.platform} ${process.arch}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; Chromium ${browser.version()} headless, ${viewport.width}×${viewport.height}; load average before: ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);
    console.log(`  refkit  ${refkitVersion()}: refkit build --openapi (compiled dist/), ${pages.length} pages, ${operations.length} of them an operation's`);
    console.log(`          ${refkitSummary(built.stdout)}`);
    console.log(`  Redoc   ${redoclyVersion()}: redocly build-docs --inlineBundle, one HTML file`);
    console.log(`          ${redoclyMessages(redocly.stdout + redocly.stderr).join(" / ").replaceAll(scratch, "<tmp>")}`);
    console.log(`Served from 127.0.0.1 by a node:http static server, gzip level 6 precompressed; fresh browser context per load; one warm-up load each, then ${timedRuns} loads each, interleaved.`);
    for (const target of all) {
      const e = target.expect;
      const what = e.product === "refkit" ? `${e.sections} sections, ${e.navEndpoints} sidebar endpoint links` : e.operationHref ? `≥ ${e.menuItems} menu items, "${e.operationTitle}"` : `≥ ${e.menuItems} menu items`;
      console.log(`  ${target.name}: ${target.url.slice(target.url.indexOf("/", 8))}  (${what})`);
    }
    console.log("");

    const loads = new Map<Target, Load[]>(all.map((t) => [t, []]));
    for (const target of all) await measure(browser, target); // warm-up
    for (let run = 0; run < timedRuns; run++) {
      for (const target of all) {
        const load = await measure(browser, target);
        loads.get(target)!.push(load);
        console.log(`  run ${run + 1}  ${target.name.padEnd(38)} FCP ${load.fcp.toFixed(0).padStart(5)} ms  usable ${load.usable.toFixed(0).padStart(5)} ms  heap ${mib(load.heap).padStart(6)} MiB`);
      }
    }

    const med = (target: Target, pick: (load: Load) => number) => median(loads.get(target)!.map(pick));
    console.log("");
    console.log(`Medians of ${timedRuns} loads:`);
    const head = ["page", "FCP ms", "usable ms", "DCL ms", "load ms", "JS heap MiB", "after GC MiB", "decoded bytes", "wire bytes", "requests", "blocked"];
    const rows = all.map((t) => [
      t.name,
      med(t, (l) => l.fcp).toFixed(0),
      med(t, (l) => l.usable).toFixed(0),
      med(t, (l) => l.dcl).toFixed(0),
      med(t, (l) => l.load).toFixed(0),
      mib(med(t, (l) => l.heap)),
      mib(med(t, (l) => l.heapAfterGc)),
      group(med(t, (l) => l.decoded)),
      group(med(t, (l) => l.wire)),
      String(med(t, (l) => l.requests)),
      String(med(t, (l) => l.blocked)),
    ]);
    const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
    const line = (cells: string[]) => "  " + cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
    console.log(line(head));
    for (const row of rows) console.log(line(row));
    console.log("");
    console.log("Definitions:");
    for (const d of definitions) console.log(`  ${d}`);
    if (blockedUrls.size > 0) console.log(`Blocked (not 127.0.0.1): ${[...blockedUrls].join(", ")}`);

    // Ratios: against Redoc's better figure of its two pages, so that the comparison is Redoc's best case.
    const redocTargets = all.filter((t) => t.product === "redoc");
    const best = (pick: (load: Load) => number) => Math.min(...redocTargets.map((t) => med(t, pick)));
    console.log("");
    console.log("Ratios Redoc / refkit (Redoc's better page of the two; higher is better for refkit):");
    for (const target of all.filter((t) => t.product === "refkit")) {
      const usable = best((l) => l.usable) / med(target, (l) => l.usable);
      const heap = best((l) => l.heap) / med(target, (l) => l.heap);
      const fcp = best((l) => l.fcp) / med(target, (l) => l.fcp);
      const wire = best((l) => l.wire) / med(target, (l) => l.wire);
      const verdict = (ratio: number, goal: number) => `${ratio.toFixed(1).padStart(5)}×  (target ≥ ${goal}×: ${ratio >= goal ? "MET" : "NOT MET"})`;
      console.log(`  ${target.name}`);
      console.log(`    time to a usable page  ${verdict(usable, targets.usable)}`);
      console.log(`    JS heap                ${verdict(heap, targets.heap)}`);
      console.log(`    first contentful paint ${fcp.toFixed(1).padStart(5)}×  wire bytes ${wire.toFixed(1)}×  (context, no target)`);
    }
    console.log(`load average after: ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);
    return 0;
  } finally {
    await browser?.close();
    await Promise.all(servers.map((s) => s.close()));
    await rm(scratch, { recursive: true, force: true });
  }
}

function refkitSummary(stdout: string): string {
  return stdout.split("\n").filter((line) => line.startsWith("Built ")).join(" ").replace(/→ .*$/, "").trim();
}

process.exitCode = await main();
