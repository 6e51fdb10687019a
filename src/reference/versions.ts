/**
 * A versioned site: several versions of one API's description, the first (the current one) at
 * the site's root and each other under `v/<label>/`. Every page links to the same place in each
 * version (the "API version" control, plain links that work without JavaScript); an earlier
 * version says so in a banner and names the current page as canonical.
 */
import { posix } from "node:path";
import type { OpenApiPage, SectionIdentity } from "../present/pages.ts";
import type { Project } from "./project.ts";
import { changeMarks, markKey, stepAnchor, type ChangelogStep } from "./changelog.ts";
import { siteNames, windowsReserved } from "../page-names.ts";

/** One version as the command line gives it: `--openapi v2=openapi.yaml`. */
export interface SiteVersion {
  readonly label: string;
  readonly openapi: string;
}

/** A label a folder can be named after: letters, digits, `.`, `_`, `-`, starting with a letter or digit. */
const labelPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * `LABEL=FILE` read apart; `undefined` when the text has no label (a plain file name).
 * @example versionArgument("v2=api/openapi.yaml") // { label: "v2", openapi: "api/openapi.yaml" }
 */
export function versionArgument(text: string): SiteVersion | undefined {
  const at = text.indexOf("=");
  if (at <= 0) return undefined;
  const label = text.slice(0, at);
  return labelPattern.test(label) && !label.includes("..") ? { label, openapi: text.slice(at + 1) } : undefined;
}

/** Checks a version list: at least one, labels distinct and usable as folder names. Returns a problem, or `undefined`. */
export function versionProblem(versions: readonly SiteVersion[]): string | undefined {
  if (versions.length === 0) return "expected at least one version";
  const seen = new Set<string>();
  for (const { label } of versions) {
    if (!labelPattern.test(label) || label.includes("..")) return `expected a version label of letters, digits, ".", "_" or "-" (at most 64), got ${JSON.stringify(label)}`;
    // The label is a folder's name: Windows can hold none called CON, NUL, COM1… or ending in a dot.
    if (windowsReserved(label) || label.endsWith(".")) return `expected a version label Windows can name a folder after (not CON, PRN, AUX, NUL, COM0–9 or LPT0–9, nor ending in "."), got ${JSON.stringify(label)}`;
    const key = label.toLowerCase();
    if (seen.has(key)) return `the version label ${JSON.stringify(label)} is given twice`;
    seen.add(key);
  }
  return undefined;
}

/** Where a version's files go, relative to the site's root: `""` for the current one, `v/<label>/` for the others. */
export function versionFolder(versions: readonly SiteVersion[], index: number): string {
  return index === 0 ? "" : `${siteNames.versions}/${versions[index]!.label}/`;
}

/** What the links between versions need of one version's pages. */
interface VersionPages {
  readonly folder: string;
  readonly slugs: ReadonlySet<string>;
  /** Each operation's page and anchor, by operationId and by method and path template. */
  readonly byId: ReadonlyMap<string, { slug: string; anchor: string }>;
  readonly byRoute: ReadonlyMap<string, { slug: string; anchor: string }>;
  /** The first page of each tag. */
  readonly byTag: ReadonlyMap<string, string>;
}

const route = (op: SectionIdentity) => `${op.kind} ${op.method.toLowerCase()} ${op.path.replace(/\{[^}]*\}/g, "{}")}`;

function operationsOf(project: Project): { slug: string; tag: string | undefined; operations: readonly SectionIdentity[] }[] {
  return project.pages.map(({ slug, page }) => {
    const imported = page as Partial<OpenApiPage>;
    return { slug, tag: imported.tag, operations: imported.operations ?? [] };
  });
}

function indexVersion(project: Project, folder: string): VersionPages {
  const byId = new Map<string, { slug: string; anchor: string }>();
  const byRoute = new Map<string, { slug: string; anchor: string }>();
  const byTag = new Map<string, string>();
  for (const { slug, tag, operations } of operationsOf(project)) {
    if (tag !== undefined && !byTag.has(tag)) byTag.set(tag, slug);
    for (const op of operations) {
      const at = { slug, anchor: op.anchor };
      if (op.operationId !== undefined && !byId.has(op.operationId)) byId.set(op.operationId, at);
      if (!byRoute.has(route(op))) byRoute.set(route(op), at);
    }
  }
  return { folder, slugs: new Set(project.pages.map((page) => page.slug)), byId, byRoute, byTag };
}

/** A link from one version's page to another version: its label and where it leads, relative to the page. */
export interface VersionLink {
  readonly label: string;
  readonly href: string;
  /** The version the page is in. */
  readonly here: boolean;
}

/** What one version's pages are told about the others: plain data, posted to render workers. */
export interface VersionJob {
  readonly label: string;
  /** The current version's label, when this is an earlier one. */
  readonly current: string | undefined;
  /** For each page (by slug), the links to every version, in order. */
  readonly links: Readonly<Record<string, readonly VersionLink[]>>;
  /** For each page (by slug) and section (by anchor), the links to the same operation in the other versions that have it. */
  readonly sections: Readonly<Record<string, Readonly<Record<string, readonly VersionLink[]>>>>;
  /** For each page (by slug) and section (by anchor), its "Added in"/"Changed in" mark, linked to the changelog. */
  readonly marks: Readonly<Record<string, Readonly<Record<string, { readonly text: string; readonly href: string }>>>>;
  /** The changelog page, relative to this version's root; none with one version. */
  readonly changelog: string | undefined;
}

/**
 * The links between the versions' pages: for each page of each version, where the same content is
 * in every other version. The page of the same name; else the page of its first operation that
 * the other version has (by operationId, else method and path); else the first page of its tag;
 * else that version's first page.
 *
 * Links are relative to the page's file (`../v/v1/customers.html`), or, given `address`, what it
 * makes of the target's file path from the site's root (`v/v1/customers.html`, `index.html`,
 * `changelog.html`): a host site's own addresses.
 */
export function versionJobs(
  versions: readonly SiteVersion[],
  projects: readonly Project[],
  steps: readonly ChangelogStep[] = [],
  address?: (file: string) => string,
): VersionJob[] {
  const indexed = projects.map((project, i) => indexVersion(project, versionFolder(versions, i)));
  const changelog = versions.length > 1 ? `${siteNames.changelog}.html` : undefined;
  return projects.map((project, i) => {
    const marksOf = changeMarks(steps, versions, i, project.settings.text);
    const marks: Record<string, Record<string, { text: string; href: string }>> = Object.create(null);
    const links: Record<string, VersionLink[]> = Object.create(null);
    const sections: Record<string, Record<string, VersionLink[]>> = Object.create(null);
    for (const { slug, tag, operations } of operationsOf(project)) {
      const from = `${indexed[i]!.folder}${slug}.html`;
      const relative = address ?? ((target: string) => posix.relative(posix.dirname(from), target) || posix.basename(target));
      // Keyed by anchors (operationIds): no key, "__proto__" included, may reach the prototype.
      const own: Record<string, VersionLink[]> = Object.create(null);
      for (const op of operations) {
        const found: VersionLink[] = [];
        indexed.forEach((other, j) => {
          if (j === i) return;
          const at = (op.operationId !== undefined ? other.byId.get(op.operationId) : undefined) ?? other.byRoute.get(route(op));
          if (at) found.push({ label: versions[j]!.label, href: `${relative(`${other.folder}${at.slug}.html`)}#${at.anchor}`, here: false });
        });
        if (found.length > 0 && !Object.hasOwn(own, op.anchor)) own[op.anchor] = found;
        const mark = marksOf.get(markKey(op));
        if (mark && changelog !== undefined) {
          (marks[slug] ??= Object.create(null) as Record<string, { text: string; href: string }>)[op.anchor] ??= { text: mark.text, href: `${relative(changelog)}#${stepAnchor(mark.label)}` };
        }
      }
      sections[slug] = own;
      links[slug] = indexed.map((other, j) => {
        let target: string;
        if (j === i || other.slugs.has(slug)) target = `${other.folder}${slug}.html`;
        else {
          const found = operations.map((op) => (op.operationId !== undefined ? other.byId.get(op.operationId) : undefined) ?? other.byRoute.get(route(op))).find((at) => at !== undefined);
          const page = found?.slug ?? (tag === undefined ? undefined : other.byTag.get(tag));
          target = page === undefined ? `${other.folder}index.html` : `${other.folder}${page}.html`;
        }
        return { label: versions[j]!.label, href: relative(target), here: j === i };
      });
    }
    const depth = indexed[i]!.folder.split("/").filter(Boolean).length;
    return { label: versions[i]!.label, current: i === 0 ? undefined : versions[0]!.label, links, sections, marks, changelog: changelog === undefined ? undefined : address ? address(changelog) : `${"../".repeat(depth)}${changelog}` };
  });
}

/** A warning about version `index`: an earlier version's says which it is (`v1: …`); the current one's, and one without versions, as it is. */
export function versionWarning(versions: readonly SiteVersion[] | undefined, index: number, warning: string): string {
  return versions === undefined || index === 0 ? warning : `${versions[index]!.label}: ${warning}`;
}
