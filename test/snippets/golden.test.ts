/**
 * Golden files: every client's snippet for every request fixture, under the fixed base URL
 * https://api.example.com, stored in src/clients/<token>/golden/<fixture>.<ext> with the language's
 * own extension, so a reviewer can open, lint and diff them. (A separate suite runs them.)
 * Update with `npx vitest run test/snippets/golden.test.ts -u`, then read the diff.
 */
import { extname } from "node:path";
import { describe, expect, it } from "vitest";
import { snippetFor } from "../support/execute.ts";
import { loadRequestFixture, requestFixtureNames } from "../support/request-fixtures.ts";
import { clientTokens } from "../support/tools.ts";

const baseUrl = "https://api.example.com";

describe("snippets match their golden files", () => {
  for (const name of requestFixtureNames) {
    describe(name, () => {
      for (const token of clientTokens) {
        it(token, async () => {
          const snippet = snippetFor(loadRequestFixture(name).declaration, token, baseUrl);
          await expect(snippet.code).toMatchFileSnapshot(`../../src/clients/${token}/golden/${name}${extname(snippet.filename ?? "")}`);
        });
      }
    });
  }
});
