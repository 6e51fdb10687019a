/**
 * What a project's `refkit.config.ts` makes pages from, beyond the settings it leaves: the text of
 * every file of the project it imports (helpers, custom clients), the installed packages it imports
 * by name, and the environment variables its code reads (a custom client's template may read one
 * each time it runs). A part of the page cache's keys: see page-cache.ts.
 */
import { createHash } from "node:crypto";
import { builtinModules } from "node:module";
import { readFile } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";
import { build } from "esbuild";
import { importedTree } from "../reference/dependency-tree.ts";

/** `process.env.NAME`, `process.env["NAME"]`: a read of one variable, by its name. */
const namedRead = /\bprocess\s*\.\s*env\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*(["'`])([^"'`\\]*)\2\s*\])/g;

/**
 * The key parts of the configuration file `file` (sorted, plain text): each project file it
 * imports, itself included, by its path and text; each package it imports by name, by
 * `name@version` with its dependency tree; and each environment variable its files name, with its
 * value in `env`. A file that uses the environment other than by a name written out
 * (`process.env[name]`, `{ ...process.env }`, `import { env } from "node:process"`) puts the whole
 * environment in. `undefined` when the imports cannot be followed, or when a file the configuration
 * imports has changed since this process first loaded it: the build then keeps nothing.
 * @example await configInputs("/work/docs/refkit.config.ts", process.env) // ['env ["API_HOST","api.example.com"]', "file refkit.config.ts …", "package yaml@2.9.1"]
 */
export async function configInputs(file: string, env: NodeJS.ProcessEnv): Promise<string[] | undefined> {
  const root = dirname(file);
  let inputs: Record<string, { readonly imports: readonly { readonly path: string; readonly external?: boolean }[] }>;
  try {
    const built = await build({ entryPoints: [file], absWorkingDir: root, bundle: true, write: false, metafile: true, platform: "node", format: "esm", packages: "external", logLevel: "silent" });
    inputs = built.metafile.inputs;
  } catch {
    return undefined;
  }
  const texts = new Map<string, string>();
  for (const input of Object.keys(inputs)) {
    const path = resolve(root, input);
    const text = await readFile(path, "utf8").catch(() => undefined);
    // The configuration is imported anew by each build, but what it imports is kept by the
    // process' module cache: a file whose text is not the one first loaded may have made these pages.
    if (text === undefined || (path !== resolve(file) && !sameAsLoaded(path, text))) return undefined;
    texts.set(input, text);
  }
  const parts: string[] = [];
  const packages: { name: string; from: string }[] = [];
  const names = new Set<string>();
  let wholeEnvironment = false;
  for (const [input, { imports }] of Object.entries(inputs)) {
    const path = resolve(root, input);
    const text = texts.get(input)!;
    parts.push(`file ${relative(root, path)} ${text}`);
    for (const { path: specifier, external } of imports) {
      const name = packageName(specifier);
      if (external === true && name !== undefined) packages.push({ name, from: dirname(path) });
    }
    for (const read of text.matchAll(namedRead)) names.add(read[1] ?? read[3]!);
    if (/\benv\b/.test(text.replace(namedRead, ""))) wholeEnvironment = true;
  }
  const tree = importedTree(packages);
  // Packages are kept by the module cache too.
  if (!sameAsLoaded(`packages of ${file}`, tree.join("\n"))) return undefined;
  parts.push(...tree.map((entry) => `package ${entry}`));
  const variables = wholeEnvironment ? Object.keys(env) : [...names];
  parts.push(...variables.map((name) => `env ${JSON.stringify([name, env[name] ?? null])}`));
  return parts.sort();
}

/** The package a bare import names (`@scope/name` or `name`, without a path inside it); `undefined` for Node's own modules and refkit (in its stamp already). */
function packageName(specifier: string): string | undefined {
  if (specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0]!)) return undefined;
  if (specifier.startsWith(".") || specifier.startsWith("/")) return undefined;
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
  return name === "refkit" ? undefined : name;
}

/** Each file the configuration imports (and the packages it imports), by its text when first seen in this process, hashed. */
const loaded = new Map<string, string>();

function sameAsLoaded(what: string, text: string): boolean {
  const hash = createHash("sha256").update(text).digest("base64url");
  const first = loaded.get(what);
  if (first === undefined) loaded.set(what, hash);
  return first === undefined || first === hash;
}
