/**
 * The files of the site's root that belong to no version: `404.html` with its twin `404.md` (the
 * current version's frame, root-absolute links: see render/not-found.ts) and `sitemap.xml` (with
 * `siteUrl`) and, when a console signs in through an authorization server's pages,
 * `oauth2-redirect.html`. Written from the reference once every version is.
 */
import { writeSiteFile, type BuildFs } from "./build-errors.ts";
import type { Reference } from "../reference/reference.ts";
import { sitemapXml } from "./sitemap.ts";
import { renderNotFound } from "../render/not-found.ts";
import { renderSignInReturn } from "../render/signin-return.ts";
import { siteNames } from "../page-names.ts";

/** What writing the root's files needs. */
export interface RootWrite {
  readonly reference: Reference;
  /** The folder being written (the build's temporary folder). */
  readonly dir: string;
  /** The folder `dir` will become, to name files in error messages. */
  readonly out: string;
  readonly fs: BuildFs;
}

/** Writes the root's files; see the module's description. */
export async function writeRoot({ reference, dir, out, fs }: RootWrite): Promise<void> {
  const notFound = renderNotFound(reference);
  await writeSiteFile(fs, dir, out, `${siteNames.notFound}.html`, notFound.html);
  await writeSiteFile(fs, dir, out, `${siteNames.notFound}.md`, notFound.markdown);
  const signIn = renderSignInReturn(reference);
  if (signIn !== undefined) await writeSiteFile(fs, dir, out, `${siteNames.signInReturn}.html`, signIn);
  const sitemap = sitemapXml(reference);
  if (sitemap !== undefined) await writeSiteFile(fs, dir, out, "sitemap.xml", sitemap);
}
