/**
 * A static file server for a built site: binds 127.0.0.1 by default, serves only files inside
 * the site folder, and sends a strict Content-Security-Policy with every answer (a page's own,
 * the one it declares, with the page). What the site does not have is answered 404 with the
 * site's `404.html`, as static hosts do.
 */
import { constants } from "node:fs";
import { open, realpath, stat, type FileHandle } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, resolve } from "node:path";
import { pipeline } from "node:stream";
import { isInside } from "../paths.ts";
import { isPagePolicy } from "../csp.ts";
import { siteNames } from "../page-names.ts";

const types: Readonly<Record<string, string>> = Object.freeze({
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  // The logo's other types (config.logo).
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
});

/**
 * Whether a request's `Accept` header asks for Markdown over HTML: `text/markdown` listed with a
 * weight above zero and at least that of `text/html` (when that is listed).
 * @example prefersMarkdown("text/markdown, text/html;q=0.9") // true
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  const weights = new Map<string, number>();
  for (const range of accept.split(",")) {
    const [type, ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (type) weights.set(type, Number.isFinite(weight) ? weight : 0);
  }
  const markdown = weights.get("text/markdown") ?? 0;
  return markdown > 0 && markdown >= (weights.get("text/html") ?? 0);
}

/** The Markdown twin of a page (`customers.html` → `customers.md`) when the request asks for Markdown (its `Accept`) and there is one. */
async function twinOf(root: string, file: string, accept: string | undefined): Promise<string | null> {
  if (extname(file) !== ".html" || !prefersMarkdown(accept)) return null;
  try {
    const twin = await realpath(`${file.slice(0, -".html".length)}.md`);
    return isInside(twin, await realpath(root)) && (await stat(twin)).isFile() ? twin : null;
  } catch {
    return null;
  }
}

const securityHeaders = Object.freeze({
  "Content-Security-Policy": "default-src 'self'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
});

/**
 * The policy a page declares in its `<meta>` (images also from `config.imageOrigins`, a page with
 * request consoles also connecting to their API origins); the header must say the same, since a
 * browser enforces both and the stricter wins. Only a policy refkit writes, where refkit writes
 * it (first in the head), is taken: its directives, valid origins only (`isPagePolicy`).
 * Anything else leaves the strict default.
 */
const declaredPolicy = /^<!doctype html>\n<html lang="[A-Za-z0-9-]+"[^<>]*>\n<head>\n<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="([^"<>]*)">\n/;

/** The Content-Security-Policy to send with `file` (open as `handle`): the page's own, if it declares one at its start. */
async function policyOf(file: string, handle: FileHandle): Promise<string> {
  if (extname(file) !== ".html") return securityHeaders["Content-Security-Policy"];
  // Room for a policy of a few hundred origins; a longer one is cut off and the strict default goes.
  const head = Buffer.alloc(16384);
  const { bytesRead } = await handle.read(head, 0, head.length, 0);
  const declared = declaredPolicy.exec(head.toString("utf8", 0, bytesRead))?.[1]?.replaceAll("&#39;", "'");
  return declared !== undefined && isPagePolicy(declared) ? declared : securityHeaders["Content-Security-Policy"];
}

/** Options of `serveSite`. */
export interface ServeOptions {
  readonly dir: string;
  /** 0 picks a free port. */
  readonly port?: number;
  readonly host?: string;
  /** Answers requests before the files do; returns true when it has answered. */
  readonly handle?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/**
 * Resolves a request path to a file inside `root`, or null: traversal and symlink escapes find
 * nothing, and neither does a root that is not there (never an error).
 * @example await resolveFile("site", "/customers.html") // "/home/me/api/site/customers.html"
 */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let path: string;
  try {
    path = decodeURIComponent(new URL(urlPath, "http://localhost").pathname);
  } catch {
    return null;
  }
  if (path.includes("\0")) return null;
  try {
    const realRoot = await realpath(root);
    let candidate = resolve(realRoot, `.${path}`);
    if (!isInside(candidate, realRoot)) return null;
    if ((await stat(candidate)).isDirectory()) candidate = join(candidate, "index.html");
    const real = await realpath(candidate);
    if (!isInside(real, realRoot)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

/** Whether the site folder is there: between the two renames of a build's swap, or moved away, it is not. */
async function isFolder(root: string): Promise<boolean> {
  return stat(root).then((stats) => stats.isDirectory(), () => false);
}

/** A file found for a request, open: once open, a rebuild that swaps the site out can no longer take it away. */
interface Opened {
  readonly handle: FileHandle;
  /** The page asked for (its Markdown twin may be what is open). */
  readonly page: string;
  readonly file: string;
}

// Never through a link put in place after the path was checked; Windows has no such flag.
const readOnly = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/** Finds and opens the file at `url`, or null when there is none (now). */
async function openRequested(root: string, url: string, accept: string | undefined): Promise<Opened | null> {
  const page = await resolveFile(root, url);
  if (page === null) return null;
  // A page's URL asked for with Accept: text/markdown answers with its Markdown twin.
  const file = (await twinOf(root, page, accept)) ?? page;
  const handle = await open(file, readOnly).catch(() => null);
  if (handle === null) return null;
  if (await handle.stat().then((stats) => stats.isFile(), () => false)) return { handle, page, file };
  await handle.close();
  return null;
}

/**
 * What a request finds: its file, open; "missing" when the site folder is not there (moved away,
 * or a build is swapping the new site in); or null for a file that is not in the site. A miss is
 * looked up once more when the folder is there: it may have been the old site's, just swapped out.
 */
async function lookUp(root: string, request: IncomingMessage): Promise<Opened | "missing" | null> {
  for (let attempt = 0; ; attempt++) {
    const opened = await openRequested(root, request.url ?? "/", request.headers.accept);
    if (opened !== null) return opened;
    if (!(await isFolder(root))) return "missing";
    if (attempt === 1) return null;
  }
}

function plain(response: ServerResponse, status: number, text: string, headers: Readonly<Record<string, string>> = {}): void {
  response.writeHead(status, { ...securityHeaders, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  response.end(text);
}

/** Answers one request; see `serveSite`. */
async function answer(root: string, options: ServeOptions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (options.handle?.(request, response)) return;
  if (request.method !== "GET" && request.method !== "HEAD") return plain(response, 405, "Method not allowed\n", { Allow: "GET, HEAD" });
  const found = await lookUp(root, request);
  if (found === "missing") return plain(response, 503, "The site's folder is not there at the moment (a build may be replacing it); try again in a moment.\n", { "Retry-After": "1" });
  if (found !== null) return send(request, response, found, 200);
  // What the site does not have: its 404 page (or its twin, asked for as Markdown), as a static host answers.
  const notFound = await openRequested(root, `/${siteNames.notFound}.html`, request.headers.accept);
  if (notFound === null) return plain(response, 404, "Not found\n");
  return send(request, response, notFound, 404);
}

/** Sends an open file with `status`, its policy and type, and closes it. */
async function send(request: IncomingMessage, response: ServerResponse, opened: Opened, status: number): Promise<void> {
  const { handle, page, file } = opened;
  let streaming = false;
  try {
    const policy = await policyOf(file, handle);
    response.writeHead(status, { ...securityHeaders, "Content-Security-Policy": policy, "Content-Type": types[extname(file)] ?? "application/octet-stream", "Cache-Control": "no-cache", ...(extname(page) === ".html" ? { Vary: "Accept" } : {}) });
    if (request.method === "HEAD") return void response.end();
    // The stream closes the file when it ends, fails, or the reader goes away.
    pipeline(handle.createReadStream({ start: 0 }), response, () => undefined);
    streaming = true;
  } finally {
    if (!streaming) await handle.close();
  }
}

/**
 * Serves a built site until the returned server is closed. No request ends it: while the site's
 * folder is missing (moved away, or between the two renames of a build's swap) every request is
 * answered 503 with `Retry-After: 1`, and the site is served again once it is back.
 * @example const server = await serveSite({ dir: "site", port: 0 })
 */
export async function serveSite(options: ServeOptions): Promise<Server> {
  const root = resolve(options.dir);
  const server = createServer((request, response) => {
    answer(root, options, request, response).catch(() => {
      // Nothing foreseen reaches here; whatever does is this request's failure, never the server's.
      if (response.headersSent) response.destroy();
      else plain(response, 500, "Internal error\n");
    });
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port ?? 4321, options.host ?? "127.0.0.1", () => done());
  });
  return server;
}
