/**
 * A damaged cache costs a page's making, never the build: an entry's part (`.json`, `.html`,
 * `.md`) or the import's weights file left empty, cut short, holding junk, or with one digit
 * changed is a miss. The build
 * makes the page again, exits 0 without a stack trace, writes the bytes a build without the cache
 * writes, and replaces the bad file with a whole one, which the next build reuses.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/cli.ts";

const repo = resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(join(tmpdir(), "refkit-hostile-cache-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let projects = 0;
/** A project folder holding a copy of the shop description. */
async function shop(): Promise<string> {
  const root = join(scratch, `project-${++projects}`);
  await mkdir(root, { recursive: true });
  await writeFile(join(root, "shop.yaml"), await readFile(join(repo, "test/fixtures/openapi/shop.yaml")));
  return root;
}

/** `refkit build` in `root`, in this process; all it printed, on either stream. */
async function build(root: string, ...options: string[]): Promise<{ status: number; output: string }> {
  const lines: string[] = [];
  const status = await run(["build", "--openapi", "shop.yaml", ...options], { cwd: root, env: {}, stdout: (line) => lines.push(line), stderr: (line) => lines.push(line) });
  return { status, output: lines.join("\n") };
}

/** Every file of a folder, by its path in it, with its bytes. */
async function files(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found = new Map<string, Buffer>();
  for (const entry of entries.filter((e) => e.isFile())) found.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}

/** What a build without the cache writes. */
let expected: Map<string, Buffer>;
beforeAll(async () => {
  const root = await shop();
  expect((await build(root, "--no-cache")).status).toBe(0);
  expected = await files(join(root, "site"));
});

/** How a file is damaged, from its whole bytes. */
const damages: { name: string; damage: (whole: Buffer) => Buffer }[] = [
  { name: "empty", damage: () => Buffer.alloc(0) },
  { name: "cut short", damage: (whole) => whole.subarray(0, Math.floor(whole.length / 2)) },
  // As long as the file, every byte another.
  { name: "junk", damage: (whole) => Buffer.from(whole.map((byte) => byte ^ 0x5a)) },
  // As long as the file, still JSON: its last digit another (in an entry's .json, the page's snippet count).
  { name: "one digit changed", damage: (whole) => Buffer.from(whole.toString("latin1").replace(/(\d)(\D*)$/, (_, digit: string, rest: string) => `${(Number(digit) + 1) % 10}${rest}`), "latin1") },
];

/** Where the damaged file is, in a cache folder a build has filled: the weights, or a part of the first entry. */
const places: { name: string; find: (cache: string) => Promise<string>; reused: number }[] = [
  // shop.yaml makes 18 pages: 3 groups' pages, 7 operations' pages, the Models page and 7 models' pages.
  ...["json", "html", "md"].map((part) => ({ name: `an entry's .${part}`, find: (cache: string) => entryPart(cache, part), reused: 17 })),
  { name: "the weights file", find: async (cache) => join(cache, (await readdir(cache)).find((name) => name.startsWith("weights-"))!), reused: 18 },
];

/**
 * The file of the largest entry's `part` in a cache folder: an operation's page, whatever the keys
 * (hashes) are, so that its part always holds a digit to change (a status code, a count).
 */
async function entryPart(cache: string, part: string): Promise<string> {
  const [folder] = (await readdir(cache)).filter((name) => !name.includes("."));
  const names = (await readdir(join(cache, folder!))).filter((name) => name.endsWith(`.${part}`));
  const sized = await Promise.all(names.map(async (name) => ({ name, size: (await stat(join(cache, folder!, name))).size })));
  const [largest] = sized.sort((a, b) => b.size - a.size || a.name.localeCompare(b.name));
  return join(cache, folder!, largest!.name);
}

/** The shape of a stack trace's line. */
const stackLine = /^\s+at /m;

describe("a damaged cache file is a miss, made again and replaced", () => {
  for (const place of places) {
    for (const { name, damage } of damages) {
      it(`${place.name}, ${name}`, async () => {
        const root = await shop();
        expect((await build(root)).status).toBe(0);
        const file = await place.find(join(root, ".refkit-cache"));
        const whole = await readFile(file);
        const broken = damage(whole);
        // The file really is damaged: a test that damaged nothing would prove nothing.
        expect(broken.equals(whole), file).toBe(false);
        await writeFile(file, broken);
        const damaged = await build(root);
        expect(damaged.output).not.toMatch(stackLine);
        expect(damaged.status, damaged.output).toBe(0);
        expect(damaged.output).toContain("Built 18 pages");
        expect(damaged.output).toContain(`Reused ${place.reused} of 18 pages`);
        expect(await files(join(root, "site"))).toEqual(expected);
        // Replaced: the next build reads it back whole.
        expect(await readFile(file)).toEqual(whole);
        expect((await build(root)).output).toContain("Reused 18 of 18 pages");
      });
    }
  }
});
