/**
 * The root's files of a site of several languages, written once each language's site is in its
 * folder: `index.html`, which leads to the default language (and lists every one), the default
 * language's `404.html` and `404.md` (its links are root-absolute: they work from the root),
 * `llms.txt` listing each language's, and, with an address, a `sitemap.xml` indexing each
 * language's sitemap.
 */
import { writeSiteFile, type BuildFs } from "./build-errors.ts";
import type { Reference } from "../reference/reference.ts";
import { languageLlms, renderLanguageRoot } from "../render/languages.ts";
import { languageSitemaps } from "./sitemap.ts";
import { renderNotFound } from "../render/not-found.ts";
import { siteNames } from "../page-names.ts";

/** What writing the root's files needs: every language's reference, the default one first. */
export interface LanguageRootWrite {
  readonly references: readonly Reference[];
  /** The folder being written (the build's temporary folder). */
  readonly dir: string;
  /** The folder `dir` will become, to name files in error messages. */
  readonly out: string;
  readonly fs: BuildFs;
}

/** Writes the root's files; see the module's description. */
export async function writeLanguageRoot({ references, dir, out, fs }: LanguageRootWrite): Promise<void> {
  const first = references[0]!;
  await writeSiteFile(fs, dir, out, `${siteNames.index}.html`, renderLanguageRoot(first));
  const notFound = renderNotFound(first);
  await writeSiteFile(fs, dir, out, `${siteNames.notFound}.html`, notFound.html);
  await writeSiteFile(fs, dir, out, `${siteNames.notFound}.md`, notFound.markdown);
  await writeSiteFile(fs, dir, out, "llms.txt", languageLlms(first));
  const sitemap = languageSitemaps(first);
  if (sitemap !== undefined) await writeSiteFile(fs, dir, out, "sitemap.xml", sitemap);
}
