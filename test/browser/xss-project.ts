/**
 * The declarations of the XSS test's project (test/browser/xss.test.ts), one group of vectors per
 * pair of pages.
 *
 * The test copies this file into the generated project as `lib.ts`, where `refkit.config.ts` and
 * the pages import it, and imports it itself to know what each page must show: both sides run the
 * same declarations, so the expected text is computed, never copied.
 *
 * Every author-controlled input gets the vector. An input whose declaration refkit refuses (a
 * header name, a status, a base URL that is no URL…) is recorded with the `RefkitError` it threw,
 * and the page uses a harmless value there instead.
 */
import {
  Config,
  Endpoint,
  ErrorTable,
  FieldTable,
  JsonResponse,
  Markdown,
  RequestExample,
  Section,
  Table,
  code,
  commonmark,
  md,
  type ApiClient,
  type Cell,
  type Node,
  type RequestOptions,
} from "refkit";

/** Every author-controlled input a vector is put into, in the order of the report. */
export const inputs = [
  "page title",
  "page description (string)",
  "page description (md)",
  "section title",
  "section id",
  "section description (string)",
  "section description (code)",
  "section description (md)",
  "endpoint method",
  "endpoint path",
  "field name",
  "field type",
  "field description (plain)",
  "field description (code)",
  "field description (md)",
  "field description (commonmark)",
  "error scenario",
  "error status",
  "error type",
  "error param",
  "table column header",
  "table cell (plain)",
  "table cell (code)",
  "table cell (md)",
  "table cell (commonmark)",
  "Markdown()",
  "Markdown(html)",
  "response title",
  "response JSON key",
  "response JSON value",
  "request method",
  "request path",
  "query key",
  "query value",
  "header name",
  "header value",
  "body key",
  "body value",
  "string body",
  "base URL (as written)",
  "base URL (path prefix)",
  "auth line (as written)",
  "auth line (header value)",
  "client token",
  "client label",
  "client file name",
  "client lexer",
  "client template output",
] as const;

export type Input = (typeof inputs)[number];

/** The four shipped clients, which every example shows besides the vector's own client. */
export const defaultTokens: readonly string[] = Object.freeze(["curl", "javascript", "ruby", "python"]);

/** The configuration of the whole project (refkit.config.ts): already a path prefix and an auth value with markup. */
export const projectBaseUrl = `https://api.example.com/"><img src=x onerror=alert(1)>/<script>alert(1)</script>`;
export const projectAuthHeader = `X-Refkit-Xss: "><script>alert(1)</script>`;

/** How many vectors share a pair of pages. */
export const groupSize = 15;

/** The client token of vector `index`, which also prefixes its sections' ids. */
export const tokenOf = (index: number): string => `x${String(index).padStart(3, "0")}`;
/** The two page slugs of group `group`. */
export const slugsOf = (group: number): readonly [string, string] => [`g${String(group + 1).padStart(2, "0")}`, `g${String(group + 1).padStart(2, "0")}-text`];
/** What joins a group's vectors in its page titles and descriptions. */
export const titleSeparator = " | ";
export const descriptionSeparator = "\n\n";

/** Which inputs took the vector, and the error each refused one threw. */
export class Attempts {
  readonly accepted = new Set<Input>();
  readonly refused = new Map<Input, Error>();

  /** Runs a declaration; a `RefkitError` marks the input refused, any other error is a bug and is thrown. */
  try<T>(input: Input, declare: () => T): T | undefined {
    try {
      const result = declare();
      this.accepted.add(input);
      return result;
    } catch (error) {
      if (!(error instanceof Error) || error.name !== "RefkitError") throw error;
      this.refused.set(input, error);
      return undefined;
    }
  }

  /** An input that refkit does not validate (text that is only ever shown). */
  take(input: Input): true {
    this.accepted.add(input);
    return true;
  }

  ok(input: Input): boolean {
    return this.accepted.has(input);
  }
}

/** A client whose label, file name, lexer and output are the vector (the parts refkit accepts). */
export function clientFor(vector: string, attempts = new Attempts()): ApiClient {
  const template = (request: { httpMethod: string; urlWithQuery: string; prettyBodyJson: string }) =>
    `${vector}\n${request.httpMethod} ${request.urlWithQuery}\n${request.prettyBodyJson}\n`;
  const base: ApiClient = { label: "Vector", lexer: "text", filename: "request.txt", template };
  const probe = (client: ApiClient) => () => (new Config().apiClients = { probe: client });
  attempts.take("client template output");
  attempts.try("client token", () => (new Config().apiClients = { [vector]: base }));
  return {
    label: attempts.try("client label", probe({ ...base, label: vector })) ? vector : base.label,
    lexer: attempts.try("client lexer", probe({ ...base, lexer: vector })) ? vector : base.lexer,
    filename: attempts.try("client file name", probe({ ...base, filename: vector })) ? vector : base.filename,
    template,
  };
}

/** Applies the project's configuration: the base URL, the auth line, one client per vector. */
export function configureProject(config: Config, vectors: readonly string[]): void {
  config.apiBaseUrl = projectBaseUrl;
  config.apiAuthHeader = projectAuthHeader;
  config.apiClients = Object.fromEntries(vectors.map((vector, index) => [tokenOf(index), clientFor(vector)]));
}

/** A node rendered with another configuration: how one page shows a base URL or auth line of its own. */
function withConfig(config: Config, node: Node): Node {
  return { kind: "xss-config", placement: "aside", render: (context) => node.render({ ...context, config }) };
}

/** Text an element must show exactly: `selector` within the page, or the document's title. */
export interface TextCheck {
  readonly page: string;
  readonly input: Input;
  readonly selector: string | "document.title";
  readonly expected: string;
}

/**
 * Markdown an element renders: safe, and the vector's letters still there. CommonMark with HTML
 * (`html`) is sanitized, so what an allowlist drops is gone on purpose: the element must be there
 * and the page safe.
 */
export interface MarkdownCheck {
  readonly page: string;
  readonly input: Input;
  readonly selector: string;
  readonly source: string;
  readonly html?: boolean;
}

/** A request example (the `nth` `.rk-example` under `selector`) whose snippets must be `snippets(options, config)`. */
export interface ExampleCheck {
  readonly page: string;
  readonly inputs: readonly Input[];
  readonly selector: string;
  readonly nth: number;
  readonly options: RequestOptions;
  /** `"project"`: the project's configuration (see `configureProject`). */
  readonly config: Config | "project";
}

/** A page of the project as the page module declares it. */
export interface PlannedPage {
  readonly slug: string;
  readonly title: string;
  readonly description: Cell;
  readonly sections: readonly Node[];
}

/** A JSON response (`selector`) whose text must be `JSON.stringify(value, null, 2)`. */
export interface ResponseCheck {
  readonly page: string;
  readonly selector: string;
  readonly value: unknown;
}

/** Everything about one vector: its sections on its group's two pages, what they must show, what refkit refused. */
export interface VectorPlan {
  readonly index: number;
  readonly vector: string;
  readonly attempts: Attempts;
  /** The sections on the group's first page, and on its second. */
  readonly sections: readonly [readonly Node[], readonly Node[]];
  readonly texts: readonly TextCheck[];
  readonly markdown: readonly MarkdownCheck[];
  readonly examples: readonly ExampleCheck[];
  readonly responses: readonly ResponseCheck[];
}

/** A group of vectors: its two pages, whose titles and descriptions join the group's vectors. */
export interface GroupPlan {
  readonly group: number;
  readonly vectors: readonly VectorPlan[];
  readonly pages: readonly [PlannedPage, PlannedPage];
  readonly texts: readonly TextCheck[];
  readonly markdown: readonly MarkdownCheck[];
}

/**
 * Declares the vectors of group `group` (`vectors` are all of them): the two pages, titled with
 * the group's vectors joined; the first page's description is them joined as block Markdown, the
 * second's as plain text.
 */
export function planGroup(vectors: readonly string[], group: number): GroupPlan {
  const first = group * groupSize;
  const members = vectors.slice(first, first + groupSize).map((vector, i) => planVector(vector, first + i));
  const [one, two] = slugsOf(group);
  const title = members.map((plan) => plan.vector).join(titleSeparator);
  const description = members.map((plan) => plan.vector).join(descriptionSeparator);
  for (const plan of members) {
    plan.attempts.take("page title");
    plan.attempts.take("page description (md)");
    plan.attempts.take("page description (string)");
  }
  const texts: TextCheck[] = [];
  for (const page of [one, two]) {
    texts.push({ page, input: "page title", selector: "main h1", expected: title });
    texts.push({ page, input: "page title", selector: "document.title", expected: `${title} · API reference` });
    texts.push({ page, input: "page title", selector: `nav.rk-sidebar a[href="${page}.html"]`, expected: title });
  }
  texts.push({ page: two, input: "page description (string)", selector: "main .rk-page-description", expected: description });
  return {
    group,
    vectors: members,
    pages: [
      { slug: one, title, description: md(description), sections: members.flatMap((plan) => plan.sections[0]) },
      { slug: two, title, description, sections: members.flatMap((plan) => plan.sections[1]) },
    ],
    texts,
    markdown: [{ page: one, input: "page description (md)", selector: "main .rk-page-description", source: description }],
  };
}

const item = { method: "post", path: "/v1/items" } as const;

/**
 * Declares vector `index` in every input but the page's title and description (see `planGroup`).
 * On its group's first page, two sections: the field and error tables, the base table and
 * Markdown(). On the second, two more: the request examples and the response, the endpoint line
 * and the examples under configurations of the page's own.
 */
export function planVector(vector: string, index: number): VectorPlan {
  const v = vector;
  const a = new Attempts();
  const [one, two] = slugsOf(Math.floor(index / groupSize));
  const token = tokenOf(index);
  const texts: TextCheck[] = [];
  const markdown: MarkdownCheck[] = [];
  const examples: ExampleCheck[] = [];
  const text = (page: string, input: Input, selector: string, expected = v) => texts.push({ page, input, selector, expected });
  const prose = (page: string, input: Input, selector: string, html = false) => markdown.push({ page, input, selector, source: v, html });
  /**
   * The section of this vector named `name`, such as `#x017-fields`. The "tables" section has no
   * id of its own: it gets the title's slug (de-duplicated), and is found as the one after "fields".
   */
  const at = (name: string) => (name === "tables" ? `#${token}-fields + section` : `#${token}-${name}`);
  // The sidebar lists the current page's sections, linked by fragment.
  const navAt = (_page: string, name: string) =>
    name === "tables" ? `nav.rk-sidebar li:has(> a[href="#${token}-fields"]) + li > a` : `nav.rk-sidebar a[href="#${token}-${name}"]`;

  // Sections: every title is the vector; ids are explicit (the vector cannot be one), but for one.
  a.try("section id", () => Section("Section", { id: v }));
  const title = a.try("section title", () => Section(v)) ? v : "Section";
  const section = (page: string, name: string, options: { description?: Cell | Node }, ...children: Node[]) => {
    if (title === v) {
      text(page, "section title", `${at(name)} .rk-section-title`);
      text(page, "section title", `${navAt(page, name)} > span:last-child`);
    }
    return Section(title, name === "tables" ? options : { ...options, id: `${token}-${name}` }, ...children);
  };
  const described = (input: Input, cell: Cell, fallback: Cell): Cell => (a.try(input, () => Section("Section", { description: cell })) ? cell : fallback);

  // Field table: a parent row (name, type, plain description) with a child, then code and md descriptions.
  const fieldRow = (override: Record<string, unknown>) => ({ name: "name", type: "string", description: "plain", ...override });
  const probeField = (input: Input, override: Record<string, unknown>) => a.try(input, () => FieldTable([fieldRow(override) as never])) !== undefined;
  const nameOk = probeField("field name", { name: v, children: [{ name: "child", type: "string", description: "child" }] });
  const typeOk = probeField("field type", { type: v });
  const plainOk = probeField("field description (plain)", { description: v });
  const codeOk = probeField("field description (code)", { description: code(v) });
  const mdOk = probeField("field description (md)", { description: md(v) });
  const cmOk = probeField("field description (commonmark)", { description: commonmark(v) });
  const fields = FieldTable([
    fieldRow({ name: nameOk ? v : "name", type: typeOk ? v : "object", description: plainOk ? v : "plain", children: [{ name: "child", type: "string", description: "child" }] }) as never,
    fieldRow({ name: "code", description: codeOk ? code(v) : "code" }) as never,
    fieldRow({ name: "md", description: mdOk ? md(v) : "md" }) as never,
    fieldRow({ name: "commonmark", description: cmOk ? commonmark(v) : "commonmark" }) as never,
  ]);
  const fieldCell = (row: number, column: number) => `${at("fields")} table:nth-of-type(1) > tbody > tr:nth-child(${row}) > td:nth-child(${column})`;
  if (nameOk) {
    text(one, "field name", `${fieldCell(1, 1)} code.rk-field-name`);
    text(one, "field name", `${fieldCell(2, 1)} code.rk-field-name`, `${v}.child`);
  }
  if (typeOk) text(one, "field type", fieldCell(1, 2));
  if (plainOk) text(one, "field description (plain)", fieldCell(1, 4));
  if (codeOk) text(one, "field description (code)", `${fieldCell(3, 4)} > code`);
  if (mdOk) prose(one, "field description (md)", fieldCell(4, 4));
  if (cmOk) prose(one, "field description (commonmark)", fieldCell(5, 4), true);

  // Error table: the status must be a 3-digit code, so the vector goes in the other keys.
  const errorRow = { scenario: "Scenario", status: "400", type: "invalid_request", param: "param" };
  const probeError = (input: Input, override: Record<string, unknown>) => a.try(input, () => ErrorTable([{ ...errorRow, ...override } as never])) !== undefined;
  const scenarioOk = probeError("error scenario", { scenario: v });
  probeError("error status", { status: v });
  const errorTypeOk = probeError("error type", { type: v });
  const paramOk = probeError("error param", { param: v });
  const errors = ErrorTable([{ scenario: scenarioOk ? v : "Scenario", status: "400", type: errorTypeOk ? v : "invalid_request", param: paramOk ? v : "param" }]);
  const errorCell = (column: number) => `${at("fields")} table:nth-of-type(2) > tbody > tr:nth-child(1) > td:nth-child(${column})`;
  if (scenarioOk) text(one, "error scenario", errorCell(1));
  if (errorTypeOk) text(one, "error type", `${errorCell(3)} > a.rk-row-link > code`);
  if (paramOk) text(one, "error param", `${errorCell(4)} > code`);

  // The base table and block Markdown.
  const columnOk = a.try("table column header", () => Table({ columns: [v], rows: [["x"]] })) !== undefined;
  const cellOk = (input: Input, cell: Cell) => a.try(input, () => Table({ columns: ["Column"], rows: [[cell]] })) !== undefined;
  const tPlain = cellOk("table cell (plain)", v);
  const tCode = cellOk("table cell (code)", code(v));
  const tMd = cellOk("table cell (md)", md(v));
  const tCm = cellOk("table cell (commonmark)", commonmark(v));
  const table = Table({ columns: [columnOk ? v : "Plain", "Code", "Markdown", "CommonMark"], rows: [[tPlain ? v : null, tCode ? code(v) : null, tMd ? md(v) : null, tCm ? commonmark(v) : null]] });
  if (columnOk) text(one, "table column header", `${at("tables")} table > thead > tr > th:nth-child(1)`);
  if (tPlain) text(one, "table cell (plain)", `${at("tables")} table > tbody > tr > td:nth-child(1)`);
  if (tCode) text(one, "table cell (code)", `${at("tables")} table > tbody > tr > td:nth-child(2) > code`);
  if (tMd) prose(one, "table cell (md)", `${at("tables")} table > tbody > tr > td:nth-child(3)`);
  if (tCm) prose(one, "table cell (commonmark)", `${at("tables")} table > tbody > tr > td:nth-child(4)`, true);
  const block = a.try("Markdown()", () => Markdown(v));
  if (block) prose(one, "Markdown()", `${at("tables")} .rk-section-main > div.rk-prose`);
  const htmlBlock = a.try("Markdown(html)", () => Markdown(v, { html: true }));
  if (htmlBlock) prose(one, "Markdown(html)", `${at("tables")} .rk-section-main > div.rk-prose + div.rk-prose`, true);

  const stringDescription = described("section description (string)", v, "Description");
  const codeDescription = described("section description (code)", code(v), "Description");
  const mdDescription = described("section description (md)", md(v), "Description");
  if (stringDescription === v) text(one, "section description (string)", `${at("fields")} > .rk-section-main > .rk-section-description`);
  if (codeDescription !== "Description") text(one, "section description (code)", `${at("tables")} > .rk-section-main > .rk-section-description > code`);
  if (mdDescription !== "Description") prose(two, "section description (md)", `${at("examples")} > .rk-section-main > .rk-section-description`);

  // The request example under the project's configuration, with the vector's own client.
  clientFor(v, a);
  const probeRequest = (input: Input, options: Record<string, unknown>) => a.try(input, () => RequestExample({ ...item, ...options } as RequestOptions)) !== undefined;
  const methodOk = probeRequest("request method", { method: v });
  const pathOk = probeRequest("request path", { path: `/v1/${v}` });
  const queryKeyOk = probeRequest("query key", { query: { [v]: "key" } });
  const queryValueOk = probeRequest("query value", { query: { value: v } });
  const headerNameOk = probeRequest("header name", { headers: { [v]: "name" } });
  const headerValueOk = probeRequest("header value", { headers: { "X-Refkit-Value": v } });
  const bodyKeyOk = probeRequest("body key", { body: { [v]: "key" } });
  const bodyValueOk = probeRequest("body value", { body: { value: v } });
  const stringBodyOk = probeRequest("string body", { body: v });
  const request: RequestOptions = {
    method: methodOk ? v : "post",
    path: pathOk ? `/v1/${v}` : "/v1/items",
    query: { ...(queryKeyOk ? { [v]: "key" } : {}), ...(queryValueOk ? { value: v } : {}) },
    headers: { ...(headerNameOk ? { [v]: "name" } : {}), ...(headerValueOk ? { "X-Refkit-Value": v } : {}) },
    body: { ...(bodyKeyOk ? { [v]: "key" } : {}), ...(bodyValueOk ? { value: v } : {}) },
    clients: [...defaultTokens, token],
  };
  const requestInputs: Input[] = ["request method", "request path", "query key", "query value", "header name", "header value", "body key", "body value"];
  const clientInputs: Input[] = ["client label", "client file name", "client lexer", "client template output"];
  const asides: Node[] = [RequestExample(request)];
  examples.push({ page: two, inputs: [...requestInputs, ...clientInputs].filter((input) => a.ok(input)), selector: at("examples"), nth: 0, options: request, config: "project" });
  if (stringBodyOk) {
    // One client: the example without tabs.
    const options: RequestOptions = { ...item, body: v, clients: ["ruby"] };
    asides.push(RequestExample(options));
    examples.push({ page: two, inputs: ["string body"], selector: at("examples"), nth: 1, options, config: "project" });
  }

  // The response: keys, values and its title.
  const responseTitleOk = a.try("response title", () => JsonResponse({}, { title: v })) !== undefined;
  const keyOk = a.try("response JSON key", () => JsonResponse({ [v]: "key" })) !== undefined;
  const valueOk = a.try("response JSON value", () => JsonResponse({ value: v })) !== undefined;
  const value = {
    id: "obj_123",
    ...(keyOk ? { [v]: "key" } : {}),
    ...(valueOk ? { value: v, list: [v, { [keyOk ? v : "key"]: v }] } : {}),
  };
  asides.push(JsonResponse(value, responseTitleOk ? { title: v } : {}));
  if (responseTitleOk) text(two, "response title", `${at("examples")} .rk-response .rk-code-title`);

  // The endpoint line, and request examples under a configuration of the page's own.
  const endpointMethodOk = a.try("endpoint method", () => Endpoint(v, "/v1/items")) !== undefined;
  const endpointPathOk = a.try("endpoint path", () => Endpoint("post", v)) !== undefined;
  const endpoint = Endpoint(endpointMethodOk ? v : "post", endpointPathOk ? v : "/v1/items");
  if (endpointMethodOk) {
    text(two, "endpoint method", `${at("endpoint")} > .rk-section-main > .rk-section-description .rk-badge`, v.trim().toUpperCase());
    text(two, "endpoint method", `${navAt(two, "endpoint")} .rk-badge`, v.trim().toUpperCase());
  }
  if (endpointPathOk) text(two, "endpoint path", `${at("endpoint")} > .rk-section-main > .rk-section-description code.rk-path`);
  const prefixed = new Config();
  a.try("base URL (path prefix)", () => (prefixed.apiBaseUrl = `https://api.example.com/${v}`));
  a.try("auth line (header value)", () => (prefixed.apiAuthHeader = `X-Refkit-Xss: ${v}`));
  const written = new Config();
  a.try("base URL (as written)", () => (written.apiBaseUrl = v));
  a.try("auth line (as written)", () => (written.apiAuthHeader = v));
  const configured: Node[] = [];
  const configExample = (config: Config, inputs: Input[], clients: readonly string[]) => {
    const used = inputs.filter((input) => a.ok(input));
    if (used.length === 0) return;
    const options: RequestOptions = { ...item, body: { id: 1 }, clients };
    examples.push({ page: two, inputs: used, selector: at("endpoint"), nth: configured.length, options, config });
    configured.push(withConfig(config, RequestExample(options)));
  };
  configExample(prefixed, ["base URL (path prefix)", "auth line (header value)"], ["curl", "javascript"]);
  configExample(written, ["base URL (as written)", "auth line (as written)"], ["python"]);

  const sections: [Node[], Node[]] = [
    [section(one, "fields", { description: stringDescription }, fields, errors), section(one, "tables", { description: codeDescription }, table, ...(block ? [block] : []), ...(htmlBlock ? [htmlBlock] : []))],
    [section(two, "examples", { description: mdDescription }, ...asides), section(two, "endpoint", { description: endpoint }, ...configured)],
  ];
  const responses = [{ page: two, selector: `${at("examples")} .rk-response pre`, value }];
  return { index, vector, attempts: a, sections, texts, markdown, examples, responses };
}
