/**
 * Every event client's snippet runs against a real server of its protocol and does what it says.
 * MQTT: Debian's mosquitto on 127.0.0.1 (one port open to anyone, one that asks for a user name
 * and password); a snippet that sends must deliver its message, byte for byte, to the topic it
 * names, with its QoS and retain flag, as an observer subscribed to the broker sees it; a snippet
 * that receives must print the message waiting on its topic (retained), and nothing else.
 * WebSocket: a `ws` server in this file; the server must see the path, query and headers the
 * snippet was made with, and the one text message it sends; a snippet that receives must print
 * what the server sends it. The values are the hostile ones of the HTTP suites (each language's
 * injection payloads, quotes, backslashes, line breaks, invisible and right-to-left characters):
 * none may run a command (no sentinel file appears) or arrive changed.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import mqtt, { type MqttClient } from "mqtt";
import { WebSocketServer } from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventClients, eventRequest, eventSnippet, type EventClient, type EventRequestOptions } from "../../src/event-clients/index.ts";
import { readAsyncApi } from "../../src/asyncapi/read/load.ts";
import { readEvents } from "../../src/asyncapi/read/model.ts";
import type { EventExampleNode } from "../../src/components/event-example.ts";
import type { EventRequest } from "../../src/event-clients/index.ts";
import { eventContext } from "../../src/present/event-context.ts";
import { eventExampleNodes } from "../../src/present/event-example.ts";
import { loadRequestFixture } from "../support/request-fixtures.ts";
import { startBroker, type Broker } from "../support/mosquitto.ts";
import { describeRun, expectCleanRun, runSnippet, type SnippetRun } from "../support/run-snippet.ts";
import { requireTool, skipClient } from "../support/tools.ts";

const sentinels = mkdtempSync(join(tmpdir(), "refkit-event-sentinels-"));
const sentinel = join(sentinels, "ran");

/** Each language's injection payloads (the HTTP suites'), then text no client may change on its way. */
const hostile: readonly string[] = [
  ...["shell-injection", "python-injection", "javascript-injection"].flatMap((name) => (loadRequestFixture(name, sentinel).declaration.options.body as { values: string[] }).values),
  `it's "quoted" \\ back\\slash \\n not a line break`,
  "line one\nline two\ttabbed\r\nthree",
  "emoji 🦊 and ünïcödé, 日本語",
  "separators \u2028 and \u2029, a right-to-left override \u202e here",
  "",
];

/** What MQTT allows in a topic level and a user name: no control character, and (in a topic) no wildcard, no `/` that would add a level. */
const topicText = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f+#/]/g, "_");
/** What an HTTP header value allows: visible ASCII and spaces. */
const headerText = (text: string) => text.replace(/[^\x20-\x7e]/g, "_");

const clientsOf = (protocol: "mqtt" | "ws") => Object.entries(eventClients).filter(([, client]) => client.protocol === protocol);

/** Runs a client's snippet of `options` (or of a request made already) as a reader would; with `stopWhen`, stops it once its output is complete. */
function run(token: string, client: EventClient, options: EventRequestOptions | EventRequest, stopWhen?: (stdout: string) => boolean): Promise<SnippetRun> {
  requireTool(token);
  const snippet = eventSnippet(client, "secure" in options ? options : eventRequest(options), { highlight: false });
  return runSnippet({ token, filename: snippet.filename, code: snippet.code }, {}, "command", stopWhen && ((stdout) => (stopWhen(stdout) ? "stop" : undefined)));
}

/** Polls until `find` gives something (the server's side of a run arrives after the run ends, a little later). */
async function eventually<T>(find: () => T | undefined, what: string): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`never saw ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A receiving run stopped by the test once it printed `expected`, having printed nothing else. */
function expectPrinted(result: SnippetRun, expected: string): void {
  expect(result.timedOut, describeRun(result)).toBe(false);
  expect(result.signal, describeRun(result)).toBe("SIGTERM");
  expect(result.stdout, describeRun(result)).toBe(expected);
}

/** The AsyncAPI Initiative's example documents (every single-file one that reads without remote references). */
const exampleDocuments = ["spec-3", "spec-2.6"].flatMap((folder) =>
  readdirSync(fileURLToPath(new URL(`../fixtures/asyncapi/${folder}/`, import.meta.url)))
    .filter((name) => name.endsWith(".yml") && !name.startsWith("adeo"))
    .map((name) => `${folder}/${name}`),
);

/** Every event example the import makes of the example documents: each operation's, with where it came from. */
async function importedExamples(): Promise<{ readonly from: string; readonly request: EventRequest }[]> {
  const found: { from: string; request: EventRequest }[] = [];
  for (const path of exampleDocuments) {
    const loaded = await readAsyncApi(fileURLToPath(new URL(`../fixtures/asyncapi/${path}`, import.meta.url)));
    const model = readEvents(loaded.document, loaded.declaredVersion);
    const context = eventContext(model, loaded.document);
    for (const operation of model.operations) {
      for (const node of eventExampleNodes(operation, context.channels.get(operation.channel)!, context)) {
        if (node.kind === "event-example") found.push({ from: `${path} ${operation.id}`, request: (node as EventExampleNode).request });
      }
    }
  }
  return found;
}

/** An imported request sent to a local server instead of the document's: its own channel under `prefix`, the rest as the import made it. */
function local(request: EventRequest, port: number, prefix: string): EventRequest {
  return { ...request, host: "127.0.0.1", port, secure: false, channel: `${prefix}${request.channel}` };
}

afterAll(() => {
  expect(existsSync(sentinels) ? readdirSync(sentinels) : [], "a value ran a command").toEqual([]);
  rmSync(sentinels, { recursive: true, force: true });
});

describe("MQTT snippets, against mosquitto", () => {
  let broker: Broker;
  let observer: MqttClient;
  const observed = new Map<string, { payload: string; qos: number; retain: boolean }[]>();
  // One user per hostile value: the name made of it as far as MQTT allows, the password all of it.
  const users = Object.fromEntries(hostile.map((value, i) => [`user ${i}${value === "" ? "" : ` ${topicText(value).replace(/:/g, "_")}`}`, value === "" ? "empty" : value]));
  const userOf = (i: number) => Object.keys(users)[i]!;
  const passwordOf = (i: number) => Object.values(users)[i]!;
  const skip = clientsOf("mqtt").every(([token]) => skipClient(token)) || skipClient("mosquitto");

  beforeAll(async () => {
    if (skip) return;
    requireTool("mosquitto");
    broker = await startBroker({ ...users, observer: "observer" });
    observer = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.authPort}`, { username: "observer", password: "observer", protocolVersion: 5, reconnectPeriod: 0 });
    // Retain As Published: the observer sees the retain flag each message was sent with.
    await observer.subscribeAsync("refkit/send/#", { qos: 2, rap: true });
    observer.on("message", (topic, payload, packet) => {
      const list = observed.get(topic) ?? [];
      list.push({ payload: payload.toString("utf8"), qos: packet.qos, retain: packet.retain });
      observed.set(topic, list);
    });
  }, 60_000);

  afterAll(async () => {
    await observer?.endAsync();
    await broker?.stop();
  });

  for (const [token, client] of clientsOf("mqtt")) {
    describe(token, () => {
      it.skipIf(skipClient(token))("sends each hostile message to its hostile topic, with the credentials, QoS and retain flag it names", async () => {
        const cases = hostile.map((value, i) => ({ value, i, topic: `refkit/send/${token}/${i}/${topicText(value)}`, qos: i % 3, retain: i % 2 === 0 }));
        const results = await Promise.all(
          cases.map(({ value, i, topic, qos, retain }) =>
            run(token, client, { action: "send", protocol: "mqtt", host: `127.0.0.1:${broker.authPort}`, channel: topic, message: value, username: userOf(i), password: passwordOf(i), qos, retain }),
          ),
        );
        for (const [k, { value, topic, qos, retain }] of cases.entries()) {
          expectCleanRun(results[k]!);
          const arrived = await eventually(() => observed.get(topic), `a message on ${JSON.stringify(topic)}\n${describeRun(results[k]!)}\n${broker.log()}`);
          expect(arrived, describeRun(results[k]!)).toEqual([{ payload: value, qos, retain }]);
        }
      });

      it.skipIf(skipClient(token))("sends to a broker that asks for no credentials", async () => {
        const topic = `refkit/send/${token}/open`;
        const result = await run(token, client, { action: "send", protocol: "mqtt", host: `127.0.0.1:${broker.openPort}`, channel: topic, message: '{"on":true}' });
        expectCleanRun(result);
        expect(await eventually(() => observed.get(topic), `a message on ${topic}\n${describeRun(result)}`)).toEqual([{ payload: '{"on":true}', qos: 0, retain: false }]);
      });

      it.skipIf(skipClient(token))("is refused by the broker with a wrong password, and says so", async () => {
        const topic = `refkit/send/${token}/refused`;
        const result = await run(token, client, { action: "send", protocol: "mqtt", host: `127.0.0.1:${broker.authPort}`, channel: topic, message: "never", username: userOf(0), password: "wrong" });
        expect(result.timedOut, describeRun(result)).toBe(false);
        expect(result.exitCode, describeRun(result)).not.toBe(0);
        expect(result.stderr, describeRun(result)).toMatch(/not authori[sz]ed/i);
        expect(observed.get(topic)).toBeUndefined();
      });

      it.skipIf(skipClient(token))("prints each hostile message waiting on its topic, as it is", async () => {
        // Retained: the broker hands each message to the snippet when it subscribes. (An empty retained message deletes the one kept: none to receive.)
        const cases = hostile.flatMap((value, i) => (value === "" ? [] : [{ value, i, topic: `refkit/receive/${token}/${i}/${topicText(value)}` }]));
        for (const { value, topic } of cases) await observer.publishAsync(topic, value, { qos: 1, retain: true });
        const results = await Promise.all(
          cases.map(({ value, i, topic }) =>
            run(token, client, { action: "receive", protocol: "mqtt", host: `127.0.0.1:${broker.authPort}`, channel: topic, username: userOf(i), password: passwordOf(i) }, (stdout) => stdout.length >= value.length + 1),
          ),
        );
        for (const [k, { value }] of cases.entries()) expectPrinted(results[k]!, `${value}\n`);
      });

      it.skipIf(skipClient(token))("receives through a wildcard level (`+`), as a channel parameter's level is subscribed", async () => {
        await observer.publishAsync(`refkit/receive/${token}/wild/device-7/state`, "on", { qos: 1, retain: true });
        const result = await run(token, client, { action: "receive", protocol: "mqtt", host: `127.0.0.1:${broker.openPort}`, channel: `refkit/receive/${token}/wild/+/state` }, (stdout) => stdout.includes("\n"));
        expectPrinted(result, "on\n");
      });
    });
  }

  it.skipIf(skip)("runs the MQTT snippets of the example documents' operations, as the import made them", async () => {
    const examples = (await importedExamples()).filter(({ request }) => request.protocol === "mqtt");
    expect(examples.length).toBeGreaterThanOrEqual(8);
    const runs = examples.flatMap(({ from, request }, i) =>
      clientsOf("mqtt").map(async ([token, client]) => {
        const mine = local(request, broker.openPort, `refkit/send/imported/${i}/${token}/`);
        if (mine.action === "receive") {
          // What the application sends, waiting where the snippet subscribes (any value for a `+` level).
          await observer.publishAsync(mine.channel.replace(/\+/g, "x"), `sent to ${from}`, { qos: 1, retain: true });
          const result = await run(token, client, mine, (stdout) => stdout.includes("\n"));
          expectPrinted(result, `sent to ${from}\n`);
          return;
        }
        const result = await run(token, client, mine);
        expectCleanRun(result);
        const arrived = await eventually(() => observed.get(mine.channel), `${from}'s message on ${mine.channel}\n${describeRun(result)}`);
        expect(arrived, from).toEqual([{ payload: mine.message, qos: mine.qos, retain: mine.retain }]);
      }),
    );
    await Promise.all(runs);
  });
});

describe("WebSocket snippets, against a ws server", () => {
  let server: WebSocketServer;
  let port: number;
  /** What the server saw of each connection, by its run's id (the first two levels of its path). */
  const seen = new Map<string, { url: string; headers: IncomingHttpHeaders; messages: { text: string; binary: boolean }[]; closed: boolean }>();
  /** What the server sends a connection as soon as it opens, by run id. */
  const outgoing = new Map<string, string>();
  /** What the server answers a connection's first message with, by run id. */
  const replies = new Map<string, string>();
  const runIdOf = (url: string) => url.split("?")[0]!.split("/").slice(2, 4).join("/");

  beforeAll(async () => {
    server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as { port: number }).port;
    server.on("connection", (socket, request) => {
      const record = { url: request.url ?? "", headers: request.headers, messages: [] as { text: string; binary: boolean }[], closed: false };
      const id = runIdOf(record.url);
      seen.set(id, record);
      socket.on("message", (data, binary) => {
        record.messages.push({ text: Buffer.from(data as Buffer).toString("utf8"), binary });
        const reply = replies.get(id);
        if (reply !== undefined && record.messages.length === 1) socket.send(reply);
      });
      socket.on("close", () => (record.closed = true));
      const message = outgoing.get(id);
      if (message !== undefined) socket.send(message);
    });
  });

  afterAll(async () => {
    for (const client of server?.clients ?? []) client.terminate();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** The channel of one run: its id, then the value percent-encoded as a path segment and a query value. */
  const channelOf = (id: string, value: string) => `/ws/${id}/${encodeURIComponent(value)}?value=${encodeURIComponent(value)}&plain=1`;

  for (const [token, client] of clientsOf("ws")) {
    describe(token, () => {
      it.skipIf(skipClient(token))("sends each hostile message, with the path, query and headers it names", async () => {
        const cases = hostile.map((value, i) => ({ value, id: `${token}-send/${i}`, header: headerText(value) }));
        const results = await Promise.all(
          cases.map(({ value, id, header }) =>
            run(token, client, { action: "send", protocol: "ws", host: `127.0.0.1:${port}`, channel: channelOf(id, value), message: value, headers: [["X-Refkit-Value", header], ["Authorization", "Bearer <TOKEN>"]] }),
          ),
        );
        for (const [k, { value, id, header }] of cases.entries()) {
          expectCleanRun(results[k]!);
          const record = await eventually(() => (seen.get(id)?.closed ? seen.get(id) : undefined), `the closed connection of ${id}\n${describeRun(results[k]!)}`);
          expect(record.url).toBe(eventRequest({ action: "receive", protocol: "ws", host: "h", channel: channelOf(id, value) }).channel);
          const sent = new URL(record.url, "ws://h");
          expect([decodeURIComponent(sent.pathname.split("/")[4]!), sent.searchParams.get("value")]).toEqual([value, value]);
          expect(record.headers["x-refkit-value"]).toBe(header);
          expect(record.headers.authorization).toBe("Bearer <TOKEN>");
          expect(record.messages).toEqual([{ text: value, binary: false }]);
        }
      });

      it.skipIf(skipClient(token))("prints each hostile message the server sends, as it is", async () => {
        const cases = hostile.map((value, i) => ({ value, id: `${token}-receive/${i}` }));
        for (const { value, id } of cases) outgoing.set(id, value);
        const results = await Promise.all(cases.map(({ value, id }) => run(token, client, { action: "receive", protocol: "ws", host: `127.0.0.1:${port}`, channel: channelOf(id, value) }, (stdout) => stdout.length >= value.length + 1)));
        for (const [k, { value }] of cases.entries()) expectPrinted(results[k]!, `${value}\n`);
      });

      it.skipIf(skipClient(token))("sends a message and prints the reply that comes on the connection, then closes it", async () => {
        const cases = hostile.map((value, i) => ({ value, id: `${token}-reply/${i}`, reply: `reply to ${i}: ${value}` }));
        for (const { id, reply } of cases) replies.set(id, reply);
        const results = await Promise.all(cases.map(({ value, id }) => run(token, client, { action: "send", protocol: "ws", host: `127.0.0.1:${port}`, channel: channelOf(id, value), message: value, reply: true })));
        for (const [k, { value, id, reply }] of cases.entries()) {
          expectCleanRun(results[k]!);
          expect(results[k]!.stdout, describeRun(results[k]!)).toBe(`${reply}\n`);
          const record = await eventually(() => (seen.get(id)?.closed ? seen.get(id) : undefined), `the closed connection of ${id}`);
          expect(record.messages).toEqual([{ text: value, binary: false }]);
        }
      });

      it.skipIf(skipClient(token))("fails, saying why, when the server refuses the connection", async () => {
        const closed = new WebSocketServer({ host: "127.0.0.1", port: 0, verifyClient: () => false });
        await new Promise((resolve) => closed.once("listening", resolve));
        try {
          const result = await run(token, client, { action: "send", protocol: "ws", host: `127.0.0.1:${(closed.address() as { port: number }).port}`, channel: "/", message: "never" });
          expect(result.timedOut, describeRun(result)).toBe(false);
          expect(result.exitCode, describeRun(result)).not.toBe(0);
          expect(result.stderr, describeRun(result)).toMatch(/401/);
        } finally {
          await new Promise((resolve) => closed.close(resolve));
        }
      });
    });
  }

  it("runs the WebSocket snippets of the example documents' operations, as the import made them", async () => {
    const examples = (await importedExamples()).filter(({ request }) => request.protocol === "ws");
    expect(examples.length).toBeGreaterThanOrEqual(2);
    const runs = examples.flatMap(({ from, request }, i) =>
      clientsOf("ws").map(async ([token, client]) => {
        if (skipClient(token)) return;
        const id = `imported-${token}/${i}`;
        const mine = local(request, port, `/ws/${id}`);
        if (mine.action === "receive") {
          outgoing.set(id, `sent by ${from}`);
          expectPrinted(await run(token, client, mine, (stdout) => stdout.includes("\n")), `sent by ${from}\n`);
          return;
        }
        if (mine.reply) replies.set(id, `reply to ${from}`);
        const result = await run(token, client, mine);
        expectCleanRun(result);
        const record = await eventually(() => (seen.get(id)?.closed ? seen.get(id) : undefined), `${from}'s connection\n${describeRun(result)}`);
        expect(record.url, from).toBe(mine.channel);
        expect(Object.fromEntries(mine.headers.map(([name, value]) => [name.toLowerCase(), record.headers[name.toLowerCase()]])), from).toEqual(Object.fromEntries(mine.headers.map(([name, value]) => [name.toLowerCase(), value])));
        expect(record.messages, from).toEqual([{ text: mine.message, binary: false }]);
      }),
    );
    await Promise.all(runs);
  });
});
