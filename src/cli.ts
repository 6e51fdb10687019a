/**
 * The refkit command: `refkit init [dir]`, `refkit build [--out site]`, `refkit serve [--port 4321]`,
 * `refkit dev`, `refkit diff OLD NEW`, `refkit mcp`, `refkit --version`, `refkit <command> --help`.
 * `run(argv, io)` does the work and returns the exit code, so it is tested in-process.
 */
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { parseCommandLine } from "./cli/args.ts";
import { commandUsage, usage } from "./cli/commands.ts";
import { FileError, RefkitError } from "./errors.ts";
import { OpenApiError } from "./openapi/read/error.ts";
// The build, the server and init load when a command needs them: `refkit mcp` and `--help` start
// without the whole pipeline.
import type { BuildFs, BuildInterrupted, BuildSummary, Logger } from "./site/build.ts";
import type { DevServer } from "./site/dev.ts";
import { signalStatus } from "./signals.ts";
import { version } from "./version.ts";
import { checkSiteUrl } from "./site-url.ts";
import { versionArgument, versionProblem, type SiteVersion } from "./reference/versions.ts";
import { localeList, type SiteLanguage } from "./reference/languages.ts";

/** Where the command writes, and the environment it reads. */
export interface Io {
  readonly stdout: (line: string) => void;
  readonly stderr: (line: string) => void;
  /** Transient progress line (a terminal only). */
  readonly progress?: (line: string) => void;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Called with the running server by `serve`, so a caller can stop it. */
  readonly onServe?: (server: Server, url: string) => void;
  /**
   * Aborted to stop the command (`nodeIo` aborts it on SIGINT and SIGTERM, with the signal's name
   * as the reason). A build stops, removes its temporary folder, leaves the previous site as it
   * was and exits with 128 + the signal number (130 for SIGINT, 143 for SIGTERM); `serve` and
   * `dev` close their server, and `mcp` its stdio transport, and end with status 0; `diff` stops
   * reading (its git commands killed) and exits with 128 + the signal number.
   */
  readonly signal?: AbortSignal;
  /**
   * Told when a build starts loading its project and when it is done (`BuildOptions.onLoading`).
   * `nodeIo` takes its SIGINT and SIGTERM handlers away meanwhile, so that a signal ends the
   * process at once, by the signal's default action (status 130 or 143): nothing is written
   * before a project is loaded, and a large description keeps the event loop busy while it parses.
   */
  readonly onLoading?: (loading: boolean) => void;
  /** For tests and embedding: the build's file writes (see `BuildOptions.fs`). */
  readonly fs?: BuildFs;
}

function parsePort(value: string | undefined): number | null {
  if (value === undefined || value === "") return 4321;
  const port = Number(value);
  return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : null;
}

/** What `refkit dev` watches, in words: the description and the files it references, or the pages; and the configuration. */
function watched(summary: BuildSummary): string {
  const [document, ...referenced] = summary.documentFiles;
  const config = join(summary.root, "refkit.config.ts");
  if (document === undefined) return `${join(summary.root, "pages")} and ${config}`;
  const others = referenced.length === 0 ? "" : ` (and the ${referenced.length} file${referenced.length === 1 ? "" : "s"} it references)`;
  return `${document}${others} and ${config}`;
}

/**
 * Runs the refkit command and returns its exit code.
 * @example process.exitCode = await run(process.argv.slice(2), nodeIo())
 */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  const line = parseCommandLine(argv);
  if (line.kind === "version") {
    io.stdout(version());
    return 0;
  }
  if (line.kind === "help") {
    io.stdout(line.command === undefined ? usage() : commandUsage(line.command));
    return 0;
  }
  if (line.kind === "error") {
    io.stderr(`refkit: ${line.message}\nRun \`refkit ${line.command === undefined ? "" : `${line.command} `}--help\` for usage.`);
    return 2;
  }
  const { command, options, positionals } = line;
  const text = (name: string) => (typeof options[name] === "string" ? (options[name] as string) : undefined);
  // Paths on the command line are relative to the command's folder (io.cwd), not the process's.
  const path = (name: string) => (text(name) === undefined ? undefined : resolve(io.cwd, text(name)!));
  // `--openapi` may be given more than once (build, serve): LABEL=FILE each, for a versioned site.
  // `--asyncapi` is `--openapi` under its own name: the format is told from the file.
  const given = (name: string) => (Array.isArray(options[name]) ? (options[name] as readonly string[]) : typeof options[name] === "string" ? [options[name] as string] : []);
  // One of each, unlabelled: the OpenAPI description's site with the AsyncAPI document's pages beside it.
  const joined = given("openapi").length === 1 && given("asyncapi").length === 1 && [...given("openapi"), ...given("asyncapi")].every((document) => versionArgument(document) === undefined);
  const documents = joined ? given("openapi") : [...given("openapi"), ...given("asyncapi")];
  let versions: SiteVersion[] | undefined;
  if (documents.length > 1) {
    const read = documents.map(versionArgument);
    const unlabelled = documents.find((_, i) => read[i] === undefined);
    if (unlabelled !== undefined) {
      io.stderr(`refkit: with several --openapi, give each a label: --openapi v2=openapi.yaml --openapi v1=old.yaml (got ${JSON.stringify(unlabelled)})`);
      return 2;
    }
    versions = read.map((version) => ({ label: version!.label, openapi: resolve(io.cwd, version!.openapi) }));
    const problem = versionProblem(versions);
    if (problem !== undefined) {
      io.stderr(`refkit: ${problem}`);
      return 2;
    }
  }
  const single = documents.length === 1 ? (versionArgument(documents[0]!)?.openapi ?? documents[0]!) : undefined;
  // `--locales en,fr`: a site of several languages; `--overlay fr=FILE` is then that language's own.
  let locales: SiteLanguage[] | undefined;
  let overlays = given("overlay");
  if (text("locales") !== undefined) {
    if (text("locale") !== undefined) {
      io.stderr("refkit: give --locale (one language) or --locales (a site of several), not both");
      return 2;
    }
    try {
      const list = localeList(text("locales")!, overlays);
      locales = list.languages.map((language) => ({ ...language, overlays: language.overlays.map((file) => resolve(io.cwd, file)) }));
      overlays = list.shared;
    } catch (error) {
      if (!(error instanceof RefkitError)) throw error;
      io.stderr(`refkit: ${error.message}`);
      return 2;
    }
  }
  const values = { root: path("root"), out: path("out"), openapi: single === undefined ? undefined : resolve(io.cwd, single), asyncapi: joined ? resolve(io.cwd, given("asyncapi")[0]!) : undefined, port: text("port"), remoteRefs: options["remote-refs"] === true, refRoot: path("ref-root"), overlays: overlays.map((file) => resolve(io.cwd, file)), clients: text("clients")?.split(",").map((token) => token.trim()), tryIt: options["try-it"] === true ? true : undefined, locale: text("locale"), cache: options["no-cache"] !== true };
  if (command === "init") {
    const host = options.starlight === true ? "starlight" : options.docusaurus === true ? "docusaurus" : undefined;
    if (options.starlight === true && options.docusaurus === true) {
      io.stderr("refkit: init takes --starlight or --docusaurus, not both");
      return 2;
    }
    return host === undefined ? runInit(positionals[0] ?? ".", text("openapi"), io) : runInitHost(positionals[0] ?? ".", host, text("openapi"), io);
  }
  if (command === "diff") {
    // diff writes nothing, so nothing is left half done: a signal ends it at once by the signal's
    // default action (status 130 or 143), even while a large description parses. A signal that
    // came before is honoured through io.signal.
    io.onLoading?.(true);
    try {
      const { runDiff } = await import("./diff/command.ts");
      return await runDiff({ old: positionals[0], new: positionals[1], format: text("format"), failOn: text("fail-on"), remoteRefs: values.remoteRefs, cwd: io.cwd, signal: io.signal }, (output) => io.stdout(output.replace(/\n$/, "")), io.stderr);
    } finally {
      io.onLoading?.(false);
    }
  }
  if (command === "mcp") {
    // stdout is the protocol's: what refkit has to say goes to stderr. The server module (and the
    // SDK it needs) loads only here.
    const { serveMcp } = await import("./mcp/server.ts");
    await serveMcp({ root: values.root ?? io.cwd, openapi: values.openapi, asyncapi: values.asyncapi, remoteRefs: values.remoteRefs, refRoot: values.refRoot, overlays: values.overlays, clients: values.clients }, { log: io.stderr, signal: io.signal, onLoading: io.onLoading });
    return 0;
  }
  const siteUrl = text("site-url");
  if (siteUrl !== undefined) {
    try {
      checkSiteUrl(siteUrl, { component: "--site-url" });
    } catch (error) {
      io.stderr(`refkit: ${(error as Error).message}`);
      return 2;
    }
  }
  const port = parsePort(values.port ?? io.env.PORT);
  if (port === null) {
    io.stderr(`refkit: expected a port from 0 to 65535, got ${JSON.stringify(values.port ?? io.env.PORT)}`);
    return 2;
  }
  const root = values.root ?? io.cwd;
  const [{ BuildInterrupted, buildSite }, { serveSite }, { startDev }] = await Promise.all([import("./site/build.ts"), import("./site/serve.ts"), import("./site/dev.ts")]);
  const { signal } = io;
  const logger: Logger = { info: io.stdout, progress: io.progress };
  const failed = (error: unknown) => {
    if (error instanceof BuildInterrupted) io.stderr(interruptedMessage(error));
    else io.stderr(`refkit: build failed, the previous site is untouched.\n${describeFailure(error)}`);
  };
  let server: Server;
  let dev: DevServer | undefined;
  let out: string;
  try {
    if (command === "dev") {
      dev = await startDev({ root, out: values.out, openapi: values.openapi, asyncapi: values.asyncapi, remoteRefs: values.remoteRefs, refRoot: values.refRoot, overlays: values.overlays, clients: values.clients, tryIt: values.tryIt, locale: values.locale, locales, siteUrl, cache: values.cache, logger, port, signal, onLoading: io.onLoading, fs: io.fs, onError: failed });
      ({ server } = dev);
      out = dev.summary.out;
      io.stdout(`Watching ${watched(dev.summary)} for changes`);
    } else {
      out = (await buildSite({ root, out: values.out, openapi: values.openapi, asyncapi: values.asyncapi, versions, remoteRefs: values.remoteRefs, refRoot: values.refRoot, overlays: values.overlays, clients: values.clients, tryIt: values.tryIt, locale: values.locale, locales, siteUrl, cache: values.cache, logger, signal, onLoading: io.onLoading, fs: io.fs })).out;
      if (command === "build") return 0;
      if (signal?.aborted) throw new BuildInterrupted(typeof signal.reason === "string" ? signal.reason : undefined);
      server = await serveSite({ dir: out, port });
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE" || (error as NodeJS.ErrnoException).code === "EACCES") {
      io.stderr(`refkit: cannot serve on port ${port}: ${(error as Error).message}`);
      return 1;
    }
    failed(error);
    return error instanceof BuildInterrupted ? signalStatus(error.signal) : 1;
  }
  const address = server.address();
  const url = `http://localhost:${typeof address === "object" && address ? address.port : port}/`;
  io.stdout(`Serving ${out} at ${url}`);
  io.onServe?.(server, url);
  if (signal) {
    // Ctrl+C is how a server is meant to end: close it (and its open connections), status 0.
    const stop = async () => {
      if (dev) await dev.close();
      else await closeServer(server);
      io.stdout("Stopped serving");
    };
    if (signal.aborted) await stop();
    else signal.addEventListener("abort", () => void stop(), { once: true });
  }
  return 0;
}

/** Closes a server and every connection it holds (keep-alive ones would hold it open). */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function interruptedMessage(error: BuildInterrupted): string {
  return `refkit: build interrupted${error.signal ? ` by ${error.signal}` : ""}; the previous site is untouched and no temporary folder is left.`;
}

/**
 * A build error as the author needs it: the message for known errors and system errors (which
 * name their path), the stack otherwise.
 */
function describeFailure(error: unknown): string {
  if (error instanceof FileError || error instanceof RefkitError || error instanceof OpenApiError) return error.message;
  if (error instanceof Error && typeof (error as NodeJS.ErrnoException).code === "string" && typeof (error as NodeJS.ErrnoException).syscall === "string") return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Says why init failed; the status: 1, or 128 + the signal's number when a signal stopped it. */
async function initFailed(error: unknown, io: Io): Promise<number> {
  const { InitInterrupted } = await import("./init/init.ts");
  io.stderr(error instanceof InitInterrupted ? `refkit: init interrupted${error.signal ? ` by ${error.signal}` : ""}; nothing was left written.` : `refkit: init failed.\n${describeFailure(error)}`);
  return error instanceof InitInterrupted ? signalStatus(error.signal) : 1;
}

/** `refkit init`: scaffolds the project and says what to run next. */
async function runInit(dir: string, openapi: string | undefined, io: Io): Promise<number> {
  let result;
  try {
    const { init } = await import("./init/init.ts");
    result = await init({ dir: resolve(io.cwd, dir), openapi: openapi === undefined ? undefined : resolve(io.cwd, openapi), signal: io.signal, onLoading: io.onLoading });
  } catch (error) {
    return initFailed(error, io);
  }
  const from = result.operations === undefined ? "" : ` from ${openapi} (${result.operations} operations)`;
  const cd = resolve(io.cwd) === result.dir ? [] : [`  cd ${dir}`];
  const { dependencyNote } = await import("./init/dependency.ts");
  const note = dependencyNote(result.dependency);
  io.stdout(
    [
      `Created a refkit project${from} in ${result.dir}:`,
      ...result.files.map((file) => `  ${file}`),
      "",
      ...(note === undefined ? [] : [note, ""]),
      "Next:",
      ...cd,
      "  npm install",
      "  npm run docs:dev     # serves the reference and rebuilds as you edit",
      "  npm run docs:build   # the static site in site/: deploy that folder to any web host",
    ].join("\n"),
  );
  return 0;
}

/** `refkit init --starlight` / `--docusaurus`: adds refkit to the docs site and says what to run next. */
async function runInitHost(dir: string, host: "starlight" | "docusaurus", openapi: string | undefined, io: Io): Promise<number> {
  let result;
  try {
    const { initHost } = await import("./init/host.ts");
    result = await initHost({ dir: resolve(io.cwd, dir), host, openapi: openapi === undefined ? undefined : resolve(io.cwd, openapi), signal: io.signal, onLoading: io.onLoading });
  } catch (error) {
    return initFailed(error, io);
  }
  const name = host === "starlight" ? "Starlight" : "Docusaurus";
  const { dependencyNote } = await import("./init/dependency.ts");
  const note = result.dependency && dependencyNote(result.dependency);
  io.stdout(
    [
      result.edited.length === 0 && result.manual.length === 0 ? `refkit is already in the ${name} site in ${result.dir}.` : `Added refkit to the ${name} site in ${result.dir}:`,
      ...result.edited.map((file) => `  ${file}`),
      ...(result.manual.length === 0 ? [] : ["", "Add by hand (the file's shape is not one refkit init edits):", ...result.manual.map((line) => `  ${line}`)]),
      "",
      ...(note === undefined ? [] : [note, ""]),
      "Next:",
      "  npm install",
      `  npm run build        # the site, with the reference under /api/`,
    ].join("\n"),
  );
  return 0;
}

/**
 * The real process's Io. Its `signal` aborts on SIGINT or SIGTERM (the reason is the signal's
 * name); a second signal exits at once with 128 + its number.
 */
export function nodeIo(): Io {
  const tty = process.stderr.isTTY;
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(signalStatus(name));
    controller.abort(name);
  };
  let listening = false;
  const listen = (on: boolean) => {
    if (on === listening) return;
    listening = on;
    for (const name of ["SIGINT", "SIGTERM"] as const) {
      if (on) process.on(name, onSignal);
      else process.removeListener(name, onSignal);
    }
  };
  listen(true);
  // npm (npx, npm exec, npm run) ends on SIGTERM without passing it on, and the refkit it started,
  // adopted by another process, would serve on. Started by npm, refkit ends with it: its parent
  // going away counts as a SIGTERM.
  if (process.env.npm_command) {
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid === parent) return;
      clearInterval(watch);
      onSignal("SIGTERM");
    }, 500);
    watch.unref();
  }
  return {
    signal: controller.signal,
    // With no listener left, Node restores the signals' default action: the process ends at once.
    onLoading: (loading) => listen(!loading),
    stdout: (line) => process.stdout.write(`${tty ? "\r\x1b[K" : ""}${line}\n`),
    stderr: (line) => process.stderr.write(`${tty ? "\r\x1b[K" : ""}${line}\n`),
    progress: tty ? (line) => process.stderr.write(`\r\x1b[K${line}`) : undefined,
    cwd: process.cwd(),
    env: process.env,
  };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  process.exitCode = await run(process.argv.slice(2), nodeIo());
}
