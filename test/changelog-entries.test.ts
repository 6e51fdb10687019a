/**
 * The changelog a human reads: five edits to a description (a shared schema used by four
 * operations, each body in JSON and XML) are a handful of entries, each once with the operations
 * it reaches, where `refkit diff` reports every place it sees them.
 */
import { describe, expect, it } from "vitest";
import { diffSides, readSide } from "../src/diff/diff.ts";
import { changelogEntries } from "../src/reference/changelog-entries.ts";
import { entryChange, entryOperations, maxEntryOperations } from "../src/reference/changelog.ts";
import { planets } from "./support/planets.ts";
import { changelogAtom } from "../src/site/changelog-files.ts";

describe("the changelog's entries", () => {
  const changes = diffSides(readSide(planets(1)), readSide(planets(2))).changes;
  const entries = changelogEntries(changes);

  it("list a change to a shared schema once, with every operation it reaches, and a change seen in several media types once", () => {
    expect(changes.length).toBeGreaterThan(30);
    const byMessage = Object.fromEntries(entries.map((entry) => [`${entry.level} ${entryChange(entry)}`, entry.operations]));
    expect(byMessage["breaking `Planet`: The type of `size` in the response changed from `integer` to `string`."]).toEqual(["GET /planets", "POST /planets", "GET /planets/{planetId}", "PUT /planets/{planetId}"]);
    expect(byMessage["breaking `Planet`: The type of `size` in the request body changed from `integer` to `string`."]).toEqual(["POST /planets", "PUT /planets/{planetId}"]);
    expect(byMessage["warning `Planet`: `mass` in the response was removed."]).toEqual(["GET /planets", "POST /planets", "GET /planets/{planetId}", "PUT /planets/{planetId}"]);
    expect(byMessage["info `Planet`: `radius` in the response is new."]).toHaveLength(4);
    expect(byMessage["breaking The type of `name` in the request body changed from `string` to `integer`."]).toEqual(["PATCH /planets/{planetId}"]);
    // Each operation's example rejected alike: one entry for both.
    expect(byMessage["breaking The request the old version's example sends is rejected by the new version: `size` in the request body must be string."]).toEqual(["POST /planets", "PUT /planets/{planetId}"]);
    // No entry names a media type, and none repeats another.
    expect(entries.filter((entry) => /application\/(json|xml)/.test(entry.message))).toEqual([]);
    expect(new Set(entries.map((entry) => `${entry.level} ${entry.id} ${entryChange(entry)} ${entry.operations.join()}`)).size).toBe(entries.length);
    // Every change is in one entry: its operation among the entry's.
    for (const change of changes) expect(entries.some((entry) => entry.id === change.id && (change.operation === null || entry.operations.includes(change.operation))), change.message).toBe(true);
    expect(entries.length).toBeLessThan(15);
    // Most serious first, as the changes are.
    const levels = entries.map((entry) => entry.level);
    expect(levels).toEqual([...levels].sort((a, b) => ["breaking", "warning", "info"].indexOf(a) - ["breaking", "warning", "info"].indexOf(b)));
  });

  it("name at most a bound of operations, the rest counted", () => {
    const many = { level: "info" as const, id: "x", message: "m", operations: Array.from({ length: maxEntryOperations + 5 }, (_, i) => `GET /things/${i}`) };
    expect(entryOperations(many)).toMatch(/`GET \/things\/9` and 5 more$/);
    // A backtick in an operation's name stays inside its code span.
    expect(entryOperations({ ...many, operations: ["GET /a`b"] })).toBe("``GET /a`b``");
  });

  it("name as many operations in the feed as on the page, the rest counted", () => {
    const changes = Array.from({ length: maxEntryOperations + 2 }, (_, i) => ({ id: "response-optional-property-added", level: "info" as const, operation: `GET /things/${i}`, pointer: "#/components/schemas/Thing/properties/x", message: "`x` in the `200` response is new." }));
    const feed = changelogAtom("Things", [{ label: "v2", previous: "v1", result: { changes, summary: { breaking: 0, warning: 0, info: changes.length } }, updated: "2026-11-29T00:00:00Z" }]);
    // The entry's HTML, escaped inside the feed's XML.
    expect(feed).toContain("&lt;code&gt;GET /things/9&lt;/code&gt; and 2 more)");
    expect(feed).not.toContain("GET /things/10");
    expect(feed).toContain("<title>v2: 0 breaking, 0 warnings, 1 info</title>");
  });
});
