/**
 * The "All endpoints" page: every endpoint of a built site, page by page, with its badge, title
 * and path, each linked to a section that exists; and the sidebar's link to it on every page.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/site/build.ts";
import { all, dom, one } from "./support/dom.ts";

const root = mkdtempSync(join(tmpdir(), "refkit-endpoints-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const op = (summary: string, tags: string[], extra: Record<string, unknown> = {}) => ({ summary, tags, operationId: summary.replace(/\W/g, ""), responses: { "200": { description: "OK" } }, ...extra });
// A tag whose page would take the name "all-endpoints": the name is refkit's, and the tag's page steps aside.
const document = {
  openapi: "3.1.0",
  info: { title: "Listed", version: "1" },
  tags: [{ name: "Customers" }, { name: "All endpoints" }],
  paths: {
    "/v1/customers": { get: op("List customers", ["Customers"]), post: op("Create a customer", ["Customers"]) },
    "/v1/customers/{id}": { delete: op("Delete a customer", ["Customers"], { deprecated: true }) },
    "/v1/everything": { get: op("Everything <b>bold</b>", ["All endpoints"]) },
  },
};

function build(threads: number) {
  const out = join(root, `site-${threads}`);
  writeFileSync(join(root, "api.json"), JSON.stringify(document));
  return buildSite({ root, openapi: join(root, "api.json"), out, threads }).then((summary) => ({ summary, out }));
}

describe("the All endpoints page", () => {
  it("lists every endpoint with its badge, title and path, linked to its section on its page", async () => {
    const { summary, out } = await build(1);
    expect(existsSync(join(out, "all-endpoints-2.html")), "the tag's page takes the next free name").toBe(true);
    const page = dom(readFileSync(join(out, "all-endpoints.html"), "utf8"));
    expect(one(page, "h1").textContent).toBe("All endpoints");
    const items = all(page, ".rk-endpoint-group li a");
    expect(items).toHaveLength(summary.endpoints);
    expect(items.map((a) => [one(a, "[class^=rk-badge], [class*=' rk-badge']").textContent, one(a, "span:not([class])").textContent, one(a, "code").textContent])).toEqual([
      ["GET", "List customers", "/v1/customers"],
      ["POST", "Create a customer", "/v1/customers"],
      ["DELETE", "Delete a customer", "/v1/customers/{id}"],
      // The import reads a summary as plain text, as the page's own heading shows it.
      ["GET", "Everything bold", "/v1/everything"],
    ]);
    expect(all(page, ".rk-endpoint-group b")).toEqual([]);
    expect(items[2]!.textContent).toContain("(deprecated)");
    expect(all(page, ".rk-endpoint-group h2").map((h) => h.textContent)).toEqual(["Customers", "All endpoints"]);
    for (const item of items) {
      // An operation that opens its own page is linked to the page, without an anchor.
      const [file, id] = item.getAttribute("href")!.split("#") as [string, string | undefined];
      const target = dom(readFileSync(join(out, file), "utf8"));
      const section = id === undefined ? target.querySelector("main .rk-section") : target.getElementById(id);
      expect(section, `${file}#${id}`).not.toBeNull();
      expect(section!.textContent).toContain(one(item, "span:not([class])").textContent);
    }
  });

  it("is linked from the sidebar of every page, and marked current on itself", async () => {
    const { out } = await build(1);
    for (const file of ["index.html", "customers.html", "all-endpoints.html", "all-endpoints-2.html"]) {
      const link = one(dom(readFileSync(join(out, file), "utf8")), ".rk-sidebar .rk-nav-all a");
      expect(link.textContent).toBe("All endpoints");
      expect(link.getAttribute("href")).toBe("all-endpoints.html");
      expect(link.getAttribute("aria-current") ?? null).toBe(file === "all-endpoints.html" ? "page" : null);
    }
  });

  it("is the same when pages render in worker threads", async () => {
    const [one_, two] = [await build(1), await build(2)];
    expect(readFileSync(join(two.out, "all-endpoints.html"), "utf8")).toBe(readFileSync(join(one_.out, "all-endpoints.html"), "utf8"));
  });
});
