/**
 * Checks an AsyncAPI 3 document with the AsyncAPI project's parser (its JSON Schema of the
 * specification and its rules). Errors stop the load; the first names its JSON pointer, and the
 * message lists a few more. The parser's warnings and hints (style advice) are not refkit's to
 * repeat.
 */
import type { Parser } from "@asyncapi/parser";
import { childPointer } from "../../openapi/read/error.ts";
import { AsyncApiError } from "./error.ts";

/** How many errors a message lists after the first. */
const listed = 4;

let parser: Promise<Parser> | undefined;

/** One parser for the process: making one compiles its rules. */
function sharedParser(): Promise<Parser> {
  return (parser ??= import("@asyncapi/parser").then(({ Parser }) => new Parser()));
}

/** The JSON pointer of a diagnostic's path. */
function pointerOf(path: readonly (string | number)[]): string {
  return path.reduce<string>((pointer, token) => childPointer(pointer, token), "#");
}

/**
 * Throws an `AsyncApiError` when the parser finds an error in `document` (an AsyncAPI 3 document
 * with no reference to another file).
 * @example await checkAsyncApi(document, "asyncapi.yaml")
 */
export async function checkAsyncApi(document: unknown, file: string): Promise<void> {
  const diagnostics = await (await sharedParser()).validate(document as never);
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 0);
  if (errors.length === 0) return;
  const [first, ...rest] = errors.map((error) => ({ pointer: pointerOf(error.path), message: error.message }));
  const more = rest.slice(0, listed).map((error) => `${error.pointer}: ${error.message}`);
  const others = rest.length > listed ? [`and ${rest.length - listed} more`] : [];
  const tail = more.length > 0 ? ` (also ${[...more, ...others].join("; ")})` : "";
  throw new AsyncApiError(first!.pointer, `${first!.message}${tail}`, { file });
}
