/**
 * Threads: a whole build of GitHub's REST description (1,223 operations, 63 pages) on one thread
 * and on two, in turn (1, 2, 1, 2 …) in one run, each in a fresh process of refkit's compiled
 * library with the page cache off; prints each count's median wall time and peak RSS, the ratio
 * pair by pair, and what the default (no `threads` given) chooses on this machine, timed the same way.
 * The machine's cores are printed first: run it on 2 and on 4 to choose the default. Each count's
 * CPU time and cores busy (CPU time over wall time) are printed too: a second thread can only use
 * what the first leaves of the cores, less what it does twice (loading the description again).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { githubOpenApi, repoRoot } from "./github-builds.ts";

if (!existsSync(githubOpenApi)) {
  console.error(`GitHub's REST API description is missing: fetch it with \`bash scripts/fetch-github-openapi.sh\` at the repository root.`);
  process.exit(1);
}
const library = join(repoRoot, "dist", "index.js");
if (!existsSync(library)) {
  console.error("refkit's compiled library is missing: run `npm run build` at the repository root first.");
  process.exit(1);
}

const rounds = Number(process.env.ROUNDS ?? 5);
const work = mkdtempSync(join(tmpdir(), "refkit-threads-"));

interface Run {
  readonly wall: number;
  /** CPU time, user and system, of every thread of the process (ms). */
  readonly cpu: number;
  readonly rss: number;
}

/** One build in a fresh process: its wall time (ms), CPU time (ms) and peak RSS (MiB), as GNU time reports them. */
function build(threads: number | undefined): Run {
  const options = JSON.stringify({ openapi: githubOpenApi, root: work, out: join(work, `site-${threads ?? "default"}`), cache: false, ...(threads === undefined ? {} : { threads }) });
  const script = `import(${JSON.stringify(library)}).then(({ buildSite }) => buildSite(${options}))`;
  const started = performance.now();
  const run = spawnSync("/usr/bin/time", ["-f", "%U %S %M", process.execPath, "--input-type=module", "-e", script], { encoding: "utf8" });
  const wall = performance.now() - started;
  if (run.status !== 0) throw new Error(`the build failed: ${run.stderr}`);
  const [user, system, rss] = run.stderr.trim().split("\n").at(-1)!.split(" ").map(Number);
  return { wall, cpu: (user! + system!) * 1000, rss: rss! / 1024 };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  console.log(`GitHub's description, whole build, page cache off; ${availableParallelism()} cores; ${rounds} rounds after a warm-up`);
  build(1);
  const one: Run[] = [];
  const two: Run[] = [];
  const chosen: Run[] = [];
  for (let round = 0; round < rounds; round++) {
    one.push(build(1));
    two.push(build(2));
    chosen.push(build(undefined));
  }
  const ratios = one.map((run, i) => two[i]!.wall / run.wall);
  // Cores busy: CPU time over wall time. On two cores, what one thread leaves idle bounds what a second can add.
  const row = (label: string, runs: readonly Run[]) =>
    console.log(
      `  ${label.padEnd(22)} wall median ${median(runs.map((run) => run.wall)).toFixed(0)} ms (${runs.map((run) => run.wall.toFixed(0)).join(", ")}), CPU median ${median(runs.map((run) => run.cpu)).toFixed(0)} ms, cores busy ${median(runs.map((run) => run.cpu / run.wall)).toFixed(2)}, peak RSS median ${median(runs.map((run) => run.rss)).toFixed(0)} MiB`,
    );
  row("1 thread", one);
  row("2 threads", two);
  row("default", chosen);
  console.log(`  2 threads / 1 thread: wall ratio median ${median(ratios).toFixed(2)} (pair by pair: ${ratios.map((ratio) => ratio.toFixed(2)).join(", ")})`);
  const cpuRatios = one.map((run, i) => two[i]!.cpu / run.cpu);
  console.log(`  2 threads / 1 thread: CPU time ratio median ${median(cpuRatios).toFixed(2)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
