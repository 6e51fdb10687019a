/**
 * The site's logo: the configuration's (`config.logo`, a file of the project), else the one its
 * description names (`info.x-logo.url`, as Redoc reads it). A description may come from anyone, so
 * its logo is either a file in the description's own folder, copied into the site, or an image at
 * an origin the configuration lets images load from (`imageOrigins`); anything else is left out
 * with a warning, never loaded from elsewhere.
 */
import { existsSync, realpathSync } from "node:fs";
import { dirname, extname, relative, resolve, isAbsolute } from "node:path";
import { logoTypes } from "../config/config.ts";
import { policyOrigin } from "../csp.ts";
import { isRemote } from "../paths.ts";
import { isPlainObject } from "../values.ts";
import type { Project } from "./project.ts";

/** A logo the site shows. */
export interface SiteLogo {
  /** What the sidebar's image shows: the copy's file relative to the version's root (`assets/logo.svg`), or an absolute URL. */
  readonly src: string;
  /** The file the build copies to `src`, when it is one. */
  readonly source?: string;
  /** Where it was named, for a message about it: `config.logo = "…"` or `info.x-logo.url = "…"`. */
  readonly named: string;
}

/** The site's logo, if any, and what was left out of the description's, said as a warning. */
export function siteLogo(project: Pick<Project, "root" | "settings" | "document" | "documentFiles">): { readonly logo?: SiteLogo; readonly warning?: string } {
  const { logo } = project.settings;
  if (logo !== null) return { logo: { src: `assets/logo${extname(logo).toLowerCase()}`, source: resolve(project.root, logo), named: `config.logo = ${JSON.stringify(logo)}` } };
  const info = isPlainObject(project.document) ? project.document.info : undefined;
  const given = isPlainObject(info) && isPlainObject(info["x-logo"]) ? info["x-logo"].url : undefined;
  if (typeof given !== "string" || given.trim() === "") return {};
  const url = given.trim();
  const named = `info.x-logo.url = ${JSON.stringify(url)}`;
  const left = (why: string) => ({ warning: `${named}: the logo is left out: ${why}` });
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) {
    const { origin } = /^https?:/i.test(url) ? policyOrigin(url) : { origin: undefined };
    if (origin === undefined) return left("expected an http(s) URL or a file beside the description");
    if (!project.settings.imageOrigins.includes(origin)) return left(`images load only from the site and the origins of config.imageOrigins, which does not hold ${origin}`);
    return { logo: { src: new URL(url).href, named } };
  }
  const document = project.documentFiles[0];
  if (document === undefined || isRemote(document)) return left("a file beside a description read from a URL is not read");
  const folder = dirname(document);
  let source: string;
  try {
    source = resolve(folder, decodeURIComponent(url.split(/[?#]/)[0]!));
  } catch {
    return left("expected a file name");
  }
  // Inside the folder as written, and once links are followed.
  const outside = (path: string, root: string) => relative(root, path).startsWith("..") || isAbsolute(relative(root, path));
  if (outside(source, folder)) return left("expected a file inside the description's folder");
  if (!logoTypes.test(source)) return left("expected an .svg, .png, .jpg, .webp or .gif file");
  if (!existsSync(source)) return left(`there is no file ${source}`);
  if (outside(realpathSync(source), realpathSync(folder))) return left("expected a file inside the description's folder, not a link out of it");
  return { logo: { src: `assets/logo${extname(source).toLowerCase()}`, source, named } };
}
