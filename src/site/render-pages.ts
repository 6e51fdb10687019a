/** Renders a share of a project's pages to HTML files: the work the main thread and workers split. */
import { writeFile } from "node:fs/promises";
import { policyWarning } from "../components/try-it.ts";
import { renderMarkdown, renderResolved, type DocumentOptions } from "../render/render.ts";
import { resolvePage, type ResolvedPage } from "../resolve/page.ts";
import { writeSiteFile, type BuildFs } from "./build-errors.ts";
import { renderNav, type NavPage, type NavSite } from "./nav.ts";
import { ProjectError, projectSections, type Project, type ProjectSource } from "./project.ts";
import type { SearchDocument } from "./search-index.ts";
import { sectionVersionLinks, versionBanner, versionControl, type VersionJob } from "./versions.ts";

/** One thread's share of a build. Plain data, so that it can be posted to a worker. */
export interface RenderJob {
  readonly source: ProjectSource;
  /** The folder being written (the temporary folder). */
  readonly dir: string;
  /** The site folder `dir` will become, to name files in error messages. */
  readonly out: string;
  readonly siteTitle: string;
  readonly liveReload: boolean;
  /** What every sidebar links to: the "All endpoints" page, the source document, the logo, the product. */
  readonly site: NavSite;
  /** Indexes into the project's pages. */
  readonly pages: readonly number[];
  /** In a versioned site: this version's label and its pages' links to the other versions. */
  readonly version?: VersionJob | undefined;
}

/** How a render is carried out: where files go, and when to stop. */
export interface RenderControl {
  readonly fs?: BuildFs;
  /** Checked before each page: once aborted, rendering stops with the abort reason. */
  readonly signal?: AbortSignal;
}

/** What rendering one page found, for the build's summary and output. Plain data, posted by workers. */
export interface PageReport {
  /** The page's index in the project. */
  readonly index: number;
  readonly slug: string;
  readonly endpoints: number;
  readonly snippets: number;
  /** The length of its Markdown twin, in characters. */
  readonly markdown: number;
  /** What making the page's sections had to say (an OpenAPI page's parts left out). */
  readonly warnings: readonly string[];
  /** The page's sections, in order, for search and (those with an endpoint) the "All endpoints" page. */
  readonly sections: readonly SearchDocument[];
}

const nodeFs: BuildFs = { writeFile };

/** The project's pages as the sidebar lists them. */
export function navPages(project: Project): NavPage[] {
  return project.pages.map((p) => ({ slug: p.slug, title: p.page.title, group: p.page.group }));
}

/** A versioned site's parts of a page (see `DocumentOptions.version`). */
export function versionParts(version: VersionJob | undefined, slug: string): DocumentOptions["version"] {
  const links = version !== undefined && Object.hasOwn(version.links, slug) ? version.links[slug] : undefined;
  if (version === undefined || links === undefined) return undefined;
  const sections = Object.hasOwn(version.sections, slug) ? version.sections[slug]! : {};
  const marks = Object.hasOwn(version.marks, slug) ? version.marks[slug]! : {};
  return {
    control: versionControl(version, links),
    banner: versionBanner(version, links),
    canonical: version.current === undefined ? undefined : links[0]!.href,
    sections: (anchor) => sectionVersionLinks(Object.hasOwn(sections, anchor) ? sections[anchor]! : [], Object.hasOwn(marks, anchor) ? marks[anchor] : undefined),
  };
}

/** A page's Markdown twin; a component that fails names the page's file, as its HTML would. */
function renderMarkdownTwin(resolved: ResolvedPage, project: Project, file: string): string {
  try {
    return renderMarkdown(resolved, { config: project.settings });
  } catch (error) {
    throw new ProjectError(file, error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/**
 * What the console's policy says of a page's own base URLs (a hand-written RequestExample's
 * `baseUrl`). An OpenAPI page's are its operations' servers, reported with their pointers as the
 * page was made: none here.
 */
export function refusedWarnings(project: Project, index: number, resolved: ResolvedPage): string[] {
  const { file, lazy } = project.pages[index]!;
  if (lazy) return [];
  return resolved.refused.flatMap(({ url, section }) => policyWarning(project.settings, `${file}${section === undefined ? "" : `, section ${JSON.stringify(section)}`}, RequestExample baseUrl`, url) ?? []);
}

/**
 * Renders the job's pages (and `index.html`, with the first page) into `job.dir`, one after
 * another: each page is resolved, rendered, written and let go before the next.
 */
export async function renderPages(project: Project, job: RenderJob, report: (page: PageReport) => void, control: RenderControl = {}): Promise<void> {
  const fs = control.fs ?? nodeFs;
  const nav = navPages(project);
  for (const index of job.pages) {
    control.signal?.throwIfAborted();
    const { file, slug, page } = project.pages[index]!;
    const known = project.warnings.length;
    const nodes = projectSections(project.pages[index]!);
    let resolved: ResolvedPage;
    try {
      resolved = resolvePage(page, nodes, project.settings, { search: true });
    } catch (error) {
      // A template that throws or refuses its request does so here, where the snippets are made.
      throw new ProjectError(file, error instanceof Error ? error.message : String(error), { cause: error });
    }
    const prefix = "../".repeat(slug.split("/").length - 1);
    const render = (base: string) =>
      renderResolved(resolved, {
        config: project.settings,
        siteTitle: job.siteTitle,
        liveReload: job.liveReload,
        assetsBase: `${base}assets/`,
        markdownTwin: base === prefix ? `${slug.slice(slug.lastIndexOf("/") + 1)}.md` : `${slug}.md`,
        nav: renderNav(job.siteTitle, nav, { slug, sections: resolved.sections }, base, job.site),
        version: versionParts(job.version, slug),
      }).catch((error: unknown) => {
        throw new ProjectError(file, error instanceof Error ? error.message : String(error), { cause: error });
      });
    const text = await render(prefix);
    control.signal?.throwIfAborted();
    await writeSiteFile(fs, job.dir, job.out, `${slug}.html`, text);
    // Its Markdown twin, from the same resolution: for agents and "Copy as Markdown".
    const twin = renderMarkdownTwin(resolved, project, file);
    await writeSiteFile(fs, job.dir, job.out, `${slug}.md`, twin);
    if (index === 0) await writeSiteFile(fs, job.dir, job.out, "index.html", prefix === "" ? text : await render(""));
    const sections = resolved.sections.map(({ id, title, method, path, deprecated, terms }) => ({ id, title, method, path, deprecated, terms: terms! }));
    report({ index, slug, endpoints: resolved.endpoints, snippets: resolved.snippets, markdown: twin.length, warnings: [...project.warnings.slice(known), ...refusedWarnings(project, index, resolved)], sections });
  }
}
