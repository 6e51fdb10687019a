/**
 * The snippet benchmark's products: refkit's sixteen shipped clients, and for each the peers'
 * nearest target (the same language and, where the peer has it, the same library). A peer with
 * no target for a language has none in the table; nothing is stood in for it.
 */
import { readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ClientRefusal } from "../src/clients/refusal.ts";
import { clients, defaultClientTokens } from "../src/clients/index.ts";
import { Config } from "../src/config/config.ts";
import type { RequestOptions } from "../src/request.ts";
import { snippets } from "../src/snippets.ts";

const benchDir = fileURLToPath(new URL(".", import.meta.url));

/** A shipped client token, in the registry's order (the default tab set first). */
export const clientTokens: readonly string[] = Object.keys(clients);

/**
 * The token under which each product's generator for the four default clients at once is
 * filed: what a page with the default tabs asks for, one call for all of them where the API
 * allows it (refkit's `snippets(options, config)`, one `HTTPSnippet` per request converted four
 * times), four calls where it does not (Scalar's `print`).
 */
export const defaultsToken = "defaults";

/** A HAR 1.2 request, as the peers take it. */
export type HarRequest = Record<string, unknown>;

/** One request as refkit takes it: options and the config they render under. */
export interface RefkitInput {
  readonly options: RequestOptions;
  readonly config: Config;
}

/**
 * One product's generator for one client: `write(i)` is the snippet for request `i`, or `null`
 * when the product refuses it (refkit's `ClientRefusal`: stated, never silently wrong).
 */
export interface Generator {
  readonly product: string;
  readonly token: string;
  /** The peer's target and client, as its API names them ("shell/curl"); refkit's token. */
  readonly target: string;
  readonly write: (index: number) => string | null;
}

/** Both httpsnippet packages' target and client per refkit token: ReadMe's is a fork of Kong's, with the same names. */
const httpsnippetTargets = {
  curl: "shell/curl",
  javascript: "javascript/fetch",
  ruby: "ruby/native",
  python: "python/requests",
  axios: "node/axios",
  c: "c/libcurl",
  csharp: "csharp/httpclient",
  go: "go/native",
  httpie: "shell/httpie",
  java: "java/nethttp",
  php: "php/curl",
  r: "r/httr",
  wget: "shell/wget",
} as const;

/** The peers, each with its target and client per refkit token. */
export const peers = [
  {
    pkg: "httpsnippet",
    label: "Kong",
    targets: httpsnippetTargets,
  },
  {
    pkg: "@readme/httpsnippet",
    label: "ReadMe",
    targets: httpsnippetTargets,
  },
  {
    pkg: "@scalar/snippetz",
    label: "Scalar",
    targets: {
      curl: "shell/curl",
      javascript: "js/fetch",
      ruby: "ruby/native",
      python: "python/requests",
      axios: "node/axios",
      c: "c/libcurl",
      csharp: "csharp/httpclient",
      go: "go/native",
      httpie: "shell/httpie",
      httpx: "python/httpx_sync",
      java: "java/nethttp",
      php: "php/curl",
      // Scalar's R target is httr2, httr's successor: the nearest it has.
      r: "r/httr2",
      wget: "shell/wget",
    },
  },
] as const satisfies readonly { pkg: string; label: string; targets: Partial<Record<string, string>> }[];

export function packageVersion(pkg: string): string {
  const manifest = join(benchDir, "node_modules", ...pkg.split("/"), "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** refkit's version, as its package.json says. */
export const refkitName = `refkit ${(JSON.parse(readFileSync(join(benchDir, "..", "package.json"), "utf8")) as { version: string }).version}`;

/** Each input's settings with every shipped client configured (a site's `apiClients`), one per settings object. */
function withEveryClient(inputs: readonly RefkitInput[]): Map<Config, Config> {
  const withAll = new Map<Config, Config>();
  for (const { config } of inputs) {
    if (withAll.has(config)) continue;
    const all = new Config();
    all.apiBaseUrl = config.apiBaseUrl;
    all.apiAuthHeader = config.apiAuthHeader;
    all.apiClients = clients;
    withAll.set(config, all);
  }
  return withAll;
}

/** Each client's file extension (".go"), from the file name refkit gives its snippet; a peer's snippet in that language is checked under the same. */
export function fileExtensions(inputs: readonly RefkitInput[]): Record<string, string> {
  const withAll = withEveryClient(inputs);
  return Object.fromEntries(
    clientTokens.map((token) => {
      for (const { options, config } of inputs) {
        try {
          return [token, extname(snippets({ ...options, clients: [token] }, withAll.get(config)!)[0]!.filename ?? "")];
        } catch (error) {
          if (!(error instanceof ClientRefusal)) throw error;
        }
      }
      throw new Error(`refkit refused every request for ${token}`);
    }),
  );
}

/** refkit's generator for the four default clients at once: `snippets(options, config)` as a page with the default tabs calls it. */
export function refkitDefaultsGenerator(inputs: readonly RefkitInput[]): Generator {
  return {
    product: refkitName,
    token: defaultsToken,
    target: defaultClientTokens.join(", "),
    write: (index) => {
      const { options, config } = inputs[index]!;
      return snippets(options, config)
        .map((snippet) => snippet.code)
        .join("\n");
    },
  };
}

/** refkit's generator per client: `snippets(options, config)` with that one client, as a page asks for it. */
export function refkitGenerators(inputs: readonly RefkitInput[]): Generator[] {
  const withAll = withEveryClient(inputs);
  const perClient = clientTokens.map((token) => inputs.map(({ options, config }) => ({ options: { ...options, clients: [token] }, config: withAll.get(config)! })));
  return clientTokens.map((token, t) => ({
    product: refkitName,
    token,
    target: token,
    write: (index) => {
      const { options, config } = perClient[t]![index]!;
      try {
        return snippets(options, config)[0]!.code;
      } catch (error) {
        if (error instanceof ClientRefusal) return null;
        throw error;
      }
    },
  }));
}

/** What the httpsnippet packages export: a class built from one HAR request. */
type HTTPSnippetClass = new (har: HarRequest) => { convert(target: string, client?: string): string | readonly string[] | false | null };
/** What Scalar's snippetz exports. */
type Snippetz = () => { print(target: string, client: string, request: HarRequest): string | undefined };

async function importPeer(pkg: string): Promise<Record<string, unknown>> {
  // A computed specifier: the root's type-check must not need bench/node_modules.
  const specifier: string = pkg;
  return (await import(specifier)) as Record<string, unknown>;
}

/**
 * One peer's generators, one per refkit token it has a target for. Each request's HAR is its
 * own copy (the httpsnippets write into the HAR they are given).
 */
export async function peerGenerators(peer: (typeof peers)[number], hars: readonly HarRequest[]): Promise<Generator[]> {
  const module = await importPeer(peer.pkg);
  const product = `${peer.pkg} ${packageVersion(peer.pkg)} (${peer.label})`;
  const entries = Object.entries(peer.targets as Partial<Record<string, string>>).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (peer.pkg === "@scalar/snippetz") {
    const snippetz = module.snippetz as Snippetz | undefined;
    if (typeof snippetz !== "function") throw new Error(`${peer.pkg} exports no snippetz(): update bench/snippet-targets.ts`);
    const printer = snippetz();
    const copies = hars.map((har) => structuredClone(har));
    const generators = entries.map(([token, target]): Generator => {
      const [name, client] = target.split("/") as [string, string];
      return { product, token, target, write: (index) => code(printer.print(name, client, copies[index]!), product, target) };
    });
    return [...generators, defaultsOf(product, generators)];
  }
  const HTTPSnippet = (module.HTTPSnippet ?? (module.default as { HTTPSnippet?: unknown } | undefined)?.HTTPSnippet) as HTTPSnippetClass | undefined;
  if (typeof HTTPSnippet !== "function") throw new Error(`${peer.pkg} exports no HTTPSnippet class: update bench/snippet-targets.ts`);
  const copies = hars.map((har) => structuredClone(har));
  const generators = entries.map(([token, target]): Generator => {
    const [name, client] = target.split("/") as [string, string];
    return { product, token, target, write: (index) => code(new HTTPSnippet(copies[index]!).convert(name, client), product, target) };
  });
  // The default four from one HTTPSnippet per request, as the package is meant to be used.
  const defaults = defaultClientTokens.map((token) => (peer.targets as Partial<Record<string, string>>)[token]!.split("/") as [string, string]);
  const together: Generator = {
    product,
    token: defaultsToken,
    target: defaults.map((pair) => pair.join("/")).join(", "),
    write: (index) => {
      const snippet = new HTTPSnippet(copies[index]!);
      return defaults.map(([name, client]) => code(snippet.convert(name, client), product, `${name}/${client}`)).join("\n");
    },
  };
  return [...generators, together];
}

/** A generator of the four default clients' snippets, one call per client. */
function defaultsOf(product: string, generators: readonly Generator[]): Generator {
  const four = defaultClientTokens.map((token) => generators.find((g) => g.token === token)!);
  return {
    product,
    token: defaultsToken,
    target: four.map((g) => g.target).join(", "),
    write: (index) => four.map((g) => g.write(index)).join("\n"),
  };
}

/** A peer's result as one string: Kong returns a string for one request, ReadMe an array of one, Scalar a string. */
function code(result: string | readonly string[] | false | null | undefined, product: string, target: string): string {
  const text = typeof result === "string" ? result : Array.isArray(result) && typeof result[0] === "string" ? (result[0] as string) : undefined;
  if (text === undefined) throw new Error(`${product} returned no snippet for ${target}`);
  return text;
}
