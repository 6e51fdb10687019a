/** Helpers for the OpenAPI import tests: small documents, imports into a fresh Config, and reading sections back. */
import { fileURLToPath } from "node:url";
import { Config, importOpenApi, render, type MultipartPart, type Node, type OpenApiImport, type OpenApiOptions, type OpenApiPage, type Page, type RequestExampleNode, type SectionNode, type Settings } from "../../src/index.ts";
import { indexApi } from "../../src/openapi/read/api-index.ts";
import { presentApi, type Presented } from "../../src/present/import.ts";
import { settleApi } from "../../src/present/settle.ts";
import { all, dom, one, tableText, type HTMLElement } from "../support/dom.ts";
import type { Declaration, PartValue } from "../support/expected-request.ts";

/** The path of a fixture under test/fixtures/openapi/. */
export const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/openapi/${name}`, import.meta.url));

/** A minimal valid OpenAPI 3.1 document with these paths (and any other top-level keys). */
export function doc31(paths: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { openapi: "3.1.0", info: { title: "Test API", version: "1" }, paths, ...extra };
}

/** The same, OpenAPI 3.0. */
export function doc30(paths: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { openapi: "3.0.3", info: { title: "Test API", version: "1" }, paths, ...extra };
}

/**
 * Imports into a fresh configuration (unless one is given), without model pages unless asked
 * (`models: true`): the readings these tests check list a model's fields wherever it is used, and
 * the pages are the operations' (test/models.test.ts checks model pages and their links).
 */
export function importDoc(document: unknown, options: OpenApiOptions = {}): OpenApiImport {
  return importOpenApi(document, { config: new Config(), models: false, ...options });
}

/** The stages of an import run one by one, into a fresh configuration, without model pages: the pages, and the landing page a site starts from. */
export function presentDoc(document: unknown, config: Config = new Config()): Presented & { readonly warnings: readonly string[]; readonly settings: Settings } {
  const index = indexApi(document);
  const settled = settleApi(index, config);
  return { ...presentApi(index, settled, { models: false }), warnings: index.warnings, settings: settled.settings };
}

/** Every section of every page, in order (a group's page lists its operations, whose pages have their sections). */
export function sectionsOf(pages: readonly Page[]): SectionNode[] {
  return pages.flatMap((page) => page.sections().filter((node): node is SectionNode => node.kind === "section"));
}

/** The group pages (one per tag, the untagged operations' and the webhooks'), in order: each lists its operations. */
export function groupPages<T extends OpenApiPage>(pages: readonly T[]): T[] {
  return pages.filter((page) => page.parent === undefined);
}

/** The operations' pages, in order: one per operation or webhook, with the callbacks it registers. */
export function operationPages<T extends OpenApiPage>(pages: readonly T[]): T[] {
  return pages.filter((page) => page.parent !== undefined);
}

/** The pages of a group's operations, by the group page's slug (or the group page itself). */
export function childrenOf<T extends OpenApiPage>(pages: readonly T[], group: string | OpenApiPage): T[] {
  const parent = typeof group === "string" ? group : group.slug;
  return pages.filter((page) => page.parent === parent);
}

/** The page that holds the section whose anchor or title is `name`. */
export function pageOf<T extends OpenApiPage>(pages: readonly T[], name: string): T {
  const found = pages.find((page) => sectionsOf([page]).some((s) => s.anchor === name || s.title === name));
  if (!found) throw new Error(`no page holds a section "${name}" among: ${sectionsOf(pages).map((s) => s.anchor).join(", ")}`);
  return found;
}

/** The section whose anchor or title is `name`. */
export function sectionOf(pages: readonly Page[], name: string): SectionNode {
  const found = sectionsOf(pages).find((s) => s.anchor === name || s.title === name);
  if (!found) throw new Error(`no section "${name}" among: ${sectionsOf(pages).map((s) => s.anchor).join(", ")}`);
  return found;
}

/** The kinds of a section's children, in order. */
export const kindsOf = (section: SectionNode) => section.children.map((child) => child.kind);

/** A section's child of a kind, or undefined. */
export function childOf(section: SectionNode, kind: string): Node | undefined {
  return section.children.find((child) => child.kind === kind);
}

/** The request declaration of a section's RequestExample. */
export function requestOf(section: SectionNode): RequestExampleNode["request"] {
  const node = childOf(section, "request-example") as RequestExampleNode | undefined;
  if (!node) throw new Error(`section "${section.title}" has no request example`);
  return node.request;
}

/** Renders a node and parses it. */
export async function rendered(node: Node | Page, config: Config | Settings): Promise<HTMLElement> {
  return dom(await render(node, { config }));
}

/** The body rows of a section's table of a kind ("field-table" or "error-table"), as text. */
export async function tableRows(section: SectionNode, kind: "field-table" | "error-table", config: Config | Settings): Promise<string[][]> {
  const node = childOf(section, kind);
  if (!node) return [];
  return tableText(await rendered(node, config)).rows;
}

/** The body rows of a one-operation document's field table. */
export async function fieldsOf(document: unknown): Promise<string[][]> {
  const result = importDoc(document);
  return tableRows(sectionsOf(result.pages)[0]!, "field-table", result.settings);
}

/** The rendered description cell of a field table row, by its name. */
export async function descriptionCell(section: SectionNode, name: string, config: Config | Settings): Promise<HTMLElement> {
  const root = await rendered(childOf(section, "field-table")!, config);
  const row = all(root, "tbody tr").find((tr) => one(tr, "td").textContent === name);
  if (!row) throw new Error(`no field row "${name}"`);
  return all(row, "td")[3]!;
}

/** The tab tokens of a rendered request example, in order. */
export async function tabsOf(section: SectionNode, config: Config | Settings): Promise<string[]> {
  const root = await rendered(childOf(section, "request-example")!, config);
  return all(root, "[role=tab]").map((tab) => tab.getAttribute("data-rk-lang")!);
}

/** A one-operation document: POST /things with a JSON body of `schema` (3.1 unless `version` says 3.0). */
export function bodyDoc(schema: unknown, version: "3.0" | "3.1" = "3.1", components: Record<string, unknown> = {}): Record<string, unknown> {
  const make = version === "3.0" ? doc30 : doc31;
  return make(
    { "/things": { post: { summary: "Create a thing", requestBody: { content: { "application/json": { schema } } }, responses: { "201": { description: "Created." } } } } },
    { components: { schemas: components } },
  );
}

/**
 * The execution suite's declaration of a section's request example: its options, the auth line
 * and the base URL's path prefix of the configuration it was imported into.
 */
export function declarationOf(section: SectionNode, config: Config | Settings): Declaration {
  const { method, path, body, form, multipart, bodyFile, query, headers, stream } = requestOf(section);
  // The files an upload reads are placeholders a reader replaces: the run gets a small file at each path.
  const paths = [...(bodyFile ? [bodyFile.path] : []), ...(multipart ?? []).flatMap((part) => (part.kind === "file" ? [part.path] : []))];
  return {
    options: { method, path, body, form, multipart: multipart && multipartOptions(multipart), bodyFile, query, headers, ...(stream ? { stream } : {}) },
    ...(paths.length > 0 ? { files: Object.fromEntries(paths.map((file) => [file, Buffer.from(`the bytes of ${file}\n\u0000\u00ff`, "latin1")])) } : {}),
    auth: config.apiAuthHeader,
    basePath: new URL(config.apiBaseUrl).pathname.replace(/\/+$/, ""),
  };
}

/** Checked multipart parts as the options that declare them: a name's several parts as a list. */
function multipartOptions(parts: readonly MultipartPart[]): Record<string, PartValue | PartValue[]> {
  const out: Record<string, PartValue[]> = {};
  for (const part of parts) (out[part.name] ??= []).push(part.kind === "text" ? part.value : { file: part.path, filename: part.filename, contentType: part.contentType });
  return Object.fromEntries(Object.entries(out).map(([name, values]) => [name, values.length === 1 ? values[0]! : values]));
}

/** A run id for the recording server: letters, digits, `-` and `_`. */
export const runIdOf = (...parts: string[]) => parts.join("-").replace(/[^A-Za-z0-9_-]+/g, "_");
