/**
 * The `Reference`: one plain value in the middle of every output. It is what the site, the host
 * plugins and MCP read of a project (its pages, their sections, the navigation, versions and
 * changelog), planned before any page is written; each page is then resolved
 * (`resolvePage`) and rendered (`renderPage`) from it. It holds no function and no node:
 * `JSON.parse(JSON.stringify(reference))` equals it, and a worker can be posted it.
 */
import type { ChangelogStep } from "./changelog.ts";
import type { InterfaceStrings } from "../locale/index.ts";
import type { VersionJob } from "./versions.ts";

/** A section of a page, known before the page is written. */
export interface ReferenceSection {
  /** Its id on its page: its anchor, made unique (`create-a-customer`, `a-2`). */
  readonly id: string;
  /** The anchor it declares, before de-duplication. */
  readonly anchor: string;
  readonly title: string;
  /** Its endpoint's verb (upper case) and path, when it has one. */
  readonly method?: string;
  readonly path?: string;
  /** The operation's `operationId`, for a section made from a description. */
  readonly operationId?: string;
  /** The named schema a model's section shows (a description's Models pages). */
  readonly model?: string;
  readonly deprecated: boolean;
}

/** What a page is: a page of the reference, or one of the pages refkit adds (each version's landing page, `index`, among them). */
export type ReferencePageKind = "reference" | "landing" | "endpoints" | "changelog";

/** One page of the site. */
export interface ReferencePage {
  /** Its address without `.html`, from the site's root: `customers`, `billing/invoices`, `v/v1/customers`, `all-endpoints`. */
  readonly id: string;
  /** Its file, relative to the site's root: `customers.html`. */
  readonly url: string;
  readonly title: string;
  readonly kind: ReferencePageKind;
  /** The sidebar group it is listed under. */
  readonly group?: string;
  /** An operation's page: the id of its group's page, under which the sidebar lists it. */
  readonly parent?: string;
  /** The version it belongs to: an index into `Reference.versions` (0, the current one, without versions). */
  readonly version: number;
  /** Its name within its version's folder (`customers`; the `id` without the version's folder). */
  readonly slug: string;
  readonly sections: readonly ReferenceSection[];
  /** True for a page made from the API description (not a page of `pages/`). */
  readonly described?: true;
}

/** What every sidebar of one version links to besides its pages. */
export interface ReferenceLinks {
  /** The "All endpoints" page's name (without `.html`). */
  readonly allEndpoints: string;
  /** The description offered for download, relative to the version's root. */
  readonly download?: string;
  /** The logo's file, relative to the version's root, or its absolute URL (an origin of `imageOrigins`). */
  readonly logo?: string;
  /** The link back to the product. */
  readonly product?: { readonly href: string; readonly label: string };
  /** The changelog page, relative to the version's root (a versioned site's). */
  readonly changelog?: string;
  /** The stylesheets every page links after refkit's own (the theme's, the team's), in `assets/`. */
  readonly stylesheets?: readonly string[];
}

/** One version of the site (a site without versions has one, labelled ""). */
export interface ReferenceVersion {
  readonly label: string;
  /** Its folder from the site's root: `""` for the current one, `v/v1/` for another. */
  readonly folder: string;
  /** Where the pages' images may come from, as the settings allow: what each page's policy lists. */
  readonly imageOrigins: readonly string[];
  readonly links: ReferenceLinks;
  /** The links to the other versions, in a versioned site. */
  readonly job?: VersionJob;
}

/** Consecutive pages of one version listed under one sidebar heading (`group`), or under none. */
export interface NavigationGroup {
  readonly version: number;
  readonly group?: string;
  /** The pages' ids, in order. */
  readonly pages: readonly string[];
}

/** What a reader of the site sees of the settings. */
export interface ReferenceSite {
  /** The site's name, in every title and the sidebar. */
  readonly title: string;
  /** The base URL the snippets send to, and the auth line they send, or null. */
  readonly baseUrl: string;
  readonly authHeader: string | null;
  /** The tabs of every request example, in order. */
  readonly clients: readonly { readonly token: string; readonly label: string }[];
  /** Whether the request console is on. */
  readonly tryIt: boolean;
  /** The interface's language (BCP 47) and its strings. */
  readonly locale: string;
  readonly text: InterfaceStrings;
  /**
   * With the console on and a scheme that signs in through the authorization server's pages
   * (OAuth 2's authorization code, OpenID Connect): the origins the return page
   * (`oauth2-redirect.html`) fetches to finish signing in; else `null`, and no such page.
   */
  readonly signIn: { readonly origins: readonly string[] } | null;
  /** Pages link the live-reload script of `refkit dev`. */
  readonly liveReload: boolean;
  /**
   * The public address of the site's root, ending in `/` (`siteUrl`, `--site-url`), or `null`:
   * with it, every page names its absolute address and the build writes `sitemap.xml`.
   */
  readonly siteUrl: string | null;
  /**
   * In a site of several languages, each built into a folder of its own: this reference's folder
   * and every language's (this one's included), with where each page's content is in it (see
   * languages.ts); else `null`. With several languages, `siteUrl` is this language's folder's address.
   */
  readonly languages: ReferenceLanguages | null;
}

/** The languages of a site of several (see `ReferenceSite.languages`). */
export interface ReferenceLanguages {
  /** This reference's folder from the site's root: `fr/`. */
  readonly folder: string;
  /** Every language of the site, the default one first. */
  readonly list: readonly ReferenceLanguage[];
}

/** One language of a site of several, as a page of another language links to it. */
export interface ReferenceLanguage {
  /** Its BCP 47 tag: `fr`, `pt-BR`. */
  readonly locale: string;
  /** Its name in itself: "Français". */
  readonly name: string;
  /** Its folder from the site's root: `fr/`. */
  readonly folder: string;
  /**
   * The pages of this reference that are at another address in that language, by id: the id of
   * the page there (an overlay may rename a group). Every other page has the same id there.
   */
  readonly moved: Readonly<Record<string, string>>;
  /** The pages of this reference whose content that language does not have (an overlay removed it): their control leads to its landing page, and they name no alternate there. */
  readonly missing: readonly string[];
}

/** A project planned as a site: see the module's description. */
export interface Reference {
  readonly site: ReferenceSite;
  readonly versions: readonly ReferenceVersion[];
  /** Every page, in the site's order: each version's pages, its "All endpoints" page, then the changelog. */
  readonly pages: readonly ReferencePage[];
  readonly navigation: readonly NavigationGroup[];
  /** A versioned site's history, newest step first; none otherwise. */
  readonly changelog: readonly ChangelogStep[];
  /** What loading the project had to say, each once (an earlier version's named). */
  readonly warnings: readonly string[];
  /** The files the descriptions were read from (what `refkit dev` and a host's dev server watch). */
  readonly files: readonly string[];
}

const pagesById = new WeakMap<Reference, ReadonlyMap<string, ReferencePage>>();

/** The page of `reference` whose id is `id`, or `undefined`. */
export function referencePage(reference: Reference, id: string): ReferencePage | undefined {
  let map = pagesById.get(reference);
  if (map === undefined) pagesById.set(reference, (map = new Map(reference.pages.map((page) => [page.id, page]))));
  return map.get(id);
}
