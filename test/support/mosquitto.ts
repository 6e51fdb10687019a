/**
 * A real MQTT broker for the event snippet suite: Debian's mosquitto on two free ports of
 * 127.0.0.1, one open to anyone and one that asks for a user name and password (its users given
 * by the test, stored with mosquitto_passwd). Stopped with the test file.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A running broker. */
export interface Broker {
  /** The port that lets anyone in. */
  readonly openPort: number;
  /** The port that asks for one of the users. */
  readonly authPort: number;
  /** What the broker wrote to its log, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

/** A port that was free a moment ago. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the port accepts a connection; rejects after `ms`. */
async function accepting(port: number, ms: number, broker: ChildProcess): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (broker.exitCode !== null) throw new Error(`mosquitto exited with status ${broker.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.on("connect", () => (socket.destroy(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`mosquitto did not listen on port ${port} within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts mosquitto with `users` (name → password; a name holds no `:` and neither holds a line
 * break, as mosquitto's password file requires).
 */
export async function startBroker(users: Readonly<Record<string, string>>): Promise<Broker> {
  const dir = await mkdtemp(join(tmpdir(), "refkit-mosquitto-"));
  const passwords = join(dir, "passwords");
  await writeFile(passwords, "");
  for (const [name, password] of Object.entries(users)) {
    const made = spawnSync("mosquitto_passwd", ["-b", passwords, name, password], { encoding: "utf8" });
    if (made.status !== 0) throw new Error(`mosquitto_passwd failed for ${JSON.stringify(name)}: ${made.stderr}`);
  }
  const [openPort, authPort] = [await freePort(), await freePort()];
  const config = [
    "per_listener_settings true",
    "persistence false",
    "log_dest stderr",
    "log_type error",
    "log_type warning",
    // Started as root, mosquitto would become the user "mosquitto", who cannot read this folder.
    ...(process.getuid?.() === 0 ? ["user root"] : []),
    `listener ${openPort} 127.0.0.1`,
    "allow_anonymous true",
    `listener ${authPort} 127.0.0.1`,
    "allow_anonymous false",
    `password_file ${passwords}`,
    "",
  ].join("\n");
  await writeFile(join(dir, "mosquitto.conf"), config);
  const broker = spawn("/usr/sbin/mosquitto", ["-c", join(dir, "mosquitto.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  broker.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => broker.on("exit", () => resolve()));
  try {
    await accepting(openPort, 20_000, broker);
    await accepting(authPort, 20_000, broker);
  } catch (error) {
    broker.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    openPort,
    authPort,
    log: () => log,
    async stop() {
      broker.kill("SIGTERM");
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
