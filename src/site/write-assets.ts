/**
 * The site's `assets/` folder: the stylesheet (with the rules written per client), the reader's
 * scripts minified, the icon, and the configured logo.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Settings } from "../config/settings.ts";
import { BuildError, writeSiteFile, type BuildFs } from "./build-errors.ts";
import { minifiedScript, minifiedStylesheet } from "./minify.ts";
import { themeCss } from "../config/theme.ts";
import { styleNames } from "../page-names.ts";
import { consoleKeys, readerKeys, type InterfaceStrings, type StringKey } from "../locale/index.ts";
import type { SiteLogo } from "../reference/logo.ts";

const assetsDir = new URL("./assets/", import.meta.url);

/** The stylesheet, minified: the page's elements, code colours, layout, and one no-flash rule pair per client token. */
async function stylesheet(config: Settings): Promise<string> {
  const base = await readFile(new URL("base.css", assetsDir), "utf8");
  return minifiedStylesheet(`${base}\n${await referenceStylesheet(config)}`);
}

/**
 * The rules of refkit's own elements (code colours, layout, the no-flash rules of each client, the
 * printed labels), without the page's: what a host site embeds beside its own styles.
 */
export async function referenceStylesheet(config: Settings): Promise<string> {
  const [code, layout] = await Promise.all(["code.css", "layout.css"].map((name) => readFile(new URL(name, assetsDir), "utf8")));
  // Before the script runs, show the remembered language's panel in every example that has it.
  const prefer = Object.keys(config.clients).map(
    (token) =>
      `.rk-js[data-rk-pref="${token}"] .rk-example[data-rk-langs~="${token}"]:not([data-rk-ready]) > .rk-panel { display: none; }\n` +
      `.rk-js[data-rk-pref="${token}"] .rk-example[data-rk-langs~="${token}"]:not([data-rk-ready]) > .rk-panel[data-rk-lang="${token}"] { display: block; }\n` +
      `.rk-js[data-rk-pref="${token}"] .rk-example[data-rk-langs~="${token}"]:not([data-rk-ready]) > .rk-tablist > .rk-tab { color: var(--rk-muted); border-bottom-color: transparent; }\n` +
      `.rk-js[data-rk-pref="${token}"] .rk-example[data-rk-langs~="${token}"]:not([data-rk-ready]) > .rk-tablist > .rk-tab[data-rk-lang="${token}"] { color: var(--rk-fg); border-bottom-color: var(--rk-accent); }\n`,
  );
  // Printed, every panel shows: each under its client's label, which the tab showed on screen.
  const labels = Object.entries(config.clients).map(([token, client]) => `.rk-panel[data-rk-lang="${token}"] > .rk-code-head::before { content: ${cssString(client.label)}; font-weight: 600; margin-right: .75rem; }\n`);
  return `${code}\n${layout}\n${prefer.join("")}@media print {\n${labels.join("")}}\n`;
}

/** `text` as a CSS string: quotes and backslashes escaped, every other control character as a code point. */
function cssString(text: string): string {
  return `"${text.replace(/["\\]|[\x00-\x1f\x7f]/g, (c) => (c === '"' || c === "\\" ? `\\${c}` : `\\${c.charCodeAt(0).toString(16)} `))}"`;
}

/** The term reader the build shares with the reader's search (src/search/words.js), shipped as `assets/search-words.js`. */
const wordsSource = new URL("../search/words.js", import.meta.url);

/**
 * Where the package keeps its reader scripts minified (`npm run build` writes them, see
 * `writeMinifiedScripts`): a build from the package minifies nothing; one from the source does.
 */
const minifiedDir = new URL("./min/", assetsDir);

/** The names of the reader's scripts, in the order they are written (see `readerScripts`). */
function scriptNames(config: Pick<Settings, "tryIt">): string[] {
  return ["refkit.js", "search.js", "search-query.js", "search-words.js", "rows.js", "page.js", ...(config.tryIt ? ["console.js", "console-dom.js", "console-auth.js", "held.js", "signin.js", "signin-return.js", "personal.js", writersScript] : [])];
}

/** The shipped clients' writers for the reader's browser (personalised snippets): bundled from src/personal/writers.ts. */
const writersScript = "snippet-writers.js";

/** Bundles and minifies the writers' module (the source's TypeScript, or the package's compiled JavaScript). */
async function bundleWriters(): Promise<string> {
  const entry = new URL(`../personal/writers.${import.meta.url.endsWith(".ts") ? "ts" : "js"}`, import.meta.url);
  const { build } = await import("esbuild");
  const result = await build({ entryPoints: [fileURLToPath(entry)], bundle: true, format: "esm", platform: "browser", target: "es2020", minify: true, write: false, legalComments: "none" });
  return result.outputFiles[0]!.text;
}

let writersBundle: Promise<string> | undefined;

/** Only the page script differs on a host site (see minify.ts): its host copy's file name. */
function minifiedName(name: string, host: boolean): string {
  return host && name === "refkit.js" ? "refkit.host.js" : name;
}

/** A reader script minified from its source. */
async function minifyScript(name: string, host: boolean): Promise<string> {
  // Bundled once per process: every build of a test run, every version of a site, takes the same.
  if (name === writersScript) return (writersBundle ??= bundleWriters());
  const source = await readFile(name === "search-words.js" ? wordsSource : new URL(name, assetsDir), "utf8");
  return minifiedScript(source, name !== "refkit.js", host && name === "refkit.js");
}

/**
 * The reader's scripts, minified, in the order they are written: the one every page loads, and the
 * modules loaded on first use: search, table rows, the page's Markdown copied, (with
 * `config.tryIt`) the request console. `host` builds the page script for a host site (minify.ts).
 */
export async function readerScripts(config: Pick<Settings, "tryIt" | "text">, host = false): Promise<{ readonly name: string; readonly text: string }[]> {
  const scripts = await Promise.all(
    scriptNames(config).map(async (name) => {
      const kept = await readFile(new URL(minifiedName(name, host), minifiedDir), "utf8").catch(() => undefined);
      return { name, text: kept ?? (await minifyScript(name, host)) };
    }),
  );
  return [...scripts, { name: "text.js", text: textModule(config.text) }, ...(config.tryIt ? [{ name: "console-text.js", text: textModule(config.text, consoleKeys) }] : [])];
}

/**
 * `assets/text.js`: the interface's strings in the site's language, for the modules that say
 * something (search, table rows, the page's Markdown copied), and `format`, which fills in a
 * string's `{names}` as the build's does (locale/index.ts).
 */
export function textModule(text: InterfaceStrings, keys: readonly StringKey[] = readerKeys): string {
  const said = Object.fromEntries(keys.map((key) => [key, text[key]]));
  return `export const text = ${JSON.stringify(said)};\nexport const format = (template, values) => template.replace(/\\{(\\w+)\\}/g, (whole, name) => (Object.hasOwn(values, name) ? values[name] : whole));\n`;
}

/** Minifies every reader script, both copies of the page script, into the package's `assets/min/` (the package's build runs it). */
export async function writeMinifiedScripts(): Promise<void> {
  await mkdir(minifiedDir, { recursive: true });
  for (const name of scriptNames({ tryIt: true })) await writeFile(new URL(name, minifiedDir), await minifyScript(name, false));
  await writeFile(new URL(minifiedName("refkit.js", true), minifiedDir), await minifyScript("refkit.js", true));
}

/** Writes the stylesheet, the reader's scripts, the icon and (for `refkit dev`) the live-reload script into `assets/`. */
export async function writeAssets(dir: string, out: string, config: Settings, liveReload: boolean, fs: BuildFs): Promise<void> {
  await writeSiteFile(fs, dir, out, "assets/refkit.css", await stylesheet(config));
  for (const { name, text } of await readerScripts(config)) await writeSiteFile(fs, dir, out, `assets/${name}`, text);
  for (const name of ["favicon.svg", ...(liveReload ? ["refkit-dev.js"] : [])]) {
    await writeSiteFile(fs, dir, out, `assets/${name}`, await readFile(new URL(name, assetsDir)));
  }
}

/**
 * Writes the stylesheets every page links after refkit's own: the theme's (`assets/theme.css`)
 * and a copy of the team's (`assets/team.css`), as the settings have them.
 */
export async function writeStyles(root: string, config: Settings, dir: string, out: string, fs: BuildFs): Promise<void> {
  if (config.theme !== null) await writeSiteFile(fs, dir, out, `assets/${styleNames.theme}`, themeCss(config.theme));
  if (config.stylesheet === null) return;
  const source = resolve(root, config.stylesheet);
  let text: Buffer;
  try {
    text = await readFile(source);
  } catch (error) {
    throw new BuildError(source, `cannot read the stylesheet (config.stylesheet = ${JSON.stringify(config.stylesheet)}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  await writeSiteFile(fs, dir, out, `assets/${styleNames.team}`, text);
}

/** Copies the site's logo into `assets/` (see reference/logo.ts), when it is a file. */
export async function writeLogo(logo: SiteLogo | undefined, dir: string, out: string, fs: BuildFs): Promise<void> {
  if (logo?.source === undefined) return;
  let bytes: Buffer;
  try {
    bytes = await readFile(logo.source);
  } catch (error) {
    throw new BuildError(logo.source, `cannot read the logo (${logo.named}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  await writeSiteFile(fs, dir, out, logo.src, bytes);
}
