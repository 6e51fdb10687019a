/**
 * HAR 1.2 requests (httpsnippet's fixtures) as refkit declarations. The scheme and host of the
 * HAR URL are dropped: every run goes to the local recording server.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Declaration } from "./expected-request.ts";

interface HarPair {
  readonly name: string;
  readonly value?: string;
  readonly fileName?: string;
}

/** The parts of a HAR request this suite reads. */
export interface HarRequest {
  readonly method: string;
  readonly url: string;
  readonly queryString?: readonly HarPair[];
  readonly headers?: readonly HarPair[];
  readonly cookies?: readonly HarPair[];
  readonly postData?: { readonly mimeType?: string; readonly text?: string; readonly params?: readonly HarPair[] };
}

const folder = fileURLToPath(new URL("../fixtures/httpsnippet-requests/", import.meta.url));

/** The HAR fixture names (file names without `.json`), sorted. */
export const harFixtureNames: readonly string[] = readdirSync(folder)
  .filter((file) => file.endsWith(".json"))
  .map((file) => basename(file, ".json"))
  .sort();

/** Loads one HAR request; a whole HAR log yields its first entry's request. */
export function loadHarRequest(name: string): HarRequest {
  const data = JSON.parse(readFileSync(join(folder, `${name}.json`), "utf8")) as HarRequest | { log: { entries: { request: HarRequest }[] } };
  return "log" in data ? data.log.entries[0]!.request : data;
}

/**
 * What refkit cannot declare in `har`, as a list of reasons (empty when it converts): refkit
 * bodies are JSON or text, and it has no cookie option.
 */
export function unsupportedParts(har: HarRequest): string[] {
  const reasons: string[] = [];
  const mimeType = har.postData?.mimeType ?? "";
  if (har.cookies?.length) reasons.push("cookies");
  if (mimeType.startsWith("multipart/")) reasons.push("multipart form data");
  if (har.postData?.params?.some((param) => param.fileName !== undefined)) reasons.push("files");
  if (mimeType === "application/x-www-form-urlencoded") reasons.push("form encoding");
  return reasons;
}

function addValue(query: Record<string, string | string[]>, name: string, value: string): void {
  // A repeated name becomes an array, which refkit sends as the same name repeated.
  const current = Object.hasOwn(query, name) ? query[name] : undefined;
  const next = current === undefined ? value : [...[current].flat(), value];
  Object.defineProperty(query, name, { value: next, enumerable: true, writable: true, configurable: true });
}

function harBody(har: HarRequest): unknown {
  const { mimeType = "", text } = har.postData ?? {};
  if (text === undefined) return undefined;
  return mimeType.includes("json") ? JSON.parse(text) : text;
}

/**
 * Converts a supported HAR request into a refkit declaration: method, URL path, the query
 * (`queryString` first, then parameters written in the URL, as httpsnippet orders them),
 * headers, and the body (JSON text as a JSON value, other text as a string body, with the
 * HAR's Content-Type header or its `mimeType`).
 */
export function harDeclaration(har: HarRequest): Declaration {
  const url = new URL(har.url);
  const query: Record<string, string | string[]> = {};
  for (const { name, value = "" } of har.queryString ?? []) addValue(query, name, value);
  for (const [name, value] of url.searchParams) {
    if (!(har.queryString ?? []).some((pair) => pair.name === name && pair.value === value)) addValue(query, name, value);
  }
  const headers = Object.fromEntries((har.headers ?? []).map(({ name, value = "" }) => [name, value]));
  const body = harBody(har);
  const hasContentType = Object.keys(headers).some((name) => name.toLowerCase() === "content-type");
  if (typeof body === "string" && !hasContentType && har.postData?.mimeType) headers["Content-Type"] = har.postData.mimeType;
  return { options: { method: har.method, path: url.pathname, query, headers, body }, auth: null, basePath: "" };
}
