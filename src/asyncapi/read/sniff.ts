/**
 * Which format a description is: AsyncAPI (an `asyncapi` version field) or OpenAPI (`openapi`,
 * `swagger`), from its text. The opening bytes nearly always tell, as JSON and YAML write the
 * version field first: a large OpenAPI document is not parsed only to be told apart.
 */
import { isObject } from "../../openapi/read/document.ts";
import { parseDocument } from "../../openapi/read/parse.ts";

/** The version fields that name a description's format, as JSON or YAML writes them; the first found names it. */
const formatField = /(?:^|[{,]\s*)"?(openapi|swagger|asyncapi)"?\s*:\s*["']?\d/m;

/** True when a parsed document says it is AsyncAPI (it has an `asyncapi` version field). */
export function isAsyncApi(document: unknown): boolean {
  return isObject(document) && typeof document.asyncapi === "string";
}

/** The format the opening of a description names, if it names one. */
export function namedFormat(head: string): "openapi" | "swagger" | "asyncapi" | undefined {
  return formatField.exec(head)?.[1] as "openapi" | "swagger" | "asyncapi" | undefined;
}

/**
 * True when a description's text is an AsyncAPI document: its opening names no OpenAPI version,
 * and the parsed document has an `asyncapi` version field. Unparsable text is not (the OpenAPI
 * import says why, as it always has).
 */
export function isAsyncApiText(text: string, file: string): boolean {
  const named = namedFormat(text.slice(0, 4096));
  if (named === "openapi" || named === "swagger") return false;
  try {
    return isAsyncApi(parseDocument(text, file));
  } catch {
    return false;
  }
}

/**
 * True when a description's bytes are an AsyncAPI document: only their opening is decoded when it
 * names OpenAPI (a large description is not made a string only to be told apart).
 */
export function isAsyncApiBytes(bytes: Buffer, file: string): boolean {
  const named = namedFormat(bytes.subarray(0, 4096).toString("utf8"));
  if (named === "openapi" || named === "swagger") return false;
  return isAsyncApiText(bytes.toString("utf8"), file);
}
