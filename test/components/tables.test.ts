import { describe, expect, it } from "vitest";
import { thrown } from "../support/errors.ts";
import { ErrorTable, FieldTable, Markdown, Table, code, md, render } from "../../src/index.ts";
import { all, dom, one, tableText } from "../support/dom.ts";

const createFields = [
  { name: "email", type: "string", required: true, description: "The customer's email address." },
  { name: "name", type: "string", description: "The customer's full name." },
  { name: "metadata", type: "object", required: false, description: md("Up to **50** pairs.") },
];

describe("FieldTable has the columns Name / Type / Required / Description", () => {
  it("renders one row per field", async () => {
    const root = dom(await render(FieldTable(createFields)));
    expect(one(root, "table").getAttribute("class")).toBe("rk-table");
    expect(tableText(root)).toEqual({
      head: ["Name", "Type", "Required", "Description"],
      rows: [
        ["email", "string", "✓", "The customer's email address."],
        ["name", "string", "—", "The customer's full name."],
        ["metadata", "object", "—", "Up to 50 pairs."],
      ],
    });
  });

  it("lets a name wrap after its dots, and a long part after its _ and -, nowhere else", async () => {
    const html = await render(FieldTable([{ name: "repository.use_squash_pr_title_as_default", type: "boolean", description: "x" }, { name: "user_id", type: "string", description: "x" }]));
    expect(html).toContain("repository.<wbr>use_<wbr>squash_<wbr>pr_<wbr>title_<wbr>as_<wbr>default</code>");
    expect(html).toContain(">user_id</code>");
  });

  it("renders names code-styled automatically", async () => {
    const names = all(dom(await render(FieldTable(createFields))), "tbody tr td:first-child code");
    expect(names.map((n) => n.textContent)).toEqual(["email", "name", "metadata"]);
  });

  it("shows a check mark (U+2713) for required fields and the em-dash (U+2014) otherwise, with accessible text", async () => {
    const root = dom(await render(FieldTable(createFields)));
    const marks = all(root, "tbody tr td:nth-child(3) [role=img]");
    expect(marks.map((m) => [m.textContent, m.getAttribute("aria-label")])).toEqual([
      ["\u2713", "required"],
      ["\u2014", "optional"],
      ["\u2014", "optional"],
    ]);
    expect(await render(FieldTable(createFields))).not.toMatch(/<td>-<\/td>/);
  });
});

describe("description cells follow the convention: plain, code, md", () => {
  const render1 = async (description: unknown) =>
    one(dom(await render(FieldTable([{ name: "n", type: "t", description: description as string }]))), "tbody td:last-child");

  it("renders a plain string as escaped text", async () => {
    const cell = await render1("<b>not bold</b> & **not md**");
    expect(cell.innerHTML).toBe("&lt;b&gt;not bold&lt;/b&gt; &amp; **not md**");
  });

  it("renders code() and [\"code\", …] as inline code", async () => {
    for (const description of [code("cus_<123>"), ["code", "cus_<123>"]]) {
      const cell = await render1(description);
      expect(cell.innerHTML).toBe("<code>cus_&lt;123&gt;</code>");
    }
  });

  it("renders md() and [\"md\", …] as inline Markdown without raw HTML", async () => {
    for (const description of [md("**bold** and `x` and [docs](https://example.com/docs) <i>raw</i>"), ["md", "**bold** and `x` and [docs](https://example.com/docs) <i>raw</i>"]]) {
      const cell = await render1(description);
      expect(one(cell, "strong").textContent).toBe("bold");
      expect(one(cell, "code").textContent).toBe("x");
      expect(one(cell, "a").getAttribute("href")).toBe("https://example.com/docs");
      expect(all(cell, "i")).toHaveLength(0);
      expect(cell.textContent).toContain("<i>raw</i>");
      expect(all(cell, "p")).toHaveLength(0);
    }
  });

  it("never renders a javascript: link from md()", async () => {
    const cell = await render1(md("[x](javascript:alert(1))"));
    expect(cell.innerHTML).not.toMatch(/href="javascript:/i);
  });
});

describe("ErrorTable has the columns Scenario / Status / Type, plus Param only when needed", () => {
  const demoErrors = [
    { scenario: "Missing or invalid API key", status: "401", type: "authentication_error" },
    { scenario: "Email already registered", status: "422", type: "validation_error", param: "email" },
  ];

  it("adds a Param column when at least one error names a param, and shows the em-dash in rows without one", async () => {
    const root = dom(await render(ErrorTable(demoErrors)));
    expect(tableText(root)).toEqual({
      head: ["Scenario", "Status", "Type", "Param"],
      rows: [
        ["Missing or invalid API key", "401", "authentication_error", "—"],
        ["Email already registered", "422", "validation_error", "email"],
      ],
    });
  });

  it("has exactly three columns when every error is param-free", async () => {
    const root = dom(await render(ErrorTable([demoErrors[0]!, { scenario: "Rate limited", status: "429", type: "rate_limit_error" }])));
    expect(tableText(root).head).toEqual(["Scenario", "Status", "Type"]);
    expect(all(root, "tbody tr").every((tr) => all(tr, "td").length === 3)).toBe(true);
  });

  it("renders type and param code-styled automatically", async () => {
    const root = dom(await render(ErrorTable(demoErrors)));
    expect(all(root, "tbody code").map((c) => c.textContent)).toEqual(["authentication_error", "validation_error", "email"]);
  });

  it("escapes every author string", async () => {
    const out = await render(ErrorTable([{ scenario: "<img src=x onerror=alert(1)>", status: "400", type: "<b>", param: '"><script>' }]));
    expect(out).not.toMatch(/<img|<b>|<script>/);
  });
});

describe("Table is the base: any columns, cells by the convention", () => {
  it("renders header texts and cells, an empty cell as the em-dash", async () => {
    const root = dom(await render(Table({ columns: ["Event", "Payload", "Notes"], rows: [[code("customer.created"), md("A **Customer**"), null]] })));
    expect(tableText(root)).toEqual({ head: ["Event", "Payload", "Notes"], rows: [["customer.created", "A Customer", "—"]] });
  });

  it("rejects rows of the wrong width", () => {
    expect(thrown(() => Table({ columns: ["A", "B"], rows: [["x"]] })).message).toBe('Table row 1: expected an array of 2 cells (one per column), got 1 cells');
  });

  it("rejects a cell outside the convention, naming the column", () => {
    expect(thrown(() => Table({ columns: ["A"], rows: [[["bold", "x"] as never]] })).message).toBe(
      'Table row 1, key "A": expected a string, code("…") / ["code", "…"], md("…") / ["md", "…"], or commonmark("…"), got an array',
    );
  });
});

describe("bad rows are rejected when the table is declared", () => {
  it.each([
    [() => FieldTable([{ name: "email", type: "string", description: "x" }, { name: "name", description: "x" } as never]), 'FieldTable row 2 ("name"), key "type": missing; expected a type label string such as "string"'],
    [() => FieldTable([{ name: "email", type: "string", required: "yes" as never, description: "x" }]), 'FieldTable row 1 ("email"), key "required": expected true or false, got "yes"'],
    [() => FieldTable([{ type: "string", description: "x" } as never]), 'FieldTable row 1, key "name": missing; expected a non-empty string'],
    [() => FieldTable([{ name: "a", type: "string", description: 42 as never }]), 'FieldTable row 1 ("a"), key "description": expected a string, code("…") / ["code", "…"], md("…") / ["md", "…"], or commonmark("…"), got 42'],
    [() => FieldTable([{ name: "a", type: "string", description: ["html", "<b>"] as never }]), 'FieldTable row 1 ("a"), key "description": expected a string, code("…") / ["code", "…"], md("…") / ["md", "…"], or commonmark("…"), got an array'],
    [() => FieldTable([{ name: "a", type: "string", descripton: "typo" } as never]), 'FieldTable row 1 ("a"), key "descripton": unknown key; expected one of name, type, required, description, deprecated, children, variants, model'],
    [() => FieldTable("email" as never), 'FieldTable: expected an array of rows, got "email"'],
    [() => FieldTable([null as never]), "FieldTable row 1: expected an object with keys name, type, required, description, deprecated, children, variants, model, got null"],
    [() => ErrorTable([{ scenario: "Not found", status: "4O4", type: "not_found" }]), 'ErrorTable row 1 ("Not found"), key "status": expected a 3-digit HTTP status code as a string, such as "404", got "4O4"'],
    [() => ErrorTable([{ scenario: "Not found", status: 404 as never, type: "not_found" }]), 'ErrorTable row 1 ("Not found"), key "status": expected a 3-digit HTTP status code as a string, such as "404", got 404'],
    [() => ErrorTable([{ scenario: "Teapot", status: "999", type: "x" }]), 'ErrorTable row 1 ("Teapot"), key "status": expected a 3-digit HTTP status code as a string, such as "404", got "999"'],
    [() => ErrorTable([{ scenario: "X", status: "400" } as never]), 'ErrorTable row 1 ("X"), key "type": missing; expected a non-empty string'],
    [() => ErrorTable([{ scenario: "X", status: "400", type: "t", param: 7 as never }]), 'ErrorTable row 1 ("X"), key "param": expected a non-empty string, got 7'],
    [() => ErrorTable([{ status: "400", type: "t" } as never]), 'ErrorTable row 1, key "scenario": missing; expected a non-empty string'],
  ])("%#", (declare, message) => {
    expect(thrown(declare).message).toBe(message);
  });
});

describe("FieldTable shows nested fields as visibly nested child rows", () => {
  const fields = [
    {
      name: "address",
      type: "object",
      description: "Where the customer lives.",
      children: [
        { name: "city", type: "string", required: true, description: "City." },
        { name: "geo", type: "object", description: "Coordinates.", children: [{ name: "lat", type: "number", description: "Latitude." }] },
      ],
    },
    { name: "legacy_id", type: "string", deprecated: true, description: "Use `id`." },
  ];

  it("renders children after their parent, prefixed by the parent path, with a depth class", async () => {
    const root = dom(await render(FieldTable(fields)));
    expect(tableText(root).rows.map((row) => row[0])).toEqual(["address", "address.city", "address.geo", "address.geo.lat", "legacy_id deprecated"]);
    expect(all(root, "tbody tr").map((tr) => tr.getAttribute("class"))).toEqual([
      "rk-field",
      "rk-field rk-depth-1",
      "rk-field rk-depth-1",
      "rk-field rk-depth-2",
      "rk-field",
    ]);
    expect(all(root, ".rk-field-parents").map((p) => p.textContent)).toEqual(["address.", "address.", "address.geo."]);
  });

  it("marks deprecated fields", async () => {
    const root = dom(await render(FieldTable(fields)));
    expect(all(root, ".rk-deprecated").map((d) => d.textContent)).toEqual(["deprecated"]);
  });

  it("names the parent rows when a child is bad", () => {
    const bad = [{ name: "address", type: "object", description: "x", children: [{ name: "city", description: "x" }] }];
    expect(thrown(() => FieldTable(bad as never)).message).toBe(
      'FieldTable row 1 ("address") children row 1 ("city"), key "type": missing; expected a type label string such as "string"',
    );
  });
});

describe("FieldTable checks fields that cannot change once", () => {
  /** A frozen field whose name getter counts how often the check reads it. */
  function counted() {
    const reads = { count: 0 };
    const child = Object.freeze({ name: "city", type: "string", description: "The city." });
    const field = Object.freeze({
      get name() {
        reads.count++;
        return "address";
      },
      type: "object",
      description: md("Where it **goes**."),
      children: Object.freeze([child]),
    });
    return { fields: Object.freeze([field]), reads };
  }

  it("reads a deeply frozen array once, however many tables show it, and renders the same rows", async () => {
    const { fields, reads } = counted();
    const first = await render(FieldTable(fields));
    const afterFirst = reads.count;
    const second = await render(FieldTable(fields));
    expect(afterFirst).toBeGreaterThan(0);
    expect(reads.count).toBe(afterFirst);
    expect(second).toBe(first);
    expect(dom(second).textContent).toContain("address.city");
  });

  it("checks an array that can still change every time it is declared", () => {
    const fields: { name: string; type: string; description: string }[] = [{ name: "email", type: "string", description: "x" }];
    FieldTable(fields);
    fields[0]!.type = "";
    expect(thrown(() => FieldTable(fields)).message).toBe('FieldTable row 1 ("email"), key "type": expected a type label string such as "string", got ""');
  });
});

describe("Markdown renders block Markdown with the same safety rules as md", () => {
  it("renders paragraphs and lists, escapes raw HTML, drops unsafe links", async () => {
    const root = dom(await render(Markdown("First **para**.\n\n- one\n- two\n\n<script>alert(1)</script> [x](javascript:alert(1))")));
    expect(all(root, "p").length).toBeGreaterThanOrEqual(2);
    expect(all(root, "li").map((li) => li.textContent)).toEqual(["one", "two"]);
    expect(all(root, "script")).toHaveLength(0);
    expect(root.innerHTML).not.toMatch(/href="javascript:/i);
  });

  it("rejects what is not text", () => {
    expect(thrown(() => Markdown(5 as never)).message).toBe("Markdown: expected Markdown text, got 5");
  });
});
