/**
 * The installed packages refkit's code can load, as a part of the cache's stamp: a page made with
 * one version of a package deep in the tree (markdown-it's linkify-it, Shiki's grammars) may not be
 * the page another version makes.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";

/** What a package's manifest says about what it loads. */
interface Manifest {
  readonly version?: unknown;
  readonly dependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
}

/**
 * Every package the package in `folder` depends on, and theirs, down the whole installed tree,
 * each found where Node finds it (`node_modules` in its dependent's folder or one above it):
 * `name@version`, sorted, once each. A missing dependency is `name@?`; a missing optional or peer
 * one is left out (nothing loads it).
 * Synchronous: a few hundred small reads cost less so than as promises.
 * @example dependencyTree("/work/refkit") // ["@shikijs/core@4.0.2", …, "linkify-it@5.0.0", …]
 */
export function dependencyTree(folder: string): string[] {
  return walk(needs(folder, readManifest(folder)));
}

/**
 * The packages that modules import by name (`{ name: "lodash", from: <the module's folder> }`),
 * and each one's dependency tree, as `dependencyTree` writes them.
 * @example importedTree([{ name: "yaml", from: "/work/docs" }]) // ["yaml@2.9.1"]
 */
export function importedTree(imports: readonly { readonly name: string; readonly from: string }[]): string[] {
  return walk(imports.map(({ name, from }) => ({ name, from, required: true })));
}

/** A package that a module in `from` loads by `name`; when it is not `required`, it may be missing. */
interface Need {
  readonly name: string;
  readonly from: string;
  readonly required: boolean;
}

function needs(folder: string, manifest: Manifest | undefined): Need[] {
  const required = manifest?.dependencies ?? {};
  return Object.keys({ ...required, ...manifest?.optionalDependencies, ...manifest?.peerDependencies }).map((name) => ({ name, from: folder, required: Object.hasOwn(required, name) }));
}

function walk(start: readonly Need[]): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const names = folderNames();
  const queue = [...start];
  for (let need = queue.pop(); need !== undefined; need = queue.pop()) {
    const at = installed(need.name, need.from, names);
    if (at === undefined) {
      if (need.required) found.add(`${need.name}@?`);
    } else if (!seen.has(at.folder)) {
      seen.add(at.folder);
      found.add(`${need.name}@${String(at.manifest.version)}`);
      queue.push(...needs(at.folder, at.manifest));
    }
  }
  return [...found].sort();
}

function readManifest(folder: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as Manifest;
  } catch {
    return undefined;
  }
}

/** The names in a folder (true for a symbolic link), each folder listed once: most lookups miss, and a listing answers them all. */
function folderNames(): (folder: string) => ReadonlyMap<string, boolean> {
  const listed = new Map<string, ReadonlyMap<string, boolean>>();
  return (folder) => {
    let names = listed.get(folder);
    if (names === undefined) {
      names = new Map(existsSync(folder) ? readdirSync(folder, { withFileTypes: true }).map((entry) => [entry.name, entry.isSymbolicLink()]) : []);
      listed.set(folder, names);
    }
    return names;
  };
}

/** Where Node finds package `name` from a module in `from`; a linked package by its real path, where its own dependencies are found. */
function installed(name: string, from: string, names: (folder: string) => ReadonlyMap<string, boolean>): { folder: string; manifest: Manifest } | undefined {
  const [first, second] = name.split("/") as [string, string | undefined];
  for (let folder = from; ; folder = dirname(folder)) {
    const modules = join(folder, "node_modules");
    const linked = second === undefined ? names(modules).get(first) : names(modules).has(first) ? names(join(modules, first)).get(second) : undefined;
    if (linked !== undefined) {
      const candidate = join(modules, name);
      const manifest = readManifest(candidate);
      if (manifest !== undefined) return { folder: linked ? realpathSync.native(candidate) : candidate, manifest };
    }
    if (dirname(folder) === folder) return undefined;
  }
}
