/**
 * Models on a site: a page per named schema in a "Models" group after the operations' — its
 * fields, an example, and where it is used (operations and other models), each linked to a page
 * and section that exist; a field whose value is a model links to its page instead of listing its
 * fields, in the HTML and in the twins; a guide links a model by `model:<name>`, and a link to no
 * model fails the build naming the file and line.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/site/build.ts";
import { importOpenApi } from "../src/present/import.ts";
import { Config } from "../src/config/config.ts";
import { render } from "../src/index.ts";
import { all, dom, one, type HTMLElement } from "./support/dom.ts";
import { writeProject } from "./support/project-files.ts";

const json = (schema: unknown) => ({ content: { "application/json": { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const document = {
  openapi: "3.1.0",
  info: { title: "Pets", version: "1" },
  tags: [{ name: "pets" }, { name: "owners" }],
  paths: {
    "/pets": {
      get: { operationId: "listPets", tags: ["pets"], summary: "List pets", responses: { "200": json({ type: "object", properties: { data: { type: "array", items: ref("Pet") }, total: { type: "integer" } } }) } },
      post: { operationId: "createPet", tags: ["pets"], summary: "Create a pet", requestBody: json(ref("NewPet")), responses: { "201": json(ref("Pet")) } },
    },
    "/owners/{id}": { get: { operationId: "getOwner", tags: ["owners"], summary: "Retrieve an owner", parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { "200": json(ref("Owner")) } } },
  },
  components: {
    schemas: {
      Pet: {
        description: "An animal **at home**.",
        type: "object",
        required: ["name"],
        properties: { name: { type: "string", example: "Rex" }, owner: ref("Owner"), color: ref("Color"), tags: { type: "array", items: { type: "object", properties: { label: { type: "string" } } } } },
      },
      // Owner and Pet contain each other.
      Owner: { type: "object", properties: { name: { type: "string" }, pets: { type: "array", items: ref("Pet") } } },
      Color: { type: "string", enum: ["black", "white"] },
      NewPet: { type: "object", properties: { name: { type: "string" } } },
      "Not <b>used</b>": { type: "object", properties: { x: { type: "integer" } } },
    },
  },
};

const work = await mkdtemp(join(tmpdir(), "refkit-models-"));
afterAll(() => rm(work, { recursive: true, force: true }));

/** The element an href leads to from `from` (a file of the site): its page read, the id found. */
function target(out: string, from: string, href: string): HTMLElement | null {
  const [file, id] = href.split("#");
  const path = join(out, from, "..", file!);
  if (!existsSync(path)) return null;
  return dom(readFileSync(path, "utf8")).getElementById(id!);
}

describe("models", () => {
  let out: string;
  const read = (file: string) => dom(readFileSync(join(out, file), "utf8"));

  beforeAll(async () => {
    const root = await writeProject(join(work, "pets"), {
      "openapi.json": JSON.stringify(document),
      "pages/guide.md": "---\ntitle: Guide\n---\nA [pet](model:Pet) is listed by [List pets](op:listPets).\n\n[owner]: model:Owner\n\nSee the [owner].\n",
    });
    out = join(root, "site");
    await buildSite({ root, openapi: join(root, "openapi.json"), out });
  });

  it("lists every named schema on the Models page, each linked to its page, the group last in the sidebar", () => {
    const page = read("models.html");
    expect(one(page, "h1").textContent).toBe("Models");
    expect(all(page, ".rk-model-list a").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Pet", "models/pet.html"],
      ["Owner", "models/owner.html"],
      ["Color", "models/color.html"],
      ["NewPet", "models/newpet.html"],
      ["Not <b>used</b>", "models/not-b-used-b.html"],
    ]);
    expect(all(page, "nav.rk-sidebar .rk-nav-page > a").map((a) => a.textContent)).toEqual(["Guide", "pets", "owners", "Models"]);
  });

  it("shows a model's fields, its example, and the operations and models that use it, each linked to a section that exists", () => {
    const file = "models/pet.html";
    const page = read(file);
    expect(one(page, "h1").textContent).toBe("Pet");
    expect(one(page, ".rk-prose").textContent).toContain("An animal at home.");
    const rows = all(page, ".rk-section-main table tbody tr").map((row) => all(row, "td").map((cell) => cell.textContent!.trim()));
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ["name", "string"],
      ["owner", "Owner"],
      ["color", "string (Color)"],
      ["tags", "array of object"],
      ["tags.label", "string"],
    ]);
    // A field whose value is a model links to it; its fields are on that page, not here.
    const links = all(page, ".rk-section-main table a.rk-model-link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["../models/owner.html#owner", "../models/color.html#color"]);
    for (const a of links) expect(target(out, file, a.getAttribute("href")!), a.getAttribute("href")!).not.toBeNull();
    expect(JSON.parse(one(page, ".rk-response pre").textContent!)).toMatchObject({ name: "Rex" });
    const used = all(page, ".rk-used-by a");
    expect(used.map((a) => a.textContent!.replace(/\s+/g, " ").trim())).toEqual(["GET List pets /pets", "POST Create a pet /pets", "Owner"]);
    for (const a of used) expect(target(out, file, a.getAttribute("href")!), a.getAttribute("href")!).not.toBeNull();
    expect(one(read("models/not-b-used-b.html"), ".rk-used-by-none").textContent).toBe("Used by no operation and no other model.");
  });

  it("links an operation's field whose value is a model to the model's page, in the HTML and in the twin", () => {
    const file = "pets/list-pets.html";
    const page = read(file);
    const rows = all(page, ".rk-returns table tbody tr").map((row) => all(row, "td").map((cell) => cell.textContent!.trim()).slice(0, 2));
    expect(rows).toEqual([
      ["data", "array of Pet"],
      ["total", "integer"],
    ]);
    const link = one(page, ".rk-returns a.rk-model-link").getAttribute("href")!;
    expect(link).toBe("../models/pet.html#pet");
    expect(target(out, file, link)).not.toBeNull();
    // A response whose body is a model names it, linked, beside its status.
    const created = read("pets/create-pet.html");
    expect(one(created, ".rk-returns-title").textContent!.replace(/\s+/g, " ").trim()).toBe("Response 201 Pet");
    expect(one(created, ".rk-returns-model a").getAttribute("href")).toBe("../models/pet.html#pet");
    expect(readFileSync(join(out, "pets", "create-pet.md"), "utf8")).toContain("**Response `201`** ([Pet](../models/pet.md#pet))");
    const twin = readFileSync(join(out, "pets", "list-pets.md"), "utf8");
    expect(twin).toContain("| `data` | [array of Pet](../models/pet.md#pet) | no |");
    expect(readFileSync(join(out, "models", "pet.md"), "utf8")).toContain("- `GET /pets` [List pets](../pets/list-pets.md#listPets)");
  });

  it("leads a guide's model: and op: links to the model's and the operation's sections", () => {
    const file = "guide.html";
    const hrefs = all(read(file), "main .rk-prose a").map((a) => a.getAttribute("href")!);
    expect(hrefs).toEqual(["models/pet.html#pet", "pets/list-pets.html#listPets", "models/owner.html#owner"]);
    for (const href of hrefs) expect(target(out, file, href), href).not.toBeNull();
  });

  it("fails the build on a guide's link to no model, naming the file and line", async () => {
    const root = await writeProject(join(work, "broken"), { "openapi.json": JSON.stringify(document), "pages/guide.md": "# Guide\n\nSee [this](model:Nope).\n" });
    await expect(buildSite({ root, openapi: join(root, "openapi.json"), out: join(root, "site") })).rejects.toThrow(/guide\.md: line 3: the link model:Nope leads to no model: no schema of the description's components\.schemas has that name/);
  });

  it("lists a model's fields in the operation's table when the import makes no model pages", async () => {
    const config = new Config();
    const { pages } = importOpenApi(document, { models: false, config });
    expect(pages.map((page) => page.slug)).not.toContain("models");
    const page = dom(await render(pages.find((candidate) => candidate.slug === "pets/list-pets")!, { config }));
    expect(all(page, ".rk-returns tbody tr td:first-child").map((cell) => cell.textContent!.trim())).toEqual(["data", "data.name", "data.owner", "data.owner.name", "data.owner.pets", "data.color", "data.tags", "data.tags.label", "total"]);
    expect(page.querySelector("a.rk-model-link")).toBeNull();
  });
});
