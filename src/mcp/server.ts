/**
 * `refkit mcp`: a Model Context Protocol server over stdio for a project's reference, with a few
 * tools rather than one per operation: `search`, `get_operation`, `list_groups` and `api_info`.
 * It answers the handshake at once and reads the project meanwhile, once (a tool call waits for
 * it, and one made before the handshake is done starts it); it never sends a request to the API.
 * No answer passes `maxAnswerBytes`: an operation's Markdown comes in parts (`parts.ts`).
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { ReferenceOptions } from "../reference/load.ts";
import { version } from "../version.ts";
import { maxAnswerBytes, partLength, partNotice, partOf } from "./parts.ts";
import type { AgentReference } from "./reference.ts";

/** A tool's answer: its text, and the same as structured content when there is some. */
function answer(text: string, structured?: Record<string, unknown>) {
  return { content: [{ type: "text" as const, text }], ...(structured ? { structuredContent: structured } : {}) };
}

/** A tool error: its text, for the agent to read. */
function failure(text: string): CallToolResult {
  return { ...answer(text), isError: true };
}

/**
 * `result`, or a tool error saying how to ask for less when it would pass `maxAnswerBytes` (a
 * description's title or summaries can be of any length): an answer never ends the session.
 */
function bounded(result: CallToolResult, less: string): CallToolResult {
  const bytes = Buffer.byteLength(JSON.stringify(result));
  return bytes <= maxAnswerBytes ? result : failure(`This answer would take ${bytes} bytes, over the ${maxAnswerBytes} one answer may take: ${less}`);
}

/**
 * The MCP server of a reference still loading: `load()` starts reading the project the first
 * time it is called and gives the same promise every time.
 */
export function referenceServer(load: () => Promise<AgentReference>): McpServer {
  const server = new McpServer({ name: "refkit", version: version() });
  const result = z.object({ id: z.string(), method: z.string().nullable(), path: z.string().nullable(), title: z.string(), url: z.string() });
  server.registerTool(
    "search",
    {
      title: "Search the API reference",
      description: "Find the operations of this API that match a query (words of a title, an operationId, a path segment, a field name), best first, as the reference's own search ranks them. Read one with get_operation.",
      inputSchema: { query: z.string().describe("What to look for, such as 'create customer' or 'workflow_run'"), limit: z.number().int().min(1).max(50).optional().describe("How many results at most (default 10)") },
      outputSchema: { results: z.array(result) },
    },
    async ({ query, limit }) => {
      const results = await (await load()).search(query, limit ?? 10);
      const text = results.length === 0 ? `No operation matches ${JSON.stringify(query)}.` : results.map((r) => `${r.id}: ${r.method && r.path ? `${r.method} ${r.path} — ` : ""}${r.title}`).join("\n");
      return bounded(answer(text, { results }), "ask for fewer results (a lower limit).");
    },
  );
  server.registerTool(
    "get_operation",
    {
      title: "Read one operation",
      description: `An operation's reference as Markdown: its endpoint, description, request fields, errors, a request example in every client (each proven to send this request) and its response. One answer holds at most ${partLength} characters: a longer operation's answer ends with a notice that says which characters it holds and the offset to call again with for the rest.`,
      inputSchema: {
        id: z.string().describe("An id that search returned"),
        offset: z.number().int().min(0).optional().describe("Where to start in the operation's Markdown, in characters (default 0): the offset a cut answer's notice gives"),
      },
    },
    async ({ id, offset }) => {
      const markdown = (await load()).operation(id);
      if (markdown === undefined) return failure(`No operation has the id ${JSON.stringify(id)}: use an id that search returned.`);
      const from = offset ?? 0;
      if (from > 0 && from >= markdown.length) return failure(`The offset ${from} is past the end of the Markdown of ${JSON.stringify(id)}, which has ${markdown.length} characters.`);
      const part = partOf(markdown, from);
      const notice = partNotice(id, part);
      const result: CallToolResult = notice === undefined ? answer(part.text) : { content: [{ type: "text", text: part.text }, { type: "text", text: notice }] };
      return bounded(result, "the operation's id is too long to answer with.");
    },
  );
  server.registerTool(
    "list_groups",
    { title: "List the reference's groups", description: "The reference's pages by sidebar group, each with how many operations it has." },
    async () => {
      const { groups } = await load();
      return bounded(answer(groups.map((group) => `${group.name}\n${group.pages.map((page) => `- ${page.title} (${page.operations} operations): ${page.url}`).join("\n")}`).join("\n\n"), { groups }), "the reference has too many pages, or too long names, to list in one answer: find operations with search.");
    },
  );
  server.registerTool(
    "api_info",
    { title: "The API's base URL and auth", description: "The API's title, the base URL its examples send to, and the auth header line they send (a placeholder such as <API_KEY> where the caller's credential goes)." },
    async () => {
      const { title, baseUrl, authHeader } = await load();
      return bounded(answer(`${title}\nBase URL: ${baseUrl}\nAuth header: ${authHeader ?? "none"}`, { title, baseUrl, authHeader }), "the API's title or auth line is too long to send.");
    },
  );
  return server;
}

/** What `serveMcp` reports to and listens to. */
export interface McpOptions {
  /** Where refkit's own lines go (stderr: stdout is the protocol's). */
  readonly log: (line: string) => void;
  /** Aborted to stop serving: the transport closes, so the process can end. */
  readonly signal?: AbortSignal | undefined;
  /** Told when reading the project starts and ends (as `BuildOptions.onLoading`). */
  readonly onLoading?: ((loading: boolean) => void) | undefined;
}

/**
 * Serves a project's reference over stdio until the client closes it or `signal` aborts. A
 * project that cannot be read makes every tool call an error naming why (the process stays up for
 * the client to say so).
 * @example await serveMcp({ root: ".", openapi: "openapi.yaml" }, { log: console.error, signal })
 */
export async function serveMcp(source: ReferenceOptions, { log, signal, onLoading }: McpOptions): Promise<McpServer> {
  let loading: Promise<AgentReference> | undefined;
  // Read once, whoever asks first: the client's `initialized`, or a call it made before sending it.
  // The modules load only then.
  const load = () =>
    (loading ??= (async () => {
      log("refkit mcp: reading the reference");
      onLoading?.(true);
      try {
        const { loadAgentReference } = await import("./reference.ts");
        const reference = await loadAgentReference(source);
        log("refkit mcp: the reference is read");
        return reference;
      } catch (error) {
        log(`refkit mcp: cannot read the reference: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      } finally {
        onLoading?.(false);
      }
    })());
  const server = referenceServer(load);
  // Reading a large description holds the thread for seconds: it starts once the client has its
  // answer to the handshake.
  server.server.oninitialized = () => void load().catch(() => undefined);
  await server.connect(new StdioServerTransport());
  if (signal) {
    const stop = () => void server.close();
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
  }
  return server;
}
