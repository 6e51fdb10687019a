// A team's Starlight site with refkit added: the reference of api.yaml under /api/.
import starlight from "@astrojs/starlight";
import { defineConfig } from "astro/config";
import refkit from "refkit/starlight";

export default defineConfig({
  integrations: [starlight({ title: "Shop docs", plugins: [refkit({ openapi: "./api.yaml", base: "api" })] })],
});
