/**
 * Writes a versioned site's changelog at its root: `changelog.html` (a page of the reference, with
 * the sidebar of the current version), its Markdown twin `changelog.md`, `changelog.json` and the
 * Atom feed `changelog.xml`.
 */
import { siteNames } from "../page-names.ts";
import { renderPage } from "../render/page.ts";
import { resolvePage } from "../reference/resolve.ts";
import { writeSiteFile } from "./build-errors.ts";
import { changelogAtom, changelogJson } from "./changelog-files.ts";
import type { SiteWrite } from "./write-site.ts";

/** What writing the changelog needs: the reference whose history it is, and where it goes. */
export type ChangelogWrite = Pick<SiteWrite, "reference" | "dir" | "out" | "fs">;

/** Writes the four changelog files at the site's root. */
export async function writeChangelog(write: ChangelogWrite): Promise<void> {
  const { reference, dir, out, fs } = write;
  const name = siteNames.changelog;
  const { html, markdown } = renderPage(await resolvePage(reference, name), reference);
  await writeSiteFile(fs, dir, out, `${name}.html`, html);
  await writeSiteFile(fs, dir, out, `${name}.md`, markdown);
  await writeSiteFile(fs, dir, out, `${name}.json`, changelogJson(reference.changelog));
  await writeSiteFile(fs, dir, out, `${name}.xml`, changelogAtom(reference.site.title, reference.changelog, name));
}
