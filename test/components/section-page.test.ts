import { describe, expect, it } from "vitest";
import { Endpoint, FieldTable, JsonResponse, Page, RequestExample, Section, code, html, md, render, type Node } from "../../src/index.ts";
import { thrown } from "../support/errors.ts";
import { all, dom, one } from "../support/dom.ts";

const endpoint = Endpoint("post", "/v1/customers");
const fields = FieldTable([{ name: "email", type: "string", required: true, description: "Email." }]);
const example = RequestExample({ method: "post", path: "/v1/customers", body: { email: "a@example.com" } });
const response = JsonResponse({ id: "cus_1" });

describe("Section takes a title and a description; an Endpoint can be the description", () => {
  it("renders the title as a heading with an anchor, and the Endpoint under it", async () => {
    const root = dom(await render(Section("Create a customer", { description: endpoint }, fields)));
    const section = one(root, "section.rk-section");
    expect(section.getAttribute("id")).toBe("create-a-customer");
    expect(one(section, "h2").textContent).toBe("Create a customer");
    expect(one(section, "h2 a").getAttribute("href")).toBe("#create-a-customer");
    expect(one(section, ".rk-section-description .rk-badge").textContent).toBe("POST");
  });

  it("keeps every id of the page unique: a field named title does not take the heading's id", async () => {
    const table = FieldTable([{ name: "title", type: "string", description: "The title." }, { name: "title-2", type: "string", description: "x" }]);
    const root = dom(await render(Section("Create an issue", { description: endpoint }, table)));
    const ids = all(root, "[id]").map((element) => element.getAttribute("id"));
    expect(new Set(ids).size, ids.join(" ")).toBe(ids.length);
    expect(one(root, "section").getAttribute("aria-labelledby")).toBe(one(root, "h2").getAttribute("id"));
    for (const link of all(root, "a.rk-row-link")) expect(one(root, `[id="${link.getAttribute("href")!.slice(1)}"]`).tagName).toBe("TR");
  });

  it("renders a string description as escaped text, md() as block Markdown, code() as code", async () => {
    expect(one(dom(await render(Section("A", { description: "<b>x</b>" }))), ".rk-section-description").textContent).toBe("<b>x</b>");
    expect(one(dom(await render(Section("A", { description: md("One.\n\nTwo **b**.") }))), ".rk-section-description").querySelectorAll("p")).toHaveLength(2);
    expect(one(dom(await render(Section("A", { description: code("x") }))), ".rk-section-description code").textContent).toBe("x");
  });

  it("puts tables in the text column and examples and responses in the code column, in order", async () => {
    const root = dom(await render(Section("Create", { description: endpoint }, example, fields, response)));
    expect(all(root, ".rk-section-main table")).toHaveLength(1);
    expect(all(root, ".rk-section-aside > *").map((e) => e.getAttribute("class"))).toEqual(["rk-example", "rk-response"]);
  });

  it("accepts custom components through the node interface", async () => {
    const note: Node = { kind: "note", render: () => html`<aside class="note">${"<i>careful</i>"}</aside>` };
    expect(await render(Section("A", {}, note))).toContain('<aside class="note">&lt;i&gt;careful&lt;/i&gt;</aside>');
  });

  it("gives sections with the same title distinct ids, and honours an explicit id", async () => {
    const root = dom(await render([Section("Same", {}), Section("Same", {}), Section("Other", { id: "custom" })]));
    expect(all(root, "section").map((s) => s.getAttribute("id"))).toEqual(["same", "same-2", "custom"]);
  });

  it("exposes its title and endpoint for navigation", () => {
    const section = Section("Create", { description: endpoint }, fields);
    expect(section.title).toBe("Create");
    expect(section.endpoint).toBe(endpoint);
    expect(section.children).toEqual([fields]);
  });

  it.each([
    [() => Section("", {}), 'Section, key "title": expected a non-empty string, got ""'],
    [() => Section("A", endpoint as never), 'Section "A", key "options": expected { description } as the second argument, got a component'],
    [() => Section("A", { description: 5 as never }), 'Section "A", key "description": expected a string, code("…") / ["code", "…"], md("…") / ["md", "…"], or commonmark("…"), or a component such as Endpoint, got 5'],
    [() => Section("A", {}, fields, "text" as never), 'Section "A", key "child 2": expected a component, got "text"'],
    [() => Section("A", { id: "1 bad" }), 'Section "A", key "id": expected letters, digits, "-" or "_", starting with a letter, got "1 bad"'],
  ])("rejects a bad declaration %#", (declare, message) => {
    expect(thrown(declare).message).toBe(message);
  });
});

describe("Page is a class made of sections", () => {
  class Customers extends Page {
    title = "Customers";
    description = md("The **customer** object.");
    sections() {
      return [Section("Create a customer", { description: endpoint }, fields, example, response), Section("Delete", { description: Endpoint("delete", "/v1/customers/:id") })];
    }
  }

  it("renders its title, description and sections", async () => {
    const root = dom(await render(new Customers()));
    expect(one(root, "h1").textContent).toBe("Customers");
    expect(one(root, ".rk-page-description strong").textContent).toBe("customer");
    expect(all(root, "section h2").map((h) => h.textContent)).toEqual(["Create a customer", "Delete"]);
  });

  it("reports sections() returning something other than components, naming the page class", async () => {
    class Broken extends Page {
      title = "Broken";
      sections() {
        return ["oops"] as never;
      }
    }
    await expect(render(new Broken())).rejects.toThrow('Broken, key "sections()[0]": expected a component such as Section(…), got "oops"');
  });
});

describe("a deprecated section is marked in its title", () => {
  it("adds a deprecated mark after the title, and refuses a non-boolean", async () => {
    const root = dom(await render(Section("Old way", { deprecated: true })));
    expect(one(root, "h2 .rk-deprecated").textContent).toBe("deprecated");
    expect(all(dom(await render(Section("New way", {}))), ".rk-deprecated")).toHaveLength(0);
    expect(thrown(() => Section("X", { deprecated: "yes" as never })).message).toBe('Section "X", key "deprecated": expected true or false, got "yes"');
  });
});
