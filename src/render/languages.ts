/**
 * A site of several languages, as HTML: each page's "Language" control (a `<details>` of plain
 * links, so it works without JavaScript) leading to the same content in every language, its
 * `hreflang` alternates, and the site's root page, which leads to the default language.
 */
import { html, type Html } from "../html.ts";
import { markdownText } from "../text/markdown-text.ts";
import { textDirection } from "../locale/index.ts";
import { pagePolicy } from "../csp.ts";
import { referencePage, type Reference, type ReferenceLanguage } from "../reference/reference.ts";
import { siteNames } from "../page-names.ts";
import { siteAddress } from "./meta.ts";

/** A page's parts in a site of several languages (see `DocumentOptions.languages`). */
export interface LanguageParts {
  /** The "Language" control, at the top of the page. */
  readonly control: Html;
  /** The head's `<link rel="alternate" hreflang>`: each language's page, then `x-default` (the default language's). */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
}

const missingSets = new WeakMap<ReferenceLanguage, ReadonlySet<string>>();

/** `language.missing` as a set, made once per language (every page of a large site asks). */
function missingOf(language: ReferenceLanguage): ReadonlySet<string> {
  let set = missingSets.get(language);
  if (set === undefined) missingSets.set(language, (set = new Set(language.missing)));
  return set;
}

/** Where a page's content is in `language`: its file from the site's root, or `undefined` when that language does not have it. */
function targetFile(language: ReferenceLanguage, pageId: string): string | undefined {
  if (missingOf(language).has(pageId)) return undefined;
  const id = Object.hasOwn(language.moved, pageId) ? language.moved[pageId]! : pageId;
  return `${language.folder}${id}.html`;
}

/** Where a page leads in `language`: its content's page, else that language's landing page of the page's version. */
function linkFile(reference: Reference, language: ReferenceLanguage, pageId: string): string {
  const version = referencePage(reference, pageId)?.version ?? 0;
  return targetFile(language, pageId) ?? `${language.folder}${reference.versions[version]?.folder ?? ""}${siteNames.index}.html`;
}

/**
 * The address of a file of the whole site (`fr/customers.html`) on a site with an address: the
 * reference's `siteUrl` is its language's folder's. An `index.html` is its folder's address.
 */
export function languageAddress(reference: Reference, file: string): string | undefined {
  const { siteUrl, languages } = reference.site;
  if (siteUrl === null || languages === null) return undefined;
  const root = new URL("../".repeat(languages.folder.split("/").filter(Boolean).length), siteUrl).href;
  return siteAddress(root, file).replace(/\/index\.html$/, "/");
}

/**
 * The "Language" control and alternates of the page `pageId` of `reference`, `href(file)` making
 * a file of the whole site (`fr/customers.html`) the page's link to it; none on a site of one
 * language. Without `alternate`, the control only (a page search engines are not to list).
 */
export function languageParts(reference: Reference, pageId: string, href: (file: string) => string, alternate = true): LanguageParts | undefined {
  const { languages, text } = reference.site;
  if (languages === null) return undefined;
  const here = languages.list.find((language) => language.folder === languages.folder) ?? languages.list[0]!;
  const items = languages.list.map((language) => {
    const current = language === here;
    return html`<li><a href="${href(linkFile(reference, language, pageId))}" hreflang="${language.locale}" lang="${language.locale}"${current ? html` aria-current="page"` : ""}>${language.name}</a></li>`;
  });
  const control = html`<details class="rk-language" aria-label="${text.language}"><summary><span class="rk-language-label">${text.language}</span> <strong lang="${here.locale}">${here.name}</strong></summary><ul class="rk-language-list">${items}</ul></details>`;
  if (!alternate) return { control, alternates: [] };
  const address = (file: string) => languageAddress(reference, file) ?? href(file);
  // Only the same content in another language is an alternate of the page.
  const named = [...languages.list.map((language) => [language.locale, language] as const), ["x-default", languages.list[0]!] as const];
  const alternates = named.flatMap(([hreflang, language]) => {
    const file = targetFile(language, pageId);
    return file === undefined ? [] : [{ hreflang, href: address(file) }];
  });
  return { control, alternates };
}

/** A link from the page whose file (from this language's root) is `url`, to a file of the whole site: relative. */
export function relativeTo(reference: Reference, url: string): (file: string) => string {
  const folder = reference.site.languages?.folder ?? "";
  const depth = `${folder}${url}`.split("/").length - 1;
  return (file) => `${"../".repeat(depth)}${file}`;
}

/** The root's `llms.txt` of a site of several languages: the site's name, then each language's own `llms.txt`. */
export function languageLlms(reference: Reference): string {
  const { languages, text, title } = reference.site;
  if (languages === null) throw new TypeError("expected the reference of a site of several languages");
  const items = languages.list.map((language) => `- [${markdownText(language.name)}](${language.folder}llms.txt): ${language.locale}\n`);
  return `# ${markdownText(title)}\n\n## ${markdownText(text.languages)}\n\n${items.join("")}`;
}

/** The site's root page of a site of several languages, what the default language's reference says of it. */
export function renderLanguageRoot(reference: Reference): string {
  const { languages, text, title } = reference.site;
  if (languages === null) throw new TypeError("expected the reference of a site of several languages");
  const first = languages.list[0]!;
  const home = `${first.folder}${siteNames.index}.html`;
  const address = (file: string) => languageAddress(reference, file) ?? file;
  const items = languages.list.map((language) => html`<li><a href="${language.folder}${siteNames.index}.html" hreflang="${language.locale}" lang="${language.locale}">${language.name}</a></li>`);
  const alternates = [...languages.list.map((language) => html`\n<link rel="alternate" hreflang="${language.locale}" href="${address(`${language.folder}${siteNames.index}.html`)}">`), html`\n<link rel="alternate" hreflang="x-default" href="${address(home)}">`];
  return html`<!doctype html>
<html lang="${first.locale}"${textDirection(first.locale) === "rtl" ? html` dir="rtl"` : ""}>
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${pagePolicy({ images: [], connect: [] })}">
<meta http-equiv="refresh" content="${`0; url=${home}`}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${title}</title>
<link rel="icon" href="${first.folder}assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${first.folder}assets/refkit.css">${alternates}
</head>
<body>
<main class="rk-main rk-language-root" id="main"><h1>${title}</h1><nav aria-label="${text.languages}"><ul class="rk-language-choices">${items}</ul></nav></main>
</body>
</html>
`.value;
}
