/**
 * httpsnippet's request fixtures (HAR 1.2, copied in test/fixtures/httpsnippet-requests/ with
 * their SOURCE.md) as extra inputs: each one refkit can declare is converted and run through
 * every client; the others are listed here with the reason, never dropped silently.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRequest } from "../../src/index.ts";
import { expectExactOrDocumentedRefusal } from "../support/execute.ts";
import { harDeclaration, harFixtureNames, loadHarRequest, unsupportedParts } from "../support/har.ts";
import { Prefetch } from "../support/prefetch.ts";
import { startServer, type RecordingServer } from "../support/server.ts";
import { clientTokens, requireTool, skipClient } from "../support/tools.ts";

/** The fixtures refkit cannot declare, and why: its bodies are JSON or text, it has no cookies. */
const excluded: Readonly<Record<string, string>> = {
  "application-form-encoded": "form encoding",
  cookies: "cookies",
  full: "cookies, form encoding",
  "multipart-data": "multipart form data, files",
  "multipart-file": "multipart form data, files",
  "multipart-form-data": "multipart form data",
  "multipart-form-data-no-params": "multipart form data",
};

/** Fixtures whose header values refkit rejects by design (non-ASCII, line breaks): none today. */
const rejectedHeaders: Readonly<Record<string, string>> = {};

const converted = harFixtureNames.filter((name) => !Object.hasOwn(excluded, name) && !Object.hasOwn(rejectedHeaders, name));
const runs = new Prefetch();
let server: RecordingServer;

beforeAll(async () => {
  server = await startServer();
  for (const name of converted) {
    for (const token of clientTokens) runs.start(server, `har-${name}-${token}`, harDeclaration(loadHarRequest(name)), token);
  }
});

afterAll(async () => {
  await runs.settled();
  await server?.close();
});

describe("httpsnippet fixtures that refkit cannot declare are listed, not dropped", () => {
  it("excludes exactly the fixtures with multipart, files, cookies or form encoding", () => {
    const found = Object.fromEntries(
      harFixtureNames.flatMap((name) => {
        const reasons = unsupportedParts(loadHarRequest(name));
        return reasons.length > 0 ? [[name, reasons.join(", ")]] : [];
      }),
    );
    expect(found).toEqual(excluded);
  });

  it("converts every other fixture into options refkit accepts", () => {
    const refused = converted.filter((name) => {
      try {
        buildRequest(harDeclaration(loadHarRequest(name)).options);
        return false;
      } catch {
        return true;
      }
    });
    expect(refused).toEqual(Object.keys(rejectedHeaders));
    expect(converted.length + Object.keys(excluded).length + Object.keys(rejectedHeaders).length).toBe(harFixtureNames.length);
  });
});

describe("every snippet sends exactly the declared request (httpsnippet fixtures)", () => {
  for (const name of converted) {
    describe(name, () => {
      for (const token of clientTokens) {
        it.skipIf(skipClient(token))(token, async () => {
          requireTool(token);
          expectExactOrDocumentedRefusal(await runs.get(`har-${name}-${token}`), `httpsnippet ${name} (${token})`);
        });
      }
    });
  }

  it("converts the HAR parts it reads: repeated query names, the URL's own query, JSON and text bodies", () => {
    expect(harDeclaration(loadHarRequest("query")).options.query).toEqual({ foo: ["bar", "baz"], baz: "abc", key: "value" });
    expect(harDeclaration(loadHarRequest("nested")).options.query).toEqual({ "foo[bar]": "baz,zap", fiz: "buz", key: "value" });
    expect(harDeclaration(loadHarRequest("jsonObj-null-value")).options.body).toEqual({ foo: null });
    expect(harDeclaration(loadHarRequest("text-plain")).options).toMatchObject({ body: "Hello World", headers: { "content-type": "text/plain" } });
    expect(harDeclaration(loadHarRequest("custom-method")).options.method).toBe("PROPFIND");
  });
});
