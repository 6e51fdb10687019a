/** Webhooks (OpenAPI 3.1) and callbacks: requests the API sends, as sections of their own kind. */
import { beforeAll, describe, expect, it } from "vitest";
import { loadOpenApi, type OpenApiImport } from "../../src/index.ts";
import { all, one, tableText } from "../support/dom.ts";
import { childrenOf, doc31, fixture, groupPages, importDoc, kindsOf, operationPages, pageOf, rendered, sectionOf, sectionsOf } from "./support.ts";

let events: OpenApiImport;
beforeAll(async () => {
  events = importDoc(await loadOpenApi(fixture("events.yaml")));
});

describe("webhooks become a group of their own", () => {
  it("lists each webhook on a Webhooks page after the operations, in document order, each on a page of its own", () => {
    expect(groupPages(events.pages).map((page) => page.title)).toEqual(["Subscriptions", "Webhooks"]);
    const hooks = childrenOf(events.pages, groupPages(events.pages)[1]!);
    expect(hooks.map((page) => sectionsOf([page]).map((s) => s.title))).toEqual([["A pet was added"], ["Pet deleted"]]);
    expect(events.pages.slice(-2)).toEqual(hooks);
    expect(events.operations).toBe(4);
  });

  it("marks the section data-rk-kind=webhook with its badge and name, the payload's fields and example, and what to answer", async () => {
    const page = await rendered(pageOf(events.pages, "newPetWebhook"), events.settings);
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
    const deleted = await rendered(pageOf(events.pages, "Pet deleted"), events.settings);
    expect(one(deleted, "section[data-rk-kind=webhook] .rk-badge-error").textContent).toBe("DELETE");
  });

  it("names a webhook whose summary is a paragraph by its operationId or key, in words, and shows the paragraph as its description", async () => {
    const paragraph = "This event occurs when there is activity relating to a pull request. For more information, see [pull requests](https://docs.example.com/pulls).";
    const hook = (operationId?: string) => ({ post: { summary: paragraph, ...(operationId ? { operationId } : {}), responses: { "200": { description: "OK" } } } });
    const imported = importDoc(doc31({}, { webhooks: { "pull-request-opened": hook("pull-request/opened"), "pull-request-closed": hook("pull-request/closed"), pull_request_edited: hook() } }));
    expect(sectionsOf(imported.pages).map((s) => s.title)).toEqual(["Pull request opened", "Pull request closed", "Pull request edited"]);
    const section = one(await rendered(pageOf(imported.pages, "Pull request opened"), imported.settings), "section[data-rk-kind=webhook]");
    expect(one(section, ".rk-prose").textContent).toContain("This event occurs when there is activity relating to a pull request. For more information, see pull requests.");
  });

  it("gives each webhook a page of its own, listed on the one Webhooks page however many there are, so that no page is cut across events", () => {
    const hook = (operationId: string) => ({ post: { summary: "An event.", operationId, responses: { "200": { description: "OK" } } } });
    const webhooks: Record<string, unknown> = {};
    for (let i = 0; i < 30; i++) webhooks[`pull-request-${i}`] = hook(`pull-request/action-${i}`);
    for (let i = 0; i < 25; i++) webhooks[`push-${i}`] = hook(`push/kind-${i}`);
    webhooks.ping = { post: { summary: "Ping", responses: { "200": { description: "OK" } } } };
    const imported = importDoc(doc31({}, { webhooks }));
    expect(groupPages(imported.pages).map((page) => [page.title, page.slug, page.group, page.size, page.description])).toEqual([["Webhooks", "webhooks", undefined, 0, "56 operations"]]);
    expect(operationPages(imported.pages).map((page) => [page.slug, page.parent, page.size])).toEqual([
      ...Array.from({ length: 30 }, (_, i) => [`webhooks/pull-request-action-${i}`, "webhooks", 1]),
      ...Array.from({ length: 25 }, (_, i) => [`webhooks/push-kind-${i}`, "webhooks", 1]),
      ["webhooks/post-ping", "webhooks", 1],
    ]);
    // maxOperationsPerPage splits nothing.
    const limited = importDoc(doc31({}, { webhooks }), { maxOperationsPerPage: 20 });
    expect(limited.pages.map((page) => [page.title, page.slug])).toEqual(imported.pages.map((page) => [page.title, page.slug]));
    // Titled by their actions ("Pull request action 0"), each page is titled by its own webhook.
    const named: Record<string, unknown> = {};
    for (let i = 0; i < 30; i++) named[`pull-request-${i}`] = { post: { operationId: `pull-request/action-${i}`, responses: { "200": { description: "OK" } } } };
    named.ping = webhooks.ping;
    const titled = importDoc(doc31({}, { webhooks: named }), { maxOperationsPerPage: 20 });
    expect(titled.pages.map((page) => page.title)).toEqual(["Webhooks", ...Array.from({ length: 30 }, (_, i) => `Pull request action ${i}`), "Ping"]);
  });

  it("builds a document that has nothing but webhooks", () => {
    const only = importDoc(doc31({}, { webhooks: { ping: { post: { summary: "Ping", responses: { "200": { description: "OK" } } } } } }));
    expect(only.pages.map((page) => [page.title, page.parent])).toEqual([
      ["Webhooks", undefined],
      ["Ping", "webhooks"],
    ]);
    expect(sectionsOf(only.pages).map((s) => s.sectionKind)).toEqual(["webhook"]);
  });
});

describe("callbacks follow the operation that registers them", () => {
  it("shows each answer of the receiver once: a status whose body has fields in its block, the others in the table", async () => {
    const answer = { description: "Accepted: we queued it.", content: { "application/json": { schema: { type: "object", properties: { queued: { type: "boolean" } } } } } };
    const imported = importDoc(doc31({}, { webhooks: { ping: { post: { summary: "Ping", responses: { "202": answer, "410": { description: "Unsubscribe me." } } } } } }));
    const section = one(await rendered(pageOf(imported.pages, "Ping"), imported.settings), "section[data-rk-kind=webhook]");
    expect(tableText(all(section, "table.rk-table")[0]!).rows).toEqual([["410", "Unsubscribe me."]]);
    expect(all(section, ".rk-returns")).toHaveLength(1);
    expect(one(section, ".rk-returns").textContent).toContain("202");
    expect(one(section, ".rk-returns").textContent).toContain("Accepted: we queued it.");
    expect(section.textContent!.split("Accepted: we queued it.")).toHaveLength(2);
  });

  it("puts the callback right after its operation, marked data-rk-kind=callback, with its runtime expression", async () => {
    // On the operation's own page, right after it.
    const page = pageOf(events.pages, "Subscribe to events");
    expect(page.parent).toBe("subscriptions");
    expect(sectionsOf([page]).map((s) => [s.title, s.sectionKind])).toEqual([
      ["Subscribe to events", undefined],
      ["onEvent callback", "callback"],
    ]);
    expect(page.size).toBe(2);
    const section = one(await rendered(page, events.settings), "section[data-rk-kind=callback]");
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
