/**
 * One version of an API as the diff reads it: the description's index (openapi/read/api-index.ts),
 * and of each operation its identity, lifecycle, parameters and where its bodies are, without the
 * tables and examples a reference renders (a diff of two large descriptions reads only what it
 * compares).
 */
import { indexApi } from "../openapi/read/api-index.ts";
import { isObject, type JsonObject, type OpenApiDocument } from "../openapi/read/document.ts";
import { childPointer, OpenApiError } from "../openapi/read/error.ts";
import type { Operation } from "../openapi/read/operation.ts";
import { operationParameters } from "../openapi/read/parameters.ts";
import { Schemas } from "../openapi/read/schema.ts";
import { RefkitError } from "../errors.ts";
import type { At } from "./shape.ts";

/** A parameter as the diff compares it. */
export interface DiffParameter {
  readonly name: string;
  readonly in: "path" | "query" | "querystring" | "header" | "cookie";
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly pointer: string;
  /** Its schema, where it is. */
  readonly schema: At;
}

/** An operation, webhook or callback as the diff compares it. */
export interface DiffOperation {
  readonly kind: Operation["kind"];
  readonly method: string;
  readonly path: string;
  readonly name: string | undefined;
  readonly pointer: string;
  readonly operation: JsonObject;
  readonly operationId: string | undefined;
  readonly tags: readonly string[];
  readonly deprecated: boolean;
  /** The title its section shows. */
  readonly title: string;
  readonly description: string | undefined;
  readonly parameters: readonly DiffParameter[];
  /** The request body, its `$ref` followed. */
  readonly requestBody: At | undefined;
  /** The operation where the document has it, for the readers of the example request. */
  readonly source: Operation;
}

/** One version of an API: its document and operations. */
export interface DiffSide {
  readonly doc: OpenApiDocument;
  /** The schemas as the import reads them (for the example requests). */
  readonly schemas: Schemas;
  readonly operations: readonly DiffOperation[];
  /** What could not be read, each naming its JSON pointer. */
  readonly warnings: readonly string[];
}

/**
 * Reads what the diff compares from a parsed document (bundled, Swagger 2.0 converted): the
 * description's index, as the reference reads it (the same operations, callbacks, webhooks and
 * titles), each operation read only as far as the diff compares it. Throws an `OpenApiError` when
 * it is not an API description.
 */
export function readSide(document: unknown): DiffSide {
  const index = indexApi(document);
  const { doc, schemas, warn } = index.context;
  const operations: DiffOperation[] = [];
  for (const entry of index.entries()) {
    try {
      operations.push(readOperation(doc, schemas, entry.op, entry.title));
    } catch (error) {
      if (!(error instanceof OpenApiError) && !(error instanceof RefkitError)) throw error;
      warn(error.message);
    }
  }
  return { doc, schemas, operations, warnings: index.warnings };
}

function readOperation(doc: OpenApiDocument, schemas: Schemas, op: Operation, title: string | undefined): DiffOperation {
  const { operation, pointer } = op;
  const parameters = operationParameters(doc, schemas, op.pathItem, { value: operation, pointer }).map(
    (p): DiffParameter => ({ name: p.name, in: p.in, required: p.required, deprecated: p.deprecated, pointer: p.pointer, schema: { value: p.schema.schema, pointer: p.schema.pointer } }),
  );
  const body = operation.requestBody === undefined ? undefined : doc.deref(operation.requestBody, childPointer(pointer, "requestBody"));
  return {
    kind: op.kind,
    method: op.method,
    path: op.path,
    name: op.name,
    pointer,
    operation,
    operationId: typeof operation.operationId === "string" ? operation.operationId : undefined,
    tags: Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === "string") : [],
    deprecated: operation.deprecated === true,
    title: title ?? `${op.method.toUpperCase()} ${op.path}`,
    description: typeof operation.description === "string" && operation.description.trim() !== "" ? operation.description.trim() : undefined,
    parameters,
    requestBody: body && isObject(body.value) ? body : undefined,
    source: op,
  };
}
