/**
 * The reader's scripts as pages load them: minified (terser), so that the source stays commented
 * and readable while a reader downloads only what runs. Each script is minified once per process.
 */
import { minify } from "terser";

const done = new Map<string, Promise<string>>();

/**
 * `source` minified; `module` for an ES module (imported), else a classic script (refkit.js).
 * @example await minifiedScript(await readFile("refkit.js", "utf8"), false)
 */
export function minifiedScript(source: string, module: boolean): Promise<string> {
  const key = `${module}\n${source}`;
  let result = done.get(key);
  if (!result) {
    result = minify(source, { module, ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } }).then((out) => `${out.code}\n`);
    done.set(key, result);
  }
  return result;
}
