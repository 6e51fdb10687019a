/**
 * The dependency on refkit that `refkit init` writes: one that installs the refkit running it.
 * refkit is not on the npm registry yet, so a version range alone installs nothing; a refkit run
 * from a packed tarball or from a clone names that tarball or clone instead.
 */
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { version } from "../version.ts";

/** Where the refkit that runs came from, and the dependency that installs it again. */
export interface RefkitDependency {
  /** The dependency's spec, for `package.json`: `^0.1.0`, `file:/…/refkit-0.1.0.tgz`, `file:/…/refkit`. */
  readonly spec: string;
  /**
   * `registry`: installed by version (or from where refkit cannot tell); `tarball`: installed from
   * a packed tarball; `folder`: a clone (or a folder installed as such); `url`: a git or https
   * address, written as the project that installed refkit wrote it.
   */
  readonly from: "registry" | "tarball" | "folder" | "url";
}

/** refkit's package folder: two up from this module, in src/init/ and in dist/init/ alike. */
const ownRoot = fileURLToPath(new URL("../../", import.meta.url));

/** The spec the project in `project` declares for refkit, if any. */
function declaredSpec(project: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(resolve(project, "package.json"), "utf8")) as Record<string, Record<string, unknown> | undefined>;
    for (const field of ["dependencies", "devDependencies", "optionalDependencies"]) {
      const spec = manifest[field]?.refkit;
      if (typeof spec === "string") return spec;
    }
  } catch {
    // No manifest there (a global install, another package manager's layout): nothing declared.
  }
  return undefined;
}

/**
 * The dependency that installs the refkit in `root` (default: this refkit's package folder).
 * Outside any `node_modules` it is a clone: `file:` its folder. Inside one, the project that
 * installed it says how: a `file:` spec (relative to that project, such as the one `npx --package
 * ./refkit-0.1.0.tgz` writes) becomes an absolute `file:` spec, so that it installs from any folder;
 * a git or https address is kept; anything else is a registry range of refkit's version.
 * @example refkitDependency() // { spec: "file:/home/me/refkit-0.1.0.tgz", from: "tarball" }
 * @example refkitDependency("/app/node_modules/refkit") // { spec: "^0.1.0", from: "registry" } when /app/package.json asks for "^0.1.0"
 */
export function refkitDependency(root: string = ownRoot): RefkitDependency {
  const registry: RefkitDependency = { spec: `^${version()}`, from: "registry" };
  let real: string;
  try {
    real = realpathSync(root);
  } catch {
    return registry;
  }
  if (basename(dirname(real)) !== "node_modules") return { spec: `file:${real}`, from: "folder" };
  const spec = declaredSpec(dirname(dirname(real)));
  if (spec === undefined) return registry;
  if (spec.startsWith("file:")) {
    const target = resolve(dirname(dirname(real)), spec.slice("file:".length));
    if (!existsSync(target)) return registry;
    return { spec: `file:${target}`, from: /\.(tgz|tar\.gz|tar)$/i.test(target) ? "tarball" : "folder" };
  }
  if (/^(git\+[a-z]+|git|github|gitlab|bitbucket|https?):/i.test(spec)) return { spec, from: "url" };
  return registry;
}

/**
 * What `init` tells the user about a dependency that is not a registry range (`undefined` for
 * one that is, or a git or https address): where refkit will be installed from, and what that needs.
 * @example dependencyNote({ spec: "file:/tmp/refkit-0.1.0.tgz", from: "tarball" }) // "package.json installs refkit from the tarball this refkit came from: …"
 */
export function dependencyNote(dependency: RefkitDependency): string | undefined {
  const path = dependency.spec.slice("file:".length);
  if (dependency.from === "tarball") return `package.json installs refkit from the tarball this refkit came from, ${path}: keep it there (or change "refkit" in package.json).`;
  if (dependency.from !== "folder") return undefined;
  const built = existsSync(resolve(path, "dist", "cli.js"));
  return `package.json installs refkit from the folder this refkit runs from, ${path} (npm links it)${built ? "." : `: build it there first (npm run build), as it has no dist/ yet.`}`;
}
