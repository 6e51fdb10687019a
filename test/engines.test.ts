/**
 * `npm ci` prints no EBADENGINE: every package the lock file installs here admits every Node.js
 * version refkit declares (package.json "engines"), from its lowest to the one running the tests.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const repo = new URL("..", import.meta.url).pathname;
const read = (file: string) => JSON.parse(readFileSync(join(repo, file), "utf8"));

describe("the dependencies' engines", () => {
  it("admit the lowest Node.js refkit declares and the one running the tests", () => {
    const declared: string = read("package.json").engines.node;
    const lowest = semver.minVersion(declared)!.version;
    expect(semver.satisfies(process.versions.node, declared)).toBe(true);
    const lock = read("package-lock.json") as { packages: Record<string, { engines?: { node?: string } }> };
    const refused: string[] = [];
    let checked = 0;
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = entry.engines?.node;
      // Only what is installed on this machine: npm skips an optional package for another platform.
      if (path === "" || range === undefined || !existsSync(join(repo, path))) continue;
      checked++;
      for (const node of [lowest, process.versions.node]) if (!semver.satisfies(node, range)) refused.push(`${path} requires Node ${range}, refkit declares ${declared} (${node})`);
    }
    expect(checked).toBeGreaterThan(10);
    expect(refused).toEqual([]);
  });
});
