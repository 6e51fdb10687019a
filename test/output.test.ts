/**
 * An output folder is refkit's or untouched: a build replaces only a folder an earlier build wrote
 * (it holds the `.refkit-site` marker) or an empty one, and never the project's folder, the
 * description's folder or a folder holding either. Each refusal exits 1, names the folder and why,
 * and every file of the user's survives byte for byte.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, type Io } from "../src/cli.ts";
import { siteMarker } from "../src/site/output.ts";

const tiny = new URL("fixtures/openapi/tiny.yaml", import.meta.url).pathname;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-output-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

function capture(cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { stdout: (line) => out.push(line), stderr: (line) => err.push(line), cwd, env: {} };
  return { io, out, err };
}

/** A user's project: a description, a source folder, notes and a marker file of their own. */
async function userProject(name: string): Promise<string> {
  const root = join(work, name, "project");
  const files: Record<string, string> = {
    "MARKER.txt": "mine\n",
    "api.yaml": await readFile(tiny, "utf8"),
    "src/index.ts": "export const answer = 42;\n",
    "docs/notes.md": "# Notes\n",
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}

/** Every file under `dir` with the SHA-256 of its bytes, and every folder. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = entry.isDirectory() ? "folder" : entry.isSymbolicLink() ? "link" : createHash("sha256").update(await readFile(path)).digest("hex");
  }
  return files;
}

/** Runs `argv` in `cwd` and expects a refusal naming `out`; everything under `keep` stays as it was. */
async function expectRefused(cwd: string, argv: string[], keep: string, out: string, why: RegExp): Promise<void> {
  const before = await snapshot(keep);
  const { io, err } = capture(cwd);
  expect(await run(argv, io)).toBe(1);
  const lines = err.join("\n").split("\n");
  expect(lines[0]).toBe("refkit: build failed, the previous site is untouched.");
  expect(lines[1]).toContain(`${out}: refusing to write the site here: `);
  expect(lines[1]).toMatch(why);
  expect(await snapshot(keep)).toEqual(before);
  expect((await readdir(dirname(out))).filter((name) => /\.(tmp|old)-/.test(name))).toEqual([]);
}

describe("an output folder the user owns is refused, and every file survives", () => {
  it("--out . (the project folder, holding the description)", async () => {
    const root = await userProject("dot");
    await expectRefused(root, ["build", "--openapi", "api.yaml", "--out", "."], root, root, /it is the project folder/);
  });

  it("--out .. from a subfolder (a folder holding the project and the description)", async () => {
    const root = await userProject("parent");
    const parent = dirname(root);
    await expectRefused(root, ["build", "--openapi", "api.yaml", "--out", ".."], parent, parent, /it holds the project folder/);
  });

  it("--out / and the home of the project (ancestors of the project)", async () => {
    const root = await userProject("ancestors");
    const { io, err } = capture(root);
    expect(await run(["build", "--openapi", "api.yaml", "--out", "/"], io)).toBe(1);
    expect(err.join("\n")).toMatch(/^\/: refusing to write the site here: it holds the project folder/m);
    expect(await readFile(join(root, "MARKER.txt"), "utf8")).toBe("mine\n");
  });

  it("--out docs, a folder of the user's notes", async () => {
    const root = await userProject("docs");
    await expectRefused(root, ["build", "--openapi", "api.yaml", "--out", "docs"], root, join(root, "docs"), /it holds files that no refkit build wrote \(notes\.md\)/);
  });

  it("the default <root>/site when another tool's site/ is there", async () => {
    const root = await userProject("other-site");
    await mkdir(join(root, "site"));
    await writeFile(join(root, "site", "index.html"), "<h1>Another tool's site</h1>\n");
    await expectRefused(root, ["build", "--openapi", "api.yaml"], root, join(root, "site"), /no \.refkit-site marker/);
  });

  it("the description's folder, and a folder holding it, when it is outside the project", async () => {
    const root = await userProject("specs-outside");
    const specs = join(dirname(root), "specs", "v1");
    await mkdir(specs, { recursive: true });
    await writeFile(join(specs, "api.yaml"), await readFile(tiny, "utf8"));
    await expectRefused(root, ["build", "--openapi", join(specs, "api.yaml"), "--out", specs], dirname(specs), specs, /it is the OpenAPI description's folder/);
    await expectRefused(root, ["build", "--openapi", join(specs, "api.yaml"), "--out", dirname(specs)], dirname(specs), dirname(specs), /it holds the OpenAPI description's folder/);
  });

  it("the project folder reached through a symbolic link", async () => {
    const root = await userProject("linked");
    const link = join(dirname(root), "link-to-project");
    await symlink(root, link);
    await expectRefused(root, ["build", "--openapi", "api.yaml", "--out", link], root, link, /symbolic link|it is the project folder/);
  });

  it("a symbolic link to an empty folder, and a file", async () => {
    const root = await userProject("link-and-file");
    await mkdir(join(root, "empty"));
    await symlink(join(root, "empty"), join(root, "out-link"));
    await expectRefused(root, ["build", "--openapi", "api.yaml", "--out", "out-link"], root, join(root, "out-link"), /it is a symbolic link/);
    await writeFile(join(root, "site.txt"), "a file\n");
    await expectRefused(root, ["build", "--openapi", "api.yaml", "--out", "site.txt"], root, join(root, "site.txt"), /it is a file, not a folder/);
  });

  it("a site whose marker was removed is no longer replaced", async () => {
    const root = await userProject("unmarked");
    expect(await run(["build", "--openapi", "api.yaml"], capture(root).io)).toBe(0);
    await unlink(join(root, "site", siteMarker));
    await expectRefused(root, ["build", "--openapi", "api.yaml"], root, join(root, "site"), /no \.refkit-site marker/);
  });

  for (const command of ["serve", "dev"]) {
    it(`refkit ${command} refuses the same folders before serving anything`, async () => {
      const root = await userProject(`refused-${command}`);
      await expectRefused(root, [command, "--openapi", "api.yaml", "--out", "docs", "--port", "0"], root, join(root, "docs"), /it holds files that no refkit build wrote/);
    });
  }
});

describe("a folder refkit may write is written, and a refkit site replaced", () => {
  it("a new folder, then the same folder again: the marker is written and stale files go", async () => {
    const root = await userProject("rebuild");
    expect(await run(["build", "--openapi", "api.yaml", "--out", "public/api"], capture(root).io)).toBe(0);
    const site = join(root, "public", "api");
    expect((await readFile(join(site, siteMarker), "utf8")).startsWith("This folder is a site written by refkit.")).toBe(true);
    await writeFile(join(site, "stale.html"), "from an earlier build\n");
    expect(await run(["build", "--openapi", "api.yaml", "--out", "public/api"], capture(root).io)).toBe(0);
    expect(existsSync(join(site, "stale.html"))).toBe(false);
    expect(existsSync(join(site, "index.html"))).toBe(true);
    expect(await readFile(join(root, "MARKER.txt"), "utf8")).toBe("mine\n");
  });

  it("an empty folder the user made", async () => {
    const root = await userProject("empty");
    await mkdir(join(root, "out"));
    expect(await run(["build", "--openapi", "api.yaml", "--out", "out"], capture(root).io)).toBe(0);
    expect(existsSync(join(root, "out", siteMarker))).toBe(true);
  });

  it("a refkit site that gains the user's files during the build is checked again and kept", async () => {
    const root = await userProject("changed-meanwhile");
    expect(await run(["build", "--openapi", "api.yaml"], capture(root).io)).toBe(0);
    const site = join(root, "site");
    let changed = false;
    const { io, err } = capture(root);
    const fs = {
      writeFile: async (path: string, data: string | Uint8Array) => {
        if (!changed) {
          changed = true;
          await unlink(join(site, siteMarker));
          await writeFile(join(site, "notes.md"), "written while refkit built\n");
        }
        await writeFile(path, data);
      },
    };
    const before = new Set(await readdir(site));
    expect(await run(["build", "--openapi", "api.yaml"], { ...io, fs })).toBe(1);
    expect(err.join("\n")).toMatch(/site: refusing to write the site here: it holds files that no refkit build wrote/);
    expect(new Set(await readdir(site))).toEqual(new Set([...before].filter((name) => name !== siteMarker).concat("notes.md")));
    expect((await readdir(root)).filter((name) => /\.(tmp|old)-/.test(name))).toEqual([]);
  });
});
