/**
 * The dependency on refkit that `refkit init` writes installs the refkit that ran it: refkit is
 * not on the npm registry yet, so a clone or a packed tarball is named by its absolute path, read
 * from where refkit sits and from the project that installed it. (test/package.test.ts installs
 * what init writes, with npm, from a real tarball.)
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dependencyNote, refkitDependency } from "../src/init/dependency.ts";
import { version } from "../src/version.ts";

const work = realpathSync(mkdtempSync(join(tmpdir(), "refkit-dependency-")));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let n = 0;
/** A project folder whose package.json declares `manifest` (none when undefined), with a refkit folder in its node_modules. */
function installed(manifest: object | undefined, files: Record<string, string> = {}): { project: string; root: string } {
  const project = join(work, `project-${++n}`);
  const root = join(project, "node_modules", "refkit");
  mkdirSync(root, { recursive: true });
  if (manifest !== undefined) writeFileSync(join(project, "package.json"), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(project, name, ".."), { recursive: true });
    writeFileSync(join(project, name), text);
  }
  return { project, root };
}

describe("the dependency init writes for refkit", () => {
  it("is the clone's folder when refkit runs from outside any node_modules (a clone, or one linked by npm)", () => {
    const clone = join(work, "clone");
    mkdirSync(clone);
    expect(refkitDependency(clone)).toEqual({ spec: `file:${clone}`, from: "folder" });
    const { project } = installed({ dependencies: { refkit: `file:${clone}` } });
    const linked = join(project, "node_modules", "linked");
    symlinkSync(clone, linked);
    expect(refkitDependency(linked), "the link's target, not the link").toEqual({ spec: `file:${clone}`, from: "folder" });
  });

  it("is the tarball's absolute path when the installing project names it by a relative file: spec (npm install ./x.tgz, npx --package ./x.tgz)", () => {
    const tarball = join(work, "packed", "refkit-0.1.0.tgz");
    mkdirSync(join(work, "packed"), { recursive: true });
    writeFileSync(tarball, "");
    const { project, root } = installed({ dependencies: { refkit: "file:../packed/refkit-0.1.0.tgz" } });
    expect(project.startsWith(work)).toBe(true);
    expect(refkitDependency(root)).toEqual({ spec: `file:${tarball}`, from: "tarball" });
    const dev = installed({ devDependencies: { refkit: `file:${tarball}` } });
    expect(refkitDependency(dev.root), "from devDependencies, absolute already").toEqual({ spec: `file:${tarball}`, from: "tarball" });
  });

  it.each([
    { what: "a registry range", manifest: { dependencies: { refkit: "^0.1.0" } }, expected: { spec: `^${version()}`, from: "registry" } },
    { what: "a tag", manifest: { dependencies: { refkit: "latest" } }, expected: { spec: `^${version()}`, from: "registry" } },
    { what: "no package.json (a global install)", manifest: undefined, expected: { spec: `^${version()}`, from: "registry" } },
    { what: "no refkit in it", manifest: { dependencies: {} }, expected: { spec: `^${version()}`, from: "registry" } },
    { what: "a tarball that is gone", manifest: { dependencies: { refkit: "file:../gone/refkit-0.1.0.tgz" } }, expected: { spec: `^${version()}`, from: "registry" } },
    { what: "a git address", manifest: { dependencies: { refkit: "git+https://git.example.com/refkit.git#v0.1.0" } }, expected: { spec: "git+https://git.example.com/refkit.git#v0.1.0", from: "url" } },
    { what: "an https tarball", manifest: { dependencies: { refkit: "https://example.com/refkit-0.1.0.tgz" } }, expected: { spec: "https://example.com/refkit-0.1.0.tgz", from: "url" } },
  ])("is what the installing project declares for $what, or a range of refkit's version", ({ manifest, expected }) => {
    expect(refkitDependency(installed(manifest).root)).toEqual(expected);
  });

  it("is said by init when it is not a registry range: the tarball to keep, the clone to build", () => {
    expect(dependencyNote({ spec: "^0.1.0", from: "registry" })).toBeUndefined();
    expect(dependencyNote({ spec: "git+https://git.example.com/refkit.git", from: "url" })).toBeUndefined();
    expect(dependencyNote({ spec: "file:/home/me/refkit-0.1.0.tgz", from: "tarball" })).toBe('package.json installs refkit from the tarball this refkit came from, /home/me/refkit-0.1.0.tgz: keep it there (or change "refkit" in package.json).');
    const clone = join(work, "unbuilt");
    mkdirSync(clone);
    expect(dependencyNote({ spec: `file:${clone}`, from: "folder" })).toBe(`package.json installs refkit from the folder this refkit runs from, ${clone} (npm links it): build it there first (npm run build), as it has no dist/ yet.`);
    mkdirSync(join(clone, "dist"));
    writeFileSync(join(clone, "dist", "cli.js"), "");
    expect(dependencyNote({ spec: `file:${clone}`, from: "folder" })).toBe(`package.json installs refkit from the folder this refkit runs from, ${clone} (npm links it).`);
  });
});
