/**
 * The commands and their options, declared once: the parser, `--help` and "did you mean" all
 * read this table.
 */

/** One option of a command. */
export interface OptionSpec {
  /** What the value is, for `--help` (`dir`, `file`, `n`); absent for a flag. */
  readonly value?: string;
  readonly help: string;
  /** It may be given more than once; its values are kept in order. */
  readonly multiple?: boolean;
}

/** One command. */
export interface CommandSpec {
  /** Positional arguments, for the usage line (`[dir]`). */
  readonly positionals: readonly string[];
  readonly summary: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
}

const root: OptionSpec = { value: "dir", help: "The project folder (default: the current folder; without pages/ the demonstration is built)" };
const out: OptionSpec = { value: "dir", help: "The output folder (default: <root>/site)" };
const openapi: OptionSpec = { value: "file", help: "Build the reference from an OpenAPI 3.0/3.1/3.2 or AsyncAPI 2.x/3.x document (.json, .yaml), beside the pages in pages/ if there are any" };
const asyncapi: OptionSpec = { value: "file", help: "The same as --openapi, for an AsyncAPI document (the format is told from the file either way)" };
const openapiVersions: OptionSpec = {
  value: "file",
  multiple: true,
  help: "Build the reference from an OpenAPI 3.0/3.1/3.2 or AsyncAPI 2.x/3.x document (.json, .yaml), beside the pages in pages/ if there are any; give LABEL=FILE more than once for a versioned site (the first is the current version, at the root; the others under v/LABEL/)",
};
const port: OptionSpec = { value: "n", help: "The port (default: $PORT, else 4321; 0 picks a free one)" };
const clientsOption: OptionSpec = { value: "tokens", help: "Add these shipped clients' tabs after curl, JavaScript, Ruby and Python, in order (go,java,csharp)" };
const tryIt: OptionSpec = { help: "Give every request example a \"Try it\" button that sends the request from the reader's browser (the API must allow the site's origin)" };
const siteUrl: OptionSpec = { value: "url", help: "The public address of the site's root (https://docs.example.com/): every page names its absolute address, and sitemap.xml lists them (wins over siteUrl in refkit.config.ts)" };
const noCache: OptionSpec = { help: "Make every page anew: do not reuse, or keep, the pages made from the OpenAPI document (kept in node_modules/.cache/refkit, else .refkit-cache beside the output folder)" };
const remoteRefs: OptionSpec = { help: "Follow the OpenAPI document's $refs to http(s) URLs (off by default)" };
const locale: OptionSpec = { value: "tag", help: "Write the interface in this language (a BCP 47 tag: en, de, fr, es, pt-BR, ja, zh-CN, ko, ar); it wins over refkit.config.ts's locale" };
const locales: OptionSpec = { value: "list", help: "Build a site of several languages, one folder each (en/, fr/…), the first the default: --locales en,fr,ja; --overlay fr=FILE applies an overlay to one language only" };
const overlay: OptionSpec = { value: "file", multiple: true, help: "Apply an OpenAPI Overlay (1.0 or 1.1) to the description before it is read: translations, hidden operations, added examples; give it more than once to apply several in order" };
const refRoot: OptionSpec = { value: "dir", help: "Let the OpenAPI document's $refs read files inside this folder (default: only the document's own folder)" };

export const commands = {
  init: {
    positionals: ["[dir]"],
    summary: "Create a refkit project in dir (default: the current folder): package.json, refkit.config.ts, an example page. Never overwrites a file. With --starlight or --docusaurus: add refkit to the docs site in dir instead.",
    options: {
      openapi: { value: "file", help: "Make the project build its pages from this OpenAPI document instead of pages/" },
      starlight: { help: "Add refkit to the Starlight site in dir: refkit in package.json, the plugin in astro.config (only added to, never rewritten)" },
      docusaurus: { help: "Add refkit to the Docusaurus site in dir: refkit in package.json, the plugin in docusaurus.config (only added to, never rewritten)" },
    },
  },
  build: { positionals: [], summary: "Build the site into <root>/site: one HTML file per page, index.html, assets/.", options: { root, out, openapi: openapiVersions, asyncapi, "remote-refs": remoteRefs, "ref-root": refRoot, overlay, clients: clientsOption, "try-it": tryIt, locale, locales, "site-url": siteUrl, "no-cache": noCache } },
  serve: { positionals: [], summary: "Build the site, then serve it on http://localhost:PORT/ (bound to 127.0.0.1).", options: { root, out, openapi: openapiVersions, asyncapi, "remote-refs": remoteRefs, "ref-root": refRoot, overlay, clients: clientsOption, "try-it": tryIt, locale, locales, "site-url": siteUrl, "no-cache": noCache, port } },
  dev: { positionals: [], summary: "Serve, rebuild when pages/, refkit.config.ts or the OpenAPI document (or a file it references) change, and reload open browsers.", options: { root, out, openapi, asyncapi, "remote-refs": remoteRefs, "ref-root": refRoot, overlay, clients: clientsOption, "try-it": tryIt, locale, locales, "site-url": siteUrl, "no-cache": noCache, port } },
  diff: {
    positionals: ["OLD", "NEW"],
    summary: "Compare two versions of an OpenAPI description (files, or git:REF:path) and list what changed for clients: breaking, warning, info.",
    options: {
      format: { value: "format", help: "text (default), markdown, json or github (annotations for GitHub Actions)" },
      "fail-on": { value: "level", help: "Exit with status 1 when a change of this level or a more serious one is found: breaking or warning" },
      "remote-refs": remoteRefs,
    },
  },
  mcp: { positionals: [], summary: "Serve the reference to AI tools over stdio (Model Context Protocol): tools search, get_operation, list_groups and api_info. Writes nothing, sends no request.", options: { root, openapi, asyncapi, "remote-refs": remoteRefs, "ref-root": refRoot, overlay, clients: clientsOption } },
} as const satisfies Record<string, CommandSpec>;

/** A command's name. */
export type CommandName = keyof typeof commands;

/** Options every command takes. */
export const globalOptions: Readonly<Record<string, OptionSpec & { short: string }>> = {
  help: { short: "h", help: "Show help (refkit <command> --help: that command's options)" },
  version: { short: "v", help: "Print refkit's version" },
};

function optionLines(options: Readonly<Record<string, OptionSpec & { short?: string }>>): string[] {
  const rows = Object.entries(options).map(([name, spec]) => [`${spec.short ? `-${spec.short}, ` : "    "}--${name}${spec.value ? ` <${spec.value}>` : ""}`, spec.help] as const);
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, help]) => `  ${left.padEnd(width)}  ${help}`);
}

/** `refkit --help`. */
export function usage(): string {
  const rows = Object.entries(commands).map(([name, spec]) => [`${name}${spec.positionals.length ? ` ${spec.positionals.join(" ")}` : ""}`, spec.summary] as const);
  const width = Math.max(...rows.map(([left]) => left.length));
  return [
    "Usage: refkit <command> [options]",
    "",
    "Commands:",
    ...rows.map(([left, summary]) => `  ${left.padEnd(width)}  ${summary}`),
    "",
    "Options:",
    ...optionLines(globalOptions),
    "",
    "Run `refkit <command> --help` for a command's options.",
  ].join("\n");
}

/** `refkit <command> --help`. */
export function commandUsage(name: CommandName): string {
  const spec: CommandSpec = commands[name];
  const synopsis = [`refkit ${name}`, ...spec.positionals, ...Object.entries(spec.options).map(([option, { value }]) => `[--${option}${value ? ` <${value}>` : ""}]`)].join(" ");
  return [`Usage: ${synopsis}`, "", spec.summary, "", "Options:", ...optionLines({ ...spec.options, ...globalOptions })].join("\n");
}
