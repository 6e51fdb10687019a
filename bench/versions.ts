/**
 * A versioned site against one version, in one run: `refkit build` of GitHub's REST description
 * (api.github.com) alone, and with three GitHub Enterprise Server versions beside it (3.19, 3.18,
 * 3.17 under `v/`), the changelog between them included. Whole processes, alternating, median of
 * 3; prints each build's wall time and peak RSS and the ratio (target: the four versions in at most
 * twice one version's time).
 *
 *   bash scripts/fetch-github-openapi.sh && bash scripts/fetch-real-descriptions.sh
 *   npm --prefix bench run versions [-- --runs 3 --skip-compile]
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileRefkit, githubOpenApi, group, median, refkitBin, refkitVersion, repoRoot } from "./github-builds.ts";

const cache = join(repoRoot, "test", ".cache", "real");
const versions = [
  { label: "cloud", file: githubOpenApi, fetch: "bash scripts/fetch-github-openapi.sh" },
  { label: "3.19", file: join(cache, "github-ghes-3.19.json"), fetch: "bash scripts/fetch-real-descriptions.sh" },
  { label: "3.18", file: join(cache, "github-ghes-3.18.json"), fetch: "bash scripts/fetch-real-descriptions.sh" },
  { label: "3.17", file: join(cache, "github-ghes-3.17.json"), fetch: "bash scripts/fetch-real-descriptions.sh" },
];

const argv = process.argv.slice(2);
const runsAt = argv.indexOf("--runs");
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;

/** One build as a whole process: its wall time and peak RSS (GNU time's maximum resident set). */
function build(args: string[]): { ms: number; rssMiB: number } {
  const out = mkdtempSync(join(tmpdir(), "refkit-versions-"));
  try {
    const started = performance.now();
    const run = spawnSync("/usr/bin/time", ["-f", "%M", process.execPath, refkitBin, "build", ...args, "--out", join(out, "site")], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const ms = performance.now() - started;
    if (run.status !== 0) throw new Error(`refkit build ${args.join(" ")} exited with ${run.status}: ${run.stderr.slice(-2000)}`);
    const rss = Number(run.stderr.trim().split("\n").at(-1));
    return { ms, rssMiB: rss / 1024 };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function main(): number {
  const missing = versions.filter((version) => !existsSync(version.file));
  if (missing.length > 0) {
    for (const version of missing) console.error(`missing ${version.file}: run \`${version.fetch}\` from the repository root`);
    return 1;
  }
  if (!existsSync("/usr/bin/time")) {
    console.error("GNU time (/usr/bin/time, Debian's `time` package) measures the peak RSS: install it with `apt-get install time`.");
    return 1;
  }
  if (!compileRefkit(argv)) return 1;
  console.log(`refkit ${refkitVersion()}; ${runs} runs of each build, alternating`);
  const one = [`--openapi`, versions[0]!.file];
  const four = versions.flatMap((version) => ["--openapi", `${version.label}=${version.file}`]);
  const single: { ms: number; rssMiB: number }[] = [];
  const versioned: { ms: number; rssMiB: number }[] = [];
  for (let i = 0; i < runs; i++) {
    single.push(build(one));
    versioned.push(build(four));
    console.log(`run ${i + 1}: one version ${group(single.at(-1)!.ms)} ms, four versions ${group(versioned.at(-1)!.ms)} ms`);
  }
  const wall = { one: median(single.map((run) => run.ms)), four: median(versioned.map((run) => run.ms)) };
  const rss = { one: median(single.map((run) => run.rssMiB)), four: median(versioned.map((run) => run.rssMiB)) };
  console.log(`\n| build | wall (median) | peak RSS (median) |\n| --- | ---: | ---: |`);
  console.log(`| api.github.com alone | ${group(wall.one)} ms | ${group(rss.one)} MiB |`);
  console.log(`| api.github.com + GHES 3.19, 3.18, 3.17 | ${group(wall.four)} ms | ${group(rss.four)} MiB |`);
  console.log(`\nfour versions / one: wall ${(wall.four / wall.one).toFixed(2)}× (target ≤ 2×), RSS ${(rss.four / rss.one).toFixed(2)}×`);
  return 0;
}

process.exitCode = main();
