import { RefkitError } from "../../src/index.ts";

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
