import { describe, expect, it } from "vitest";
import { FieldTable, ResponseFields, md, render, type Field, type Variants } from "../../src/index.ts";
import { thrown } from "../support/errors.ts";
import { all, dom, one, tableText } from "../support/dom.ts";

const fields: Field[] = [
  { name: "id", type: "string", required: true, description: "Its identifier." },
  { name: "owner", type: "object", description: "Who owns it.", children: [{ name: "email", type: "string | null", description: "May be unset." }] },
];

const payment: Variants<Field> = {
  discriminator: "type",
  options: [
    { title: "Card", value: "card", fields: [{ name: "type", type: "string", required: true, description: md("Always `card`.") }, { name: "last4", type: "string", description: "Last digits." }] },
    { title: "Bank account", value: "bank_account", fields: [{ name: "type", type: "string", required: true, description: "Always bank_account." }, { name: "iban", type: "string", description: "The IBAN." }] },
  ],
};

describe("ResponseFields of a stream (the stream option)", () => {
  it("says the fields are each item's, above the table and in the Markdown, and refuses a stream that is not a media type", async () => {
    const node = ResponseFields({ status: "200", fields, stream: "text/event-stream" });
    const root = dom(await render(node));
    expect(one(root, ".rk-returns .rk-stream-note").textContent).toBe("A stream (text/event-stream): each item has these fields.");
    expect(one(root, ".rk-returns .rk-stream-note + .rk-table")).toBeTruthy();
    expect(all(dom(await render(ResponseFields({ status: "200", fields }))), ".rk-stream-note")).toEqual([]);
    expect(thrown(() => ResponseFields({ status: "200", fields, stream: 5 as unknown as string })).message).toBe('ResponseFields, key "stream": expected a media type string, got 5');
  });
});

describe("ResponseFields shows what a response returns", () => {
  it("renders the field table inside .rk-returns, headed by the status and the description", async () => {
    const root = dom(await render(ResponseFields({ status: "201", description: "The created widget.", fields })));
    const block = one(root, "div.rk-returns");
    expect(one(block, "h3.rk-returns-title").textContent).toBe("Response 201 The created widget.");
    expect(one(block, ".rk-status").textContent).toBe("201");
    expect(tableText(block).rows).toEqual([
      ["id", "string", "✓", "Its identifier."],
      ["owner", "object", "—", "Who owns it."],
      ["owner.email", "string | null", "—", "May be unset."],
    ]);
  });

  it("writes status ranges and default as OpenAPI does", async () => {
    expect(one(dom(await render(ResponseFields({ status: "2xx", fields }))), ".rk-status").textContent).toBe("2XX");
    expect(one(dom(await render(ResponseFields({ status: "default", fields }))), ".rk-status").textContent).toBe("default");
    expect(one(dom(await render(ResponseFields({ fields }))), ".rk-returns-title").textContent).toBe("Response");
  });

  it("folds the other responses into <details>", async () => {
    const root = dom(await render(ResponseFields({ status: "404", description: "Not found.", fields, collapsed: true })));
    expect(one(root, "details.rk-returns > summary").textContent).toBe("Response 404 Not found.");
    expect(one(root, "details.rk-returns").hasAttribute("open")).toBe(false);
  });

  it.each([
    [{ status: 200, fields }, 'ResponseFields, key "status": expected a status as OpenAPI writes it ("200", "4XX", "default"), got 200'],
    [{ status: "20", fields }, 'ResponseFields, key "status": expected a status as OpenAPI writes it ("200", "4XX", "default"), got "20"'],
    [{ fields: [{ name: "id", type: "string" }] }, 'FieldTable row 1 ("id"), key "description": missing; expected a string, code("…") / ["code", "…"], md("…") / ["md", "…"], or commonmark("…")'],
    [{ fields, collapsed: "yes" }, 'ResponseFields, key "collapsed": expected true or false, got "yes"'],
    [{ fields, model: "Pet" }, 'ResponseFields, key "model": expected { name, type } (strings), got "Pet"'],
    [{ fields, model: { name: "Pet" } }, 'ResponseFields, key "model": expected { name, type } (strings), got an object'],
  ])("refuses %j", (options, message) => {
    expect(thrown(() => ResponseFields(options as never)).message).toBe(message);
  });
});

it("names the model its body is beside its status, as text where the page has no model pages to link", async () => {
  const root = dom(await render(ResponseFields({ status: "200", description: "The pet.", fields, model: { name: "Pet", type: "array of Pet" } })));
  expect(one(root, ".rk-returns-title").textContent).toBe("Response 200 The pet. array of Pet");
  expect(root.querySelector(".rk-returns-model a")).toBeNull();
});

describe("variants: one entry per shape, readable without JavaScript", () => {
  it("shows a body's variants after its table, each a <details> with its own fields, the first open", async () => {
    const root = dom(await render(FieldTable([], { variants: payment })));
    const block = one(root, ".rk-variants");
    expect(one(block, ".rk-variants-intro").textContent).toBe("One of 2 shapes, told apart by type:");
    const variants = all(block, "details.rk-variant");
    expect(variants.map((v) => one(v, "summary").textContent)).toEqual(['Card type: "card"', 'Bank account type: "bank_account"']);
    expect(variants.map((v) => v.hasAttribute("open"))).toEqual([true, false]);
    expect(tableText(variants[1]!).rows).toEqual([
      ["type", "string", "✓", "Always bank_account."],
      ["iban", "string", "—", "The IBAN."],
    ]);
  });

  it("shows a field's variants in a full-width row under the field and its children", async () => {
    const root = dom(await render(FieldTable([{ name: "source", type: "Card | Bank account", description: "How it is paid.", variants: payment }, { name: "amount", type: "integer", description: "Cents." }])));
    const rows = all(root, "table.rk-table")[0]!.querySelectorAll(":scope > tbody > tr");
    expect(rows.map((row) => row.getAttribute("class"))).toEqual(["rk-field", "rk-variants-row", "rk-field"]);
    expect(one(rows[1]!, "td").getAttribute("colspan")).toBe("4");
    expect(all(rows[1]!, "details.rk-variant")).toHaveLength(2);
  });

  it("names anyOf as any of, and needs no discriminator", async () => {
    const root = dom(await render(FieldTable([], { variants: { match: "any", options: [{ title: "A", fields: [] }, { title: "B", fields: [] }] } })));
    expect(one(root, ".rk-variants-intro").textContent).toBe("Any of 2 shapes:");
    expect(all(root, ".rk-variant-empty").map((p) => p.textContent)).toEqual(["No fields.", "No fields."]);
  });

  it("says No fields. for a variant without fields, unless its description says what it is", async () => {
    const options = [
      { title: "Empty", fields: [] },
      { title: "Elided", description: md("… 400 fields are not listed here."), fields: [] },
    ];
    const root = dom(await render(FieldTable([], { variants: { options } })));
    expect(all(root, "details.rk-variant").map((variant) => [one(variant, ".rk-variant-title").textContent, all(variant, ".rk-variant-empty").length])).toEqual([
      ["Empty", 1],
      ["Elided", 0],
    ]);
    expect(one(root, ".rk-variant-description").textContent?.trim()).toBe("… 400 fields are not listed here.");
  });

  it("says one shape, not one of 1 shapes, when there is a single variant", async () => {
    for (const match of ["one", "any"] as const) {
      const root = dom(await render(FieldTable([], { variants: { match, options: [{ title: "A", fields: [] }] } })));
      expect(one(root, ".rk-variants-intro").textContent, match).toBe("One shape:");
    }
  });

  it.each([
    [{ options: [] }, 'FieldTable, key "variants": expected { options: [{ title, fields }, …], discriminator? }, got an object'],
    [{ options: [{ fields: [] }] }, 'FieldTable, key "variants.options[0]": expected { title, fields } with a non-empty title, got an object'],
    [{ discriminator: 3, options: [{ title: "A", fields: [] }] }, 'FieldTable, key "variants.discriminator": expected a property name, got 3'],
    [{ options: [{ title: "A", fields: [], fallback: "yes" }] }, 'FieldTable, key "variants.options[0].fallback": expected true or false, got "yes"'],
    [{ options: [{ title: "A", fields: [{ name: "x", type: "string", required: "no", description: "" }] }] }, 'FieldTable variant 1 ("A") row 1 ("x"), key "required": expected true or false, got "no"'],
  ])("refuses bad variants %j", (variants, message) => {
    expect(thrown(() => FieldTable([], { variants } as never)).message).toBe(message);
  });

  it("refuses variants that contain themselves", () => {
    const loop: { options: { title: string; fields: Field[] }[] } = { options: [{ title: "A", fields: [] }] };
    loop.options[0]!.fields.push({ name: "again", type: "object", description: "", variants: loop as Variants<Field> });
    expect(thrown(() => FieldTable([], { variants: loop as Variants<Field> })).message).toMatch(/expected at most 100 levels of nested variants/);
  });
});

describe("the same response fields on one page", () => {
  it("are shown once; a later response with the same fields links to the first, naming its status", async () => {
    const { Page, Section } = await import("../../src/index.ts");
    const copy = fields.map((field) => ({ ...field }));
    class Twice extends Page {
      title = "Twice";
      sections() {
        return [
          Section("First", {}, ResponseFields({ status: "200", fields })),
          Section("Second", {}, ResponseFields({ status: "201", fields }), ResponseFields({ status: "4XX", fields, collapsed: true })),
          Section("Equal but not the same", {}, ResponseFields({ status: "200", fields: copy })),
        ];
      }
    }
    const page = dom(await render(new Twice()));
    expect(all(page, ".rk-returns table")).toHaveLength(2);
    expect(one(page, "#rk-fields").matches("div.rk-returns")).toBe(true);
    expect(all(page, ".rk-same-fields").map((p) => [p.textContent, one(p, "a").getAttribute("href")])).toEqual([
      ["The same fields as the 200 response above.", "#rk-fields"],
      ["The same fields as the 200 response above.", "#rk-fields"],
    ]);
    expect(one(all(page, "section")[1]!, "details.rk-returns > summary").textContent).toBe("Response 4XX");
    // Separate renders share nothing.
    expect(all(dom(await render(ResponseFields({ status: "200", fields }))), "table")).toHaveLength(1);
  });
});
