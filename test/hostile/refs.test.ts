/**
 * A description from someone else cannot publish the machine's files: each `$ref` vector that
 * leads out of the description's folder, or to anything but a regular file under the size cap, is
 * placed in each part of a document it can reach, and every one is refused with the JSON pointer
 * of the reference and the path, before any file outside is read. `--ref-root` widens the folder,
 * and only that.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiRejection } from "../support/errors.ts";
import { stringify } from "yaml";
import { loadOpenApi } from "../../src/index.ts";
import { run, type Io } from "../../src/cli.ts";
import { maxFileBytes } from "../../src/openapi/read/files.ts";

const secret = "tok_live_7Hq2ZsecretZ";
const work = mkdtempSync(join(tmpdir(), "refkit-hostile-refs-"));
/** The description's folder; everything above it holds secrets. */
const folder = join(work, "project", "api");
let socketServer: Server;

function write(path: string, text: string): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return path;
}

beforeAll(async () => {
  write(join(work, ".env"), `STRIPE_KEY=${secret}\n`);
  write(join(work, "project", "id_rsa"), `-----BEGIN OPENSSH PRIVATE KEY-----\n${secret}\n`);
  write(join(work, "elsewhere", "schemas.yaml"), `Leak: { type: string, example: ${secret} }\n`);
  write(join(folder, "parts", "ok.yaml"), "Fine: { type: string, description: a part inside the folder }\n");
  symlinkSync(join(work, ".env"), join(folder, "env-link.yaml"));
  symlinkSync(join(work, "elsewhere"), join(folder, "linked-folder"));
  execFileSync("mkfifo", [join(folder, "fifo.yaml")]);
  write(join(folder, "huge.yaml"), "");
  truncateSync(join(folder, "huge.yaml"), maxFileBytes + 1);
  mkdirSync(join(folder, "a-folder.yaml"));
  socketServer = createServer();
  await new Promise<void>((resolve) => socketServer.listen(join(folder, "socket.yaml"), resolve));
});
afterAll(async () => {
  await new Promise((resolve) => socketServer.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

/** Each vector: the `$ref` as written in `<folder>/api.yaml`, and what the refusal says. */
const vectors: { name: string; ref: string; says: RegExp }[] = [
  { name: "an absolute path", ref: "/etc/passwd", says: /refers to \/etc\/passwd, a file outside / },
  { name: "a relative path out of the folder", ref: "../id_rsa", says: /refers to .*\/project\/id_rsa, a file outside / },
  { name: "many ../ to the root", ref: "../../../../../../../../etc/hostname", says: /refers to \/etc\/hostname, a file outside / },
  { name: "a file: URL", ref: `file://${join(work, ".env")}`, says: /refers to .*\/\.env, a file outside / },
  { name: "a percent-encoded ../", ref: "%2e%2e/id_rsa", says: /refers to .*\/project\/id_rsa, a file outside / },
  { name: "the process's environment", ref: "/proc/self/environ", says: /refers to \/proc\/self\/environ, a file outside / },
  { name: "an endless device", ref: "/dev/zero", says: /refers to \/dev\/zero, a file outside / },
  { name: "a symbolic link to a file outside", ref: "./env-link.yaml", says: /env-link\.yaml \(through a symbolic link, to .*\/\.env\), a file outside / },
  { name: "a folder linked from outside", ref: "./linked-folder/schemas.yaml#/Leak", says: /through a symbolic link, to .*\/elsewhere\/schemas\.yaml\), a file outside / },
  { name: "a FIFO that never answers", ref: "./fifo.yaml", says: /fifo\.yaml is a FIFO \(named pipe\), not a regular file/ },
  { name: "a socket", ref: "./socket.yaml", says: /socket\.yaml is a socket, not a regular file/ },
  { name: "a folder", ref: "./a-folder.yaml", says: /a-folder\.yaml is a folder, not a regular file/ },
  { name: "a file over the size cap", ref: "./huge.yaml", says: new RegExp(`huge\\.yaml has ${maxFileBytes + 1} bytes, over the ${maxFileBytes}-byte limit`) },
  { name: "a scheme no resolver reads", ref: "ftp://example.com/api.yaml", says: /a reference may lead to a file or, with --remote-refs, an http\(s\) URL/ },
  { name: "a remote URL (remote references off)", ref: "https://example.com/api.yaml", says: /a remote URL: remote references are off/ },
];

/** Each place a `$ref` can stand in a document, and the pointer of the object that holds it. */
const places: { name: string; pointer: string; document: (ref: string) => object }[] = [
  { name: "info.description", pointer: "#/info/description", document: (ref) => ({ info: { title: "x", version: "1", description: { $ref: ref } }, paths: {} }) },
  { name: "an operation's summary", pointer: "#/paths/~1a/get/summary", document: (ref) => ({ paths: { "/a": { get: { summary: { $ref: ref }, responses: { 200: { description: "ok" } } } } } }) },
  { name: "a path item", pointer: "#/paths/~1a", document: (ref) => ({ paths: { "/a": { $ref: ref } } }) },
  { name: "a schema", pointer: "#/components/schemas/User", document: (ref) => ({ paths: {}, components: { schemas: { User: { $ref: ref } } } }) },
  { name: "an example", pointer: "#/paths/~1a/post/requestBody/content/application~1json/example", document: (ref) => ({ paths: { "/a": { post: { requestBody: { content: { "application/json": { example: { $ref: ref } } } }, responses: { 200: { description: "ok" } } } } } }) },
  { name: "a parameter", pointer: "#/paths/~1a/get/parameters/0", document: (ref) => ({ paths: { "/a": { get: { parameters: [{ $ref: ref }], responses: { 200: { description: "ok" } } } } } }) },
  { name: "a code sample's source", pointer: "#/paths/~1a/get/x-codeSamples/0/source", document: (ref) => ({ paths: { "/a": { get: { "x-codeSamples": [{ lang: "shell", source: { $ref: ref } }], responses: { 200: { description: "ok" } } } } } }) },
  { name: "a webhook", pointer: "#/webhooks/ping", document: (ref) => ({ openapi: "3.1.0", webhooks: { ping: { $ref: ref } } }) },
];

function document(place: (typeof places)[number], ref: string): string {
  return stringify({ openapi: "3.0.3", info: { title: "x", version: "1" }, ...place.document(ref) });
}


describe("every $ref vector, in every place it can stand, is refused with its pointer and path", () => {
  for (const vector of vectors) {
    it(vector.name, async () => {
      for (const place of places) {
        const file = write(join(folder, "api.yaml"), document(place, vector.ref));
        const error = await openApiRejection(loadOpenApi(file));
        expect(error.file, place.name).toBe(file);
        expect(error.pointer, place.name).toBe(place.pointer);
        expect(error.message, place.name).toMatch(vector.says);
        expect(error.message).not.toContain(secret);
      }
    });
  }

  it("a reference in a referenced file is held to the same folder, and named in that file", async () => {
    write(join(folder, "parts", "leaky.yaml"), "Leak: { $ref: '../../id_rsa' }\n");
    const file = write(join(folder, "api.yaml"), document(places[3]!, "./parts/leaky.yaml#/Leak"));
    const error = await openApiRejection(loadOpenApi(file));
    expect(error.file).toBe(join(folder, "parts", "leaky.yaml"));
    expect(error.pointer).toBe("#/Leak");
    expect(error.message).toMatch(/refers to .*\/project\/id_rsa, a file outside /);
  });
});

describe("the description itself is read as its references are: a regular file under the cap", () => {
  it.each([
    ["an endless device", "/dev/zero", /^\/dev\/zero #: cannot read the file \(\/dev\/zero is a device, not a regular file\)$/],
    ["a FIFO", join(folder, "fifo.yaml"), /fifo\.yaml is a FIFO \(named pipe\), not a regular file\)$/],
    ["a file over the size cap", join(folder, "huge.yaml"), new RegExp(`huge\\.yaml has ${maxFileBytes + 1} bytes, over the ${maxFileBytes}-byte limit`)],
  ])("%s", async (_name, file, says) => {
    expect((await openApiRejection(loadOpenApi(file))).message).toMatch(says);
  });
});

describe("what stays allowed", () => {
  it("files inside the description's folder and its subfolders", async () => {
    const file = write(join(folder, "api.yaml"), document(places[3]!, "./parts/ok.yaml#/Fine"));
    expect(JSON.stringify(await loadOpenApi(file))).toContain("a part inside the folder");
  });

  it("--ref-root (refRoot) widens the folder to the one the user names, and no further", async () => {
    const file = write(join(folder, "api.yaml"), document(places[3]!, "../../elsewhere/schemas.yaml#/Leak"));
    expect(JSON.stringify(await loadOpenApi(file, { refRoot: work }))).toContain(secret);
    const error = await openApiRejection(loadOpenApi(write(join(folder, "api.yaml"), document(places[3]!, "/etc/passwd")), { refRoot: work }));
    expect(error.message).toContain(`a file outside ${work}:`);
  });
});

describe("refkit build with a hostile description", () => {
  function capture(cwd: string) {
    const out: string[] = [];
    const err: string[] = [];
    const io: Io = { stdout: (line) => out.push(line), stderr: (line) => err.push(line), cwd, env: {} };
    return { io, out, err };
  }

  it("exits 1 naming the pointer, publishes nothing, and the secret appears nowhere", async () => {
    write(join(folder, "api.yaml"), document(places[0]!, "../../.env"));
    const { io, out, err } = capture(folder);
    expect(await run(["build", "--openapi", "api.yaml", "--out", join(work, "site")], io)).toBe(1);
    expect(err.join("\n")).toMatch(/api\.yaml #\/info\/description: refers to .*\/\.env, a file outside /);
    expect(`${out.join("\n")}${err.join("\n")}`).not.toContain(secret);
    expect(() => execFileSync("ls", [join(work, "site")], { stdio: "pipe" })).toThrow();
  });

  it("--ref-root on the command line widens the folder", async () => {
    write(join(folder, "api.yaml"), document(places[0]!, "../../elsewhere/schemas.yaml#/Leak/example"));
    const { io, err } = capture(folder);
    expect(await run(["build", "--openapi", "api.yaml", "--ref-root", "../..", "--out", join(work, "site-wide")], io), err.join("\n")).toBe(0);
  });
});
