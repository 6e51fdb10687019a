/**
 * A refkit project: a folder with an optional `refkit.config.ts` and page modules
 * `pages/**\/*.ts` whose default export is a `Page` subclass. A folder without pages uses the
 * bundled demonstration reference.
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getConfig, resetConfig, type Config } from "../config.ts";
import { Page } from "../components/page.ts";

/** One page of a project and where it came from. */
export interface ProjectPage {
  /** The module file, for error messages. */
  readonly file: string;
  /** The output path without extension, such as `customers` or `billing/invoices`. */
  readonly slug: string;
  readonly page: Page;
}

/** A loaded project. */
export interface Project {
  readonly root: string;
  readonly config: Config;
  readonly pages: readonly ProjectPage[];
  /** True when the folder had no pages and the bundled demonstration is used. */
  readonly demo: boolean;
}

/** Thrown when a project file cannot be loaded; names the file. */
export class ProjectError extends Error {
  override readonly name = "ProjectError";
  constructor(
    readonly file: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${file}: ${message}`, options);
  }
}

/** The bundled demonstration reference (examples/customers). */
export const demoRoot = fileURLToPath(new URL("../../examples/customers", import.meta.url));

const pageExtensions = /\.(ts|mts|js|mjs)$/;

async function pageFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && pageExtensions.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

let generation = 0;

async function importModule(file: string): Promise<Record<string, unknown>> {
  // A fresh URL per load, so a second build in the same process sees the edited file.
  const url = `${pathToFileURL(file).href}?load=${generation}`;
  try {
    return await import(url);
  } catch (error) {
    throw new ProjectError(file, error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** True when `root` has a `pages/` folder. */
export function hasPages(root: string): boolean {
  return existsSync(join(root, "pages"));
}

/**
 * Loads a project's configuration and pages. The global configuration is reset first, so the
 * project's `refkit.config.ts` starts from the defaults.
 */
export async function loadProject(folder: string): Promise<Project> {
  generation++;
  const demo = !hasPages(resolve(folder));
  const root = demo ? demoRoot : resolve(folder);
  resetConfig();
  const configFile = join(root, "refkit.config.ts");
  if (existsSync(configFile)) await importModule(configFile);
  const pages: ProjectPage[] = [];
  for (const file of await pageFiles(join(root, "pages"))) {
    const exported = (await importModule(file)).default;
    if (typeof exported !== "function" || !(exported.prototype instanceof Page)) {
      throw new ProjectError(file, "expected a default export that is a Page subclass (export default class … extends Page)");
    }
    let page: Page;
    try {
      page = new (exported as new () => Page)();
    } catch (error) {
      throw new ProjectError(file, error instanceof Error ? error.message : String(error), { cause: error });
    }
    const slug = relative(join(root, "pages"), file).replace(pageExtensions, "").split(sep).join("/");
    pages.push({ file, slug, page });
  }
  return { root, config: getConfig(), pages, demo };
}
