// A team's Docusaurus site with refkit added: the reference of api.yaml under /api/.
export default {
  title: "Shop docs",
  url: "https://docs.example.com",
  baseUrl: "/",
  onBrokenLinks: "throw",
  onBrokenAnchors: "throw",
  presets: [["classic", { docs: {}, blog: false, theme: {} }]],
  plugins: [["refkit/docusaurus", { openapi: "./api.yaml", routeBasePath: "api" }]],
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
