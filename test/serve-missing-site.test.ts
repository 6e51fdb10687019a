/**
 * `refkit serve` and `refkit dev` never end on a request: while the site folder is missing (moved
 * away, or between the two renames of a rebuild's swap) they answer 503 with a short hint to try
 * again, never a stack trace, and serve the site again once it is back. The real command runs in
 * a child process, so a crash shows as a process that ended.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repo = new URL("..", import.meta.url).pathname;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "refkit-serve-missing-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const page = (title: string) => `import { Endpoint, JsonResponse, Page, RequestExample, Section } from "refkit";
export default class Things extends Page {
  title = ${JSON.stringify(title)};
  sections() {
    return [
      Section("List things", { description: Endpoint("get", "/v1/things") },
        RequestExample({ method: "get", path: "/v1/things" }),
        JsonResponse({ data: [{ id: "thing_1" }] })),
    ];
  }
}
`;

async function project(name: string): Promise<string> {
  const root = join(work, name);
  for (const [file, text] of Object.entries({ "package.json": '{ "type": "module" }\n', "pages/things.ts": page("Things") })) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}

interface Running {
  readonly child: ChildProcess;
  readonly url: string;
  readonly stderr: () => string;
  /** Stops the server with Ctrl+C and resolves with its exit status and what it printed on stderr. */
  readonly stop: () => Promise<{ code: number | null; stderr: string }>;
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, what: string, limit = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() - started > limit) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts the real command from the repository, as `npm start` runs it, and waits until it serves. */
async function start(mode: "serve" | "dev", root: string): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", join(repo, "src", "cli.ts"), mode, "--root", root], { cwd: repo, env: { ...process.env, PORT: "0" }, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  const closed = new Promise<number | null>((done) => child.on("close", (code) => done(code)));
  const url = await until(() => {
    if (child.exitCode !== null) throw new Error(`${mode} ended early: ${stdout}${stderr}`);
    return /Serving .* at (http:\/\/localhost:\d+\/)/.exec(stdout)?.[1]?.replace("localhost", "127.0.0.1");
  }, `refkit ${mode} to serve`);
  return {
    child,
    url,
    stderr: () => stderr,
    async stop() {
      child.kill("SIGINT");
      return { code: await closed, stderr };
    },
  };
}

/** Moves the site folder away: every request answers 503 with a hint, and the server stays up; then moves it back. */
async function expectMissingSiteAnswered(running: Running, site: string): Promise<void> {
  await rename(site, `${site}-away`);
  try {
    for (const path of ["things.html", "", "assets/refkit.css", "no-such-page.html"]) {
      const answer = await fetch(`${running.url}${path}`);
      const text = await answer.text();
      expect(answer.status, `GET /${path}: ${text}`).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("1");
      expect(answer.headers.get("content-security-policy")).toBe("default-src 'self'");
      expect(text).toMatch(/try again/);
      expect(text).not.toMatch(/\n\s+at /);
      expect((await fetch(`${running.url}${path}`, { method: "HEAD" })).status).toBe(503);
    }
    expect(running.child.exitCode, running.stderr()).toBe(null);
  } finally {
    await rename(`${site}-away`, site);
  }
  expect((await fetch(`${running.url}things.html`)).status).toBe(200);
  expect((await fetch(`${running.url}no-such-page.html`)).status).toBe(404);
}

describe("serve and dev answer 503 while the site folder is missing, and never exit on a request", () => {
  it("serve: the site moved away, then back", async () => {
    const root = await project("serve-moved");
    const running = await start("serve", root);
    try {
      expect((await fetch(`${running.url}things.html`)).status).toBe(200);
      await expectMissingSiteAnswered(running, join(root, "site"));
    } finally {
      const { code, stderr } = await running.stop();
      expect(code, stderr).toBe(0);
      expect(stderr).toBe("");
    }
  });

  it("dev: the site moved away, then many requests in flight while it rebuilds again and again: every answer 200, 404 or 503", async () => {
    const root = await project("dev-storm");
    const running = await start("dev", root);
    const statuses = new Map<string, number>();
    const failures: string[] = [];
    let storming = true;
    try {
      await expectMissingSiteAnswered(running, join(root, "site"));
      // 32 request loops at all times, for pages, the index, an asset and a page that is not there.
      const paths = ["things.html", "", "assets/refkit.css", "things.md", "no-such-page.html", "assets/"];
      const storm = Array.from({ length: 32 }, async (_, i) => {
        for (let n = 0; storming; n++) {
          const path = paths[(i + n) % paths.length]!;
          try {
            const answer = await fetch(`${running.url}${path}`);
            await answer.arrayBuffer();
            const key = `${answer.status}`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
          } catch (error) {
            failures.push(`GET /${path}: ${String((error as Error).cause ?? error)}`);
            if (running.child.exitCode !== null) return;
          }
          // A breath between requests: 32 stay in flight, and the rebuilds still get the machine.
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      });
      for (let edit = 1; edit <= 4 && running.child.exitCode === null; edit++) {
        const title = `Things, edit ${edit}`;
        await writeFile(join(root, "pages", "things.ts"), page(title));
        await until(async () => {
          if (running.child.exitCode !== null) throw new Error(`dev ended during edit ${edit}: ${running.stderr()}`);
          const answer = await fetch(`${running.url}things.html`).catch(() => undefined);
          return answer?.status === 200 && (await answer.text()).includes(`<h1>${title}</h1>`) ? true : undefined;
        }, `edit ${edit} to be served`);
      }
      storming = false;
      await Promise.all(storm);
      expect(running.child.exitCode, running.stderr()).toBe(null);
      expect(failures.slice(0, 5)).toEqual([]);
      expect([...statuses.keys()].filter((status) => !["200", "404", "503"].includes(status)), JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
      expect(statuses.get("200")).toBeGreaterThan(0);
    } finally {
      storming = false;
      const { code, stderr } = await running.stop();
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(code, stderr).toBe(0);
    }
    // Four rebuilds under a storm of 32 requests: minutes on a loaded 2-core machine, so no tight limit.
  }, 300_000);
});
