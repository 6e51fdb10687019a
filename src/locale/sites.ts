/**
 * The languages of a site of several, as a project's configuration gives them (`locales`):
 * checked, each tag canonical and one a folder can be named after.
 */
import { RefkitError, describeValue, type ErrorLocation } from "../errors.ts";
import { windowsReserved } from "../page-names.ts";
import { isPlainObject } from "../values.ts";
import { checkLocale } from "./index.ts";

/** What one language of the site is built with, as `refkit.config.ts`'s `locales` gives it. */
export interface LocaleSite {
  /** Overlay documents applied, in order, after those every language has (`--overlay FILE`). Paths relative to the project's folder. */
  readonly overlays?: readonly string[];
  /** The site's name in this language, instead of the configuration's `siteTitle` or the description's title. */
  readonly siteTitle?: string;
}

/** The languages of a site, by locale tag, the first the default one: `{ en: {}, fr: { overlays: ["overlays/fr.yaml"] } }`. */
export type LocaleSites = Readonly<Record<string, LocaleSite>>;

/**
 * Checks a site's languages: at least one, each a BCP 47 tag a folder can be named after, none
 * given twice (`pt-br` and `pt-BR` are one), each with a list of overlay files and an optional
 * title. Returns a frozen copy keyed by canonical tags, in the order given.
 * @example checkLocales({ en: {}, fr: { overlays: ["fr.yaml"] } }, where)
 */
export function checkLocales(value: unknown, where: ErrorLocation): LocaleSites {
  if (!isPlainObject(value)) throw new RefkitError(where, `expected an object of locale tag to { overlays?, siteTitle? }, got ${describeValue(value)}`);
  const entries = Object.entries(value);
  if (entries.length === 0) throw new RefkitError(where, "expected at least one locale, the default one first");
  const checked: Record<string, LocaleSite> = {};
  for (const [tag, site] of entries) {
    const at = { ...where, key: `${where.key ?? "locales"}.${tag}` };
    const locale = folderLocale(tag, at);
    if (Object.hasOwn(checked, locale)) throw new RefkitError(at, `the locale ${JSON.stringify(locale)} is given twice`);
    if (!isPlainObject(site)) throw new RefkitError(at, `expected { overlays?, siteTitle? }, got ${describeValue(site)}`);
    for (const key of Object.keys(site)) if (key !== "overlays" && key !== "siteTitle") throw new RefkitError({ ...at, key: `${at.key}.${key}` }, "is not a setting of a locale (they are overlays and siteTitle)");
    const { overlays = [], siteTitle } = site;
    if (!Array.isArray(overlays) || overlays.some((file) => typeof file !== "string" || file.trim() === "" || file.includes("\0"))) throw new RefkitError({ ...at, key: `${at.key}.overlays` }, `expected a list of Overlay files, relative to the project's folder, got ${describeValue(overlays)}`);
    if (siteTitle !== undefined && (typeof siteTitle !== "string" || siteTitle.trim() === "")) throw new RefkitError({ ...at, key: `${at.key}.siteTitle` }, `expected a non-empty string, got ${describeValue(siteTitle)}`);
    checked[locale] = Object.freeze({ overlays: Object.freeze([...(overlays as string[])]), ...(siteTitle === undefined ? {} : { siteTitle: siteTitle as string }) });
  }
  return Object.freeze(checked);
}

/** A locale tag, canonical, that a folder can be named after on every system; or an error naming `where`. */
export function folderLocale(tag: unknown, where: ErrorLocation): string {
  const locale = checkLocale(tag, where);
  // A three-letter language subtag may be a name Windows keeps for its devices (CON, AUX, NUL…).
  if (locale.length > 64 || windowsReserved(locale)) throw new RefkitError(where, `expected a locale tag a folder can be named after, got ${JSON.stringify(locale)}`);
  return locale;
}

