/** Per-operation security and servers: each operation's own auth line, schemes and base URL. */
import { beforeAll, describe, expect, it } from "vitest";
import { buildRequest, loadOpenApi, type OpenApiImport } from "../../src/index.ts";
import { one } from "../support/dom.ts";
import { fixture, importDoc, rendered, requestOf, sectionOf } from "./support.ts";

let secured: OpenApiImport;
beforeAll(async () => {
  secured = importDoc(await loadOpenApi(fixture("security.yaml")));
});

const sent = (id: string) => buildRequest(requestOf(sectionOf(secured.pages, id)), secured.settings);
const says = async (id: string) => (await rendered(sectionOf(secured.pages, id), secured.settings)).querySelectorAll(".rk-prose").map((p) => p.textContent.trim());

describe("each operation sends the credentials its own security asks for", () => {
  it("takes the site's auth line from the document's security, and its base URL from the first server's variables", () => {
    expect(secured.settings.apiAuthHeader).toBe("Authorization: Bearer <TOKEN>");
    expect(sent("listPets").url).toBe("https://eu.api.example.com/v1/pets");
    expect(sent("listPets").headers).toMatchObject({ Authorization: "Bearer <TOKEN>" });
  });

  it("sends no auth line for security: []", () => {
    expect(Object.keys(sent("health").headers)).toEqual(["Content-Type"]);
  });

  it("sends an operation's own header scheme instead of the site's line", () => {
    expect(sent("getReport").headers).toEqual({ "Content-Type": "application/json", "X-Api-Key": "<API_KEY>" });
  });

  it("sends a query key scheme as a query parameter", () => {
    expect(sent("search").urlWithQuery).toBe("https://search.example.com/v2/search?api_key=%3CAPI_KEY%3E");
  });

  it("warns about a scheme the document does not define, and still builds the operation", () => {
    expect(secured.warnings).toContain('#/components/securitySchemes/undefined_scheme: a security requirement names the scheme "undefined_scheme", which the document does not define: left out of the examples');
    expect(Object.keys(sent("ghost").headers)).toEqual(["Content-Type"]);
  });
});

describe("each section says which schemes its operation accepts", () => {
  it.each([
    ["health", "Authentication: none."],
    ["listPets", "Authentication: bearer (HTTP bearer token)."],
    ["addPet", "Authentication: oauth (OAuth 2.0; scopes write:pets, read:pets), or key (API key in the X-Api-Key header)."],
    ["search", "Authentication: query_key (API key in the api_key query parameter) and bearer (HTTP bearer token)."],
  ])("%s: %s", async (id, text) => {
    expect(await says(id)).toContain(text);
  });
});

describe("servers on a path or an operation", () => {
  it("give that operation's examples their base URL, variables filled", () => {
    expect(sent("getReport").url).toBe("https://reports.example.com/reports");
    expect(sent("search").url).toBe("https://search.example.com/v2/search");
  });

  it("show in the snippets", async () => {
    const page = await rendered(sectionOf(secured.pages, "getReport"), secured.settings);
    expect(one(page, '[data-rk-lang="curl"] pre').textContent).toContain("https://reports.example.com/reports");
  });
});
