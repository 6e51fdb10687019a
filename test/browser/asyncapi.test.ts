/**
 * AsyncAPI descriptions' sites in Chromium: the AsyncAPI Initiative's WebSocket (Gemini), MQTT
 * (Streetlights) and Kafka (Streetlights) examples. Each operation's page shows its action's badge
 * in the sidebar and beside the channel's address, the message's fields and example; the channels
 * and messages pages and the landing page read; axe passes (injected, the page's policy bypassed).
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { skipBrowser, useServedProject } from "./support.ts";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const example = (path: string) => fileURLToPath(new URL(`../fixtures/asyncapi/${path}`, import.meta.url));

async function axeViolations(page: Page, except: readonly string[] = []): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string }[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ["violations"] })).violations.map((violation) => violation.id);
  });
  return found.filter((id) => !except.includes(id));
}

const viewport = { width: 1280, height: 900 };

describe.skipIf(skipBrowser)("an MQTT API's site (Streetlights), in Chromium", () => {
  const { harness, site } = useServedProject(async () => ["--asyncapi", example("spec-3/streetlights-mqtt-asyncapi.yml")]);

  it("shows each operation's action in the sidebar and beside its channel's address, with its message", async () => {
    const page = await harness.page(`${site.url}operations/receive-light-measurement.html`, { viewport, bypassCSP: true });
    const sidebar = await page.$$eval("nav .rk-badge", (badges) => badges.map((badge) => [badge.textContent, badge.className]));
    expect(sidebar).toEqual([
      ["RECEIVE", "rk-badge rk-badge-success"],
      ["SEND", "rk-badge rk-badge-primary"],
      ["SEND", "rk-badge rk-badge-primary"],
      ["SEND", "rk-badge rk-badge-primary"],
    ]);
    // A badge stays on one line in the sidebar.
    const badge = page.locator("nav .rk-badge").first();
    expect((await badge.boundingBox())!.height).toBeLessThan(24);
    const first = page.locator("main section").first();
    expect(await first.locator(".rk-path").textContent()).toBe("smartylighting/streetlights/1/0/event/{streetlightId}/lighting/measured");
    expect(await first.locator(".rk-field-name").allTextContents()).toEqual(["streetlightId", "my-app-header", "lumens", "sentAt"]);
    expect(await first.locator(".rk-response").first().isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows the snippets behind tabs whose chosen language holds on the next page (under the page's own policy)", async () => {
    const page = await harness.page(`${site.url}operations/receive-light-measurement.html`, { viewport });
    const example = page.locator("main .rk-example").first();
    expect(await example.locator("[role=tab]").allTextContents()).toEqual(["mosquitto", "JavaScript", "Python"]);
    expect(await example.locator(".rk-panel:visible pre").textContent()).toMatch(/^mosquitto_pub/);
    await example.locator("[role=tab]", { hasText: "Python" }).click();
    expect(await example.locator(".rk-panel:visible pre").textContent()).toMatch(/^import paho\.mqtt\.publish as publish/);
    await page.goto(`${site.url}operations/turn-on.html`);
    const next = page.locator("main .rk-example").first();
    expect(await next.locator("[role=tab][aria-selected=true]").textContent()).toBe("Python");
    expect(await next.locator(".rk-panel:visible pre").textContent()).toMatch(/^import paho\.mqtt\.subscribe as subscribe/);
  });

  it("reads the channels, the messages and the landing page", async () => {
    const channels = await harness.page(`${site.url}channels.html`, { viewport, bypassCSP: true });
    expect(await channels.locator("main .rk-model-list a").allTextContents()).toEqual(["lightingMeasured", "lightTurnOn", "lightTurnOff", "lightsDim"]);
    expect(await axeViolations(channels)).toEqual([]);
    const channel = await harness.page(`${site.url}channels/lighting-measured.html`, { viewport, bypassCSP: true });
    expect(await channel.locator("main h2").textContent()).toBe("lightingMeasured");
    expect(await axeViolations(channel)).toEqual([]);
    const message = await harness.page(`${site.url}messages/light-measured.html`, { viewport, bypassCSP: true });
    expect(await message.locator("main h2").textContent()).toBe("Light measured");
    expect(await message.locator("main .rk-field-name").allTextContents()).toEqual(["my-app-header", "lumens", "sentAt"]);
    expect(await axeViolations(message)).toEqual([]);
    const landing = await harness.page(`${site.url}index.html`, { viewport, bypassCSP: true });
    expect(await landing.locator("h1").textContent()).toBe("Streetlights MQTT API");
    expect(await landing.locator("#servers tbody td").first().textContent()).toBe("production");
    // The introduction opens with its own "### Check out its awesome features" under the page's
    // h1: the author's heading levels, kept as written (as an OpenAPI description's are).
    expect(await landing.locator("main h3").first().textContent()).toBe("Check out its awesome features:");
    expect(await axeViolations(landing, ["heading-order"])).toEqual([]);
  });
});

describe.skipIf(skipBrowser)("a WebSocket API's site (Gemini, AsyncAPI 2.6 converted), in Chromium", () => {
  const { harness, site } = useServedProject(async () => ["--asyncapi", example("spec-2.6/websocket-gemini.yml")]);

  it("shows its one operation with its channel's address and its message's example", async () => {
    const page = await harness.page(`${site.url}operations/v1-marketdata-symbol-subscribe.html`, { viewport, bypassCSP: true });
    const section = page.locator("main section").first();
    expect(await section.locator(".rk-badge").textContent()).toBe("SEND");
    expect(await section.locator(".rk-path").textContent()).toBe("/v1/marketdata/{symbol}");
    expect(await section.locator(".rk-response").first().isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe.skipIf(skipBrowser)("a Kafka API's site (Streetlights), in Chromium", () => {
  const { harness, site } = useServedProject(async () => ["--asyncapi", example("spec-3/streetlights-kafka-asyncapi.yml")]);

  it("shows its operations with the topics as addresses, and both servers on the landing page", async () => {
    const page = await harness.page(`${site.url}operations.html`, { viewport, bypassCSP: true });
    // The group's page lists its operations, each linking to its own page.
    expect(await page.locator("main .rk-operation-list a").count()).toBe(4);
    expect(await page.locator("main .rk-operation-list .rk-path").first().textContent()).toBe("smartylighting.streetlights.1.0.event.{streetlightId}.lighting.measured");
    expect(await axeViolations(page)).toEqual([]);
    const landing = await harness.page(`${site.url}index.html`, { viewport, bypassCSP: true });
    expect(await landing.locator("#servers tbody tr").count()).toBe(2);
  });
});
