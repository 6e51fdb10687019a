/**
 * A static file server for a built site: binds 127.0.0.1 by default, serves only files inside
 * the site folder, and sends a strict Content-Security-Policy with every answer (a page's own,
 * the one it declares, with the page).
 */
import { createReadStream } from "node:fs";
import { open, realpath, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, resolve } from "node:path";
import { isInside } from "../paths.ts";
import { isPagePolicy } from "../csp.ts";

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

/** The Markdown twin of a page (`customers.html` → `customers.md`) when the request asks for Markdown and there is one. */
async function twinOf(root: string, file: string, request: IncomingMessage): Promise<string | null> {
  if (extname(file) !== ".html" || !prefersMarkdown(request.headers.accept)) return null;
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
const declaredPolicy = /^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="([^"<>]*)">\n/;

/** The Content-Security-Policy to send with `file`: the page's own, if it declares one at its start. */
async function policyOf(file: string): Promise<string> {
  if (extname(file) !== ".html") return securityHeaders["Content-Security-Policy"];
  const handle = await open(file);
  try {
    // Room for a policy of a few hundred origins; a longer one is cut off and the strict default goes.
    const head = Buffer.alloc(16384);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const declared = declaredPolicy.exec(head.toString("utf8", 0, bytesRead))?.[1]?.replaceAll("&#39;", "'");
    return declared !== undefined && isPagePolicy(declared) ? declared : securityHeaders["Content-Security-Policy"];
  } finally {
    await handle.close();
  }
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

/** Resolves a request path to a file inside `root`, or null: traversal and symlink escapes find nothing. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let path: string;
  try {
    path = decodeURIComponent(new URL(urlPath, "http://localhost").pathname);
  } catch {
    return null;
  }
  if (path.includes("\0")) return null;
  const realRoot = await realpath(root);
  let candidate = resolve(realRoot, `.${path}`);
  if (!isInside(candidate, realRoot)) return null;
  try {
    if ((await stat(candidate)).isDirectory()) candidate = join(candidate, "index.html");
    const real = await realpath(candidate);
    if (!isInside(real, realRoot)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

/**
 * Serves a built site until the returned server is closed.
 * @example const server = await serveSite({ dir: "site", port: 0 })
 */
export async function serveSite(options: ServeOptions): Promise<Server> {
  const root = resolve(options.dir);
  const server = createServer(async (request, response) => {
    if (options.handle?.(request, response)) return;
    const page = request.method === "GET" || request.method === "HEAD" ? await resolveFile(root, request.url ?? "/") : null;
    // A page's URL asked for with Accept: text/markdown answers with its Markdown twin.
    const file = page && ((await twinOf(root, page, request)) ?? page);
    // A file can go between finding it and reading it (a rebuild swapping the site in): not found, never a crash.
    const policy = file ? await policyOf(file).catch(() => null) : null;
    if (!file || policy === null) {
      response.writeHead(request.method === "GET" || request.method === "HEAD" ? 404 : 405, { ...securityHeaders, "Content-Type": "text/plain; charset=utf-8" });
      response.end("Not found\n");
      return;
    }
    response.writeHead(200, { ...securityHeaders, "Content-Security-Policy": policy, "Content-Type": types[extname(file)] ?? "application/octet-stream", "Cache-Control": "no-cache", ...(extname(page!) === ".html" ? { Vary: "Accept" } : {}) });
    if (request.method === "HEAD") response.end();
    else createReadStream(file).on("error", () => response.destroy()).pipe(response);
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port ?? 4321, options.host ?? "127.0.0.1", () => done());
  });
  return server;
}
