/**
 * A corpus worker: a child process of scripts/corpus/run.ts that builds the documents it is sent,
 * one at a time, with refkit's `buildSite` into a temporary folder, measures the pages and
 * deletes the folder. It answers each document with a `WorkerResult`. It is started by the
 * runner (`node --max-old-space-size=1024 --import tsx scripts/corpus/worker.ts`), never by hand.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSite } from "../../src/site/build.ts";
import { declared, type Declared, type Json } from "./document.ts";
import { htmlMetrics, type HtmlMetrics } from "./metrics.ts";

/** What the runner sends: one document. */
export interface WorkerTask {
  readonly file: string;
}

/** What the worker answers for it. */
export interface WorkerResult {
  readonly file: string;
  /** "built", or "refused" (refkit threw one of its errors), or "crashed" (any other exception). */
  readonly status: "built" | "refused" | "crashed";
  /** The error's message (the innermost cause's for a crash), without the file's path. */
  readonly error?: string;
  /** The name of the innermost error: OpenApiError, TypeError, RangeError, … */
  readonly errorName?: string;
  /** The first lines of a crash's stack, inside refkit's src/. */
  readonly stack?: string[];
  readonly buildMs: number;
  readonly metricsMs: number;
  /** Peak resident set during this document (bytes), when /proc allows resetting it. */
  readonly peakRss?: number;
  /** Resident set after the document, so the runner can replace a bloated worker. */
  readonly rssAfter: number;
  readonly pages?: number;
  readonly endpoints?: number;
  readonly warnings?: number;
  readonly firstWarnings?: string[];
  /** Bytes of the page files (not index.html, a copy of the first page, nor the assets). */
  readonly htmlBytes?: number;
  readonly metrics?: HtmlMetrics;
  readonly declared?: Declared;
}

/** Errors refkit throws on purpose: a refusal with a message, not a bug. */
const refusals = new Set(["OpenApiError", "RefkitError", "ProjectError", "BuildError", "FileError"]);

function innermost(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 10 && current instanceof Error && current.cause !== undefined; depth++) current = current.cause;
  return current;
}

/** Resets the kernel's peak-RSS mark (Linux ≥ 4.0: write "5" to clear_refs); false when not allowed. */
function resetPeak(): boolean {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}

function peakRss(): number | undefined {
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync("/proc/self/status", "utf8"));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html") && !(entry.parentPath === dir && entry.name === "index.html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function buildOne({ file }: WorkerTask): Promise<WorkerResult> {
  const canPeak = resetPeak();
  const started = performance.now();
  const tmp = await mkdtemp(join(tmpdir(), "refkit-corpus-"));
  const out = join(tmp, "site");
  const warnings: string[] = [];
  // The runner names the phase a document was in when it ran out of time or memory.
  const phase = (name: string) => process.send!({ file, phase: name });
  phase("import");
  const logger = {
    info: (line: string) => void (line.startsWith("warning: ") && warnings.push(line.slice("warning: ".length))),
    progress: (line: string) => phase(line.replace(/:.*/, "")),
  };
  try {
    let summary;
    try {
      summary = await buildSite({ root: tmp, out, openapi: file, logger, threads: 1 });
    } catch (error) {
      const inner = innermost(error);
      const outer = error instanceof Error ? error : new Error(String(error));
      const cause = inner instanceof Error ? inner : outer;
      const refused = refusals.has(cause.name) || (cause === outer && refusals.has(outer.name));
      return {
        file,
        status: refused ? "refused" : "crashed",
        error: (refused ? outer.message : `${cause.name}: ${cause.message}`).replaceAll(`${file}: `, "").replaceAll(`${file} `, ""),
        errorName: cause.name,
        ...(refused ? {} : { stack: (cause.stack ?? "").split("\n").filter((line) => line.includes("/src/")).slice(0, 6).map((line) => line.trim().replace(/\(.*?\/src\//, "(src/")) }),
        buildMs: Math.round(performance.now() - started),
        metricsMs: 0,
        peakRss: canPeak ? peakRss() : undefined,
        rssAfter: process.memoryUsage.rss(),
        warnings: warnings.length,
        firstWarnings: warnings.slice(0, 5),
      };
    }
    const buildMs = Math.round(performance.now() - started);
    const measuring = performance.now();
    let htmlBytes = 0;
    let metrics: HtmlMetrics | undefined;
    for (const page of await htmlFiles(out)) {
      const text = await readFile(page, "utf8");
      htmlBytes += Buffer.byteLength(text);
      metrics = htmlMetrics(text, metrics);
    }
    const document = JSON.parse(await readFile(file, "utf8")) as Json;
    return {
      file,
      status: "built",
      buildMs,
      metricsMs: Math.round(performance.now() - measuring),
      peakRss: canPeak ? peakRss() : undefined,
      rssAfter: process.memoryUsage.rss(),
      pages: summary.pages,
      endpoints: summary.endpoints,
      warnings: warnings.length,
      firstWarnings: warnings.slice(0, 5),
      htmlBytes,
      metrics: metrics ?? htmlMetrics(""),
      declared: declared(document),
    };
  } finally {
    await rm(tmp, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** Collects garbage (the runner starts workers with --expose-gc), so that one document's leftovers do not slow the next. */
function collect(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage.rss();
}

process.on("message", (task: WorkerTask) => {
  buildOne(task).then(
    (result) => process.send!({ ...result, rssAfter: collect() }),
    (error: unknown) => {
      // Only the measuring itself can get here (a build's own errors are results).
      process.send!({ file: task.file, status: "crashed", error: `corpus worker: ${error instanceof Error ? error.stack : String(error)}`, buildMs: 0, metricsMs: 0, rssAfter: process.memoryUsage.rss() } satisfies WorkerResult);
    },
  );
});
process.send!({ ready: true });
