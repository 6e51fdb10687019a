/**
 * Errors of the OpenAPI import. Every message starts with the JSON pointer of the problem in the
 * document, so an author can find it in any editor:
 *
 *   #/paths/~1v1~1users/get/responses: expected an object, got 3
 */
import { describeValue } from "../../errors.ts";

/**
 * Thrown when a document cannot be imported: invalid, unsupported, or unreadable.
 * @example
 * try {
 *   openApiPages(await loadOpenApi("openapi.yaml"));
 * } catch (error) {
 *   if (error instanceof OpenApiError) console.error(error.message); // "#/paths/~1users/get/responses: expected an object, got 3"
 * }
 */
export class OpenApiError extends Error {
  override readonly name: string = "OpenApiError";
  /** The JSON pointer of the problem as a URI fragment, such as `#/paths/~1users/get`; `#` is the whole document. */
  readonly pointer: string;
  /** The problem alone, without the pointer. */
  readonly problem: string;
  /** The file the document came from, when it was loaded with `loadOpenApi`. */
  readonly file: string | undefined;

  constructor(pointer: string, problem: string, options: { file?: string; cause?: unknown } = {}) {
    super(`${options.file ? `${options.file} ` : ""}${pointer}: ${problem}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.pointer = pointer;
    this.problem = problem;
    this.file = options.file;
  }
}

/**
 * A JSON pointer with one more reference token, escaped (`~` as `~0`, `/` as `~1`).
 * @example childPointer("#/paths", "/v1/users") // "#/paths/~1v1~1users"
 */
export function childPointer(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`;
}

/** Throws an `OpenApiError` saying what was expected at `pointer` and what was found. */
export function expected(pointer: string, what: string, got: unknown): never {
  throw new OpenApiError(pointer, `expected ${what}, got ${describeValue(got)}`);
}

/**
 * A list of warnings that holds each message once, in the order first said, and the function
 * that adds to it.
 * @example const { warnings, warn } = warningList(); warn("#/paths/~1a: …"); warn("#/paths/~1a: …"); warnings.length // 1
 */
export function warningList(): { readonly warnings: string[]; readonly warn: (message: string) => void } {
  const warnings: string[] = [];
  const seen = new Set<string>();
  const warn = (message: string) => {
    if (seen.has(message)) return;
    seen.add(message);
    warnings.push(message);
  };
  return { warnings, warn };
}

/** What becomes of a schema that cannot be read: it alone is taken as any value, nothing around it is left out. */
export const anyValue = "read as any value";
