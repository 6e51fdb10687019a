/**
 * Page file names come from one allocator: each name is given once, as a case-insensitive,
 * normalization-insensitive file system compares names; refkit's own names and Windows' device
 * names are never given; a long name is cut readably and deterministically.
 */
import { describe, expect, it } from "vitest";
import { capName, maxNameBytes, nameKey, PageNames, siteNames, windowsReserved } from "../src/page-names.ts";

/** The names a fresh allocator gives, in order. */
const taken = (wanted: readonly string[], options?: { root?: boolean; expected?: readonly string[] }) => {
  const names = new PageNames(options);
  return wanted.map((name) => names.take(name));
};

const long = `${"very-long-tag-name-".repeat(20)}end`;

describe("a name is given once, as a case-insensitive file system sees it", () => {
  it.each<{ wanted: string[]; out: string[]; expected?: boolean }>([
    { wanted: ["users", "orders"], out: ["users", "orders"] },
    { wanted: ["users", "users", "users"], out: ["users", "users-2", "users-3"] },
    // "users-2" is taken by the second "users" before "Users 2" asks for it: numbering goes on.
    { wanted: ["users", "users", "users-2"], out: ["users", "users-2", "users-2-2"] },
    // Known up front, a name that collides with nothing keeps it: numbering goes round it.
    { wanted: ["users", "users", "users-2"], expected: true, out: ["users", "users-3", "users-2"] },
    { wanted: ["Index", "index-2"], expected: true, out: ["Index-3", "index-2"] },
    { wanted: ["users", "users-2", "users"], out: ["users", "users-2", "users-3"] },
    { wanted: ["Users", "users", "USERS"], out: ["Users", "users-2", "USERS-3"] },
    { wanted: ["repos-1", "repos-2", "repos-3", "repos"], out: ["repos-1", "repos-2", "repos-3", "repos"] },
    // NFC "é" and NFD "e" + U+0301 are one file on macOS.
    { wanted: ["caf\u00e9", "cafe\u0301"], out: ["caf\u00e9", "cafe\u0301-2"] },
    { wanted: ["\u00c9t\u00e9", "e\u0301te\u0301"], out: ["\u00c9t\u00e9", "e\u0301te\u0301-2"] },
    { wanted: ["billing/Invoices", "Billing/invoices"], out: ["billing/Invoices", "Billing/invoices-2"] },
    { wanted: ["billing/invoices", "billing-invoices", "invoices"], out: ["billing/invoices", "billing-invoices", "invoices"] },
  ])("$wanted → $out", ({ wanted, out, expected }) => {
    expect(taken(wanted, expected ? { expected: wanted } : {})).toEqual(out);
    expect(new Set(out.map(nameKey)).size).toBe(out.length);
  });
});

describe("refkit's own names and Windows' device names are never given", () => {
  it.each([
    { wanted: ["index", "Index", "INDEX"], out: ["index-2", "Index-3", "INDEX-4"] },
    { wanted: ["404", "changelog", "all-endpoints", "Changelog-2"], out: ["404-2", "changelog-2", "all-endpoints-2", "Changelog-2-2"] },
    // A page beside one of refkit's folders is no clash; a page inside one is.
    { wanted: ["assets", "v", "llms-full"], out: ["assets", "v", "llms-full"] },
    { wanted: ["assets/logo", "v/v1/users", "llms-full/users", "Assets/x"], out: ["assets-2/logo", "v-2/v1/users", "llms-full-2/users", "Assets-2/x"] },
    { wanted: ["guides/index", "guides/assets/x"], out: ["guides/index", "guides/assets/x"] },
    { wanted: ["con", "CON", "prn", "aux", "nul", "com1", "lpt9", "com0", "com\u00b9"], out: ["con-2", "CON-2-2", "prn-2", "aux-2", "nul-2", "com1-2", "lpt9-2", "com0-2", "com\u00b9-2"] },
    { wanted: ["con.v1", "nul.tar.gz", "aux /x", "docs/con/page"], out: ["con-2.v1", "nul-2.tar.gz", "aux-2/x", "docs/con-2/page"] },
    { wanted: ["console", "com10", "lpt", "connect"], out: ["console", "com10", "lpt", "connect"] },
    { wanted: ["a./b", "a /b"], out: ["a.-/b", "a -/b"] },
    // What Windows refuses in a name, and what would end or change a link's path.
    { wanted: ["faq?", "a#b", "100%", "x:y", "q<>|*\"\\r", "tab\there", "faq", "??"], out: ["faq", "a-b", "100", "x-y", "q-r", "tab-here", "faq-2", "page"] },
  ])("$wanted → $out", ({ wanted, out }) => {
    expect(taken(wanted)).toEqual(out);
  });

  it("gives refkit's names in a folder of their own (root: false), but never Windows' device names", () => {
    expect(taken(["index", "changelog", "con", "users", "Users"], { root: false })).toEqual(["index", "changelog", "con-2", "users", "Users-2"]);
  });

  it.each([
    { taken: [], wanted: "users", why: undefined },
    { taken: ["Users"], wanted: "users", why: "another page has that name on a file system that ignores case and Unicode normalization, as macOS and Windows do" },
    { taken: [], wanted: "Index", why: "Index.html is refkit's own" },
    { taken: [], wanted: "OAuth2-Redirect", why: "OAuth2-Redirect.html is refkit's own" },
    { taken: [], wanted: "assets/logo", why: "refkit writes its own files into assets/" },
    { taken: [], wanted: "docs/con", why: "Windows cannot hold a file or folder of that name" },
    { taken: [], wanted: "x".repeat(101), why: "a name longer than 100 bytes is cut" },
    { taken: [], wanted: "faq?", why: 'a character Windows or a link cannot hold (<>:"|?*\\#% or a control character) is written -' },
  ])("says why $wanted is not given as it is: $why", ({ taken: before, wanted, why }) => {
    const names = new PageNames();
    for (const name of before) names.take(name);
    expect(names.why(wanted)).toBe(why);
  });

  it("lists refkit's names once", () => {
    expect(Object.values(siteNames)).toEqual(["index", "404", "changelog", "all-endpoints", "assets", "v", "llms-full", "oauth2-redirect"]);
  });

  it.each([
    ["CON", true],
    ["con.html", true],
    ["Nul.tar.gz", true],
    ["COM9", true],
    ["lpt\u00b3", true],
    ["con ", true],
    ["CONSOLE", false],
    ["con-2", false],
    ["com10", false],
    ["icon", false],
  ])("windowsReserved(%j) is %s", (name, reserved) => {
    expect(windowsReserved(name)).toBe(reserved);
  });
});

describe("a long name is cut, readably and the same every time", () => {
  const bytes = (name: string) => Buffer.byteLength(name);

  it.each([
    { name: "a".repeat(maxNameBytes), kept: "a".repeat(maxNameBytes) },
    { name: "users", kept: "users" },
  ])("keeps a name of up to $name.length bytes as it is", ({ name, kept }) => {
    expect(capName(name)).toBe(kept);
  });

  it.each([
    { label: "words", name: long },
    { label: "one word", name: "x".repeat(300) },
    { label: "two-byte letters", name: "\u00e9".repeat(200) },
    { label: "three-byte letters", name: "\u6f22\u5b57-".repeat(60) },
    { label: "astral letters", name: "\u{1d400}".repeat(90) },
  ])("$label: at most maxNameBytes of UTF-8, whole characters, a stable hash at the end", ({ name }) => {
    const cut = capName(name);
    expect(bytes(cut)).toBeLessThanOrEqual(maxNameBytes);
    expect(cut).toMatch(/-[0-9a-f]{8}$/);
    expect(cut).not.toContain("\ufffd");
    expect(Buffer.from(cut, "utf8").toString("utf8")).toBe(cut);
    expect(name.startsWith(cut.slice(0, -9))).toBe(true);
    expect(capName(name)).toBe(cut);
  });

  it("cuts at a word's end", () => {
    expect(capName(long)).toMatch(/^(very-long-tag-name-){4}very-long-tag-[0-9a-f]{8}$/);
    expect(capName(long).slice(0, -9)).not.toMatch(/-$/);
  });

  it("gives two long names that start alike two names, and numbers a name given twice", () => {
    const a = `${long}-a`;
    const b = `${long}-b`;
    expect(capName(a)).not.toBe(capName(b));
    const [first, second] = taken([a, a]);
    expect(second).toBe(`${first}-2`);
    expect(bytes(second!)).toBeLessThan(maxNameBytes + 4);
  });

  it("cuts each folder of a path on its own", () => {
    const [path] = taken([`${"f".repeat(300)}/${"p".repeat(300)}`]);
    expect(path!.split("/").map(bytes)).toEqual([maxNameBytes, maxNameBytes]);
  });
});
