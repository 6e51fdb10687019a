/**
 * The interpreters the snippet suite runs: found once per test file. A missing one skips its
 * tests loudly on a developer machine, and fails them under CI (`CI=true`), where a skipped
 * client would pass for a tested one.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { clients, defaultClientTokens } from "../../src/clients/index.ts";
import { eventClients } from "../../src/event-clients/index.ts";
import type { HostSpec } from "./hosts.ts";

/** How to run one client's snippet file, and how to tell the tool is there: its `tool.json`. */
export interface Tool {
  /** The language and library, as the README's table says it. */
  readonly language: string;
  /**
   * The program and its arguments. `{{file}}` stands for the snippet's file name (appended when
   * absent) and `{{build}}` for an empty folder outside the run folder, for what a compiler writes.
   */
  readonly command: readonly [string, ...string[]];
  /** Environment variables the tool needs; `{{cache}}` stands for a folder kept between runs (a compiler's cache). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * `"project"` runs the snippet in a folder inside this repository, where the npm packages it
   * imports are installed, as in a reader's project; otherwise in a fresh temporary folder.
   */
  readonly runIn?: "project";
  /**
   * A long-lived process of the client's runtime that runs snippet files one after another as
   * `command` runs one (test/support/hosts.ts): for runtimes whose start-up costs far more than
   * the snippet.
   */
  readonly host?: HostSpec;
  /** A short command that exits 0 only when everything the snippet needs is installed. */
  readonly probe: readonly [string, ...string[]];
  /** What to install on Debian or Ubuntu. */
  readonly aptPackages: readonly string[];
  /** A naive program that writes `{{value}}` unquoted: the injection control. */
  readonly naive: { readonly filename: string; readonly code: string };
  /** The rules this client refuses requests under (`ClientRefusal.rule`), each with why. */
  readonly refuses?: Readonly<Record<string, string>>;
  /** The request fixture whose payloads target this language. */
  readonly injectionFixture: string;
}

/** The folder of the shipped clients: one folder per client token. */
export const clientsDir = fileURLToPath(new URL("../../src/clients/", import.meta.url));

/**
 * The tool per shipped client token, read from each client folder's `tool.json`, in the registry's
 * order (`clients`). Python is `/usr/bin/python3` on purpose: it is the one Debian's
 * `python3-requests` belongs to, whatever other Python is first on PATH.
 */
export const tools: Readonly<Record<string, Tool>> = Object.freeze(
  Object.fromEntries(Object.keys(clients).map((token) => [token, JSON.parse(readFileSync(join(clientsDir, token, "tool.json"), "utf8")) as Tool])),
);

/** What runs an event client's snippets: its `tool.json` (src/event-clients/<token>/), read as a client's. */
export type EventTool = Pick<Tool, "language" | "command" | "env" | "runIn" | "probe" | "aptPackages">;

/** The folder of the event clients: one folder per client. */
export const eventClientsDir = fileURLToPath(new URL("../../src/event-clients/", import.meta.url));

/** The tool per event client token (`mosquitto`, `paho`…), in the registry's order (`eventClients`). */
export const eventTools: Readonly<Record<string, EventTool>> = Object.freeze(
  Object.fromEntries(Object.keys(eventClients).map((token) => [token, JSON.parse(readFileSync(join(eventClientsDir, token, "tool.json"), "utf8")) as EventTool])),
);

/** The tool that runs a client's snippets: an HTTP client's or an event client's (their tokens differ). */
export function toolOf(token: string): EventTool | Tool | undefined {
  return Object.hasOwn(tools, token) ? tools[token] : Object.hasOwn(eventTools, token) ? eventTools[token] : undefined;
}

/** A shipped client token. */
export type ClientToken = string;

/** True when tests run under CI, where no snippet may be left unexecuted. */
export const isCI = process.env.CI === "true";

/**
 * The client tokens the snippet suites run, in the registry's order (the default tab order
 * first): every shipped client. On a developer machine `REFKIT_CLIENTS=go,java` narrows a run to
 * some clients while one is being written; under CI that variable is an error, since a run that
 * leaves clients out is no pass.
 */
export const clientTokens: readonly ClientToken[] = selectedTokens(process.env.REFKIT_CLIENTS);

/**
 * The default tab set's tokens among `clientTokens`: what the OpenAPI import's tests run. They
 * test what the import declares, with the tabs an imported site shows by default; every shipped
 * client is proven on the request fixtures, the httpsnippet fixtures and the property run.
 */
export const defaultTabTokens: readonly ClientToken[] = clientTokens.filter((token) => (defaultClientTokens as readonly string[]).includes(token));

function selectedTokens(selection: string | undefined): readonly ClientToken[] {
  const shipped = Object.keys(tools);
  if (!selection) return shipped;
  if (isCI) throw new Error(`REFKIT_CLIENTS is set ("${selection}"): under CI every shipped client runs`);
  const wanted = selection.split(",").map((token) => token.trim());
  const unknown = wanted.filter((token) => !shipped.includes(token));
  if (unknown.length > 0) throw new Error(`REFKIT_CLIENTS names no shipped client: ${unknown.join(", ")} (shipped: ${shipped.join(", ")})`);
  console.warn(`refkit snippet suite: running the ${wanted.join(", ")} snippets only (REFKIT_CLIENTS)`);
  return shipped.filter((token) => wanted.includes(token));
}

const found = new Map<ClientToken, string | null>();

/** Why `token`'s snippets cannot run here (a sentence naming the apt package), or `null`. */
export function missingTool(token: ClientToken): string | null {
  if (!found.has(token)) {
    const { probe, aptPackages } = toolOf(token)!;
    const result = spawnSync(probe[0], probe.slice(1), { stdio: "ignore", timeout: 20_000 });
    found.set(token, result.status === 0 ? null : `\`${probe.join(" ")}\` failed: install the apt package${aptPackages.length === 1 ? "" : "s"} ${aptPackages.map((p) => `"${p}"`).join(", ")}`);
  }
  return found.get(token)!;
}

/**
 * True when `token`'s tests should be skipped: the tool is missing and this is not CI. Warns
 * once per file, so that a skip never goes unnoticed.
 */
export function skipClient(token: ClientToken): boolean {
  const missing = missingTool(token);
  if (missing === null || isCI) return false;
  warnOnce(token, `refkit snippet suite: NOT running the ${token} snippets: ${missing} (under CI=true this fails)`);
  return true;
}

/** Throws when `token`'s tool is missing: what a test does under CI instead of skipping. */
export function requireTool(token: ClientToken): void {
  const missing = missingTool(token);
  if (missing !== null) throw new Error(`cannot run the ${token} snippet: ${missing}`);
}

const warned = new Set<string>();

function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}
