/** Reading a document from a file: JSON, or YAML 1.2 (timestamps stay strings). */
import { readFile } from "node:fs/promises";
import { extname } from "node:path";
import { parse as parseYaml } from "yaml";
import { OpenApiError } from "./error.ts";

/**
 * Reads and parses an OpenAPI document: `.json` as JSON, `.yaml`/`.yml` as YAML 1.2 (core
 * schema, so dates stay strings; merge keys allowed), any other extension by its first
 * character. Throws an `OpenApiError` naming the file when it cannot be read or parsed; the
 * document itself is checked by `openApiPages`.
 * @example const pages = openApiPages(await loadOpenApi("openapi.yaml"));
 */
export async function loadOpenApi(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new OpenApiError("#", `cannot read the file (${error instanceof Error ? error.message : String(error)})`, { file, cause: error });
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const extension = extname(file).toLowerCase();
  const json = extension === ".json" || (extension !== ".yaml" && extension !== ".yml" && /^\s*[{[]/.test(text));
  try {
    return json ? JSON.parse(text) : parseYaml(text, { version: "1.2", schema: "core", merge: true, maxAliasCount: 10_000 });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new OpenApiError("#", `expected ${json ? "JSON" : "YAML"}: ${reason}`, { file, cause: error });
  }
}
