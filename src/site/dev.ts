/**
 * `refkit dev`: build, serve, and rebuild when a page or the configuration changes; open
 * browsers reload through a server-sent event. A failed rebuild keeps the last good site.
 */
import type { Server, ServerResponse } from "node:http";
import { basename, dirname, join } from "node:path";
import { buildSite, type BuildOptions, type BuildSummary } from "./build.ts";
import { serveSite } from "./serve.ts";
import { PageMemory } from "./page-cache.ts";
import { followFolder, type FollowedFolder } from "./follow-folder.ts";
import { isRemote } from "../paths.ts";

/** A running dev server. */
export interface DevServer {
  readonly server: Server;
  readonly summary: BuildSummary;
  /** Resolves after the next rebuild has finished (for tests). */
  nextBuild(): Promise<boolean>;
  close(): Promise<void>;
}

const eventsPath = "/__refkit/events";

/** Builds `options.root`, serves it with live reload, and watches it for changes. */
export async function startDev(options: BuildOptions & { port: number; onError: (error: unknown) => void }): Promise<DevServer> {
  const clients = new Set<ServerResponse>();
  // The page cache's entries stay in memory between rebuilds: a rebuild reads none from disk.
  const memory = new PageMemory();
  const summary = await buildSite({ ...options, liveReload: true, memory });
  const server = await serveSite({
    dir: summary.out,
    port: options.port,
    handle(request, response) {
      if (request.url !== eventsPath) return false;
      response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", "Content-Security-Policy": "default-src 'self'" });
      response.write(": connected\n\n");
      clients.add(response);
      request.on("close", () => clients.delete(response));
      return true;
    },
  });

  let waiting: ((ok: boolean) => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const rebuild = () => {
    running = running.then(async () => {
      let ok = true;
      try {
        const built = await buildSite({ ...options, liveReload: true, memory });
        watchFolders([...built.documentFiles, ...built.assetFiles]);
        for (const client of clients) client.write("event: reload\ndata: {}\n\n");
      } catch (error) {
        ok = false;
        options.onError(error);
      }
      const done = waiting;
      waiting = [];
      for (const resolve of done) resolve(ok);
    });
  };
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, 80);
  };
  // The pages and the configuration make the site; nothing else in the project folder does (the
  // output, node_modules): only pages/ is watched with its folders. Every folder is followed by its
  // path (see follow-folder.ts): one deleted and made again (a checkout, a generator) is watched
  // again, and rebuilt from, once it is back.
  const pages = followFolder(join(summary.root, "pages"), { recursive: true }, changed);
  // Other folders are watched alone, each for the names in it that make the site: the project's
  // `refkit.config.ts` and `pages` (which may come later), and the OpenAPI document's files, which
  // may live anywhere and change as references come and go. A file's folder is watched, not the
  // file: many editors save by writing a new file and renaming it over the old one, whose watcher
  // would then hear nothing more.
  const folderWatchers = new Map<string, { readonly followed: FollowedFolder; names: Set<string> }>();
  const watchFolders = (files: readonly string[]) => {
    const wanted = new Map([[summary.root, new Set(["refkit.config.ts", "pages"])]]);
    for (const file of files) {
      if (isRemote(file)) continue;
      const names = wanted.get(dirname(file)) ?? new Set<string>();
      names.add(basename(file));
      wanted.set(dirname(file), names);
    }
    for (const [folder, watched] of folderWatchers) {
      if (wanted.has(folder)) continue;
      watched.followed.close();
      folderWatchers.delete(folder);
    }
    for (const [folder, names] of wanted) {
      const watched = folderWatchers.get(folder);
      if (watched !== undefined) {
        watched.names = names;
        continue;
      }
      const entry = { names, followed: followFolder(folder, { recursive: false }, (name) => {
        // pages/ came, went or was made again.
        if (folder === summary.root && name === "pages") pages.check(true);
        // Without a name (some systems give none, and a folder made again is new throughout) any change may be one of them.
        if (name === null || entry.names.has(name)) changed();
      }) };
      folderWatchers.set(folder, entry);
    }
  };
  watchFolders([...summary.documentFiles, ...summary.assetFiles]);
  const closeWatchers = () => {
    pages.close();
    for (const { followed } of folderWatchers.values()) followed.close();
    folderWatchers.clear();
  };
  server.on("close", closeWatchers);

  return {
    server,
    summary,
    nextBuild: () => new Promise((resolve) => waiting.push(resolve)),
    async close() {
      clearTimeout(timer);
      closeWatchers();
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections from open browsers would hold the server open.
        server.closeAllConnections();
      });
      await running;
    },
  };
}
