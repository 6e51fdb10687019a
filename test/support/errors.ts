import { OpenApiError, RefkitError } from "../../src/index.ts";

/** Runs `declare` and returns the RefkitError it throws; fails if it throws nothing or something else. */
export function thrown(declare: () => unknown): RefkitError {
  try {
    declare();
  } catch (error) {
    if (error instanceof RefkitError) return error;
    throw new Error(`expected a RefkitError, got ${String(error)}`);
  }
  throw new Error("expected a RefkitError, but nothing was thrown");
}

/** Awaits `loading` and returns the OpenApiError it rejects with; fails if it loads or rejects with something else. */
export async function openApiRejection(loading: Promise<unknown>): Promise<OpenApiError> {
  try {
    await loading;
  } catch (error) {
    if (error instanceof OpenApiError) return error;
    throw error;
  }
  throw new Error("expected an OpenApiError, but the document loaded");
}
