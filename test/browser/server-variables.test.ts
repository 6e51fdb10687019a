/**
 * A server with variables in the console, in Chromium: the description's `servers` entry
 * `http://127.0.0.1:{port}/run/{run}` gets a field per variable (a choice for one with listed values),
 * each change written into the Server field, and the request goes to the server the reader filled
 * in, with no rebuild and no policy violation.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RecordingServer } from "../support/server.ts";
import { Harness, serveProject, skipBrowser, watchProblems, type ServedSite } from "./support.ts";

describe.skipIf(skipBrowser)("a server's variables in the console", () => {
  const harness = new Harness();
  const allowed: string[] = [];
  let work: string;
  let server: RecordingServer;
  let site: ServedSite;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "refkit-variables-"));
    server = await startServer({ allowOrigins: allowed });
    const description = {
      openapi: "3.1.0",
      info: { title: "Tenants", version: "1" },
      servers: [{ url: "http://127.0.0.1:{port}/run/{run}", variables: { port: { default: "9", description: "Your server's port" }, run: { default: "first", enum: ["first", "second"] } } }],
      paths: { "/orders": { get: { operationId: "listOrders", summary: "List orders", responses: { "200": { description: "ok" } } } } },
    };
    await writeFile(join(work, "openapi.json"), JSON.stringify(description));
    await harness.start();
    site = await serveProject(work, ["--openapi", join(work, "openapi.json"), "--try-it"]);
    allowed.push(new URL(site.url).origin);
  }, 120_000);
  afterAll(async () => {
    await harness.stop();
    await Promise.all([site?.close(), server?.close()]);
    await rm(work, { recursive: true, force: true });
  });

  it("fills the Server field from the variables' fields and sends to the server filled in", async () => {
    const context = await harness.context();
    const problems = await watchProblems(context);
    const page = await context.newPage();
    await page.goto(`${site.url}tenants/list-orders.html`);
    await page.getByRole("button", { name: "Try it" }).first().click();
    const serverField = page.getByRole("textbox", { name: "Server", exact: true });
    expect(await serverField.inputValue()).toBe("http://127.0.0.1:9/run/first");
    const port = new URL(server.baseUrlFor("x")).port;
    await page.getByLabel("port", { exact: true }).fill(port);
    await page.getByLabel("run", { exact: true }).selectOption("second");
    expect(await serverField.inputValue()).toBe(`http://127.0.0.1:${port}/run/second`);
    await page.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => page.locator(".rk-console-status").textContent(), { timeout: 15_000 }).toMatch(/^200/);
    expect(server.received("second").map((request) => request.path)).toEqual(["/orders"]);
    expect(server.received("first")).toEqual([]);
    // Typed over, the server is the reader's own: the variables' fields go.
    await serverField.fill(`http://127.0.0.1:${port}/run/first`);
    expect(await page.getByLabel("run", { exact: true }).count()).toBe(0);
    expect([...(await problems.collect(page)), ...problems.list]).toEqual([]);
  });
});
