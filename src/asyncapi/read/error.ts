/** Errors of the AsyncAPI import: like the OpenAPI import's, each names the JSON pointer of the problem. */
import { OpenApiError } from "../../openapi/read/error.ts";

/**
 * Thrown when an AsyncAPI document cannot be read: invalid, unsupported or unreadable. An
 * `OpenApiError` too, so that whatever reports a description's errors reports it alike.
 * @example new AsyncApiError("#/channels/lights/address", "expected a string or null, got 3")
 */
export class AsyncApiError extends OpenApiError {
  override readonly name: string = "AsyncApiError";
}
