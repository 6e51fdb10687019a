import { describe, expect, it } from "vitest";
import { editDistance, suggest } from "../src/cli/suggest.ts";

describe("did you mean", () => {
  it.each([
    ["build", "build", 0],
    ["biuld", "build", 1],
    ["buld", "build", 1],
    ["builds", "build", 1],
    ["serve", "dev", 3],
    ["", "dev", 3],
  ])("%s and %s: %i edits", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it.each([
    ["biuld", "build"],
    ["BUILD", "build"],
    ["serv", "serve"],
    ["ser", "serve"],
    ["devv", "dev"],
    ["ot", "out"],
    ["deploy", undefined],
    ["x", undefined],
    ["publish", undefined],
  ])("suggests %s → %s", (word, expected) => {
    expect(suggest(word, ["init", "build", "serve", "dev", "out", "root", "openapi", "port"])).toBe(expected);
  });
});
