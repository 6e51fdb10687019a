/**
 * Models: a page per named schema (`components.schemas`) in a "Models" group after the
 * operations' — its name, title and description, its fields (with its variants), an example that
 * fits it, and where it is used: the operations that use it directly and the models that contain
 * it, each linked to its page. Made of the public components, as an author's page would be.
 */
import { html } from "../html.ts";
import { countText, en, format, type InterfaceStrings } from "../locale/index.ts";
import { badge, pathCode } from "../components/endpoint.ts";
import { FieldTable } from "../components/field-table.ts";
import { JsonResponse } from "../components/json-response.ts";
import { Markdown } from "../components/markdown.ts";
import type { Node } from "../components/node.ts";
import { Section, slug, type SectionNode } from "../components/section.ts";
import { inlineCode, markdownText } from "../text/markdown-text.ts";
import type { ApiEntry, ApiIndex } from "../openapi/read/api-index.ts";
import { tolerated } from "../openapi/read/collect.ts";
import { modelUses, namedSchemas, type ModelUses } from "../openapi/read/models.ts";
import { codeSpan, jsonSafe } from "../openapi/read/text.ts";
import { once } from "../values.ts";
import type { ModelIdentity, PageGroup, Places, SectionIdentity, WeighedSection } from "./pages.ts";

/** The name the models' page and folder are made from (`models.html`, `models/`), whatever the site's language calls them. */
export const modelsName = "Models";

/** The most lines each "Used by" list shows; the rest are counted. */
export const maxUsedBy = 100;

/** One line of a "Used by" list: what it shows, and where its page is from the site's root (without `.html`), when it has one. */
interface UseLine {
  readonly page: string | undefined;
  readonly id: string;
  readonly method?: string;
  readonly path?: string;
  readonly title: string;
  readonly deprecated?: boolean;
}

/**
 * Where a model is used: the operations, then the models, each a line linked to its page, at most
 * `maxUsedBy` of each, the rest counted. `prefix` leads from the model's page (in the group's
 * folder) back to the site's root.
 */
function UsedBy(operations: readonly UseLine[], models: readonly UseLine[], counts: { readonly operations: number; readonly models: number }, prefix: string, text: InterfaceStrings): Node {
  const more = (shown: number, all: number, what: "moreOperations" | "moreModels") => (all > shown ? countText(text, what, all - shown) : "");
  const line = (use: UseLine) =>
    html`${use.method === undefined ? "" : html`${badge(use.method)} `}<span class="rk-operation-title">${use.title}</span>${use.deprecated ? html`<span class="rk-visually-hidden"> (${text.deprecated})</span>` : ""}${use.path === undefined ? "" : html` ${pathCode(use.path)}`}`;
  const list = (title: string, uses: readonly UseLine[], all: number, what: "moreOperations" | "moreModels") =>
    uses.length === 0
      ? ""
      : html`<p class="rk-used-by-title">${title}</p><ul>${uses.map((use) => html`<li>${use.page === undefined ? html`<span>${line(use)}</span>` : html`<a href="${`${prefix}${use.page}.html#${use.id}`}">${line(use)}</a>`}</li>`)}${
          all > uses.length ? html`<li class="rk-used-by-more">${more(uses.length, all, what)}</li>` : ""
        }</ul>`;
  const markdownList = (title: string, uses: readonly UseLine[], all: number, what: "moreOperations" | "moreModels") => {
    if (uses.length === 0) return "";
    const items = uses.map((use) => {
      const name = markdownText(use.title);
      const lead = use.method === undefined ? "" : `${inlineCode(`${use.method.toUpperCase()} ${use.path}`)} `;
      return `- ${lead}${use.page === undefined ? name : `[${name}](${prefix}${use.page}.md#${use.id})`}${use.deprecated ? ` (${text.deprecated})` : ""}`;
    });
    return `${format(text.labelled, { label: title, text: "" }).trimEnd()}\n\n${items.join("\n")}${all > uses.length ? `\n- ${more(uses.length, all, what)}` : ""}`;
  };
  return Object.freeze({
    kind: "used-by",
    render: () =>
      operations.length + models.length === 0
        ? html`<p class="rk-used-by-none">${text.usedByNone}</p>`
        : html`<div class="rk-used-by">${list(text.usedBy, operations, counts.operations, "moreOperations")}${list(text.usedIn, models, counts.models, "moreModels")}</div>`,
    markdown: () =>
      operations.length + models.length === 0
        ? markdownText(text.usedByNone)
        : [markdownList(text.usedBy, operations, counts.operations, "moreOperations"), markdownList(text.usedIn, models, counts.models, "moreModels")].filter(Boolean).join("\n\n"),
  });
}

/**
 * The models' group: a section per named schema, in the order `components.schemas` lists them,
 * each on its own page in the group's folder. `identity` is the import's, so that a "Used by" line
 * names an operation as its page does; `places` says where each operation and model landed (filled
 * when the pages are named, read when a section is made). `undefined` when the document names no schema.
 */
export function modelGroup(index: ApiIndex, identity: (entry: ApiEntry) => SectionIdentity, places: Places, text: InterfaceStrings = en): PageGroup | undefined {
  const { doc, schemas, warn } = index.context;
  const named = namedSchemas(doc);
  if (named.length === 0) return undefined;
  // Read once, when the first model's section is made, for every page of the group.
  const uses = once((): ModelUses<ApiEntry> => tolerated(undefined, warn, () => modelUses(doc, index.entries())) ?? { operations: new Map(), models: new Map() });
  const names = new Map(named.map((schema) => [schema.pointer, schema.name]));
  const usesOf = (pointer: string) => {
    const operations = (uses().operations.get(pointer) ?? []).map(identity);
    const models = (uses().models.get(pointer) ?? []).map((at) => names.get(at)!);
    return { operations, models };
  };
  const sections = named.map((schema): WeighedSection => {
    const model: ModelIdentity = { name: schema.name, anchor: slug(schema.name), title: schema.name };
    const view = () => schemas.view({ $ref: schema.pointer }, schema.pointer);
    const make = once((): SectionNode | undefined =>
      tolerated(undefined, warn, () => {
        const shown = view();
        const fields = schemas.fields(shown, "response");
        const variants = schemas.fieldVariants(shown, "response");
        const prose = [schema.title !== undefined && schema.title !== schema.name ? `**${schema.title}.**` : "", schema.description ?? ""].filter(Boolean).join(" ");
        const children: Node[] = [];
        if (prose !== "") children.push(Markdown(prose, { html: true }));
        if (fields.length > 0 || variants) children.push(FieldTable(fields, variants ? { variants } : {}));
        else children.push(Markdown(format(text.wholeValue, { type: codeSpan(schemas.label(shown)) })));
        const { operations, models } = usesOf(schema.pointer);
        const operationLines = operations.slice(0, maxUsedBy).map((op): UseLine => ({ ...places.operation(op), method: op.method, path: op.path, title: op.title, deprecated: op.deprecated }));
        const modelLines = models.slice(0, maxUsedBy).map((name): UseLine => ({ ...places.model(name), title: name }));
        children.push(UsedBy(operationLines, modelLines, { operations: operations.length, models: models.length }, "../", text));
        children.push(JsonResponse(jsonSafe(schemas.sample(shown, "response")), { title: text.example }));
        return Section(schema.name, { id: model.anchor }, ...children);
      }),
    );
    // What the section shows besides the document's shared parts: where its users' pages are.
    const inputsPrint = () => {
      const { operations, models } = usesOf(schema.pointer);
      return JSON.stringify([operations.slice(0, maxUsedBy).map((op) => [places.operation(op), op.title, op.deprecated]), models.slice(0, maxUsedBy).map((name) => places.model(name)), operations.length, models.length]);
    };
    return { make, weight: 1, title: schema.name, model, inputsPrint };
  });
  return { tag: undefined, title: text.models, name: modelsName, group: undefined, sections };
}
