/**
 * Which format a description is: AsyncAPI (an `asyncapi` version field) or OpenAPI (`openapi`,
 * `swagger`), from its text. The opening bytes nearly always tell, as JSON and YAML write the
 * version field first: a large OpenAPI document is not parsed only to be told apart.
 */
import type { DescriptionFiles } from "../../openapi/read/files.ts";
import { isObject } from "../../openapi/read/document.ts";
import { parseDocument } from "../../openapi/read/parse.ts";

/** The version fields that name a description's format, as JSON or YAML writes them; the first found names it. */
const formatField = /(?:^|[{,]\s*)"?(openapi|swagger|asyncapi)"?\s*:\s*["']?\d/m;

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
    const document = parseDocument(text, file);
    return isObject(document) && typeof document.asyncapi === "string";
  } catch {
    return false;
  }
}

/** `isAsyncApiText` of a file read from `source` (the disk, a commit); an unreadable file is not. */
export async function isAsyncApiFileIn(source: DescriptionFiles, file: string): Promise<boolean> {
  try {
    return isAsyncApiText((await source.read(file)).toString("utf8"), file);
  } catch {
    return false;
  }
}
