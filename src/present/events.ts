/**
 * Webhooks and callbacks: requests the API sends to the reader, not requests the reader sends.
 * Each becomes a section of its own kind (`data-rk-kind`): its badge and name or runtime
 * expression, the payload's fields and example, and what the receiver must answer. No client tab
 * pretends the reader sends it.
 */
import { Endpoint } from "../components/endpoint.ts";
import { FieldTable } from "../components/field-table.ts";
import { JsonResponse } from "../components/json-response.ts";
import { Markdown } from "../components/markdown.ts";
import { withProse } from "../components/prose.ts";
import type { Node } from "../components/node.ts";
import { ResponseFields } from "../components/response-fields.ts";
import { Section, type SectionNode } from "../components/section.ts";
import { Table } from "../components/table.ts";
import type { OperationContext } from "./operation.ts";
import { operationTitle, readOperation, type Operation } from "../openapi/read/operation.ts";
import { format } from "../locale/index.ts";

/**
 * The section of a webhook or a callback. `parent` is the operation that registers a callback.
 * @example eventSection(collectWebhooks(doc)[0], context)
 */
export function eventSection(op: Operation, context: OperationContext, parent?: Operation): SectionNode {
  const model = readOperation(op, context);
  const children: Node[] = [];
  const { text } = context.settings;
  // The label in bold, the operation that registers a callback in italics within it.
  const callback = parent === undefined ? text.callbackLabel : format(text.callbackOf, { operation: `*${operationTitle(parent).replace(/[*_`[\]\\]/g, "\\$&")}*` });
  const who = `**${model.kind === "webhook" ? text.webhookLabel : callback}${text.fullStop}** ${model.kind === "webhook" ? text.webhookText : text.callbackText}`;
  const prose = [who, model.deprecated ? `**${text.deprecatedLabel}${text.fullStop}**` : "", model.description ?? ""].filter(Boolean).join("\n\n");
  // The event's own description is its section's (a page's summary may be read from it), not what every webhook says.
  children.push(model.description === undefined ? Markdown(prose, { html: true }) : withProse(Markdown(prose, { html: true }), ["commonmark", model.description]));
  if (model.fields.length > 0 || model.variants) children.push(FieldTable(model.fields, model.variants ? { variants: model.variants } : {}));
  // Each answer once: a status whose body has fields gets its block below (with its meaning), the others a table row.
  const blocks = new Set([model.responses.main, ...model.responses.others].flatMap((block) => (block?.status === undefined ? [] : [block.status.toUpperCase() === "DEFAULT" ? "default" : block.status.toUpperCase()])));
  const answers = (model.answers ?? []).filter(([status]) => !blocks.has(status));
  if (answers.length > 0) children.push(Table({ columns: [text.columnAnswers, text.columnMeaning], rows: answers.map(([status, meaning]) => [["code", status] as const, meaning]) }));
  if (model.responses.main) children.push(ResponseFields(model.responses.main));
  for (const other of model.responses.others) children.push(ResponseFields(other));
  if (model.payload !== undefined) children.push(JsonResponse(model.payload, { title: text.payload }));
  return Section(model.title, { description: Endpoint(model.method, model.path), kind: model.kind === "path" ? undefined : model.kind, ...(model.anchor ? { id: model.anchor } : {}), ...(model.deprecated ? { deprecated: true } : {}) }, ...children);
}
