/**
 * Titles a reader can tell apart: two operations of one tag (one page, one sidebar group) never
 * share a title, whatever the description gives them.
 */
import { describe, expect, it } from "vitest";
import { Config, importOpenApi, readApi } from "../../src/index.ts";
import { sectionsOf } from "./support.ts";
import { distinctTitles } from "../../src/openapi/read/titles.ts";

const op = (title: string, method: string, path: string, tags: string[] = ["Things"]) => ({ title, method, path, tags });

describe("titles within a tag", () => {
  it.each([
    { rule: "add the method when it tells them apart", ops: [op("Update a device", "patch", "/d/{id}"), op("Update a device", "put", "/d/{id}")], out: ["Update a device (PATCH)", "Update a device (PUT)"] },
    { rule: "else the path when they share the method", ops: [op("Get payor", "get", "/v1/payors/{id}"), op("Get payor", "get", "/v2/payors/{id}")], out: ["Get payor (/v1/payors/{id})", "Get payor (/v2/payors/{id})"] },
    { rule: "else the method and path", ops: [op("Get payor", "get", "/v1/payors/{id}"), op("Get payor", "get", "/v2/payors/{id}"), op("Get payor", "post", "/v1/payors/{id}")], out: ["Get payor (GET /v1/payors/{id})", "Get payor (GET /v2/payors/{id})", "Get payor (POST /v1/payors/{id})"] },
    { rule: "else a number", ops: [op("Search", "post", "/s"), op("Search", "post", "/s")], out: ["Search (1)", "Search (2)"] },
    { rule: "leave alone the same title under another tag (its group tells it apart)", ops: [op("List secrets", "get", "/a", ["Actions"]), op("List secrets", "get", "/b", ["Dependabot"])], out: ["List secrets", "List secrets"] },
    { rule: "leave alone titles that differ", ops: [op("List", "get", "/a"), op("Create", "post", "/a")], out: ["List", "Create"] },
  ])("$rule", ({ ops, out }) => {
    expect(distinctTitles(ops)).toEqual(out);
  });

  it("are distinct in the model read from a description", () => {
    const ok = { "200": { description: "OK" } };
    const model = readApi({
      openapi: "3.1.0",
      info: { title: "Devices", version: "1" },
      paths: { "/devices/{id}": { put: { summary: "Update a device", tags: ["Devices"], responses: ok }, patch: { summary: "Update a device", tags: ["Devices"], responses: ok } } },
    });
    expect(model.operations.map((operation) => operation.title)).toEqual(["Update a device (PUT)", "Update a device (PATCH)"]);
  });

  it("are the same on the pages as in the model, callbacks and webhooks included", () => {
    const ok = { "200": { description: "OK" } };
    const hook = { post: { summary: "Device event", responses: ok } };
    const document = {
      openapi: "3.1.0",
      info: { title: "Devices", version: "1" },
      paths: { "/devices/{id}": { put: { summary: "Update a device", responses: ok }, patch: { summary: "Update a device", responses: ok } } },
      webhooks: { "device-created": hook, "device-deleted": hook },
    };
    const { pages } = importOpenApi(document, { config: new Config() });
    const titles = sectionsOf(pages).map((section) => section.title);
    expect(titles).toEqual(["Update a device (PUT)", "Update a device (PATCH)", "Device event (device-created)", "Device event (device-deleted)"]);
    expect(readApi(document).operations.map((operation) => operation.title)).toEqual(titles);
  });
});
