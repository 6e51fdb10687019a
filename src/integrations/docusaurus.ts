/**
 * `refkit/docusaurus`: a Docusaurus plugin that adds the reference under `/<routeBasePath>/`,
 * each page in the site's own layout (navbar, footer, colour mode) with the reference's pages in a
 * sidebar beside it. The pages are rendered by refkit when Docusaurus loads content (no MDX files
 * are generated). One React component lays each page out; the article itself never goes through
 * webpack or into a JavaScript chunk: the build writes it into the page's HTML (postBuild), and a
 * page reached by the site's client-side navigation fetches it (`_refkit/pages/<n>.html`).
 *
 *   // docusaurus.config.js
 *   plugins: [["refkit/docusaurus", { openapi: "./api.yaml", routeBasePath: "api" }]]
 *
 * Docusaurus is the host's: refkit names only the lifecycle it uses (types below), so that
 * `import "refkit"` never loads it.
 */
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { hostReference, referenceBase, type HostOptions, type HostReference } from "./reference.ts";
import { isRemote } from "../paths.ts";

/** The plugin's options: the command line's, and where the pages go. */
export interface DocusaurusOptions extends HostOptions {
  /** The path the reference's pages are under (`api` → `/api/customers`). Default `api`. */
  readonly routeBasePath?: string;
  /** The sidebar's heading. Default: the description's title. */
  readonly label?: string;
}

/** What Docusaurus gives a plugin (the part refkit uses). */
interface LoadContext {
  readonly siteDir: string;
  /** The site's base URL, with the locale's folder for a locale other than the default (`/fr/`). */
  readonly baseUrl: string;
  readonly generatedFilesDir: string;
  /** The site's i18n: Docusaurus builds each locale in turn, `currentLocale` the one being built. */
  readonly i18n?: { readonly currentLocale: string; readonly locales: readonly string[]; readonly localeConfigs?: Readonly<Record<string, { readonly htmlLang?: string }>> };
}

/** Where the article of page `index` goes in the page's built HTML: the empty element the component renders. */
const placeholder = (index: number) => `<div class="rk-host-article" data-rk-page="${index}"></div>`;

interface PluginActions {
  createData(name: string, data: string): Promise<string>;
  addRoute(route: { path: string; component: string; modules?: Record<string, string>; exact?: boolean }): void;
}

/** What the page component gets as its `reference` module. */
interface ReferenceData {
  readonly label: string;
  readonly assets: string;
  /** Each page; `version` is its version's label in a versioned reference (the sidebar lists the pages of the page's own version). */
  readonly pages: readonly { readonly title: string; readonly href: string; readonly group: string | undefined; readonly parent: string | undefined; readonly version: string | undefined }[];
}

/** A Docusaurus plugin, as Docusaurus reads it. */
export interface RefkitDocusaurusPlugin {
  readonly name: string;
  loadContent(): Promise<HostReference>;
  contentLoaded(options: { content: HostReference; actions: PluginActions }): Promise<void>;
  getPathsToWatch(): string[];
  configureWebpack(): { devServer: { static: { directory: string; publicPath: string }[] } };
  injectHtmlTags(): { headTags: { tagName: string; attributes: Record<string, string> }[] };
  postBuild(options: { outDir: string; content: HostReference }): Promise<void>;
}

const pageComponent = fileURLToPath(new URL("./docusaurus/page.js", import.meta.url));

/**
 * The plugin.
 * @example plugins: [["refkit/docusaurus", { openapi: "./api.yaml" }]]
 */
export default function refkitDocusaurus(context: LoadContext, options: DocusaurusOptions = {}): RefkitDocusaurusPlugin {
  const base = referenceBase(options.routeBasePath, "routeBasePath");
  const urlBase = `${context.baseUrl.replace(/\/+$/, "")}/${base}/`;
  // The reference's assets, written when content loads: served by the dev server, copied into the build.
  // Each locale's own (Docusaurus keeps one folder of generated files for them all).
  const assetsDir = join(context.generatedFilesDir, "refkit", ...(context.i18n === undefined ? [] : [context.i18n.currentLocale]), "assets");
  const watched = [options.openapi, options.asyncapi].flatMap((file) => (file === undefined ? [] : [isAbsolute(file) ? file : resolve(context.siteDir, file)]));
  return {
    name: "refkit",
    async loadContent() {
      // A site of several locales: the reference in the one being built, with its overlays.
      const { i18n } = context;
      const locale = options.locale ?? (i18n !== undefined && i18n.locales.length > 1 ? (i18n.localeConfigs?.[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale) : undefined);
      const reference = await hostReference({ ...options, locale }, "docusaurus", context.siteDir, (path) => `${urlBase}${path}`);
      for (const warning of reference.warnings) console.warn(`[refkit] warning: ${warning}`);
      await rm(assetsDir, { recursive: true, force: true });
      await mkdir(assetsDir, { recursive: true });
      for (const asset of reference.assets) await writeFile(join(assetsDir, asset.name), asset.text);
      await mkdir(join(assetsDir, "pages"));
      for (const [i, page] of reference.pages.entries()) await writeFile(join(assetsDir, "pages", `${i}.html`), page.html);
      watched.push(...reference.files.filter((file) => !isRemote(file) && !watched.includes(file)));
      return reference;
    },
    async contentLoaded({ content, actions }) {
      const pages = content.pages.map((page) => ({ title: page.title, href: page.href, group: page.group, parent: page.parent, version: page.version?.label }));
      const data: ReferenceData = { label: options.label ?? content.title, assets: `${urlBase}_refkit/`, pages };
      const reference = await actions.createData("reference.json", JSON.stringify(data));
      for (const [i, page] of content.pages.entries()) {
        const module = await actions.createData(`page-${i}.json`, JSON.stringify({ index: i, ...pages[i], description: page.description, headings: page.headings, current: page.version?.current ?? true, article: `${urlBase}_refkit/pages/${i}.html` }));
        actions.addRoute({ path: page.href, component: pageComponent, modules: { page: module, reference }, exact: true });
      }
    },
    getPathsToWatch() {
      return watched;
    },
    // In every page's head, outside React's head manager, which would take them out and put them
    // back as the page hydrates (a flash of unstyled reference, and the script run twice). On the
    // guides they do nothing: the stylesheet styles only the reference, the script only its elements.
    injectHtmlTags() {
      const headTags: { tagName: string; attributes: Record<string, string> }[] = [
        { tagName: "link", attributes: { rel: "stylesheet", href: `${urlBase}_refkit/refkit.css` } },
        { tagName: "script", attributes: { src: `${urlBase}_refkit/refkit.js` } },
      ];
      return { headTags };
    },
    configureWebpack() {
      return { devServer: { static: [{ directory: assetsDir, publicPath: `${urlBase}_refkit/` }] } };
    },
    async postBuild({ outDir, content }) {
      await cp(assetsDir, join(outDir, base, "_refkit"), { recursive: true });
      // Each page's article, into the element the component left empty for it.
      for (const [i, page] of content.pages.entries()) {
        const file = join(outDir, base, page.path, "index.html");
        const html = await readFile(file, "utf8");
        const at = html.indexOf(placeholder(i));
        if (at < 0) throw new Error(`refkit: ${file} has no place for the reference's article (${placeholder(i)})`);
        await writeFile(file, `${html.slice(0, at)}${placeholder(i).replace("></div>", `>${page.html}</div>`)}${html.slice(at + placeholder(i).length)}`);
      }
    },
  };
}
