/** An event request is checked when it is made: what no client could send is refused, naming the field. */
import { describe, expect, it } from "vitest";
import { eventProtocolOf, eventRequest, eventSnippets, eventUrl, hasEventClients } from "../../src/event-clients/index.ts";

const base = { action: "send", protocol: "mqtt", host: "broker.example.com", channel: "lights/1", message: "on" } as const;

describe("eventRequest", () => {
  it("settles the protocol's port and TLS from the name the document gives", () => {
    expect(eventRequest(base)).toMatchObject({ protocol: "mqtt", secure: false, port: 1883, qos: 0, retain: false });
    expect(eventRequest({ ...base, protocol: "secure-mqtt" })).toMatchObject({ protocol: "mqtt", secure: true, port: 8883 });
    expect(eventRequest({ ...base, protocol: "WSS", channel: "/feed" })).toMatchObject({ protocol: "ws", secure: true, port: 443 });
    expect(eventRequest({ ...base, host: "broker.example.com:1884" }).port).toBe(1884);
  });

  it("writes the address a client connects to, leaving out the scheme's own port", () => {
    expect(eventUrl(eventRequest({ ...base, protocol: "mqtts" }))).toBe("mqtts://broker.example.com");
    expect(eventUrl(eventRequest({ ...base, host: "127.0.0.1:1884" }))).toBe("mqtt://127.0.0.1:1884");
    expect(eventUrl(eventRequest({ ...base, protocol: "ws", host: "[::1]:8080", channel: "/v1/feed?x=it's" }))).toBe("ws://[::1]:8080/v1/feed?x=it%27s");
  });

  it("knows which protocols have clients", () => {
    expect(["mqtt", "MQTTS", "secure-mqtt", "ws", "wss"].every(hasEventClients)).toBe(true);
    expect(["kafka", "amqp", "http", "toString"].some(hasEventClients)).toBe(false);
    expect(["MQTT", "secure-mqtt", "WSS", "kafka", "constructor"].map(eventProtocolOf)).toEqual(["mqtt", "mqtt", "ws", undefined, undefined]);
  });

  it.each([
    [{ ...base, action: "publish" }, /"action": expected "send" or "receive"/],
    [{ ...base, protocol: "kafka" }, /"protocol": expected one of mqtt, mqtts, secure-mqtt, ws, wss/],
    [{ ...base, protocol: "constructor" }, /"protocol": expected one of/],
    [{ ...base, host: "evil.example.com/path" }, /"host": expected a host name or address/],
    [{ ...base, host: "a.example.com:70000" }, /"host": expected a port from 1 to 65535/],
    [{ ...base, host: "-rf" }, /"host": expected a host name/],
    [{ ...base, channel: "" }, /"channel": expected a non-empty string/],
    [{ ...base, protocol: "ws", channel: "feed" }, /a WebSocket channel is a path starting with "\/"/],
    [{ ...base, message: undefined }, /a snippet that sends needs the message as text/],
    [{ ...base, message: "a\0b" }, /NUL/],
    [{ ...base, qos: 3 }, /"qos": expected 0, 1 or 2/],
    [{ ...base, reply: true }, /"reply": only a WebSocket snippet that sends waits for a reply/],
    [{ ...base, protocol: "ws", channel: "/", action: "receive", reply: true }, /"reply": only a WebSocket snippet that sends/],
    [{ ...base, protocol: "ws", channel: "/", headers: [["X Bad", "1"]] }, /"headers": expected a header name/],
    [{ ...base, protocol: "ws", channel: "/", headers: [["X-Ok", "a\r\nSet-Cookie: x"]] }, /must be text on one line/],
  ])("refuses %j", (options, message) => {
    expect(() => eventRequest(options as never)).toThrow(message);
  });

  it("has one snippet per client of its protocol, the command line first, each tab the language a reader chose for HTTP", () => {
    expect(eventSnippets(eventRequest(base)).map((s) => [s.token, s.label, s.filename])).toEqual([
      ["mosquitto", "mosquitto", "message.sh"],
      ["javascript", "JavaScript", "message.mjs"],
      ["python", "Python", "message.py"],
    ]);
    expect(eventSnippets(eventRequest({ ...base, protocol: "ws", channel: "/" })).map((s) => s.token)).toEqual(["javascript", "python"]);
  });
});
