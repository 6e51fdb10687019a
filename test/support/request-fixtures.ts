/**
 * The request fixtures in `test/fixtures/requests/*.json`: one declared request each, with the
 * auth header line it runs under. Each file is
 *
 *   { "description": "…", "auth": "Authorization: Bearer <API_KEY>" | null,
 *     "basePath": "/api/v2" (optional), "options": { method, path, query?, headers?, body? },
 *     "refusedBy": { "<client token>": "<rule>" } (optional: clients that must refuse it),
 *     "files": { "<path>": { "text": "…" } | { "base64": "…" } } (optional: the files it reads) }
 *
 * Command payloads in them name the file they would create as `SENTINEL_PATH`; a test replaces
 * it with an absolute path of its own before running the snippets.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Declaration } from "./expected-request.ts";

/** The placeholder for the sentinel file's path in fixture texts. */
export const sentinelPlaceholder = "SENTINEL_PATH";

/** One fixture: its file name without `.json`, its description and its declaration. */
export interface RequestFixture {
  readonly name: string;
  readonly description: string;
  readonly declaration: Declaration;
  /** The clients that must refuse this request, with the rule (`ClientRefusal.rule`) they refuse it under. */
  readonly refusedBy: Readonly<Record<string, string>>;
}

const folder = fileURLToPath(new URL("../fixtures/requests/", import.meta.url));

/** The fixture names, sorted. */
export const requestFixtureNames: readonly string[] = readdirSync(folder)
  .filter((file) => file.endsWith(".json"))
  .map((file) => basename(file, ".json"))
  .sort();

/**
 * Replaces `sentinelPlaceholder` by `sentinel` everywhere in a declaration, keys included. It
 * works on the JSON text, so `JSON.parse` keeps a `__proto__` key as an own property.
 * @example withSentinel(declaration, "/tmp/refkit-sentinel-x/run-1")
 */
export function withSentinel(declaration: Declaration, sentinel: string): Declaration {
  const text = JSON.stringify(declaration).replaceAll(sentinelPlaceholder, JSON.stringify(sentinel).slice(1, -1));
  return JSON.parse(text) as Declaration;
}

/** Loads one fixture, with `sentinelPlaceholder` replaced by `sentinel` (left as it is by default). */
export function loadRequestFixture(name: string, sentinel = sentinelPlaceholder): RequestFixture {
  const { description, auth, basePath, options, refusedBy, files } = JSON.parse(readFileSync(join(folder, `${name}.json`), "utf8")) as {
    description: string;
    auth: string | null;
    basePath?: string;
    options: Declaration["options"];
    refusedBy?: Record<string, string>;
    files?: Record<string, { text: string } | { base64: string }>;
  };
  const declaration = withSentinel({ options, auth, basePath: basePath ?? "" }, sentinel);
  return { name, description, declaration: files === undefined ? declaration : { ...declaration, files: fileContents(files) }, refusedBy: refusedBy ?? {} };
}

/** A fixture's files as bytes: text as UTF-8, or base64. */
function fileContents(files: Record<string, { text: string } | { base64: string }>): Record<string, Buffer> {
  return Object.fromEntries(Object.entries(files).map(([path, content]) => [path, "text" in content ? Buffer.from(content.text, "utf8") : Buffer.from(content.base64, "base64")]));
}
