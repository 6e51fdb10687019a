/**
 * `refkit/starlight`: a Starlight plugin that adds the reference under `/<base>/`, each page inside
 * Starlight's own layout (header, theme, search, table of contents), and its pages as a group of
 * Starlight's sidebar, whether the site lists its sidebar or lets Starlight make it.
 *
 *   // astro.config.mjs
 *   starlight({ title: "Docs", plugins: [refkit({ openapi: "./api.yaml", base: "api" })] })
 *
 * Starlight and Astro are the host's: refkit names only the hooks it uses (types below), so that
 * `import "refkit"` never loads them.
 */
import { astroIntegration, type AstroIntegrationShape, type AstroLogger, type HostLocale, type HostRouteOptions } from "./astro.ts";

/** The plugin's options: the command line's (`openapi`, `root`, `clients`, `tryIt`, `remoteRefs`), and where the pages go. */
export interface StarlightOptions extends HostRouteOptions {}

/** What Starlight gives a plugin's `config:setup` hook (the part refkit uses). */
interface ConfigSetup {
  /** The site's Starlight configuration: its locales, by folder (`root` for the one at the site's root). */
  config: { locales?: Readonly<Record<string, { readonly lang?: string }>> | undefined };
  addIntegration(integration: AstroIntegrationShape): void;
  addRouteMiddleware(middleware: { entrypoint: string; order?: "pre" | "post" | "default" }): void;
  command: "dev" | "build" | "preview";
  logger: AstroLogger;
}

/** A Starlight plugin, as Starlight reads it. */
export interface RefkitStarlightPlugin {
  readonly name: string;
  readonly hooks: { readonly "config:setup": (options: ConfigSetup) => void };
}

/**
 * The site's locales as refkit builds them: none for a site of one (Starlight's `locales` unset,
 * or one locale); else each, its folder (`root` is the site's root) and its language (`lang`, else
 * the folder's name, as Starlight reads it).
 */
function starlightLocales(locales: ConfigSetup["config"]["locales"]): HostLocale[] | undefined {
  const entries = Object.entries(locales ?? {});
  if (entries.length < 2) return undefined;
  return entries.map(([dir, locale]) => ({ dir: dir === "root" ? "" : dir, lang: locale.lang ?? dir }));
}

/**
 * The plugin.
 * @example starlight({ title: "Docs", plugins: [refkit({ openapi: "./api.yaml" })] })
 */
export default function refkitStarlight(options: StarlightOptions = {}): RefkitStarlightPlugin {
  return {
    name: "refkit",
    hooks: {
      "config:setup"({ config, addIntegration, addRouteMiddleware, command }) {
        // `astro preview` serves what the build wrote.
        if (command === "preview") return;
        // After Starlight's own: the reference's group is added to the sidebar Starlight made.
        addRouteMiddleware({ entrypoint: "refkit/astro/sidebar.js", order: "post" });
        addIntegration(astroIntegration(options, "starlight", starlightLocales(config.locales)));
      },
    },
  };
}
