/**
 * Titles a reader can tell apart: two operations listed together (the same first tag, so the same
 * page, sidebar group and search neighbourhood) never share a title. Real descriptions often
 * give one summary to PUT and PATCH of a path, or to v1 and v2 of an operation.
 */

/** What a title is made distinct from. */
interface Titled {
  readonly title: string;
  readonly method: string;
  readonly path: string;
  readonly tags: readonly string[];
}

/**
 * The titles of `operations`, in order, each one distinct within its first tag: a title shared
 * there gets the method in brackets when that tells them apart ("Update a device (PATCH)", "…
 * (PUT)"), else the path when they share the method ("Get payor (/v2/payors/{payorId})", a
 * webhook's key), else the method and path, else a number.
 * @example distinctTitles([{ title: "Save", method: "put", path: "/a", tags: [] }, { title: "Save", method: "patch", path: "/a", tags: [] }]) // ["Save (PUT)", "Save (PATCH)"]
 */
export function distinctTitles(operations: readonly Titled[]): string[] {
  const titles = operations.map((op) => op.title);
  const groups = new Map<string, number[]>();
  operations.forEach((op, i) => {
    const key = `${op.tags.find((tag) => tag.trim() !== "") ?? ""}\0${op.title}`;
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  });
  for (const list of groups.values()) {
    if (list.length < 2) continue;
    const unique = (label: (i: number) => string) => new Set(list.map(label)).size === list.length;
    const method = (i: number) => operations[i]!.method.toUpperCase();
    const endpoint = (i: number) => `${method(i)} ${operations[i]!.path}`;
    const path = (i: number) => operations[i]!.path;
    const oneMethod = new Set(list.map(method)).size === 1;
    const suffix = unique(method) ? method : oneMethod && unique(path) ? path : unique(endpoint) ? endpoint : (i: number) => String(list.indexOf(i) + 1);
    for (const i of list) titles[i] = `${operations[i]!.title} (${suffix(i)})`;
  }
  return titles;
}
