/**
 * The files of a new refkit project, as text: `package.json` (an ES-module package with refkit and
 * the docs scripts), `tsconfig.json`, `refkit.config.ts`, an example page (or, with an OpenAPI
 * document, a configuration that names it and a guide beside its reference) and a `.gitignore`
 * for the output.
 */

/** What the project is made from. */
export interface ScaffoldOptions {
  /** The package name. */
  readonly name: string;
  /** The refkit version range the project depends on, such as `^0.1.0`. */
  readonly refkit: string;
  /** The OpenAPI document's path relative to the project, with `/` separators. */
  readonly openapi?: string | undefined;
  /** With `openapi`: its first operation that has an operationId, which the example guide links. */
  readonly firstOperation?: { readonly operationId: string; readonly title: string } | undefined;
  /** With `openapi`: its first model (named schema) whose name a link can hold, which the example guide links too. */
  readonly firstModel?: string | undefined;
}

/** Relative path → file text, in the order they are listed to the user. */
export type Scaffold = ReadonlyMap<string, string>;

/**
 * A package name from a folder name: lower-case, npm's allowed characters, never empty.
 * @example packageName("My API Docs") // "my-api-docs"
 */
export function packageName(folder: string): string {
  const name = folder.toLowerCase().replace(/[^a-z0-9._~-]+/g, "-").replace(/^[-._~]+|[-._~]+$/g, "");
  return name.slice(0, 214) || "api-reference";
}

/**
 * The new project's files.
 * @example scaffold({ name: "docs", refkit: "^0.1.0" }).get("package.json")
 */
export function scaffold({ name, refkit, openapi, firstOperation, firstModel }: ScaffoldOptions): Scaffold {
  const manifest = {
    name,
    private: true,
    type: "module",
    scripts: {
      "docs:dev": "refkit dev",
      "docs:build": "refkit build",
      "docs:serve": "refkit serve",
      typecheck: "tsc --noEmit",
    },
    dependencies: { refkit },
    devDependencies: { typescript: "^5.9.3" },
  };
  const tsconfig = {
    compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true },
    include: ["refkit.config.ts", "pages"],
  };
  const files = new Map<string, string>([
    ["package.json", `${JSON.stringify(manifest, null, 2)}\n`],
    ["tsconfig.json", `${JSON.stringify(tsconfig, null, 2)}\n`],
    ["refkit.config.ts", openapi === undefined ? pagesConfig : openApiConfig(openapi)],
  ]);
  if (openapi === undefined) files.set("pages/widgets.ts", examplePage);
  else files.set("pages/getting-started.md", guide(firstOperation, firstModel));
  files.set(".gitignore", "node_modules/\n# The built site: `npm run docs:build` writes it, deploy it from here.\nsite/\n# The page cache, when there is no node_modules/ (see refkit's README).\n.refkit-cache/\n");
  return files;
}

const pagesConfig = `import { configure } from "refkit";

// Every request example on every page inherits these settings.
configure((config) => {
  config.apiBaseUrl = "https://api.example.com";
  config.apiAuthHeader = "Authorization: Bearer <API_KEY>";
  // config.apiClients = { … } adds snippet languages or replaces one (see refkit's README).
});
`;

/** The configuration of a project built from a description: it names the description. */
function openApiConfig(openapi: string): string {
  return `import { configure } from "refkit";

configure((config) => {
  // The reference is built from this description, beside the guides in pages/.
  config.openapi = ${JSON.stringify(openapi)};
  // Its first server and its security scheme give the base URL and the auth line of every
  // snippet. Set them here to override the description.
  // config.apiBaseUrl = "https://api.example.com";
  // config.apiAuthHeader = "Authorization: Bearer <API_KEY>";
});
`;
}

/** A first guide, before the reference, linking the description's first operation by its operationId, and its first model by its name. */
function guide(first: ScaffoldOptions["firstOperation"], model: string | undefined): string {
  const link = `${first === undefined ? "" : ` Start with [${first.title.replace(/[[\]\\]/g, "\\$&")}](op:${first.operationId}).`}${model === undefined ? "" : ` See the [${model.replace(/[[\]\\]/g, "\\$&")}](model:${model}) model.`}`;
  return `---
title: Getting started
order: 0
---
Every Markdown file in \`pages/\` is a guide beside the reference: its front matter gives its
title, its sidebar group and its order (0 or less before the reference, more after it), and each
\`##\` heading is a section. A link to \`op:<operationId>\` leads to that operation, one to
\`model:<schema name>\` to that model, and the build checks them.${link}

## Authentication

Say here how a reader gets a key and sends it.
`;
}

const examplePage = `import { Operation, Page, md } from "refkit";

const widget = { id: "wid_1Xa9", object: "widget", name: "Left-handed sprocket", size: 3, created: 1700000000 };

// One page of the reference. Every file under pages/ whose default export is a Page becomes
// one HTML page; each Operation is one endpoint, declared once.
export default class Widgets extends Page {
  title = "Widgets";
  description = md("Widgets are what your customers order. Every request needs your API key.");

  sections() {
    return [
      Operation({
        method: "post",
        path: "/v1/widgets",
        title: "Create a widget",
        description: "Creates a widget and returns it.",
        fields: [
          { name: "name", type: "string", required: true, description: "What the widget is called." },
          { name: "size", type: "integer", description: md("From **1** to **10**. Default 1.") },
        ],
        errors: [
          { scenario: "Missing or invalid API key", status: "401", type: "authentication_error" },
          { scenario: "Size out of range", status: "422", type: "validation_error", param: "size" },
        ],
        request: { body: { name: "Left-handed sprocket", size: 3 } },
        response: widget,
      }),
      Operation({
        method: "get",
        path: "/v1/widgets/:id",
        title: "Retrieve a widget",
        fields: [{ name: "id", type: "string", required: true, description: "The widget's identifier, in the path." }],
        errors: [{ scenario: "No widget with this id", status: "404", type: "not_found_error", param: "id" }],
        request: { params: { id: "wid_1Xa9" } },
        response: widget,
      }),
    ];
  }
}
`;
