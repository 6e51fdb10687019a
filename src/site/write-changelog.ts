/**
 * Writes a versioned site's changelog at its root: `changelog.html` (a page of the reference, with
 * the sidebar of the current version), its Markdown twin `changelog.md`, `changelog.json` and the
 * Atom feed `changelog.xml`.
 */
import { siteNames } from "../page-names.ts";
import { renderMarkdown, renderResolved } from "../render/render.ts";
import { resolveNodes } from "../resolve/page.ts";
import { writeSiteFile } from "./build-errors.ts";
import { ChangelogPage, type ChangelogStep } from "../reference/changelog.ts";
import { changelogAtom, changelogJson } from "./changelog-files.ts";
import { renderNav } from "../render/nav.ts";
import { navPages } from "./render-pages.ts";
import { versionFolder, type SiteVersion } from "../reference/versions.ts";
import { changelogControl } from "../render/versions.ts";
import type { SiteWrite } from "./write-site.ts";

/** What writing the changelog needs: where it goes, as for a reference (`project` is the current version's, for its sidebar and settings), and the history. */
export interface ChangelogWrite extends Pick<SiteWrite, "project" | "dir" | "out" | "siteTitle" | "liveReload" | "fs"> {
  readonly steps: readonly ChangelogStep[];
  readonly versions: readonly SiteVersion[];
}

/** Writes the four changelog files at the site's root. */
export async function writeChangelog(write: ChangelogWrite): Promise<void> {
  const { project, dir, out, fs, steps, versions } = write;
  const name = siteNames.changelog;
  const page = new ChangelogPage(steps);
  const resolved = await resolveNodes(page, page.sections(), project.settings);
  const site = { allEndpoints: siteNames.allEndpoints, download: project.document === undefined ? undefined : "openapi.json", product: project.settings.productLink ?? undefined, changelog: `${name}.html` };
  const text = renderResolved(resolved, {
    config: project.settings,
    siteTitle: write.siteTitle,
    liveReload: write.liveReload,
    assetsBase: "assets/",
    markdownTwin: `${name}.md`,
    nav: renderNav(write.siteTitle, navPages(project), { slug: name, sections: resolved.sections }, "", site),
    version: { control: changelogControl(versions, (i) => `${versionFolder(versions, i)}index.html`) },
  });
  await writeSiteFile(fs, dir, out, `${name}.html`, text);
  await writeSiteFile(fs, dir, out, `${name}.md`, renderMarkdown(resolved));
  await writeSiteFile(fs, dir, out, `${name}.json`, changelogJson(steps));
  await writeSiteFile(fs, dir, out, `${name}.xml`, changelogAtom(write.siteTitle, steps, name));
}
