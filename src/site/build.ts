/**
 * The static site build: one HTML file per page, an index, and `assets/`. The site is written
 * to a temporary folder and swapped in only when complete, so a failed build leaves the
 * previous site untouched.
 */
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pageSections } from "../components/page.ts";
import type { SectionNode } from "../components/section.ts";
import type { Node } from "../components/node.ts";
import type { RequestExampleNode } from "../components/request-example.ts";
import type { Config } from "../config.ts";
import { renderDocument } from "../render/render.ts";
import { selectClients } from "../snippets.ts";
import { renderNav } from "./nav.ts";
import { loadProject, ProjectError, type ProjectPage } from "./project.ts";

/** Where build messages go. */
export interface Logger {
  /** A line for the record: summaries, warnings. */
  info(line: string): void;
  /** Transient progress, shown only on a terminal (may be a no-op). */
  progress?(line: string): void;
}

/** What a build is told. */
export interface BuildOptions {
  /** The project folder. A folder without `pages/` builds the bundled demonstration. */
  readonly root: string;
  /** The output folder. Default `<root>/site`. */
  readonly out?: string;
  readonly logger?: Logger;
  /** The site's name in titles and the sidebar. Default "API reference". */
  readonly siteTitle?: string;
  /** Add the live-reload script (for `refkit dev` only). */
  readonly liveReload?: boolean;
}

/** What a build did. */
export interface BuildSummary {
  readonly out: string;
  /** The project folder whose files make the site (the demonstration's, when it was used). */
  readonly root: string;
  readonly pages: number;
  readonly endpoints: number;
  readonly snippets: number;
  readonly milliseconds: number;
  readonly demo: boolean;
}

const assetsDir = new URL("./assets/", import.meta.url);

/** The stylesheet: code colours, layout, and one no-flash rule pair per client token. */
async function stylesheet(config: Config): Promise<string> {
  const [code, layout] = await Promise.all(["code.css", "layout.css"].map((name) => readFile(new URL(name, assetsDir), "utf8")));
  // Before the script runs, show the remembered language's panel in every example that has it.
  const prefer = Object.keys(config.clients).map(
    (token) =>
      `.rk-js[data-rk-pref="${token}"] .rk-example[data-rk-langs~="${token}"]:not([data-rk-ready]) > .rk-panel { display: none; }\n` +
      `.rk-js[data-rk-pref="${token}"] .rk-example[data-rk-langs~="${token}"]:not([data-rk-ready]) > .rk-panel[data-rk-lang="${token}"] { display: block; }\n` +
      `.rk-js[data-rk-pref="${token}"] .rk-example[data-rk-langs~="${token}"]:not([data-rk-ready]) > .rk-tablist > .rk-tab { color: var(--rk-muted); border-bottom-color: transparent; }\n` +
      `.rk-js[data-rk-pref="${token}"] .rk-example[data-rk-langs~="${token}"]:not([data-rk-ready]) > .rk-tablist > .rk-tab[data-rk-lang="${token}"] { color: var(--rk-fg); border-bottom-color: var(--rk-accent); }\n`,
  );
  return `${code}\n${layout}\n${prefer.join("")}`;
}

function countSnippets(sections: readonly SectionNode[], config: Config): { endpoints: number; snippets: number } {
  let endpoints = 0;
  let snippets = 0;
  const visit = (node: Node) => {
    if (node.kind === "endpoint") endpoints++;
    if (node.kind === "request-example") snippets += selectClients(config, (node as RequestExampleNode).request.clients).length;
  };
  for (const section of sections) {
    if (section.endpoint) visit(section.endpoint);
    for (const child of section.children) visit(child);
  }
  return { endpoints, snippets };
}

async function writeSite(dir: string, pages: readonly ProjectPage[], config: Config, siteTitle: string, logger: Logger | undefined, liveReload: boolean) {
  const nav = pages.map(({ slug, page }) => ({ slug, title: page.title, sections: pageSections(page) }));
  await mkdir(join(dir, "assets"), { recursive: true });
  await writeFile(join(dir, "assets", "refkit.css"), await stylesheet(config));
  for (const name of ["refkit.js", "favicon.svg", ...(liveReload ? ["refkit-dev.js"] : [])]) await writeFile(join(dir, "assets", name), await readFile(new URL(name, assetsDir)));
  let done = 0;
  for (const { file, slug, page } of pages) {
    done++;
    logger?.progress?.(`rendering ${done}/${pages.length}: ${slug}`);
    const prefix = "../".repeat(slug.split("/").length - 1);
    const render = (current: string, base: string) =>
      renderDocument(page, { config, siteTitle, liveReload, assetsBase: `${base}assets/`, nav: renderNav(siteTitle, nav, current, base) }).catch((error: unknown) => {
        throw new ProjectError(file, error instanceof Error ? error.message : String(error), { cause: error });
      });
    const target = join(dir, `${slug}.html`);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, await render(slug, prefix));
    if (done === 1) await writeFile(join(dir, "index.html"), await render(slug, ""));
  }
}

/** Replaces `out` with `fresh` in two renames; the old site is removed only afterwards. */
async function swapIn(fresh: string, out: string): Promise<void> {
  const old = `${out}.old-${process.pid}`;
  let moved = false;
  try {
    await rename(out, old);
    moved = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  try {
    await rename(fresh, out);
  } catch (error) {
    if (moved) await rename(old, out);
    throw error;
  }
  if (moved) await rm(old, { recursive: true, force: true });
}

/**
 * Builds a project into static files.
 * @example await buildSite({ root: ".", out: "site" })
 */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const project = await loadProject(options.root);
  const out = resolve(options.out ?? join(resolve(options.root), "site"));
  const siteTitle = options.siteTitle ?? "API reference";
  const sectionsByPage = project.pages.map(({ file, page }) => {
    try {
      return pageSections(page).filter((node): node is SectionNode => node.kind === "section");
    } catch (error) {
      throw new ProjectError(file, error instanceof Error ? error.message : String(error), { cause: error });
    }
  });
  await mkdir(dirname(out), { recursive: true });
  const fresh = await mkdtemp(`${out}.tmp-`);
  try {
    await writeSite(fresh, project.pages, project.config, siteTitle, options.logger, options.liveReload ?? false);
    await swapIn(fresh, out);
  } catch (error) {
    await rm(fresh, { recursive: true, force: true });
    throw error;
  }
  const counts = sectionsByPage.map((sections) => countSnippets(sections, project.config));
  const summary: BuildSummary = {
    out,
    root: project.root,
    pages: project.pages.length,
    endpoints: counts.reduce((n, c) => n + c.endpoints, 0),
    snippets: counts.reduce((n, c) => n + c.snippets, 0),
    milliseconds: Math.round(performance.now() - started),
    demo: project.demo,
  };
  options.logger?.info(
    `Built ${summary.pages} page${summary.pages === 1 ? "" : "s"}, ${summary.endpoints} endpoints, ${summary.snippets} snippets in ${summary.milliseconds} ms → ${out}${project.demo ? " (the bundled demonstration: no pages/ folder here)" : ""}`,
  );
  return summary;
}
