/**
 * An event API's reference, refkit against the AsyncAPI Initiative's HTML template (its generator
 * and `@asyncapi/html-template`, as `asyncapi generate fromTemplate` runs them), on the largest of
 * the specification's example documents (Slack's real-time API, AsyncAPI 3.0), in the same run:
 * one warm-up each, then `--runs` timed whole processes each (5 by default), interleaved. Prints
 * the medians of wall time and peak RSS with their ratio, and what each wrote and what a reader
 * downloads to open the first page (its HTML and the scripts and stylesheets it loads).
 *
 *   npm --prefix bench/asyncapi-html ci && npm --prefix bench run asyncapi        (compiles refkit first)
 *   npm --prefix bench run asyncapi -- --runs 3 --skip-compile --doc spec-3/kraken-websocket-request-reply-multiple-channels-asyncapi.yml
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { benchDir, compileRefkit, filesUnder, group, median, option, refkitBin, refkitVersion, repoRoot } from "./github-builds.ts";

const gnuTime = "/usr/bin/time";
/** The generator and template, installed in a folder of their own (their React is not the other peers'). */
const templateDir = join(benchDir, "asyncapi-html");
const argv = process.argv.slice(2);
const runs = Number(option(argv, "--runs") ?? 5);
const document = join(repoRoot, "test", "fixtures", "asyncapi", option(argv, "--doc") ?? "spec-3/slack-rtm-asyncapi.yml");

interface Run {
  readonly seconds: number;
  readonly peakKiB: number;
}

/** Runs `node …args` under GNU time in `cwd`; rejects with its output when it fails. */
function timed(args: readonly string[], cwd: string): Promise<Run> {
  const timeFile = join(cwd, "time.txt");
  const started = performance.now();
  const child = spawn(gnuTime, ["-f", "%e %M", "-o", timeFile, process.execPath, ...args], { cwd, env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: "1" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on("close", async (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`node ${args.join(" ")} exited with ${code}:\n${output}`));
      const [, peak] = (await readFile(timeFile, "utf8")).trim().split(/\s+/);
      resolve({ seconds, peakKiB: Number(peak) });
    });
  });
}

const tools = {
  refkit: (out: string) => [refkitBin, "build", "--asyncapi", document, "--root", join(out, "..", "empty"), "--out", out, "--no-cache"],
  "html-template": (out: string) => [join(templateDir, "run.cjs"), document, out],
} as const;
type Tool = keyof typeof tools;

/** What a reader downloads to open a page: its HTML and the stylesheets and scripts it links (none lazily loaded). */
async function firstPage(out: string, page: string): Promise<{ bytes: number; gzip: number; files: string[] }> {
  const html = await readFile(join(out, page), "utf8");
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)].filter((tag) => /\brel="?stylesheet"?/.test(tag[0])).map((tag) => /\bhref="([^"]+)"/.exec(tag[0])?.[1]);
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  const linked = [...stylesheets, ...scripts].flatMap((href) => (href === undefined ? [] : [posix.normalize(posix.join(posix.dirname(page), href))]));
  const files = [page, ...linked.filter((file) => !/^[a-z]+:/.test(file))];
  let bytes = 0;
  let gzip = 0;
  for (const file of files) {
    const content = await readFile(join(out, file));
    bytes += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { bytes, gzip, files };
}

async function main(): Promise<void> {
  if (!existsSync(join(templateDir, "node_modules", "@asyncapi", "html-template"))) {
    console.error("The AsyncAPI HTML template is not installed: run `PUPPETEER_SKIP_DOWNLOAD=1 npm --prefix bench/asyncapi-html ci` first.");
    process.exitCode = 1;
    return;
  }
  if (!compileRefkit(argv)) return;
  const scratch = await mkdtemp(join(tmpdir(), "refkit-bench-asyncapi-"));
  await mkdir(join(scratch, "empty"));
  try {
    const results: Record<Tool, Run[]> = { refkit: [], "html-template": [] };
    const outs: Record<Tool, string> = { refkit: join(scratch, "refkit"), "html-template": join(scratch, "html-template") };
    for (let i = 0; i <= runs; i++) {
      for (const tool of i % 2 === 0 ? (["refkit", "html-template"] as const) : (["html-template", "refkit"] as const)) {
        await rm(outs[tool], { recursive: true, force: true });
        const run = await timed(tools[tool](outs[tool]), scratch);
        if (i > 0) results[tool].push(run); // the first of each is the warm-up
      }
    }
    const kb = (bytes: number) => `${group(bytes / 1024, 1)} KB`;
    const template = JSON.parse(await readFile(join(templateDir, "node_modules", "@asyncapi", "html-template", "package.json"), "utf8")).version;
    const generator = JSON.parse(await readFile(join(templateDir, "node_modules", "@asyncapi", "generator", "package.json"), "utf8")).version;
    console.log(`${posix.basename(document)}: refkit ${refkitVersion()} against @asyncapi/html-template ${template} (generator ${generator}), ${runs} runs each after a warm-up, ${cpus().length} cores, Node ${process.versions.node}`);
    for (const tool of ["refkit", "html-template"] as const) {
      const files = await filesUnder(outs[tool]);
      const html = files.filter((file) => file.path.endsWith(".html"));
      const largest = html.reduce((a, b) => (b.bytes > a.bytes ? b : a));
      const first = await firstPage(outs[tool], "index.html");
      console.log(
        `  ${tool.padEnd(13)} wall ${group(median(results[tool].map((r) => r.seconds)), 2)} s, peak RSS ${group(median(results[tool].map((r) => r.peakKiB)) / 1024)} MiB; wrote ${files.length} files, ${kb(files.reduce((n, f) => n + f.bytes, 0))} (${html.length} HTML, the largest ${posix.basename(largest.path)} ${kb(largest.bytes)}); the first page with what it loads: ${kb(first.bytes)}, gzip ${kb(first.gzip)} (${first.files.join(", ")})`,
      );
    }
    const ratio = (pick: (run: Run) => number) => median(results.refkit.map(pick)) / median(results["html-template"].map(pick));
    console.log(`  refkit / html-template: wall ${group(ratio((r) => r.seconds), 2)}, peak RSS ${group(ratio((r) => r.peakKiB), 2)}`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
