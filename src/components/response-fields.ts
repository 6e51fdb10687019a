/**
 * The fields of a response body: what the reader gets back, as a field table under a heading
 * that names the status. Other documented responses are shown collapsed.
 */
import { cellMarkdown, inlineCode, markdownText } from "../text/markdown-text.ts";
import { RefkitError, describeValue } from "../errors.ts";
import { html } from "../html.ts";
import { isPlainObject } from "../values.ts";
import { cellExpected, isCell, renderCell } from "./cell.ts";
import { FieldTable } from "./field-table.ts";
import { modelLink, modelLinkMarkdown } from "./model-link.ts";
import type { Node, RenderContext, SearchText } from "./node.ts";
import type { ResponseFieldsOptions } from "../tables.ts";

export type { ResponseFieldsOptions } from "../tables.ts";


/**
 * The fields of a response, in a `.rk-returns` block.
 * @example ResponseFields({ status: "200", description: "The customer.", fields: [{ name: "id", type: "string", description: "Its identifier." }] })
 */
export function ResponseFields(options: ResponseFieldsOptions): Node {
  const component = "ResponseFields";
  if (!isPlainObject(options)) throw new RefkitError({ component }, `expected { status, description, fields }, got ${describeValue(options)}`);
  const { status, description, fields, variants, collapsed = false, model, stream } = options;
  if (status !== undefined && (typeof status !== "string" || !/^([1-5](\d\d|XX)|default)$/i.test(status))) {
    throw new RefkitError({ component, key: "status" }, `expected a status as OpenAPI writes it ("200", "4XX", "default"), got ${describeValue(status)}`);
  }
  if (description !== undefined && !isCell(description)) throw new RefkitError({ component, key: "description" }, `expected ${cellExpected}, got ${describeValue(description)}`);
  if (typeof collapsed !== "boolean") throw new RefkitError({ component, key: "collapsed" }, `expected true or false, got ${describeValue(collapsed)}`);
  if (model !== undefined && !(isPlainObject(model) && typeof model.name === "string" && typeof model.type === "string")) {
    throw new RefkitError({ component, key: "model" }, `expected { name, type } (strings), got ${describeValue(model)}`);
  }
  if (stream !== undefined && typeof stream !== "string") throw new RefkitError({ component, key: "stream" }, `expected a media type string, got ${describeValue(stream)}`);
  const table = FieldTable(fields, variants === undefined ? {} : { variants });
  const shown = status === undefined ? undefined : status.toUpperCase() === "DEFAULT" ? "default" : status.toUpperCase();
  return Object.freeze({
    kind: "response-fields",
    search: (): SearchText => ({ returned: table.search?.().names ?? [] }),
    markdown(context: RenderContext) {
      const returns = model === undefined ? "" : ` (${modelLinkMarkdown(context, model.name, markdownText(model.type))})`;
      const heading = `**${shown === undefined ? "Response" : `Response ${inlineCode(shown)}`}**${description === undefined ? "" : ` ${cellMarkdown(description).replace(/\s*\n+\s*/g, " ")}`}${returns}`;
      const { first, label } = variants === undefined && fields.length > 0 ? context.shared(fields, "rk-fields", shown) : { first: true, label: shown };
      const note = stream === undefined ? "" : `A stream (${inlineCode(stream)}): each item has these fields.\n\n`;
      return `${heading}\n\n${note}${first ? table.markdown!(context) : `The same fields as ${label === undefined ? "the response" : `the ${inlineCode(label)} response`} above.`}`;
    },
    render(context: RenderContext) {
      const returns = model === undefined ? "" : html` <span class="rk-returns-model">${modelLink(context, model.name, model.type)}</span>`;
      const heading = html`<span class="rk-returns-label">${shown === undefined ? "Response" : html`Response <code class="rk-status">${shown}</code>`}</span>${
        description === undefined ? "" : html` <span class="rk-returns-description">${renderCell(description, context)}</span>`
      }${returns}`;
      // The same fields (the same array) shown again on a page link to their first table.
      const { id, first, label } = variants === undefined && fields.length > 0 ? context.shared(fields, "rk-fields", shown) : { id: undefined, first: true, label: shown };
      const note = stream === undefined ? "" : html`<p class="rk-stream-note">A stream (<code>${stream}</code>): each item has these fields.</p>`;
      const body = first ? html`${note}${table.render(context)}` : html`${note}<p class="rk-same-fields">The same fields as <a href="#${id}">${label === undefined ? "the response" : html`the <code class="rk-status">${label}</code> response`} above</a>.</p>`;
      const at = first && id !== undefined ? html` id="${id}"` : "";
      return collapsed
        ? html`<details class="rk-returns rk-returns-other"${at}><summary class="rk-returns-title">${heading}</summary>${body}</details>`
        : html`<div class="rk-returns"${at}><h3 class="rk-returns-title">${heading}</h3>${body}</div>`;
    },
  });
}
