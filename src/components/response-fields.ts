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
import { en, format, formatHtml } from "../locale/index.ts";

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
      const text = context?.config.text ?? en;
      const heading = `**${shown === undefined ? markdownText(text.response) : format(markdownText(text.responseStatus), { status: inlineCode(shown) })}**${description === undefined ? "" : ` ${cellMarkdown(description).replace(/\s*\n+\s*/g, " ")}`}${returns}`;
      const { first, label } = variants === undefined && fields.length > 0 ? context.shared(fields, "rk-fields", shown) : { first: true, label: shown };
      const note = stream === undefined ? "" : `${format(markdownText(text.streamNote), { type: inlineCode(stream) })}\n\n`;
      const same = format(markdownText(text.sameFields), { response: label === undefined ? markdownText(text.theResponse) : format(markdownText(text.theStatusResponse), { status: inlineCode(label) }) });
      return `${heading}\n\n${note}${first ? table.markdown!(context) : same}`;
    },
    render(context: RenderContext) {
      const returns = model === undefined ? "" : html` <span class="rk-returns-model">${modelLink(context, model.name, model.type)}</span>`;
      const { text } = context.config;
      const heading = html`<span class="rk-returns-label">${shown === undefined ? text.response : formatHtml(text.responseStatus, { status: html`<code class="rk-status">${shown}</code>` })}</span>${
        description === undefined ? "" : html` <span class="rk-returns-description">${renderCell(description, context)}</span>`
      }${returns}`;
      // The same fields (the same array) shown again on a page link to their first table.
      const { id, first, label } = variants === undefined && fields.length > 0 ? context.shared(fields, "rk-fields", shown) : { id: undefined, first: true, label: shown };
      const note = stream === undefined ? "" : html`<p class="rk-stream-note">${formatHtml(text.streamNote, { type: html`<code>${stream}</code>` })}</p>`;
      const response = html`<a href="#${id}">${label === undefined ? text.theResponse : formatHtml(text.theStatusResponse, { status: html`<code class="rk-status">${label}</code>` })}</a>`;
      const body = first ? html`${note}${table.render(context)}` : html`${note}<p class="rk-same-fields">${formatHtml(text.sameFields, { response })}</p>`;
      const at = first && id !== undefined ? html` id="${id}"` : "";
      return collapsed
        ? html`<details class="rk-returns rk-returns-other"${at}><summary class="rk-returns-title">${heading}</summary>${body}</details>`
        : html`<div class="rk-returns"${at}><h3 class="rk-returns-title">${heading}</h3>${body}</div>`;
    },
  });
}
