// Runs JavaScript snippet files (ES modules) one after another in one warm Node.js process, as
// `node request.mjs` runs one in a fresh process: each file is imported as a module of its own
// (its own URL, so nothing of an earlier snippet is reused), from its own folder, with what it
// writes to stdout and stderr captured. Starting Node.js and loading fetch or axios costs most of
// half a second of processor time per snippet; here a snippet costs milliseconds. The snippet
// suite's runner (test/support/hosts.ts) starts it.
//
// Protocol, on standard input and output: one line per run, the snippet file's absolute path; the
// answer is a line "<exit status> <stdout bytes> <stderr bytes>" followed by those bytes. The exit
// status is what `node` would give: 0, or 1 when the module does not parse or throws.
import { writeSync } from "node:fs";
import { dirname } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { inspect } from "node:util";

const streams = [process.stdout, process.stderr];
const originalWrites = streams.map((stream) => stream.write);

/** Sends what `stream` is given into `chunks` instead, as bytes. */
function capture(stream, chunks) {
  stream.write = (chunk, encoding, callback) => {
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk));
    const done = typeof encoding === "function" ? encoding : callback;
    if (done) queueMicrotask(done);
    return true;
  };
}

// An error no one awaits (a rejected promise left behind) ends `node` with status 1; here it fails the run.
let stray = null;
process.on("unhandledRejection", (reason) => (stray ??= reason));
process.on("uncaughtException", (error) => (stray ??= error));

async function run(path) {
  const out = [];
  const err = [];
  capture(process.stdout, out);
  capture(process.stderr, err);
  stray = null;
  let status = 0;
  try {
    process.chdir(dirname(path));
    await import(pathToFileURL(path).href);
    // Let what the module left running settle, as node waits for its event loop to empty.
    await new Promise((resolve) => setImmediate(resolve));
    if (stray !== null) throw stray;
  } catch (error) {
    status = 1;
    err.push(Buffer.from(`${error instanceof Error ? error.stack : inspect(error)}\n`));
  } finally {
    streams.forEach((stream, i) => (stream.write = originalWrites[i]));
  }
  return { status, stdout: Buffer.concat(out), stderr: Buffer.concat(err) };
}

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  const { status, stdout, stderr } = await run(line);
  writeSync(1, Buffer.concat([Buffer.from(`${status} ${stdout.length} ${stderr.length}\n`), stdout, stderr]));
}
