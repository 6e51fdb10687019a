/**
 * Asset-size benchmark: what a reader downloads besides the HTML, for refkit's bundled
 * demonstration and for Redoc's and Scalar's standalone browser bundles, measured from the
 * installed npm packages in the same run: raw bytes, gzip (zlib level 9) and brotli (quality 11).
 *
 *   npm --prefix bench ci && npm --prefix bench run assets
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { buildSite } from "../src/site/build.ts";

const benchDir = fileURLToPath(new URL(".", import.meta.url));
const modules = join(benchDir, "node_modules");

/** The script and stylesheet budgets, gzipped; 1 KB = 1,024 bytes, as test/assets.test.ts counts them. */
const budgets = [
  { file: "refkit.js", what: "script", bytes: 2 * 1024 },
  { file: "refkit.css", what: "stylesheet", bytes: 10 * 1024 },
] as const;

interface Peer {
  readonly name: string;
  readonly pkg: string;
  /** The files a page that uses the standalone bundle loads, relative to the package folder. */
  readonly files: readonly { readonly path: string; readonly note: string }[];
}

const peers: readonly Peer[] = [
  { name: "Redoc", pkg: "redoc", files: [{ path: "bundles/redoc.standalone.js", note: "JS, styles inside (CSS-in-JS)" }] },
  {
    name: "Scalar",
    pkg: "@scalar/api-reference",
    files: [{ path: "dist/browser/standalone.js", note: "JS, injects its own <style>" }],
  },
];

interface Sizes {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function measure(bytes: Buffer): Promise<Sizes> {
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  return { raw: bytes.length, gzip: gz.length, brotli: br.length };
}

const sum = (rows: readonly Sizes[]): Sizes => ({
  raw: rows.reduce((n, r) => n + r.raw, 0),
  gzip: rows.reduce((n, r) => n + r.gzip, 0),
  brotli: rows.reduce((n, r) => n + r.brotli, 0),
});

/** The local files a page loads by itself: `<link href>` and `<script src>`, relative to the page. */
function pageAssets(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(?:link|script)\b[^>]*>/g) ?? []) {
    const url = /\b(?:href|src)="([^"]+)"/.exec(tag)?.[1];
    if (url && !/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(url)) found.add(posix.normalize(url));
  }
  return [...found];
}

async function refkitRows(): Promise<{ rows: { label: string; note: string; sizes: Sizes }[]; pages: number; html: Sizes }> {
  const tmp = await mkdtemp(join(tmpdir(), "refkit-bench-"));
  try {
    const root = join(tmp, "empty"); // no pages/: refkit builds its bundled demonstration
    const out = join(tmp, "site");
    await mkdir(root);
    const summary = await buildSite({ root, out });
    if (!summary.demo) throw new Error(`expected the bundled demonstration from an empty root, got a project build (${root})`);
    const html = await readFile(join(out, "index.html"), "utf8");
    // The script and the stylesheet first, then whatever else the page loads (the icon).
    const first = budgets.map(({ file }) => `assets/${file}`);
    const assets = pageAssets(html).sort((a, b) => (first.indexOf(a) + 1 || 99) - (first.indexOf(b) + 1 || 99));
    for (const { file } of budgets) {
      if (!assets.includes(`assets/${file}`)) throw new Error(`index.html does not load assets/${file}; it loads: ${assets.join(", ")}`);
    }
    const notes: Record<string, string> = { "assets/refkit.js": "script", "assets/refkit.css": "stylesheet", "assets/favicon.svg": "icon" };
    const rows = [];
    for (const asset of assets) rows.push({ label: asset, note: notes[asset] ?? "", sizes: await measure(await readFile(join(out, asset))) });
    return { rows, pages: summary.pages, html: await measure(Buffer.from(html)) };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function peerRows(peer: Peer): Promise<{ version: string; rows: { label: string; note: string; sizes: Sizes }[] }> {
  const dir = join(modules, ...peer.pkg.split("/"));
  const manifest = JSON.parse(await readFile(join(dir, "package.json"), "utf8")) as { version: string };
  const rows = [];
  for (const file of peer.files) {
    const path = join(dir, file.path);
    if (!existsSync(path)) throw new Error(`${peer.pkg}@${manifest.version} has no ${file.path}: the package layout changed, update bench/asset-sizes.ts`);
    rows.push({ label: file.path, note: file.note, sizes: await measure(await readFile(path)) });
  }
  return { version: manifest.version, rows };
}

const group = (n: number) => n.toLocaleString("en-US");
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

async function main(): Promise<number> {
  if (!peers.every((peer) => existsSync(join(modules, ...peer.pkg.split("/"), "package.json")))) {
    console.error("The peers (redoc, @scalar/api-reference) are not installed: bench/ has its own package.json, kept out of the root install.");
    console.error("Install them from the repository root with `npm --prefix bench ci`, then run `npm --prefix bench run assets`.");
    return 1;
  }
  const refkitVersion = (JSON.parse(await readFile(join(benchDir, "..", "package.json"), "utf8")) as { version: string }).version;
  const [refkit, ...measured] = await Promise.all([refkitRows(), ...peers.map(peerRows)]);

  type Line = { label: string; note: string; sizes?: Sizes; heading?: boolean };
  const lines: Line[] = [];
  const totals: { name: string; total: Sizes }[] = [];
  const addGroup = (heading: string, rows: readonly { label: string; note: string; sizes: Sizes }[], totalLabel: string) => {
    lines.push({ label: heading, note: "", heading: true });
    for (const row of rows) lines.push({ label: `  ${row.label}`, note: row.note, sizes: row.sizes });
    const total = sum(rows.map((row) => row.sizes));
    lines.push({ label: `  ${totalLabel}`, note: "", sizes: total });
    return total;
  };
  const refkitTotal = addGroup(`refkit ${refkitVersion} (bundled demonstration, ${refkit.pages} page${refkit.pages === 1 ? "" : "s"})`, refkit.rows, "total a reader downloads besides the HTML");
  peers.forEach((peer, i) => {
    const { version, rows } = measured[i]!;
    const name = `${peer.name} ${version}`;
    totals.push({ name, total: addGroup(`${name} (${peer.pkg}, standalone bundle)`, rows, "total") });
  });

  const head = ["", "", "raw bytes", "gzip -9", "brotli 11"];
  const table = lines.map((line) =>
    line.sizes ? [line.label, line.note, group(line.sizes.raw), group(line.sizes.gzip), group(line.sizes.brotli)] : [line.label, "", "", "", ""],
  );
  const widths = head.map((h, c) => Math.max(h.length, ...table.map((row, r) => (lines[r]!.heading ? 0 : row[c]!.length))));
  const format = (row: readonly string[]) =>
    row.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd();

  console.log("Shipped reader assets: refkit vs Redoc and Scalar standalone bundles (all measured in this run)");
  console.log(`Node ${process.version}, ${process.platform} ${process.arch}, ${cpus().length} cores; gzip = zlib level 9, brotli = quality 11 (text mode); 1 KB = 1,024 bytes`);
  console.log("");
  console.log(format(head));
  lines.forEach((line, r) => console.log(line.heading ? line.label : format(table[r]!)));
  console.log("");
  console.log(
    `Not counted above: refkit's index.html (${group(refkit.html.raw)} B raw, ${group(refkit.html.gzip)} gzip, ${group(refkit.html.brotli)} brotli) carries the rendered reference;`,
  );
  console.log("the peers render theirs in the browser from an OpenAPI document, also not counted, and Scalar by default fetches web fonts.");
  console.log("");
  console.log("Ratio peer total / refkit total:");
  const ratio = (a: number, b: number) => `${(a / b).toFixed(0)}×`;
  const nameWidth = Math.max(...totals.map((t) => t.name.length));
  for (const { name, total } of totals) {
    console.log(`  ${name.padEnd(nameWidth)}  gzip ${ratio(total.gzip, refkitTotal.gzip).padStart(5)}   brotli ${ratio(total.brotli, refkitTotal.brotli).padStart(5)}`);
  }
  console.log("");
  console.log("Budgets (gzipped):");
  for (const budget of budgets) {
    const sizes = refkit.rows.find((row) => row.label === `assets/${budget.file}`)!.sizes;
    const verdict = sizes.gzip <= budget.bytes ? "PASS" : "OVER";
    console.log(`  ${budget.what.padEnd(10)} ${budget.file.padEnd(10)}  ${kb(sizes.gzip).padStart(8)} of ≤ ${kb(budget.bytes).padStart(8)}  ${verdict}`);
  }
  return 0;
}

process.exitCode = await main();
