/**
 * A change between two versions of an API description, as `refkit diff` reports it, and how
 * serious it is for the API's clients.
 */

/**
 * `breaking`: a client written against the old version can fail against the new one.
 * `warning`: it may fail (a response value it has not seen, a field it sent now ignored).
 * `info`: nothing a client does breaks (added, widened, documentation).
 */
export type Level = "breaking" | "warning" | "info";

/** The levels from the most serious. */
export const levels: readonly Level[] = ["breaking", "warning", "info"];

/** One change. */
export interface Change {
  /** The rule that found it (oasdiff's id where oasdiff has one: see docs/diff.md). */
  readonly id: string;
  readonly level: Level;
  /** `METHOD /path` as the new version writes it (the old one, for what was removed); `null` for a change outside any operation. */
  readonly operation: string | null;
  /** Where it is: a JSON pointer into the new description, or into the old one for what was removed. */
  readonly pointer: string;
  /** What changed, in a sentence; names and values in backticks. */
  readonly message: string;
}

/** What `diffApis` finds: the changes, most serious first, and how many there are of each level. */
export interface DiffResult {
  readonly changes: readonly Change[];
  readonly summary: { readonly breaking: number; readonly warning: number; readonly info: number };
}

/** The side of the exchange a schema describes: what a client sends, or what it receives. */
export type Side = "request" | "response";

/**
 * The level of a change that narrows what is allowed (a value removed from an enum, a lower
 * maximum) or widens it, on a side: a request that accepts less breaks clients, a response that
 * may return more may surprise them.
 */
export function narrowing(side: Side): Level {
  return side === "request" ? "breaking" : "info";
}

/** See `narrowing`. */
export function widening(side: Side): Level {
  return side === "request" ? "info" : "warning";
}

/**
 * The changes in the order a reader takes them: breaking first, then warnings, then the rest,
 * each level in the order found (operations in document order).
 */
export function result(changes: readonly Change[]): DiffResult {
  const ordered = levels.flatMap((level) => changes.filter((change) => change.level === level));
  const count = (level: Level) => changes.filter((change) => change.level === level).length;
  return { changes: ordered, summary: { breaking: count("breaking"), warning: count("warning"), info: count("info") } };
}

/** A sentence's first letter in capitals (a message that starts with a name's description). */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
