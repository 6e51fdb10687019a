/** isInside answers by path segments, never by string prefix; realPath follows links in what exists. */
import { mkdtempSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isInside, isRemote, realPath } from "../src/paths.ts";

describe("isInside", () => {
  it.each([
    ["the folder itself", "/site", "/site", true],
    ["a file in it", "/site/index.html", "/site", true],
    ["a name that starts with two dots", "/site/..notes", "/site", true],
    ["a sibling sharing its name as a prefix", "/site-old/index.html", "/site", false],
    ["its parent", "/", "/site", false],
    ["a way out through ..", "/site/../etc/passwd", "/site", false],
    ["another root", "/etc/passwd", "/site", false],
  ])("%s", (_name, path, folder, inside) => {
    expect(isInside(path, folder)).toBe(inside);
  });
});

describe("realPath", () => {
  const work = mkdtempSync(join(tmpdir(), "refkit-paths-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("follows a link in the part that exists and keeps the rest as written", async () => {
    mkdirSync(join(work, "target"));
    symlinkSync(join(work, "target"), join(work, "link"));
    const real = await realPath(work);
    expect(await realPath(join(work, "link", "not", "yet.html"))).toBe(join(real, "target", "not", "yet.html"));
    expect(await realPath(join(work, "link"))).toBe(join(real, "target"));
  });
});

describe("isRemote", () => {
  it("tells a description's http(s) URLs from its files on this machine", () => {
    for (const url of ["https://example.com/a.yaml", "HTTP://example.com/b.json"]) expect(isRemote(url), url).toBe(true);
    for (const file of ["/api/openapi.yaml", "C:\\api\\openapi.yaml", "./https-schemas.yaml", "file:///api/a.yaml"]) expect(isRemote(file), file).toBe(false);
  });
});
