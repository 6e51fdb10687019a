/**
 * `resolvePage`: one page of a `Reference` resolved into plain data (see resolve/page.ts), with
 * what making it found. A page of the reference is made from its project's nodes; "All endpoints"
 * from the reference's sections; the changelog from its steps.
 */
import { policyWarning } from "../components/try-it.ts";
import { RefkitError } from "../errors.ts";
import { resolveNodes, type ResolvedPage } from "../resolve/page.ts";
import { ChangelogPage } from "./changelog.ts";
import { EndpointsPage } from "./endpoints-page.ts";
import { landingOf, listedPages, loadedProject } from "./load.ts";
import { pageSections } from "../components/page.ts";
import { modelPlaces, ProjectError, projectSections, type Project } from "./project.ts";
import { referencePage, type Reference } from "./reference.ts";

/**
 * What the console's policy says of a page's own base URLs (a hand-written RequestExample's
 * `baseUrl`). An OpenAPI page's are its operations' servers, reported with their pointers as the
 * page was made: none here.
 */
function refusedWarnings(project: Project, index: number, resolved: ResolvedPage): string[] {
  const { file, lazy } = project.pages[index]!;
  if (lazy) return [];
  return resolved.refused.flatMap(({ url, section }) => policyWarning(project.settings, `${file}${section === undefined ? "" : `, section ${JSON.stringify(section)}`}, RequestExample baseUrl`, url) ?? []);
}

const modelPlacesOf = new WeakMap<Project, ReadonlyMap<string, { readonly page: string; readonly id: string }>>();

/** Where each model of a project's description has its page: read once per project. */
function projectModels(project: Project): ReadonlyMap<string, { readonly page: string; readonly id: string }> {
  let places = modelPlacesOf.get(project);
  if (places === undefined) modelPlacesOf.set(project, (places = modelPlaces(project.pages)));
  return places;
}

/**
 * Resolves page `index` of a project, with the warnings making it found; a component that fails,
 * or a template that throws or refuses its request, names the page's file.
 */
export async function resolveProjectPage(project: Project, index: number, id: string): Promise<ResolvedPage> {
  const entry = project.pages[index]!;
  // An imported page's sections add their warnings to the project's list as they are made (before any await).
  const known = project.warnings.length;
  const nodes = projectSections(entry);
  const made = project.warnings.slice(known);
  const models = projectModels(project);
  const prefix = "../".repeat(entry.slug.split("/").length - 1);
  const links = models.size === 0 ? {} : { model: (name: string) => { const place = models.get(name); return place === undefined ? undefined : { page: `${prefix}${place.page}`, id: place.id }; } };
  const resolved = await resolveNodes(entry.page, nodes, project.settings, { search: true, links }).catch((error: unknown) => {
    throw new ProjectError(entry.file, error instanceof Error ? error.message : String(error), { cause: error });
  });
  return { id, ...resolved, warnings: [...made, ...refusedWarnings(project, index, resolved)] };
}

/**
 * Resolves one page of a reference: its sections' ids, its requests and every client's snippet,
 * each component written as HTML and Markdown, its search terms. Plain data, for `renderPage`.
 * @example const resolved = await resolvePage(reference, reference.pages[0].id)
 */
export async function resolvePage(reference: Reference, pageId: string): Promise<ResolvedPage> {
  const page = referencePage(reference, pageId);
  if (page === undefined) throw new RefkitError({ component: "resolvePage", key: "pageId" }, `expected the id of a page of the reference, got ${JSON.stringify(pageId)}`);
  const project = loadedProject(reference, page.version);
  if (page.kind === "reference") return resolveProjectPage(project, project.pages.findIndex((entry) => entry.slug === page.slug), page.id);
  if (page.kind === "landing") {
    const landing = landingOf(project, reference.pages, page.version, reference.site.title);
    return { id: page.id, ...(await resolveNodes(landing, pageSections(landing), project.settings)), warnings: [] };
  }
  if (page.kind === "endpoints") {
    const endpoints = new EndpointsPage(listedPages(reference.pages, page.version), reference.site.text);
    return { id: page.id, ...(await resolveNodes(endpoints, endpoints.sections(), project.settings)), warnings: [] };
  }
  const changelog = new ChangelogPage(reference.changelog, reference.site.text);
  return { id: page.id, ...(await resolveNodes(changelog, changelog.sections(), project.settings)), warnings: [] };
}
