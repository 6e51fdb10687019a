/** Response field tables and variants (oneOf/anyOf, discriminators), read from a document. */
import { beforeAll, describe, expect, it } from "vitest";
import { Page, loadOpenApi, type OpenApiImport } from "../../src/index.ts";
import { all, one, tableText } from "../support/dom.ts";
import { doc31, fixture, importDoc, kindsOf, operationPages, rendered, requestOf, sectionOf, sectionsOf } from "./support.ts";

let payments: OpenApiImport;
beforeAll(async () => {
  payments = importDoc(await loadOpenApi(fixture("payments.yaml")));
});

const section = async (name: string) => rendered(sectionOf(payments.pages, name), payments.settings);

describe("each operation shows what its success response returns", () => {
  it("titles the main table with the status and the response's description", async () => {
    const page = await section("createPayment");
    const main = one(page, "div.rk-returns");
    expect(one(main, ".rk-returns-title").textContent).toBe("Response 201 The created payment.");
  });

  it("folds the other documented responses, ranges written as 4XX", async () => {
    const page = await section("createPayment");
    expect(all(page, "details.rk-returns > summary").map((s) => s.textContent)).toEqual(["Response 202 Accepted for later processing.", "Response 4XX A problem with the request."]);
    expect(tableText(all(page, "details.rk-returns")[1]!).rows).toEqual([
      ["type", "string", "—", ""],
      ["detail", "string", "—", ""],
    ]);
  });

  it("lists an array's items' fields", async () => {
    const page = await section("listPayments");
    expect(one(page, ".rk-returns-title").textContent).toBe("Response 200 The payments, newest first.");
    expect(all(page, ".rk-returns .rk-variant summary").map((s) => s.textContent)).toEqual(['Succeeded payment status: "succeeded"', 'Failed payment status: "failed"']);
  });

  it("takes the schema from the media type that has one (application/json with examples only, */* with the schema)", async () => {
    const document = doc31({
      "/addons": {
        get: {
          operationId: "listAddons",
          responses: {
            "200": {
              description: "OK",
              content: { "application/json": { examples: { one: { value: [{ name: "box" }] } } }, "*/*": { schema: { type: "array", items: { properties: { name: { type: "string" } } } } } },
            },
          },
        },
      },
    });
    const result = importDoc(document);
    const page = await rendered(sectionOf(result.pages, "listAddons"), result.settings);
    expect(tableText(one(page, ".rk-returns table")).rows).toEqual([["name", "string", "—", ""]]);
  });

  it("puts the response fields after the request fields, before the errors", () => {
    expect(kindsOf(sectionOf(payments.pages, "createPayment"))).toEqual(["field-table", "response-fields", "error-table", "response-fields", "response-fields", "request-example", "json-response"]);
  });
});

describe("oneOf and anyOf show as variants, each with its own fields", () => {
  it("names variants by their discriminator mapping and shows each one's fields under the field", async () => {
    const page = await section("createPayment");
    const fields = all(page, ".rk-section-main > table.rk-table")[0]!;
    const row = one(fields, "tr.rk-variants-row");
    expect(one(row, ".rk-variants-intro").textContent).toBe("One of 2 shapes, told apart by type:");
    const variants = all(row, "details.rk-variant");
    expect(variants.map((v) => one(v, "summary").textContent)).toEqual(['Card type: "card"', 'BankAccount type: "bank_account"']);
    expect(tableText(variants[1]!).rows).toEqual([
      ["type", "string", "✓", "Always bank_account."],
      ["iban", "string", "✓", "The IBAN."],
    ]);
    // Description HTML is sanitized, not escaped into view.
    expect(one(variants[1]!, "abbr").getAttribute("title")).toBe("International Bank Account Number");
  });

  it("keeps the variants apart instead of merging their properties", async () => {
    const page = await section("createPayment");
    const names = tableText(all(page, ".rk-section-main > table.rk-table")[0]!).rows.map((row) => row[0]);
    expect(names.slice(0, 2)).toEqual(["amount", "source"]);
    expect(names).not.toContain("source.iban");
  });

  it("says any of for anyOf, named by titles", async () => {
    const page = await section("listEvents");
    expect(one(page, ".rk-variants-intro").textContent).toBe("Any of 2 shapes:");
    expect(all(page, ".rk-variant summary").map((s) => s.textContent)).toEqual(["Created", "Deleted"]);
  });

  it("sends the first variant in the request example", () => {
    expect(requestOf(sectionOf(payments.pages, "createPayment")).body).toEqual({ amount: 0, source: { type: "card", number: "string" } });
  });
});

describe('a variant that only says "null" makes the field nullable instead of a shape', () => {
  const site = { type: "object", properties: { name: { type: "string", description: "Its name." }, root: { anyOf: [{ $ref: "#/components/schemas/Root" }, { type: "object", nullable: true }], description: "The root, if any." } } };
  const root = { type: "object", properties: { path: { type: "string" } } };
  const document = (extra: Record<string, unknown>) => ({
    openapi: "3.0.3",
    info: { title: "Sites", version: "1" },
    paths: { "/sites": { get: { operationId: "getSite", responses: { "200": { description: "OK", content: { "application/json": { schema: { $ref: "#/components/schemas/Site" } } } } } } } },
    components: { schemas: { Site: site, Root: root, ...extra } },
  });

  it("labels the field `object | null` and lists the one shape's fields under it, with no variants", async () => {
    const imported = importDoc(document({}));
    const page = await rendered(sectionOf(imported.pages, "getSite"), imported.settings);
    expect(tableText(one(page, ".rk-returns")).rows).toEqual([
      ["name", "string", "—", "Its name."],
      ["root", "object | null", "—", "The root, if any."],
      ["root.path", "string", "—", ""],
    ]);
    expect(all(page, ".rk-variants")).toEqual([]);
    expect(JSON.parse(one(page, ".rk-response pre").textContent!)).toEqual({ name: "string", root: { path: "string" } });
  });

  it("reads { nullable: true } and { type: \"null\" } the same way, and keeps two real shapes as variants", async () => {
    for (const nothing of [{ nullable: true }, { type: "null" }, { type: "object", nullable: true, description: "None." }]) {
      const imported = importDoc(document({ Site: { ...site, properties: { ...site.properties, root: { oneOf: [{ $ref: "#/components/schemas/Root" }, nothing] } } } }));
      const page = await rendered(sectionOf(imported.pages, "getSite"), imported.settings);
      expect(tableText(one(page, ".rk-returns")).rows.map((row) => row.slice(0, 2))).toEqual([["name", "string"], ["root", "object | null"], ["root.path", "string"]]);
    }
    const other = { type: "object", properties: { url: { type: "string" } } };
    const two = importDoc(document({ Other: other, Site: { ...site, properties: { ...site.properties, root: { oneOf: [{ $ref: "#/components/schemas/Root" }, { $ref: "#/components/schemas/Other" }, { nullable: true }] } } } }));
    const page = await rendered(sectionOf(two.pages, "getSite"), two.settings);
    expect(one(page, ".rk-variants-intro").textContent).toBe("One of 2 shapes:");
    expect(all(page, ".rk-variant summary").map((s) => s.textContent)).toEqual(["Root", "Other"]);
  });
});

describe("the same inline response schema under several operations", () => {
  // How large descriptions write a collection: an inline wrapper around a `$ref`, repeated per operation.
  const collection = () => ({ type: "object", title: "Collection of item", properties: { value: { type: "array", items: { $ref: "#/components/schemas/Item" } }, next: { type: "string" } } });
  const ok = () => ({ "200": { description: "OK", content: { "application/json": { schema: collection() } } } });
  const document = {
    openapi: "3.1.0",
    info: { title: "Items", version: "1" },
    paths: {
      "/items": { get: { operationId: "listItems", tags: ["Items"], responses: ok() } },
      "/items/recent": { get: { operationId: "recentItems", tags: ["Items"], responses: ok() } },
    },
    components: { schemas: { Item: { type: "object", properties: { id: { type: "string" } } } } },
  };

  it("is shown in full on each operation's own page", async () => {
    const imported = importDoc(document);
    const own = operationPages(imported.pages);
    expect(own).toHaveLength(2);
    for (const operation of own) {
      const page = await rendered(operation, imported.settings);
      expect(all(page, ".rk-returns table")).toHaveLength(1);
      expect(tableText(one(page, ".rk-returns")).rows.map((row) => row[0])).toEqual(["value", "value.id", "next"]);
      expect(all(page, ".rk-same-fields")).toEqual([]);
    }
  });

  it("is one table on a page that shows both: the second operation links to the first instead of repeating it", async () => {
    const imported = importDoc(document);
    class Both extends Page {
      title = "Items";
      sections() {
        return sectionsOf(imported.pages);
      }
    }
    const page = await rendered(new Both(), imported.settings);
    expect(all(page, ".rk-returns table")).toHaveLength(1);
    expect(tableText(one(page, ".rk-returns")).rows.map((row) => row[0])).toEqual(["value", "value.id", "next"]);
    expect(all(page, ".rk-same-fields").map((p) => [p.textContent, one(p, "a").getAttribute("href")])).toEqual([["The same fields as the 200 response above.", "#rk-fields"]]);
  });
});
