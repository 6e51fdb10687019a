/**
 * How heavy an operation's section will be, known before the section is made: what splits a
 * large tag into pages by size as well as by count. The unit is a table row (about 300 bytes of
 * HTML); an operation's headings and snippets weigh `sectionWeight` rows besides its tables, and
 * its examples weigh by their length.
 */
import type { Field } from "../tables.ts";
import type { Variants } from "../tables.ts";
import { requestBody } from "../openapi/read/body.ts";
import { RefkitError } from "../errors.ts";
import { OpenApiError, childPointer as child } from "../openapi/read/error.ts";
import type { Operation, OperationContext } from "./operation.ts";
import { responseTables, successExample } from "../openapi/read/responses.ts";
import { jsonSafe } from "../openapi/read/text.ts";

/**
 * What a section weighs besides its table rows: its snippets, its example and its headings, about
 * as many bytes as this many rows (measured on GitHub's and Graph's pages: 5 to 8 KB per section,
 * about 300 bytes per row).
 */
export const sectionWeight = 20;

/** About as many bytes of HTML as a table row: what an example's text weighs per row. */
const bytesPerRow = 300;

/** How many snippets show a request's body: the default tab set. */
const snippetsPerRequest = 4;

/**
 * The most one page of an import weighs: a tag heavier than this is split like one with too many
 * operations. Measured: 0.8 to 1.2 MB of HTML on GitHub's and Graph's pages (about 420 and 600
 * bytes per unit); more pages make a longer sidebar on every page, so the limit is not lower.
 */
export const maxPageWeight = 2000;

const rowCounts = new WeakMap<readonly Field[], number>();

/** The rows a field table shows: its fields, their children and their variants' fields. */
export function rowCount(fields: readonly Field[]): number {
  let count = rowCounts.get(fields);
  if (count !== undefined) return count;
  count = 0;
  for (const field of fields) {
    count += 1;
    if (field.children) count += rowCount(field.children);
    if (field.variants) count += variantRows(field.variants);
  }
  if (Object.isFrozen(fields)) rowCounts.set(fields, count);
  return count;
}

function variantRows(variants: Variants<Field>): number {
  return variants.options.reduce((sum, option) => sum + rowCount(option.fields), 0);
}

/**
 * The weight of an operation's (or webhook's, or callback's) section: `sectionWeight`, plus the
 * rows of its request body and response tables. A response table already in `shown` (met earlier
 * in the same tag) weighs one row: a page shows it once and links to it after. A part that cannot
 * be read weighs nothing here: making the section reports it.
 */
export function operationWeight(op: Operation, context: OperationContext, shown: Set<readonly Field[]> = new Set()): number {
  const { doc, schemas } = context;
  let rows = 0;
  const add = (fields: readonly Field[], variants: Variants<Field> | undefined) => {
    rows += rowCount(fields) + (variants ? variantRows(variants) : 0);
  };
  const addResponse = (fields: readonly Field[], variants: Variants<Field> | undefined) => {
    if (variants === undefined && shown.has(fields)) rows += 1;
    else add(fields, variants);
    shown.add(fields);
  };
  readable(() => {
    const body = requestBody(doc, schemas, op.operation.requestBody, child(op.pointer, "requestBody"), op.kind === "path" ? "request" : "response");
    add(body.fields, body.variants);
    // The body is written once per snippet (a webhook's payload once); a document's own example can be large.
    rows += (textLength(body.body) * (op.kind === "path" ? snippetsPerRequest : 1)) / bytesPerRow;
  });
  readable(() => {
    if (op.kind === "path") rows += textLength(successExample(doc, schemas, op.operation.responses, child(op.pointer, "responses"))?.value) / bytesPerRow;
  });
  readable(() => {
    const responses = responseTables(doc, schemas, op.operation.responses, child(op.pointer, "responses"));
    for (const table of [...(responses.main ? [responses.main] : []), ...responses.others]) addResponse(table.fields, table.variants);
  });
  return sectionWeight + Math.round(rows);
}

/** The length of a value as the examples print it. */
function textLength(value: unknown): number {
  if (value === undefined) return 0;
  if (typeof value === "string") return value.length;
  return JSON.stringify(jsonSafe(value), null, 2)?.length ?? 0;
}

/** Runs `read`; a flaw of the document in it is left for making the section to report. */
function readable(read: () => void): void {
  try {
    read();
  } catch (error) {
    if (!(error instanceof OpenApiError) && !(error instanceof RefkitError)) throw error;
  }
}
