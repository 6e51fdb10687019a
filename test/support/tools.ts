/**
 * The interpreters the snippet suite runs: found once per test file. A missing one skips its
 * tests loudly on a developer machine, and fails them under CI (`CI=true`), where a skipped
 * client would pass for a tested one.
 */
import { spawnSync } from "node:child_process";

/** How to run one client's snippet file, and how to tell the tool is there. */
export interface Tool {
  /** The program and its arguments before the file name. */
  readonly command: readonly [string, ...string[]];
  /** A short command that exits 0 only when everything the snippet needs is installed. */
  readonly probe: readonly [string, ...string[]];
  /** What to install on Debian or Ubuntu. */
  readonly aptPackage: string;
}

/**
 * The tool per default client token. Python is `/usr/bin/python3` on purpose: it is the one
 * Debian's `python3-requests` belongs to, whatever other Python is first on PATH.
 */
export const tools = {
  curl: { command: ["sh"], probe: ["sh", "-c", "curl --version"], aptPackage: "curl" },
  javascript: { command: ["node"], probe: ["node", "-e", "if (typeof fetch !== 'function') process.exit(1)"], aptPackage: "nodejs" },
  ruby: { command: ["ruby"], probe: ["ruby", "-e", 'require "net/http"; require "json"'], aptPackage: "ruby" },
  python: { command: ["/usr/bin/python3"], probe: ["/usr/bin/python3", "-c", "import requests"], aptPackage: "python3-requests" },
} as const satisfies Record<string, Tool>;

/** A client token the suite knows how to run. */
export type ClientToken = keyof typeof tools;

/** The client tokens, in refkit's default tab order. */
export const clientTokens = Object.keys(tools) as ClientToken[];

/** True when tests run under CI, where no snippet may be left unexecuted. */
export const isCI = process.env.CI === "true";

const found = new Map<ClientToken, string | null>();

/** Why `token`'s snippets cannot run here (a sentence naming the apt package), or `null`. */
export function missingTool(token: ClientToken): string | null {
  if (!found.has(token)) {
    const { probe, aptPackage } = tools[token];
    const result = spawnSync(probe[0], probe.slice(1), { stdio: "ignore", timeout: 20_000 });
    found.set(token, result.status === 0 ? null : `\`${probe.join(" ")}\` failed: install the apt package "${aptPackage}"`);
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
