// The reference's assets (stylesheet, reader script, its lazy modules), served under
// /<base>/_refkit/ and written into the build as files. See ../astro.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import reference from "virtual:refkit/reference";

export const prerender = true;

export function getStaticPaths() {
  return reference.files.map((file) => ({ params: { asset: file.name }, props: file }));
}

export function GET({ props }) {
  return new Response(readFileSync(join(reference.dir, "assets", props.name)), { headers: { "Content-Type": props.type } });
}
