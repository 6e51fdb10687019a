import { spawn } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, type Io } from "../src/cli.ts";
import { writeProject } from "./support/project-files.ts";
import { all, dom, one } from "./support/dom.ts";
import { dependencyNote } from "../src/init/dependency.ts";
import type { ReadDescription } from "../src/reference/project.ts";

const repo = new URL("..", import.meta.url).pathname;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-cli-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

function capture(cwd: string, env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const servers: Server[] = [];
  let url = "";
  const io: Io = {
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    cwd,
    env,
    onServe: (server, at) => {
      servers.push(server);
      url = at;
    },
  };
  return { io, out, err, servers, url: () => url };
}

function project(name: string, files: Record<string, string>): Promise<string> {
  return writeProject(join(work, name), files);
}

const goodPage = `import { Endpoint, Page, RequestExample, Section } from "refkit";
export default class Things extends Page {
  title = "Things";
  sections() {
    return [Section("List things", { description: Endpoint("get", "/v1/things") }, RequestExample({ method: "get", path: "/v1/things" }))];
  }
}
`;

describe("refkit build", () => {
  it("builds the bundled demonstration in a folder without pages", async () => {
    const cwd = await project("empty", {});
    const { io, out, err } = capture(cwd);
    expect(await run(["build"], io)).toBe(0);
    expect(err).toEqual([]);
    expect(out.join("\n")).toMatch(/^Built 1 page, 4 endpoints, 16 snippets in \d+ ms → .*site \(the bundled demonstration.*\nMarkdown for agents: ~2k tokens in the twins \(4 characters a token\); llms-full\.txt holds it all; llms\.txt lists them\.$/);
    expect((await readdir(join(cwd, "site"))).sort()).toEqual([".refkit-site", "404.html", "404.md", "all-endpoints.html", "all-endpoints.md", "assets", "customers.html", "customers.md", "index.html", "index.md", "llms-full.txt", "llms.txt"]);
    expect((await readdir(join(cwd, "site", "assets"))).sort()).toEqual(["favicon.svg", "page.js", "refkit.css", "refkit.js", "rows.js", "search", "search-query.js", "search-words.js", "search.js", "text.js"]);
    expect((await readdir(join(cwd, "site", "assets", "search"))).sort()).toEqual(["d0.json", "index.json", "t0.json"]);
    // Readable by a web server running as another user.
    expect((await stat(join(cwd, "site"))).mode & 0o777).toBe(0o755);
    expect(await readFile(join(cwd, "site", "index.html"), "utf8")).toContain("Create a customer");
    // Each page has its Markdown twin beside it, linked from its head.
    expect(await readFile(join(cwd, "site", "customers.html"), "utf8")).toContain('<link rel="alternate" type="text/markdown" href="customers.md">');
    const twin = await readFile(join(cwd, "site", "customers.md"), "utf8");
    expect(twin).toMatch(/^# Customers\n/);
    expect(twin).toContain("## Create a customer\n\n`POST /v1/customers`");
  });

  it("builds a project's pages with its configuration", async () => {
    const root = await project("good", {
      "refkit.config.ts": `import { configure } from "refkit";\nconfigure((c) => { c.apiBaseUrl = "https://api.things.test"; });\n`,
      "pages/things.ts": goodPage,
    });
    const { io, out } = capture(root);
    expect(await run(["build", "--out", join(root, "public")], io)).toBe(0);
    expect(out.join("\n")).toMatch(/^Built 1 page, 1 endpoints, 4 snippets in \d+ ms/);
    expect(await readFile(join(root, "public", "things.html"), "utf8")).toContain("https://api.things.test/v1/things");
  });

  it("leaves the previous site untouched and names the file and the declaration when a page is bad", async () => {
    const root = await project("bad", { "pages/things.ts": goodPage });
    expect(await run(["build"], capture(root).io)).toBe(0);
    const before = await readFile(join(root, "site", "things.html"), "utf8");
    await writeFile(join(root, "pages", "things.ts"), goodPage.replace('path: "/v1/things" }', 'path: "v1/things" }'));
    const { io, err } = capture(root);
    expect(await run(["build"], io)).toBe(1);
    expect(err.join("\n")).toContain("build failed, the previous site is untouched");
    expect(err.join("\n")).toContain(`${join(root, "pages", "things.ts")}: RequestExample, key "path": expected a path starting with "/", got "v1/things"`);
    expect(await readFile(join(root, "site", "things.html"), "utf8")).toBe(before);
    expect((await readdir(root)).filter((name) => name.includes(".tmp-"))).toEqual([]);
  });

  it("rejects a page module without a Page default export", async () => {
    const root = await project("noexport", { "pages/x.ts": "export const x = 1;\n" });
    const { io, err } = capture(root);
    expect(await run(["build"], io)).toBe(1);
    expect(err.join("\n")).toContain("pages/x.ts: expected a default export that is a Page subclass");
  });

  it("explains usage errors with exit status 2", async () => {
    for (const argv of [[], ["deploy"], ["build", "--bogus"], ["serve", "--port", "99999"]]) {
      const { io, err } = capture(work);
      expect(await run(argv, io)).toBe(2);
      expect(err.join("\n")).toMatch(/^refkit: |^Usage: refkit/);
    }
  });
});

describe("refkit serve", () => {
  it("serves the site on 127.0.0.1 under a strict CSP, and nothing outside it", async () => {
    const root = await project("serve", { "pages/things.ts": goodPage });
    await writeFile(join(work, "secret.txt"), "secret");
    const { io, servers, url } = capture(root, { PORT: "0" });
    expect(await run(["serve"], io)).toBe(0);
    try {
      await symlink(join(work, "secret.txt"), join(root, "site", "link.txt"));
      const base = url();
      expect(base).toMatch(/^http:\/\/localhost:\d+\/$/);
      const address = servers[0]!.address();
      expect(typeof address === "object" && address?.address).toBe("127.0.0.1");
      const page = await fetch(base.replace("localhost", "127.0.0.1"));
      expect(page.status).toBe(200);
      expect(page.headers.get("content-security-policy")).toBe("default-src 'self'");
      expect(await page.text()).toContain("List things");
      for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/assets/%2e%2e%2f%2e%2e%2fsecret.txt", "/link.txt", "/nope.html"]) {
        const answer = await fetch(`http://127.0.0.1:${(address as { port: number }).port}${path}`);
        expect(answer.status, path).toBe(404);
        expect(await answer.text()).not.toContain("secret");
      }
      // A page's URL asked for as Markdown answers with its twin; as HTML, with the page.
      const at = `http://127.0.0.1:${(address as { port: number }).port}/things.html`;
      const markdown = await fetch(at, { headers: { Accept: "text/markdown, text/html;q=0.5" } });
      expect([markdown.status, markdown.headers.get("content-type"), markdown.headers.get("vary")]).toEqual([200, "text/markdown; charset=utf-8", "Accept"]);
      expect(await markdown.text()).toMatch(/^# Things\n[\s\S]*## List things/);
      const html = await fetch(at, { headers: { Accept: "text/html, text/markdown;q=0.5" } });
      expect([html.headers.get("content-type"), (await html.text()).startsWith("<!doctype html>")]).toEqual(["text/html; charset=utf-8", true]);
      // A twin that leads outside the site is not served.
      await rm(join(root, "site", "things.md"));
      await symlink(join(work, "secret.txt"), join(root, "site", "things.md"));
      expect(await (await fetch(at, { headers: { Accept: "text/markdown" } })).text()).not.toContain("secret");
    } finally {
      for (const server of servers) server.close();
    }
  });
});

describe("npm start", () => {
  it("builds the demonstration and prints a URL that serves it", async () => {
    // Its own process group, stopped as a terminal's Ctrl+C would stop it: npm does not pass a
    // signal sent to it alone on to the server it started.
    const child = spawn("npm", ["start", "--silent"], { cwd: repo, env: { ...process.env, PORT: "0" }, stdio: ["ignore", "pipe", "pipe"], detached: true });
    const exited = new Promise((done) => child.on("exit", done));
    try {
      const url = await new Promise<string>((found, fail) => {
        let text = "";
        child.stdout.on("data", (chunk: Buffer) => {
          text += chunk.toString();
          const match = /Serving .* at (http:\/\/localhost:\d+\/)/.exec(text);
          if (match) found(match[1]!);
        });
        child.on("exit", (code) => fail(new Error(`npm start exited with ${code}: ${text}`)));
      });
      const page = await fetch(url.replace("localhost", "127.0.0.1"));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Create a customer");
    } finally {
      process.kill(-child.pid!, "SIGINT");
      await exited;
    }
    expect(existsSync(join(repo, "site", "index.html"))).toBe(true);
  });
});

describe("large sites render in parallel across worker threads", () => {
  it("writes the same files with two threads as with one", async () => {
    const { buildSite } = await import("../src/site/build.ts");
    const pages = Object.fromEntries(
      ["a", "b", "c"].map((name) => [`pages/${name}.ts`, goodPage.replace('title = "Things"', `title = "Things ${name}"`).replace(/\/v1\/things/g, `/v1/things-${name}`)]),
    );
    const root = await project("parallel", { ...pages, "package.json": '{ "type": "module" }' });
    await buildSite({ root, out: join(root, "one"), threads: 1 });
    await buildSite({ root, out: join(root, "two"), threads: 2 });
    const files = (await readdir(join(root, "one"), { recursive: true })).sort();
    expect(files).toEqual((await readdir(join(root, "two"), { recursive: true })).sort());
    for (const file of files.filter((f) => f.endsWith(".html") || f.endsWith(".css"))) {
      expect(await readFile(join(root, "two", file), "utf8"), file).toBe(await readFile(join(root, "one", file), "utf8"));
    }
  });

  it("makes a description's pages in a worker from what the main thread read: the same files, and no file read again", async () => {
    const { buildSite } = await import("../src/site/build.ts");
    const { loadProject } = await import("../src/reference/project.ts");
    const root = await project("parallel-openapi", { "openapi.yaml": await readFile(join(repo, "test/fixtures/openapi/shop.yaml"), "utf8") });
    const openapi = join(root, "openapi.yaml");
    await buildSite({ root, openapi, out: join(root, "one"), threads: 1 });
    await buildSite({ root, openapi, out: join(root, "two"), threads: 2 });
    const files = (await readdir(join(root, "one"), { recursive: true })).sort();
    expect(files).toEqual((await readdir(join(root, "two"), { recursive: true })).sort());
    for (const file of files.filter((f) => /\.(html|md|json|txt)$/.test(f))) expect(await readFile(join(root, "two", file), "utf8"), file).toBe(await readFile(join(root, "one", file), "utf8"));
    // What a worker is posted: the description read (a JSON file's bytes, else the document). It reads no file: not even the description.
    const { parse } = await import("yaml");
    await writeFile(join(root, "openapi.json"), JSON.stringify(parse(await readFile(openapi, "utf8"))));
    for (const [file, kind] of [[openapi, "document"], [join(root, "openapi.json"), "json"]] as const) {
      const told: ReadDescription[] = [];
      const main = await loadProject({ root, openapi: file }, { onRead: ({ description }) => void told.push(description) });
      expect(told.map((description) => Object.keys(description).sort())).toEqual([[kind, "files"].sort()]);
      const worker = await loadProject({ root, openapi: join(root, "gone.yaml") }, { read: structuredClone(told[0]!) });
      expect(worker.pages.map((page) => [page.slug, page.page.title, page.weight])).toEqual(main.pages.map((page) => [page.slug, page.page.title, page.weight]));
    }
  });

  it("reports a page that fails in a worker, naming its file, and keeps the previous site", async () => {
    const { buildSite } = await import("../src/site/build.ts");
    // Fails only off the main thread, so that the worker's error path is what reports it.
    const throwing = `import { isMainThread } from "node:worker_threads";\n${goodPage.replace("sections() {", 'sections() {\n    if (!isMainThread) throw new Error("boom in a worker");')}`;
    const root = await project("parallel-bad", { "pages/a.ts": goodPage, "pages/b.ts": goodPage, "package.json": '{ "type": "module" }' });
    await buildSite({ root, out: join(root, "site"), threads: 1 });
    await writeFile(join(root, "pages", "b.ts"), throwing);
    await expect(buildSite({ root, out: join(root, "site"), threads: 2 })).rejects.toThrow(`${join(root, "pages", "b.ts")}: boom in a worker`);
    expect(await readFile(join(root, "site", "b.html"), "utf8")).toContain("List things");
  });

  it("stops when a worker loads other pages than the site was planned from, and keeps the previous site", async () => {
    const { buildSite } = await import("../src/site/build.ts");
    // A page whose title a worker sees otherwise, as if its module had been edited between the two loads.
    const shifting = `import { isMainThread } from "node:worker_threads";\n${goodPage.replace('title = "Things";', 'title = isMainThread ? "Things" : "Other things";')}`;
    const root = await project("parallel-shifting", { "pages/a.ts": goodPage, "pages/b.ts": goodPage, "package.json": '{ "type": "module" }' });
    await buildSite({ root, out: join(root, "site"), threads: 1 });
    await writeFile(join(root, "pages", "b.ts"), shifting);
    await expect(buildSite({ root, out: join(root, "site"), threads: 2 })).rejects.toThrow(/the project changed while it was built: a render thread found the page "b" \(Other things\)/);
    expect(await readFile(join(root, "site", "b.html"), "utf8")).toContain("List things");
  });
});

describe("refkit build --openapi", () => {
  const fixture = join(repo, "test", "fixtures", "openapi", "tiny.yaml");

  it("builds the document's operations into pages", async () => {
    const root = await project("openapi", {});
    const { io, out, err } = capture(root);
    expect(await run(["build", "--openapi", fixture], io), err.join("\n")).toBe(0);
    expect(out.join("\n")).toMatch(/^Built \d+ pages?, \d+ endpoints, \d+ snippets in \d+ ms/m);
    const html = (await readdir(join(root, "site"))).filter((f) => f.endsWith(".html"));
    expect(html).toContain("index.html");
    expect(html.length).toBeGreaterThan(1);
  });

  it("adds the tabs of the shipped clients --clients names, after the defaults, and refuses an unknown one", async () => {
    const root = await project("openapi-clients", {});
    const { io, err } = capture(root);
    expect(await run(["build", "--openapi", fixture, "--clients", "go,c"], io), err.join("\n")).toBe(0);
    // An operation's page, in its group's folder.
    const page = (await readdir(join(root, "site"), { recursive: true })).find((f) => f.endsWith(".html") && f.includes(sep))!;
    const tabs = [...(await readFile(join(root, "site", page), "utf8")).matchAll(/role="tab"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(tabs.slice(0, 6)).toEqual(["curl", "JavaScript", "Ruby", "Python", "Go", "C"]);
    const bad = capture(root);
    expect(await run(["build", "--openapi", fixture, "--clients", "go,gp"], bad.io)).toBe(1);
    expect(bad.err.join("\n")).toContain('unknown client "gp": the shipped clients are curl, javascript, ruby, python');
  });

  it("offers the document it was built from as one file, linked from every page", async () => {
    const root = await project("download", {});
    const split = join(repo, "test/fixtures/openapi/split/openapi.yaml");
    const { io } = capture(root);
    expect(await run(["build", "--openapi", split], io)).toBe(0);
    const { loadOpenApi } = await import("../src/index.ts");
    expect(JSON.parse(await readFile(join(root, "site", "openapi.json"), "utf8"))).toEqual(JSON.parse(JSON.stringify(await loadOpenApi(split))));
    for (const page of (await readdir(join(root, "site"))).filter((f) => f.endsWith(".html"))) {
      // The 404 page's links start at the root: it is answered for any address.
      const href = page === "404.html" ? "/openapi.json" : "openapi.json";
      expect(await readFile(join(root, "site", page), "utf8"), page).toContain(`<p class="rk-download"><a href="${href}" download>Download the OpenAPI description</a></p>`);
    }
    const pages = await project("no-download", { "pages/things.ts": goodPage });
    expect(await run(["build"], capture(pages).io)).toBe(0);
    expect(existsSync(join(pages, "site", "openapi.json"))).toBe(false);
    expect(await readFile(join(pages, "site", "things.html"), "utf8")).not.toContain("rk-download");
  });

  it("writes nothing and names the JSON pointer for a document that is not an API description", async () => {
    const root = await project("openapi-bad", { "bad.json": JSON.stringify({ openapi: "3.1.0", info: { title: "x", version: "1" }, paths: ["/x"] }) });
    const { io, err } = capture(root);
    expect(await run(["build", "--openapi", join(root, "bad.json")], io)).toBe(1);
    expect(err.join("\n")).toContain(`${join(root, "bad.json")}: #/paths: expected an object of paths, got an array`);
    expect(existsSync(join(root, "site"))).toBe(false);
    expect((await readdir(root)).sort()).toEqual(["bad.json"]);
  });

  it("builds a Swagger 2.0 document, converted on the way", async () => {
    const root = await project("swagger", { "swagger.json": await readFile(join(repo, "test/fixtures/openapi/swagger.json"), "utf8") });
    const { io, out } = capture(root);
    expect(await run(["build", "--openapi", join(root, "swagger.json")], io)).toBe(0);
    // The group's page and one page for each of its two operations, then the Models page and its one model's.
    expect(out.join("\n")).toMatch(/^Built 5 pages, 2 endpoints/);
    const operations = (await readdir(join(root, "site", "legacy-pets"))).filter((f) => f.endsWith(".html"));
    expect(operations).toHaveLength(2);
    for (const file of operations) expect(await readFile(join(root, "site", "legacy-pets", file), "utf8"), file).toContain("https://pets.example.com/v2/pets");
  });

  it("offers a description that is one JSON file as its author wrote it, byte for byte, and a YAML one as JSON", async () => {
    const document = { openapi: "3.1.0", info: { title: "As written", version: "1" }, paths: { "/a": { get: { summary: "A \u00e9", responses: { "200": { description: "OK" } } } } } };
    // Spacing and an escape JSON.stringify would write otherwise.
    const text = JSON.stringify(document).replace('"paths":', '\n  "paths" :').replace("\u00e9", "\\u00e9") + "\n\n";
    const root = await project("download-as-written", { "openapi.json": text, "openapi.yaml": `openapi: 3.1.0\ninfo: { title: As written, version: "1" }\npaths: {}\n` });
    expect(await run(["build", "--openapi", join(root, "openapi.json")], capture(root).io)).toBe(0);
    expect(await readFile(join(root, "site", "openapi.json"), "utf8")).toBe(text);
    expect(await run(["build", "--openapi", join(root, "openapi.yaml"), "--out", join(root, "yaml-site")], capture(root).io)).toBe(0);
    expect(await readFile(join(root, "yaml-site", "openapi.json"), "utf8")).toBe(`${JSON.stringify({ openapi: "3.1.0", info: { title: "As written", version: "1" }, paths: {} }, null, 2)}\n`);
    // JSON with a byte-order mark (which JSON must not have), or with a reference to another file, is written as one document.
    const small = { openapi: "3.1.0", info: { title: "Written", version: "1" }, paths: {} };
    const other = await project("download-rewritten", {
      "bom.json": `\ufeff${JSON.stringify(small)}`,
      "split.json": JSON.stringify({ ...small, components: { schemas: { Thing: { $ref: "./thing.json" } } } }),
      "thing.json": JSON.stringify({ type: "string", description: "From another file" }),
    });
    for (const [name, expected] of [["bom.json", small], ["split.json", { ...small, components: { schemas: { Thing: { type: "string", description: "From another file" } } } }]] as const) {
      expect(await run(["build", "--openapi", join(other, name), "--out", join(other, name.replace(".json", "-site"))], capture(other).io)).toBe(0);
      expect(await readFile(join(other, name.replace(".json", "-site"), "openapi.json"), "utf8"), name).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    }
  });

  it("prints a Swagger 2.0 conversion's warnings and publishes the converted description without them", async () => {
    const swagger = { swagger: "2.0", info: { title: "x", version: "1" }, paths: { "/a": { get: { parameters: [{ in: "query", name: "q", type: "file" }, { in: "body", name: "b", schema: { type: "object" } }, { in: "formData", name: "f", type: "string" }], responses: { "200": { description: "ok" } } } } } };
    const root = await project("swagger-warnings", { "swagger.json": JSON.stringify(swagger) });
    const { io, out, err } = capture(root);
    expect(await run(["build", "--openapi", join(root, "swagger.json")], io)).toBe(0);
    expect([...out, ...err].join("\n")).toContain("warning: #/paths/~1a/get: converting from Swagger 2.0: Operation get:/a has multiple requestBodies");
    const published = await readFile(join(root, "site", "openapi.json"), "utf8");
    expect(JSON.parse(published).openapi).toMatch(/^3\.0\./);
    expect(published).not.toContain("x-refkit");
  });

  it("reports what making each page found once, after the import's warnings, the same with one thread or two", async () => {
    const { buildSite } = await import("../src/site/build.ts");
    const op = (summary: string, tags: string[]) => ({ summary, tags, responses: { "200": { description: "OK" } } });
    // A "." segment is found when the page makes its request example; the unknown security scheme at import.
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 40; i++) paths[`/t${i % 4}/${i}`] = { get: op(`Op ${i}`, [`tag${i % 4}`]) };
    paths["/t1/../x"] = { get: op("Dots", ["tag1"]) };
    paths["/t3/../y"] = { get: op("More dots", ["tag3"]) };
    const document = { openapi: "3.1.0", info: { title: "Warned", version: "1" }, security: [{ missing: [] }], paths };
    const root = await project("warned", { "api.json": JSON.stringify(document) });
    const logs: string[][] = [];
    for (const threads of [1, 2]) {
      const lines: string[] = [];
      const summary = await buildSite({ root, openapi: join(root, "api.json"), out: join(root, `site-${threads}`), threads, logger: { info: (line) => lines.push(line) } });
      expect(summary.endpoints).toBe(42);
      logs.push(lines.filter((line) => line.startsWith("warning: ")));
    }
    expect(logs[0]).toEqual(logs[1]);
    const dots = logs[0]!.filter((line) => line.includes('"." or ".." segment'));
    expect(dots).toEqual([
      'warning: #/paths/~1t1~1..~1x/get: left out the request example: its path has a "." or ".." segment, which URLs resolve away',
      'warning: #/paths/~1t3~1..~1y/get: left out the request example: its path has a "." or ".." segment, which URLs resolve away',
    ]);
    const imported = logs[0]!.findIndex((line) => line.includes("missing"));
    expect(imported).toBeGreaterThanOrEqual(0);
    expect(logs[0]!.indexOf(dots[0]!)).toBeGreaterThan(imported);
    expect(new Set(logs[0]).size).toBe(logs[0]!.length);
  });

  it("refuses a remote reference unless --remote-refs is given", async () => {
    const root = await project("remote", { "api.yaml": "openapi: 3.0.3\ninfo: { title: x, version: '1' }\npaths: {}\ncomponents: { schemas: { A: { $ref: 'https://example.com/a.yaml' } } }\n" });
    const { io, err } = capture(root);
    expect(await run(["build", "--openapi", join(root, "api.yaml")], io)).toBe(1);
    expect(err.join("\n")).toContain("refers to https://example.com/a.yaml, a remote URL: remote references are off (allow them with remoteRefs: true, or --remote-refs)");
  });
});

describe("refkit --version, --help and did you mean", () => {
  it("prints the package's version", async () => {
    const manifest = JSON.parse(await readFile(join(repo, "package.json"), "utf8")) as { version: string };
    for (const argv of [["--version"], ["-v"], ["build", "--version"]]) {
      const { io, out, err } = capture(work);
      expect(await run(argv, io)).toBe(0);
      expect([out, err]).toEqual([[manifest.version], []]);
    }
  });

  it("lists every command with --help, and a command's options with <command> --help", async () => {
    const top = capture(work);
    expect(await run(["--help"], top.io)).toBe(0);
    expect(top.out.join("\n")).toMatch(/^Usage: refkit <command> \[options\]\n\nCommands:\n {2}init \[dir\] +Create .*\n {2}build +Build .*\n {2}serve +.*\n {2}dev +.*\n {2}diff OLD NEW +Compare two versions .*\n {2}mcp +Serve the reference to AI tools .*/);
    const help = async (command: string) => {
      const { io, out } = capture(work);
      expect(await run([command, "-h"], io)).toBe(0);
      return out.join("\n");
    };
    expect(await help("build")).toMatch(/^Usage: refkit build \[--root <dir>\] \[--out <dir>\] \[--openapi <file>\] \[--asyncapi <file>\] \[--remote-refs\] \[--ref-root <dir>\] \[--overlay <file>\] \[--clients <tokens>\] \[--try-it\] \[--locale <tag>\] \[--locales <list>\] \[--site-url <url>\] \[--no-cache\]\n/);
    expect(await help("serve")).toContain("--port <n>");
    expect(await help("dev")).toContain("--port <n>");
    expect(await help("init")).toMatch(/^Usage: refkit init \[dir\] \[--openapi <file>\] \[--starlight\] \[--docusaurus\]\n/);
    expect(await help("build")).not.toContain("--port");
    expect(await help("mcp")).toMatch(/^Usage: refkit mcp \[--root <dir>\] \[--openapi <file>\]/);
    expect(await help("diff")).toMatch(/^Usage: refkit diff OLD NEW \[--format <format>\] \[--fail-on <level>\] \[--remote-refs\]\n/);
  });

  it.each([
    [["biuld"], 'refkit: unknown command "biuld". Did you mean "build"?\nRun `refkit --help` for usage.'],
    [["serv"], 'refkit: unknown command "serv". Did you mean "serve"?\nRun `refkit --help` for usage.'],
    [["int", "docs"], 'refkit: unknown command "int". Did you mean "init"?\nRun `refkit --help` for usage.'],
    [["deploy"], 'refkit: unknown command "deploy"\nRun `refkit --help` for usage.'],
    [["build", "--ot", "x"], 'refkit: unknown option --ot for refkit build. Did you mean "--out"?\nRun `refkit build --help` for usage.'],
    [["dev", "--prot", "0"], 'refkit: unknown option --prot for refkit dev. Did you mean "--port"?\nRun `refkit dev --help` for usage.'],
    [["build", "--port", "0"], 'refkit: unknown option --port for refkit build\nRun `refkit build --help` for usage.'],
    [["serve", "--openapi"], "refkit: option --openapi needs a value (--openapi <file>)\nRun `refkit serve --help` for usage."],
    [["init", "a", "b"], 'refkit: unexpected argument "b" for refkit init\nRun `refkit init --help` for usage.'],
    [[], "refkit: expected a command\nRun `refkit --help` for usage."],
  ])("%j: %s", async (argv, message) => {
    const { io, out, err } = capture(work);
    expect(await run(argv, io)).toBe(2);
    expect([out, err.join("\n")]).toEqual([[], message]);
  });
});

describe("refkit init", () => {
  const listing = async (dir: string) => (existsSync(dir) ? (await readdir(dir, { recursive: true })).sort() : []);

  it("scaffolds a project that builds: an ES-module package.json, the config, an example page, .gitignore", async () => {
    const { io, out, err } = capture(work);
    expect(await run(["init", "fresh"], io)).toBe(0);
    expect(err).toEqual([]);
    const root = join(work, "fresh");
    expect(out.join("\n")).toBe(
      [
        `Created a refkit project in ${root}:`,
        "  package.json",
        "  tsconfig.json",
        "  refkit.config.ts",
        "  pages/widgets.ts",
        "  .gitignore",
        "",
        dependencyNote({ spec: `file:${realpathSync(repo)}`, from: "folder" }),
        "",
        "Next:",
        "  cd fresh",
        "  npm install",
        "  npm run docs:dev     # serves the reference and rebuilds as you edit",
        "  npm run docs:build   # the static site in site/: deploy that folder to any web host",
      ].join("\n"),
    );
    const manifest = JSON.parse(await readFile(join(root, "package.json"), "utf8"));
    // Run from this clone, the project installs refkit from it (refkit is not on the npm registry).
    expect(manifest).toMatchObject({ name: "fresh", private: true, type: "module", dependencies: { refkit: `file:${realpathSync(repo)}` } });
    expect(manifest.scripts).toMatchObject({ "docs:dev": "refkit dev", "docs:build": "refkit build" });
    expect(await readFile(join(root, ".gitignore"), "utf8")).toMatch(/^site\/$/m);
    expect(await readFile(join(root, ".gitignore"), "utf8")).toMatch(/^\.refkit-cache\/$/m);

    const built = capture(root);
    expect(await run(["build"], built.io)).toBe(0);
    expect(built.out.join("\n")).toMatch(/^Built 1 page, 2 endpoints, 8 snippets/);
    const page = await readFile(join(root, "site", "widgets.html"), "utf8");
    expect(page).toContain('<span class="rk-badge rk-badge-primary">POST</span>');
    expect(page).toContain("https://api.example.com/v1/widgets/wid_1Xa9");
    expect(page).toContain("Authorization: Bearer &lt;API_KEY&gt;");
  });

  it("scaffolds in the current folder by default, and into an existing folder with other files", async () => {
    const root = await project("existing", { "README.md": "# ours\n" });
    const { io, out } = capture(root);
    expect(await run(["init"], io)).toBe(0);
    expect(out.join("\n")).not.toContain("  cd ");
    expect(await listing(root)).toEqual([".gitignore", "README.md", "package.json", "pages", "pages/widgets.ts", "refkit.config.ts", "tsconfig.json"]);
  });

  it("never overwrites a file: names it and writes nothing", async () => {
    for (const file of ["package.json", ".gitignore", "pages/widgets.ts"]) {
      const root = await project(`taken-${file.replace(/\W/g, "")}`, { [file]: "theirs\n" });
      const before = await listing(root);
      const { io, out, err } = capture(root);
      expect(await run(["init", "."], io)).toBe(1);
      expect(out).toEqual([]);
      expect(err.join("\n")).toBe(`refkit: init failed.\n${join(root, file)}: already exists; refkit init never overwrites a file, so nothing was written`);
      expect(await listing(root)).toEqual(before);
      expect(await readFile(join(root, file), "utf8")).toBe("theirs\n");
    }
  });

  it("refuses a file as the project folder", async () => {
    await writeFile(join(work, "a-file"), "x");
    const { io, err } = capture(work);
    expect(await run(["init", "a-file"], io)).toBe(1);
    expect(err.join("\n")).toBe(`refkit: init failed.\n${join(work, "a-file")}: expected a folder for the new project, got a file`);
  });

  it("with --openapi, makes a project of a guide beside the document's reference, named in its configuration, and checks the document first", async () => {
    const root = join(work, "from-openapi");
    await mkdir(join(root, "spec"), { recursive: true });
    await writeFile(join(root, "spec", "my api.yaml"), await readFile(join(repo, "test/fixtures/openapi/shop.yaml")));
    const { io, out } = capture(work);
    expect(await run(["init", "from-openapi", "--openapi", "from-openapi/spec/my api.yaml"], io)).toBe(0);
    expect(out[0]).toMatch(/^Created a refkit project from from-openapi\/spec\/my api\.yaml \(\d+ operations\) in .*from-openapi:\n {2}package\.json\n {2}tsconfig\.json\n {2}refkit\.config\.ts\n {2}pages\/getting-started\.md\n {2}\.gitignore\n/);
    const manifest = JSON.parse(await readFile(join(root, "package.json"), "utf8"));
    expect(manifest.scripts).toMatchObject({ "docs:dev": "refkit dev", "docs:build": "refkit build", "docs:serve": "refkit serve" });
    expect(await readFile(join(root, "refkit.config.ts"), "utf8")).toContain('config.openapi = "spec/my api.yaml";');
    // The guide links the first operation by its operationId.
    expect(await readFile(join(root, "pages", "getting-started.md"), "utf8")).toContain("Start with [Retrieve a product](op:getProduct).");

    // `refkit build` in the project, with no option: the guide, then the reference.
    const built = capture(root);
    expect(await run(["build"], built.io), built.err.join("\n")).toBe(0);
    expect(built.out.join("\n")).toMatch(/^Built \d+ pages, 7 endpoints/);
    const guide = dom(await readFile(join(root, "site", "getting-started.html"), "utf8"));
    expect(all(guide, "nav.rk-sidebar .rk-nav-page > a").map((a) => a.textContent)).toEqual(["Getting started", "products", "orders", "Other", "Models"]);
    // Its links to the first operation and the first model lead to their sections.
    const links = all(guide, "main .rk-prose a").map((a) => a.getAttribute("href")!);
    expect(links.map((href) => href.split("/")[0])).toEqual(["products", "models"]);
    for (const href of links) {
      const [file, id] = href.split("#");
      expect(dom(await readFile(join(root, "site", file!), "utf8")).getElementById(id!), href).not.toBeNull();
    }
    // --openapi on the command line wins over the configuration's.
    const tiny = capture(root);
    expect(await run(["build", "--openapi", join(repo, "test/fixtures/openapi/tiny.yaml")], tiny.io), tiny.err.join("\n")).toBe(1);
    expect(tiny.err.join("\n")).toContain("op:getProduct leads to no operation");

    const bad = join(work, "bad-openapi");
    await mkdir(bad);
    await writeFile(join(bad, "api.json"), JSON.stringify({ openapi: "4.0.0", info: { title: "x", version: "1" }, paths: {} }));
    const refused = capture(bad);
    expect(await run(["init", "--openapi", "api.json"], refused.io)).toBe(1);
    expect(refused.err.join("\n")).toMatch(/^refkit: init failed\.\n.*api\.json: #\/openapi: expected an OpenAPI version 3\.0\.x, 3\.1\.x or 3\.2\.x, such as "3\.2\.0", got "4\.0\.0"$/);
    expect(await listing(bad)).toEqual(["api.json"]);
  });
});
