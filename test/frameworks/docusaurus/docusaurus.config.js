// A team's Docusaurus site with refkit added: the reference of api.yaml (v2) under /api/, its
// earlier version api-v1.yaml under /api/v/v1/; and in French under /fr/, the reference written
// in French with overlays/fr.yaml applied.
// REFKIT_OPENAPI builds another description instead (for measuring a large one by hand).
const source = process.env.REFKIT_OPENAPI ? { openapi: process.env.REFKIT_OPENAPI } : { versions: ["v2=./api.yaml", "v1=./api-v1.yaml"] };

export default {
  title: "Shop docs",
  url: "https://docs.example.com",
  baseUrl: "/",
  onBrokenLinks: "throw",
  onBrokenAnchors: "throw",
  i18n: { defaultLocale: "en", locales: ["en", "fr"] },
  presets: [["classic", { docs: {}, blog: false, theme: {} }]],
  plugins: [["refkit/docusaurus", { ...source, routeBasePath: "api", locales: { fr: { overlays: ["./overlays/fr.yaml"] } } }]],
  themeConfig: {
    navbar: {
      title: "Shop docs",
      items: [
        { to: "/docs/intro", label: "Guides", position: "left" },
        { to: "/api/", label: "API", position: "left" },
        { type: "localeDropdown", position: "right" },
      ],
    },
  },
};
