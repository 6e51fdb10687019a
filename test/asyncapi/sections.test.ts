/**
 * An AsyncAPI operation's section: the action's badge and the channel's address, the channel's
 * parameters, each message's payload and headers as field tables with an example, the reply and
 * the servers.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { Config } from "../../src/index.ts";
import { readAsyncApi } from "../../src/asyncapi/read/load.ts";
import { readEvents } from "../../src/asyncapi/read/model.ts";
import { eventContext, eventOperationSection, securityText, type EventContext } from "../../src/present/event-operation.ts";
import { all, one } from "../support/dom.ts";
import { rendered } from "../openapi/support.ts";

const example = (path: string) => fileURLToPath(new URL(`../fixtures/asyncapi/${path}`, import.meta.url));

async function contextOf(path: string): Promise<EventContext> {
  const loaded = await readAsyncApi(path.startsWith("/") ? path : example(path));
  return eventContext(readEvents(loaded.document, loaded.declaredVersion), loaded.document);
}

/** The context of `document`, written to a file of its own for as long as `use` runs. */
async function withDocument<T>(document: object, use: (context: EventContext) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "refkit-event-document-"));
  try {
    const file = join(dir, "document.json");
    writeFileSync(file, JSON.stringify(document));
    return await use(await contextOf(file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let streetlights: EventContext;
beforeAll(async () => {
  streetlights = await contextOf("spec-3/streetlights-mqtt-asyncapi.yml");
});

const sectionOf = (context: EventContext, id: string) => eventOperationSection(context.model.operations.find((operation) => operation.id === id)!, context);

describe("an event operation's section", () => {
  it("shows the action as a badge told apart by word and colour, and the channel's address", async () => {
    const config = new Config();
    const send = await rendered(sectionOf(streetlights, "turnOn"), config);
    const receive = await rendered(sectionOf(streetlights, "receiveLightMeasurement"), config);
    expect([one(send, ".rk-badge").textContent, one(send, ".rk-badge").getAttribute("class")]).toEqual(["SEND", "rk-badge rk-badge-primary"]);
    expect([one(receive, ".rk-badge").textContent, one(receive, ".rk-badge").getAttribute("class")]).toEqual(["RECEIVE", "rk-badge rk-badge-success"]);
    expect(one(send, ".rk-path").textContent).toBe("smartylighting/streetlights/1/0/action/{streetlightId}/turn/on");
    expect(one(receive, "h2, h3").textContent).toContain("Inform about environmental lighting conditions of a particular streetlight");
    expect(receive.textContent).toContain("Receive: the application receives these messages on this channel.");
    expect(send.textContent).toContain("Send: the application sends these messages to this channel.");
  });

  it("lists the channel's parameters and the message's payload fields, with an example", async () => {
    const root = await rendered(sectionOf(streetlights, "receiveLightMeasurement"), new Config());
    const names = all(root, ".rk-field-name").map((name) => name.textContent);
    // The channel's parameter, the headers a message trait gives, the payload.
    expect(names).toEqual(["streetlightId", "my-app-header", "lumens", "sentAt"]);
    expect(root.textContent).toContain("Message: Light measured (application/json)");
    expect(root.textContent).toContain("Servers: production (mqtt).");
    const example = JSON.parse(one(root, ".rk-response pre").textContent!);
    expect(Object.keys(example)).toEqual(expect.arrayContaining(["lumens", "sentAt"]));
  });

  it("shows the snippets of the other side behind the site's language tabs: the application's send is the reader's receive", async () => {
    const send = await rendered(sectionOf(streetlights, "turnOn"), new Config());
    const receive = await rendered(sectionOf(streetlights, "receiveLightMeasurement"), new Config());
    expect(one(send, ".rk-example").getAttribute("data-rk-langs")).toBe("mosquitto javascript python");
    expect(all(send, ".rk-example [role=tab]").map((tab) => tab.textContent)).toEqual(["mosquitto", "JavaScript", "Python"]);
    expect(one(send, ".rk-example [role=tablist]").getAttribute("aria-label")).toBe("Message example language");
    const code = (root: Awaited<ReturnType<typeof rendered>>, lang: string) => one(root, `.rk-panel[data-rk-lang=${lang}] pre`).textContent!;
    // The application sends turn-on commands: a streetlight subscribes to them (every streetlightId: `+`).
    expect(code(send, "mosquitto")).toContain("mosquitto_sub \\\n  -h 'test.mosquitto.org' \\\n  -p 1883 \\\n  -u '<API_KEY>' \\\n  -t 'smartylighting/streetlights/1/0/action/+/turn/on'\n");
    expect(send.textContent).toContain("The snippets are the other side: they print each message that arrives.");
    // The application receives measurements: a streetlight publishes one, the message's example, with the operation's QoS.
    expect(code(receive, "python")).toContain('"smartylighting/streetlights/1/0/event/<streetlightId>/lighting/measured",\n    payload="{\\"lumens\\":');
    expect(code(receive, "javascript")).toContain("{ qos: 1 }");
    expect(receive.textContent).toContain("The snippets are the other side: they send the example message.");
  });

  it("takes the first server with clients, its path and variables, the channel's parameters, a key in the query, and waits for a WebSocket reply", async () => {
    await withDocument(
      {
        asyncapi: "3.0.0",
        info: { title: "Feed", version: "1" },
        servers: {
          events: { host: "kafka.example.com:9092", protocol: "kafka" },
          feed: { host: "{region}.feed.example.com", protocol: "wss", pathname: "/v2/", variables: { region: { enum: ["eu", "us"] } }, security: [{ $ref: "#/components/securitySchemes/key" }] },
        },
        channels: {
          prices: { address: "prices/{symbol}", parameters: { symbol: { examples: ["BTC USD"] } }, messages: { subscribe: { payload: { type: "object", properties: { symbol: { type: "string" } } }, examples: [{ payload: { symbol: "BTC USD" } }] }, price: { payload: { type: "number" } } } },
        },
        operations: {
          subscribe: { action: "receive", channel: { $ref: "#/channels/prices" }, messages: [{ $ref: "#/channels/prices/messages/subscribe" }], reply: { channel: { $ref: "#/channels/prices" }, messages: [{ $ref: "#/channels/prices/messages/price" }] } },
        },
        components: { securitySchemes: { key: { type: "httpApiKey", name: "api key", in: "query" } } },
      },
      async (context) => {
        const root = await rendered(sectionOf(context, "subscribe"), new Config());
        const code = one(root, ".rk-panel[data-rk-lang=python] pre").textContent!;
        expect(code).toContain('"wss://eu.feed.example.com/v2/prices/BTC%20USD?api%20key=%3CAPI_KEY%3E",');
        expect(code).toContain('socket.send("{\\"symbol\\":\\"BTC USD\\"}")\nprint(socket.recv(), flush=True)\nsocket.close()\n');
        expect(root.textContent).toContain("The snippets are the other side: they send the example message and print the reply. They connect to the server feed.");
      },
    );
  });

  it("shows an Avro payload as JSON Schema fields, naming its format, and an OpenAPI schema as it is", async () => {
    const context = await contextOf("formats/avro-3.0.yaml");
    const root = await rendered(sectionOf(context, "sendOrderCreated"), new Config());
    expect(all(root, ".rk-field-name").map((name) => name.textContent)).toEqual(["id", "total", "status", "note", "text", "author"]);
    expect(root.textContent).toContain("Payload (a application/vnd.apache.avro;version=1.9.0 schema, shown as JSON Schema):");
    expect(root.textContent).toContain("The order's id.");
    expect(root.textContent).not.toContain("not shown here");
  });

  it("says what its snippets leave out, and why an operation has none", async () => {
    await withDocument(
      {
        asyncapi: "3.0.0",
        info: { title: "Notes", version: "1" },
        servers: { broker: { host: "broker.example.com", protocol: "mqtt", security: [{ $ref: "#/components/securitySchemes/cert" }] } },
        channels: { raw: { address: "raw/bytes", messages: { blob: { contentType: "application/octet-stream", payload: { type: "string" } } } }, later: { address: null, messages: { any: { payload: { type: "string" } } } } },
        operations: { takeBlob: { action: "receive", channel: { $ref: "#/channels/raw" } }, takeLater: { action: "receive", channel: { $ref: "#/channels/later" } } },
        components: { securitySchemes: { cert: { type: "X509" } } },
      },
      async (context) => {
        const blob = await rendered(sectionOf(context, "takeBlob"), new Config());
        expect(all(blob, ".rk-example")).toHaveLength(1);
        expect(blob.textContent).toContain("The snippets are the other side: they send the example message. They send it as text; the message's content type is application/octet-stream. The snippets leave out what cert asks for.");
        const later = await rendered(sectionOf(context, "takeLater"), new Config());
        expect(all(later, ".rk-example")).toEqual([]);
        expect(later.textContent).toContain("No snippet: the channel's address is known only at runtime.");
      },
    );
    const simple = await contextOf("spec-3/simple-asyncapi.yml");
    const root = await rendered(eventOperationSection(simple.model.operations[0]!, simple), new Config());
    expect(all(root, ".rk-example")).toEqual([]);
    expect(root.textContent).toContain("No snippet: the document names no server to connect to.");
  });

  it("says once that a protocol has no snippets, and shows none", async () => {
    const kafka = await contextOf("spec-3/streetlights-kafka-asyncapi.yml");
    const root = await rendered(sectionOf(kafka, "turnOn"), new Config());
    expect(all(root, ".rk-example")).toEqual([]);
    expect(root.textContent!.match(/No snippet for kafka-secure: refkit shows only snippets it runs against a real server of their protocol/g)).toHaveLength(1);
  });

  it("shows a reply's channel and messages", async () => {
    const context = await contextOf("spec-3/kraken-websocket-request-reply-multiple-channels-asyncapi.yml");
    const operation = context.model.operations.find((candidate) => candidate.reply !== undefined)!;
    const root = await rendered(eventOperationSection(operation, context), new Config());
    expect(root.textContent).toMatch(/Reply on the channel/);
  });

  it("names the security schemes an operation asks for", async () => {
    const context = await contextOf("spec-3/operation-security-asyncapi.yml");
    const operation = context.model.operations.find((candidate) => candidate.security !== undefined)!;
    const root = await rendered(eventOperationSection(operation, context), new Config());
    // Declared in place, so named by what it takes.
    expect(root.textContent).toContain("Security: OAuth 2.0 (client credentials; scope subscribe:auth_revocations).");
  });
});

describe("what a security scheme takes, in words", () => {
  it.each([
    [{ type: "userPassword", scopes: [] }, "a user name and password"],
    [{ type: "httpApiKey", in: "header", parameterName: "X-Key", scopes: [] }, "an API key in the `X-Key` header"],
    [{ type: "http", scheme: "bearer", bearerFormat: "JWT", scopes: [] }, "HTTP bearer authentication (JWT)"],
    [{ type: "scramSha512", scopes: [] }, "SASL SCRAM-SHA-512"],
    [{ type: "somethingNew", scopes: [] }, "`somethingNew`"],
  ] as const)("%j", (security, words) => {
    expect(securityText(security)).toBe(words);
  });
});
