/**
 * Golden files: every client's snippet for every request fixture, under the fixed base URL
 * https://api.example.com, stored in src/clients/<token>/golden/<fixture>.<ext> with the language's
 * own extension, so a reviewer can open, lint and diff them. (A separate suite runs them.)
 * A fixture that a client must refuse (its `refusedBy`) has the refusal's message instead, in
 * `<fixture>.refused.txt`. Update with `npx vitest run test/snippets/golden.test.ts -u`, then read the diff.
 */
import { extname } from "node:path";
import { describe, expect, it } from "vitest";
import { ClientRefusal } from "../../src/index.ts";
import { snippetFor } from "../support/execute.ts";
import { loadRequestFixture, requestFixtureNames } from "../support/request-fixtures.ts";
import { clientTokens } from "../support/tools.ts";

const baseUrl = "https://api.example.com";

describe("snippets match their golden files", () => {
  for (const name of requestFixtureNames) {
    describe(name, () => {
      for (const token of clientTokens) {
        it(token, async () => {
          const fixture = loadRequestFixture(name);
          if (fixture.refusedBy[token] !== undefined) {
            const refusal = refusalOf(() => snippetFor(fixture.declaration, token, baseUrl));
            expect(refusal.rule).toBe(fixture.refusedBy[token]);
            await expect(`${refusal.message}\n`).toMatchFileSnapshot(`../../src/clients/${token}/golden/${name}.refused.txt`);
            return;
          }
          const snippet = snippetFor(fixture.declaration, token, baseUrl);
          await expect(snippet.code).toMatchFileSnapshot(`../../src/clients/${token}/golden/${name}${extname(snippet.filename ?? "")}`);
        });
      }
    });
  }
});

/** The refusal `write` throws; fails when it writes a snippet instead. */
function refusalOf(write: () => unknown): ClientRefusal {
  try {
    write();
  } catch (error) {
    if (error instanceof ClientRefusal) return error;
    throw error;
  }
  throw new Error("expected a ClientRefusal, and the client wrote a snippet");
}
