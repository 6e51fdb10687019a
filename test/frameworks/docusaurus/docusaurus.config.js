// A team's Docusaurus site with refkit added: the reference of api.yaml under /api/.
// REFKIT_OPENAPI builds another description instead (for measuring a large one by hand).
export default {
  title: "Shop docs",
  url: "https://docs.example.com",
  baseUrl: "/",
  onBrokenLinks: "throw",
  onBrokenAnchors: "throw",
  presets: [["classic", { docs: {}, blog: false, theme: {} }]],
  plugins: [["refkit/docusaurus", { openapi: process.env.REFKIT_OPENAPI ?? "./api.yaml", routeBasePath: "api" }]],
  themeConfig: {
    navbar: {
      title: "Shop docs",
      items: [
        { to: "/docs/intro", label: "Guides", position: "left" },
        { to: "/api/", label: "API", position: "left" },
      ],
    },
  },
};
