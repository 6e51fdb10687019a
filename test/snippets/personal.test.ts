/**
 * Personalised snippets, proven as every snippet is: the request of an example with a reader's
 * hostile credential in place (personal/request.ts, the code the reader's browser runs) written
 * by each shipped client's writer (personal/writers.ts, bundled for the browser), run with the
 * real interpreter, and compared with what the local server received. A credential no client
 * can send in a header (a line break, a character outside ASCII) is refused, never written; in
 * the query it is percent-encoded like any value. No value runs a command.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAuthHeader } from "../../src/headers.ts";
import { personalRequest, type PersonalData } from "../../src/personal/request.ts";
import { writeSnippet } from "../../src/personal/writers.ts";
import { clients } from "../../src/clients/index.ts";
import { ClientRefusal, RefkitError } from "../../src/index.ts";
import { checkRequestOptions } from "../../src/request.ts";
import { expectedRequest, expectSent, type Declaration } from "../support/expected-request.ts";
import { expectCleanRun, runSnippet } from "../support/run-snippet.ts";
import { startServer, type RecordingServer } from "../support/server.ts";
import { clientTokens, requireTool, skipClient, tools } from "../support/tools.ts";

const sentinels = mkdtempSync(join(tmpdir(), "refkit-personal-"));
let server: RecordingServer;
/** The runs a client refused to write, with its documented rule. */
const refusals: string[] = [];

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
  rmSync(sentinels, { recursive: true, force: true });
});

/** Tokens a reader may hold, each hostile to some language's quoting; every one printable ASCII, so a header carries it. */
const tokens = (sentinel: string) => [
  `tok'en"with\`back\`ticks$(touch ${sentinel})\${HOME}%s{{x}}\\n\\`,
  `'; touch ${sentinel}; echo '`,
  `"+require('fs').writeFileSync('${sentinel}','')+"`,
  `#{\`touch ${sentinel}\`} %(x)s @ \\"`,
];
/** API keys in the query: anything, percent-encoded. */
const keys = ["日本語 🙂 é", "a\nb\r\nc\u2028d", "x&y=z+w#f%20", "\u202eevil"];

const declaration = (token: string, key: string): Declaration => ({ auth: `Authorization: Bearer ${token}`, basePath: "", options: { method: "get", path: "/v1/orders", query: { limit: 3, api_key: key } } });

/** The example as a page carries it: its declaration with the placeholders, the settings it inherits, its tab. */
function pageData(client: string, baseUrl: string): PersonalData {
  return {
    declaration: JSON.parse(JSON.stringify(checkRequestOptions({ method: "get", path: "/v1/orders", query: { limit: 3, api_key: "<API_KEY>" }, clients: [client] }))),
    base: { apiBaseUrl: baseUrl, authHeader: parseAuthHeader("Authorization: Bearer <TOKEN>") },
    tokens: [client],
  };
}

describe("personalised snippets send the reader's own credential exactly", () => {
  for (const client of clientTokens) {
    it.skipIf(skipClient(client))(client, async () => {
      requireTool(client);
      const sentinel = join(sentinels, client);
      const values = tokens(sentinel);
      for (let i = 0; i < values.length; i++) {
        const runId = `${client}-${i}`;
        const request = personalRequest(pageData(client, server.baseUrlFor(runId)), { headers: { Authorization: `Bearer ${values[i]}` }, query: { api_key: keys[i]! } });
        let written;
        try {
          written = writeSnippet(client, request)!;
        } catch (error) {
          // A client that cannot carry a value says so, as it does at build (its tool.json documents the rule).
          if (!(error instanceof ClientRefusal)) throw error;
          expect(Object.keys(tools[client]!.refuses ?? {}), `${client} refused with an undocumented rule: ${error.message}`).toContain(error.rule);
          refusals.push(`${client} ${i}: ${error.rule}`);
          continue;
        }
        const { filename } = clients[client]!;
        const run = await runSnippet({ token: client, filename: typeof filename === "function" ? filename(request) : filename, code: written.text });
        expectCleanRun(run);
        expectSent(server.received(runId), expectedRequest(declaration(values[i]!, keys[i]!)), `${client} with credential ${i}\n${written.text}`);
      }
      expect(existsSync(sentinel), `${client}: a credential ran a command`).toBe(false);
    });
  }

  it("refuses a header credential no client can send, naming why, and takes it in the query", () => {
    const data = pageData("curl", "https://api.acme.test");
    for (const [token, why] of [
      ["tok\r\nX-Injected: 1", /without CR or LF/],
      ["tök", /expected an ASCII header value/],
    ] as const) {
      let error: unknown;
      try {
        personalRequest(data, { headers: { Authorization: `Bearer ${token}` } });
      } catch (caught) {
        error = caught;
      }
      expect(error, token).toBeInstanceOf(RefkitError);
      expect((error as RefkitError).message).toMatch(why);
    }
    expect(personalRequest(data, { query: { api_key: "tok\r\nX" } }).urlWithQuery).toBe("https://api.acme.test/v1/orders?limit=3&api_key=tok%0D%0AX");
  });

  it("puts the reader's server in place of the settings' base URL, never of a request's own", () => {
    const data = pageData("curl", "https://api.acme.test");
    expect(personalRequest(data, { server: "http://127.0.0.1:9090/v2" }).url).toBe("http://127.0.0.1:9090/v2/v1/orders");
    const own = { ...data, declaration: { ...data.declaration, baseUrl: "https://files.acme.test" } };
    expect(personalRequest(own, { server: "http://127.0.0.1:9090" }).url).toBe("https://files.acme.test/v1/orders");
    expect(() => personalRequest(data, { server: "javascript:alert(1)" })).toThrow(RefkitError);
  });

  it("sent nothing outside the runs and ran no command; the only refusal is C#'s documented one of a bidirectional control", () => {
    expect(refusals.filter((line) => clientTokens.some((client) => line.startsWith(`${client} `)))).toEqual(clientTokens.includes("csharp") ? ["csharp 3: uri-bidi-controls"] : []);
    expect(server.strays).toEqual([]);
    expect(readdirSync(sentinels)).toEqual([]);
  });
});
