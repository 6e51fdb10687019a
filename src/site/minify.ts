/**
 * The reader's scripts as pages load them: minified (terser), so that the source stays commented
 * and readable while a reader downloads only what runs. Each script is minified once per process.
 */
import { minify } from "terser";

const done = new Map<string, Promise<string>>();

/**
 * `source` minified; `module` for an ES module (imported), else a classic script (refkit.js).
 * `host` builds the copy a host site's pages load (Starlight, Docusaurus): the source's `HOST`
 * is `true` there and `false` on refkit's own site, and the code of the other is left out.
 * @example await minifiedScript(await readFile("refkit.js", "utf8"), false)
 */
export function minifiedScript(source: string, module: boolean, host = false): Promise<string> {
  const key = `${module}\n${host}\n${source}`;
  let result = done.get(key);
  if (!result) {
    result = minify(source, { module, ecma: 2020, compress: { passes: 2, global_defs: { HOST: host } }, mangle: true, format: { comments: false } }).then((out) => `${out.code}\n`);
    done.set(key, result);
  }
  return result;
}
