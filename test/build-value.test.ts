/**
 * A build is a value: `buildSite(options)` reads what it is given and the project's files, holds
 * no global state, and returns what it built. Two builds at once in one process write exactly the
 * bytes two separate `refkit build` processes write.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Config, buildSite, getConfig } from "../src/index.ts";

const repo = resolve(import.meta.dirname, "..");
const scratch = mkdtempSync(join(tmpdir(), "refkit-build-value-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function project(name: string, files: Record<string, string>): Promise<string> {
  const root = join(scratch, name);
  for (const [file, text] of Object.entries({ "package.json": '{ "type": "module" }\n', ...files })) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}

/** `refkit build …` in a process of its own; resolves with its exit status and output. */
function cli(args: readonly string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(repo, "src", "cli.ts"), "build", ...args], { cwd: repo, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", fail);
    child.on("close", (status) => done({ status, output }));
  });
}

/** Every file of a site, by its path in the site, with its bytes. */
async function siteFiles(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries.filter((e) => e.isFile()).sort((a, b) => join(a.parentPath, a.name).localeCompare(join(b.parentPath, b.name)))) {
    files.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  }
  return files;
}

const alphaConfig = `import { clients, configure } from "refkit";
configure((config) => {
  config.apiBaseUrl = "https://api.alpha.test/v1";
  config.apiAuthHeader = "X-Alpha-Key: <ALPHA_KEY>";
  config.apiClients = { go: clients.go };
  config.siteTitle = "Alpha";
});
`;

const alphaPage = `import { Endpoint, Page, RequestExample, Section } from "refkit";
export default class Things extends Page {
  title = "Things";
  sections() {
    return [Section("Create a thing", { description: Endpoint("post", "/things") }, RequestExample({ method: "post", path: "/things", body: { name: "Widget" } }))];
  }
}
`;

const betaConfig = `import { configure } from "refkit";
configure((config) => {
  config.tryIt = true;
  config.apiAuthHeader = "Authorization: Token <BETA_TOKEN>";
});
`;

const betaDocument = JSON.stringify({
  openapi: "3.1.0",
  info: { title: "Beta", version: "1" },
  servers: [{ url: "https://api.beta.test" }, { url: "https://sandbox.beta.test" }],
  security: [{ bearer: [] }],
  components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
  paths: {
    "/orders/{id}": {
      get: {
        tags: ["Orders"],
        summary: "Get an order",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", example: "ord_1" } }],
        "x-codeSamples": [{ lang: "PHP", source: "<?php get_order('ord_1');\n" }],
        responses: { "200": { description: "The order.", content: { "application/json": { schema: { type: "object", properties: { id: { type: "string", example: "ord_1" } } } } } } },
      },
    },
  },
});

describe("buildSite", () => {
  it("builds two projects at once in one process to exactly the bytes of two separate CLI runs, each with its own configuration", async () => {
    const alpha = await project("alpha", { "refkit.config.ts": alphaConfig, "pages/things.ts": alphaPage });
    const beta = await project("beta", { "refkit.config.ts": betaConfig, "api.json": betaDocument });
    const runs = [await cli(["--root", alpha, "--out", join(alpha, "cli")]), await cli(["--root", beta, "--openapi", join(beta, "api.json"), "--clients", "java", "--out", join(beta, "cli")])];
    expect(runs.map((run) => run.status), runs.map((run) => run.output).join("\n")).toEqual([0, 0]);

    const before = getConfig().chosen();
    const [a, b] = await Promise.all([
      buildSite({ root: alpha, out: join(alpha, "library") }),
      buildSite({ root: beta, openapi: join(beta, "api.json"), clients: ["java"], out: join(beta, "library") }),
    ]);
    expect(getConfig().chosen(), "the global configuration is left alone").toEqual(before);
    // Beta's one operation: its group's page (orders.html) and its own (orders/get-orders-id.html).
    expect([a!.pages, a!.operations, b!.pages, b!.operations]).toEqual([1, 1, 2, 1]);

    for (const [root, name] of [[alpha, "alpha"], [beta, "beta"]] as const) {
      const [fromCli, fromLibrary] = [await siteFiles(join(root, "cli")), await siteFiles(join(root, "library"))];
      expect([...fromLibrary.keys()], name).toEqual([...fromCli.keys()]);
      for (const [file, bytes] of fromCli) expect(fromLibrary.get(file)!.equals(bytes), `${name}: ${file}`).toBe(true);
    }
    // Each site has its own project's settings, and nothing of the other's.
    const alphaPageHtml = (await readFile(join(alpha, "library", "things.html"), "utf8"));
    const betaPageHtml = (await readFile(join(beta, "library", "orders", "get-orders-id.html"), "utf8"));
    expect(await readFile(join(beta, "library", "orders.html"), "utf8")).toContain('href="orders/get-orders-id.html"');
    expect(alphaPageHtml).toContain("https://api.alpha.test/v1/things");
    expect(alphaPageHtml).toContain("X-Alpha-Key: &lt;ALPHA_KEY&gt;");
    expect(alphaPageHtml).toContain('data-rk-lang="go"');
    expect(alphaPageHtml).not.toMatch(/beta|data-rk-lang="java"|Try it/);
    expect(betaPageHtml).toContain("https://api.beta.test/orders/ord_1");
    expect(betaPageHtml).toContain("Authorization: Token &lt;BETA_TOKEN&gt;");
    expect(betaPageHtml).toContain('data-rk-lang="java"');
    expect(betaPageHtml).toContain('data-rk-lang="php"');
    expect(betaPageHtml).toContain("Try it");
    expect(betaPageHtml).not.toMatch(/alpha|data-rk-lang="go"/i);
  });

  it("builds with a configuration it is given instead of refkit.config.ts, and leaves it as it was", async () => {
    const root = await project("given", { "refkit.config.ts": alphaConfig, "pages/things.ts": alphaPage });
    const config = new Config();
    config.apiBaseUrl = "https://api.given.test";
    const chosen = config.chosen();
    const summary = await buildSite({ root, config });
    expect(config.chosen()).toEqual(chosen);
    const html = await readFile(join(root, "site", "things.html"), "utf8");
    expect(html).toContain("https://api.given.test/things");
    expect(html).not.toContain("alpha");
    expect(summary).toMatchObject({ out: join(root, "site"), pages: 1, operations: 1, endpoints: 1, warnings: [] });
  });

  it("returns the warnings it printed", async () => {
    const root = await project("warned", { "api.json": JSON.stringify({ openapi: "3.1.0", info: { title: "W", version: "1" }, paths: { "/a": { get: { security: [{ missing: [] }], responses: { "200": { description: "OK" } } } } } }) });
    const printed: string[] = [];
    const summary = await buildSite({ root, openapi: join(root, "api.json"), logger: { info: (line) => printed.push(line) } });
    expect(summary.warnings.length).toBeGreaterThan(0);
    expect(summary.warnings.map((warning) => `warning: ${warning}`)).toEqual(printed.filter((line) => line.startsWith("warning: ")));
  });
});
