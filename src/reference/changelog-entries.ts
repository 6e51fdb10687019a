/**
 * The changelog's entries as a reader reads them: `diffSides` reports a change once per place it
 * is seen (each operation that uses a shared schema, each media type of a body), which is what a
 * check in CI wants; a reader wants each change once. A change to a shared schema
 * (`#/components/…`) is one entry with the operations it reaches; a change seen in several media
 * types, or said in the same words of several operations, is one entry.
 */
import type { Change } from "../diff/diff.ts";

/** One change as the changelog lists it. */
export interface ChangelogEntry {
  readonly level: Change["level"];
  readonly id: string;
  /** What changed, without the media type (and, for a shared schema, without the one operation's response status). */
  readonly message: string;
  /** The shared schema it is in (`Planet`), when it is in one. */
  readonly schema?: string;
  /** The operations it reaches (`GET /planets`), in the order the changes name them; none for a change outside any operation. */
  readonly operations: readonly string[];
}

/** A message without the media type it names (" (`application/json`)"): the same change in JSON and XML reads the same. */
function withoutMediaType(message: string): string {
  return message.replace(/ \(`[\w.+-]+\/[\w.+-]+(?:;[^`]*)?`\)/g, "");
}

/**
 * A message said of a shared schema rather than of one operation's body: "in the `201` response"
 * is "in the response" (each operation answers with its own status), and an array's items
 * (`[].size`) are the schema's own fields.
 */
function ofSchema(message: string): string {
  return withoutMediaType(message)
    .replace(/in the `[^`]+` response/g, "in the response")
    .replace(/`(?:\[\]\.)+/g, "`");
}

/** A shared schema's name, from a pointer into it (`#/components/schemas/Planet/properties/size` → `Planet`). */
function sharedSchema(pointer: string): string | undefined {
  const match = /^#\/components\/schemas\/([^/]+)/.exec(pointer);
  return match ? decodeURIComponent(match[1]!).replaceAll("~1", "/").replaceAll("~0", "~") : undefined;
}

/**
 * The entries of a step's changes, in the order of their first change (most serious first, as
 * `diffSides` orders them).
 * @example changelogEntries(result.changes).map((entry) => entry.operations.length)
 */
export function changelogEntries(changes: readonly Change[]): ChangelogEntry[] {
  const entries = new Map<string, { level: Change["level"]; id: string; message: string; schema?: string; operations: string[] }>();
  for (const change of changes) {
    const schema = sharedSchema(change.pointer);
    const message = schema === undefined ? withoutMediaType(change.message) : ofSchema(change.message);
    // The same words of several operations are one change they share (each operation's example rejected alike).
    const key = JSON.stringify([change.level, change.id, message, schema === undefined ? null : change.pointer]);
    let entry = entries.get(key);
    if (entry === undefined) entries.set(key, (entry = { level: change.level, id: change.id, message, ...(schema === undefined ? {} : { schema }), operations: [] }));
    if (change.operation !== null && !entry.operations.includes(change.operation)) entry.operations.push(change.operation);
  }
  return [...entries.values()];
}
