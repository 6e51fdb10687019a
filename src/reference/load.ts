/**
 * `loadReference`: a project loaded (its pages, or its description's versions, each read and
 * settled once) and planned as a site: every page with its address and sections, the navigation,
 * the versions' links to each other and the changelog, as one plain `Reference`. The projects it
 * was planned from stay beside it (`loadedProjects`) for `resolvePage`, which needs their nodes.
 */
import { resolve } from "node:path";
import type { Config } from "../config/config.ts";
import { isSection } from "../resolve/page.ts";
import { uniqueId } from "../components/node.ts";
import { RefkitError } from "../errors.ts";
import { checkSiteUrl } from "../site-url.ts";
import { siteNames, styleNames } from "../page-names.ts";
import type { OpenApiPage } from "../present/pages.ts";
import { ChangelogPage, changelogSteps, orderWarnings } from "./changelog.ts";
import { listedEndpoints, type ListedPage } from "./endpoints-page.ts";
import { LandingPage } from "./landing.ts";
import { siteLogo } from "./logo.ts";
import { loadProject, projectSections, type Project, type ProjectOptions, type ProjectPage } from "./project.ts";
import { versionFolder, versionJobs, versionProblem, versionWarning, type SiteVersion } from "./versions.ts";
import type { NavigationGroup, Reference, ReferenceLanguages, ReferencePage, ReferenceSection, ReferenceSite, ReferenceVersion } from "./reference.ts";
import { signInOrigins } from "../security-schemes.ts";
import { pageSections } from "../components/page.ts";
import type { Node } from "../components/node.ts";

/** What `loadReference` is told: the options of `buildSite` that choose what is built. */
export interface ReferenceOptions {
  /** The project folder. A folder without `pages/` is the bundled demonstration. Default: the current folder. */
  readonly root?: string | undefined;
  /** An OpenAPI document (JSON or YAML) to build instead of `pages/`. */
  readonly openapi?: string | undefined;
  /** An AsyncAPI document whose pages join the OpenAPI description's under `events/` (see `ProjectSource.asyncapi`); alone, it is the description. */
  readonly asyncapi?: string | undefined;
  /** Several versions of the document, instead of `openapi`, the current one first. */
  readonly versions?: readonly SiteVersion[] | undefined;
  /** The configuration instead of the project's `refkit.config.ts`. Never written into. */
  readonly config?: Config | undefined;
  /** Follow the document's `$ref`s to http(s) URLs. Default false. */
  readonly remoteRefs?: boolean | undefined;
  /** The folder the document's `$ref`s may read files from (default: the document's folder). */
  readonly refRoot?: string | undefined;
  /** Overlay documents (OpenAPI Overlay 1.0 or 1.1) applied in order to each OpenAPI description before it is read, as `--overlay` gives them. */
  readonly overlays?: readonly string[] | undefined;
  /** Shipped client tokens whose tabs follow the four defaults, as `--clients go,java`. */
  readonly clients?: readonly string[] | undefined;
  /** Turn the request console on, as `--try-it`. */
  readonly tryIt?: boolean | undefined;
  /** The interface's language, as `--locale` (a BCP 47 tag); it wins over the configuration's `locale`. */
  readonly locale?: string | undefined;
  /** The site's name in titles and the sidebar. Default: the configuration's, the description's title, else "API reference". */
  readonly siteTitle?: string | undefined;
  /** Pages link the live-reload script (`refkit dev`). */
  readonly liveReload?: boolean | undefined;
  /** The public address of the site's root, as `--site-url` sets it; it wins over the configuration's `siteUrl`. */
  readonly siteUrl?: string | undefined;
}

/** The projects a reference was planned from, by the reference. */
const loaded = new WeakMap<Reference, (Project | undefined)[]>();

/** The project of version `index` of `reference`, or an error saying what to pass instead. */
export function loadedProject(reference: Reference, index: number): Project {
  const projects = loaded.get(reference);
  if (projects === undefined) throw new RefkitError({ component: "resolvePage", key: "reference" }, "expected the reference loadReference returned: a copy of it holds no pages to resolve");
  const project = projects[index];
  if (project === undefined) throw new RefkitError({ component: "resolvePage", key: "reference" }, `the pages of version ${JSON.stringify(reference.versions[index]?.label)} were let go once written`);
  return project;
}

/** Lets go of version `index`'s project (a build does once the version is written): its pages can no longer be resolved. */
export function letGo(reference: Reference, index: number): void {
  const projects = loaded.get(reference);
  if (projects !== undefined) projects[index] = undefined;
}

/** The versions the options ask for, checked; `undefined` for a site of one. */
export function optionVersions(options: Pick<ReferenceOptions, "versions">): readonly SiteVersion[] | undefined {
  const versions = options.versions !== undefined && options.versions.length > 0 ? options.versions : undefined;
  const problem = versions === undefined ? undefined : versionProblem(versions);
  if (problem !== undefined) throw new RefkitError({ component: "loadReference", key: "versions" }, problem);
  return versions;
}

/** Loads the project of each version (of the site, without versions), as the command line reads them. `cache` is the page cache's folder, where the import's weights are kept. */
export async function loadProjects(options: ReferenceOptions, cache?: string, onRead?: ProjectOptions["onRead"]): Promise<Project[]> {
  const root = resolve(options.root ?? ".");
  const versions = optionVersions(options);
  const projects: Project[] = [];
  for (const openapi of versions ? versions.map((version) => version.openapi) : [options.openapi]) {
    const source = { root, openapi, ...(versions || options.asyncapi === undefined ? {} : { asyncapi: options.asyncapi }), remoteRefs: options.remoteRefs, refRoot: options.refRoot, overlays: options.overlays, clients: options.clients, tryIt: options.tryIt, locale: options.locale, cache };
    // The current version's description is told as soon as it is read (a build's render workers start with it).
    projects.push(await loadProject(source, { ...(options.config === undefined ? {} : { config: options.config }), ...(projects.length === 0 && onRead !== undefined ? { onRead } : {}) }));
  }
  return projects;
}

/** Sections' ids as a page's resolution gives them: each anchor made unique in order. */
function withIds(sections: readonly Omit<ReferenceSection, "id">[]): ReferenceSection[] {
  const seen = new Map<string, number>();
  return sections.map((section) => ({ id: uniqueId(seen, section.anchor), ...section }));
}

/** The sections of a page's declared nodes. */
function nodeSections(nodes: readonly Node[]): ReferenceSection[] {
  return withIds(
    nodes.filter(isSection).map((node) => ({
      anchor: node.anchor,
      title: node.title,
      ...(node.endpoint === undefined ? {} : { method: node.endpoint.method, path: node.endpoint.path }),
      deprecated: node.deprecated,
    })),
  );
}

/**
 * A project page's sections, known without making them: an imported page's from the operations
 * it shows (making its sections is most of a build's work), a hand-written page's from its nodes.
 */
function plannedSections(entry: ProjectPage): ReferenceSection[] {
  if (!entry.lazy) return nodeSections(projectSections(entry));
  const { operations = [], models = [] } = entry.page as OpenApiPage;
  return withIds([
    ...operations.map((op) => ({
      anchor: op.anchor,
      title: op.title,
      method: op.method.toUpperCase(),
      path: op.path,
      ...(op.operationId === undefined ? {} : { operationId: op.operationId }),
      deprecated: op.deprecated,
    })),
    ...models.map((model) => ({ anchor: model.anchor, title: model.title, model: model.name, deprecated: false })),
  ]);
}

/** The description's file a site offers its readers, at each version's root. */
const downloadName = "openapi.json";

/** The reference pages of `version` among `pages`, with the operations each lists (for the landing and "All endpoints" pages). */
export function listedPages(pages: readonly ReferencePage[], version: number): ListedPage[] {
  const own = pages.filter((page) => page.kind === "reference" && page.version === version);
  // An operation's page is listed under its group's page.
  const listed = new Map(own.filter((page) => page.parent === undefined).map((page) => [page.id, { slug: page.slug, title: page.title, group: page.group, operations: listedEndpoints(page.sections), models: 0, described: page.described === true }]));
  for (const page of own) {
    const parent = page.parent === undefined ? undefined : listed.get(page.parent);
    if (parent === undefined) continue;
    parent.operations.push(...listedEndpoints(page.sections).map((operation) => ({ ...operation, slug: page.slug, opens: operation.id === page.sections[0]?.id })));
    parent.models += page.sections.filter((section) => section.model !== undefined).length;
  }
  return [...listed.values()];
}

/** The landing page of a project's version, from the version's pages planned so far. */
export function landingOf(project: Project, pages: readonly ReferencePage[], version: number, siteTitle: string): LandingPage {
  return new LandingPage({ intro: project.landing, title: siteTitle, pages: listedPages(pages, version), download: project.document === undefined ? undefined : downloadName, text: project.settings.text });
}

/** Consecutive pages of one group, as the sidebar lists them. */
function navigationOf(pages: readonly ReferencePage[], version: number): NavigationGroup[] {
  const groups: NavigationGroup[] = [];
  for (const page of pages) {
    if (page.kind !== "reference" || page.version !== version) continue;
    const last = groups.at(-1);
    if (last !== undefined && last.group === page.group) (last.pages as string[]).push(page.id);
    else groups.push({ version, ...(page.group === undefined ? {} : { group: page.group }), pages: [page.id] });
  }
  return groups;
}

/**
 * What signing in from the site's consoles needs (see `ReferenceSite.signIn`): the origins every
 * version's schemes fetch to sign in, when one of them signs in through a redirect.
 */
function signInOf(projects: readonly Project[]): ReferenceSite["signIn"] {
  const schemes = projects.filter((project) => project.settings.tryIt).flatMap((project) => Object.values(project.settings.securitySchemes));
  const redirects = schemes.some((scheme) => scheme.type === "openIdConnect" || (scheme.type === "oauth2" && scheme.flows.authorizationCode !== undefined));
  return redirects ? { origins: signInOrigins(schemes) } : null;
}

/**
 * Plans loaded projects (one per version, the current one first) as a site; see the module's
 * description. `warnings` are what loading found, each once, an earlier version's named.
 * `plan.address` makes the links between versions a host site's addresses (see `versionJobs`).
 */
export async function planReference(projects: readonly Project[], options: ReferenceOptions, plan: { readonly address?: (file: string) => string } = {}): Promise<Reference> {
  const versions = optionVersions(options);
  const current = projects[0]!;
  const tagged = (i: number, warning: string) => versionWarning(versions, i, warning);
  const warnings = new Set(projects.flatMap((project, i) => project.warnings.map((warning) => tagged(i, warning))));
  const steps = versions === undefined || versions.length < 2 ? [] : await changelogSteps(versions, projects);
  for (const warning of versions === undefined ? [] : orderWarnings(versions, projects)) warnings.add(warning);
  const jobs = versions === undefined ? [undefined] : versionJobs(versions, projects, steps, plan.address);
  const pages: ReferencePage[] = [];
  const siteTitle = options.siteTitle ?? current.settings.siteTitle ?? current.title ?? current.settings.text.apiReference;
  const referenceVersions: ReferenceVersion[] = projects.map((project, i) => {
    const folder = versions === undefined ? "" : versionFolder(versions, i);
    const { settings } = project;
    const { logo: shown, warning } = siteLogo(project);
    if (warning !== undefined) warnings.add(tagged(i, warning));
    const logo = shown?.src;
    const stylesheets = [...(settings.theme === null ? [] : [styleNames.theme]), ...(settings.stylesheet === null ? [] : [styleNames.team])];
    const links = {
      allEndpoints: siteNames.allEndpoints,
      ...(project.document === undefined ? {} : { download: downloadName }),
      ...(logo === undefined ? {} : { logo }),
      ...(settings.productLink ? { product: { href: settings.productLink.href, label: settings.productLink.label } } : {}),
      ...(jobs[i]?.changelog === undefined ? {} : { changelog: jobs[i]!.changelog }),
      ...(stylesheets.length === 0 ? {} : { stylesheets }),
    };
    for (const entry of project.pages) {
      const id = `${folder}${entry.slug}`;
      const { group } = entry.page;
      const { parent } = entry;
      pages.push({ id, url: `${id}.html`, title: entry.page.title, kind: "reference", ...(group === undefined ? {} : { group }), ...(parent === undefined ? {} : { parent: `${folder}${parent}` }), version: i, slug: entry.slug, sections: plannedSections(entry), ...(entry.described ? { described: true as const } : {}) });
    }
    const landing = `${folder}${siteNames.index}`;
    const landingPage = landingOf(project, pages, i, siteTitle);
    pages.push({ id: landing, url: `${landing}.html`, title: landingPage.title, kind: "landing", version: i, slug: siteNames.index, sections: nodeSections(pageSections(landingPage)) });
    const endpoints = `${folder}${siteNames.allEndpoints}`;
    pages.push({ id: endpoints, url: `${endpoints}.html`, title: current.settings.text.allEndpoints, kind: "endpoints", version: i, slug: siteNames.allEndpoints, sections: [] });
    return { label: versions?.[i]!.label ?? "", folder, imageOrigins: [...settings.imageOrigins], links, ...(jobs[i] === undefined ? {} : { job: jobs[i] }) };
  });
  if (versions !== undefined && versions.length > 1) {
    const name = siteNames.changelog;
    const changelog = new ChangelogPage(steps, current.settings.text);
    pages.push({ id: name, url: `${name}.html`, title: changelog.title, kind: "changelog", version: 0, slug: name, sections: nodeSections(pageSections(changelog)) });
  }
  const { settings } = current;
  const reference: Reference = {
    site: {
      title: siteTitle,
      baseUrl: settings.apiBaseUrl,
      authHeader: settings.apiAuthHeader ?? null,
      clients: Object.entries(settings.clients).map(([token, client]) => ({ token, label: client.label })),
      tryIt: settings.tryIt,
      locale: settings.locale,
      text: settings.text,
      signIn: signInOf(projects),
      liveReload: options.liveReload ?? false,
      siteUrl: options.siteUrl === undefined ? settings.siteUrl : checkSiteUrl(options.siteUrl, { component: "buildSite", key: "siteUrl" }),
      languages: null,
    },
    versions: referenceVersions,
    pages,
    navigation: referenceVersions.flatMap((_, i) => navigationOf(pages, i)),
    changelog: steps,
    warnings: [...warnings],
    files: projects.flatMap((project) => project.documentFiles),
  };
  loaded.set(reference, [...projects]);
  return reference;
}

/**
 * `reference` told the languages of its site (`ReferenceSite.languages`): a copy, whose pages
 * resolve from the same projects.
 */
export function withLanguages(reference: Reference, languages: ReferenceLanguages): Reference {
  const told: Reference = { ...reference, site: { ...reference.site, languages } };
  const projects = loaded.get(reference);
  if (projects !== undefined) loaded.set(told, projects);
  return told;
}

/**
 * Loads a project and plans it as a site: the `Reference` every output of refkit reads. Options
 * are `buildSite`'s; nothing is written.
 * @example const reference = await loadReference({ openapi: "openapi.yaml" }); reference.pages.map((page) => page.url)
 */
export async function loadReference(options: ReferenceOptions = {}): Promise<Reference> {
  return planReference(await loadProjects(options), options);
}
