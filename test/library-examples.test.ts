/**
 * The library examples run as written. Every fenced TypeScript or JavaScript block of README.md and
 * docs/ that imports from "refkit" and reads a description (or loads a reference of one) is run as a module, with "refkit" this
 * checkout's and the description it names a small one (shop.yaml: its server
 * `https://{region}.shop.test/v2`, bearer auth); the HTML it renders sends the snippets to the
 * document's server with its auth line, as the reader's site would. And an imported page renders
 * so whichever documented way renders it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { Config, importOpenApi, loadOpenApi, openApiPages, render, renderDocument, resetConfig, configure } from "../src/index.ts";

const repo = resolve(import.meta.dirname, "..");
const description = join(repo, "test/fixtures/openapi/shop.yaml");
const server = "https://eu.shop.test/v2";
const defaultServer = "https://api.example.com";

interface Example {
  readonly where: string;
  readonly code: string;
}

/** The library examples: blocks that import from "refkit" (not a framework plugin) and load a description. */
function libraryExamples(): Example[] {
  const files = ["README.md", ...readdirSync(join(repo, "docs")).filter((name) => name.endsWith(".md")).sort().map((name) => `docs/${name}`)];
  return files.flatMap((file) => {
    const text = readFileSync(join(repo, file), "utf8");
    return [...text.matchAll(/^```(ts|js|typescript|javascript|mjs)\n([\s\S]*?)^```/gm)]
      .filter((block) => /from "refkit"/.test(block[2]!) && /\b(loadOpenApi|readOpenApi|loadReference)\(/.test(block[2]!))
      .map((block) => ({ where: `${file}:${text.slice(0, block.index).split("\n").length}`, code: block[2]! }));
  });
}

/** The names an example declares at its top level, to export them. */
function topLevelNames(code: string): string[] {
  const names: string[] = [];
  for (const [, binding] of code.matchAll(/^(?:const|let|class)\s+(\{[^}]*\}|\[[^\]]*\]|[A-Za-z_$][\w$]*)/gm)) {
    names.push(...binding!.replace(/[{}[\]]/g, "").split(",").map((part) => part.split(":").pop()!.trim()).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name)));
  }
  return names;
}

/** The example as a module: refkit from this checkout, the description it names the fixture, what it declares exported. */
function runnable(code: string): string {
  const refkit = pathToFileURL(join(repo, "src/index.ts")).href;
  const body = code
    .replace(/from "refkit"/g, `from ${JSON.stringify(refkit)}`)
    .replace(/\b(loadOpenApi|readOpenApi)\(\s*"[^"]+"/g, (_match, load: string) => `${load}(${JSON.stringify(description)}`)
    .replace(/\bloadReference\(\s*\{\s*openapi:\s*"[^"]+"/g, `loadReference({ openapi: ${JSON.stringify(description)}`);
  const names = topLevelNames(code);
  return `${body}\n${names.length > 0 ? `export { ${names.join(", ")} };\n` : ""}`;
}

const folder = mkdtempSync(join(repo, "test", ".library-examples-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the README's and docs' library examples", () => {
  const examples = libraryExamples();

  it("finds the examples that import a description", () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
    expect(examples.some((example) => example.code.includes("renderDocument(operation, { config })"))).toBe(true);
  });

  it.each(examples.map((example, i) => [example.where, example, i] as const))("%s runs, and what it renders uses the document's server and auth line", async (_where, example, i) => {
    const file = join(folder, `example-${i}.ts`);
    writeFileSync(file, runnable(example.code));
    const exported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const rendered = Object.values(exported).filter((value): value is string => typeof value === "string" && value.includes("<pre"));
    for (const html of rendered) {
      expect(html).toContain(server);
      expect(html).toContain("Authorization: Bearer");
      expect(html).not.toContain(defaultServer);
    }
    if (/\brender(Document|Page)?\(/.test(example.code)) expect(rendered.length).toBeGreaterThan(0);
  });
});

describe("an imported page renders with its document's server and auth line where the user set nothing", () => {
  const document = loadOpenApi(description);
  /** The first operation's page (the first page is its group's, which lists it and has no snippet). */
  const operationPage = <T extends { readonly parent: string | undefined }>(pages: readonly T[]): T => {
    const page = pages.find((candidate) => candidate.parent !== undefined);
    expect(page).toBeDefined();
    return page!;
  };
  const ways = {
    "render(page)": async (config?: Config) => render(operationPage(openApiPages(await document, config ? { config } : {})), config ? { config } : {}),
    "renderDocument(page)": async (config?: Config) => renderDocument(operationPage(openApiPages(await document, config ? { config } : {})), config ? { config } : {}),
    "renderDocument(page) with the import's settings": async (config?: Config) => {
      const { pages, settings } = importOpenApi(await document, config ? { config } : {});
      return renderDocument(operationPage(pages), { config: settings });
    },
  };

  it.each(Object.entries(ways))("%s, given a configuration that sets nothing", async (_way, draw) => {
    const html = await draw(new Config());
    expect(html).toContain(server);
    expect(html).toContain("Authorization: Bearer");
    expect(html).not.toContain(defaultServer);
  });

  it.each(Object.entries(ways))("%s, with the configuration in scope", async (_way, draw) => {
    try {
      const html = await draw();
      expect(html).toContain(server);
      expect(html).not.toContain(defaultServer);
    } finally {
      resetConfig();
    }
  });

  it.each(Object.entries(ways))("%s: what the configuration sets wins, even the default value", async (_way, draw) => {
    const config = new Config();
    config.apiBaseUrl = defaultServer;
    config.apiAuthHeader = null;
    const html = await draw(config);
    expect(html).toContain(defaultServer);
    expect(html).not.toContain(server);
    expect(html).not.toContain("Authorization: Bearer");
  });

  it("the configuration in scope applies too (configure)", async () => {
    try {
      configure((config) => {
        config.apiBaseUrl = "https://global.example.test";
      });
      const html = await render(operationPage(openApiPages(await document)));
      expect(html).toContain("https://global.example.test");
      expect(html).toContain("Authorization: Bearer");
    } finally {
      resetConfig();
    }
  });
});
