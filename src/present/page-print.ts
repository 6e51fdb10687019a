/**
 * What an imported page's content is made of, hashed: the part of the document every page reads
 * (everything but `paths` and `webhooks`, so every component; the import adds the settings the
 * pages render with), and the page's own parts (its title, slug, group, and each section's title, identity and
 * path item, as written). Two imports that give a page the same print give it the same sections:
 * a build may reuse what it made of that page before (see the site's page cache).
 */
import { createHash } from "node:crypto";

/** Values as JSON, functions (a client's template) as their source text; `undefined` for what JSON cannot write (a cycle). */
export function printText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_key, item: unknown) => (typeof item === "function" ? `function ${Function.prototype.toString.call(item)}` : typeof item === "bigint" ? `${item}n` : item));
  } catch {
    return undefined;
  }
}

/**
 * A part of a parsed document as JSON: `printText` without its replacer, which costs twice the
 * time on a large document and has nothing to do in one (a document holds no functions).
 */
export function documentText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return printText(value);
  }
}

/** A text's hash, short and file-name safe. */
export function hashOf(...parts: readonly string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest("base64url");
}

/** The print of what every page of a document reads: the document without its operations. */
export function documentPrint(root: Record<string, unknown>): string | undefined {
  const text = documentText(Object.fromEntries(Object.entries(root).filter(([key]) => key !== "paths" && key !== "webhooks")));
  return text === undefined ? undefined : hashOf(text);
}

/** A page's print from the document's and its own parts; `undefined` when a part cannot be written (the page is then never reused). */
export function pagePrint(document: string | undefined, page: unknown, sections: readonly { readonly title?: string | undefined; readonly identity?: unknown; readonly inputsPrint?: (() => string | undefined) | undefined }[]): string | undefined {
  const inputs = sections.map((section) => section.inputsPrint?.());
  if (document === undefined || inputs.some((print) => print === undefined)) return undefined;
  const own = printText({ page, sections: sections.map(({ title, identity }) => ({ title, identity })) });
  return own === undefined ? undefined : hashOf(document, own, ...(inputs as string[]));
}

/** The print of a section's own parts of the document (its path items): their text, hashed. */
export function inputsPrint(inputs: readonly unknown[]): string | undefined {
  const text = documentText(inputs);
  return text === undefined ? undefined : hashOf(text);
}
