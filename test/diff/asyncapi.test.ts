/**
 * `refkit diff` of two versions of an event API (AsyncAPI): hand-made pairs, one in 3.0 and the
 * same API in 2.6 (converted), that change one thing per rule. A reader's program is the other side
 * of each operation, so a message's changes are judged in the direction the action implies: a new
 * required field breaks what the program sends (the application receives it), not what it receives.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { run, type Io } from "../../src/cli.ts";
import { diffApis } from "../../src/index.ts";
import { readAsyncApi } from "../../src/asyncapi/read/load.ts";
import { readOpenApi } from "../../src/openapi/read/load.ts";

const folder = fileURLToPath(new URL("../fixtures/asyncapi/diff/", import.meta.url));

async function diff(...args: string[]): Promise<{ status: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { stdout: (line) => out.push(line), stderr: (line) => err.push(line), cwd: folder, env: {} };
  const status = await run(["diff", ...args], io);
  return { status, out: out.join("\n"), err: err.join("\n") };
}

/** What each pair must find: level, rule, operation (action and channel address). */
const expected = [
  ["breaking", "server-address-changed", null],
  ["breaking", "channel-removed", null],
  // The application receives measurements: the program sends them, and a new required field breaks it.
  ["breaking", "new-required-request-property", "RECEIVE lights/{lightId}/measured"],
  // The application sends turn-on commands: the program receives them; a field no longer always there may break it.
  ["breaking", "response-property-became-optional", "SEND lights/{lightId}/on"],
  ["breaking", "event-operation-removed", "SEND lights/{lightId}/dim"],
  ["warning", "response-property-enum-value-added", "SEND lights/{lightId}/on"],
  ["warning", "message-added", "SEND lights/{lightId}/on"],
  ["info", "channel-added", null],
  // ... and a new required field in what it receives breaks nothing.
  ["info", "response-required-property-added", "SEND lights/{lightId}/on"],
  ["info", "event-operation-added", "SEND lights/{lightId}/status"],
];

describe("refkit diff of AsyncAPI documents", () => {
  it.each([
    ["3.0", "v1-3.0.yaml", "v2-3.0.yaml"],
    ["2.6", "v1-2.6.yaml", "v2-2.6.yaml"],
    ["2.6 then 3.0", "v1-2.6.yaml", "v2-3.0.yaml"],
  ])("finds each change of the %s pair, judged on the program's side", async (_, v1, v2) => {
    const { status, out, err } = await diff(v1, v2, "--format", "json", "--fail-on", "breaking");
    expect(err).toBe("");
    expect(status).toBe(1);
    const result = JSON.parse(out) as { changes: { id: string; level: string; operation: string | null }[]; summary: object };
    expect(result.changes.map((change) => [change.level, change.id, change.operation])).toEqual(expected);
    expect(result.summary).toEqual({ breaking: 5, warning: 2, info: 3 });
  });

  it("writes each change in words, with its pointer in the new document", async () => {
    const { out } = await diff("v1-3.0.yaml", "v2-3.0.yaml");
    expect(out.split("\n")[0]).toBe("5 breaking, 2 warnings, 3 info: v1-3.0.yaml → v2-3.0.yaml");
    expect(out).toContain("breaking  RECEIVE lights/{lightId}/measured  new-required-request-property\n  `unit` in the payload of the message `lightMeasured` is new and required.\n  at #/components/messages/lightMeasured/payload/properties/unit");
    expect(out).toContain("warning   SEND lights/{lightId}/on  message-added\n  `SEND lights/{lightId}/on` may also bring the message `turnOnLater`, which a client has not seen.");
    expect(out).toContain("breaking  (the whole API)  server-address-changed\n  The server `production` moved from `mqtt://broker.example.com:1883` to `mqtt://mqtt.example.com:1883`.");
  });

  it("finds nothing between a version and itself, or its 2.6 twin", async () => {
    for (const [v1, v2] of [["v1-3.0.yaml", "v1-3.0.yaml"], ["v1-2.6.yaml", "v1-3.0.yaml"]]) {
      const { status, out } = await diff(v1!, v2!, "--format", "json", "--fail-on", "warning");
      expect(JSON.parse(out).changes, `${v1} → ${v2}`).toEqual([]);
      expect(status).toBe(0);
    }
  });

  it("refuses to compare an OpenAPI description with an AsyncAPI one (exit 2)", async () => {
    const openapi = fileURLToPath(new URL("../fixtures/openapi/tiny.yaml", import.meta.url));
    const { status, err } = await diff(openapi, "v1-3.0.yaml");
    expect(status).toBe(2);
    expect(err).toBe("refkit: cannot compare an OpenAPI description with an AsyncAPI one (v1-3.0.yaml is AsyncAPI)");
    await expect(async () => diffApis((await readOpenApi(openapi)).document, (await readAsyncApi(`${folder}v1-3.0.yaml`)).document)).rejects.toThrow(/cannot compare an OpenAPI description with an AsyncAPI one/);
  });

  it("compares Avro payloads field by field, converted to JSON Schema", async () => {
    const dir = await mkdtemp(join(tmpdir(), "refkit-diff-avro-"));
    try {
      const v1 = readFileSync(join(folder, "..", "formats", "avro-3.0.yaml"), "utf8");
      // The application sends orders: a program receives them; `total` may no longer come, `currency` is new.
      const v2 = v1.replace("            - name: total\n              type: double\n", "            - name: currency\n              type: string\n");
      await writeFile(join(dir, "v1.yaml"), v1);
      await writeFile(join(dir, "v2.yaml"), v2);
      const { out } = await diff(join(dir, "v1.yaml"), join(dir, "v2.yaml"), "--format", "json");
      const changes = (JSON.parse(out) as { changes: { id: string; level: string }[] }).changes.map((change) => [change.level, change.id]);
      expect(changes).toEqual([
        ["breaking", "response-required-property-removed"],
        ["info", "response-required-property-added"],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("has a rule for each other change of a server, an operation and a message, in the program's direction", () => {
    const message = (extra: object = {}) => ({ name: "note", contentType: "application/json", payload: { type: "object", properties: { text: { type: "string" } } }, ...extra });
    const document = (change: (doc: Record<string, any>) => void) => {
      const doc: Record<string, any> = {
        asyncapi: "3.0.0",
        info: { title: "Rules", version: "1" },
        servers: { main: { host: "broker.example.com", protocol: "mqtt" }, spare: { host: "spare.example.com", protocol: "mqtt" } },
        channels: {
          in: { address: "notes/in", messages: { note: message(), ping: { name: "ping", payload: { type: "string" } } } },
          out: { address: "notes/out", messages: { note: message(), ping: { name: "ping", payload: { type: "string" } } } },
        },
        operations: {
          // The application receives on notes/in (the program sends), sends on notes/out (the program receives).
          take: { action: "receive", summary: "Take a note.", channel: { $ref: "#/channels/in" }, security: [{ $ref: "#/components/securitySchemes/user" }] },
          give: { action: "send", channel: { $ref: "#/channels/out" } },
        },
        components: { securitySchemes: { user: { type: "userPassword" }, key: { type: "apiKey", in: "user" } } },
      };
      change(doc);
      return doc;
    };
    const found = (change: (doc: Record<string, any>) => void) => diffApis(document(() => {}), document(change)).changes.map((c) => [c.level, c.id, c.operation]);
    expect(found((doc) => delete doc.servers.spare)).toEqual([["breaking", "server-removed", null]]);
    expect(found((doc) => (doc.servers.third = { host: "third.example.com", protocol: "mqtt" }))).toEqual([["info", "server-added", null]]);
    expect(found((doc) => (doc.servers.main.protocol = "mqtts"))).toEqual([["breaking", "server-protocol-changed", null]]);
    expect(found((doc) => (doc.operations.take.summary = "Take a note, now."))).toEqual([["info", "event-operation-summary-changed", "RECEIVE notes/in"]]);
    expect(found((doc) => (doc.operations.give.description = "Notes, as they come."))).toEqual([["info", "event-operation-description-changed", "SEND notes/out"]]);
    expect(found((doc) => (doc.operations.take.security = [{ $ref: "#/components/securitySchemes/key" }]))).toEqual([
      ["breaking", "api-security-removed", "RECEIVE notes/in"],
      ["info", "api-security-added", "RECEIVE notes/in"],
    ]);
    // A message no longer accepted breaks the program that sends it; one no longer sent breaks nobody.
    expect(found((doc) => delete doc.channels.in.messages.ping)).toEqual([["breaking", "message-removed", "RECEIVE notes/in"]]);
    expect(found((doc) => delete doc.channels.out.messages.ping)).toEqual([["info", "message-removed", "SEND notes/out"]]);
    expect(found((doc) => (doc.channels.in.messages.note.contentType = "application/xml"))).toEqual([["breaking", "message-content-type-changed", "RECEIVE notes/in"]]);
    expect(found((doc) => (doc.channels.out.messages.note.payload = { schemaFormat: "application/vnd.google.protobuf;version=3", schema: "message Note {}" }))).toEqual([["breaking", "message-schema-format-changed", "SEND notes/out"]]);
    // Headers that must now come with what the program sends break it; headers on what it receives may surprise it.
    expect(found((doc) => (doc.channels.in.messages.note.headers = { type: "object" }))).toEqual([["breaking", "message-headers-added", "RECEIVE notes/in"]]);
    expect(found((doc) => (doc.channels.out.messages.note.headers = { type: "object" }))).toEqual([["warning", "message-headers-added", "SEND notes/out"]]);
    expect(found((doc) => delete doc.channels.out.messages.note.payload)).toEqual([["info", "message-payload-removed", "SEND notes/out"]]);
  });

  it("compares two loaded AsyncAPI documents in code (diffApis)", async () => {
    const [v1, v2] = await Promise.all([readAsyncApi(`${folder}v1-2.6.yaml`), readAsyncApi(`${folder}v2-3.0.yaml`)]);
    expect(diffApis(v1.document, v2.document).summary).toEqual({ breaking: 5, warning: 2, info: 3 });
  });
});
