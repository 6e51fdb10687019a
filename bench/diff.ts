/**
 * `refkit diff` against api-smart-diff, in one run, as whole processes (reading the files
 * included): GitHub Enterprise Server 3.18 → 3.19, REST and webhooks (fetched by
 * scripts/fetch-real-descriptions.sh). Prints each tool's counts by level, the breaking changes
 * each finds, and the wall times (median of 3) with their ratio.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const cache = join(root, "test", ".cache", "real");
const pairs = [
  { name: "REST", old: "github-ghes-3.18.json", new: "github-ghes-3.19.json" },
  { name: "webhooks", old: "github-webhooks-ghes-3.18.json", new: "github-webhooks-ghes-3.19.json" },
];
for (const pair of pairs) {
  for (const name of [pair.old, pair.new]) if (!existsSync(join(cache, name))) throw new Error(`missing ${name}: run scripts/fetch-real-descriptions.sh`);
}

function timed(command: string, args: string[]): { ms: number; stdout: string; status: number | null } {
  const started = performance.now();
  const run = spawnSync(command, args, { encoding: "utf8", maxBuffer: 512 * 1024 * 1024 });
  const ms = performance.now() - started;
  if (run.status !== 0 && run.status !== 1) throw new Error(`${command} ${args.join(" ")} exited with ${run.status}: ${run.stderr}`);
  return { ms, stdout: run.stdout, status: run.status };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const runs = 3;

for (const pair of pairs) {
  const files = [join(cache, pair.old), join(cache, pair.new)];
  const refkitTimes: number[] = [];
  const peerTimes: number[] = [];
  let refkit: { changes: { id: string; level: string; operation: string | null; message: string }[]; summary: Record<string, number> } | undefined;
  let peer: { total: number; counts: Record<string, number>; breaking: { path: string; action: string; description: string }[] } | undefined;
  let peerError: string | undefined;
  for (let i = 0; i < runs; i++) {
    const ours = timed(process.execPath, [join(root, "bin", "refkit.js"), "diff", ...files, "--format", "json"]);
    refkitTimes.push(ours.ms);
    refkit = JSON.parse(ours.stdout);
    try {
      const theirs = timed(process.execPath, [join(import.meta.dirname, "api-smart-diff-run.mjs"), ...files]);
      peerTimes.push(theirs.ms);
      peer = JSON.parse(theirs.stdout);
    } catch (error) {
      peerError = error instanceof Error ? error.message.split("\n").slice(0, 3).join(" ") : String(error);
    }
  }
  console.log(`\n## GitHub ${pair.name}: ghes-3.18 → ghes-3.19`);
  console.log(`refkit diff:     ${JSON.stringify(refkit!.summary)} in ${Math.round(median(refkitTimes))} ms (median of ${runs})`);
  if (peer) {
    console.log(`api-smart-diff:  ${peer.total} diffs ${JSON.stringify(peer.counts)} in ${Math.round(median(peerTimes))} ms (median of ${runs})`);
    console.log(`refkit / api-smart-diff wall time: ${(median(refkitTimes) / median(peerTimes)).toFixed(2)}`);
    console.log("api-smart-diff's breaking changes:");
    for (const change of peer.breaking.slice(0, 20)) console.log(`  ${change.action} ${change.path}: ${change.description}`);
    if (peer.breaking.length > 20) console.log(`  … and ${peer.breaking.length - 20} more`);
  } else console.log(`api-smart-diff failed: ${peerError}`);
  console.log("refkit's breaking changes and warnings:");
  for (const change of refkit!.changes.filter((change) => change.level !== "info")) console.log(`  ${change.level} ${change.operation} ${change.id}: ${change.message}`);
}
