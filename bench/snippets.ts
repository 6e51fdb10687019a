/**
 * Snippet-generation benchmark: snippets per second for refkit's four clients against Kong's
 * `httpsnippet` and `@readme/httpsnippet` on the same four targets (curl, JavaScript fetch, Ruby
 * net/http, Python requests), all measured in this run on the 1,000 requests of
 * `data/snippet-corpus.json`. Then every snippet of every product goes through the real parsers
 * (sh, node, ruby, python3), outside the timing, and the invalid ones are counted.
 *
 *   npm --prefix bench ci && npm --prefix bench run snippets
 *   npm --prefix bench run snippets -- --breakdown   # refkit's stages alone, for profiling
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultClients } from "../src/clients/index.ts";
import { Config } from "../src/config.ts";
import { ApiRequest, checkRequestOptions, type RequestDeclaration, type RequestOptions } from "../src/request.ts";
import { snippets } from "../src/snippets.ts";

const benchDir = fileURLToPath(new URL(".", import.meta.url));
const corpusPath = join(benchDir, "data", "snippet-corpus.json");

/** Timed rounds per product; the median is reported. */
const rounds = 5;
/** Each timed round repeats whole passes over the corpus until it lasts about this long. */
const roundSeconds = 1;
/** Untimed passes before the first round last at least this long (and are at least two). */
const warmupSeconds = 1.5;
/**
 * What refkit must keep: this many times the fastest peer's snippets per second, with no invalid
 * snippet. (The earlier 10× goal is retired: readers wait on whole builds, not on this loop.)
 */
const targetRatio = 2;

// ---------------------------------------------------------------------------------------------
// The corpus

interface Pair {
  readonly name: string;
  readonly value: string;
}

/** A HAR 1.2 request, as the peers take it. */
type HarRequest = Record<string, unknown>;

interface CorpusEntry {
  readonly id: string;
  readonly method: string;
  readonly baseUrl: string;
  readonly path: string;
  readonly query: readonly Pair[];
  readonly headers: readonly Pair[];
  readonly body: unknown;
  readonly fullUrl: string;
  readonly har: HarRequest;
}

function loadCorpus(): CorpusEntry[] {
  const corpus = JSON.parse(readFileSync(corpusPath, "utf8")) as { count: number; requests: CorpusEntry[] };
  if (corpus.requests.length !== corpus.count) throw new Error(`${corpusPath}: expected ${corpus.count} requests, found ${corpus.requests.length}`);
  return corpus.requests;
}

/** One request as refkit takes it: options and the config they render under. */
interface RefkitInput {
  readonly options: RequestOptions;
  readonly config: Config;
}

/** How the neutral form was adapted for refkit, counted over the corpus. */
interface Adaptations {
  /** Header values with non-ASCII characters, percent-encoded as refkit's error message asks. */
  encodedHeaders: number;
  /** Requests with at least one repeated query parameter, declared as an array. */
  repeatedQuery: number;
}

/**
 * refkit refuses non-ASCII header values (curl, fetch, net/http and requests send them as
 * different bytes) and tells the author to encode them, for example with encodeURIComponent.
 */
const encodeNonAscii = (value: string): string => value.replace(/[^\x00-\x7f]+/gu, encodeURIComponent);

/**
 * Converts the neutral entries to refkit options: query pairs with a repeated name become one
 * array-valued parameter (refkit writes its items in order, as `name=a&name=b`), headers an
 * object (the Authorization header stays an explicit header), and one `Config` per base URL.
 */
function toRefkitInputs(entries: readonly CorpusEntry[]): { inputs: RefkitInput[]; adapted: Adaptations } {
  const configs = new Map<string, Config>();
  const configFor = (baseUrl: string): Config => {
    let config = configs.get(baseUrl);
    if (!config) {
      config = new Config();
      config.apiBaseUrl = baseUrl;
      configs.set(baseUrl, config);
    }
    return config;
  };
  const adapted: Adaptations = { encodedHeaders: 0, repeatedQuery: 0 };
  const inputs = entries.map((entry): RefkitInput => {
    const query = new Map<string, string[]>();
    for (const { name, value } of entry.query) query.set(name, [...(query.get(name) ?? []), value]);
    if (query.size < entry.query.length) adapted.repeatedQuery++;
    const headers = entry.headers.map(({ name, value }): [string, string] => {
      const encoded = encodeNonAscii(value);
      if (encoded !== value) adapted.encodedHeaders++;
      return [name, encoded];
    });
    if (new Set(headers.map(([name]) => name.toLowerCase())).size !== headers.length) throw new Error(`${entry.id}: repeated header name`);
    const options: RequestOptions = {
      method: entry.method,
      path: entry.path,
      // Object.fromEntries defines own properties, so even a "__proto__" name stays a key.
      query: Object.fromEntries([...query].map(([name, values]) => [name, values.length === 1 ? values[0] : values])),
      headers: Object.fromEntries(headers),
      ...(entry.body === null || entry.body === undefined ? {} : { body: entry.body }),
    };
    return { options, config: configFor(entry.baseUrl) };
  });
  return { inputs, adapted };
}

/** Query pairs grouped by name, each name's values in order: the meaning of a query string. */
function queryMeaning(url: string): string {
  const groups = new Map<string, string[]>();
  for (const [name, value] of new URL(url).searchParams) groups.set(name, [...(groups.get(name) ?? []), value]);
  return JSON.stringify([...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** True when refkit's URL means what the corpus's `fullUrl` means: same origin and path, same parameters. */
function sameUrl(refkitUrl: string, fullUrl: string): boolean {
  const a = new URL(refkitUrl);
  const b = new URL(fullUrl);
  return a.origin === b.origin && a.pathname === b.pathname && queryMeaning(refkitUrl) === queryMeaning(fullUrl);
}

// ---------------------------------------------------------------------------------------------
// The products

const clientNames = ["curl", "javascript", "ruby", "python"] as const;
type ClientName = (typeof clientNames)[number];
const extensions: Readonly<Record<ClientName, string>> = { curl: "sh", javascript: "mjs", ruby: "rb", python: "py" };

/** The peers' target and client ids for refkit's four clients. */
const peerTargets: readonly (readonly [ClientName, string, string])[] = [
  ["curl", "shell", "curl"],
  ["javascript", "javascript", "fetch"],
  ["ruby", "ruby", "native"],
  ["python", "python", "requests"],
];

/** What both httpsnippet packages export: a class built from one HAR request. */
type HTTPSnippetClass = new (har: HarRequest) => {
  convert(target: string, client?: string): string | readonly string[] | false | null;
};

interface Product {
  readonly name: string;
  /** One pass over the corpus; returns a number derived from every snippet, so nothing is skipped. */
  readonly pass: () => number;
  /** Every snippet of one pass, by client, in corpus order. */
  readonly generate: () => Record<ClientName, string[]>;
}

const peerPackages = [
  { pkg: "httpsnippet", label: "Kong" },
  { pkg: "@readme/httpsnippet", label: "ReadMe" },
] as const;

function peerVersion(pkg: string): string {
  const manifest = join(benchDir, "node_modules", ...pkg.split("/"), "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

async function loadPeer(pkg: string): Promise<HTTPSnippetClass> {
  // A computed specifier: the root's type-check must not need bench/node_modules.
  const specifier: string = pkg;
  const module = (await import(specifier)) as { HTTPSnippet?: HTTPSnippetClass; default?: { HTTPSnippet?: HTTPSnippetClass } };
  const HTTPSnippet = module.HTTPSnippet ?? module.default?.HTTPSnippet;
  if (typeof HTTPSnippet !== "function") throw new Error(`${pkg} exports no HTTPSnippet class: update bench/snippets.ts`);
  return HTTPSnippet;
}

/** A peer's result as one string: Kong returns a string for one request, ReadMe an array of one. */
function peerCode(result: string | readonly string[] | false | null, pkg: string, target: string): string {
  const code = typeof result === "string" ? result : Array.isArray(result) && typeof result[0] === "string" ? result[0] : undefined;
  if (code === undefined) throw new Error(`${pkg} returned no snippet for ${target}`);
  return code;
}

function refkitProduct(inputs: readonly RefkitInput[]): Product {
  return {
    name: `refkit ${(JSON.parse(readFileSync(join(benchDir, "..", "package.json"), "utf8")) as { version: string }).version}`,
    pass: () => {
      let chars = 0;
      for (const { options, config } of inputs) for (const snippet of snippets(options, config)) chars += snippet.code.length;
      return chars;
    },
    generate: () => {
      const out: Record<ClientName, string[]> = { curl: [], javascript: [], ruby: [], python: [] };
      for (const { options, config } of inputs) {
        const rendered = snippets(options, config);
        if (rendered.map((s) => s.token).join() !== clientNames.join()) throw new Error(`unexpected clients: ${rendered.map((s) => s.token).join()}`);
        for (const snippet of rendered) out[snippet.token as ClientName].push(snippet.code);
      }
      return out;
    },
  };
}

function peerProduct(pkg: string, label: string, HTTPSnippet: HTTPSnippetClass, entries: readonly CorpusEntry[]): Product {
  // Both peers write `postData.jsonObj` into the HAR they are given: each gets its own copy.
  const hars = entries.map((entry) => structuredClone(entry.har));
  return {
    name: `${pkg} ${peerVersion(pkg)} (${label})`,
    pass: () => {
      let chars = 0;
      for (const har of hars) {
        const snippet = new HTTPSnippet(har);
        for (const [, target, client] of peerTargets) chars += peerCode(snippet.convert(target, client), pkg, target).length;
      }
      return chars;
    },
    generate: () => {
      const out: Record<ClientName, string[]> = { curl: [], javascript: [], ruby: [], python: [] };
      for (const har of hars) {
        const snippet = new HTTPSnippet(har);
        for (const [name, target, client] of peerTargets) out[name].push(peerCode(snippet.convert(target, client), pkg, target));
      }
      return out;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Timing

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Keeps every pass's result reachable, so no generated snippet can be optimized away. */
let sink = 0;

/** Seconds of CPU time this process has used, all threads (the garbage collector's too). */
const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Runs whole passes until `seconds` have gone by (at least `minPasses`); returns the passes and the time. */
function runFor(pass: () => number, seconds: number, minPasses: number): { passes: number; seconds: number } {
  const start = performance.now();
  let passes = 0;
  let elapsed = 0;
  while (passes < minPasses || elapsed < seconds * 1000) {
    sink += pass();
    passes++;
    elapsed = performance.now() - start;
  }
  return { passes, seconds: elapsed / 1000 };
}

/** Runs `passes` passes; returns the wall-clock and CPU seconds they took. */
function runPasses(pass: () => number, passes: number): { wall: number; cpu: number } {
  const cpu = cpuSeconds();
  const start = performance.now();
  for (let i = 0; i < passes; i++) sink += pass();
  return { wall: (performance.now() - start) / 1000, cpu: cpuSeconds() - cpu };
}

interface Timing {
  readonly product: Product;
  /** Snippets per second of wall-clock time, one figure per timed round. */
  readonly rates: number[];
  /** Snippets per second of CPU time, one figure per timed round. */
  readonly cpuRates: number[];
}

/**
 * Warms every product up, then times `rounds` rounds of each, interleaved (refkit, peer, peer,
 * refkit, …) so that a slow moment of the machine falls on all of them alike.
 */
function measure(products: readonly Product[], snippetsPerPass: number): Timing[] {
  const plans = products.map((product) => {
    const warm = runFor(product.pass, warmupSeconds, 2);
    const passes = Math.max(1, Math.round((roundSeconds * warm.passes) / warm.seconds));
    return { product, passes, rates: [] as number[], cpuRates: [] as number[] };
  });
  for (let round = 0; round < rounds; round++) {
    for (const plan of plans) {
      const { wall, cpu } = runPasses(plan.product.pass, plan.passes);
      plan.rates.push((plan.passes * snippetsPerPass) / wall);
      plan.cpuRates.push((plan.passes * snippetsPerPass) / cpu);
    }
  }
  return plans.map(({ product, rates, cpuRates }) => ({ product, rates, cpuRates }));
}

// ---------------------------------------------------------------------------------------------
// Parse checks with the real parsers, outside the timing

interface Checked {
  /** Invalid files, each with the parser's first line of complaint. */
  readonly invalid: Map<string, string>;
  /** The single-file command that `spotCheck` runs to confirm a verdict. */
  readonly cli: (file: string) => readonly [string, ...string[]];
}

/** Runs a command with `input` on stdin; resolves with its stdout, or rejects if it fails. */
function run(command: string, args: readonly string[], input = ""): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input ? "pipe" : "ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin?.end(input);
  });
}

/** Each checker reads file paths on stdin, one a line, and prints `path<TAB>first line of the error` for each invalid one. */
const checkers: Readonly<Record<ClientName, { command: string; args: readonly string[]; cli: Checked["cli"] }>> = {
  // dash's own parser, one `sh -n` per file, started from one shell.
  curl: {
    command: "sh",
    args: ["-c", 'while IFS= read -r f; do if ! err=$(sh -n "$f" 2>&1); then printf "%s\\t%s\\n" "$f" "$(printf "%s" "$err" | head -n 1)"; fi; done'],
    cli: (file) => ["sh", "-n", file],
  },
  // V8's module parser (what `node --check` uses for .mjs), one node process for all files.
  javascript: {
    command: process.execPath,
    args: [
      "--experimental-vm-modules",
      "--no-warnings",
      "-e",
      `const { readFileSync } = require("node:fs");
       const { SourceTextModule } = require("node:vm");
       for (const f of readFileSync(0, "utf8").split("\\n").filter(Boolean)) {
         try { new SourceTextModule(readFileSync(f, "utf8"), { identifier: f }); }
         catch (e) { process.stdout.write(f + "\\t" + String(e && e.message).split("\\n")[0] + "\\n"); }
       }`,
    ],
    cli: (file) => [process.execPath, "--check", file],
  },
  // Ruby's compiler (what `ruby -c` runs), one ruby process for all files.
  ruby: {
    command: "ruby",
    args: [
      "-W0",
      "-e",
      'STDIN.each_line { |l| f = l.chomp; next if f.empty?; begin; RubyVM::InstructionSequence.compile_file(f); rescue SyntaxError => e; puts "#{f}\\t#{e.message.lines.first.to_s.strip}"; end }',
    ],
    cli: (file) => ["ruby", "-c", file],
  },
  // CPython's compiler on the file's bytes (what py_compile runs), one python process for all files.
  python: {
    command: "/usr/bin/python3",
    args: [
      "-W",
      "ignore",
      "-c",
      [
        "import sys",
        "for f in sys.stdin.read().split('\\n'):",
        "    if not f: continue",
        "    try: compile(open(f, 'rb').read(), f, 'exec', dont_inherit=True)",
        "    except (SyntaxError, ValueError) as e: print(f + '\\t' + type(e).__name__ + ': ' + str(e).split(chr(10))[0])",
      ].join("\n"),
    ],
    cli: (file) => ["/usr/bin/python3", "-m", "py_compile", file],
  },
};

async function check(client: ClientName, files: readonly string[]): Promise<Checked> {
  const { command, args, cli } = checkers[client];
  const result = await run(command, args, `${files.join("\n")}\n`);
  if (result.code !== 0) throw new Error(`the ${client} checker (${command}) failed with exit code ${result.code}: ${result.stderr.slice(0, 500)}`);
  const invalid = new Map<string, string>();
  for (const line of result.stdout.split("\n").filter(Boolean)) {
    const tab = line.indexOf("\t");
    invalid.set(tab < 0 ? line : line.slice(0, tab), tab < 0 ? "" : line.slice(tab + 1));
  }
  return { invalid, cli };
}

/** Runs `tasks` with at most `limit` at a time. */
async function pool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

interface Validation {
  /** Invalid snippets: product name → client → files with the parser's complaint. */
  readonly invalid: Map<string, Record<ClientName, Map<string, string>>>;
  readonly spotChecks: number;
  readonly disagreements: string[];
}

/**
 * Writes every snippet into a temporary folder and parses them all, a few processes in all; then
 * confirms a sample of verdicts (every kind of invalid file, and some valid ones) with the
 * single-file commands: sh -n, node --check, ruby -c, python3 -m py_compile.
 */
async function validate(outputs: readonly { product: Product; snippets: Record<ClientName, string[]> }[]): Promise<Validation> {
  const tmp = await mkdtemp(join(tmpdir(), "refkit-snippets-"));
  try {
    const files: Record<ClientName, string[]> = { curl: [], javascript: [], ruby: [], python: [] };
    const owner = new Map<string, { product: string; client: ClientName }>();
    for (const [p, { product, snippets: byClient }] of outputs.entries()) {
      for (const client of clientNames) {
        const dir = join(tmp, `product-${p}`, client);
        await mkdir(dir, { recursive: true });
        await Promise.all(
          byClient[client].map(async (code, i) => {
            const file = join(dir, `req_${String(i).padStart(4, "0")}.${extensions[client]}`);
            await writeFile(file, code);
            files[client].push(file);
            owner.set(file, { product: product.name, client });
          }),
        );
      }
    }
    const results = await Promise.all(clientNames.map((client) => check(client, files[client])));
    const invalid = new Map<string, Record<ClientName, Map<string, string>>>();
    for (const { product } of outputs) invalid.set(product.name, { curl: new Map(), javascript: new Map(), ruby: new Map(), python: new Map() });
    results.forEach((result) => {
      for (const [file, message] of result.invalid) {
        const { product, client } = owner.get(file)!;
        invalid.get(product)![client].set(file, message);
      }
    });

    // Spot checks: up to 10 invalid and 3 valid files per product and client, with the CLI.
    const sample: { file: string; expectInvalid: boolean; cli: Checked["cli"] }[] = [];
    clientNames.forEach((client, c) => {
      for (const { product } of outputs) {
        const bad = [...invalid.get(product.name)![client].keys()].sort();
        const good = files[client].filter((f) => owner.get(f)!.product === product.name && !bad.includes(f)).sort();
        for (const file of bad.slice(0, 10)) sample.push({ file, expectInvalid: true, cli: results[c]!.cli });
        for (const file of good.slice(0, 3)) sample.push({ file, expectInvalid: false, cli: results[c]!.cli });
      }
    });
    const disagreements: string[] = [];
    await pool(
      sample.map(({ file, expectInvalid, cli }) => async () => {
        const [command, ...args] = cli(file);
        const { code } = await run(command, args);
        if (code !== 0 !== expectInvalid) disagreements.push(`${cli(file).join(" ")}: exit ${code}, batch said ${expectInvalid ? "invalid" : "valid"}`);
      }),
      cpus().length,
    );
    return { invalid, spotChecks: sample.length, disagreements };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// refkit's stages alone (--breakdown): where its time goes

function stringifyFourTimes(body: unknown): number {
  let chars = 0;
  for (let i = 0; i < 4; i++) chars += JSON.stringify(body, null, 2).length;
  return chars;
}

function breakdown(inputs: readonly RefkitInput[]): void {
  const declarations: RequestDeclaration[] = inputs.map(({ options }) => checkRequestOptions(options));
  // The templates' requests have their URL computed already: its cost is the stage before.
  const requests = declarations.map((declaration, i) => new ApiRequest(declaration, inputs[i]!.config));
  for (const request of requests) sink += request.urlWithQuery.length;
  const stages: [string, () => number][] = [
    ["checkRequestOptions(options)", () => inputs.reduce((n, { options }) => n + checkRequestOptions(options).method.length, 0)],
    ["new ApiRequest(declaration, config).urlWithQuery", () => declarations.reduce((n, d, i) => n + new ApiRequest(d, inputs[i]!.config).urlWithQuery.length, 0)],
    ...clientNames.map((token): [string, () => number] => [
      `clients.${token}.template(request)`,
      () => requests.reduce((n, request) => n + defaultClients[token].template(request).length, 0),
    ]),
    ["snippets(options, config), all of it", () => inputs.reduce((n, { options, config }) => n + snippets(options, config).length, 0)],
    // A floor for any generator that writes the body in four syntaxes: four native serializations.
    ["reference: 4 × JSON.stringify(body, null, 2)", () => requests.reduce((n, { body }) => n + (body === undefined ? 0 : stringifyFourTimes(body)), 0)],
  ];
  console.log(`refkit's stages, ${inputs.length.toLocaleString("en-US")} requests a pass; CPU time, median of ${rounds} rounds after a warm-up`);
  for (const [label, pass] of stages) {
    runFor(pass, warmupSeconds / 3, 2);
    const { passes, seconds } = runFor(pass, roundSeconds / 3, 2);
    const perPass = Math.max(1, Math.round(passes * (roundSeconds / 3 / seconds)));
    const times = Array.from({ length: rounds }, () => runPasses(pass, perPass).cpu / perPass);
    console.log(`  ${label.padEnd(50)} ${((median(times) / inputs.length) * 1e6).toFixed(2).padStart(7)} µs per request`);
  }
}

// ---------------------------------------------------------------------------------------------

const group = (n: number) => Math.round(n).toLocaleString("en-US");

async function main(): Promise<number> {
  const entries = loadCorpus();
  const { inputs, adapted } = toRefkitInputs(entries);
  if (process.argv.includes("--breakdown")) {
    breakdown(inputs);
    return 0;
  }
  const missing = peerPackages.filter(({ pkg }) => !existsSync(join(benchDir, "node_modules", ...pkg.split("/"), "package.json")));
  if (missing.length > 0) {
    console.error(`The peers (${missing.map(({ pkg }) => pkg).join(", ")}) are not installed: bench/ has its own package.json, kept out of the root install.`);
    console.error("Install them from the repository root with `npm --prefix bench ci`, then run `npm --prefix bench run snippets`.");
    return 1;
  }

  // The input must mean the same to everyone: refkit's URL against the corpus's fullUrl.
  const urls = inputs.map(({ options, config }) => new ApiRequest(checkRequestOptions(options), config).urlWithQuery);
  const sameUrls = urls.filter((url, i) => sameUrl(url, entries[i]!.fullUrl)).length;

  const products = [refkitProduct(inputs)];
  for (const { pkg, label } of peerPackages) products.push(peerProduct(pkg, label, await loadPeer(pkg), entries));
  const snippetsPerPass = entries.length * clientNames.length;

  console.log("Snippets per second: refkit vs Kong httpsnippet and ReadMe httpsnippet (all measured in this run)");
  console.log(`Node ${process.version}, ${process.platform} ${process.arch}, ${cpus().length} cores`);
  console.log(
    `Input: bench/data/snippet-corpus.json, ${group(entries.length)} requests × ${clientNames.length} clients (curl, JavaScript fetch, Ruby net/http, Python requests) = ${group(snippetsPerPass)} snippets a pass`,
  );
  console.log(
    `For refkit: ${adapted.repeatedQuery} requests with repeated query names declared as arrays; ${adapted.encodedHeaders} non-ASCII header values percent-encoded (refkit refuses them raw)`,
  );
  console.log(`refkit's URL means the corpus's fullUrl (same path, same parameters in order per name) for ${sameUrls} of ${entries.length} requests`);
  console.log(`Warm-up ≥ ${warmupSeconds} s each, then ${rounds} timed rounds each, interleaved, of ≈ ${roundSeconds} s of whole passes; median reported`);
  console.log("Timed: refkit snippets(options, config) (checks the options, builds the request, runs 4 templates);");
  console.log("       peers new HTTPSnippet(har) plus convert(target, client) for the 4 targets");
  console.log("");

  const timings = measure(products, snippetsPerPass);
  const nameWidth = Math.max(...timings.map((t) => t.product.name.length));
  console.log(`${"".padEnd(nameWidth)}  ${"snippets/s".padStart(10)}  ${"(CPU time)".padStart(10)}   rounds (snippets/s)`);
  for (const { product, rates, cpuRates } of timings) {
    console.log(`${product.name.padEnd(nameWidth)}  ${group(median(rates)).padStart(10)}  ${group(median(cpuRates)).padStart(10)}   ${rates.map(group).join("  ")}`);
  }
  const [refkit, ...peers] = timings;
  const fastest = peers.reduce((a, b) => (median(b.rates) > median(a.rates) ? b : a));
  const ratio = (of: Timing, to: Timing, cpu = false) => (cpu ? median(of.cpuRates) / median(to.cpuRates) : median(of.rates) / median(to.rates));
  console.log("");
  console.log(
    `Ratio refkit / fastest peer (${fastest.product.name}): ${ratio(refkit!, fastest).toFixed(1)}× (CPU time ${ratio(refkit!, fastest, true).toFixed(1)}×)   target ≥ ${targetRatio}×: ${ratio(refkit!, fastest) >= targetRatio ? "PASS" : "BELOW"}`,
  );
  for (const peer of peers.filter((p) => p !== fastest)) {
    console.log(`Ratio refkit / ${peer.product.name}: ${ratio(refkit!, peer).toFixed(1)}× (CPU time ${ratio(refkit!, peer, true).toFixed(1)}×)`);
  }

  const outputs = products.map((product) => ({ product, snippets: product.generate() }));
  const validation = await validate(outputs);
  console.log("");
  console.log(
    `Invalid snippets, out of ${group(entries.length)} per client (sh -n; node's module parser as node --check; Ruby's compiler as ruby -c; python3 compile() as py_compile):`,
  );
  console.log(`${"".padEnd(nameWidth)}  ${clientNames.map((c) => c.padStart(11)).join("")}  ${"total".padStart(6)}`);
  for (const { product } of outputs) {
    const byClient = validation.invalid.get(product.name)!;
    const counts = clientNames.map((c) => byClient[c].size);
    console.log(`${product.name.padEnd(nameWidth)}  ${counts.map((n) => String(n).padStart(11)).join("")}  ${String(counts.reduce((a, b) => a + b, 0)).padStart(6)}`);
  }
  const examples = outputs.flatMap(({ product }) =>
    clientNames.flatMap((client) => {
      const first = [...validation.invalid.get(product.name)![client].values()][0];
      return first === undefined ? [] : [`  ${product.name}, ${client}: ${first}`];
    }),
  );
  if (examples.length > 0) {
    console.log("First complaint per product and client:");
    for (const line of examples) console.log(line);
  }
  console.log(
    `Single-file commands (sh -n, node --check, ruby -c, python3 -m py_compile) agree on ${validation.spotChecks - validation.disagreements.length} of ${validation.spotChecks} spot checks`,
  );
  for (const line of validation.disagreements) console.log(`  DISAGREES: ${line}`);

  const refkitInvalid = clientNames.reduce((n, c) => n + validation.invalid.get(refkit!.product.name)![c].size, 0);
  if (sink === 0) throw new Error("no snippet was generated");
  return refkitInvalid === 0 && validation.disagreements.length === 0 ? 0 : 1;
}

process.exitCode = await main();
