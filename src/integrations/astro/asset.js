// The reference's assets (stylesheet, reader script, its lazy modules), served under
// /<base>/_refkit/ and written into the build as files: the root locale's. See ../astro.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import modules from "virtual:refkit/reference";

export const prerender = true;

export function getStaticPaths() {
  const reference = modules.locales.find((locale) => locale.locale === "");
  return (reference?.files ?? []).map((file) => ({ params: { asset: file.name }, props: { dir: reference.dir, ...file } }));
}

export function GET({ props }) {
  return new Response(readFileSync(join(props.dir, "assets", props.name)), { headers: { "Content-Type": props.type } });
}
