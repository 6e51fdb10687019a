import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * The files that run snippets with their languages' own runtimes (a JVM, a BEAM, .NET, compilers),
 * each in as many host processes as the machine has cores: they run one file at a time.
 */
const snippetFiles = ["test/snippets/**/*.test.ts", "test/clients/**/*.test.ts", "test/openapi/execution.test.ts", "test/openapi/examples.test.ts"];

export default defineConfig({
  resolve: {
    alias: { refkit: fileURLToPath(new URL("./src/index.ts", import.meta.url)) },
  },
  test: {
    testTimeout: 60_000,
    // A hook builds and serves sites, sometimes several, while another file runs beside it: its
    // bound stops a stuck set-up, and times nothing.
    hookTimeout: 300_000,
    projects: [
      // Two files at a time, whatever the core count: most wait on another process (Chromium, a
      // host site's build, a broker, a server), which one file at a time leaves idle on 2 cores.
      { extends: true, test: { name: "site", include: ["test/**/*.test.ts"], exclude: [...configDefaults.exclude, ...snippetFiles], maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "snippets", include: snippetFiles, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
