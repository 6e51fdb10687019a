/**
 * Snippet-generation benchmark: snippets per second for each of refkit's sixteen shipped clients
 * against the peers' nearest targets (Kong's `httpsnippet`, `@readme/httpsnippet` and Scalar's
 * `@scalar/snippetz`), all measured in this run on the 1,000 requests of
 * `data/snippet-corpus.json`. Then every snippet of every product goes through its language's
 * real parser or compiler (bench/snippet-checks.ts), outside the timing, and the invalid ones are
 * counted. The headline is the four default clients', which every peer has.
 *
 *   npm --prefix bench ci && npm --prefix bench run snippets
 *   npm --prefix bench run snippets -- --breakdown   # refkit's stages alone, for profiling
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultClients } from "../src/clients/index.ts";
import { Config } from "../src/config/config.ts";
import { ApiRequest, checkRequestOptions, type RequestDeclaration, type RequestOptions } from "../src/request.ts";
import { snippets } from "../src/snippets.ts";
import { checkers, pool, run, type Verdicts } from "./snippet-checks.ts";
import { clientTokens, defaultsToken, fileExtensions, peerGenerators, peers, refkitDefaultsGenerator, refkitGenerators, refkitName, type Generator, type RefkitInput } from "./snippet-targets.ts";

const benchDir = fileURLToPath(new URL(".", import.meta.url));
const corpusPath = join(benchDir, "data", "snippet-corpus.json");

/** Timed rounds per product and client; the median is reported. */
const rounds = 5;
/** Each timed round repeats whole passes over the corpus until it lasts about this long. */
const roundSeconds = 0.3;
/** Untimed passes before the first round last at least this long (and are at least two). */
const warmupSeconds = 0.5;
/**
 * What refkit must keep: this many times the fastest peer's snippets per second on the four
 * default clients, with no invalid snippet in any client.
 */
const targetRatio = 2;
/** The default tab set: what every peer has a target for. */
const defaultTokens = Object.keys(defaultClients) as (keyof typeof defaultClients)[];

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

/** One generator's timing: snippets per second (wall clock and CPU time), one figure per round. */
interface Timing {
  readonly generator: Generator;
  readonly rates: number[];
  readonly cpuRates: number[];
}

/** One pass: every request of the corpus through `generator`; the characters written, so nothing is skipped. */
function passOf(generator: Generator, requests: number): () => number {
  return () => {
    let chars = 0;
    for (let i = 0; i < requests; i++) chars += generator.write(i)?.length ?? 1;
    return chars;
  };
}

/**
 * Warms each of one client's generators up, then times `rounds` rounds of each, interleaved
 * (refkit, peer, peer, refkit, …) so that a slow moment of the machine falls on all of them alike.
 */
function measure(generators: readonly Generator[], requests: number): Timing[] {
  const plans = generators.map((generator) => {
    const pass = passOf(generator, requests);
    const warm = runFor(pass, warmupSeconds, 2);
    const passes = Math.max(1, Math.round((roundSeconds * warm.passes) / warm.seconds));
    return { generator, pass, passes, rates: [] as number[], cpuRates: [] as number[] };
  });
  for (let round = 0; round < rounds; round++) {
    for (const plan of plans) {
      const { wall, cpu } = runPasses(plan.pass, plan.passes);
      plan.rates.push((plan.passes * requests) / wall);
      plan.cpuRates.push((plan.passes * requests) / cpu);
    }
  }
  return plans.map(({ generator, rates, cpuRates }) => ({ generator, rates, cpuRates }));
}

/** Snippets per second over several clients: one snippet of each per request, their times added. */
function combinedRate(timings: readonly Timing[], cpu = false): number {
  return timings.length / timings.reduce((seconds, t) => seconds + 1 / median(cpu ? t.cpuRates : t.rates), 0);
}

// ---------------------------------------------------------------------------------------------
// Validity, outside the timing

/** What the checks found for one generator. */
interface Checked {
  readonly generator: Generator;
  /** Snippets written (refusals are not snippets). */
  readonly written: number;
  readonly refused: number;
  /** Snippets its language's check could not judge here, with why. */
  readonly unchecked: number;
  readonly uncheckedWhy?: string;
  readonly invalid: Verdicts;
}

/**
 * Writes every snippet of every generator into a temporary folder under its language's file
 * extension, checks each language's files together, then confirms a sample of verdicts (up to five
 * invalid and two valid files per generator) with the single-file command.
 */
async function validate(generators: readonly Generator[], requests: number, extensions: Readonly<Record<string, string>>): Promise<{ checked: Checked[]; spotChecks: number; disagreements: string[] }> {
  const tmp = await mkdtemp(join(tmpdir(), "refkit-snippets-"));
  try {
    const work = await Promise.all(
      generators.map(async (generator, g) => {
        const checker = checkers[generator.token]!;
        const dir = join(tmp, `g${g}`);
        await mkdir(dir, { recursive: true });
        const files: string[] = [];
        let refused = 0;
        let unchecked = 0;
        let uncheckedWhy: string | undefined;
        for (let i = 0; i < requests; i++) {
          const code = generator.write(i);
          if (code === null) {
            refused++;
            continue;
          }
          const prepared = checker.prepare ? checker.prepare(code) : { code };
          if ("unchecked" in prepared) {
            unchecked++;
            uncheckedWhy = prepared.unchecked;
            continue;
          }
          const file = join(dir, `req_${String(i).padStart(4, "0")}${extensions[generator.token]}`);
          await writeFile(file, prepared.code);
          files.push(file);
        }
        return { generator, checker, files, refused, unchecked, uncheckedWhy };
      }),
    );
    // One language at a time, each with its own few processes.
    const verdicts = new Map<Generator, Verdicts>();
    for (const token of clientTokens) {
      const ofToken = work.filter((w) => w.generator.token === token);
      const started = performance.now();
      const all = await ofToken[0]!.checker.batch(ofToken.flatMap((w) => w.files));
      process.stderr.write(`checked ${token} (${ofToken[0]!.checker.tool}) in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      for (const w of ofToken) verdicts.set(w.generator, new Map(w.files.filter((f) => all.has(f)).map((f) => [f, all.get(f)!])));
    }
    const sample = work.flatMap((w) => {
      const bad = [...verdicts.get(w.generator)!.keys()].sort().slice(0, 5);
      const good = w.files.filter((f) => !verdicts.get(w.generator)!.has(f)).slice(0, 2);
      return [...bad.map((file) => ({ file, invalid: true, w })), ...good.map((file) => ({ file, invalid: false, w }))];
    });
    const disagreements: string[] = [];
    await pool(
      sample.map(({ file, invalid, w }) => async () => {
        const [command, ...args] = w.checker.cli(file);
        const { code } = await run(command, args);
        if ((code !== 0) !== invalid) disagreements.push(`${w.checker.cli(file).join(" ")}: exit ${code}, the batch check said ${invalid ? "invalid" : "valid"}`);
      }),
    );
    const checked = work.map((w) => ({ generator: w.generator, written: w.files.length + w.unchecked, refused: w.refused, unchecked: w.unchecked, uncheckedWhy: w.uncheckedWhy, invalid: verdicts.get(w.generator)! }));
    return { checked, spotChecks: sample.length, disagreements };
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
    ...defaultTokens.map((token): [string, () => number] => [
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
  const missing = peers.filter(({ pkg }) => !existsSync(join(benchDir, "node_modules", ...pkg.split("/"), "package.json")));
  if (missing.length > 0) {
    console.error(`The peers (${missing.map(({ pkg }) => pkg).join(", ")}) are not installed: bench/ has its own package.json, kept out of the root install.`);
    console.error("Install them from the repository root with `npm --prefix bench ci`, then run `npm --prefix bench run snippets`.");
    return 1;
  }

  // The input must mean the same to everyone: refkit's URL against the corpus's fullUrl.
  const urls = inputs.map(({ options, config }) => new ApiRequest(checkRequestOptions(options), config).urlWithQuery);
  const sameUrls = urls.filter((url, i) => sameUrl(url, entries[i]!.fullUrl)).length;

  const hars = entries.map((entry) => entry.har);
  const generators = [...refkitGenerators(inputs), refkitDefaultsGenerator(inputs)];
  for (const peer of peers) generators.push(...(await peerGenerators(peer, hars)));
  const products = [refkitName, ...new Set(generators.filter((g) => g.product !== refkitName).map((g) => g.product))];
  const extensions = fileExtensions(inputs);


  console.log("Snippets per second: refkit's sixteen clients vs the peers' nearest targets (all measured in this run)");
  console.log(`Node ${process.version}, ${process.platform} ${process.arch}, ${cpus().length} cores`);
  console.log(`Input: bench/data/snippet-corpus.json, ${group(entries.length)} requests, one snippet per request per client`);
  console.log(`For refkit: ${adapted.repeatedQuery} requests with repeated query names declared as arrays; ${adapted.encodedHeaders} non-ASCII header values percent-encoded (refkit refuses them raw)`);
  console.log(`refkit's URL means the corpus's fullUrl (same path, same parameters in order per name) for ${sameUrls} of ${entries.length} requests`);
  console.log(`Per client: warm-up ≥ ${warmupSeconds} s each, then ${rounds} timed rounds each, interleaved, of ≈ ${roundSeconds} s of whole passes; median reported`);
  console.log("Timed: refkit snippets(options, config) with the one client (checks the options, builds the request, runs the template);");
  console.log("       httpsnippets new HTTPSnippet(har) plus convert(target, client); Scalar snippetz().print(target, client, har)");
  console.log(`Peers: ${products.slice(1).join(", ")}`);
  console.log("");

  const timings = clientTokens.flatMap((token) => {
    const timed = measure(generators.filter((g) => g.token === token), entries.length);
    process.stderr.write(`timed ${token}\n`);
    return timed;
  });
  const timingOf = (product: string, token: string) => timings.find((t) => t.generator.product === product && t.generator.token === token);

  const together = measure(generators.filter((g) => g.token === defaultsToken), entries.length);
  const validation = await validate(generators.filter((g) => g.token !== defaultsToken), entries.length, extensions);
  const checkedOf = (product: string, token: string) => validation.checked.find((c) => c.generator.product === product && c.generator.token === token);

  const short = (product: string) => (product === refkitName ? "refkit" : /\((\w+)\)$/.exec(product)?.[1] ?? product);
  const cell = (product: string, token: string) => {
    const timing = timingOf(product, token);
    const checked = checkedOf(product, token);
    if (!timing || !checked) return "—";
    const invalid = checked.unchecked > 0 && checked.invalid.size === 0 && checked.written === checked.unchecked ? "n/c" : String(checked.invalid.size);
    return `${group(median(timing.rates))}/s ${invalid}${checked.refused ? ` r${checked.refused}` : ""}`;
  };
  console.log(`Per client: snippets per second (wall clock), then invalid snippets of ${group(entries.length)}; r<n>: refused with a stated error; n/c: not checked here; —: no target`);
  const width = 24;
  console.log(`${"client".padEnd(12)}${"checked with".padEnd(26)}${products.map((p) => short(p).padStart(width)).join("")}`);
  for (const token of clientTokens) {
    console.log(`${token.padEnd(12)}${checkers[token]!.tool.slice(0, 25).padEnd(26)}${products.map((p) => cell(p, token).padStart(width)).join("")}`);
  }
  console.log("Peer targets: " + peers.map((peer) => `${peer.label}: ${Object.entries(peer.targets).map(([token, target]) => `${token}=${target}`).join(" ")}`).join("; "));
  for (const c of validation.checked.filter((c) => c.uncheckedWhy)) console.log(`Not checked: ${short(c.generator.product)} ${c.generator.token}, ${c.unchecked} snippets: ${c.uncheckedWhy}`);

  console.log("");
  for (const product of products.slice(1)) {
    const common = clientTokens.filter((token) => timingOf(product, token));
    const ratio = combinedRate(common.map((t) => timingOf(refkitName, t)!)) / combinedRate(common.map((t) => timingOf(product, t)!));
    console.log(`Ratio refkit / ${product} on the ${common.length} clients it has a target for: ${ratio.toFixed(1)}×`);
  }
  // The headline: the four default clients at once, as a page with the default tabs asks for them.
  const defaultRate = (product: string, cpu = false) => defaultTokens.length * median(together.find((t) => t.generator.product === product)![cpu ? "cpuRates" : "rates"]);
  const fastest = products.slice(1).reduce((a, b) => (defaultRate(b) > defaultRate(a) ? b : a));
  const headline = defaultRate(refkitName) / defaultRate(fastest);
  console.log(`The ${defaultTokens.length} default clients at once (${defaultTokens.join(", ")}), snippets per second:`);
  for (const t of together) console.log(`  ${short(t.generator.product).padEnd(8)} ${group(defaultRate(t.generator.product)).padStart(9)}/s  (CPU time ${group(defaultRate(t.generator.product, true))}/s)   ${t.generator.target}`);
  console.log(
    `Headline: refkit / fastest peer (${short(fastest)}): ${headline.toFixed(1)}× (CPU time ${(defaultRate(refkitName, true) / defaultRate(fastest, true)).toFixed(1)}×)   target ≥ ${targetRatio}×: ${headline >= targetRatio ? "PASS" : "BELOW"}`,
  );

  const examples = validation.checked.filter((c) => c.invalid.size > 0).map((c) => `  ${short(c.generator.product)} ${c.generator.token} (${c.generator.target}): ${[...c.invalid.values()][0]}`);
  if (examples.length > 0) {
    console.log("First complaint per product and client:");
    for (const line of examples) console.log(line);
  }
  console.log(`Single-file commands agree with the batch checks on ${validation.spotChecks - validation.disagreements.length} of ${validation.spotChecks} spot checks`);
  for (const line of validation.disagreements) console.log(`  DISAGREES: ${line}`);

  const refkitInvalid = validation.checked.filter((c) => c.generator.product === refkitName).reduce((n, c) => n + c.invalid.size, 0);
  if (sink === 0) throw new Error("no snippet was generated");
  return refkitInvalid === 0 && validation.disagreements.length === 0 && headline >= targetRatio ? 0 : 1;
}

process.exitCode = await main();
