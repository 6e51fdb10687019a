// Each other locale's assets of the reference (their modules speak its language), served under
// /<locale>/<base>/_refkit/. See asset.js and ../astro.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import modules from "virtual:refkit/reference";

export const prerender = true;

export function getStaticPaths() {
  return modules.locales
    .filter((reference) => reference.locale !== "")
    .flatMap((reference) => reference.files.map((file) => ({ params: { refkitLocale: reference.locale, asset: file.name }, props: { dir: reference.dir, ...file } })));
}

export function GET({ props }) {
  return new Response(readFileSync(join(props.dir, "assets", props.name)), { headers: { "Content-Type": props.type } });
}
