/**
 * The reader's scripts and stylesheet as pages load them: minified (terser for scripts, esbuild for
 * the stylesheet), so that the source stays commented and readable while a reader downloads only
 * what applies. Each script is minified once per process.
 */
import { transform } from "esbuild";
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

/**
 * A stylesheet minified: comments and spaces out, values and selectors shortened, nothing a rule
 * does changed.
 * @example await minifiedStylesheet(".rk-a { color: red; }") // ".rk-a{color:red}\n"
 */
export async function minifiedStylesheet(css: string): Promise<string> {
  const { code } = await transform(css, { loader: "css", minify: true, logLevel: "silent" });
  return code;
}
