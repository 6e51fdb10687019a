/**
 * Incremental rebuild: how long `refkit dev` takes from saving one page of a hand-written site
 * to having rebuilt the site (and told the browsers to reload). Uses the browser suite's fixture
 * site (two pages) plus the demonstration's customers page.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startDev } from "../src/site/dev.ts";

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
