/**
 * The client folders are the registry: every folder under src/clients/ that holds a client is
 * shipped (in `clients`), run (its `tool.json`) and read (its golden files), and nothing else is.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { clients, defaultClients, defaultClientTokens } from "../../src/index.ts";
import { loadRequestFixture, requestFixtureNames } from "../support/request-fixtures.ts";
import { clientsDir, clientTokens, tools } from "../support/tools.ts";

const folders = readdirSync(clientsDir).filter((name) => statSync(join(clientsDir, name)).isDirectory());

describe("the client folders are the registry", () => {
  it("ships exactly the clients that have a folder, the defaults first in tab order", () => {
    expect(Object.keys(clients).sort()).toEqual([...folders].sort());
    expect(Object.keys(clients).slice(0, defaultClientTokens.length)).toEqual([...defaultClientTokens]);
    for (const token of defaultClientTokens) expect(clients[token]).toBe(defaultClients[token]);
    expect(Object.isFrozen(clients)).toBe(true);
  });

  it("adds a shipped client as a tab after the defaults, as the README shows", async () => {
    const { Config, snippets } = await import("../../src/index.ts");
    const config = new Config();
    config.apiClients = { wget: clients.wget! };
    expect(snippets({ method: "get", path: "/v1/customers" }, config).map((snippet) => [snippet.token, snippet.label])).toEqual([
      ["curl", "curl"],
      ["javascript", "JavaScript"],
      ["ruby", "Ruby"],
      ["python", "Python"],
      ["wget", "Wget"],
    ]);
  });

  it("runs every shipped client: the suite's tools are the registry's tokens", () => {
    expect(Object.keys(tools)).toEqual(Object.keys(clients));
    if (!process.env.REFKIT_CLIENTS) expect(clientTokens).toEqual(Object.keys(clients));
  });

  describe.each(folders)("%s", (token) => {
    it("has its template, its tool and its golden folder", () => {
      for (const part of ["client.ts", "tool.json", "golden"]) expect(existsSync(join(clientsDir, token, part)), `${token}/${part}`).toBe(true);
    });

    it("describes how to run it: a command, a probe, Debian packages, a naive control", () => {
      const tool = tools[token]!;
      expect(tool.language).toMatch(/\S/);
      expect(tool.command.length).toBeGreaterThan(0);
      expect(tool.probe.length).toBeGreaterThan(0);
      expect(tool.aptPackages.length).toBeGreaterThan(0);
      expect(tool.naive.code).toContain("{{value}}");
      expect(extname(tool.naive.filename)).toBe(extname(typeof clients[token]!.filename === "string" ? clients[token]!.filename : ""));
      expect(requestFixtureNames).toContain(tool.injectionFixture);
    });

    it("has one golden file per request fixture and no other: a snippet, or the refusal the fixture expects", () => {
      const extension = extname(typeof clients[token]!.filename === "string" ? clients[token]!.filename : "");
      const expected = requestFixtureNames.map((name) => (loadRequestFixture(name).refusedBy[token] === undefined ? `${name}${extension}` : `${name}.refused.txt`));
      expect(readdirSync(join(clientsDir, token, "golden")).sort()).toEqual(expected.sort());
    });

    it("documents every rule its fixtures expect it to refuse under", () => {
      const rules = requestFixtureNames.map((name) => loadRequestFixture(name).refusedBy[token]).filter((rule) => rule !== undefined);
      for (const rule of rules) expect(Object.keys(tools[token]!.refuses ?? {})).toContain(rule);
    });
  });
});
