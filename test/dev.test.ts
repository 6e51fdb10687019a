import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, type Io } from "../src/cli.ts";
import { startDev } from "../src/site/dev.ts";

let root: string;

const page = (title: string) => `import { Endpoint, Page, Section } from "refkit";
export default class Things extends Page {
  title = ${JSON.stringify(title)};
  sections() {
    return [Section("List things", { description: Endpoint("get", "/v1/things") })];
  }
}
`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "refkit-dev-"));
  await mkdir(join(root, "pages"));
  await writeFile(join(root, "pages", "things.ts"), page("Things"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Reads server-sent events from the dev server until `event` arrives. */
async function waitForEvent(url: string, event: string, trigger: () => Promise<void>): Promise<void> {
  const response = await fetch(url);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes(": connected")) text += decoder.decode((await reader.read()).value);
  await trigger();
  while (!text.includes(`event: ${event}`)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before ${event}`);
    text += decoder.decode(value);
  }
  await reader.cancel();
}

describe("refkit dev rebuilds on change and reloads open browsers", () => {
  it("links the live-reload script only in dev, rebuilds an edited page and sends reload", async () => {
    const errors: unknown[] = [];
    const dev = await startDev({ root, out: join(root, "site"), port: 0, onError: (e) => errors.push(e) });
    try {
      const port = (dev.server.address() as { port: number }).port;
      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}/things.html`)).text()).toContain('<script src="assets/refkit-dev.js"></script>');
      await waitForEvent(`${base}/__refkit/events`, "reload", async () => {
        const built = dev.nextBuild();
        await writeFile(join(root, "pages", "things.ts"), page("Things, edited"));
        expect(await built).toBe(true);
      });
      expect(await (await fetch(`${base}/things.html`)).text()).toContain("<h1>Things, edited</h1>");

      const failed = dev.nextBuild();
      await writeFile(join(root, "pages", "things.ts"), page("Broken").replace('"/v1/things"', "42"));
      expect(await failed).toBe(false);
      expect(String(errors[0])).toContain('Endpoint, key "path": expected a path string, got 42');
      expect(await (await fetch(`${base}/things.html`)).text()).toContain("<h1>Things, edited</h1>");
    } finally {
      await dev.close();
    }
  });

  it("watches pages/ with its folders and refkit.config.ts, and not the rest of the project, whose folders may come and go", async () => {
    const project = await mkdtemp(join(tmpdir(), "refkit-dev-folders-"));
    await mkdir(join(project, "pages", "billing"), { recursive: true });
    await writeFile(join(project, "pages", "billing", "things.ts"), page("Things"));
    const dev = await startDev({ root: project, out: join(project, "site"), port: 0, onError: () => undefined });
    try {
      const base = `http://127.0.0.1:${(dev.server.address() as { port: number }).port}`;
      // Folders made and removed beside the pages (an editor's, a tool's, the output's own swap):
      // nothing to rebuild, and the server stays up.
      let rebuilt = false;
      void dev.nextBuild().then(() => (rebuilt = true));
      for (let round = 0; round < 20; round++) {
        const folder = join(project, `scratch-${round}`);
        for (const part of ["a", "a/b", "a/b/c", "d", "d/e", "f"]) {
          await mkdir(join(folder, part), { recursive: true });
          await Promise.all(Array.from({ length: 20 }, (_, i) => writeFile(join(folder, part, `note-${i}.ts`), "export {};\n")));
        }
        await rename(folder, `${folder}.old`);
        await rm(`${folder}.old`, { recursive: true, force: true });
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(rebuilt).toBe(false);
      // A page in a folder of pages/.
      let built = dev.nextBuild();
      await writeFile(join(project, "pages", "billing", "things.ts"), page("Things, edited"));
      expect(await built).toBe(true);
      expect(await (await fetch(`${base}/billing/things.html`)).text()).toContain("<h1>Things, edited</h1>");
      // The configuration.
      built = dev.nextBuild();
      await writeFile(join(project, "refkit.config.ts"), 'import { configure } from "refkit";\nconfigure((config) => { config.siteTitle = "Edited site"; });\n');
      expect(await built).toBe(true);
      expect(await (await fetch(`${base}/billing/things.html`)).text()).toContain("Edited site");
      // The team's stylesheet, which the configuration names: an edit to it is the site's.
      await mkdir(join(project, "brand"));
      await writeFile(join(project, "brand", "docs.css"), "h1 { color: red; }\n");
      built = dev.nextBuild();
      await writeFile(join(project, "refkit.config.ts"), 'import { configure } from "refkit";\nconfigure((config) => { config.stylesheet = "brand/docs.css"; });\n');
      expect(await built).toBe(true);
      built = dev.nextBuild();
      await writeFile(join(project, "brand", "docs.css"), "h1 { color: blue; }\n");
      expect(await built).toBe(true);
      expect(await (await fetch(`${base}/assets/team.css`)).text()).toBe("h1 { color: blue; }\n");
    } finally {
      await dev.close();
      await rm(project, { recursive: true, force: true });
    }
  });

  it("watches every file an OpenAPI document references, and the ones a rebuild adds", async () => {
    const api = join(root, "api");
    await mkdir(api, { recursive: true });
    const main = (ref: string) => `openapi: 3.0.3\ninfo: { title: Split, version: "1" }\npaths:\n  /things:\n    get:\n      responses:\n        "200": { $ref: "${ref}" }\n`;
    const response = (description: string) => `description: ${description}\n`;
    await writeFile(join(api, "openapi.yaml"), main("./one.yaml"));
    await writeFile(join(api, "one.yaml"), response("First"));
    await writeFile(join(api, "two.yaml"), response("Second"));
    const dev = await startDev({ root: api, out: join(api, "site"), openapi: join(api, "openapi.yaml"), port: 0, onError: (e) => { throw e; } });
    try {
      expect(dev.summary.documentFiles).toEqual([join(api, "openapi.yaml"), join(api, "one.yaml")]);
      // Editing the referenced file, not the document, rebuilds.
      let built = dev.nextBuild();
      await writeFile(join(api, "one.yaml"), response("First, edited"));
      expect(await built).toBe(true);
      // The document now references another file: that one is watched from then on.
      built = dev.nextBuild();
      await writeFile(join(api, "openapi.yaml"), main("./two.yaml"));
      expect(await built).toBe(true);
      built = dev.nextBuild();
      await writeFile(join(api, "two.yaml"), response("Second, edited"));
      expect(await built).toBe(true);
    } finally {
      await dev.close();
    }
  });

  it("follows a description that each save replaces (written beside it, then renamed over it, as many editors save)", async () => {
    const api = join(root, "replaced");
    await mkdir(api, { recursive: true });
    const document = (title: string) => JSON.stringify({ openapi: "3.1.0", info: { title, version: "1" }, paths: { "/things": { get: { summary: "List things", responses: { "200": { description: "OK" } } } } } });
    const file = join(api, "openapi.json");
    await writeFile(file, document("First"));
    const dev = await startDev({ root: api, out: join(api, "site"), openapi: file, port: 0, onError: (e) => { throw e; } });
    try {
      for (const title of ["Second", "Third", "Fourth"]) {
        const built = dev.nextBuild();
        await writeFile(`${file}.swp`, document(title));
        await rename(`${file}.swp`, file);
        expect(await built).toBe(true);
        expect(await readFile(join(api, "site", "index.html"), "utf8")).toContain(`<title>`);
        expect(await readFile(join(api, "site", "openapi.json"), "utf8")).toContain(`"title":"${title}"`);
      }
    } finally {
      await dev.close();
    }
  });

  it("is reachable from the command, and a plain build has no reload script", async () => {
    await writeFile(join(root, "pages", "things.ts"), page("Things"));
    const out: string[] = [];
    let server: import("node:http").Server | undefined;
    const io: Io = { stdout: (l) => out.push(l), stderr: (l) => out.push(l), cwd: root, env: { PORT: "0" }, onServe: (s) => (server = s) };
    expect(await run(["dev", "--out", join(root, "dev-site")], io)).toBe(0);
    server!.close();
    expect(out.join("\n")).toMatch(/Watching .* for changes[\s\S]*Serving .* at http:\/\/localhost:\d+\//);
    expect(out).toContain(`Watching ${join(root, "pages")} and ${join(root, "refkit.config.ts")} for changes`);
    expect(await run(["build", "--out", join(root, "plain")], { ...io, onServe: undefined })).toBe(0);
    expect(await readFile(join(root, "plain", "things.html"), "utf8")).not.toContain("refkit-dev.js");
  });

  it("says it watches the description and the files it references, not pages/, with --openapi", async () => {
    const api = join(root, "watched-api");
    await mkdir(api, { recursive: true });
    await writeFile(join(api, "openapi.yaml"), `openapi: 3.0.3\ninfo: { title: Watched, version: "1" }\npaths:\n  /things:\n    get:\n      responses:\n        "200": { $ref: "./ok.yaml" }\n`);
    await writeFile(join(api, "ok.yaml"), "description: OK\n");
    const out: string[] = [];
    let server: import("node:http").Server | undefined;
    const io: Io = { stdout: (l) => out.push(l), stderr: (l) => out.push(l), cwd: api, env: { PORT: "0" }, onServe: (s) => (server = s) };
    expect(await run(["dev", "--openapi", "openapi.yaml", "--out", join(api, "site")], io)).toBe(0);
    server!.close();
    expect(out).toContain(`Watching ${join(api, "openapi.yaml")} (and the 1 file it references) and ${join(api, "refkit.config.ts")} for changes`);
  });
});

describe("refkit dev follows a folder deleted and made again (a checkout, a generator)", () => {
  /** Polls `url` until its text contains `text`; a rebuild may take a while, and a missing site answers 503 meanwhile. */
  async function served(url: string, text: string, limit = 90_000): Promise<void> {
    const started = Date.now();
    let last = "";
    while (Date.now() - started < limit) {
      const answer = await fetch(url).catch(() => undefined);
      last = answer === undefined ? "no answer" : `${answer.status} ${await answer.text()}`;
      if (answer?.status === 200 && last.includes(text)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting for ${url} to contain ${JSON.stringify(text)}; last: ${last.slice(0, 300)}`);
  }
  const document = (title: string) => JSON.stringify({ openapi: "3.1.0", info: { title, version: "1" }, paths: { "/things": { get: { summary: "List things", responses: { "200": { description: "OK" } } } } } });
  /** Writes the project's page anew into its made-again pages/, then edits it twice: each version served in turn. */
  async function madeAgainThenEdited(base: string, project: string): Promise<void> {
    for (const title of ["Things, made again", "Things, edited after", "Things, edited once more"]) {
      await writeFile(join(project, "pages", "things.ts"), page(title));
      await served(`${base}/things.html`, `<h1>${title}</h1>`);
    }
  }

  it("pages/: removed and made again, then edited", { timeout: 240_000 }, async () => {
    const project = await mkdtemp(join(tmpdir(), "refkit-dev-pages-again-"));
    await mkdir(join(project, "pages"));
    await writeFile(join(project, "pages", "things.ts"), page("Things"));
    const dev = await startDev({ root: project, out: join(project, "site"), port: 0, onError: () => undefined });
    try {
      const base = `http://127.0.0.1:${(dev.server.address() as { port: number }).port}`;
      await rm(join(project, "pages"), { recursive: true, force: true });
      await mkdir(join(project, "pages"));
      await madeAgainThenEdited(base, project);
    } finally {
      await dev.close();
      await rm(project, { recursive: true, force: true });
    }
  });

  it("the description's folder: removed, made again later, then edited", { timeout: 240_000 }, async () => {
    const project = await mkdtemp(join(tmpdir(), "refkit-dev-api-again-"));
    const api = join(project, "api");
    await mkdir(api);
    await writeFile(join(api, "openapi.json"), document("First"));
    const dev = await startDev({ root: project, out: join(project, "site"), openapi: join(api, "openapi.json"), port: 0, onError: () => undefined });
    try {
      const base = `http://127.0.0.1:${(dev.server.address() as { port: number }).port}`;
      await rm(api, { recursive: true, force: true });
      // Gone for a while, as while a generator runs.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await mkdir(api);
      await writeFile(join(api, "openapi.json"), document("Made again"));
      await served(`${base}/openapi.json`, '"title":"Made again"');
      for (const title of ["Edited after", "Edited once more"]) {
        await writeFile(join(api, "openapi.json"), document(title));
        await served(`${base}/openapi.json`, `"title":"${title}"`);
      }
    } finally {
      await dev.close();
      await rm(project, { recursive: true, force: true });
    }
  });

  it("the project folder: removed and made again at once, then edited", { timeout: 240_000 }, async () => {
    const parent = await mkdtemp(join(tmpdir(), "refkit-dev-project-again-"));
    const project = join(parent, "project");
    await mkdir(join(project, "pages"), { recursive: true });
    await writeFile(join(project, "pages", "things.ts"), page("Things"));
    const dev = await startDev({ root: project, out: join(parent, "site"), port: 0, onError: () => undefined });
    try {
      const base = `http://127.0.0.1:${(dev.server.address() as { port: number }).port}`;
      await rm(project, { recursive: true, force: true });
      await mkdir(join(project, "pages"), { recursive: true });
      await madeAgainThenEdited(base, project);
    } finally {
      await dev.close();
      await rm(parent, { recursive: true, force: true });
    }
  });
});
