#!/usr/bin/env node
// The installed command: page modules are TypeScript, so tsx's loader is registered first.
import { register } from "tsx/esm/api";

register();
const { run, nodeIo } = await import("../dist/cli.js");
process.exitCode = await run(process.argv.slice(2), nodeIo());
