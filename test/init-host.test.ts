/**
 * `refkit init --starlight` / `--docusaurus`: refkit added to a docs site as its framework's
 * templates make it, only by adding (a dependency, an import, a plugin entry); a configuration of
 * another shape left as it is, with the lines to add printed; a second run changes nothing.
 */
import { realpathSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, type Io } from "../src/cli.ts";
import { initHost } from "../src/init/host.ts";
import { InitError } from "../src/init/init.ts";

const repo = new URL("..", import.meta.url).pathname;
let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-init-host-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const shop = new URL("./fixtures/openapi/shop.yaml", import.meta.url).pathname;

/** The configuration Starlight's template writes (npm create astro -- --template starlight). */
const starlightConfig = `// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

// https://astro.build/config
export default defineConfig({
\tintegrations: [
\t\tstarlight({
\t\t\ttitle: 'My Docs',
\t\t\tsidebar: [{ label: 'Guides', items: [{ label: 'Example Guide', slug: 'guides/example' }] }],
\t\t}),
\t],
});
`;

/** The configuration Docusaurus's classic TypeScript template writes, shortened. */
const docusaurusConfig = `import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';

const config: Config = {
  title: 'My Site',
  url: 'https://your-docusaurus-site.example.com',
  baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: './sidebars.ts'}}]],
};

export default config;
`;

async function site(name: string, dependency: string, files: Record<string, string>): Promise<string> {
  const dir = join(work, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "package.json"), `${JSON.stringify({ name, private: true, dependencies: { [dependency]: "*" } }, null, 2)}\n`);
  for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text);
  return dir;
}

describe("refkit init --starlight / --docusaurus", () => {
  it("adds refkit to a Starlight site: the dependency, the import and the plugin, nothing else changed", async () => {
    const dir = await site("starlight", "@astrojs/starlight", { "astro.config.mjs": starlightConfig, "api.yaml": await readFile(shop, "utf8") });
    const result = await initHost({ dir, host: "starlight", openapi: join(dir, "api.yaml") });
    expect(result.edited).toEqual(["package.json", "astro.config.mjs"]);
    expect(result.manual).toEqual([]);
    const config = await readFile(join(dir, "astro.config.mjs"), "utf8");
    expect(config).toContain(`import starlight from '@astrojs/starlight';\nimport refkit from "refkit/starlight";\n`);
    expect(config).toContain(`starlight({\n      plugins: [refkit({ openapi: "./api.yaml", base: "api" })],\n\t\t\ttitle: 'My Docs',`);
    // Every line that was there is still there.
    for (const line of starlightConfig.split("\n")) expect(config.split("\n")).toContain(line);
    const manifest = JSON.parse(await readFile(join(dir, "package.json"), "utf8"));
    // Run from this clone, refkit is installed from it (refkit is not on the npm registry): see test/init-dependency.test.ts.
    expect(manifest.dependencies).toEqual({ "@astrojs/starlight": "*", refkit: `file:${realpathSync(repo)}` });
    expect(result.dependency).toEqual({ spec: `file:${realpathSync(repo)}`, from: "folder" });
    // Once is enough.
    expect(await initHost({ dir, host: "starlight" })).toEqual({ dir, edited: [], manual: [] });
  });

  it("adds refkit to a Docusaurus site's configuration object", async () => {
    const dir = await site("docusaurus", "@docusaurus/core", { "docusaurus.config.ts": docusaurusConfig });
    const result = await initHost({ dir, host: "docusaurus" });
    expect(result.edited).toEqual(["package.json", "docusaurus.config.ts"]);
    const config = await readFile(join(dir, "docusaurus.config.ts"), "utf8");
    expect(config).toContain(`const config: Config = {\n  plugins: [["refkit/docusaurus", { routeBasePath: "api" }]],\n  title: 'My Site',`);
  });

  it("leaves a configuration of another shape as it is, and says what to add by hand", async () => {
    const odd = `import starlight from "@astrojs/starlight";\nexport default { integrations: [starlight({ title: "A", plugins: [other()] })] };\n`;
    const dir = await site("odd", "@astrojs/starlight", { "astro.config.mjs": odd });
    const result = await initHost({ dir, host: "starlight" });
    expect(result.edited).toEqual(["package.json"]);
    expect(result.manual).toEqual([`In astro.config.mjs: import refkit from "refkit/starlight"; and add refkit({ base: "api" }) to starlight({ plugins: [ … ] }).`]);
    expect(await readFile(join(dir, "astro.config.mjs"), "utf8")).toBe(odd);
  });

  it("refuses a folder that is not a site of that kind, and a description it cannot read, writing nothing", async () => {
    const dir = await site("plain", "react", { "astro.config.mjs": starlightConfig });
    await expect(initHost({ dir, host: "starlight" })).rejects.toThrow(InitError);
    await expect(initHost({ dir, host: "starlight" })).rejects.toThrow(/does not depend on @astrojs\/starlight/);
    const starlight = await site("bad-description", "@astrojs/starlight", { "astro.config.mjs": starlightConfig, "bad.yaml": "openapi: 3.0.3\ninfo: {}\npaths: 1\n" });
    await expect(initHost({ dir: starlight, host: "starlight", openapi: join(starlight, "bad.yaml") })).rejects.toThrow(/bad\.yaml/);
    expect(await readFile(join(starlight, "astro.config.mjs"), "utf8")).toBe(starlightConfig);
  });

  it("runs from the command line, and refuses both flags at once", async () => {
    const dir = await site("cli", "@docusaurus/core", { "docusaurus.config.js": "module.exports = {\n  title: 'Site',\n};\n" });
    const out: string[] = [];
    const err: string[] = [];
    const io: Io = { stdout: (line) => out.push(line), stderr: (line) => err.push(line), cwd: dir, env: {} };
    expect(await run(["init", "--docusaurus"], io)).toBe(0);
    expect(out.join("\n")).toContain("Added refkit to the Docusaurus site");
    expect(await readFile(join(dir, "docusaurus.config.js"), "utf8")).toBe(`module.exports = {\n  plugins: [["refkit/docusaurus", { routeBasePath: "api" }]],\n  title: 'Site',\n};\n`);
    expect(await run(["init", "--docusaurus", "--starlight"], io)).toBe(2);
    expect(err.join("\n")).toContain("not both");
  });
});
