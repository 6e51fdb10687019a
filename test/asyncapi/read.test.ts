/**
 * Reading AsyncAPI: the AsyncAPI Initiative's own example documents (3.x, and 2.6 converted) load
 * under the same rules as an OpenAPI description (references only inside the description's
 * folder, remote ones only when asked for), invalid ones stop with the JSON pointer of the
 * problem, and each reads into a model of servers, channels, operations and messages.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { AsyncApiError } from "../../src/asyncapi/read/error.ts";
import { readAsyncApi } from "../../src/asyncapi/read/load.ts";
import { readEvents, type EventModel } from "../../src/asyncapi/read/model.ts";

const examples = fileURLToPath(new URL("../fixtures/asyncapi/", import.meta.url));
const example = (path: string) => join(examples, path);
const temp = mkdtempSync(join(tmpdir(), "refkit-asyncapi-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

async function modelOf(path: string, options = {}): Promise<EventModel> {
  const loaded = await readAsyncApi(path, options);
  return readEvents(loaded.document, loaded.declaredVersion);
}

/** A document written to a file of its own. */
function written(name: string, document: unknown): string {
  const path = join(temp, name);
  writeFileSync(path, JSON.stringify(document));
  return path;
}

const single = (version: string) =>
  readdirSync(example(version))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => `${version}/${name}`);

describe("the AsyncAPI Initiative's examples", () => {
  // One refers to Avro schemas on asyncapi.com, which only --remote-refs may fetch.
  const remote = "spec-3/adeo-kafka-request-reply-asyncapi.yml";

  it.each([...single("spec-3").filter((name) => name !== remote), ...single("spec-2.6")])("reads %s", async (name) => {
    const model = await modelOf(example(name));
    expect(model.operations.length).toBeGreaterThan(0);
    for (const operation of model.operations) {
      expect(model.channels.map((channel) => channel.id)).toContain(operation.channel);
      for (const id of operation.messages) expect(model.messages.map((message) => message.id)).toContain(id);
    }
  });

  it("refuses a remote reference unless asked for, naming where it is", async () => {
    await expect(readAsyncApi(example(remote))).rejects.toThrow(/#\/components\/messages\/costingRequestV1\/payload\/schema: refers to https:\/\/www\.asyncapi\.com\/\S+, a remote URL: remote references are off/);
  });

  it("reads a description split over files, within the folder it is allowed to read", async () => {
    const backend = example("spec-3/social-media/backend/asyncapi.yaml");
    await expect(readAsyncApi(backend)).rejects.toThrow(/refers to .*social-media\/common\/servers\.yaml, a file outside/);
    const loaded = await readAsyncApi(backend, { refRoot: example("spec-3/social-media") });
    expect(loaded.files.map((file) => file.slice(example("spec-3/social-media").length))).toEqual(expect.arrayContaining(["/backend/asyncapi.yaml", "/common/servers.yaml", "/common/messages.yaml"]));
    const model = readEvents(loaded.document, loaded.declaredVersion);
    expect(model.servers.map((server) => [server.id, server.protocol])).toContainEqual(["websiteWebSocketServer", "ws"]);
  });
});

describe("the model of a document", () => {
  it("reads Streetlights over MQTT: its server, channels, operations and shared messages", async () => {
    const model = await modelOf(example("spec-3/streetlights-mqtt-asyncapi.yml"));
    expect([model.title, model.version, model.declaredVersion]).toEqual(["Streetlights MQTT API", "1.0.0", "3.1.0"]);
    expect(model.servers).toHaveLength(1);
    expect(model.servers[0]).toMatchObject({ id: "production", host: "test.mosquitto.org:{port}", protocol: "mqtt" });
    // Two schemes of the components, by name, and one declared in place, with the scopes it asks for.
    const [apiKey, inPlace, openId] = model.servers[0]!.security;
    expect(apiKey).toEqual({ name: "apiKey", type: "apiKey", in: "user", description: "Provide your API key as the user and leave the password empty.", scopes: [] });
    expect(inPlace).toMatchObject({ type: "oauth2", scopes: ["streetlights:on", "streetlights:off", "streetlights:dim"] });
    expect(inPlace!.name).toBeUndefined();
    expect(inPlace!.flows!.map((flow) => flow.flow)).toEqual(["implicit", "password", "clientCredentials", "authorizationCode"]);
    expect(openId).toEqual({ name: "openIdConnectWellKnown", type: "openIdConnect", openIdConnectUrl: "https://authserver.example/.well-known", scopes: [] });
    expect(model.servers[0]!.variables).toEqual([{ name: "port", description: "Secure connection (TLS) is available through port 8883.", default: "1883", enum: ["1883", "8883"] }]);
    expect(model.operations.map((operation) => [operation.id, operation.action, model.channels.find((channel) => channel.id === operation.channel)!.address])).toEqual([
      ["receiveLightMeasurement", "receive", "smartylighting/streetlights/1/0/event/{streetlightId}/lighting/measured"],
      ["turnOn", "send", "smartylighting/streetlights/1/0/action/{streetlightId}/turn/on"],
      ["turnOff", "send", "smartylighting/streetlights/1/0/action/{streetlightId}/turn/off"],
      ["dimLight", "send", "smartylighting/streetlights/1/0/action/{streetlightId}/dim"],
    ]);
    // Turning on and off send the one message the components declare.
    const [, turnOn, turnOff] = model.operations;
    expect(turnOn!.messages).toEqual(["#/components/messages/turnOnOff"]);
    expect(turnOff!.messages).toEqual(turnOn!.messages);
    expect(model.messages.map((message) => message.key)).toEqual(["lightMeasured", "turnOnOff", "dimLight"]);
    // A trait's bindings are the operation's own.
    expect(turnOn!.bindings).toEqual({ mqtt: { qos: 1 } });
    const parameter = model.channels[0]!.parameters[0]!;
    expect(parameter).toEqual({ name: "streetlightId", description: "The ID of the streetlight." });
    const measured = model.messages[0]!;
    expect(measured).toMatchObject({ id: "#/components/messages/lightMeasured", name: "lightMeasured", title: "Light measured", contentType: "application/json", payload: { pointer: "#/components/schemas/lightMeasuredPayload" } });
  });

  it("reads a 2.6 document converted, and says what the conversion left out without printing it", async () => {
    const warn = vi.spyOn(console, "warn");
    try {
      const loaded = await readAsyncApi(example("spec-2.6/streetlights-mqtt.yml"));
      expect(warn).not.toHaveBeenCalled();
      expect(loaded.declaredVersion).toBe("2.6.0");
      expect(loaded.warnings[0]).toMatch(/streetlights-mqtt\.yml: converting to AsyncAPI 3\.0: Found properties in parameter schema that are no longer supported/);
      const model = readEvents(loaded.document, loaded.declaredVersion);
      const three = await modelOf(example("spec-3/streetlights-mqtt-asyncapi.yml"));
      const shape = (m: EventModel) => m.operations.map((operation) => [operation.action, m.channels.find((channel) => channel.id === operation.channel)!.address]);
      expect(shape(model)).toEqual(shape(three));
    } finally {
      warn.mockRestore();
    }
  });

  it("keeps a message no channel lists, reads a reply and a multi-format payload", async () => {
    const path = written("reply.json", {
      asyncapi: "3.0.0",
      info: { title: "Pricing", version: "2" },
      channels: {
        prices: { address: "prices.{currency}", messages: { quote: { $ref: "#/components/messages/quote" } }, parameters: { currency: { enum: ["EUR", "USD"], default: "EUR" } } },
        answers: { address: null, messages: { price: { payload: { schemaFormat: "application/vnd.apache.avro;version=1.9.0", schema: { type: "record", name: "Price", fields: [] } } } } },
      },
      operations: {
        askPrice: { action: "send", channel: { $ref: "#/channels/prices" }, reply: { channel: { $ref: "#/channels/answers" }, messages: [{ $ref: "#/channels/answers/messages/price" }] } },
      },
      components: { messages: { quote: { payload: { type: "object" } }, unused: { name: "unused", contentType: "text/plain" } } },
    });
    const model = await modelOf(path);
    expect(model.channels[0]!.parameters).toEqual([{ name: "currency", default: "EUR", enum: ["EUR", "USD"] }]);
    expect(model.channels[1]!.address).toBeNull();
    expect(model.operations[0]!.reply).toEqual({ channel: "answers", messages: ["#/channels/answers/messages/price"] });
    expect(model.messages.find((message) => message.key === "price")!.payload).toEqual({ pointer: "#/channels/answers/messages/price/payload/schema", convertedFrom: "application/vnd.apache.avro;version=1.9.0" });
    expect(model.messages.map((message) => message.key)).toEqual(["quote", "price", "unused"]);
    expect(model.messages[2]!.contentType).toBe("text/plain");
    // The whole model is plain data.
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });
});

describe("documents refkit refuses", () => {
  it("names the version it reads", async () => {
    const path = written("old.json", { asyncapi: "1.2.0", info: { title: "Old", version: "1" } });
    await expect(readAsyncApi(path)).rejects.toThrow(/#\/asyncapi: expected an AsyncAPI version 2\.x or 3\.x, such as "3\.0\.0", got "1\.2\.0"/);
  });

  it("stops at an invalid document, naming the pointer of the problem", async () => {
    const path = written("bad.json", { asyncapi: "3.0.0", info: { title: "Bad", version: "1" }, channels: { a: { address: "a" } }, operations: { go: { action: "publish", channel: { $ref: "#/channels/a" } } } });
    const error = await readAsyncApi(path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AsyncApiError);
    expect((error as AsyncApiError).pointer).toBe("#/operations/go/action");
    expect((error as AsyncApiError).message).toContain(path);
  });
});
