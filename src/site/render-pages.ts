/** Renders a share of a project's pages to HTML files: the work the main thread and workers split. */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { renderDocument } from "../render/render.ts";
import { renderNav } from "./nav.ts";
import { ProjectError, projectSections, type Project, type ProjectSource } from "./project.ts";

/** One thread's share of a build. Plain data, so that it can be posted to a worker. */
export interface RenderJob {
  readonly source: ProjectSource;
  /** The folder being written. */
  readonly dir: string;
  readonly siteTitle: string;
  readonly liveReload: boolean;
  /** Indexes into the project's pages. */
  readonly pages: readonly number[];
}

/** Renders the job's pages (and `index.html`, with the first page) into `job.dir`. */
export async function renderPages(project: Project, job: RenderJob, progress: (slug: string) => void): Promise<void> {
  const nav = project.pages.map((p) => ({ slug: p.slug, title: p.page.title, sections: projectSections(p) }));
  for (const index of job.pages) {
    const { file, slug, page } = project.pages[index]!;
    const prefix = "../".repeat(slug.split("/").length - 1);
    const render = (base: string) =>
      renderDocument(page, {
        config: project.config,
        siteTitle: job.siteTitle,
        liveReload: job.liveReload,
        assetsBase: `${base}assets/`,
        nav: renderNav(job.siteTitle, nav, slug, base),
      }).catch((error: unknown) => {
        throw new ProjectError(file, error instanceof Error ? error.message : String(error), { cause: error });
      });
    const target = join(job.dir, `${slug}.html`);
    await mkdir(dirname(target), { recursive: true });
    const text = await render(prefix);
    await writeFile(target, text);
    if (index === 0) await writeFile(join(job.dir, "index.html"), prefix === "" ? text : await render(""));
    progress(slug);
  }
}
