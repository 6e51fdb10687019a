/**
 * The document's tags as the reference orders and names them: `tags` (display names and
 * descriptions), `x-tagGroups` (Redoc's sidebar groups) and, in OpenAPI 3.2, each tag's
 * `summary`, `parent` and `kind`. A tree of tags (`parent`) groups the sidebar as `x-tagGroups`
 * does: each top tag that has tags under it heads a group of itself and all of them, in the
 * tree's order. A tag whose `kind` is not `nav` labels its operations rather than grouping them.
 */
import { plainText } from "../../text/plain-text.ts";
import { isObject, type OpenApiDocument } from "./document.ts";
import { childPointer as child } from "./error.ts";

/** What the `tags` array says of one tag. */
export interface TagInfo {
  /** Its display name: 3.2's `summary`, else `x-displayName`, else its name. */
  readonly title: string;
  readonly description: string | undefined;
  /** Its `kind` (OpenAPI 3.2): `nav`, `badge`, `audience` or any other word. */
  readonly kind?: string | undefined;
}

/** The first non-blank string among `values`, as plain text. */
function firstText(...values: unknown[]): string | undefined {
  for (const value of values) if (typeof value === "string" && plainText(value).trim() !== "") return plainText(value).trim();
  return undefined;
}

/** The display name, description and kind the document's `tags` array gives each tag. */
export function tagInfo(doc: OpenApiDocument): Map<string, TagInfo> {
  const info = new Map<string, TagInfo>();
  const v32 = doc.version === "3.2";
  for (const tag of Array.isArray(doc.root.tags) ? doc.root.tags : []) {
    if (!isObject(tag) || typeof tag.name !== "string" || info.has(tag.name)) continue;
    const kind = v32 && typeof tag.kind === "string" && tag.kind.trim() !== "" ? tag.kind.trim() : undefined;
    info.set(tag.name, {
      title: firstText(v32 ? tag.summary : undefined, tag["x-displayName"], tag.name) ?? tag.name,
      description: typeof tag.description === "string" && tag.description.trim() !== "" ? tag.description : undefined,
      ...(kind === undefined ? {} : { kind }),
    });
  }
  return info;
}

/** True for a tag that groups operations: of kind `nav`, or of no kind. */
export function isNavTag(info: TagInfo | undefined): boolean {
  return info?.kind === undefined || info.kind === "nav";
}

/** Each tag's parent in an OpenAPI 3.2 document, and what is wrong with a `parent` that is left out. */
export interface TagParents {
  readonly parents: ReadonlyMap<string, string>;
  /** `[pointer, problem]` for each `parent` read as absent. */
  readonly problems: readonly (readonly [string, string])[];
}

/**
 * The `parent` of each tag (OpenAPI 3.2). A parent must be another tag of the `tags` array, and no
 * tag may be its own ancestor: a `parent` that breaks either is read as absent (a top tag), and
 * named in `problems`.
 */
export function tagParents(doc: OpenApiDocument): TagParents {
  const parents = new Map<string, string>();
  const problems: [string, string][] = [];
  if (doc.version !== "3.2" || !Array.isArray(doc.root.tags)) return { parents, problems };
  const declared = new Map<string, number>();
  doc.root.tags.forEach((tag, i) => {
    if (isObject(tag) && typeof tag.name === "string" && !declared.has(tag.name)) declared.set(tag.name, i);
  });
  for (const [name, i] of declared) {
    const parent = (doc.root.tags[i] as Record<string, unknown>).parent;
    if (parent === undefined) continue;
    const at = child(child("#/tags", i), "parent");
    if (typeof parent !== "string" || !declared.has(parent) || parent === name) {
      problems.push([at, `expected the name of another tag of the tags array, got ${JSON.stringify(parent)}: read as a top tag`]);
      continue;
    }
    parents.set(name, parent);
  }
  // A loop of parents: the first tag found on it is read as a top tag, which ends the loop.
  for (const name of [...parents.keys()]) {
    let at = parents.get(name);
    for (let steps = 0; at !== undefined && at !== name && steps <= parents.size; steps++) at = parents.get(at);
    if (at !== name) continue;
    problems.push([child(child("#/tags", declared.get(name)!), "parent"), `expected a tag that is not its own ancestor, got a loop of parents through ${JSON.stringify(name)}: read as a top tag`]);
    parents.delete(name);
  }
  return { parents, problems };
}

/** The tags of the `tags` array in the tree's order: each top tag, then the tags under it, depth first; and each tag's top tag. */
function tagTree(doc: OpenApiDocument): { readonly order: readonly string[]; readonly roots: ReadonlyMap<string, string> } | undefined {
  const { parents } = tagParents(doc);
  if (parents.size === 0) return undefined;
  const names = [...tagInfo(doc).keys()];
  const children = new Map<string, string[]>();
  for (const name of names) {
    const parent = parents.get(name);
    if (parent !== undefined) (children.get(parent) ?? children.set(parent, []).get(parent)!).push(name);
  }
  const order: string[] = [];
  const roots = new Map<string, string>();
  const visit = (name: string, root: string) => {
    order.push(name);
    if (children.has(root) || root !== name) roots.set(name, root);
    for (const below of children.get(name) ?? []) visit(below, root);
  };
  for (const name of names) if (!parents.has(name)) visit(name, name);
  return { order, roots };
}

/**
 * The sidebar groups: each tag's group name. With `x-tagGroups` (Redoc's extension), its groups,
 * in the order they list their tags; a group without a name orders its tags but heads nothing.
 * Without it, a 3.2 tree of tags: each top tag with tags under it heads a group (its display
 * name) holding itself and every tag under it.
 */
export function tagGroups(doc: OpenApiDocument): Map<string, string | undefined> {
  const groups = new Map<string, string | undefined>();
  const declared = doc.root["x-tagGroups"];
  if (Array.isArray(declared)) {
    for (const group of declared) {
      if (!isObject(group) || typeof group.name !== "string" || !Array.isArray(group.tags)) continue;
      const name = plainText(group.name).trim() || undefined;
      for (const tag of group.tags) if (typeof tag === "string" && !groups.has(tag)) groups.set(tag, name);
    }
    return groups;
  }
  const tree = tagTree(doc);
  if (tree === undefined) return groups;
  const info = tagInfo(doc);
  for (const name of tree.order) {
    const root = tree.roots.get(name);
    if (root !== undefined) groups.set(name, info.get(root)?.title ?? root);
  }
  return groups;
}

/**
 * The rank of each tag in the reference's order: with `x-tagGroups`, the groups' order and their
 * tags' order first, then the `tags` array's order (a 3.2 tree of tags in its own order: each
 * tag before the tags under it); a tag neither lists ranks after them all.
 */
export function tagRank(doc: OpenApiDocument): (tag: string) => number {
  const declared = new Map<string, number>();
  const listed = Array.isArray(doc.root["x-tagGroups"]) ? [...tagGroups(doc).keys(), ...tagInfo(doc).keys()] : (tagTree(doc)?.order ?? [...tagInfo(doc).keys()]);
  for (const tag of listed) if (!declared.has(tag)) declared.set(tag, declared.size);
  return (tag) => declared.get(tag) ?? declared.size;
}
