/**
 * A local HTTP server that records every request exactly as it arrived, for comparing against
 * what a snippet was declared to send. Concurrent snippet runs are told apart by a run prefix
 * in the base URL (`/run/<id>`), which leaves the declared path, query, headers and body alone.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the server received it. */
export interface ReceivedRequest {
  readonly method: string;
  /** The raw path of the request target, still percent-encoded, without the run prefix. */
  readonly path: string;
  /** The raw query string without `?`; `null` when the target had no `?` at all. */
  readonly query: string | null;
  /** Header values by lower-cased name; a repeated header holds every value in order. */
  readonly headers: Readonly<Record<string, readonly string[]>>;
  /** The body bytes as received (empty when none was sent). */
  readonly body: Buffer;
}

/** A running recorder. */
export interface RecordingServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** The base URL for one run: requests under it are filed under `runId`. */
  baseUrlFor(runId: string): string;
  /** The requests received for `runId` so far. */
  received(runId: string): readonly ReceivedRequest[];
  /** Requests that named no run: a snippet that lost its base URL. */
  readonly strays: readonly ReceivedRequest[];
  close(): Promise<void>;
}

const runPrefix = /^\/run\/([A-Za-z0-9_-]+)(?=\/|\?|$)/;

function headersOf(message: IncomingMessage): Record<string, string[]> {
  // rawHeaders keeps repeats that `message.headers` would merge or drop.
  const headers: Record<string, string[]> = Object.create(null);
  for (let i = 0; i < message.rawHeaders.length; i += 2) {
    const name = message.rawHeaders[i]!.toLowerCase();
    (headers[name] ??= []).push(message.rawHeaders[i + 1]!);
  }
  return headers;
}

function splitTarget(target: string): { path: string; query: string | null } {
  const mark = target.indexOf("?");
  return mark < 0 ? { path: target, query: null } : { path: target.slice(0, mark), query: target.slice(mark + 1) };
}

/** How the recorder answers, for browser tests (snippets need none of this). */
export interface ServerOptions {
  /**
   * Origins whose pages may read the answers (CORS): their preflight requests are answered
   * (and not recorded), and every answer to them says so. Other origins get no CORS headers.
   */
  readonly allowOrigins?: readonly string[];
  /** The status of the answer to a run (200 unless said). */
  readonly status?: (runId: string) => number;
  /** Answers a run's request instead of the small JSON body (a stream, for instance), once the request is recorded. */
  readonly answer?: (runId: string, response: ServerResponse) => void;
}

/**
 * Starts the recorder on 127.0.0.1 and a free port. It answers every request with 200 (or the
 * run's `status`) and a small JSON body, once the whole request body has arrived.
 * @example const server = await startServer(); config.apiBaseUrl = server.baseUrlFor("t1");
 */
export async function startServer(options: ServerOptions = {}): Promise<RecordingServer> {
  const runs = new Map<string, ReceivedRequest[]>();
  const strays: ReceivedRequest[] = [];
  const server: Server = createServer((message, response) => {
    const origin = message.headers.origin;
    const cors: Record<string, string> = origin !== undefined && options.allowOrigins?.includes(origin) ? { "Access-Control-Allow-Origin": origin, "Access-Control-Expose-Headers": "*", Vary: "Origin" } : {};
    if (message.method === "OPTIONS" && message.headers["access-control-request-method"] !== undefined) {
      const allowed = cors["Access-Control-Allow-Origin"] === undefined ? {} : { "Access-Control-Allow-Methods": message.headers["access-control-request-method"], "Access-Control-Allow-Headers": message.headers["access-control-request-headers"] ?? "" };
      response.writeHead(204, { ...cors, ...allowed });
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    message.on("data", (chunk: Buffer) => chunks.push(chunk));
    message.on("end", () => {
      const target = message.url ?? "";
      const run = runPrefix.exec(target);
      const { path, query } = splitTarget(run ? target.slice(run[0].length) : target);
      const request: ReceivedRequest = { method: message.method ?? "", path, query, headers: headersOf(message), body: Buffer.concat(chunks) };
      if (run) runs.set(run[1]!, [...(runs.get(run[1]!) ?? []), request]);
      else strays.push(request);
      if (run && options.answer) return options.answer(run[1]!, response);
      const status = run ? (options.status?.(run[1]!) ?? 200) : 200;
      const answer = JSON.stringify(status < 400 ? { ok: true } : { error: { type: "invalid_request_error", status } });
      response.writeHead(status, { ...cors, "Content-Type": "application/json", "X-Request-Id": "req_1", "Content-Length": Buffer.byteLength(answer) });
      response.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    baseUrlFor: (runId) => `${origin}/run/${runId}`,
    received: (runId) => runs.get(runId) ?? [],
    strays,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
