/**
 * Webhooks and callbacks: requests the API sends to the reader, not requests the reader sends.
 * Each becomes a section of its own kind (`data-rk-kind`): its badge and name or runtime
 * expression, the payload's fields and example, and what the receiver must answer. No client tab
 * pretends the reader sends it.
 */
import { commonmark } from "../tables.ts";
import { Endpoint } from "../components/endpoint.ts";
import { FieldTable, type Field } from "../components/field-table.ts";
import { JsonResponse } from "../components/json-response.ts";
import { Markdown } from "../components/markdown.ts";
import type { Node } from "../components/node.ts";
import { ResponseFields } from "../components/response-fields.ts";
import { Section, type SectionNode } from "../components/section.ts";
import { Table } from "../components/table.ts";
import { plainText } from "../render/commonmark.ts";
import { requestBody } from "./body.ts";
import { isObject, type JsonObject, type OpenApiDocument } from "./document.ts";
import { childPointer as child } from "./error.ts";
import { operationAnchor, operationTitle, type Operation, type OperationContext } from "./operation.ts";
import { operationParameters, parameterField } from "./parameters.ts";
import { responseTables } from "./responses.ts";
import { jsonSafe } from "./text.ts";
import { operationMethods } from "./validate.ts";

const methods: ReadonlySet<string> = new Set(operationMethods);

/** The operations of a path item (followed if it is a `$ref`), in the document's order. */
function itemOperations(doc: OpenApiDocument, value: unknown, pointer: string, make: (method: string, operation: JsonObject, at: string, pathItem: Operation["pathItem"]) => Operation): Operation[] {
  const found = doc.deref(value, pointer);
  const item = found.value;
  if (!isObject(item)) return [];
  const pathItem = { value: item, pointer: found.pointer };
  return Object.keys(item)
    .filter((method) => methods.has(method) && isObject(item[method]))
    .map((method) => make(method, item[method] as JsonObject, child(found.pointer, method), pathItem));
}

/** The document's `webhooks` (OpenAPI 3.1), in document order; the path is the webhook's name. */
export function collectWebhooks(doc: OpenApiDocument): Operation[] {
  const webhooks = doc.root.webhooks;
  if (!isObject(webhooks)) return [];
  return Object.keys(webhooks).flatMap((name) =>
    itemOperations(doc, webhooks[name], child("#/webhooks", name), (method, operation, pointer, pathItem) => ({ kind: "webhook", method, path: name, operation, pointer, pathItem })),
  );
}

/** The callbacks an operation registers; the path is the callback's runtime expression. */
export function collectCallbacks(doc: OpenApiDocument, op: Operation): Operation[] {
  const callbacks = op.operation.callbacks;
  if (!isObject(callbacks)) return [];
  return Object.keys(callbacks).flatMap((name) => {
    const found = doc.deref(callbacks[name], child(child(op.pointer, "callbacks"), name));
    if (!isObject(found.value)) return [];
    const expressions = found.value;
    return Object.keys(expressions).flatMap((expression) =>
      itemOperations(doc, expressions[expression], child(found.pointer, expression), (method, operation, pointer, pathItem) => ({ kind: "callback", name, method, path: expression, operation, pointer, pathItem })),
    );
  });
}

/** The title of a webhook or callback section: its summary, else its name and verb. */
function eventTitle(op: Operation): string {
  const summary = typeof op.operation.summary === "string" ? plainText(op.operation.summary).trim() : "";
  if (summary !== "") return summary;
  return op.kind === "callback" ? `${op.name} callback` : `${op.path} webhook`;
}

/**
 * The section of a webhook or a callback. `parent` is the operation that registers a callback.
 * @example eventSection(collectWebhooks(doc)[0], context)
 */
export function eventSection(op: Operation, context: OperationContext, parent?: Operation): SectionNode {
  const { doc, schemas } = context;
  const { operation, pointer } = op;
  const children: Node[] = [];
  const who =
    op.kind === "webhook"
      ? "**Webhook.** The API sends this request to the URL you register for it; your endpoint receives it."
      : `**Callback**${parent ? ` of *${operationTitle(parent).replace(/[*_`[\]\\]/g, "\\$&")}*` : ""}. During that operation the API sends this request to the URL the expression gives; your endpoint receives it.`;
  const prose = [who, operation.deprecated === true ? "**Deprecated.**" : "", typeof operation.description === "string" ? operation.description.trim() : ""].filter(Boolean).join("\n\n");
  children.push(Markdown(prose, { html: true }));

  const parameters = operationParameters(doc, schemas, op.pathItem, { value: operation, pointer });
  // The API writes the payload, so it is read like a response: write-only properties are not in it.
  const body = requestBody(doc, schemas, operation.requestBody, child(pointer, "requestBody"), "response");
  const fields: Field[] = [...parameters.map((p) => parameterField(schemas, p)), ...body.fields];
  if (fields.length > 0 || body.variants) children.push(FieldTable(fields, body.variants ? { variants: body.variants } : {}));

  const responses = responseTables(doc, schemas, operation.responses, child(pointer, "responses"));
  const answers = receiverAnswers(doc, operation.responses, child(pointer, "responses"));
  if (answers.length > 0) children.push(Table({ columns: ["Your endpoint answers", "Meaning"], rows: answers }));
  if (responses.main) children.push(ResponseFields(responses.main));
  for (const other of responses.others) children.push(ResponseFields(other));

  if (body.body !== undefined) children.push(JsonResponse(jsonSafe(body.body), { title: "Payload" }));
  const id = operationAnchor(operation.operationId) ?? operationAnchor(`${op.kind}-${op.kind === "callback" ? op.name : op.path}-${op.method}`);
  return Section(eventTitle(op), { description: Endpoint(op.method, op.path), kind: op.kind === "path" ? undefined : op.kind, ...(id ? { id } : {}), ...(operation.deprecated === true ? { deprecated: true } : {}) }, ...children);
}

/** The statuses the receiver may answer with, and what each means. */
function receiverAnswers(doc: OpenApiDocument, responses: unknown, pointer: string): [readonly ["code", string], ReturnType<typeof commonmark> | null][] {
  if (!isObject(responses)) return [];
  return Object.keys(responses)
    .filter((status) => /^([1-5](\d\d|XX)|default)$/i.test(status))
    .map((status) => {
      const response = doc.deref(responses[status], child(pointer, status)).value;
      const description = isObject(response) && typeof response.description === "string" && response.description.trim() !== "" ? commonmark(response.description.trim()) : null;
      return [["code", status.toUpperCase() === "DEFAULT" ? "default" : status.toUpperCase()] as const, description];
    });
}
