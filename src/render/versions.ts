/**
 * A versioned site's parts of a page, as HTML: the "API version" control, the banner of an earlier
 * version, and each section's links to the same operation in the other versions.
 */
import { html, type Html } from "../html.ts";
import { en, format, formatHtml, type InterfaceStrings } from "../locale/index.ts";
import type { SiteVersion, VersionJob, VersionLink } from "../reference/versions.ts";

/**
 * The "API version" control: a `<details>` (a group of that name) whose summary names the version
 * shown, listing a link to each version (the current one first), so that it works without JavaScript.
 */
export function versionControl(job: VersionJob, links: readonly VersionLink[], text: InterfaceStrings = en): Html {
  const items = links.map(
    (link, i) => html`<li><a href="${link.href}"${link.here ? html` aria-current="page"` : ""}>${link.label}${i === 0 ? html` <span class="rk-version-note">${text.currentVersion}</span>` : ""}</a></li>`,
  );
  return html`<details class="rk-version" aria-label="${text.apiVersion}"><summary><span class="rk-version-name">${text.apiVersion}</span> <strong>${job.label}</strong></summary><ul class="rk-version-list">${items}</ul></details>`;
}

/**
 * The changelog page's "API version" control: a link to each version's first page, `first(i)`
 * being that page's address; the changelog stands in the current version.
 */
export function changelogControl(versions: readonly SiteVersion[], first: (index: number) => string, text: InterfaceStrings = en): Html {
  const links = versions.map((version, i) => ({ label: version.label, href: first(i), here: i === 0 }));
  return versionControl({ label: versions[0]!.label, current: undefined, links: {}, sections: {}, marks: {}, changelog: undefined }, links, text);
}

/** A section's mark ("Changed in v2", linked to the changelog) and its links to the same operation in the other versions: "In other versions: v2, v1". */
export function sectionVersionLinks(links: readonly VersionLink[], mark?: { readonly text: string; readonly href: string }, text: InterfaceStrings = en): Html | undefined {
  if (links.length === 0 && mark === undefined) return undefined;
  const items = html`${links.map((link, i) => html`${i === 0 ? "" : text.listSeparator}<a href="${link.href}">${link.label}</a>`)}`;
  return html`<p class="rk-section-versions">${mark === undefined ? "" : html`<a class="rk-change-mark" href="${mark.href}">${mark.text}</a>`}${links.length === 0 ? "" : html`<span>${formatHtml(text.inOtherVersions, { versions: items })}</span>`}</p>`;
}

/** The banner of an earlier version's page: which version it is, and a link to the current one. */
export function versionBanner(job: VersionJob, links: readonly VersionLink[], text: InterfaceStrings = en): Html | undefined {
  if (job.current === undefined) return undefined;
  const reading = formatHtml(text.earlierVersion, { version: html`<strong>${job.label}</strong>` });
  return html`<p class="rk-version-banner" role="note">${reading} <a href="${links[0]!.href}">${format(text.goToCurrent, { version: job.current })}</a>${text.fullStop}</p>`;
}
