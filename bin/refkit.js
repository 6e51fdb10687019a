#!/usr/bin/env node
// The installed command. Page modules are TypeScript: the build registers tsx's loader when it
// first imports one (see project.ts), so that a description alone loads no loader.
const { run, nodeIo } = await import("../dist/cli.js");
process.exitCode = await run(process.argv.slice(2), nodeIo());
