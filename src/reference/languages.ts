/**
 * A site of several languages: one reference per locale, each in a folder named after its tag
 * (`en/`, `fr/`, `pt-BR/`), built from the same description with that locale's Overlays applied.
 * Every page links to the same content in each language (the "Language" control, `hreflang`
 * alternates): the page of the same address, else the page that holds its first operation or
 * model there (an overlay may rename a tag, and so its page), else that language's landing page.
 */
import { resolve } from "node:path";
import type { Config } from "../config/config.ts";
import { RefkitError } from "../errors.ts";
import { checkSiteUrl } from "../site-url.ts";
import { planReference, withLanguages, type ReferenceOptions } from "./load.ts";
import { folderConfig, type Project } from "./project.ts";
import { checkLocales, type LocaleSites } from "../locale/sites.ts";
import type { Reference, ReferenceLanguages, ReferencePage } from "./reference.ts";

/** One language of a site, settled: its canonical tag and what it is built with. */
export interface SiteLanguage {
  readonly locale: string;
  readonly overlays: readonly string[];
  readonly siteTitle?: string | undefined;
}

/**
 * The languages `--locales en,fr` names, with the overlays given to one of them
 * (`--overlay fr=overlays/fr.yaml`); an overlay without a tag is every language's.
 * @example localeList("en,fr", ["fr=fr.yaml"]) // [{ locale: "en", overlays: [] }, { locale: "fr", overlays: ["fr.yaml"] }]
 */
export function localeList(list: string, overlays: readonly string[] = []): { readonly languages: SiteLanguage[]; readonly shared: string[] } {
  const tags = list.split(",").map((tag) => tag.trim()).filter((tag) => tag !== "");
  const sites: Record<string, { overlays: string[] }> = {};
  for (const tag of tags) {
    if (Object.hasOwn(sites, tag)) throw new RefkitError({ component: "--locales" }, `the locale ${JSON.stringify(tag)} is given twice`);
    sites[tag] = { overlays: [] };
  }
  const checked = checkLocales(sites, { component: "--locales" });
  const own: Record<string, string[]> = Object.fromEntries(Object.keys(checked).map((locale) => [locale, []]));
  const shared: string[] = [];
  for (const overlay of overlays) {
    const at = overlay.indexOf("=");
    const tag = at > 0 ? canonicalOrUndefined(overlay.slice(0, at)) : undefined;
    if (tag !== undefined && Object.hasOwn(own, tag)) own[tag]!.push(overlay.slice(at + 1));
    else shared.push(overlay);
  }
  return { languages: Object.keys(checked).map((locale) => ({ locale, overlays: own[locale]! })), shared };
}

function canonicalOrUndefined(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** The languages `locales` names, in order, each overlay resolved against `folder`. */
export function siteLanguages(locales: LocaleSites, folder: string): SiteLanguage[] {
  return Object.entries(locales).map(([locale, site]) => ({ locale, overlays: (site.overlays ?? []).map((file) => resolve(folder, file)), ...(site.siteTitle === undefined ? {} : { siteTitle: site.siteTitle }) }));
}

/**
 * The languages a project's configuration builds its site in (`config.locales`), each overlay
 * resolved against the project's folder; `undefined` for a site of one language. `config` stands
 * instead of the folder's `refkit.config.ts`.
 */
export async function configuredLanguages(folder: string, config?: Config): Promise<SiteLanguage[] | undefined> {
  const own = config ?? (await folderConfig(folder));
  if (own?.locales == null) return undefined;
  return siteLanguages(own.locales, folder);
}

/** What one language's site is built with: the site's options, with its locale, its overlays after the shared ones, and its title. */
export function languageOptions<T extends ReferenceOptions>(options: T, language: SiteLanguage): T {
  return { ...options, locale: language.locale, overlays: [...(options.overlays ?? []), ...language.overlays], ...(language.siteTitle === undefined ? {} : { siteTitle: language.siteTitle }) };
}

/**
 * Plans each language's loaded projects (`projects[k]`, a version each, for `languages[k]`) as its
 * reference, in its folder (with an address, its `siteUrl` is its folder's), and tells each where
 * the others' pages are.
 */
export async function planLanguages(languages: readonly SiteLanguage[], projects: readonly (readonly Project[])[], options: ReferenceOptions): Promise<Reference[]> {
  const given = options.siteUrl ?? projects[0]![0]!.settings.siteUrl ?? undefined;
  const siteUrl = given === undefined ? undefined : checkSiteUrl(given, { component: "buildSite", key: "siteUrl" });
  const planned: Reference[] = [];
  for (const [k, language] of languages.entries()) {
    const folder = languageFolder(language.locale);
    planned.push(await planReference(projects[k]!, { ...languageOptions(options, language), siteUrl: siteUrl === undefined ? undefined : new URL(folder, siteUrl).href }));
  }
  return languageLinks(languages, planned).map((links, k) => withLanguages(planned[k]!, links));
}

/** A language's folder, from the site's root: `fr/`. */
export function languageFolder(locale: string): string {
  return `${locale}/`;
}

/**
 * A language's name in that language, as a reader looks for it: "Deutsch", "Français", "日本語",
 * "Português (Brasil)"; the tag itself where the platform knows no name.
 */
export function languageName(locale: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: "language" }).of(locale);
  } catch {
    name = undefined;
  }
  if (name === undefined || name === "") return locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** Where each operation and model of a reference is: by version and operationId, method and path, or model name. */
function contentIndex(reference: Reference): Map<string, string> {
  const index = new Map<string, string>();
  for (const page of reference.pages) {
    if (page.kind !== "reference") continue;
    for (const key of page.sections.flatMap((section) => contentKeys(page, section))) if (!index.has(key)) index.set(key, page.id);
  }
  return index;
}

/** The keys a section is found by in another language: its operationId, its method and path, its model. */
function contentKeys(page: ReferencePage, section: ReferencePage["sections"][number]): string[] {
  const keys: string[] = [];
  if (section.operationId !== undefined) keys.push(`${page.version} id ${section.operationId}`);
  if (section.method !== undefined && section.path !== undefined) keys.push(`${page.version} route ${section.method} ${section.path.replace(/\{[^}]*\}/g, "{}")}`);
  if (section.model !== undefined) keys.push(`${page.version} model ${section.model}`);
  return keys;
}

/**
 * What each language's reference is told of the others (`ReferenceSite.languages`): for each, the
 * pages whose content is at another address in another language. `references` are in the order
 * of `languages`, the default one first.
 */
export function languageLinks(languages: readonly SiteLanguage[], references: readonly Reference[]): ReferenceLanguages[] {
  const ids = references.map((reference) => new Set(reference.pages.map((page) => page.id)));
  const indexes = references.map(contentIndex);
  const parents = references.map((reference) => new Map(reference.pages.flatMap((page) => (page.parent === undefined ? [] : [[page.id, page.parent] as const]))));
  return references.map((reference, i) => {
    // A group's page whose operations each have a page of their own holds none: it is found by its first operation's page's group.
    const children = new Map<string, ReferencePage[]>();
    for (const page of reference.pages) if (page.parent !== undefined) (children.get(page.parent) ?? children.set(page.parent, []).get(page.parent)!).push(page);
    return {
      folder: languageFolder(languages[i]!.locale),
      list: languages.map((language, j) => {
        // Keyed by page ids (a guide's file name): none, "__proto__" included, may reach the prototype.
        const moved: Record<string, string> = Object.create(null);
        const missing: string[] = [];
        if (j !== i) {
          const find = (page: ReferencePage) => page.sections.flatMap((section) => contentKeys(page, section)).map((key) => indexes[j]!.get(key)).find((id) => id !== undefined);
          for (const page of reference.pages) {
            if (ids[j]!.has(page.id)) continue;
            let found = find(page);
            if (found === undefined) {
              const child = (children.get(page.id) ?? []).map(find).find((id) => id !== undefined);
              found = child === undefined ? undefined : (parents[j]!.get(child) ?? child);
            }
            if (found === undefined) missing.push(page.id);
            else moved[page.id] = found;
          }
        }
        return { locale: language.locale, name: languageName(language.locale), folder: languageFolder(language.locale), moved, missing };
      }),
    };
  });
}
