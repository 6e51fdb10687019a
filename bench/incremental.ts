/**
 * Incremental rebuild: how long `refkit dev` takes from saving one page of a hand-written site
 * to having rebuilt the site (and told the browsers to reload). Uses the browser suite's fixture
 * site (two pages) plus the demonstration's customers page. Then the same on GitHub's REST
 * description, with the page cache and without it, until the edited operation's page is served
 * with the edit; and a second `refkit build` with nothing changed.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startDev } from "../src/site/dev.ts";
import { githubOpenApi, refkitBin } from "./github-builds.ts";

const repo = new URL("../", import.meta.url);
const root = await mkdtemp(join(tmpdir(), "refkit-incremental-"));
await cp(new URL("test/fixtures/site/", repo), root, { recursive: true });
await cp(new URL("examples/customers/pages/customers.ts", repo), join(root, "pages", "customers.ts"));
await writeFile(join(root, "package.json"), '{ "type": "module" }\n');

const started = performance.now();
const dev = await startDev({ root, out: join(root, "site"), port: 0, onError: (error) => console.error(error) });
const first = performance.now() - started;
const page = join(root, "pages", "customers.ts");
const original = await readFile(page, "utf8");
const times: number[] = [];
for (let round = 0; round < 7; round++) {
  const built = dev.nextBuild();
  const saved = performance.now();
  await writeFile(page, original.replace('title = "Customers"', `title = "Customers ${round}"`));
  if (!(await built)) throw new Error("the rebuild failed");
  times.push(performance.now() - saved);
}
await dev.close();
await rm(root, { recursive: true, force: true });

const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
console.log(`Incremental rebuild with refkit dev (${dev.summary.pages} pages, ${dev.summary.endpoints} endpoints, ${dev.summary.snippets} snippets)`);
console.log(`  first build and serve       ${first.toFixed(0)} ms`);
console.log(`  save one page → rebuilt     median ${median.toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(", ")} ms; includes the 80 ms change debounce)`);

// The same on GitHub's REST description (1,223 operations, 63 pages): one operation's summary
// edited and saved, with the page cache (the pages whose content did not change are reused) and
// without it (every page made again), in the same run. Then `refkit build` run again with nothing
// changed, against the first build.

if (!existsSync(githubOpenApi)) {
  console.log("GitHub's description is missing: bash scripts/fetch-github-openapi.sh");
  process.exit(1);
}

/** Median of `refkit dev`'s rebuilds after an edit to one operation, with or without the cache. */
async function githubRebuilds(cache: boolean): Promise<{ median: number; times: number[]; first: number }> {
  const folder = await mkdtemp(join(tmpdir(), "refkit-incremental-github-"));
  const openapi = join(folder, "openapi.json");
  const text = await readFile(githubOpenApi, "utf8");
  await writeFile(openapi, text);
  const started = performance.now();
  const server = await startDev({ root: folder, openapi, out: join(folder, "site"), port: 0, cache, onError: (error) => console.error(error) });
  const first = performance.now() - started;
  // The first operation summary of the document: its page is the one made again.
  const at = text.indexOf('"summary": "') + '"summary": "'.length;
  // The page that shows that operation: the one fetched after each rebuild, as a reloading browser would.
  const summary = `>${text.slice(at, text.indexOf('"', at))}<`;
  const site = join(folder, "site");
  const pages = (await readdir(site)).filter((name) => name.endsWith(".html") && name !== "index.html" && name !== "all-endpoints.html");
  let page: string | undefined;
  for (const name of pages) if (page === undefined && (await readFile(join(site, name), "utf8")).includes(summary)) page = name;
  if (page === undefined) throw new Error(`no page shows ${summary}`);
  const { port } = server.server.address() as AddressInfo;
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const built = server.nextBuild();
    const saved = performance.now();
    await writeFile(openapi, `${text.slice(0, at)}Edited ${round}: ${text.slice(at)}`);
    if (!(await built)) throw new Error("the rebuild failed");
    const served = await (await fetch(`http://127.0.0.1:${port}/${page}`)).text();
    if (!served.includes(`Edited ${round}: `)) throw new Error(`${page} does not show the edit after the rebuild`);
    rounds.push(performance.now() - saved);
  }
  await server.close();
  await rm(folder, { recursive: true, force: true });
  const ordered = [...rounds].sort((a, b) => a - b);
  return { median: ordered[Math.floor(ordered.length / 2)]!, times: rounds, first };
}

const cached = await githubRebuilds(true);
const uncached = await githubRebuilds(false);
const runs = (times: readonly number[]) => times.map((t) => t.toFixed(0)).join(", ");
console.log(`\nrefkit dev on GitHub's REST description (1,223 operations): edit one operation's summary, save → its page served with the edit`);
console.log(`  with the page cache       median ${cached.median.toFixed(0)} ms (runs: ${runs(cached.times)} ms; first build and serve ${cached.first.toFixed(0)} ms)`);
console.log(`  without (every page made) median ${uncached.median.toFixed(0)} ms (runs: ${runs(uncached.times)} ms)`);
console.log(`  ratio ${(cached.median / uncached.median).toFixed(2)}`);

// `refkit build` as a user runs it: a fresh process, the cache in a fresh folder.
const project = await mkdtemp(join(tmpdir(), "refkit-incremental-build-"));
const build = (...extra: string[]) => {
  const start = performance.now();
  execFileSync(process.execPath, [refkitBin, "build", "--openapi", githubOpenApi, "--out", join(project, "site"), ...extra], { cwd: project, stdio: "ignore" });
  return performance.now() - start;
};
const cold = build();
const again = [build(), build(), build()].sort((a, b) => a - b)[1]!;
const none = build("--no-cache");
await rm(project, { recursive: true, force: true });
console.log(`\nrefkit build on GitHub's REST description, a fresh process each (wall):`);
console.log(`  first build (cache empty, filled)     ${cold.toFixed(0)} ms`);
console.log(`  again, nothing changed (median of 3)  ${again.toFixed(0)} ms`);
console.log(`  with --no-cache                       ${none.toFixed(0)} ms`);
console.log(`  no-change rebuild / --no-cache build  ${(again / none).toFixed(2)}`);
