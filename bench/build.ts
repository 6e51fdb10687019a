/**
 * Whole-reference build: GitHub's REST API description (1,223 operations) built by refkit
 * (`refkit build --openapi`, the compiled dist/, four highlighted clients per operation) and by
 * `redocly build-docs --inlineBundle`, each as a child process under GNU time, in the same run:
 * one warm-up each, then three timed runs each, interleaved. Medians of wall time and peak RSS,
 * the ratios refkit / Redocly against the targets (≤ 0.5), and the size of each output.
 *
 *   npm --prefix bench ci && npm --prefix bench run build          (compiles refkit first)
 *   npm --prefix bench run build -- --skip-compile                (runs the existing dist/)
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import {
  checkInputs,
  compileRefkit,
  filesUnder,
  githubOpenApi,
  group,
  median,
  redoclyArgs,
  redoclyEnv,
  redoclyMessages,
  redoclyVersion,
  refkitArgs,
  refkitVersion,
} from "./github-builds.ts";

const gnuTime = "/usr/bin/time";
const timedRuns = 3;
const target = 0.5;

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

async function main(): Promise<number> {
  if (!existsSync(gnuTime)) {
    console.error(`${gnuTime} (GNU time) is missing: it measures each build's peak RSS. Install it with \`sudo apt-get install time\`.`);
    return 1;
  }
  if (!checkInputs("build")) return 1;
  if (!compileRefkit(process.argv.slice(2))) return 1;

  const scratch = await mkdtemp(join(tmpdir(), "refkit-bench-build-"));
  try {
    const emptyRoot = join(scratch, "empty-root"); // no pages/, no refkit.config.ts: the document alone
    await mkdir(emptyRoot);
    const refkit: Tool = {
      name: "refkit",
      version: refkitVersion(),
      command: `node bin/refkit.js build --openapi test/.cache/api.github.com.json --root <empty dir> --out <dir>`,
      runs: [],
      async run(dir, label) {
        const out = join(dir, `refkit-${label}`);
        return { run: await timed(refkitArgs(out, emptyRoot), {}, dir), out };
      },
    };
    const redocly: Tool = {
      name: "redocly",
      version: redoclyVersion(),
      command: `node node_modules/@redocly/cli/bin/cli.js build-docs test/.cache/api.github.com.json --inlineBundle --output <dir>/redoc.html   (REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true)`,
      runs: [],
      async run(dir, label) {
        const out = join(dir, `redocly-${label}`);
        await mkdir(out);
        return { run: await timed(redoclyArgs(join(out, "redoc.html")), redoclyEnv, dir), out };
      },
    };
    const tools = [refkit, redocly];

    console.log("");
    console.log("Whole-reference build: GitHub's REST API description, refkit vs redocly build-docs (all measured in this run)");
    console.log(`Node ${process.version}, ${process.platform} ${process.arch}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; load average before: ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);
    console.log(`input: ${githubOpenApi} (${group((await readFile(githubOpenApi)).length)} bytes)`);
    for (const tool of tools) console.log(`  ${tool.name.padEnd(8)} ${tool.version}\n           ${tool.command}`);
    console.log(`Each runs as a child process under GNU time: one warm-up, then ${timedRuns} timed runs each, interleaved; medians.`);
    console.log("");

    const order = [...tools, ...Array.from({ length: timedRuns }, () => tools).flat()];
    for (const [i, tool] of order.entries()) {
      const warmUp = i < tools.length;
      const label = warmUp ? "warm-up" : `run ${tool.runs.length + 1}`;
      const { run, out } = await tool.run(scratch, label.replace(" ", "-"));
      console.log(`  ${tool.name.padEnd(8)} ${label.padEnd(8)} ${run.seconds.toFixed(2).padStart(6)} s wall  ${run.cpuSeconds.toFixed(2).padStart(6)} s CPU  ${group(run.peakKiB / 1024).padStart(5)} MiB peak RSS`);
      if (warmUp) {
        // The output of the warm-up is the one measured: every run writes the same files.
        const files = await filesUnder(out);
        const largest = files.reduce((a, b) => (b.bytes > a.bytes ? b : a));
        tool.output = { files: files.length, bytes: files.reduce((n, f) => n + f.bytes, 0), largest: { name: largest.path.slice(out.length + 1), bytes: largest.bytes } };
        const said = tool === refkit ? run.stdout.split("\n").filter((line) => line.startsWith("Built ")) : redoclyMessages(run.stdout + run.stderr);
        tool.summary = said.join("\n    ").replaceAll(scratch, "<tmp>");
      } else {
        tool.runs.push(run);
      }
      await rm(out, { recursive: true, force: true });
    }

    const med = (tool: Tool, pick: (run: Run) => number) => median(tool.runs.map(pick));
    console.log("");
    console.log(`Medians of ${timedRuns} runs:`);
    console.log(`  ${"".padEnd(8)} ${"wall s".padStart(8)} ${"CPU s".padStart(8)} ${"peak RSS MiB".padStart(13)} ${"output bytes".padStart(13)} ${"files".padStart(6)}  largest file`);
    for (const tool of tools) {
      const o = tool.output!;
      console.log(
        `  ${tool.name.padEnd(8)} ${med(tool, (r) => r.seconds).toFixed(2).padStart(8)} ${med(tool, (r) => r.cpuSeconds).toFixed(2).padStart(8)} ${group(med(tool, (r) => r.peakKiB) / 1024).padStart(13)} ${group(o.bytes).padStart(13)} ${String(o.files).padStart(6)}  ${o.largest.name} (${group(o.largest.bytes)} B)`,
      );
    }
    console.log("");
    console.log("What each printed (warm-up run):");
    for (const tool of tools) console.log(`  ${tool.name}: ${tool.summary}`);
    console.log("");
    console.log(`Ratio refkit / redocly (target ≤ ${target}):`);
    const verdict = (r: number) => (r <= target ? "MET" : "NOT MET");
    const rows: [string, number][] = [
      ["wall time", med(refkit, (r) => r.seconds) / med(redocly, (r) => r.seconds)],
      ["peak RSS", med(refkit, (r) => r.peakKiB) / med(redocly, (r) => r.peakKiB)],
    ];
    for (const [what, ratio] of rows) console.log(`  ${what.padEnd(10)} ${ratio.toFixed(2).padStart(5)}  ${verdict(ratio)}`);
    console.log(`  (CPU time ${(med(refkit, (r) => r.cpuSeconds) / med(redocly, (r) => r.cpuSeconds)).toFixed(2)}, output bytes ${(refkit.output!.bytes / redocly.output!.bytes).toFixed(2)}: context, no target)`);
    console.log(`load average after: ${loadavg().map((n) => n.toFixed(2)).join(" ")} (other work on the machine slows both tools alike only when it is steady)`);
    return 0;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

process.exitCode = await main();
