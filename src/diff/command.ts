/**
 * `refkit diff OLD NEW [--format text|markdown|json|github] [--fail-on breaking|warning]`: exit 0,
 * or 1 when a change at or above `--fail-on` is found; 2 when the command line is wrong or either
 * input is not an API description.
 */
import { FileError, RefkitError } from "../errors.ts";
import { signalStatus } from "../signals.ts";
import { OpenApiError } from "../openapi/read/error.ts";
import { levels, type Level } from "./change.ts";
import { diffSides, readSide, type DiffSide } from "./diff.ts";
import { diffEventSides, readEventSide, type EventSide } from "./events.ts";
import { formatDiff, formats, type Format } from "./format.ts";
import { readDescription } from "./input.ts";

/** What the command needs from the command line. */
export interface DiffCommand {
  readonly old: string | undefined;
  readonly new: string | undefined;
  readonly format: string | undefined;
  readonly failOn: string | undefined;
  readonly remoteRefs: boolean;
  readonly cwd: string;
  /** Aborted to stop: reading stops (git's commands killed) and the status is 128 + the signal's number. */
  readonly signal?: AbortSignal | undefined;
}

const failLevels = ["breaking", "warning"] as const;

/** Runs `refkit diff`; returns the exit status. */
export async function runDiff(command: DiffCommand, out: (text: string) => void, err: (line: string) => void): Promise<number> {
  if (command.old === undefined || command.new === undefined) {
    err("refkit: expected two descriptions: refkit diff OLD NEW (files, or git:REF:path)\nRun `refkit diff --help` for usage.");
    return 2;
  }
  const format = (command.format ?? "text") as Format;
  if (!formats.includes(format)) {
    err(`refkit: expected --format ${formats.join(", ")}, got ${JSON.stringify(command.format)}`);
    return 2;
  }
  if (command.failOn !== undefined && !(failLevels as readonly string[]).includes(command.failOn)) {
    err(`refkit: expected --fail-on ${failLevels.join(" or ")}, got ${JSON.stringify(command.failOn)}`);
    return 2;
  }
  // Each input's failure names it: the file (or git:REF:path) as the user wrote it, then where in it.
  const { signal } = command;
  const read = async (source: string): Promise<{ source: string; side: DiffSide | EventSide } | { source: string; error: unknown }> => {
    try {
      const description = await readDescription(source, command.cwd, { remoteRefs: command.remoteRefs, signal });
      return { source, side: description.format === "asyncapi" ? readEventSide(description.document) : readSide(description.document) };
    } catch (error) {
      return { source, error };
    }
  };
  if (signal?.aborted) return stopped(signal, err);
  const inputs = await Promise.all([read(command.old), read(command.new)]);
  if (signal?.aborted) return stopped(signal, err);
  const sides: (DiffSide | EventSide)[] = [];
  for (const input of inputs) {
    if ("side" in input) {
      sides.push(input.side);
      continue;
    }
    const { error } = input;
    if (!(error instanceof OpenApiError || error instanceof FileError || error instanceof RefkitError)) throw error;
    err(`refkit: ${input.source} is not an API description that refkit can read: ${error.message}`);
    return 2;
  }
  const [before, after] = sides as [DiffSide | EventSide, DiffSide | EventSide];
  const events = [before, after].filter(isEventSide).length;
  if (events === 1) {
    err(`refkit: cannot compare an OpenAPI description with an AsyncAPI one (${isEventSide(before) ? command.old : command.new} is AsyncAPI)`);
    return 2;
  }
  const result = isEventSide(before) && isEventSide(after) ? diffEventSides(before, after) : diffSides(before as DiffSide, after as DiffSide);
  out(formatDiff(result, format, command.old, command.new));
  if (command.failOn === undefined) return 0;
  const limit = levels.indexOf(command.failOn as Level);
  return result.changes.some((change) => levels.indexOf(change.level) <= limit) ? 1 : 0;
}

function isEventSide(side: DiffSide | EventSide): side is EventSide {
  return "model" in side;
}

function stopped(signal: AbortSignal, err: (line: string) => void): number {
  err(`refkit: diff interrupted${typeof signal.reason === "string" ? ` by ${signal.reason}` : ""}`);
  return signalStatus(signal.reason);
}
