/**
 * The Astro integration under `refkit/starlight`: at `astro:config:setup` it renders the reference
 * (`hostReference`) into a cache folder, injects the routes that serve its pages and assets, and
 * hands the routes what they need through a virtual module (`virtual:refkit/reference`): the
 * folder, the pages' titles, headings and links. In `astro dev` the description's files are
 * watched: a change restarts the server, which renders again.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { hostReference, referenceBase, type Host, type HostOptions, type HostPage, type HostReference } from "./reference.ts";
import { isRemote } from "../paths.ts";

/** Where the reference's pages go, besides what the command line sets. */
export interface HostRouteOptions extends HostOptions {
  /** The path the reference's pages are under (`api` → `/api/customers/`). Default `api`. */
  readonly base?: string;
  /** The sidebar group's label. Default: the description's title. */
  readonly label?: string;
}

/** Astro's integration logger (the part refkit uses). */
export interface AstroLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** What Astro gives `astro:config:setup` (the part refkit uses). */
interface AstroConfigSetup {
  config: { root: URL; base: string; trailingSlash?: "always" | "never" | "ignore" };
  command: "dev" | "build" | "preview" | "sync";
  injectRoute(route: { pattern: string; entrypoint: string; prerender?: boolean }): void;
  updateConfig(config: { vite: { plugins: unknown[]; ssr?: { noExternal?: string[] } } }): void;
  addWatchFile(path: string | URL): void;
  logger: AstroLogger;
}

/** An Astro integration, as Astro reads it. */
export interface AstroIntegrationShape {
  readonly name: string;
  readonly hooks: { readonly "astro:config:setup": (options: AstroConfigSetup) => Promise<void> };
}

/** A locale of the host site, as refkit builds its reference: where its pages are, and its language. */
export interface HostLocale {
  /** Its folder in the site's addresses: `""` for the root locale, `fr` for `/fr/…`. */
  readonly dir: string;
  /** Its BCP 47 tag, the interface's language; `undefined` for a site of one locale (refkit's own `locale` stands). */
  readonly lang: string | undefined;
}

/** What the routes read from `virtual:refkit/reference`: one reference per locale of the host site. */
export interface ReferenceModules {
  readonly locales: readonly ReferenceModule[];
}

/** One locale's reference, as the routes read it. */
export interface ReferenceModule {
  /** The locale's folder in the site's addresses (`""` for the root locale, `fr`). */
  readonly locale: string;
  /** The cache folder: `pages/<n>.html`, `assets/<name>`. */
  readonly dir: string;
  /** The sidebar group's label. */
  readonly label: string;
  /** What the sidebar calls a group's own page, above its operations. */
  readonly overview: string;
  /** The URL of the folder the assets are served from (`/api/_refkit/`). */
  readonly assets: string;
  /** Each page; `version` is its version in a versioned reference (the sidebar lists the pages of the page's own version; Pagefind skips an earlier version's). */
  readonly pages: readonly Pick<HostPage, "path" | "href" | "title" | "group" | "parent" | "description" | "headings" | "version">[];
  readonly files: readonly { readonly name: string; readonly type: string }[];
}

const virtualId = "virtual:refkit/reference";

/** Writes the rendered reference into `dir` (emptied first: it is refkit's own cache) and returns what the routes read. */
async function writeReference(reference: HostReference, locale: string, dir: string, urlBase: string, label: string | undefined): Promise<ReferenceModule> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, "pages"), { recursive: true });
  await mkdir(join(dir, "assets"), { recursive: true });
  for (const [i, page] of reference.pages.entries()) await writeFile(join(dir, "pages", `${i}.html`), page.html);
  for (const asset of reference.assets) await writeFile(join(dir, "assets", asset.name), asset.text);
  return {
    locale,
    dir,
    label: label ?? reference.title,
    overview: reference.overview,
    assets: `${urlBase}_refkit/`,
    pages: reference.pages.map(({ path, href, title, group, parent, description, headings, version }) => ({ path, href, title, group, parent, description, headings, version })),
    files: reference.assets.map((asset) => ({ name: asset.name, type: asset.type })),
  };
}

/**
 * The integration; `host` says which layout the pages use, `locales` the host site's locales
 * (none: one reference at the root, in refkit's own locale).
 */
export function astroIntegration(options: HostRouteOptions, host: Host, locales: readonly HostLocale[] = [{ dir: "", lang: undefined }]): AstroIntegrationShape {
  const base = referenceBase(options.base, "base");
  return {
    name: "refkit",
    hooks: {
      async "astro:config:setup"({ config, command, injectRoute, updateConfig, addWatchFile, logger }) {
        if (command === "preview" || command === "sync") return;
        const root = fileURLToPath(config.root);
        const data: ReferenceModule[] = [];
        const said = new Set<string>();
        for (const locale of locales) {
          const urlBase = `${config.base.replace(/\/+$/, "")}/${locale.dir === "" ? "" : `${locale.dir}/`}${base}/`;
          let reference: HostReference;
          try {
            reference = await hostReference({ ...options, ...(locale.lang === undefined ? {} : { locale: locale.lang }) }, host, root, (path) => (path === "" ? urlBase : `${urlBase}${path}/`));
          } catch (error) {
            // The host prints it with its own logger; the message names the file and the JSON pointer.
            logger.error(error instanceof Error ? error.message : String(error));
            throw error;
          }
          // Another locale's warnings are said when the first one's do not say the same, naming the locale (as the build does).
          for (const warning of reference.warnings) {
            if (data.length === 0) {
              said.add(warning);
              logger.warn(warning);
            } else if (!said.has(warning)) logger.warn(`${locale.dir || locale.lang}: ${warning}`);
          }
          for (const file of reference.files) if (!isRemote(file)) addWatchFile(file);
          data.push(await writeReference(reference, locale.dir, join(root, "node_modules", ".cache", "refkit", host, locale.dir === "" ? "root" : `locale-${locale.dir}`), urlBase, options.label));
        }
        const pages = data[0]?.pages.length ?? 0;
        logger.info(`reference: ${pages} page${pages === 1 ? "" : "s"} under /${base}/${locales.length > 1 ? ` in each of ${locales.length} locales` : ""}`);
        const modules: ReferenceModules = { locales: data };
        updateConfig({
          vite: {
            plugins: [
              {
                name: "refkit:reference",
                resolveId: (id: string) => (id === virtualId ? `\0${virtualId}` : undefined),
                load: (id: string) => (id === `\0${virtualId}` ? `export default ${JSON.stringify(modules)};` : undefined),
              },
            ],
            // The routes are refkit's files: Vite compiles them with the site (they import the virtual module).
            ssr: { noExternal: ["refkit"] },
          },
        });
        // The root locale's pages under /<base>/, each other locale's under /<locale>/<base>/.
        if (locales.some((locale) => locale.dir === "")) {
          injectRoute({ pattern: `/${base}/_refkit/[asset]`, entrypoint: "refkit/astro/asset.js", prerender: true });
          injectRoute({ pattern: `/${base}/[...slug]`, entrypoint: `refkit/astro/${host}-page.astro`, prerender: true });
        }
        if (locales.some((locale) => locale.dir !== "")) {
          injectRoute({ pattern: `/[refkitLocale]/${base}/_refkit/[asset]`, entrypoint: "refkit/astro/locale-asset.js", prerender: true });
          injectRoute({ pattern: `/[refkitLocale]/${base}/[...slug]`, entrypoint: `refkit/astro/${host}-locale-page.astro`, prerender: true });
        }
      },
    },
  };
}
