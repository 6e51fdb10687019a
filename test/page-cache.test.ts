/**
 * The page cache (src/site/page-cache.ts): a second build reuses the pages whose content has not
 * changed and writes exactly the bytes a build without the cache writes; anything a page is made
 * from (the operation, a component, the settings, `refkit.config.ts`, refkit's own code) makes it
 * again; what a build did not use is removed, and nothing else.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cp, mkdir, readFile, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildSite, type BuildOptions } from "../src/site/build.ts";
import { PageMemory } from "../src/site/page-cache.ts";
import type { CachedPage } from "../src/site/cache-entry.ts";
import { takeStamp } from "../src/reference/cache-folder.ts";
import { dependencyTree } from "../src/reference/dependency-tree.ts";
import { configInputs } from "../src/site/config-inputs.ts";
import { loadProject } from "../src/reference/project.ts";
import { run } from "../src/cli.ts";

const repo = resolve(import.meta.dirname, "..");
const scratch = mkdtempSync(join(tmpdir(), "refkit-page-cache-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let projects = 0;
/** A project folder holding a copy of the shop description. */
async function shop(): Promise<{ root: string; openapi: string; text: string }> {
  const root = join(scratch, `project-${++projects}`);
  await mkdir(root, { recursive: true });
  const text = await readFile(join(repo, "test/fixtures/openapi/shop.yaml"), "utf8");
  const openapi = join(root, "shop.yaml");
  await writeFile(openapi, text);
  return { root, openapi, text };
}

/** Every file of a folder, by its path in it, with its bytes. */
async function files(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found = new Map<string, Buffer>();
  for (const entry of entries.filter((e) => e.isFile())) found.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}

/** Builds with the cache in `cache`; gives the pages reused, as the build's line says. */
async function build(options: BuildOptions & { cache: string }): Promise<{ reused: number; pages: number }> {
  const lines: string[] = [];
  const summary = await buildSite({ ...options, logger: { info: (line) => lines.push(line) } });
  const said = lines.map((line) => /^Reused (\d+) of (\d+) pages from the cache/.exec(line)).find(Boolean);
  return { reused: said ? Number(said[1]) : 0, pages: summary.pages };
}

/** What a build without the cache writes, for the same options. */
async function uncached(options: BuildOptions): Promise<Map<string, Buffer>> {
  const out = join(scratch, `uncached-${++projects}`);
  await buildSite({ ...options, out, cache: false });
  return files(out);
}

/** `refkit build` in a process of its own (as a user runs it: every module loaded anew), with `env` added to the environment; what it printed. */
function buildApart(root: string, openapi: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise<string>((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(repo, "src", "cli.ts"), "build", "--openapi", openapi, "--root", root], { cwd: repo, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", fail);
    child.on("close", (status) => (status === 0 ? done(output) : fail(new Error(`refkit build exited with ${status}`))));
  });
}

describe("the page cache", () => {
  it("reuses every page of an unchanged description, writing the bytes of a build without it", async () => {
    const { root, openapi } = await shop();
    const cache = join(root, "cache");
    const out = join(root, "site");
    // shop.yaml's 3 groups (orders, products, the untagged) and 7 operations, the Models page and 7 models: a page each.
    expect(await build({ root, openapi, out, cache })).toEqual({ reused: 0, pages: 18 });
    const first = await files(out);
    expect(await build({ root, openapi, out, cache })).toEqual({ reused: 18, pages: 18 });
    const second = await files(out);
    expect(second).toEqual(first);
    expect(second).toEqual(await uncached({ root, openapi }));
    // Tagged as a cache folder; each page's body, twin and the rest; nothing in the site.
    expect(await readFile(join(cache, "CACHEDIR.TAG"), "utf8")).toMatch(/^Signature: 8a477f597d28d172789f06886806bc55\n/);
    const [part] = await readdir(cache, { withFileTypes: true }).then((entries) => entries.filter((entry) => entry.isDirectory()));
    const entries = await readdir(join(cache, part!.name));
    expect(entries.filter((name) => name.endsWith(".json"))).toHaveLength(18);
    expect(entries.filter((name) => name.endsWith(".html"))).toHaveLength(18);
    expect(entries.filter((name) => name.endsWith(".md"))).toHaveLength(18);
    // The import's weights, kept for the description, with the refkit that weighed them.
    const [weights] = (await readdir(cache)).filter((name) => /^weights-[A-Za-z0-9_-]{16}\.json$/.test(name));
    const kept = JSON.parse(await readFile(join(cache, weights!), "utf8")) as { stamp: string; weights: Record<string, number[]> };
    expect(Object.keys(kept.weights).length).toBeGreaterThanOrEqual(2);
  });

  it("keys entries by what pages are made from, not by where the cache is; workers are told the folder", async () => {
    const { root, openapi } = await shop();
    const names = async (cache: string) => {
      await build({ root, openapi, out: join(root, "site"), cache });
      const [part] = (await readdir(cache)).filter((name) => !name.includes("."));
      return (await readdir(join(cache, part!))).sort();
    };
    expect(await names(join(root, "cache-a"))).toEqual(await names(join(root, "cache-b")));
    // A worker loads the project from its source: the folder is there, for the import's weights.
    const project = await loadProject({ root, openapi, cache: join(root, "cache-a") });
    expect(project.source.cache).toBe(join(root, "cache-a"));
  });

  it("makes again only the page of an edited operation, and removes its old entry", async () => {
    const { root, openapi, text } = await shop();
    const cache = join(root, "cache");
    const out = join(root, "site");
    await build({ root, openapi, out, cache });
    const before = (await files(cache)).size;
    // Words that name Object.prototype's keys: the search index reads them back from the cache as terms like any other.
    await writeFile(openapi, text.replace("summary: Retrieve a product", "summary: Retrieve one product (__proto__ constructor toString)"));
    // The operation's page, its group's page, which lists it by its title, and the page of the model it returns, whose "Used by" names it.
    expect(await build({ root, openapi, out, cache })).toEqual({ reused: 15, pages: 18 });
    const site = await files(out);
    expect(site.get(join("products", "get-product.html"))!.toString()).toContain("Retrieve one product");
    expect(site.get("products.html")!.toString()).toContain("Retrieve one product");
    expect(site).toEqual(await uncached({ root, openapi }));
    expect((await files(cache)).size).toBe(before);
    expect(await build({ root, openapi, out, cache })).toEqual({ reused: 18, pages: 18 });
    expect(await files(out)).toEqual(site);
  });

  it("makes every page again when a component, the settings or the configuration file changes", async () => {
    const { root, openapi, text } = await shop();
    const cache = join(root, "cache");
    const out = join(root, "site");
    await build({ root, openapi, out, cache });
    // A schema every page may reference: its pages cannot tell, so none is reused.
    const edited = text.replace("line1: { type: string }", "line1: { type: string, description: The street }");
    expect(edited).not.toBe(text);
    await writeFile(openapi, edited);
    expect((await build({ root, openapi, out, cache })).reused).toBe(0);
    expect(await files(out)).toEqual(await uncached({ root, openapi }));
    // The command line's clients.
    expect((await build({ root, openapi, out, cache, clients: ["go"] })).reused).toBe(0);
    expect((await files(out)).get(join("orders", "list-orders.html"))!.toString()).toContain('data-rk-lang="go"');
    expect((await build({ root, openapi, out, cache, clients: ["go"] })).reused).toBe(18);
    // The project's configuration file, whatever it changes.
    await writeFile(join(root, "refkit.config.ts"), `import { configure } from "refkit";\nconfigure((config) => { config.siteTitle = "Shop"; });\n`);
    expect((await build({ root, openapi, out, cache, clients: ["go"] })).reused).toBe(0);
    await writeFile(join(root, "refkit.config.ts"), `import { configure } from "refkit";\nconfigure((config) => { config.siteTitle = "Shop"; });\n// edited\n`);
    expect((await build({ root, openapi, out, cache, clients: ["go"] })).reused).toBe(0);
    expect(await files(out)).toEqual(await uncached({ root, openapi, clients: ["go"] }));
  });

  it("makes every page again when refkit's own code changes", async () => {
    const { root, openapi } = await shop();
    // Each build in a process of its own: a process keys by the code it loaded.
    const build = () => buildApart(root, openapi);
    await build();
    expect(await build()).toContain("Reused 18 of 18 pages");
    // A file of refkit's with another time: as after an upgrade or an edit in a checkout.
    const file = join(repo, "src", "version.ts");
    const { atime, mtime } = await stat(file);
    try {
      await utimes(file, atime, new Date(mtime.getTime() + 60_000));
      expect(await build()).not.toContain("Reused");
    } finally {
      await utimes(file, atime, mtime);
    }
  });

  it("makes every page again when a file that refkit.config.ts imports changes", async () => {
    const { root, openapi } = await shop();
    await writeFile(join(root, "package.json"), '{ "type": "module" }\n');
    // A custom client whose template calls a helper: the template's own text stays the same.
    await writeFile(join(root, "refkit.config.ts"), `import { configure } from "refkit";\nimport { host } from "./lib/host.ts";\nconfigure((config) => { config.apiClients = { mine: { label: "Mine", lexer: "shellscript", template: (req) => \`curl \${host()}\${req.path}\\n\` } }; });\n`);
    await mkdir(join(root, "lib"));
    await writeFile(join(root, "lib", "host.ts"), `export const host = () => "https://one.example";\n`);
    await buildApart(root, openapi);
    expect(await buildApart(root, openapi)).toContain("Reused 18 of 18 pages");
    await writeFile(join(root, "lib", "host.ts"), `export const host = () => "https://two.example";\n`);
    expect(await buildApart(root, openapi)).not.toContain("Reused");
    const orders = await readFile(join(root, "site", "orders", "list-orders.html"), "utf8");
    expect(orders).toContain("two.example");
    expect(orders).not.toContain("one.example");
  });

  it("keeps nothing made in a process whose loaded copy of an imported file is not the file's text", async () => {
    const { root, openapi } = await shop();
    await writeFile(join(root, "package.json"), '{ "type": "module" }\n');
    await writeFile(join(root, "refkit.config.ts"), `import { configure } from "refkit";\nimport { host } from "./lib/host.ts";\nconfigure((config) => { config.apiClients = { mine: { label: "Mine", lexer: "shellscript", template: (req) => \`curl \${host()}\${req.path}\\n\` } }; });\n`);
    await mkdir(join(root, "lib"));
    const helper = join(root, "lib", "host.ts");
    await writeFile(helper, `export const host = () => "https://one.example";\n`);
    // Two builds in one process, as \`refkit dev\` rebuilds: the second imports the configuration
    // anew, but its helper as first loaded (so its pages still say one.example).
    const script = join(root, "rebuild.ts");
    const site = pathToFileURL(join(repo, "src", "site", "build.ts")).href;
    await writeFile(script, `import { writeFileSync } from "node:fs";\nimport { buildSite } from ${JSON.stringify(site)};\nconst options = { root: ${JSON.stringify(root)}, openapi: ${JSON.stringify(openapi)}, cache: true };\nawait buildSite(options);\nwriteFileSync(${JSON.stringify(helper)}, 'export const host = () => "https://two.example";\\n');\nawait buildSite(options);\n`);
    await new Promise<void>((done, fail) => {
      const child = spawn(process.execPath, ["--import", "tsx", script], { cwd: repo, stdio: ["ignore", "inherit", "inherit"] });
      child.on("error", fail);
      child.on("close", (status) => (status === 0 ? done() : fail(new Error(`the rebuild script exited with ${status}`))));
    });
    // A build of its own then finds nothing kept under the edited helper's key.
    expect(await buildApart(root, openapi)).not.toContain("Reused");
    expect(await readFile(join(root, "site", "orders", "list-orders.html"), "utf8")).toContain("two.example");
  });

  describe("makes every page again when an environment variable that a custom client reads changes", () => {
    // By its name, written out; by a name computed (the whole environment is keyed then).
    for (const [how, read] of [["by name", "process.env.REFKIT_TEST_HOST"], ["by a computed name", 'process.env[["REFKIT", "TEST", "HOST"].join("_")]']] as const) {
      it(how, async () => {
        const { root, openapi } = await shop();
        await writeFile(join(root, "package.json"), '{ "type": "module" }\n');
        await writeFile(join(root, "refkit.config.ts"), `import { configure } from "refkit";\nconfigure((config) => { config.apiClients = { mine: { label: "Mine", lexer: "shellscript", template: (req) => \`curl \${${read}}\${req.path}\\n\` } }; });\n`);
        await buildApart(root, openapi, { REFKIT_TEST_HOST: "https://one.example" });
        expect(await buildApart(root, openapi, { REFKIT_TEST_HOST: "https://one.example" })).toContain("Reused 18 of 18 pages");
        expect(await buildApart(root, openapi, { REFKIT_TEST_HOST: "https://two.example" })).not.toContain("Reused");
        const orders = await readFile(join(root, "site", "orders", "list-orders.html"), "utf8");
        expect(orders).toContain("two.example");
        expect(orders).not.toContain("one.example");
      });
    }
  });

  it("keys by the installed version of every package in refkit's dependency tree", async () => {
    const tree = dependencyTree(repo);
    const installed = async (name: string) => (JSON.parse(await readFile(join(repo, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
    // A dependency of refkit's, and one of markdown-it's.
    expect(tree).toContain(`shiki@${await installed("shiki")}`);
    expect(tree).toContain(`linkify-it@${await installed("linkify-it")}`);
    expect(tree.filter((entry) => entry.endsWith("@?"))).toEqual([]);
  });

  it("takes another stamp, so every key changes, when a package deep in the tree has another version", async () => {
    // A package laid out as npm installs one: a dependency, its own dependency nested under it, a scoped one hoisted.
    const pkg = join(scratch, "stamped");
    const manifest = async (folder: string, value: object) => {
      await mkdir(join(pkg, folder), { recursive: true });
      await writeFile(join(pkg, folder, "package.json"), JSON.stringify(value));
    };
    await manifest(".", { name: "refkit", dependencies: { "markdown-it": "^15.0.0" } });
    await manifest("node_modules/markdown-it", { version: "15.0.0", dependencies: { "linkify-it": "^5.0.0", "@scope/entities": "^4.0.0" }, peerDependencies: { "not-installed": "*" } });
    await manifest("node_modules/markdown-it/node_modules/linkify-it", { version: "5.0.0", dependencies: { "uc.micro": "^2.0.0" } });
    await manifest("node_modules/uc.micro", { version: "2.0.0" });
    await manifest("node_modules/@scope/entities", { version: "4.5.0" });
    await mkdir(join(pkg, "src"), { recursive: true });
    await writeFile(join(pkg, "src", "index.ts"), "export {};\n");
    expect(dependencyTree(pkg)).toEqual(["@scope/entities@4.5.0", "linkify-it@5.0.0", "markdown-it@15.0.0", "uc.micro@2.0.0"]);
    const stamp = () => takeStamp(join(pkg, "src"), pkg);
    const first = await stamp();
    for (const [folder, version] of [["node_modules/markdown-it/node_modules/linkify-it", "5.0.1"], ["node_modules/uc.micro", "2.1.0"], ["node_modules/@scope/entities", "4.5.1"]] as const) {
      const file = join(pkg, folder, "package.json");
      const before = await readFile(file, "utf8");
      await writeFile(file, before.replace(/"version":"[^"]+"/, `"version":"${version}"`));
      expect(await stamp(), folder).not.toBe(first);
      await writeFile(file, before);
    }
    expect(await stamp()).toBe(first);
  });

  it("makes again a page whose entry is torn, and leaves files that are not entries alone", async () => {
    const { root, openapi } = await shop();
    const cache = join(root, "cache");
    const out = join(root, "site");
    await build({ root, openapi, out, cache });
    // The cache's folder of entries, whatever order the file system lists it in (beside it: the tag and the weights file).
    const [part] = (await readdir(cache, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const folder = join(cache, part!);
    const metas = (await readdir(folder)).filter((name) => name.endsWith(".json"));
    await writeFile(join(folder, metas[0]!), "{ torn");
    await writeFile(join(folder, "notes.txt"), "mine");
    await writeFile(join(folder, "notes.json"), "mine");
    // An interrupted write of an entry's part is removed; a file of the same shape that is no entry's stays.
    const left = `${metas[1]!.replace(/\.json$/, ".html")}.4242.k3x9.tmp`;
    await writeFile(join(folder, left), "half");
    await writeFile(join(folder, "notes.txt.4242.k3x9.tmp"), "mine");
    expect((await build({ root, openapi, out, cache })).reused).toBe(17);
    expect(await files(out)).toEqual(await uncached({ root, openapi }));
    expect(await readFile(join(folder, "notes.txt"), "utf8")).toBe("mine");
    expect(await readFile(join(folder, "notes.json"), "utf8")).toBe("mine");
    expect(await readFile(join(folder, "notes.txt.4242.k3x9.tmp"), "utf8")).toBe("mine");
    expect(await readdir(folder)).not.toContain(left);
  });

  it("removes nothing from a folder without its tag", async () => {
    const { root, openapi, text } = await shop();
    const cache = join(root, "cache");
    const out = join(root, "site");
    await build({ root, openapi, out, cache });
    await writeFile(join(cache, "CACHEDIR.TAG"), "not refkit's\n");
    const before = await files(cache);
    await writeFile(openapi, text.replace("summary: Retrieve a product", "summary: Retrieve one product"));
    await build({ root, openapi, out, cache });
    const after = await files(cache);
    for (const name of before.keys()) expect(after.has(name), name).toBe(true);
  });

  it("keeps each version's pages apart in a versioned site, with the same bytes as without it", async () => {
    const { root, openapi, text } = await shop();
    const older = join(root, "shop-v1.yaml");
    await writeFile(older, text.replace("summary: Retrieve a product", "summary: Get a product"));
    const versions = [{ label: "v2", openapi }, { label: "v1", openapi: older }];
    const cache = join(root, "cache");
    const out = join(root, "site");
    await buildSite({ root, versions, out, cache });
    await buildSite({ root, versions, out, cache });
    expect(await files(out)).toEqual(await uncached({ root, versions }));
  });

  it("is used by workers as by the main thread", async () => {
    const { root, openapi } = await shop();
    const cache = join(root, "cache");
    const out = join(root, "site");
    await build({ root, openapi, out, cache, threads: 2 });
    expect(await build({ root, openapi, out, cache, threads: 2 })).toEqual({ reused: 18, pages: 18 });
    expect(await files(out)).toEqual(await uncached({ root, openapi }));
  });
});

describe("what a key holds of refkit.config.ts", () => {
  let roots = 0;
  /** A project with these files; its configuration's key parts. */
  const inputs = async (files: Record<string, string>, env: NodeJS.ProcessEnv) => {
    const root = join(scratch, `config-inputs-${++roots}`);
    for (const [file, text] of Object.entries(files)) {
      await mkdir(join(root, file, ".."), { recursive: true });
      await writeFile(join(root, file), text);
    }
    return configInputs(join(root, "refkit.config.ts"), env);
  };
  const config = `import { configure } from "refkit";\nimport { pad } from "left-pad";\nimport { host } from "./lib/host.ts";\nconfigure((config) => { config.siteTitle = pad(host()); });\n`;
  const leftPad = { "node_modules/left-pad/package.json": JSON.stringify({ version: "1.3.0", dependencies: { "pad-core": "^2.0.0" } }), "node_modules/left-pad/index.js": "export const pad = (text) => text;\n" };
  const env = { API_HOST: "https://api.example", PATH: "/bin", HOME: "/home/someone" };

  it("holds each project file it imports, each package it imports with its tree, and each environment variable its files name", async () => {
    const host = `import { readFileSync } from "node:fs";\nexport const host = () => process.env.API_HOST ?? process.env["API_REGION"] ?? String(readFileSync);\n`;
    const parts = await inputs({ "refkit.config.ts": config, "lib/host.ts": host, ...leftPad, "node_modules/pad-core/package.json": JSON.stringify({ version: "2.0.0" }) }, env);
    expect(parts?.map((part) => part.split("\n")[0])).toEqual([
      'env ["API_HOST","https://api.example"]',
      'env ["API_REGION",null]',
      'file lib/host.ts import { readFileSync } from "node:fs";',
      'file refkit.config.ts import { configure } from "refkit";',
      "package left-pad@1.3.0",
      "package pad-core@2.0.0",
    ]);
  });

  it("holds the whole environment when a file reads it by a computed name", async () => {
    const host = `export const host = () => process.env[["API", "HOST"].join("_")] ?? "";\n`;
    const parts = await inputs({ "refkit.config.ts": config, "lib/host.ts": host, ...leftPad }, env);
    expect(parts?.filter((part) => part.startsWith("env "))).toEqual(Object.entries(env).map((pair) => `env ${JSON.stringify(pair)}`).sort());
  });

  it("is none (so no cache) when an import leads nowhere, or a file or package it imports changed since this process loaded it", async () => {
    expect(await inputs({ "refkit.config.ts": config, "lib/host.ts": `export { host } from "./gone.ts";\n`, ...leftPad }, env)).toBeUndefined();
    // As in \`refkit dev\`: the configuration is imported anew, what it imports is not.
    const root = join(scratch, `config-inputs-${++roots}`);
    const write = async (file: string, text: string) => {
      await mkdir(join(root, file, ".."), { recursive: true });
      await writeFile(join(root, file), text);
    };
    for (const [file, text] of Object.entries({ "refkit.config.ts": config, "lib/host.ts": `export const host = () => "a";\n`, ...leftPad })) await write(file, text);
    const file = join(root, "refkit.config.ts");
    expect(await configInputs(file, env)).toBeDefined();
    await write("refkit.config.ts", `${config}// edited\n`);
    expect(await configInputs(file, env)).toBeDefined();
    await write("lib/host.ts", `export const host = () => "b";\n`);
    expect(await configInputs(file, env)).toBeUndefined();
    await write("lib/host.ts", `export const host = () => "a";\n`);
    expect(await configInputs(file, env)).toBeDefined();
    await write("node_modules/left-pad/package.json", JSON.stringify({ version: "1.3.1" }));
    expect(await configInputs(file, env)).toBeUndefined();
  });
});

describe("the page cache in memory (refkit dev's)", () => {
  it("serves a rebuild's entries without reading them from disk, with the same bytes", async () => {
    const { root, openapi } = await shop();
    const cache = join(root, "cache");
    const out = join(root, "site");
    const memory = new PageMemory();
    await build({ root, openapi, out, cache, memory });
    const first = await files(out);
    // The entries' files gone: only memory has them.
    const [part] = (await readdir(cache)).filter((name) => !name.includes("."));
    for (const name of await readdir(join(cache, part!))) await rm(join(cache, part!, name));
    expect(await build({ root, openapi, out, cache, memory })).toEqual({ reused: 18, pages: 18 });
    expect(await files(out)).toEqual(first);
  });

  it("lets the oldest entries go past its limit, and keeps the ones used again", () => {
    const entry = (size: number): CachedPage => ({ body: Buffer.alloc(size), twin: Buffer.alloc(0), twinLength: 0, sections: [], connect: [], endpoints: 0, snippets: 0, warnings: [] });
    const memory = new PageMemory(300);
    memory.set("a", entry(100));
    memory.set("b", entry(100));
    memory.set("c", entry(100));
    expect(memory.get("a")).toBeDefined();
    memory.set("d", entry(100));
    expect(memory.get("b")).toBeUndefined();
    for (const key of ["a", "c", "d"]) expect(memory.get(key), key).toBeDefined();
  });
});

describe("the command line's cache", () => {
  const cli = async (argv: readonly string[], cwd: string) => {
    const out: string[] = [];
    const status = await run(argv, { cwd, env: {}, stdout: (line) => out.push(line), stderr: (line) => out.push(line) });
    return { status, output: out.join("\n") };
  };

  it("keeps pages in .refkit-cache beside the output folder, or node_modules/.cache/refkit; --no-cache keeps none", async () => {
    const { root, openapi } = await shop();
    expect((await cli(["build", "--openapi", openapi, "--no-cache"], root)).status).toBe(0);
    expect(await readdir(root)).not.toContain(".refkit-cache");
    expect((await cli(["build", "--openapi", openapi], root)).output).not.toContain("Reused");
    expect((await cli(["build", "--openapi", openapi], root)).output).toContain("Reused 18 of 18 pages from the cache");
    expect(await readdir(join(root, ".refkit-cache"))).toContain("CACHEDIR.TAG");
    const { root: other, openapi: otherApi } = await shop();
    await mkdir(join(other, "node_modules"));
    await cli(["build", "--openapi", otherApi], other);
    expect(await readdir(join(other, "node_modules", ".cache", "refkit"))).toContain("CACHEDIR.TAG");
    expect(await readdir(other)).not.toContain(".refkit-cache");
  });

  it("keeps nothing for hand-written pages", async () => {
    const root = join(scratch, "pages-project");
    await cp(join(repo, "test/fixtures/site"), root, { recursive: true });
    await writeFile(join(root, "package.json"), '{ "type": "module" }\n');
    expect((await cli(["build"], root)).status).toBe(0);
    expect(await readdir(root)).not.toContain(".refkit-cache");
  });
});
