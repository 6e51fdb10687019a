/**
 * `refkit init --starlight` / `--docusaurus`: adds refkit to a docs site a team already has. It
 * only adds: refkit to `package.json`'s dependencies, and the plugin to the site's configuration
 * (an import and one `plugins` entry) where the configuration has the shape the framework's own
 * templates give it. It never removes or rewrites what is there: a configuration of another shape
 * is left as it is, and the lines to add are printed instead.
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { Config } from "../config/config.ts";
import { OpenApiError } from "../openapi/read/error.ts";
import { importOpenApi } from "../present/import.ts";
import { loadOpenApi } from "../openapi/read/load.ts";
import { refkitDependency, type RefkitDependency } from "./dependency.ts";
import { InitError, InitInterrupted } from "./init.ts";

/** The docs sites `init` adds refkit to. */
export type HostKind = "starlight" | "docusaurus";

/** What `initHost` was asked for. */
export interface HostInitOptions {
  /** The site's folder (its `package.json` and configuration). */
  readonly dir: string;
  readonly host: HostKind;
  /** The OpenAPI description the reference is built from. */
  readonly openapi?: string | undefined;
  /** As `InitOptions.signal`: stopped, the site's files are put back as they were. */
  readonly signal?: AbortSignal | undefined;
  /** As `InitOptions.onLoading`. */
  readonly onLoading?: ((loading: boolean) => void) | undefined;
  /** The dependency on refkit to add; by default, one that installs the refkit running (`refkitDependency`). */
  readonly dependency?: RefkitDependency | undefined;
}

/** What `initHost` did. */
export interface HostInitResult {
  readonly dir: string;
  /** The files it added to, relative to `dir`. */
  readonly edited: readonly string[];
  /** What to add by hand, where a file had a shape `init` does not edit (one line each). */
  readonly manual: readonly string[];
  /** The dependency on refkit added to `package.json`, when it had none. */
  readonly dependency?: RefkitDependency;
}

const kinds = {
  starlight: { name: "Starlight", dependency: "@astrojs/starlight", configs: ["astro.config.mjs", "astro.config.ts", "astro.config.mts", "astro.config.js"] },
  docusaurus: { name: "Docusaurus", dependency: "@docusaurus/core", configs: ["docusaurus.config.ts", "docusaurus.config.js", "docusaurus.config.mjs"] },
} as const;

/** `text` with `line` added after its last top-level import (or first, without one). */
function withImport(text: string, line: string): string {
  const imports = [...text.matchAll(/^import\s[^;]*?from\s+["'][^"']+["'];?[ \t]*$/gm)];
  const last = imports.at(-1);
  if (last === undefined) return `${line}\n${text}`;
  const end = last.index + last[0].length;
  return `${text.slice(0, end)}\n${line}${text.slice(end)}`;
}

/** The plugin's options as the configuration writes them. */
function optionsText(host: HostKind, openapi: string | undefined): string {
  const parts = [...(openapi === undefined ? [] : [`openapi: ${JSON.stringify(openapi)}`]), host === "starlight" ? `base: "api"` : `routeBasePath: "api"`];
  return `{ ${parts.join(", ")} }`;
}

/** The configuration with the plugin added, or `undefined` when its shape is not the one `init` edits. */
function editedConfig(host: HostKind, text: string, options: string): string | undefined {
  if (/\bplugins\s*:/.test(text)) return undefined;
  if (host === "starlight") {
    const calls = [...text.matchAll(/\bstarlight\(\s*\{/g)];
    if (calls.length !== 1) return undefined;
    const at = calls[0]!.index + calls[0]![0].length;
    return withImport(`${text.slice(0, at)}\n      plugins: [refkit(${options})],${text.slice(at)}`, `import refkit from "refkit/starlight";`);
  }
  const objects = [...text.matchAll(/(?:^export default\s*\{|^module\.exports\s*=\s*\{|^const config(?::\s*Config)?\s*=\s*\{)/gm)];
  if (objects.length !== 1) return undefined;
  const at = objects[0]!.index + objects[0]![0].length;
  return `${text.slice(0, at)}\n  plugins: [["refkit/docusaurus", ${options}]],${text.slice(at)}`;
}

/**
 * Adds refkit to the site in `dir` (see the module's description).
 * @example await initHost({ dir: ".", host: "starlight", openapi: "openapi.yaml" })
 */
export async function initHost(options: HostInitOptions): Promise<HostInitResult> {
  const dir = resolve(options.dir);
  const kind = kinds[options.host];
  const manifestPath = join(dir, "package.json");
  if (!existsSync(manifestPath)) throw new InitError(dir, `expected a ${kind.name} site here, but there is no package.json`);
  const manifestText = await readFile(manifestPath, "utf8");
  let manifest: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    manifest = JSON.parse(manifestText);
  } catch (error) {
    throw new InitError(manifestPath, `is not valid JSON (${(error as Error).message})`, { cause: error });
  }
  const depends = (name: string) => manifest.dependencies?.[name] !== undefined || manifest.devDependencies?.[name] !== undefined;
  if (!depends(kind.dependency)) throw new InitError(manifestPath, `does not depend on ${kind.dependency}: this is not a ${kind.name} site (run refkit init without --${options.host} for a refkit site of its own)`);
  const configName = kind.configs.find((name) => existsSync(join(dir, name)));
  if (configName === undefined) throw new InitError(dir, `has no ${kind.configs[0]}: expected a ${kind.name} site's configuration here`);
  let openapi: string | undefined;
  if (options.openapi !== undefined) {
    const file = resolve(options.openapi);
    // A description that cannot be imported would make a site that cannot build: refuse it now.
    options.onLoading?.(true);
    try {
      importOpenApi(await loadOpenApi(file), { config: new Config() });
    } catch (error) {
      if (error instanceof OpenApiError && !error.message.startsWith(file)) throw new InitError(file, error.message, { cause: error });
      throw error;
    } finally {
      options.onLoading?.(false);
    }
    const path = relative(dir, file).split(sep).join("/");
    openapi = path.startsWith(".") ? path : `./${path}`;
  }
  const writes: [string, string][] = [];
  const manual: string[] = [];
  let dependency: RefkitDependency | undefined;
  if (!depends("refkit")) {
    dependency = options.dependency ?? refkitDependency();
    const indent = /^\{\s*\n([ \t]+)"/.exec(manifestText)?.[1] ?? "  ";
    const updated = { ...manifest, dependencies: { ...manifest.dependencies, refkit: dependency.spec } };
    writes.push(["package.json", `${JSON.stringify(updated, null, indent)}${manifestText.endsWith("\n") ? "\n" : ""}`]);
  }
  const configPath = join(dir, configName);
  const configText = await readFile(configPath, "utf8");
  if (!/["']refkit\//.test(configText)) {
    const plugin = optionsText(options.host, openapi);
    const edited = editedConfig(options.host, configText, plugin);
    if (edited !== undefined) writes.push([configName, edited]);
    else if (options.host === "starlight") manual.push(`In ${configName}: import refkit from "refkit/starlight"; and add refkit(${plugin}) to starlight({ plugins: [ … ] }).`);
    else manual.push(`In ${configName}: add ["refkit/docusaurus", ${plugin}] to plugins: [ … ].`);
  }
  // Stopped between two edits, the site is put back as it was: no half-added refkit.
  const before = new Map([["package.json", manifestText], [configName, configText]]);
  const done: string[] = [];
  const undo = () => Promise.all(done.map((name) => writeFile(join(dir, name), before.get(name)!)));
  const stopIfAborted = async () => {
    if (!options.signal?.aborted) return;
    await undo();
    throw new InitInterrupted(dir, options.signal.reason);
  };
  await stopIfAborted();
  for (const [name, text] of writes) {
    await writeFile(join(dir, name), text);
    done.push(name);
    await stopIfAborted();
  }
  return { dir, edited: writes.map(([name]) => name), manual, ...(dependency === undefined ? {} : { dependency }) };
}
