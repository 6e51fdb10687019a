/**
 * The document's tags as the reference orders and names them: `tags` (display names and
 * descriptions) and `x-tagGroups` (Redoc's sidebar groups).
 */
import { plainText } from "../../text/plain-text.ts";
import { isObject, type OpenApiDocument } from "./document.ts";

/** The display name and description the document's `tags` array gives each tag. */
export function tagInfo(doc: OpenApiDocument): Map<string, { title: string; description: string | undefined }> {
  const info = new Map<string, { title: string; description: string | undefined }>();
  for (const tag of Array.isArray(doc.root.tags) ? doc.root.tags : []) {
    if (!isObject(tag) || typeof tag.name !== "string" || info.has(tag.name)) continue;
    const display = tag["x-displayName"];
    info.set(tag.name, {
      title: plainText(typeof display === "string" && plainText(display).trim() !== "" ? display : tag.name).trim() || tag.name,
      description: typeof tag.description === "string" && tag.description.trim() !== "" ? tag.description : undefined,
    });
  }
  return info;
}

/**
 * The sidebar groups of `x-tagGroups` (Redoc's extension): each tag's group name, in the order
 * the groups list their tags. A group without a name orders its tags but heads nothing.
 */
export function tagGroups(doc: OpenApiDocument): Map<string, string | undefined> {
  const groups = new Map<string, string | undefined>();
  const declared = doc.root["x-tagGroups"];
  for (const group of Array.isArray(declared) ? declared : []) {
    if (!isObject(group) || typeof group.name !== "string" || !Array.isArray(group.tags)) continue;
    const name = plainText(group.name).trim() || undefined;
    for (const tag of group.tags) if (typeof tag === "string" && !groups.has(tag)) groups.set(tag, name);
  }
  return groups;
}


/**
 * The rank of each tag in the reference's order: with `x-tagGroups`, the groups' order and their
 * tags' order first, then the `tags` array's order; a tag neither lists ranks after them all.
 */
export function tagRank(doc: OpenApiDocument): (tag: string) => number {
  const declared = new Map<string, number>();
  for (const tag of [...tagGroups(doc).keys(), ...tagInfo(doc).keys()]) if (!declared.has(tag)) declared.set(tag, declared.size);
  return (tag) => declared.get(tag) ?? declared.size;
}
