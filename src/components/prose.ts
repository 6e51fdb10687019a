/**
 * What a node says in prose as its section's description, as a cell: a section's own, an
 * `Operation`'s, an imported operation's or event's (not what every one of them says besides, such
 * as its authentication). A page's summary (the description in its head) is read from it,
 * without rendering.
 */
import type { Cell } from "../tables.ts";
import type { Node } from "./node.ts";

const proseOf = new WeakMap<object, Cell>();

/** Notes that `node` shows `cell` as its prose, and returns it. */
export function withProse<T extends Node>(node: T, cell: Cell): T {
  proseOf.set(node, cell);
  return node;
}

/**
 * The description `node` shows, or `undefined`: a section's own (when it is text, not an
 * `Endpoint`), an `Operation`'s, an imported operation's.
 * @example proseCell(Section("Pagination", { description: "At most 100." })) // "At most 100."
 */
export function proseCell(node: Node): Cell | undefined {
  return proseOf.get(node);
}
