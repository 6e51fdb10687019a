// Compiles src/ into dist/ for the package: a clean dist/, tsc, then the files tsc does not copy
// (the reader's assets, the term reader they share with the build, the two loader modules that run as plain JavaScript, and a host site's files),
// and the reader's scripts minified.
import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, rmSync } from "node:fs";
import { createRequire } from "node:module";

process.chdir(new URL("..", import.meta.url).pathname);
rmSync("dist", { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { stdio: "inherit" });
cpSync("src/site/assets", "dist/site/assets", { recursive: true });
cpSync("src/search", "dist/search", { recursive: true });
copyFileSync("src/site/worker-entry.mjs", "dist/site/worker-entry.mjs");
copyFileSync("src/reference/resolve-refkit.mjs", "dist/reference/resolve-refkit.mjs");
// A host site's parts that are not TypeScript: the stylesheet of an embedded reference, and the
// Astro route and endpoint files Astro compiles itself.
cpSync("src/integrations/embed.css", "dist/integrations/embed.css");
cpSync("src/integrations/astro", "dist/integrations/astro", { recursive: true });
cpSync("src/integrations/docusaurus", "dist/integrations/docusaurus", { recursive: true });
// The reader's scripts minified once, here, instead of in every build (see write-assets.ts).
const { writeMinifiedScripts } = await import(new URL("../dist/site/write-assets.js", import.meta.url).href);
await writeMinifiedScripts();
