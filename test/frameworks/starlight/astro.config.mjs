// A team's Starlight site with refkit added: the reference of api.yaml (v2) under /api/, its
// earlier version api-v1.yaml under /api/v/v1/. The test
// builds it twice: as is (Starlight makes the sidebar from the pages), and with a sidebar the
// team wrote and a French locale beside the English one at the root, whose reference is written
// in French with overlays/fr.yaml applied (REFKIT_TEST_SIDEBAR=1, into dist-sidebar/). REFKIT_OPENAPI builds another
// description instead, into REFKIT_OUT (for measuring a large one by hand).
import starlight from "@astrojs/starlight";
import { defineConfig } from "astro/config";
import refkit from "refkit/starlight";

const written = process.env.REFKIT_TEST_SIDEBAR === "1";
const source = process.env.REFKIT_OPENAPI ? { openapi: process.env.REFKIT_OPENAPI } : { versions: ["v2=./api.yaml", "v1=./api-v1.yaml"] };

export default defineConfig({
  outDir: process.env.REFKIT_OUT ?? (written ? "./dist-sidebar" : "./dist"),
  integrations: [
    starlight({
      title: "Shop docs",
      ...(written ? { sidebar: [{ label: "Guides", items: [{ label: "Start here", slug: "guides/start" }] }], locales: { root: { label: "English", lang: "en" }, fr: { label: "Français", lang: "fr" } } } : {}),
      plugins: [refkit({ ...source, base: "api", locales: { fr: { overlays: ["./overlays/fr.yaml"] } } })],
    }),
  ],
});
