/** Webhooks (OpenAPI 3.1) and callbacks: requests the API sends, as sections of their own kind. */
import { beforeAll, describe, expect, it } from "vitest";
import { loadOpenApi, type OpenApiImport } from "../../src/index.ts";
import { all, one, tableText } from "../support/dom.ts";
import { doc31, fixture, importDoc, kindsOf, rendered, sectionOf, sectionsOf } from "./support.ts";

let events: OpenApiImport;
beforeAll(async () => {
  events = importDoc(await loadOpenApi(fixture("events.yaml")));
});

describe("webhooks become a page of their own", () => {
  it("lists each webhook on a Webhooks page after the operations, in document order", () => {
    expect(events.pages.map((page) => page.title)).toEqual(["Subscriptions", "Webhooks"]);
    expect(sectionsOf(events.pages.slice(1)).map((s) => s.title)).toEqual(["A pet was added", "Pet deleted"]);
    expect(events.operations).toBe(4);
  });

  it("marks the section data-rk-kind=webhook with its badge and name, the payload's fields and example, and what to answer", async () => {
    const page = await rendered(events.pages[1]!, events.settings);
    const section = one(page, "#newPetWebhook");
    expect(section.getAttribute("data-rk-kind")).toBe("webhook");
    expect(one(section, ".rk-badge").textContent).toBe("POST");
    expect(one(section, ".rk-path").textContent).toBe("newPet");
    expect(one(section, ".rk-prose").textContent).toContain("Webhook. The API sends this request to the URL you register for it");
    expect(tableText(all(section, "table.rk-table")[0]!).rows).toEqual([
      ["id", "integer", "✓", ""],
      ["name", "string", "✓", ""],
    ]);
    expect(tableText(all(section, "table.rk-table")[1]!).rows).toEqual([["200", "Return a 200 status to say the data was received."]]);
    expect(one(section, ".rk-response .rk-code-head").textContent).toContain("Payload");
    expect(one(section, ".rk-response pre").textContent).toBe(JSON.stringify({ id: 7, name: "Rex" }, null, 2));
    // Nobody sends a webhook from a client tab.
    expect(all(section, ".rk-example")).toHaveLength(0);
    expect(one(page, "section[data-rk-kind=webhook] .rk-badge-error").textContent).toBe("DELETE");
  });

  it("names a webhook whose summary is a paragraph by its operationId or key, in words, and shows the paragraph as its description", async () => {
    const paragraph = "This event occurs when there is activity relating to a pull request. For more information, see [pull requests](https://docs.example.com/pulls).";
    const hook = (operationId?: string) => ({ post: { summary: paragraph, ...(operationId ? { operationId } : {}), responses: { "200": { description: "OK" } } } });
    const imported = importDoc(doc31({}, { webhooks: { "pull-request-opened": hook("pull-request/opened"), "pull-request-closed": hook("pull-request/closed"), pull_request_edited: hook() } }));
    expect(sectionsOf(imported.pages).map((s) => s.title)).toEqual(["Pull request opened", "Pull request closed", "Pull request edited"]);
    const section = one(await rendered(imported.pages[0]!, imported.settings), "section[data-rk-kind=webhook]");
    expect(one(section, ".rk-prose").textContent).toContain("This event occurs when there is activity relating to a pull request. For more information, see pull requests.");
  });

  it("gives the webhooks a page per event, listed under Webhooks, when they do not fit on one, and never cuts a page across events", () => {
    const hook = (operationId: string) => ({ post: { summary: "An event.", operationId, responses: { "200": { description: "OK" } } } });
    const webhooks: Record<string, unknown> = {};
    for (let i = 0; i < 30; i++) webhooks[`pull-request-${i}`] = hook(`pull-request/action-${i}`);
    for (let i = 0; i < 25; i++) webhooks[`push-${i}`] = hook(`push/kind-${i}`);
    webhooks.ping = { post: { summary: "Ping", responses: { "200": { description: "OK" } } } };
    const imported = importDoc(doc31({}, { webhooks }));
    expect(imported.pages.map((page) => [page.title, page.group, page.size])).toEqual([
      ["Pull request", "Webhooks", 30],
      ["Push", "Webhooks", 25],
      ["Ping", "Webhooks", 1],
    ]);
    const split = importDoc(doc31({}, { webhooks }), { maxOperationsPerPage: 20 });
    expect(split.pages.map((page) => page.title)).toEqual(["Pull request (1 of 2)", "Pull request (2 of 2)", "Push (1 of 2)", "Push (2 of 2)", "Ping"]);
    // Titled by their actions ("Pull request action 0"), the parts are named by their first and last.
    const named: Record<string, unknown> = {};
    for (let i = 0; i < 30; i++) named[`pull-request-${i}`] = { post: { operationId: `pull-request/action-${i}`, responses: { "200": { description: "OK" } } } };
    named.ping = webhooks.ping;
    const parts = importDoc(doc31({}, { webhooks: named }), { maxOperationsPerPage: 20 });
    expect(parts.pages.map((page) => page.title)).toEqual(["Pull request: action 0 – action 14", "Pull request: action 15 – action 29", "Ping"]);
  });

  it("builds a document that has nothing but webhooks", () => {
    const only = importDoc(doc31({}, { webhooks: { ping: { post: { summary: "Ping", responses: { "200": { description: "OK" } } } } } }));
    expect(only.pages.map((page) => page.title)).toEqual(["Webhooks"]);
    expect(sectionsOf(only.pages).map((s) => s.sectionKind)).toEqual(["webhook"]);
  });
});

describe("callbacks follow the operation that registers them", () => {
  it("shows each answer of the receiver once: a status whose body has fields in its block, the others in the table", async () => {
    const answer = { description: "Accepted: we queued it.", content: { "application/json": { schema: { type: "object", properties: { queued: { type: "boolean" } } } } } };
    const imported = importDoc(doc31({}, { webhooks: { ping: { post: { summary: "Ping", responses: { "202": answer, "410": { description: "Unsubscribe me." } } } } } }));
    const section = one(await rendered(imported.pages[0]!, imported.settings), "section[data-rk-kind=webhook]");
    expect(tableText(all(section, "table.rk-table")[0]!).rows).toEqual([["410", "Unsubscribe me."]]);
    expect(all(section, ".rk-returns")).toHaveLength(1);
    expect(one(section, ".rk-returns").textContent).toContain("202");
    expect(one(section, ".rk-returns").textContent).toContain("Accepted: we queued it.");
    expect(section.textContent!.split("Accepted: we queued it.")).toHaveLength(2);
  });

  it("puts the callback right after its operation, marked data-rk-kind=callback, with its runtime expression", async () => {
    expect(sectionsOf(events.pages.slice(0, 1)).map((s) => [s.title, s.sectionKind])).toEqual([
      ["Subscribe to events", undefined],
      ["onEvent callback", "callback"],
    ]);
    const section = one(await rendered(events.pages[0]!, events.settings), "section[data-rk-kind=callback]");
    expect(one(section, ".rk-path").textContent).toBe("{$request.body#/callbackUrl}");
    expect(one(section, ".rk-prose").textContent).toContain("Callback of Subscribe to events.");
    expect(tableText(all(section, "table.rk-table")[1]!).rows).toEqual([
      ["200", "Your server got the event."],
      ["410", "Unsubscribe me."],
    ]);
    // The API writes the payload: write-only properties are not in it.
    expect(tableText(all(section, "table.rk-table")[0]!).rows.map((row) => row[0])).toEqual(["type"]);
    expect(kindsOf(sectionOf(events.pages, "onEvent callback"))).toEqual(["markdown", "field-table", "table", "json-response"]);
  });
});
